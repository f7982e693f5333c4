"""The materials of a Synchro Summon (8-5-3, 8-5-12): Tuners and non-Tuners as the Synchro
Monster's first line lists them, how many of each (`synchro_tuners` least/most, else exactly
one Tuner; `material_min`/`material_max` non-Tuners, else one or more) and what each is
(`synchro_tuners` for the Tuners, `material_spec` for the non-Tuners), each with a Level,
the Levels adding up to the Synchro Monster's; a Tuner's own text may let it count as a
non-Tuner, or stand for a Tuner the line names, and an effect may make a monster a Tuner for
the turn (8-5-14)."""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import gemini_stats, link_tuners, this_way_stats
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .effect_specs import Described
from .model import SET, Z_MONSTERS, Card, State
from .synchro_specs import TunerSpec
from .tuner_while import tuner_while
from .xyz_materials import barred


def has_level(card: Card) -> bool:
    """An Xyz Monster has a Rank and a Link Monster a Link Rating, not a Level (4-1)."""
    return not {"Xyz", "Link"} & set(card.monster_types)


def is_tuner(state: State, card: Card) -> bool:
    """A Tuner by its type line, or treated as one this turn by an effect, or by its own text
    (a Gemini monster's once Gemini Summoned, gemini_stats.py; one its own procedure Summoned,
    this_way_stats.py) (8-5-14, 8-4-16)."""
    return "Tuner" in card.monster_types or card.tuner_until == (card.moves, state.turn_number) \
        or tuner_while(card) or gemini_stats.tuner(state, card) \
        or this_way_stats.tuner(state, card)


def problem(state: State, card: Card, materials: list[Card]) -> Illegal | None:
    """Why these materials cannot Synchro Summon `card`, or None: as they are, or with a Link
    Monster its text lets stand as a Tuner (link_tuners.py, 8-5-14); refused, the reason of the
    last way tried (with a Link Monster standing as a Tuner, when one could)."""
    found: Illegal | None = None
    for tried in link_tuners.choices(card, materials):
        found = _problem(state, card, tried)
        if found is None:
            return None
    return found


def stand_in(state: State, card: Card, materials: list[Card]) -> Card | None:
    """The Link Monster these materials need treated as a Tuner for `card`'s Synchro Summon
    (link_tuners.py, 8-5-14), or None."""
    return link_tuners.stand_in(card, materials,
                                lambda tried: _problem(state, card, tried) is None)


def say_stand_in(state: State, ctx: Context, card: Card, stand_in: Card | None) -> None:
    """After the Summon: the Link Monster that stood as a Tuner of its rating's Level, if any."""
    if stand_in is not None:
        ctx.emit("link_tuner.used", cr.SYNCHRO_TREATED, card=say.card(state, card),
                 material=say.card(state, stand_in), level=card.synchro_link_tuner)


def _problem(state: State, card: Card, materials: list[Card]) -> Illegal | None:
    """A Tuner whose text lets it be treated as a non-Tuner for this Summon counts as either,
    as its player chooses: the Summon is refused only when no choice makes it (8-5-14)."""
    optional = [m for m in materials if is_tuner(state, m) and m.synchro_non_tuner is not None
                and described_fits(m.synchro_non_tuner, card)]
    first: Illegal | None = None
    for count in range(len(optional) + 1):
        for treated in combinations(optional, count):
            tuners = [m for m in materials if is_tuner(state, m) and m not in treated]
            found = _split_problem(state, card, materials, tuners)
            if found is None:
                return None
            first = first or found
    return first


def _split_problem(state: State, card: Card, materials: list[Card],
                   tuners: list[Card]) -> Illegal | None:
    """Why these Tuners and the other materials as non-Tuners do not make the Summon."""
    ref = say.card(state, card)
    others = [m for m in materials if m not in tuners]
    counted = _counts(state, card, len(tuners), len(others))
    if counted is not None:
        return counted
    described = _kinds(state, card, tuners, others)
    if described is not None:
        return described
    if not all(has_level(m) for m in materials):
        return Illegal("illegal.material_without_level", (cr.SYNCHRO_SUMMON,), card=ref)
    total = sum(m.level for m in materials)
    if card.level not in _totals(materials):
        return Illegal("illegal.synchro_levels", (cr.SYNCHRO_SUMMON,), card=ref,
                       level=card.level, total=total)
    return None


def _totals(materials: list[Card]) -> set[int]:
    """The sums the Levels can make, a material whose text lets it count as another Level for
    a Synchro Summon counted either way (8-5-14)."""
    sums = {0}
    for material in materials:
        levels = {material.level} | ({material.synchro_level} if material.synchro_level else set())
        sums = {total + level for total in sums for level in levels}
    return sums


def _counts(state: State, card: Card, tuners: int, others: int) -> Illegal | None:
    """As many Tuners and non-Tuners as listed (8-5-3; as the text lists them, 8-5-12)."""
    ref, spec = say.card(state, card), card.synchro_tuners
    least, most = card.material_min or 1, card.material_max
    if spec is not None and (spec.least, spec.most) != (1, 1):
        if tuners < spec.least or (spec.most and tuners > spec.most) or others < least \
                or (most and others > most):
            return Illegal("illegal.synchro_tuner_count", (cr.SYNCHRO_MATERIALS,
                                                           cr.SYNCHRO_SUMMON),
                           card=ref, tuners=tuners, others=others, wanted=_wanted(spec))
        return None
    if tuners != 1 or others < least or (most and others > most):
        return Illegal("illegal.synchro_materials", (cr.SYNCHRO_SUMMON,), card=ref,
                       tuners=tuners, others=others)
    return None


def _wanted(spec: TunerSpec) -> Event:
    """ "exactly 2 Tuners", "1 or more Tuners", "2 to 3 Tuners"."""
    if spec.most == spec.least:
        return Event("synchro.tuners_exact", {"count": spec.least})
    if not spec.most:
        return Event("synchro.tuners_least", {"count": spec.least})
    return Event("synchro.tuners_range", {"count": spec.least, "most": spec.most})


def _kinds(state: State, card: Card, tuners: list[Card], others: list[Card]) -> Illegal | None:
    """Each Tuner and each non-Tuner as the first line describes it (8-5-12)."""
    for group, spec, key in ((tuners, card.synchro_tuners, "illegal.synchro_tuner_kind"),
                             (others, card.material_spec, "illegal.synchro_non_tuner_kind")):
        wrong = next((m for m in group if spec is not None and not described_fits(spec, m)
                      and not (group is tuners and _stands_for(spec, m))), None)
        if wrong is not None and spec is not None:
            return Illegal(key, (cr.SYNCHRO_MATERIALS, cr.SYNCHRO_SUMMON),
                           card=say.card(state, card), material=say.card(state, wrong),
                           details=tuple(details(spec)) or (Event("link_material.any"),))
    return None


def _stands_for(spec: Described, material: Card) -> bool:
    """ "Substitute this card for any 1 "Synchron" Tuner": a Tuner the first line names by a
    name that holds the word (8-5-14)."""
    word = material.synchro_substitute
    return bool(word and spec.names and all(word in name for name in spec.names))


def tuner_turn(state: State, ctx: Context, env: Any, skip: Callable[..., None]) -> None:
    """ "You can treat it as a Tuner this turn.": the monster itself, still face-up on the
    field as it was when activated, is a Tuner until the turn ends (8-5-14)."""
    card: Card = env.source
    moved = env.source_moves >= 0 and card.moves != env.source_moves
    if moved or card.zone != Z_MONSTERS or card.position == SET:
        skip(ctx, env, Event("would.tuner_turn", {"card": say.card(state, card)}),
             Event("why.tuner_turn_gone"), cr.SYNCHRO_TREATED)
        return
    card.tuner_until = (card.moves, state.turn_number)
    ctx.emit("tuner_turn.done", cr.SYNCHRO_TREATED, cr.END_OF_TURN, link=env.label,
             card=say.card(state, card))


def synchro_why(state: State, monster: Card, materials: list[Card]) -> Event | None:
    """Why an effect cannot Synchro Summon `monster` with these materials (8-5-13): the
    refusal's own sentence, with its rules; None if it can."""
    for material in materials:
        if material.zone != Z_MONSTERS or material.position == SET:  # face-up, on the field
            return Illegal("illegal.material_not_face_up", (cr.SYNCHRO_BY_EFFECT,),
                           card=say.card(state, material), player=monster.owner).event
    found = barred(state, monster, "Synchro", materials) or problem(state, monster, materials)
    return None if found is None else found.event


def no_longer(state: State, monster: Card | None) -> Event:
    """As the effect resolves, the materials named no longer make the Synchro Summon."""
    return Event("why.synchro_no_longer", {"card": say.card(state, monster) if monster else "?"})
