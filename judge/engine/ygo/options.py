""""Activate 1 of these effects;" (`options`, 5-2-8): the player chooses one "●" as the card or
effect is activated, with the activation's `option` (counted from 0). The chosen option's own
target and steps then stand for the card's or effect's: its target is checked and chosen at
activation (5-2-3, 5-2-4) and only it resolves; the cost, if any, is the same for every option.
An option limited on its own ("but you can only use each effect of X once per turn") counts by
the card's name for its player, each option apart (5-2-6); one with a condition of its own ("● If
you control no monsters: ...") is chosen only while the board shows it (5-2-4).
"Apply 1 of these effects" (`apply_on_resolution`) has the option chosen as it resolves
(5-2-31): the same `option`, said only then.
"""
from __future__ import annotations

from dataclasses import replace

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Action, Card, EffectStep, Link, MonsterEffect, Option, State
from .summon_conditions import condition_holds


def chosen(card: Card, action: Action) -> Option | None:
    index = action.get("option")
    if not card.options or not isinstance(index, int) or not 0 <= index < len(card.options):
        return None
    return card.options[index]


def problem(state: State, card: Card, action: Action, effect: int = -1) -> Illegal | None:
    """A card with options is activated only with one of them chosen (5-2-8), not with one
    whose own condition the board does not show (5-2-4), and not with one its player has
    already used this turn when each is limited by name (5-2-6)."""
    option = chosen(card, action)
    if option is not None and option.condition is not None \
            and not condition_holds(state, card, option.condition):
        return Illegal("illegal.option_condition", (cr.NEEDS_WHAT_IT_DOES, cr.CHOOSE_ONE_EFFECT),
                       card=say.card(state, card), number=index(card, action) + 1)
    if option is not None and option.once_per_turn \
            and _used(card, action, effect) in state.effects_used:
        return Illegal("illegal.option_once_by_name", (cr.ONCE_PER_TURN, cr.CHOOSE_ONE_EFFECT),
                       player=card.owner, card=say.card(state, card),
                       number=index(card, action) + 1)
    if not card.options or option is not None:
        return None
    if card.options[0].on_resolution:  # the one it will apply, named all the same (5-2-31)
        return Illegal("illegal.needs_applied_option", (cr.APPLY_ONE_EFFECT,),
                       card=say.card(state, card), count=len(card.options))
    return Illegal("illegal.needs_option", (cr.CHOOSE_ONE_EFFECT,), card=say.card(state, card),
                   count=len(card.options))


def _used(card: Card, action: Action, effect: int) -> tuple[str, str]:
    """The record of one option used, by its player and the card's name (5-2-6): the effect
    it belongs to (-1, the card's activation) and its place among the options."""
    return card.owner, f"{card.name}\x00option\x00{effect}\x00{index(card, action)}"


def as_chosen(card: Card, action: Action) -> Card:
    """The card carrying the chosen option's target and steps, for the shared checks; a
    target chosen before the choice ("target 1 monster, then activate 1 of these effects")
    is every option's."""
    option = chosen(card, action)
    if option is None:
        return card
    return replace(card, effect=option.steps, target=option.target or card.target, options=(),
                   pay_lp=option.pay_lp or card.pay_lp,
                   cost_cards=option.cost_cards or card.cost_cards)


def with_detach(effect: MonsterEffect, action: Action) -> MonsterEffect:
    """A monster's effect whose chosen option detaches its Xyz Materials as its own cost ("●
    Detach 3 Xyz Materials from this card; destroy ..."): the effect with that cost, checked
    and paid as the effect's own "detach" is (4-4-3, 5-2-2); the effect as it is otherwise."""
    found = action.get("option")
    if not isinstance(found, int) or not 0 <= found < len(effect.options) \
            or not effect.options[found].detach:
        return effect
    return replace(effect, detach=effect.options[found].detach)


def index(card: Card, action: Action) -> int:
    found = action.get("option")
    return found if isinstance(found, int) and chosen(card, action) is not None else -1


def steps(card: Card, link: Link) -> tuple[EffectStep, ...]:
    """What the link resolves: the option chosen at activation, or the whole effect."""
    options = card.effects[link.effect].options if link.effect >= 0 else card.options
    if 0 <= link.option < len(options):
        return options[link.option].steps
    return card.effects[link.effect].steps if link.effect >= 0 else card.effect


def announce(state: State, ctx: Context, card: Card, action: Action, effect: int = -1) -> None:
    """Which "●" the player chose, said as the card or effect is activated (5-2-8); an option
    limited by name is then used for the turn (5-2-6)."""
    number = index(card, action)
    if number >= 0 and not card.options[number].on_resolution:  # else said as it resolves
        ctx.emit("option.chosen", cr.CHOOSE_ONE_EFFECT, player=card.owner,
                 card=say.card(state, card), number=number + 1, count=len(card.options))
    option = chosen(card, action)
    if option is not None and option.once_per_turn:
        state.effects_used.append(_used(card, action, effect))
        ctx.emit("option.used_once", cr.ONCE_PER_TURN, player=card.owner,
                 card=say.card(state, card), number=number + 1)


def choice_rule(found: tuple[Option, ...]) -> list[str]:
    """The rule an activation with options cites: the choice made then (5-2-8), or made as it
    resolves, "Apply 1 of these effects" (5-2-31)."""
    if not found:
        return []
    return [cr.APPLY_ONE_EFFECT if found[0].on_resolution else cr.CHOOSE_ONE_EFFECT]


def applied(state: State, ctx: Context, card: Card, link: Link) -> None:
    """"Apply 1 of these effects": which "●" the player applies, said as the link resolves,
    not when it was activated (5-2-31)."""
    found = card.effects[link.effect].options if link.effect >= 0 else card.options
    if 0 <= link.option < len(found) and found[link.option].on_resolution:
        ctx.emit("option.applied", cr.APPLY_ONE_EFFECT, player=link.controller,
                 card=say.card(state, card), number=link.option + 1, count=len(found))
