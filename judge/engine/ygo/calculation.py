"""Damage calculation (12-4-3): the tables of 12-5 (Attack Position target), 12-6 (Defense
Position target) and 12-7 (direct attack), and the battle damage they deal (12-8)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.events import Event, Param
from ..core.replay import Context
from . import continuous, gy_substitutes, pierce_grants, reflected, survivals, turn_effects
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .continuous_specs import Survival
from .described import described_fits
from .equip import destroyed_instead, substitute
from .equip_monsters import destroyed_instead as equipped_instead
from .equip_monsters import would_go_instead as equipped_goes
from .halved_damage import halved, halving
from .model import ATTACK, DEFENSE, Card, State, opponent
from .negation import has, negated
from .settle import rule_processing
from .spared_damage import spares
from .summon_grants import gained
from .xyz_instead import can_detach, detached_instead
from .xyz_stats import holds

# the results with one monster destroyed, said otherwise when it cannot be destroyed by battle
SURVIVES = ("battle.destroyed_with_damage", "battle.destroyed", "battle.destroyed_piercing")


def direct_damage(state: State, ctx: Context, attacker: Card) -> None:
    defender = opponent(attacker.owner)
    continuous.explain(state, ctx, attacker)  # 5-1-1
    shield = attacker if spares(state, attacker, defender) \
        else turn_effects.source(state, "no_battle_damage", defender)  # 12-8-5, 12-8-6
    cut = [] if shield else halving(state, defender, (attacker,))  # 12-8-9
    value = attack_value(state, attacker)
    damage = take(state, defender, halved(value, cut), shield, cut)
    if value:  # events its Trigger Effects may answer (5-1-3)
        state.happened += [(attacker.id, attacker.moves, "inflicted_battle_damage"),
                           (attacker.id, attacker.moves, "inflicted_direct_damage")]
    ctx.emit("battle.direct", cr.DIRECT_DAMAGE, cr.BATTLE_DAMAGE, cr.LP_CHANGE,
             *((cr.NO_BATTLE_DAMAGE if shield is attacker else cr.NO_BATTLE_DAMAGE_THIS_TURN,)
               if shield else ()),
             *((cr.LP_NOT_BELOW_ZERO,) if state.players[defender].lp == 0 else ()),
             *((cr.HALVED_DAMAGE,) if cut else ()),
             attacker=_shown(state, attacker), player=defender, damage=damage)
    rule_processing(state, ctx)


def attack_value(state: State, attacker: Card) -> int:
    """What the attacker's damage calculation uses: its ATK, or its DEF when it attacks in
    face-up Defense Position and its text says to apply its DEF (12-3-17)."""
    if attacker.position == DEFENSE and has(state, attacker, "defense_attack") \
            and attacker.defense_attack == "def":
        return state.defense(attacker)
    return state.atk(attacker)


def _shown(state: State, attacker: Card) -> Event:
    """"Gear Golem (2200 DEF)" when its DEF is what it attacks with, else its ATK."""
    if attack_value(state, attacker) != state.atk(attacker) or (
            attacker.position == DEFENSE and attacker.defense_attack == "def"):
        return say.with_stat(state, attacker)
    return say.with_atk(state, attacker)


def take(state: State, pid: str, damage: int, shield: Card | None = None,
         halving: list[Card] | None = None) -> Event:
    """`pid` takes `damage`: "B takes 300 damage (8000 → 7700 LP)"; none when `shield`, a
    monster of theirs in the battle, says they take no battle damage from it (12-8-5);
    `halving`: the monsters whose text halved it (12-8-9)."""
    if shield is not None:
        # a monster in the battle says so (12-8-5), or an effect of this turn (12-8-6)
        code = "takes_no_damage" if shield.kind == "monster" else "takes_no_damage.this_turn"
        return Event(code, {"player": pid, "amount": damage, "card": say.card(state, shield)})
    player = state.players[pid]
    before = player.lp
    player.lp = max(0, before - damage)  # 1-2-3
    if halving:
        return Event("takes_damage.halved", {
            "player": pid, "amount": damage, "lp": say.lp_change(before, player.lp),
            "cards": say.cards(state, [card.id for card in halving])})
    return Event("takes_damage", {"player": pid, "amount": damage,
                                  "lp": say.lp_change(before, player.lp)})


def _shield(state: State, pid: str, attacker: Card,
            target: Card) -> tuple[Card | None, tuple[str, ...]]:
    """The monster of `pid` in this battle whose text says they take no battle damage from
    attacks involving it (12-8-5), else the card whose effect says they take none this turn
    (12-8-6); and the rule to cite."""
    card = next((card for card in (attacker, target)
                 if has(state, card, "no_battle_damage") and card.owner == pid
                 or spares(state, card, pid)), None)  # or its opponent, or both
    if card is not None:
        return card, (cr.NO_BATTLE_DAMAGE,)
    card = turn_effects.source(state, "no_battle_damage", pid)
    return card, ((cr.NO_BATTLE_DAMAGE_THIS_TURN,) if card else ())


def _by_text(state: State, card: Card, other: Card) -> bool:
    """Its text says battle cannot destroy it, or not with a monster of `other`'s ATK (12-8-3):
    "with a monster that has 1900 or more ATK" looks at that ATK as it is calculated."""
    if _equipped_giver(state, card) is not None:  # an Equip Card's gift (10-4-7)
        return True
    if negated(state, card):  # its Continuous Effects do not apply (5-5-1)
        return False
    return holds(card, "battle_indestructible") or gained(state, card, "battle_indestructible") \
        or 0 < card.battle_indestructible_atk <= state.atk(other) \
        or _with(state, card, other)  # 8-5-11, 4-4-3


def _with(state: State, card: Card, other: Card) -> bool:
    """"Cannot be destroyed by battle with a Link Monster": the other monster so described,
    as it is on the field (12-8-3)."""
    spec = card.battle_indestructible_with
    return spec is not None and not gemini_dormant(card) and described_fits(spec, other, state)


def _equipped_giver(state: State, card: Card) -> Card | None:
    """The Equip Card equipped to it that says battle cannot destroy it (10-4-7)."""
    return next((equip for equip in state.equips(card)
                 if "battle_indestructible" in equip.equip_gives), None)


def _indestructible(state: State, card: Card, other: Card) -> bool:
    """Its text, or an effect of this turn on its controller's monsters (12-8-6) or on it
    (5-3-17)."""
    return _by_text(state, card, other) or card.battle_indestructible_turn or turn_effects.source(
        state, "battle_indestructible", card.owner) is not None


Outcome = tuple[list[Card], str, tuple[str, ...]]  # destroyed, message code, rules


@dataclass
class Saved:
    """The destroyed monsters that stay, and why: `spared` by a card's effect (5-3-15),
    `instead` an Equip Card or material goes (10-4-8, 4-4-6), `banished` a Graveyard card
    banished for it (5-3-16), `sparing` the monster that spares both (12-8-4)."""
    kept: list[Card]
    spared: dict[str, tuple[Card, Survival]]
    instead: list[Card]
    banished: dict[str, Card]
    sparing: Card | None


def battle_damage(state: State, ctx: Context, attacker: Card, target: Card) -> list[Card]:
    """Damage calculation against a monster; the monsters it destroys."""
    continuous.explain(state, ctx, attacker, target)  # 5-1-1
    params: dict[str, Param] = {"attacker": _shown(state, attacker),
                                "target": say.with_stat(state, target)}
    if target.position == ATTACK:
        destroyed, code, rules = _against_attack(state, attacker, target, params)
    else:
        destroyed, code, rules = _against_defense(state, attacker, target, params)
    saved = _saved(state, destroyed, attacker, target)
    if destroyed and code in SURVIVES and len(saved.kept) == len(destroyed):
        code += ".survives"  # the loser stays (12-8-3): the battle never says it is destroyed
    ctx.emit(code, cr.DAMAGE_CALCULATION, *rules, **params)
    for card in destroyed:
        if card not in saved.kept and (card.battle_indestructible
                                       or card.battle_indestructible_atk) \
                and negated(state, card):  # its text would have kept it (12-8-3)
            ctx.emit("battle.protection_negated", cr.EFFECTS_NEGATED, cr.NOT_DESTROYED_BY_BATTLE,
                     card=say.card(state, card))
    for card in saved.kept:
        _stays(state, ctx, card, target if card is attacker else attacker, saved)
    rule_processing(state, ctx)
    return [card for card in destroyed if card not in saved.kept]


def _against_attack(state: State, attacker: Card, target: Card,
                    params: dict[str, Param]) -> Outcome:
    """The table of 12-5: the lower ATK is destroyed and its controller takes the difference."""
    atk, other = attack_value(state, attacker), state.atk(target)
    if atk == other == 0:
        return [], "battle.both_zero", (cr.BOTH_ZERO_ATK,)
    if atk == other:
        return [attacker, target], "battle.both_destroyed", (cr.EQUAL_ATK,)
    loser, winner = (target, attacker) if atk > other else (attacker, target)
    rules = (cr.HIGHER_ATK if atk > other else cr.LOWER_ATK, cr.BATTLE_DAMAGE)
    damage, why, passed = _dealt(state, loser.owner, abs(atk - other), attacker, target)
    params |= {"card": say.card(state, loser), "damage": damage}
    if not passed:  # the winner's controller took it instead (12-8-7)
        state.happened.append((winner.id, winner.moves, "inflicted_battle_damage"))
    return [loser], "battle.destroyed_with_damage", rules + why


def _against_defense(state: State, attacker: Card, target: Card,
                     params: dict[str, Param]) -> Outcome:
    """The table of 12-6: ATK over DEF destroys the target (with piercing damage, 12-3-3),
    ATK under DEF costs the attacker's controller the difference."""
    atk, defense = attack_value(state, attacker), state.defense(target)
    if atk > defense and (has(state, attacker, "piercing")  # its own, or a card's (12-6-4)
                          or pierce_grants.source(state, attacker) is not None):
        damage, why, passed = _dealt(state, target.owner, atk - defense, attacker, target)
        params |= {"card": say.card(state, target), "damage": damage}
        if not passed:  # 12-8-7
            state.happened.append((attacker.id, attacker.moves, "inflicted_battle_damage"))
        return [target], "battle.destroyed_piercing", (cr.ATK_OVER_DEF, cr.PIERCING,
                                                       cr.BATTLE_DAMAGE) + why
    if atk > defense:
        params["card"] = say.card(state, target)
        return [target], "battle.destroyed", (cr.ATK_OVER_DEF,)
    if atk < defense:
        params["damage"], why, _ = _dealt(state, attacker.owner, defense - atk, attacker, target)
        return [], "battle.defense_holds", (cr.ATK_UNDER_DEF, cr.BATTLE_DAMAGE) + why
    return [], "battle.nothing", (cr.ATK_EQUALS_DEF,)


def _dealt(state: State, pid: str, amount: int, attacker: Card,
           target: Card) -> tuple[Event, tuple[str, ...], bool]:
    """The battle damage `pid` would take in this battle, dealt: to them, to nobody (12-8-5,
    12-8-6), or to their opponent when their monster in the battle says so (12-8-7); the
    rules to cite, and whether it passed to the opponent."""
    shield, why = _shield(state, pid, attacker, target)
    mirror = None if shield else reflected.source(state, pid, attacker, target)
    if mirror is None:
        cut = [] if shield else halving(state, pid, (attacker, target))  # 12-8-9
        return take(state, pid, halved(amount, cut), shield, cut), \
            why + ((cr.HALVED_DAMAGE,) if cut else ()), False
    other = opponent(pid)
    shield, why = _shield(state, other, attacker, target)
    rules = (cr.REFLECTED_DAMAGE,) + why
    if shield is not None:
        return take(state, other, amount, shield), rules, True
    return reflected.taken_instead(state, other, amount, mirror, pid), rules, True


def _saved(state: State, destroyed: list[Card], attacker: Card, target: Card) -> Saved:
    """Which of the monsters the tables destroy stay on the field, in the order they are
    looked at: their text or this turn's effect, a card sparing them, a substitute."""
    # "neither can be destroyed by that battle" on either monster spares both (12-8-4)
    sparing = next((card for card in (attacker, target) if has(state, card, "spares_battle")), None)
    kept = [card for card in destroyed
            if _indestructible(state, card, target if card is attacker else attacker)
            or sparing is not None]
    spared = {card.id: source for card in destroyed if card not in kept
              and (source := survivals.spares(state, card, "battle")) is not None}  # 5-3-15
    kept += [card for card in destroyed if card.id in spared]
    instead = [card for card in destroyed if card not in kept  # an Equip Card goes (10-4-8)
               and (substitute(state, card, "battle") is not None
                    or can_detach(state, card, "battle")  # its materials instead (4-4-6)
                    or equipped_goes(state, card, "battle"))]  # a monster it equipped (10-4-10)
    kept += instead
    banished = {card.id: sub for card in destroyed if card not in kept  # 5-3-16
                and (sub := gy_substitutes.substitute(state, card, "battle")) is not None}
    kept += [card for card in destroyed if card.id in banished]
    return Saved(kept, spared, instead, banished, sparing)


def _stays(state: State, ctx: Context, card: Card, other: Card, saved: Saved) -> None:
    """Why a monster the tables destroy stays, in words and rules; a substitute goes."""
    effect = turn_effects.source(state, "battle_indestructible", card.owner)
    if card in saved.instead:
        destroyed_instead(state, ctx, card, "battle") \
            or detached_instead(state, ctx, card, "battle") \
            or equipped_instead(state, ctx, card, "battle")
    elif card.id in saved.banished:  # a card of its controller's Graveyard instead (5-3-16)
        gy_substitutes.banish_instead(state, ctx, saved.banished[card.id], card)
    elif card.id in saved.spared:
        source, how = saved.spared[card.id]
        ctx.emit(*survivals.words("battle.not_destroyed", how),
                 card=say.card(state, card), by=say.card(state, source))
    elif saved.sparing is not None:
        ctx.emit("battle.neither_destroyed", cr.NEITHER_DESTROYED, card=say.card(state, card),
                 by=say.card(state, saved.sparing))
    elif card.battle_indestructible_turn and not _by_text(state, card, other):  # 5-3-17
        ctx.emit("battle.not_destroyed", cr.NOT_DESTROYED_BY_BATTLE, cr.INDESTRUCTIBLE_TURN,
                 card=say.card(state, card))
    elif effect is not None and not _by_text(state, card, other):
        ctx.emit("battle.not_destroyed.this_turn", cr.NO_BATTLE_DAMAGE_THIS_TURN,
                 card=say.card(state, card), source=say.card(state, effect))
    elif (giver := _equipped_giver(state, card)) is not None:
        ctx.emit("battle.not_destroyed.equipped", cr.NOT_DESTROYED_BY_BATTLE, cr.EQUIP_GIVES,
                 card=say.card(state, card), equip=say.card(state, giver))
    elif card.battle_indestructible_atk and not (
            card.battle_indestructible or gained(state, card, "battle_indestructible")):
        ctx.emit("battle.not_destroyed.atk", cr.NOT_DESTROYED_BY_BATTLE,
                 card=say.card(state, card), atk=card.battle_indestructible_atk)
    else:
        ctx.emit("battle.not_destroyed", cr.NOT_DESTROYED_BY_BATTLE,
                 card=say.card(state, card))
