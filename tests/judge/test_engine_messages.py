"""The engines' message catalogues: every event in every language, with the same parameters.

A judge reading a ruling in German must never meet an English sentence or a bare code: each
code an engine emits has a text in all five languages, and each translation uses exactly the
parameters of the English text (a missing `{card}` would drop the card from the sentence).
"""
from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest
from scenario_checks import SHARED

from judge.engine import games, judge, run
from judge.engine.core.catalogue import LANGUAGES, Plural, messages
from judge.engine.core.events import CODE, LITERAL, Event
from judge.engine.core.render import Renderer

ENGINE_DIR = Path(__file__).resolve().parents[2] / "judge" / "engine"
EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "judge" / "examples"
# the games whose engines speak in events (every game, once its engine is converted)
EVENT_GAMES = tuple(g for g in games() if (ENGINE_DIR / g / "messages" / "en.py").exists())
CATALOGUES = ("core", *EVENT_GAMES)


def _fields(message: str | Plural) -> set[str]:
    texts = [message.one, message.other] if isinstance(message, Plural) else [message]
    return {name for text in texts for _lit, name, _spec, _conv in string.Formatter().parse(text)
            if name is not None}


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("game", [None, *EVENT_GAMES])
def test_every_message_has_a_translation_with_the_same_parameters(game, language) -> None:
    english, translated = messages(game, "en"), messages(game, language)
    missing = sorted(set(english) - set(translated))
    assert not missing, f"{language} lacks {missing}"
    extra = sorted(set(translated) - set(english))
    assert not extra, f"{language} has codes English does not: {extra}"
    wrong = [code for code in english if _fields(english[code]) != _fields(translated[code])]
    assert not wrong, f"{language} uses other parameters in {wrong}"
    # a sentence copied from English is untranslated; a lone game term ("Counter") may be the
    # customary word in that language too
    untranslated = [code for code, text in translated.items()
                    if text == english[code] and " " in _letters(text).strip()]
    assert not untranslated, f"{language} copies the English text of {untranslated}"


def _letters(message: str | Plural) -> str:
    """The words of a message outside its parameters and bracketed keywords ([Blocker])."""
    text = message.other if isinstance(message, Plural) else message
    words = "".join(literal for literal, *_ in string.Formatter().parse(text))
    out, depth = [], 0
    for char in words:
        depth += char == "["
        if depth == 0:
            out.append(char)
        depth -= char == "]" and depth > 0
    return "".join(out).replace("DON!!", "").replace("K.O.", "").replace("KO", "")


def _codes_in_source(game: str) -> set[str]:
    """The literal codes of `emit`, `Illegal`, `Event` and `problems.add` calls in a package."""
    found: set[str] = set()
    for path in (ENGINE_DIR / game).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            index = 1 if name == "add" else 0
            if name not in ("emit", "Illegal", "Event", "add") or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                    and CODE.fullmatch(arg.value):
                found.add(arg.value)
    return found


@pytest.mark.parametrize("game", CATALOGUES)
def test_every_code_written_in_an_engine_has_an_english_text(game) -> None:
    known = messages(None if game == "core" else game, "en")
    unknown = sorted(code for code in _codes_in_source(game) if code not in known)
    assert not unknown, f"no text for {unknown}"


def _nested(event: Event):
    yield event
    for value in event.params.values():
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if isinstance(item, Event):
                yield from _nested(item)


def _scenarios(game: str) -> list[Path]:
    shared = SHARED / ("scenarios" if game == "optcg" else f"scenarios-{game}")
    return sorted(shared.glob("*.yaml")) + sorted((EXAMPLES_DIR / game).glob("*.yaml"))


@pytest.mark.parametrize("game", EVENT_GAMES)
def test_every_event_of_the_worked_examples_is_known_in_every_language(game) -> None:
    paths = _scenarios(game)
    assert paths
    for path in paths:
        found = run(path.read_text(encoding="utf-8"))
        events = [*getattr(found, "verdict", [])]
        events += [step.event for step in getattr(found, "steps", [])]
        if getattr(found, "illegal", None) is not None:
            events.append(found.illegal.event)
        events += [problem.event for problem in getattr(found, "items", [])]
        for item in (e for top in events for e in _nested(top)):
            assert item.code != LITERAL, f"{path.name}: an English sentence {item.params}"
            for language in LANGUAGES:
                assert item.code in messages(game, language), f"{path.name}: {item.code}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_ruling_reads_in_the_language_asked_for(language) -> None:
    text = (SHARED / "scenarios" / "03-counter-enough.yaml").read_text(encoding="utf-8")
    english, asked = judge(text), judge(text, language=language)
    assert asked["language"] == language
    assert [s["code"] for s in asked["steps"]] == [s["code"] for s in english["steps"]]
    assert asked["rules_cited"] == english["rules_cited"] and asked["state"] == english["state"]
    if language != "en":
        assert all(a["text"] != e["text"] for a, e in zip(asked["steps"], english["steps"],
                                                          strict=True))
        assert asked["verdict"] != english["verdict"]


def test_plural_forms_follow_the_language() -> None:
    say = Renderer("fr", "optcg").say
    assert "1 carte." in say("drew", effect=Event("timing.main"), player="A", count=1)
    assert "0 carte." in say("drew", effect=Event("timing.main"), player="A", count=0)
    assert "2 cartes." in say("drew", effect=Event("timing.main"), player="A", count=2)
    assert "0 Karten." in Renderer("de", "optcg").say("drew", effect=Event("timing.main"),
                                                        player="A", count=0)


def test_an_unknown_language_reads_english() -> None:
    assert Renderer("xx-YY").language == "en" and Renderer("de-CH").language == "de"
