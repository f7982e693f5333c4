"""Reading the `attach` step (an addition to the format, docs/scenario-format.md): `{attach:
{card: self|chosen|ID, to: chosen|self|ID}}`, the card put under the Xyz Monster `to` names as
one of its Xyz Materials (xyz_attach.py, 4-4-3)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import EffectStep

Reference = Callable[[str, Any], str | None]  # StepReader.target


def read_attach(problems: Problems, at: str, arg: Any, reference: Reference) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("card", "to"), ("card", "to"))
    if data is None:
        return None
    card = reference(key_path(at, "card"), v.field(data, "card", None))
    host = reference(key_path(at, "to"), v.field(data, "to", None))
    if card is None or host is None:
        return None
    if card == host:  # a card is never its own material
        problems.add(key_path(at, "to"), "input.ygo.attach_to_itself")
        return None
    return EffectStep("attach", target=card, to=host)
