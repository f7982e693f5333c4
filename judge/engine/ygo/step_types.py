"""The shapes of the callables the Yu-Gi-Oh! interpreter hands to the modules that run steps
(their `handlers(...)` factories): a step's handler, and the interpreter's helpers to skip a
step, resolve a target, word what would have been done and why a target is gone, and find
the monster on the field a step acts on (tail_steps.field_monster's `field_card`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from .model import Card, EffectStep, State

Handler = Callable[[State, Context, EffectStep, Any], None]
Skip = Callable[..., None]
Target = Callable[[State, Any, str | None], Card | None]
Would = Callable[..., Event]
Gone = Callable[[str | None, Any], Event]
# the face-up monster on the field a step names, or None (said why): interpreter._field_card
FieldCard = Callable[[State, Context, EffectStep, Any, str], Card | None]
