"""The deck family's step kinds, declared (kinds.py): those of search.py and whole.py, and
`{trash_deck: N}`: trash the top N cards of the deck, newest last (CR 3-5-2)."""
from __future__ import annotations

from ...core.events import Event
from ...core.replay import Context
from .. import rules as cr
from ..kinds import StepKind, read_count, read_problems
from ..model import Z_TRASH, State
from ..specs import EffectStep
from ..zones import move, take_top_of_deck
from .search import (
    arrange_deck,
    hand_to_deck,
    play_from_deck,
    play_revealed,
    read_step,
    reveal_top,
    revealed_to_bottom,
    search_deck,
    trash_to_hand,
)
from .whole import read_whole, search_whole_deck


def trash_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = getattr(env, "label", Event("the_effect"))
    controller = getattr(env, "controller", "")
    trashed = []
    for _ in range(step.amount):
        card = take_top_of_deck(state, controller)
        if card is None:
            break
        move(state, card, Z_TRASH)
        trashed.append(card.id)
    short = len(trashed) != step.amount
    ctx.emit("deck_trashed" + (".short" if short else ""), cr.TRASH_ON_TOP,
             *((cr.DO_WHAT_YOU_CAN,) if short else ()), effect=label, player=controller,
             count=len(trashed))


_read = read_problems(read_step)


LOOKING = (cr.DO_WHAT_YOU_CAN, cr.CHOOSE, cr.CHOOSE_UP_TO, cr.CHOOSE_FROM_DECK, cr.DECK_SECRET,
           cr.REVEAL_MOVING_SECRET, cr.REVEALED_HIDDEN_AGAIN, cr.TRASH_ON_TOP,
           cr.DECK_ONE_AT_A_TIME, cr.OWNER_ORDERS, cr.LOOKED_STAY)
LOOKED = ("deck_looked", "deck_looked.short", "deck_revealed", "deck_revealed.short",
          "deck_search.not_looked", "deck_search.no_fit", "deck_search.none",
          "deck_search.none_known", "deck_rest.trash", "deck_rest.bottom", "deck_rest.top",
          "would.look_at_deck", "choice_declined", "note.place_default.top",
          "note.search_default")

KINDS = (
    StepKind("search_deck", _read, search_deck, LOOKING,
             (*LOOKED, "deck_search.took", "deck_search.took_first")),
    StepKind("play_from_deck", _read, play_from_deck, LOOKING,
             (*LOOKED, "deck_play.took", "deck_play.took_first", "deck_play.none",
              "deck_play.none_known")),
    StepKind("arrange_deck", _read, arrange_deck, LOOKING, LOOKED),
    StepKind("trash_to_hand", _read, trash_to_hand, (cr.CHOOSE, cr.CHOOSE_UP_TO,
                                                    cr.TRASH_ON_TOP),
             ("trash_to_hand", "trash_to_hand.first", "trash_to_hand.none",
              "deck_search.no_fit", "choice_declined", "note.search_default")),
    StepKind("reveal_top", _read, reveal_top, (cr.REVEALED_HIDDEN_AGAIN, cr.DO_WHAT_YOU_CAN),
             ("deck_revealed", "would.look_at_deck")),
    StepKind("play_revealed", _read, play_revealed, (cr.DO_WHAT_YOU_CAN,),
             ("would.play",)),
    StepKind("revealed_to_bottom", _read, revealed_to_bottom, (cr.DECK_ONE_AT_A_TIME,),
             ("deck_rest.bottom",)),
    StepKind("hand_to_deck", _read, hand_to_deck,
             (cr.REVEAL_MOVING_SECRET, cr.OWNER_ORDERS, cr.DO_WHAT_YOU_CAN),
             ("hand_to_deck.bottom", "hand_to_deck.top", "hand_to_deck.top_or_bottom",
              "hand_to_deck.bottom.picked", "hand_to_deck.top.picked", "note.pick_default",
              "note.place_default.bottom", "would.hand_to_deck")),
    StepKind("search_whole_deck", read_problems(read_whole), search_whole_deck,
             (*LOOKING, cr.DECK_SHUFFLE),
             (*LOOKED, "deck_play.took", "deck_play.took_first", "deck_search.took",
              "deck_search.took_first", "deck_searched_whole", "deck_shuffled")),
    StepKind("trash_deck", read_count, trash_deck, (cr.TRASH_ON_TOP, cr.DO_WHAT_YOU_CAN),
             ("deck_trashed", "deck_trashed.short")),
)
