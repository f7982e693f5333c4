"""Every monster but the face-up ones of a kind: "destroy all face-down and non-LIGHT
monsters" (`destroy_all` with `spare_face_up: {attribute: LIGHT}`, 9-1-5). A face-down monster
shows no Attribute (9-1-3), so it is covered whatever it is; a face-up monster is spared only
when it fits the description. mass.py asks `spared` of each monster it would cover, and the
interpreter says once, as the step resolves, which monsters it covers."""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .described import described_fits, kind_of
from .model import Card, EffectStep, State


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    label: Event


def spared(state: State, card: Card, step: EffectStep, face_up: bool) -> bool:
    """Whether the monster is a face-up one the step spares (9-1-5)."""
    return step.spare_face_up is not None and face_up \
        and described_fits(step.spare_face_up, card, state)


def announce(ctx: Context, step: EffectStep, env: Env) -> None:
    """Which monsters the step covers, said once; nothing for any other step."""
    spare = step.spare_face_up
    if spare is None:
        return
    ctx.emit("spared_face_up", cr.FACE_DOWN_AND_NON, cr.FACE_DOWN, link=env.label,
             kind=kind_of(spare.attributes, spare.monster_types))
