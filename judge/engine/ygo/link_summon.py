"""Link Summons, the procedure a turn player carries out in their Main Phase with no chain open,
a Special Summon from the Extra Deck that starts no chain (8-4-2, 8-5-5):
`{link_summon: {card, materials}}`.

Two separate checks (8-5-7): the monsters named are what the Link Monster's first line lists
(how many, what each is, `summon_materials`), and the values they count for add up to its
Link Rating exactly (each monster 1, a Link Monster 1 or its own Link Rating). The materials
go to the Graveyard and the Link Monster comes face-up in Attack Position, never Defense
(8-4-3, 9-1-4).

What the Link Monster's own text adds (8-5-8): once per turn by name, up to N of the
opponent's monsters as materials, an original ATK from the number of monsters used; and a
material's: never Link Material, or not in the turn of its own Link Summon.

What the engine does not check: zones have no places in the format, so neither whether an
Extra Monster Zone is free nor where Link Arrows point (8-6-2); the materials leave first, so
the count of Main Monster Zones never stops a Link Summon here.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import rated_summon, summon_places
from . import rules as cr
from . import text as say
from .battle import missing
from .card_facts import name_of
from .described import described_fits, details, kind_of
from .messages.kinds import known_type
from .model import ATTACK, SET, Z_EXTRA, Z_GRAVEYARD, Z_MONSTERS, Action, Card, MaterialSpec, State
from .moments import at_once
from .pendulum import say_extra_deck
from .restrictions import procedure_problem, special_summoned
from .summon import main_phase_problem
from .summon_window import being_made
from .zones import move

ANY = MaterialSpec()


def legal(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return missing(action.get("card"), cr.MAIN_PHASE_ACTIONS)
    problem = main_phase_problem(state, card, "link_summon", cr.LINK_SUMMON)
    if problem is not None:
        return problem
    ref = say.card(state, card)
    if card.zone != Z_EXTRA or "Link" not in card.monster_types:
        return Illegal("illegal.extra_summon_where", (cr.LINK_SUMMON, cr.EXTRA_DECK), card=ref,
                       owner=card.owner, kind=Event("monster_kind.link"))
    if card.no_special_summon:
        return Illegal("illegal.extra_summon_forbidden", (cr.CANNOT_SPECIAL_SUMMON,), card=ref)
    if (action.get("position") or ATTACK) != ATTACK:
        return Illegal("illegal.link_position", (cr.LINK_ALWAYS_ATTACK,
                                                 cr.SPECIAL_SUMMON_POSITION), card=ref)
    if not card.link_rating:
        return Illegal("illegal.link_rating_unknown", (cr.LINK_RATING,), card=ref)
    materials = [state.resolve(ref_) for ref_ in action.get("materials") or []]
    theirs = [m for m in materials if m is not None and m.owner != card.owner]
    for material in materials:
        if material is None or material.zone != Z_MONSTERS or material.position == SET \
                or material.owner != card.owner and not card.opponent_materials:
            label = say.card(state, material) if material else "?"
            return Illegal("illegal.material_not_face_up", (cr.LINK_SUMMON,), card=label,
                           player=card.owner)
    if len(theirs) > card.opponent_materials:  # its text allows so many of the opponent's
        return Illegal("illegal.link_opponent_materials", (cr.LINK_OWN_TEXT,), card=ref,
                       count=card.opponent_materials)
    found = [m for m in materials if m is not None]
    if card.link_summon_once and _once_key(card) in state.effects_used:
        return Illegal("illegal.link_summon_once", (cr.LINK_OWN_TEXT, cr.LINK_SUMMON), card=ref,
                       player=card.owner)
    return procedure_problem(state, card, "link", tuple(m.id for m in found)) \
        or _listed_problem(state, card, found) or _rating_problem(state, card, found) \
        or rated_summon.material_problem(state, card, found) \
        or summon_places.extra_problem(state, card, action, {m.id for m in found}, True)


def _once_key(card: Card) -> tuple[str, str]:
    """Its player's Link Summons of its name this turn, kept with the once-per-turn uses."""
    return (card.owner, f"link_summon:{card.name}")


def _listed_problem(state: State, card: Card, found: list[Card]) -> Illegal | None:
    """The monsters named are what the first line lists (8-5-7)."""
    ref, spec = say.card(state, card), card.material_spec or ANY
    least, most = card.material_min or 1, card.material_max
    if len(found) < least or most and len(found) > most:
        key = "illegal.link_count_at_least" if len(found) < least \
            else "illegal.link_count_at_most"
        return Illegal(key, (cr.LINK_MATERIALS, cr.LINK_SUMMON), card=ref, count=len(found),
                       least=least, most=most)
    for material in found:
        label = say.card(state, material)
        if material.no_link_material:
            return Illegal("illegal.no_link_material", (cr.LINK_OWN_TEXT,), card=ref,
                           material=label)
        if material.no_link_material_turn_summoned and material.summoned_this_turn \
                and material.link_summoned_moves == material.moves:
            return Illegal("illegal.link_material_turn_summoned", (cr.LINK_OWN_TEXT,),
                           card=ref, material=label)
        if not described_fits(spec, material) or spec.not_type in material.monster_types:
            return Illegal("illegal.link_material_kind", (cr.LINK_MATERIALS,), card=ref,
                           material=label, details=_words(spec))
        if spec.no_tokens and "Token" in material.monster_types:
            return Illegal("illegal.link_material_token", (cr.LINK_MATERIALS,), card=ref,
                           material=label)
    if spec.including is not None and not any(described_fits(spec.including, m)
                                              for m in found):
        return Illegal("illegal.link_material_including", (cr.LINK_MATERIALS,), card=ref,
                       details=tuple(details(spec.including)) or (Event("link_material.any"),))
    for wanted, key, words in ((spec.different_names, "names", _names),
                               (spec.different_types, "types", _types),
                               (spec.different_attributes, "attributes", _attributes)):
        problem = _differ(state, card, found, key, words) if wanted else None
        if problem is not None:
            return problem
    for wanted, key, words in ((spec.same_type, "type", _types),
                               (spec.same_attribute, "attribute", _attributes)):
        if wanted and not set.intersection(*(set(words(m)) for m in found)):
            return Illegal(f"illegal.link_material_same_{key}", (cr.LINK_MATERIALS,), card=ref)
    return None


def _names(card: Card) -> tuple[str, ...]:
    return (name_of(card),)


def _types(card: Card) -> tuple[str, ...]:
    return tuple(t for t in card.monster_types if known_type(t))


def _attributes(card: Card) -> tuple[str, ...]:
    return (card.attribute,) if card.attribute else ()


def _differ(state: State, card: Card, found: list[Card], key: str,
            words: Callable[[Card], tuple[str, ...]]) -> Illegal | None:
    """No two materials share a name, a Type or an Attribute ("with different Types", 8-5-7);
    one whose Type or Attribute the scenario does not give cannot be compared."""
    ref, seen = say.card(state, card), dict[str, Card]()
    for material in found:
        label = say.card(state, material)
        mine = words(material)
        if not mine:
            return Illegal(f"illegal.link_material_no_{key[:-1]}", (cr.LINK_MATERIALS,),
                           card=ref, material=label)
        for word in mine:
            other = seen.setdefault(word, material)
            if other is not material:
                return Illegal(f"illegal.link_material_{key}", (cr.LINK_MATERIALS,), card=ref,
                               material=label, other=say.card(state, other))
    return None


def _words(spec: MaterialSpec) -> tuple[Param, ...]:
    """The description in the reader's words, "not Link" included."""
    words = details(spec)
    if spec.not_type:
        words.append(Event("link_material.not", {"kind": kind_of((), (spec.not_type,))}))
    return tuple(words) or (Event("link_material.any"),)


def counts(material: Card) -> tuple[int, ...]:
    """What a material counts for toward the Link Rating: 1, or a Link Monster's own Link
    Rating instead (8-5-5)."""
    if "Link" in material.monster_types and material.link_rating > 1:
        return (1, material.link_rating)
    return (1,)


def _rating_problem(state: State, card: Card, found: list[Card]) -> Illegal | None:
    """The materials' values add up to the Link Rating exactly (8-5-5, 8-5-7). The totals
    within reach are kept as a set no larger than the rating: linear in the materials."""
    totals = {0}
    for material in found:
        totals = {t + n for t in totals for n in counts(material) if t + n <= 99}
    if card.link_rating in totals:
        return None
    return Illegal("illegal.link_rating", (cr.LINK_SUMMON, cr.LINK_MATERIALS),
                   card=say.card(state, card), rating=card.link_rating,
                   totals=", ".join(str(t) for t in sorted(totals)))


def apply(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    materials = [state.cards[ref] for ref in action.get("materials") or []]
    refs = say.cards(state, [m.id for m in materials])
    since = len(state.happened)
    for material in materials:  # sent to the Graveyard first (8-5-5)
        move(state, material, Z_GRAVEYARD)
        state.happened.append((material.id, material.moves, "link_material"))
    move(state, card, Z_MONSTERS, position=ATTACK)  # always Attack Position (9-1-4)
    summon_places.place_extra(state, ctx, card, action)  # where it stands, if said (8-6-2)
    card.summoned_this_turn, card.link_summoned_moves = True, card.moves
    card.properly_summoned = True  # 8-4-5
    special_summoned(state, card, Z_EXTRA)  # "only Special Summon X once per turn" (8-4-9), 5-2-11
    if card.link_summon_once:
        state.effects_used.append(_once_key(card))
    # events its Trigger Effects and its materials' may answer (5-1-3), at one moment
    state.happened += [(card.id, card.moves, "special_summoned"),
                       (card.id, card.moves, "link_summoned")]
    at_once(state, since)
    # a procedure starts no chain: the Summon may still be negated (8-1-5)
    being_made(state, [card], "special", len(state.happened) - 2)
    ctx.emit("extra_summoned.link", cr.LINK_SUMMON, cr.SUMMON_PROCEDURE, cr.SPECIAL_SUMMON,
             cr.LINK_ALWAYS_ATTACK, player=card.owner, card=say.card(state, card),
             materials=refs, rating=card.link_rating)
    if card.atk_per_material:  # its original ATK, from the monsters used (not their rating)
        card.atk = card.atk_per_material * len(materials)
        ctx.emit("link.atk_from_materials", cr.LINK_OWN_TEXT, card=say.card(state, card),
                 atk=card.atk, per=card.atk_per_material, count=len(materials))
    say_extra_deck(state, ctx, materials)
