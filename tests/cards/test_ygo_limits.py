"""Once-per-turn clauses read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only): which effects each clause limits and how (5-2-6); a
clause the engine cannot apply leaves the card's effects unread."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct


def monster(number: str) -> tuple[dict, list[str], int]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields, read, len(reading.effects)


def test_one_use_shared_by_all_the_effects_of_the_name():
    fields, read, count = monster("82633039")  # Castel, the Skyblaster Musketeer
    assert [e["once_per_turn"] for e in fields["effects"]] == ["shared", "shared"]
    assert [e["detach"] for e in fields["effects"]] == [1, 2]
    assert len(read) == count == 2


def test_the_shared_limit_covers_a_trigger_and_a_graveyard_effect():
    fields, _, _ = monster("29021114")  # Silver Gadget
    assert [(e["type"], e["once_per_turn"]) for e in fields["effects"]] == [
        ("trigger", "shared"), ("trigger", "shared")]


def test_the_effect_of_a_card_with_one_effect_is_by_name():
    fields, read, count = monster("18698739")  # Garbage Ogre
    assert fields["effects"][0]["once_per_turn"] == "name"
    assert fields["effects"][0]["cost_self"] == "send"
    assert len(read) == count == 1


def test_a_limit_once_per_duel_is_not_read():
    _, read, _ = monster("09861795")  # Mogmole: "once per Duel"
    assert not any("once per Duel" in text for text in read)


def test_each_of_the_preceding_effects_limits_those_before_it():
    fields, read, count = monster("85401123")  # Mokomoko
    assert [e["once_per_turn"] for e in fields["effects"]] == ["name", "name"]
    # the sentence after it ("neither can be destroyed by that battle") is no effect it limits
    assert len(read) == 2 and count == 3


def test_each_of_the_following_effects_limits_those_after_it():
    # Yoa the Plague Deity Ashtra: a summoning procedure with its own "once per turn this
    # way", then "each of the following effects": the Ignition Effect after it is by name
    card = english("01710647")
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    procedure, setting = reading.effects[0], reading.effects[1]
    assert procedure.clauses == [reading.limits[0]] and "this way" in reading.limits[0]
    assert setting.clauses == [reading.limits[1]] and "following" in reading.limits[1]
    fields, _, _ = monster("01710647")
    assert fields["effects"][0]["once_per_turn"] == "name"
    assert fields["effects"][0]["effect"][0]["fetch"]["to"] == "set"


def test_one_of_the_following_effects_is_shared_among_those_after_it():
    fields, _, _ = monster("00146746")  # Double Headed Anger Knuckle: "1 of the following"
    # the first ("Special Summon it in Defense Position, but negate its effects", 5-5-1) and
    # the second, from the GY: one use between them
    assert [e["once_per_turn"] for e in fields["effects"]] == ["shared", "shared"]
    assert fields["effects"][1]["from"] == "graveyard"


def test_a_limit_on_special_summons_of_the_name_is_a_summoning_condition():
    card = english("77895328")  # Genta, Gateman of Dark World
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    first = reading.effects[0]
    assert first.kind == "summoning condition" and first.text.startswith(
        'You can only Special Summon "Genta')
    assert reading.limits == []
