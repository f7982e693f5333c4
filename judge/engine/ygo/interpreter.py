"""The effect interpreter: runs the steps of a resolving Chain Link, top to bottom.

A step whose card is not where it needs to be does nothing and the ruling says so (5-2-5). Rule
processing runs when the whole effect has resolved: what one card does happens together, so an
effect that takes both players to 0 LP makes the Duel a draw (1-3-3); the Duel then ends before
the next Chain Link (1-3-2).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.events import Event
from ..core.replay import Context
from . import (
    attack_again,
    attack_turn_bans,
    attacks_turn,
    battle_steps,
    bonds,
    chosen_cards,
    counter_holders,
    counter_removal,
    counters,
    deck_add_rest,
    direct_turn,
    discard_check,
    effect_bans,
    equip_monsters,
    excavate,
    excavate_cards,
    extra_normal,
    face_down_mass,
    give_control,
    hand_picks,
    later_banish,
    later_steps,
    level_all,
    level_changes,
    mass_atk,
    mass_steps,
    next_attack,
    pendulum_place,
    piercing_turn,
    position_all,
    protect_turn,
    rank_up,
    rated_summon,
    relocations,
    runick,
    set_steps,
    spells_gate,
    stat_sets,
    stzone,
    summon_locks,
    tail_steps,
    top_card_placed,
    trap_monsters,
    treated_summon,
    unaffected,
    unaffected_turn,
    xyz_attach,
    xyz_detach,
)
from . import rules as cr
from . import text as say
from .chain_negation import negate
from .chance import CHANCE
from .chance import resolve as resolve_chance
from .control import take_control
from .destroying import destroy
from .done_counts import step_amount
from .draw_counts import drawn_count
from .effect_summons import summon_by_effect
from .equip import destroyed_instead, equip
from .fetch import fetch
from .gy_substitutes import spared_by_gy
from .hands import STEPS as HAND_STEPS
from .mass import all_of, destroy_extreme
from .model import (
    MONSTER,
    SET,
    Z_MONSTERS,
    Card,
    EffectStep,
    State,
)
from .moments import at_once, by_effect
from .moves import HANDLERS as MOVE_HANDLERS
from .moves import summoner
from .negation import has, negate_all, negate_effects
from .positions import change_position
from .sequence import GATES, gate
from .settle import rule_processing
from .stat_changes import change_stats
from .step_env import Env
from .step_refs import card_of, field_card, gone_reason, player_of, skip, would
from .summon_window import negate as negate_summon
from .summon_window import on_summoned
from .survivals import spared
from .synchro_materials import tuner_turn
from .tokens import summon_tokens
from .xyz_instead import detached_instead
from .zones import draw_one, on_field


def run(state: State, ctx: Context, steps: tuple[EffectStep, ...], env: Env) -> None:
    carry_out(state, ctx, steps, env)
    rule_processing(state, ctx)


def carry_out(state: State, ctx: Context, steps: tuple[EffectStep, ...], env: Env,
              joined: int = -1) -> bool:
    """The steps in order; whether the last one was done. "X, and if you do, Y" and "X, then
    Y" (`if_you_do`, `then`) do Y only when X was done (sequence.py, 5-2-7). `joined`: where
    in `state.happened` X began, when these steps are the Y of "and if you do", whose first
    step happens at the same moment as X (moments.py, 11-1-9)."""
    done = True
    since = len(state.happened)
    for index, step in enumerate(steps):
        if step.kind in GATES:
            done = gate(state, ctx, step, env, done, since, carry_out)
            continue
        if step.kind in CHANCE:  # the outcome the coins or dice answer (5-3-23)
            done = resolve_chance(state, ctx, step, env, carry_out)
            continue
        together = index == 0 and joined >= 0
        since = joined if together else len(state.happened)
        env.missed = False
        began = len(state.happened)
        if step.target == "chosen" and env.more_targets:  # "destroy them": each, at once
            _on_each_target(state, ctx, step, env)
        elif step.target == "summoned":  # "that monster(s)", each of them (10-3-4)
            on_summoned(state, ctx, step, env, _handle, skip)
        else:
            _handle(state, ctx, step, env)
        by_effect(state, began, (env.source.id, env.source.moves))
        env.last_done = state.happened[began:]
        if together:
            at_once(state, joined)
        done = not env.missed
    return done


def _on_each_target(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """A step on the targets of a card that targets several is done to each of them at one
    moment (5-2-3, 11-1-9); it is done when it is done to any (to all, `every`)."""
    first = (env.chosen, env.chosen_moves)
    since, done = len(state.happened), []
    for chosen, moves in (first, *env.more_targets):
        env.chosen, env.chosen_moves, env.missed = chosen, moves, False
        _handle(state, ctx, step, env)
        done.append(not env.missed)
    env.chosen, env.chosen_moves = first
    env.missed = not (all(done) if step.every else any(done))  # "all 5": every one
    at_once(state, since)


def _handle(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The step, unless the card it changes, moves or destroys is unaffected by the effect
    (5-3-29): then it is not done; an Equip Spell with nothing to equip goes (4-5-5)."""
    card = card_of(state, env, step.target) if step.kind in unaffected.ON_CARD else None
    if card is None or not on_field(card) or not unaffected.shielded(state, ctx, card, env):
        HANDLERS[step.kind](state, ctx, step, env)
    elif step.kind == "equip":
        equip(state, ctx, step, env, None)


def _destroy(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_card(state, ctx, step, env, "destroy")
    if card is not None and not _stays(state, ctx, card, env):
        destroy(state, ctx, card, env.label, by=env.controller)


def _stays(state: State, ctx: Context, card: Card, env: Env) -> bool:
    """A face-up card whose text says card effects cannot destroy it stays (5-3-12); a
    face-down one shows no text to apply."""
    if unaffected.shielded(state, ctx, card, env):  # not applied to it (5-3-29)
        return True
    face_up = card.position != SET if card.kind == MONSTER else card.face_up
    if not (face_up and has(state, card, "effect_indestructible")):
        if spared(state, ctx, card, env):
            return True
        instead = destroyed_instead(state, ctx, card, "effect") \
            or detached_instead(state, ctx, card, "effect") \
            or equip_monsters.destroyed_instead(state, ctx, card, "effect")  # 10-4-8, 4-4-6, -10
        env.missed = env.missed or instead
        return instead or spared_by_gy(state, ctx, card, env)  # a Graveyard card (5-3-16)
    env.missed = True
    ctx.emit("effect.not_destroyed", cr.NOT_DESTROYED_BY_EFFECTS, cr.DO_WHAT_CAN_BE_DONE,
             link=env.label, card=say.card(state, card))
    return True


def _destroy_all(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """Every card of the step's kind the player (or both) controls, in the step's position if
    it names one, destroyed together (5-3-1): "Destroy all your opponent's Attack Position
    monsters", "Destroy all Spells and Traps your opponent controls"."""
    hit = all_of(state, step, env)  # mass.py: never the one-time card resolving (10-4-1)
    counter_holders.announce(state, ctx, step, env, hit)  # "with an Ice Counter" (4-8-11)
    face_down_mass.announce(ctx, step, env)  # "face-down and non-LIGHT" (9-1-5)
    env.missed = not hit  # nothing there to destroy: not done (5-2-7)
    since = len(state.happened)
    env.substitutes = [] if len(hit) > 1 else None  # one card banished for all (5-3-16)
    for card in hit:
        if not _stays(state, ctx, card, env):
            destroy(state, ctx, card, env.label, by=env.controller)
    env.substitutes = None
    # done to several cards: done when any one of them is destroyed, though another stays or
    # another card goes in its place (5-2-7); "as many as possible" the same
    ids = {card.id for card in hit}
    env.missed = not any(event[0] in ids and event[2] == "destroyed_by_effect"
                         for event in state.happened[since:])
    at_once(state, since)  # destroyed together: none happened after another (11-1-9)


def _draw(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    count = drawn_count(state, ctx, step, env)  # "for each" card counted (5-3-20)
    if count is None:
        return
    drawn, since = 0, len(state.happened)
    for _ in range(count):
        if draw_one(state, env.controller) is None:
            ctx.emit("effect_draw_empty_deck", cr.DRAW, cr.LOSE_EMPTY_DECK_DRAW, link=env.label,
                     player=env.controller)
            env.missed = True
            return
        drawn += 1
    state.happened.append((env.controller, 0, "drew"))  # the last thing done (11-1-9)
    at_once(state, since)  # with each card drawn ("When you draw this card", 7-2-4)
    ctx.emit("effect_draw", cr.DRAW, link=env.label, player=env.controller, count=drawn)


def _atk(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    verb = "change_def" if (step.defense or step.scale_def) \
        and not (step.amount or step.atk_of or step.scale) else "change_atk"
    card = field_card(state, ctx, step, env, verb)
    if card is None:
        return
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        skip(ctx, env, would(verb, state, card), Event("why.not_monster"))
        return
    amount = step_amount(state, ctx, step, env, skip, card_of)  # "for each" (5-3-20)
    if amount is None:
        return
    change_stats(state, ctx, step, env, card, amount)  # its ATK and DEF (4-2-5)


def _negate(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if env.negating_summon:  # "negate the Summon, and if you do, destroy that card"
        negate_summon(state, ctx, env.label, tuple(env.summoned))
        return

    def destroyed(state: State, ctx: Context, card: Card) -> None:
        if not _stays(state, ctx, card, env):  # 5-3-12
            destroy(state, ctx, card, None, by=env.controller)

    if not negate(state, ctx, step, env.label, env.link, destroyed):
        skip(ctx, env, would("negate", state), Event("why.no_link_below"))


# a monster put on the field by an effect (8-4-3, 3-10-2; moves.py)
_special_summon = summoner(card_of, skip, would, gone_reason)


def _equip(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    monster = card_of(state, env, step.target)
    equip(state, ctx, step, env, monster)
    env.missed = monster is None or env.source.equipped_to != (monster.id, monster.moves)


def _fetch(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    fetch(state, ctx, step, env, _special_summon, skip)


def _change_position(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_card(state, ctx, step, env, "change_position")
    change_position(state, ctx, step, env, card, skip)


def _negate_effects(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_card(state, ctx, step, env, "negate_effects")
    negate_effects(state, ctx, env, card, skip)


HANDLERS: dict[str, Callable[[State, Context, EffectStep, Env], None]] = {
    "destroy": _destroy, "draw": _draw, "atk": _atk,
    "negate": _negate, "special_summon": bonds.binding(_special_summon),
    "destroy_all": _destroy_all, "equip": _equip,
    "destroy_extreme": lambda state, ctx, step, env: destroy_extreme(
        state, ctx, step, env, env.picked, lambda card: None if _stays(state, ctx, card, env)
        else destroy(state, ctx, card, env.label, by=env.controller)),
    "fetch": _fetch, "change_position": _change_position, **HAND_STEPS,
    "take_control": lambda state, ctx, step, env: take_control(
        state, ctx, field_card(state, ctx, step, env, "take_control"), step.to, env, skip),
    **dict.fromkeys(("fusion_summon", "ritual_summon"),  # 8-5-1, 8-5-2
                    lambda state, ctx, step, env: summon_by_effect(state, ctx, step, env, skip)),
    "negate_effects": _negate_effects, "summon_lock": summon_locks.apply,
    "summon_tokens": lambda state, ctx, step, env: summon_tokens(state, ctx, step, env, skip),
    "place_counters": lambda state, ctx, step, env: counters.place(  # 4-8-1
        state, ctx, step, env, card_of(state, env, step.target), skip),
    "remove_all_counters": lambda state, ctx, step, env: counters.remove_all(  # 4-8-8
        state, ctx, step, env),
    "place_counters_each": lambda state, ctx, step, env: counters.place_each(  # 4-8-6
        state, ctx, step, env),
}
# damage and LP (5-3-10, 1-2-2), the steps that act on the battle (12-3-12, 12-9-3) and those
# that last for the turn (12-8-6, 12-3-13)
HANDLERS.update(battle_steps.handlers(skip, card_of, player_of))
# a card moved to the hand, the GY, the banishment or the Deck (5-3-2, 5-3-3, 5-3-11, 5-3-14)
HANDLERS.update(relocations.handlers(skip, card_of, would, gone_reason))
HANDLERS.update(level_changes.handlers(skip, field_card))  # a Level raised or lowered (4-2-2)
HANDLERS.update(MOVE_HANDLERS)  # the top cards of a Deck sent to the GY (3-7-3)
# a card put under an Xyz Monster as one of its Xyz Materials (4-4-3)
HANDLERS.update(xyz_attach.handlers(skip, card_of, would, gone_reason))
HANDLERS.update(mass_steps.handlers(  # every monster of a kind returned at once (5-3-11)
    lambda env, word: ["A", "B"] if word == "both" else [player_of(env, word)], skip, card_of))
HANDLERS["negate_all_effects"] = lambda state, ctx, step, env: negate_all(  # 5-5-1
    state, ctx, step, env, ["A", "B"] if step.player == "both" else [player_of(env, step.player)])
HANDLERS.update(tail_steps.handlers(skip, field_card))  # a second attack, a random discard
HANDLERS["extra_normal_summon"] = extra_normal.apply_step  # an additional Normal Summon (8-1-7)
# "place this card in your Pendulum Zone": a Pendulum Scale, not activated (3-6-4)
HANDLERS.update(pendulum_place.handlers(skip, card_of, would, gone_reason))
HANDLERS["choose"] = lambda state, ctx, step, env: chosen_cards.choose(  # 5-3-22
    state, ctx, step, env, HANDLERS[step.to])
HANDLERS.update(direct_turn.handlers(skip, field_card))  # direct this turn (12-3-10)
HANDLERS.update(piercing_turn.handlers(skip, field_card))  # piercing this turn (12-6-4)
HANDLERS.update(attack_again.handlers(skip, field_card))  # once more, in a row (12-3-27)
HANDLERS.update(protect_turn.handlers(skip, field_card))  # indestructible this turn 5-3-17
HANDLERS["level_all"] = level_all.level_all  # all monsters of a kind (4-2-2)
HANDLERS.update(rank_up.handlers(skip, card_of))  # an Xyz Summon on top of a monster (8-5-15)
HANDLERS["hand_pick"] = hand_picks.hand_pick  # from the opponent's hand, looked at (5-3-24)
HANDLERS.update(trap_monsters.handlers(skip, would))  # a Trap summoning itself (4-6-5)
HANDLERS.update(stzone.handlers(skip, card_of, would, gone_reason))  # as a Spell, 3-4-5
HANDLERS["synchro_summon"] = lambda state, ctx, step, env: summon_by_effect(  # 8-5-13
    state, ctx, step, env, skip)
HANDLERS["tuner_turn"] = lambda state, ctx, step, env: tuner_turn(  # 8-5-14
    state, ctx, env, skip)
HANDLERS["atk_all"] = mass_atk.atk_all  # every face-up monster of a kind, this turn (4-2-5)
HANDLERS.update(later_banish.handlers(skip, card_of, would, gone_reason))  # 7-7-9
HANDLERS.update(later_steps.handlers(carry_out))  # "during the End Phase of this turn" (7-7-10)
HANDLERS.update(set_steps.handlers(skip, card_of, would, gone_reason))  # 10-1-1
HANDLERS.update(treated_summon.handlers(skip))  # from the Extra Deck, treated as ... (8-5-16)
HANDLERS["excavate"] = excavate.excavate  # the top card of the Deck, by what it is (5-3-26)
HANDLERS["top_card_placed"] = top_card_placed.top_card_placed  # looked at, placed (5-3-35)
HANDLERS["negate_next_attack"] = next_attack.apply  # "negate the next attack" (12-3-22)
HANDLERS.update(discard_check.handlers(carry_out))  # by what the discarded card was (5-3-27)
HANDLERS.update(xyz_detach.handlers(skip, card_of, would, gone_reason))  # not a cost (4-4-9)
HANDLERS.update(equip_monsters.handlers(skip, card_of, would, gone_reason))  # 10-4-9
HANDLERS.update(unaffected_turn.handlers(skip, field_card))  # unaffected this turn (5-3-29)
HANDLERS.update(stat_sets.handlers(skip, field_card, card_of))  # ATK or DEF set (4-2-8)
HANDLERS.update(runick.handlers(skip))  # Deck top banished, to the EMZ (3-7-4, 3-3-5)
HANDLERS.update(rated_summon.handlers(skip))  # Link Rating = the cost's count (5-2-34, 8-5-20)
HANDLERS.update(spells_gate.handlers(carry_out))  # a later part asked as it is done (5-2-24)
HANDLERS["effect_lock"] = effect_bans.apply  # monster effects restricted this turn (5-2-28)
HANDLERS["no_attack_rest"] = attack_turn_bans.no_attack_rest  # its own attacks (5-2-29)
HANDLERS.update(give_control.handlers(skip, field_card))  # to the opponent (3-10-7)
HANDLERS.update(attacks_turn.handlers(skip, field_card))  # on monsters this turn (12-3-25)
HANDLERS.update(excavate_cards.handlers(skip, _special_summon))  # several excavated, 5-3-34
HANDLERS.update(position_all.handlers(skip))  # all monsters of a kind to one position 9-2-12
HANDLERS["no_deck_adds_rest"] = deck_add_rest.no_deck_adds_rest  # from its resolution, 5-2-27
HANDLERS.update(counter_removal.handlers(skip, card_of, would, gone_reason))  # 4-8-15
