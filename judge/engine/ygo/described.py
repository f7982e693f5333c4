"""Whether a card is what a text describes, and those words in the reader's language: one check
for both the targets a card chooses (5-2-3, requirements.py) and the cards an effect takes
from its player's zones (5-3-13, fetch.py), so the two never read a description differently.

A description names what the card must be (model.Described): its name, an archetype, one of
some Types, one of some Attributes, a Level or bounds on it, and names it leaves out. Names
and Types are compared as the card list prints them in English; a name as the card has it
where it is ("This card's name becomes "X" while on the field", 5-4-2).
"""
from __future__ import annotations

from ..core.events import LITERAL, Event, Param
from .card_facts import level_fits, name_of, types_now
from .column_cells import column_of
from .counter_holders import holds_counter
from .messages.kinds import known_type, type_code
from .model import MONSTER, SET, Z_MONSTERS, Card, Described, State


def described_fits(spec: Described, card: Card, state: State | None = None) -> bool:
    """Every word of the description holds for `card` (a face-down card's words are the
    caller's to hide, 9-1-3); its ATK and DEF as they stand on the field (`state`), printed
    elsewhere ("?" counts as 0, 4-2-5)."""
    name = name_of(card)  # the name it has where it is (5-4-2)
    if name in spec.excluded or spec.names and name not in spec.names:
        return False
    if spec.archetype and spec.archetype not in card.archetypes:
        return False
    if spec.monster_types and not set(spec.monster_types) & set(types_now(card)):
        return False
    if not set(spec.also_types) <= set(types_now(card)):  # "a Dragon Normal Monster": both
        return False
    if spec.attributes and card.attribute not in spec.attributes:
        return False
    if spec.card_property and (card.kind == MONSTER or card.subtype != spec.card_property):
        return False
    if not _stats_fit(spec, card, state):
        return False
    if spec.special_summoned and not special_now(card):  # "a Special Summoned monster"
        return False
    if spec.with_counter and not holds_counter(card, spec.with_counter):  # 4-8-11
        return False
    if spec.no_normal_summon and not card.no_normal_summon:  # 8-1-6
        return False
    if spec.non_effect and "Effect" in types_now(card):  # "a non-Effect Monster" (4-3-2)
        return False
    if spec.non_tuner and "Tuner" in types_now(card):  # "a non-Tuner monster" (8-5-14)
        return False
    if set(spec.non_types) & set(types_now(card)) or card.attribute in spec.non_attributes:
        return False  # "a non-Link monster", "a non-DARK monster" (5-2-3)
    if spec.same_column_as is not None and (state is None
                                            or not beside(spec.same_column_as, card, state)):
        return False  # "in the same column as one of your "S-Force" monsters" (3-11-1)
    return level_fits(card, spec.level, spec.level_min, spec.level_max) \
        and _link_fits(spec, card) and _rank_fits(spec, card)


def beside(spec: Described, card: Card, state: State) -> bool:
    """A face-up monster as `spec` describes, controlled by the other player than `card`'s
    controller, stands in `card`'s column (3-11-1); no place given: not (column_gaps.py keeps
    such a board from being judged)."""
    here = column_of(card, card.owner)
    other = "B" if card.owner == "A" else "A"
    return here is not None and any(
        column_of(state.cards[ref], card.owner) == here and state.cards[ref].position != SET
        and described_fits(spec, state.cards[ref], state) for ref in state.players[other].monsters)


def special_now(card: Card) -> bool:
    """On the field, and Special Summoned there: its last Summon was a Special Summon of the
    card it is now (a monster that moved is a new card, 5-1-3)."""
    moves, _turn, how = card.summoned_as
    return card.zone == Z_MONSTERS and moves == card.moves and how == "special"


def _rank_fits(spec: Described, card: Card) -> bool:
    """A Rank asked for ("a Rank 4 or lower Xyz Monster"): only an Xyz Monster has one, held in
    the format's `level` (4-1); any other card fits no Rank."""
    if not (spec.xyz_rank or spec.xyz_rank_min or spec.xyz_rank_max):
        return True
    if card.kind != MONSTER or "Xyz" not in card.monster_types:
        return False
    rank = card.level
    return (not spec.xyz_rank or rank == spec.xyz_rank) and rank >= spec.xyz_rank_min \
        and (not spec.xyz_rank_max or rank <= spec.xyz_rank_max)


def _link_fits(spec: Described, card: Card) -> bool:
    """A Link Rating asked for ("a Link-3 or higher monster"): only a Link Monster has one, in
    place of a Level (4-2-4); one the scenario does not give fits no bound."""
    if not (spec.link or spec.link_min or spec.link_max):
        return True
    rating = card.link_rating if "Link" in card.monster_types else 0
    return bool(rating) and (not spec.link or rating == spec.link) \
        and rating >= spec.link_min and (not spec.link_max or rating <= spec.link_max)


def _stats_fit(spec: Described, card: Card, state: State | None) -> bool:
    bounds = (spec.atk_max, spec.atk_min, spec.def_max, spec.def_min)
    if bounds == (-1, -1, -1, -1):
        return True
    if card.kind != MONSTER:
        return False
    on_field = state is not None and card.zone == Z_MONSTERS
    atk = state.atk(card) if on_field and state is not None else card.atk
    defense = state.defense(card) if on_field and state is not None else card.defense
    if "Link" in card.monster_types and (spec.def_max >= 0 or spec.def_min >= 0):
        return False  # a Link Monster has no DEF (4-2-5)
    return (spec.atk_max < 0 or atk <= spec.atk_max) and atk >= spec.atk_min \
        and (spec.def_max < 0 or defense <= spec.def_max) and defense >= spec.def_min


def shows(spec: Described) -> bool:
    """Whether the description names something only a face-up card shows (9-1-3)."""
    return bool(spec.names or spec.archetype or spec.monster_types or spec.also_types
                or spec.attributes
                or spec.level or spec.level_min or spec.level_max or spec.excluded
                or spec.link or spec.link_min or spec.link_max
                or spec.xyz_rank or spec.xyz_rank_min or spec.xyz_rank_max
                or spec.card_property or spec.special_summoned or spec.with_counter
                or spec.non_types or spec.non_attributes
                or max(spec.atk_max, spec.atk_min, spec.def_max, spec.def_min) >= 0)


def levels(level: int, level_min: int, level_max: int) -> list[Param]:
    """"Level 4", "Level 4 or lower", "Level 5 or higher"."""
    found: list[Param] = []
    for value, key in ((level, "pick.level"), (level_max, "pick.level_max"),
                       (level_min, "pick.level_min")):
        if value:
            found.append(Event(key, {"level": value}))
    return found


def _one_of(words: list[Param]) -> Param:
    """"LIGHT or DARK", "Insect or Plant or Reptile": any one of them."""
    out = words[-1]
    for word in reversed(words[:-1]):
        out = Event("either", {"first": word, "second": out})
    return out


def _type_word(name: str) -> Param:
    return Event(type_code(name)) if known_type(name) else Event(LITERAL, {"text": name})


def kind_of(attributes: tuple[str, ...], monster_types: tuple[str, ...]) -> Event:
    """The Attribute and Type a card must have, in the reader's words ("FINSTERNIS Hexer",
    messages/kinds.py); a Type the catalogues do not know stays as the scenario wrote it."""
    words: dict[str, Param] = {}
    if attributes:
        words["attribute"] = _one_of([Event(f"attribute.{a.lower()}") for a in attributes])
    if monster_types:
        words["type"] = _one_of([_type_word(t) for t in monster_types])
    return Event("kind_of.both" if len(words) == 2 else f"kind_of.{next(iter(words))}", words)


def details(spec: Described) -> list[Param]:
    """The description's words, each a phrase: named, archetype, kind, Level, except."""
    found: list[Param] = []
    if spec.names:
        found.append(Event("pick.named", {"names": spec.names}))
    if spec.archetype:
        found.append(Event("pick.archetype", {"archetype": spec.archetype}))
    if spec.attributes or spec.monster_types:
        found.append(kind_of(spec.attributes, spec.monster_types))
    found += [kind_of((), (word,)) for word in spec.also_types]  # each one as well
    if spec.card_property:
        found.append(Event(f"pick.property.{spec.card_property}"))
    found += levels(spec.level, spec.level_min, spec.level_max)
    for value, key in ((spec.link, "pick.link"), (spec.link_max, "pick.link_max"),
                       (spec.link_min, "pick.link_min")):
        if value:  # "Link-3", "Link-2 or lower", "Link-3 or higher" (4-2-4)
            found.append(Event(key, {"rating": value}))
    for value, key in ((spec.xyz_rank, "xyz.rank"), (spec.xyz_rank_max, "xyz.rank_max"),
                       (spec.xyz_rank_min, "xyz.rank_min")):
        if value:  # "Rank 4", "Rank 4 or lower", "Rank 5 or higher": the Xyz words' own
            found.append(Event(key, {"rank": value}))
    for value, key in ((spec.atk_max, "pick.atk_max"), (spec.atk_min, "pick.atk_min"),
                       (spec.def_max, "pick.def_max"), (spec.def_min, "pick.def_min")):
        if value >= 0:
            found.append(Event(key, {"amount": value}))
    if spec.special_summoned:
        found.append(Event("pick.special_summoned"))
    if spec.with_counter:  # "with an A-Counter" (4-8-11)
        found.append(Event("pick.with_counter", {"name": spec.with_counter}))
    if spec.no_normal_summon:  # "that cannot be Normal Summoned/Set" (8-1-6)
        found.append(Event("pick.no_normal_summon"))
    if spec.non_effect:  # "a non-Effect Monster" (4-3-2)
        found.append(Event("pick.non_effect"))
    if spec.non_tuner:  # "a non-Tuner monster" (8-5-14)
        found.append(Event("pick.non_tuner"))
    if spec.non_types or spec.non_attributes:  # "a non-Link monster" (5-2-3)
        found.append(Event("pick.non", {"kind": kind_of(spec.non_attributes, spec.non_types)}))
    if spec.same_column_as is not None:  # "in the same column as one of your "X" monsters"
        found.append(Event("pick.same_column_as",
                           {"details": tuple(details(spec.same_column_as))}))
    if spec.excluded:
        found.append(Event("pick.except", {"names": spec.excluded}))
    return found
