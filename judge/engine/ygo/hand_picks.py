"""`hand_pick: {do: discard|to_deck, what: cards|monsters}`: the effect's player looks at the
opponent's hand and chooses a card there as the effect resolves (5-3-24): "Look at your
opponent's hand and discard 1 card from their hand.", "... and choose 1 monster from it to
shuffle into the Deck." (Trap Dustshoot). The hand is shown to that player whatever it holds;
the card chosen is one that fits `what` then, named by the activation under `pick` (the judge
never chooses it); with only one that fits, that one. It is discarded (5-3-4) or shuffled into
its owner's Deck (5-3-14). With none that fits, or none named among several, that part is not
done (5-2-5).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .effect_specs import EffectStep
from .hands import throw_away
from .model import MONSTER, State, opponent
from .to_deck import to_deck

DOES = ("discard", "to_deck")
WHAT = ("cards", "monsters")


def read_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`do` (required) and `what` (`cards` by default)."""
    data = v.mapping(problems, at, arg, ("do", "what"), ("do",))
    if data is None:
        return None
    does = v.choice(problems, key_path(at, "do"), v.field(data, "do", None), DOES)
    what = v.choice(problems, key_path(at, "what"), v.field(data, "what", "cards"), WHAT)
    return EffectStep("hand_pick", to=does, what=what) if does and what else None


def hand_pick(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The hand shown to the effect's player, then the card named taken from it."""
    them = opponent(env.controller)
    hand = list(state.players[them].hand)
    ctx.emit("hand_looked", cr.HAND_LOOKED, link=env.label, player=env.controller, other=them,
             count=len(hand), cards=say.cards(state, hand))
    fits = [card_id for card_id in hand
            if step.what == "cards" or state.cards[card_id].kind == MONSTER]
    picked = env.picked if env.picked in fits else fits[0] if len(fits) == 1 else None
    if picked is None:
        env.missed = True
        why = Event("why.choice_not_named", {"cards": say.cards(state, fits)}) if fits \
            else Event("why.none_to_choose")
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.HAND_LOOKED,
                 link=env.label, what=Event("would.hand_pick", {"player": them}), why=why)
        return
    card = state.cards[picked]
    ctx.emit("card_chosen_resolving", cr.HAND_LOOKED, link=env.label, player=env.controller,
             card=say.card(state, card))
    if step.to == "discard":
        throw_away(state, env, them, [picked])
        ctx.emit("effect_discard", cr.DISCARD, link=env.label, player=them, count=1,
                 cards=say.cards(state, [picked]))
        return
    to_deck(state, ctx, card, "shuffle", env.label)
