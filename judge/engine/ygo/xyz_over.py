"""An Xyz Summon on top of one monster its text describes (8-5-10): "You can also Xyz Summon
this card by using a Rank 4 "Utopia" Xyz Monster you control as material. (Transfer its
materials to this card.)" (`xyz_over`, with `once_per_turn`: "Once per turn, you can also Xyz
Summon ..."). The `xyz_summon` action names that one monster as its only material; it is still
an Xyz Summon from the Extra Deck in the Main Phase (8-5-4), and the monster used goes under the
new one with every Xyz Material it had (4-4-3). The text may ask more of that monster: a name
other than the Xyz Monster's (`other_name`), at least some Xyz Materials of its own
(`materials_min`) or none (`no_material`); and it may allow the Summon in the Main Phase 2 only
(`main_phase_2`), or detach some of that monster's Xyz Materials first (`detach`), which go to
the Graveyard and not under the new one."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from . import xyz_cards
from .card_facts import name_of
from .described import described_fits, details
from .model import Action, Card, State
from .xyz_specs import XyzOver


def applies(card: Card, materials: list[Card]) -> bool:
    """Whether this Xyz Summon is the one on top of a monster: its text allows it and one
    monster is named (the rules' own Xyz Summon takes two or more, 8-5-4)."""
    return card.xyz_over is not None and len(materials) == 1


def _rank_fits(over: XyzOver, material: Card) -> bool:
    if not (over.ranks or over.rank_max):
        return True
    if "Xyz" not in material.monster_types:  # only an Xyz Monster has a Rank (4-1)
        return False
    return (not over.ranks or material.level in over.ranks) \
        and (not over.rank_max or material.level <= over.rank_max)


def problem(state: State, card: Card, material: Card) -> Illegal | None:
    over = card.xyz_over
    assert over is not None
    ref = say.card(state, card)
    if over.once_per_turn and _key(card) in state.effects_used:
        return Illegal("illegal.xyz_over_once", (cr.XYZ_OVER,), card=ref, player=card.owner)
    if over.main_phase_2 and state.phase != "main2":  # "During your Main Phase 2"
        return Illegal("illegal.xyz_over_phase", (cr.XYZ_OVER,), card=ref)
    if not described_fits(over.monster, material) or not _rank_fits(over, material) \
            or not _more_fits(over, card, material):
        words = details(over.monster)
        words += [Event("xyz.rank", {"rank": r}) for r in over.ranks]
        if over.rank_max:
            words.append(Event("xyz.rank_max", {"rank": over.rank_max}))
        words += _more_words(over)
        return Illegal("illegal.xyz_over_material", (cr.XYZ_OVER,), card=ref,
                       material=say.card(state, material), details=tuple(words))
    return None


def _more_fits(over: XyzOver, card: Card, material: Card) -> bool:
    """Its name other than the Xyz Monster's, its own Xyz Materials, as the text asks."""
    return (not over.other_name or name_of(material) != name_of(card)) \
        and material.materials >= max(over.materials_min, over.detach) \
        and (not over.no_material or material.materials == 0)


def _more_words(over: XyzOver) -> list[Event]:
    words = [Event("xyz_over.other_name")] if over.other_name else []
    if over.materials_min or over.detach:  # as many as are detached first
        words.append(Event("xyz_over.materials_min",
                           {"count": max(over.materials_min, over.detach)}))
    return words + ([Event("xyz_over.no_material")] if over.no_material else [])


def _key(card: Card) -> tuple[str, str]:
    """Its player's Xyz Summons of its name this way this turn, kept with once-per-turn uses."""
    return (card.owner, f"xyz_over:{name_of(card)}")


def used(state: State, card: Card) -> None:
    if card.xyz_over is not None and card.xyz_over.once_per_turn:
        state.effects_used.append(_key(card))


def detach_problem(state: State, card: Card, materials: list[Card],
                   action: Action) -> Illegal | None:
    """"by detaching 2 Xyz Materials from ...": the named ones detached must be known, from
    the action's `detach` when it is its player's choice (4-4-11)."""
    if not applies(card, materials) or card.xyz_over is None or not card.xyz_over.detach:
        return None
    return xyz_cards.cost_problem(state, materials[0], card.xyz_over.detach, action,
                                  (cr.XYZ_OVER, cr.XYZ_CARDS))


def detach_first(state: State, ctx: Context, card: Card, material: Card,
                 action: Action) -> None:
    """The Xyz Materials the text detaches from the monster used, to the Graveyard, before it
    goes under the new one with the rest (8-5-10)."""
    count = card.xyz_over.detach if card.xyz_over is not None else 0
    if not count:
        return
    xyz_cards.paid(state, ctx, material, count, action)  # the named ones (4-4-11)
    material.materials -= count
    ctx.emit("xyz_over.detached", cr.XYZ_OVER, cr.XYZ_MATERIALS, card=say.card(state, card),
             material=say.card(state, material), count=count, left=material.materials)
