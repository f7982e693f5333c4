"""What the project derives from a Yu-Gi-Oh! card's English text at import.

A card whose text is flavour only (a Normal monster, an Extra Deck monster with no effect)
is `vanilla`. A card whose whole text a template reads (encoding.py; an Equip Spell:
lasting.py) is `full`, with its `effect` steps; every other effect is named in `notes` (the
ruling lists it as not applied), never guessed.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Protocol

from cards.ygo import (
    activation_guards,
    attack_turn_locks,
    battle_extra_shapes,
    chain_lock_shapes,
    chance_older,
    coin_calls,
    coin_faces,
    column_grant_shapes,
    contact_shapes,
    continuous_shapes,
    counter_shapes,
    counter_trap_shapes,
    encoding,
    equip_graveyard,
    equip_revival_gives,
    equip_shapes,
    equip_standby,
    equipped_shapes,
    field_card_shapes,
    fusion_materials,
    gemini_shapes,
    grant_effects,
    granted_shapes,
    gy_banish_shapes,
    halved_damage,
    hand_grants,
    hand_traps,
    immunity_shapes,
    kept_lock_players,
    kept_sends,
    lasting,
    lasting_level_shapes,
    leaving_shapes,
    link_tuners,
    linked_shapes,
    lock_shapes,
    locks,
    materials,
    monster_shapes,
    negated_after,
    negated_apart,
    negating,
    neither_locks,
    older_procedures,
    pendulum_guard_shapes,
    pendulum_shapes,
    pierce_grants,
    position_locks,
    position_shapes,
    procedure_locks,
    procedure_riders,
    protection_shapes,
    psct,
    rank_up_shapes,
    revival,
    ritual_entire,
    ritual_graveyard,
    self_keep_shapes,
    spirit_older,
    standby_prices,
    statics,
    stzone_shapes,
    summon_shapes,
    summoned_turn_grants,
    tail_this_way,
    targeted_dice_shapes,
    token_monsters,
    toon_shapes,
    trapmon_cards,
    trapmon_shapes,
    treated_shapes,
    tribute_while,
    twice_clauses,
    unaffected_shapes,
    upkeep_shapes,
    when_activated,
    xyz_names,
)


class Printed(Protocol):
    kind: str
    card_property: str
    monster_types: list[str]
    texts: dict[str, str]
    pendulum: dict[str, str]


@dataclass
class Derived:
    notes: list[str] = field(default_factory=list)
    automation: str = "vanilla"
    encoding: dict = field(default_factory=dict)


def derive(card: Printed) -> Derived:
    text, pendulum = card.texts.get("en", ""), card.pendulum.get("en", "")
    main = psct.read(text, card.kind, card.card_property, card.monster_types)
    main = rank_up_shapes.fold(main)  # "(This is treated as an Xyz Summon. ...)" (8-5-15)
    main = treated_shapes.fold(main)  # "(This is treated as a Fusion Summon.)" (8-5-16)
    main = leaving_shapes.fold(main)  # "(even if this card leaves the field)" (5-2-19)
    if card.kind != "monster":  # a monster's: negated_apart.py (5-5-1)
        main = negated_after.fold(main)  # "... Special Summon 1 .... Its effects are negated."
    scale = psct.read(pendulum, card.kind, card.card_property, card.monster_types,
                      pendulum=True) if pendulum else None
    effects = [e.text for e in main.effects] + ([e.text for e in scale.effects] if scale
                                                else [])
    if card.kind == "monster" and "Effect" not in card.monster_types and not effects:
        return _vanilla(card, main.materials)
    if not effects:
        return Derived()
    if card.kind == "monster":
        return _monster(card, main, scale)
    return _spell_trap(card, main, scale, effects)


def _monster(card: Printed, main: psct.Breakdown, scale: psct.Breakdown | None) -> Derived:
    """A monster's text read: its effects, Continuous effects, Pendulum Effects and materials
    line; what is not read stays a note."""
    main, folded = granted_shapes.fold(main)  # "(You can only gain this effect ...)"
    main, negated_riders = negated_apart.fold(main)  # "Its effects are negated." (5-5-1)
    main, positions = position_shapes.unfold(main, card.monster_types)  # "● While in ..."
    main = chance_older.fold(main)  # "Toss a coin 3 times. If all 3 results are Heads, ..."
    main = spirit_older.fold(main)  # "This card returns to its owner's hand during ..." 7-7-5
    main = older_procedures.fold(main)  # "... except by removing from play 1 ..." (8-4-8)
    main = coin_calls.fold(main)  # "Once per turn, you can toss a coin and call it. ..."
    main, faces, toss = coin_faces.fold(main, card.monster_types, getattr(  # 5-3-30
        card, "names", {}).get("en", ""), list(getattr(card, "series", [])))
    fields, read = encoding.encode_monster(main)
    _statics(card, main, fields, read)
    continuous_shapes.read_monster(main, fields, read)  # 5-1-1
    immunity_shapes.read_monster(main, fields, read)  # 12-3-20, 3-10-5
    protection_shapes.read_monster(main, fields, read)  # 5-4-4, 5-3-12, 12-8-3
    unaffected_shapes.read_monster(main, fields, read)  # 5-3-29
    granted_shapes.read_monster(main, fields, read, grant_effects.effect,  # 8-1-7, 8-5-11
                                _own_keys)
    summoned_turn_grants.read_monster(main, fields, read)  # "During the turn ..." (8-1-7)
    xyz_names.read_monster(main, fields, read, grant_effects.effect)  # while under it, 4-4-11
    trapmon_shapes.read_monster(main, fields, read)  # "If ... not on the field, destroy ..."
    upkeep_shapes.read_monster(main, fields, read)  # "During each of your End Phases" 7-7-11
    self_keep_shapes.read_monster(main, getattr(card, "names", {}).get("en", ""), fields,
                                  read)  # a Field Spell to stay (5-4-6), only 1 (5-4-7)
    toon_shapes.read_monster(main, fields, read)  # when it may attack (12-3-15, 12-3-10)
    attack_turn_locks.read_monster(main, fields, read)  # the turn they arrive (12-3-14)
    standby_prices.read_monster(main, fields, read)  # pay LP or destroy it (7-3-3)
    procedure_locks.read_monster(main, fields, read)  # "If Summoned this way, ..." (8-4-11)
    procedure_riders.read_monster(main, fields, read)  # a Tuner, ATK by it (8-4-16)
    token_monsters.read_monster(main, fields, read)  # a Level that counts Tokens (4-7-7)
    chain_lock_shapes.read_monster(main, fields, read)  # its Summon cannot be negated (5-3-32)
    read += [granted_shapes.ONCE for text in folded if text in read]
    _summoned_this_way(main, fields, read)
    tail_this_way.read(main, fields, read)  # after an effect that summons it (5-1-3)
    leaving_shapes.read_monster(main, fields, read)  # as it leaves the field (5-4-9, 7-1-5)
    equipped_shapes.read_monster(main, fields, read)  # the monsters it equipped (10-4-9)
    gy_banish_shapes.read_monster(main, fields, read)  # "... banished instead." (5-4-10)
    targeted_dice_shapes.read_monster(main, fields, read)  # an Archfiend's die (5-3-31)
    stzone_shapes.read_monster(main, fields, read)  # "... as a Continuous Spell, instead" 3-4-6
    battle_extra_shapes.read_monster(main, fields, read)  # its own battles (12-8-8, 12-3-24)
    lasting_level_shapes.read_monster(main, fields, read)  # a Level as an Equip Card 5-1-17
    hand_grants.read_monster(main, fields, read)  # "Magical Musket" cards from the hand 10-3-5
    ritual_entire.read_monster(main, fields, read)  # the whole of a Ritual's Tributes 8-5-18
    ritual_graveyard.read_monster(main, fields, read)  # a Ritual's Tribute from the GY 8-5-19
    kept_lock_players.read_monster(main, fields, read)  # "Neither player can ..." (5-2-14)
    neither_locks.read_monster(main, fields, read)  # "... LIGHT monsters." forbidden (5-2-14)
    pierce_grants.read_monster(main, fields, read)  # "If your Dragon monster attacks" 12-6-4
    twice_clauses.read_monster(main, getattr(card, "names", {}).get("en", ""), fields,
                               read)  # "... up to twice per turn." by name (5-2-6)
    halved_damage.read_monster(main, fields, read)  # its battle damage halved (12-8-9)
    tribute_while.read_monster(main, fields, read)  # Chrysalis: "... while "Neo Space" ..."
    kept_sends.read_monster(main, fields, read)  # "..., send this monster to the GY." 5-4-6
    link_tuners.read_monster(main, fields, read)  # "treat 1 Link-1 monster ... as" 8-5-14
    gemini = gemini_shapes.read(main, card.monster_types, getattr(card, "names", {}).get(
        "en", ""), list(getattr(card, "series", []))) \
        if "Gemini" in card.monster_types else None
    if gemini is not None:  # 8-1-9
        fields.update(gemini[0])
        read += gemini[1]
    if faces and toss in read:  # what the kept result gives (5-3-30)
        fields["coin_faces"] = faces
    read += negated_apart.riders(negated_riders, read, fields)  # with the Summon before it
    left = [e.text for e in main.effects if e.text not in read]
    left = position_shapes.fold(positions, fields, read, left)  # 5-2-4 for each "●"
    if scale is not None:  # its Pendulum Effects, activated as a Pendulum Scale (5-1-6)
        entries, done = pendulum_shapes.read(scale)
        if entries:
            fields["effects"] = fields.get("effects", []) + entries
        locked, lock_texts = pendulum_shapes.lock(scale)  # 8-5-6
        fields.update(locked)
        if "summon_lock_on_field" not in fields:  # while it is a Pendulum Scale (5-2-14)
            locked, scale_texts = chain_lock_shapes.scale_lock(scale)
            fields.update(locked)
            lock_texts = lock_texts + scale_texts
        guarded, guard_texts = pendulum_guard_shapes.read(scale)  # its Pendulum Summons 5-3-32
        fields.update(guarded)
        lock_texts = lock_texts + guard_texts
        done = done + lock_texts + [  # the monster text's own counter sentence (4-8-5)
            e.text for e in scale.effects
            if counter_shapes.repeated(e.text, fields.get("counter", {}))]
        read += done  # a sentence printed in both texts is read in each on its own
        left += [e.text for e in scale.effects if e.text not in done]
    summon = materials.read(main.materials, card.monster_types)
    if "Fusion" in card.monster_types and main.materials:  # its Fusion Materials (8-5-2)
        listed = fusion_materials.read(main.materials)
        summon = None if listed is None else {}
        if listed is not None:
            fields["fusion_materials"] = listed
    contact = contact_shapes.read(main, fields, read)  # "by banishing the above cards"
    read += contact
    left = [text for text in left if text not in contact]
    if summon is None:  # a first line the engine would not check (8-5-2 to 8-5-4)
        left.insert(0, main.materials)
    elif summon:
        fields["summon_materials"] = summon
    automation = "none" if not read else ("partial" if left else "full")
    return Derived(notes=left, automation=automation, encoding=fields)


def _spell_trap(card: Printed, main: psct.Breakdown, scale: psct.Breakdown | None,
                effects: list[str]) -> Derived:
    """A Spell's or Trap's text read by the reader of its property; what is not read stays a
    note."""
    facts: dict[str, Any] = {}  # "You can only control 1", "always treated as" (statics.py)
    rest = [e for e in main.effects if not _fact(card, e, facts)]
    known = [e.text for e in main.effects if e not in rest]
    main = dataclasses.replace(main, effects=rest)
    terms: dict[str, Any] = {}  # its activation's LP, a timer (10-5-4), what it needs (5-4-6)
    if card.card_property in ("Continuous", "Field") and scale is None:
        main, terms = trapmon_shapes.own_terms(main)
    if card.kind == "trap" and card.card_property == "Continuous" and scale is None:
        main, holding = trapmon_shapes.held(main)  # the monster it holds (10-4-5, 5-5-1)
        terms.update(holding)
    encoded = encoding.encode(card.kind, card.card_property, main) if scale is None else None
    if card.kind == "trap" and card.card_property == "Normal" and scale is None:
        encoded = equip_shapes.encode_trap(main) or encoded  # equips itself (10-4-6)
    if card.card_property == "Equip" and scale is None:
        encoded = lasting.encode_equip(main) or revival.encode_equip_revival(main) \
            or equip_revival_gives.encode(main)  # 4-5-5, 10-4-7
        encoded = equip_graveyard.fold(encoded, main)  # its Graveyard Trigger Effects (5-1-8)
        encoded = equip_standby.fold(encoded, main)  # damage in a Standby Phase (10-4-7)
    if card.card_property == "Field" and scale is None:
        encoded = lasting.encode_field(main)  # 4-5-6
    if card.card_property == "Continuous" and scale is None:
        encoded = locks.encode_continuous(main)  # 12-3-14
        if encoded is None and card.kind == "trap":
            encoded = revival.encode_revival(main) or revival.encode_hold(main)  # 10-4-4, -5
        if encoded is None and card.kind == "trap":
            encoded = trapmon_shapes.encode_revival(main)  # 10-4-4
        if encoded is None and card.kind == "trap":
            encoded = linked_shapes.encode_more(main)  # 10-4-4 with its other sentences
        if encoded is None:
            encoded = negating.encode_continuous(card.kind, main)  # 5-5-1, 5-5-3
        if encoded is None:
            encoded = gy_banish_shapes.encode_continuous(main)  # 5-4-10
    if card.card_property in ("Continuous", "Field") and scale is None and encoded is None:
        encoded = field_card_shapes.encode(card.kind, main)  # 10-5-1
    if card.card_property in ("Continuous", "Field") and scale is None and encoded is None:
        encoded = continuous_shapes.encode_lasting(main)  # 5-1-1
    if card.card_property in ("Continuous", "Field") and scale is None:
        encoded = granted_shapes.read_lasting(main, encoded)  # 8-1-7
    if encoded is not None and card.card_property in ("Continuous", "Field", "Equip"):
        encoded = field_card_shapes.with_upkeep(encoded)  # 10-5-3: Equip Spells stay too
    if card.card_property in ("Continuous", "Equip") and scale is None:  # 9-2-11
        encoded = position_locks.fold(encoded, main)  # "... cannot change their battle ..."
    if card.card_property in ("Continuous", "Field"):  # "Normal Summons of ..." (5-3-32)
        encoded = chain_lock_shapes.fold_left(encoded)
    if card.card_property in ("Continuous", "Field") and scale is None:  # 10-4-2
        encoded = when_activated.fold(encoded, main)  # "When this card is activated: ..."
    if card.card_property == "Field" and scale is None:  # "Increase the Levels of all ..."
        encoded = lasting_level_shapes.fold(encoded, main)  # 5-1-17
    if card.kind == "trap" and scale is None:  # Special Summons itself as a monster (4-6-5)
        encoded = trapmon_cards.encode(card.card_property, main) or encoded
    if terms and not main.effects:
        encoded = {"effect": []}  # nothing else printed (Toon World, Fiendish Chain)
    if "summon_grant" in facts and not main.effects and encoded is None:
        encoded = {"effect": []}  # an activation that does nothing more (10-4-2, 3-11-3)
    if "after_counter_trap" in facts and not main.effects and encoded is None:
        encoded = {"effect": []}  # its activation does nothing more (10-4-2, 11-1-10)
    if "summon_forbid_on_field" in facts and not main.effects and encoded is None:
        encoded = {"effect": []}  # the same: the restriction is all it does (5-2-14)
    if "piercing_grant" in facts and not main.effects and encoded is None:
        encoded = {"effect": []}  # the same: piercing for its monsters is all (12-6-4)
    if "activations_unnegatable" in facts and not main.effects and encoded is None:
        encoded = {"effect": []}  # the same: the activations it keeps are all (11-3-5)
    if terms and encoded is not None and not any(  # a key said twice: not read
            key in encoded and (key != "effect" or encoded[key]) for key in terms):
        encoded = {**encoded, **terms}  # its cost (5-2-2), timer (10-5-4), hold (10-4-5)...
    elif terms:
        encoded = None
    if encoded is not None:
        left = encoded.pop("left", [])  # a part of the text the engine cannot apply
        return Derived(automation="partial" if left else "full",
                       encoding={**facts, **encoded}, notes=left)
    return Derived(notes=[e for e in effects if e not in known],
                   automation="partial" if known else "none", encoding=facts)


def _own_keys(line: str) -> dict[str, Any] | None:
    """A "●" line a material gives the monster Summoned using it (8-5-11), read as a monster's
    whole text: its card keys when read in full, else None (grant_statics.py)."""
    card = SimpleNamespace(kind="monster", card_property="", monster_types=["Effect"],
                           texts={"en": line}, pendulum={})
    found = _monster(card, psct.read(line, "monster", "", ["Effect"]), None)
    return found.encoding if found.automation == "full" else None


def _vanilla(card: Printed, line: str) -> Derived:
    """A monster without effects; a Fusion Monster among them keeps the materials its first
    line lists (8-5-2), or names that line as not applied."""
    if "Fusion" not in card.monster_types or not line:
        return Derived()
    listed = fusion_materials.read(line)
    if listed is None:
        return Derived(notes=[line])
    return Derived(encoding={"fusion_materials": listed})


def _fact(card: Printed, effect: psct.Effect, facts: dict[str, Any]) -> bool:
    """A Spell's or Trap's sentence statics.py reads as a fact of the card, its keys added
    to `facts`; whether it was one."""
    found = statics.card_fact(effect, getattr(card, "names", {}).get("en", ""),
                              list(getattr(card, "series", [])))
    if found is None and card.kind == "trap":
        found = hand_traps.read(effect)  # "you can activate this card from your hand" (10-3-1)
    if found is None and card.card_property in ("Continuous", "Field"):
        found = hand_grants.read(effect)  # "Runick" Quick-Play Spells from the hand (10-3-5)
    if found is None and card.card_property == "Continuous":  # "The Weather" Canvases 3-11-3
        found = column_grant_shapes.read(effect, grant_effects.effect)
    kept = lock_shapes.kept(effect.text) if card.card_property == "Continuous" else None
    if found is None and kept is not None:  # "You cannot Special Summon ..." (5-2-14)
        found = {"summon_lock_on_field": kept}
    if found is None and card.card_property == "Continuous":  # the opponent's, both (5-2-14)
        found = kept_lock_players.kept(effect.text)
    if found is None and card.card_property == "Continuous":  # "... LIGHT monsters." 5-2-14
        found = neither_locks.read(effect.text)
    if found is None and card.card_property == "Continuous":  # "If your Dragon ..." 12-6-4
        found = pierce_grants.read(effect.text)
    if found is None and card.card_property == "Continuous":  # 11-1-10
        found = counter_trap_shapes.read(effect.text)
    if found is None:  # "This card's activation and effect cannot be negated." (11-3-5)
        found = chain_lock_shapes.card_fact(effect.text)
    if found is None and card.card_property in ("Continuous", "Field"):  # 11-3-5
        found = activation_guards.read(effect.text)  # "The activation of LIGHT monsters' ..."
    if found is not None:
        facts.update(found)
    return found is not None


def _statics(card: Printed, main: psct.Breakdown, fields: dict[str, Any],
             read: list[str]) -> None:
    """The restrictions and facts statics.py reads among the sentences still unread; the card
    list's English name and archetypes say which are the card's own."""
    name = getattr(card, "names", {}).get("en", "")
    series = list(getattr(card, "series", []))
    for effect in main.effects:
        if effect.text in read:
            continue
        found = summon_shapes.read(effect)  # 8-1-8, 8-2-5, 8-4-8, 8-4-9
        if found is None:
            found = statics.read(effect, name, series)
        if found is None and effect.kind == "continuous":  # 11-1-10
            found = counter_trap_shapes.read(effect.text)
        counter = counter_shapes.static(effect.text, fields.get("counter", {})) \
            if found is None and effect.kind == "continuous" else None
        if counter is not None:  # 4-8-4, 4-8-5
            found = {"counter": counter}
        if found is None:
            continue
        for key, value in found.items():  # "from the Deck" and "from the GY" add up
            fields[key] = fields.get(key, []) + value if isinstance(value, list) else value
        read.append(effect.text)


def _summoned_this_way(main: psct.Breakdown, fields: dict[str, Any], read: list[str]) -> None:
    """"If Summoned this way: ..." after a procedure or Tribute Summon read (8-2-6, 8-4-8)."""
    once = monster_shapes.limits(main)
    for index, effect in summon_shapes.this_way(main, read):
        entry = monster_shapes.effect(effect, once.get(index, "")) if once is not None else None
        if entry is not None:
            fields.setdefault("effects", []).append(entry)
            read.append(main.effects[index].text)
