"""The Special Summon and Summon restriction steps of StepReader (schema_steps.py): the
`special_summon` step with the riders it is Summoned with (8-4-3, 8-4-10, 12-3-23, 8-1-12),
`summon_lock` for the rest of the turn (5-2-10) and its form that spares a zone (5-2-32).
Split from schema_steps.py so that each file stays readable at once."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import key_path
from .attack_riders import read_no_attack
from .bound_summons import read_limits
from .later import read_end_phase
from .model import EffectStep, PickSpec
from .negated_turn import read_negated
from .schema_described import DESCRIBED_KEYS
from .schema_moves import SUMMON_POSITIONS
from .schema_step_base import StepBase
from .stat_sets import read_rider


class SummonStepReader(StepBase):
    """The Summon steps of StepReader; what they need of it is StepBase's."""

    def _special_summon(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`special_summon`: the card, its position and the riders it is Summoned with."""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "position", "negated", "banish_on_leave",
                                      "destroy_end_phase", "to_pointed", "end_phase",
                                      "no_attack", "bottom_on_leave", "becomes", "limits",
                                      "gemini_effects", "ignoring", "to"),
                         ("card",))  # special_summon
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        # none given: its controller's choice, the action's `position` (8-4-3)
        position = self._choice(at, data or {}, "position", SUMMON_POSITIONS, "")
        # "but negate its effects" (5-5-1), "... until the end of this turn" (7-7-3)
        negated, turn = read_negated(p, at, data)
        leave = v.opt_bool(p, data, "banish_on_leave", at, False)  # 8-4-10
        # "to your opponent's field": that player controls it from then on (8-4-15)
        side = self._choice(at, data or {}, "to", ("controller", "opponent"), "")
        return EffectStep(kind, target=target, position=position, negated=negated,
                          negated_turn=turn, to=side,
                          banish_on_leave=leave, destroy_end_phase=v.opt_bool(
                              p, data, "destroy_end_phase", at, False),
                          to_pointed=v.opt_bool(p, data, "to_pointed", at, False),  # 4-4-7
                          end_phase=read_end_phase(p, at, data),
                          no_attack=read_no_attack(p, at, data),
                          bottom_on_leave=v.opt_bool(p, data, "bottom_on_leave", at, False),
                          becomes=read_rider(p, at, data),
                          limits=read_limits(p, at, data),  # 12-3-23
                          gemini_effects=v.opt_bool(p, data, "gemini_effects", at, False),
                          ignoring=v.opt_bool(p, data, "ignoring", at, False)) \
            if target else None

    def _summon_lock(self, at: str, arg: Any) -> EffectStep | None:
        """`{summon_lock: {from: any | extra_deck, except: DESCRIPTION}}`: for the rest of the
        turn its player Special Summons only monsters of that description; without `except`,
        none (5-2-10)."""
        p = self.problems
        data = v.mapping(p, at, arg, ("from", "except", "player"), ())
        if data is None:
            return None
        scope = self._choice(at, data, "from", ("any", "extra_deck"), "any")
        # "Your opponent cannot Special Summon ...": the opponent of the effect's player bound
        whose = self._choice(at, data, "player", ("controller", "opponent"), "") or None
        if "except" not in data:
            return EffectStep("summon_lock", to=scope, player=whose)
        allowed = v.mapping(p, key_path(at, "except"), v.field(data, "except", None),
                            DESCRIBED_KEYS, ())
        if allowed is None:
            return None
        spec = PickSpec(what="monster", zones=(), **self._described(key_path(at, "except"),
                                                                      allowed))
        return EffectStep("summon_lock", to=scope, pick=spec, player=whose)

    def _zone_lock(self, at: str, arg: Any) -> EffectStep | None:
        """`{summon_lock: {only: DESCRIPTION, except_from: ZONE}}`: the monsters of that
        description, from anywhere but that zone (5-2-32); with neither `from` nor `except`."""
        p = self.problems
        data = v.mapping(p, at, arg, ("from", "except", "only", "except_from"), ())
        if data is None:
            return None
        for other, own in (("except", "only"), ("from", "except_from")):
            if other in data:
                p.add(at, "input.ygo.one_way_only", keys=f"{other}, {own}")
                return None
        for own in ("only", "except_from"):
            if own not in data:
                p.add(key_path(at, own), "input.required")
                return None
        spared = self._choice(at, data, "except_from", ("hand", "deck", "graveyard", "banished",
                                                         "extra_deck"), "hand")
        covered = v.mapping(p, key_path(at, "only"), v.field(data, "only", None),
                            DESCRIBED_KEYS, ())
        if covered is None:
            return None
        spec = PickSpec(what="monster", zones=(), **self._described(key_path(at, "only"),
                                                                      covered))
        return EffectStep("summon_lock", zone_lock=(spec, spared))


def zoned(arg: Any) -> bool:
    """A `summon_lock` that spares a zone (`only`, `except_from`), 5-2-32."""
    return isinstance(arg, dict) and ("only" in arg or "except_from" in arg)
