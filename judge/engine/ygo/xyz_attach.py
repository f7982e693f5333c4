"""The `attach` step (4-4-3): a card an effect puts under an Xyz Monster as one of its Xyz
Materials, "attach this card to it as material" (the card itself, wherever it is: a Spell as
it resolves, a monster from the hand, field or Graveyard) and "attach it to this card as
material" (the target, under the monster whose effect it is).

The format counts an Xyz Monster's materials (`materials`), so the attached card leaves the
scenario's zones and the count grows by one. Nothing is attached when the monster meant to
hold it is not a face-up Xyz Monster on the field by then, or when the card has left the place
it was targeted in (5-2-5, 5-2-3), or is a Token (4-7-5); a monster on the field that is
attached leaves it, its own materials going to the Graveyard (4-4-3)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from . import xyz_cards
from .leaving import say_left
from .model import MONSTER, SET, Z_LIMBO, Z_MONSTERS, Card, EffectStep, State
from .step_types import Gone, Handler, Skip, Target, Would
from .zones import move


def holds_materials(card: Card) -> bool:
    """Only a face-up Xyz Monster on the field has Xyz Materials (4-4-3)."""
    return card.kind == MONSTER and card.zone == Z_MONSTERS and card.position != SET \
        and "Xyz" in card.monster_types


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def _host(state: State, env: Any, word: str | None) -> Card | None:
        """`summoned_target`: the target the effect just Special Summoned ("Special Summon it,
        and if you do, attach this card to it"), a new card on the field since it was
        targeted; only reached when that Special Summon was done (5-2-7)."""
        if word == "summoned_target":
            found = state.resolve(env.chosen)
            return found if found is not None and found.zone == Z_MONSTERS else None
        return target(state, env, word)

    def attach(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card, host = target(state, env, step.target), _host(state, env, step.to)
        if card is None or host is None:
            missing = step.target if card is None else step.to
            skip(ctx, env, would("attach", state), gone(missing, env), cr.XYZ_MATERIALS)
            return
        if not holds_materials(host) or host is card:
            skip(ctx, env, would("attach", state, card),
                 Event("why.not_xyz_on_field", {"card": say.card(state, host)}),
                 cr.XYZ_MATERIALS)
            return
        if "Token" in card.monster_types:  # never Xyz Material (4-7-5)
            skip(ctx, env, would("attach", state, card),
                 Event("why.token_not_material", {"card": say.card(state, card)}),
                 cr.TOKEN_NOT_XYZ)
            return
        if card.zone == Z_LIMBO:  # already under a monster, or gone
            skip(ctx, env, would("attach", state, card), Event("why.gone"), cr.XYZ_MATERIALS)
            return
        origin = card.zone
        move(state, card, Z_LIMBO)
        if say_left(state, ctx, [card]):  # banished instead of leaving the field (8-4-10)
            return
        host.materials += 1
        xyz_cards.joins(state, host, card)  # named among named ones (4-4-11)
        ctx.emit("xyz.attached", cr.XYZ_MATERIALS, link=env.label, card=say.card(state, card),
                 zone=say.zone(origin), monster=say.card(state, host), count=host.materials)

    return {"attach": attach}


def attach_taken(state: State, ctx: Context, card: Card, env: Any,
                 onto_target: bool = False) -> Event | None:
    """A `fetch` step's card put under the card whose effect it is (`to: material`, "attach 1
    "Goblin" monster from your Deck to this card as material") or under its target (`to:
    material_chosen`, "... to it as material"); why not, or None when done."""
    host: Card | None = _chosen(state, env) if onto_target else env.source
    if host is None:  # the target left the field since it was targeted: a new card (5-2-3)
        return Event("why.target_moved")
    if not holds_materials(host):
        return Event("why.not_xyz_on_field", {"card": say.card(state, host)})
    origin = card.zone
    move(state, card, Z_LIMBO)
    host.materials += 1
    xyz_cards.joins(state, host, card)  # 4-4-11
    ctx.emit("xyz.attached", cr.XYZ_MATERIALS, cr.FETCH, link=env.label,
             card=say.card(state, card), zone=say.zone(origin), monster=say.card(state, host),
             count=host.materials)
    return None


def _chosen(state: State, env: Any) -> Card | None:
    """The card the effect targeted, unless it has moved since (5-2-3)."""
    card = state.resolve(env.chosen)
    if card is None or env.chosen_moves >= 0 and card.moves != env.chosen_moves:
        return None
    return card
