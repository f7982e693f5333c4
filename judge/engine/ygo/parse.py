"""Scenario (Yu-Gi-Oh! format version 1) -> validated State and actions, or every problem with
its path (shared/spec/judge-scenarios-ygo.md)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.actions import ActionTable, ArgReader, read_actions
from ..core.events import RuleRef
from ..core.printed import CardLookup
from ..core.scenario import check_references, read_top, read_turn
from ..core.validate import Problems, index_path, key_path
from . import column_grants
from . import rules as cr
from .continuous import plug
from .link_zones import mark as mark_link_watchers
from .model import (
    MAX_MONSTERS,
    MAX_SPELLS_TRAPS,
    MONSTER,
    PLAYERS,
    SPELL,
    START_LP,
    START_PHASES,
    Action,
    Card,
    Player,
    State,
)
from .pendulum import scales_problem
from .schema_arrows import check_places
from .schema_cards import CardReader
from .schema_chance import chance_results
from .schema_coin_calls import read_call
from .schema_costs import MAX_OPTIONS
from .schema_effects import MAX_EFFECTS
from .schema_procedures import MAX_PROCEDURES
from .schema_step_base import MAX_LP, TARGET_WORDS
from .timings import TIMINGS
from .tokens import token_ids
from .trap_monsters import read_declaration

PLAYER_KEYS = ("lp", "hand", "deck", "monsters", "spells_traps", "field_spell", "graveyard",
               "banished", "extra_deck", "normal_summoned")
# a scenario may also start in the Standby or the End Phase, for what is activated there
TURN_PHASES = ("standby", "end")
MAX_CARDS = 300
MAX_ACTIONS = 500
MAX_DECK = 200
MAX_EXTRA = 15  # 2-2-1
DEFAULT_DECK = 20
# list zones: (key, most cards, what a card there must be)
LISTS = (("hand", 100, None), ("monsters", MAX_MONSTERS, MONSTER),
         ("spells_traps", MAX_SPELLS_TRAPS, "spell_trap"), ("graveyard", 200, None),
         ("banished", 200, None), ("extra_deck", MAX_EXTRA, MONSTER))
# too many cards in a zone: each code says which limit (3-2-1, 3-4-1, 2-2-1)
# zone -> (the problem, the rule that bounds the zone)
ZONE_LIMITS = {"monsters": ("input.ygo.too_many_monsters", cr.FIVE_MONSTERS),
               "spells_traps": ("input.ygo.too_many_spells_traps", cr.FIVE_SPELLS_TRAPS),
               "extra_deck": ("input.ygo.too_many_extra_deck", cr.EXTRA_DECK)}
ACTIONS: ActionTable = {
    "normal_summon": (("card",), ("tributes", "column")),  # the zone it goes to (4-4-7)
    "set_monster": (("card",), ("tributes", "column")),
    "flip_summon": (("card",), ()),
    "change_position": (("card",), ()),
    "set_spell_trap": (("card",), ()),
    "activate": (("card",), ("target", "cost", "effect", "pick", "option", "materials",
                             "position", "discards", "targets", "picks", "coins", "dice",
                             "destination", "declare", "column",
                             "detach",  # the named Xyz Materials detached (4-4-11)
                             "target_dice",  # an Archfiend's die results (5-3-31)
                             "declines",  # a "you can" part that names nothing (5-2-24)
                             "face_down",  # face-down, where the Summon lets it (8-4-3)
                             "call")),  # the face called before a coin is tossed (5-3-33)
    "pass": ((), ()),
    "battle_phase": ((), ()),
    "attack": (("attacker", "target"), ()),
    "damage_step": (("timing",), ()),
    "main2": ((), ()),
    "end_turn": ((), ("let_go", "keep")),
    "end_phase": ((), ("keep",)),
    "standby_phase": ((), ("let_go",)),
    "main1": ((), ()),
    "synchro_summon": (("card", "materials"), ("position", "column", "extra_monster_zone")),
    "xyz_summon": (("card", "materials"), ("position", "column", "extra_monster_zone",
                                           "detach")),  # 8-5-10, 4-4-11
    "procedure_summon": (("card",), ("procedure", "cost", "position", "column")),
    "gemini_summon": (("card",), ()),
    "link_summon": (("card", "materials"), ("position", "column", "extra_monster_zone")),
    "pendulum_summon": (("cards",), ("position",)),  # 8-5-6
    "end_step": ((), ()),  # 12-9-1
}


def parse_scenario(data: Any, lookup: CardLookup | None = None
                   ) -> tuple[State | None, list[Action], Problems]:
    problems = Problems()
    top = read_top(problems, data)
    if top is None:
        return None, [], problems
    turn = read_turn(problems, v.field(top, "turn"), START_PHASES + TURN_PHASES)
    if turn is not None and turn[0] == 1 and turn[2] == "battle":
        problems.add("turn.phase", "input.ygo.no_battle_phase_turn_one",
                     rule=RuleRef(cr.NO_BATTLE_FIRST_TURN))
    reader = CardReader(problems, lookup)
    players_raw = v.mapping(problems, "players", v.field(top, "players", {}), PLAYERS, PLAYERS)
    cards: dict[str, Card] = {}
    players = {pid: _player(reader, key_path("players", pid), v.field(players_raw, pid, {}),
                            pid, cards) for pid in PLAYERS}
    _register(reader.under, cards)  # the Xyz Materials named under monsters (4-4-11)
    actions = read_actions(problems, v.field(top, "actions", []), MAX_ACTIONS, ACTIONS,
                           _arg_reader(reader))
    for index, action in enumerate(actions):  # `targets`: all of them, `target` the first
        if action.get("targets") and action.get("target") is not None:
            problems.add(index_path("actions", index), "input.ygo.one_way_only",
                         keys="target, targets")
        elif action.get("targets"):
            action.args["target"] = action.args["targets"][0]
    if reader.count > MAX_CARDS:
        problems.add("players", "input.too_many_cards", count=reader.count, limit=MAX_CARDS)
    check_references(problems, reader.refs, cards, token_ids(cards))  # 4-7-1
    check_places(problems, cards)  # 3-1-2, 4-4-7
    mark_link_watchers(cards.values())  # the cards whose text depends on links (4-4-10)
    column_grants.take_effects(cards.values())  # what a card gives near its column (3-11-3)
    if turn is None and not problems:
        problems.add("turn", "input.turn_missing")
    if problems or turn is None:
        return None, [], problems
    state = plug(State(turn_number=turn[0], turn_player=turn[1], cards=cards, players=players,
                       phase=turn[2] or "main1", notes=reader.printed.notes,
                       printed_names=reader.printed.names))  # 5-1-1
    return state, actions, problems


def _player(reader: CardReader, path: str, raw: Any, pid: str, cards: dict[str, Card]) -> Player:
    p = reader.problems
    data = v.mapping(p, path, raw if raw is not None else {}, PLAYER_KEYS) or {}
    player = Player(id=pid, lp=v.opt_int(p, data, "lp", path, 0, MAX_LP, START_LP),
                    normal_summoned=v.opt_bool(p, data, "normal_summoned", path, False))
    for key, most, must_be in LISTS:
        listed = _cards(reader, key_path(path, key), data.get(key), pid, key, most, must_be)
        setattr(player, key, _register(listed, cards))
    deck = data.get("deck", DEFAULT_DECK)
    if isinstance(deck, list):
        player.deck = _register(_cards(reader, key_path(path, "deck"), deck, pid, "deck",
                                       MAX_DECK, None), cards)
    elif deck is not None:
        player.deck_anonymous = v.integer(p, key_path(path, "deck"), deck, 0, MAX_DECK) or 0
    field_spell = data.get("field_spell")
    if field_spell is not None:
        at = key_path(path, "field_spell")
        card = reader.card(at, field_spell, pid, "field_spell", True)
        if card is not None:
            if card.kind != SPELL or card.spell_type != "field":
                p.add(at, "input.ygo.field_spell_only")
            cards[card.id] = card
            player.field_spell = card.id
    return player


# the monsters kept in the Extra Deck from the start, face-down there (2-2-1)
EXTRA_KINDS = {"Fusion", "Synchro", "Xyz", "Link"}


def _cards(reader: CardReader, path: str, raw: Any, pid: str, zone: str, most: int,
           must_be: str | None) -> list[Card]:
    if raw is None:
        return []
    on_field = zone in ("monsters", "spells_traps")
    if isinstance(raw, list) and len(raw) > most and zone in ZONE_LIMITS:
        code, rule = ZONE_LIMITS[zone]
        reader.problems.add(path, code, most=most, rule=RuleRef(rule))
        return []
    out = []
    for i, item in enumerate(v.sequence(reader.problems, path, raw, most) or ()):
        at = index_path(path, i)
        card = reader.card(at, item, pid, zone, on_field)
        if card is None:
            continue
        out.append(card)
        if must_be == MONSTER and card.kind != MONSTER:
            reader.problems.add(key_path(at, "kind"), "input.ygo.monster_here")
        elif must_be == "spell_trap" and card.kind == MONSTER \
                and "Pendulum" not in card.monster_types:
            reader.problems.add(key_path(at, "kind"), "input.ygo.spell_trap_here")
        elif must_be == "spell_trap" and card.kind == MONSTER:
            card.face_up = True  # a Pendulum Scale, face-up in its Pendulum Zone (3-6-2)
        elif zone == "extra_deck" and "Pendulum" in card.monster_types \
                and not EXTRA_KINDS & set(card.monster_types):
            card.face_up = True  # a Main Deck Pendulum Monster is there face-up only (2-2-2)
        elif must_be == "spell_trap" and card.kind == SPELL and card.spell_type == "field":
            reader.problems.add(key_path(at, "spell_type"), "input.ygo.field_spell_elsewhere",
                                rule=RuleRef(cr.FIELD_SPELL_NOT_HERE))
    if must_be == "spell_trap" and scales_problem(out):  # two Pendulum Zones (3-6-1)
        reader.problems.add(path, "input.ygo.too_many_pendulum_scales",
                            rule=RuleRef(cr.PENDULUM_ZONES))
    return out


def _register(listed: list[Card], cards: dict[str, Card]) -> list[str]:
    for card in listed:
        cards[card.id] = card
    return [card.id for card in listed]


def _arg_reader(reader: CardReader) -> ArgReader:
    problems = reader.problems

    def read_arg(key: str, value: Any, path: str) -> Any:
        if key == "position":  # of a monster Special Summoned (by a procedure, an effect, 8-4-3)
            return v.choice(problems, path, value, ("attack", "defense"))
        if key in ("tributes", "cost", "materials", "discards", "targets", "picks", "cards",
                   "let_go", "keep", "detach"):
            items = v.sequence(problems, path, value, 3 if key == "tributes" else 10) or []
            refs = [_card_ref(reader, index_path(path, i), item) for i, item in enumerate(items)]
            if len(set(refs)) != len(refs):
                problems.add(path, {"tributes": "input.ygo.same_tribute_twice",
                                    "cost": "input.ygo.same_cost_twice",
                                    "discards": "input.ygo.same_discard_twice",
                                    "targets": "input.ygo.same_target_twice",
                                    "picks": "input.ygo.same_pick_twice",
                                    "let_go": "input.ygo.same_card_twice",
                                    "keep": "input.ygo.same_card_twice",
                                    "detach": "input.ygo.same_card_twice"}.get(
                                        key, "input.ygo.same_material_twice"))
            return [ref for ref in refs if ref]
        if key == "target" and value == "direct":
            return value
        if key == "declare" and isinstance(value, int):  # a Level (5-2-25)
            level = v.integer(problems, path, value, 1, 12)
            return None if level is None else [str(level)]
        if key == "declare":  # a Trap Monster's Type and Attribute (4-6-5)
            return read_declaration(problems, path, value)
        if key == "destination":  # a `fetch` with `or_to`: where the card goes (5-3-13)
            return v.choice(problems, path, value, ("hand", "graveyard", "field",
                                                   "deck_top", "deck_bottom"))  # 5-3-35
        if key == "timing":
            return v.choice(problems, path, value, TIMINGS)
        if key == "effect":  # which of a monster's effects, counted from 0
            return v.integer(problems, path, value, 0, MAX_EFFECTS - 1)
        if key == "procedure":  # which of a monster's own procedures, from 0 (8-4-8)
            return v.integer(problems, path, value, 0, MAX_PROCEDURES - 1)
        if key in ("coins", "dice", "target_dice"):  # the results as they fell (5-3-23, -31)
            return chance_results(problems, path, key, value)
        if key == "call":  # the face called before the coin is tossed (5-3-33)
            return read_call(problems, path, value)
        if key == "option":  # which "●" of "Activate 1 of these effects", from 0 (5-2-8)
            return v.integer(problems, path, value, 0, MAX_OPTIONS - 1)
        if key == "column":  # the Main Monster Zone a monster goes to, 1-5 (4-4-7)
            return v.integer(problems, path, value, 1, 5)
        if key == "extra_monster_zone":  # with `column`: the one above it (3-3-1)
            return v.boolean(problems, path, value)
        if key in ("declines", "face_down"):  # "..., you can draw 1 card": not done (5-2-24)
            return v.boolean(problems, path, value)  # face-down where it may be (8-4-3)
        return _card_ref(reader, path, value)

    return read_arg


def _card_ref(reader: CardReader, path: str, value: Any) -> str | None:
    if value in TARGET_WORDS:
        reader.problems.add(path, "input.ygo.card_id")
        return None
    return reader.target(path, value)
