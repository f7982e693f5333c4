"""Synchro and Xyz Summons, the procedures a turn player carries out in their Main Phase with no
chain open, as Special Summons from the Extra Deck that start no chain (8-4-2, 8-5-3, 8-5-4):
`{synchro_summon: {card, materials, position}}` and `{xyz_summon: {...}}`.

What the monster's own first line asks of its materials is read into `material_min`,
`material_max` and `material_level` (a printed card whose line is another stays a note);
without them the rules' general requirement is checked: one Tuner and one or more non-Tuners
whose Levels add up to the Synchro Monster's Level, or two or more monsters of the Xyz
Monster's Rank as their Level. An Xyz Monster's line may also describe each material ('2 Level
4 "Utopia" monsters', `material_spec`), checked as a Link Monster's are.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import summon_grants, summon_places, synchro_materials, tuner_while, xyz_cards, xyz_over
from . import text as say
from .battle import missing
from .described import described_fits, details
from .model import (
    ATTACK,
    SET,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_LIMBO,
    Z_MONSTERS,
    Action,
    Card,
    State,
)
from .moments import at_once
from .pendulum import say_extra_deck
from .restrictions import procedure_problem, second_copy_problem, special_summoned
from .summon import main_phase_problem
from .summon_window import being_made
from .synchro_materials import has_level
from .xyz_materials import barred
from .zones import move

# action -> (the Extra Deck monster's kind, as the card list prints it; its rule)
KINDS = {"synchro_summon": ("Synchro", cr.SYNCHRO_SUMMON), "xyz_summon": ("Xyz", cr.XYZ_SUMMON)}


def legal(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return missing(action.get("card"), cr.MAIN_PHASE_ACTIONS)
    kind, rule = KINDS[action.kind]
    problem = main_phase_problem(state, card, action.kind, rule)
    if problem is not None:
        return problem
    ref = say.card(state, card)
    if card.zone != Z_EXTRA or kind not in card.monster_types:
        return Illegal("illegal.extra_summon_where", (rule, cr.EXTRA_DECK), card=ref,
                       owner=card.owner, kind=Event(f"monster_kind.{kind.lower()}"))
    if card.no_special_summon:
        return Illegal("illegal.extra_summon_forbidden", (cr.CANNOT_SPECIAL_SUMMON,), card=ref)
    materials = [state.resolve(ref_) for ref_ in action.get("materials") or []]
    problem = procedure_problem(state, card, kind.lower(),
                                tuple(m.id for m in materials if m is not None))
    if problem is not None:
        return problem  # 8-4-7, 5-4-1
    for material in materials:
        if material is None or material.zone != Z_MONSTERS or material.owner != card.owner \
                or material.position == SET:
            label = say.card(state, material) if material else "?"
            return Illegal("illegal.material_not_face_up", (rule,), card=label,
                           player=card.owner)
    found = [m for m in materials if m is not None]
    leaving = tuple(m.id for m in found)  # gone before it arrives (5-4-1)
    return second_copy_problem(state, card, leaving) or barred(state, card, kind, found) \
        or _materials_problem(state, card, found, kind) \
        or xyz_over.detach_problem(state, card, found, action) \
        or summon_places.extra_problem(state, card, action, set(leaving), False)  # 8-6-1


def _materials_problem(state: State, card: Card, found: list[Card],
                       kind: str) -> Illegal | None:
    return synchro_materials.problem(state, card, found) if kind == "Synchro" \
        else _xyz_problem(state, card, found)


def _xyz_problem(state: State, card: Card, materials: list[Card]) -> Illegal | None:
    """Two or more (as listed) monsters with the same Level, the one listed (8-5-4), or the
    one monster its text lets it be Summoned on top of (8-5-10)."""
    ref = say.card(state, card)
    token = next((m for m in materials if "Token" in m.monster_types), None)
    if token is not None:  # never Xyz Material (4-7-5)
        return Illegal("illegal.token_xyz_material", (cr.TOKEN_NOT_XYZ, cr.XYZ_SUMMON),
                       card=ref, material=say.card(state, token))
    if xyz_over.applies(card, materials):
        return xyz_over.problem(state, card, materials[0])
    least, most = card.material_min or 2, card.material_max
    level = card.material_level or card.level
    if len(materials) < least or (most and len(materials) > most):
        return Illegal("illegal.xyz_count", (cr.XYZ_SUMMON,), card=ref,
                       count=len(materials), least=least, most=most or least)
    if not all(has_level(m) and m.level == level for m in materials):
        return Illegal("illegal.xyz_levels", (cr.XYZ_SUMMON,), card=ref, level=level)
    spec = card.material_spec  # '2 Level 4 "Utopia" monsters': each as described (8-5-4)
    if spec is None:
        return None
    for material in materials:
        if not described_fits(spec, material):
            return Illegal("illegal.xyz_material_kind", (cr.XYZ_SUMMON,), card=ref,
                           material=say.card(state, material),
                           details=tuple(details(spec)) or (Event("link_material.any"),))
    return None


def apply(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    kind, rule = KINDS[action.kind]
    materials = [state.cards[ref] for ref in action.get("materials") or []]
    refs = say.cards(state, [m.id for m in materials])
    since = len(state.happened)
    # a Link Monster its text lets stand as a Tuner, found before the materials move (8-5-14)
    link_tuner = synchro_materials.stand_in(state, card, materials) if kind == "Synchro" else None
    # on top of one monster: it goes under, its own materials with it (8-5-10, 4-4-3)
    over = kind == "Xyz" and xyz_over.applies(card, materials)
    if over:  # "by detaching 2 Xyz Materials from ..., then using that Xyz Monster" (8-5-10)
        xyz_over.detach_first(state, ctx, card, materials[0], action)
    count = sum(m.materials for m in materials) + len(materials)
    carried = xyz_cards.carried(materials) if over else []  # its named ones too (4-4-11)
    for material in materials:
        if kind == "Synchro":  # sent to the Graveyard (8-5-3)
            move(state, material, Z_GRAVEYARD)
            state.happened.append((material.id, material.moves, "synchro_material"))
        else:  # under the Xyz Monster, counted there (8-5-4, 4-4-3)
            move(state, material, Z_LIMBO)
    position = action.get("position") or ATTACK
    move(state, card, Z_MONSTERS, position=position)
    summon_places.place_extra(state, ctx, card, action)  # where it stands, if said (8-6-1)
    card.summoned_this_turn = card.properly_summoned = True
    special_summoned(state, card, Z_EXTRA)  # 8-4-9, 5-2-11
    if kind == "Xyz":
        card.materials = count if over else len(materials)
        xyz_cards.place(state, card, carried)
    if over:
        xyz_over.used(state, card)
    # events its Trigger Effects and its materials' may answer (5-1-3), at one moment
    state.happened += [(card.id, card.moves, "special_summoned"),
                       (card.id, card.moves, f"{kind.lower()}_summoned")]
    at_once(state, since)
    # a procedure starts no chain: the Summon may still be negated (8-1-5)
    being_made(state, [card], "special", len(state.happened) - 2)
    ctx.emit(f"extra_summoned.{kind.lower()}", rule, cr.SUMMON_PROCEDURE, cr.SPECIAL_SUMMON,
             cr.EXTRA_DECK_PLACEMENT, player=card.owner, card=say.card(state, card),
             materials=refs, position=Event(f"position.{position}"))
    if over:
        ctx.emit("xyz.over", cr.XYZ_OVER, cr.XYZ_MATERIALS, card=say.card(state, card),
                 material=refs, count=card.materials)
    say_extra_deck(state, ctx, materials)
    summon_grants.record(state, ctx, card, materials, kind)  # 8-5-11
    synchro_materials.say_stand_in(state, ctx, card, link_tuner)  # the player's choice 8-5-14
    if kind == "Synchro":  # "treated as a Tuner" by the materials used (8-5-14)
        tuner_while.record(state, ctx, card, materials)
