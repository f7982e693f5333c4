""""The first time this card would be destroyed by battle each turn, it is not destroyed." and
"Once per turn, this card cannot be destroyed by battle." (5-3-15): a face-up card's Continuous
Effect that spares a monster a number of times each turn. Each time it spares one, a use is
recorded among the turn's once-per-turn records (state.effects_used, cleared as the turn ends),
under the monster as it is (id, moves): a monster that leaves the field is a new card."""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .continuous_specs import Survival
from .described import described_fits
from .field_negation import negated_by_field
from .model import MONSTER, SET, Z_MONSTERS, Card, State
from .negation import negated
from .summon_conditions import condition_holds


class Env(Protocol):
    label: Event
    controller: str
    missed: bool


def spares(state: State, card: Card, how: str,
           by: str | None = None) -> tuple[Card, Survival] | None:
    """The face-up card whose text spares this face-up monster from being destroyed `how`
    (`battle` or `effect`, by an effect of player `by`), and that text, a use of it taken;
    None if none."""
    if card.kind != MONSTER or card.zone != Z_MONSTERS or card.position == SET:
        return None
    equipped = _equipped(state, card, how)
    if equipped is not None:
        return equipped
    for source in _sources(state):
        for index, survival in enumerate(source.survivals):
            key = (card.id, f"{card.moves}\x00survival\x00{source.id}\x00{index}")
            if not _covers(source, survival, card, how, by) \
                    or not condition_holds(state, source, survival.condition):
                continue
            if not survival.times:  # every time: nothing to count
                return source, survival
            if state.effects_used.count(key) < survival.times:
                state.effects_used.append(key)
                return source, survival
    return None


# "The first time the equipped monster would be destroyed by battle each turn, it is not
# destroyed.": the Equip Card's gift, counted like the monster's own text (10-4-7, 5-3-15)
EQUIPPED_ONCE = Survival(by="battle", times=1)
EQUIPPED_WORD = "survives_battle_once"


def _equipped(state: State, card: Card, how: str) -> tuple[Card, Survival] | None:
    """A face-up Equip Card, not negated, equipped to the monster and sparing it once a turn
    from destruction by battle (state.equips leaves out a negated one), a use taken."""
    if how != "battle":
        return None
    for equip in state.equips(card):
        key = (card.id, f"{card.moves}\x00survival\x00{equip.id}\x00equip")
        if EQUIPPED_WORD in equip.equip_gives and key not in state.effects_used:
            state.effects_used.append(key)
            return equip, EQUIPPED_ONCE
    return None


def _covers(source: Card, survival: Survival, card: Card, how: str, by: str | None) -> bool:
    if survival.by not in (how, "any") or survival.opponent and (how != "effect"
                                                                   or by == card.owner):
        return False
    if survival.monsters is None:
        return card is source
    return (card.owner == source.owner or survival.both) \
        and not (survival.other and card is source) \
        and described_fits(survival.monsters, card, None)


def _sources(state: State) -> list[Card]:
    """Face-up cards on the field with such a text whose effects apply now (5-5-1, 5-5-3)."""
    found = []
    for player in state.players.values():
        ids = player.monsters + player.spells_traps + (
            [player.field_spell] if player.field_spell else [])
        for source in (state.cards[i] for i in ids):
            if not source.survivals or gemini_dormant(source):  # a Normal Monster yet (8-1-9)
                continue
            face_up = source.position != SET if source.kind == MONSTER else source.face_up
            if face_up and not (negated(state, source) if source.kind == MONSTER
                                else negated_by_field(state, source)):
                found.append(source)
    return found


def spared(state: State, ctx: Context, card: Card, env: Env) -> bool:
    """An effect's destruction of this monster that a card's text spares (5-3-15, 5-3-12);
    the part of the effect is not done (5-2-5)."""
    found = spares(state, card, "effect", env.controller)
    if found is None:
        return False
    env.missed = True
    code, *rules = words("effect.not_destroyed", found[1])
    ctx.emit(code, *rules, cr.DO_WHAT_CAN_BE_DONE, link=env.label, card=say.card(state, card),
             by=say.card(state, found[0]))
    return True


def words(code: str, survival: Survival) -> tuple[str, ...]:
    """The message and the rules of a destruction spared: a limited number of times a turn
    (5-3-15; by an Equip Card's gift, 10-4-7 too), or every time, by battle (12-8-3) or by the
    opponent's effects (5-3-12)."""
    if survival is EQUIPPED_ONCE:
        return f"{code}.first_time", cr.NOT_DESTROYED_FIRST_TIME, cr.EQUIP_GIVES
    if survival.times:
        return f"{code}.first_time", cr.NOT_DESTROYED_FIRST_TIME
    if code.startswith("battle"):
        return f"{code}.by", cr.NOT_DESTROYED_BY_BATTLE
    return f"{code}.{'opponent' if survival.opponent else 'by'}", cr.NOT_DESTROYED_BY_EFFECTS
