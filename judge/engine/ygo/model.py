"""The state of a Yu-Gi-Oh! duel, as plain data.

Cards live in one dictionary by id; zones are ordered id lists (the Deck top first). ATK and DEF
are never stored as they stand: `atk()` derives them from the printed value and the changes that
last until the end of the turn. Legality is checked before anything changes, so no copy is needed.
A card's identity and the keys its text gives come first, in card_base.py.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.events import Event
from ..core.model import PLAYERS, Action, new_anonymous_id, opponent
from ..core.printed import Note
from .battle_state import Battle
from .board_specs import BoardExtra
from .card_marks import CardMarks
from .counter_specs import CounterCost, CounterSpec
from .effect_specs import (
    ATTACK,
    DEFENSE,
    SET,
    CostCards,
    Described,
    EffectStep,
    MaterialSpec,
    PickSpec,
    SummonByEffect,
    TargetSpec,
)
from .grant_specs import SummonGrant
from .immunity_specs import ActivationLock, BattleLock
from .monster_specs import MonsterEffect, Option, OtherCard
from .negators import Negation
from .records import START_LP, Link, Modifier, Player, Summoning
from .spell_trap_specs import AttackLock, Boost, SummonSpec
from .stat_sources import equips
from .stat_values import current
from .substitute_specs import GySubstitute
from .summon_specs import SummonCondition
from .synchro_specs import TunerSpec
from .targeted_die_specs import TargetedDie
from .trapmon_specs import TrapMonster

# shared with every game (judge/engine/core), and what a card's text says (effect_specs.py,
# monster_specs.py)
__all__ = ["PLAYERS", "Action", "opponent", "Battle", "ATTACK", "DEFENSE", "SET", "AttackLock",
           "Boost", "CostCards", "CounterSpec", "Described", "EffectStep", "MaterialSpec",
           "MonsterEffect", "Option", "PickSpec", "SummonByEffect", "SummonSpec", "TargetSpec",
           # the duel's records the state keeps (records.py)
           "START_LP", "Link", "Modifier", "Player", "Summoning"]

MONSTER, SPELL, TRAP = "monster", "spell", "trap"
KINDS = (MONSTER, SPELL, TRAP)
POSITIONS = (ATTACK, DEFENSE, SET)
SPELL_TYPES = ("normal", "quick-play", "continuous", "equip", "field", "ritual")
TRAP_TYPES = ("normal", "continuous", "counter")
# cards that stay on the field after resolving (10-4-2); the others go to the Graveyard (10-4-1)
LASTING = {("spell", "continuous"), ("spell", "equip"), ("spell", "field"),
           ("trap", "continuous")}

Z_HAND, Z_DECK, Z_EXTRA = "hand", "deck", "extra_deck"
Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD = "monsters", "spells_traps", "field_spell"
Z_GRAVEYARD, Z_BANISHED, Z_LIMBO = "graveyard", "banished", "limbo"
FIELD_ZONES = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)
PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
START_PHASES = ("main1", "battle", "main2")
MAIN_PHASES = ("main1", "main2")
MAX_MONSTERS = 5  # 3-2-1
MAX_SPELLS_TRAPS = 5  # 3-4-1
HAND_LIMIT = 6  # 7-7-2

@dataclass(slots=True)
class Card(CardMarks):
    # bumped on every change of zone: a card that moves is a new card for effects
    moves: int = 0
    # an Equip Spell on the field: the monster it is equipped to, as it was then (id, moves),
    # and the ATK and DEF it gives that monster while both stay (4-5-5)
    equipped_to: tuple[str, int] | None = None
    equip_atk: int = 0
    equip_def: int = 0
    equip_gives: tuple[str, ...] = ()  # "piercing"...: as if printed on it (10-4-7)
    # its own text stops its attacks (attack_limits.py, 12-3-15)
    no_attack_beside_others: bool = False
    no_attack_this_turn: bool = False
    # "Special Summon it, but banish it when it leaves the field" (8-4-10): the rider this
    # monster was summoned with, and whether its last move was the banishment it gave instead
    banish_on_leave: bool = False
    banished_instead: bool = False
    # its owner while its opponent controls it on the field (3-10-3); "" while `owner` is both
    owned_by: str = ""
    # destroyed this turn by its last move, to the GY (tail_events.py, 5-3-1)
    destroyed_this_turn: bool = False
    # "If this card attacks, your opponent cannot activate ..." (12-3-20, immunity.py)
    battle_lock: BattleLock | None = None
    no_control_switch: bool = False  # "Control of this face-up card cannot switch" (3-10-5)
    no_traps_on_normal_summon: bool = False  # "... Normal Summoned successfully, no Trap" (8-1-10)
    activation_lock: ActivationLock | None = None  # "Your opponent cannot activate ..." (5-4-5)
    # "... cannot be changed until the end of your next turn, except with a card effect" after
    # `defense_after_battle_phase` (9-2-8); `position_kept`: (its moves, the last turn) once set
    keeps_defense_position: bool = False
    position_kept: tuple[int, int] = (-1, 0)
    # a resolved effect let it make a second attack this turn (tail_steps.py, 12-3-4)
    second_attack_turn: bool = False
    # "you can Normal Summon 1 "X" monster in addition to your Normal Summon/Set" (8-1-7)
    extra_normal_summon: Described | None = None
    extra_normal_mode: str = ""  # "set": "Normal Summon/Set 1"; "tribute": "Tribute Summon 1"
    # what it gives the monster Summoned using it as material (8-5-11, summon_grants.py)
    summon_grant: SummonGrant | None = None
    # a Spell's or Trap's condition that is a state of the board ("If you control a
    # Spellcaster monster:"), held as it is activated (card_conditions.py, 5-2-4); None: none
    activation_if: SummonCondition | None = None
    # a Spell's or Trap's condition on another card's event, `when: other_destroyed...`
    # ("When a monster you control is destroyed by battle"): the card it happens to (10-3-4)
    answers_other: OtherCard | None = None
    # the states its `if` asks that a monster's text does not ("If a "Stardust" monster is on
    # the field"): board_specs.py, 5-2-4
    activation_board: BoardExtra | None = None
    # "Target 1 monster you control and 1 card your opponent controls": the second target's
    # requirement, `target` the first's (requirements.py, 5-2-3)
    also_target: TargetSpec | None = None
    scale: int = -1  # a Pendulum Monster's Pendulum Scale (3-6-2, 8-5-6); -1: none
    # "You cannot Pendulum Summon monsters, except ...": while it is a Pendulum Scale (8-5-6)
    pendulum_lock: Described | None = None
    # "pay 100 LP or destroy this card" in the Standby Phase: (LP, "own"|"any", no choice)
    upkeep: tuple[int, str, bool] | None = None
    # "Destroy this card during your 3rd Standby Phase after activation" (timers.py, 10-5-4):
    # (phase "standby"|"end", whose "own"|"opponent", count, then "destroy"|"send")
    timer: tuple[str, str, int, str] | None = None
    # "If "Pandemonium" is not on the field, destroy this card." (kept.py, 5-4-6): the state it
    # needs to stay, as a Spell's or Trap's `if` holds it
    kept_if: tuple[SummonCondition | None, BoardExtra | None] | None = None
    # "Can only be placed on the field by the effect of "Destiny Board"." (placed.py, 10-2-6)
    placed_only_by: str = ""
    # (its moves, the turn) when it was last Normal Summoned or flipped face-up (turned_up.py)
    turned_up: tuple[int, int] = (-1, 0)
    # (its moves, the turn) of its last damage calculation: it battled (battle_end.py, 12-9-5)
    battled: tuple[int, int] = (-1, 0)
    # (its moves, the turn, "normal" or "special") of its last Normal or Special Summon (7-7-6)
    summoned_as: tuple[int, int, str] = (-1, 0, "")
    # "Remove 10 Spell Counters from your field" as its cost (counter_costs.py, 4-8-9)
    field_counters: CounterCost | None = None
    # a resolved effect let it attack directly this turn (direct_turn.py, 12-3-10)
    direct_attack_turn: bool = False
    # "Cannot be destroyed by card effects while it has material.": the keys that apply only
    # while the Xyz Monster has Xyz Materials (4-4-3, xyz_stats.holds)
    while_material: tuple[str, ...] = ()
    # "you can detach 1 Xyz Material from this card instead" (4-4-6): (count, by, use)
    detach_instead: tuple[int, tuple[str, ...], bool] | None = None
    # (its moves, the turn) when it was last banished (zones.move, 7-7-7)
    banished_at: tuple[int, int] = (-1, 0)
    # a Trap Card in the Monster Zone as the monster its own effect Special Summoned (4-6-5):
    # what it is there; None everywhere else, where it is a Trap Card (trap_monsters.py)
    trap_monster: TrapMonster | None = None
    # a Synchro Monster's Tuners as its first line lists them (synchro_materials.py, 8-5-12);
    # None: the rules' one Tuner, any
    synchro_tuners: TunerSpec | None = None
    # a Tuner's own text (synchro_materials.py, 8-5-14): "you can treat it as a non-Tuner" (for
    # a Synchro Monster so described; None: never), "substitute this card for any 1 "Synchron"
    # Tuner" (the word), and treated as a Tuner by an effect: (its moves, the turn) then
    synchro_non_tuner: Described | None = None
    synchro_substitute: str = ""
    tuner_until: tuple[int, int] = (-1, 0)
    synchro_level: int = 0  # "can be treated as a Level 8 monster ... for a Synchro Summon"
    # "You cannot Special Summon monsters from the Extra Deck, except "X" monsters.": the
    # `summon_lock` its player is under while it is face-up on the field (summon_locks.py, 5-2-14)
    summon_lock_on_field: EffectStep | None = None
    # where it stands on the field (arrows.py, 4-4-7): its column 1-5 as its controller sees
    # it, 0 when the scenario does not say (a move forgets it), and in an Extra Monster Zone
    column: int = 0
    extra_zone: bool = False
    # a Link Monster's Link Arrows, as its controller sees them ("top-left", ... 4-4-7), and
    # "Monsters this card points to cannot attack." (4-4-8)
    link_arrows: tuple[str, ...] = ()
    pointed_no_attack: bool = False
    # the monster it last destroyed by battle, as the battle sent it away (id, moves): "that
    # monster" of "If this card destroys a monster by battle" (stat_amounts.py, 5-3-25)
    battle_victim: tuple[str, int] | None = None
    # the ways a card of the hand keeps it in each of its player's End Phases (7-7-11)
    end_upkeep: tuple[CostCards, ...] = ()
    # "you can banish this card from your GY instead" of a destruction (gy_substitutes.py, 5-3-16)
    gy_substitute: GySubstitute | None = None
    # (moves, kind) of its last Summon by a procedure's kind ("synchro"...), kept from the
    # game's events once they are cleared: "this Synchro Summoned card" (was_summoned.py, 8-5-17)
    kind_summoned: tuple[int, str] = (-1, "")
    # what its text gives it for each result of the coin its Summon tosses, as card fields
    # (schema_coin_faces.py), and the result it keeps with those fields as they were before
    # (coin_keep.py, kept_faces.py, 5-3-30)
    coin_faces: dict[str, dict[str, Any]] = field(default_factory=dict)
    coin_kept: tuple[str, dict[str, Any]] | None = None
    # "When resolving an opponent's card effect that targets this card, roll a six-sided die
    # and negate that effect if you roll a 3, ...": the faces, and the monsters it guards
    # besides itself ("that targets an "Archfiend" monster you control"), targeted_dice.py
    targeted_die: TargetedDie | None = None
    # a Monster Card in a Spell & Trap Zone as a Continuous Spell ("spell") an effect placed
    # it as (stzone.py, 3-4-5), "" otherwise; and "If this face-up card is destroyed in a
    # Monster Zone, you can place it ... as a Continuous Spell, instead" ("spell"; 3-4-6)
    placed_as: str = ""
    placed_if_destroyed: str = ""
    set_as_spell: bool = False  # "You can Set this card from your hand ... as a Spell" (3-4-7)
    # "..., but skip your next Battle Phase after activation" (runick.py, 7-1-6)
    skip_next_battle: bool = False
    # Special Summoned from the Extra Deck by an effect, not by its procedure, and not back in
    # a Deck or hand since: not revived from the GY or banishment (runick.py, 3-3-5, 8-4-5)
    improperly_summoned: bool = False
    # what it does right after each Counter Trap Card resolves (counter_trap_watch.py, 11-1-10)
    after_counter_trap: tuple[EffectStep, ...] = ()
    # (moves, turn) when it last destroyed a monster by battle: "if this card destroyed a
    # monster by battle this turn", while it has not moved since (battle_wins.py, 5-2-4)
    battle_win: tuple[int, int] | None = None
    # (moves, the Tributes as they left the field) of its last Tribute Summon: "When this card is
    # Tribute Summoned by Tributing a "X" monster" (tributed_by.py, 5-2-4)
    tributed_with: tuple[int, tuple[Card, ...]] = (-1, ())
    # an Equip Card's "..., you can destroy this card instead": False when its controller
    # chooses not to (equip.substitute, 10-4-8)
    substitute_use: bool = True

    @property
    def subtype(self) -> str:
        return self.spell_type if self.kind == SPELL else self.trap_type

    @property
    def speed(self) -> int:
        """Spell Speed of its activation (11-2-2 to 11-2-4)."""
        if self.kind == TRAP:
            return 3 if self.trap_type == "counter" else 2
        return 2 if self.spell_type == "quick-play" else 1

    @property
    def negating(self) -> bool:
        """Its effect negates the activation of the link below (11-3-1)."""
        return any(step.kind == "negate" for step in self.effect)

    @property
    def changes_atk(self) -> bool:
        """Its effect directly changes ATK (12-4-8)."""
        return any(step.kind == "atk" for step in self.effect)

    @property
    def lasting(self) -> bool:
        return (self.kind, self.subtype) in LASTING


@dataclass(slots=True)
class State:
    turn_number: int
    turn_player: str
    cards: dict[str, Card]
    players: dict[str, Player]
    phase: str = "main1"
    chain: list[Link] = field(default_factory=list)
    priority: str | None = None  # who may add a link or pass while a chain is open
    passes: int = 0  # passes in a row since the last link (11-1-3)
    battle: Battle | None = None
    battle_ended: bool = False  # an effect ended this Battle Phase: its End Step (12-9-3)
    # effects resolved for the rest of the turn: (rule, player, card), turn_effects.py
    this_turn: list[tuple[str, str, str]] = field(default_factory=list)
    # cards bound to the monster they Special Summoned: (card, moves, monster, moves), bonds.py
    bonds: list[tuple[str, int, str, int]] = field(default_factory=list)
    # cards holding the monster they targeted: (card, moves, monster, moves, step), holds.py
    holds: list[tuple[str, int, str, int, EffectStep]] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    negations: list[Negation] = field(default_factory=list)  # 5-5-1 (negation.py)
    # the ATK and DEF cards' Continuous Effects add (continuous.py, 5-1-1), plugged in where
    # the duel is built: they read descriptions, which read this state
    lasting_stats: Callable[[State, Card], tuple[int, int]] | None = None
    # monsters destroyed by battle, still on the field until the End of the Damage Step
    # (12-8-2) while a FLIP effect activated after damage calculation resolves (12-4-4)
    destroyed_by_battle: list[tuple[str, int]] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)
    anonymous_count: dict[str, int] = field(default_factory=dict)
    # what the ruling says about printed cards (`card: "PASSWORD"`): overrides, effects unapplied
    notes: list[Note] = field(default_factory=list)
    printed_names: dict[str, dict[str, str]] = field(default_factory=dict)  # id -> language -> name
    # (player, card name) of the activations limited to once per turn, this turn (5-2-6)
    activated_once: list[tuple[str, str]] = field(default_factory=list)
    # monster effects used this turn under a once-per-turn clause: (player or card, key)
    effects_used: list[tuple[str, str]] = field(default_factory=list)
    # what just happened that a Trigger Effect may answer: (card, moves, event), in order;
    # `window` keeps them as they stood at the first activation answering them (11-1-8)
    happened: list[tuple[str, int, str]] = field(default_factory=list)
    window: list[tuple[str, int, str]] | None = None
    # what the costs of the open chain's activations did (a card discarded, Tributed): their
    # Trigger Effects are activated once the chain has resolved (5-1-3, 11-1-9)
    chain_costs: list[tuple[str, int, str]] = field(default_factory=list)
    # events of `happened` that the game did at one moment (moments.py, 11-1-9)
    together: list[frozenset[tuple[str, int, str]]] = field(default_factory=list)
    # the Trigger Effects activated for what just happened: (card, moves, effect index)
    triggered: list[tuple[str, int, int]] = field(default_factory=list)
    # the Trigger Effects activated during a phase: (card, moves, effect index, turn, phase)
    phase_triggered: list[tuple[str, int, int, int, str]] = field(default_factory=list)
    # this turn: (player, name) of each monster Special Summoned (8-4-9), and of each
    # procedure limited to once per turn that was used (8-4-8)
    special_summons: list[tuple[str, str]] = field(default_factory=list)
    procedures_used: list[tuple[str, str]] = field(default_factory=list)
    # this turn: (player, from the Extra Deck, card) of each Special Summon, for the effects
    # that cannot be activated after one they forbid (summon_locks.py, 5-2-11)
    summoned: list[tuple[str, bool, str]] = field(default_factory=list)
    # a mandatory Trigger Effect left unactivated when the players moved on (11-1-8)
    owed: tuple[str, int] | None = None
    # a Summon not yet successful, while a card may still negate it (summon_window.py, 8-1-5)
    summoning: Summoning | None = None
    # monsters whose control goes back to their owner in the End Phase: (card, moves) (3-10-4)
    control_until_end: list[tuple[str, int]] = field(default_factory=list)
    # monsters Special Summoned "but destroy it during the End Phase": (card, moves, player
    # whose effect summoned it), destroyed as the End Phase begins (7-7-1, moves.py)
    destroy_at_end: list[tuple[str, int, str]] = field(default_factory=list)
    # (player, card name): what a resolved effect forbids its player to activate this turn
    # ("you cannot activate cards, or the effects of cards, with that name", 5-2-9)
    name_locks: list[tuple[str, str]] = field(default_factory=list)
    # (card, moves): the monster a resolved effect lets attack once more "in a row", as the
    # next attack declared this Battle Phase only (attack_again.py, 12-3-27)
    attack_again: tuple[str, int] | None = None
    # (player, from the Extra Deck only, the monsters still allowed): Special Summons a
    # resolved effect forbids its player for the rest of the turn (summon_locks.py, 5-2-10)
    summon_locks: list[tuple[str, bool, Described]] = field(default_factory=list)
    summons_made: list[tuple[str, str]] = field(default_factory=list)  # Normal, Flip (5-2-12)
    # this turn: (player, card name, "used" or "fits", card) of additional Normal Summons (8-1-7)
    normal_grants: list[tuple[str, str, str, str]] = field(default_factory=list)
    # (player, card name, card, description): effects' additional Normal Summons this turn
    turn_grants: list[tuple[str, str, str, Described]] = field(default_factory=list)
    pendulum_summoned: list[str] = field(default_factory=list)  # players, this turn (8-5-6)
    # (monster, moves, effect): the effects its materials gave it as it was Summoned (8-5-11)
    summon_grants: list[tuple[str, int, str]] = field(default_factory=list)
    # (monster, moves, change): Levels changed "until the end of this turn" (level_turn.py)
    level_until_end: list[tuple[str, int, int]] = field(default_factory=list)
    # card -> (its moves, phases counted) for its `timer` (timers.py, 10-5-4)
    timers_passed: dict[str, tuple[int, int]] = field(default_factory=dict)
    end_step: bool = False  # the turn player made no further attack: the End Step (12-9-1)
    battle_phase_turn: int = 0  # the turn the turn player last entered a Battle Phase (5-2-13)
    # (card, moves, player, do, turn number): monsters Special Summoned to leave the field in
    # that turn's End Phase (later.py, 7-7-8)
    end_phase_moves: list[tuple[str, int, str, str, int]] = field(default_factory=list)
    # (card, moves, always|direct|turn, turn number): monsters Special Summoned "but it cannot
    # attack" (attack_riders.py, 12-3-21)
    no_attack_summons: list[tuple[str, int, str, int]] = field(default_factory=list)
    # (card, moves, position, end|standby, turn number): cards banished until that phase of
    # that turn, back on the field as it begins (later_banish.py, 7-7-9)
    banished_until: list[tuple[str, int, str, str, int]] = field(default_factory=list)
    # (turn number, its label, what is done): parts of effects done "during the End Phase of
    # this turn" (later_steps.py, 7-7-10)
    delayed: list[tuple[int, Event, Callable[..., Any]]] = field(default_factory=list)
    # (monster, moves, card, moves): monsters taken "while this card is face-up on the field",
    # given back when that card is no longer so (control_while.py, 3-10-6)
    control_while: list[tuple[str, int, str, int]] = field(default_factory=list)
    # (player, turn number, card, said): Battle Phases a monster leaving the field skips
    # (own_leaving.py, 7-1-5); `said` once the ruling has said so
    battle_skips: list[tuple[str, int, str, bool]] = field(default_factory=list)
    # destructions that `destroyed_with` cards have answered: (card, moves), destroyed_with.py
    answered_destructions: list[tuple[str, int]] = field(default_factory=list)
    # the Summons of `happened` that counters "each time a monster is Summoned" have seen
    # (counter_events.py, 4-8-10): each counts once
    counted_summons: set[tuple[str, int, str]] = field(default_factory=set)
    # (player, turn): "negate the next attack this turn from a monster your opponent controls"
    # waiting for that attack (next_attack.py, 12-3-22)
    next_attack_negated: list[tuple[str, int]] = field(default_factory=list)
    # (monster, moves, change): Levels changed "until the End Phase" (end_phase_changes.py)
    level_until_end_phase: list[tuple[str, int, int]] = field(default_factory=list)
    # (card, moves): cards banished instead of going to the Graveyard that the ruling has not
    # yet named (gy_banish.py, 5-4-10)
    gy_banished: list[tuple[str, int]] = field(default_factory=list)
    # a card sent to the GY as the cost of a monster's effect, as it went (card, moves), and
    # that monster's id: kept past the chain's resolution (cost_events.py, 5-2-23)
    cost_sources: dict[tuple[str, int], str] = field(default_factory=dict)
    # (card, moves, limits): monsters Special Summoned "but it cannot change its battle
    # position and must attack, if able" (bound_summons.py, 12-3-23)
    bound_summons: list[tuple[str, int, tuple[str, ...]]] = field(default_factory=list)
    # (player, monster, turn number) of each attack declared (attack_turn_bans.py, 5-2-26)
    attack_declarers: list[tuple[str, str, int]] = field(default_factory=list)
    # (player, card, turn number) of each card added from a Deck to a hand, not drawn (5-2-27)
    deck_adds: list[tuple[str, str, int]] = field(default_factory=list)
    # (player, monsters allowed, turn number, rule): monster effects restricted (effect_bans.py)
    effect_locks: list[tuple[str, Described, int, str]] = field(default_factory=list)
    # (monster, moves, turn number): "this card cannot attack for the rest of this turn" (5-2-29)
    self_attack_bans: list[tuple[str, int, int]] = field(default_factory=list)
    # (player, monster, turn number) of each monster effect activated (effect_bans.py, 5-2-30)
    monster_activations: list[tuple[str, str, int]] = field(default_factory=list)
    card_activations: list[tuple[str, str, int]] = field(default_factory=list)  # any (5-2-30)
    # (card, moves): face-down monsters an effect of the resolving chain flipped face-up, whose
    # FLIP effect activates once it has resolved (effect_flips.py, 5-1-5)
    flips_due: list[tuple[str, int]] = field(default_factory=list)
    # (player, the monsters covered, the zone still allowed, turn): "you cannot Special Summon
    # Effect Monsters, except from the hand" for the rest of that turn (zone_locks.py, 5-2-32)
    zone_locks: list[tuple[str, Described, str, int]] = field(default_factory=list)
    # (player, allowed, turn): "you can only use X monsters as Link Material" (rated_summon.py)
    link_material_locks: list[tuple[str, Described, int]] = field(default_factory=list)

    def resolve(self, ref: str | None) -> Card | None:
        return self.cards.get(ref) if isinstance(ref, str) else None

    def atk(self, card: Card) -> int:
        # a value below 0 counts as 0 (4-2-5); a value an effect set (4-2-8, stat_values.py)
        return max(0, current(self, card, "atk"))

    def defense(self, card: Card) -> int:
        return max(0, current(self, card, "def"))

    def equips(self, card: Card) -> list[Card]:
        """The face-up Equip Spells on the field equipped to this very monster (4-5-5)."""
        return [self.cards[equip.id] for equip in equips(self, card)]

    def new_anonymous_id(self, player: str, area: str) -> str:
        return new_anonymous_id(self.cards, self.anonymous_count, player, area)
