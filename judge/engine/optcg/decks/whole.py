"""Searching the whole deck: "Play up to 1 [Smiley] from your deck, then shuffle your deck."
and "Reveal up to 1 [X] from your deck and add it to your hand. Then, shuffle your deck."

- `{search_whole_deck: {to: play | hand, rested: bool}}`: the player looks through their whole
  deck, seeing the faces as they choose from it (CR 8-4-4-4), takes up to 1 card that fits the
  effect's `target:` (the action's `target`, else the first that fits, and the notes say the
  ruling rests on that default), plays it without its cost or reveals it and adds it to the
  hand, then shuffles the deck (CR 3-2-4). With nothing that fits, nothing is taken and the
  deck is still shuffled (official Q&A on ST03-007 Sentomaru). The shuffled order is random:
  the judge keeps the order the scenario lists and says so.
"""
from __future__ import annotations

from typing import Any

from ...core import validate as v
from ...core.events import Event
from ...core.replay import Context
from ...core.validate import Problems, key_path
from .. import rules as cr
from ..model import Z_HAND, State
from ..play import play_by_effect
from ..specs import EffectStep
from ..zones import move
from .search import _label, _limit, _take_from_deck, _top

DESTINATIONS = ("play", "hand")


def read_whole(problems: Problems, kind: str, at: str, arg: Any) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("to", "rested"), ("to",))
    to = v.choice(problems, key_path(at, "to"), v.field(data, "to", "play"), DESTINATIONS)
    if to is None:
        return None
    # where the card goes rides in `duration`, as the other deck steps' rest does
    return EffectStep(kind, duration=to, rested=v.opt_bool(problems, data, "rested", at, False))


def search_whole_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    controller, label = getattr(env, "controller", ""), _label(env)
    player = state.players[controller]
    everything = _top(state, controller, len(player.deck) + player.deck_anonymous)
    if not everything:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.look_at_deck"), why=Event("why.deck_empty",
                                                             {"player": controller}))
        return
    ctx.emit("deck_searched_whole", cr.CHOOSE_FROM_DECK, effect=label, player=controller,
             count=len(everything))
    playing = step.duration == "play"
    for card in _take_from_deck(state, ctx, env, everything,
                                "deck_play" if playing else "deck_search", _limit(env)):
        if playing:
            play_by_effect(state, ctx, card, label, step.rested)
        else:
            move(state, card, Z_HAND)
    ctx.emit("deck_shuffled", cr.DECK_SHUFFLE, effect=label, player=controller)
