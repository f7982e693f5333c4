"""The records a Yu-Gi-Oh! duel's state keeps besides its cards (model.py): each player's zones
and Life Points, the Chain Links, a Summon being made, and the ATK changes bound to a card."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .battle_state import Battle

START_LP = 8000  # 1-2-1


@dataclass(slots=True)
class Player:
    id: str
    lp: int = START_LP
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    # anonymous cards under the listed deck cards, named only when they leave the deck
    deck_anonymous: int = 0
    monsters: list[str] = field(default_factory=list)
    spells_traps: list[str] = field(default_factory=list)
    field_spell: str | None = None
    graveyard: list[str] = field(default_factory=list)
    banished: list[str] = field(default_factory=list)
    extra_deck: list[str] = field(default_factory=list)
    normal_summoned: bool = False
    # had to draw from an empty Deck; rule processing reads it (1-3-4)
    failed_draw: bool = False

    def deck_size(self) -> int:
        return len(self.deck) + self.deck_anonymous


@dataclass(slots=True)
class Link:
    """One Chain Link: the card activated, who controls it, its speed and what it points at."""

    card: str
    moves: int
    controller: str
    speed: int
    chosen: str | None = None
    chosen_moves: int = -1  # the target as it was when targeted (5-2-3); -1: not checked
    # the card a `fetch` step takes, named by the activation (the player chooses, 5-3-13)
    picked: str | None = None
    flip: bool = False  # a monster's FLIP effect rather than a Spell or Trap Card
    effect: int = -1  # the index of the monster effect it activates; -1: none
    option: int = -1  # the "●" chosen at activation (5-2-8); -1: none
    # what the player chooses as it resolves, named by the activation: the position of a
    # monster its effect Special Summons where the card leaves it to them (8-4-3), and the
    # cards it has them discard ("draw 3 cards, then discard 2 cards", 5-3-4)
    position: str = ""
    discards: tuple[str, ...] = ()
    chance: tuple[str, ...] = ()  # the coins' or dice's results as they fell (5-3-23)
    # the targets after the first of a card that targets several ("up to 2"), as targeted
    more_targets: tuple[tuple[str, int], ...] = ()
    # a Spell Card's: the cards that get counters when it resolves, as they were (4-8-5)
    watchers: tuple[tuple[str, int], ...] = ()
    negated: bool = False  # its activation (5-3-7)
    effect_negated: bool = False  # only its effect (5-3-8)
    # the attack it was activated during: `attacker` and `attack_target` point into it
    battle: Battle | None = None
    # the monsters of the Summon it answers, as they were (id, moves): "that monster(s)"
    # (10-3-4), or the Summon it negates (`summon_negation`, 5-3-9)
    summoned: tuple[tuple[str, int], ...] = ()
    summon_negation: bool = False
    # a Fusion or Ritual Summon's materials, named by the activation (8-5-1, 8-5-2); its
    # monster's battle position is `position` above
    materials: tuple[str, ...] = ()
    # a monster effect's own card as its activation left it (after a cost that moved it): a
    # step on "this card" finds it only there, else it is a new card (5-2-3, 5-2-5); -1: any
    self_moves: int = -1
    more_picks: tuple[str, ...] = ()  # a `fetch` with a `count`: the cards after `picked`
    destination: str = ""  # a `fetch` with `or_to`: where the player sends the card (5-3-13)
    declared: tuple[str, ...] = ()  # a Trap Monster's declared Type and Attribute (4-6-5)
    column: int = 0  # the Main Monster Zone a monster it Special Summons goes to (4-4-7)
    paid: tuple[tuple[str, int], ...] = ()  # the cards its cost gave up, as they went (5-3-25)
    # the dice the monsters it targets roll as it resolves (targeted_dice.py, 5-3-31)
    target_dice: tuple[str, ...] = ()
    # a Counter Trap Card's: the cards that act right after it resolves, as they were (11-1-10)
    after_counter_trap: tuple[tuple[str, int], ...] = ()
    declines: bool = False  # a "you can" part that names nothing, not done (5-2-24)
    face_down: bool = False  # a Special Summon "... or face-down Defense Position" (8-4-3)
    called: str = ""  # the face its player calls before a coin is tossed (5-3-33)


@dataclass(slots=True)
class Summoning:
    """A Summon being made that does not use the chain (a Normal, Tribute or Flip Summon, or a
    Special Summon by a procedure): until it succeeds only a card that negates a Summon may be
    activated (8-1-5). `events`: what it did, for what answers it once it has succeeded."""

    cards: tuple[tuple[str, int], ...]
    how: str  # normal, flip, special
    player: str
    events: tuple[tuple[str, int, str], ...]
    # a Flip Summoned monster's FLIP effect held back while a card negating it resolves
    flip: bool = False
    # a procedure's restriction for the rest of the turn, (player, Extra Deck only, allowed):
    # it applies once this Summon succeeds (procedure_locks.py, 8-4-11)
    lock: tuple[str, bool, Any] | None = None


@dataclass(slots=True)
class Modifier:
    """An ATK (and DEF) change bound to one card instance: until the end of the turn (7-7-3), or
    `lasting` while the monster stays face-up on the field (4-2-5)."""

    card: str
    moves: int
    amount: int
    lasting: bool = False
    battle_phase: bool = False  # "until the end of the Battle Phase" (12-9-4)
    defense: int = 0  # its DEF change ("gains 400 ATK/DEF", stat_changes.py)
    # a value set rather than changed (stat_values.py, 4-2-8): the ATK and DEF it sets (-1:
    # not set), whether the original value is set (`base`), and what the card's other sources
    # (Equip Spells, Continuous Effects...) added when it was set, which it overrides
    set_atk: int = -1
    set_def: int = -1
    base: bool = False
    rest_atk: int = 0
    rest_def: int = 0
    end_phase: bool = False  # "until the End Phase": ends as the End Phase begins (7-7-12)
    # "until the end of your opponent's turn": the turn whose end ends it, or the turn whose
    # Standby Phase ends it ("until your next Standby Phase"); 0: not so (later_changes.py)
    ends_turn: int = 0
    standby_turn: int = 0
