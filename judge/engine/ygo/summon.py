"""Main Phase actions of the turn player: Normal and Tribute Summons and Sets, Flip Summons,
changes of battle position and Setting Spells and Traps (7-4-1, 8, 9-2, 10-1)."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as yr
from . import text as say
from .chain import add_link
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
from .zones import move

PHASE_NAMES = {"battle": "the Battle Phase", "main1": "Main Phase 1", "main2": "Main Phase 2"}


def _missing(ref: object) -> Illegal:
    return Illegal(f"There is no card {ref!r} in this duel.", (yr.MAIN_PHASE_ACTIONS,))


def main_phase_problem(state: State, card: Card, doing: str, *rules: str) -> Illegal | None:
    """Summons, Sets and position changes: the turn player's own card, in a Main Phase (7-4-1).
    An open chain has resolved before any of them is checked (11-1-6: game.settle_waiting)."""
    tp = state.turn_player
    if card.owner != tp:
        return Illegal(f"{card.name} belongs to {card.owner}, and only the turn player ({tp}) "
                       f"can {doing}.", (yr.MAIN_PHASE_ACTIONS, *rules))
    if state.phase not in MAIN_PHASES:
        return Illegal(f"{tp} cannot {doing} during {PHASE_NAMES.get(state.phase, state.phase)}: "
                       f"only in Main Phase 1 or 2.", (yr.MAIN_PHASE_ACTIONS, *rules))
    return None


def tributes_needed(level: int) -> int:
    """Level 4 or lower: none (8-1-4); 5 or 6: one; 7 or more: two (8-2-1)."""
    return 0 if level <= 4 else 1 if level <= 6 else 2


def legal_normal_summon(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    setting = action.kind == "set_monster"
    doing = "Set a monster" if setting else "Normal Summon"
    # 8-1-1: the turn player, in their own Main Phase, a monster from their hand
    problem = main_phase_problem(state, card, doing, yr.ONE_NORMAL_SUMMON)
    if problem is not None:
        return problem
    if card.zone != Z_HAND or card.kind != MONSTER:
        return Illegal(f"{card.name} is not a monster in {card.owner}'s hand: only a monster in "
                       f"the hand can be Normal Summoned or Set.", (yr.ONE_NORMAL_SUMMON,))
    if state.players[card.owner].normal_summoned:
        return Illegal(f"{card.owner} has already Normal Summoned or Set a monster this turn: "
                       f"that can be done only once per turn.", (yr.ONE_NORMAL_SUMMON,))
    return _tribute_problem(state, card, list(action.get("tributes") or []), setting)


def _tribute_problem(state: State, card: Card, tributes: list[str],
                     setting: bool) -> Illegal | None:
    needed = tributes_needed(card.level)
    rules: tuple[str, ...] = ((yr.NO_TRIBUTE_LOW_LEVEL,) if needed == 0
                              else (yr.TRIBUTES_BY_LEVEL,))
    rules += (yr.TRIBUTE_SET,) if setting and needed else ()
    if len(tributes) != needed:
        need = "no Tributes" if needed == 0 else say.plural(needed, "Tribute")
        return Illegal(f"{card.name} is Level {card.level}, so it needs {need}; "
                       f"{len(tributes)} {'was' if len(tributes) == 1 else 'were'} given.", rules)
    for ref in tributes:
        tribute = state.resolve(ref)
        if tribute is None or tribute.zone != Z_MONSTERS or tribute.owner != card.owner:
            label = tribute.name if tribute else ref
            return Illegal(f"{label} cannot be Tributed: a Tribute must be a monster "
                           f"{card.owner} controls on the field.", (yr.PAY_TRIBUTES, yr.TRIBUTE))
    if len(state.players[card.owner].monsters) - needed >= MAX_MONSTERS:
        return Illegal(f"{card.owner}'s five Main Monster Zones are full: there is no zone for "
                       f"{card.name}.", (yr.NO_ROOM, yr.FIVE_MONSTERS))
    return None


def apply_normal_summon(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    setting = action.kind == "set_monster"
    tributes = [state.cards[ref] for ref in action.get("tributes") or []]
    for tribute in tributes:
        move(state, tribute, Z_GRAVEYARD)
    if tributes:
        ctx.emit(f"{card.owner} Tributes {say.names(state, [t.id for t in tributes])} (to the "
                 f"Graveyard) for the Level {card.level} {card.name}.",
                 yr.TRIBUTES_BY_LEVEL, yr.PAY_TRIBUTES, yr.TRIBUTE)
    move(state, card, Z_MONSTERS, position=SET if setting else ATTACK)
    card.summoned_this_turn = True
    state.players[card.owner].normal_summoned = True
    if setting:
        ctx.emit(f"{card.owner} Sets {card.name} face-down in Defense Position: this is the "
                 f"turn's one Normal Summon or Set.", yr.SET_MONSTER, yr.ONE_NORMAL_SUMMON,
                 *((yr.TRIBUTE_SET,) if tributes else ()))
        return
    how = "Tribute Summons" if tributes else "Normal Summons"
    ctx.emit(f"{card.owner} {how} {say.with_atk(state, card)} in Attack Position: this is the "
             f"turn's one Normal Summon or Set.", yr.NORMAL_SUMMON, yr.ONE_NORMAL_SUMMON,
             *((yr.TRIBUTE_IS_NORMAL,) if tributes else (yr.NO_TRIBUTE_LOW_LEVEL,)))


def _field_monster(state: State, action: Action, doing: str, *rules: str
                   ) -> tuple[Card | None, Illegal | None]:
    card = state.resolve(action.get("card"))
    if card is None:
        return None, _missing(action.get("card"))
    problem = main_phase_problem(state, card, doing, *rules)
    if problem is None and (card.zone != Z_MONSTERS or card.kind != MONSTER):
        problem = Illegal(f"{card.name} is not a monster on {card.owner}'s field.", rules)
    return card, problem


def legal_flip_summon(state: State, action: Action) -> Illegal | None:
    card, problem = _field_monster(state, action, "Flip Summon", yr.FLIP_SUMMON)
    if problem is not None or card is None:
        return problem
    if card.position != SET:
        return Illegal(f"{card.name} is already face-up: only a face-down Defense Position "
                       f"monster can be Flip Summoned.", (yr.FLIP_SUMMON,))
    if card.summoned_this_turn:
        return Illegal(f"{card.name} was Set this turn: a monster cannot be Flip Summoned on "
                       f"the turn it was Set.", (yr.FLIP_NOT_WHEN_SET,))
    if card.changed_position_this_turn:
        return Illegal(f"{card.name} has already changed its battle position this turn.",
                       (yr.POSITION_ONCE, yr.FLIP_NOT_NORMAL))
    return None


def apply_flip_summon(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    card.position = ATTACK
    card.summoned_this_turn = card.changed_position_this_turn = True
    ctx.emit(f"{card.owner} Flip Summons {say.with_atk(state, card)}: face-up in Attack "
             f"Position (not a Normal Summon; it counts as its position change this turn).",
             yr.FLIP_SUMMON, yr.FLIP_NOT_NORMAL)
    if card.flip:
        add_link(state, ctx, Link(card.id, card.moves, card.owner, 1, flip=True),
                 f"{card.name}'s FLIP effect activates (Spell Speed 1)",
                 [yr.FLIP_SUMMON_FLIP_EFFECT, yr.FLIP_EFFECT, yr.SPEED_ONE])


def legal_change_position(state: State, action: Action) -> Illegal | None:
    card, problem = _field_monster(state, action, "change a battle position",
                                   yr.POSITION_CHANGES, yr.POSITION_MAIN_PHASE_ONLY)
    if problem is not None or card is None:
        return problem
    if card.position == SET:
        return Illegal(f"{card.name} is face-down: turning it face-up in Attack Position is a "
                       f"Flip Summon (flip_summon), not a change of position.",
                       (yr.POSITION_CHANGES, yr.FLIP_SUMMON))
    if card.summoned_this_turn:
        return Illegal(f"{card.name} came to the field this turn: its battle position cannot be "
                       f"changed on the turn it was summoned or Set.",
                       (yr.POSITION_NOT_ON_ARRIVAL,))
    if card.changed_position_this_turn:
        return Illegal(f"{card.name} has already changed its battle position this turn: once "
                       f"per turn.", (yr.POSITION_ONCE,))
    if card.attacked_this_turn:
        return Illegal(f"{card.name} attacked this turn, so its battle position cannot be "
                       f"changed until the next turn.", (yr.POSITION_NOT_AFTER_ATTACK,))
    return None


def apply_change_position(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    card.position = DEFENSE if card.position == ATTACK else ATTACK
    card.changed_position_this_turn = True
    ctx.emit(f"{card.owner} changes {card.name} to {say.position(card.position)}.",
             yr.POSITION_CHANGES, yr.POSITION_ONCE)


def legal_set_spell_trap(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    problem = main_phase_problem(state, card, "Set a Spell or Trap", yr.SET_SPELL_TRAP)
    if problem is not None:
        return problem
    if card.zone != Z_HAND or card.kind == MONSTER:
        return Illegal(f"{card.name} is not a Spell or Trap in {card.owner}'s hand.",
                       (yr.SET_SPELL_TRAP,))
    field_spell = card.kind == SPELL and card.spell_type == "field"
    if not field_spell and len(state.players[card.owner].spells_traps) >= MAX_SPELLS_TRAPS:
        return Illegal(f"{card.owner}'s five Spell & Trap Zones are full.",
                       (yr.FIVE_SPELLS_TRAPS, yr.SET_SPELL_TRAP))
    return None


def apply_set_spell_trap(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    player = state.players[card.owner]
    if card.kind == SPELL and card.spell_type == "field":
        if player.field_spell is not None:
            old = state.cards[player.field_spell]
            move(state, old, Z_GRAVEYARD)
            ctx.emit(f"{old.name} leaves {card.owner}'s Field Zone for the Graveyard (replaced; "
                     f"this is not destruction).", yr.REPLACE_FIELD_SPELL)
        move(state, card, Z_FIELD)
    else:
        move(state, card, Z_SPELLS_TRAPS)
    card.set_this_turn = True
    ctx.emit(f"{card.owner} Sets a card face-down ({card.name}, {say.kind(card)}); Setting is "
             f"not activating.", yr.SET_SPELL_TRAP, yr.SET_IS_NOT_ACTIVATION)
