"""Reading what a negating card or effect can negate (additions to the format, documented in
docs/scenario-format.md): `negates` (the kinds of activation), `negates_by: opponent` ("When
your opponent activates") and `negates_includes` ("an effect that includes any of these
effects"), on a Spell or Trap or a monster's `effects:` entry with a `negate` step (11-3-3,
11-3-4); and the `negate` step itself."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import EffectStep

# the kinds of activation: a Spell Card's, a Trap Card's, a monster effect's, and a Spell's
# effect that is not its card's activation (from its Graveyard, 5-1-8); a Summon being made
# (`summon`, 8-1-5) and any activation that includes a Special Summon (`summoning`):
# summon_window.py
NEGATABLE = ("spell", "trap", "monster", "spell_effect", "summon", "summoning",
             "trap_effect",  # a Trap's effect that is not its card's activation (11-3-4)
             # the activation of a card of one property only (Counter Counter, Armor Break,
             # Spell-Stopping Statute, Royal Surrender)
             "counter_trap", "equip_spell", "continuous_spell", "continuous_trap")
NEGATES_BY = ("opponent", "other_card")
INCLUDES = ("deck_to_hand", "deck_summon", "deck_to_graveyard", "graveyard_to_hand_or_deck",
            "graveyard_summon", "graveyard_banish", "destroy_on_field")
KEYS = ("negates", "negates_by", "negates_includes")
NEGATE_WHAT = ("activation", "effect")
NEGATE_THEN = ("destroy", "banish", "shuffle", "none")


def negate_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`{negate: previous}` (the activation, and that card destroyed: the format's own) or
    `{negate: {what: activation|effect, then: destroy|banish|shuffle|none}}` (5-3-7, 5-3-8)."""
    if isinstance(arg, str):
        found = v.choice(problems, at, arg, ("previous",))
        return EffectStep("negate", what="activation", to="destroy") if found else None
    data = v.mapping(problems, at, arg, ("what", "then"), ("what",))
    what = v.choice(problems, key_path(at, "what"), v.field(data, "what", None), NEGATE_WHAT)
    then = v.choice(problems, key_path(at, "then"), v.field(data, "then", "none"), NEGATE_THEN)
    if what is None or then is None:
        return None
    return EffectStep("negate", what=what, to="" if then == "none" else then)


def read(problems: Problems, path: str, data: dict[str, Any] | None,
         negating: bool) -> dict[str, Any]:
    """The fields of `negates`, `negates_by` and `negates_includes`, as keyword arguments of
    a card or an effect; a key without a `negate` step to go with it is refused."""
    fields: dict[str, Any] = {}
    for key in KEYS:
        if v.field(data, key, None) is not None and not negating:
            problems.add(key_path(path, key), "input.ygo.negates_without_negate")
            return {}
    raw = v.field(data, "negates", None)
    if raw is not None:
        at = key_path(path, "negates")
        items = v.items(problems, at, raw, len(NEGATABLE),
                        lambda item_path, item: v.choice(problems, item_path, item, NEGATABLE))
        if raw == []:
            problems.add(at, "input.ygo.negates_empty", choices=", ".join(NEGATABLE))
        fields["negates"] = tuple(dict.fromkeys(items))
    by = v.field(data, "negates_by", None)
    if by is not None:
        fields["negates_by"] = v.choice(problems, key_path(path, "negates_by"), by,
                                        NEGATES_BY) or ""
    includes = v.field(data, "negates_includes", None)
    if includes is not None:
        at = key_path(path, "negates_includes")
        fields["negates_includes"] = tuple(dict.fromkeys(v.items(
            problems, at, includes, len(INCLUDES),
            lambda item_path, item: v.choice(problems, item_path, item, INCLUDES))))
    return fields
