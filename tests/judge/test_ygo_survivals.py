"""Judged scenarios of monsters spared from destruction a number of times each turn (5-3-15),
in the format's own `survives`, and real cards read into it (Gyroid, Spiritual Forest, Shield
Wing, read in place from ../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts, trap

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english  # noqa: E402

from cards.ygo import continuous_shapes, psct  # noqa: E402

ATTACKS = ["battle_phase", {"attack": {"attacker": "a-x", "target": "b-s"}}, "pass",
           {"attack": {"attacker": "a-y", "target": "b-s"}}, "pass"]
CRUSH = {"what": "monster", "player": "any", "zone": "field"}


def attackers() -> list[dict]:
    return [monster("a-x", 2000), monster("a-y", 2000)]


def test_the_first_battle_each_turn_spares_it_and_still_deals_damage():
    gyroid = monster("b-s", 1000, survives=[{"by": "battle"}])
    result = run(a={"monsters": attackers()}, b={"monsters": [gyroid]}, actions=ATTACKS)
    assert player(result, "B")["graveyard"] == ["b-s"]  # the second battle destroys it
    assert player(result, "B")["lp"] == 6000
    assert "5-3-15" in result["rules_cited"]
    twice = run(a={"monsters": attackers()},
                b={"monsters": [dict(gyroid, survives=[{"by": "battle", "times": 2}])]},
                actions=ATTACKS)
    assert player(twice, "B")["graveyard"] == []


def test_only_an_opponents_effect_and_only_the_monsters_described():
    forest = spell("b-forest", "continuous", face_up=True, survives=[
        {"by": "effect", "opponent": True, "monsters": {"type": "Beast"}}])
    beast = monster("b-s", 1000, types=["Beast"])
    crush = spell("a-crush", "quick-play", [{"destroy": "chosen"}], target=CRUSH)
    theirs = run(a={"hand": [crush]}, b={"monsters": [beast], "spells_traps": [forest]},
                 actions=[{"activate": {"card": "a-crush", "target": "b-s"}}, "pass", "pass"])
    assert player(theirs, "B")["monsters"][0]["id"] == "b-s"
    assert "is not destroyed" in texts(theirs)
    own = run(a={"monsters": [dict(beast, id="a-b")], "spells_traps": [
        dict(forest, id="a-forest")], "hand": [crush]},
        actions=[{"activate": {"card": "a-crush", "target": "a-b"}}, "pass", "pass"])
    assert player(own, "A")["graveyard"] == ["a-b", "a-crush"]  # its own player's effect


def test_its_effects_negated_it_spares_nothing():
    gyroid = monster("b-s", 1000, survives=[{"by": "battle"}])
    drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
    result = run(a={"monsters": attackers()[:1], "spells_traps": [drain]},
                 b={"monsters": [gyroid]}, actions=ATTACKS[:3])
    assert player(result, "B")["graveyard"] == ["b-s"]


@pytest.mark.parametrize(("number", "expected"), [
    ("18325492", [{"by": "battle"}]),  # Gyroid
    ("28859794", [{"by": "battle", "times": 2}]),  # Shield Wing
])
def test_printed_monsters(number, expected):
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields: dict = {}
    continuous_shapes.read_monster(reading, fields, [])
    assert fields["survives"] == expected


def test_printed_spiritual_forest():
    card = english("69112325")
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert continuous_shapes.encode_lasting(reading) == {"effect": [], "survives": [
        {"by": "battle", "monsters": {"type": ["Beast", "Beast-Warrior", "Plant"]}}]}


def test_every_time_for_the_monsters_it_describes_and_only_against_the_opponent():
    queen = monster("b-queen", 1200, archetypes=["Amazoness"], survives=[
        {"by": "battle", "times": 0, "monsters": {"archetype": "Amazoness"}}])
    fighter = monster("b-s", 1000, archetypes=["Amazoness"])
    result = run(a={"monsters": attackers()}, b={"monsters": [queen, fighter]},
                 actions=ATTACKS)
    assert player(result, "B")["graveyard"] == []  # twice: no count (12-8-3)
    assert player(result, "B")["lp"] == 6000
    raccoon = monster("b-s", 1000, survives=[{"by": "effect", "opponent": True, "times": 0}])
    crush = spell("a-crush", "quick-play", [{"destroy": "chosen"}], target=CRUSH)
    kept = run(a={"hand": [crush]}, b={"monsters": [raccoon]},
               actions=[{"activate": {"card": "a-crush", "target": "b-s"}}, "pass", "pass"])
    assert "5-3-12" in kept["rules_cited"] and player(kept, "B")["graveyard"] == []


def test_printed_majespecter_raccoon_cannot_be_targeted_nor_destroyed_by_the_opponent():
    card = english("31991800")  # Majespecter Raccoon - Bunbuku
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields: dict = {}
    continuous_shapes.read_monster(reading, fields, [])
    assert fields == {"untargetable_by_opponent": True,
                      "survives": [{"by": "effect", "opponent": True, "times": 0}]}


def test_under_a_condition_while_its_controller_controls_a_token():
    beast = monster("b-s", 1000, survives=[{"by": "any", "times": 0,
                                            "if": {"control": {"type": "Token"}}}])
    token = monster("b-token", 0, 0, types=["Machine", "Token"], position="defense")
    kept = run(a={"monsters": attackers()[:1]}, b={"monsters": [beast, token]},
               actions=ATTACKS[:3])
    assert player(kept, "B")["graveyard"] == []
    alone = run(a={"monsters": attackers()[:1]}, b={"monsters": [beast]}, actions=ATTACKS[:3])
    assert player(alone, "B")["graveyard"] == ["b-s"]


def test_printed_mecha_phantom_beast_reads_the_token_condition():
    card = english("31533704")  # Mecha Phantom Beast Megaraptor
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields: dict = {}
    continuous_shapes.read_monster(reading, fields, [])
    assert fields["survives"] == [{"by": "any", "times": 0,
                                   "if": {"control": {"type": "Token"}}}]
