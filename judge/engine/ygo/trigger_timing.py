"""When a monster's Trigger Effect (5-1-3) may be activated: the events of `state.happened`
each of its trigger words answers, whether its event happened (its own, or another card's,
5-1-3, 10-3-4), whether a "When ... you can" effect missed its timing because something else
happened after (11-1-9), and whether it joins a chain only beside other Trigger Effects of the
same moment (11-1-8). monster_effects.py asks here."""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import summon_window
from . import text as say
from .after_damage import AFTER_ANSWERS
from .answers import ACTIVATED
from .answers import problem as answer_problem
from .battle_end import BATTLE_END_ANSWERS
from .battles_described import battles_fits
from .condition_events import CAUSE_ANSWERS, NOT_BY_COST, cause_fits, other_fits
from .condition_more import MORE_ANSWERS
from .cost_events import COST_ANSWERS, cost_fits
from .damage_step_start import START_ANSWERS
from .detached_events import DETACH_ANSWERS
from .equip_events import EQUIP_ANSWERS, equipped_fits
from .gemini_triggers import with_gemini
from .how_moved import MOVED_ANSWERS, moved_fits, refusal_rules
from .left_events import left_fits
from .model import Card, Link, MonsterEffect, State
from .moments import after
from .own_events import OWN_ANSWERS, own_fits
from .phase_effects import PHASE_EVENTS, phase_problem
from .position_events import POSITION_ANSWERS
from .stzone import event_fits
from .stzone_forms import STZONE_ANSWERS
from .tail_events import TAIL_ANSWERS, tail_fits

# the events (state.happened) each trigger word answers
ANSWERS = {"normal_summoned": ("normal_summoned",), "special_summoned": ("special_summoned",),
           "summoned": ("normal_summoned", "special_summoned"),
           "tribute_summoned": ("tribute_summoned",), "flip_summoned": ("flip_summoned",),
           "normal_or_flip_summoned": ("normal_summoned", "flip_summoned"),
           "any_summoned": ("normal_summoned", "special_summoned", "flip_summoned"),
           "destroyed_by_battle": ("destroyed_by_battle",),
           "destroyed_by_effect": ("destroyed_by_effect",),
           "destroyed": ("destroyed_by_battle", "destroyed_by_effect"),
           "destroyed_a_monster": ("destroyed_a_monster",),
           "inflicted_battle_damage": ("inflicted_battle_damage",),
           "inflicted_direct_damage": ("inflicted_direct_damage",),
           "sent_to_graveyard": ("sent_to_graveyard", "sent_from_field_to_graveyard"),
           "sent_from_field_to_graveyard": ("sent_from_field_to_graveyard",),
           "sent_to_graveyard_by_effect": ("sent_to_graveyard_by_effect",),
           "banished": ("banished",), "synchro_summoned": ("synchro_summoned",),
           "xyz_summoned": ("xyz_summoned",), "synchro_material": ("synchro_material",),
           "fusion_summoned": ("fusion_summoned",), "ritual_summoned": ("ritual_summoned",),
           "fusion_material": ("fusion_material",),
           "link_summoned": ("link_summoned",), "link_material": ("link_material",),
           "flipped": ("flipped",), "normal_summoned_or_flipped": ("normal_summoned", "flipped"),
           "tributed": ("tributed",), "discarded": ("discarded",),
           "special_summoned_from_hand": ("special_summoned_from_hand",),
           "special_summoned_from_graveyard": ("special_summoned_from_graveyard",),
           "declared_attack": ("declared_attack",),
           "destroyed_by_opponent": ("destroyed_by_opponent",),
           "destroyed_by_opponent_effect": ("destroyed_by_opponent_effect",),
           "destroyed_by_battle_or_opponent_effect": ("destroyed_by_battle",
                                                      "destroyed_by_opponent_effect"),
           "summoned_this_way": ("summoned_this_way",), **CAUSE_ANSWERS,
           **TAIL_ANSWERS,  # either of two events (tail_events.py)
           **BATTLE_END_ANSWERS,  # at the end of its battle (battle_end.py)
           **EQUIP_ANSWERS,  # the equipped monster's, not the card's (equip_events.py)
           **MORE_ANSWERS,  # Pendulum Summoned, a Link Summoned card destroyed (condition_more)
           **START_ANSWERS}  # the Start of the Damage Step of its attack (12-4-14)
ANSWERS.update(AFTER_ANSWERS)  # after damage calculation of its battle (after_damage.py)
ANSWERS["excavated_to_graveyard"] = ("excavated_to_graveyard",)  # 5-3-26 (excavate.py)
ANSWERS.update(STZONE_ANSWERS)  # a Set Monster Card destroyed there (stzone.py, 3-4-7)
ANSWERS.update(OWN_ANSWERS)  # left the field face-up, added to the hand (own_events.py)
ANSWERS.update(POSITION_ANSWERS)  # its own battle position changed (position_events.py)
ANSWERS.update(COST_ANSWERS)  # sent to the GY as a monster effect's cost (cost_events.py)
ANSWERS.update(DETACH_ANSWERS)  # detached as its Xyz Monster's cost (detached_events.py)
ANSWERS.update(MOVED_ANSWERS)  # the zone it left, what moved it, either of two (5-1-18)
ANSWERS.update(with_gemini(ANSWERS))  # a Gemini Summon is a Normal Summon (gemini_triggers.py)
# events of another card that a monster's Trigger Effect answers: an opponent's monster
# declares an attack (5-1-3, 12-3-6)
OTHERS = {"opponent_attack_declared": "declared_attack",
          "opponent_direct_attack_declared": "declared_direct_attack",
          "any_attack_declared": "declared_attack"}  # "When any player's monster declares ..."
EITHER_PLAYER = ("any_attack_declared",)  # either player's monster, this card's own too


def trigger_problem(state: State, card: Card, effect: MonsterEffect,
                     index: int) -> Illegal | None:
    """A Trigger Effect answers its event just after it happened (5-1-3), or a phase while
    the game is in it (phase_effects.py); it joins a chain only beside other Trigger Effects
    of the same moment (11-1-8)."""
    if effect.on == ACTIVATED:  # the next Chain Link after an activation (11-1-11)
        return answer_problem(state, card, effect)
    problem = phase_problem(state, card, effect, index) if effect.on in PHASE_EVENTS \
        else _event_problem(state, card, effect)
    if problem is not None:
        return problem
    if effect.during == "opponent_turn" and state.turn_player == card.owner:
        # "If this card is Special Summoned during your opponent's turn" (5-1-15): activated
        # at once, so in the turn its event happened in
        return Illegal("illegal.trigger_turn", (cr.TRIGGER_EFFECT, cr.EVENT_IN_TURN),
                       card=say.card(state, card), during=Event(f"during.{effect.during}"))
    if state.chain and (state.window is None or any(not _is_trigger(state, link)
                                                     for link in state.chain)):
        return Illegal("illegal.trigger_in_chain", (cr.TRIGGERS_TOGETHER,
                                                    cr.SPEED_ONE_CANNOT_RESPOND),
                       card=say.card(state, card))
    return None


def _event_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """Worded "when ... you can", only if its event was the last thing that happened
    (11-1-9)."""
    ref = say.card(state, card)
    if effect.on == "summon":  # a Summon of another card, of the kind it names (10-3-4)
        if summon_window.answered(state, card.owner, effect.summon, effect.when, card.id):
            return None
        return Illegal("illegal.trigger_no_event", (cr.TRIGGER_EFFECT, cr.ANSWERS_EVENT),
                       card=ref, event=Event("trigger_event.summon"))
    events = state.window if state.window is not None else state.happened
    mine = [i for i, (cid, moves, what) in enumerate(events)
            if (cid == card.id and moves == card.moves and what in ANSWERS[effect.on]
                and cause_fits(state, card, effect, events[i])  # 8-5-5, 5-1-3
                and tail_fits(state, card, effect, events[i])
                and moved_fits(state, card, effect, events[i])  # 5-1-18
                and left_fits(state, card, effect, events[i])  # 5-1-10
                and event_fits(state, card, effect, events[i])  # 3-4-7
                and own_fits(state, card, effect, events[i])  # 5-1-12, 5-1-14
                and cost_fits(state, card, effect, events[i])  # 5-2-23
                and battles_fits(state, card, effect, events[i]))  # 12-4-14
            or (effect.on in OTHERS and what == OTHERS[effect.on]
                and (state.cards[cid].owner != card.owner or effect.on in EITHER_PLAYER))
            or other_fits(state, card, effect, events, i)  # another card's (5-1-3)
            or equipped_fits(state, card, effect, events[i])]  # its equipped monster's
    if not mine:
        # not by a cost (5-2-2); what it says of the move (5-1-18)
        cost = ((cr.COSTS,) if effect.on in NOT_BY_COST else ()) + refusal_rules(effect)
        return Illegal("illegal.trigger_no_event",
                       (cr.TRIGGER_EFFECT, cr.MISSING_THE_TIMING, *cost),
                       card=ref, event=Event(f"trigger_event.{effect.on}"))
    # what happened to this card at one moment ("Tribute Summoned" with "Normal Summoned"), or
    # to several cards together (moments.py), is one thing: only something else done after it
    # makes it not the last
    own = events[mine[-1]][:2]  # the card the event happened to
    later = [(cid, moves) for cid, moves, _what in after(state, events, mine[-1])]
    if effect.when and effect.optional and any(e != own for e in later):
        return Illegal("illegal.missed_timing", (cr.MISSING_THE_TIMING, cr.TRIGGER_EFFECT),
                       card=ref, event=Event(f"trigger_event.{effect.on}"))
    return None


def _is_trigger(state: State, link: Link) -> bool:
    if link.flip:
        return True
    effects = state.cards[link.card].effects
    return 0 <= link.effect < len(effects) and effects[link.effect].type == "trigger"
