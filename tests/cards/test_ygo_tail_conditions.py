"""Activation conditions of monster effects read by cards/ygo/tail_conditions.py, from real
cards' English texts read in place from ../shared/fixtures/yaml-yugi: an Ignition Effect
activated from either of two zones, or any of three (5-1-7); a Quick Effect limited to
the Battle Phase, alone or beside the Main Phases, with a state of the board (5-1-4, 5-2-4)."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct, tail_conditions


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


def test_a_quick_effect_in_the_opponents_battle_phase():
    turtle, _ = effects("34710660")  # Electromagnetic Turtle
    assert (turtle[0]["type"], turtle[0]["during"], turtle[0]["from"]) == (
        "quick", "opponent_battle_phase", "graveyard")  # its cost banishes it from the GY


def test_a_quick_effect_in_a_main_or_the_battle_phase_with_a_field_spell():
    black, _ = effects("38267552")  # Morpheus, the Dream Mirror Black Knight
    assert '"Dream Mirror of Joy" is in a Field Zone' in english("38267552")["text"]
    assert (black[1]["during"], black[1]["if"]) == (
        "main_or_battle_phase", {"field_spell": ["Dream Mirror of Joy"]})


def test_a_timed_quick_effect_with_an_unknown_state_is_not_read():
    assert tail_conditions.read('During the Main Phase, if you do not control a "Lil-la" '
                                'monster (Quick Effect)') is None
    assert tail_conditions.read("During your opponent's turn, if this card is in your GY "
                                "(Quick Effect)") == {"type": "quick", "during": "opponent_turn",
                                                      "from": "graveyard"}


def test_up_to_twice_per_turn_limits_each_copy_to_two_uses():
    cannoneer, _ = effects("46404281")  # Laval Magma Cannoneer
    assert (cannoneer[0]["type"], cannoneer[0]["once_per_turn"]) == ("ignition", "twice")
    kaus, read = effects("70908596")  # Constellar Kaus: two choices, the same limit
    assert kaus[0]["once_per_turn"] == "twice" and len(kaus[0]["options"]) == 2


def test_either_of_two_events_of_the_card_itself():
    dog, _ = effects("39246582")  # Fluffal Dog
    assert (dog[0]["event"], dog[0]["when"]) == ("summoned_from_hand", True)
    dark, _ = effects("56713174")  # Thunder Dragondark: from where each event leaves it
    assert (dark[1]["event"], dark[1]["from"]) == ("banished_or_sent_from_field",
                                                   ["banished", "graveyard"])
    onmoraki, _ = effects("95990456")  # Onmoraki
    assert (onmoraki[0]["event"], onmoraki[0]["from"]) == (
        "destroyed_by_opponent_effect_or_summoned_from_graveyard", ["graveyard", "field"])


def test_destroyed_by_battle_with_an_opponents_attacking_monster():
    sparrow, _ = effects("81354330")  # Red Sparrow Summoner
    assert (sparrow[0]["event"], sparrow[0]["from"], sparrow[0]["when"]) == (
        "destroyed_by_attacking_monster", "graveyard", True)


def test_targeted_for_an_attack():
    krebons, _ = effects("59575539")  # Krebons
    assert (krebons[0]["event"], krebons[0]["when"], krebons[0]["pay_lp"]) == (
        "targeted_for_attack", True, 800)
    shinobi, _ = effects("26046205")  # Vengeful Shinobi: mandatory, in Attack Position
    assert (shinobi[0]["if"], shinobi[0]["optional"]) == ({"self_position": "attack"}, False)


def test_in_the_graveyard_because_it_was_destroyed_this_turn():
    striker, _ = effects("01315120")  # T.G. Striker
    assert (striker[0]["event"], striker[0]["from"], striker[0]["if"]) == (
        "end_phase", "graveyard", {"destroyed_this_turn": True})
    assert striker[0]["once_per_turn"] == "copy"  # "Once per turn, during the End Phase"


def test_material_for_a_fusion_or_a_link_summon():
    dropsies, _ = effects("55725117")  # Prank-Kids Dropsies
    assert (dropsies[0]["event"], dropsies[0]["for"]) == ("fusion_or_link_material",
                                                          {"archetype": "Prank-Kids"})
    assert tail_conditions.read('If this card is sent to the Graveyard as a Fusion Material for '
                                'a Fusion Summon of a "Frightfur" Fusion Monster') == {
        "type": "trigger", "event": "fusion_material", "from": "graveyard",
        "for": {"archetype": "Frightfur", "type": "Fusion"}}


def test_destroyed_by_the_opponents_card_in_more_words():
    breaker, _ = effects("06903857")  # Power Breaker: "your opponent's attack or card effect"
    assert (breaker[0]["event"], breaker[0]["from"]) == ("destroyed_by_opponent", "graveyard")
    grandmaster, _ = effects("83039729")  # Grandmaster of the Six Samurai: "card effect"
    assert grandmaster[0]["event"] == "destroyed_by_opponent_effect"
    maide, _ = effects("26016357")  # Madolche Marmalmaide: "(either by battle or by card effect)"
    assert (maide[0]["event"], maide[0]["when"]) == ("destroyed_by_opponent", True)


def test_a_sentence_that_starts_with_a_quoted_name_is_its_own():
    # Hound of the Tistina: '... once per turn. "Tistina" monsters you control can attack ...'
    card = english("13510157")
    reading = psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])
    assert [e.kind for e in reading.effects] == ["activated", "continuous"]
    assert reading.effects[1].text.startswith('"Tistina" monsters')
    hound, _ = effects("13510157")  # its activated effect reads: from the hand or the GY
    assert (hound[0]["from"], hound[0]["if"]["control"]["archetype"]) == (
        ["hand", "graveyard"], "Tistina")
