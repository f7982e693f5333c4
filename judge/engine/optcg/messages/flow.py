"""The English words of "if" in the middle, "at the end of this turn" (optcg/flow.py): the English
stays next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their
translations in its section `flow`."""
from __future__ import annotations

from ...core.catalogue import Message

FLOW: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect}: what it says to do at the end of this turn waits for the "
                            "End Phase.",
    "unmet.done_this_turn": "{card} has already done it with this effect during this turn",
    "at_end_of_battle.waits": "{effect}: what it says to do at the end of this battle waits for "
                              "the End of the Battle.",
    "at_end_of_battle.now": "End of the Battle: {effect} now does what it left for the end of the "
                            "battle.",
    "at_end_of_battle.no_battle": "{effect}: there is no battle, so what it leaves for the end of "
                                  "the battle never happens.",
    "at_end_of_battle.moved": "{effect}: {card} has moved since and is a new card, so nothing is "
                              "done to it.",
    "at_end_of_turn.now": "End Phase: {effect} now does what it left for the end of the turn.",
    "at_opponents_main.waits": "{effect}: what it says to do at the start of the opponent's next "
                               "Main Phase waits for it.",
    "at_opponents_main.now": "Start of the Main Phase: {effect} now does what it left for it.",
    "effect_win": "{effect}: {player} wins the game, and the game is over at once.",
    "for_each.count": "{effect} counts {count} {count:Character|Characters}, so what follows is "
                      "done {count} {count:time|times}.",
    "for_each.none": "{effect} counts no Character, so what follows is done 0 times: not at all.",
}
