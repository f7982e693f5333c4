"""Spells and Traps with "Activate 1 of these effects" (5-2-8) whose options read now, judged
from their printed texts: the real cards imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

MAGATAMA, MURAKUMO = "76725398", "19899073"
UNFORMED, OCH = "69003792", "36849933"
BONDING, FUH_RIN_KA_ZAN = "65514302", "01781310"
WISDOM = "88616795"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MAGATAMA, MURAKUMO, UNFORMED, OCH, BONDING,
                                  FUH_RIN_KA_ZAN, WISDOM)))


MAGATAMA_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-magatama, card: "{MAGATAMA}"}}, {{id: a-murakumo, card: "{MURAKUMO}"}},
           {{id: a-eight, name: Eight, level: 8}}]
    monsters: [{{id: a-four, name: Four, level: 4}}, {{id: a-four2, name: Four Again, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-magatama, option: 1, pick: a-murakumo, materials: [{{tributes}}]}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_mitsurugi_magatama_tributes_monsters_its_player_controls(printed):
    result = judged(MAGATAMA_BOARD.replace("{tributes}", "a-four, a-four2"))
    assert result["outcome"] == "completed", result
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-murakumo"]
    assert {"a-four", "a-four2", "a-magatama"} <= set(players["graveyard"])
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.django_db
def test_mitsurugi_magatama_takes_no_tribute_from_the_hand(printed):
    result = judged(MAGATAMA_BOARD.replace("{tributes}", "a-eight"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.material_not_there"


UNFORMED_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-unformed, card: "{UNFORMED}"}}]
    deck: [{{id: a-och, card: "{OCH}"}}, {{id: a-filler, name: Filler}}]
    monsters: [{{id: a-four, name: Four, level: 4}}, {{id: a-four2, name: Four Again, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-unformed, option: 1, pick: a-och, materials: [{{tributes}}],
                position: attack}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_megalith_unformed_summons_in_defense_for_twice_the_level(printed):
    # Megalith Och is Level 4: the Tributes make exactly 8, and it arrives in Defense
    # Position whatever position the activation names (8-5-1, 8-4-3)
    result = judged(UNFORMED_BOARD.replace("{tributes}", "a-four, a-four2"))
    assert result["outcome"] == "completed", result
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [("a-och", "defense")]
    assert {"8-5-1", "8-4-3"} <= set(result["rules_cited"])


@pytest.mark.django_db
def test_megalith_unformed_refuses_tributes_making_only_the_level(printed):
    result = judged(UNFORMED_BOARD.replace("{tributes}", "a-four"))
    assert result["outcome"] == "illegal_action"
    why = result["illegal"]["params"]["why"]
    assert why["code"] == "why.ritual_levels_exact"
    assert (why["params"]["total"], why["params"]["needed"]) == (4, 8)


BONDING_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-bonding, card: "{BONDING}"}},
           {{id: a-warrior, name: Warrior, level: 4, types: [Warrior]}}]
    graveyard: [{{id: a-rock, name: Rock One, level: 4, types: [Rock]}}]
    banished: [{{id: a-rock2, name: Rock Two, level: 4, types: [Rock]}}]
    deck: [{{id: a-filler, name: Filler}}]
    extra_deck: [{{id: a-golem, name: Rock Golem, level: 8, atk: 2800, def: 1000,
                  types: [Rock, Fusion], fusion_materials: [{{type: Rock}}, {{type: Rock}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-bonding, option: 2, pick: a-golem, materials: [{{materials}}]}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_magnet_bonding_shuffles_a_banished_rock_monster_back_as_material(printed):
    result = judged(BONDING_BOARD.replace("{materials}", "a-rock, a-rock2"))
    assert result["outcome"] == "completed", result
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-golem"]
    # both shuffled into the Deck (one card there before), the banished one too
    assert (players["deck"], players["banished"], players["graveyard"]) == (3, [], ["a-bonding"])
    assert "8-5-2" in result["rules_cited"]


@pytest.mark.django_db
def test_magnet_bonding_takes_no_material_that_is_not_a_rock_monster(printed):
    result = judged(BONDING_BOARD.replace("{materials}", "a-rock, a-warrior"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.material_not_there"


FUH_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-fuh, card: "{FUH_RIN_KA_ZAN}", face_up: false, set_this_turn: false}}]
    monsters: [{{id: a-wind, name: Wind, level: 4, attribute: WIND}},
               {{id: a-water, name: Water, level: 4, attribute: WATER}},
               {{id: a-fire, name: Fire, level: 4, attribute: FIRE}}]
    deck: [{{id: a-d1, name: D1}}, {{id: a-d2, name: D2}}]
  B:
    monsters: [{{id: b-earth, name: Earth, level: 4, attribute: EARTH{{earth}}}}]
actions:
  - activate: {{card: a-fuh, option: 3}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_fuh_rin_ka_zan_with_the_four_attributes_face_up_on_either_field(printed):
    result = judged(FUH_BOARD.replace("{earth}", ""))
    assert result["outcome"] == "completed", result
    assert sorted(result["state"]["players"]["A"]["hand"]) == ["a-d1", "a-d2"]


@pytest.mark.django_db
def test_fuh_rin_ka_zan_is_not_activated_while_the_earth_monster_is_face_down(printed):
    # a face-down monster shows no Attribute (9-1-3): the condition does not hold (5-2-4)
    result = judged(FUH_BOARD.replace("{earth}", ", position: set"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]


WISDOM_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-wisdom, card: "{WISDOM}"}},
           {{id: a-wipe, name: Wipe, kind: spell, spell_type: normal,
             effect: [{{destroy_all: {{what: monsters, player: both}}}}]}}]
    monsters: [{{id: a-mage, name: Mage, level: 4, types: [Spellcaster]}},
               {{id: a-other, name: Other, level: 4, types: [Warrior]}}]
  B: {{}}
actions:
  - activate: {{card: a-wisdom, option: {{option}}, target: a-mage}}
  - pass
  - pass
  - activate: {{card: a-wipe}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_spellbook_of_wisdom_keeps_its_target_from_a_later_spell(printed):
    result = judged(WISDOM_BOARD.replace("{option}", "0"))
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-mage"]
    assert "5-3-29" in result["rules_cited"]


@pytest.mark.django_db
def test_spellbook_of_wisdom_against_traps_does_not_keep_it_from_a_spell(printed):
    result = judged(WISDOM_BOARD.replace("{option}", "1"))
    assert result["outcome"] == "completed", result
    assert result["state"]["players"]["A"]["monsters"] == []
