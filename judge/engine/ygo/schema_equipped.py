"""Reading the format's words for monsters a monster equips to itself (equip_monsters.py,
10-4-9, 10-4-10): the `equip_to_this: {card: chosen|ID, atk: N}` step, and a monster's
`equipped_gains: {what: atk|atk_def|fixed, half: true, atk: N}` and `equipped_instead:
battle|any` (or `{by: battle|any, optional: true, use: false}`) keys."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card, EffectStep
from .schema_step_base import MAX_STAT

MAX_LEVEL = 12  # a Level raised by an Equip Card (`as_equip: {level}`, 5-1-17)

Reference = Callable[[str, Any], str | None]  # StepReader.target
GAINS = ("atk", "atk_def", "fixed")  # its ATK, its ATK and DEF, or N while one is (10-4-9)
INSTEAD = ("battle", "any")  # destroyed by battle, or by battle or an effect (10-4-10)


def read_equip_to_this(problems: Problems, at: str, arg: Any,
                       reference: Reference) -> EffectStep | None:
    """`{equip_to_this: {card: chosen, atk: 500}}`: `atk` the ATK the Equip Card gives it."""
    data = v.mapping(problems, at, arg, ("card", "atk"), ("card",))
    if data is None:
        return None
    card = reference(key_path(at, "card"), v.field(data, "card", None))
    atk = v.opt_int(problems, data, "atk", at, -MAX_STAT, MAX_STAT, 0)
    return EffectStep("equip_to_this", target=card, amount=atk) if card else None


def read_equipped_keys(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    raw = v.field(data, "equipped_gains", None)
    if raw is not None:
        at = key_path(path, "equipped_gains")
        gains = v.mapping(problems, at, raw, ("what", "half", "atk"), ("what",))
        if gains is not None:
            card.equipped_gains = v.choice(problems, key_path(at, "what"),
                                           v.field(gains, "what", None), GAINS) or ""
            card.equipped_half = v.opt_bool(problems, gains, "half", at, False)
            card.equipped_fixed = v.opt_int(problems, gains, "atk", at, -MAX_STAT, MAX_STAT, 0)
    instead = v.field(data, "equipped_instead", None)
    if isinstance(instead, dict):  # {by: battle|any, optional: true, use: false}
        _optional_instead(problems, key_path(path, "equipped_instead"), instead, card)
    elif instead is not None:
        card.equipped_instead = v.choice(problems, key_path(path, "equipped_instead"), instead,
                                         INSTEAD) or ""


def read_as_equip(problems: Problems, path: str, data: dict[str, Any], card: Card,
                  gives_words: tuple[str, ...]) -> None:
    """`as_equip: {atk: N, def: N, gives: [...]}`: what the monster gives as an Equip Card."""
    opened = v.opt_mapping(problems, data, "as_equip", path,
                           ("atk", "def", "gives", "level", "own_stats"))
    if opened is None:
        return
    gift, at = opened
    gives = v.items(problems, key_path(at, "gives"), v.field(gift, "gives", []),
                    len(gives_words), lambda item_at, item: v.choice(problems, item_at, item,
                                                                     gives_words))
    card.as_equip = (v.opt_int(problems, gift, "atk", at, -MAX_STAT, MAX_STAT, 0),
                     v.opt_int(problems, gift, "def", at, -MAX_STAT, MAX_STAT, 0),
                     tuple(word for word in gives if word))
    # "that monster's Level is increased by 3" (lasting_levels.py, 5-1-17)
    card.as_equip_level = v.opt_int(problems, gift, "level", at, 1, MAX_LEVEL, 0)
    # "also it gains ATK and DEF equal to this card's ATK and DEF": its printed ones (10-4-7)
    card.as_equip_stats = v.opt_bool(problems, gift, "own_stats", at, False)


def _optional_instead(problems: Problems, at: str, raw: dict[str, Any], card: Card) -> None:
    """"..., you can destroy the monster equipped to it ..., instead": `use: false`, its
    controller chooses not to (only on an `optional` one)."""
    data = v.mapping(problems, at, raw, ("by", "optional", "use"), ("by",))
    if data is None:
        return
    card.equipped_instead = v.choice(problems, key_path(at, "by"), v.field(data, "by", None),
                                     INSTEAD) or ""
    optional = v.opt_bool(problems, data, "optional", at, False)
    card.equipped_instead_use = v.opt_bool(problems, data, "use", at, True)
    if not optional and not card.equipped_instead_use:
        problems.add(key_path(at, "use"), "input.ygo.equipped_instead_mandatory")


def read_substitute_use(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`substitute_use: false`: the controller of an Equip Card whose text says "you can
    destroy this card instead" chooses not to (10-4-8)."""
    card.substitute_use = v.opt_bool(problems, data, "substitute_use", path, True)


def read_equipped_needs(problems: Problems, at: str, data: dict[str, Any]) -> str:
    """An effect's `equipped_needs`: `none` ("(max. 1)"), `some` (its cost "send this card
    equipped with a monster by this card's effect to the GY"), 10-4-9."""
    raw = v.field(data, "equipped_needs", None)
    if raw is None:
        return ""
    return v.choice(problems, key_path(at, "equipped_needs"), raw, ("none", "some")) or ""
