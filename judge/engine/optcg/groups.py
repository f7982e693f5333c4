"""Effects on several cards at once, and the richer parts of a target filter.

- An "up to N" effect names a list of cards: `target: [id1, id2]` on the action (or on a
  `choose`), checked one by one against the effect's `target:` filter, never more than its
  `up_to` (CR 4-8-1, 8-4-4-1); each step aimed at `chosen` acts on every card named, in order.
- The step target `{all: FILTER}` ("all of your opponent's Characters") means every card on the
  field the filter names, found when the step resolves (CR 8-4-4).
- Filter keys beyond the plain ones (`extra` of a TargetFilter) are read here; whether a card
  matches them is filters.py's answer. One of them is checked on the list of cards named,
  not card by card: `total_power_max` ("up to 2 ... with a total power of 4000 or less", CR
  8-4-4).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .filters import LIFE_COUNTS, LIFE_KEY, color_words, mismatch
from .model import FIELD_ZONES, Action, Card, State
from .power import power
from .specs import Chosen, EffectStep, Picks, TargetFilter

ALL = "all"
SECOND = "chosen_2"  # the cards of an effect's second choice (`target_2`)
MAX_UP_TO = 10
BOUND_KEYS = ("base_cost_max", "base_cost_min", "base_power_max", "base_power_min", "don_min",
              "total_power_max")
NAME_KEYS = ("not_names", "also_names", "traits_including", "attributes", "or_attributes")
UNLIKE_FIRST = "colors_unlike_first"  # the second choice's colour differs from the first's
FLAG_KEYS = (UNLIKE_FIRST, "also_bounded", "not_self", "has_trigger", "no_base_effect",
             "cost_max_don", "no_on_play", "has_blocker", "required", "or_has_trigger",
             "different_names")
EXTRA_KEYS = BOUND_KEYS + NAME_KEYS + FLAG_KEYS + (LIFE_KEY,)
FILTER_KEYS = ("up_to",) + EXTRA_KEYS
Handler = Callable[[State, Context, EffectStep, Any], None]


def picks(chosen: Chosen) -> tuple[str, ...]:
    """Every card id an action named for `chosen`."""
    if chosen is None:
        return ()
    if isinstance(chosen, Picks):
        return chosen.first
    return (chosen,) if isinstance(chosen, str) else chosen


def chosen_of(action: Action, fallback: str | None = None) -> Chosen:
    """What an action names for the effect it uses: `target`, with `target_2` for an effect
    that chooses twice ("... gains +2000 power. Then, K.O. up to 1 ...")."""
    first: Chosen = action.get("target")
    if first is None:  # `target: []` stays: the player chose none ("up to" allows it)
        first = fallback
    second = action.get("target_2")
    if second is None:
        return first
    return Picks(picks(first), picks(second))


def read_extra(problems: Problems, path: str, data: dict[str, Any] | None
               ) -> tuple[int, tuple[tuple[str, Any], ...]]:
    """The `up_to` count and the extra keys of a `target:` filter mapping."""
    up_to = v.opt_int(problems, data, "up_to", path, 1, MAX_UP_TO, 1)
    out: list[tuple[str, Any]] = []
    for key in EXTRA_KEYS:
        if data is None or key not in data:
            continue
        at = key_path(path, key)
        value: Any
        if key in BOUND_KEYS:
            value = v.integer(problems, at, data[key], 0, 1_000_000)
        elif key in FLAG_KEYS:
            value = v.boolean(problems, at, data[key])
        elif key == LIFE_KEY:
            value = v.choice(problems, at, data[key], LIFE_COUNTS)
        else:
            items = v.sequence(problems, at, data[key], 10) or []
            value = tuple(t for i, item in enumerate(items)
                          if (t := v.text(problems, v.index_path(at, i), item, 100)))
        if value is not None:
            out.append((key, value))
    return up_to or 1, tuple(out)


def total_power_over(state: State, wanted: TargetFilter | None, chosen: Chosen
                     ) -> tuple[int, int] | None:
    """(total, limit) when the cards named have more power together than "with a total power
    of N or less" allows: their power now, a negative one counting as it is (official Q&A,
    OP05-007: −2000 and 6000 make 4000)."""
    limit = dict(wanted.extra).get("total_power_max") if wanted is not None else None
    if limit is None:
        return None
    cards = [card for pick in picks(chosen) if (card := state.resolve(pick)) is not None]
    total = sum(power(state, card) for card in cards)
    return (total, limit) if total > limit else None


def same_name(state: State, wanted: TargetFilter | None, chosen: Chosen) -> str | None:
    """A card named beside another of the same name where the filter says `different_names`
    ("up to 5 ... with different card names", OP13-082): the second of them."""
    if wanted is None or not dict(wanted.extra).get("different_names"):
        return None
    seen: set[str] = set()
    for pick in picks(chosen):
        card = state.resolve(pick)
        if card is None:
            continue
        if seen & set(card.names()):
            return pick
        seen |= set(card.names())
    return None


def named_twice(chosen: Chosen) -> str | None:
    """A card an action names twice for one choice: "up to 2 of your opponent's Characters"
    chooses 2 different cards, so one card cannot take both places (CR 4-8-1, 8-4-4-1;
    official Q&A, OP04-018: no −4000 to one Character)."""
    seen: set[str] = set()
    for pick in picks(chosen):
        if pick in seen:
            return pick
        seen.add(pick)
    return None


def too_many(wanted: TargetFilter | None, chosen: Chosen) -> tuple[int, int] | None:
    """(named, allowed) when an action names more cards than the effect may choose."""
    limit = wanted.up_to if wanted is not None else 1
    count = len(picks(chosen))
    return (count, limit) if count > limit else None


# the order in which one step acts on several cards at once (interpreter.py: a card that
# protects others with a replacement effect goes last, replacements.py)
Order = Callable[[State, str, list[str]], list[str]]


def run_step(state: State, ctx: Context, step: EffectStep, env: Any, handler: Handler,
             order: Order | None = None) -> None:
    """Run one step: once per chosen card, once per card an `all` target names, else once."""
    if step.target == ALL and step.among is not None:
        source = env.source
        cards = [card.id for card in _field(state) if source is not None
                 and mismatch(state, source, step.among, card) is None]
        if not cards:
            ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=env.label,
                     what=Event(f"would.{step.kind}"), why=Event("why.none_match"))
            return
        one = dataclasses.replace(step, target="chosen", among=None)
        for card_id in order(state, step.kind, cards) if order else cards:
            handler(state, ctx, one, dataclasses.replace(env, chosen=card_id))
        return
    if step.target in ("chosen", SECOND) and (isinstance(env.chosen, (tuple, Picks))
                                              or step.target == SECOND):
        one = dataclasses.replace(step, target="chosen")
        picks = _picks_for(env.chosen, step.target)
        if order and picks:
            picks = tuple(order(state, step.kind, list(picks)))
        for pick in picks or (None,):
            if step.target == SECOND and _unfit(state, ctx, env, pick):
                continue
            handler(state, ctx, one, dataclasses.replace(env, chosen=pick))
        return
    handler(state, ctx, step, env)


def _unfit(state: State, ctx: Context, env: Any, pick: str | None) -> bool:
    """A card of the second choice must fit `target_2` when its step comes: the choice is
    made there, after the steps before it changed the board (CR 8-4-4)."""
    card = state.resolve(pick) if pick else None
    wanted = getattr(env, "wanted_2", None)
    why = None if card is None or wanted is None or env.source is None \
        else mismatch(state, env.source, wanted, card) or _unlike_first(state, env, wanted, card)
    if card is None or why is None:
        return False
    ctx.emit("second_choice_unfit", cr.CHOOSE, effect=env.label, card=say.card(state, card),
             why=why)
    return True


def _unlike_first(state: State, env: Any, wanted: TargetFilter, card: Card) -> Event | None:
    """`colors_unlike_first` ("... that is a different color than the returned Character"):
    the card shares no colour with the card of the first choice, and there must be one
    (official Q&A, EB01-020: with no Character returned, none is played)."""
    if not dict(wanted.extra).get(UNLIKE_FIRST):
        return None
    first = env.chosen.first if isinstance(env.chosen, Picks) else ()
    before = state.resolve(first[0]) if first else None
    if before is None:
        return Event("mismatch.no_first_choice")
    shared = sorted(set(before.colors) & set(card.colors))
    if shared:
        return Event("mismatch.same_color_as", {"card": say.card(state, before),
                                                "colors": color_words(shared)})
    return None


def fitting(state: State, ctx: Context, source: Card, wanted: TargetFilter | None,
            chosen: Chosen, label: Event) -> Chosen:
    """The cards of the first choice that fit `wanted` now, for an effect no action's legality
    check has seen (a [Trigger], decided inside the damage it interrupts): a card that does not
    fit is not chosen, and the ruling says why (CR 8-4-4)."""
    if wanted is None or chosen is None:
        return chosen
    kept = []
    for pick in picks(chosen):
        card = state.resolve(pick)
        why = mismatch(state, source, wanted, card) if card is not None else None
        if why is None and pick in kept:  # one card takes one place (named_twice)
            why = Event("mismatch.already_chosen")
        if why is None:
            kept.append(pick)
        else:
            assert card is not None
            ctx.emit("choice_unfit", cr.CHOOSE, effect=label, card=say.card(state, card), why=why)
    first = tuple(kept[:wanted.up_to])
    if isinstance(chosen, Picks):
        return Picks(first, chosen.second)
    return first


def _picks_for(chosen: Chosen, target: str | None) -> tuple[str, ...]:
    """The cards a step aimed at `chosen` or `chosen_2` acts on."""
    if target == SECOND:
        return chosen.second if isinstance(chosen, Picks) else ()
    return picks(chosen)


def _field(state: State) -> list[Card]:
    """The cards on the field, turn player's first, each side in the order listed."""
    order = sorted(state.players.values(), key=lambda p: p.id != state.turn_player)
    out: list[Card] = []
    for player in order:
        ids = [player.leader, *player.characters, *([player.stage] if player.stage else [])]
        out.extend(state.cards[i] for i in ids if state.cards[i].zone in FIELD_ZONES)
    return out
