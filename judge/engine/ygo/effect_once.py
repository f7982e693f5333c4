"""The once-per-turn clauses of a monster's effects (5-2-6): what each kind counts, and the
refusal of an effect its clause has used up. "You can only use this effect of X once per turn"
counts each effect of that name on its own for its player, "1 X effect per turn" all of them
together, "Once per turn" each copy on its own ("Up to twice per turn": each copy twice); "once
per Duel" lasts past the turn's end."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .face_up_effects import FACE_UP
from .model import Card, MonsterEffect, State
from .union import UNION
from .union import key as union_key

DUEL = "\x00duel"
ONCE_CODES = {"name": "illegal.effect_once_by_name", "copy": "illegal.effect_once_per_copy",
              "shared": "illegal.effect_once_shared", "duel": "illegal.effect_once_per_duel",
              "twice": "illegal.effect_twice_per_copy",
              "twice_name": "illegal.effect_twice_by_name",
              "union": "illegal.effect_once_union",
              "face_up": "illegal.effect_once_while_face_up"}


def once_key(card: Card, effect: MonsterEffect, index: int) -> tuple[str, str]:
    if effect.once == "shared":  # "You can only use 1 X effect per turn": one among them all
        return card.owner, f"{card.name}\x00*"
    # "You can only use this effect of X once per turn"; "You can use the effect of X up to
    # twice per turn": the same count, two uses (once_problem)
    if effect.once in ("name", "twice_name"):
        return card.owner, f"{card.name}\x00{index}"
    if effect.once == "duel":  # "... once per Duel": kept past the turn's end (turn.py)
        return card.owner, f"{card.name}\x00{index}{DUEL}"
    if effect.once == "face_up":  # that copy's stay face-up on the field (5-2-18)
        return card.id, f"{card.moves}\x00{index}{FACE_UP}"
    if effect.once == UNION:  # a Union monster's equip and unequip together (4-3-5)
        return union_key(card, card.moves)
    return card.id, f"{card.moves}\x00{index}"  # "Once per turn", "twice": each copy on its own


def once_problem(state: State, card: Card, effect: MonsterEffect,
                  index: int) -> Illegal | None:
    uses = 2 if effect.once in ("twice", "twice_name") else 1  # "up to twice per turn" 5-2-6
    if effect.once and state.effects_used.count(once_key(card, effect, index)) >= uses \
            or effect.once == "duel" and any(  # used before the scenario's board (5-2-6)
                other.duel_effect_used and other.owner == card.owner and other.name == card.name
                for other in state.cards.values()):
        rules = (cr.ONCE_PER_TURN, cr.UNION_MONSTER) if effect.once == UNION \
            else (cr.ONCE_WHILE_FACE_UP,) if effect.once == "face_up" else (cr.ONCE_PER_TURN,)
        return Illegal(ONCE_CODES[effect.once], rules, card=say.card(state, card),
                       player=card.owner)
    return None
