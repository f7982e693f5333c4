"""What a Yu-Gi-Oh! card's own text says of its leaving the field, of there being only one, of
its protections, of the monsters it equips to itself, of its Tokens, of what it is unaffected
by, of its links and of cards banished instead of going to the Graveyard, with the states
those keep: the part of the duel's `Card` (model.py) between card_summons.CardSummons and
card_marks.CardMarks, split so that no file grows past what one can read at once.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board_specs import BoardExtra
from .card_summons import CardSummons
from .effect_specs import Described
from .summon_specs import SummonCondition
from .unaffected_specs import Unaffected


@dataclass(slots=True)
class CardTexts(CardSummons):
    # "If this face-up card would leave the field, banish it instead." (own_leaving.py, 5-4-9)
    leaves_banished: bool = False
    banished_by_text: bool = False  # its last move banished it so, instead (5-4-9)
    # "If this face-up card leaves the field, skip the Battle Phase of your next turn." (7-1-5)
    skip_battle_on_leave: bool = False
    # Special Summoned "but place it on the bottom of the Deck when it leaves the field", and
    # its last move placed it there instead (8-4-10, leaving.py)
    bottom_on_leave: bool = False
    bottomed_instead: bool = False
    # "You can only control 1 "Kaiju" monster.", "There can only be 1 ... on the field." (5-4-7):
    # the kind it limits (None: its own name, as `only_one`), and both players' cards counted
    only_one_of: Described | None = None
    only_one_field: bool = False
    # "Cannot attack the turn it is Summoned." (12-3-15): "summoned", "normal", "special"; and
    # "While you control "Toon World" and ..., this card can attack directly." (12-3-10): the
    # board that must show, as a Spell's or Trap's `if` holds it (toons.py)
    no_attack_summoned_turn: str = ""
    direct_attack_if: tuple[SummonCondition | None, BoardExtra | None] | None = None
    # "If "Toon World" on the field is destroyed, destroy this card." (destroyed_with.py, 5-4-8)
    destroyed_with: str = ""
    # a resolved effect says it cannot be destroyed by battle / by card effects this turn
    # (protect_turn.py, 5-3-17): kept if its effects are negated, lost when it leaves the field
    battle_indestructible_turn: bool = False
    effect_indestructible_turn: bool = False
    # "Cannot be destroyed by battle with a Link Monster." (calculation.py, 12-8-3): the other
    # monster of the battles it is not destroyed by
    battle_indestructible_with: Described | None = None
    # "Monsters your opponent controls that can attack must attack this card." (drawn_attacks.py,
    # 12-3-18)
    draws_attacks: bool = False
    # "If this card is Synchro Summoned using a "Blackwing" monster as Material, it is treated
    # as a Tuner while face-up on the field.": the archetype; and its `moves` once it is so
    # Summoned, a Tuner while those hold and it is face-up (tuner_while.py, 8-5-14)
    tuner_if_synchro_with: str = ""
    tuner_while: int = -1
    # a monster a monster's effect equipped to that monster: (that monster's id and moves, this
    # card's moves) as it was equipped (equip_monsters.py, 10-4-9)
    equipped_by: tuple[str, int, int] | None = None
    # "Gains ATK equal to the original ATK of the monster equipped to it by this effect": "atk"
    # or "atk_def" ("... ATK and DEF equal to ..."), halved with `equipped_half` (10-4-9)
    equipped_gains: str = ""
    equipped_half: bool = False
    # "If this card would be destroyed by battle, destroy that equipped monster, instead.":
    # "battle", or "any" (by battle or an effect); "..., you can destroy ...": optional, and
    # `equipped_instead_use` False when its controller chooses not to (equip_monsters.py, 10-4-10)
    equipped_instead: str = ""
    equipped_instead_use: bool = True
    # `equipped_gains` "fixed": "While equipped with a monster by this effect, this card gains
    # 800 ATK." (10-4-9)
    equipped_fixed: int = 0
    # what this monster gives the monster it is equipped to as an Equip Card, whoever equipped
    # it: (ATK, DEF, gives) (equip_monsters.py, 10-4-7)
    as_equip: tuple[int, int, tuple[str, ...]] | None = None
    # "This card's Level is increased by the total Levels of all "X Tokens" you control." (the
    # Tokens' name), and the increase last applied, with its `moves` then (token_levels.py, 4-7-7)
    level_from_tokens: str = ""
    token_level: tuple[int, int] = (0, 0)
    # a Token's "each time 1 is destroyed, its controller takes 300 damage" (token_damage.py,
    # 4-7-8): the damage, spent once the Token is gone
    token_damage: int = 0
    # "... cannot be Tributed for a Tribute Summon, except for a "Jurrac" monster." (4-7-4)
    no_tribute_summon_except: str = ""
    # "Unaffected by other cards' effects." and the like (unaffected.py, 5-3-29)
    unaffected: Unaffected | None = None
    # a resolved effect says it is unaffected by some effects this turn (unaffected_turn.py):
    # kept if its effects are negated, lost when it leaves the field or the turn ends
    unaffected_turn: Unaffected | None = None
    # a condition or count of its text names its links (link_zones.py, 4-4-10): while it is
    # face-up on the field, every monster there needs its place for an action to be judged
    link_watch: bool = False
    # "Any card (monster) sent to the GY is banished instead." (gy_banish.py, 5-4-10): cards or
    # monsters; `gy_banished_by`: the card whose effect banished it so on its last move
    gy_banishes: str = ""
    gy_banished_by: str = ""
    gy_banishes_from: tuple[str, ...] = ()  # only cards that come from these zones
    # "Your opponent takes any battle damage you would have taken from battles involving this
    # card." (reflected.py, 12-8-7)
    reflects_battle_damage: bool = False
