"""What a card's text says of counters (4-8): the kind it places on itself and when, and the
counters removed from cards on the field as a cost."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """A kind of counter a card's text places on it (4-8-1): its `name` ("Spell Counter"),
    at most `max` of them on the card (0: no bound, 4-8-2); on a card's own reading, the ATK
    it gains for each (`atk`, 4-8-4) and how many it gets each time a Spell Card it saw
    activated resolves (`each_spell`, 4-8-5)."""

    name: str
    max: int = 0
    atk: int = 0
    each_spell: int = 0
    # "Each time an opponent's monster effect is activated, place 1 ... when that effect
    # resolves": how many, for which activations (`monster_effect`, `spell` Card, "" any), by
    # whom (`opponent`, `any`), of which archetype ("an effect of a "X" card") (4-8-5)
    each_count: int = 0
    each_what: str = ""
    each_player: str = "any"
    each_archetype: str = ""
    # "Each time your opponent Special Summons a monster(s), place 1 ...": how many, each time
    # a monster is Special Summoned (Normal Summoned too: `summon_normal`), by whom
    # (`summon_player`: `opponent`, `any`), of which archetype (counter_events.py, 4-8-10)
    each_summon: int = 0
    summon_player: str = "any"
    summon_archetype: str = ""
    summon_normal: bool = False
    # "Each time a monster you control declares an attack, place 1 Thunder Counter on this
    # card.": how many, each time (counter_attacks.py, 4-8-13)
    each_attack: int = 0
    # "Each time you draw a card(s) for your normal draw in your Draw Phase, place 1 Greed
    # Counter on this card.": how many, each normal draw (counter_attacks.py, 4-8-14)
    each_normal_draw: int = 0


@dataclass(frozen=True, slots=True)
class CounterCost:
    """Counters removed as a cost from cards on the field (4-8-9): `count` of the kind `name`,
    from the cards its player controls, or from any card (`anywhere`)."""

    count: int
    name: str
    anywhere: bool = False
