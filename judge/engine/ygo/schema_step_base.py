"""What every reader of a Yu-Gi-Oh! effect's steps shares (schema_steps.StepReader): the sane
bounds of numbers, the words of a description a target and a `fetch` share, and the steps that
are one mapping of amounts and players (`damage`, `gain_lp`, `destroy_all` and its kin). Split
from schema_steps.py so that each file stays readable at once.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .done_specs import read_done, read_stat
from .model import Described, EffectStep
from .schema_amounts import amount_ref
from .schema_described import MONSTER_WORDS
from .schema_mass import MASS_KEYS, narrowed
from .schema_tallies import read_for_each

# sane bounds: nothing printed comes close, and huge numbers could only be mistakes or abuse
MAX_STAT = 1_000_000
MAX_LP = 10_000_000
MAX_COUNT = 100
MAX_STEPS = 50
MAX_ID = 100
MAX_LEVEL = 13
MAX_ARCHETYPES = 20
# "summoned": "that monster(s)" of the Summon a card answers (10-3-4)
TARGET_WORDS: tuple[str, ...] = ("self", "chosen", "attacker", "attack_target", "summoned",
                                  "battled")  # the monster it battled (after_damage.py, 12-4-4)
# the monster the effect's Special Summon just put on the field (summoned_refs.py, 5-2-7)
TARGET_WORDS += ("summoned_target", "summoned_self")
# each of two targets on its own: "destroy the first target, and if you do, Special Summon the
# second target" (pair_refs.py, 5-2-3)
TARGET_WORDS += ("first_target", "second_target")
PLAYER_WORDS = ("A", "B", "controller", "opponent")
# `target:` on a Spell or Trap (an addition to the format): what its target must be (5-2-3)
ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
# "equip_cards": the Equip Cards on the field; "equipped_monsters": the monsters with one (4-5-5)
DESTROY_ALL_WHAT = ("monsters", "spells_traps", "cards", "equip_cards", "equipped_monsters",
                    "pendulum_scales",  # "both cards in your Pendulum Zones" (3-6-2)
                    "spell_trap_zones")  # "all cards in your Spell & Trap Zones" (3-6-1)
PROPERTIES = ("normal", "quick-play", "continuous", "equip", "field", "ritual", "counter")


class StepBase:
    """The descriptions, targets and amount steps of StepReader: what it needs of the card
    reader is the problems it collects and the references it remembers."""

    problems: Problems
    refs: list[tuple[str, str]]

    def _texts(self, path: str, data: dict[str, Any], key: str) -> tuple[str, ...]:
        raw = v.field(data, key, None)
        if raw is None:
            return ()
        at = key_path(path, key)
        return tuple(v.items(self.problems, at, raw, MAX_ARCHETYPES,
                             lambda item_path, item: v.text(self.problems, item_path, item,
                                                            MAX_ID)))

    def _described(self, at: str, data: dict[str, Any]) -> dict[str, Any]:
        """The words of a description a target and a `fetch` share (described.py): `type` and
        `attribute` are one word or a list of them (any one fits)."""
        p = self.problems
        return {"names": self._texts(at, data, "names"),
                "archetype": v.opt_text(p, data, "archetype", at, "") or "",
                "monster_types": self._one_or_more(at, data, "type", ()),
                "also_types": self._one_or_more(at, data, "also_type", ()),  # every one
                "attributes": self._one_or_more(at, data, "attribute", ATTRIBUTES),
                "excluded": self._texts(at, data, "except"),
                **{key: v.opt_int(p, data, key, at, 1, MAX_LEVEL, 0)
                   for key in ("level", "level_min", "level_max", "link", "link_min",
                               "link_max", "xyz_rank", "xyz_rank_min", "xyz_rank_max")},
                "card_property": self._choice(at, data, "property", PROPERTIES, ""),
                **{key: v.opt_int(p, data, key, at, 0, MAX_STAT, -1)
                   for key in ("atk_max", "atk_min", "def_max", "def_min")},
                "special_summoned": v.opt_bool(p, data, "special_summoned", at, False),
                "with_counter": v.opt_text(p, data, "with_counter", at, "") or "",  # 4-8-11
                "no_normal_summon": v.opt_bool(p, data, "no_normal_summon", at, False),  # 8-1-6
                "non_effect": v.opt_bool(p, data, "non_effect", at, False),  # 4-3-2
                "same_column_as": self._beside(at, data),  # 3-11-1
                "non_tuner": v.opt_bool(p, data, "non_tuner", at, False),  # 8-5-14
                "non_types": self._one_or_more(at, data, "non_type", ()),  # "non-Link" 5-2-3
                "non_attributes": self._one_or_more(at, data, "non_attribute", ATTRIBUTES)}

    def _beside(self, at: str, data: dict[str, Any]) -> Described | None:
        """`same_column_as: {archetype: S-Force}`: the monster beside it in its column, as
        described (3-11-1); its own words are a monster's, without another column."""
        raw = v.field(data, "same_column_as", None)
        if raw is None:
            return None
        where = key_path(at, "same_column_as")
        words = tuple(key for key in MONSTER_WORDS if key != "same_column_as")
        found = v.mapping(self.problems, where, raw, words)
        return Described(**self._described(where, found)) if found is not None else None

    def _one_or_more(self, at: str, data: dict[str, Any], key: str,
                     choices: tuple[str, ...]) -> tuple[str, ...]:
        raw = v.field(data, key, None)
        if raw is None:
            return ()
        path = key_path(at, key)

        def one(item_path: str, item: Any) -> str | None:
            if choices:
                return v.choice(self.problems, item_path, item, choices)
            return v.text(self.problems, item_path, item, MAX_ID)

        if isinstance(raw, str):
            found = one(path, raw)
            return (found,) if found else ()
        return tuple(v.items(self.problems, path, raw, MAX_ARCHETYPES, one))

    def _choice(self, path: str, data: dict[str, Any], key: str, choices: tuple[str, ...],
                default: str) -> str:
        value = v.field(data, key, None)
        if value is None:
            return default
        return v.choice(self.problems, key_path(path, key), value, choices) or default

    def _lp_step(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`damage` or `gain_lp`: an `amount`, or `atk_of` a card ("equal to its ATK")."""
        p = self.problems
        data = v.mapping(p, at, arg, ("player", "amount", "atk_of", "original", "for_each",
                                      "for_each_done", "stat", "half", "times"), ())
        if data is None:
            return None
        if ("amount" in data) == ("atk_of" in data):
            p.add(at, "input.ygo.one_way_only", keys="amount, atk_of")
            return None
        default = "opponent" if kind == "damage" else "controller"
        player = v.choice(p, key_path(at, "player"), v.field(data, "player", default),
                          PLAYER_WORDS + (("both", "equipped_controller",  # 5-3-10, 10-4-7
                                           "target_controller")  # target_controller.py
                                          if kind == "damage" else ()))
        amount = v.opt_int(p, data, "amount", at, 0, MAX_LP, 0)
        atk_of = amount_ref(self.target, key_path(at, "atk_of"), data["atk_of"]) \
            if "atk_of" in data else ""
        if player is None or atk_of is None:
            return None
        original = v.opt_bool(p, data, "original", at, False) and bool(atk_of)
        per = read_for_each(p, at, data, self._described)  # "for each" card (5-3-20)
        done = read_done(p, at, data)  # "for each card destroyed" by the step before
        if sum(bool(way) for way in (per, atk_of, done)) > 1:
            p.add(at, "input.ygo.one_way_only", keys="atk_of, for_each, for_each_done")
            return None
        stat = read_stat(p, at, data)  # "equal to its original DEF", "half", "x 100" (5-3-25)
        if stat is not None and not atk_of:
            p.add(key_path(at, "atk_of"), "input.required")
            return None
        return EffectStep(kind, player=player, amount=amount, atk_of=atk_of, original=original,
                          per=per, per_done=done, stat_of=stat)

    def _destroy_all(self, at: str, arg: Any, kind: str = "destroy_all") -> EffectStep | None:
        """Every card of a kind a player (or `both`) controls, in a position or any (5-3-1);
        `other`, `face` and a description narrow it (schema_mass.py)."""
        p = self.problems
        many_key = ("as_many",) if kind == "destroy_all" else ()
        data = v.mapping(p, at, arg, ("player", "position", "what") + many_key + MASS_KEYS,
                         ("player",))
        player = v.choice(p, key_path(at, "player"), v.field(data, "player", None),
                          PLAYER_WORDS + ("both",))
        position = v.choice(p, key_path(at, "position"), v.field(data, "position", "any"),
                            ("attack", "defense", "any"))
        what = v.choice(p, key_path(at, "what"), v.field(data, "what", "monsters"),
                        DESTROY_ALL_WHAT)
        if what != "monsters" and position != "any":
            p.add(key_path(at, "position"), "input.ygo.position_of_monsters_only")
            return None
        if not (player and position and what):
            return None
        # "as many as possible": done when any one is destroyed (5-2-7)
        many = v.opt_bool(p, data, "as_many", at, False)
        return narrowed(p, at, data or {}, EffectStep(kind, player=player, position=position,
                                                       what=what, as_many=many), self._described)

    def target(self, path: str, raw: Any) -> str | None:
        target = v.text(self.problems, path, raw, MAX_ID)
        if target is not None and target not in TARGET_WORDS:
            self.refs.append((path, target))
        return target
