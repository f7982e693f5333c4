"""Judged scenarios of monsters whose effects are negated for a while (5-5-1, 5-5-2), written in
the format's own steps: `negate_effects` until the end of the turn, and a face-up Continuous
Trap with `negates_monsters` (every face-up monster, their effects still activated)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell, texts, trap

NEGATE = [{"negate_effects": {"card": "chosen"}}]
ANY_FACE_UP = {"what": "monster", "player": "any", "zone": "field", "face_up": True}
DRAWS = [{"type": "ignition", "effect": [{"draw": 1}]}]


def test_a_monster_that_card_effects_cannot_destroy_can_be_once_its_effects_are_negated():
    sturdy = monster("b-sturdy", effect_indestructible=True)
    hand = [spell("a-negate", "quick-play", NEGATE, target=ANY_FACE_UP),
            spell("a-crush", "quick-play", [{"destroy": "chosen"}], target=ANY_FACE_UP)]
    result = run(a={"hand": hand}, b={"monsters": [sturdy]}, actions=[
        {"activate": {"card": "a-negate", "target": "b-sturdy"}}, "pass", "pass",
        {"activate": {"card": "a-crush", "target": "b-sturdy"}}, "pass", "pass"])
    assert player(result, "B")["graveyard"] == ["b-sturdy"]
    assert "5-5-1" in result["rules_cited"]


def test_a_face_down_monster_shows_no_effect_to_negate():
    hidden = monster("b-hidden", position="set")
    hand = [spell("a-negate", "quick-play", NEGATE,
                  target={"what": "monster", "player": "any", "zone": "field"})]
    result = run(a={"hand": hand}, b={"monsters": [hidden]}, actions=[
        {"activate": {"card": "a-negate", "target": "b-hidden"}}, "pass", "pass"])
    assert "it is face-down and shows no effect to negate" in texts(result)


def test_every_face_up_monster_is_negated_while_the_continuous_trap_stays_face_up():
    drain = trap("b-drain", "continuous", face_up=True, negates_monsters=True)
    mage = monster("a-mage", effects=DRAWS)
    seer = monster("a-seer", effects=[{"type": "ignition", "from": "hand",
                                       "effect": [{"draw": 1}]}])
    deck = [monster("a-d1"), monster("a-d2")]
    result = run(a={"monsters": [mage], "hand": [seer], "deck": deck},
                 b={"spells_traps": [drain]},
                 actions=[{"activate": {"card": "a-mage"}}, "pass", "pass",
                          {"activate": {"card": "a-seer"}}, "pass", "pass"])
    # the effect on the field was activated (5-5-2) and did nothing; the one in the hand drew
    assert player(result, "A")["hand"] == ["a-seer", "a-d1"]
    assert "does nothing: the effects of a-mage are negated" in texts(result)


def test_the_continuous_trap_leaving_the_field_ends_its_negation():
    drain = trap("b-drain", "continuous", face_up=True, negates_monsters=True)
    wall = monster("b-wall", atk=0, defense=500, position="defense")
    piercer = monster("a-piercer", atk=2000, piercing=True)
    twister = spell("a-twister", "quick-play", [{"destroy": "chosen"}],
                    target={"what": "spell_trap", "player": "opponent", "zone": "field"})
    attack = ["battle_phase", {"attack": {"attacker": "a-piercer", "target": "b-wall"}}, "pass"]
    kept = run(a={"monsters": [piercer]}, b={"spells_traps": [drain], "monsters": [wall]},
               actions=attack)
    assert player(kept, "B")["lp"] == 8000  # no piercing damage while negated
    gone = run(a={"monsters": [piercer], "hand": [twister]},
               b={"spells_traps": [drain], "monsters": [wall]},
               actions=[{"activate": {"card": "a-twister", "target": "b-drain"}}, "pass",
                        "pass", *attack])
    assert player(gone, "B")["lp"] == 6500


def test_a_monster_negated_in_its_own_turn_cannot_activate_its_effect():
    negate = spell("b-negate", "quick-play", NEGATE, target=ANY_FACE_UP, set_this_turn=False)
    mage = monster("a-mage", effects=DRAWS)
    result = run(a={"monsters": [mage]}, b={"hand": [], "spells_traps": [negate]},
                 actions=[{"activate": {"card": "b-negate", "target": "a-mage"}}, "pass",
                          "pass", {"activate": {"card": "a-mage"}}])
    found = illegal(result)
    assert found["rules"][:2] == ["5-5-2", "5-5-1"]


def test_a_face_up_trap_negated_on_the_chain_does_nothing_and_a_boost_stops():
    draw_trap = trap("a-trap", effect=[{"draw": 1}])
    negate = spell("b-negate", "quick-play", NEGATE, set_this_turn=False,
                   target={"what": "card", "player": "opponent", "zone": "field",
                           "face_up": True})
    result = run(a={"spells_traps": [draw_trap], "deck": [monster("a-d1")]},
                 b={"spells_traps": [negate]},
                 actions=[{"activate": {"card": "a-trap"}},
                          {"activate": {"card": "b-negate", "target": "a-trap"}},
                          "pass", "pass"])
    assert player(result, "A")["hand"] == []  # the Trap resolved with its effects negated
    assert "were negated while it was on the field" in texts(result)
    banner = spell("a-banner", "continuous", face_up=True, boosts=[{"atk": 500}])
    negate = spell("a-negate", "quick-play", NEGATE,
                   target={"what": "card", "player": "controller", "zone": "field",
                           "face_up": True})
    boosted = run(a={"spells_traps": [banner], "hand": [negate],
                     "monsters": [monster("a-hero")]},
                  actions=[{"activate": {"card": "a-negate", "target": "a-banner"}},
                           "pass", "pass"])
    assert player(boosted, "A")["monsters"][0]["atk"] == 1000


def test_every_face_up_monster_the_opponent_controls_is_negated_until_the_end_of_the_turn():
    ruler = spell("a-ruler", effect=[{"negate_all_effects": {"player": "opponent"}}])
    wall = monster("b-wall", atk=0, defense=500, position="defense")
    sturdy = monster("b-sturdy", atk=500, battle_indestructible=True)
    hidden = monster("b-hidden", position="set", battle_indestructible=True)
    hero = monster("a-hero", atk=2000)
    result = run(a={"hand": [ruler], "monsters": [hero]},
                 b={"monsters": [wall, sturdy, hidden]},
                 actions=[{"activate": {"card": "a-ruler"}}, "pass", "pass", "battle_phase",
                          {"attack": {"attacker": "a-hero", "target": "b-sturdy"}}, "pass"])
    assert "b-sturdy" in player(result, "B")["graveyard"]
    assert "the effects of b-wall and b-sturdy are negated" in texts(result)  # not b-hidden


def test_a_monster_taken_from_the_deck_and_summoned_with_its_effects_negated():
    call = spell("a-call", effect=[{"fetch": {"to": "field", "what": "monster",
                                              "negated": True}}])
    seer = monster("a-seer", effects=DRAWS)
    result = run(a={"hand": [call], "deck": [seer, monster("a-d1")]},
                 actions=[{"activate": {"card": "a-call", "pick": "a-seer"}}, "pass", "pass",
                          {"activate": {"card": "a-seer"}}])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-seer"]
    assert illegal(result)["rules"][0] == "5-5-2"
