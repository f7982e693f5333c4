"""More wordings of costs of cards of a description, read from real cards' English texts (read
in place from ../shared/fixtures/yaml-yugi) into `cost_cards` and `banish_deck` (5-2-2, 5-2-20):
"in your GY" said for "from your GY", a Type and a kind at once ("1 Dragon Fusion Monster",
`also_type`), "(face-down)" printed before the top cards of the Deck, and several cards each of
either of two descriptions ("2 "Generaider" monsters and/or Rock monsters", "a total of 2
"Fire Fist" / "Fire Formation" cards")."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import cost_either

CHANGSHI, BIG_INFLATE, SOLDIER_GAIA = "76352503", "91337277", "33318980"
UTGARDA, BUFFALO, CONSONANCE = "00744887", "92572371", "39701395"


def full(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full" and not card.notes, number  # every sentence read
    return card.encoding


def test_a_monster_banished_in_your_gy():
    revive = full(CHANGSHI)["effects"][1]
    assert revive["cost_cards"] == {"do": "banish", "what": "monster", "type": "Zombie"}


def test_the_top_fifty_cards_banished_face_down():
    assert full(BIG_INFLATE)["effects"][0]["banish_deck"] == 50


def test_a_type_and_a_kind_at_once():
    tribute = full(SOLDIER_GAIA)["effects"][0]
    assert tribute["cost_cards"] == {"do": "tribute", "what": "monster", "type": "Dragon",
                                     "also_type": "Fusion"}
    assert full(CONSONANCE)["cost_cards"] == {"do": "discard", "what": "monster",
                                              "type": "Dragon", "also_type": "Tuner",
                                              "atk_max": 1000}


def test_several_cards_each_of_either_description():
    assert full(UTGARDA)["effects"][0]["cost_cards"] == {
        "do": "tribute", "count": 2, "what": "monster", "archetype": "Generaider",
        "or": {"what": "monster", "type": "Rock"}}
    spec = full(BUFFALO)["effects"][0]["cost_cards"]
    assert spec["count"] == 2 and spec["from"] == ["hand", "field"] and spec["face_up"]
    assert spec["archetype"] == "Fire Fist" and spec["or"]["archetype"] == "Fire Formation"


def test_several_from_either_place_without_and_or_are_not_read():
    assert cost_either.read('Send 2 "Fire Fist" / "Fire Formation" cards from your hand or '
                            "face-up field to the GY") is None


def test_a_trigger_on_another_cards_event_gives_itself_up_from_either_zone():
    answer = full("06556909")["effects"][0]  # Red-Eyes Soul
    assert answer["type"] == "trigger" and answer["event"] == "summon"
    assert answer["cost_self"] == "send" and answer["from"] == ["hand", "field"]


def test_the_place_said_before_the_card_itself_and_another():
    discard, banish = full("58201062")["effects"]  # Spectral, Dragon Ruler of Flickers
    either = {"what": "monster", "type": "Dragon", "or": {"what": "monster",
                                                          "attribute": "LIGHT"}, "other": True}
    assert discard["cost_self"] == "discard" and discard["cost_cards"] == {"do": "discard",
                                                                           **either}
    assert banish["cost_self"] == "banish" and banish["from"] == "graveyard"
    assert banish["cost_cards"] == {"do": "banish", **either}


def test_a_monster_in_attack_position_tributed():
    second = full("21954587")["effects"][1]  # Mermail Abyssmegalo
    assert second["cost_cards"] == {"do": "tribute", "what": "monster", "attribute": "WATER",
                                    "other": True, "position": "attack"}
    assert second["effect"] == [{"second_attack": {"card": "self"}}]


def test_monsters_shuffled_into_the_main_deck():
    caam = full("91449144")["effects"][0]  # Caam, Serenity of Gusto
    assert caam["cost_cards"] == {"do": "shuffle", "count": 2, "what": "monster",
                                  "archetype": "Gusto", "main_deck": True}
    lavalval = full("75991898")["effects"][0]  # Lavalval Dragon: "into your Main Deck"
    assert lavalval["cost_cards"]["main_deck"] is True
    assert lavalval["cost_cards"]["archetype"] == "Laval"


def test_monsters_counted_by_their_total_levels():
    barbaros = full("63972571")["effects"][0]  # King Beast Barbaros
    assert barbaros["cost_cards"] == {"do": "tribute", "what": "monster", "total_levels": 8,
                                      "or_more": True}
    duck = full("54813225")["effects"][0]  # Duck Fighter
    assert duck["cost_cards"]["type"] == "Token" and duck["cost_cards"]["total_levels"] == 3
    tokusano = full("50357013")["cost_cards"]  # Tokusano Shinkyojin, a Spell
    assert tokusano == {"do": "send", "from": ["hand", "field"], "what": "monster",
                        "face_up": True, "total_levels": 10}


def test_another_card_with_a_different_name_beside_the_card_itself():
    fetch = full("83203672")["effects"][1]  # Springans Branga
    assert fetch["cost_self"] == "banish" and fetch["from"] == "graveyard"
    assert fetch["cost_cards"] == {"do": "banish", "what": "monster", "archetype": "Springans",
                                   "other_name": True, "other": True}
