"""Equip Cards that give their monster more than ATK/DEF, and Traps that equip themselves,
judged against the digest: what the Equip Card says of the equipped monster applies as if
printed on it while it stays equipped, even while the monster's own effects are negated, and
ends with the Equip Card (10-4-7); a Normal Trap that equipped itself stays on the field after
its chain and is destroyed like an Equip Spell when its monster goes (10-4-6, 4-5-5)."""
from __future__ import annotations

from ygo_duel import monster, player, run, spell, texts, trap

ANY_FACE_UP = {"what": "monster", "player": "any", "zone": "field", "face_up": True}
NEGATE = [{"negate_effects": {"card": "chosen"}}]


def equip(card_id: str, gives: list[str], atk: int = 0, kind: str = "spell") -> dict:
    step = [{"equip": {"card": "chosen", "atk": atk, "def": 0, "gives": gives}}]
    if kind == "trap":
        return trap(card_id, "normal", step, target=ANY_FACE_UP, face_up=False)
    return spell(card_id, "equip", step, target=ANY_FACE_UP)


def attack(attacker: str, target: str) -> list:
    return ["battle_phase", {"attack": {"attacker": attacker, "target": target}}, "pass"]


def test_an_equip_spell_gives_its_monster_piercing_battle_damage():
    wall = monster("b-wall", atk=0, defense=500, position="defense")
    result = run(a={"monsters": [monster("a-x", atk=2000)],
                    "hand": [equip("a-crush", ["piercing"])]},
                 b={"monsters": [wall]},
                 actions=[{"activate": {"card": "a-crush", "target": "a-x"}}, "pass", "pass",
                          *attack("a-x", "b-wall")])
    assert player(result, "B")["lp"] == 8000 - 1500
    assert "10-4-7" in result["rules_cited"] and "12-6-4" in result["rules_cited"]


def test_battle_cannot_destroy_the_equipped_monster_even_while_its_effects_are_negated():
    big = monster("b-big", atk=3000, position="attack")
    a = {"monsters": [monster("a-x", atk=1000, position="attack")],
         "hand": [equip("a-mist", ["battle_indestructible"]),
                  spell("a-negate", "quick-play", NEGATE, target=ANY_FACE_UP)]}
    result = run(a=a, b={"monsters": [big]}, actions=[
        {"activate": {"card": "a-mist", "target": "a-x"}}, "pass", "pass",
        {"activate": {"card": "a-negate", "target": "a-x"}}, "pass", "pass",
        *attack("a-x", "b-big")])
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-x"]
    assert player(result, "A")["lp"] == 8000 - 2000  # the damage is still dealt (12-8-3)
    assert "cannot be destroyed by battle while a-mist is equipped to it" in texts(result)


def test_the_gift_ends_when_the_equip_card_leaves_the_field():
    big = monster("b-big", atk=3000, position="attack")
    breaker = trap("b-breaker", "normal", [{"destroy": "chosen"}],
                   target={"what": "spell_trap", "player": "opponent", "zone": "field"})
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "hand": [equip("a-mist", ["battle_indestructible"])]},
                 b={"monsters": [big], "spells_traps": [breaker]},
                 actions=[{"activate": {"card": "a-mist", "target": "a-x"}}, "pass", "pass",
                          "battle_phase", {"attack": {"attacker": "a-x", "target": "b-big"}},
                          {"activate": {"card": "b-breaker", "target": "a-mist"}},
                          "pass", "pass", "pass"])
    # a-mist was destroyed at the attack declaration: nothing keeps a-x on the field
    assert sorted(player(result, "A")["graveyard"]) == ["a-mist", "a-x"]


def test_a_normal_trap_that_equips_itself_stays_on_the_field_with_its_monster():
    shield = equip("a-shield", [], atk=500, kind="trap")
    result = run(a={"monsters": [monster("a-x", atk=1000)], "spells_traps": [shield]},
                 actions=[{"activate": {"card": "a-shield", "target": "a-x"}}, "pass", "pass"])
    assert [card["id"] for card in player(result, "A")["spells_traps"]] == ["a-shield"]
    assert player(result, "A")["monsters"][0]["atk"] == 1500
    assert "10-4-6" in result["rules_cited"]
    assert "is now an Equip Card equipped to a-x" in texts(result)


def test_the_trap_is_destroyed_when_its_monster_leaves_the_field():
    shield = equip("a-shield", [], atk=500, kind="trap")
    crush = spell("a-crush", "quick-play", [{"destroy": "chosen"}], target=ANY_FACE_UP)
    result = run(a={"monsters": [monster("a-x", atk=1000)], "spells_traps": [shield],
                    "hand": [crush]},
                 actions=[{"activate": {"card": "a-shield", "target": "a-x"}}, "pass", "pass",
                          {"activate": {"card": "a-crush", "target": "a-x"}}, "pass", "pass"])
    assert player(result, "A")["spells_traps"] == []
    assert sorted(player(result, "A")["graveyard"]) == ["a-crush", "a-shield", "a-x"]


def equipped_board(step_what: str) -> dict:
    """A's a-x carries a-sword (Equip Spell, equipped in this scenario), B's b-y carries
    nothing; B's Trap destroys all Equip Cards or all monsters equipped with one."""
    sweep = trap("b-sweep", "normal", [{"destroy_all": {"player": "both", "what": step_what}}])
    return run(a={"monsters": [monster("a-x", atk=1000), monster("a-z", atk=500)],
                  "hand": [equip("a-sword", [], atk=300)],
                  "spells_traps": [spell("a-other", "continuous", [], face_up=True)]},
               b={"monsters": [monster("b-y")], "spells_traps": [sweep]},
               actions=[{"activate": {"card": "a-sword", "target": "a-x"}}, "pass", "pass",
                        {"activate": {"card": "b-sweep"}}, "pass", "pass"])


def test_destroy_all_equip_cards_leaves_other_spells_and_the_monsters():
    result = equipped_board("equip_cards")
    assert player(result, "A")["graveyard"] == ["a-sword"]
    assert [c["id"] for c in player(result, "A")["spells_traps"]] == ["a-other"]
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-x", "a-z"]


def test_destroy_all_monsters_equipped_with_an_equip_card():
    result = equipped_board("equipped_monsters")
    # a-x is destroyed; its Equip Spell, equipped to nothing now, follows (4-5-5)
    assert sorted(player(result, "A")["graveyard"]) == ["a-sword", "a-x"]
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-z"]
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-y"]


SPEAR = {"type": "ignition", "from": "hand",
         "target": {"what": "monster", "player": "controller", "zone": "field", "face_up": True},
         "effect": [{"equip": {"card": "chosen", "atk": 1000, "def": 0}}]}


def test_a_monster_equips_itself_from_the_hand_as_an_equip_card():
    result = run(a={"hand": [monster("a-spear", effects=[SPEAR])],
                    "monsters": [monster("a-x", atk=1500)]},
                 actions=[{"activate": {"card": "a-spear", "target": "a-x"}}, "pass", "pass"])
    a = player(result, "A")
    assert a["hand"] == [] and [c["id"] for c in a["spells_traps"]] == ["a-spear"]
    assert a["monsters"][0]["atk"] == 2500
    assert "10-4-6" in result["rules_cited"]


def test_a_monster_with_no_free_spell_trap_zone_stays_in_the_hand():
    full = [spell(f"a-s{i}", "continuous", [], face_up=True) for i in range(5)]
    result = run(a={"hand": [monster("a-spear", effects=[SPEAR])],
                    "monsters": [monster("a-x", atk=1500)], "spells_traps": full},
                 actions=[{"activate": {"card": "a-spear", "target": "a-x"}}, "pass", "pass"])
    assert player(result, "A")["hand"] == ["a-spear"]
    assert player(result, "A")["monsters"][0]["atk"] == 1500
    assert "3-4-1" in result["rules_cited"]


def test_the_monster_equip_card_is_destroyed_with_its_monster_gone():
    crush = trap("b-crush", "normal", [{"destroy": "chosen"}], target=ANY_FACE_UP)
    result = run(a={"hand": [monster("a-spear", effects=[SPEAR])],
                    "monsters": [monster("a-x", atk=1500)]},
                 b={"spells_traps": [crush]},
                 actions=[{"activate": {"card": "a-spear", "target": "a-x"}}, "pass", "pass",
                          {"activate": {"card": "b-crush", "target": "a-x"}}, "pass", "pass"])
    assert sorted(player(result, "A")["graveyard"]) == ["a-spear", "a-x"]


def test_from_the_hand_or_the_field_either_one_and_face_up_on_the_field():
    either = {**SPEAR, "from": ["hand", "field"]}
    on_field = run(a={"monsters": [monster("a-spear", effects=[either]),
                                   monster("a-x", atk=1500)]},
                   actions=[{"activate": {"card": "a-spear", "target": "a-x"}}, "pass", "pass"])
    a = player(on_field, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["monsters"][0]["atk"] == 2500
    face_down = run(a={"monsters": [monster("a-spear", effects=[either], position="set"),
                                    monster("a-x", atk=1500)]},
                    actions=[{"activate": {"card": "a-spear", "target": "a-x"}}])
    assert face_down["illegal"]
    in_graveyard = run(a={"graveyard": [monster("a-spear", effects=[either])],
                          "monsters": [monster("a-x", atk=1500)]},
                       actions=[{"activate": {"card": "a-spear", "target": "a-x"}}])
    assert "the hand or a Monster Zone" in in_graveyard["verdict"]


def test_the_equip_card_is_destroyed_instead_of_its_monster_in_battle():
    big = monster("b-big", atk=3000, position="attack")
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "hand": [equip("a-armor", ["substitute_battle"])]},
                 b={"monsters": [big]},
                 actions=[{"activate": {"card": "a-armor", "target": "a-x"}}, "pass", "pass",
                          *attack("a-x", "b-big")])
    a = player(result, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-armor"]
    assert a["lp"] == 8000 - 2000  # the battle damage is still dealt
    assert "10-4-8" in result["rules_cited"]


def test_only_the_destruction_its_text_names_is_replaced():
    crush = trap("b-crush", "normal", [{"destroy": "chosen"}], target=ANY_FACE_UP)
    actions = [{"activate": {"card": "a-armor", "target": "a-x"}}, "pass", "pass",
               {"activate": {"card": "b-crush", "target": "a-x"}}, "pass", "pass"]
    by_effect = run(a={"monsters": [monster("a-x")],
                       "hand": [equip("a-armor", ["substitute_effect"])]},
                    b={"spells_traps": [crush]}, actions=actions)
    assert [m["id"] for m in player(by_effect, "A")["monsters"]] == ["a-x"]
    assert player(by_effect, "A")["graveyard"] == ["a-armor"]
    battle_only = run(a={"monsters": [monster("a-x")],
                         "hand": [equip("a-armor", ["substitute_battle"])]},
                      b={"spells_traps": [crush]}, actions=actions)
    assert sorted(player(battle_only, "A")["graveyard"]) == ["a-armor", "a-x"]


UNEQUIP = {"type": "ignition", "from": "equipped", "effect": [{"special_summon": {"card": "self"}}]}


def test_an_equip_card_monster_special_summons_itself_from_the_spell_trap_zone():
    actions = [{"activate": {"card": "a-spear", "target": "a-x"}}, "pass", "pass",
               {"activate": {"card": "a-spear", "effect": 1, "position": "attack"}}, "pass",
               "pass"]
    result = run(a={"hand": [monster("a-spear", effects=[SPEAR, UNEQUIP])],
                    "monsters": [monster("a-x", atk=1500)]}, actions=actions)
    a = player(result, "A")
    assert sorted(m["id"] for m in a["monsters"]) == ["a-spear", "a-x"]
    assert a["spells_traps"] == [] and a["monsters"][0]["atk"] == 1500
    # in the hand, not an Equip Card: that effect cannot be activated
    held = run(a={"hand": [monster("a-spear", effects=[SPEAR, UNEQUIP])]},
               actions=[{"activate": {"card": "a-spear", "effect": 1}}])
    assert held["illegal"]


def test_an_equip_card_that_gives_a_second_attack():
    actions = [{"activate": {"card": "a-axe", "target": "a-x"}}, "pass", "pass", "battle_phase",
               {"attack": {"attacker": "a-x", "target": "direct"}}, "pass",
               {"attack": {"attacker": "a-x", "target": "direct"}}, "pass"]
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "hand": [equip("a-axe", ["second_attack"])]}, actions=actions)
    assert player(result, "B")["lp"] == 8000 - 2000
    without = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                     "hand": [equip("a-axe", [])]}, actions=actions)
    assert without["illegal"]
