"""An Equip Spell's Trigger Effect on its own move from the field to the Graveyard ("When this
card is sent from the field to the Graveyard: Inflict 500 damage to your opponent.", "If this
card is sent from the field to the GY: Gain 1000 LP."): read off the `left` of the Equip
Spell's reading (lasting.py, revival.py) into an `effects:` entry with `from: graveyard`, as a
Continuous Spell's is (field_card_shapes.py): a Spell's effect in its Graveyard (5-1-8)
answering its move there (5-1-3).

Standard library only. The move is the card's, however it left: destroyed by an effect or as
its monster left the field (4-5-5), both record it. Only the moves "sent from the field to the
GY" and "sent to the GY" are read, and "this face-up card on the field is sent to the GY"
(`face_up_sent_from_field`: not by a card Set there, 5-1-12): "When this card is destroyed ..."
waits for the engine to tell a destruction by the game's rules from none, and is left unread.
An effect under a once-per-turn clause, or one whose steps speak of the card as a monster (but
"place this card on top of your Deck", 5-3-14), stays unread.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cards.ygo import deck_top_self, field_card_shapes, monster_shapes, psct

# the moves of the card read: zones.move records them whatever took it there (5-1-3)
EVENTS = ("sent_from_field_to_graveyard", "sent_to_graveyard")
# "If this face-up card on the field is sent to the GY", "If this face-up card is sent from the
# field to the Graveyard": that move, of a card face-up as it left (`face_up_sent_from_field`)
FACE_UP = re.compile(r"^(?P<s>If|When) this face-up card (?:on the field is sent|is sent from the "
                     r"field) to the (?:GY|Graveyard)$")


def fold(encoded: dict[str, Any] | None, breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """The Equip Spell's fields with its Graveyard Trigger Effects read off `left`; the same
    fields when it has none (or when nothing of it was read)."""
    return fold_left(encoded, breakdown, _trigger)


def fold_left(encoded: dict[str, Any] | None, breakdown: psct.Breakdown,
              read: Callable[[psct.Effect], dict[str, Any] | None]) -> dict[str, Any] | None:
    """The Equip Spell's fields with each sentence of `left` that `read` reads moved into its
    `effects`; the same fields when none is (equip_standby.py reads its own this way)."""
    if encoded is None or not encoded.get("left"):
        return encoded
    left = list(encoded["left"])
    effects = list(encoded.get("effects", []))
    for effect in breakdown.effects:
        entry = read(effect) if effect.text in left else None
        if entry is not None:
            effects.append(entry)
            left.remove(effect.text)
    if len(effects) == len(encoded.get("effects", [])):
        return encoded
    out = {key: value for key, value in encoded.items() if key != "left"}
    out["effects"] = effects
    if left:
        out["left"] = left
    return out


def _trigger(effect: psct.Effect) -> dict[str, Any] | None:
    """One sentence as a Trigger Effect in the Graveyard on the card's own move there, or
    None."""
    if effect.kind != "activated" or effect.clauses or effect.once_per_turn:
        return None
    face_up = FACE_UP.match(effect.condition)
    if face_up is not None:  # read as its move from the field, then asked face-up (5-1-12)
        said = f"{face_up.group('s')} this card is sent from the field to the GY"
        effect = replace(effect, condition=said, text=said + effect.text[len(effect.condition):])
    entry = field_card_shapes.graveyard_trigger(effect) or _to_deck_top(effect)
    if entry is None or entry.get("event") not in EVENTS:
        return None
    if face_up is not None:
        return {**entry, "event": "face_up_sent_from_field"} \
            if entry["event"] == "sent_from_field_to_graveyard" else None
    return entry


def _to_deck_top(effect: psct.Effect) -> dict[str, Any] | None:
    """"When this card is sent from the field to the Graveyard: You can pay 500 LP; place this
    card on the top of your Deck.", "... Return it to the top of the Deck.": the card's one
    step on itself, the top of its owner's Deck (5-3-14), which the Spells' shared reader
    leaves to the monsters (field_card_shapes.py); its condition and cost as a monster's are
    read (monster_shapes.py). None for any other sentence."""
    action = deck_top_self.spell_words(effect.action)
    if not effect.condition or effect.target or effect.options:
        return None
    said = effect.text.removesuffix(effect.action) + action
    entry = monster_shapes.effect(replace(effect, action=action, text=said), "")
    if entry is None or entry.get("effect") != [deck_top_self.TOP] \
            or entry.get("from") != "graveyard" or entry["type"] != "trigger":
        return None
    return entry
