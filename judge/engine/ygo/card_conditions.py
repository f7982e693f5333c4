"""A Spell's or Trap's activation condition that is a state of the board, its card's `if`:
"If you control a Spellcaster monster: ...", "If only your opponent controls a monster: ...".
The card can be activated only while the board is as its text says (5-2-4); the state is the
same one a monster's effect or its own Summon asks (summon_conditions.condition_holds), seen
from the card's controller. And a condition on another card's event, `when: other_destroyed`
(`..._by_battle`, `..._by_effect`) with `other`: "When a monster you control is destroyed by
battle and sent to the GY": just after that event, as the last thing that happened (10-3-4),
the card it happened to as a monster's Trigger Effect would see it (condition_events.other_fits).

A name alone ("If you control "Macro Cosmos"") may name a Spell or a Trap as well as a
monster: the card then counts wherever its player controls it face-up, in a Monster Zone, a
Spell & Trap Zone or the Field Zone; a description of a monster ("a Spellcaster monster")
looks at the Monster Zones only, as for a monster.
"""
from __future__ import annotations

import dataclasses

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .board_specs import GRAVEYARD_NONE, BoardExtra
from .card_facts import name_of
from .condition_events import OTHER_EVENTS, other_fits
from .described import described_fits
from .effect_specs import Described
from .model import ATTACK, MAIN_PHASES, MONSTER, SET, Card, State, opponent
from .moments import after
from .monster_specs import MonsterEffect, OtherCard
from .summon_conditions import condition_holds
from .zones import on_field

# `when` of "During the Main Phase:" and the like: the phases it names, and whose turn
# ("own": its controller's, "opponent", "any"); "battle_phase" is chain.py's own (10-3-3)
PHASE_WHEN: dict[str, tuple[tuple[str, ...], str]] = {
    "main_phase": (MAIN_PHASES, "any"), "opponent_main_phase": (MAIN_PHASES, "opponent"),
    "opponent_battle_phase": (("battle",), "opponent"), "your_battle_phase": (("battle",), "own"),
    "main_or_battle_phase": ((*MAIN_PHASES, "battle"), "any"),
    "your_end_phase": (("end",), "own"), "opponent_end_phase": (("end",), "opponent"),
    "opponent_standby_phase": (("standby",), "opponent"),
}


def problem(state: State, card: Card) -> Illegal | None:
    """Why `card` cannot be activated now because its condition does not hold, or None."""
    return _phase_problem(state, card) or _event_problem(state, card) \
        or _board_problem(state, card)


def _phase_problem(state: State, card: Card) -> Illegal | None:
    """"During your opponent's Battle Phase:": only in that phase of that player's turn."""
    if card.when not in PHASE_WHEN:
        return None
    phases, whose = PHASE_WHEN[card.when]
    own = state.turn_player == card.owner
    if state.phase in phases and (whose == "any" or own == (whose == "own")):
        return None
    return Illegal("illegal.card_phase", (cr.NEEDS_WHAT_IT_DOES, cr.TRAPS_EITHER_TURN),
                   card=say.card(state, card), during=Event(f"during.{card.when}"),
                   now=Event(f"phase.{state.phase}"), player=state.turn_player)


def activation_rules(card: Card) -> tuple[str, ...]:
    """The rules its condition adds to an activation: the event it answers, the board."""
    return ((cr.ANSWERS_EVENT,) if card.when in OTHER_EVENTS else ()) \
        + ((cr.NEEDS_WHAT_IT_DOES,) if card.activation_if is not None else ()) \
        + _zone_rules(card)


def _zone_rules(card: Card) -> tuple[str, ...]:
    """"no monsters in your Main Monster Zone": the rule that leaves the Extra Monster Zone out."""
    condition = card.activation_if
    return (cr.MAIN_ZONE_ONLY,) if condition is not None and (
        condition.main_monsters_max >= 0 or condition.opponent_main_monsters_min) else ()


def _event_problem(state: State, card: Card) -> Illegal | None:
    """`when: other_destroyed...`: the event happened to a card `other` describes, and nothing
    but what happened at that same moment came after it (10-3-4)."""
    if card.when not in OTHER_EVENTS:
        return None
    events = state.window if state.window is not None else state.happened
    effect = MonsterEffect(type="trigger", on=card.when, other=card.answers_other or OtherCard())
    found = [i for i in range(len(events)) if other_fits(state, card, effect, events, i)]
    if found and not [e for e in after(state, events, found[-1])
                      if e[:2] != events[found[-1]][:2]]:
        return None
    return Illegal("illegal.card_needs_event", (cr.ANSWERS_EVENT,), card=say.card(state, card),
                   event=Event(f"trigger_event.{card.when}"))


def _board_problem(state: State, card: Card) -> Illegal | None:
    condition = card.activation_if
    if condition is None:
        return None
    spec = condition.control
    if spec is not None and _names_only(spec):
        condition = dataclasses.replace(condition, control=None)
        if not any(_shows(other) and name_of(other) in spec.names
                   for other in state.cards.values()
                   if other.owner == card.owner and other.id != card.id and on_field(other)):
            return _refused(state, card)
    holds = condition_holds(state, card, condition) and _extra_holds(state, card, spec)
    return None if holds else _refused(state, card)


def _extra_holds(state: State, card: Card, control: Described | None) -> bool:
    extra = card.activation_board
    return extra is None or board_holds(state, card, extra, control)


def board_holds(state: State, card: Card, extra: BoardExtra, control: Described | None) -> bool:
    """The states of board_specs.BoardExtra, seen from the card's owner: face-up monsters on
    either field, counted, their ATK as it stands (4-2-5); the opponent's LP. A Spell's or
    Trap's `if` and a monster's own procedure (procedures.py) ask them."""
    player = state.players[card.owner]
    shown = [state.cards[i] for i in player.monsters if state.cards[i].position != SET]
    if 0 <= extra.face_up_monsters_max < len(shown):
        return False
    fitting = [m for m in shown if (control is None or described_fits(control, m, state))
               and state.atk(m) >= extra.control_atk_min]
    if (extra.control_min or extra.control_atk_min >= 0) \
            and len(fitting) < max(1, extra.control_min):
        return False
    if extra.opponent_lp_above >= 0 \
            and state.players[opponent(card.owner)].lp <= extra.opponent_lp_above:
        return False  # "higher than 3000": 3000 itself is not
    if not all(any(_shows(other) and name_of(other) == name for other in state.cards.values()
                   if other.owner == card.owner and other.id != card.id and on_field(other))
               for name in extra.control_names_all):
        return False
    if not _graveyard_holds(state, card, extra) or not _stats_hold(state, shown, extra) \
            or not _theirs_hold(state, card, extra) or not _attributes_hold(state, extra):
        return False
    if extra.field_spell_any and not any(  # either player's Field Zone, face-up (5-4-6)
            side.field_spell and state.cards[side.field_spell].face_up
            for side in state.players.values()):
        return False
    theirs = state.players[opponent(card.owner)].monsters
    none = extra.opponent_none  # "your opponent controls no Toon monsters" (12-3-10)
    if none is not None and any(state.cards[i].position != SET
                                and described_fits(none, state.cards[i], state) for i in theirs):
        return False
    if sum(state.cards[i].position == ATTACK for i in theirs) < extra.opponent_attack_min:
        return False
    spec = extra.field_control
    if spec is None:
        return True
    if _names_only(spec):  # ""Umi" is on the field": a Field Spell as well as a monster
        return any(_shows(other) and name_of(other) in spec.names
                   for other in state.cards.values() if on_field(other) and other.id != card.id)
    return sum(state.cards[i].position != SET and described_fits(spec, state.cards[i], state)
               for side in state.players.values()
               for i in side.monsters) >= max(1, extra.field_control_min)


def _stats_hold(state: State, shown: list[Card], extra: BoardExtra) -> bool:
    """"a monster with 2500 original ATK or DEF is on the field" (either player's, face-up),
    "you control a Level/Rank 2 monster", "the total Levels and Ranks of all Effect Monsters
    you control are 8 or lower" (`shown`: its player's face-up monsters; a face-down one shows
    neither, 9-1-3)."""
    if extra.control_level_rank and not any(
            m.level == extra.control_level_rank and "Link" not in m.monster_types
            for m in shown):  # an Xyz Monster's `level` holds its Rank (4-2-3)
        return False
    if extra.effect_levels_max >= 0 and sum(
            m.level for m in shown if "Effect" in m.monster_types
            and "Link" not in m.monster_types) > extra.effect_levels_max:
        return False
    stat = extra.field_original_stat
    return stat < 0 or any(
        m.position != SET and (m.atk == stat or m.defense == stat
                               and "Link" not in m.monster_types)
        for side in state.players.values() for m in (state.cards[i] for i in side.monsters))


def _theirs_hold(state: State, card: Card, extra: BoardExtra) -> bool:
    """"your opponent controls no monsters", "... a monster with 2000 or more ATK" (face-up, its
    ATK as it stands, 4-2-5); "there is a (face-up) card in a Field Zone" (either player's)."""
    theirs = [state.cards[i] for i in state.players[opponent(card.owner)].monsters]
    if 0 <= extra.opponent_monsters_max < len(theirs):
        return False
    if extra.opponent_atk_min >= 0 and not any(
            m.position != SET and state.atk(m) >= extra.opponent_atk_min for m in theirs):
        return False
    zones = [state.cards[p.field_spell] for p in state.players.values() if p.field_spell]
    return not extra.field_zone or any(
        extra.field_zone == "any" or other.face_up for other in zones)


def _graveyard_holds(state: State, card: Card, extra: BoardExtra) -> bool:
    """"7 or more DARK monsters in your GY", "no Traps in your GY": its player's own."""
    graveyard = [state.cards[i] for i in state.players[card.owner].graveyard]
    if extra.graveyard_none and any(other.kind in GRAVEYARD_NONE[extra.graveyard_none]
                                    for other in graveyard):
        return False
    fitting = [name_of(other) if extra.graveyard_min_names else other.id for other in graveyard
               if other.kind == MONSTER and described_fits(extra.graveyard_min_of, other)]
    return len(set(fitting)) >= extra.graveyard_min  # "with different names": each name once


def _attributes_hold(state: State, extra: BoardExtra) -> bool:
    """"When there are face-up WIND, WATER, FIRE and EARTH monster(s) on the field": each
    Attribute shown by a face-up monster of either player, as it stands now (a face-down one
    shows none, 9-1-3)."""
    shown = [state.cards[i] for side in state.players.values() for i in side.monsters
             if state.cards[i].position != SET]
    return all(any(described_fits(Described(attributes=(attribute,)), m, state) for m in shown)
               for attribute in extra.field_attributes)


def _names_only(spec: Described) -> bool:
    """A description by names and nothing else: it may name a Spell or a Trap."""
    return bool(spec.names) and spec == dataclasses.replace(Described(), names=spec.names)


def _shows(card: Card) -> bool:
    """A face-up card on the field: a face-down one shows no name (9-1-3)."""
    return card.position != SET if card.kind == MONSTER else card.face_up


def _refused(state: State, card: Card) -> Illegal:
    return Illegal("illegal.card_condition", (cr.NEEDS_WHAT_IT_DOES, *_zone_rules(card)),
                   card=say.card(state, card))
