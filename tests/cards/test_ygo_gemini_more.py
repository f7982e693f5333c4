"""Gemini monsters and the cards that name them, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi, facts only): "target 1 Gemini monster" (an ability
of the type line, printed with "monster" as the other abilities are: Flip, Spirit, Toon,
Union), and a Continuous Effect whose check waits for the Gemini Summon: battle damage that
passes to the opponent (12-8-7), on other monsters too; an effect that Special Summons a Gemini
monster with its effects (8-1-12)."""
from __future__ import annotations

from ygo_support import derived as read

HYDRON_HAWK, NIGHT_ASSAILANT, SHINOBIRD_PIGEON = "55100740", "16226786", "92200612"


def test_chemicritter_hydron_hawk_targets_a_gemini_monster_in_its_graveyard():
    found = read(HYDRON_HAWK)
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert found.encoding["gemini"] is True and granted["discard"] == 1
    assert granted["target"] == {"what": "monster", "player": "controller",
                                 "zone": "graveyard", "type": "Gemini"}
    assert granted["effect"] == [{"special_summon": {"card": "chosen", "position": "defense"}}]


def test_the_other_abilities_of_the_type_line_are_read_as_targets_too():
    flip = read(NIGHT_ASSAILANT)
    assert flip.automation == "full"
    assert [e["target"].get("type") for e in flip.encoding["effects"]] == [None, "Flip"]
    spirit = read(SHINOBIRD_PIGEON)
    assert spirit.automation == "full"
    assert spirit.encoding["effects"][0]["target"]["type"] == "Spirit"


def test_magical_reflect_slime_passes_its_battle_damage_once_gemini_summoned():
    found = read("03918345")  # a Gemini monster: the check waits for its Gemini Summon
    assert found.automation == "full" and found.notes == []
    assert found.encoding == {"gemini": True, "reflects_battle_damage": True}


def test_amazoness_swords_woman_and_the_mikanko_pass_their_battle_damage_on():
    assert read("94004268").encoding == {"reflects_battle_damage": True}
    mikanko = read("75771170").encoding  # after "Cannot be destroyed by battle, also"
    assert mikanko["battle_indestructible"] is True
    assert mikanko["reflects_battle_damage"] is True


def test_blazewing_butterfly_summons_a_gemini_monster_with_its_effects():
    found = read("16984449")
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert (granted["cost_self"], granted["target"]["type"]) == ("tribute", "Gemini")
    assert granted["effect"] == [{"special_summon": {"card": "chosen", "gemini_effects": True}}]


def test_black_brutdrago_gives_the_gemini_monster_it_summons_its_effects():
    found = read("96029574")  # "Special Summon that target and if you do, ..." (no comma)
    assert found.automation == "full"
    revive = found.encoding["effects"][1]
    assert revive["effect"] == [{"special_summon": {"card": "chosen", "gemini_effects": True}}]


def test_the_gemini_sentence_before_several_lines_says_these_effects():
    found = read("43803845")  # Duck Dummy: "... an Effect Monster with these effects."
    assert found.encoding["gemini"] is True
    assert not any(note.startswith("This card is treated as a Normal Monster")
                   for note in found.notes)
    assert found.automation == "partial"  # its "●" lines are not all read: the sentence stays


def test_evocator_eveque_answers_its_own_normal_summon_once_gemini_summoned():
    found = read("16146511")  # the Gemini Summon is a Normal Summon (8-1-9)
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert found.encoding["gemini"] is True
    assert (granted["type"], granted["event"]) == ("trigger", "summoned")
    assert granted["effect"] == [{"special_summon": {"card": "chosen"}}]


def test_evocator_chevalier_sends_any_equip_card_it_controls():
    found = read("96872283")  # "send 1 face-up Equip Card you control" (10-4-11)
    assert found.automation == "full" and found.notes == []
    [granted] = found.encoding["effects"]
    assert granted["cost_cards"] == {"do": "send", "from": ["field"], "what": "card",
                                     "equip_card": True}
    assert granted["effect"] == [{"destroy": "chosen"}]


def test_dark_valkyria_reads_its_spell_counters_once_gemini_summoned():
    found = read("83269557")  # "Once, while this card is face-up on the field:" (5-2-18)
    assert found.automation == "full" and found.notes == []
    assert found.encoding["counter"] == {"name": "Spell Counter", "atk": 300}
    placing, removing = found.encoding["effects"]
    assert placing["once_per_turn"] == "face_up"
    assert placing["effect"] == [{"place_counters": {"card": "self", "count": 1,
                                                     "name": "Spell Counter"}}]
    assert removing["remove_counters"] == 1
