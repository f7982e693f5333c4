"""Ritual Summons from places other than the hand, with Tributes of a kind, and with the monster
whose effect it is among the Tributes (digest 8-5-1): `summon_from`, `material`, `with_self`;
Megalith Ophiel read from its printed text (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

SOLDIER = monster("soldier", 3000, 2500, 8, name="Black Luster Soldier",
                  types=["Warrior", "Ritual"])


def advent(**step: Any) -> dict[str, Any]:
    """A Ritual Spell that Ritual Summons "any Ritual Monster" as `step` adds."""
    return spell("advent", "ritual", name="Advent", effect=[{"ritual_summon": step}])


ACT = {"activate": {"card": "advent", "pick": "soldier", "materials": ["eight"]}}


def test_a_ritual_monster_comes_from_the_graveyard_the_card_names():
    a = {"hand": [advent(summon_from=["hand", "graveyard"]), monster("eight", level=8)],
         "graveyard": [SOLDIER]}
    result = run(a, None, [ACT, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]
    assert "from the Graveyard" in texts(result) and "8-5-1" in result["rules_cited"]
    assert player(result, "A")["graveyard"] == ["eight", "advent"]


def test_from_the_deck_the_deck_is_shuffled():
    a = {"hand": [advent(summon_from=["hand", "deck"]), monster("eight", level=8)],
         "deck": [SOLDIER, monster("other")]}
    result = run(a, None, [ACT, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]
    assert any(step.get("code") == "deck_shuffled" for step in result["steps"])


def test_a_ritual_spell_that_names_no_place_takes_it_from_the_hand_only():
    a = {"hand": [advent(), monster("eight", level=8)], "graveyard": [SOLDIER]}
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == "why.summon_pick.ritual"
    a["hand"][0] = advent(summon_from=["deck"])
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == \
        "why.summon_pick.ritual.from"


def test_each_tribute_must_be_of_the_kind_the_card_asks():
    a = {"hand": [advent(material={"attribute": "LIGHT"}), SOLDIER,
                  monster("eight", level=8, attribute="DARK")]}
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == "why.material_not_there"
    a["hand"][2] = monster("eight", level=8, attribute="LIGHT")
    assert monster_ids(run(a, None, [ACT, "pass", "pass"]), "A") == ["soldier"]


# Megalith Ophiel (Level 4), Black Luster Soldier (a Level 8 Ritual Monster)
OPHIEL, LUSTER = "63056220", "05405694"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (OPHIEL, LUSTER)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-soldier, card: "{LUSTER}"}}, {{id: a-four, name: Four, level: 4}}]
    monsters: [{{id: a-ophiel, card: "{OPHIEL}"}}, {{id: a-other, name: Other, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-ophiel, effect: 1, pick: a-soldier, materials: {{tributes}}}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_megalith_ophiel_ritual_summons_tributing_itself(printed):
    result = judged(BOARD.replace("{tributes}", "[a-ophiel, a-four]"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [
        "a-other", "a-soldier"]
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.django_db
def test_megalith_ophiel_must_be_one_of_the_tributes(printed):
    result = judged(BOARD.replace("{tributes}", "[a-other, a-four]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.ritual_with_self"
    assert result["illegal"]["rules"] == ["8-5-1", "5-2-4"]


def test_a_fusion_summon_including_this_card_needs_it_among_the_materials():
    # Soprano the Melodious Songstress: "You can Fusion Summon 1 "Melodious" Fusion Monster
    # from your Extra Deck, using monsters you control as Fusion Materials, including this card."
    soprano = monster("soprano", name="Soprano", effects=[{"type": "ignition", "effect": [
        {"fusion_summon": {"from": ["field"], "with_self": True}}]}])
    fused = monster("fused", 2000, 2000, 6, name="Fused", types=["Fairy", "Fusion"],
                    fusion_materials=[{}, {}])
    a = {"monsters": [soprano, monster("one"), monster("two")], "extra_deck": [fused]}
    act = {"activate": {"card": "soprano", "pick": "fused", "materials": ["one", "two"]}}
    assert illegal(run(a, None, [act]))["params"]["why"]["code"] == "why.fusion_with_self"
    act["activate"]["materials"] = ["soprano", "two"]
    assert monster_ids(run(a, None, [act, "pass", "pass"]), "A") == ["one", "fused"]


TRANSMIGRATION, LORD, RED_EYES = "45410988", "19025379", "74677422"


@pytest.fixture
def red_eyes(tmp_path):
    store(subset(tmp_path, (TRANSMIGRATION, LORD, RED_EYES)))


RED_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ritual, card: "{TRANSMIGRATION}"}}, {{id: a-lord, card: "{LORD}"}},
           {{id: a-one, name: One, level: 1}}]
    graveyard: [{{id: a-red, card: "{RED_EYES}"}}, {{id: a-seven, name: Seven, level: 7}}]
  B: {{}}
actions:
  - activate: {{card: a-ritual, pick: a-lord, materials: {{materials}}}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_red_eyes_transmigration_banishes_a_red_eyes_from_the_gy(red_eyes):
    # "You must also Tribute monsters from your hand or field, and/or banish "Red-Eyes" monsters
    # from your GY, whose total Levels equal 8 or more."
    result = judged(RED_BOARD.replace("{materials}", "[a-red, a-one]"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-lord"]
    assert players["banished"] == ["a-red"]
    assert sorted(players["graveyard"]) == ["a-one", "a-ritual", "a-seven"]
    assert {"8-5-1", "5-3-3"} <= set(result["rules_cited"])


@pytest.mark.django_db
def test_a_monster_in_the_gy_that_is_not_a_red_eyes_is_no_material(red_eyes):
    result = judged(RED_BOARD.replace("{materials}", "[a-seven, a-one]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.material_not_there"


def test_a_fusion_summon_shuffling_its_materials_into_the_deck():
    # Fiendsmith's Sequence: "Fusion Summon 1 Fiend Fusion Monster from your Extra Deck, by
    # shuffling its materials from your GY into the Deck." (an Extra Deck monster among them
    # goes back to the Extra Deck, 2-2-3)
    seq = spell("seq", "quick-play", name="Sequence", effect=[
        {"fusion_summon": {"shuffle": True, "from": ["graveyard"], "type": "Fiend"}}])
    fiend = monster("fiend", 2000, 2000, 6, name="Fused", types=["Fiend", "Fusion"],
                    fusion_materials=[{}, {}])
    a = {"hand": [seq], "extra_deck": [fiend],
         "graveyard": [monster("one"), monster("link", types=["Fiend", "Link"])]}
    act = {"activate": {"card": "seq", "pick": "fiend", "materials": ["one", "link"]}}
    result = run(a, None, [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["fiend"]
    assert player(result, "A")["extra_deck"] == ["link"]
    assert {"5-3-14", "2-2-3"} <= set(result["rules_cited"])
    assert "shuffles their Deck" in texts(result)


ASH = monster("b-ash", types=["Zombie", "Effect", "Tuner"], effects=[{
    "type": "quick", "from": "hand", "cost_self": "discard",
    "negates_includes": ["deck_to_hand", "deck_summon", "deck_to_graveyard"],
    "effect": [{"negate": {"what": "effect"}}]}])


@pytest.mark.parametrize("step,deck,answered", [
    ({"summon_from": ["hand", "deck"]}, "soldier", True),  # Special Summons from the Deck
    ({"from": ["deck"], "send": True, "exact": True}, "eight", True),  # Deck to the GY
    ({}, "", False),  # from the hand, Tributing: nothing of the Deck (11-3-4)
])
def test_what_a_ritual_summon_includes_for_a_negation(step, deck, answered):
    cards = [SOLDIER, monster("eight", level=8)]
    a = {"hand": [advent(**step)] + [c for c in cards if c["id"] != deck],
         "deck": [c for c in cards if c["id"] == deck] + [monster("filler")]}
    result = run(a, {"hand": [ASH]}, [
        {"activate": {"card": "advent", "pick": "soldier", "materials": ["eight"]}},
        {"activate": {"card": "b-ash", "effect": 0}}])
    assert (result["outcome"] != "illegal_action") is answered
    if answered:
        assert monster_ids(result, "A") == []  # negated: nothing Summoned
