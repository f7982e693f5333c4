"""A restriction a resolved effect leaves on its player's Special Summons for the rest of the
turn: "also you cannot Special Summon monsters from the Extra Deck for the rest of this turn,
except Machine monsters" (5-2-10). From the moment the effect resolves until the turn ends
(7-7-3), the player can Special Summon only monsters of that description (from the Extra
Deck only, when it says so), by any means: an effect, a Synchro, Xyz or Link Summon, or a
monster's own procedure. Kept in `state.summon_locks` as (player, Extra Deck only, allowed);
a restriction that names no exception allows NOTHING."""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import (
    attack_turn_bans,
    battle_locks,
    deck_add_bans,
    effect_bans,
    forbid_locks,
    kept_locks,
    named_attack_bans,
    normal_locks,
    summon_bans,
    zone_locks,
)
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .effect_specs import Described
from .model import Z_EXTRA, Z_MONSTERS, Card, EffectStep, State, opponent

Lock = tuple[str, bool, Described]
# "you cannot Special Summon monsters for the rest of this turn": a name no card bears
NOTHING = Described(names=("\x00",))
# a restriction bound to a Token while it is in the Monster Zone: its name last (4-7-6)
TokenLock = tuple[str, bool, Described, str]
# a face-up card's Continuous Effect: its name, then its id (5-2-14)
KeptLock = tuple[str, bool, Described, str, str]
TupleLock = Lock | TokenLock | KeptLock
AnyLock = TupleLock | zone_locks.ZoneLock | forbid_locks.ForbidLock  # 5-2-32's, 5-2-14's
# turn locks that forbid more than Special Summons, each holding the rest in its `steps`: what
# refuses the activation, and what the activation leaves (5-2-13, 5-2-15)
WRAPPING: dict[str, tuple[Callable[[State, Card], Illegal | None],
                          Callable[[State, Context, Card], None]]] = {
    battle_locks.KIND: (battle_locks.activation_problem, battle_locks.at_activation),
    normal_locks.KIND: (normal_locks.activation_problem, normal_locks.at_activation),
    attack_turn_bans.ALL: (attack_turn_bans.all_problem, attack_turn_bans.at_all),
    attack_turn_bans.OTHERS: (attack_turn_bans.others_problem, attack_turn_bans.at_others),
    deck_add_bans.KIND: (deck_add_bans.activation_problem, deck_add_bans.at_activation)}


def apply(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """The `summon_lock` step: the restriction binds the effect's player, or that player's
    opponent with `player: opponent` (5-2-10); one that spares a zone is zone_locks.py's
    (5-2-32)."""
    if step.zone_lock is not None:
        zone_locks.apply(state, ctx, step, env)
        return
    player: str = getattr(env, "controller", "")
    if step.player == "opponent":  # "Your opponent cannot Special Summon ..." (Artifact Scythe)
        player = opponent(player)
    lock = _lock_of(player, step)
    if lock not in state.summon_locks:
        state.summon_locks.append(lock)
    ctx.emit(_key("summon_locked", lock), cr.SUMMON_LOCK, link=getattr(env, "label", None),
             player=player, scope=_scope(lock), details=tuple(details(lock[2])))


def lock_on(state: State, player: str, card: Card) -> AnyLock | None:
    """The restriction that forbids `player` to Special Summon `card` from where it is now,
    or None."""
    zoned = zone_locks.lock_on(state, player, card)  # "except from the hand" (5-2-32)
    if zoned is not None:
        return zoned
    forbidden = forbid_locks.lock_on(state, player, card)  # "Neither player ... LIGHT" 5-2-14
    if forbidden is not None:
        return forbidden
    locks: list[TupleLock] = list(state.summon_locks)
    locks += [(token.token_lock.player or "", token.token_lock.to == "extra_deck",
               token.token_lock.pick or NOTHING, token.name) for token in state.cards.values()
              if token.token_lock is not None and token.zone == Z_MONSTERS]  # 4-7-6
    locks += [(bound, step.to == "extra_deck", step.pick or NOTHING, source.name, source.id)
              for source, step in kept_locks.applying(state)
              for bound in kept_locks.bound(source)]  # 5-2-14, its opponent or both too
    for lock in locks:
        owner, extra_only, allowed = lock[:3]
        if owner == player and (not extra_only or card.zone == Z_EXTRA) \
                and not described_fits(allowed, card, state):
            return lock
    return None


def why(lock: AnyLock) -> Event:
    """The reason in words: "for the rest of this turn A can only Special Summon monsters
    from the Extra Deck that are a monster (Machine)"; or while a Token is there (4-7-6)."""
    if isinstance(lock, zone_locks.ZoneLock):
        return zone_locks.why(lock)
    if isinstance(lock, forbid_locks.ForbidLock):
        return forbid_locks.why(lock)
    params: dict[str, Param] = {"player": lock[0], "scope": _scope(lock),
                                "details": tuple(details(lock[2]))}
    if len(lock) == 4:
        return Event("why.summon_locked.token", {**params, "token": lock[3]})
    if len(lock) == 5:  # while its card is face-up on the field (5-2-14)
        return Event(_key("why.summon_locked.kept", lock), {**params, "source": lock[3]})
    return Event(_key("why.summon_locked", lock), params)


def rule(lock: AnyLock) -> str:
    """The rule that says so: 5-2-10, 4-7-6 for a Token's, 5-2-14 for a face-up card's."""
    if isinstance(lock, zone_locks.ZoneLock):
        return cr.SUMMON_LOCK_ZONE
    if isinstance(lock, forbid_locks.ForbidLock):
        return cr.SUMMON_LOCK_KEPT  # while its card is face-up on the field (5-2-14)
    return {4: cr.TOKEN_LOCK, 5: cr.SUMMON_LOCK_KEPT}.get(len(lock), cr.SUMMON_LOCK)


def _scope(lock: TupleLock) -> Event:
    return Event("summon_scope.extra_deck" if lock[1] else "summon_scope.any")


def _inner(step: EffectStep) -> EffectStep | None:
    """The restriction a turn lock of WRAPPING holds besides its own, if any."""
    return step.steps[0] if step.steps else None


def _key(key: str, lock: TupleLock) -> str:
    """The message of a restriction that allows some monsters, or of one that allows none."""
    return f"{key}.none" if lock[2] == NOTHING else key


def _lock_of(player: str, step: EffectStep) -> Lock:
    return (player, step.to == "extra_deck", step.pick or NOTHING)


def turn_problem(state: State, card: Card, step: EffectStep | None) -> Illegal | None:
    """"You cannot Special Summon ... the turn you activate this effect, except ...": not
    activated once its player Special Summoned this turn a monster the restriction forbids
    (5-2-11)."""
    if step is None:
        return None
    if step.kind == summon_bans.BAN:  # no Summon at all that turn (5-2-12)
        return summon_bans.activation_problem(state, card)
    if step.kind in WRAPPING:  # no Battle Phase, no Normal Summon, and the rest (5-2-13, -15)
        return WRAPPING[step.kind][0](state, card) or turn_problem(state, card, _inner(step))
    if step.kind == effect_bans.TURN:  # monster effects (5-2-30)
        return effect_bans.turn_problem(state, card, step) \
            or turn_problem(state, card, _inner(step))
    if step.kind == named_attack_bans.KIND:  # the attacks of the monsters it names (5-2-26)
        return named_attack_bans.activation_problem(state, card, step) \
            or turn_problem(state, card, _inner(step))
    player, extra_only, allowed = _lock_of(card.owner, step)
    for who, from_extra, ref in state.summoned:
        summoned = state.cards[ref]
        if who == player and (from_extra or not extra_only) \
                and not described_fits(allowed, summoned, state):
            return Illegal("illegal.summon_locked_turn", (cr.SUMMON_LOCK_TURN,),
                           card=say.card(state, card), summoned=say.card(state, summoned),
                           why=why((player, extra_only, allowed)))
    return None


def at_activation(state: State, ctx: Context, card: Card, step: EffectStep | None) -> None:
    """The restriction holds from the effect's activation to the end of the turn, whatever
    becomes of the effect (5-2-11)."""
    if step is None:
        return
    if step.kind == summon_bans.BAN:  # 5-2-12
        summon_bans.at_activation(state, ctx, card)
        return
    if step.kind in WRAPPING:  # 5-2-13, 5-2-15
        WRAPPING[step.kind][1](state, ctx, card)
        at_activation(state, ctx, card, _inner(step))
        return
    if step.kind == effect_bans.TURN:  # 5-2-30
        effect_bans.at_activation(state, ctx, card, step)
        at_activation(state, ctx, card, _inner(step))
        return
    if step.kind == named_attack_bans.KIND:  # 5-2-26
        named_attack_bans.at_activation(state, ctx, card, step)
        at_activation(state, ctx, card, _inner(step))
        return
    lock = _lock_of(card.owner, step)
    if lock not in state.summon_locks:
        state.summon_locks.append(lock)
    ctx.emit(_key("summon_locked_turn", lock), cr.SUMMON_LOCK_TURN, card=say.card(state, card),
             player=card.owner, scope=_scope(lock), details=tuple(details(lock[2])))
