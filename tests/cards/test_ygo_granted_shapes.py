"""The additional Normal Summon a card's text gives (8-1-7), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi, facts only); a sentence worded
otherwise stays a note."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import granted_shapes


@pytest.mark.parametrize(("number", "words"), [
    ("17129783", {"archetype": "Constellar"}),  # Constellar Leonis
    ("19093698", {"type": "Zombie", "level_max": 4}),  # Moissa Wight
    ("12954226", {"type": ["Insect", "Plant"]}),  # Circle of the Fairies
    ("31226177", {"archetype": "World Chalice"}),  # Imduk the World Chalice Dragon
])
def test_the_monster_an_additional_normal_summon_may_bring(number, words):
    card = derived(number)
    assert card.encoding["extra_normal_summon"] == words
    assert granted_shapes.ONCE not in card.notes
    assert not any("in addition to your Normal Summon" in note for note in card.notes)


@pytest.mark.parametrize("number", [
    "14513016",  # Ritual Beast Tamer Elder: "After you Normal Summon this card, ..."
])  # "During the turn this card was Normal Summoned, ...": test_ygo_summoned_turn_grants.py
def test_other_wordings_stay_notes(number):
    card = derived(number)
    assert "extra_normal_summon" not in card.encoding
    assert any("in addition to your Normal Summon" in note for note in card.notes)


def test_the_clause_is_needed():
    sentence = ('During your Main Phase, you can Normal Summon 1 "Constellar" monster in '
                'addition to your Normal Summon/Set.')
    assert granted_shapes.extra_normal_summon(sentence, "") is None
    assert granted_shapes.extra_normal_summon(sentence, granted_shapes.ONCE) == {
        "archetype": "Constellar"}


def test_a_continuous_spell_that_grants_one():
    card = derived("10719350")  # Fire Formation - Tensu, beside its ATK change
    assert card.automation == "full" and card.encoding["effect"] == []
    assert card.encoding["extra_normal_summon"] == {"type": "Beast-Warrior"}
    assert card.encoding["stat_changes"][0]["atk"] == 100


def test_a_field_spell_keeps_its_other_sentences_as_notes():
    card = derived("71348837")  # Madolche Salon
    assert card.automation == "partial"
    assert card.encoding["extra_normal_summon"] == {"archetype": "Madolche"}
    assert granted_shapes.ONCE not in card.notes and len(card.notes) == 2


def test_an_activated_effect_with_the_clause_after_it():
    card = derived("50820852")  # Simorgh, Bird of Beginning: "When this card is Normal
    # Summoned: You can activate this effect; during your Main Phase this turn, ..."
    summoned, revived = card.encoding["effects"]  # and its GY effect (3-4-1, stzone)
    [summoned] = [effect for effect in card.encoding["effects"]
                  if effect.get("event") == "normal_summoned"]
    assert summoned["effect"] == [{"extra_normal_summon": {"archetype": "Simorgh"}}]
    assert revived["if"] == {"opponent_spell_zone_max": 0}
    assert granted_shapes.ONCE not in card.notes


def test_an_activated_effect_without_the_clause_stays_a_note():
    assert granted_shapes.step("during your Main Phase this turn, you can Normal Summon 1 "
                               "Cyberse monster, in addition to your Normal Summon/Set.") is None


@pytest.mark.parametrize(("number", "words"), [
    ("03113836", {"set": True}),  # Gem-Knight Seraphinite: "Normal Summon/Set 1 monster"
    ("25280974", {"type": "Spellcaster", "tribute": True}),  # Legion the Fiend Jester
    ("08910240", {"level_min": 7, "tribute": True}),  # Rose Papillon
])
def test_a_set_too_or_a_tribute_summon_only(number, words):
    assert derived(number).encoding["extra_normal_summon"] == words


def test_what_a_material_gives_while_attached_is_no_summon_grant():
    card = derived("23689428")  # Infinitrack Goliath: "... and has this card as material ..."
    assert card.encoding["summon_grant"]["by"] == "attached"  # xyz_names.py (4-4-11)
    assert derived("83272895").encoding["summon_grant"] == {"by": "xyz", "gives": "piercing"}


def test_the_clause_stays_a_note_while_its_effect_is_not_read():
    card = derived("23740893")  # Yosenju Kodam: its cost "banish this card from your GY"
    assert granted_shapes.ONCE in card.notes
