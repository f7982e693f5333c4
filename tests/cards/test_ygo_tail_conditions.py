"""Activation conditions of monster effects read by cards/ygo/tail_conditions.py, from real
cards' English texts read in place from ../shared/fixtures/yaml-yugi: an Ignition Effect
activated from either of two zones, or any of three (5-1-7)."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct


def effects(number: str) -> tuple[list[dict], list[str]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields.get("effects", []), read


def test_in_your_hand_or_graveyard_is_activated_from_either():
    hound, _ = effects("51916853")  # Magical Hound
    assert "If this card is in your hand or GY:" in english("51916853")["text"]
    assert (hound[0]["type"], hound[0]["from"]) == ("ignition", ["hand", "graveyard"])
    assert hound[0]["effect"][-1] == {"if_you_do": [{"special_summon": {"card": "self"}}]}
    cipher, _ = effects("79094383")  # Cipher Etranger: the older "Graveyard"
    assert cipher[0]["from"] == ["hand", "graveyard"]


def test_in_your_hand_field_or_graveyard_is_activated_from_any_of_three():
    pedor, _ = effects("56818977")  # Springans Pedor
    assert pedor[1]["from"] == ["hand", "field", "graveyard"]
    assert pedor[1]["effect"] == [{"attach": {"card": "self", "to": "chosen"}}]
