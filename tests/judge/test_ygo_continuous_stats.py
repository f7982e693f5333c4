"""Judged scenarios of Continuous Effects that change ATK and DEF (5-1-1), in the format's own
`stat_changes`: applied while the card is face-up on the field and its effects are not negated,
to every monster it describes, counting "for each" as things stand."""
from __future__ import annotations

from ygo_duel import monster, player, run, spell, trap

WARRIORS_UP = [{"monsters": {"type": "Warrior"}, "player": "controller", "atk": 400}]
PER_HAND = [{"atk": 300, "def": 300, "for_each": {"zone": "hand", "what": "card"}}]
ATTACK = ["battle_phase", {"attack": {"attacker": "a-warrior", "target": "b-mage"}}]


def atk_of(result: dict, pid: str, card: str) -> int:
    return next(m["atk"] for m in player(result, pid)["monsters"] if m["id"] == card)


def duel_with(commander: dict, b_extra: dict | None = None) -> dict:
    warrior = monster("a-warrior", 1400, types=["Warrior", "Normal"])
    mage = monster("b-mage", 1600, types=["Spellcaster", "Normal"])
    return run(a={"monsters": [commander, warrior]},
               b={"monsters": [mage], **(b_extra or {})}, actions=ATTACK)


def test_a_monster_raises_the_monsters_it_describes_and_the_battle_uses_it():
    commander = monster("a-commander", 1200, types=["Warrior", "Effect"],
                        stat_changes=WARRIORS_UP)
    result = duel_with(commander)
    assert player(result, "B")["graveyard"] == ["b-mage"]  # 1800 beats 1600 (12-5-1)
    assert atk_of(result, "A", "a-commander") == 1600  # it is a Warrior too
    assert player(result, "B")["lp"] == 7800


def test_a_face_down_or_negated_monster_changes_nothing():
    hidden = monster("a-commander", 1200, position="set", types=["Warrior", "Effect"],
                     stat_changes=WARRIORS_UP)
    assert player(duel_with(hidden), "A")["graveyard"] == ["a-warrior"]
    shown = dict(hidden, position="attack")
    drained = duel_with(shown, {"spells_traps": [trap("b-drain", "continuous", face_up=True,
                                                      negates_monsters=True)]})
    assert player(drained, "A")["graveyard"] == ["a-warrior"]  # 5-5-1


def test_the_opponents_monsters_lose_atk_and_the_change_goes_with_the_card():
    borg = monster("b-borg", 1000, stat_changes=[{"monsters": {}, "player": "opponent",
                                                  "atk": -500}])
    crush = spell("a-crush", "quick-play", [{"destroy": "chosen"}],
                  target={"what": "monster", "player": "opponent", "zone": "field"})
    before = run(a={"monsters": [monster("a-x", 1500)]}, b={"monsters": [borg]})
    assert atk_of(before, "A", "a-x") == 1000
    after = run(a={"monsters": [monster("a-x", 1500)], "hand": [crush]},
                b={"monsters": [borg]},
                actions=[{"activate": {"card": "a-crush", "target": "b-borg"}}, "pass", "pass"])
    assert atk_of(after, "A", "a-x") == 1500


def test_for_each_counts_the_cards_as_they_are_now():
    muka = monster("a-muka", 600, 300, stat_changes=PER_HAND)
    hand = [monster("a-h1"), monster("a-h2"),
            spell("a-pot", effect=[{"draw": 1}])]
    result = run(a={"monsters": [muka], "hand": hand, "deck": [monster("a-d1")]},
                 actions=[{"activate": {"card": "a-pot"}}, "pass", "pass"])
    # three cards in the hand, the Spell gone, one drawn: 600 + 3 x 300
    assert player(result, "A")["monsters"][0]["atk"] == 1500
    assert player(result, "A")["monsters"][0]["def"] == 1200


def test_a_continuous_spell_raises_monsters_of_an_archetype_while_face_up():
    tablet = spell("a-tablet", "continuous", face_up=True, stat_changes=[
        {"monsters": {"archetype": "Chronomaly"}, "player": "controller", "atk": 800}])
    ours = monster("a-c", 1000, archetypes=["Chronomaly"])
    theirs = monster("b-c", 1000, archetypes=["Chronomaly"])
    result = run(a={"monsters": [ours], "spells_traps": [tablet]}, b={"monsters": [theirs]})
    assert (atk_of(result, "A", "a-c"), atk_of(result, "B", "b-c")) == (1800, 1000)


def test_a_gain_in_the_damage_step_of_its_attacks_only():
    steam = monster("a-x", 1400, stat_changes=[
        {"atk": 500, "battle": {"role": "attacks", "versus": "monster"}}])
    result = run(a={"monsters": [steam]}, b={"monsters": [monster("b-m", 1600)]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-m"}}])
    assert player(result, "B")["graveyard"] == ["b-m"]  # 1900 in the Damage Step (12-4-1)
    assert atk_of(result, "A", "a-x") == 1400  # the battle over, the gain is gone
    direct = run(a={"monsters": [steam]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}}])
    assert player(direct, "B")["lp"] == 6600  # a direct attack is not against a monster


def test_a_gain_against_a_monster_of_an_attribute_when_attacked_too():
    ally = monster("b-ally", 1000, stat_changes=[
        {"atk": 500, "battle": {"role": "battles", "versus": "monster",
                                "against": {"attribute": "LIGHT"}}}])
    light = monster("a-light", 1400, attribute="LIGHT")
    result = run(a={"monsters": [light]}, b={"monsters": [ally]},
                 actions=["battle_phase", {"attack": {"attacker": "a-light", "target": "b-ally"}}])
    assert player(result, "A")["graveyard"] == ["a-light"]  # 1500 against 1400


def test_a_change_under_a_condition_of_its_controllers_field():
    soldier = monster("a-soldier", 1000, stat_changes=[
        {"atk": 2000, "if": {"control": {"archetype": "Gadget"}}}])
    gadget = monster("a-gadget", 500, archetypes=["Gadget"])
    alone = run(a={"monsters": [soldier]})
    assert atk_of(alone, "A", "a-soldier") == 1000
    beside = run(a={"monsters": [soldier, gadget]})
    assert atk_of(beside, "A", "a-soldier") == 3000
    squad = dict(soldier, stat_changes=[{"atk": 800, "if": {
        "control": {"type": "Fish"}, "control_other": True}}], types=["Fish"])
    assert atk_of(run(a={"monsters": [squad]}), "A", "a-soldier") == 1000  # not itself


def test_a_change_while_the_card_itself_is_in_defense_position():
    guard = monster("a-guard", 800, 1500, position="defense", types=["Plant"], stat_changes=[
        {"monsters": {"type": "Plant"}, "player": "controller", "atk": 500, "def": 500,
         "if": {"self_position": "defense"}}])
    plant = monster("a-plant", 1000, types=["Plant"])
    result = run(a={"monsters": [guard, plant]})
    assert atk_of(result, "A", "a-plant") == 1500
    upright = run(a={"monsters": [dict(guard, position="attack"), plant]})
    assert atk_of(upright, "A", "a-plant") == 1000


def test_a_change_during_its_controllers_turn_or_battle_phase_only():
    mine = monster("a-x", 1000, stat_changes=[{"atk": 1000, "during": "own_turn"}])
    assert atk_of(run(a={"monsters": [mine]}), "A", "a-x") == 2000
    theirs_turn = run(a={"monsters": [mine]}, player="B")
    assert atk_of(theirs_turn, "A", "a-x") == 1000
    battle = dict(mine, stat_changes=[{"atk": 500, "during": "own_battle"}])
    assert atk_of(run(a={"monsters": [battle]}), "A", "a-x") == 1000  # Main Phase 1
    assert atk_of(run(a={"monsters": [battle]}, actions=["battle_phase"]), "A", "a-x") == 1500
