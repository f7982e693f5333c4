"""Steps that move DON!! by an effect (all for the effect's controller):

- `{add_don: {count: N, rested: bool}}`: add N DON!! from the DON!! deck to the cost area,
  active unless `rested` (CR 3-9-3).

- `{give_don: {target: T, count: N}}`: give N rested DON!! from the cost area to the Leader or
  a Character (the way CR 6-5-5-1 gives them, by an effect); what is given is in no state
  (CR 4-4-2), and it gives +1000 power on its owner's turn (6-5-5-2). With `whose: opponent`
  ("Give up to 1 of your opponent's rested DON!! cards to 1 of your opponent's Characters"),
  the opponent's rested DON!! go to one of the opponent's cards: the player of the effect
  picks them (official Q&A, OP15-015), and they add power only in the opponent's turn. With
  `whose: owner` the chosen card's owner's rested DON!! go to it, whichever player it is.
  With `from: active` an active DON!! of that cost area is given instead ("Give up to 1 DON!!
  card from your opponent's cost area": active or rested, the effect's player picks which).
- `{set_don_active: N}`: set up to N rested DON!! of the cost area as active (CR 4-4-1-1).
- `{move_given_don: {target: T, count: N, up_to: true}}` ("Give up to 2 total of your
  currently given DON!! cards to 1 of your Characters"): DON!! already given to the
  controller's other cards (Leader included) are given to T, which stays given all the while
  (CR 6-5-5-1, 4-4-2); those given to T itself are not moved again (official Q&A, OP07-001).
  Which cards give them up is the action's `don_from` (card ids), else the Leader first, then
  the Characters in order, with a note saying so.
- `{return_don_to_match: true}` ("return DON!! cards from your field to your DON!! deck until
  you have the same number of DON!! cards on your field as your opponent"): as many as the
  controller has above the opponent, none when they have as many or fewer (CR 1-3-2-2); which
  ones is the player's choice (the action's `don_from`), else taken as for DON!! −X with a
  note saying so (picks.py).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import key_path
from . import picks
from . import rules as cr
from . import text as say
from .env import Env, skip
from .kinds import Reader, StepKind, read_count, read_flag
from .limits import don_active_forbidden
from .model import FIELD_ZONES, LEADER, Card, State, opponent
from .partial import nothing_for_zero, short_of
from .specs import EffectStep


def _label(env: object) -> Event:
    label = getattr(env, "label", None)
    return label if isinstance(label, Event) else Event("the_effect")


def give_don(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = _label(env)
    controller = getattr(env, "controller", "")
    card = _card(state, step.target, env)
    # whose DON!! and whose card: the controller's, the opponent's for `whose: opponent`, or
    # the chosen card's owner's for `whose: owner` ("to its owner's Leader or 1 of their
    # Characters": never one player's DON!! to the other's card, official Q&A, OP15-010)
    owner = {"opponent": opponent(controller), "owner": card.owner if card else controller
             }.get(step.whose, controller)
    if card is None or card.zone not in FIELD_ZONES or card.owner != owner:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=Event("would.give_don"),
                 why=Event("why.no_own_card_chosen", {"player": owner}))
        return
    player = state.players[owner]
    # `from: active`: an active DON!! of the cost area, picked by the effect's player where the
    # card gives one "from the cost area", active or rested (official Q&A, OP15-028, OP15-023)
    active = step.word == "active"
    count = min(step.amount, player.don_active if active else player.don_rested)
    if active:
        player.don_active -= count
    else:
        player.don_rested -= count
    card.don += count
    short = count != step.amount
    key = "don_given_by_effect" + (".opponent" if owner != controller else "") + (
        ".active" if active else "")
    ctx.emit(key + (".short" if short else ""), cr.GIVE_DON,
             cr.GIVEN_DON_NO_STATE, cr.GIVEN_DON_POWER, *((cr.DO_WHAT_YOU_CAN,) if short else ()),
             effect=label, player=controller, owner=owner, count=count, wanted=step.amount,
             kind=Event("kind.leader" if card.kind == LEADER else "kind.character"),
             card=say.card(state, card))


def _card(state: State, ref: str | None, env: object) -> Card | None:
    """The step's target: `chosen`, `self`, `your_leader` or a card id."""
    if ref == "chosen":
        chosen = getattr(env, "chosen", None)
        return state.resolve(chosen) if chosen else None
    if ref == "self":
        return getattr(env, "source", None)
    if ref == "your_leader":
        return state.cards[state.players[getattr(env, "controller", "")].leader]
    return state.resolve(ref) if ref else None


def set_don_active(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = _label(env)
    player = state.players[getattr(env, "controller", "")]
    why = don_active_forbidden(state, player.id, getattr(env, "source", None))
    if why is not None:  # "you cannot set DON!! cards as active using Character effects"
        ctx.emit("step_skipped", cr.PROHIBITION_WINS, effect=label,
                 what=Event("would.set_don_active"), why=why)
        return
    count = min(step.amount, player.don_rested)
    player.don_rested -= count
    player.don_active += count
    ctx.emit("don_set_active", cr.ACTIVE_STATE,
             *(() if count == step.amount else (cr.DO_WHAT_YOU_CAN,)), effect=label,
             player=player.id, count=count)


def add_don(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    p = state.players[env.controller]
    count = min(step.amount, p.don_deck)
    p.don_deck -= count
    if step.rested:
        p.don_rested += count
    else:
        p.don_active += count
    if not count:
        skip(ctx, env, Event("would.add_don"),
             Event("why.don_deck_empty", {"player": env.controller}))
        return
    suffix, rules = short_of(count, step.amount)
    ctx.emit(("don_added.rested" if step.rested else "don_added") + suffix,
             cr.DON_ENTERS_ACTIVE, *rules,
             effect=env.label, player=env.controller, count=count, wanted=step.amount)


def read_add_don(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    data = v.mapping(p, at, arg, ("count", "rested", "up_to"), ("count",))
    return EffectStep(kind, amount=v.opt_int(p, data, "count", at, 0, 10, 0),
                      rested=v.opt_bool(p, data, "rested", at, False),
                      up_to=v.opt_bool(p, data, "up_to", at, False))


def read_give_don(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    p = reader.problems
    data = v.mapping(p, at, arg, ("target", "count", "up_to", "whose", "from"),
                     ("target", "count"))
    target = reader.target(key_path(at, "target"), v.field(data, "target", None))
    whose = v.choice(p, key_path(at, "whose"), v.field(data, "whose", "you"),
                     ("you", "opponent", "owner"))
    taken = v.choice(p, key_path(at, "from"), v.field(data, "from", "rested"),
                     ("rested", "active"))
    return EffectStep(kind, target=target, amount=v.opt_int(p, data, "count", at, 1, 10, 1),
                      up_to=v.opt_bool(p, data, "up_to", at, False),
                      whose=whose if whose in ("opponent", "owner") else "",
                      word="active" if taken == "active" else "")


def move_given_don(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """Move up to N of the controller's given DON!! from their other cards to the target."""
    card = _card(state, step.target, env)
    player = state.players[env.controller]
    holders = [c for c in (player.leader, *player.characters) if card is None or c != card.id]
    if card is None or card.zone not in FIELD_ZONES or card.owner != env.controller:
        skip(ctx, env, Event("would.move_given_don"),
             Event("why.no_own_card_chosen", {"player": env.controller}))
        return
    if nothing_for_zero(ctx, step, env.label):
        return
    available = sum(state.cards[c].don for c in holders)
    left = min(step.amount, available)
    named = [c for c in env.don_from if c in holders]  # one entry for each DON!! moved
    env.don_from.clear()
    picked = 0
    for holder_id in named:
        holder = state.cards[holder_id]
        if left and holder.don:
            holder.don, card.don, left, picked = holder.don - 1, card.don + 1, left - 1, picked + 1
    for holder_id in holders:
        holder = state.cards[holder_id]
        take = min(left, holder.don)
        holder.don, card.don, left = holder.don - take, card.don + take, left - take
    moved = min(step.amount, available)
    if not moved:
        skip(ctx, env, Event("would.move_given_don"),
             Event("why.no_given_don", {"player": env.controller}))
        return
    if available > step.amount and picked < moved:  # the judge took which ones
        picks.note_don_default(state, env, env.controller, moved - picked)
    ctx.emit("don_moved", cr.GIVE_DON, cr.GIVEN_DON_NO_STATE, cr.GIVEN_DON_POWER,
             effect=env.label, player=env.controller, count=moved, card=say.card(state, card))


def return_don_to_match(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """Return the controller's DON!! above the opponent's count to the DON!! deck."""
    player = state.players[env.controller]
    extra = _don_on_field(state, env.controller) - _don_on_field(state, opponent(env.controller))
    if extra <= 0:
        ctx.emit("don_to_match.none", cr.ZERO_TIMES, effect=env.label, player=env.controller,
                 rival=opponent(env.controller))
        return
    _taken, defaults = take_don(state, env, env.controller, extra)
    player.don_deck += extra
    if defaults:
        picks.note_don_default(state, env, env.controller, defaults)
    ctx.emit("don_to_match", cr.DON_EFFECTS_REMOVED, effect=env.label,
             player=env.controller, count=extra, rival=opponent(env.controller))


def _don_on_field(state: State, pid: str) -> int:
    p = state.players[pid]
    given = sum(state.cards[c].don for c in (p.leader, *p.characters))
    return p.don_active + p.don_rested + given


def take_don(state: State, env: Env, pid: str, count: int) -> tuple[int, int]:
    """Take up to `count` DON!! of `pid`'s field, to be returned: first those the action's
    `don_from` names (one entry each), then as for DON!! −X (rested, active, then given ones);
    how many were taken, and how many of them by that default."""
    player = state.players[pid]
    left = count
    for source in env.don_from:
        if left and _take_one_don(state, pid, source):
            left -= 1
    env.don_from.clear()
    defaults = 0
    for source in ("rested", "active", player.leader, *player.characters):
        while left and _take_one_don(state, pid, source):
            left -= 1
            defaults += 1
    return count - left, defaults


def _take_one_don(state: State, pid: str, source: str) -> bool:
    """Take one DON!! of `pid`'s field from `source` (the cost area's active or rested ones, or
    those given to a card of theirs on the field); whether there was one."""
    player = state.players[pid]
    if source in ("active", "rested"):
        area = f"don_{source}"
        if getattr(player, area) <= 0:
            return False
        setattr(player, area, getattr(player, area) - 1)
        return True
    holder = state.cards.get(source)
    if holder is None or source not in (player.leader, *player.characters) or holder.don <= 0:
        return False
    holder.don -= 1
    return True

KINDS = (
    StepKind("add_don", read_add_don, add_don,
             (cr.DON_ENTERS_ACTIVE, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("don_added", "don_added.short", "don_added.rested", "don_added.rested.short",
              "would.add_don", "zero_times.add_don")),
    StepKind("give_don", read_give_don, give_don,
             (cr.GIVE_DON, cr.GIVEN_DON_NO_STATE, cr.GIVEN_DON_POWER, cr.DO_WHAT_YOU_CAN),
             ("don_given_by_effect", "don_given_by_effect.short",
              "don_given_by_effect.opponent", "don_given_by_effect.opponent.short",
              "don_given_by_effect.active", "don_given_by_effect.active.short",
              "don_given_by_effect.opponent.active", "don_given_by_effect.opponent.active.short",
              "would.give_don")),
    StepKind("set_don_active", read_count, set_don_active,
             (cr.ACTIVE_STATE, cr.PROHIBITION_WINS, cr.DO_WHAT_YOU_CAN),
             ("don_set_active", "would.set_don_active")),
    StepKind("move_given_don", read_give_don, move_given_don,
             (cr.GIVE_DON, cr.GIVEN_DON_NO_STATE, cr.GIVEN_DON_POWER, cr.DO_WHAT_YOU_CAN,
              cr.ZERO_TIMES),
             ("don_moved", "would.move_given_don", "why.no_given_don",
              "zero_times.move_given_don")),
    StepKind("return_don_to_match", read_flag, return_don_to_match,
             (cr.DON_EFFECTS_REMOVED, cr.ZERO_TIMES), ("don_to_match", "don_to_match.none")),
)
