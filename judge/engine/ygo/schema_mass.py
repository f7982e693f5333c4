"""Reading what narrows a `destroy_all` step (docs/scenario-format.md): `other: true` (never the
card whose effect it is: "Destroy all other monsters on the field"), `face: up|down` ("all
face-up monsters", "all Set Spells/Traps") and the words of a description of monsters ("all
Machine monsters on the field"), each kept on the step for mass.py (5-3-1)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import Described, EffectStep, PickSpec
from .schema_described import MONSTER_WORDS, Describe

# "all monsters with an Ice Counter(s)": the counters they hold (counter_holders.py, 4-8-11)
MASS_KEYS: tuple[str, ...] = ("other", "face") + MONSTER_WORDS + ("with_counter",)
# "face-down and non-LIGHT monsters": face-up ones of that Attribute (or Type) spared, 9-1-5
MASS_KEYS += ("spare_face_up",)
SPARED_WORDS = ("attribute", "type")


def narrowed(problems: Problems, at: str, data: dict[str, Any], step: EffectStep,
             describe: Describe) -> EffectStep | None:
    """The step with its `other`, `face` and description; a description of anything but
    monsters is refused (only a monster has a Type, an Attribute or a Level)."""
    face = v.field(data, "face", None)
    if face is not None:
        face = v.choice(problems, key_path(at, "face"), face, ("up", "down"))
        if face is None:
            return None
    words = {key: value for key, value in data.items()
             if key in MONSTER_WORDS + ("with_counter",)}
    if words and step.what != "monsters":
        problems.add(key_path(at, "what"), "input.ygo.described_monsters_only")
        return None
    pick = PickSpec(what="monster", zones=(), **describe(at, words)) if words else None
    read, spare = _spared(problems, at, data, describe, step.what)
    if not read:
        return None
    return replace(step, other=v.opt_bool(problems, data, "other", at, False), face=face or "",
                   pick=pick, spare_face_up=spare)


def _spared(problems: Problems, at: str, data: dict[str, Any], describe: Describe,
            what: str) -> tuple[bool, Described | None]:
    """`spare_face_up: {attribute: LIGHT}` (an Attribute, a Type or both, with what: monsters
    only): whether the key reads (absent, or such a description), and the description."""
    raw = v.field(data, "spare_face_up", None)
    if raw is None:
        return True, None
    where = key_path(at, "spare_face_up")
    found = v.mapping(problems, where, raw, SPARED_WORDS)
    if found is None:
        return False, None
    if not found or what != "monsters":
        problems.add(where, "input.ygo.spare_face_up_words")
        return False, None
    return True, Described(**describe(where, found))
