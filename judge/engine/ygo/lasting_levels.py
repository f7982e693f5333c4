"""Levels raised by other cards' Continuous Effects (5-1-17): a Field Spell's "Increase the
Levels of all "F.A." monsters on the field by 2 during the Main Phase and Battle Phase." (the
card key `level_boost: {archetype, by, phases}`) and a monster's "While this card is equipped
to a monster, that monster's Level is increased by 3." (`as_equip: {level: 3}`, 10-4-7).

A Continuous Effect applies while its card is face-up where it works and its effects are not
negated (5-1-1), so no step of an effect is stored: rule processing, run after every step
(settle.py), works out afresh what each face-up monster gets now (the phase the game is in,
the Field Spells face-up, the cards equipped to it) and moves its Level by the difference from
what it last applied, remembered with the monster's `moves` as token_levels.py does (a monster
that moved lost every change to its Level, 4-2-2). So a Summon, a Tribute count, a Level
condition or "ATK equal to its Level x 300" (5-1-16) sees the Level as it stands at that moment,
and the increase goes at once when the phase ends or the card leaves the field.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .field_negation import negated_by_field
from .level_shift import shift
from .model import MONSTER, SET, Z_MONSTERS, Card, State

# the phases a `level_boost` names -> the game's phases it covers (the Damage Step is part of
# the Battle Phase, 12-4-1)
PHASES = {"main": ("main1", "main2"), "battle": ("battle",)}


def _has_level(card: Card) -> bool:
    """A face-up monster in a Monster Zone with a Level to raise (4-2-2)."""
    return card.kind == MONSTER and card.zone == Z_MONSTERS and card.position != SET \
        and not {"Xyz", "Link"} & set(card.monster_types)


def _boosts(state: State) -> list[Card]:
    """The face-up Field Spells with a `level_boost` whose effects apply now (5-5-3)."""
    found = []
    for player in state.players.values():
        spell = state.cards[player.field_spell] if player.field_spell else None
        if spell is not None and spell.level_boost is not None and spell.face_up \
                and not negated_by_field(state, spell):
            found.append(spell)
    return found


def wanted(state: State, card: Card) -> tuple[int, list[Card]]:
    """What the face-up cards' Continuous Effects add to this monster's Level now, and those
    cards."""
    if not _has_level(card) or gemini_dormant(card):
        return 0, []
    total, sources = 0, list[Card]()
    for spell in _boosts(state):
        archetype, by, phases = spell.level_boost or ("", 0, ())
        shown = archetype in card.archetypes  # a face-up monster shows its archetype (9-1-3)
        if shown and any(state.phase in PHASES[phase] for phase in phases):
            total, sources = total + by, [*sources, spell]
    for equip in state.equips(card):
        if equip.kind == MONSTER and equip.as_equip_level:  # its own text's gift (10-4-7)
            total, sources = total + equip.as_equip_level, [*sources, equip]
    return total, sources


def check(state: State, ctx: Context) -> None:
    """Each face-up monster's Level as these effects stand now; the change said when it
    changes, with the cards that make it."""
    for card in state.cards.values():
        if card.kind != MONSTER:
            continue
        total, sources = wanted(state, card)
        before = shift(card, card.lasting_level, total)
        if before is None:
            continue
        card.lasting_level = (card.moves, total)
        code = "level.lasting" if total else "level.lasting_ends"
        ctx.emit(code, cr.LASTING_LEVELS, cr.CONTINUOUS_EFFECT, cr.LEVEL,
                 card=say.card(state, card), before=before, level=card.level,
                 cards=tuple(say.card(state, source) for source in sources))
