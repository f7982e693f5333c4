"""What a Yu-Gi-Oh! card's text says of the ways it is Summoned and used as material, and the
materials and counters it holds: a part of the duel's `Card` (model.py), between
card_base.CardBase and card_texts.CardTexts, split so that no file grows past what
one can read at once. Fields are keyword-only in practice: every caller names them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .card_base import CardBase
from .counter_specs import CounterSpec
from .effect_specs import Described, EffectStep, MaterialSpec
from .summon_specs import FromHand, Procedure, SummonCondition
from .xyz_specs import AttachedStats, XyzOver


@dataclass(slots=True)
class CardSummons(CardBase):
    # an Xyz Monster's Xyz Materials, as a count (4-4-3); the ATK/DEF it gains for each; the
    # monster it may be Xyz Summoned on top of (8-5-10)
    materials: int = 0
    # those of them the scenario names (`materials: [card, ...]`): the ids of the cards under
    # it, out of every zone (Z_LIMBO); the rest of the count names no card (4-4-11)
    attached: list[str] = field(default_factory=list)
    # "Gains ATK/DEF equal to the ATK/DEF of all "Zoodiac" monsters attached to it" (4-4-11)
    attached_stats: AttachedStats | None = None
    detach_own: int = 0  # a cost: "detach 1 material from an Xyz Monster you control"
    no_attack_without_material: bool = False  # "Cannot attack unless it has material." 12-3-15
    material_atk: int = 0
    material_def: int = 0
    xyz_over: XyzOver | None = None
    # what a Synchro or Xyz Monster's first line asks of its materials (extra_summon.py): how
    # many non-Tuners (Synchro) or materials (Xyz), at least and at most (0: the rules' own
    # bound, none above), and the materials' Level (Xyz; 0: its Rank)
    material_min: int = 0
    material_max: int = 0
    material_level: int = 0
    # a Fusion Monster's listed Fusion Materials, one description each (fusion.py, 8-5-2);
    # None: not given, any two or more monsters
    fusion_materials: tuple[Described, ...] | None = None
    no_fusion_material: bool = False  # "Cannot be used as Fusion Material." (8-5-2)
    no_synchro_material: bool = False  # "Cannot be used as Synchro Material" (8-5-9)
    no_xyz_material: bool = False
    material_except: Described | None = None
    # a Fusion Substitute (stands in for one material listed by name), and a Fusion Monster
    # no substitute may be used for (8-5-2)
    fusion_substitute: bool = False
    fusion_exact: bool = False
    ritual_only_with: str = ""  # the one Ritual Spell that may Ritual Summon it (8-5-1)
    # who cannot answer its activation: "both" or "opponent" (11-2-8); "" anyone may
    no_responses: str = ""
    # a Link Monster's Link Rating (4-2-4) and what each material of its Link Summon must be
    # (link_summon.py); None: any face-up monster (8-5-5)
    link_rating: int = 0
    material_spec: MaterialSpec | None = None
    # "You can only Link Summon X once per turn", "Cannot be used as Link Material", "The
    # original ATK of this card becomes 800 x the number of Link Materials used" (link_summon.py)
    link_summon_once: bool = False
    no_link_material: bool = False
    atk_per_material: int = 0
    # "... the turn it is Link Summoned": its `moves` when it was Link Summoned (-1 never), which
    # holds while it stays where it came and `summoned_this_turn` lasts
    no_link_material_turn_summoned: bool = False
    link_summoned_moves: int = -1
    opponent_materials: int = 0  # "You can also use 1 monster your opponent controls as material"
    # sent to the Graveyard this turn ("except the turn this card was sent to the GY")
    sent_this_turn: bool = False
    # how its own text lets it be summoned (summon_specs.py, procedures.py): procedures of its
    # own (8-4-8); "Must first be Special Summoned" and whether it was (8-4-5); "You can only
    # Special Summon X once per turn" (8-4-9); a Normal Summon without Tributes (8-1-8), Set
    # too when `set_without_tributes`; counted as two Tributes for monsters so described (8-2-5)
    procedures: tuple[Procedure, ...] = ()
    summon_first: bool = False
    properly_summoned: bool = False
    special_summon_once: bool = False
    without_tributes: SummonCondition | None = None
    # "Cannot be Normal Summoned, unless you control a "Ghostrick" monster." (8-1-11)
    normal_summon_if: SummonCondition | None = None
    set_without_tributes: bool = False
    # a Trap its own text lets be activated from the hand, and on what terms (10-3-1)
    from_hand: FromHand | None = None
    double_tribute: Described | None = None
    no_tribute_summon: str = ""  # a Token's "cannot be Tributed for a Tribute Summon" (4-7-4)
    token_lock: EffectStep | None = None  # the Summons it forbids while it is there (4-7-6)
    # the counters its text speaks of, and how many are on it now (4-8-1, counters.py)
    counter: CounterSpec | None = None
    counters: int = 0
    # a Gemini monster (gemini.py, 8-1-9): a Normal Monster until Normal Summoned again on
    # the field, which `gemini_summoned` records until it leaves
    gemini: bool = False
    gemini_summoned: bool = False
    # its effects limited once per Duel were used by its owner before the scenario (5-2-6)
    duel_effect_used: bool = False
    # "You can Tribute 3 monsters to Tribute Summon (but not Set) this card" (8-2-6); 0 none
    tribute_summon_with: int = 0
    # an Xyz Monster's own text on having no material left (xyz_detach.py, 4-4-3): "Cannot
    # attack directly unless it has material.", "This card loses 300 ATK while it has no
    # materials." (the ATK change, negative for a loss)
    no_direct_attack_without_material: bool = False
    atk_without_material: int = 0
    # "..., but its original ATK becomes 1000" of a Normal Summon without Tributes (8-1-8,
    # 4-2-8): that original ATK, from the Summon on while it stays face-up; -1 none
    without_tributes_atk: int = -1
    # "... by Tributing 1 Dinosaur monster": what the Tributes of `tribute_summon_with` are (8-2-7)
    tribute_summon_by: Described | None = None
