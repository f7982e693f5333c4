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


@dataclass(frozen=True, slots=True)
class CostPart:
    """One more action of an activation cost ("You may trash this Character", "You may add 1
    card from the top of your Life cards to your hand"...): checked and paid by costs.py."""

    kind: str
    count: int = 1
    filter: TargetFilter | None = None  # which cards may pay it (hand, trash, your field)
    top_or_bottom: bool = False  # Life cards: "from the top or bottom"
    don: bool = False  # "rest 1 of your cards": an active DON!! card may pay it too
    has_trigger: bool = False  # "1 card with a [Trigger]": printed, applied or not
    or_more: bool = False  # "return 1 or more DON!! cards": the player says how many


@dataclass(frozen=True, slots=True)
class Payment:
    """What a `pay` action names for a card's next activation cost."""

    cards: tuple[str, ...] = ()
    life: str = "top"  # the end of the Life a "top or bottom" cost takes
    don: int = 0  # how many DON!! a "1 or more DON!!" cost returns


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (CR 8-3-1): paid in full or not at all (CR 8-3-1-3)."""

    rest_don: int = 0
    don_minus: int = 0
    trash_from_hand: int = 0
    rest_self: bool = False
    parts: tuple[CostPart, ...] = ()  # in the order written (CR 8-3-1-1)
    # "If your Leader is [X], you may...:": the cost can be paid only while this holds
    condition: tuple[tuple[str, Any], ...] = ()

    def is_free(self) -> bool:
        return not (self.rest_don or self.don_minus or self.trash_from_hand or self.rest_self
                    or self.parts)


FREE = Cost()


@dataclass(frozen=True, slots=True)
class EffectStep:
    """One step of an effect: `kind` is the step's key; the other fields are its arguments."""

    kind: str
    target: str | None = None
    amount: int = 0
    duration: str = "turn"
    rested: bool = False
    among: TargetFilter | None = None  # target `all`: every card on the field it names
    reveal: bool = False  # decks/search.py: the cards are revealed, not only looked at
    word: str = ""  # `gain`: the keyword or flag gained (gains.py)
    # an `if` step: its condition (conditions.py) and the steps it holds back (CR 8-3-3)
    condition: tuple[tuple[str, Any], ...] = ()
    steps: tuple[EffectStep, ...] = ()
    bounds: TargetFilter | None = None  # which cards a restriction covers (limits.py)
    up_to: bool = False  # "up to N": the player takes 0 to N, the action says (up_to.py)
    # `give_don`: "opponent" gives the opponent's rested DON!! to one of their cards, "owner"
    # the chosen card's owner's
    whose: str = ""


@dataclass(frozen=True, slots=True)
class Picks:
    """What an action names for an effect that chooses twice (groups.py): `target` for
    `chosen`, `target_2` for `chosen_2`."""

    first: tuple[str, ...]
    second: tuple[str, ...]


# what an action names for `chosen`: one card id, several (an "up to N" list), or none
Chosen = str | tuple[str, ...] | Picks | None


@dataclass(frozen=True, slots=True)
class TargetFilter:
    """What the card an effect chooses must be ("up to 1 of your opponent's Characters with a
    cost of 3 or less"): checked against `chosen` before the effect is used."""

    owner: str = ""  # "you" | "opponent" | "" (either)
    types: tuple[str, ...] = ()  # leader, character, stage
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    traits: tuple[str, ...] = ()  # any of these
    colors: tuple[str, ...] = ()  # any of these
    rested: bool | None = None
    names: tuple[str, ...] = ()  # any of these card names ("your [Nami] cards")
    up_to: int = 1  # how many cards `chosen` may name ("up to 2", CR 4-8-1)
    # groups.py: printed bounds ("base", CR 4-9-2), exclusions, DON!! given, [Trigger]
    extra: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Effect:
    steps: tuple[EffectStep, ...]
    once_per_turn: bool = False
    don_x: int = 0
    cost: Cost = FREE
    optional: bool = False
    target: TargetFilter | None = None
    condition: tuple[tuple[str, Any], ...] = ()  # "if..." clause (conditions.py), as pairs
    target_2: TargetFilter | None = None  # a second choice, for `chosen_2` (groups.py)
    options: tuple[Effect, ...] = ()  # "Choose one:": the action names one (options.py)
    # who picks the option: "" the effect's player (CR 8-4-4-3), "opponent" for "Your opponent
    # chooses one:"
    chooser: str = ""
    # a printed ability the judge cannot read: its timing counts, its body is left out
    # (unread.py)
    unread: bool = False


@dataclass(frozen=True, slots=True)
class Static:
    """A permanent effect of the card itself (CR 8-1-3-3): a power or cost change, a keyword,
    a `flag` (statics.FLAGS: "cannot attack"...), valid while its [DON!! xX] (CR 10-2-9-1),
    its turn and its "If..." clause (`when`, conditions.py keys, CR 8-1-3-3-2) hold; or a
    second name (CR 2-1-3) or a deck-building rule (CR 5-1-2-4), valid everywhere."""

    power: int
    condition: str = "always"
    don_x: int = 0  # [DON!! xX]: at least X DON!! given to the card
    keyword: str = ""  # "[DON!! x1] This Character gains [Rush]."
    cost: int = 0  # "This Character gains +1 cost."
    when: tuple[tuple[str, Any], ...] = ()  # "If you have 2 or less Life cards, ..."
    flag: str = ""
    also_named: str = ""  # "Also treat this card's name as [X] according to the rules."
    deck_rule: str = ""  # "you may have any number of this card in your deck"
    among: TargetFilter | None = None  # "All of your {Navy} type Characters gain ...": whom
    # `no_ko_in_battle` only against such cards: "by <Slash> attribute cards", "by Leaders"
    versus: tuple[tuple[str, Any], ...] = ()
    # "for every 5 cards in your trash": (("count", "trash"), ("every", 5)), statics.scaled
    per: tuple[tuple[str, Any], ...] = ()
    where: str = "field"  # "hand": "give this card in your hand −1 cost" (CR 2-8-2)
    # "... base power becomes 6000": the base power it sets (CR 4-9-2-1), or `base_as` the card
    # whose base power it takes ("your_leader": "the same as your Leader's base power")
    base_power: int = 0
    base_as: str = ""
    # "All of your {X} type Character cards without a Counter have a +1000 Counter, according to
    # the rules": the Counter value the cards `among` names have in the hand (statics.counter)
    counter: int = 0

    @property
    def sets_base(self) -> bool:
        return bool(self.base_power or self.base_as)


@dataclass(frozen=True, slots=True)
class Replacement:
    """"If this Character would be K.O.'d [by ...], you may <parts> instead." (CR 8-1-3-4):
    what it replaces (`event`: `ko`, or `removal`, which a K.O. by an effect, a trash, a return
    to the hand and a bottom-of-deck are), by what (`by`: `any`, `effects`,
    `opponents_effects`, `battle`), and what the owner does instead (`parts`, paid as a cost
    is: in full or not at all, CR 8-1-3-4-5)."""

    event: str
    parts: tuple[CostPart, ...]
    by: str = "any"
    once_per_turn: bool = False
    condition: str = "always"  # your_turn | opponents_turn | always
    # "If your {Navy} type Character would be ...": the cards it protects instead of its own
    among: TargetFilter | None = None
    # "If your Leader has the {X} type and this Character would be ...": an "if" clause of the
    # condition keys (conditions.py), for its owner; while it does not hold, nothing is offered
    when: tuple[tuple[str, Any], ...] = ()
    don_x: int = 0  # [DON!! xX]: offered only while the card has X DON!! given
    # "you may ... instead"; False: the text gives no choice, so it is applied (CR 8-1-2)
    may: bool = True


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
