"""What a Spell's or Trap's text describes beside its steps: the Summon its condition names,
and the lasting boost and attack lock of a face-up Field or Continuous Spell or Trap. Frozen
data read from the scenario; split from effect_specs.py, which keeps the descriptions and
steps every card shares.
"""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class SummonSpec(Described):
    """The Summon a Spell's or Trap's condition names ("When your opponent Summons a
    monster(s) with 1500 or more ATK", "When a monster(s) would be Special Summoned"): who makes
    it (`controller`, `opponent`, `any`, seen from the card's player), which kinds (`normal`,
    Tribute Summons among them, 8-2-3; `flip`; `special`), the summoned monsters' description
    (their ATK bounds among its words), and `count` ("exactly 1 monster"; 0: any number)."""

    player: str = "any"
    how: tuple[str, ...] = ("normal", "flip", "special")
    count: int = 0
    # whose field the monster is Summoned to ("to your opponent's field"; "any"; "pointed": a
    # zone the card whose condition this is points to, 4-4-7), and the
    # zones it is Special Summoned from ("from the Extra Deck"; none: any) (summon_places.py)
    to: str = "any"
    origins: tuple[str, ...] = ()
    from_player: str = "any"  # whose zones those are ("from your GY": the card's player's)
    another: bool = False  # "another monster(s)": not the card whose condition this is


@dataclass(frozen=True, slots=True)
class Boost:
    """A lasting change a face-up Field or Continuous Spell makes to the ATK and DEF of every
    face-up monster on the field of one of `types` (any; none: every Type) and of `attribute`
    ("" any) (4-5-6)."""

    types: tuple[str, ...] = ()
    attribute: str = ""
    atk: int = 0
    defense: int = 0

    def applies(self, monster_types: tuple[str, ...], attribute: str) -> bool:
        """Whether a monster of those Types and that Attribute gets the boost."""
        return (not self.types or any(t in monster_types for t in self.types)) and \
            self.attribute in ("", attribute)


@dataclass(frozen=True, slots=True)
class AttackLock:
    """"Level 4 or higher monsters cannot attack." (Gravity Bind): while its face-up Spell or
    Trap stays on the field, the monsters it describes cannot declare an attack (12-3-14):
    whose (`controller`, `opponent` of the card's controller, `any`), a Level range (an Xyz
    or Link Monster has no Level, 4-1), an ATK range (as it stands), a Type; a face-up
    monster's own lock too, while its effects apply. `summoned_turn` ("summoned",
    "normal_or_special"): only monsters so Summoned this turn ("cannot attack the turn they are
    Summoned")."""

    player: str = "any"
    level_min: int = 0
    level_max: int = 0
    atk_min: int = -1  # -1: no bound
    atk_max: int = -1
    monster_type: str = ""
    summoned_turn: str = ""
    others: bool = False  # "Other monsters you control": not the monster whose text it is
