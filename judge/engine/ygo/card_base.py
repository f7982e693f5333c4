"""What a Yu-Gi-Oh! card is and what its text says, as the first part of the duel's `Card`.

card_summons.CardSummons extends this with its Summons, materials and counters,
card_texts.CardTexts with what its text does to itself and the cards around it (leaving,
protections, equips, Tokens, immunity, links), and model.Card with what the card has been
through in the duel (its moves, turns) and the other keys; split so that no file grows past
what one can read at once. Fields are keyword-only in practice: every caller names them.
"""
from __future__ import annotations

from dataclasses import dataclass

from .continuous_specs import AttackShield, StatChange, Survival, TargetGuard
from .effect_specs import (
    ATTACK,
    CostCards,
    EffectStep,
    TargetSpec,
)
from .monster_specs import MonsterEffect, Option
from .spell_trap_specs import AttackLock, Boost, SummonSpec


@dataclass(slots=True)
class CardBase:
    id: str
    name: str
    # the player whose zones hold it: its owner, or on the field its controller (3-10-2), who
    # may differ from its owner (`owned_by`) after a change of control (control.py, 3-10-3)
    owner: str
    kind: str
    zone: str
    level: int = 0
    level_change: int = 0  # what effects added to `level` while face-up (level_changes.py)
    atk: int = 0
    defense: int = 0
    position: str = ATTACK
    spell_type: str = "normal"
    trap_type: str = "normal"
    face_up: bool = False
    set_this_turn: bool = False
    summoned_this_turn: bool = False
    came_from: str = ""  # the zone its last move took it from ("sent from the hand", 5-1-3)
    left_by: str = ""  # who controlled it as it last moved ("a monster you control", 5-1-3)
    left_face_up: bool = False  # and whether it was face-up then
    changed_position_this_turn: bool = False
    attacked_this_turn: bool = False
    effect: tuple[EffectStep, ...] = ()
    flip: tuple[EffectStep, ...] = ()
    effects: tuple[MonsterEffect, ...] = ()  # a monster's activated effects, by index
    # what a card with a `negate` step can negate: kinds of the link below (spell, trap,
    # monster); empty: any activation (11-3-3)
    negates: tuple[str, ...] = ()
    # "When your opponent activates": `opponent`, only links of the opponent; and "that
    # includes any of these effects": what the negated link's effect must do (chain_negation.py)
    negates_by: str = ""
    negates_includes: tuple[str, ...] = ()
    # its activation condition (docs/scenario-format.md): "opponent_attack_declared" only while
    # an attack an opponent's monster declared waits in the Battle Step (10-3-3);
    # "battle_phase" only in the Battle Phase ("... during the Battle Phase"); "" none
    when: str = ""
    # the Summon its condition names (`when: summoned`, or `summon` among `negates`, 8-1-5)
    summon: SummonSpec | None = None
    # a monster that cannot be Normal Summoned or Set (8-1-6): its text or its kind says so
    no_normal_summon: bool = False
    # a monster whose text says it cannot be Special Summoned (8-4-6), or not from these zones
    no_special_summon: bool = False
    no_special_summon_from: tuple[str, ...] = ()
    # a summoning condition that allows one way only (8-4-7): the procedure ("fusion"...), for
    # which the engine has no action, or the name of the one card whose effect may summon it
    summon_procedure: str = ""
    summoned_by: str = ""
    # "self": by its own effect only (8-4-12); `summoned_first`: "Must first be ...", that way
    # only until it has been Special Summoned so (8-4-5)
    summoned_first: bool = False
    # "You can only control 1 <its name>" (5-4-1): no second face-up card of that name
    only_one: bool = False
    # "This card's name becomes "X" while on the field (or in the GY)" (5-4-2): `name_of`;
    # where: "field" (face-up in a Monster Zone), "graveyard", "hand", or "always" ("This
    # card's name is always treated as "X"")
    name_becomes: str = ""
    name_becomes_where: tuple[str, ...] = ()
    # "If this card battles a monster, neither can be destroyed by that battle" (12-8-4)
    spares_battle: bool = False
    # "Cannot be destroyed by battle with a monster that has 1900 or more ATK" (12-8-3); 0 none
    battle_indestructible_atk: int = 0
    # "You take no battle damage from attacks involving this card" (12-8-5)
    no_battle_damage: bool = False
    # "If this card attacks, it is changed to Defense Position at the end of the Damage Step"
    # (12-4-11); "... at the end of the Battle Phase" (12-9-2)
    defense_after_attack: bool = False
    defense_after_battle_phase: bool = False
    # how many attacks it may declare in a Battle Phase ("can make a second attack": 2, 12-3-4),
    # and how many it declared this turn (`attacked_this_turn` counts as one)
    attacks: int = 1
    attacks_made: int = 0
    # "Cannot attack directly" (12-3-11)
    no_direct_attack: bool = False
    # "Your opponent cannot target this card with card effects" (5-4-4)
    untargetable_by_opponent: bool = False
    # Continuous effects kept in battle while it is face-up (5-1-1): it may attack directly
    # (12-3-10), inflicts piercing battle damage (12-6-4), cannot be destroyed by battle (12-8-3)
    direct_attack: bool = False
    # the archetypes it belongs to ("Blackwing"), as the card list records them; a card's
    # text that names an archetype matches these, never a guess from the card's name
    archetypes: tuple[str, ...] = ()
    # a monster's Attribute ("FIRE") and its type line ("Warrior", "Effect"), as printed
    attribute: str = ""
    monster_types: tuple[str, ...] = ()
    # a Field or Continuous Spell's lasting changes to monsters' ATK/DEF (4-5-6)
    boosts: tuple[Boost, ...] = ()
    stat_changes: tuple[StatChange, ...] = ()  # its Continuous Effects on ATK/DEF (5-1-1)
    attack_shield: AttackShield | None = None  # "cannot target this card for attacks" (12-3-16)
    survivals: tuple[Survival, ...] = ()  # "the first time ... it is not destroyed" (5-3-15)
    defense_attack: str = ""  # attacks in face-up Defense Position with its "atk"/"def" (12-3-17)
    must_attack: bool = False  # "must attack if able"; `forces_attacks`: the opponent's (12-3-18)
    forces_attacks: bool = False
    attack_all: bool = False  # "can attack all monsters your opponent controls once each"
    target_guards: tuple[TargetGuard, ...] = ()  # "cannot target "X" monsters you control" (5-4-4)
    attack_lock: AttackLock | None = None  # a Continuous Spell's or Trap's lock (12-3-14)
    # bound to the monster it Special Summons (10-4-4): what of the monster destroys it,
    # "destroyed" or "leaves" (the field), and its leaving destroys the monster; "equipped":
    # an Equip Spell equipped to it, whose destruction destroys it ("equipped_leaves": its
    # leaving the field, any way); "" no bond
    bond: str = ""
    piercing: bool = False
    piercing_turn: bool = False  # a resolved effect's, this turn (piercing_turn.py, 12-6-4)
    battle_indestructible: bool = False
    # a Continuous Trap's "Negate the effects of all face-up monsters while they are face-up on
    # the field (but their effects can still be activated)" (5-5-1, 5-5-2)
    negates_monsters: bool = False
    # "Negate all (other) Trap effects on the field" (spell, trap; 5-5-3) and "Trap Cards, and
    # their effects on the field, cannot be activated" (`bars_on_field`), while face-up
    negates_on_field: tuple[str, ...] = ()
    bars_on_field: tuple[str, ...] = ()
    # a Continuous effect: an effect that would destroy it leaves it where it is (5-3-12)
    effect_indestructible: bool = False
    # LP paid as the cost of its activation (5-2-2): "half" or a number; "" none
    pay_lp: str = ""
    # cards discarded from the hand, or monsters Tributed, as the cost of its activation
    # (5-2-2, 5-3-4, 5-3-5); the `activate` action names them under `cost`
    discard: int = 0
    tribute: int = 0
    cost_cards: tuple[CostCards, ...] = ()  # cards given up as the cost, one part each
    # "Banish 10 cards from the top of your Deck, face-down" as the cost (5-2-2, 3-9-1); "Send
    # the top 3 cards of your Deck to the GY" (5-2-2, 5-3-2)
    banish_deck: int = 0
    send_deck: int = 0
    options: tuple[Option, ...] = ()  # "Activate 1 of these effects": one chosen at activation
    # what its activation targets (5-2-3); None: it targets nothing, or the scenario's
    # `target` is taken as the format always did, unchecked
    target: TargetSpec | None = None
    # "You can only activate 1 <this card> per turn" (5-2-6): its player, once per turn
    once_per_turn: bool = False
    # "You cannot Special Summon ... the turn you activate this card, except ..." (5-2-11)
    turn_lock: EffectStep | None = None
