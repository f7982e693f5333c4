"""The One Piece verdict: the answer to the dispute in one or two sentences, first thing a judge
reads out (format, "Result": `verdict`).

It answers from the engine's record of the replay (`record.py`): each battle with the powers the
Damage Step compared and what came of them, the defeats, the illegal action. Then the point a
player would most likely miss, when there is one: 0 Life is not a loss until the next damage
(CR 1-2-1-1-1), [Double Attack] damage stays 2 whatever a [Trigger] changed (CR 10-1-2-1), given
DON!! add nothing on the opponent's turn (CR 6-5-5-2).
"""
from __future__ import annotations

from ..core.events import Event, Param, Power, RuleRef
from ..core.result import GAME_OVER, ILLEGAL_ACTION, Result
from . import rules as cr
from .model import PLAYERS, State, opponent
from .record import Fight, PowerParts
from .text import card

MAX_BATTLES = 3  # a longer replay names its last battles only: the verdict stays short


def verdict(result: Result, state: State) -> list[Event]:
    out: list[Event] = []
    fights = state.record.fights
    shown = fights[-MAX_BATTLES:]
    for number, fight in enumerate(shown, start=len(fights) - len(shown) + 1):
        said = _battle(state, fight)
        if said is not None:
            out.append(Event("verdict.battle_number", {"number": number, "battle": said})
                       if len(fights) > 1 else said)
            out += _also_knocked_out(state, fight)
            out += _why(fight)
    if result.outcome == ILLEGAL_ACTION and result.illegal is not None:
        rules = tuple(RuleRef(n) for n in result.illegal.rules)
        # numbered from 1, as the ruling page's action labels are
        out.append(Event("verdict.not_allowed", {"number": (result.illegal.action or 0) + 1,
                                                 "reason": result.illegal.event,
                                                 "rules": rules}))
    elif result.outcome == GAME_OVER:
        out.append(_game_over(state))
    elif not out:
        out.append(_nothing_fought(state))
    return out + _key_points(state, result)


def _ref(state: State, card_id: str, owned: bool = True) -> Param:
    return card(state, state.cards[card_id], owned)


def _power(parts: PowerParts) -> Param:
    """`7000 (4000 + 3000 Counter)`, or just `5000` when nothing was added."""
    total = sum(amount for _, amount in parts)
    if len(parts) <= 1:
        return total
    first, rest = parts[0][1], parts[1:]
    summed: Param = first
    for label, amount in rest:
        code = "verdict.sum_plus" if amount >= 0 else "verdict.sum_minus"
        summed = Event(code, {"sum": summed, "amount": abs(amount), "label": label})
    return Event("verdict.power_total", {"total": total, "sum": summed,
                                         "power": Power(tuple(parts), total)})


def _battle(state: State, fight: Fight) -> Event | None:
    player = fight.attacker_owner
    defender = opponent(player)
    if fight.outcome == "ended":
        return Event("verdict.battle_ended", {
            "player": player, "card": _ref(state, fight.moved or fight.attacker),
            "rules": (RuleRef(fight.moved_rule),)})
    if fight.outcome not in ("won", "lost"):
        return None  # still open when the replay stopped
    target: Param = _ref(state, fight.target)
    if fight.blocker is not None:
        target = Event("verdict.the_blocker", {"card": target})
    params: dict[str, Param] = {
        "player": player, "defender": defender, "attacker": _ref(state, fight.attacker, False),
        "attacker_power": _power(fight.attacker_power), "target": target,
        "target_power": _power(fight.target_power)}
    if fight.outcome == "lost":
        if fight.knocked_out:
            return Event("verdict.attack_fails_ko", {
                **params, "cards": tuple(_ref(state, c) for c in fight.knocked_out)})
        return Event("verdict.attack_fails", params)
    tie = sum(a for _, a in fight.attacker_power) == sum(a for _, a in fight.target_power)
    beats = "ties" if tie else "beats"
    if state.cards[fight.target].kind != "leader":
        # a K.O. that a prohibition or a replacement kept from happening (CR 1-3-3, 8-1-3-4)
        kept = "kept" if fight.target not in fight.knocked_out else "ko"
        if kept == "kept" and fight.moved_instead:
            kept = "gone"  # a replacement moved it instead ("trash this Character", OP08-045)
        return Event(f"verdict.{beats}_{kept}", {**params, "card": _ref(state, fight.target)})
    if fight.damage_at_zero:
        return Event(f"verdict.{beats}_at_zero", params)
    return Event(f"verdict.{beats}_damage", {**params, "damage": fight.damage,
                                            "life": fight.life_after})


def _also_knocked_out(state: State, fight: Fight) -> list[Event]:
    """Cards an effect K.O.'d during a battle the attacker won (a [Trigger], a [Counter])."""
    if fight.outcome != "won":
        return []
    others = [c for c in fight.knocked_out if c != fight.target]
    if not others:
        return []
    return [Event("verdict.also_ko", {"cards": tuple(_ref(state, c) for c in others)})]


MAX_WHY = 2  # the reasons said after a battle: the verdict stays short


def _why(fight: Fight) -> list[Event]:
    """Why the battle went as it did beyond its numbers (record.py, `Fight.why`): the effects
    held back ("Luffy has 0 DON!!, so [Blocker] may be used")."""
    if fight.outcome not in ("won", "lost"):
        return []
    return fight.why[:MAX_WHY]


def _game_over(state: State) -> Event:
    defeats = state.record.defeats
    if len(state.losers) == 2:
        return Event("verdict.both_lose", {"rules": (RuleRef(cr.DEFEAT_CHECK),)})
    loser = state.losers[0]
    winner = opponent(loser)
    if defeats.get(loser) == "effect_win":  # "you win the game" (flow.win_game)
        return Event("verdict.wins_by_effect", {"winner": winner, "loser": loser,
                                                "rules": (RuleRef(cr.EFFECT_WINS),)})
    if defeats.get(loser) == "deck_out":
        return Event("verdict.wins_deck_out", {"winner": winner, "loser": loser,
                                               "rules": (RuleRef(cr.LOSE_EMPTY_DECK),)})
    return Event("verdict.wins_damage_at_zero", {"winner": winner, "loser": loser,
                                                 "rules": (RuleRef(cr.LOSE_DAMAGE_AT_ZERO),)})


def _nothing_fought(state: State) -> Event:
    knocked_out = state.record.knocked_out
    if knocked_out:
        return Event("verdict.allowed_ko", {"cards": tuple(_ref(state, c)
                                                           for c in knocked_out)})
    return Event("verdict.allowed")


def _key_points(state: State, result: Result) -> list[Event]:
    points: list[Event] = []
    last = state.record.fights[-1] if state.record.fights else None
    if last is not None and last.double_attack and last.triggers:
        points.append(Event("verdict.double_attack_fixed",
                            {"rules": (RuleRef(cr.DOUBLE_ATTACK),)}))
    if last is not None and last.idle_don and last.outcome in ("won", "lost"):
        points.append(Event("verdict.idle_don", {
            "count": last.idle_don, "card": _ref(state, last.target),
            "player": last.attacker_owner, "rules": (RuleRef(cr.GIVEN_DON_POWER),)}))
    if result.outcome != GAME_OVER:
        # at 0 Life a player loses only to the next damage (CR 1-2-1-1-1)
        points += [Event("verdict.zero_life", {"player": pid,
                                               "rules": (RuleRef(cr.LOSE_DAMAGE_AT_ZERO),)})
                   for pid in PLAYERS if not state.players[pid].life]
    return points[:1]  # the one point most likely to be missed, to stay short
