"""Trigger Effects on a move of the monster itself whose condition says more than the move
(5-1-18): the zone it left ("If this card is sent from the hand or Monster Zone to the GY"), what
moved it ("... from your hand to your GY by an opponent's card effect", "... from the field to
the Graveyard by a card effect"), an exception ("... sent from the field to the GY, except when
destroyed by battle"), or either of two events ("If this card is Normal or Pendulum Summoned",
"... sent to the GY by card effect, or by being destroyed by battle"); and where the monster it
destroyed by battle went ("If this card destroys a monster by battle and sends it to the GY").

Each event word answers events `state.happened` already records (zones.move, the Summons,
moments.by_effect, destroying.py); `moved_fits` asks what the words add, of the move itself:
`card.came_from` is the zone its last move took it from (the event's `moves` are the card's
now), and condition_events.source_of the card whose resolving effect made it. The format's
`owner` is who controls the card on the field, so an effect of a card of the other player is
"an opponent's card effect", as tail_events.py reads it.
"""
from __future__ import annotations

from . import rules_cards as cr
from .condition_events import FIELD, source_of
from .model import (
    MONSTER,
    SPELL,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    MonsterEffect,
    State,
)
from .moments import Happened

# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
MOVED_ANSWERS: dict[str, tuple[str, ...]] = {
    # either of two Summons (8-1-1, 8-3-5, 8-5-1, 8-5-6), each recorded as it is made
    "normal_or_pendulum_summoned": ("normal_summoned", "pendulum_summoned"),
    "flip_or_special_summoned": ("flip_summoned", "special_summoned"),
    "fusion_summoned_or_flipped": ("fusion_summoned", "flipped"),
    # sent to the GY by a resolving effect (moments.by_effect), or destroyed by battle (5-3-1)
    "sent_by_effect_or_destroyed_by_battle": ("sent_to_graveyard_by_effect",
                                              "destroyed_by_battle"),
    # sent to the GY from either zone: from the hand it is `sent_to_graveyard` (zones._record)
    "sent_from_hand_or_monster_zone_to_graveyard": ("sent_to_graveyard",
                                                    "sent_from_field_to_graveyard"),
    # moved by a resolving effect, from the zone named, by the opponent's card where it says so
    "sent_from_monster_zone_by_opponent_effect": ("sent_to_graveyard_by_effect",),
    "sent_from_hand_by_opponent_effect": ("sent_to_graveyard_by_effect",),
    "sent_from_field_by_effect": ("sent_to_graveyard_by_effect",),
    # any move from the field to the GY but a destruction by battle; of a face-up card too
    "sent_from_field_except_by_battle": ("sent_from_field_to_graveyard",),
    "face_up_sent_from_field_except_by_battle": ("sent_from_field_to_graveyard",),
    # from the Monster Zone by the resolving effect of a Spell Card (a Pendulum Scale's too)
    "sent_from_monster_zone_by_spell_effect": ("sent_to_graveyard_by_effect",),
    # destroyed by battle, or sent from the field to the GY by an effect (the opponent's card's)
    "destroyed_by_battle_or_sent_from_field_by_effect": ("destroyed_by_battle",
                                                         "sent_to_graveyard_by_effect"),
    "destroyed_by_battle_or_sent_from_field_by_opponent_effect": ("destroyed_by_battle",
                                                                  "sent_to_graveyard_by_effect"),
    # a Normal Summon, or a Special Summon by the effect `summoned_by` describes: the Normal
    # Summon has no effect behind it (condition_events.cause_fits asks only the other)
    "normal_or_special_summoned_by_effect": ("normal_summoned", "special_summoned_by_effect"),
    # Tributed by a Ritual Summon: effect_summons.py records the Tributes and the Ritual
    # Monster's Summon at one moment (8-5-2)
    "tributed_for_ritual_summon": ("tributed",),
    # sent to the GY or banished, either by a resolving effect (moments.by_effect marks both)
    "sent_or_banished_by_effect": ("sent_to_graveyard_by_effect", "banished_by_effect"),
    # "destroys a monster by battle and sends it to the GY": the monster it destroyed went to
    # the Graveyard, not banished instead (12-8-8, 5-4-10), to the Extra Deck (4-3-4) or gone
    # as a Token (4-7-2)
    "destroyed_and_sent_a_monster": ("destroyed_a_monster",),
}
# the zones the move must have taken the card from
FROM_ZONES: dict[str, tuple[str, ...]] = {
    "sent_from_hand_or_monster_zone_to_graveyard": (Z_HAND, Z_MONSTERS),
    "sent_from_monster_zone_by_opponent_effect": (Z_MONSTERS,),
    "sent_from_hand_by_opponent_effect": (Z_HAND,),
    "sent_from_field_by_effect": FIELD,
    "sent_from_field_except_by_battle": FIELD,
    "face_up_sent_from_field_except_by_battle": FIELD,
    "sent_from_monster_zone_by_spell_effect": (Z_MONSTERS,),
    "destroyed_by_battle_or_sent_from_field_by_effect": FIELD,
    "destroyed_by_battle_or_sent_from_field_by_opponent_effect": FIELD,
}
BY_OPPONENT = ("sent_from_monster_zone_by_opponent_effect", "sent_from_hand_by_opponent_effect",
               "destroyed_by_battle_or_sent_from_field_by_opponent_effect")
EXCEPT_BATTLE = ("sent_from_field_except_by_battle", "face_up_sent_from_field_except_by_battle")


def moved_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect as its words ask (5-1-18): the zone the card left, the
    opponent's card whose effect moved it, no destruction by battle in the same move."""
    if effect.on not in MOVED_ANSWERS:
        return True
    if effect.on == "destroyed_and_sent_a_monster":
        return _victim_sent(state, card)
    if effect.on in FROM_ZONES and card.came_from not in FROM_ZONES[effect.on]:
        return False
    if effect.on.startswith("face_up") and not card.left_face_up:
        return False
    if effect.on in EXCEPT_BATTLE:
        # destroyed by battle, the same move of the same card (its `moves`) records both
        return (event[0], event[1], "destroyed_by_battle") not in state.happened
    if event[2] == "destroyed_by_battle":
        return True  # the other of the two: its own event says all
    if effect.on == "tributed_for_ritual_summon":
        return any(what == "ritual_summoned" for batch in state.together if event in batch
                   for _cid, _moves, what in batch)
    source = source_of(state, event)
    if effect.on in BY_OPPONENT:
        return source is not None and source.owner != card.owner
    if effect.on == "sent_from_monster_zone_by_spell_effect":
        # a Pendulum Monster's effect in its Pendulum Zone is a Spell Card's (4-3-4)
        return source is not None and (source.kind == SPELL or source.kind == MONSTER
                                       and source.zone == Z_SPELLS_TRAPS)
    return True


def _victim_sent(state: State, card: Card) -> bool:
    """The monster `card` destroyed by battle is in the Graveyard by that very move (its
    `moves` as the battle left them: battle_victim, damage_step._destroyer)."""
    if card.battle_victim is None:
        return False
    victim_id, moves = card.battle_victim
    victim = state.cards.get(victim_id)
    return victim is not None and victim.moves == moves and victim.zone == Z_GRAVEYARD


def says_how(effect: MonsterEffect) -> bool:
    """One of these, or a Synchro Material's that names the monster it was material for ("for
    the Synchro Summon of a LIGHT monster": link_material_for.fits_for asks it, 8-5-3)."""
    return effect.on in MOVED_ANSWERS \
        or effect.on == "synchro_material" and effect.material_for is not None


def refusal_rules(effect: MonsterEffect) -> tuple[str, ...]:
    """Cited beside 5-1-3 when no event answers such an effect."""
    return (cr.HOW_MOVED,) if says_how(effect) else ()


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated."""
    return [cr.HOW_MOVED] if says_how(effect) else []
