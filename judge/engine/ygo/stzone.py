"""Monster Cards in a Spell & Trap Zone as Continuous Spells (3-4-5, 3-4-6): the "Crystal Beast"
monsters and the cards that place them.

- `fetch` with `to: spell_zone` ("place 1 "Crystal Beast" monster from your Deck face-up in
  your Spell & Trap Zone as a Continuous Spell"): the named monster goes face-up to a free
  Spell & Trap Zone of the effect's player, not activated, and is a Continuous Spell Card there
  (`as_continuous`); with no zone free, nothing is placed (3-4-5);
- the card key `placed_if_destroyed: {as: spell, use: true}` ("If this face-up card is
  destroyed in a Monster Zone, you can place it face-up in your Spell & Trap Zone as a
  Continuous Spell, instead of sending it to the GY."): `destroying.destroy` asks `instead`
  before it sends the card to the Graveyard (3-4-6); the card is destroyed all the same;
- a card of the scenario in `spells_traps` with `placed_as: spell` starts there so;
- `fetch` with `to: spell_zone_trap` ("place 1 "Vision HERO" monster from your Deck, except ...,
  in your Spell & Trap Zone as a face-up Continuous Trap"): the same as a Continuous Trap Card
  (kind `trap`, `placed_as` "trap", 3-4-8); `placed_as: trap` starts a card there so.

Such a card is kind `spell`, property `continuous`, `placed_as` "spell" while in the zone;
zones.move makes it a Monster Card again as it leaves (stzone_forms.monster_again), its printed
Level, ATK and DEF kept on the card all along.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event, RuleRef
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import (
    MAX_SPELLS_TRAPS,
    MONSTER,
    SET,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    EffectStep,
    MonsterEffect,
    State,
)
from .moments import Happened
from .negators import held, negated_by_field
from .step_types import Gone, Handler, Skip, Target, Would
from .stzone_forms import AS, STZONE_ANSWERS, as_continuous, as_set_spell
from .zones import move


def event_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers a STZONE_ANSWERS effect: the card was destroyed face-down in a Spell &
    Trap Zone of its owner's, in the opponent's turn (3-4-7); any other effect: True."""
    if effect.on not in STZONE_ANSWERS:
        return True
    return card.came_from == Z_SPELLS_TRAPS and not card.left_face_up \
        and card.left_by == card.owner and state.turn_player != card.owner


def room(state: State, player: str) -> bool:
    """A free Spell & Trap Zone of the player's (3-4-1)."""
    return len(state.players[player].spells_traps) < MAX_SPELLS_TRAPS


# a `fetch` step's `to`, and what it places the monster as: a Continuous Spell (3-4-5) or,
# "in your Spell & Trap Zone as a face-up Continuous Trap" (Vision HERO Faris), a Trap (3-4-8)
PLACED_AS = {"spell_zone": "spell", "spell_zone_trap": "trap"}


def place(state: State, ctx: Context, card: Card, player: str, link: Event, kind: str = "spell"
          ) -> Event | None:
    """Place `card` face-up in a Spell & Trap Zone of `player` as a Continuous Spell (3-4-5)
    or, `kind` "trap", a Continuous Trap (3-4-8); why it is not, or None once placed."""
    if card.kind != MONSTER or "Token" in card.monster_types:
        return Event("why.not_a_monster_card", {"card": say.card(state, card)})
    if not room(state, player):
        return Event("why.zones_full", {"player": player})
    origin = card.zone
    move(state, card, Z_SPELLS_TRAPS, face_up=True, controller=player)
    as_continuous(card, kind)
    trap = kind == "trap"
    ctx.emit("stzone.placed" + "_trap" * trap, cr.PLACED_AS_TRAP if trap else cr.PLACED_AS_SPELL,
             cr.FIVE_SPELLS_TRAPS, link=link,
             card=say.card(state, card), player=card.owner, zone=say.zone(origin))
    return None


def placing_problem(state: State, card: Card, step: EffectStep, picked: Card,
                    requirement: Event) -> Illegal | None:
    """A `fetch` with `to: spell_zone` is activated only naming a Monster Card (no Token) and
    with a Spell & Trap Zone of its player free for it (3-4-5, 5-2-4); a Spell or Trap
    activated from the hand takes one of its own first (10-1-1)."""
    if step.to not in PLACED_AS:
        return None
    ref = say.card(state, card)
    trap = PLACED_AS[step.to] == "trap"
    rule = cr.PLACED_AS_TRAP if trap else cr.PLACED_AS_SPELL
    if picked.kind != MONSTER or "Token" in picked.monster_types:
        return Illegal("illegal.pick_does_not_fit", (cr.FETCH, rule), card=ref,
                       pick=say.card(state, picked), requirement=requirement)
    used = len(state.players[card.owner].spells_traps)
    if card.kind != MONSTER and card.zone != Z_SPELLS_TRAPS and card.spell_type != "field":
        used += 1
    if used >= MAX_SPELLS_TRAPS:
        return Illegal("illegal.no_zone_to_place" + "_trap" * trap,
                       (rule, cr.FIVE_SPELLS_TRAPS), card=ref, player=card.owner)
    return None


def set_as_spell(state: State, ctx: Context, card: Card) -> bool:
    """A monster just Set from the hand by `set_spell_trap` under its own "You can Set this
    card from your hand to your Spell & Trap Zone as a Spell." is a Set Spell Card there
    (3-4-7); whether it was one."""
    if card.kind != MONSTER or not card.set_as_spell:
        return False
    as_set_spell(card)
    ctx.emit("stzone.set_as_spell", cr.SET_AS_SPELL, cr.SET_IS_NOT_ACTIVATION,
             player=card.owner, card=say.card(state, card))
    return True


def activation_problem(state: State, card: Card, action: Any) -> Illegal | None:
    """A Monster Card placed or Set in a Spell & Trap Zone as a Spell is never activated as
    one (3-4-5, 3-4-7); its own effects are the action's `effect`."""
    if not card.placed_as or action.get("effect") is not None:
        return None
    rule = {"set": cr.SET_AS_SPELL, "trap": cr.PLACED_AS_TRAP}.get(card.placed_as,
                                                                   cr.PLACED_AS_SPELL)
    return Illegal("illegal.placed_not_activated" + "_trap" * (card.placed_as == "trap"),
                   (rule,), card=say.card(state, card))


def instead(state: State, ctx: Context, card: Card, label: Event | None, by_battle: bool
            ) -> bool:
    """"..., you can place it face-up in your Spell & Trap Zone as a Continuous Spell, instead
    of sending it to the GY" (3-4-6): whether the destroyed card was placed so; only from a
    Monster Zone, face-up, its effects not negated, with a Spell & Trap Zone free. `label`:
    the Chain Link that destroyed it, if one did."""
    if not card.placed_if_destroyed or card.kind != MONSTER or card.zone != Z_MONSTERS \
            or card.position == SET or held(state, card) or negated_by_field(state, card):
        return False
    if not room(state, card.owner):
        ctx.emit("stzone.instead_no_room", cr.PLACED_INSTEAD, cr.FIVE_SPELLS_TRAPS,
                 card=say.card(state, card), player=card.owner)
        return False
    move(state, card, Z_SPELLS_TRAPS, face_up=True)
    as_continuous(card, card.placed_if_destroyed)
    event = "destroyed_by_battle" if by_battle else "destroyed_by_effect"
    state.happened.append((card.id, card.moves, event))  # destroyed all the same (3-4-6)
    how = ".by_battle" if by_battle else ".by_link" if label is not None else ""
    ctx.emit("stzone.placed_instead" + how, cr.DESTROY, cr.PLACED_INSTEAD, cr.PLACED_AS_SPELL,
             card=say.card(state, card), player=card.owner,
             **({"link": label} if label is not None else {}))
    return True


def read_keys(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The card keys `placed_if_destroyed: {as: spell, use: true}` (a monster's own text,
    3-4-6; `use: false`: its owner lets it go to the Graveyard) and `placed_as: spell` (a
    Monster Card that starts in `spells_traps` as a Continuous Spell, 3-4-5)."""
    raw = v.field(data, "placed_if_destroyed", None)
    if raw is not None:
        at = key_path(path, "placed_if_destroyed")
        found = v.mapping(problems, at, raw, ("as", "use"))
        # only "as a Continuous Spell" is printed so (3-4-6)
        kind = v.choice(problems, key_path(at, "as"), v.field(found, "as", "spell"), AS[:1])
        if found is not None and kind and v.opt_bool(problems, found, "use", at, True):
            card.placed_if_destroyed = kind
    card.set_as_spell = v.opt_bool(problems, data, "set_as_spell", path, False)  # 3-4-7
    placed = v.field(data, "placed_as", None)
    if placed is None:
        return
    at = key_path(path, "placed_as")
    kind = v.choice(problems, at, placed, AS)
    if kind is None:
        return
    if card.kind != MONSTER or card.zone != Z_SPELLS_TRAPS:
        problems.add(at, "input.ygo.placed_as_spell_zone_only", rule=RuleRef(cr.PLACED_AS_SPELL))
        return
    as_continuous(card, kind)


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    """`{place_spell: chosen}` ("Target 1 face-up monster on the field; place it face-up in
    its owner's Spell & Trap Zone as a Continuous Spell."): the target, a Monster Card on the
    field or in a Graveyard, goes to its owner's Spell & Trap Zone (3-4-5)."""

    def place_target(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("place_spell", state), gone(step.target, env))
            return
        why = place(state, ctx, card, card.owned_by or card.owner, env.label)
        if why is not None:
            skip(ctx, env, would("place_spell", state, card), why, cr.PLACED_AS_SPELL)

    return {"place_spell": place_target}
