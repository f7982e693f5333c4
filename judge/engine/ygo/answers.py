"""A monster's Quick Effect that answers the activation of a card or effect without negating it
(`effects[].answers: {kinds, by}`, 11-1-11): "When your opponent activates a card or effect
(Quick Effect): You can Special Summon ...". It is activated only as the Chain Link right
after such an activation: never as Chain Link 1, only when the last link is of one of the
kinds its text names (the words of `negates`: spell, trap, monster, spell_effect, ...; any
when `kinds` is left out), and, with `by: opponent`, only when the opponent activated that
link. What the answering effect does is its own; the link it answers resolves as usual.
A Trigger Effect on an activation (`event: activated`, answered_now) answers the same way, as
the next Chain Link though Spell Speed 1, before the opponent can respond: by its own player's
activation only (`by: controller`), of a card of an archetype, another card than itself, or a
Spell or Trap Card activated in its own column (3-11-1), as its text says (`archetype`, `other`,
`column`)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .answer_specs import Answers
from .column_cells import column_of
from .described import described_fits
from .effect_specs import Described
from .model import MONSTER, Card, MonsterEffect, State
from .pendulum import is_pendulum_effect
from .schema_negation import NEGATABLE

KEYS = ("kinds", "by", "archetype", "other", "column")
ACTIVATED = "activated"  # the event of a Trigger Effect on an activation
# the kinds a Quick Effect can answer: those a negating effect names, a Summon apart (8-1-5)
KINDS = tuple(kind for kind in NEGATABLE if kind not in ("summon", "summoning")) \
    + ("quick-play_spell", "normal_trap")  # one property's activation (_kinds)


def read(problems: Problems, at: str, data: dict[str, Any]) -> Answers | None:
    """`answers: {kinds: [...], by: opponent}` of an effect, or None."""
    opened = v.opt_mapping(problems, data, "answers", at, KEYS)
    if opened is None:
        return None
    spec, path = opened
    kinds = v.field(spec, "kinds", None)
    read_kinds = () if kinds is None else tuple(dict.fromkeys(v.items(
        problems, key_path(path, "kinds"), kinds, len(KINDS),
        lambda item_at, item: v.choice(problems, item_at, item, KINDS))))
    by = v.field(spec, "by", None)
    by = by if by is None else v.choice(problems, key_path(path, "by"), by,
                                        ("opponent", "controller"))
    return Answers(kinds=tuple(kind for kind in read_kinds if kind), opponent=by == "opponent",
                   controller=by == "controller",
                   archetype=v.opt_text(problems, spec, "archetype", path, "") or "",
                   other=v.opt_bool(problems, spec, "other", path, False),
                   column=v.opt_bool(problems, spec, "column", path, False))


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
    return _described_problem(state, card, spec, link.controller, below)


def answered_now(state: State, card: Card, effect: MonsterEffect) -> bool:
    """A Trigger Effect on an activation, asked right after one: activated as the next Chain
    Link before the opponent responds, so its player need not hold priority (11-1-11); what
    it answers is asked by `problem`."""
    return effect.on == ACTIVATED and bool(state.chain) and state.passes == 0


def _described_problem(state: State, card: Card, spec: Answers, by: str,
                       below: Card) -> Illegal | None:
    """Its own player's activation, of the archetype, of another card, in its column."""
    rules, ref = (cr.ANSWERS_ACTIVATION, cr.NEEDS_WHAT_IT_DOES), say.card(state, card)
    number, what = len(state.chain), say.card(state, below)
    if spec.controller and by != card.owner:
        return Illegal("illegal.answers_own_only", rules, card=ref, number=number, below=what,
                       player=card.owner)
    if spec.other and below.id == card.id or spec.archetype and not described_fits(
            Described(archetype=spec.archetype), below):
        return Illegal("illegal.answers_not_described", rules, card=ref, number=number,
                       below=what)
    if not spec.column:
        return None
    here, there = column_of(card, card.owner), column_of(below, card.owner)
    if here is None or there is None or here != there:
        return Illegal("illegal.answers_column", (*rules, cr.COLUMNS), card=ref, number=number,
                       below=what)
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
