"""Monsters a monster equips to itself by its own effect (10-4-9): "Target 1 Level 3 or lower
Dragon monster in your GY; equip that Dragon monster to this card." (the `equip_to_this` step),
what its text then gives it ("Gains ATK equal to the original ATK of the monster equipped to it
by this effect.", `equipped_gains`), and the monster so equipped destroyed in its place ("If
this card would be destroyed by battle, destroy that equipped monster, instead.",
`equipped_instead`, 10-4-10).

The monster taken goes face-up to the Spell & Trap Zone of the effect's player, even when its
owner is the opponent (it goes back to its owner as it leaves the field, 3-10-3), as an Equip
Card equipped to the monster whose effect it was (`equipped_to`, as any Equip Card, so rule
processing destroys it when that monster leaves the field, 4-5-5). `equipped_by` records that
monster and the Equip Card's own move then, so "equipped to it by this effect" holds only
while neither card has moved since.
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits
from .leaving import say_left
from .model import (
    MAX_SPELLS_TRAPS,
    MONSTER,
    SET,
    SPELL,
    Z_GRAVEYARD,
    Z_LIMBO,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    EffectStep,
    MonsterEffect,
    State,
)
from .negation import negated
from .step_types import Gone, Handler, Skip, Target, Would
from .zones import move


def equipped_by_effect(state: State, host: Card) -> list[Card]:
    """The face-up Equip Cards this monster equipped to itself by its effect, still equipped
    to it (neither card moved since, 10-4-9)."""
    found = []
    for player in state.players.values():
        for card_id in player.spells_traps:
            card = state.cards[card_id]
            if card.face_up and card.equipped_to == (host.id, host.moves) \
                    and card.equipped_by == (host.id, host.moves, card.moves):
                found.append(card)
    return found


def _host_ready(state: State, env: Any) -> Card | None:
    """The monster whose effect it is, still face-up in a Monster Zone and the same card as it
    was activated (10-4-9); None otherwise."""
    host: Card = env.source
    moved = env.source_moves >= 0 and host.moves != env.source_moves
    if moved or host.kind != MONSTER or host.zone != Z_MONSTERS or host.position == SET:
        return None
    return host


def equip_to(state: State, ctx: Context, card: Card, host: Card, env: Any, atk: int,
             rules: tuple[str, ...] = ()) -> Event | None:
    """Put `card` face-up in the Spell & Trap Zone of the effect's player, equipped to `host`
    (10-4-9); why not, or None when done."""
    if "Token" in card.monster_types:  # it would cease to exist (4-7-2)
        return Event("why.token_not_equipped", {"card": say.card(state, card)})
    if card.kind == SPELL and (why := _spell_problem(state, card, host)) is not None:
        return why
    if len(state.players[env.controller].spells_traps) >= MAX_SPELLS_TRAPS:
        return Event("why.no_zone_to_equip", {"player": env.controller})
    origin = card.zone
    move(state, card, Z_SPELLS_TRAPS, face_up=True, controller=env.controller)
    if say_left(state, ctx, [card]):  # banished instead of leaving the field (8-4-10)
        return None
    card.equipped_to = (host.id, host.moves)
    card.equipped_by = (host.id, host.moves, card.moves)
    card.equip_atk, card.equip_def = atk, 0  # "as an Equip Spell that gives it 500 ATK"
    card.equip_gives = ()
    step = _equip_step(card)
    if card.kind == SPELL and step is not None:  # what it gives, not activated (10-4-9)
        card.equip_atk, card.equip_def, card.equip_gives = step.amount, step.defense, step.limits
    if card.as_equip is not None:  # what its own text gives as an Equip Card (10-4-7)
        card.equip_atk += card.as_equip[0]
        card.equip_def += card.as_equip[1]
        card.equip_gives = card.as_equip[2]
        if card.as_equip_stats:  # "... ATK and DEF equal to this card's ATK and DEF"
            card.equip_atk, card.equip_def = card.equip_atk + card.atk, \
                card.equip_def + card.defense
        rules = (*rules, cr.EQUIP_GIVES)
    ctx.emit("equip.monster_equipped", cr.EQUIPPED_MONSTER, cr.EQUIP_SPELL, *rules,
             link=env.label, card=say.card(state, card), zone=say.zone(origin),
             monster=say.card(state, host), atk=state.atk(host),
             defense=state.defense(host))
    return None


def _equip_step(card: Card) -> EffectStep | None:
    """An Equip Spell's one `equip` step: what it gives its monster (10-4-7)."""
    steps = card.effect
    plain = len(steps) == 1 and steps[0].kind == "equip" and not card.bond
    return steps[0] if plain else None


def _spell_problem(state: State, card: Card, host: Card) -> Event | None:
    """An Equip Spell equipped without being activated: only one whose effect is what it gives
    its monster, and one that could equip to this monster ("Equip only to ...", 10-4-9)."""
    if card.spell_type != "equip" or _equip_step(card) is None:
        return Event("why.equip_spell_not_read", {"card": say.card(state, card)})
    spec = card.target
    if spec is not None and (spec.what != "monster" or spec.player == "opponent"
                             or not described_fits(spec, host, state)):
        return Event("why.not_appropriate", {"card": say.card(state, card),
                                             "monster": say.card(state, host)})
    return None


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def equip_to_this(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        """`equip_to_this`: the target equipped to the monster whose effect it is (10-4-9)."""
        card = target(state, env, step.target)
        if card is None or card.zone == Z_LIMBO:
            skip(ctx, env, would("equip_to_this", state), gone(step.target, env),
                 cr.EQUIPPED_MONSTER)
            return
        host = _host_ready(state, env)
        if host is None or host is card:
            skip(ctx, env, would("equip_to_this", state, card),
                 Event("why.host_not_on_field", {"card": say.card(state, env.source)}),
                 cr.EQUIPPED_MONSTER)
            return
        why = equip_to(state, ctx, card, host, env, step.amount)
        if why is not None:
            skip(ctx, env, would("equip_to_this", state, card), why, cr.EQUIPPED_MONSTER)

    return {"equip_to_this": equip_to_this}


def taken(state: State, ctx: Context, card: Card, env: Any) -> Event | None:
    """A `fetch` step's card equipped to the monster whose effect it is (`to: equip`, "equip
    1 "Inzektor" monster from your hand or GY to this card", 10-4-9); why not, or None."""
    host = _host_ready(state, env)
    if host is None:
        return Event("why.host_not_on_field", {"card": say.card(state, env.source)})
    return equip_to(state, ctx, card, host, env, 0, (cr.FETCH,))


def gains(state: State, card: Card) -> tuple[int, int]:
    """The ATK and DEF this face-up monster gains from the monsters it equipped to itself
    (`equipped_gains`, 10-4-9): their printed ATK (and DEF), halved as its text says; nothing
    while its effects are negated (5-5-1)."""
    if not card.equipped_gains or card.zone != Z_MONSTERS or card.position == SET \
            or negated(state, card):
        return 0, 0
    equips = equipped_by_effect(state, card)
    if card.equipped_gains == "fixed":  # "While equipped with a monster by this effect"
        return (card.equipped_fixed, 0) if equips else (0, 0)
    atk = sum(equip.atk for equip in equips)
    defense = sum(equip.defense for equip in equips) if card.equipped_gains == "atk_def" else 0
    if card.equipped_half:  # "half the ATK": rounded up, as halving always is (4-2-7)
        atk, defense = (atk + 1) // 2, (defense + 1) // 2
    return atk, defense


# how it would be destroyed, for each word: "battle" by battle, "any" by battle or an effect
INSTEAD_WAYS = {"battle": ("battle",), "any": ("battle", "effect")}


def would_go_instead(state: State, card: Card, how: str) -> bool:
    """This monster's text destroys a monster it equipped to itself in its place (10-4-10)."""
    return how in INSTEAD_WAYS.get(card.equipped_instead, ()) and card.equipped_instead_use \
        and card.zone == Z_MONSTERS \
        and not negated(state, card) and bool(equipped_by_effect(state, card))


def destroyed_instead(state: State, ctx: Context, card: Card, how: str) -> bool:
    """The Equip Cards this monster equipped to itself destroyed in its place, and it stays
    (10-4-10); whether they were."""
    if not would_go_instead(state, card, how):
        return False
    for equip in equipped_by_effect(state, card):
        move(state, equip, Z_GRAVEYARD)
        state.happened.append((equip.id, equip.moves, "destroyed_by_effect"))
        equip.destroyed_this_turn = True
        ctx.emit("equip.equipped_destroyed_instead", cr.EQUIPPED_INSTEAD, cr.DESTROY,
                 cr.TO_OWNERS_GRAVEYARD, card=say.card(state, equip),
                 monster=say.card(state, card), owner=equip.owner)
    return True


def max_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """"(max. 1)": the effect is not activated while a monster it equipped to this card is
    still equipped to it; "send this card equipped with a monster by this card's effect to
    the GY": only while one is (10-4-9)."""
    if not effect.equipped_needs:
        return None
    held = equipped_by_effect(state, card)
    if effect.equipped_needs == "some" and not held:
        return Illegal("illegal.equipped_none", (cr.EQUIPPED_MONSTER, cr.COSTS),
                       card=say.card(state, card))
    if effect.equipped_needs != "none" or not held:
        return None
    return Illegal("illegal.equipped_max", (cr.EQUIPPED_MONSTER, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), equip=say.card(state, held[0]))
