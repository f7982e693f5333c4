"""Scenario (format version 1) -> validated State and actions, or every problem with its path."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import RuleRef
from ..core.printed import CardLookup
from ..core.scenario import check_references, read_top, read_turn
from ..core.validate import Problems, key_path
from . import rules as cr
from .model import (
    CHARACTER,
    EVENT,
    LEADER,
    PLAYERS,
    STAGE,
    Z_CHARACTERS,
    Z_DECK,
    Z_HAND,
    Z_LEADER,
    Z_LIFE,
    Z_STAGE,
    Z_TRASH,
    Action,
    Card,
    Player,
    State,
)
from .printed_cards import PrintedCards, mark_printed_triggers
from .schema_actions import read_actions
from .schema_cards import CardReader
from .unread import add_printed_timings

PLAYER_KEYS = ("leader", "life", "deck", "hand", "characters", "stage", "trash", "don")
MAX_CARDS = 200
MAX_ACTIONS = 500
MAX_CHARACTERS = 5  # CR 3-7-6
MAX_DON = 10  # CR 5-1-2
MAX_LIFE = 50
MAX_DECK = 200
DEFAULT_DECK = 20
DEFAULT_LEADER_LIFE = 5
DEFAULT_LEADER_POWER = 5000


def parse_scenario(data: Any, lookup: CardLookup | None = None
                   ) -> tuple[State | None, list[Action], Problems]:
    problems = Problems()
    top = read_top(problems, data)
    if top is None:
        return None, [], problems
    turn = read_turn(problems, v.field(top, "turn"))
    reader = CardReader(problems, PrintedCards(problems, lookup))
    players_raw = v.mapping(problems, "players", v.field(top, "players", {}), PLAYERS, PLAYERS)
    cards: dict[str, Card] = {}
    players = {}
    anonymous_life = {}
    for pid in PLAYERS:
        raw = v.field(players_raw, pid, {})
        players[pid], anonymous_life[pid] = _player(reader, key_path("players", pid), raw, pid,
                                                    cards)
    actions = read_actions(problems, reader, v.field(top, "actions", []), MAX_ACTIONS)
    if reader.count > MAX_CARDS:
        problems.add("players", "input.too_many_cards", count=reader.count, limit=MAX_CARDS)
    check_references(problems, reader.refs, cards, ("A.leader", "B.leader"))
    if turn is None and not problems:
        problems.add("turn", "input.turn_missing")
    if problems or turn is None:
        return None, [], problems
    state = State(turn_number=turn[0], turn_player=turn[1], cards=cards, players=players,
                  notes=reader.printed.notes, printed_names=reader.printed.names)
    _name_anonymous_life(state, anonymous_life)
    mark_printed_triggers(cards, reader.printed.notes)
    add_printed_timings(cards, reader.printed.notes)  # unread bodies keep their timing
    return state, actions, problems


def _player(reader: CardReader, path: str, raw: Any, pid: str,
            cards: dict[str, Card]) -> tuple[Player, int]:
    """The player's areas; also the number of anonymous Life cards still to be named."""
    p = reader.problems
    data = v.mapping(p, path, raw, PLAYER_KEYS) or {}
    leader, printed_life = _leader(reader, key_path(path, "leader"), data.get("leader"), pid)
    cards[leader.id] = leader
    player = Player(id=pid, leader=leader.id)
    anonymous_life = 0
    life = _card_list_or_count(reader, path, data, "life", pid, Z_LIFE, printed_life, MAX_LIFE)
    if isinstance(life, int):
        anonymous_life = life
    else:
        player.life = _register(life, cards)
    deck = _card_list_or_count(reader, path, data, "deck", pid, Z_DECK, DEFAULT_DECK, MAX_DECK)
    if isinstance(deck, int):
        player.deck_anonymous = deck
    else:
        player.deck = _register(deck, cards)
    player.hand = _register(_cards(reader, path, data, "hand", pid, Z_HAND, 100), cards)
    player.trash = _register(_cards(reader, path, data, "trash", pid, Z_TRASH, 200), cards)
    player.characters = _register(_cards(reader, path, data, "characters", pid, Z_CHARACTERS,
                                         MAX_CHARACTERS), cards)
    stage = data.get("stage")
    if stage is not None:
        card = _typed(reader, key_path(path, "stage"), stage, pid, Z_STAGE, (STAGE,))
        if card is not None:
            cards[card.id] = card
            player.stage = card.id
    _don(reader.problems, path, data.get("don"), player, cards)
    return player, anonymous_life


def _leader(reader: CardReader, path: str, raw: Any, pid: str) -> tuple[Card, int]:
    raw = reader.printed.expand(path, raw, Z_LEADER)
    if raw is None:
        # an omitted Leader is a plain 5000-power Leader with 5 Life (format, "Player")
        return Card(id=f"{pid}.leader", name=f"{pid}.leader", owner=pid, kind=LEADER,
                    zone=Z_LEADER, power=DEFAULT_LEADER_POWER), DEFAULT_LEADER_LIFE
    card = _typed(reader, path, raw, pid, Z_LEADER, (LEADER,))
    life = v.opt_int(reader.problems, raw if isinstance(raw, dict) else None, "life", path, 0,
                     MAX_LIFE, DEFAULT_LEADER_LIFE)
    if card is None:
        card = Card(id=f"{pid}.leader", name=f"{pid}.leader", owner=pid, kind=LEADER,
                    zone=Z_LEADER)
    return card, life


def _typed(reader: CardReader, path: str, raw: Any, pid: str, zone: str,
           types: tuple[str, ...]) -> Card | None:
    on_field = zone in (Z_LEADER, Z_CHARACTERS, Z_STAGE)
    raw = reader.printed.expand(path, raw, zone)
    card = reader.card(path, raw, pid, zone, types[0], on_field)
    if card is not None and card.kind not in types:
        reader.problems.add(key_path(path, "type"), "input.card_type_here",
                            types=", ".join(types))
    return card


def _cards(reader: CardReader, path: str, data: dict[str, Any], key: str, pid: str, zone: str,
           max_length: int) -> list[Card]:
    raw = data.get(key)
    if raw is None:
        return []
    at = key_path(path, key)
    types = {Z_CHARACTERS: (CHARACTER,)}.get(zone, (CHARACTER, EVENT, STAGE))
    return v.items(reader.problems, at, raw, max_length,
                   lambda item_path, item: _typed(reader, item_path, item, pid, zone, types))


def _card_list_or_count(reader: CardReader, path: str, data: dict[str, Any], key: str, pid: str,
                        zone: str, default: int, max_count: int) -> list[Card] | int:
    """`life` and `deck`: a number of anonymous cards, or a list of cards, top first."""
    raw = data.get(key)
    if raw is None:
        return default
    if isinstance(raw, list):
        return _cards(reader, path, data, key, pid, zone, max_count)
    count = v.integer(reader.problems, key_path(path, key), raw, 0, max_count)
    return count or 0


def _name_anonymous_life(state: State, counts: dict[str, int]) -> None:
    """Life given as a number: face-down cards with ids of our choosing, unused elsewhere."""
    for pid, count in counts.items():
        for _ in range(count):
            card_id = state.new_anonymous_id(pid, Z_LIFE)
            state.cards[card_id] = Card(id=card_id, name=card_id, owner=pid, kind=CHARACTER,
                                        zone=Z_LIFE)
            state.players[pid].life.append(card_id)


def _register(listed: list[Card], cards: dict[str, Card]) -> list[str]:
    for card in listed:
        cards[card.id] = card
    return [card.id for card in listed]


def _don(problems: Problems, path: str, raw: Any, player: Player, cards: dict[str, Card]) -> None:
    at = key_path(path, "don")
    data = v.mapping(problems, at, raw if raw is not None else {}, ("active", "rested", "deck"))
    player.don_active = v.opt_int(problems, data, "active", at, 0, MAX_DON, 0)
    player.don_rested = v.opt_int(problems, data, "rested", at, 0, MAX_DON, 0)
    given = sum(cards[c].don for c in (player.leader, *player.characters) if c in cards)
    others = player.don_active + player.don_rested + given
    # omitted: the DON!! deck holds whatever the 10 DON!! not elsewhere are (format, "Player")
    player.don_deck = v.opt_int(problems, data, "deck", at, 0, MAX_DON, max(0, MAX_DON - others))
    if others + player.don_deck > MAX_DON:
        problems.add(at, "input.too_many_don", player=player.id,
                     count=others + player.don_deck, limit=MAX_DON, rule=RuleRef(cr.DON_DECK_TEN))
