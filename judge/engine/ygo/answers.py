"""A monster's Quick Effect that answers the activation of a card or effect without negating it
(`effects[].answers: {kinds, by}`, 11-1-11): "When your opponent activates a card or effect
(Quick Effect): You can Special Summon ...". It is activated only as the Chain Link right
after such an activation: never as Chain Link 1, only when the last link is of one of the
kinds its text names (the words of `negates`: spell, trap, monster, spell_effect, ...; any
when `kinds` is left out), and, with `by: opponent`, only when the opponent activated that
link. What the answering effect does is its own; the link it answers resolves as usual."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .answer_specs import Answers
from .model import MONSTER, Card, MonsterEffect, State
from .pendulum import is_pendulum_effect
from .schema_negation import NEGATABLE

KEYS = ("kinds", "by")
# the kinds a Quick Effect can answer: those a negating effect names, a Summon apart (8-1-5)
KINDS = tuple(kind for kind in NEGATABLE if kind not in ("summon", "summoning"))


def read(problems: Problems, at: str, data: dict[str, Any]) -> Answers | None:
    """`answers: {kinds: [...], by: opponent}` of an effect, or None."""
    raw = v.field(data, "answers", None)
    if raw is None:
        return None
    path = key_path(at, "answers")
    spec = v.mapping(problems, path, raw, KEYS)
    if spec is None:
        return None
    kinds = v.field(spec, "kinds", None)
    read_kinds = () if kinds is None else tuple(dict.fromkeys(v.items(
        problems, key_path(path, "kinds"), kinds, len(KINDS),
        lambda item_at, item: v.choice(problems, item_at, item, KINDS))))
    by = v.field(spec, "by", None)
    opponent = by is not None and v.choice(problems, key_path(path, "by"), by,
                                           ("opponent",)) == "opponent"
    return Answers(kinds=tuple(kind for kind in read_kinds if kind), opponent=opponent)


def problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """Why the effect cannot answer now: no activation to answer, one of another kind, or its
    own player's when its text names the opponent's (11-1-11, 5-2-4)."""
    spec = effect.answers
    if spec is None:
        return None
    rules = (cr.ANSWERS_ACTIVATION, cr.NEEDS_WHAT_IT_DOES)
    ref = say.card(state, card)
    if not state.chain:
        return Illegal("illegal.answers_no_activation", rules, card=ref)
    link = state.chain[-1]
    below = state.cards[link.card]
    if spec.kinds and not set(_kinds(below, link.effect)) & set(spec.kinds):
        return Illegal("illegal.answers_other_kind", rules, card=ref,
                       kinds=say.negatable(spec.kinds), number=len(state.chain),
                       below=say.card(state, below))
    if spec.opponent and link.controller == card.owner:
        return Illegal("illegal.answers_opponent_only", rules, card=ref,
                       number=len(state.chain), below=say.card(state, below),
                       player=card.owner)
    return None


def _kinds(below: Card, effect: int) -> tuple[str, ...]:
    """The kinds the activation of `below` is, in the words of `negates`: a Spell's (or
    Trap's) effect in the Graveyard is not its card's activation (5-1-8), a Pendulum Scale's
    is a Spell's effect (5-1-6); a Spell or Trap of one property is that too."""
    if is_pendulum_effect(below, effect):
        return ("spell_effect",)
    if below.kind != MONSTER and effect >= 0:
        return (f"{below.kind}_effect",)
    if below.kind == MONSTER:
        return ("monster",)
    return (below.kind, f"{below.subtype}_{below.kind}")
