"""What a Synchro Monster's first line asks of the Tuners of its Synchro Summon (8-5-12): how
many ("1 Tuner", "2 Tuners", "1+ Fish Tuners") and what each is ("1 DARK Tuner", '1 "Fabled"
Tuner', "1 Tuner Synchro Monster", '"Junk Synchron"'); its non-Tuners are described by the
card's `material_spec`, as an Xyz or Link Monster's materials are (schema_summon.py)."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class TunerSpec(Described):
    """Each Tuner as described; at least `least` of them and at most `most` (0: no bound)."""

    least: int = 1
    most: int = 1
