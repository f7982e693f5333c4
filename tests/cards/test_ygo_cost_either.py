"""A cost of either of two descriptions, read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi) into `cost_cards` with an `or` (5-2-20): a Type or an
Attribute before one noun, two names, two archetypes, and a description on each side of "or 1";
a pair whose halves are given up differently is not read."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import cost_either

STREAM, MANTICORE, CIEL, ABYSS_SOLDIER = "27415516", "64538914", "27036706", "17080584"


def effects(number: str) -> list[dict]:
    card = derived(number)
    assert card.automation == "full" and not card.notes, number  # every sentence read
    return card.encoding["effects"]


def test_a_dragon_ruler_discards_itself_and_a_dragon_or_a_water_monster():
    [effect] = effects(STREAM)
    assert "Dragon or WATER monster" in english(STREAM)["text"]
    assert effect["cost_self"] == "discard" and effect["from"] == "hand"
    assert effect["cost_cards"] == {"do": "discard", "what": "monster", "type": "Dragon",
                                    "other": True, "or": {"what": "monster", "attribute": "WATER"}}


def test_two_names_banished_from_the_hand_or_the_gy():
    revive = effects(MANTICORE)[1]
    assert revive["from"] == "graveyard"
    spec = revive["cost_cards"]
    assert spec["do"] == "banish" and spec["from"] == ["hand", "graveyard"]
    assert spec["names"] == ["Fissure"] and spec["or"] == {"what": "card",
                                                           "names": ["Smashing Ground"]}


def test_a_description_on_each_side_returned_to_the_hand_except_a_name():
    spec = effects(CIEL)[0]["cost_cards"]
    assert spec["do"] == "return" and spec["archetype"] == "Starry Knight"
    assert spec["or"] == {"what": "monster", "attribute": "LIGHT", "type": "Dragon", "level": 7,
                          "except": ["Starry Knight Ciel"]}
    assert spec["except"] == ["Starry Knight Ciel"]


def test_itself_tributed_from_the_hand_and_a_monster_of_either_archetype():
    effect = effects(ABYSS_SOLDIER)[0]
    assert effect["cost_self"] == "tribute" and effect["from"] == "hand"
    spec = effect["cost_cards"]
    assert spec["from"] == ["hand", "field"] and spec["other"] is True
    assert spec["archetype"] == "Atlantean" and spec["or"]["archetype"] == "Mermail"


def test_halves_given_up_differently_or_more_than_one_card_are_not_read():
    assert cost_either.read("Discard 1 Spell or 1 face-up monster you control") is None
    assert cost_either.read("Discard 2 Dragon or WATER monsters") is None
    assert cost_either.read('Discard 1 monster or "Vernusylph" card') is None
