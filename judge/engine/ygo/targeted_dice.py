"""The Archfiends' die (5-3-31): "When resolving an opponent's card effect that targets this card,
roll a six-sided die and negate that effect if you roll a 3, and if you do, destroy that card."
(or "that targets an "Archfiend" monster you control"), the card key `targeted_die`.

No effect is activated: as a Chain Link of the opponent resolves, each such monster face-up on
the field with its effects not negated rolls for each of its targets it covers, in the order of
the targets; the activation of that link names the results as they fell (`target_dice: [3]`,
the judge draws no lots). On a face the text names, that effect is negated (nothing of it is
applied) and its card destroyed if it is still on the field; on any other face it resolves as
usual. A result not named: that roll is not made (the reason said), never a guess."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .described import described_fits
from .destroying import destroy
from .face_up_effects import face_up_there
from .model import Card, Link, State
from .negation import negated
from .zones import on_field


def negates(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """Roll for each monster the resolving link targets that makes its controller roll; whether
    a result negated the link's effect (nothing of it is then applied)."""
    results = list(link.target_dice)
    for guard in _rollers(state, link):
        if not results:
            ctx.emit("targeted_die.not_named", cr.TARGETED_DIE, cr.CHANCE, link=label,
                     card=say.card(state, guard))
            continue
        face = results.pop(0)
        ctx.emit("targeted_die.rolled", cr.TARGETED_DIE, cr.CHANCE, link=label,
                 player=guard.owner, card=say.card(state, guard), result=face)
        spec = guard.targeted_die
        if spec is not None and face in spec.faces:
            _negate(state, ctx, link, label, guard)
            return True
        ctx.emit("targeted_die.missed", cr.TARGETED_DIE, link=label, card=say.card(state, guard))
    return False


def _targets(state: State, link: Link) -> list[Card]:
    """The cards the link targets, each still the card it targeted."""
    found = []
    first = state.resolve(link.chosen)
    if first is not None and link.chosen_moves in (-1, first.moves):
        found.append(first)
    for card_id, moves in link.more_targets:
        card = state.cards.get(card_id)
        if card is not None and card.moves == moves:
            found.append(card)
    return found


def _rollers(state: State, link: Link) -> list[Card]:
    """The monsters that roll, one roll for each target each covers: face-up on the field, their
    effects not negated, the link an opponent's, the target itself or one they guard."""
    guards = [card for card in state.cards.values()
              if card.targeted_die is not None and face_up_there(card)
              and card.owner != link.controller and not negated(state, card)]
    out = []
    for target in _targets(state, link):
        for guard in guards:
            spec = guard.targeted_die
            assert spec is not None
            if target is guard if spec.guards is None else (
                    target.owner == guard.owner and face_up_there(target)
                    and described_fits(spec.guards, target, state)):
                out.append(guard)
    return out


def _negate(state: State, ctx: Context, link: Link, label: Event, guard: Card) -> None:
    """The link's effect negated (5-3-8), then its card destroyed if it is still on the field
    ("and if you do, destroy that card", 5-2-7)."""
    source = state.cards[link.card]
    here = source.moves == link.moves and on_field(source)
    ctx.emit("targeted_die.negated" if here else "targeted_die.negated_only", cr.TARGETED_DIE,
             cr.NEGATE_EFFECT, link=label, card=say.card(state, guard),
             source=say.card(state, source))
    if here:
        destroy(state, ctx, source, None, by=guard.owner)
