"""`tuner_if_synchro_with: Blackwing` (8-5-14): "If this card is Synchro Summoned using a
"Blackwing" monster as Material, it is treated as a Tuner while face-up on the field."

As the Synchro Summon (by its procedure or by an effect) succeeds with at least one material of
that archetype, the monster's `moves` are kept in `tuner_while`: it is a Tuner while it stays
the same card on the field, face-up. A monster that leaves the field is a new card (its `moves`
change), and one turned face-down shows no text, so neither is a Tuner so any more. The
archetype is the material's own, as the card list records it, where it was used (a face-up
monster on the field: every Synchro Material is)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import SET, Z_MONSTERS, Card, State


def record(state: State, ctx: Context, card: Card, materials: list[Card]) -> None:
    """After the Synchro Summon of `card` with `materials`: a Tuner from now on, if its text
    says so of the materials used."""
    wanted = card.tuner_if_synchro_with
    used = [m for m in materials if wanted and wanted in m.archetypes]
    if not used:
        return
    card.tuner_while = card.moves
    ctx.emit("tuner_while.done", cr.SYNCHRO_TREATED, card=say.card(state, card),
             material=say.card(state, used[0]), archetype=wanted)


def tuner_while(card: Card) -> bool:
    """Still the face-up monster on the field its Synchro Summon made a Tuner."""
    return card.tuner_while == card.moves and card.zone == Z_MONSTERS and card.position != SET
