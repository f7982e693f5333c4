"""Reading the `attach` step (an addition to the format, docs/scenario-format.md): `{attach:
{card: self|chosen|ID, to: chosen|self|ID}}`, the card put under the Xyz Monster `to` names as
one of its Xyz Materials (xyz_attach.py, 4-4-3); and a monster's keys about its materials:
`material_atk`, `material_def` (4-4-3), `no_synchro_material`, `no_xyz_material` and
`material_except` (8-5-9)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card, EffectStep
from .schema_described import Describe, described_at

MAX_STAT = 1_000_000

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


def read_xyz_facts(problems: Problems, path: str, data: dict[str, Any], card: Card,
                   described: Describe) -> None:
    for key in ("no_synchro_material", "no_xyz_material"):  # 8-5-9
        setattr(card, key, v.opt_bool(problems, data, key, path, False))
    card.material_except = described_at(problems, path, data, "material_except", described)
    for key in ("material_atk", "material_def"):  # "for each material attached to it"
        setattr(card, key, v.opt_int(problems, data, key, path, 0, MAX_STAT, 0))
