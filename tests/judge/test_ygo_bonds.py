"""A Continuous Trap bound to the monster it Special Summons (digest 10-4-4), judged: its leaving
the field destroys the monster, the monster's destruction (or, by its text, any leaving)
destroys it, at once and with no chain; a monster Tributed is not destroyed. An Equip Spell
that revives and equips its monster: its destruction (or, by its text, any leaving) destroys
the monster (10-4-4), the monster's leaving destroys it by the Equip Spell rule (4-5-5)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell, texts, trap

CALL = {"target": {"what": "monster", "player": "controller", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "attack"}}]}


def revived(bond: str, *after: object, a: dict | None = None, b: dict | None = None) -> dict:
    """A's Continuous Trap a-call revives a-dead (2000 ATK) from the GY, then `after`."""
    a = {"graveyard": [monster("a-dead", atk=2000)],
         "spells_traps": [trap("a-call", "continuous", bond=bond, **CALL)], **(a or {})}
    return run(a=a, b=b or {}, actions=[{"activate": {"card": "a-call", "target": "a-dead"}},
                                        "pass", "pass", *after])


def test_the_trap_leaving_the_field_destroys_its_monster():
    breaker = spell("a-break", "quick-play", [{"destroy": "chosen"}],
                    target={"what": "spell_trap"})
    result = revived("destroyed", {"activate": {"card": "a-break", "target": "a-call"}}, "pass",
                     "pass", a={"hand": [breaker]})
    assert {"a-call", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert player(result, "A")["monsters"] == []
    assert "10-4-4" in result["rules_cited"]
    assert "a-call has left the field, so the monster it Special Summoned" in texts(result)


def test_the_monster_destroyed_by_battle_destroys_the_trap():
    result = revived("destroyed", "battle_phase",
                     {"attack": {"attacker": "a-dead", "target": "b-wall"}}, "pass",
                     b={"monsters": [monster("b-wall", atk=2500, position="attack")]})
    assert {"a-call", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert player(result, "A")["spells_traps"] == []


def test_a_tributed_monster_was_not_destroyed_unless_the_text_says_leaves():
    tribute = spell("a-offer", "normal", [{"draw": 1}], tribute=1)
    action = {"activate": {"card": "a-offer", "cost": ["a-dead"]}}
    kept = revived("destroyed", action, "pass", "pass", a={"hand": [tribute]})
    assert [c["id"] for c in player(kept, "A")["spells_traps"]] == ["a-call"]
    gone = revived("leaves", action, "pass", "pass", a={"hand": [tribute]})
    assert player(gone, "A")["spells_traps"] == [] and "a-call" in player(gone, "A")[
        "graveyard"]


BURIAL = {"kind": "spell", "spell_type": "equip", "pay_lp": 800, "bond": "equipped",
          "target": {"what": "monster", "player": "controller", "zone": "graveyard"},
          "effect": [{"special_summon": {"card": "chosen", "position": "attack"}}]}


def buried(*after: object, b: dict | None = None) -> dict:
    a = {"graveyard": [monster("a-dead", atk=2000)], "hand": [{"id": "a-burial", **BURIAL}]}
    return run(a=a, b=b or {}, actions=[{"activate": {"card": "a-burial", "target": "a-dead"}},
                                        "pass", "pass", *after])


def test_an_equip_spell_that_revives_its_monster_and_equips_it():
    result = buried()
    board = player(result, "A")
    assert board["lp"] == 7200 and [m["id"] for m in board["monsters"]] == ["a-dead"]
    assert [c["id"] for c in board["spells_traps"]] == ["a-burial"]
    assert "4-5-5" in result["rules_cited"]  # equipped to the monster it revived


def test_its_destruction_destroys_the_equipped_monster_and_the_monsters_its():
    breaker = trap("b-break", "normal", [{"destroy": "chosen"}], target={"what": "spell_trap"})
    result = buried({"activate": {"card": "b-break", "target": "a-burial"}}, "pass", "pass",
                    b={"spells_traps": [breaker]})
    assert {"a-burial", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert "the monster equipped with it, a-dead, is destroyed" in texts(result)
    killer = trap("b-kill", "normal", [{"destroy": "chosen"}], target={"what": "monster"})
    result = buried({"activate": {"card": "b-kill", "target": "a-dead"}}, "pass", "pass",
                    b={"spells_traps": [killer]})
    # the monster gone, the Equip Spell is destroyed by the rule of Equip Spells (4-5-5)
    assert {"a-burial", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert "4-5-5" in result["rules_cited"]


def test_an_equip_spell_whose_leaving_destroys_its_monster_any_way():
    bounce = trap("b-bounce", "normal", [{"to_hand": "chosen"}], target={"what": "spell_trap"})
    a = {"graveyard": [monster("a-dead", atk=2000)],
         "hand": [{"id": "a-burial", **BURIAL, "bond": "equipped_leaves"}]}
    after = [{"activate": {"card": "b-bounce", "target": "a-burial"}}, "pass", "pass"]
    result = run(a=a, b={"spells_traps": [bounce]}, actions=[
        {"activate": {"card": "a-burial", "target": "a-dead"}}, "pass", "pass", *after])
    # returned to the hand, not destroyed: "leaves the field" still destroys the monster
    assert player(result, "A")["hand"] == ["a-burial"]
    assert player(result, "A")["graveyard"] == ["a-dead"]
    assert "a-burial has left the field, so the monster equipped with it, a-dead" in texts(result)
    kept = run(a={**a, "hand": [{"id": "a-burial", **BURIAL}]}, b={"spells_traps": [bounce]},
               actions=[{"activate": {"card": "a-burial", "target": "a-dead"}}, "pass", "pass",
                        *after])
    assert [m["id"] for m in player(kept, "A")["monsters"]] == ["a-dead"]  # only destroyed


def test_an_equip_spell_whose_destruction_banishes_its_monster():
    breaker = trap("b-break", "normal", [{"destroy": "chosen"}], target={"what": "spell_trap"})
    a = {"graveyard": [monster("a-dead", atk=2000)],
         "hand": [{"id": "a-burial", **BURIAL, "bond": "equipped_banish"}]}
    result = run(a=a, b={"spells_traps": [breaker]}, actions=[
        {"activate": {"card": "a-burial", "target": "a-dead"}}, "pass", "pass",
        {"activate": {"card": "b-break", "target": "a-burial"}}, "pass", "pass"])
    assert player(result, "A")["banished"] == ["a-dead"]
    assert "so the monster equipped with it, a-dead, is banished" in texts(result)


HOLD = {"target": {"what": "monster", "player": "opponent", "zone": "field", "face_up": True},
        "effect": [{"hold": {"card": "chosen", "atk": -700,
                             "limits": ["no_attack", "no_position_change"]}}]}


def held(*after: object, bond: str = "leaves", turn: int = 4) -> dict:
    """A's a-hold holds B's 2000 ATK b-x in A's turn, then `after`."""
    a = {"spells_traps": [trap("a-hold", "continuous", bond=bond, **HOLD)],
         "hand": [spell("a-break", "quick-play", [{"destroy": "chosen"}],
                        target={"what": "card"})]}
    b = {"monsters": [monster("b-x", atk=2000, position="attack")]}
    return run(a=a, b=b, turn=turn, actions=[
        {"activate": {"card": "a-hold", "target": "b-x"}}, "pass", "pass", *after])


def test_a_held_monster_cannot_attack_nor_change_position_and_loses_atk():
    result = held("end_turn", "battle_phase",
                  {"attack": {"attacker": "b-x", "target": "direct"}})
    refusal = illegal(result)
    assert refusal["rules"] == ["10-4-5", "12-3-1"]
    assert player(result, "B")["monsters"][0]["atk"] == 1300
    moved = held("end_turn", {"change_position": {"card": "b-x"}})
    assert illegal(moved)["code"] == "illegal.held_no_position_change"


def test_the_hold_ends_with_its_card_and_the_monster_leaving_destroys_the_card():
    freed = held({"activate": {"card": "a-break", "target": "a-hold"}}, "pass", "pass")
    assert player(freed, "B")["monsters"][0]["atk"] == 2000  # the card gone, the monster stays
    gone = held({"activate": {"card": "a-break", "target": "b-x"}}, "pass", "pass")
    assert "a-hold" in player(gone, "A")["graveyard"]
    assert "10-4-5" in gone["rules_cited"]
