"""The `state` object of the result (format, "Result")."""
from __future__ import annotations

from typing import Any

from .model import PLAYERS, Card, State
from .power import cost, cost_changed, power


def _card_state(state: State, card: Card) -> dict[str, Any]:
    shows_power = card.kind in ("leader", "character")
    out = {"id": card.id, "rested": card.rested, "don": card.don,
           "power": power(state, card) if shows_power else None}
    if card.kind != "leader" and cost_changed(state, card):
        # an addition to the format: the cost as it counts now, when an effect changed it
        # (cost bounds decide targets, CR 8-4-4)
        out["cost"] = cost(state, card)
    return out


def state_json(state: State) -> dict[str, Any]:
    players = {}
    for pid in PLAYERS:
        p = state.players[pid]
        players[pid] = {
            "leader": _card_state(state, state.cards[p.leader]),
            "life": list(p.life),
            "hand": list(p.hand),
            "deck": p.deck_size(),
            "characters": [_card_state(state, state.cards[c]) for c in p.characters],
            "stage": None if p.stage is None else _card_state(state, state.cards[p.stage]),
            "trash": list(p.trash),
            "don": {"active": p.don_active, "rested": p.don_rested, "deck": p.don_deck},
        }
        face_up = [c for c in p.life if state.cards[c].face_up]
        if face_up:
            players[pid]["life_face_up"] = face_up  # an addition: Life cards turned face-up
    out: dict[str, Any] = {
        "turn": {"number": state.turn_number, "player": state.turn_player,
                 "phase": state.phase},
        "players": players,
    }
    if state.battle is not None:
        # an addition to the format: where a battle stood when the replay stopped
        b = state.battle
        out["battle"] = {"step": b.step, "attacker": b.attacker, "target": b.target}
    return out
