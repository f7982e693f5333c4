"""Continuous Effects that change ATK and DEF (5-1-1): "All "Harpie" monsters you control gain
300 ATK.", "This card gains 500 ATK for each "Gladiator Beast" monster in your GY.".

Nothing is stored on the monsters: each time a monster's ATK or DEF is asked (model.State.atk),
every face-up card on the field whose effects are not negated (5-5-1, 5-5-3) adds its changes to
each face-up monster it describes, counting what "for each" counts as things stand then. So a
monster that arrives has the change at once, and it goes when the card leaves the field, is
turned face-down or has its effects negated, or when what it counts changes.
"""
from __future__ import annotations

from dataclasses import replace

from ..core.replay import Context
from . import counters_counted, link_states, xyz_cards
from . import rules as cr
from . import text as say
from .battle_windows import stronger
from .continuous_specs import Battling, Counted, StatChange
from .count_places import one_per_name
from .counted_kinds import equipped_count, face_down_kinds
from .described import beside, described_fits, shows
from .equip_monsters import gains
from .field_negation import negated_by_field
from .model import FIELD_ZONES, MONSTER, SET, SPELL, TRAP, Z_MONSTERS, Card, State
from .negation import negated
from .summon_conditions import condition_holds
from .summon_grants import gained
from .timings import DURING, FINISHED, START
from .unaffected import immune

ZONES = {"hand": ("hand",), "graveyard": ("graveyard",), "banished": ("banished",),
         "field": ("monsters", "spells_traps")}


def plug(state: State) -> State:
    """The state with these changes in its ATK and DEF totals."""
    state.lasting_stats = bonus
    return state


def bonus(state: State, card: Card) -> tuple[int, int]:
    """The ATK and DEF the face-up cards' changes add to this face-up monster now."""
    found = by_source(state, card)
    own_atk, own_def = gains(state, card)  # from the monsters it equipped to itself (10-4-9)
    held_atk, held_def = xyz_cards.stats(state, card)  # from the cards under it (4-4-11)
    return own_atk + held_atk + sum(atk for _, atk, _ in found), \
        own_def + held_def + sum(d for _, _, d in found)


def by_source(state: State, card: Card) -> list[tuple[Card, int, int]]:
    """Each card whose changes apply to this face-up monster now, with the ATK and DEF its
    changes add."""
    if card.kind != MONSTER or card.zone != Z_MONSTERS or card.position == SET:
        return []
    found = []
    for source in _sources(state):
        atk = defense = 0
        for change in source.stat_changes:
            if _applies(state, source, change, card):
                times = _count(state, source, change.per) if change.per else 1
                atk += change.atk * times
                defense += change.defense * times
        if atk or defense:
            found.append((source, atk, defense))
    return found


def explain(state: State, ctx: Context, *monsters: Card) -> None:
    """Before damage calculation: the ATK and DEF of each monster in the battle that the
    Continuous Effects of face-up cards change, and which cards (5-1-1)."""
    for card in monsters:
        found = by_source(state, card)
        if not found:
            continue
        linked = [cr.LINKED] if any(source.link_watch for source, _, _ in found) else []
        if any(change.battle is not None and _applies(state, source, change, card)
               for source, _, _ in found for change in source.stat_changes):
            linked.append(cr.BATTLE_WINDOW)  # a change of this battle only (12-4-15)
        if any(change.per is not None and change.per.what == "own_level"
               for source, _, _ in found for change in source.stat_changes):
            linked.append(cr.OWN_LEVEL_ATK)  # follows its Level now (5-1-16)
        ctx.emit("stats.continuous", cr.CONTINUOUS_EFFECT, *linked, card=say.card(state, card),
                 atk=state.atk(card), defense=state.defense(card),
                 cards=tuple(say.card(state, source) for source, _, _ in found),
                 atk_change=sum(atk for _, atk, _ in found),
                 def_change=sum(defense for _, _, defense in found))


def _sources(state: State) -> list[Card]:
    """The face-up cards on the field with changes whose effects apply now."""
    found = []
    for player in state.players.values():
        ids = player.monsters + player.spells_traps + (
            [player.field_spell] if player.field_spell else [])
        for source in (state.cards[i] for i in ids):
            if not source.stat_changes or not _face_up(source):
                continue
            if negated(state, source) if source.kind == MONSTER else \
                    negated_by_field(state, source):
                continue
            found.append(source)
    return found


def _face_up(card: Card) -> bool:
    return card.position != SET if card.kind == MONSTER else card.face_up


def _applies(state: State, source: Card, change: StatChange, card: Card) -> bool:
    if change.granted and not (change in source.stat_changes and gained(  # a material's grant
            state, source, f"stats:{source.stat_changes.index(change)}")):  # holds (8-5-11)
        return False
    if change.battle is not None and not _battling(state, card, change.battle):
        return False
    if not condition_holds(state, source, change.condition):  # "While you control ..."
        return False
    if change.during and not _during(state, source, change.during):
        return False
    if change.monsters is None:
        return card is source
    if change.other and card is source or not _whose(change.player, source, card) \
            or immune(state, card, source, source.owner, activated=False):  # 5-3-29
        return False
    if change.pointed and not link_states.points_at(state, source, card):
        return False  # "Monsters this card points to gain 500 ATK" (4-4-8)
    if change.monsters.same_column_as is not None \
            and not beside(change.monsters.same_column_as, card, state):
        return False  # "in the same column as one of your "S-Force" monsters" (3-11-1)
    return described_fits(replace(change.monsters, same_column_as=None), card, None)


def _during(state: State, source: Card, during: str) -> bool:
    """"during your turn only", "during your opponent's Battle Phase only": whose turn it
    is, seen from the card's controller, and the phase."""
    whose, _, part = during.partition("_")
    own = state.turn_player == source.owner
    return own == (whose == "own") and (part == "turn" or state.phase == "battle")


def _battling(state: State, card: Card, battle_spec: Battling) -> bool:
    """The monster is in the battle going on, as the change asks, in the window it names
    (the Damage Step, 12-4-1, or damage calculation only, 12-4-3)."""
    battle = state.battle
    if battle is None or not START <= battle.timing < FINISHED or (
            battle_spec.window == "damage_calculation" and battle.timing != DURING
            and not battle.calculating):
        return False
    attacks = (battle.attacker, battle.attacker_moves) == (card.id, card.moves)
    attacked = battle.target is not None and (battle.target, battle.target_moves) == (
        card.id, card.moves)
    if not {"attacks": attacks, "attacked": attacked,
            "battles": attacks or attacked}[battle_spec.role]:
        return False
    other = state.cards[battle.attacker] if attacked else (
        state.cards[battle.target] if battle.target is not None else None)
    if battle_spec.versus == "direct" or other is None:  # "attacks directly"; "attacks"
        return other is None and battle_spec.versus in ("direct", "")
    if battle_spec.stronger and not stronger(state, card, other):
        return False  # "attacks a monster with a higher ATK" (12-4-15)
    if battle_spec.described is None:
        return True
    return other.position != SET and described_fits(battle_spec.described, other, None)


def _whose(player: str, source: Card, card: Card) -> bool:
    """`controller`, `opponent` (of the source's controller) or `any`."""
    return player == "any" or (card.owner == source.owner) == (player == "controller")


def _count(state: State, source: Card, per: Counted) -> int:
    """How many cards "for each" counts now; a face-down card on the field shows nothing a
    description names (9-1-3), so it counts only for "card"."""
    if per.what == "own_material":  # "for each material attached to this card" (4-4-3)
        return source.materials
    if per.what == "own_level":  # its Level now, none for a Rank or Link Rating (5-1-16)
        return 0 if {"Xyz", "Link"} & set(source.monster_types) else source.level
    if per.what == "equip_card":  # "for each Equip Card equipped to this card" (4-5-5)
        return equipped_count(state, source)
    if per.what in link_states.COUNTS:  # "for each monster it points to" (4-4-10)
        return link_states.count(state, source, per)
    if per.what in counters_counted.COUNTS:  # "for each Ice Counter on the field" (4-8-4)
        return counters_counted.count(state, source, per)
    players = [p for p in state.players.values()
               if per.player == "any" or (p.id == source.owner) == (per.player == "controller")]
    cards = [state.cards[i] for player in players for zone in per.zones
             for place in ZONES[zone] for i in getattr(player, place)]
    cards += [state.cards[p.field_spell] for p in players  # the Field Zone is on the field too
              if "field" in per.zones and p.field_spell]
    if per.what == "material":
        return sum(_materials(card, per) for card in cards)
    cards = [card for card in cards if _fits(card, source, per)]
    return len(one_per_name(cards) if per.different_names else cards)  # 5-3-28


def _materials(card: Card, per: Counted) -> int:
    """The Xyz Materials under a face-up monster so described (only an Xyz Monster has
    any, 4-4-3)."""
    shown = card.kind == MONSTER and card.zone == Z_MONSTERS and _face_up(card)
    return card.materials if shown and described_fits(per.described, card, None) else 0


def _fits(card: Card, source: Card, per: Counted) -> bool:
    if per.other and card is source:
        return False
    if per.face_down:  # "for each Set card": what its zone shows of it (9-1-3)
        return card.zone in FIELD_ZONES and not _face_up(card) \
            and per.what in face_down_kinds(card)
    if card.zone in FIELD_ZONES and not _face_up(card):  # a Set card is a Spell/Trap there
        return per.what in face_down_kinds(card) and not shows(per.described)
    kinds = {"monster": (MONSTER,), "spell": (SPELL,), "trap": (TRAP,), "spell_trap": (SPELL, TRAP),
             "card": (MONSTER, SPELL, TRAP)}[per.what]
    return card.kind in kinds and described_fits(per.described, card, None)
