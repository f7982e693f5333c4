"""A monster's text that keeps its opponent from answering it (12-3-20, 11-2-8, 8-1-10) or
from taking it (3-10-5).

"If this card attacks, your opponent cannot activate Spell/Trap Cards until the end of the
Damage Step" (`battle_lock`): from the declaration of its attack (or, for "battles", of an
attack on it) until the attack is over (the Damage Step ended, the attack negated or replayed),
the player facing it cannot activate a Spell or Trap Card (`spells_traps`: the card's own
activation, not an effect of a card already face-up or in the GY) or anything (`all`). Its
effect applies only while it is face-up in the Monster Zone, its effects not negated.
"""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .immunity_specs import ActivationLock
from .model import MONSTER, SET, SPELL, TRAP, Z_GRAVEYARD, Z_MONSTERS, Card, State
from .negation import negated
from .response_locks import named
from .summon_conditions import condition_holds
from .summon_window import last_summon


def battle_lock_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Why the activation of `card` by its controller is forbidden by a monster in the battle
    going on, if it is (12-3-20)."""
    battle = state.battle
    if battle is None:
        return None
    fighters = [(battle.attacker, battle.attacker_moves, "attacks")]
    if battle.target is not None:
        fighters.append((battle.target, battle.target_moves, "attacked"))
    for card_id, moves, role in fighters:
        locker = state.cards.get(card_id)
        lock = locker.battle_lock if locker is not None else None
        if locker is None or lock is None or locker.moves != moves \
                or locker.owner == card.owner or not _applies(state, locker):
            continue
        if role == "attacked" and lock.when != "battles":
            continue
        if lock.what == "all" or _spell_trap_card(card, action):
            return Illegal(f"illegal.battle_lock.{lock.what}", (cr.BATTLE_LOCK,),
                           card=say.card(state, locker), player=card.owner,
                           activated=say.card(state, card))
    return None


def _applies(state: State, locker: Card) -> bool:
    return locker.zone == Z_MONSTERS and locker.position != SET and not negated(state, locker) \
        and not gemini_dormant(locker)  # a Gemini monster's text waits (8-1-9)


def _spell_trap_card(card: Card, action: Action) -> bool:
    """The activation of a Spell or Trap Card itself, not an effect of one (5-1-8)."""
    return card.kind in (SPELL, TRAP) and action.get("effect") is None


def keeps_control(state: State, card: Card) -> bool:
    """Whether control of this face-up monster cannot switch now (3-10-5)."""
    return card.no_control_switch and card.zone == Z_MONSTERS and card.position != SET \
        and not negated(state, card)


def response_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Why `card`'s activation cannot answer the monster effect that is the last Chain Link,
    if its text says it cannot be answered so (11-2-8)."""
    if not state.chain or state.chain[-1].effect < 0:
        return None
    top = state.chain[-1]
    source = state.cards[top.card]
    if top.effect >= len(source.effects):
        return None
    spec = source.effects[top.effect]
    if not spec.no_responses or spec.no_responses == "opponent" \
            and card.owner == top.controller:
        return None
    what = spec.no_responses_what
    if what and not named(card, action, what, top):  # only what it names (11-2-8)
        return None
    return Illegal(f"illegal.no_responses.{what or 'all'}", (cr.NO_RESPONSES,),
                   card=say.card(state, source), player=card.owner)


def summon_trap_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A Trap Card activated while the successful Normal Summon of a monster whose text says
    no Trap Cards can be activated then is the last thing that happened (8-1-10)."""
    if card.kind != TRAP or action.get("effect") is not None or state.summoning is not None:
        return None
    for (card_id, moves), how in last_summon(state).items():
        summoned = state.cards[card_id]
        if how == "normal" and summoned.no_traps_on_normal_summon \
                and summoned.moves == moves and _applies(state, summoned):
            return Illegal("illegal.no_traps_on_summon", (cr.NO_TRAPS_ON_SUMMON,),
                           card=say.card(state, summoned), activated=say.card(state, card))
    return None


def activation_lock_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """Why a face-up monster's text forbids `card`'s activation by its controller now, if it
    does (5-4-5)."""
    for player in state.players.values():
        for locker in (state.cards[i] for i in player.monsters):
            lock = locker.activation_lock
            if lock is None or not _applies(state, locker) \
                    or lock.player == "opponent" and locker.owner == card.owner \
                    or not _now(state, locker, lock) or not _names(lock, card, action):
                continue
            params: dict[str, Param] = {
                "card": say.card(state, locker), "player": card.owner,
                "activated": say.card(state, card), "what": Event(f"locked_what.{lock.what}")}
            if lock.during:
                params["during"] = Event(f"locked_during.{lock.during}")
            code = "illegal.activation_lock" + (".during" if lock.during else "")
            return Illegal(Event(code, params, (cr.ACTIVATION_LOCK,)))
    return None


def _now(state: State, locker: Card, lock: ActivationLock) -> bool:
    """What its text puts first holds, in the phase the lock names: either player's Battle
    Phase, its controller's, Main Phase 1."""
    if not condition_holds(state, locker, lock.condition):
        return False
    if lock.during == "battle_phase":
        return state.phase == "battle"
    if lock.during == "own_battle_phase":
        return state.phase == "battle" and state.turn_player == locker.owner
    return lock.during != "main1" or state.phase == "main1"


def _names(lock: ActivationLock, card: Card, action: Action) -> bool:
    """Whether the activation is of what the lock names."""
    own = action.get("effect") is None  # the card's own activation, not an effect of it
    if lock.what == "traps":
        return card.kind == TRAP and own
    if lock.what == "spells":
        return card.kind == SPELL and own
    if lock.what == "quick_play":
        return card.kind == SPELL and card.spell_type == "quick-play" and own
    if lock.what == "monster_effects":
        return card.kind == MONSTER
    if lock.what == "graveyard_spells_traps":
        return card.kind in (SPELL, TRAP) and not own and card.zone == Z_GRAVEYARD
    if lock.what == "graveyard_monsters":
        return card.kind == MONSTER and card.zone == Z_GRAVEYARD
    return True


def keep_position(state: State, card: Card) -> None:
    """Changed to Defense Position at the end of the Battle Phase: a monster whose text says so
    keeps it until the end of its controller's next turn (9-2-8)."""
    if card.keeps_defense_position and not negated(state, card):
        card.position_kept = (card.moves, state.turn_number + 2)


def position_kept_problem(state: State, card: Card) -> Illegal | None:
    """Why its player cannot change the monster's battle position now, if its text keeps it
    (9-2-8); a card effect still may (9-2-7)."""
    moves, last = card.position_kept
    if moves != card.moves or state.turn_number > last or not card.keeps_defense_position \
            or negated(state, card) or gemini_dormant(card):  # a Normal Monster again (8-1-9)
        return None
    return Illegal("illegal.position_kept", (cr.POSITION_KEPT,), card=say.card(state, card))
