"""The effects a face-up Continuous Spell, Field Spell or Continuous Trap activates on the field
(`effects:` with `from: field` on such a card, 10-5-1): not the card's activation again, but an
effect of the card where it stays, Spell Speed 1 for a Spell (used like an Ignition or a Trigger
Effect) and 2 for a Continuous Trap (in either player's turn, in response too).

monster_effects.py activates them as it does a monster's; this module says what differs: which
such effects a card may have, where the card must be, and the words of the activation.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import monster_upkeep
from . import rules as cr
from . import text as say
from .field_negation import barred
from .model import (
    MONSTER,
    SPELL,
    TRAP,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    Link,
    MonsterEffect,
    State,
)
from .summon_conditions import condition_holds
from .zones import move

# the kinds of such effects each card may have: a Spell's are Spell Speed 1 (no Quick Effect),
# a Continuous Trap's Spell Speed 2 (no Ignition Effect: it is used whenever its timing allows)
FIELD_TYPES = {SPELL: ("ignition", "trigger"), TRAP: ("quick", "trigger")}
# in its Graveyard: a Spell's like an Ignition Effect (5-1-8), a Trap's at Spell Speed 2 (5-1-9),
# or either answering its own move there ("If this card is sent to the GY: ...")
GRAVEYARD_TYPES = {SPELL: ("ignition", "trigger"), TRAP: ("quick", "trigger")}
ZONES = [Z_SPELLS_TRAPS, Z_FIELD]


def stays(card: Card) -> bool:
    """A Continuous, Field or Equip Spell or a Continuous Trap: a card that stays face-up
    (10-4-2); an Equip Spell's effects on the field are its own too (Mask of the Accursed's in
    the Standby Phase, 10-4-7)."""
    return card.kind == SPELL and card.spell_type in ("continuous", "field", "equip") \
        or card.kind == TRAP and card.trap_type == "continuous"


def on_field(card: Card, effect: MonsterEffect) -> bool:
    """An effect a Spell or Trap activates where it stays on the field (10-5-1); not a Monster
    Card's own effects while it is placed there as a Continuous Spell (3-4-5)."""
    return card.kind != MONSTER and not card.placed_as and effect.origin == "field"


def input_problem(card: Card) -> str | None:
    """The message code when a Spell's or Trap's `effects` are not ones it can have: from its
    Graveyard (5-1-8, 5-1-9), or on the field for a card that stays there (10-5-1)."""
    for effect in card.effects:
        if effect.origin == "graveyard" and effect.type in GRAVEYARD_TYPES[card.kind]:
            continue
        if effect.origin == "field" and stays(card) and effect.type in FIELD_TYPES[card.kind]:
            continue
        if effect.origin == "field" and stays(card):
            return f"input.ygo.{card.kind}_effect_field"
        return f"input.ygo.{card.kind}_effect_graveyard"
    return None


def with_speeds(card: Card) -> None:
    """A Trap's effects have Spell Speed 2, its Trigger Effects too (10-5-1, 5-1-9)."""
    if card.kind == TRAP:
        card.effects = tuple(replace(effect, spell_speed=2) for effect in card.effects)


def zones(card: Card, effect: MonsterEffect) -> list[str] | None:
    """Where such an effect is activated from: the Spell & Trap Zone, or a Field Spell's Field
    Zone; None for any other effect."""
    return ZONES if on_field(card, effect) else None


def where_problem(state: State, card: Card) -> Illegal | None:
    """Face-up only: a Set card has no effect to use (10-5-1); none while a card says such
    cards' effects on the field cannot be activated (5-5-3)."""
    if not card.face_up:
        return Illegal("illegal.field_card_face_down", (cr.FIELD_CARD_EFFECT,),
                       card=say.card(state, card), kind=say.kind(card))
    return barred(state, card)


def timing_problem(state: State, card: Card) -> Illegal | None:
    """A Spell's effect with no event to answer is used like an Ignition Effect: its
    controller's Main Phase, Chain Link 1 (10-5-1, 11-2-6); the caller has checked that."""
    return Illegal("illegal.field_spell_effect_timing",
                   (cr.FIELD_CARD_EFFECT, cr.SPEED_ONE_CANNOT_RESPOND),
                   card=say.card(state, card), kind=say.kind(card))


def activation_word(card: Card, effect: MonsterEffect) -> str:
    """The message key of the activation: a Spell's or Trap's effect in its Graveyard (5-1-8,
    5-1-9) or on the field (10-5-1), or a monster's by its kind."""
    if card.kind == MONSTER:
        return f"activation.{effect.type}"
    return f"activation.{card.kind}_{'field' if effect.origin == 'field' else 'graveyard'}"


def fails_at_resolution(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """"You must control no monsters to activate and to resolve this effect.": what the effect
    asked as it was activated is asked again as it resolves; gone, nothing of it is applied
    (10-5-2)."""
    card = state.cards[link.card]
    if link.flip or not 0 <= link.effect < len(card.effects):
        return False
    effect = card.effects[link.effect]
    if not effect.resolve_if or effect.condition is None \
            or condition_holds(state, card, effect.condition):
        return False
    ctx.emit("link.condition_gone", cr.RESOLVE_CONDITION, link=label, card=say.card(state, card))
    return True


UPKEEP_KEYS = ("pay_lp", "whose", "must")
WHOSE = ("own", "any")  # "during your Standby Phase", "during the Standby Phase"


def read_upkeep(problems: Problems, path: str, data: dict[str, Any]
                ) -> tuple[int, str, bool] | None:
    """`upkeep: {pay_lp: N, whose: own|any, must: true}`: "Once per turn, during your Standby
    Phase, pay 100 LP or destroy this card." (10-5-3)."""
    at = key_path(path, "upkeep")
    spec = v.mapping(problems, at, v.field(data, "upkeep", None), UPKEEP_KEYS, ("pay_lp",))
    if spec is None:
        return None
    amount = v.integer(problems, key_path(at, "pay_lp"), v.field(spec, "pay_lp"), 1, 100_000)
    whose = v.choice(problems, key_path(at, "whose"), v.field(spec, "whose", "own"), WHOSE)
    must = v.opt_bool(problems, spec, "must", at, False)
    return None if amount is None or whose is None else (amount, whose, must)


def upkeep(state: State, ctx: Context, action: Action) -> None:
    """The Standby Phase the turn arrived in: each face-up card asking its controller to pay
    to keep it is paid for, unless the action lets it go (`let_go`) where its text allows, or
    its controller cannot pay; then it is destroyed (10-5-3)."""
    let_go = set(action.get("let_go") or ())
    for card in list(state.cards.values()):
        if card.upkeep is None or card.upkeep[1] == "own" and card.owner != state.turn_player:
            continue
        amount, _, must = card.upkeep
        monster = monster_upkeep.is_monster(card)  # a monster's own price (7-3-3)
        if not (monster_upkeep.asks(state, ctx, card) if monster
                else card.face_up and card.zone in ZONES):
            continue
        player = state.players[card.owner]
        ref = say.card(state, card)
        if player.lp >= amount and (must or card.id not in let_go):
            before = player.lp
            player.lp -= amount
            ctx.emit("upkeep.paid", cr.MONSTER_UPKEEP if monster else cr.UPKEEP, cr.LP_CHANGE,
                     player=card.owner, card=ref, amount=amount,
                     lp=say.lp_change(before, player.lp))
            continue
        if monster:
            monster_upkeep.destroy(state, ctx, card, amount, player.lp >= amount)
            continue
        move(state, card, Z_GRAVEYARD)
        state.happened.append((card.id, card.moves, "destroyed_by_effect"))
        ctx.emit("upkeep.destroyed" if player.lp >= amount else "upkeep.cannot_pay",
                 cr.UPKEEP, cr.DESTROY, player=card.owner, card=ref, amount=amount)
