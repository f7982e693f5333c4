"""Trigger Effects after damage calculation of a monster's own battle (12-4-4): "If this card is
attacked by a monster, after damage calculation: Return that monster to the hand." (Ninjitsu
Art-less Gatekeeper), "After damage calculation, when this card battles an opponent's monster:
You can banish that monster, also banish this card." (D.D. Warrior Lady), "If this card destroys
an opponent's monster by battle, after damage calculation: ...".

The events are recorded by damage_step._after once damage calculation is carried out, for the
attacker and the attack target as they battled: a monster destroyed by that battle is still on
the field until the End of the Damage Step (12-4-5), so it may still activate its effect, and
"that monster" (the `battled` step word: the other monster of the battle) may still be
returned or banished. A direct attack is a battle of the attacker only (12-4-13): the event
"battled" alone. An attack whose monster left before damage calculation records nothing.
These events and those of the battle damage happened at one moment (moments.at_once): a "When
this card inflicts battle damage" effect does not miss its timing for them (11-1-9).
"""
from __future__ import annotations

from .battle_state import Battle
from .model import Card, State

BATTLED = "after_damage_battled"  # "After damage calculation, if this card battled"
MONSTER = "after_damage_battled_monster"  # "... if this card battled (an opponent's) monster"
ATTACKED = "after_damage_attacked"  # "If this card is attacked by a monster, after ..."
DESTROYED = "after_damage_destroyed_monster"  # "If this card destroys an opponent's monster"
LOST = "after_damage_destroyed_by_battle"  # "... when this card is destroyed by battle with"
# the events of `state.happened` each trigger word answers (trigger_timing.ANSWERS)
AFTER_ANSWERS = {event: (event,) for event in (BATTLED, MONSTER, ATTACKED, DESTROYED, LOST)}


def record(state: State, battle: Battle, destroyed: list[Card]) -> None:
    """Damage calculation of this battle is done: the events of its monsters, `destroyed`
    those it destroyed."""
    attacker = state.cards[battle.attacker]
    state.happened.append((attacker.id, attacker.moves, BATTLED))
    if battle.target is None:
        return  # a direct attack: it battled no monster
    target = state.cards[battle.target]
    for card, other in ((attacker, target), (target, attacker)):
        if card is target:
            state.happened.append((card.id, card.moves, BATTLED))
        state.happened.append((card.id, card.moves, MONSTER))
        if any(gone is other for gone in destroyed):
            state.happened.append((card.id, card.moves, DESTROYED))
        if any(gone is card for gone in destroyed):  # by the monster it battled (12-8-2)
            state.happened.append((card.id, card.moves, LOST))
    state.happened.append((target.id, target.moves, ATTACKED))


def battled(state: State, battle: Battle | None, source: Card) -> Card | None:
    """"That monster": the monster `source` battled in the battle its effect was activated
    in, still the card it was then; None if there is none or it has moved since."""
    if battle is None or battle.target is None:
        return None
    if source.id == battle.attacker:
        card_id, moves = battle.target, battle.target_moves
    elif source.id == battle.target:
        card_id, moves = battle.attacker, battle.attacker_moves
    else:
        return None
    card = state.cards.get(card_id)
    return card if card is not None and card.moves == moves else None
