"""Message catalogues: what each event code says, per language, as plain Python tables.

Why Python tables and not gettext: the engine runs in the browser too (Pyodide, standard library
only, no files to open but its own modules), and an event's text needs its parameters by name
and plural forms chosen by a named number; a dictionary module per language gives both, is
imported like the rest of the engine and is checked by the test suite like code.

Where they live: `judge/engine/core/messages/<lang>.py` for what every game says (invalid input,
the plain-text ruling, lists, generic verdicts) and `judge/engine/<game>/messages/<lang>.py` for
one game's events. Each module holds `MESSAGES: dict[str, Message]`: one catalogue per language,
which is what a translator edits. The One Piece engine keeps its families' English next to
their code (`optcg/messages/FAMILY.py`, gathered by `optcg/messages/tables.py` into `en.py`),
and each other language's catalogue has a section per family.

How to add an event code:

1. Emit it: `ctx.emit("battle_won", cr.ATTACKER_WINS, attacker=ref, power=...)` or
   `Illegal("illegal.blocker_rested", (cr.BLOCKER,), blocker=ref)`; parameters are numbers,
   strings from the scenario, `CardRef`, `RuleRef`, `Power`, nested `Event`s or tuples of them.
2. Add the code to the game's `messages/en.py` with its English text, `{name}` for each
   parameter (`{amount:+d}` formats a number with its sign), and the same code to `de`, `es`,
   `it` and `fr` with the same parameter names, in each game's customary terms (the glossary's
   translations in glossary/data/<game>.yaml).
3. A word that depends on a number is a `Plural("count", one="...", other="...")`, chosen by
   that parameter under the language's plural rule (`plural_form`; a tuple of cards counts
   its cards); `zero="..."` says "none" where "only 0" would read badly.
4. Grammar is asked for in the placeholder's format spec (core/grammar.py): a card takes the
   article or contraction of its place in the sentence (`greift {target:den} an`, `ataca
   {target:al}`, `attacca {target:il}`, `attaque {target:le}`), a word agrees with the card's
   gender (`{card:descansado|descansada}`, German `{card:er|sie|es}`) or with a number
   (`{count} {count:danno|danni}`). A card in parentheses stays bare: "(Charakter a-big)".
5. Run `manage.py engine_messages --reviewed LANG` once LANG's texts match the English; when an
   English text changes, `manage.py engine_messages` (and the test suite) lists the
   translations written from the old one.

tests/judge/test_engine_messages.py fails when a code is missing in any language, when a
translation uses other parameter names than the English text, or when an engine emits a code
no catalogue knows.
"""
from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass

LANGUAGES = ("en", "de", "es", "it", "fr")
DEFAULT_LANGUAGE = "en"
_ENGINE_PACKAGE = __name__.rsplit(".", 2)[0]  # judge.engine (whatever it is called in Pyodide)


@dataclass(frozen=True, slots=True)
class Plural:
    """A text whose words depend on the number in parameter `count`."""

    count: str
    one: str
    other: str
    # said when the number is 0, in any language ("none of them", not "only 0 of them")
    zero: str | None = None


Message = str | Plural


def plural_form(language: str, number: int) -> str:
    """`one` or `other` (CLDR: French counts 0 as singular, the others only 1)."""
    if language == "fr":
        return "one" if number in (0, 1) else "other"
    return "one" if number == 1 else "other"


def normalize(language: str | None) -> str:
    """One of LANGUAGES from a tag such as `de-CH` or `ES`; English for anything else."""
    tag = (language or "").strip().lower().replace("_", "-").split("-")[0]
    return tag if tag in LANGUAGES else DEFAULT_LANGUAGE


@functools.lru_cache(maxsize=64)  # bounded: games x languages
def messages(game: str | None, language: str) -> dict[str, Message]:
    """Every message of a game (and the shared ones) in one language."""
    table: dict[str, Message] = dict(_module_messages("core", language))
    if game:
        table.update(_module_messages(game, language))
    return table


def _module_messages(package: str, language: str) -> dict[str, Message]:
    try:
        module = importlib.import_module(f"{_ENGINE_PACKAGE}.{package}.messages.{language}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "MESSAGES", {}))
