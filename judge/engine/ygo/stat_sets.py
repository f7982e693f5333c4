"""`becomes: {target, atk, def, original, lasting, until}`: an effect that resolves sets a
monster's ATK or DEF (or its original ATK or DEF, `original`) to a value (4-2-8): a number,
or a part of its original value counted as the step resolves (`half_original`, rounded up as
4-2-7 says, `double_original`, `original`) or the target's (`target_original`,
`target_current`). The value lasts until the end of the turn (7-7-3), of the Battle Phase
(`until: battle_phase`, 12-9-4), past the end of the turn (`until: opponent_turn`..., 7-7-13)
or, with `lasting`, while the monster stays face-up on the
field (4-2-5); stat_values.py says how it combines with the other changes.

The interpreter passes its reader of the step's card on the field, of its target, and its words
for a part not done; original_on_summon is the rider of a Normal Summon without Tributes ("...,
but its original ATK becomes 1900"), `summoned` that of a Special Summon.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .becomes_specs import OF_TARGET, Becomes
from .later_changes import LATER, span, words
from .model import MONSTER, SET, Z_MONSTERS, Card, EffectStep, Modifier, State
from .stat_values import original, rest
from .step_types import FieldCard, Handler, Skip, Target

MAX_STAT = 1_000_000
KEYS = ("target", "atk", "def", "original", "lasting", "until")
# the words of a value counted from the original one (becomes_specs.OF_ORIGINAL)
OF_WORDS = {"half_original": "half", "double_original": "double", "original": "same",
            "target_original": "target_original", "target_current": "target_current"}


def handlers(skip: Skip, field_card: FieldCard, target: Target) -> dict[str, Handler]:
    def becomes(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        spec = step.becomes or Becomes()
        verb = "change_atk" if spec.sets("atk") else "change_def"
        card = field_card(state, ctx, step, env, verb)
        if card is None:
            return
        would = Event(f"would.{verb}_card", {"card": say.card(state, card)})
        if card.kind != MONSTER or card.zone != Z_MONSTERS:
            skip(ctx, env, would, Event("why.not_monster"))
            return
        if spec.atk_of in OF_TARGET or spec.def_of in OF_TARGET:
            # the value is the target's: gone, or no longer face-up for its current value,
            # it has none to give (5-2-3)
            source = target(state, env, "chosen")
            if source is None or "target_current" in (spec.atk_of, spec.def_of) \
                    and (source.zone != Z_MONSTERS or source.position == SET):
                skip(ctx, env, would, Event("why.no_target"))
                return
            spec = _of_target(state, spec, source)
        phase = step.until if step.until in ("battle_phase", "end_phase") + LATER else ""
        set_value(state, ctx, card, spec, (step.lasting, phase, env.label), env.controller)

    return {"becomes": becomes}


def _of_target(state: State, spec: Becomes, source: Card) -> Becomes:
    """The values taken from the target as the step resolves: numbers set."""
    def value(stat: str, of: str, written: int) -> int:
        if of == "target_original":
            return original(state, source, stat)
        if of == "target_current":
            return state.atk(source) if stat == "atk" else state.defense(source)
        return written

    return replace(spec, atk=value("atk", spec.atk_of, spec.atk),
                   defense=value("def", spec.def_of, spec.defense),
                   atk_of="" if spec.atk_of in OF_TARGET else spec.atk_of,
                   def_of="" if spec.def_of in OF_TARGET else spec.def_of)


# the rule that ends a value set for a while: the Battle Phase's end, the End Phase's start
PHASE_RULES = {"battle_phase": cr.UNTIL_END_OF_BATTLE_PHASE, "end_phase": cr.UNTIL_END_PHASE,
               **{later: cr.LATER_CHANGES for later in LATER}}  # 7-7-13


def set_value(state: State, ctx: Context, card: Card, spec: Becomes,
              how: tuple[bool, str, str | None], controller: str = "") -> None:
    """Set the values, each said with what the monster had and has now (4-2-8); `how`: whether
    it lasts while the monster stays face-up, "battle_phase", "end_phase" (7-7-12), a time past
    the end of the turn (`controller`'s, later_changes.LATER, 7-7-13) or "", and the Chain
    Link."""
    lasting, phase, label = how
    values = {stat: _value(state, card, spec, stat) for stat in ("atk", "def") if spec.sets(stat)}
    before = {"atk": state.atk(card), "def": state.defense(card)}
    later = phase in LATER
    ends_turn, standby_turn = span(state, controller, phase) if later else (0, 0)
    state.modifiers.append(Modifier(
        card.id, card.moves, 0, lasting, phase == "battle_phase", 0,
        set_atk=values.get("atk", -1), set_def=values.get("def", -1), base=spec.original,
        rest_atk=rest(state, card, "atk"), rest_def=rest(state, card, "def"),
        end_phase=phase == "end_phase", ends_turn=ends_turn, standby_turn=standby_turn))
    rules = (cr.STAT_SET, cr.ATK_AND_DEF) if lasting else \
        (cr.STAT_SET, PHASE_RULES[phase]) if phase else (cr.STAT_SET, cr.END_OF_TURN)
    code = "stat_set.original" if spec.original else "stat_set"
    tail = ".lasting" if lasting else ".later" if later else f".{phase}" if phase else ""
    until = {"until": words(controller, phase)} if later else {}
    for stat, value in values.items():
        after = state.atk(card) if stat == "atk" else state.defense(card)
        ctx.emit(code + tail, *rules, link=label, card=say.card(state, card),
                 stat=stat.upper(), value=value, before=before[stat], after=after, **until)


def original_on_summon(state: State, ctx: Context, card: Card) -> None:
    """"You can Normal Summon this card without Tributing, but its original ATK becomes 1000."
    (8-1-8): the original ATK it has from that Summon on, while it stays face-up on the field.
    Part of the way it was Summoned, not an effect of the card: it applies as the Summon does."""
    if card.without_tributes_atk < 0:
        return
    before = state.atk(card)
    state.modifiers.append(Modifier(card.id, card.moves, 0, True, set_atk=card.without_tributes_atk,
                                    base=True, rest_atk=rest(state, card, "atk")))
    ctx.emit("stat_set.without_tributes", cr.STAT_SET, cr.NO_TRIBUTES_BY_TEXT,
             card=say.card(state, card), value=card.without_tributes_atk, before=before,
             after=state.atk(card))


def _value(state: State, card: Card, spec: Becomes, stat: str) -> int:
    """The number it becomes: as written, or counted from its original value now."""
    written, of = (spec.atk, spec.atk_of) if stat == "atk" else (spec.defense, spec.def_of)
    if not of:
        return written
    base = original(state, card, stat)
    return (base + 1) // 2 if of == "half" else base * 2 if of == "double" else base


def read_step(p: Problems, at: str, arg: Any,
              target: Callable[[str, Any], str | None]) -> EffectStep | None:
    """`{becomes: {target, atk, def, original, lasting, until}}`: at least one of atk, def."""
    data = v.mapping(p, at, arg, KEYS, ("target",))
    if data is None:
        return None
    card = target(key_path(at, "target"), v.field(data, "target", None))
    if "atk" not in data and "def" not in data:
        p.add(key_path(at, "atk"), "input.required")
        return None
    atk, defense = (_stat(p, key_path(at, key), data.get(key)) for key in ("atk", "def"))
    if atk is None or defense is None:
        return None
    until = v.choice(p, key_path(at, "until"), v.field(data, "until", "turn"),
                     ("turn", "battle_phase", "end_phase") + LATER)  # 7-7-12, 7-7-13
    spec = Becomes(atk=atk[0], defense=defense[0], atk_of=atk[1], def_of=defense[1],
                   original=v.opt_bool(p, data, "original", at, False))
    lasting = v.opt_bool(p, data, "lasting", at, False)
    return EffectStep("becomes", target=card, lasting=lasting, until=until or "turn",
                      becomes=spec) if card and until else None


def read_rider(p: Problems, at: str, data: dict[str, Any] | None) -> Becomes | None:
    """A Special Summon's `becomes: {atk, def}` ("..., and make its ATK and DEF 0"): the values
    the monster has from that Summon on, while it stays face-up (4-2-8); None when absent."""
    if not isinstance(data, dict) or "becomes" not in data:
        return None
    at = key_path(at, "becomes")
    spec = v.mapping(p, at, data["becomes"], ("atk", "def"))
    if spec is None:
        return None
    if not spec:  # neither value: nothing to set
        p.add(key_path(at, "atk"), "input.required")
        return None
    atk, defense = (_stat(p, key_path(at, key), spec.get(key)) for key in ("atk", "def"))
    if atk is None or defense is None:
        return None
    return Becomes(atk=atk[0], defense=defense[0], atk_of=atk[1], def_of=defense[1])


def summoned(state: State, ctx: Context, card: Card, spec: Becomes, label: str | None) -> None:
    """The values a Special Summon's words give the monster it Summons (4-2-8, 4-2-5)."""
    set_value(state, ctx, card, spec, (True, "", label))


def _stat(p: Problems, at: str, raw: Any) -> tuple[int, str] | None:
    """One value: absent (-1), a number, or a word of OF_WORDS."""
    if raw is None:
        return -1, ""
    if isinstance(raw, str):
        word = v.choice(p, at, raw, tuple(OF_WORDS))
        return None if word is None else (-1, OF_WORDS[word])
    number = v.integer(p, at, raw, 0, MAX_STAT)
    return None if number is None else (number, "")
