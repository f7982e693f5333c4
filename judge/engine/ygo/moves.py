"""Effect steps that move cards no player chooses: `send_top`, the top cards of a Deck sent to
the Graveyard in their order (3-7-3), the effect's player's Deck, the opponent's, or each
player's (the effect's player first). Sent, not destroyed (5-3-2): each card goes to its
owner's Graveyard, an event its own Trigger Effects may answer (zones.move)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import arrows, gemini_effects, ignoring, summon_choices, summoned_by
from . import rules as cr
from . import text as say
from .attack_riders import summoned as summoned_no_attack
from .bound_summons import summoned as summoned_bound
from .later import schedule
from .leaving import summoned_banish_on_leave, summoned_bottom_on_leave
from .model import (
    DEFENSE,
    MAX_MONSTERS,
    MONSTER,
    SET,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_LIMBO,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    EffectStep,
    State,
    opponent,
)
from .moments import at_once
from .negation import has, summoned_negated
from .pendulum import say_extra_deck
from .restrictions import special_summoned, summon_refusal
from .stat_sets import summoned as summoned_becomes
from .step_types import Gone, Handler, Skip, Target, Would
from .summon_choices import DEFENSE_OR_SET
from .zones import move


def top_card(state: State, player_id: str) -> Card | None:
    """The top card of the player's Deck, an anonymous one named as it leaves; None when the
    Deck is empty."""
    player = state.players[player_id]
    if player.deck:
        return state.cards[player.deck[0]]
    if player.deck_anonymous <= 0:
        return None
    player.deck_anonymous -= 1
    card_id = state.new_anonymous_id(player_id, Z_DECK)
    card = Card(id=card_id, name=card_id, owner=player_id, kind=MONSTER, zone=Z_LIMBO)
    state.cards[card_id] = card
    return card


def _players(env: Any, word: str | None) -> list[str]:
    if word == "both":  # the effect's player first, then the opponent (3-7-3)
        return [env.controller, opponent(env.controller)]
    if word in ("A", "B"):
        return [word]
    return [opponent(env.controller) if word == "opponent" else env.controller]


def send_top(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top `amount` cards of each Deck named, to the Graveyard; fewer in a Deck: all it
    has, and the part is not done in full (5-2-5)."""
    since = len(state.happened)
    for player_id in _players(env, step.player):
        sent: list[Card] = []
        for _ in range(step.amount):
            card = top_card(state, player_id)
            if card is None:
                break
            move(state, card, Z_GRAVEYARD)
            sent.append(card)
        if len(sent) < step.amount:
            env.missed = True
        if not sent:
            ctx.emit("send_top.empty", cr.DECK_TOP, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                     player=player_id)
            continue
        code = "send_top" if len(sent) == step.amount else "send_top.short"
        rules = (cr.DECK_TOP, cr.SENT_IS_NOT_DESTROYED) if len(sent) == step.amount \
            else (cr.DECK_TOP, cr.SENT_IS_NOT_DESTROYED, cr.DO_WHAT_CAN_BE_DONE)
        ctx.emit(code, *rules, link=env.label, player=player_id, count=len(sent),
                 asked=step.amount, cards=say.cards(state, [c.id for c in sent]))
    at_once(state, since)  # the cards sent together: one moment (11-1-9)


def doomed(state: State, ctx: Context, label: Event, card: Card, player: str) -> None:
    """A monster Special Summoned "but destroy it during the End Phase" (of this turn): it is
    destroyed as that End Phase begins, if it is still the same card on the field (7-7-1)."""
    state.destroy_at_end.append((card.id, card.moves, player))
    ctx.emit("special_summoned.destroy_end_phase", cr.END_PHASE, link=label,
             card=say.card(state, card))


def destroy_doomed(state: State, ctx: Context) -> None:
    """As the End Phase begins: each such monster still there is destroyed by the effect that
    summoned it (5-3-1); one whose text says card effects cannot destroy it stays (5-3-12)."""
    waiting, state.destroy_at_end = state.destroy_at_end, []
    since = len(state.happened)
    for card_id, moves, player in waiting:
        card = state.cards[card_id]
        if card.moves != moves or card.zone != Z_MONSTERS:
            continue
        if card.position != SET and has(state, card, "effect_indestructible"):
            ctx.emit("end_phase.not_destroyed", cr.END_PHASE,
                     cr.NOT_DESTROYED_BY_EFFECTS, card=say.card(state, card))
            continue
        move(state, card, Z_GRAVEYARD)
        state.happened.append((card.id, card.moves, "destroyed_by_effect"))
        card.destroyed_this_turn = True
        if player != card.owner:  # "destroyed by an opponent's card (effect)"
            state.happened += [(card.id, card.moves, "destroyed_by_opponent"),
                               (card.id, card.moves, "destroyed_by_opponent_effect")]
        ctx.emit("end_phase.destroyed", cr.END_PHASE, cr.DESTROY, card=say.card(
            state, card))
        say_extra_deck(state, ctx, [card])  # or banished instead (4-3-4, 8-4-10)
    at_once(state, since)




def summoner(target: Target, skip: Skip, would: Would, gone: Gone) -> Handler:
    """The `special_summon` step, with the interpreter's readers of its card and its words for
    a part not done: the monster goes to the field of the effect's player, whoever owns it
    (3-10-2), in the position its text or its controller gives (8-4-3), face-down only as
    printed, never a Link Monster in Defense Position (9-1-4)."""

    def special_summon(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("special_summon", state), gone(step.target, env))
            return
        refusal = _refusal(state, card, step, env)
        if refusal is not None:
            skip(ctx, env, would("special_summon", state, card), *refusal)
            return
        # to the field of the player whose effect summons it, from either player's GY (3-10-2),
        # or to the opponent's field when its text says so (8-4-15)
        if len(state.players[_side(step, env)].monsters) >= MAX_MONSTERS:
            ctx.emit("special_summon_no_room", cr.NO_ROOM, cr.FIVE_MONSTERS, link=env.label,
                     card=say.card(state, card), player=_side(step, env),
                     zone=say.zone(card.zone))
            env.missed = True
            return
        # "to your zone this card points to": that zone, unused, still pointed to (4-4-7)
        zone_why = arrows.summon_zone_why(state, env.source, env.controller, env.column) \
            if step.to_pointed else None
        if zone_why is not None:
            skip(ctx, env, would("special_summon", state, card), zone_why, cr.LINK_ARROWS)
            return
        _summon(state, ctx, step, env, card)
        _riders(state, ctx, step, env, card)

    return special_summon


def _refusal(state: State, card: Card, step: EffectStep, env: Any) -> tuple[Any, ...] | None:
    """Why the card is not Special Summoned, and the rule when one says it: not a monster, its
    text or the turn forbids it (8-4-6, 8-4-7, 5-4-1), a Link Monster asked in Defense
    Position (9-1-4), or not in a zone it is Special Summoned from."""
    if card.kind != MONSTER and not card.placed_as:  # a Monster Card placed as a Spell, 3-4-5
        return (Event("why.not_monster"),)
    refusal = ignoring.refusal(state, card, env.source) if step.ignoring \
        else summon_refusal(state, card, env.source)  # 8-4-6, 8-4-7, 5-4-1; or 8-4-14
    if refusal is None and "Link" in card.monster_types and step.position in (DEFENSE, SET,
                                                                               DEFENSE_OR_SET):
        refusal = Event("why.link_position"), cr.LINK_ALWAYS_ATTACK  # never in Defense, 9-1-4
    if refusal is not None:
        return refusal
    # a monster that is an Equip Card may be Special Summoned from its zone (10-4-6)
    if card.zone not in (Z_HAND, Z_DECK, Z_EXTRA, Z_GRAVEYARD, Z_BANISHED, Z_SPELLS_TRAPS):
        return (Event("why.in_zone", {"zone": say.zone(card.zone)}),)
    return None


def _summon(state: State, ctx: Context, step: EffectStep, env: Any, card: Card) -> None:
    """The monster moved to its zone and Special Summoned, with the events its Trigger Effects
    answer and the words that say so."""
    origin = card.zone
    # the card's position, else its controller's choice, Attack Position unless named (8-4-3)
    # (a Link Monster always in Attack Position, 9-1-4); face-down only as its text says
    position = summon_choices.placed(step.position, env, card)
    move(state, card, Z_MONSTERS, position=position, controller=_side(step, env))
    card.summoned_this_turn = True
    summoned_by.mark(card, env.source)  # summoned so first (8-4-12)
    special_summoned(state, card, origin)  # 8-4-9, 5-2-11
    state.happened.append((card.id, card.moves, "special_summoned"))  # for Trigger Effects
    if origin in (Z_HAND, Z_GRAVEYARD):  # "If this card is Special Summoned from the GY"
        state.happened.append((card.id, card.moves, f"special_summoned_from_{origin}"))
    rules = [cr.SPECIAL_SUMMON, cr.SPECIAL_SUMMON_POSITION]
    if position == SET:
        rules.append(cr.FACE_DOWN)
    code = "special_summoned"
    if origin == Z_EXTRA:
        code = "special_summoned.extra_deck"  # the older rulebook's "Fusion Deck"
        rules += [cr.EXTRA_DECK, cr.FUSION_DECK_RENAMED]
    if step.to == "opponent":  # the opponent controls it from now on (8-4-15)
        rules.append(cr.EFFECT_TO_OPPONENT_FIELD)
    elif card.owned_by:  # the opponent's monster, now under the summoning player's control
        rules.append(cr.CONTROLLER)
    ctx.emit(code, *rules, link=env.label, card=say.card(state, card), zone=say.zone(origin),
             player=card.owner, position=say.position(position))


def _side(step: EffectStep, env: Any) -> str:
    """Whose field the monster is Special Summoned to: the effect's player's (3-10-2), or the
    opponent's as "to your opponent's field" says (8-4-15)."""
    return opponent(env.controller) if step.to == "opponent" else env.controller


def _riders(state: State, ctx: Context, step: EffectStep, env: Any, card: Card) -> None:
    """What the step's words add to the Summon: "..., but negate its effects" and the rest."""
    if step.negated:  # "..., but negate its effects" (5-5-1), "until the end of this turn"
        summoned_negated(state, ctx, env, card, lasting=not step.negated_turn)
    if step.destroy_end_phase:  # "..., but destroy it during the End Phase" (7-7-1)
        doomed(state, ctx, env.label, card, env.controller)
    if step.banish_on_leave:  # "..., but banish it when it leaves the field" (8-4-10)
        summoned_banish_on_leave(state, ctx, env.label, card)
    if step.bottom_on_leave:  # "..., but place it on the bottom of the Deck ..." (8-4-10)
        summoned_bottom_on_leave(state, ctx, env.label, card)
    if step.to_pointed:  # it stands where the activation named (4-4-7)
        card.column = env.column
        arrows.placed_by(state, ctx, card, env.source)
    if step.end_phase:  # "..., but send it to the GY during the End Phase" (7-7-8)
        schedule(state, ctx, env.label, card, env.controller, step.end_phase)
    if step.no_attack:  # "..., but it cannot attack (this turn)" (12-3-21)
        summoned_no_attack(state, ctx, env.label, card, step.no_attack)
    if step.becomes is not None:  # "..., and make its ATK and DEF 0" (4-2-8)
        summoned_becomes(state, ctx, card, step.becomes, env.label)
    if step.limits:  # "..., but it cannot change its battle position and must attack" 12-3-23
        summoned_bound(state, ctx, env.label, card, step.limits)
    if step.gemini_effects:  # "..., it becomes an Effect Monster, and gains its effect" 8-1-12
        gemini_effects.gained(state, ctx, card, env.label)
    if step.ignoring:  # "..., ignoring its Summoning conditions" (8-4-14)
        ignoring.summoned(state, ctx, env, card)


HANDLERS: dict[str, Handler] = {"send_top": send_top}
