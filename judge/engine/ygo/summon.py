"""Main Phase actions of the turn player: Normal and Tribute Summons and Sets, Flip Summons,
changes of battle position and Setting Spells and Traps (7-4-1, 8, 9-2, 10-1)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import (
    bound_summons,
    extra_normal,
    holds,
    normal_locks,
    placed,
    position_events,
    position_locks,
    summon_bans,
    summon_places,
    tributed_by,
    turned_up,
)
from . import rules as cr
from . import text as say
from .battle import missing
from .described import described_fits
from .immunity import position_kept_problem
from .links import add_link
from .model import (
    ATTACK,
    DEFENSE,
    MAIN_PHASES,
    MAX_MONSTERS,
    MAX_SPELLS_TRAPS,
    MONSTER,
    SET,
    SPELL,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Action,
    Card,
    Link,
    State,
)
from .negation import negated
from .pendulum import say_extra_deck
from .restrictions import second_copy_problem
from .stat_sets import original_on_summon
from .stzone import set_as_spell
from .summon_conditions import condition_holds
from .summon_window import being_made
from .zones import move


def _missing(ref: object) -> Illegal:
    return missing(ref, cr.MAIN_PHASE_ACTIONS)


def main_phase_problem(state: State, card: Card, doing: str, *rules: str) -> Illegal | None:
    """Summons, Sets and position changes: the turn player's own card, in a Main Phase (7-4-1).
    An open chain has resolved before any of them is checked (11-1-6: game.settle_waiting)."""
    tp = state.turn_player
    action = Event(f"doing.{doing}")
    if card.owner != tp:
        return Illegal("illegal.not_turn_players_card", (cr.MAIN_PHASE_ACTIONS, *rules),
                       card=say.card(state, card), owner=card.owner, player=tp, doing=action)
    if state.phase not in MAIN_PHASES:
        return Illegal("illegal.not_main_phase", (cr.MAIN_PHASE_ACTIONS, *rules), player=tp,
                       doing=action, phase=Event(f"phase.{state.phase}"))
    return None


def tributes_needed(level: int) -> int:
    """Level 4 or lower: none (8-1-4); 5 or 6: one; 7 or more: two (8-2-1)."""
    return 0 if level <= 4 else 1 if level <= 6 else 2


def legal_normal_summon(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    setting = action.kind == "set_monster"
    doing = action.kind
    # 8-1-1: the turn player, in their own Main Phase, a monster from their hand
    problem = main_phase_problem(state, card, doing, cr.ONE_NORMAL_SUMMON)
    if problem is not None:
        return problem
    if card.zone != Z_HAND or card.kind != MONSTER:
        return Illegal("illegal.summon_not_in_hand", (cr.ONE_NORMAL_SUMMON,),
                       card=say.card(state, card), owner=card.owner)
    if card.no_normal_summon:
        return Illegal("illegal.cannot_normal_summon", (cr.CANNOT_NORMAL_SUMMON,),
                       card=say.card(state, card))
    if not setting and card.normal_summon_if is not None \
            and not condition_holds(state, card, card.normal_summon_if):  # Set: allowed
        return Illegal("illegal.normal_summon_unless", (cr.NORMAL_SUMMON_UNLESS,),
                       card=say.card(state, card))
    if state.players[card.owner].normal_summoned \
            and not extra_normal.allowed(state, card, setting,
                                         bool(action.get("tributes"))):  # 8-1-7
        return Illegal("illegal.second_normal_summon", (cr.ONE_NORMAL_SUMMON,), player=card.owner)
    banned = normal_locks.summon_problem(state, card) \
        or (None if setting else summon_bans.summon_problem(state, card))  # 5-2-15, 5-2-12
    if banned is not None:
        return banned
    tributes = list(action.get("tributes") or [])
    # a Set copy is face-down: not counted (5-4-1); the Tributes are gone before it arrives
    problem = None if setting else second_copy_problem(
        state, card, tuple(t for t in tributes if isinstance(t, str)))
    return problem or _tribute_problem(state, card, tributes, setting) \
        or summon_places.column_problem(state, card, action)  # the zone it goes to (4-4-7)


def without_tributes(state: State, card: Card, setting: bool) -> bool:
    """Its text lets it be Normal Summoned (or Set, when it says so) with no Tribute, and the
    condition it puts first holds now (8-1-8)."""
    condition = card.without_tributes
    return condition is not None and (card.set_without_tributes or not setting) \
        and condition_holds(state, card, condition)


def other_way(state: State, card: Card, tributes: list[str], setting: bool) -> bool:
    """A Tribute Summon with the number of Tributes its text names instead (8-2-6), each of
    the kind it names, if it names one (8-2-7): the Tributes as they are on the field."""
    return not setting and bool(card.tribute_summon_with) \
        and len(tributes) == card.tribute_summon_with \
        and tributed_by.fit_text(card, [state.cards[ref] for ref in tributes])


def counted(state: State, card: Card, tribute: Card) -> int:
    """Two for a face-up monster whose text says it can be treated as 2 Tributes for the
    Tribute Summon of a monster like `card`, else one (8-2-5)."""
    spec = tribute.double_tribute
    if spec is None or tribute.position == SET or tribute.zone != Z_MONSTERS \
            or negated(state, tribute):  # its effect does not apply while negated (5-5-1)
        return 1
    return 2 if described_fits(spec, card) else 1


def _tribute_problem(state: State, card: Card, tributes: list[str],
                     setting: bool) -> Illegal | None:
    needed = tributes_needed(card.level)
    rules: tuple[str, ...] = ((cr.NO_TRIBUTE_LOW_LEVEL,) if needed == 0
                              else (cr.TRIBUTES_BY_LEVEL,))
    if needed and not tributes and without_tributes(state, card, setting):
        needed, rules = 0, (cr.NO_TRIBUTES_BY_TEXT,)  # 8-1-8
    rules += (cr.TRIBUTE_SET,) if setting and needed else ()
    for ref in tributes:
        tribute = state.resolve(ref)
        if tribute is None or tribute.zone != Z_MONSTERS or tribute.owner != card.owner:
            label = say.card(state, tribute) if tribute else str(ref)
            return Illegal("illegal.tribute_not_own", (cr.PAY_TRIBUTES, cr.TRIBUTE), card=label,
                           player=card.owner)
        if tribute.no_tribute_summon == "always" or tribute.no_tribute_summon == "turn" \
                and tribute.summoned_this_turn:  # "cannot be Tributed for ..." (4-7-4)
            return Illegal("illegal.token_not_for_tribute_summon",
                           (cr.TOKEN_AS_PRINTED, cr.PAY_TRIBUTES), tribute=say.card(state, tribute),
                           card=say.card(state, card))
        if tribute.no_tribute_summon_except \
                and tribute.no_tribute_summon_except not in card.archetypes:  # 4-7-4
            return Illegal("illegal.token_not_for_tribute_summon.except",
                           (cr.TOKEN_AS_PRINTED, cr.PAY_TRIBUTES), tribute=say.card(state, tribute),
                           card=say.card(state, card), archetype=tribute.no_tribute_summon_except)
    value = sum(counted(state, card, state.cards[ref]) for ref in tributes)
    if value != len(tributes):
        rules += (cr.DOUBLE_TRIBUTE,)
    if other_way(state, card, tributes, setting):
        needed = value  # as many as its text names, for a Summon (8-2-6)
    elif value != needed and not setting and card.tribute_summon_by is not None \
            and len(tributes) == card.tribute_summon_with:  # in number, not in kind (8-2-7)
        return tributed_by.unfit(state, card, tributes, need=needed)
    if value != needed:
        need = Event("tributes.none") if needed == 0 else Event("tributes.count",
                                                                {"count": needed})
        return Illegal("illegal.tribute_count", rules, card=say.card(state, card),
                       level=card.level, need=need, count=value)
    if len(state.players[card.owner].monsters) - len(tributes) >= MAX_MONSTERS:
        return Illegal("illegal.monster_zones_full", (cr.NO_ROOM, cr.FIVE_MONSTERS),
                       player=card.owner, card=say.card(state, card))
    return None


def apply_normal_summon(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    setting = action.kind == "set_monster"
    tributes = [state.cards[ref] for ref in action.get("tributes") or []]
    seen = tributed_by.seen(tributes)  # as they are on the field (5-2-4)
    this_way = other_way(state, card, [t.id for t in tributes], setting)  # before they go
    for tribute in tributes:
        move(state, tribute, Z_GRAVEYARD)
        state.happened.append((tribute.id, tribute.moves, "tributed"))  # for Trigger Effects
    if tributes:
        ctx.emit("tributed", cr.TRIBUTES_BY_LEVEL, cr.PAY_TRIBUTES, cr.TRIBUTE,
                 player=card.owner, cards=say.cards(state, [t.id for t in tributes]),
                 level=card.level, card=say.card(state, card))
        say_extra_deck(state, ctx, tributes)
    grant = extra_normal.record(state, card, setting, bool(tributes))  # 8-1-7
    move(state, card, Z_MONSTERS, position=SET if setting else ATTACK)
    tributed_by.record(card, seen)  # "Tribute Summoned by Tributing a "X" monster"
    summon_places.place(state, ctx, card, action)  # where it stands, if the action says
    card.summoned_this_turn = True
    state.players[card.owner].normal_summoned = True
    if setting and grant is not None:  # the first Normal Summon was the additional (8-1-7)
        extra_normal.say_set(state, ctx, card, bool(tributes), grant)
        return
    if setting:
        ctx.emit("monster_set", cr.SET_MONSTER, cr.ONE_NORMAL_SUMMON,
                 *((cr.TRIBUTE_SET,) if tributes else ()), player=card.owner,
                 card=say.card(state, card))
        return
    summon_bans.record(state, card)  # 5-2-12
    turned_up.mark(state, card, "normal")  # "the turn this card is Normal Summoned" (7-7-5)
    since = len(state.happened)
    state.happened.append((card.id, card.moves, "normal_summoned"))  # for Trigger Effects
    if tributes:
        state.happened.append((card.id, card.moves, "tribute_summoned"))
    if this_way:  # "If Summoned this way" (8-2-6)
        state.happened.append((card.id, card.moves, "summoned_this_way"))
    being_made(state, [card], "normal", since)  # it may still be negated (8-1-5)
    if grant is not None:  # the second Normal Summon, which a card's grant allows (8-1-7)
        extra_normal.say_summoned(state, ctx, card, bool(tributes), grant)
        return
    if this_way:
        ctx.emit("tribute_summoned.by_text", cr.NORMAL_SUMMON, cr.ONE_NORMAL_SUMMON,
                 cr.TRIBUTES_BY_TEXT,
                 *((cr.TRIBUTES_OF_A_KIND,) if card.tribute_summon_by else ()),
                 player=card.owner, card=say.with_atk(state, card),
                 count=len(tributes))
        return
    if not tributes and tributes_needed(card.level):  # its text lets it go without (8-1-8)
        card.summoned_as = (card.moves, state.turn_number, "without_tributes")  # 7-7-6
        ctx.emit("normal_summoned.without_tributes", cr.NORMAL_SUMMON, cr.ONE_NORMAL_SUMMON,
                 cr.NO_TRIBUTES_BY_TEXT, player=card.owner, card=say.with_atk(state, card))
        original_on_summon(state, ctx, card)  # "..., but its original ATK becomes 1000" 4-2-8
        return
    ctx.emit("tribute_summoned" if tributes else "normal_summoned", cr.NORMAL_SUMMON,
             cr.ONE_NORMAL_SUMMON,
             *((cr.TRIBUTE_IS_NORMAL,) if tributes else (cr.NO_TRIBUTE_LOW_LEVEL,)),
             *((cr.DOUBLE_TRIBUTE,) if len(tributes) < tributes_needed(card.level) else ()),
             player=card.owner, card=say.with_atk(state, card))


def _field_monster(state: State, action: Action, doing: str, *rules: str
                   ) -> tuple[Card | None, Illegal | None]:
    card = state.resolve(action.get("card"))
    if card is None:
        return None, _missing(action.get("card"))
    problem = main_phase_problem(state, card, doing, *rules)
    if problem is None and (card.zone != Z_MONSTERS or card.kind != MONSTER):
        problem = Illegal("illegal.not_monster_on_field", rules, card=say.card(state, card),
                          owner=card.owner)
    return card, problem


def legal_flip_summon(state: State, action: Action) -> Illegal | None:
    card, problem = _field_monster(state, action, "flip_summon", cr.FLIP_SUMMON)
    if problem is not None or card is None:
        return problem
    ref = say.card(state, card)
    if card.position != SET:
        return Illegal("illegal.flip_summon_face_up", (cr.FLIP_SUMMON,), card=ref)
    held = holds.position_problem(state, card)  # "cannot change its battle position" (10-4-5)
    held = held or bound_summons.position_problem(state, card)  # by its Summon (12-3-23)
    held = held or position_locks.flip_problem(state, card)  # a face-up card's lock (9-2-11)
    if held is not None:
        return held
    if card.summoned_this_turn:
        return Illegal("illegal.flip_summon_set_this_turn", (cr.FLIP_NOT_WHEN_SET,), card=ref)
    if card.changed_position_this_turn:
        return Illegal("illegal.flip_summon_position_changed",
                       (cr.POSITION_ONCE, cr.FLIP_NOT_NORMAL), card=ref)
    return second_copy_problem(state, card) or summon_bans.summon_problem(state, card)


def apply_flip_summon(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    card.position = ATTACK
    card.summoned_this_turn = card.changed_position_this_turn = True
    summon_bans.record(state, card)  # 5-2-12
    turned_up.mark(state, card)  # "... or flipped face-up" (7-7-5)
    ctx.emit("flip_summoned", cr.FLIP_SUMMON, cr.FLIP_NOT_NORMAL, player=card.owner,
             card=say.with_atk(state, card))
    # for Trigger Effects: Flip Summoned, and so flipped face-up (5-1-3)
    since = len(state.happened)
    state.happened += [(card.id, card.moves, "flip_summoned"), (card.id, card.moves, "flipped")]
    position_events.record(state, card, SET)  # changed to Attack Position (9-2-9)
    being_made(state, [card], "flip", since)  # it may still be negated (8-1-5)
    if card.flip:
        add_link(state, ctx, Link(card.id, card.moves, card.owner, 1, flip=True),
                 Event("activation.flip_summon", {"card": say.card(state, card)}),
                 [cr.FLIP_SUMMON_FLIP_EFFECT, cr.FLIP_EFFECT, cr.SPEED_ONE])


def legal_change_position(state: State, action: Action) -> Illegal | None:
    card, problem = _field_monster(state, action, "change_position",
                                   cr.POSITION_CHANGES, cr.POSITION_MAIN_PHASE_ONLY)
    if problem is not None or card is None:
        return problem
    ref = say.card(state, card)
    if "Link" in card.monster_types:
        return Illegal("illegal.link_position_change", (cr.LINK_ALWAYS_ATTACK,), card=ref)
    if card.position == SET:
        return Illegal("illegal.position_face_down", (cr.POSITION_CHANGES, cr.FLIP_SUMMON),
                       card=ref)
    if card.summoned_this_turn:
        return Illegal("illegal.position_on_arrival", (cr.POSITION_NOT_ON_ARRIVAL,), card=ref)
    if card.changed_position_this_turn:
        return Illegal("illegal.position_once", (cr.POSITION_ONCE,), card=ref)
    if card.attacked_this_turn:
        return Illegal("illegal.position_after_attack", (cr.POSITION_NOT_AFTER_ATTACK,),
                       card=ref)
    return holds.position_problem(state, card) \
        or bound_summons.position_problem(state, card) \
        or position_kept_problem(state, card) \
        or position_locks.change_problem(state, card)  # 10-4-5, 12-3-23, 9-2-8, 9-2-11


def apply_change_position(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    old, card.position = card.position, DEFENSE if card.position == ATTACK else ATTACK
    card.changed_position_this_turn = True
    position_events.record(state, card, old)  # "If this ... card is changed to ..." (9-2-9)
    ctx.emit("position_changed", cr.POSITION_CHANGES, cr.POSITION_ONCE, player=card.owner,
             card=say.card(state, card), position=say.position(card.position))


def legal_set_spell_trap(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    problem = main_phase_problem(state, card, "set_spell_trap", cr.SET_SPELL_TRAP)
    if problem is not None:
        return problem
    if card.zone != Z_HAND or card.kind == MONSTER and not card.set_as_spell:  # 3-4-7
        return Illegal("illegal.set_not_spell_trap", (cr.SET_SPELL_TRAP,),
                       card=say.card(state, card), owner=card.owner)
    placed_only = placed.problem(state, card)  # 10-2-6
    if placed_only is not None:
        return placed_only
    field_spell = card.kind == SPELL and card.spell_type == "field"
    if not field_spell and len(state.players[card.owner].spells_traps) >= MAX_SPELLS_TRAPS:
        return Illegal("illegal.spell_trap_zones_full", (cr.FIVE_SPELLS_TRAPS, cr.SET_SPELL_TRAP),
                       player=card.owner)
    return None


def apply_set_spell_trap(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    player = state.players[card.owner]
    if card.kind == SPELL and card.spell_type == "field":
        if player.field_spell is not None:
            old = state.cards[player.field_spell]
            move(state, old, Z_GRAVEYARD)
            ctx.emit("field_spell_replaced.set", cr.REPLACE_FIELD_SPELL,
                     card=say.card(state, old), player=card.owner)
        move(state, card, Z_FIELD)
    else:
        move(state, card, Z_SPELLS_TRAPS)
    card.set_this_turn = True
    if set_as_spell(state, ctx, card):  # a monster Set as a Spell by its own text (3-4-7)
        return
    ctx.emit("spell_trap_set", cr.SET_SPELL_TRAP, cr.SET_IS_NOT_ACTIVATION, player=card.owner,
             card=say.card(state, card), kind=say.kind(card))
