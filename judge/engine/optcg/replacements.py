"""Replacement effects (CR 8-1-3-4): "If this Character would be K.O.'d [by your opponent's
effect / in battle], you may <do this> instead." and "If this Character would be removed from
the field by your opponent's effect, you may ... instead."

When the event would happen, the card's valid replacements for it are offered in the order its
`replace:` entries list them, one order its owner may choose (CR 8-1-3-4-2; every entry here is
the affected card's own, so its owner's). The first one applied replaces the event, which then
does not happen, and no replacement applies to it again (CR 8-1-3-4-3). One whose "instead"
cannot be done in full is not applied (CR 8-1-3-4-5). Each is optional ("you may"): an
`instead` action says whether the owner applies it (`use: false` declines, CR 8-1-3-4-1; `use:
N` names the Nth entry first). Named nothing, the judge takes that the owner applies it, and
the ruling says so as a default, never as the card's printed outcome.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.printed import Note
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .costs import parts_problem, pay_parts
from .model import Z_CHARACTERS, Action, Card, Replacement, State

REMOVAL_RULE = (cr.REPLACEMENT, cr.REPLACEMENT_ONCE, cr.REPLACEMENT_OWNER)
NOT_A_COST = (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING)  # what is done instead is no cost


def _covers(entry: Replacement, event: str, by: str | None, owner: str) -> bool:
    """Whether `entry` replaces this event: a K.O. (`event` "ko") in battle (`by` None) or by
    player `by`'s effect, or another removal by an effect ("trash", "bounce"...)."""
    opponents = by is not None and by != owner
    if entry.event == "removal":  # a K.O. by an effect removes the card from the field too
        return opponents
    if event != "ko":
        return False
    return {"any": True, "effects": by is not None, "opponents_effects": opponents,
            "battle": by is None}[entry.by]


def _key(card: Card, index: int) -> tuple[str, int, str]:
    # [Once Per Turn] per card instance, as for other effects (CR 10-2-13-2, 10-2-13-4)
    return card.id, card.moves, f"replace:{index}"


def _valid(state: State, card: Card, entry: Replacement) -> bool:
    """A permanent ability works on the field (CR 2-8-2), and on its turn if it says so."""
    if card.zone != Z_CHARACTERS or state.cards.get(card.id) is not card:
        return False
    if entry.condition == "your_turn" and state.turn_player != card.owner:
        return False
    return not (entry.condition == "opponents_turn" and state.turn_player == card.owner)


def _offered(state: State, ctx: Context, card: Card, event: str, by: str | None
             ) -> list[tuple[int, Replacement]]:
    """The replacements that could replace the event now; the ruling says why one that
    covers it cannot: used this turn already (CR 10-2-13-3), or its "instead" cannot be done
    (CR 8-1-3-4-5)."""
    offered = []
    label = Event("replacement.of", {"card": say.card(state, card)})
    for index, entry in enumerate(card.replacements):
        if not (_covers(entry, event, by, card.owner) and _valid(state, card, entry)):
            continue
        if entry.once_per_turn and _key(card, index) in state.once_used:
            ctx.emit("replacement_used", cr.REPLACEMENT, cr.ONCE_PER_TURN_USED,
                     card=say.card(state, card))
            continue
        problem = parts_problem(state, card, entry.parts, label)
        if problem is not None:
            rules = [r for r in problem.rules if r not in NOT_A_COST]
            ctx.emit("replacement_impossible", cr.REPLACEMENT, cr.REPLACEMENT_IMPOSSIBLE,
                     *rules, card=say.card(state, card), why=problem.event)
            continue
        offered.append((index, entry))
    return offered


def replaced(state: State, ctx: Context, card: Card, kind: str, by: str | None,
             effect: Event | None) -> bool:
    """True when a replacement of `card` replaces what `effect` (None: the battle) would do
    to it (`kind`: the step, `ko`, `trash`, `bounce`, `bottom_deck`); the ruling says what
    happened instead."""
    offered = _offered(state, ctx, card, "ko" if kind == "ko" else "removal", by)
    if not offered:
        return False
    decision = state.instead.pop(card.id, None)
    named = say.card(state, card)
    if decision is False:
        ctx.emit("replacement_declined", cr.REPLACEMENT, cr.REPLACEMENT_DECLINED,
                 player=card.owner, card=named)
        return False
    if decision is None:
        ctx.emit("replacement_default", cr.REPLACEMENT, cr.REPLACEMENT_DECLINED,
                 player=card.owner, card=named)
        state.notes.append(Note(card.id, Event("note.replacement_default", {"card": named}),
                                kind="default"))
    elif not isinstance(decision, bool):  # `use: N`: that entry first (CR 8-1-3-4-2)
        offered.sort(key=lambda pair: pair[0] != decision - 1)
    # the first one applied replaces the event: no other applies to it again (CR 8-1-3-4-3)
    _apply(state, ctx, card, *offered[0], kind, effect)
    return True


def _apply(state: State, ctx: Context, card: Card, index: int, entry: Replacement,
           kind: str, effect: Event | None) -> None:
    if entry.once_per_turn:
        state.once_used.add(_key(card, index))
    paid: list[Event] = []
    rules: list[str] = []
    pay_parts(state, card, entry.parts, paid, rules)
    rules = [r for r in rules if r not in NOT_A_COST]  # done instead, not a cost
    once = (cr.ONCE_PER_TURN,) if entry.once_per_turn else ()
    if effect is None:
        ctx.emit("replaced.battle", *REMOVAL_RULE, *once, *rules, player=card.owner,
                 card=say.card(state, card), paid=tuple(paid))
    else:
        what = Event(f"would.{kind}.card", {"card": say.card(state, card)})
        ctx.emit("replaced.effect", *REMOVAL_RULE, *once, *rules, effect=effect, what=what,
                 player=card.owner, card=say.card(state, card), paid=tuple(paid))


def legal_instead(state: State, action: Action) -> Illegal | None:
    """`instead` names a card with a replacement effect, and an entry it has."""
    card = state.resolve(action.get("card") or "")
    if card is None:
        return Illegal("illegal.instead_unknown_card", (cr.REPLACEMENT,))
    if not card.replacements:
        return Illegal("illegal.instead_no_replacement", (cr.REPLACEMENT,),
                       card=say.card(state, card))
    use = action.get("use")
    if not isinstance(use, bool) and isinstance(use, int) and use > len(card.replacements):
        return Illegal("illegal.instead_no_entry", (cr.REPLACEMENT,),
                       card=say.card(state, card), number=use, count=len(card.replacements))
    return None


def apply_instead(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card") or "")
    if card is None:
        return
    use = action.get("use")
    state.instead[card.id] = True if use is None else use
    ctx.emit("instead_named.use" if use is not False else "instead_named.decline",
             cr.REPLACEMENT, cr.REPLACEMENT_DECLINED, player=card.owner,
             card=say.card(state, card))
