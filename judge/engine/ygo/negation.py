"""Cards whose effects are negated for a while (5-5), not one activation on the chain (that is
the `negate` step's, 11-3-1): "negate the effects of that face-up monster until the end of this
turn" (`negate_effects`), and a face-up card that negates every face-up monster's effects
(`negates_monsters`, Skill Drain; field_negation.py).

A negated monster keeps its card, but its Continuous Effects do not apply (the battle and
targeting checks ask `negated`), an effect it activated on the field does nothing if it is still
face-up there when it resolves, and it cannot activate its effects on the field unless the
negating card says they can still be activated (5-5-2). The negation is tied to the card as it
is (id, moves): a card that leaves the field or is turned face-down is a new card (5-5-1).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .described import described_fits
from .field_negation import face_up_on_field, held, negated_by_field
from .model import MONSTER, SET, Z_MONSTERS, Card, EffectStep, Link, State
from .negators import Negation
from .summon_grants import gained
from .unaffected import field_shielded, spare
from .xyz_stats import holds


class Env(Protocol):
    label: Event
    source: Card
    controller: str
    missed: bool


def _face_up_monster(card: Card) -> bool:
    return card.kind == MONSTER and card.zone == Z_MONSTERS and card.position != SET


def negated(state: State, card: Card) -> bool:
    """Whether this face-up monster's effects are negated now (5-5-1): its Continuous Effects
    do not apply, and what it activated on the field does nothing."""
    return _face_up_monster(card) and (held(state, card) or negated_by_field(state, card)
                                       and not field_shielded(state, card)  # 5-3-29
                                       or by_equip(state, card))  # 10-4-7


def by_equip(state: State, card: Card) -> bool:
    """"The equipped monster's effects are negated.": an Equip Card equipped to it (face-up,
    not negated) says so (10-4-7, 5-5-1)."""
    return any("negated" in equip.equip_gives for equip in state.equips(card))


def has(state: State, card: Card, effect: str) -> bool:
    """Whether the Continuous Effect the card field `effect` holds ("piercing",
    "battle_indestructible") applies now: not while its monster's effects are negated; or an
    Equip Card equipped to it gives it, whatever its own effects (10-4-7). A Gemini monster's own
    text waits for its Gemini Summon (8-1-9)."""
    if effect == "direct_attack" and card.direct_attack_turn:
        return True  # a resolved effect's, for this turn, whatever is negated (12-3-10)
    if effect == "effect_indestructible" and card.effect_indestructible_turn:
        return True  # the same (5-3-17)
    if effect == "piercing" and card.piercing_turn:
        return True  # the same (12-6-4)
    own = bool(getattr(card, effect)) and not gemini_dormant(card)
    own = holds(card, effect) and not gemini_dormant(card)  # "while it has material" (4-4-3)
    return (own or gained(state, card, effect)) \
        and not negated(state, card) \
        or any(effect in equip.equip_gives for equip in state.equips(card))


def attacks(state: State, card: Card, on_monsters: bool = True) -> int:
    """How many attacks it may declare: a text allowing more than one does not while it is
    negated (12-3-4, 5-5-1) or of a Gemini monster not Gemini Summoned (8-1-9); an Equip
    Card's "can make a second attack" gives 2 (10-4-7). `on_monsters`: count those its text
    allows "on monsters" only (monster_attacks.py, 12-3-24), or a resolved effect allows for
    the turn (attacks_turn.py, 12-3-25)."""
    dormant = negated(state, card) or gemini_dormant(card)
    own = 1 if dormant else card.attacks
    given = any("second_attack" in equip.equip_gives for equip in state.equips(card))
    given = given or card.second_attack_turn  # an effect's, for this turn (12-3-4)
    usual = max(own, 2) if given else own
    text = 0 if dormant else card.monster_attacks
    # a resolved effect's, for this turn, whatever is negated later (12-3-25); an Equip Card's
    # "up to 2 attacks on monsters", whatever its own effects (10-4-7, 12-3-24)
    equipped = 2 if equip_gives(state, card, "two_attacks_on_monsters") else 0
    return max(usual, text, card.monster_attacks_turn, equipped) if on_monsters else usual


def equip_gives(state: State, card: Card, word: str) -> bool:
    """An Equip Card equipped to it gives it `word` (10-4-7)."""
    return any(word in equip.equip_gives for equip in state.equips(card))


def activation_problem(state: State, card: Card) -> Illegal | None:
    """A face-up monster on the field whose effects an effect negated cannot activate them;
    one that every face-up monster's negation covers still can, as that card says (5-5-2)."""
    if not _face_up_monster(card):
        return None
    if by_equip(state, card) and not held(state, card):  # an Equip Card's text (10-4-7)
        return Illegal("illegal.effects_negated", (cr.NEGATED_NO_ACTIVATION, cr.EFFECTS_NEGATED,
                                                   cr.EQUIP_GIVES), card=say.card(state, card))
    if not held(state, card):
        return None
    return Illegal("illegal.effects_negated", (cr.NEGATED_NO_ACTIVATION, cr.EFFECTS_NEGATED),
                   card=say.card(state, card))


def resolves_negated(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """A monster's effect activated on the field, resolving while that monster is still
    face-up there with its effects negated: nothing of it applies (5-5-1, 5-3-8)."""
    card = state.cards[link.card]
    if card.moves != link.moves or not negated(state, card):
        return False
    ctx.emit("link.monster_negated", cr.EFFECTS_NEGATED, cr.NEGATE_EFFECT, link=label,
             card=say.card(state, card))
    return True


def negate_effects(state: State, ctx: Context, env: Env, card: Card | None,
                   skip: Callable[..., None]) -> None:
    """`negate_effects`: the face-up monster the step names (found and checked on the field by
    the interpreter) has its effects negated until the end of the turn (5-5-1, 7-7-3)."""
    if card is None:
        return
    would = Event("would.negate_effects_card", {"card": say.card(state, card)})
    if not face_up_on_field(card):  # a face-down card shows no effect (5-5-1)
        skip(ctx, env, would, Event("why.face_down_not_negated"), cr.EFFECTS_NEGATED)
    else:
        state.negations.append(Negation(card.id, card.moves, env.source.id))
        code = "effects_negated" if card.kind == MONSTER else "effects_negated.card"
        ctx.emit(code, cr.EFFECTS_NEGATED, cr.END_OF_TURN, link=env.label,
                 card=say.card(state, card))


def forget(state: State, card: Card) -> None:
    """A monster turned face-down is a new card: what negated it is over (5-5-1)."""
    state.negations = [n for n in state.negations if n.card != card.id]


def negate_all(state: State, ctx: Context, step: EffectStep, env: Env,
               players: list[str]) -> None:
    """`negate_all_effects`: every face-up monster (or card) those players control as it
    resolves, negated until the end of the turn, or with `lasting` for as long as each stays
    face-up on the field (5-5-1); a card its `pick` describes ("except "U.A." monsters") is
    left as it is; not done when there is none."""
    hit = []
    for pid in players:
        side = state.players[pid]
        ids = side.monsters + ((side.spells_traps + ([side.field_spell] if side.field_spell
                                                     else [])) if step.what == "cards" else [])
        hit += [state.cards[i] for i in ids if face_up_on_field(state.cards[i])
                and not (step.pick is not None and described_fits(step.pick, state.cards[i]))]
    hit = spare(state, ctx, hit, env)  # not one unaffected by it (5-3-29)
    for card in hit:
        state.negations.append(Negation(card.id, card.moves, env.source.id, step.lasting))
    if hit and step.lasting:  # no time said: while each stays face-up on the field
        ctx.emit("effects_negated.all_lasting", cr.EFFECTS_NEGATED, link=env.label,
                 cards=say.cards(state, [card.id for card in hit]))
    elif hit:
        ctx.emit("effects_negated.all", cr.EFFECTS_NEGATED, cr.END_OF_TURN, link=env.label,
                 cards=say.cards(state, [card.id for card in hit]))
    env.missed = not hit  # nothing there to negate (5-2-7)


def summoned_negated(state: State, ctx: Context, env: Env, card: Card,
                     lasting: bool = True) -> None:
    """"Special Summon it, but negate its effects": negated as it arrives, for as long as it
    stays face-up on the field (5-5-1); not `lasting` ("... until the end of this turn"),
    until the turn ends (7-7-3)."""
    state.negations.append(Negation(card.id, card.moves, env.source.id, lasting=lasting))
    if lasting:
        ctx.emit("effects_negated.summoned", cr.EFFECTS_NEGATED, link=env.label,
                 card=say.card(state, card))
    else:
        ctx.emit("effects_negated.summoned_turn", cr.EFFECTS_NEGATED, cr.END_OF_TURN,
                 link=env.label, card=say.card(state, card))


def end_of_turn(state: State) -> bool:
    """"Until the end of this turn" ends (7-7-3); whether a negation ended."""
    kept = [n for n in state.negations if n.lasting]
    ended = len(kept) < len(state.negations)
    state.negations = kept
    return ended
