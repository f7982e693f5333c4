"""Reading a Synchro, Xyz or Link Monster's `summon_materials` (an addition to the format,
docs/scenario-format.md): what its first line asks of the materials of its Summon (8-5-3,
8-5-4, 8-5-5), checked by extra_summon.py and link_summon.py. A Link Monster's may also
describe each material (the keys targets share), one of them (`including`), and ask for
different names or no Tokens (8-5-7). And a Spell's or Trap's
`summon: {player, how, count, ...}`: the Summon its condition names (summon_window.py, 10-3-4,
8-1-5)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import ATTACK, MONSTER, Card, Described, MaterialSpec, SummonSpec
from .schema_described import Describe, described_at
from .schema_steps import DESCRIBED_KEYS
from .synchro_specs import TunerSpec

MAX_MATERIALS = 10
MAX_LEVEL = 13
MAX_STAT = 1_000_000
# also_type: "1 non-Tuner DARK Dragon Synchro Monster": Dragon and Synchro
DESCRIBED = ("names", "archetype", "type", "attribute", "level_min", "level_max", "except",
             "also_type", "link", "link_min", "link_max")
LINK_KEYS = ("including", "no_tokens", "different_names", "not_type", "different_types",
             "different_attributes", "same_type", "same_attribute")
NOT_TYPES = ("Link", "Tuner", "Effect")  # "non-Link Monsters"
SUMMON_KEYS = ("player", "how", "count") + DESCRIBED_KEYS + ("to", "from", "from_player",
                                                             "another")
SUMMON_FROM = ("hand", "deck", "extra_deck", "graveyard", "banished")
SUMMON_PLAYER = ("controller", "opponent", "any")
SUMMON_HOW = ("normal", "flip", "special")
# a Pendulum Summon alone among Special Summons, named only (pendulum_kinds.py, 8-5-6)
HOW_CHOICES = (*SUMMON_HOW, "pendulum")


def read_summon_materials(problems: Problems, path: str, data: dict[str, Any],
                          card: Card, describe: Describe) -> None:
    _link_facts(problems, path, data, card)
    # a Tuner's own text: "you can treat it as a non-Tuner", a substitute (8-5-14)
    card.synchro_non_tuner = Described() if v.field(data, "synchro_non_tuner", None) is True \
        else described_at(problems, path, data, "synchro_non_tuner", describe)
    card.synchro_substitute = v.opt_text(problems, data, "synchro_substitute", path, "") or ""
    card.synchro_level = v.opt_int(problems, data, "synchro_level", path, 1, MAX_LEVEL, 0)
    raw = v.field(data, "summon_materials", None)
    if raw is None:
        return
    at = key_path(path, "summon_materials")
    if card.kind != MONSTER:
        problems.add(at, "input.ygo.only_monsters")
        return
    rule = v.mapping(problems, at, raw, ("min", "max", "level", *DESCRIBED, *LINK_KEYS,
                                         "tuners"))
    if rule is None:
        return
    card.material_min = v.opt_int(problems, rule, "min", at, 1, MAX_MATERIALS, 0)
    card.material_max = v.opt_int(problems, rule, "max", at, 1, MAX_MATERIALS, 0)
    card.material_level = v.opt_int(problems, rule, "level", at, 1, MAX_LEVEL, 0)
    if card.material_max and card.material_max < card.material_min:
        problems.add(key_path(at, "max"), "input.ygo.materials_max_below_min")
    if "Link" in card.monster_types or any(key in rule for key in (*DESCRIBED, *LINK_KEYS)):
        card.material_spec = _spec(problems, at, rule, describe)  # Link, Xyz, non-Tuners
    card.synchro_tuners = _tuners(problems, at, rule, describe)  # 8-5-12


def _spec(problems: Problems, at: str, rule: dict[str, Any],
          describe: Describe) -> MaterialSpec:
    """What each material must be (8-5-7): the description keys, as a target's."""
    including = None
    raw = v.field(rule, "including", None)
    if raw is not None:
        inner = key_path(at, "including")
        found = v.mapping(problems, inner, raw, ("level", *DESCRIBED))
        including = Described(**describe(inner, found)) if found is not None else None
    return MaterialSpec(**describe(at, rule), including=including,
                        no_tokens=v.opt_bool(problems, rule, "no_tokens", at, False),
                        different_types=v.opt_bool(problems, rule, "different_types", at,
                                                   False),
                        different_attributes=v.opt_bool(problems, rule, "different_attributes",
                                                        at, False),
                        same_type=v.opt_bool(problems, rule, "same_type", at, False),
                        same_attribute=v.opt_bool(problems, rule, "same_attribute", at, False),
                        not_type=_choice(problems, at, rule),
                        different_names=v.opt_bool(problems, rule, "different_names", at,
                                                   False))


def _tuners(problems: Problems, at: str, rule: dict[str, Any],
            describe: Describe) -> TunerSpec | None:
    """A Synchro Monster's `tuners: {min, max, ...}`: how many Tuners (as the rules, one
    Tuner is exactly one: `max` defaults to `min`, and `max: 0` sets no bound), and what each
    is."""
    opened = v.opt_mapping(problems, rule, "tuners", at, ("min", "max", "level", *DESCRIBED))
    if opened is None:
        return None
    found, inner = opened
    least = v.opt_int(problems, found, "min", inner, 1, MAX_MATERIALS, 1)
    most = v.opt_int(problems, found, "max", inner, 0, MAX_MATERIALS, least)
    if most and most < least:
        problems.add(key_path(inner, "max"), "input.ygo.materials_max_below_min")
    return TunerSpec(**describe(inner, found), least=least, most=most)


def _choice(problems: Problems, at: str, rule: dict[str, Any]) -> str:
    raw = v.field(rule, "not_type", None)
    if raw is None:
        return ""
    return v.choice(problems, key_path(at, "not_type"), raw, NOT_TYPES) or ""


def _link_facts(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """What a card says of its Link Summon and of its use as Link Material (8-5-5, 8-5-7)."""
    card.link_summon_once = v.opt_bool(problems, data, "link_summon_once", path, False)
    card.no_link_material = v.opt_bool(problems, data, "no_link_material", path, False)
    card.atk_per_material = v.opt_int(problems, data, "atk_per_material", path, 0, MAX_STAT, 0)
    card.opponent_materials = v.opt_int(problems, data, "opponent_materials", path, 0,
                                        MAX_MATERIALS, 0)
    card.no_link_material_turn_summoned = v.opt_bool(
        problems, data, "no_link_material_turn_summoned", path, False)
    if v.opt_bool(problems, data, "link_summoned_this_turn", path, False):
        card.link_summoned_moves, card.summoned_this_turn = card.moves, True
    if "Link" in card.monster_types and card.position != ATTACK:  # 9-1-4
        problems.add(key_path(path, "position"), "input.ygo.link_attack_only")


def read_summon_spec(problems: Problems, path: str, data: dict[str, Any], card: Card,
                     described: Callable[[str, dict[str, Any]], dict[str, Any]]) -> None:
    """`summon:` of a Spell or Trap whose condition names a Summon (`when: summoned`, or
    `summon` among its `negates`); `described` reads the words a target's description has."""
    raw = v.field(data, "summon", None)
    if raw is None:
        return
    at = key_path(path, "summon")
    if card.kind == MONSTER:
        problems.add(at, "input.ygo.only_spells_traps")
        return
    if card.when != "summoned" and "summon" not in card.negates:
        problems.add(at, "input.ygo.summon_without_condition")
    card.summon = summon_spec(problems, at, raw, described)


def summon_spec(problems: Problems, at: str, raw: Any,
                described: Callable[[str, dict[str, Any]], dict[str, Any]]) -> SummonSpec | None:
    """The Summon a card's or a monster effect's condition names, at `at`."""
    spec = v.mapping(problems, at, raw, SUMMON_KEYS)
    if spec is None:
        return None
    how = v.field(spec, "how", list(SUMMON_HOW))
    kinds = v.items(problems, key_path(at, "how"), how, len(HOW_CHOICES),
                    lambda item_path, item: v.choice(problems, item_path, item, HOW_CHOICES))
    player = v.field(spec, "player", "any")
    return SummonSpec(
        player=v.choice(problems, key_path(at, "player"), player, SUMMON_PLAYER) or "any",
        how=tuple(dict.fromkeys(kinds)) or SUMMON_HOW,
        count=v.opt_int(problems, spec, "count", at, 1, MAX_MATERIALS, 0),
        to=v.choice(problems, key_path(at, "to"), v.field(spec, "to", "any"),
                    (*SUMMON_PLAYER, "pointed")) or "any",
        origins=_summon_origins(problems, at, spec),
        from_player=v.choice(problems, key_path(at, "from_player"),
                             v.field(spec, "from_player", "any"), SUMMON_PLAYER) or "any",
        another=v.opt_bool(problems, spec, "another", at, False),
        **described(at, {k: val for k, val in spec.items() if k not in PLACE_KEYS}))


PLACE_KEYS = ("to", "from", "from_player", "another")


def _summon_origins(problems: Problems, at: str, spec: dict[str, Any]) -> tuple[str, ...]:
    """`from: [extra_deck, ...]`: the zones the monster is Special Summoned from (10-3-4)."""
    raw = v.field(spec, "from", None)
    if raw is None:
        return ()
    path = key_path(at, "from")
    found = v.items(problems, path, raw, len(SUMMON_FROM),
                    lambda item_path, item: v.choice(problems, item_path, item, SUMMON_FROM))
    return tuple(dict.fromkeys(found))
