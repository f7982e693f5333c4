"""The imported cards of a game for the judge without a network.

On the server the engine fills `card: NUMBER` through judge/cardlookup.py; in the page it
reads the same fields from one file: every imported card of the game as the scenario keys it
fills (judge/cardlookup.py, `scenario_fields`: facts, printed keywords, the project's encoding),
the abilities the judge does not apply and the card's printed names in the other imported
languages, per card number. No effect text of any language goes in (the card pages'
`CARD_TEXT` setting governs those; the encoding and the unapplied abilities are shown with it
off too). The file is gzipped JSON under an address that carries a
digest of its content, so a new import gives it a new address and a page never judges with
cards older than the server's. Built once per import (the stamp is the game's newest import).
"""
from __future__ import annotations

import gzip
import hashlib
import json
import threading
from dataclasses import dataclass
from typing import Any

from django.db import DatabaseError
from django.http import Http404, HttpRequest, HttpResponse

from cards.models import Card, CardImport
from judge.cardlookup import other_names, scenario_fields

FORMAT = 1  # the file's layout (judge/page_judge.py reads it): bumped when it changes


@dataclass(frozen=True)
class CardsFile:
    data: bytes  # gzipped JSON
    digest: str  # of the JSON itself, not of its gzip
    count: int
    json_bytes: int


_lock = threading.Lock()
_held: dict[str, tuple[object, CardsFile | None]] = {}


def cards_file(game_id: str) -> CardsFile | None:
    """The game's cards for the page, or None when none are imported."""
    try:
        stamp = (CardImport.objects.filter(game_id=game_id).order_by("-id")
                 .values_list("id", "imported_at").first())
    except DatabaseError:
        return None  # no card tables yet (migrate has not run)
    if stamp is None:
        # no cards (or no such game: the address names any GAME a client makes up): nothing
        # is kept, so made-up names never grow the process
        return None
    held = _held.get(game_id)
    if held is not None and held[0] == stamp:
        return held[1]
    with _lock:
        built = _build(game_id)
        _held[game_id] = (stamp, built)  # one entry per game with imported cards
    return built


def content(game_id: str) -> dict[str, Any]:
    """{"format", "game", "cards": {NUMBER: {"fields": {...}, "unapplied": [...], "names":
    {LANGUAGE: NAME}}}}: `names` (where the card has any) the printed names other than the
    English one, so an offline ruling names the card as the reader's cards print it and the
    editor's card picker finds and shows it in the page's language."""
    cards = (Card.objects.filter(game_id=game_id).order_by("number")
             .prefetch_related("texts"))
    return {"format": FORMAT, "game": game_id, "cards": {
        card.number: _entry(card) for card in cards}}


def _entry(card: Card) -> dict[str, Any]:
    entry: dict[str, Any] = {"fields": scenario_fields(card), "unapplied": list(card.notes)}
    names = other_names(card)
    if names:
        entry["names"] = names
    return entry


def _build(game_id: str) -> CardsFile | None:
    found = content(game_id)
    if not found["cards"]:
        return None
    text = json.dumps(found, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    raw = text.encode("utf-8")
    # mtime 0: the same cards always make the same bytes
    data = gzip.compress(raw, compresslevel=9, mtime=0)
    return CardsFile(data, hashlib.sha256(raw).hexdigest()[:16], len(found["cards"]), len(raw))


def cards_bundle(request: HttpRequest, game: str, digest: str) -> HttpResponse:
    """/offline/judge-cards-GAME-DIGEST.json.gz: the game's cards of the newest import; an
    older digest is gone."""
    found = cards_file(game)
    if found is None or digest != found.digest:
        raise Http404("These cards are no longer served: the cards were imported again.")
    response = HttpResponse(found.data, content_type="application/gzip")
    response["Cache-Control"] = "public, max-age=31536000, immutable"
    return response
