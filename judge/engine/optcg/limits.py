"""Restrictions: continuous effects that forbid something for a stated period (CR 8-1-4-2).

Steps (each `{KIND: {target: T, duration: D, power_max: N, ...}}`):

- `cannot_block`: the covered cards cannot activate [Blocker] ("Your opponent cannot activate
  [Blocker] during this battle", ST01-012);
- `cannot_attack`: they cannot attack;
- `cannot_be_rested`: they cannot be rested, so neither attack nor block, which rests them
  (official Q&A, EB02-011 Arlong), and no effect rests them;
- `stay_rested`: they are not set active in their owner's next Refresh Phase (no duration);
- `cannot_be_ko` (`by`: `battle`, `effects`, `opponents_effects`, or anything): they are not
  K.O.'d that way; what would K.O. them does nothing to them (CR 1-3-3); a group may be
  bounded by `base_power_max` / `_min` too (the base power, CR 4-9-2, OP10-070 Trebol);
- `cannot_play` (target `you`, bounds `types`, `base_cost_min`...): the player may not pay the
  cost of those cards to play or activate them from the hand (CR 4-7-2); an effect that plays
  one still may (official Q&A, OP13-028 Shanks, a special ruling) unless `by_effects: true`
  ("you cannot play Character cards during this turn": no effect plays one either, official
  Q&A, OP14-020);
- `cannot_life_to_hand` (target `you`): the player's own effects add no Life card to their
  hand, nor may a cost that does be paid (official Q&A, OP02-004 Edward.Newgate);
- `cannot_set_don_active` (target `you`): the player's Character effects set no DON!! as
  active, those waiting for the end of the turn included (official Q&A, ST24-005);
- `cannot_draw` (target `you`): the player draws no card with their own effects ("you cannot
  draw cards using your own effects during this turn"); the Draw Phase and the opponent's
  effects still draw (official Q&A, OP12-099 Kalgara: a second Kalgara draws nothing).

`target` is a card (`chosen`, `self`, `your_leader`, `opponents_leader`, an id: that instance,
CR 3-1-6); `opponent` or `you`:
every card of that player, judged by the bounds when it would act ("a [Blocker] Character that
has 5000 or more power"); `opponents_characters` or `your_characters`: the Characters on the
field within the bounds when the effect resolves, and only those (official Q&A, OP11-013).

A card's text wins over the rules (CR 1-3-1): what the rules allow, a restriction forbids; an
effect told to do what a restriction forbids does not do it (CR 1-3-3). Restrictions end by
themselves: "during this battle" with that battle, "during this turn" with the turn (CR
6-6-1-3), "until the start of your next turn" at its Refresh Phase (CR 6-2-1), "until the end of
your opponent's next turn / End Phase" with that turn (CR 6-6-1-2).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.events import Event, Param
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .filters import mismatch
from .kinds import StepKind
from .limit_schema import (
    GROUP_WORDS,
    KO_WAYS,
    LIMIT_STEPS,
    ONLY_PLAYER,
    PLAYER_KINDS,
    PLAYER_WORDS,
    read_limit_step,
)
from .model import CHARACTER, FIELD_ZONES, Z_CHARACTERS, Card, State, opponent
from .partial import no_battle
from .protections import say_not_kod
from .specs import EffectStep, TargetFilter


@dataclass(slots=True)
class Limit:
    """One restriction in force: on one card instance, or on a player's cards within bounds."""

    kind: str
    source: Event  # the effect that made it, named by every refusal
    until: int  # the last turn number it lasts through (stay_rested: its owner's next Refresh)
    fight: int = 0  # "during this battle": the battle it was made in (record.fights)
    card: str | None = None
    moves: int = 0
    player: str | None = None
    bounds: TargetFilter | None = None
    how: str = ""  # `cannot_be_ko`: by what it cannot be K.O.'d (KO_WAYS, "" anything)
    don: int = 0  # `stay_rested` of no card: this many rested DON!! of `player`'s cost area


def _label(env: object) -> Event:
    label = getattr(env, "label", None)
    return label if isinstance(label, Event) else Event("the_effect")


def _until(state: State, controller: str, duration: str) -> int:
    """The last turn a restriction lasts through; "next" is the next one after this turn."""
    mine = state.turn_player == controller
    if duration == "until_next_turn":  # ends as the controller's next turn starts (CR 6-2-1)
        return state.turn_number + (1 if mine else 0)
    if duration == "opponents_next_turn":  # ends with the opponent's next turn (CR 6-6-1-2)
        return state.turn_number + (1 if mine else 2)
    return state.turn_number


def in_force(state: State, limit: Limit) -> bool:
    if limit.kind == "stay_rested":
        return True  # until its owner's next Refresh Phase uses it (kept_rested)
    if state.turn_number > limit.until:
        return False
    return limit.fight == 0 or (state.battle is not None
                                and len(state.record.fights) == limit.fight)


def covers(state: State, limit: Limit, card: Card) -> bool:
    if limit.card is not None:
        return card.id == limit.card and card.moves == limit.moves
    if card.owner != limit.player:
        return False
    return limit.bounds is None or mismatch(state, card, limit.bounds, card) is None


def limit_on(state: State, card: Card, *kinds: str) -> Limit | None:
    """The first restriction in force of one of `kinds` that covers `card`."""
    state.limits = [limit for limit in state.limits if in_force(state, limit)]
    return next((limit for limit in state.limits
                 if limit.kind in kinds and covers(state, limit, card)), None)


def limited_block(state: State, blocker: Card) -> Illegal | None:
    """[Blocker] is activated by resting the card (CR 10-1-4-1); a restriction forbids it."""
    limit = limit_on(state, blocker, "cannot_block", "cannot_be_rested")
    if limit is None:
        return None
    code = "illegal.blocker_forbidden" if limit.kind == "cannot_block" \
        else "illegal.blocker_cannot_be_rested"
    return Illegal(code, (cr.CARD_OVER_RULES, cr.BLOCKER), card=say.card(state, blocker),
                   effect=limit.source)


def limited_attack(state: State, attacker: Card) -> Illegal | None:
    """An attack is declared by resting the attacker (CR 7-1-1-1); a restriction forbids it."""
    limit = limit_on(state, attacker, "cannot_attack", "cannot_be_rested")
    if limit is None:
        return None
    code = "illegal.attack_forbidden" if limit.kind == "cannot_attack" \
        else "illegal.attacker_cannot_be_rested"
    return Illegal(code, (cr.CARD_OVER_RULES, cr.ATTACK_DECLARE),
                   card=say.card(state, attacker), effect=limit.source)


def rest_forbidden(state: State, card: Card) -> Event | None:
    """Why an effect cannot rest `card` now (CR 1-3-3), if it cannot."""
    limit = limit_on(state, card, "cannot_be_rested")
    return None if limit is None else Event("why.cannot_be_rested", {"effect": limit.source})


def kept_rested(state: State, ctx: Context, player: str) -> set[str]:
    """The Refresh Phase sets rested cards active (CR 6-2-4), except those a card said will
    not become active in this one (CR 1-3-1); each such restriction is used up here."""
    kept: set[str] = set()
    for limit in [x for x in state.limits if x.kind == "stay_rested" and not x.don]:
        card = state.cards.get(limit.card or "")
        if card is None or card.owner != player:
            continue
        state.limits.remove(limit)
        if covers(state, limit, card) and card.zone in FIELD_ZONES and card.rested:
            kept.add(card.id)
            ctx.emit("refresh.kept_rested", cr.REFRESH_SET_ACTIVE, cr.CARD_OVER_RULES,
                     card=say.card(state, card), effect=limit.source)
    return kept


def kept_rested_don(state: State, ctx: Context, player: str, rested: int) -> int:
    """How many of the `rested` DON!! of `player`'s cost area a card said will not become
    active in this Refresh Phase (CR 6-2-4, 1-3-1); each such restriction is used up here.
    DON!! cards are alike, so only their number is kept, never more than are rested."""
    limits: list[Limit] = [x for x in state.limits if x.kind == "stay_rested" and x.don
                           and x.player == player]
    kept = left = max(0, rested)
    for limit in limits:
        state.limits.remove(limit)
        count = min(left, limit.don)
        left -= count
        if count:
            ctx.emit("refresh.kept_rested_don", cr.REFRESH_SET_ACTIVE, cr.CARD_OVER_RULES,
                     player=player, count=count, effect=limit.source)
    return kept - left


def forbid(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    """The handler of every LIMIT_STEPS step."""
    controller = getattr(env, "controller", state.turn_player)
    label = _label(env)
    if no_battle(state, ctx, step, label, Event(f"would.{step.kind}")):
        return
    limit = Limit(step.kind, label, _until(state, controller, step.duration),
                  len(state.record.fights) if step.duration == "battle" else 0)
    rules = (cr.CONTINUOUS_EFFECT,)
    duration = Event(f"duration.{step.duration}")
    target = step.target or ""
    if target in PLAYER_WORDS:
        limit.player = controller if target == "you" else opponent(controller)
        limit.bounds, limit.how = step.bounds, step.word
        state.limits.append(limit)
        params: dict[str, Param] = {"effect": label, "player": limit.player,
                                    "duration": duration}
        code = f"limit.{step.kind}.player"
        if step.bounds is not None:
            code += ".bounded"
            params["bounds"] = _bounds_text(step.bounds)
        code += ".any_way" if step.word == "effects" else ""
        ctx.emit(code, *rules, **params)
        return
    for card in _covered(state, step, env, controller, label, ctx):
        state.limits.append(Limit(step.kind, label, limit.until, limit.fight, card.id,
                                  card.moves, how=step.word))
        code = f"limit.{step.kind}.card" + (f".{step.word}" if step.word else "")
        ctx.emit(code, *rules, effect=label, card=say.card(state, card), owner=card.owner,
                 duration=duration)


def _covered(state: State, step: EffectStep, env: object, controller: str, label: Event,
             ctx: Context) -> list[Card]:
    """The cards a step names: one chosen card, or every Character of a group now."""
    target = step.target or ""
    if target in GROUP_WORDS:
        player = controller if target == "your_characters" else opponent(controller)
        found = [state.cards[c] for c in state.players[player].characters]
        found = [c for c in found if step.bounds is None
                 or mismatch(state, c, step.bounds, c) is None]
        if not found:
            ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                     what=Event(f"would.{step.kind}"), why=Event("why.none_match"))
        return found
    card = _card(state, target, env)
    if card is None or card.zone not in FIELD_ZONES or (
            card.zone != Z_CHARACTERS and step.kind == "cannot_block"):
        what = Event(f"would.{step.kind}")
        why = Event("why.no_target_chosen" if card is None else "why.card_gone")
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label, what=what, why=why)
        return []
    return [card]


def _card(state: State, ref: str, env: object) -> Card | None:
    if ref == "self":
        source = getattr(env, "source", None)
        return source if isinstance(source, Card) else None
    if ref == "chosen":
        chosen = getattr(env, "chosen", None)
        return state.resolve(chosen) if isinstance(chosen, str) else None
    controller = getattr(env, "controller", None)
    if ref in ("your_leader", "opponents_leader") and isinstance(controller, str):
        # "select your opponent's rested Leader": the Leader of either player (env.py's words)
        player = controller if ref == "your_leader" else opponent(controller)
        return state.cards[state.players[player].leader]
    return state.resolve(ref)


def _bounds_text(bounds: TargetFilter) -> Event:
    """"2000 power or less", "a cost of 5 or less": the bounds a player-wide restriction keeps;
    "Character cards (with a base cost of 5 or more)" for `cannot_play`."""
    if bounds.types == ("character",):
        base = dict(bounds.extra).get("base_cost_min")
        return Event("bounds.characters") if base is None else \
            Event("bounds.characters_base_cost_min", {"value": base})
    for key, value in (("power_max", bounds.power_max), ("power_min", bounds.power_min),
                       ("cost_max", bounds.cost_max), ("cost_min", bounds.cost_min)):
        if value is not None:
            return Event(f"bounds.{key}", {"value": value})
    return Event("bounds.none")


def spare_ko(state: State, ctx: Context, card: Card, by: str | None,
             effect: Event | None = None) -> bool:
    """True, and the ruling says why, when a restriction keeps `card` from being K.O.'d in
    battle (`by` None) or by an effect of player `by`: the prohibition wins (CR 1-3-3)."""
    state.limits = [limit for limit in state.limits if in_force(state, limit)]
    for limit in state.limits:
        if limit.kind != "cannot_be_ko" or not covers(state, limit, card) \
                or not _spares(limit.how, by, card.owner):
            continue
        why = Event("why.limit_no_ko", {"effect": limit.source})
        say_not_kod(state, ctx, card, effect, why, cr.CONTINUOUS_EFFECT)
        return True
    return False


def _spares(how: str, by: str | None, owner: str) -> bool:
    """Whether "cannot be K.O.'d [how]" covers a K.O. in battle (`by` None) or by `by`."""
    if how == "battle":
        return by is None
    if how == "effects":
        return by is not None
    if how == "opponents_effects":
        return by is not None and by != owner
    return True


def limited_play(state: State, card: Card) -> Illegal | None:
    """A card its owner "cannot play" now: its cost may not be paid (CR 4-7-2)."""
    limit = limit_on(state, card, "cannot_play")
    if limit is None:
        return None
    return Illegal("illegal.play_forbidden", (cr.CARD_OVER_RULES, cr.CANNOT_BE_PLAYED),
                   card=say.card(state, card), effect=limit.source)


def play_by_effect_forbidden(state: State, card: Card) -> Event | None:
    """Why an effect cannot play `card` now: a `cannot_play` with `by_effects` covers it."""
    limit = limit_on(state, card, "cannot_play")
    if limit is None or limit.how != "effects":
        return None
    return Event("why.play_forbidden", {"effect": limit.source})


def life_to_hand_forbidden(state: State, player: str) -> Event | None:
    """Why `player`'s own effect cannot add their Life cards to their hand now, if it cannot."""
    state.limits = [limit for limit in state.limits if in_force(state, limit)]
    limit = next((x for x in state.limits
                  if x.kind == "cannot_life_to_hand" and x.player == player), None)
    return None if limit is None else Event("why.no_life_to_hand", {"effect": limit.source})


def draw_forbidden(state: State, player: str) -> Event | None:
    """Why `player`'s own effect cannot draw now, if it cannot (CR 1-3-3)."""
    state.limits = [limit for limit in state.limits if in_force(state, limit)]
    limit = next((x for x in state.limits
                  if x.kind == "cannot_draw" and x.player == player), None)
    return None if limit is None else Event("why.no_draw", {"effect": limit.source})


def don_active_forbidden(state: State, player: str, source: Card | None) -> Event | None:
    """Why an effect of `source` cannot set `player`'s DON!! as active now, if it cannot: "you
    cannot set DON!! cards as active using Character effects" (CR 1-3-3)."""
    if source is None or source.kind != CHARACTER:
        return None
    state.limits = [limit for limit in state.limits if in_force(state, limit)]
    limit = next((x for x in state.limits
                  if x.kind == "cannot_set_don_active" and x.player == player), None)
    return None if limit is None else Event("why.no_don_active_by_characters",
                                            {"effect": limit.source})


def _words(kind: str) -> tuple[str, ...]:
    """The message keys of a restriction's events (`forbid`): on a player (with bounds for
    the two whose bounds the scenarios use), on cards (`cannot_be_ko` says by what)."""
    player = ((f"limit.{kind}.player",) if kind in PLAYER_KINDS else ()) + (
        (f"limit.{kind}.player.bounded",) if kind in ("cannot_block", "cannot_play") else ()) + (
        ("limit.cannot_play.player.any_way", "limit.cannot_play.player.bounded.any_way",
         "why.play_forbidden") if kind == "cannot_play" else ()) + (
        ("why.no_draw", "would.draw") if kind == "cannot_draw" else ())
    ways = tuple(f"limit.{kind}.card.{way}" for way in KO_WAYS) if kind == "cannot_be_ko" else ()
    card = () if kind in (*ONLY_PLAYER, "cannot_play") else (f"limit.{kind}.card", *ways)
    return (*player, *card, f"would.{kind}")


KINDS = tuple(StepKind(kind, read_limit_step, forbid, (cr.CONTINUOUS_EFFECT, cr.DO_WHAT_YOU_CAN),
                       _words(kind)) for kind in LIMIT_STEPS)
