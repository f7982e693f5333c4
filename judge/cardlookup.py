"""The lookup the engine receives for `card: NUMBER` (judge/engine/core/printed.py): imported
cards as scenario fields, read from the cards app."""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import yaml
from django.db import DatabaseError

from cards import printed
from cards.encoding import options
from cards.models import Card, CardText
from cards.ygo import aligned
from cards.ygo import queries as ygo_queries
from judge.engine import AmbiguousName, CardLookup, PrintedCard
from judge.engine.core.validate import Problems
from judge.engine.optcg.printed_cards import PrintedCards
from judge.engine.ygo.printed_cards import PrintedCards as YgoPrintedCards
from judge.ygo_encoding_keys import YGO_ENCODING_KEYS

MAX_LOOKUPS = 250  # more than a scenario's 200 cards: a lookup per card at most


# `game: ygo` in YAML or `"game": "ygo"` in JSON, as the first mention of a game
GAME_KEY = re.compile(rb"""(?m)^\s*["']?game["']?\s*:\s*["']?(optcg|ygo)\b""")


def game_of(source: bytes | str) -> str:
    """The game a scenario's text names (One Piece when it names none): which cards its
    `card:` keys look up, before the engine reads it."""
    raw = source.encode("utf-8", "replace") if isinstance(source, str) else source
    found = GAME_KEY.search(raw[:100_000]) or re.search(rb'"game"\s*:\s*"(optcg|ygo)"',
                                                        raw[:100_000])
    return found.group(1).decode() if found else "optcg"


def for_game(game_id: str) -> CardLookup:
    """A lookup over the game's imported cards, each number read from the database once."""
    seen: dict[str, PrintedCard | AmbiguousName | None] = {}

    def lookup(number: str) -> PrintedCard | AmbiguousName | None:
        if number not in seen:
            if len(seen) >= MAX_LOOKUPS:
                return None
            seen[number] = printed_card(game_id, number)
        return seen[number]

    return lookup


# The areas in the order the One Piece engine reads them (optcg/parse.py), so copies of a card
# without an id get the same default ids (NUMBER, NUMBER-2...) here as in the ruling.
AREAS = ("leader", "life", "deck", "hand", "trash", "characters", "stage")
NOT_NORMAL_SUMMONED = {"Ritual", "Fusion", "Synchro", "Xyz", "Link"}
# the Yu-Gi-Oh! engine's order (ygo/parse.py): its lists, then a listed deck, then the Field Spell
YGO_AREAS = ("hand", "monsters", "spells_traps", "graveyard", "banished", "extra_deck", "deck",
             "field_spell")


def with_printed_fields(game_id: str, data: Any, language: str | None = None) -> Any:
    """The scenario with each `card: NUMBER` filled in as the engine fills it (name, power...),
    so a ruling's boards and action labels name the cards its steps name (in `language`'s
    print where that list is imported, as the ruling does); the scenario itself when it names
    no printed card or the game has none."""
    players = data.get("players") if isinstance(data, dict) else None
    if game_id not in ("optcg", "ygo") or not isinstance(players, dict):
        return data
    if game_id == "ygo":
        ygo = YgoPrintedCards(Problems(), for_game("ygo"))
        filled = _filled(data, players, YGO_AREAS,
                         lambda path, card, _area: ygo.expand(path, card))
        return _renamed(filled, YGO_AREAS, ygo.names, language)
    printed = PrintedCards(Problems(), for_game(game_id))
    return _renamed(_filled(data, players, AREAS, printed.expand), AREAS, printed.names,
                    language)


def _filled(data: dict[str, Any], players: dict[str, Any], areas: Iterable[str],
            expand: Callable[[str, Any, str], Any]) -> dict[str, Any]:
    """`data` with each card of each player's `areas` passed through `expand(path, card,
    area)`; the rest as it was."""
    filled = {**data, "players": dict(players)}
    for pid in ("A", "B"):
        side = players.get(pid)
        if not isinstance(side, dict):
            continue
        side = filled["players"][pid] = dict(side)
        for area in areas:
            path, value = f"players.{pid}.{area}", side.get(area)
            if isinstance(value, list):
                side[area] = [expand(f"{path}[{i}]", card, area)
                              for i, card in enumerate(value)]
            elif isinstance(value, dict):
                side[area] = expand(path, value, area)
    return filled


def _renamed(filled: dict[str, Any], areas: Iterable[str], names: dict[str, dict[str, str]],
             language: str | None) -> dict[str, Any]:
    """The printed cards the scenario did not rename, named as `language`'s cards print them."""
    if not language or not names:
        return filled
    for pid in ("A", "B"):
        side = filled["players"].get(pid)
        if not isinstance(side, dict):
            continue
        for area in areas:
            value = side.get(area)
            for card in value if isinstance(value, list) else [value]:
                # a Leader is always PLAYER.leader (optcg/printed_cards.py)
                key = f"{pid}.leader" if area == "leader" else str(
                    card.get("id") if isinstance(card, dict) else "")
                if isinstance(card, dict) and language in names.get(key, {}):
                    card["name"] = names[key][language]
    return filled


def printed_card(game_id: str, number: str) -> PrintedCard | AmbiguousName | None:
    if game_id == "ygo":
        return _ygo_lookup(number)
    try:
        card = (Card.objects.filter(game_id=game_id, number=number)
                .prefetch_related("texts").first())
    except DatabaseError:
        return None  # no card table yet (migrate has not run): the number is unknown
    if card is None:
        return None
    return PrintedCard(number=card.number, fields=scenario_fields(card),
                       unapplied=tuple(card.notes),
                       names=other_names(card), unapplied_texts=_unapplied_texts(card))


def other_names(card: Card) -> dict[str, str]:
    """The card's printed names in the languages other than English whose list is imported
    (the English name is the scenario's `name` already)."""
    english = english_name(card)
    return {t.language: t.name for t in card.texts.all()
            if t.language != "en" and t.name and t.name != english}


def _unapplied_texts(card: Card) -> dict[str, tuple[str, ...]]:
    """The abilities the judge does not apply, as each other imported language prints them:
    the English abilities and that language's are matched by their place on the card, when
    both lists have as many (else the note quotes the English)."""
    texts = {t.language: t for t in card.texts.all()}
    english = texts.get("en")
    if not card.notes or english is None:
        return {}
    printed_english = _abilities(english)
    out = {}
    for language, text in texts.items():
        theirs = _abilities(text)
        if language == "en" or len(theirs) != len(printed_english):
            continue
        out[language] = tuple(theirs[printed_english.index(note)] if note in printed_english
                              else note for note in card.notes)
    return out


def _abilities(text: CardText) -> list[str]:
    return [*options.join_bullets(printed.abilities(text.text)),
            *printed.abilities(text.trigger)]


def english_name(card: Card) -> str:
    texts = {t.language: t.name for t in card.texts.all()}
    return texts.get("en") or next(iter(texts.values()), card.number)


def _ygo_lookup(text: str) -> PrintedCard | AmbiguousName | None:
    """A password ("05318639", "5318639", "kdb4998") or a name that only one card bears in
    one of the five languages; a name several cards bear names them all."""
    try:
        numbers = ygo_queries.numbers_for_judge(text)
    except DatabaseError:
        return None
    if len(numbers) > 1:
        return AmbiguousName(text.strip(), tuple(numbers))
    return _ygo_printed_card(numbers[0]) if numbers else None


def _ygo_printed_card(text: str) -> PrintedCard | None:
    """The card of a password, or of a name one card alone bears."""
    try:
        card = ygo_queries.find_for_judge(text)
    except DatabaseError:
        return None
    if card is None:
        return None
    return PrintedCard(number=card.number, fields=scenario_fields(card),
                       unapplied=tuple(card.notes), names=other_names(card),
                       unapplied_texts=_ygo_unapplied_texts(card))


def _ygo_unapplied_texts(card: Card) -> dict[str, tuple[str, ...]]:
    """The effects the judge does not apply as each other language prints them: the same
    sentences of a text Konami writes alike in every language (cards/ygo/aligned.py)."""
    texts = {t.language: t for t in card.texts.all()}
    english = texts.get("en")
    if not card.notes or english is None:
        return {}
    out = {}
    for language, text in texts.items():
        if language == "en" or not text.text:
            continue
        found = aligned.in_language(list(card.notes), f"{english.text}\n{english.pendulum}",
                                    f"{text.text}\n{text.pendulum}")
        if found is not None:
            out[language] = found
    return out


# keys whose empty mapping still says something: "You can Normal Summon this card without
# Tributing." with no condition is `summon_without_tributes: {}` (8-1-8)
EMPTY_MEANS_SO = ("summon_without_tributes",
                  "ritual_entire",  # `{}`: any Ritual Monster (8-5-18)
                  "ritual_graveyard")  # `{}`: any Ritual Monster (8-5-19)


def ygo_fields(card: Card) -> dict[str, Any]:
    """A Yu-Gi-Oh! card as the scenario format's card keys (judge-scenarios-ygo.md, "Card"):
    its Spell Speed follows from its kind and property, as the engine reads them."""
    fields: dict[str, Any] = {"name": english_name(card), "kind": card.category}
    if card.category == "monster":
        if NOT_NORMAL_SUMMONED & set(card.monster_types):
            fields["no_normal_summon"] = True  # Ritual and Extra Deck monsters (8-1-6)
        level = card.level if card.level is not None else card.rank  # an Xyz: its Rank
        if level is not None:
            fields["level"] = level
        if card.link_rating:  # a Link Monster's, in place of a Level (4-2-4)
            fields["link_rating"] = card.link_rating
        if card.link_arrows:  # where they point, as its controller sees them (4-4-7)
            fields["link_arrows"] = [ygo_queries.ARROWS.get(a, a) for a in card.link_arrows]
        if card.pendulum_scale is not None:  # a Pendulum Monster's (3-6-2, 8-5-6)
            fields["scale"] = card.pendulum_scale
        if card.atk is not None and "atk" not in card.unknown_stats:
            fields["atk"] = card.atk
        if card.defense is not None and "def" not in card.unknown_stats:
            fields["def"] = card.defense
    elif card.card_property:
        fields[f"{card.category}_type"] = card.card_property.lower()
    if card.category == "monster" and card.attribute:
        fields["attribute"] = card.attribute  # what "Equip only to a FIRE monster" matches
    if card.category == "monster" and card.monster_types:
        fields["types"] = list(card.monster_types)
    if card.series:  # what a text naming an archetype matches ("a "Blackwing" monster")
        fields["archetypes"] = list(dict.fromkeys(card.series))
    for key in YGO_ENCODING_KEYS:
        if card.encoding.get(key) or key in EMPTY_MEANS_SO and key in card.encoding:
            fields[key] = card.encoding[key]
    return fields


def scenario_fields(card: Card) -> dict[str, Any]:
    """The card as the scenario format's card keys (judge-scenarios.md, "Card")."""
    if card.game_id == "ygo":
        return ygo_fields(card)
    return optcg_fields(name=english_name(card), category=card.category, cost=card.cost,
                        power=card.power, counter=card.counter, life=card.life,
                        lists=(("colors", card.colors), ("keywords", card.keywords),
                               ("traits", card.traits), ("attributes", card.attributes)),
                        encoding=card.encoding)


def optcg_fields(*, name: str, category: str, cost: int | None, power: int | None,
                 counter: int | None, life: int | None,
                 lists: Iterable[tuple[str, Iterable[str]]],
                 encoding: dict[str, Any]) -> dict[str, Any]:
    """A One Piece card's scenario keys from its printed facts and its encoding: what the
    format leaves out stays out (no cost on a Leader, no empty list, life only on a Leader)."""
    fields: dict[str, Any] = {"name": name, "type": category}
    if cost is not None and category != "leader":
        fields["cost"] = cost
    if power is not None:
        fields["power"] = power
    if counter:
        fields["counter"] = counter
    for key, values in lists:
        if values:
            fields[key] = list(values)
    if category == "leader" and life is not None:
        fields["life"] = life
    for key in ("effects", "trigger", "static", "replace"):
        if encoding.get(key):
            fields[key] = encoding[key]
    return fields


def starter_text(game_id: str, number: str) -> str | None:
    """A scenario to start from with the card in play ("use in the judge" on a card page):
    a Leader as A's Leader, a Character on A's field, an Event or a Stage in A's hand."""
    if game_id == "ygo":
        return _ygo_starter(number)
    found = printed_card(game_id, number[:20].strip().upper())
    if not isinstance(found, PrintedCard) or game_id != "optcg":
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


def _ygo_starter(number: str) -> str | None:
    """A Yu-Gi-Oh! card in A's hand, in A's Main Phase 1, for the reader to play."""
    found = _ygo_printed_card(number[:20].strip())
    if found is None:
        return None
    title = str(found.fields.get("name", "")).replace('"', "'")
    return ("game: ygo\n"
            f'title: "{found.number} {title}"\n'
            "turn: {number: 3, player: A}\n"
            "players:\n"
            "  A:\n"
            f'    hand: [{{card: "{found.number}"}}]\n'
            "  B:\n"
            "    monsters: []\n"
            "actions: []\n")
