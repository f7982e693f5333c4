"""Reading Yu-Gi-Oh! cards and their effect steps, collecting every problem with its path."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.printed import CardLookup
from ..core.validate import Problems, key_path
from .model import (
    ATTACK,
    KINDS,
    MAX_MONSTERS,
    MONSTER,
    POSITIONS,
    SPELL,
    SPELL_TYPES,
    TRAP,
    TRAP_TYPES,
    Boost,
    Card,
    EffectStep,
    PickSpec,
    TargetSpec,
)
from .printed_cards import PrintedCards
from .schema_costs import cost_cards, options
from .schema_effects import read_effects
from .schema_facts import read_printed_facts
from .schema_summon import read_summon_materials

# sane bounds: nothing printed comes close, and huge numbers could only be mistakes or abuse
MAX_STAT = 1_000_000
MAX_LP = 10_000_000
MAX_COUNT = 100
MAX_STEPS = 50
MAX_ID = 100
MAX_LEVEL = 13
MAX_ARCHETYPES = 20
TARGET_WORDS = ("self", "chosen", "attacker", "attack_target")
PLAYER_WORDS = ("A", "B", "controller", "opponent")
# `target:` on a Spell or Trap (an addition to the format): what its target must be (5-2-3)
TARGET_KEYS = ("what", "player", "zone", "face_up", "face_down", "position", "other", "names",
               "archetype", "type", "attribute", "level", "level_min", "level_max", "except")
ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
TARGET_WHAT = ("monster", "spell_trap", "spell", "trap", "card")
TARGET_PLAYER = ("controller", "opponent", "any")
TARGET_ZONE = ("field", "graveyard", "banished")
TARGET_POSITION = ("attack", "defense")
DESTROY_ALL_WHAT = ("monsters", "spells_traps", "cards")
# `fetch`: a described card taken from its player's own zones (5-3-13)
FETCH_KEYS = ("from", "to", "position", "what", "names", "archetype", "type", "attribute",
              "level", "level_min", "level_max", "except")
FETCH_FROM = ("deck", "hand", "graveyard")
FETCH_TO = ("hand", "graveyard", "field", "set")
POSITION_TO = ("attack", "defense", "set", "switch")  # `change_position`: 9-2-7
FETCH_WHAT = ("monster", "spell", "trap", "spell_trap", "card")

CARD_KEYS = ("id", "name", "kind", "level", "atk", "def", "position", "summoned_this_turn",
             "changed_position_this_turn", "attacked_this_turn", "spell_type", "trap_type",
             "face_up", "set_this_turn", "effect", "flip", "negates", "when", "pay_lp",
             "no_normal_summon", "target", "once_per_turn", "discard", "tribute",
             "direct_attack", "piercing", "battle_indestructible", "archetypes",
             "no_special_summon", "effect_indestructible", "attribute", "types", "boosts",
             "effects", "materials", "cost_cards", "options", "only_one", "name_becomes",
             "special_summon_only", "spares_battle", "no_special_summon_from",
             "battle_indestructible_atk", "no_battle_damage", "defense_after_attack",
             "summon_materials", "attacks", "no_direct_attack", "defense_after_battle_phase",
             "untargetable_by_opponent", "sent_this_turn")
# monsters' Continuous effects and summoning condition kept by the engine
BATTLE_KEYS = ("direct_attack", "piercing", "battle_indestructible", "no_special_summon",
               "effect_indestructible", "spares_battle", "no_battle_damage",
               "defense_after_attack", "no_direct_attack", "defense_after_battle_phase")
MONSTER_FIELD_KEYS = ("position", "summoned_this_turn", "changed_position_this_turn",
                      "attacked_this_turn", "materials")
SPELL_TRAP_FIELD_KEYS = ("face_up", "set_this_turn")
TARGET_STEPS = ("destroy", "to_hand", "banish", "to_graveyard")
STEP_KINDS = TARGET_STEPS + ("damage", "gain_lp", "draw", "atk", "negate", "special_summon",
                             "equip",
                             "destroy_all", "fetch", "change_position", "if_you_do", "then",
                             "to_deck")
# "X, and if you do, Y", "X, then Y" (5-2-7): Y's steps nest under the step after X
GATE_STEPS = ("if_you_do", "then")
MAX_NESTING = 4
# activation conditions a Spell or Trap may have (an addition to the format)
CONDITIONS = ("opponent_attack_declared",)
# `negates`: the kinds of activation a negating card can negate (a Spell Card's, a Trap Card's,
# a monster effect's); an addition to the format, documented in docs/scenario-format.md
NEGATABLE = ("spell", "trap", "monster")


class CardReader:
    """Reads cards; remembers every id (for uniqueness) and every reference (for existence)."""

    def __init__(self, problems: Problems, lookup: CardLookup | None = None) -> None:
        self.problems = problems
        self.printed = PrintedCards(problems, lookup)  # `card: "PASSWORD"`
        self.ids: dict[str, str] = {}  # id -> path where it was first seen
        self.refs: list[tuple[str, str]] = []  # (path, referenced id)
        self.count = 0
        self.nesting = 0  # `if_you_do` and `then` steps inside one another

    def card(self, path: str, raw: Any, owner: str, zone: str, on_field: bool) -> Card | None:
        p = self.problems
        self.count += 1
        raw = self.printed.expand(path, raw)
        data = v.mapping(p, path, raw, CARD_KEYS)
        if data is None:
            return None
        card_id = self._card_id(path, data, owner, zone)
        kind = v.field(data, "kind", _guess_kind(data))
        kind = v.choice(p, key_path(path, "kind"), kind, KINDS) or MONSTER
        card = Card(
            id=card_id, name=v.opt_text(p, data, "name", path, card_id) or card_id, owner=owner,
            kind=kind, zone=zone,
            level=v.opt_int(p, data, "level", path, 0, MAX_LEVEL, 0),
            atk=v.opt_int(p, data, "atk", path, 0, MAX_STAT, 0),
            defense=v.opt_int(p, data, "def", path, 0, MAX_STAT, 0),
            position=self._choice(path, data, "position", POSITIONS, ATTACK),
            spell_type=self._choice(path, data, "spell_type", SPELL_TYPES, "normal"),
            trap_type=self._choice(path, data, "trap_type", TRAP_TYPES, "normal"),
        )
        flags = tuple(k for k in MONSTER_FIELD_KEYS[1:] if k != "materials")
        for key in flags + SPELL_TRAP_FIELD_KEYS + ("no_normal_summon",) \
                + BATTLE_KEYS:
            setattr(card, key, v.opt_bool(p, data, key, path, False))
        self._kind_only(path, data, kind)
        self._zone_only(path, data, on_field)
        card.effect = self.steps(key_path(path, "effect"), v.field(data, "effect", None))
        card.flip = self.steps(key_path(path, "flip"), v.field(data, "flip", None))
        card.effects = read_effects(p, key_path(path, "effects"), v.field(data, "effects", None),
                                    self.steps, self._target_spec, self._described)
        if kind == SPELL and any(e.origin != "graveyard" or e.type != "ignition"
                                 for e in card.effects):
            # a Spell's effect other than its activation: from its Graveyard, 5-1-8
            self.problems.add(key_path(path, "effects"), "input.ygo.spell_effect_graveyard")
        card.negates = self._negates(path, data, card)
        when = v.field(data, "when", None)
        if when is not None and kind != MONSTER:
            card.when = v.choice(p, key_path(path, "when"), when, CONDITIONS) or ""
        card.target = self._target_spec(path, data) if kind != MONSTER else None
        card.archetypes = self._archetypes(path, data)
        card.monster_types = self._texts(path, data, "types")
        if kind != MONSTER:
            card.boosts = self._boosts(path, data)
        attribute = v.field(data, "attribute", None)
        if attribute is not None:
            card.attribute = v.choice(p, key_path(path, "attribute"), attribute, ATTRIBUTES) or ""
        card.once_per_turn = v.opt_bool(p, data, "once_per_turn", path, False)
        card.only_one = v.opt_bool(p, data, "only_one", path, False)  # 5-4-1
        card.untargetable_by_opponent = v.opt_bool(p, data, "untargetable_by_opponent", path,
                                                   False)  # 5-4-4
        read_printed_facts(p, path, data, card)  # 5-4, 8-4-6, 8-4-7, 12-3-4, 12-8-3
        card.materials = v.opt_int(p, data, "materials", path, 0, MAX_COUNT, 0)
        read_summon_materials(p, path, data, card)
        card.sent_this_turn = v.opt_bool(p, data, "sent_this_turn", path, False)
        if kind != MONSTER:
            card.discard = v.opt_int(p, data, "discard", path, 0, MAX_COUNT, 0)
            card.tribute = v.opt_int(p, data, "tribute", path, 0, MAX_MONSTERS, 0)
            card.cost_cards = cost_cards(p, path, data, self._described)
            card.options = options(p, path, data, self.steps, self._target_spec,
                                   self._described)
        pay = v.field(data, "pay_lp", None)
        if pay is not None and kind != MONSTER:
            card.pay_lp = "half" if pay == "half" else str(
                v.integer(p, key_path(path, "pay_lp"), pay, 0, MAX_LP) or "")
        return card

    def _negates(self, path: str, data: dict[str, Any], card: Card) -> tuple[str, ...]:
        raw = v.field(data, "negates", None)
        if raw is None or card.kind == MONSTER:
            return ()  # a monster with the key is reported by `_kind_only`
        at = key_path(path, "negates")
        if not card.negating:
            self.problems.add(at, "input.ygo.negates_without_negate")
            return ()
        items = v.items(self.problems, at, raw, len(NEGATABLE),
                        lambda item_path, item: v.choice(self.problems, item_path, item,
                                                         NEGATABLE))
        if raw == []:
            self.problems.add(at, "input.ygo.negates_empty", choices=", ".join(NEGATABLE))
        return tuple(dict.fromkeys(items))

    def _boosts(self, path: str, data: dict[str, Any]) -> tuple[Boost, ...]:
        """`boosts: [{types: [Warrior], attribute: FIRE, atk: 200, def: 200}]` (4-5-6)."""
        raw = v.field(data, "boosts", None)
        if raw is None:
            return ()
        return tuple(v.items(self.problems, key_path(path, "boosts"), raw, MAX_STEPS,
                             self._boost))

    def _boost(self, at: str, raw: Any) -> Boost | None:
        p = self.problems
        data = v.mapping(p, at, raw, ("types", "attribute", "atk", "def"))
        if data is None:
            return None
        attribute = v.field(data, "attribute", None)
        return Boost(types=self._texts(at, data, "types"),
                     attribute="" if attribute is None else
                     v.choice(p, key_path(at, "attribute"), attribute, ATTRIBUTES) or "",
                     atk=v.opt_int(p, data, "atk", at, -MAX_STAT, MAX_STAT, 0),
                     defense=v.opt_int(p, data, "def", at, -MAX_STAT, MAX_STAT, 0))

    def _archetypes(self, path: str, data: dict[str, Any]) -> tuple[str, ...]:
        return self._texts(path, data, "archetypes")

    def _texts(self, path: str, data: dict[str, Any], key: str) -> tuple[str, ...]:
        raw = v.field(data, key, None)
        if raw is None:
            return ()
        at = key_path(path, key)
        return tuple(v.items(self.problems, at, raw, MAX_ARCHETYPES,
                             lambda item_path, item: v.text(self.problems, item_path, item,
                                                            MAX_ID)))

    def _target_spec(self, path: str, data: dict[str, Any]) -> TargetSpec | None:
        raw = v.field(data, "target", None)
        if raw is None:
            return None
        at = key_path(path, "target")
        spec = v.mapping(self.problems, at, raw, TARGET_KEYS)
        if spec is None:
            return None
        return TargetSpec(what=self._choice(at, spec, "what", TARGET_WHAT, "card"),
                          player=self._choice(at, spec, "player", TARGET_PLAYER, "any"),
                          zone=self._choice(at, spec, "zone", TARGET_ZONE, "field"),
                          face_up=v.opt_bool(self.problems, spec, "face_up", at, False),
                          face_down=v.opt_bool(self.problems, spec, "face_down", at, False),
                          position=self._choice(at, spec, "position", TARGET_POSITION, ""),
                          other=v.opt_bool(self.problems, spec, "other", at, False),
                          **self._described(at, spec))

    def _described(self, at: str, data: dict[str, Any]) -> dict[str, Any]:
        """The words of a description a target and a `fetch` share (described.py): `type` and
        `attribute` are one word or a list of them (any one fits)."""
        p = self.problems
        return {"names": self._texts(at, data, "names"),
                "archetype": v.opt_text(p, data, "archetype", at, "") or "",
                "monster_types": self._one_or_more(at, data, "type", ()),
                "attributes": self._one_or_more(at, data, "attribute", ATTRIBUTES),
                "excluded": self._texts(at, data, "except"),
                **{key: v.opt_int(p, data, key, at, 1, MAX_LEVEL, 0)
                   for key in ("level", "level_min", "level_max")}}

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

    def _kind_only(self, path: str, data: dict[str, Any], kind: str) -> None:
        """Keys that only one kind of card can have."""
        only = {"level": MONSTER, "atk": MONSTER, "def": MONSTER, "flip": MONSTER,
                "spell_type": SPELL, "trap_type": TRAP, "effect": (SPELL, TRAP),
                "negates": (SPELL, TRAP), "when": (SPELL, TRAP), "pay_lp": (SPELL, TRAP),
                "target": (SPELL, TRAP), "once_per_turn": (SPELL, TRAP),
                "discard": (SPELL, TRAP), "tribute": (SPELL, TRAP),
                "cost_cards": (SPELL, TRAP), "options": (SPELL, TRAP),
                "no_normal_summon": MONSTER, "effects": MONSTER,
                "special_summon_only": MONSTER, "no_special_summon_from": MONSTER,
                "battle_indestructible_atk": MONSTER, "attacks": MONSTER,
                **dict.fromkeys(BATTLE_KEYS, MONSTER),
                "attribute": MONSTER, "types": MONSTER, "boosts": (SPELL, TRAP)}
        for key in MONSTER_FIELD_KEYS:
            only[key] = MONSTER
        for key in SPELL_TRAP_FIELD_KEYS:
            only[key] = (SPELL, TRAP)
        if kind == SPELL:
            del only["effects"]  # a Spell's effects activated from its Graveyard (5-1-8)
        for key, kinds in only.items():
            if key in data and kind not in kinds:
                # "only Spells and Traps have this", "only monsters have this"...
                code = "input.ygo.only_spells_traps" if kinds == (SPELL, TRAP) else \
                    f"input.ygo.only_{kinds}s"
                if key == "effect":
                    code = "input.ygo.effect_on_monster"
                self.problems.add(key_path(path, key), code)

    def _zone_only(self, path: str, data: dict[str, Any], on_field: bool) -> None:
        if on_field:
            return
        for key in MONSTER_FIELD_KEYS + SPELL_TRAP_FIELD_KEYS:
            if key in data:
                self.problems.add(key_path(path, key), "input.field_only")

    def _card_id(self, path: str, data: dict[str, Any], owner: str, zone: str) -> str:
        raw = v.field(data, "id", None)
        card_id = None if raw is None else v.text(self.problems, key_path(path, "id"), raw,
                                                  MAX_ID)
        if card_id is None:
            # cards nobody refers to may go without an id: give them one of our own
            number = self.count
            while f"{owner}.{zone}#{number}" in self.ids:
                number += 1
            card_id = f"{owner}.{zone}#{number}"
            self.ids[card_id] = path
        elif card_id in self.ids:
            self.problems.add(key_path(path, "id"), "input.duplicate_id", id=card_id,
                              first=self.ids[card_id])
        elif card_id in TARGET_WORDS or card_id == "direct":
            self.problems.add(key_path(path, "id"), "input.ygo.reserved_id", id=card_id)
        else:
            self.ids[card_id] = key_path(path, "id")
        return card_id

    def steps(self, path: str, raw: Any) -> tuple[EffectStep, ...]:
        if raw is None:
            return ()
        return tuple(v.items(self.problems, path, raw, MAX_STEPS, self._step))

    def _step(self, path: str, raw: Any) -> EffectStep | None:
        split = v.one_key(self.problems, path, raw, "step")
        if split is None:
            return None
        kind, arg = split
        at = key_path(path, kind)
        p = self.problems
        if kind not in STEP_KINDS:
            p.add(at, "input.unknown_step", known=", ".join(STEP_KINDS))
            return None
        if kind in TARGET_STEPS:
            target = self.target(at, arg)
            return EffectStep(kind, target=target) if target else None
        if kind == "draw":
            count = v.integer(p, at, arg, 0, MAX_COUNT)
            return None if count is None else EffectStep(kind, amount=count)
        if kind == "negate":
            return EffectStep(kind) if v.choice(p, at, arg, ("previous",)) else None
        if kind in GATE_STEPS:
            return self._gate(kind, at, arg)
        return self._mapping_step(kind, at, arg)

    def _gate(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """Steps done only when the step before was done (5-2-7), nested a few deep at most."""
        if self.nesting >= MAX_NESTING:
            self.problems.add(at, "input.ygo.nested_too_deep", most=MAX_NESTING)
            return None
        self.nesting += 1
        try:
            steps = self.steps(at, arg)
        finally:
            self.nesting -= 1
        if not steps:
            self.problems.add(at, "input.empty")
            return None
        return EffectStep(kind, steps=steps)

    def _mapping_step(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        p = self.problems
        if kind in ("damage", "gain_lp"):
            data = v.mapping(p, at, arg, ("player", "amount"), ("amount",))
            default = "opponent" if kind == "damage" else "controller"
            player = v.choice(p, key_path(at, "player"), v.field(data, "player", default),
                              PLAYER_WORDS)
            amount = v.opt_int(p, data, "amount", at, 0, MAX_LP, 0)
            return None if data is None or player is None else EffectStep(kind, player=player,
                                                                      amount=amount)
        if kind == "destroy_all":
            return self._destroy_all(at, arg)
        if kind == "fetch":
            return self._fetch(at, arg)
        if kind == "to_deck":  # returned to its owner's Deck (5-3-14)
            data = v.mapping(p, at, arg, ("card", "where"), ("card",))
            target = self.target(key_path(at, "card"), v.field(data, "card", None))
            where = v.choice(p, key_path(at, "where"), v.field(data, "where", "shuffle"),
                             ("shuffle", "top"))
            return EffectStep(kind, target=target, to=where) if target and where else None
        if kind == "change_position":  # by an effect (9-2-7)
            data = v.mapping(p, at, arg, ("card", "to"), ("card", "to"))
            target = self.target(key_path(at, "card"), v.field(data, "card", None))
            to = v.choice(p, key_path(at, "to"), v.field(data, "to", None), POSITION_TO)
            return EffectStep(kind, target=target, to=to) if target and to else None
        if kind == "equip":  # an Equip Spell's: the monster it equips, its ATK/DEF (4-5-5)
            data = v.mapping(p, at, arg, ("card", "atk", "def"), ("card",))
            target = self.target(key_path(at, "card"), v.field(data, "card", None))
            atk = v.opt_int(p, data, "atk", at, -MAX_STAT, MAX_STAT, 0)
            defense = v.opt_int(p, data, "def", at, -MAX_STAT, MAX_STAT, 0)
            return EffectStep(kind, target=target, amount=atk, defense=defense) if target \
                else None
        if kind == "atk":
            data = v.mapping(p, at, arg, ("target", "amount", "lasting"), ("target", "amount"))
            target = self.target(key_path(at, "target"), v.field(data, "target", None))
            amount = v.opt_int(p, data, "amount", at, -MAX_STAT, MAX_STAT, 0)
            lasting = v.opt_bool(p, data, "lasting", at, False)  # 4-2-5
            return EffectStep(kind, target=target, amount=amount, lasting=lasting) if target \
                else None
        data = v.mapping(p, at, arg, ("card", "position"), ("card",))  # special_summon
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        position = v.choice(p, key_path(at, "position"), v.field(data, "position", ATTACK),
                            ("attack", "defense"))
        return EffectStep(kind, target=target, position=position) if target and position else None

    def _destroy_all(self, at: str, arg: Any) -> EffectStep | None:
        """Every card of a kind a player (or `both`) controls, in a position or any (5-3-1)."""
        p = self.problems
        data = v.mapping(p, at, arg, ("player", "position", "what"), ("player",))
        player = v.choice(p, key_path(at, "player"), v.field(data, "player", None),
                          PLAYER_WORDS + ("both",))
        position = v.choice(p, key_path(at, "position"), v.field(data, "position", "any"),
                            ("attack", "defense", "any"))
        what = v.choice(p, key_path(at, "what"), v.field(data, "what", "monsters"),
                        DESTROY_ALL_WHAT)
        if what != "monsters" and position != "any":
            p.add(key_path(at, "position"), "input.ygo.position_of_monsters_only")
            return None
        return EffectStep("destroy_all", player=player, position=position, what=what) \
            if player and position and what else None

    def _fetch(self, at: str, arg: Any) -> EffectStep | None:
        """A card the text describes, taken from its player's own zones (5-3-13)."""
        p = self.problems
        data = v.mapping(p, at, arg, FETCH_KEYS, ("to",))
        if data is None:
            return None
        to = v.choice(p, key_path(at, "to"), v.field(data, "to", None), FETCH_TO)
        position = self._choice(at, data, "position", ("attack", "defense"), ATTACK)
        zones = self._fetch_zones(at, data)
        spec = PickSpec(what=self._choice(at, data, "what", FETCH_WHAT, "card"), zones=zones,
                        **self._described(at, data))
        return EffectStep("fetch", pick=spec, to=to, position=position) if to and zones \
            else None

    def _fetch_zones(self, at: str, data: dict[str, Any]) -> tuple[str, ...]:
        raw = v.field(data, "from", ["deck"])
        zones = v.items(self.problems, key_path(at, "from"), raw, len(FETCH_FROM),
                        lambda item_path, item: v.choice(self.problems, item_path, item,
                                                         FETCH_FROM))
        return tuple(dict.fromkeys(zones))

    def target(self, path: str, raw: Any) -> str | None:
        target = v.text(self.problems, path, raw, MAX_ID)
        if target is not None and target not in TARGET_WORDS:
            self.refs.append((path, target))
        return target


def _guess_kind(data: dict[str, Any]) -> str:
    if "spell_type" in data:
        return SPELL
    if "trap_type" in data:
        return TRAP
    return MONSTER
