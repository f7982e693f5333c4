"""The lookup the engine receives for `card: NUMBER` (judge/engine/core/printed.py): imported
cards as scenario fields, read from the cards app."""
from __future__ import annotations

from typing import Any

import yaml
from django.db import DatabaseError

from cards.models import Card
from judge.engine import CardLookup, PrintedCard
from judge.engine.core.validate import Problems
from judge.engine.optcg.printed_cards import PrintedCards

MAX_LOOKUPS = 250  # more than a scenario's 200 cards: a lookup per card at most


def for_game(game_id: str) -> CardLookup:
    """A lookup over the game's imported cards, each number read from the database once."""
    seen: dict[str, PrintedCard | None] = {}

    def lookup(number: str) -> PrintedCard | None:
        if number not in seen:
            if len(seen) >= MAX_LOOKUPS:
                return None
            seen[number] = printed_card(game_id, number)
        return seen[number]

    return lookup


# The areas in the order the One Piece engine reads them (optcg/parse.py), so copies of a card
# without an id get the same default ids (NUMBER, NUMBER-2...) here as in the ruling.
AREAS = ("leader", "life", "deck", "hand", "trash", "characters", "stage")


def with_printed_fields(game_id: str, data: Any) -> Any:
    """The scenario with each `card: NUMBER` filled in as the engine fills it (name, power...),
    so a ruling's boards and action labels name the cards its steps name; the scenario itself
    when it names no printed card or the game has none."""
    players = data.get("players") if isinstance(data, dict) else None
    if game_id != "optcg" or not isinstance(players, dict):
        return data
    printed = PrintedCards(Problems(), for_game(game_id))
    filled = {**data, "players": dict(players)}
    for pid in ("A", "B"):
        side = players.get(pid)
        if not isinstance(side, dict):
            continue
        side = filled["players"][pid] = dict(side)
        for area in AREAS:
            path, value = f"players.{pid}.{area}", side.get(area)
            if isinstance(value, list):
                side[area] = [printed.expand(f"{path}[{i}]", card, area)
                              for i, card in enumerate(value)]
            elif isinstance(value, dict):
                side[area] = printed.expand(path, value, area)
    return filled


def printed_card(game_id: str, number: str) -> PrintedCard | None:
    try:
        card = (Card.objects.filter(game_id=game_id, number=number)
                .prefetch_related("texts").first())
    except DatabaseError:
        return None  # no card table yet (migrate has not run): the number is unknown
    if card is None:
        return None
    return PrintedCard(number=card.number, fields=scenario_fields(card),
                       unapplied=tuple(card.notes))


def english_name(card: Card) -> str:
    texts = {t.language: t.name for t in card.texts.all()}
    return texts.get("en") or next(iter(texts.values()), card.number)


def scenario_fields(card: Card) -> dict[str, Any]:
    """The card as the scenario format's card keys (judge-scenarios.md, "Card")."""
    fields: dict[str, Any] = {"name": english_name(card), "type": card.category}
    if card.cost is not None and card.category != "leader":
        fields["cost"] = card.cost
    if card.power is not None:
        fields["power"] = card.power
    if card.counter:
        fields["counter"] = card.counter
    if card.colors:
        fields["colors"] = list(card.colors)
    if card.keywords:
        fields["keywords"] = list(card.keywords)
    if card.traits:
        fields["traits"] = list(card.traits)
    if card.attributes:
        fields["attributes"] = list(card.attributes)
    if card.category == "leader" and card.life is not None:
        fields["life"] = card.life
    for key in ("effects", "trigger", "static", "replace"):
        if card.encoding.get(key):
            fields[key] = card.encoding[key]
    return fields


def starter_text(game_id: str, number: str) -> str | None:
    """A scenario to start from with the card in play ("use in the judge" on a card page):
    a Leader as A's Leader, a Character on A's field, an Event or a Stage in A's hand."""
    found = printed_card(game_id, number[:20].strip().upper())
    if found is None or game_id != "optcg":
        return None
    # Built as data and written by the YAML library: a name such as "Luffy: Gear 5" or one
    # with quotes or a "#" stays one string however it is spelled (never string formatting).
    card = {"card": found.number}
    sides: dict[str, dict[str, Any]] = {
        "leader": {"leader": card},
        "character": {"characters": [{"id": "a-card", **card}]},
    }
    side = sides.get(str(found.fields.get("type")), {"hand": [{"id": "a-card", **card}]})
    scenario = {
        "game": "optcg",
        "title": f"{found.number} {found.fields.get('name', '')}".strip(),
        "turn": {"number": 3, "player": "A"},
        "players": {"A": {**side, "don": {"active": 5}}, "B": {"characters": []}},
        "actions": [],
    }
    return yaml.safe_dump(scenario, sort_keys=False, allow_unicode=True,
                          default_flow_style=None, width=100)
