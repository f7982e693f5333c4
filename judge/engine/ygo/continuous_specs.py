"""What a Continuous Effect that changes ATK and DEF says (continuous.py applies it, 5-1-1):
plain data the duel's cards keep (model.Card.stat_changes), with no engine import so the
duel's state can hold it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described
from .monster_specs import SummonCondition


@dataclass(frozen=True, slots=True)
class Counted:
    """"for each ..." of a change: the cards of a player (`controller`: the changing card's
    controller, `opponent`, `any`) in one zone or several (`field` stands for the Monster
    Zones and the Spell & Trap Zones, `hand`, `graveyard`, `banished`), of a kind (`monster`,
    `spell`, `trap`, `card`) and as described; `other` leaves the changing card out;
    `different_names`: one for each name among them (count_places.py, 5-3-28)."""

    zones: tuple[str, ...]
    player: str = "controller"
    what: str = "card"
    described: Described = Described()
    other: bool = False
    different_names: bool = False
    face_down: bool = False  # only the Set cards on the field (5-3-28)
    # `original_atk`: each card counted adds its original ATK, not 1 ("Gains ATK equal to the
    # combined original ATK of all monsters this card points to", link_zones.py, 4-4-10)
    sum: str = ""
    # `what: counters|own_counters`: the kind of counter counted (counters_counted.py, 4-8-4)
    counter: str = ""


@dataclass(frozen=True, slots=True)
class Battling:
    """"If this card attacks an opponent's monster, ... during the Damage Step only": the
    change holds only while the card is in a battle in that `role` (`attacks`, `attacked`,
    `battles`: either), against a monster (`versus: monster`, or one so `described`) or
    directly (`versus: direct`), in the Damage Step (`window: damage_step`) or during damage
    calculation only (`damage_calculation`); `stronger`: only against a monster with a higher
    ATK than its own (battle_windows.py, 12-4-15)."""

    role: str = "battles"
    versus: str = ""
    described: Described | None = None
    window: str = "damage_step"
    stronger: bool = False


@dataclass(frozen=True, slots=True)
class StatChange:
    """A face-up card's lasting change to ATK and DEF (negative: lower): to itself when
    `monsters` is None ("This card gains 500 ATK"), else to every face-up monster on the field
    so described, of `player` (relative to the card's controller; `other`: not the card
    itself), N times when `per` counts N cards, only in the battle `battle` names."""

    atk: int = 0
    defense: int = 0
    monsters: Described | None = None
    player: str = "any"
    other: bool = False
    per: Counted | None = None
    battle: Battling | None = None
    condition: SummonCondition = SummonCondition()  # "While you control ...", its controller's
    # "during your turn only" (own_turn, opponent_turn), "during your Battle Phase only"
    # (own_battle, opponent_battle), its controller's; "" always
    during: str = ""
    # given by a material as its monster was Summoned (8-5-11): applies only while the grant
    # recorded for it holds (summon_grants.py)
    granted: bool = False
    # with `monsters`: only those the card points to ("Monsters this card points to gain 500
    # ATK/DEF.", link_zones.py, 4-4-8)
    pointed: bool = False


@dataclass(frozen=True, slots=True)
class AttackShield:
    """"Your opponent's monsters cannot target this card for attacks." (12-3-16): while the
    card is face-up on the field, its effects not negated and `condition` holds for its
    controller, the opponent's monsters cannot choose it as an attack target (`only_me`:
    "cannot target monsters for attacks, except this one": they cannot choose any other
    monster of its controller, or any other one `monsters` describes; without `only_me`,
    `monsters` names the face-up monsters of its controller they cannot choose, itself among
    them if it fits); `direct_ok`: "but does not prevent your opponent from attacking you
    directly"."""

    only_me: bool = False
    monsters: Described | None = None
    direct_ok: bool = False
    condition: SummonCondition = SummonCondition()


@dataclass(frozen=True, slots=True)
class Survival:
    """"The first time this card would be destroyed by battle each turn, it is not destroyed."
    (5-3-15): `times` a turn, a face-up monster it covers (itself when `monsters` is None,
    else each face-up monster of its controller so described) is not destroyed by `by`
    (`battle`, `effect`, `any`: either; `opponent`: only an effect of its controller's
    opponent), while the card is face-up on the field and its effects are not negated;
    `times` 0: every time ("cannot be destroyed by your opponent's card effects", 5-3-12,
    12-8-3); `other`: not the card itself; `both`: each player's monsters so described."""

    by: str = "battle"
    opponent: bool = False
    times: int = 1
    monsters: Described | None = None
    other: bool = False
    condition: SummonCondition = SummonCondition()  # "While you control ...", its controller's
    both: bool = False  # with `monsters`: ""Frog" monsters" of either player, not only its own


@dataclass(frozen=True, slots=True)
class TargetGuard:
    """"Your opponent cannot target "X" monsters you control with card effects." (5-4-4):
    while the card is face-up on the field, its effects not negated and `condition` holds, the
    opponent's cards and effects cannot target the face-up monsters of its controller that
    `monsters` describes (`other`: the card itself left out)."""

    monsters: Described = Described()
    other: bool = False
    condition: SummonCondition = SummonCondition()
