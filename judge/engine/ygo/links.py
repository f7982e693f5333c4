"""Adding a Chain Link (11-1-1, 11-1-2): shared by Spells and Traps (chain.py), monster effects
(monster_effects.py) and FLIP effects (summon.py, damage_step.py)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import Action, Link, State, opponent


def add_link(state: State, ctx: Context, link: Link, what: Event, rules: list[str]) -> None:
    if link.flip and state.window is None:
        # a FLIP effect is a Trigger Effect: what the others of that moment answer is kept
        # (5-1-5, 11-1-8)
        state.window = list(state.happened)
    state.chain.append(link)
    state.priority = opponent(link.controller)
    state.passes = 0
    ctx.emit("chain_link_added", *rules, cr.RESPOND, what=what, number=len(state.chain),
             player=state.priority)


def resolution_choices(state: State, action: Action) -> dict[str, Any]:
    """What the activation names for its player's choices as it resolves (8-4-3, 5-3-4), and
    the targets after the first of a card that targets several, as they are (5-2-3)."""
    discards = action.get("discards") or ()
    more = [state.cards[str(ref)] for ref in (action.get("targets") or [])[1:]]
    return {"position": str(action.get("position") or ""),
            "discards": tuple(str(card) for card in discards),
            "more_targets": tuple((card.id, card.moves) for card in more),
            "more_picks": tuple(str(ref) for ref in (action.get("picks") or [])[1:]),
            "chance": tuple(str(result) for result in
                            action.get("coins") or action.get("dice") or ()),
            "destination": str(action.get("destination") or ""),
            "declared": tuple(str(word) for word in action.get("declare") or ()),
            "column": int(action.get("column") or 0),
            "declines": bool(action.get("declines")),  # a "you can" part not done (5-2-24)
            "paid": tuple((card.id, card.moves) for card in (  # as the cost left them (5-3-25)
                state.resolve(str(ref)) for ref in action.get("cost") or []) if card),
            "target_dice": tuple(str(face) for face in action.get("target_dice") or ()),
            "face_down": bool(action.get("face_down")),  # 8-4-3, summon_choices.py
            "called": str(action.get("call") or "")}  # the face called (5-3-33)
