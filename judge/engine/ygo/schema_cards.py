"""Reading Yu-Gi-Oh! cards, collecting every problem with its path (their effect steps and
the descriptions targets share: schema_steps.py)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.printed import CardLookup
from ..core.validate import Problems, key_path
from . import field_card_effects, schema_negation
from .card_conditions import PHASE_WHEN
from .card_keys import (
    CARD_KEYS,
    TARGET_KEYS,
    TARGET_PLAYER,
    TARGET_POSITION,
    TARGET_WHAT,
    TARGET_ZONE,
)
from .condition_events import read_other
from .end_upkeep import read_end_upkeep
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
    TargetSpec,
)
from .printed_cards import PrintedCards
from .schema_card_readers import FLAG_KEYS, PRINTED_READERS
from .schema_costs import cost_cards, options
from .schema_described import described_at
from .schema_effects import read_effects
from .schema_equipped import read_as_equip
from .schema_kept import read_kept_if
from .schema_kinds import (
    BATTLE_KEYS,
    MONSTER_FIELD_KEYS,
    SPELL_TRAP_FIELD_KEYS,
    kind_problems,
)
from .schema_procedures import read_condition
from .schema_stconds import read_card_if
from .schema_step_base import (
    ATTRIBUTES,
    MAX_COUNT,
    MAX_ID,
    MAX_LEVEL,
    MAX_LP,
    MAX_STAT,
    MAX_STEPS,
    TARGET_WORDS,
)
from .schema_steps import GIVES, StepReader
from .schema_summon import read_summon_spec
from .schema_summon_grant import read_summon_grant
from .schema_target_either import either
from .schema_turn_locks import read_turn_locks
from .schema_xyz_cards import read_materials
from .timers import read_timer

CONDITIONS = ("opponent_attack_declared", "opponent_direct_attack_declared", "attack_declared",
              "opponent_damage_calculation", "opponent_turn", "summoned", "battle_phase",
              "no_face_up_cards",
              "other_destroyed", "other_destroyed_by_battle", "other_destroyed_by_effect",
              *PHASE_WHEN)


class CardReader(StepReader):
    """Reads cards; remembers every id (for uniqueness) and every reference (for existence)."""

    def __init__(self, problems: Problems, lookup: CardLookup | None = None) -> None:
        self.problems = problems
        self.printed = PrintedCards(problems, lookup)  # `card: "PASSWORD"`
        self.ids: dict[str, str] = {}  # id -> path where it was first seen
        self.refs: list[tuple[str, str]] = []  # (path, referenced id)
        self.count = 0
        self.nesting = 0  # `if_you_do` and `then` steps inside one another
        self.under: list[Card] = []  # Xyz Materials named under a monster (4-4-11)

    def card(self, path: str, raw: Any, owner: str, zone: str, on_field: bool) -> Card | None:
        p = self.problems
        self.count += 1
        raw = self.printed.expand(path, raw)
        data = v.mapping(p, path, raw, CARD_KEYS)
        if data is None:
            return None
        card = self._base(path, data, owner, zone)
        kind_problems(self.problems, path, data, card.kind)
        self._zone_only(path, data, on_field)
        self._effects_of(path, data, card)
        self._facts(path, data, card)
        for reader in PRINTED_READERS:  # one family's keys each, in this order
            reader(p, path, data, card, self._described)
        self._locks(path, data, card)
        if card.kind != MONSTER:
            self._spell_trap(path, data, card)
        return card

    def _base(self, path: str, data: dict[str, Any], owner: str, zone: str) -> Card:
        """The card with what every card has: its id, name, kind, stats, position, and the
        flags given as `true`."""
        p = self.problems
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
        for key in flags + SPELL_TRAP_FIELD_KEYS + ("no_normal_summon",) + BATTLE_KEYS \
                + FLAG_KEYS:
            setattr(card, key, v.opt_bool(p, data, key, path, False))
        return card

    def _effects_of(self, path: str, data: dict[str, Any], card: Card) -> None:
        """What the card does: its steps, its effects, and what keeps it on the field."""
        p, kind = self.problems, card.kind
        card.effect = self.steps(key_path(path, "effect"), v.field(data, "effect", None))
        card.flip = self.steps(key_path(path, "flip"), v.field(data, "flip", None))
        card.effects = read_effects(p, key_path(path, "effects"), v.field(data, "effects", None),
                                    self.steps, self._target_spec, self._described)
        wrong = field_card_effects.input_problem(card) if kind != MONSTER else None
        if wrong is not None:  # from its Graveyard (5-1-8, 5-1-9), on the field (10-5-1)
            self.problems.add(key_path(path, "effects"), wrong)
        field_card_effects.with_speeds(card)
        if "upkeep" in data:  # 10-5-3, a monster's 7-3-3
            card.upkeep = field_card_effects.read_upkeep(p, path, data)
        if kind != MONSTER and "timer" in data:  # 10-5-4
            card.timer = read_timer(p, path, data)
        if kind == MONSTER and "end_upkeep" in data:  # 7-7-11
            card.end_upkeep = read_end_upkeep(p, path, data, self._described)
        if "kept_if" in data:  # "If "Umi" is not on the field, destroy this card." (5-4-6)
            card.kept_if = read_kept_if(p, path, data, card, self._described)
        if kind != MONSTER:  # 10-2-6
            card.placed_only_by = v.opt_text(p, data, "placed_only_by", path, "") or ""
        self._negates(path, data, card)
        when = v.field(data, "when", None)
        if when is not None and kind != MONSTER:
            card.when = v.choice(p, key_path(path, "when"), when, CONDITIONS) or ""
        read_summon_spec(p, path, data, card, self._described)  # 10-3-4, 8-1-5
        card.after_counter_trap = self.steps(key_path(path, "after_counter_trap"),  # 11-1-10
                                             v.field(data, "after_counter_trap", None))

    def _facts(self, path: str, data: dict[str, Any], card: Card) -> None:
        """What the card is: its target, archetypes, Types, Attribute, Link Rating, Scale..."""
        p = self.problems
        card.target = self._target_spec(path, data) if card.kind != MONSTER else None
        card.archetypes = self._archetypes(path, data)
        card.monster_types = self._texts(path, data, "types")
        if card.kind != MONSTER:
            card.boosts = self._boosts(path, data)
        attribute = v.field(data, "attribute", None)
        if attribute is not None:
            card.attribute = v.choice(p, key_path(path, "attribute"), attribute, ATTRIBUTES) or ""
        lock = v.field(data, "summon_lock_turn", None)  # "the turn you activate this card"
        card.turn_lock = None if lock is None else self._summon_lock(
            key_path(path, "summon_lock_turn"), lock)  # 5-2-11
        card.tuner_if_synchro_with = v.opt_text(p, data, "tuner_if_synchro_with", path,
                                                "") or ""  # 8-5-14
        self.under += read_materials(p, path, data, card, self.card)  # a count, or cards
        card.link_rating = v.opt_int(p, data, "link_rating", path, 1, MAX_LEVEL, 0)  # 4-2-4
        card.scale = v.opt_int(p, data, "scale", path, 0, MAX_LEVEL, -1)  # 8-5-6
        card.pendulum_lock = described_at(p, path, data, "pendulum_lock", self._described)

    def _locks(self, path: str, data: dict[str, Any], card: Card) -> None:
        """The restrictions it puts on its player, and the cards it negates on the field."""
        p = self.problems
        card.turn_lock = read_turn_locks(p, path, data, card.turn_lock)  # 5-2-13, 5-2-15
        kept = v.field(data, "summon_lock_on_field", None)  # while face-up (5-2-14)
        card.summon_lock_on_field = None if kept is None else self._summon_lock(
            key_path(path, "summon_lock_on_field"), kept)
        read_as_equip(p, path, data, card, GIVES)  # what it gives as an Equip Card (10-4-7)
        read_summon_grant(p, path, data, card, self._described, self.steps,  # 8-5-11
                          self._target_spec)
        for key in ("negates_on_field", "bars_on_field"):  # 5-5-3
            setattr(card, key, self._kinds_of(path, data, key))

    def _spell_trap(self, path: str, data: dict[str, Any], card: Card) -> None:
        """A Spell's or Trap's own keys: its costs, options, condition and LP paid."""
        p = self.problems
        card.discard = v.opt_int(p, data, "discard", path, 0, MAX_COUNT, 0)
        card.banish_deck = v.opt_int(p, data, "banish_deck", path, 0, MAX_COUNT, 0)
        card.send_deck = v.opt_int(p, data, "send_deck", path, 0, MAX_COUNT, 0)
        card.tribute = v.opt_int(p, data, "tribute", path, 0, MAX_MONSTERS, 0)
        card.cost_cards = cost_cards(p, path, data, self._described)
        card.options = options(p, path, data, self.steps, self._target_spec,
                               self._described, read_condition)
        if any(option.detach for option in card.options):  # a monster's effect's only (4-4-3)
            p.add(key_path(path, "options"), "input.ygo.option_detach_monster_only")
        # "If you control a Spellcaster monster:" (5-2-4)
        read_card_if(p, path, data, card, self._described)
        # "When a monster you control is destroyed by battle:" (10-3-4)
        card.answers_other = read_other(p, path, data, self._described)
        if "also_target" in data:  # the second of two targets (5-2-3)
            card.also_target = self._target_spec(key_path(path, "also_target"),
                                                 {"target": data["also_target"]})
        pay = v.field(data, "pay_lp", None)
        if pay is not None:
            card.pay_lp = "half" if pay == "half" else str(
                v.integer(p, key_path(path, "pay_lp"), pay, 0, MAX_LP) or "")

    def _negates(self, path: str, data: dict[str, Any], card: Card) -> None:
        """What a negating Spell or Trap can negate (schema_negation.py, 11-3-3, 11-3-4)."""
        if card.kind == MONSTER:
            return  # a monster with the keys is reported by `schema_kinds.kind_problems`
        for key, value in schema_negation.read(self.problems, path, data,
                                               card.negating).items():
            setattr(card, key, value)

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

    def _target_spec(self, path: str, data: dict[str, Any]) -> TargetSpec | None:
        raw = v.field(data, "target", None)
        if raw is None:
            return None
        at = key_path(path, "target")
        spec = v.mapping(self.problems, at, raw, TARGET_KEYS)
        if spec is None:
            return None
        return either(self.problems, at, spec, self._what, self._described, TargetSpec(
                          what=self._choice(at, spec, "what", TARGET_WHAT, "card"),
                          player=self._choice(at, spec, "player", TARGET_PLAYER, "any"),
                          zone=self._choice(at, spec, "zone", TARGET_ZONE, "field"),
                          face_up=v.opt_bool(self.problems, spec, "face_up", at, False),
                          face_down=v.opt_bool(self.problems, spec, "face_down", at, False),
                          position=self._choice(at, spec, "position", TARGET_POSITION, ""),
                          other=v.opt_bool(self.problems, spec, "other", at, False),
                          normal_summonable=v.opt_bool(self.problems, spec, "normal_summonable",
                                                       at, False),
                          count=v.opt_int(self.problems, spec, "count", at, 1, 5, 1),
                          up_to=v.opt_bool(self.problems, spec, "up_to", at, False),
                          atk_max_lp=v.opt_bool(self.problems, spec, "atk_max_lp", at, False),
                          summoned=v.opt_bool(self.problems, spec, "summoned", at, False),
                          # "that you can place a Spell Counter on" (4-8-6)
                          holds=v.opt_text(self.problems, spec, "holds", at, "", 100) or "",
                          # "that has material", "with no Xyz Material" (4-4-9)
                          has_material=None if v.field(spec, "has_material", None) is None
                          else v.opt_bool(self.problems, spec, "has_material", at, False),
                          in_column=v.opt_bool(self.problems, spec, "in_column", at, False),
                          per_cost=v.opt_bool(self.problems, spec, "per_cost", at, False),
                          different_names=v.opt_bool(self.problems, spec, "different_names",
                                                     at, False),
                          also_zone=self._choice(at, spec, "also_zone", TARGET_ZONE, ""),
                          **self._described(at, spec)))

    def _what(self, at: str, data: dict[str, Any]) -> str:
        return self._choice(at, data, "what", TARGET_WHAT, "card")

    def _kinds_of(self, path: str, data: dict[str, Any], key: str) -> tuple[str, ...]:
        """`negates_on_field: [spell, trap]`: the kinds of card it covers (5-5-3)."""
        raw = v.field(data, key, None)
        if raw is None:
            return ()
        found = v.items(self.problems, key_path(path, key), raw, 2,
                        lambda at, item: v.choice(self.problems, at, item, ("spell", "trap")))
        return tuple(dict.fromkeys(found))

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



def _guess_kind(data: dict[str, Any]) -> str:
    if "spell_type" in data:
        return SPELL
    if "trap_type" in data:
        return TRAP
    return MONSTER
