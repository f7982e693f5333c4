"""The conditions a monster's text puts first for a Summon of its own: "If you control no
monsters, you can Special Summon this card (from your hand)." (8-4-8) and "If only your opponent
controls a monster, you can Normal Summon this card without Tributing." (8-1-8)."""
from __future__ import annotations

import dataclasses

from . import battle_wins, tributed_by, zone_counts
from .card_facts import name_of
from .described import described_fits
from .link_states import self_link_holds
from .model import (
    MONSTER,
    SET,
    Z_FIELD,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    Described,
    Player,
    State,
    opponent,
)
from .pendulum import is_scale
from .summon_specs import SummonCondition


def condition_holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """Whether what the text puts first holds now, for the monster's owner (8-4-8, 8-1-8)."""
    player = state.players[card.owner]
    others = state.players[opponent(card.owner)]
    if condition.self_position and card.position != condition.self_position:
        return False  # "While this card is in Attack Position"
    if condition.self_link and not self_link_holds(state, card, condition.self_link):
        return False  # "This linked card", "while this card points to a monster" (4-4-10)
    if not zone_counts.holds(state, card, condition):  # Spells/Traps in the GY (5-2-4)
        return False
    if not battle_wins.holds(state, card, condition):  # "if this card destroyed a monster"
        return False
    if not tributed_by.holds(card, condition):  # "Tribute Summoned by Tributing a "X" monster"
        return False
    mine, theirs = len(player.monsters), len(others.monsters)
    if condition.monsters_max >= 0 and mine > condition.monsters_max \
            or not _own_side_holds(state, card, condition):
        return False
    if condition.cards_max >= 0 and _cards(player) > condition.cards_max:  # "no cards"
        return False
    if _cards(others) < condition.opponent_cards_min:  # "your opponent controls a card"
        return False
    if theirs < condition.opponent_monsters_min or condition.fewer_monsters and theirs <= mine:
        return False
    if condition.hand_max and len(player.hand) > condition.hand_max \
            or len(others.hand) < condition.opponent_hand_min or mine < condition.monsters_min:
        return False
    every = condition.all_control
    if every is not None and not all(
            state.cards[i].position != SET and described_fits(every, state.cards[i])
            for i in player.monsters):  # a face-down one shows nothing (9-1-3)
        return False
    mine_but = [i for i in player.monsters if not (condition.control_other and i == card.id)]
    if condition.control is not None and not _control_holds(state, card, mine_but,
                                                            condition.control):
        return False
    if condition.opponent_control is not None and not _face_up_fits(
            state, others.monsters, condition.opponent_control):
        return False
    if condition.field_spell and not any(
            p.field_spell and state.cards[p.field_spell].face_up
            and name_of(state.cards[p.field_spell]) in condition.field_spell
            for p in (player, others)):
        return False
    if condition.graveyard is not None:
        spec = condition.graveyard
        found = sum(1 for i in player.graveyard if state.cards[i].kind == MONSTER
                    and described_fits(spec, state.cards[i]))
        return found == condition.graveyard_count
    return True


FIELD_ZONES = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)


def _own_side_holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """"you control no Spell/Trap Cards" (its Spell & Trap Zone and Field Zone), "you have no
    cards in your hand", "your LP are lower than your opponent's" (5-2-4)."""
    player = state.players[card.owner]
    spells_traps = len(player.spells_traps) + bool(player.field_spell)
    if 0 <= condition.spells_traps_max < spells_traps:
        return False
    if condition.hand_empty and player.hand:
        return False
    theirs = len(state.players[opponent(card.owner)].spells_traps)  # Field Zone apart (3-4-3)
    if 0 <= condition.opponent_spell_zone_max < theirs:
        return False
    if (condition.sent_this_turn or condition.sent_from_field_this_turn) \
            and not card.sent_this_turn:  # in the GY since this turn (5-2-4)
        return False
    if condition.sent_from_field_this_turn and card.came_from not in FIELD_ZONES:
        return False
    if condition.destroyed_this_turn and not (card.sent_this_turn and card.destroyed_this_turn):
        return False  # destroyed and sent to the GY this turn (5-3-1)
    if condition.other_scale is not None and not any(
            i != card.id and is_scale(state.cards[i])
            and described_fits(condition.other_scale, state.cards[i])
            for i in player.spells_traps):  # "in your other Pendulum Zone" (3-6-2)
        return False
    if not _main_zones_hold(state, card, condition):
        return False
    shown = sum(state.cards[i].position != SET for i in player.monsters)  # face-up (9-1-3)
    if 0 <= condition.face_up_monsters_max < shown:  # "you control no face-up monsters"
        return False
    return not condition.lp_lower or player.lp < state.players[opponent(card.owner)].lp


def _main_zones_hold(state: State, card: Card, condition: SummonCondition) -> bool:
    """"you control no monsters in your Main Monster Zone", "your opponent controls monsters in
    all of their Main Monster Zones": a monster in an Extra Monster Zone not counted (3-3-6)."""
    mine = state.players[card.owner].monsters
    if 0 <= condition.main_monsters_max < sum(not state.cards[i].extra_zone for i in mine):
        return False
    theirs = state.players[opponent(card.owner)].monsters
    return sum(not state.cards[i].extra_zone for i in theirs) >= \
        condition.opponent_main_monsters_min


def _cards(player: Player) -> int:
    """The cards a player controls: monsters, Spells and Traps, the Field Spell."""
    return len(player.monsters) + len(player.spells_traps) + bool(player.field_spell)


def _control_holds(state: State, card: Card, ids: list[str], spec: Described) -> bool:
    """"you control a "X" monster": a face-up monster among `ids` fits; a name alone ("you
    control "Call of the Haunted"") may name a Spell or a Trap as well as a monster, so a
    face-up card of that name anywhere on its player's field counts, as for a Spell's or a
    Trap's own condition (card_conditions.py, 5-2-4)."""
    if not spec.names or spec != dataclasses.replace(Described(), names=spec.names):
        return _face_up_fits(state, ids, spec)
    player = state.players[card.owner]
    zone = [player.field_spell] if player.field_spell else []
    spells = [state.cards[i] for i in (*player.spells_traps, *zone)]
    return _face_up_fits(state, ids, spec) or any(
        other.face_up and name_of(other) in spec.names for other in spells)


def _face_up_fits(state: State, ids: list[str], spec: Described) -> bool:
    """A face-up monster among these fits the description (a face-down one shows none, 9-1-3)."""
    return any(state.cards[i].position != SET and described_fits(spec, state.cards[i])
               for i in ids)
