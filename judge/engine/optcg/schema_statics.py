"""Reading one `static:` entry of a card (a permanent effect, CR 8-1-3-3; statics.py)."""
from __future__ import annotations

from typing import Any, Protocol

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import KEYWORDS, STATIC_CONDITIONS
from .schema_conditions import read_condition
from .specs import Static, TargetFilter
from .statics import COUNTS, DECK_RULES, FLAGS, WHERE


class CardReader(Protocol):
    """What reading a static asks of the card reader (schema_cards.CardReader), named here so
    that the reader may import this module and not the other way round."""

    problems: Problems

    def texts(self, path: str, raw: Any) -> tuple[str, ...]: ...

    def target_filter(self, path: str, raw: Any) -> TargetFilter | None: ...


MAX_POWER = 1_000_000
MAX_COST = 99
MAX_NAME = 100
STATIC_KEYS = ("power", "condition", "don_x", "keyword", "cost", "if", "flag", "also_named",
               "deck_rule", "all", "where", "versus", "per", "base_power", "counter")
# what an entry does: at least one; a name or a deck rule holds everywhere, unconditionally
DOES = ("power", "keyword", "cost", "flag", "also_named", "deck_rule", "base_power", "counter")
BASE_AS = ("your_leader",)  # `base_power: your_leader`: "the same as your Leader's base power"
EVERYWHERE = ("also_named", "deck_rule")
CURRENT_BOUNDS = ("cost_max", "cost_min", "power_max", "power_min")
VERSUS_KEYS = ("types", "attributes", "not_attributes")


def read_static(reader: CardReader, at: str, item: Any) -> Static | None:
    p = reader.problems
    entry = v.mapping(p, at, item, STATIC_KEYS)
    if entry is None:
        return None
    if not any(key in entry for key in DOES):
        p.add(at, "needs one of " + ", ".join(DOES))
        return None
    if any(key in entry for key in EVERYWHERE) and len(entry) > 1:
        p.add(at, "also_named and deck_rule stand alone (they hold in every area)")
        return None
    power = v.integer(p, key_path(at, "power"), v.field(entry, "power", 0), -MAX_POWER,
                      MAX_POWER)
    condition = v.choice(p, key_path(at, "condition"), v.field(entry, "condition", "always"),
                         STATIC_CONDITIONS)
    keyword = _choice(reader, at, entry, "keyword", KEYWORDS)
    flag = _choice(reader, at, entry, "flag", FLAGS)
    deck_rule = _choice(reader, at, entry, "deck_rule", DECK_RULES)
    named = v.field(entry, "also_named", None)
    also_named = "" if named is None else v.text(p, key_path(at, "also_named"), named, MAX_NAME)
    if power is None or condition is None or None in (keyword, flag, deck_rule, also_named):
        return None
    cost = v.opt_int(p, entry, "cost", at, -MAX_COST, MAX_COST, 0)
    # an "If..." may read a power or cost unless the entry changes one (statics.in_force); the
    # cost of this card in the hand is read by nothing on the field, so its "If..." may read
    # the field's powers and costs ("If you have a Character with 10000 power or more")
    in_hand = v.field(entry, "where", "field") == "hand"
    base = _base(reader, at, entry)
    if base is None:
        return None
    counter = v.opt_int(p, entry, "counter", at, 0, 10_000, 0)
    if counter and "all" not in entry:
        p.add(key_path(at, "counter"), "counter goes with `all`: the cards that have it")
        return None
    return Static(power, condition, don_x=v.opt_int(p, entry, "don_x", at, 0, 10, 0),
                  keyword=keyword or "", cost=cost,
                  when=read_condition(p, key_path(at, "if"), v.field(entry, "if", None),
                                      static="" if in_hand else "cost" if cost
                                      else "power" if power or base != (0, "") else ""),
                  flag=flag or "", also_named=also_named or "", deck_rule=deck_rule or "",
                  among=_among(reader, key_path(at, "all"), v.field(entry, "all", None),
                               changes=bool(power or cost or base != (0, ""))),
                  where=_where(reader, at, entry), versus=_versus(reader, at, entry),
                  per=_per(reader, at, entry), base_power=base[0], base_as=base[1],
                  counter=counter)


def _base(reader: CardReader, at: str, entry: dict[str, Any]) -> tuple[int, str] | None:
    """`base_power: N` ("... base power becomes 6000", CR 4-9-2-1) or `base_power:
    your_leader` ("becomes the same as your Leader's base power", this card's own only);
    (0, "") when absent, None when invalid."""
    if "base_power" not in entry:
        return 0, ""
    raw, path = entry["base_power"], key_path(at, "base_power")
    if isinstance(raw, str):
        word = v.choice(reader.problems, path, raw, BASE_AS)
        if word and "all" in entry:
            reader.problems.add(path, "base_power: your_leader is this card's own")
            return None
        return (0, word) if word else None
    amount = v.integer(reader.problems, path, raw, 1, MAX_POWER)
    return None if amount is None else (amount, "")


def _per(reader: CardReader, at: str, entry: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """`per: {count: trash, every: 5}`: the power or cost change counts once for every 5 of
    the owner's cards there ("for every 5 cards in your trash")."""
    raw = v.field(entry, "per", None)
    if raw is None:
        return ()
    p, path = reader.problems, key_path(at, "per")
    if "all" in entry or "where" in entry or not ({"power", "cost"} & set(entry)):
        p.add(path, "per goes with this card's own power or cost")
        return ()
    data = v.mapping(p, path, raw, ("count", "every"), ("count",))
    count = v.choice(p, key_path(path, "count"), v.field(data, "count", None), COUNTS)
    every = v.opt_int(p, data, "every", path, 1, 60, 1)
    return (("count", count), ("every", every)) if count else ()


def _versus(reader: CardReader, at: str, entry: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """`versus:` the cards a `no_ko_in_battle` flag holds against: `types` (leader,
    character), `attributes` (any of) and `not_attributes` ("without the <Special>")."""
    raw = v.field(entry, "versus", None)
    if raw is None:
        return ()
    path = key_path(at, "versus")
    if entry.get("flag") != "no_ko_in_battle":
        reader.problems.add(path, "versus goes with the flag no_ko_in_battle")
        return ()
    data = v.mapping(reader.problems, path, raw, VERSUS_KEYS)
    out = []
    for key in VERSUS_KEYS:
        if data is not None and key in data:
            words = reader.texts(key_path(path, key), data[key])
            if key == "types" and set(words) - {"leader", "character"}:
                reader.problems.add(key_path(path, key), "input.not_choice",
                                    choices="leader, character")
            out.append((key, words))
    return tuple(out)


def _where(reader: CardReader, at: str, entry: dict[str, Any]) -> str:
    """`where: hand` ("give this card in your hand −1 cost", "This card in your hand cannot be
    played by effects."): a cost change of the card itself, or the flag `no_play_by_effects`,
    while in the hand, as its text says (CR 2-8-2)."""
    where = v.choice(reader.problems, key_path(at, "where"), v.field(entry, "where", "field"),
                     WHERE) or "field"
    if where == "your_hand" and ("all" not in entry or set(entry) - {
            "cost", "all", "where", "don_x", "if", "condition"}):
        reader.problems.add(key_path(at, "where"), "your_hand goes with `all` and a cost only")
    flag_only = entry.get("flag") == "no_play_by_effects" and "cost" not in entry
    if where == "hand" and (set(entry) - {"cost", "if", "where", "condition"} - (
            {"flag"} if flag_only else set())):
        reader.problems.add(key_path(at, "where"), "in the hand an entry changes its cost only")
    return where


def _among(reader: CardReader, at: str, raw: Any, changes: bool = True) -> TargetFilter | None:
    """`all:` the cards on the field the entry acts on: a filter without current cost or
    power bounds when the entry changes a power or cost (whether a card is named must not hang
    on what the entry changes); one that gives a keyword or flag may bound them ("All of your
    red Characters with a cost of 3 or more ... gain [Rush]"), since working out a power or
    cost reads only the entries that change it (statics.in_force)."""
    if raw is None:
        return None
    among = reader.target_filter(at, raw)
    if among is None:
        return None
    for key in CURRENT_BOUNDS if changes else ():
        if getattr(among, key) is not None:
            reader.problems.add(key_path(at, key), "an all: filter takes base_ bounds only")
    if among.up_to != 1:
        reader.problems.add(key_path(at, "up_to"), "an all: filter names every card, not up to N")
    return among


def _choice(reader: CardReader, at: str, entry: dict[str, Any], key: str,
            choices: tuple[str, ...]) -> str | None:
    """"" when the key is absent, None when it is invalid (the problem is recorded)."""
    if key not in entry:
        return ""
    return v.choice(reader.problems, key_path(at, key), entry[key], choices)
