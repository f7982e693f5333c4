""""If this face-up card would be destroyed, you can detach 1 Xyz Material from this card
instead." (4-4-6): an Xyz Monster's `detach_instead: {count: N, by: [battle, effect], use:
true}`. When the monster, face-up on the field with its effects not negated, would be destroyed
in a way `by` names and has enough Xyz Materials (`count` 0: all of them, at least one), they
are detached (they go to the Graveyard) and the monster is not destroyed. The text says "you
can": the scenario's `use: false` says its controller chooses not to, and it is then destroyed.
Named materials (xyz_cards.py) go to the Graveyard as cards; when only some go, which ones is
the player's choice the scenario cannot give here: the ruling says so and the monster is
destroyed as if its player had not used the text (4-4-11)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from . import xyz_cards
from .model import MONSTER, SET, Z_MONSTERS, Card, State
from .negation import negated


def can_detach(state: State, monster: Card, how: str) -> bool:
    """Whether the monster's text lets it keep itself so now (`how`: battle or effect)."""
    spec = monster.detach_instead
    if spec is None or monster.kind != MONSTER or monster.zone != Z_MONSTERS \
            or monster.position == SET or negated(state, monster):
        return False
    count, by, use = spec
    return use and how in by and monster.materials >= max(count, 1)


def detached_instead(state: State, ctx: Context, monster: Card, how: str) -> bool:
    """Detach the materials in its place when its text allows it; whether it did."""
    if not can_detach(state, monster, how):
        return False
    assert monster.detach_instead is not None
    count = monster.detach_instead[0] or monster.materials
    gone = xyz_cards.chosen(state, monster, count, ())
    if isinstance(gone, str):  # which named ones: its player's choice, not given (4-4-11)
        ctx.emit("xyz.instead_unnamed", cr.XYZ_CARDS, card=say.card(state, monster),
                 count=count)
        return False
    xyz_cards.send(state, monster, gone)
    monster.materials -= count
    ctx.emit("xyz.detached_instead", cr.DETACHED_INSTEAD, cr.XYZ_MATERIALS,
             card=say.card(state, monster), player=monster.owner, count=count,
             left=monster.materials)
    return True
