"""Counters (4-8): placed on a face-up card up to the bound its text prints (4-8-1, 4-8-2),
removed from the monster as the cost of its effect only when they are there (4-8-3), ATK for
each one on it (4-8-4), and one more each time a Spell Card it saw activated resolves (4-8-5)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell, texts

SPELL_COUNTER = {"name": "Spell Counter", "max": 3, "atk": 300, "each_spell": 1}


def mage(counters: int = 0, **extra):
    return monster("a-mage", atk=1600, counter=SPELL_COUNTER, counters=counters, **extra)


def atk_of(result, card_id):
    return next(m["atk"] for m in player(result, "A")["monsters"] if m["id"] == card_id)


def test_the_monster_gains_atk_for_each_counter_on_it():
    result = run({"monsters": [mage(2)]})
    assert atk_of(result, "a-mage") == 1600 + 2 * 300


def test_a_spell_card_that_resolves_places_a_counter_up_to_the_bound():
    draw = spell("a-draw", effect=[{"draw": 1}])
    again = spell("a-again", effect=[{"draw": 1}])
    result = run({"monsters": [mage(1)], "hand": [draw, again]},
                 actions=[{"activate": {"card": "a-draw"}}, "pass", "pass",
                          {"activate": {"card": "a-again"}}, "pass", "pass"])
    assert atk_of(result, "a-mage") == 1600 + 3 * 300
    assert {"4-8-5", "4-8-2", "4-8-4"} <= set(result["rules_cited"])


def test_a_negated_spell_places_no_counter():
    draw = spell("a-draw", effect=[{"draw": 1}])
    stop = {"id": "b-stop", "kind": "trap", "trap_type": "counter",
            "effect": [{"negate": "previous"}]}
    result = run({"monsters": [mage(0)], "hand": [draw]}, {"spells_traps": [stop]},
                 actions=[{"activate": {"card": "a-draw"}},
                          {"activate": {"card": "b-stop"}}, "pass", "pass"])
    assert atk_of(result, "a-mage") == 1600


def test_counters_removed_as_a_cost_must_be_there():
    blast = [{"type": "ignition", "remove_counters": 2, "effect": [{"draw": 1}]}]
    refused = illegal(run({"monsters": [mage(1, effects=blast)]},
                          actions=[{"activate": {"card": "a-mage", "effect": 0}}]))
    assert "4-8-3" in refused["rules"]
    result = run({"monsters": [mage(3, effects=blast)]},
                 actions=[{"activate": {"card": "a-mage", "effect": 0}}, "pass", "pass"])
    assert atk_of(result, "a-mage") == 1600 + 300
    assert "Spell Counter" in texts(result)


def test_an_effect_places_counters_on_its_monster():
    charge = [{"type": "ignition", "effect": [{"place_counters": {
        "card": "self", "count": 2, "name": "Spell Counter", "max": 3}}]}]
    result = run({"monsters": [mage(0, effects=charge)]},
                 actions=[{"activate": {"card": "a-mage", "effect": 0}}, "pass", "pass"])
    assert atk_of(result, "a-mage") == 1600 + 2 * 300


def test_a_monster_effect_removes_counters_from_another_card_its_player_controls():
    tower = {"id": "a-tower", "kind": "spell", "spell_type": "continuous", "face_up": True,
             "counter": {"name": "Spell Counter"}, "counters": 2}
    blast = [{"type": "ignition", "field_counters": {"count": 2, "name": "Spell Counter"},
              "effect": [{"draw": 1}]}]
    result = run({"monsters": [mage(1, effects=blast)], "spells_traps": [tower], "deck": 3},
                 actions=[{"activate": {"card": "a-mage", "effect": 0, "cost": ["a-tower"]}},
                          "pass", "pass"])
    assert atk_of(result, "a-mage") == 1600 + 300  # its own counter stays
    assert "4-8-9" in result["rules_cited"]
    refused = illegal(run({"monsters": [mage(1, effects=blast)], "spells_traps": [tower]},
                          actions=[{"activate": {"card": "a-mage", "effect": 0}}]))
    assert refused["code"] == "illegal.cost_field_counters.name"  # 1 + 2 on two cards
