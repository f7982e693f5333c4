"""Reading cards and their effects from a scenario, collecting every problem with its path."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import groups
from .cost_schema import PART_KEYS, read_parts
from .families import READERS, STEP_KINDS
from .model import CARD_TYPES, CHARACTER, KEYWORDS, LEADER, STAGE, TIMINGS, Card
from .options import read_options
from .printed_cards import PrintedCards
from .replacement_schema import read_replacements
from .schema_conditions import read_condition
from .schema_statics import read_static
from .specs import FREE, Cost, Effect, EffectStep, Static, TargetFilter

# sane bounds: nothing printed comes close, and huge numbers could only be mistakes or abuse
MAX_POWER = 1_000_000
MAX_COST = 99
MAX_COUNT = 100
MAX_STEPS = 50
MAX_ID = 100
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
TARGET_WORDS = ("self", "chosen", "attacker", "battle_target", "A.leader", "B.leader",
                "your_leader", "opponents_leader", "chosen_2", "revealed")

CARD_KEYS = ("id", "name", "type", "cost", "power", "counter", "colors", "keywords", "rested",
             "don", "played_this_turn", "trigger", "effects", "static", "traits", "attributes",
             "replace")
FILTER_KEYS = ("owner", "types", "cost_max", "cost_min", "power_max", "power_min", "traits",
               "colors", "rested", "names") + groups.FILTER_KEYS
MAX_TRAITS = 10

class CardReader:
    """Reads cards; remembers every id (for uniqueness) and every reference (for existence)."""

    def __init__(self, problems: Problems, printed: PrintedCards | None = None) -> None:
        self.problems = problems
        self.printed = printed or PrintedCards(problems, None)
        self.ids: dict[str, str] = {}  # id -> path where it was first seen
        self.refs: list[tuple[str, str]] = []  # (path, referenced id)
        self.count = 0

    def card(self, path: str, raw: Any, owner: str, zone: str, default_type: str,
             on_field: bool) -> Card | None:
        p = self.problems
        self.count += 1
        keys = CARD_KEYS + (("life",) if default_type == LEADER else ()) + \
            (("face_up",) if zone == "life" else ())  # a Life card turned face-up
        data = v.mapping(p, path, raw, keys, ())
        if data is None:
            return None
        card_id = self._card_id(path, data, owner, zone)
        card_type = v.field(data, "type", default_type)
        card_type = v.choice(p, key_path(path, "type"), card_type, CARD_TYPES) or default_type
        name = v.opt_text(p, data, "name", path, card_id)
        card = Card(id=card_id, name=name or card_id, owner=owner, kind=card_type, zone=zone,
                    cost=v.opt_int(p, data, "cost", path, 0, MAX_COST, 0),
                    power=v.opt_int(p, data, "power", path, 0, MAX_POWER, 0),
                    counter=v.opt_int(p, data, "counter", path, 0, MAX_POWER, 0),
                    keywords=self._keywords(path, data),
                    rested=v.opt_bool(p, data, "rested", path, False),
                    don=v.opt_int(p, data, "don", path, 0, 10, 0),
                    played_this_turn=v.opt_bool(p, data, "played_this_turn", path, False))
        card.face_up = bool(v.opt_bool(p, data, "face_up", path, False))
        card.colors = self._colors(path, data)
        card.traits = self.texts(key_path(path, "traits"), v.field(data, "traits", None))
        card.attributes = self.texts(key_path(path, "attributes"),
                                      v.field(data, "attributes", None))  # <Slash>...
        self._field_only(path, data, card, on_field)
        card.trigger = self.effect(key_path(path, "trigger"), v.field(data, "trigger", None))
        card.effects = self._effects(path, data)
        card.statics = self._statics(path, data)
        card.replacements = read_replacements(self, key_path(path, "replace"),
                                              v.field(data, "replace", None))
        return card

    def _card_id(self, path: str, data: dict[str, Any], owner: str, zone: str) -> str:
        raw = v.field(data, "id", None)
        if raw is None and zone == "leader":
            return f"{owner}.leader"
        card_id = None if raw is None else v.text(self.problems, key_path(path, "id"), raw,
                                                  MAX_ID)
        if card_id is None:
            # cards nobody refers to may go without an id: give them one of our own
            number = self.count
            while f"{owner}.{zone}#{number}" in self.ids:
                number += 1
            self.ids[f"{owner}.{zone}#{number}"] = path
            return f"{owner}.{zone}#{number}"
        if card_id in ("A.leader", "B.leader") and card_id != f"{owner}.leader" or (
                card_id == f"{owner}.leader" and zone != "leader"):
            self.problems.add(key_path(path, "id"), "input.reserved_leader_id", id=card_id)
        elif card_id in self.ids:
            self.problems.add(key_path(path, "id"),
                              "input.duplicate_id", id=card_id, first=self.ids[card_id])
        else:
            self.ids[card_id] = key_path(path, "id")
        return card_id

    def _keywords(self, path: str, data: dict[str, Any]) -> frozenset[str]:
        raw = v.field(data, "keywords", None)
        if raw is None:
            return frozenset()
        items = v.sequence(self.problems, key_path(path, "keywords"), raw, len(KEYWORDS))
        out = []
        for i, item in enumerate(items or ()):
            word = v.choice(self.problems, v.index_path(key_path(path, "keywords"), i), item,
                            KEYWORDS)
            if word:
                out.append(word)
        return frozenset(out)

    def _colors(self, path: str, data: dict[str, Any] | None) -> tuple[str, ...]:
        raw = v.field(data, "colors", None)
        if raw is None:
            return ()
        items = v.sequence(self.problems, key_path(path, "colors"), raw, len(COLORS))
        out = []
        for i, item in enumerate(items or ()):
            if not isinstance(item, str) or item.lower() not in COLORS:
                self.problems.add(v.index_path(key_path(path, "colors"), i),
                                  "input.not_choice", choices=", ".join(COLORS))
            else:
                out.append(item.lower())
        return tuple(out)

    def texts(self, path: str, raw: Any) -> tuple[str, ...]:
        """A short list of names (traits): each a text."""
        if raw is None:
            return ()
        items = v.sequence(self.problems, path, raw, MAX_TRAITS) or []
        found = (v.text(self.problems, v.index_path(path, i), item, MAX_ID)
                 for i, item in enumerate(items))
        return tuple(text for text in found if text)

    def condition(self, path: str, raw: Any) -> tuple[tuple[str, Any], ...]:
        """`condition:` of an effect, its "if..." clause (conditions.py)."""
        return read_condition(self.problems, path, raw)

    def target_filter(self, path: str, raw: Any) -> TargetFilter | None:
        """`target:` of an effect: what `chosen` must be (owner, type, bounds, traits...)."""
        if raw is None:
            return None
        p = self.problems
        data = v.mapping(p, path, raw, FILTER_KEYS)
        if data is None:
            return None
        owner = v.field(data, "owner", "")
        owner = (v.choice(p, key_path(path, "owner"), owner, ("you", "opponent")) or "") \
            if owner else ""
        types = self.texts(key_path(path, "types"), v.field(data, "types", None))
        for i, kind in enumerate(types):
            if kind not in ("leader", "character", "stage", "event"):
                p.add(v.index_path(key_path(path, "types"), i), "input.not_choice",
                      choices="leader, character, stage, event")
        bounds = {key: v.opt_int(p, data, key, path, 0, MAX_POWER, -1)
                  for key in ("cost_max", "cost_min", "power_max", "power_min")}
        rested = v.field(data, "rested", None)
        up_to, extra = groups.read_extra(p, path, data)
        return TargetFilter(
            up_to=up_to, extra=extra,
            owner=owner, types=types,
            **{key: (None if value == -1 else value) for key, value in bounds.items()},
            traits=self.texts(key_path(path, "traits"), v.field(data, "traits", None)),
            colors=self._colors(path, data),
            names=self.texts(key_path(path, "names"), v.field(data, "names", None)),
            rested=None if rested is None else v.boolean(p, key_path(path, "rested"), rested))

    def _field_only(self, path: str, data: dict[str, Any], card: Card, on_field: bool) -> None:
        """State that only a card on the field can have (CR 4-4-1, 6-5-5-1, 3-7-4)."""
        p = self.problems
        if not on_field:
            for key, value in (("rested", card.rested), ("don", card.don),
                               ("played_this_turn", card.played_this_turn)):
                if value:
                    p.add(key_path(path, key), "input.field_only")
            card.rested, card.don, card.played_this_turn = False, 0, False
            return
        if card.don and card.kind == STAGE:
            p.add(key_path(path, "don"), "input.don_on_leader_or_character")
        if card.played_this_turn and card.kind != CHARACTER:
            p.add(key_path(path, "played_this_turn"), "input.characters_only")

    def _effects(self, path: str, data: dict[str, Any]) -> dict[str, Effect]:
        raw = v.field(data, "effects", None)
        if raw is None:
            return {}
        base = key_path(path, "effects")
        table = v.mapping(self.problems, base, raw, TIMINGS)
        out: dict[str, Effect] = {}
        for timing in TIMINGS:
            if table is not None and timing in table:
                effect = self.effect(key_path(base, timing), table[timing])
                if effect is not None:
                    out[timing] = effect
        return out

    def _statics(self, path: str, data: dict[str, Any]) -> tuple[Static, ...]:
        raw = v.field(data, "static", None)
        if raw is None:
            return ()
        base = key_path(path, "static")
        out = []
        for i, item in enumerate(v.sequence(self.problems, base, raw, 10) or ()):
            static = read_static(self, v.index_path(base, i), item)
            if static is not None:
                out.append(static)
        return tuple(out)

    def effect(self, path: str, raw: Any) -> Effect | None:
        """An effect: a list of steps, or a mapping with steps, conditions and costs."""
        if raw is None:
            return None
        if isinstance(raw, list):
            return Effect(self.steps(path, raw))
        data = v.mapping(self.problems, path, raw,
                         ("steps", "once_per_turn", "don_x", "cost", "optional", "target",
                          "condition", "target_2", "options", "chooser"),
                         () if isinstance(raw, dict) and "options" in raw else ("steps",))
        if data is None:
            return None
        p = self.problems
        return Effect(steps=self.steps(key_path(path, "steps"), v.field(data, "steps", [])),
                      options=read_options(self, key_path(path, "options"),
                                           v.field(data, "options", None)),
                      once_per_turn=v.opt_bool(p, data, "once_per_turn", path, False),
                      don_x=v.opt_int(p, data, "don_x", path, 0, 10, 0),
                      cost=self._cost(key_path(path, "cost"), v.field(data, "cost", None)),
                      optional=v.opt_bool(p, data, "optional", path, False),
                      target=self.target_filter(key_path(path, "target"),
                                                v.field(data, "target", None)),
                      condition=self.condition(key_path(path, "condition"),
                                                v.field(data, "condition", None)),
                      target_2=self.target_filter(key_path(path, "target_2"),
                                            v.field(data, "target_2", None)),
                      chooser=self._chooser(path, data))

    def _chooser(self, path: str, data: dict[str, Any]) -> str:
        """`chooser: opponent`: "Your opponent chooses one:" (only with `options`)."""
        raw = v.field(data, "chooser", None)
        if raw is None:
            return ""
        found = v.choice(self.problems, key_path(path, "chooser"), raw, ("you", "opponent"))
        if found is not None and "options" not in data:
            self.problems.add(key_path(path, "chooser"), "chooser needs options")
        return found if found == "opponent" else ""

    def _cost(self, path: str, raw: Any) -> Cost:
        if raw is None:
            return FREE
        p = self.problems
        data = v.mapping(p, path, raw, ("rest_don", "don_minus", "trash_from_hand", "rest_self",
                                        "if") + PART_KEYS)
        # `trash_from_hand` as a mapping names which cards may pay: a cost part (cost_schema)
        typed = isinstance(v.field(data, "trash_from_hand", None), dict)
        return Cost(rest_don=v.opt_int(p, data, "rest_don", path, 0, 10, 0),
                    don_minus=v.opt_int(p, data, "don_minus", path, 0, 10, 0),
                    trash_from_hand=0 if typed else v.opt_int(p, data, "trash_from_hand", path,
                                                              0, MAX_COUNT, 0),
                    rest_self=v.opt_bool(p, data, "rest_self", path, False),
                    parts=read_parts(p, path, data, self.target_filter),
                    condition=self.condition(key_path(path, "if"), v.field(data, "if", None)))

    def steps(self, path: str, raw: Any) -> tuple[EffectStep, ...]:
        return tuple(v.items(self.problems, path, raw, MAX_STEPS, self._step))

    def _step(self, path: str, raw: Any) -> EffectStep | None:
        """One step: its one key names its kind, and its family reads the rest (families.py)."""
        split = v.one_key(self.problems, path, raw, "step")
        if split is None:
            return None
        kind, arg = split
        at = key_path(path, kind)
        if kind not in READERS:
            self.problems.add(at, "input.unknown_step", known=", ".join(STEP_KINDS))
            return None
        return READERS[kind](self, kind, at, arg)

    def among(self, path: str, raw: dict[str, Any]) -> TargetFilter | None:
        """`{all: FILTER}` as a step's target: the filter of the cards it acts on."""
        data = v.mapping(self.problems, path, raw, (groups.ALL,), (groups.ALL,))
        return self.target_filter(key_path(path, groups.ALL), v.field(data, groups.ALL, None))

    def target(self, path: str, raw: Any) -> str | None:
        target = v.text(self.problems, path, raw, MAX_ID)
        if target is not None and target not in TARGET_WORDS:
            self.refs.append((path, target))
        return target
