"""What the judge page runs in the browser (Pyodide) when there is no network.

Pure Python, like judge/engine/ (which it calls) and judge/linemap.py: it is shipped to the
browser with them (judge/offline.py) and imports nothing of Django. It does what the server's
judge does around the engine (judge/services.py, `judge_text`): the game check and the line of
each problem, so a page judged offline reads like one judged by the server. With the game's
imported cards (a file from judge/offline_cards.py, kept by the page with the engine), a
`card: NUMBER` is filled from the same fields as on the server.
"""
from __future__ import annotations

import copy
import functools
import gzip
import inspect
import json
import re
import unicodedata
from typing import Any

import yaml

from judge import engine, linemap
from judge.engine.core import grammar
from judge.engine.core.catalogue import normalize as engine_language

ROOT = linemap.ROOT
# whether the engine renders its events in the reader's language (the `events` work)
_SPEAKS = "language" in inspect.signature(engine.judge).parameters


def card_lookup(path: str | None) -> engine.CardLookup | None:
    """The lookup over the cards file at `path` (gzipped JSON), None without one. For
    Yu-Gi-Oh! it answers as the server's does (judge/cardlookup.py): a password as typed
    ("5318639") or a name one card alone bears in any language it prints; a name several
    cards bear names them all."""
    if not path:
        return None
    game, cards = _read_cards(path)

    def lookup(number: str) -> engine.PrintedCard | engine.AmbiguousName | None:
        key = _password(number) if game == "ygo" else number
        if game == "ygo" and key not in cards:
            named = _names(path).get(_fold(number), ())
            if len(named) > 1:
                return engine.AmbiguousName(number.strip(), named)
            key = named[0] if named else key
        found = cards.get(key)
        if found is None:
            return None
        # a copy each time: a ruling never changes the fields the next one starts from
        names = found.get("names")
        return engine.PrintedCard(number=key, fields=copy.deepcopy(found["fields"]),
                                  unapplied=tuple(found["unapplied"]),
                                  names=dict(names) if isinstance(names, dict) else {})

    return lookup


@functools.lru_cache(maxsize=4)  # bounded: the page's one cards file
def _read_cards(path: str) -> tuple[str, dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as stream:
        data = json.load(stream)
    cards = data.get("cards") if isinstance(data, dict) else None
    game = data.get("game") if isinstance(data, dict) else None
    return str(game or ""), cards if isinstance(cards, dict) else {}


@functools.lru_cache(maxsize=4)
def _names(path: str) -> dict[str, tuple[str, ...]]:
    """Every printed name, folded, -> the numbers of the cards that bear it: built once, on
    the first name a scenario gives."""
    found: dict[str, list[str]] = {}
    for number, card in _read_cards(path)[1].items():
        fields, names = card.get("fields") or {}, card.get("names") or {}
        for name in {fields.get("name"), *names.values()}:
            if isinstance(name, str) and number not in found.setdefault(_fold(name), []):
                found[_fold(name)].append(number)
    return {name: tuple(sorted(numbers)) for name, numbers in found.items()}


PASSWORD = re.compile(r"^\s*(\d{1,8})\s*$")
KONAMI_ID = re.compile(r"^\s*kdb\s*(\d{1,7})\s*$", re.I)
PUNCTUATION = re.compile(r"[^\w]+")


def _password(text: str) -> str:
    """A password as printed, 8 digits ("5318639" -> "05318639"), or "kdb" and a Konami id,
    as the server keys them (cards/ygo/catalog.py); any other text as it is."""
    if found := PASSWORD.match(text):
        return found.group(1).zfill(8)
    if found := KONAMI_ID.match(text):
        return f"kdb{found.group(1)}"
    return text


def _fold(text: str) -> str:
    """A name as the server's card search compares it (cards/folding.py): lower case,
    accents and punctuation gone."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))
    return " ".join(PUNCTUATION.sub(" ", bare.lower()).split())


def judge(text: str, game: str, language: str = "en",
          cards: str | None = None) -> dict[str, Any]:
    """`{"result": ...}` for a judged scenario, `{"errors": [{path, message, line}]}` else;
    `cards`: the path of the game's cards file, if the page has one."""
    # the page words these two problems in its language (`code`), as the server does
    if "\x00" in text:
        return {"errors": [{"path": ROOT, "code": "nul", "line": None,
                            "message": "contains a NUL character, which no scenario needs"}]}
    lookup = card_lookup(cards)
    result = engine.judge(text, lookup, language=language) if _SPEAKS \
        else engine.judge(text, lookup)
    if "errors" in result:
        return {"errors": _with_lines(text, result["errors"])}
    if result.get("game") != game:
        there = str(result.get("game"))
        return {"errors": [{"path": "game", "line": None, "code": "wrong_game",
                            "params": {"here": game, "there": there}, "message": (
            f"this is the judge of '{game}', but the scenario is for '{there}': "
            "send it to that game's judge")}]}
    result.pop("state", None)  # the page shows the steps and the verdict, not the boards
    illegal = result.get("illegal")
    # the reason as the page shows it after its "Not allowed:", as the server's page does
    # (presenting.py); beside the result, which stays the engine's own
    after_label = grammar.after_colon(engine_language(language), str(illegal.get("reason"))) \
        if isinstance(illegal, dict) and isinstance(illegal.get("reason"), str) else ""
    data = _load(text)
    return {"result": result, "title": _line(data.get("title")),
            "question": str(data.get("question") or "").strip(),
            "reason_after_label": after_label}


def _load(text: str) -> dict[str, Any]:
    """The scenario as data (the engine accepted it, so it reads), for its title and question."""
    try:
        data = json.loads(text) if text.lstrip().startswith("{") else yaml.safe_load(text)
    except (ValueError, yaml.YAMLError):
        data = yaml.safe_load(text)
    return data if isinstance(data, dict) else {}


def _line(value: Any) -> str:
    return " ".join(str(value or "").split())


def _with_lines(text: str, errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    root = linemap.compose(text) if any(e.get("path") != ROOT for e in errors) else None
    return [{"path": str(e.get("path") or ROOT), "message": str(e.get("message") or ""),
             "line": linemap.line_of(root, str(e.get("path") or ROOT))} for e in errors]


def judge_json(text: str, game: str, language: str = "en", cards: str | None = None) -> str:
    """`judge` as JSON text: what crosses from Python to the page's script."""
    return json.dumps(judge(text, game, language, cards), ensure_ascii=False)
