"""A monster whose Level counts Tokens (4-7-7): "This card's Level is increased by the total
Levels of all "Mecha Phantom Beast Tokens" you control.", the card key
`level_from_tokens: "Mecha Phantom Beast Token"`.

A Continuous Effect (5-1-1): it applies while the monster is face-up in a Monster Zone and its
effects are not negated, and it follows the Tokens as they come and go. Rule processing, run
after every step (settle.py), works the increase out afresh and moves the monster's Level by
the difference from the increase it last applied, remembered with the monster's `moves` (a
monster that moved has lost every change to its Level, 4-2-2; `zones.move` takes
`level_change` back off, which holds this increase too). So a Synchro or Xyz Summon, a Level
condition or a Tribute count sees the Level as it stands at that moment.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .level_shift import shift
from .model import SET, Z_MONSTERS, Card, State
from .negation import negated


def _applies(state: State, card: Card) -> bool:
    return card.zone == Z_MONSTERS and card.position != SET and not gemini_dormant(card) \
        and not negated(state, card) and "Link" not in card.monster_types \
        and "Xyz" not in card.monster_types  # no Level to raise (4-2-2)


def total(state: State, card: Card) -> tuple[int, int]:
    """The total Levels of the Tokens of that name its controller controls face-up, and how
    many there are."""
    tokens = [state.cards[i] for i in state.players[card.owner].monsters]
    counted = [t for t in tokens if t.name == card.level_from_tokens and t.position != SET
               and "Token" in t.monster_types]
    return sum(t.level for t in counted), len(counted)


def check(state: State, ctx: Context) -> None:
    """Each such monster's Level as its Tokens stand now; the change said when it changes."""
    for card in state.cards.values():
        if not card.level_from_tokens:
            continue
        levels, count = total(state, card) if _applies(state, card) else (0, 0)
        before = shift(card, card.token_level, levels)
        if before is None:
            continue
        card.token_level = (card.moves, levels)
        ctx.emit("level.from_tokens", cr.TOKEN_LEVELS, cr.CONTINUOUS_EFFECT, cr.LEVEL,
                 card=say.card(state, card), before=before, level=card.level, count=count,
                 name=card.level_from_tokens)
