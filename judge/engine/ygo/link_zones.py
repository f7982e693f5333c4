"""Which monsters a Link Monster points to, which monsters are "linked" and which Link Monsters
are "co-linked" (4-4-7, 4-4-10), as the places on the field stand each time they are asked; and
the effects that depend on them: a card's condition on its own links (`if: {self_link: ...}`:
"This linked card cannot be destroyed by battle.", "Cannot be destroyed by battle or card
effects, while this card points to a monster.") and what "for each" counts (`for_each: {what:
pointed}`: "Gains 500 ATK for each monster it points to.", `co_linked`: "... for each monster
co-linked to this card").

Whether a Link Monster points to a monster is known only when both have a place (arrows.py);
the answers here are None when it is not. Such an effect is never guessed: while a face-up
card whose text depends on links is on the field and a place it needs is not given, no action
it may matter to is judged (`gap_problem`, called before each action). A card "watches links"
when any of its conditions, counts or costs names them (`watches`, worked out once as the
scenario is read).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .arrows import cell, points_to
from .continuous_specs import Counted, StatChange
from .described import described_fits
from .effect_specs import CostCards
from .model import SET, Card, Described, State
from .negation import negated
from .summon_specs import SummonCondition
from .zones import monsters_of

COUNTS = ("pointed", "co_linked")  # `for_each: {what: ...}` counted from the arrows


def _field(state: State) -> list[Card]:
    return [card for pid in ("A", "B") for card in monsters_of(state, pid)]


def pointed(state: State, link: Card) -> list[Card] | None:
    """The monsters (face-up or not) in the zones its Link Arrows point to (4-4-7); None when
    its arrows or a place that decides it are not given (arrows.points_to: a monster of the
    opponent's is never reached without an upward arrow, wherever). Not a Link Monster: none."""
    if "Link" not in link.monster_types:
        return []
    if not link.link_arrows:  # a hand-typed Link Monster without them
        return None
    found = []
    for other in _field(state):
        if other is link:
            continue
        reach = points_to(link, other)
        if reach is None:
            return None
        if reach:
            found.append(other)
    return found


def points_at(state: State, link: Card, other: Card) -> bool:
    """It points to that monster now (unknown: not; `gap_problem` judges nothing then)."""
    return "Link" in link.monster_types and bool(points_to(link, other))


def co_linked(state: State, card: Card) -> list[Card] | None:
    """The Link Monsters it points to that point back to it (4-4-10); None when not known."""
    mine = pointed(state, card)
    if mine is None:
        return None
    found = []
    for other in mine:
        back = pointed(state, other)
        if back is None:
            return None
        if any(m is card for m in back):
            found.append(other)
    return found


def linked(state: State, card: Card) -> bool | None:
    """It points to a monster, or a Link Monster points to it (4-4-10); None when not known
    (a link found is an answer, whatever places are missing elsewhere)."""
    unknown = False
    mine = pointed(state, card)
    if mine:
        return True
    unknown = mine is None
    for other in _field(state):
        if other is card or "Link" not in other.monster_types:
            continue
        reach = points_to(other, card)
        if reach:
            return True
        unknown = unknown or reach is None
    return None if unknown else False


def self_link_holds(state: State, card: Card, word: str) -> bool:
    """`self_link` of a condition, for the card whose text it is: unknown is not holding, and
    `gap_problem` keeps such a board from being judged at all."""
    if word in ("linked", "unlinked"):
        found = linked(state, card)
        return found is not None and found == (word == "linked")
    if word in ("pointing", "pointing_none"):
        aimed = pointed(state, card)
        return aimed is not None and bool(aimed) == (word == "pointing")
    pairs = co_linked(state, card)
    return pairs is not None and bool(pairs) == (word == "co_linked")


def count(state: State, source: Card, per: Counted) -> int:
    """"for each monster it points to" (`pointed`) or "... co-linked to this card" (`co_linked`),
    as described; a face-down monster shows nothing a description names (9-1-3). With `sum`,
    their original ATK added up instead."""
    found = pointed(state, source) if per.what == "pointed" else co_linked(state, source)
    counted = [card for card in found or ()
               if _shows(per, card) and described_fits(per.described, card, None)]
    if per.sum:  # "the combined original ATK": a face-down monster shows none (9-1-3)
        return sum(card.atk for card in counted if card.position != SET)
    return len(counted)


def _shows(per: Counted, card: Card) -> bool:
    return card.position != SET or per.described == Described()


def watches(card: Card) -> bool:
    """Whether any condition or count of its text names its links (a walk through its specs,
    done once as the scenario is read)."""
    return any(_names_links(getattr(card, item.name)) for item in dataclasses.fields(card))


def _names_links(value: object, depth: int = 0) -> bool:
    if depth > 6 or value is None or isinstance(value, (str, int, bool, float)):
        return False
    if isinstance(value, SummonCondition):
        return bool(value.self_link)
    if isinstance(value, Counted):
        return value.what in COUNTS
    if isinstance(value, (CostCards, StatChange)) and value.pointed:
        return True
    if isinstance(value, (tuple, list)):
        return any(_names_links(item, depth + 1) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_names_links(getattr(value, item.name), depth + 1)
                   for item in dataclasses.fields(value))
    return False


def mark(cards: Iterable[Card]) -> None:
    for card in cards:
        card.link_watch = watches(card)


def gap_problem(state: State, action: Action) -> Illegal | None:
    """What a face-up card's text that depends on links does (its effects not negated) cannot
    be told when a place it needs is not given: an action it may matter to is not judged
    (4-4-7, 4-4-10). It matters to a battle or an activation that involves the card itself (its
    ATK, its cost), and to any battle, activation or resolution when it spares or shields
    monsters, or changes other monsters' ATK."""
    if all(cell(card) is not None for card in _field(state)) \
            or action.kind not in MATTERS:
        return None
    involved = _involved(state, action)
    for card in _field(state):
        if not card.link_watch or card.position == SET or negated(state, card):
            continue
        if (card.id in involved or _broad(card, action)) and _unknown(state, card):
            missing = next(other for other in _field(state) if cell(other) is None)
            return Illegal("illegal.link_place_unknown", (cr.LINK_ARROWS, cr.LINKED),
                           card=say.card(state, card), other=say.card(state, missing))
    return None


# the actions a text on links may matter to: a battle, an activation and a chain's resolution
MATTERS = ("attack", "damage_step", "activate", "pass")


def _involved(state: State, action: Action) -> set[str]:
    """The cards the action (or the battle going on) involves by name."""
    found = {str(action.get(key)) for key in ("card", "attacker", "target") if action.get(key)}
    for key in ("targets", "cost", "tributes"):
        found |= {str(ref) for ref in action.get(key) or ()}
    if state.battle is not None:
        found |= {state.battle.attacker, *([state.battle.target] if state.battle.target else [])}
    return found


def _broad(card: Card, action: Action) -> bool:
    """Its links decide what happens to other monsters (their ATK, whether they are
    destroyed), or whether an effect may destroy or target the card itself: any battle, or any
    activation or resolution, may meet them."""
    others = [*(entry for entry in card.survivals if entry.monsters is not None),
              *(change for change in card.stat_changes if change.monsters is not None)]
    if any(_names_links(spec) for spec in others):
        return True
    own = (*card.survivals, *card.target_guards)
    return action.kind in ("activate", "pass") and any(_names_links(spec) for spec in own)


def _unknown(state: State, card: Card) -> bool:
    return pointed(state, card) is None or co_linked(state, card) is None \
        or linked(state, card) is None
