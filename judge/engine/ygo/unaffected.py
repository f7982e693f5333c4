"""Cards unaffected by some effects (5-3-29): "Unaffected by other cards' effects.",
"Unaffected by your opponent's Spell effects.", "Unaffected by the effects of "Hole" Normal
Traps.", "While "Umi" is on the field, this card is unaffected by Spell effects." (the card
key `unaffected`, unaffected_specs.py), and what a resolved effect gives a monster for the turn
("that target is unaffected by card effects this turn, except its own": unaffected_turn.py),
and what an Equip Card equipped to it gives it ("A monster equipped with this card is
unaffected by your opponent's Trap effects": equip_unaffected.py, 10-4-7).

While such a card is face-up on the field, its effects not negated and what its text puts
first holding, an effect of the kind it names is not applied to it: a resolving step on it is
not done (`shielded`, asked by the interpreter before each step that changes, moves or
destroys its card), a step on every card of a kind leaves it out (`spare`), a Continuous
Effect's ATK change (continuous.py) and a card that negates every face-up monster's effects
(`field_shielded`, negation.py) pass it by. Targeting, attacking, Tributing it or using it as
a cost or material are not effects applied to it, and nothing here stops them.
"""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .equip_unaffected import giver
from .kept import board_holds
from .model import MONSTER, SPELL, TRAP, Card, State
from .negators import face_up_on_field, held, hits, sources
from .unaffected_specs import Unaffected

# the steps that change, move or destroy the card their `target` names; another step only reads
# its card (its ATK for damage) or takes it from elsewhere than the field
ON_CARD = frozenset(("destroy", "atk", "change_position", "negate_effects", "take_control",
                     "banish", "banish_until", "to_hand", "to_deck", "to_graveyard", "level",
                     "place_counters", "indestructible_turn", "direct_attack_turn",
                     "piercing_turn", "attack_again",
                     "second_attack", "equip", "unaffected_turn", "give_control",
                     "monster_attacks_turn"))


class Env(Protocol):
    """What this module reads of the resolving effect (step_env.Env)."""

    source: Card
    controller: str
    label: Event
    missed: bool


def covers(spec: Unaffected, card: Card, source: Card, controller: str, activated: bool) -> bool:
    """Whether the text's words name this effect: of `source`, controlled by `controller`,
    activated or a Continuous Effect. Never the card's own effects."""
    if source is card or spec.activated and not activated \
            or spec.opponent and controller == card.owner:
        return False
    # a card of an archetype named "Trap Hole" has "Hole" in its name too: it is a "Hole" card
    if spec.archetype and not any(name == spec.archetype or name.endswith(" " + spec.archetype)
                                  for name in source.archetypes):
        return False
    kind = source.kind
    return {"others": True, "spells": kind == SPELL, "traps": kind == TRAP,
            "spells_traps": kind in (SPELL, TRAP), "monsters": kind == MONSTER,
            "normal_traps": kind == TRAP and source.trap_type == "normal"}[spec.by]


def immune(state: State, card: Card, source: Card, controller: str,
           activated: bool = True) -> bool:
    """Whether `card` ignores this effect of `source` now (5-3-29): by what a resolved effect
    gave it this turn, or by its own text while that applies."""
    if not face_up_on_field(card):
        return False
    return _own(state, card, source, controller, activated) \
        or giver(state, card, source, controller) is not None  # by an Equip Card (10-4-7)


def _own(state: State, card: Card, source: Card, controller: str, activated: bool) -> bool:
    """Whether the card's own text, or an effect that resolved on it, keeps this effect off."""
    turn = card.unaffected_turn
    if turn is not None and covers(turn, card, source, controller, activated):
        return True
    spec = card.unaffected
    if spec is None or not covers(spec, card, source, controller, activated):
        return False
    return _applies(state, card, spec) and not any(  # negated by a card it is not
        hits(other, card) and not _shields(state, card, state.cards[other.id])  # shielded
        for other in sources(state))  # from (5-5-1)


def field_shielded(state: State, card: Card) -> bool:
    """Whether every face-up card negating this monster's effects is one it is unaffected by,
    so that none of them negates it (5-3-29, 5-5-1)."""
    hitting = [state.cards[other.id] for other in sources(state) if hits(other, card)]
    return bool(hitting) and all(_shields(state, card, other) for other in hitting)


def _shields(state: State, card: Card, negator: Card) -> bool:
    """Whether the card is unaffected by that negating card's Continuous Effect."""
    turn, spec = card.unaffected_turn, card.unaffected
    if turn is not None and covers(turn, card, negator, negator.owner, False):
        return True
    if giver(state, card, negator, negator.owner) is not None:
        return True  # its Equip Card's words (10-4-7)
    return spec is not None and covers(spec, card, negator, negator.owner, False) \
        and _applies(state, card, spec)


def _applies(state: State, card: Card, spec: Unaffected) -> bool:
    """Its own text applies (the card face-up on the field, as the callers ask): not negated by
    an effect that resolved on it, a Gemini monster's text awake (8-1-9), and the board as its
    text needs it."""
    if held(state, card) or gemini_dormant(card):
        return False
    return spec.board is None or board_holds(state, card, spec.board)


def shielded(state: State, ctx: Context, card: Card | None, env: Env) -> bool:
    """Whether the resolving effect's step is not applied to `card`, which is unaffected by it;
    the ruling says so and the step is not done (5-3-29, 5-2-5)."""
    if card is None or not immune(state, card, env.source, env.controller):
        return False
    env.missed = True
    equip = None if _own(state, card, env.source, env.controller, True) \
        else giver(state, card, env.source, env.controller)
    if equip is not None:  # what its Equip Card gives it (10-4-7)
        ctx.emit("effect.unaffected_equipped", cr.UNAFFECTED, cr.EQUIP_GIVES,
                 cr.DO_WHAT_CAN_BE_DONE, link=env.label, card=say.card(state, card),
                 equip=say.card(state, equip))
        return True
    ctx.emit("effect.unaffected", cr.UNAFFECTED, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
             card=say.card(state, card))
    return True


def spare(state: State, ctx: Context, cards: list[Card], env: Env) -> list[Card]:
    """The cards a step on every card of a kind is applied to: those unaffected by it are said
    so and left out (5-3-29)."""
    missed = env.missed
    kept = [card for card in cards if not shielded(state, ctx, card, env)]
    env.missed = missed  # each caller says whether the step was done on any
    return kept
