"""What a card's permanent effects forbid or allow in play, with the rule that says so: a
prohibition always wins (CR 1-3-3), and a card's text goes before the rules (CR 1-3-1)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, State
from .specs import Static
from .statics import (
    ATTACKS_ACTIVE,
    ATTACKS_WHEN_PLAYED,
    CANNOT_ATTACK,
    NO_KO_BY_EFFECTS,
    NO_KO_BY_OPPONENTS_EFFECTS,
    NO_KO_BY_OPPONENTS_EFFECTS_ONCE,
    NO_KO_IN_BATTLE,
    NO_LEADER_ATTACK_WHEN_PLAYED,
    NO_REMOVAL_BY_OPPONENTS_EFFECTS,
    flagged,
    gained,
    in_force,
)


def attack_problem(state: State, attacker: Card) -> Illegal | None:
    """"This Character cannot attack.": the prohibition wins over the rule that lets an active
    card attack (CR 1-3-3, 8-1-3-3)."""
    if not flagged(state, attacker, CANNOT_ATTACK):
        return None
    return Illegal("illegal.cannot_attack", (cr.PROHIBITION_WINS, cr.PERMANENT_EFFECT),
                   card=say.card(state, attacker))


def attacks_active(state: State, attacker: Card) -> bool:
    """"This Character can also attack your opponent's active Characters.": the card's text
    goes before the rule that names only rested Characters as targets (CR 1-3-1, 7-1-1-2)."""
    return flagged(state, attacker, ATTACKS_ACTIVE)


def attacks_when_played(state: State, attacker: Card) -> bool:
    """"This Character can attack Characters on the turn in which it is played.": the card
    over the rule that a card played this turn cannot attack (CR 1-3-1, 3-7-4)."""
    return flagged(state, attacker, ATTACKS_WHEN_PLAYED)


def played_leader_problem(state: State, attacker: Card, target: Card) -> Illegal | None:
    """"This Character cannot attack a Leader on the turn in which it is played.": even with
    [Rush], the prohibition wins (CR 1-3-3, 3-7-4)."""
    if not (attacker.played_this_turn and target.kind == "leader"
            and flagged(state, attacker, NO_LEADER_ATTACK_WHEN_PLAYED)):
        return None
    return Illegal("illegal.no_leader_attack_when_played",
                   (cr.PROHIBITION_WINS, cr.PERMANENT_EFFECT, cr.PLAYED_CANNOT_ATTACK),
                   card=say.card(state, attacker))


def attacks_active_rules(state: State, attacker: Card) -> tuple[str, ...]:
    """What an attack on an active Character rests on: the card over the rules (CR 1-3-1),
    by an effect for a while (CR 8-1-4-2) or by the card's own permanent text (8-1-3-3)."""
    lasting = cr.CONTINUOUS_EFFECT if gained(state, attacker, ATTACKS_ACTIVE) \
        else cr.PERMANENT_EFFECT
    return (cr.CARD_OVER_RULES, lasting)


def ko_shield(state: State, card: Card, by: str | None, against: Card | None = None
              ) -> Event | None:
    """Why `card` is not K.O.'d: by an effect of player `by`, or in battle (`by` None)
    with the card `against`."""
    if by is None:
        flags: tuple[str, ...] = (NO_KO_IN_BATTLE,)
    elif by != card.owner:
        flags = (NO_KO_BY_EFFECTS, NO_KO_BY_OPPONENTS_EFFECTS)
    else:
        flags = (NO_KO_BY_EFFECTS,)
    if by is not None and by != card.owner:
        flags += (NO_REMOVAL_BY_OPPONENTS_EFFECTS,)  # a K.O. removes it from the field
    if by is not None and by != card.owner and _once_unused(state, card):
        flags += (NO_KO_BY_OPPONENTS_EFFECTS_ONCE,)
    for static in in_force(state, card):
        if static.flag in flags and not static.versus:
            return Event(f"why.{static.flag}")
        if static.flag in flags and against is not None and _versus(static, against):
            return Event("why.no_ko_in_battle.versus", {"card": say.card(state, against)})
    return None


def _once_key(card: Card) -> tuple[str, int, str]:
    # [Once Per Turn] per card instance, as for other effects (CR 10-2-13-2, 10-2-13-4)
    return card.id, card.moves, NO_KO_BY_OPPONENTS_EFFECTS_ONCE


def _once_unused(state: State, card: Card) -> bool:
    return _once_key(card) not in state.once_used


def _versus(static: Static, against: Card) -> bool:
    """"in battle by <Slash> attribute cards / by Leaders / by Characters without the
    <Special> attribute": whether the card in battle with it is one of those."""
    wanted = dict(static.versus)
    if wanted.get("types") and against.kind not in wanted["types"]:
        return False
    if wanted.get("attributes") and not set(wanted["attributes"]) & set(against.attributes):
        return False
    return not set(wanted.get("not_attributes", ())) & set(against.attributes)


def prevent_ko(state: State, ctx: Context, card: Card, by: str | None,
               effect: Event | None = None, against: Card | None = None) -> bool:
    """True, and the ruling says why, when a valid permanent effect of `card` keeps it from
    being K.O.'d: the prohibition wins (CR 1-3-3) and nothing else happens."""
    why = ko_shield(state, card, by, against)
    if why is None:
        return False
    if why.code == f"why.{NO_KO_BY_OPPONENTS_EFFECTS_ONCE}":
        state.once_used.add(_once_key(card))  # used by this K.O.: the next one happens
    say_not_kod(state, ctx, card, effect, why, cr.PERMANENT_EFFECT)
    return True


def say_not_kod(state: State, ctx: Context, card: Card, effect: Event | None, why: Event,
                kind: str) -> None:
    """The ruling's line for a K.O. that does not happen: the prohibition wins (CR 1-3-3) of
    a permanent or a continuous effect (`kind`: its rule); in battle when `effect` is None."""
    rules = (cr.PROHIBITION_WINS, kind, cr.TRASH_IS_NOT_KO)
    if effect is None:
        ctx.emit("ko_prevented.battle", *rules, cr.CHARACTER_KO_IN_BATTLE,
                 card=say.card(state, card), why=why)
    else:
        ctx.emit("ko_prevented.effect", *rules, effect=effect, card=say.card(state, card),
                 why=why)


def prevent_removal(state: State, ctx: Context, card: Card, by: str, effect: Event) -> bool:
    """"This Character cannot be removed from the field by your opponent's effects.": an
    opponent's effect that would trash it, return it or place it in the deck does nothing to
    it (CR 1-3-3), and the ruling says why."""
    if by == card.owner or not flagged(state, card, NO_REMOVAL_BY_OPPONENTS_EFFECTS):
        return False
    ctx.emit("removal_prevented", cr.PROHIBITION_WINS, cr.PERMANENT_EFFECT, effect=effect,
             card=say.card(state, card), why=Event(f"why.{NO_REMOVAL_BY_OPPONENTS_EFFECTS}"))
    return True
