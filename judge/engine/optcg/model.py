"""The state of a One Piece Card Game board, as plain data.

Cards live in one dictionary by id; zones are ordered id lists (Life and deck top first).
Power is never stored: `power.py` derives it from the printed value, given DON!!, modifiers and
static effects. Copying is never needed: legality is checked before anything changes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.events import Event
from ..core.model import PLAYERS, Action, new_anonymous_id, opponent
from .record import Fight, Record
from .specs import Chosen, Effect, Payment, Replacement, Static

__all__ = ["PLAYERS", "Action", "Fight", "opponent"]  # shared with every game (judge/engine/core)

LEADER, CHARACTER, EVENT, STAGE = "leader", "character", "event", "stage"
CARD_TYPES = (LEADER, CHARACTER, EVENT, STAGE)

# zones a card can be in; "limbo" is a revealed [Trigger] card while it resolves (CR 10-1-5-3)
Z_LEADER, Z_CHARACTERS, Z_STAGE = "leader", "characters", "stage"
Z_HAND, Z_DECK, Z_LIFE, Z_TRASH, Z_LIMBO = "hand", "deck", "life", "trash", "limbo"
FIELD_ZONES = (Z_LEADER, Z_CHARACTERS, Z_STAGE)

KEYWORDS = ("Blocker", "Rush", "Rush: Character", "Double Attack", "Banish", "Unblockable")
# auto effects with a trigger of their own ("When your opponent activates an Event", triggers.py)
TRIGGER_TIMINGS = (
    "on_attack_damage", "on_opponent_event", "on_opponent_blocker", "on_opponent_event_or_blocker",
    "on_opponent_event_or_trigger",
    "on_your_event", "on_character_removed_by_you", "on_don_returned", "on_don_returned_2",
    "on_don_returned_by_you", "on_any_don_returned", "on_hand_trashed_by_effect", "on_rested",
    "on_character_ko", "on_opponent_character_ko",
    "on_trigger_activates",
    "on_you_play_character", "on_opponent_plays_character", "on_attack_leader",
    "on_opponent_life_removed", "on_any_life_removed", "on_life_to_hand", "on_given_don",
    "on_life_zero",
    "on_battle_ko", "on_battle_end_vs_character", "on_you_deal_damage",
    "on_opponent_attacks", "on_ko_by_opponents_effect", "on_character_rested_by_you")
TIMINGS = ("on_play", "when_attacking", "on_block", "on_opponents_attack", "on_ko",
           "end_of_your_turn", "activate_main", "main", "counter", *TRIGGER_TIMINGS)
# "your_next_turn": "until the end of your next turn" (a power change only, modifiers.py)
DURATIONS = ("battle", "turn", "until_next_turn", "opponents_next_turn", "your_next_turn")
STATIC_CONDITIONS = ("your_turn", "opponents_turn", "always")


@dataclass(slots=True)
class Card:
    id: str
    name: str
    owner: str
    kind: str  # leader | character | event | stage (the scenario's `type`)
    zone: str
    cost: int = 0
    power: int = 0
    counter: int = 0
    keywords: frozenset[str] = frozenset()
    rested: bool = False
    don: int = 0
    played_this_turn: bool = False
    trigger: Effect | None = None
    effects: dict[str, Effect] = field(default_factory=dict)
    statics: tuple[Static, ...] = ()
    colors: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()  # Slash, Strike, Special, Wisdom, Ranged
    # bumped on every change of area: a card that moves is a new card (CR 3-1-6)
    moves: int = 0
    face_up: bool = False  # a Life card an effect turned face-up (CR 3-10-2-1)
    # the printed card has a [Trigger] the engine cannot apply ("a card with a [Trigger]")
    printed_trigger: bool = False
    replacements: tuple[Replacement, ...] = ()  # "... would be K.O.'d ... instead"
    # the printed card has an ability the engine cannot apply: it still has a base effect
    printed_text: bool = False

    def names(self) -> tuple[str, ...]:
        """Its name and any name its own text gives it, in every area (CR 2-1-3)."""
        return (self.name, *(s.also_named for s in self.statics if s.also_named))

    def has_base_effect(self) -> bool:
        """Text of its own ("a Character with no base effect" has none: a Counter value is no
        text, a [Trigger] is, official Q&A P-011), applied or not."""
        return bool(self.effects or self.statics or self.keywords or self.trigger is not None
                    or self.printed_trigger or self.printed_text or self.replacements)

    def has(self, keyword: str) -> bool:
        """A printed keyword, or one a permanent effect of its own gives it now."""
        return keyword in self.keywords or any(
            static.keyword == keyword and self.don >= static.don_x and not static.when
            and static.condition == "always" for static in self.statics)


def last_turn(state: State, controller: str, duration: str) -> int:
    """The last turn an "until the end of your opponent's next turn" change lasts through:
    the next turn when made on its controller's turn, else the one after (CR 6-6-1-2); "until
    the end of your next turn" the other way round (a [Trigger] in the opponent's turn lasts
    through its controller's coming turn: official Q&A, ST10-016)."""
    mine = state.turn_player == controller
    if duration == "opponents_next_turn":
        return state.turn_number + (1 if mine else 2)
    if duration == "your_next_turn":
        return state.turn_number + (2 if mine else 1)
    return 0


@dataclass(slots=True)
class Modifier:
    """A continuous change from an effect, bound to one card instance (CR 3-1-6)."""

    card: str
    moves: int
    amount: int
    duration: str
    controller: str
    source: Event  # how the power sum labels it: "Counter", "from A's Nami"
    kind: str = "power"
    # "until the end of your opponent's next turn": the last turn number it lasts through
    until: int = 0


@dataclass(slots=True)
class Player:
    id: str
    leader: str
    life: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    # anonymous cards under the listed deck cards, named only when they leave the deck
    deck_anonymous: int = 0
    characters: list[str] = field(default_factory=list)
    stage: str | None = None
    trash: list[str] = field(default_factory=list)
    don_active: int = 0
    don_rested: int = 0
    don_deck: int = 0
    # set when this Leader takes damage at 0 Life; rule processing reads it (CR 9-2-1-1)
    damaged_at_zero: bool = False

    def deck_size(self) -> int:
        return len(self.deck) + self.deck_anonymous


@dataclass(slots=True)
class Battle:
    """The battle in progress: its step, the cards in it and their instances at the start."""

    attacker: str
    target: str
    attacker_moves: int
    target_moves: int
    step: str = "attack"  # attack | block | counter | damage
    blocker: str | None = None
    attacked: str = ""  # the card first attacked, before any [Blocker]


@dataclass(slots=True)
class Pending:
    """An auto effect whose timing has come, waiting to resolve in CR 8-6 order."""

    controller: str
    source: str
    moves: int
    zone: str
    timing: str
    effect: Effect
    chosen: Chosen = None


@dataclass(slots=True)
class State:
    turn_number: int
    turn_player: str
    cards: dict[str, Card]
    players: dict[str, Player]
    phase: str = "main"
    modifiers: list[Modifier] = field(default_factory=list)
    battle: Battle | None = None
    pending: list[Pending] = field(default_factory=list)
    once_used: set[tuple[str, int, str]] = field(default_factory=set)
    losers: list[str] = field(default_factory=list)
    # why no [Trigger] is waiting, for the ruling on a misplaced `trigger` decision
    trigger_note: Event | None = None
    # the battle ended early by a moved-area check: a following `pass` is harmless
    battle_ended_early: bool = False
    anonymous_count: dict[str, int] = field(default_factory=dict)
    record: Record = field(default_factory=Record)  # what the verdict answers from
    # `choose` actions: card id -> the target its next auto effect uses
    choices: dict[str, Chosen] = field(default_factory=dict)
    # `choose` actions with `decline: true`: cards whose next auto effect is not used
    declines: set[str] = field(default_factory=set)
    # `pay` actions: card id -> the cards (and Life end) its next activation cost uses
    payments: dict[str, Payment] = field(default_factory=dict)
    # `instead` actions: card id -> whether its owner uses its replacement (or which one)
    instead: dict[str, bool | int] = field(default_factory=dict)
    # replacements of other cards met during the step resolving now: (card id, moves, entry)
    # -> applied (True: it covers every card that step removes at once) or not (False: it
    # cannot be done, or was declined, for the whole event) (replacements.py)
    replaced_now: dict[tuple[str, int, int], bool] = field(default_factory=dict)
    # what the ruling must say about printed cards (core.printed.Note)
    notes: list[Any] = field(default_factory=list)
    # names more than one card has, so their ids are shown (text.shared_names)
    shared_names: frozenset[str] | None = None
    # card id -> its printed name per imported language (`card: NUMBER` not renamed)
    printed_names: dict[str, dict[str, str]] = field(default_factory=dict)
    # restrictions in force ("cannot activate [Blocker] during this battle"): limits.Limit
    limits: list[Any] = field(default_factory=list)
    # "the next time you play ... the cost will be reduced by 2": modifiers.Discount
    discounts: list[Any] = field(default_factory=list)
    # "Choose one:" effects as printed, by (card id, timing), while an option stands in for them
    option_sources: dict[tuple[str, str], Any] = field(default_factory=dict)
    # `take:` an action named for the "up to N" steps of an effect, by (card id, timing)
    takes: dict[tuple[str, str], tuple[int, ...]] = field(default_factory=dict)
    # the cards an action named for its effect to pick from a hand or a trash (picks.py)
    picks: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    places: dict[tuple[str, str], str] = field(default_factory=dict)  # `place: top|bottom`
    # `don_from:` which DON!! the opponent returns: active, rested, or a card's given DON!!
    don_from: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    # steps left "at the end of this turn" (flow.py): controller, effect label, runner
    at_end_of_turn: list[tuple[str, Any, Any]] = field(default_factory=list)
    # steps left "at the end of this battle" (flow.py), alike
    at_end_of_battle: list[tuple[str, Any, Any]] = field(default_factory=list)
    # steps left "at the start of your opponent's next Main Phase" (flow.py), the same way
    at_opponents_main: list[tuple[str, Any, Any]] = field(default_factory=list)

    @property
    def first_player(self) -> str:
        # an odd turn number belongs to the player who went first
        return self.turn_player if self.turn_number % 2 else opponent(self.turn_player)

    def is_first_turn(self, player: str) -> bool:
        """Game turn 1 is the first player's first turn, turn 2 the second player's."""
        return self.turn_number <= 2 and player == self.turn_player

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def resolve(self, ref: str) -> Card | None:
        """A card by id, with `A.leader` / `B.leader` naming each Leader."""
        if ref in ("A.leader", "B.leader"):
            return self.cards[self.players[ref[0]].leader]
        return self.cards.get(ref)

    def on_field(self, card: Card) -> bool:
        return card.zone in FIELD_ZONES

    def new_anonymous_id(self, player: str, area: str) -> str:
        return new_anonymous_id(self.cards, self.anonymous_count, player, area)

    def total_don(self, player: str) -> int:
        p = self.players[player]
        given = sum(self.cards[c].don for c in (p.leader, *p.characters))
        return p.don_active + p.don_rested + p.don_deck + given
