"""Does this card match this filter? The one answer, for every filter of the engine: what an
effect chooses (`target:`, targets.py), the cards a step acts on together (`{all: FILTER}`,
groups.py), the cards a permanent effect names (`among`, statics.py), the Characters a
condition counts (characters.py), the card on top of the deck (decks/top.py), the cards a cost
or a restriction covers (costs.py, limits.py).

A filter (specs.TargetFilter) holds the plain keys (`owner`, `types`, current `cost_min`...
`power_max`, `traits`, `colors`, `names`, `rested`) and the richer ones in `extra`:
`base_cost_max`, `base_cost_min`, `base_power_max`, `base_power_min` (the printed value, CR
4-9-2), `not_self` ("other than this Character"), `not_names` ("other than [X]"), `also_names`
("your Characters or [X]", with `also_bounded` when a colour or bound printed after "or [X]"
holds for [X] too), `traits_including` ("a type including "CP""), `has_trigger`,
`no_base_effect` ("with no base effect", Card.has_base_effect), `no_on_play` ("without an
[On Play] effect": none printed, applied or not, a second timing "[On Play]/[When Attacking]"
included; official Q&A, PRB01-001), `has_blocker` ("[Blocker] Characters": [Blocker] now,
printed, from a permanent effect or gained; text that only names [Blocker] is not it, official
Q&A, ST01-016), `don_min` ("that has 2 or more
DON!! cards given") and `cost_max_life` ("with a cost equal to or less than the number of your
opponent's Life cards"), `attributes` ("a <Slash> attribute card": any of them, CR 2-5),
`or_attributes` ("a {X} type or <Slash> attribute card": one of them does instead of a type).

Current cost and power are measured only for a filter that bounds them: a permanent effect's
filter never does (schema_statics.py), so telling which cards it names never reads the power
that the permanent effects make (statics.py says why that matters).
"""
from __future__ import annotations

from ..core.events import Event
from . import power as powers  # a module: power.py reads statics.py, which reads this one
from . import statics  # a module too: statics.py reads this one
from .model import Card, State, opponent
from .specs import TargetFilter

# "with a cost equal to or less than the number of your opponent's Life cards": whose Life
LIFE_KEY, LIFE_COUNTS = "cost_max_life", ("opponent", "you", "total")
# "with a cost equal to or less than the number of DON!! cards on your field" (given ones too)
DON_KEY = "cost_max_don"


def out_of_bounds(what: str, value: int, low: int | None, high: int | None) -> Event | None:
    """Why `value` (a `what`: cost, power, base_cost, base_power) breaks the bounds; None when
    it is within them."""
    if high is not None and value > high:
        return Event(f"mismatch.{what}_above", {"value": value, "limit": high})
    if low is not None and value < low:
        return Event(f"mismatch.{what}_below", {"value": value, "limit": low})
    return None


def mismatch(state: State, source: Card, wanted: TargetFilter, card: Card,
             printed: bool = False) -> Event | None:
    """Why `card` is not what the filter names, from the view of `source`'s owner; None when
    it is. `printed`: cost and power are the printed ones (a card in the deck)."""
    if wanted.owner == "you" and card.owner != source.owner:
        return Event("mismatch.not_owner", {"player": source.owner})
    if wanted.owner == "opponent" and card.owner == source.owner:
        return Event("mismatch.not_opponents", {"player": source.owner})
    if named_instead(wanted, card):
        if dict(wanted.extra).get("also_bounded"):  # only what names it is waived
            return (_bounds(state, wanted, card, printed) or _colors(wanted, card)
                    or _rested(wanted, card) or extra_mismatch(source, wanted, card))
        return extra_mismatch(source, wanted, card)
    if wanted.types and card.kind not in wanted.types:
        return Event("mismatch.type", {"kind": Event(f"kind.{card.kind}"),
                                       "wanted": tuple(Event(f"kind.{t}") for t in wanted.types)})
    return (_bounds(state, wanted, card, printed) or _kinds(wanted, card)
            or extra_mismatch(source, wanted, card)
            or life_mismatch(state, source, wanted, card) or _blocker(state, wanted, card))


def _blocker(state: State, wanted: TargetFilter, card: Card) -> Event | None:
    if dict(wanted.extra).get("has_blocker") and not statics.has(state, card, "Blocker"):
        return Event("mismatch.no_blocker")
    return None


def matches(state: State, source: Card, wanted: TargetFilter, card: Card) -> bool:
    return mismatch(state, source, wanted, card) is None


def _bounds(state: State, wanted: TargetFilter, card: Card, printed: bool) -> Event | None:
    checks = (("cost", powers.cost, card.cost, wanted.cost_min, wanted.cost_max),
              ("power", powers.power, card.power, wanted.power_min, wanted.power_max))
    for what, measure, face, low, high in checks:
        if low is None and high is None:
            continue  # measured only when asked
        why = out_of_bounds(what, face if printed else measure(state, card), low, high)
        if why is not None:
            return why
    return None


def _kinds(wanted: TargetFilter, card: Card) -> Event | None:
    if wanted.names and not set(wanted.names) & set(card.names()):  # its names (CR 2-1-3)
        return Event("mismatch.name", {"names": tuple(f"[{name}]" for name in wanted.names)})
    if wanted.traits and not set(wanted.traits) & set(card.traits) \
            and not (dict(wanted.extra).get("or_has_trigger") and _has_trigger(card)):
        # "{T} type Characters or Characters with a [Trigger]": either will do
        return _trait_mismatch(wanted, card)
    return _colors(wanted, card) or _rested(wanted, card)


def _colors(wanted: TargetFilter, card: Card) -> Event | None:
    if wanted.colors and not set(wanted.colors) & set(card.colors):
        return Event("mismatch.color", {"colors": color_words(wanted.colors)})
    return None


def color_words(colors: tuple[str, ...] | list[str]) -> tuple[Event, ...]:
    """Card colours as words of the reader's language ("color.red": "Rot", "rosso"), not the
    scenario's English keys."""
    return tuple(Event(f"color.{name.lower()}") for name in colors)


def _rested(wanted: TargetFilter, card: Card) -> Event | None:
    if wanted.rested is True and not card.rested:
        return Event("mismatch.not_rested")
    if wanted.rested is False and card.rested:
        return Event("mismatch.rested")
    return None


def _trait_mismatch(wanted: TargetFilter, card: Card) -> Event | None:
    """None of the filter's types: "a {Muggy Kingdom} type or <Slash> attribute Character"
    (`or_attributes`) lets one of those attributes stand for a type (CR 2-4, 2-5)."""
    traits = tuple(f"{{{t}}}" for t in wanted.traits)
    either = dict(wanted.extra).get("or_attributes", ())
    if not either:
        return Event("mismatch.trait", {"traits": traits})
    if set(either) & set(card.attributes):
        return None
    return Event("mismatch.trait_or_attribute",
                 {"traits": traits, "attributes": ", ".join(f"<{a}>" for a in either)})


def extra_mismatch(source: Card, wanted: TargetFilter, card: Card) -> Event | None:
    """Why `card` breaks one of the filter's extra keys; None when it does not."""
    extra = dict(wanted.extra)
    for what, value in (("cost", card.cost), ("power", card.power)):
        # "base" is the value printed on the card, whatever effects change (CR 4-9-2)
        why = out_of_bounds(f"base_{what}", value, extra.get(f"base_{what}_min"),
                            extra.get(f"base_{what}_max"))
        if why is not None:
            return why
    if extra.get("not_self") and card.id == source.id:
        return Event("mismatch.is_self")
    excluded = set(extra.get("not_names", ())) & set(card.names())  # every name (CR 2-1-3)
    if excluded:
        return Event("mismatch.excluded_name", {"name": f"[{min(excluded)}]"})
    parts = extra.get("traits_including", ())
    if parts and not named_instead(wanted, card) \
            and not any(part in trait for part in parts for trait in card.traits):
        return Event("mismatch.trait_including", {"parts": ", ".join(f'"{p}"' for p in parts)})
    attributes = extra.get("attributes", ())
    if attributes and not set(attributes) & set(card.attributes):  # any of them (CR 2-5)
        return Event("mismatch.attribute", {"attributes": ", ".join(f"<{a}>" for a in attributes)})
    if extra.get("has_trigger") and not _has_trigger(card):
        return Event("mismatch.no_trigger")
    if extra.get("no_base_effect") and card.has_base_effect():
        return Event("mismatch.has_base_effect")
    if extra.get("no_on_play") and "on_play" in card.effects:
        return Event("mismatch.has_on_play")
    if extra.get("don_min") is not None and card.don < extra["don_min"]:
        return Event("mismatch.don_below", {"value": card.don, "limit": extra["don_min"]})
    return None


def _has_trigger(card: Card) -> bool:
    """A [Trigger] of its own: a printed one counts, applied or not."""
    return card.trigger is not None or card.printed_trigger


def _field_don(state: State, player: str) -> int:
    p = state.players[player]
    return p.don_active + p.don_rested + sum(state.cards[c].don
                                             for c in (p.leader, *p.characters))


def life_mismatch(state: State, source: Card, wanted: TargetFilter, card: Card) -> Event | None:
    """A cost bound that is a count of Life cards (or of DON!! on the field), taken when the
    card is chosen."""
    extra = dict(wanted.extra)
    whose = extra.get(LIFE_KEY)
    if whose is None and not extra.get(DON_KEY):
        return None
    mine = len(state.players[source.owner].life)
    theirs = len(state.players[opponent(source.owner)].life)
    limit = {"opponent": theirs, "you": mine, "total": mine + theirs}[whose] if whose else \
        _field_don(state, source.owner)
    value = powers.cost(state, card)
    if value > limit:
        return Event("mismatch.cost_above", {"value": value, "limit": limit})
    return None


def named_instead(wanted: TargetFilter, card: Card) -> bool:
    """"Your Characters or [X]": a card named [X] passes the type check. "[X] or red Event"
    waives the colour for [X] too; with `also_bounded` ("yellow {Straw Hat Crew} type Character
    cards or [Sanji] with a cost of 5 or less") the colour, the bounds and the rested state hold
    for [X] as well, and only the card types, types and names are waived (official Q&A,
    EB02-059)."""
    return bool(set(dict(wanted.extra).get("also_names", ())) & set(card.names()))
