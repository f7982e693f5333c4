"""The `state` object of the result (shared/spec/judge-scenarios-ygo.md, "Result state")."""
from __future__ import annotations

from typing import Any

from .model import PLAYERS, Card, State


def _monster(state: State, card: Card) -> dict[str, Any]:
    shown = {"id": card.id, "position": card.position, "atk": state.atk(card),
             "def": state.defense(card)}
    if card.owned_by:  # controlled by the player whose field shows it, owned by the other
        shown["owner"] = card.owned_by
    if card.materials:  # an Xyz Monster's materials left (4-4-3)
        shown["materials"] = card.materials
    return shown


def state_json(state: State) -> dict[str, Any]:
    players = {}
    for pid in PLAYERS:
        p = state.players[pid]
        players[pid] = {
            "lp": p.lp,
            "hand": list(p.hand),
            "deck": p.deck_size(),
            "monsters": [_monster(state, state.cards[c]) for c in p.monsters],
            "spells_traps": [{"id": c, "face_up": state.cards[c].face_up}
                             for c in p.spells_traps],
            "field_spell": None if p.field_spell is None else {
                "id": p.field_spell, "face_up": state.cards[p.field_spell].face_up},
            "graveyard": list(p.graveyard),
            "banished": list(p.banished),
            "extra_deck": list(p.extra_deck),
        }
    out: dict[str, Any] = {
        "turn": {"number": state.turn_number, "player": state.turn_player, "phase": state.phase},
        "players": players,
    }
    # additions to the format: what was still waiting when the replay stopped
    if state.chain:
        out["chain"] = [{"card": link.card, "controller": link.controller, "speed": link.speed,
                         "negated": link.negated} for link in state.chain]
    if state.battle is not None:
        out["battle"] = {"attacker": state.battle.attacker, "target": state.battle.target}
    return out
