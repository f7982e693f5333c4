"""Who runs an effect and what its words point at, and what every family's steps share: the
card a step acts on, the sentence that says a step was skipped (CR 1-3-2)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, Modifier, State, last_turn, opponent
from .specs import Chosen, EffectStep, TargetFilter

# runs steps in the middle of an effect (`if`, `at_end_of_turn`): interpreter.run_steps
StepRunner = Callable[[State, Context, tuple[EffectStep, ...], "Env"], None]


@dataclass(slots=True)
class Env:
    """Who runs an effect and what its words point at."""

    source: Card | None
    controller: str
    chosen: Chosen  # one card id, or the list an "up to N" action named (groups.py)
    label: Event  # "A's Nami's [On Play]", named in every sentence of the effect
    wanted: TargetFilter | None = None  # the effect's `target:` filter, for searches
    wanted_2: TargetFilter | None = None  # `target_2:`, checked when its step comes (groups)
    revealed: str | None = None  # "that card": the deck card `reveal_top` showed
    takes: dict[int, int] = field(default_factory=dict)  # `take:` of "up to N" (up_to.py)
    picks: list[str] = field(default_factory=list)  # `picks:` from a hand or trash (picks.py)
    place: str = ""  # `place:` top or bottom, for a "top or bottom" step (picks.py)
    don_from: list[str] = field(default_factory=list)  # `don_from:` which DON!! (picks.py)
    nested: StepRunner | None = None  # set by the interpreter when the effect runs


def target(state: State, env: Env, ref: str | None) -> Card | None:
    if ref == "self":
        return env.source
    if ref == "chosen":
        return state.resolve(env.chosen) if isinstance(env.chosen, str) else None
    if ref == "revealed":  # "that card" a reveal showed, wherever it went since ("If you do")
        return state.resolve(env.revealed) if env.revealed else None
    if ref in ("your_leader", "opponents_leader"):
        # the Leader of the effect's controller, or of their opponent ("Your Leader gains...")
        player = env.controller if ref == "your_leader" else opponent(env.controller)
        return state.cards[state.players[player].leader]
    if ref in ("attacker", "battle_target"):
        battle = state.battle
        if battle is None:
            return None
        card = state.cards[battle.attacker if ref == "attacker" else battle.target]
        moves = battle.attacker_moves if ref == "attacker" else battle.target_moves
        return card if card.moves == moves else None
    return state.resolve(ref) if ref else None


def skip(ctx: Context, env: Env, what: Event, why: Event, *rules: str) -> None:
    ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, *rules, effect=env.label, what=what, why=why)


NO_TARGET_WHY = {"chosen": "why.no_target_chosen", "revealed": "why.no_target_chosen",
                 "attacker": "why.no_attacker",
                 "battle_target": "why.no_battle_target"}


def field_target(state: State, ctx: Context, step: EffectStep, env: Env, what: str,
                 zones: tuple[str, ...]) -> Card | None:
    """The card a step acts on, if it is where the step needs it; `what` is the step's code
    (`power`, `ko`...) for the sentence that says it was skipped."""
    card = target(state, env, step.target)
    if card is None:
        why = NO_TARGET_WHY.get(step.target or "", "why.card_gone")
        skip(ctx, env, Event(f"would.{what}"), Event(why))
        return None
    if card.zone not in zones:
        skip(ctx, env, Event(f"would.{what}.card", {"card": say.card(state, card)}),
             Event("why.wrong_area", {"zone": say.zone_of(card.zone)}))
        return None
    return card


def duration(words: str) -> Event:
    return Event(f"duration.{words}")


def add_modifier(state: State, card: Card, amount: int, lasting: str, env: Env,
                 kind: str) -> None:
    """A power or cost change on `card` for a while (`lasting`: turn, battle...)."""
    # named as the steps name it ("A's Leader", not its id "a-leader")
    source = (Event("power.from_card", {"card": say.card(state, env.source)})
              if env.source is not None else Event("power.from_effect"))
    state.modifiers.append(Modifier(card.id, card.moves, amount, lasting, env.controller,
                                    source, kind,
                                    until=last_turn(state, env.controller, lasting)))


def don_note(don: int) -> Event | None:
    return Event("note.given_don_return", {"count": don}) if don else None
