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
from .continuous_specs import Counted, StatChange
from .effect_specs import CostCards
from .link_cells import cell
from .link_states import COUNTS, co_linked, field_monsters, linked, pointed
from .model import SET, Card, State
from .negation import negated
from .spec_walk import says
from .summon_specs import SummonCondition


def watches(card: Card) -> bool:
    """Whether any condition or count of its text names its links (a walk through its specs,
    done once as the scenario is read)."""
    return any(_names_links(getattr(card, item.name)) for item in dataclasses.fields(card))


def _names_links(value: object) -> bool:
    return says(value, _links)


def _links(value: object) -> bool | None:
    """True or False for a spec that settles whether the text names links; None: walk on."""
    if isinstance(value, SummonCondition):
        return bool(value.self_link)
    if isinstance(value, Counted):
        return value.what in COUNTS
    if isinstance(value, (CostCards, StatChange)) and value.pointed:
        return True
    return None


def mark(cards: Iterable[Card]) -> None:
    for card in cards:
        card.link_watch = watches(card)


def gap_problem(state: State, action: Action) -> Illegal | None:
    """What a face-up card's text that depends on links does (its effects not negated) cannot
    be told when a place it needs is not given: an action it may matter to is not judged
    (4-4-7, 4-4-10). It matters to a battle or an activation that involves the card itself (its
    ATK, its cost), and to any battle, activation or resolution when it spares or shields
    monsters, or changes other monsters' ATK."""
    if all(cell(card) is not None for card in field_monsters(state)) \
            or action.kind not in MATTERS:
        return None
    involved = _involved(state, action)
    for card in field_monsters(state):
        if not card.link_watch or card.position == SET or negated(state, card):
            continue
        if (card.id in involved or _broad(card, action)) and _unknown(state, card):
            missing = next(other for other in field_monsters(state) if cell(other) is None)
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
