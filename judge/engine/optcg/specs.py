"""A One Piece card's printed text as the engine reads it: costs, effects, their steps and
filters, statics and replacements. Frozen data, built once by the reader (schema_cards.py) and
never changed by play; the board that changes lives in model.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


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
