"""A monster's own text on when it may attack, the Toon monsters' above all: "Cannot attack the
turn it is Summoned." (`no_attack_summoned_turn: summoned`, or `normal`, `special`,
`normal_or_special`: 12-3-15)
and "While you control "Toon World" and your opponent controls no Toon monsters, this card can
attack your opponent directly." (`direct_attack_if: {...}`, in the keys of a Spell's or Trap's
`if`, seen from its controller: 12-3-10).

Both are the monster's own Continuous Effects: they apply while it is face-up on the field and
its effects are not negated (5-5-1). A monster Set this turn was not Summoned: flipped face-up,
it may attack. The board of `direct_attack_if` is asked as the direct attack is declared and
again as the Damage Step begins (12-3-8).

The older Toons' "You must pay 500 LP to declare an attack with this monster."
(`attack_cost_lp: 500`) is paid as the attack is declared, refused with less LP than that; and
their "..., unless they control a Toon monster, in which case this card must target a Toon
monster for its attacks." (`attack_toons_first: true`): while the opponent controls a face-up
Toon monster, an attack on any other monster is refused (12-3-26); the direct attack is
`direct_attack_if`'s. Neither applies while its effects are negated (5-5-1)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import rules_cards as cc
from . import text as say
from .card_facts import types_now
from .kept import board_holds
from .model import SET, Card, State
from .negation import negated
from .schema_described import Describe
from .schema_stconds import read_card_if

HOWS = ("summoned", "normal", "special", "normal_or_special")


def read_toon_keys(p: Problems, path: str, data: dict[str, Any], card: Card,
                   describe: Describe) -> None:
    """`no_attack_summoned_turn: summoned|normal|special|normal_or_special`,
    `direct_attack_if: {...}`, `attack_cost_lp: N` and `attack_toons_first: true`."""
    card.attack_cost_lp = v.opt_int(p, data, "attack_cost_lp", path, 1, 100000, 0)
    card.attack_toons_first = v.opt_bool(p, data, "attack_toons_first", path, False)
    how = v.field(data, "no_attack_summoned_turn", None)
    if how is not None:
        card.no_attack_summoned_turn = v.choice(
            p, key_path(path, "no_attack_summoned_turn"), how, HOWS) or ""
    if "direct_attack_if" not in data:
        return
    scratch = Card(id=card.id, name=card.name, owner=card.owner, kind=card.kind, zone=card.zone)
    read_card_if(p, key_path(path, "direct_attack_if"), {"if": data["direct_attack_if"]},
                 scratch, describe)
    if scratch.activation_if is not None or scratch.activation_board is not None:
        card.direct_attack_if = scratch.activation_if, scratch.activation_board


def _summoned_now(state: State, card: Card) -> bool:
    """It was Summoned (as its text names) this turn, as the card it is now (5-2-5)."""
    moves, turn, how = card.summoned_as
    this_turn = (moves, turn) == (card.moves, state.turn_number)
    if card.no_attack_summoned_turn == "normal":
        return this_turn and how in ("normal", "without_tributes")
    if card.no_attack_summoned_turn == "special":
        return this_turn and how == "special"
    if card.no_attack_summoned_turn == "normal_or_special":  # not a Flip Summon
        return this_turn and how in ("normal", "without_tributes", "special")
    return card.summoned_this_turn and not card.set_this_turn  # a Set is no Summon (8-1-3)


def attack_problem(state: State, card: Card) -> Illegal | None:
    """"Cannot attack the turn it is Summoned.": refused in that turn (12-3-15); "You must pay
    500 LP to declare an attack with this monster.": refused with less LP (12-3-26, 1-2-4)."""
    lp = state.players[card.owner].lp
    if card.attack_cost_lp > lp and not negated(state, card):
        return Illegal("illegal.cannot_pay_lp", (cc.TOON_ATTACKS, cr.PAY_LP),
                       card=say.card(state, card), amount=card.attack_cost_lp, lp=lp)
    if not card.no_attack_summoned_turn or negated(state, card) \
            or not _summoned_now(state, card):
        return None
    return Illegal(f"illegal.attack_summoned_turn.{card.no_attack_summoned_turn}",
                   (cr.OWN_ATTACK_LIMITS,), card=say.card(state, card))


def direct_while(state: State, card: Card) -> bool:
    """Its text lets it attack directly now: the board is as `direct_attack_if` says, its
    effects not negated (12-3-10)."""
    return card.direct_attack_if is not None and not negated(state, card) \
        and board_holds(state, card, card.direct_attack_if)


def pay_attack_cost(state: State, ctx: Context, card: Card) -> None:
    """"You must pay 500 LP to declare an attack with this monster.": paid as it declares the
    attack (12-3-26), not while its effects are negated (5-5-1)."""
    if not card.attack_cost_lp or negated(state, card):
        return
    player = state.players[card.owner]
    before = player.lp
    player.lp -= card.attack_cost_lp
    ctx.emit("attack_cost.pay_lp", cc.TOON_ATTACKS, cr.PAY_LP, cr.LP_CHANGE, player=card.owner,
             amount=card.attack_cost_lp, card=say.card(state, card),
             lp=say.lp_change(before, player.lp))


def _toon(card: Card) -> bool:
    """A face-up Toon monster: a face-down one shows no Type (12-3-10)."""
    return card.position != SET and "Toon" in types_now(card)


def target_problem(state: State, attacker: Card, aim: object) -> Illegal | None:
    """"..., in which case this card must target a Toon monster for its attacks.": while the
    opponent controls a face-up Toon monster, an attack on another monster is refused
    (12-3-26); a direct attack is `direct_attack_if`'s to allow or not."""
    if not attacker.attack_toons_first or not isinstance(aim, Card) or _toon(aim) \
            or negated(state, attacker):
        return None
    theirs = [state.cards[i] for i in state.players[aim.owner].monsters]
    if not any(_toon(card) for card in theirs):
        return None
    return Illegal("illegal.attack_toons_first", (cc.TOON_ATTACKS,),
                   card=say.card(state, attacker), target=say.card(state, aim))
