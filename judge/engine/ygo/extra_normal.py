"""Additional Normal Summons (8-1-7): "During your Main Phase, you can Normal Summon 1 "Ice
Barrier" monster in addition to your Normal Summon/Set. (You can only gain this effect once
per turn.)" (General Grunard of the Ice Barrier; card key `extra_normal_summon`).

While such a card is face-up on its player's field and its effects apply, that player may
Normal Summon (Tribute Summons included, never Set) one more monster this turn, of the
description its text gives; a Set too when it says "Normal Summon/Set" (`set`), a Tribute
Summon only when it says "Tribute Summon" (`tribute`). The player chooses which of their
Normal Summons is the additional one, so a second Normal Summon or Set is allowed when either
it fits, or the turn's
first Normal Summon fitted a card's grant that applied at that time. Each card name gives at
most one additional Normal Summon a turn, however many copies apply ("You can only gain this
effect once per turn"). `State.normal_grants` records (player, card name, "used", card) for a
grant used this turn and (player, card name, "fits", card) for the first Normal Summon that
could count as it; turn.py empties it with the turn.

An activated effect may give the same for the rest of the turn ("You can pay 1000 LP; during
your Main Phase this turn, you can Normal Summon 1 Cyberse monster, in addition to your Normal
Summon/Set.", Balancer Lord): the `extra_normal_summon` step, kept in `State.turn_grants` as
(player, card name, card, description) whatever becomes of the card.
"""
from __future__ import annotations

from typing import NamedTuple, Protocol

from ..core.events import Event
from ..core.replay import Context
from . import grant_turns
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .field_negation import negated_by_field
from .model import MONSTER, SET, Card, Described, EffectStep, State
from .negation import negated

USED, FITS = "used", "fits"


class Grant(NamedTuple):
    name: str  # the card's name: one additional Normal Summon a turn by it
    card: str  # the card's id
    spec: Described  # the monster it may be
    mode: str = ""  # "set": a Set too; "tribute": a Tribute Summon only


def _fits(grant: Grant, card: Card, setting: bool, tributed: bool) -> bool:
    """Whether this Normal Summon (or Set) of `card` is one the grant allows."""
    if setting and grant.mode != "set" or grant.mode == "tribute" and not tributed:
        return False
    return described_fits(grant.spec, card)


def _applies(state: State, card: Card) -> bool:
    """A face-up card on the field whose effects are not negated (5-5-1, 5-5-3), in the turn
    its text asks for, if any (grant_turns.py)."""
    if card.kind == MONSTER:
        return card.position != SET and not negated(state, card) \
            and grant_turns.holds(state, card)
    return card.face_up and not negated_by_field(state, card)


def _used(state: State, player: str) -> set[str]:
    return {name for who, name, how, _ in state.normal_grants if who == player and how == USED}


def grants(state: State, player: str) -> list[Grant]:
    """The additional Normal Summons the player has now, one a name, leaving out the names
    already used this turn: the cards on their field that give one, and the effects that gave
    one for the rest of the turn."""
    zones = state.players[player]
    ids = zones.monsters + zones.spells_traps + ([zones.field_spell] if zones.field_spell
                                                 else [])
    found = [Grant(card.name, card.id, card.extra_normal_summon, card.extra_normal_mode)
             for card in (state.cards[i] for i in ids)
             if card.extra_normal_summon is not None and _applies(state, card)]
    found += [Grant(name, card, spec) for who, name, card, spec in state.turn_grants
              if who == player]
    used = _used(state, player)
    return list({grant.name: grant for grant in reversed(found)
                 if grant.name not in used}.values())


def _fitting(state: State, card: Card, setting: bool, tributed: bool) -> Grant | None:
    """The grant this Normal Summon (or Set) fits now, if any."""
    return next((grant for grant in grants(state, card.owner)
                 if _fits(grant, card, setting, tributed)), None)


def _earlier(state: State, player: str) -> Grant | None:
    """A grant the turn's first Normal Summon fitted, its name still unused."""
    used = _used(state, player)
    return next((Grant(name, card, Described()) for who, name, how, card in state.normal_grants
                 if who == player and how == FITS and name not in used), None)


def allowed(state: State, card: Card, setting: bool, tributed: bool) -> bool:
    """Whether a Normal Summon (or Set) after the turn's first is one a grant allows."""
    return _fitting(state, card, setting, tributed) is not None \
        or _earlier(state, card.owner) is not None


def record(state: State, card: Card, setting: bool, tributed: bool) -> Card | None:
    """Before the Normal Summon or Set of `card` is recorded as the turn's: the card whose
    grant it uses when it is an additional one (None when it is the first), and for a first
    Normal Summon the grants it fits, which a later one may then use."""
    player = card.owner
    if not state.players[player].normal_summoned:
        state.normal_grants += [(player, grant.name, FITS, grant.card)
                                for grant in grants(state, player)
                                if _fits(grant, card, setting, tributed)]
        return None
    grant = _fitting(state, card, setting, tributed) or _earlier(state, player)
    if grant is None:
        return None
    state.normal_grants.append((player, grant.name, USED, grant.card))
    return state.cards[grant.card]


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    source: Card
    controller: str
    label: Event


def apply_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The `extra_normal_summon` step: its player has an additional Normal Summon of such a
    monster for the rest of the turn (8-1-7), one a card name."""
    spec = step.pick or Described()
    state.turn_grants.append((env.controller, env.source.name, env.source.id, spec))
    words = tuple(details(spec))
    ctx.emit("extra_normal_summon.gained" if words else "extra_normal_summon.gained_any",
             cr.ADDITIONAL_NORMAL_SUMMON, link=env.label, player=env.controller,
             details=words)


def say_summoned(state: State, ctx: Context, card: Card, tributes: bool, grant: Card) -> None:
    """The turn's second Normal Summon (a Tribute Summon too), with the card whose grant it
    uses, in place of "the turn's one Normal Summon" (8-1-1)."""
    ctx.emit("normal_summoned.additional", cr.NORMAL_SUMMON, cr.ADDITIONAL_NORMAL_SUMMON,
             *((cr.TRIBUTE_IS_NORMAL,) if tributes else ()), player=card.owner,
             card=say.with_atk(state, card), grant=say.card(state, grant))


def say_set(state: State, ctx: Context, card: Card, tributes: bool, grant: Card) -> None:
    """The turn's second Set, or a Set after its Normal Summon, with the card whose grant it
    uses (8-1-7)."""
    ctx.emit("monster_set.additional", cr.SET_MONSTER, cr.ADDITIONAL_NORMAL_SUMMON,
             *((cr.TRIBUTE_SET,) if tributes else ()), player=card.owner,
             card=say.card(state, card), grant=say.card(state, grant))
