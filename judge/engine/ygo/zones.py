"""Moving cards between zones: the only place that changes a card's zone.

A card that changes zone is a new card for effects: its ATK changes and its per-turn record stay
behind, and it arrives with the state its new zone gives it.
"""
from __future__ import annotations

from typing import NamedTuple

from . import deck_add_bans
from .gy_banish import banisher
from .kept_faces import given_up
from .model import (
    ATTACK,
    MONSTER,
    SET,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_LIMBO,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    Player,
    State,
)
from .own_events import record_added
from .own_leaving import banished_instead, leaving
from .stzone_forms import monster_again
from .trapmon_forms import as_trap

FIELD = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)
EXTRA_KINDS = frozenset({"Fusion", "Synchro", "Xyz", "Link"})  # of the Extra Deck (2-2-1)


def zone_list(player: Player, zone: str) -> list[str] | None:
    return {Z_HAND: player.hand, Z_DECK: player.deck, Z_MONSTERS: player.monsters,
            Z_SPELLS_TRAPS: player.spells_traps, Z_GRAVEYARD: player.graveyard,
            Z_BANISHED: player.banished, Z_EXTRA: player.extra_deck}.get(zone)


def _take_out(state: State, card: Card) -> None:
    player = state.players[card.owner]
    if card.zone == Z_FIELD:
        player.field_spell = None
        return
    listed = zone_list(player, card.zone)
    if listed is not None and card.id in listed:
        listed.remove(card.id)


def pendulum_leaving_field(card: Card) -> bool:
    """A face-up Pendulum Monster card on the field: sent to the Graveyard (destroyed,
    Tributed, used as material or as a cost), it goes face-up to its owner's Extra Deck
    instead (4-3-4); a face-down one goes to the Graveyard as any card."""
    if "Pendulum" not in card.monster_types:
        return False
    if card.zone == Z_MONSTERS:
        return card.position != SET
    return card.zone == Z_SPELLS_TRAPS and card.face_up


def move(state: State, card: Card, zone: str, position: str = ATTACK,
         face_up: bool = False, controller: str = "") -> None:
    """Move `card` to `zone` of its owner (destroyed and sent cards go to the owner's, 3-8-2),
    or to the field of `controller`, who puts it there (a Special Summon from the opponent's
    Graveyard, 3-10-2); a face-up Pendulum Monster sent from the field to the Graveyard goes
    face-up to the Extra Deck instead (4-3-4): the caller reads `card.zone` to say where it
    went; a monster Special Summoned with "banish it when it leaves the field" is banished
    instead, wherever it was going (8-4-10), and `banished_instead` says so; a Token that leaves
    the field ceases to exist (4-7-2): it goes nowhere (`tokens.vanished`)."""
    # as it was, for "If a face-up monster you control is destroyed" (5-1-3, 9-1-3)
    card.left_by, card.left_face_up = card.owner, card.position != SET and (
        card.kind == MONSTER or card.face_up)
    where = _where(state, card, zone, face_up)
    _take_out(state, card)
    if card.owned_by:  # off the field it is its owner's again, whoever controlled it (3-10-3)
        card.owner, card.owned_by = card.owned_by, ""
    # an opponent's monster equipped as an Equip Card goes to the equipping player's zone too
    if controller and controller != card.owner and where.zone in (Z_MONSTERS, Z_SPELLS_TRAPS):
        card.owner, card.owned_by = controller, card.owner
    origin = card.zone
    # its named materials go to the Graveyard as it leaves (4-4-3, 4-4-11)
    under, card.attached = (card.attached, []) if where.zone != origin else ([], card.attached)
    _renew(card, where, origin, position)
    player = state.players[card.owner]
    if card.zone == Z_FIELD:
        player.field_spell = card.id
    elif card.zone != Z_LIMBO:
        listed = zone_list(player, card.zone)
        assert listed is not None
        listed.append(card.id)
    state.modifiers = [m for m in state.modifiers if m.card != card.id or m.moves == card.moves]
    _record(state, card, origin)
    if where.gy_by:  # the ruling names it after the step that moved it (gy_banish.py)
        state.gy_banished.append((card.id, card.moves))
    for ref in under:
        move(state, state.cards[ref], Z_GRAVEYARD)


class _Where(NamedTuple):
    """Where a moving card goes, and why when it is not where it was sent."""

    zone: str
    face_up: bool
    instead: bool  # banished instead (8-4-10, 5-4-9)
    by_text: bool  # by its own text, not by a Special Summon's rider (5-4-9)
    bottom: bool  # on the bottom of the Deck instead (8-4-10)
    gy_by: str = ""  # the card that banished it instead of the Graveyard (5-4-10)


def _where(state: State, card: Card, zone: str, face_up: bool) -> _Where:
    """Where `card`, sent to `zone`, goes: banished or to the bottom of the Deck instead, a
    Pendulum Monster to the Extra Deck, a Token nowhere."""
    summoned_rider = card.banish_on_leave  # "..., but banish it when it leaves" (8-4-10)
    own = banished_instead(state, card, zone)  # its own text banishes it (5-4-9)
    leaving(state, card, zone)  # or skips its controller's next Battle Phase (7-1-5)
    instead = (card.banish_on_leave or own) and card.zone == Z_MONSTERS and zone != Z_MONSTERS
    # "..., but place it on the bottom of the Deck when it leaves the field" (8-4-10): its
    # owner's Deck, or Extra Deck for a Fusion, Synchro, Xyz or Link Monster (2-2-1)
    bottom = card.bottom_on_leave and not instead and card.zone == Z_MONSTERS \
        and zone != Z_MONSTERS
    if instead:
        zone, face_up = Z_BANISHED, True
    elif bottom:
        zone, face_up = Z_EXTRA if EXTRA_KINDS & set(card.monster_types) else Z_DECK, False
    elif zone == Z_GRAVEYARD and pendulum_leaving_field(card):
        zone, face_up = Z_EXTRA, True
    if "Token" in card.monster_types and card.zone == Z_MONSTERS and zone != Z_MONSTERS:
        zone, instead = Z_LIMBO, False  # a Token leaving the field ceases to exist (4-7-2)
    source = banisher(state, card, zone)  # "Any card sent to the GY is banished ..." (5-4-10)
    if source is not None:
        zone, face_up = Z_BANISHED, True
    return _Where(zone, face_up, instead, instead and own and not summoned_rider,
                  bottom and zone != Z_LIMBO, source.id if source is not None else "")


def _renew(card: Card, where: _Where, origin: str, position: str) -> None:
    """The card in its new place: a new card, which keeps nothing an effect gave it where it
    was (5-1-3)."""
    card.came_from = origin  # "If this card is sent from the hand to the GY" (5-1-3)
    monster_again(card, where.zone)  # a Monster Card out of the Spell & Trap Zone (3-4-5)
    card.zone = where.zone
    card.moves += 1
    card.position = position if card.kind == MONSTER else ATTACK
    card.face_up = where.face_up
    card.set_this_turn = card.summoned_this_turn = False
    card.sent_this_turn = where.zone == Z_GRAVEYARD
    card.destroyed_this_turn = False  # a destruction says so after its move (tail_events.py)
    card.changed_position_this_turn = card.attacked_this_turn = False
    card.attacks_made = 0
    card.equipped_to = None  # an Equip Spell that moves is equipped to nothing (4-5-5)
    card.materials = 0  # an Xyz Monster's materials go to the Graveyard as it leaves (4-4-3)
    card.counters = 0  # its counters are removed as it leaves the field (4-8-1)
    card.level, card.level_change = card.level - card.level_change, 0  # 4-2-2
    if where.zone in (Z_HAND, Z_DECK, Z_EXTRA):  # summoned properly no more (8-4-5)
        card.properly_summoned = card.improperly_summoned = False  # nor otherwise (3-3-5)
    # a new card once it has left: the rider stays behind (8-4-10)
    card.banish_on_leave, card.banished_instead = False, where.instead
    card.banished_by_text = where.by_text  # 5-4-9, not 8-4-10
    card.bottom_on_leave, card.bottomed_instead = False, where.bottom
    card.gy_banished_by = where.gy_by  # 5-4-10
    card.gemini_summoned = False  # a Gemini monster that moves is a Normal Monster (8-1-9)
    given_up(card)  # a kept coin result stays behind (5-3-30)
    card.no_attack_this_turn = False  # a new card for effects (12-3-15)
    card.second_attack_turn = False  # a new card: what an effect gave it stays behind
    card.direct_attack_turn = card.piercing_turn = False  # the same (12-3-10, 12-6-4)
    card.monster_attacks_turn = 0  # the same (12-3-25)
    card.battle_indestructible_turn = card.effect_indestructible_turn = False  # 5-3-17
    card.unaffected_turn = None  # a new card: what an effect gave it stays behind (5-3-29)
    as_trap(card, where.zone)  # a Trap Monster out of the Monster Zone is a Trap again (4-6-5)
    card.column, card.extra_zone = 0, False  # its new place, if any, is the mover's to say


def _record(state: State, card: Card, origin: str) -> None:
    """The events a Trigger Effect may answer (5-1-3): sent to the Graveyard (from the field),
    banished, or gone from the field (5-1-10)."""
    if card.zone == Z_GRAVEYARD:
        event = "sent_from_field_to_graveyard" if origin in (Z_MONSTERS, Z_SPELLS_TRAPS,
                                                             Z_FIELD) \
            else "sent_to_graveyard"
        state.happened.append((card.id, card.moves, event))
    elif card.zone == Z_BANISHED:  # "If this card is banished", from wherever it was
        state.happened.append((card.id, card.moves, "banished"))
        card.banished_at = (card.moves, state.turn_number)  # "was banished this turn" (7-7-7)
    if origin in FIELD and card.zone not in FIELD:  # "If this card leaves the field" (5-1-10)
        state.happened.append((card.id, card.moves, "left_field"))
    record_added(state, card, origin)  # "If this card is added to your hand" (5-1-14)
    deck_add_bans.record(state, card, origin)  # "the turn you activate this effect" (5-2-27)


def draw_one(state: State, player_id: str) -> Card | None:
    """Draw the top card (5-3-6); None, and the draw is owed, when the Deck is empty (1-3-4)."""
    player = state.players[player_id]
    if player.deck:
        card = state.cards[player.deck[0]]
    elif player.deck_anonymous > 0:
        player.deck_anonymous -= 1
        card_id = state.new_anonymous_id(player_id, Z_DECK)
        card = Card(id=card_id, name=card_id, owner=player_id, kind=MONSTER, zone=Z_LIMBO)
        state.cards[card_id] = card
    else:
        player.failed_draw = True
        return None
    move(state, card, Z_HAND)
    deck_add_bans.drawn(state, card)  # a draw adds nothing "from the Deck" (5-2-27)
    # "When you draw this card" answers it (7-2-4); something done after it, as any event
    state.happened.append((card.id, card.moves, "drawn"))
    return card


def on_field(card: Card) -> bool:
    return card.zone in (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)


def monsters_of(state: State, player_id: str) -> list[Card]:
    return [state.cards[c] for c in state.players[player_id].monsters]
