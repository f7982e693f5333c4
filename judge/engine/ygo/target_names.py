"""Several targets "with different names" (`target: {different_names: true}`, 5-2-3): "Target 2
"Salamangreat" monsters in your GY with different names". The activation is refused when two
of the cards it names share a name, as each has it where it is (5-4-2); each card is otherwise
checked alone against the description (requirements.py)."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .model import Action, Card, State, TargetSpec


def names_problem(state: State, card: Card, spec: TargetSpec, action: Action) -> Illegal | None:
    """None unless the targets must differ in name and two of those named do not."""
    if not spec.different_names:
        return None
    named = action.get("targets") or [action.get("target")]
    found = [state.resolve(ref) for ref in named]
    printed = [name_of(target) for target in found if target is not None]
    if len(set(printed)) == len(printed):
        return None
    return Illegal("illegal.target_same_name", (cr.TARGETS, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card))
