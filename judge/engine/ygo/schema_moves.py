"""Reading the format's steps that move cards (docs/scenario-format.md): `{send_top: {player:
controller|opponent|both, count: N}}`, the top cards of a Deck sent to the Graveyard (3-7-3),
and `fetch`, a described card (or several, `count`) taken from its player's zones (5-3-13)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .attack_riders import read_no_attack
from .effect_specs import EffectStep, PickSpec
from .later import read_end_phase
from .negated_turn import read_negated
from .schema_described import DESCRIBED_KEYS, Describe
from .stat_sets import read_rider

Choose = Callable[[str, dict[str, Any], str, tuple[str, ...], str], str]  # CardReader._choice

MOVE_STEPS = ("send_top",)
WHOSE = ("A", "B", "controller", "opponent", "both")
MAX_TOP = 60  # a whole Deck at most
MAX_PICKS = 5  # "Add 2 ...", "Send 4 ...": no printed count is higher
# a monster an effect Special Summons: "set" only where its text says face-down (8-4-3)
SUMMON_POSITIONS = ("attack", "defense", "set", "attack_or_set", "defense_or_set")
FETCH_WHAT = ("monster", "spell", "trap", "spell_trap", "card")
FETCH_KEYS: tuple[str, ...] = (
    "from", "to", "position", "what", "lock_name", "negated", "optional",
    "banish_on_leave", "or", "count", "up_to", "destroy_end_phase",
    "or_to", "to_pointed", "end_phase", "no_attack",
    "different_names") + DESCRIBED_KEYS
FETCH_KEYS += ("ready",)  # `to: set` only: "It can be activated this turn." (10-3-2)
FETCH_KEYS += ("becomes",)  # to the field: "..., and make its ATK 0" (4-2-8)
FETCH_KEYS += ("ignoring",)  # to the field: "..., ignoring its Summoning conditions" (8-4-14)
FETCH_KEYS += ("with_self",)  # to the field: "Special Summon both this card and 1 ..." (8-7-3)
FETCH_FROM: tuple[str, ...] = ("deck", "hand", "graveyard")  # `to: set` from the hand too
# a face-up Pendulum Monster in its player's Extra Deck ("Add 1 face-up ... from your Extra
# Deck to your hand", 5-3-13): to the hand only
FETCH_FROM += ("extra_deck",)
# material: under this card; deck_top: "place 1 X from your Deck on top of your Deck" (5-3-14)
FETCH_TO: tuple[str, ...] = ("hand", "graveyard", "field", "set", "material", "deck_top",
                             "material_chosen")  # under the monster the effect targeted (4-4-3)
FETCH_TO += ("equip",)  # equipped to this card, a monster as an Equip Card (10-4-9)
FETCH_TO += ("spell_zone",)  # face-up in its player's Spell & Trap Zone as a Continuous Spell
FETCH_TO += ("spell_zone_trap",)  # there as a face-up Continuous Trap (stzone.py, 3-4-8)


def read_move_step(problems: Problems, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`send_top`: whose Deck (both: each player's own), and how many cards from its top."""
    data = v.mapping(problems, at, arg, ("player", "count"), ("count",))
    if data is None:
        return None
    player = v.choice(problems, key_path(at, "player"), v.field(data, "player", "controller"),
                      WHOSE)
    count = v.integer(problems, key_path(at, "count"), v.field(data, "count", None), 1,
                      MAX_TOP)
    return EffectStep(kind, player=player, amount=count) \
        if player is not None and count is not None else None


def read_fetch(p: Problems, at: str, arg: Any, describe: Describe,
               choose: Choose) -> EffectStep | None:
    """A card the text describes, taken from its player's own zones (5-3-13)."""
    data = v.mapping(p, at, arg, FETCH_KEYS, ("to",))
    if data is None:
        return None
    to = v.choice(p, key_path(at, "to"), v.field(data, "to", None), FETCH_TO)
    # none given: the player's choice, the action's `position` (8-4-3)
    position = choose(at, data, "position", SUMMON_POSITIONS, "")
    zones = _zones(p, at, data)
    spec = PickSpec(what=choose(at, data, "what", FETCH_WHAT, "card"), zones=zones,
                    alternative=_alternative(p, at, data, zones, describe, choose),
                    **describe(at, data))
    leave = v.opt_bool(p, data, "banish_on_leave", at, False)  # 8-4-10, to the field only
    doomed = v.opt_bool(p, data, "destroy_end_phase", at, False)  # 7-7-1, the field only
    pointed = v.opt_bool(p, data, "to_pointed", at, False)  # 4-4-7, to the field only
    if pointed and to not in (None, "field"):
        p.add(key_path(at, "to_pointed"), "input.ygo.to_pointed_field_only")
        return None
    later = read_end_phase(p, at, data)  # 7-7-8, the field only
    if (leave or doomed) and to not in (None, "field"):
        p.add(key_path(at, "banish_on_leave" if leave else "destroy_end_phase"),
              "input.ygo.banish_on_leave_field_only")
        return None
    if "extra_deck" in zones and (to != "hand" or len(zones) > 1):
        p.add(key_path(at, "from"), "input.ygo.extra_deck_to_hand_only")
    if later and to not in (None, "field"):
        p.add(key_path(at, "end_phase"), "input.ygo.end_phase_field_only")
        return None
    no_attack = read_no_attack(p, at, data)  # 12-3-21, the field only
    if no_attack and to not in (None, "field"):
        p.add(key_path(at, "no_attack"), "input.ygo.no_attack_field_only")
        return None
    if to == "deck_top" and zones != ("deck",):  # from the Deck onto it, nothing else
        p.add(key_path(at, "from"), "input.ygo.deck_top_from_deck_only")
        return None
    count = v.opt_int(p, data, "count", at, 1, MAX_PICKS, 1)  # "Add 2 ...", 5-3-13
    negated, turn = read_negated(p, at, data)  # "but negate its effects" (5-5-1)
    ready = v.opt_bool(p, data, "ready", at, False)  # 10-3-2, a card Set only
    if ready and to != "set":
        p.add(key_path(at, "ready"), "input.ygo.ready_set_only")
        return None
    # "Special Summon up to 2 ...": up to that many, each while a Main Monster Zone is free
    # (8-7-1); "Special Summon 2 ...": exactly that many, together or none (8-7-3); never
    # from the Extra Deck, whose Summons have zones of their own (8-6-1)
    summons = to == "field" and "extra_deck" not in (zones or ())
    if count > 1 and to not in ("hand", "graveyard") and not summons:
        p.add(key_path(at, "count"), "input.ygo.fetch_count_hand_or_graveyard")
        return None
    return EffectStep("fetch", pick=spec, to=to, position=position, amount=count,
                      lock_name=v.opt_bool(p, data, "lock_name", at, False),  # 5-2-9
                      negated=negated, negated_turn=turn,  # 5-5-1, 7-7-3
                      banish_on_leave=leave, destroy_end_phase=doomed, end_phase=later,
                      no_attack=no_attack, ready=ready,
                      up_to=v.opt_bool(p, data, "up_to", at, False),
                      optional=v.opt_bool(p, data, "optional", at, False),
                      different_names=v.opt_bool(p, data, "different_names", at, False),
                      or_to=_or_to(p, at, data, to), to_pointed=pointed,
                      becomes=read_rider(p, at, data),
                      ignoring=_ignoring(p, at, data, to),
                      with_self=_with_self(p, at, data, to, count)) \
        if to and zones else None


def _with_self(p: Problems, at: str, data: dict[str, Any], to: str | None, count: int) -> bool:
    """`with_self: true`: "Special Summon both this card and 1 ...", the monster itself and one
    card Summoned together (8-7-3): to the field, exactly one card named, no "up to"."""
    found = v.opt_bool(p, data, "with_self", at, False)
    if found and (to != "field" or count != 1 or v.field(data, "up_to", False)):
        p.add(key_path(at, "with_self"), "input.ygo.with_self_one_summon")
        return False
    return found


def _ignoring(p: Problems, at: str, data: dict[str, Any], to: str | None) -> bool:
    """`ignoring: true`: "..., ignoring its Summoning conditions", a Summon only (8-4-14)."""
    found = v.opt_bool(p, data, "ignoring", at, False)
    if found and to not in (None, "field"):
        p.add(key_path(at, "ignoring"), "input.ygo.ignoring_field_only")
        return False
    return found


def _or_to(p: Problems, at: str, data: dict[str, Any], to: str | None) -> str:
    """`or_to: field|graveyard` on a `fetch` to the hand of one card: "either add it to your
    hand or Special Summon it" (or "send it to the GY"), the player's choice (5-3-13)."""
    raw = v.field(data, "or_to", None)
    if raw is None:
        return ""
    found = v.choice(p, key_path(at, "or_to"), raw, ("field", "graveyard")) or ""
    if found and (to != "hand" or v.field(data, "count", 1) != 1):
        p.add(key_path(at, "or_to"), "input.ygo.or_to_hand_only")
        return ""
    return found


def _alternative(p: Problems, at: str, data: dict[str, Any], zones: tuple[str, ...],
                 describe: Describe, choose: Choose) -> PickSpec | None:
    """`or: {what, archetype, ...}`: "1 "X" monster or 1 "Y" Spell" (5-3-13)."""
    raw = v.field(data, "or", None)
    where = key_path(at, "or")
    other = None if raw is None else v.mapping(p, where, raw, ("what",) + DESCRIBED_KEYS)
    if other is None:
        return None
    return PickSpec(what=choose(where, other, "what", FETCH_WHAT, "card"), zones=zones,
                    **describe(where, other))


def _zones(p: Problems, at: str, data: dict[str, Any]) -> tuple[str, ...]:
    raw = v.field(data, "from", ["deck"])
    zones = v.items(p, key_path(at, "from"), raw, len(FETCH_FROM),
                    lambda item_path, item: v.choice(p, item_path, item, FETCH_FROM))
    return tuple(dict.fromkeys(zones))
