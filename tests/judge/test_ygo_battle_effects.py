"""Effects that act on the battle itself, judged against the digest: an attack negated stops
before the Damage Step and still counts as the monster's attack (12-3-12), the Battle Phase
ended by an effect takes no more attacks (12-9-3), and damage or LP "equal to its ATK"."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, texts, trap

from judge.engine import judge

CYLINDER = [{"negate_attack": True},
            {"if_you_do": [{"damage": {"player": "opponent", "atk_of": "attacker"}}]}]
NEGATE = [{"negate_attack": True}, {"then": [{"end_battle_phase": True}]}]


def attacked(effect: list, *after: object, counter: bool = False) -> dict:
    """A's 2500 ATK a-x and 1000 ATK a-y; a-x attacks B directly, B answers with b-trap."""
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-y", atk=1000, position="attack")]}
    b = {"spells_traps": [trap("b-trap", "counter" if counter else "normal", effect,
                               when="opponent_attack_declared")]}
    return run(a=a, b=b, actions=["battle_phase", {"attack": {"attacker": "a-x",
                                                              "target": "direct"}},
                                  {"activate": {"card": "b-trap"}}, "pass", "pass", *after])


def test_a_negated_attack_deals_no_battle_damage_and_the_monster_has_attacked():
    result = attacked(CYLINDER, {"attack": {"attacker": "a-x", "target": "direct"}})
    refusal = illegal(result)
    assert refusal["action"] == 5 and refusal["rules"] == ["12-3-4"]
    # no battle damage to B; A takes the attacker's 2500 ATK as effect damage (5-3-10)
    assert player(result, "B")["lp"] == 8000 and player(result, "A")["lp"] == 5500
    assert "12-3-12" in result["rules_cited"] and "5-2-7" in result["rules_cited"]


def test_after_a_negated_attack_another_monster_may_still_attack():
    result = attacked(CYLINDER, {"attack": {"attacker": "a-y", "target": "direct"}}, "pass")
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 7000  # a-y's 1000 ATK, a direct attack (12-7-1)


def test_an_ended_battle_phase_takes_no_more_attacks_but_goes_on_to_main_phase_2():
    result = attacked(NEGATE, {"attack": {"attacker": "a-y", "target": "direct"}},
                      counter=True)
    refusal = illegal(result)
    assert refusal["rules"] == ["12-9-3", "12-3-1"]
    assert "ended this Battle Phase" in refusal["reason"]
    moved_on = attacked(NEGATE, "main2", counter=True)
    assert moved_on["outcome"] == "completed"
    assert moved_on["state"]["turn"]["phase"] == "main2"
    assert player(moved_on, "B")["lp"] == 8000 and player(moved_on, "A")["lp"] == 8000


def test_damage_equal_to_its_atk_reads_the_atk_the_attacker_has_then():
    # A boosts a-x by 500 in answer to the Trap: Chain Link 2 resolves first
    a = {"monsters": [monster("a-x", atk=2500, position="attack")],
         "hand": [{"id": "a-up", "kind": "spell", "spell_type": "quick-play",
                   "effect": [{"atk": {"target": "a-x", "amount": 500}}]}]}
    b = {"spells_traps": [trap("b-trap", "normal", CYLINDER, when="opponent_attack_declared")]}
    result = run(a=a, b=b, actions=["battle_phase",
                                    {"attack": {"attacker": "a-x", "target": "direct"}},
                                    {"activate": {"card": "b-trap"}},
                                    {"activate": {"card": "a-up"}}, "pass", "pass"])
    assert player(result, "A")["lp"] == 5000  # 3000 ATK by then


def test_an_attack_already_negated_cannot_be_negated_again_nor_its_damage_dealt():
    a = {"monsters": [monster("a-x", atk=2500, position="attack")]}
    b = {"spells_traps": [trap("b-trap", "normal", CYLINDER, when="opponent_attack_declared"),
                          trap("b-stop", "normal", [{"negate_attack": True}],
                               when="opponent_attack_declared")]}
    result = run(a=a, b=b, actions=["battle_phase",
                                    {"attack": {"attacker": "a-x", "target": "direct"}},
                                    {"activate": {"card": "b-trap"}}, "pass",
                                    {"activate": {"card": "b-stop"}}, "pass", "pass"])
    # Chain Link 2 negates the attack first; Chain Link 1 finds it over, and its "and if you
    # do" part is not done (5-2-5, 5-2-7)
    assert player(result, "A")["lp"] == 8000 and player(result, "B")["lp"] == 8000
    assert "that attack is already over" in texts(result)


def test_the_step_keys_are_checked():
    scenario = {"game": "ygo", "turn": {"number": 3, "player": "A"},
                "players": {"A": {"spells_traps": [trap("a-t", "normal", [
                    {"negate_attack": False}, {"damage": {"amount": 100, "atk_of": "attacker"}},
                    {"gain_lp": {"player": "controller"}}])]}, "B": {}},
                "actions": []}
    errors = {error["path"]: error["code"] for error in judge(scenario)["errors"]}
    assert errors == {
        "players.A.spells_traps[0].effect[0].negate_attack": "input.not_choice",
        "players.A.spells_traps[0].effect[1].damage": "input.ygo.one_way_only",
        "players.A.spells_traps[0].effect[2].gain_lp": "input.ygo.one_way_only"}


WABOKU = [{"this_turn": {"rule": "no_battle_damage"}},
          {"this_turn": {"rule": "battle_indestructible"}}]


def test_no_battle_damage_and_no_destruction_by_battle_for_the_rest_of_the_turn():
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-y", atk=3000, position="attack")]}
    b = {"monsters": [monster("b-x", atk=1000, position="attack")],
         "spells_traps": [trap("b-waboku", "normal", WABOKU)]}
    result = run(a=a, b=b, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
        {"activate": {"card": "b-waboku"}}, "pass", "pass", "pass",
        {"attack": {"attacker": "a-y", "target": "b-x"}}, "pass"])
    assert result["outcome"] == "completed"
    # both battles: b-x stays and B takes nothing, the Trap long gone to the Graveyard
    assert player(result, "B")["lp"] == 8000 and [m["id"] for m in player(result, "B")[
        "monsters"]] == ["b-x"]
    assert "b-waboku" in player(result, "B")["graveyard"]
    assert "12-8-6" in result["rules_cited"]
    assert "the effect of b-waboku applies this turn" in texts(result)


def test_what_lasts_for_the_turn_ends_with_it():
    a = {"monsters": [monster("a-x", atk=2500, position="attack")],
         "spells_traps": [trap("a-waboku", "normal", WABOKU)]}
    b = {"monsters": [monster("b-x", atk=3000, position="attack")]}
    result = run(a=a, b=b, actions=[
        {"activate": {"card": "a-waboku"}}, "pass", "pass", "end_turn", "battle_phase",
        {"attack": {"attacker": "b-x", "target": "a-x"}}, "pass"], turn=4, player="A")
    # in B's turn, Waboku of A's turn no longer applies: a-x is destroyed, A takes 500
    assert player(result, "A")["lp"] == 7500 and "a-x" in player(result, "A")["graveyard"]


def test_an_opponent_who_cannot_declare_an_attack_this_turn():
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-y", atk=1000, position="attack")]}
    b = {"spells_traps": [trap("b-roar", "normal",
                               [{"this_turn": {"rule": "no_attacks", "player": "opponent"}}])]}
    result = run(a=a, b=b, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
        {"activate": {"card": "b-roar"}}, "pass", "pass", "pass",
        {"attack": {"attacker": "a-y", "target": "direct"}}])
    refusal = illegal(result)
    # the attack declared before it resolved goes on (12-3-13); the next one is refused
    assert refusal["action"] == 6 and refusal["rules"] == ["12-3-13", "12-3-1"]
    assert player(result, "B")["lp"] == 5500


def locked(lock: dict, attacker: dict, *before: object, face_up: bool = True) -> dict:
    """B's face-up Continuous Trap with `lock`; A's `attacker` attacks B directly."""
    b = {"spells_traps": [trap("b-lock", "continuous", [], attack_lock=lock, face_up=face_up)]}
    return judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                  "players": {"A": {"monsters": [attacker]}, "B": b},
                  "actions": [*before, "battle_phase",
                              {"attack": {"attacker": attacker["id"], "target": "direct"}},
                              "pass"]})


def test_a_face_up_lock_keeps_the_monsters_it_describes_from_attacking():
    result = locked({"level_min": 4}, monster("a-four", level=4, position="attack"))
    refusal = illegal(result)
    assert refusal["rules"] == ["12-3-14", "12-3-1"]
    assert "b-lock is face-up on the field" in refusal["reason"]
    # a Level 3 monster, and an Xyz Monster (a Rank, no Level), attack through it
    assert locked({"level_min": 4}, monster("a-three", level=3, position="attack"))[
        "outcome"] == "completed"
    assert locked({"level_min": 4}, monster("a-xyz", level=4, types=["Xyz"],
                                            position="attack"))["outcome"] == "completed"


def test_a_lock_by_atk_reads_the_atk_as_the_attack_is_declared():
    assert illegal(locked({"atk_min": 1500}, monster("a-x", atk=1500, position="attack")))
    assert locked({"atk_min": 1500}, monster("a-x", atk=1400, position="attack"))[
        "outcome"] == "completed"


def test_a_lock_applies_only_while_its_card_is_face_up_and_only_to_whom_it_names():
    assert locked({"level_min": 4}, monster("a-x", level=4, position="attack"),
                  face_up=False)["outcome"] == "completed"
    assert locked({"level_min": 4, "player": "controller"},
                  monster("a-x", level=4, position="attack"))["outcome"] == "completed"


def test_a_continuous_trap_locks_once_activated():
    # Set, B activates it in A's Main Phase (a Trap, either turn, 10-3-3): the lock holds
    result = locked({"level_min": 4}, monster("a-x", level=4, position="attack"),
                    {"activate": {"card": "b-lock"}}, "pass", "pass", face_up=False)
    assert illegal(result)["rules"] == ["12-3-14", "12-3-1"]


KURIBOH = monster("b-kuriboh", atk=300, level=1, effects=[{
    "type": "quick", "during": "opponent_damage_calculation", "cost_self": "discard",
    "from": "hand", "effect": [{"this_turn": {"rule": "no_battle_damage", "until": "battle"}}]}])


def kuriboh(*steps: object) -> dict:
    """A's 2500 ATK a-x and 1000 ATK a-y attack B directly; B holds b-kuriboh."""
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-y", atk=1000, position="attack")]}
    return run(a=a, b={"hand": [KURIBOH]}, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}}, *steps])


def test_a_hand_effect_at_damage_calculation_spares_that_battle_only():
    result = kuriboh({"damage_step": {"timing": "damage_calculation"}},
                     {"activate": {"card": "b-kuriboh"}}, "pass", "pass", "pass",
                     {"attack": {"attacker": "a-y", "target": "direct"}}, "pass")
    assert result["outcome"] == "completed"
    # a-x's 2500 is not dealt; a-y's 1000 in the next battle is (12-8-6)
    assert player(result, "B")["lp"] == 7000
    assert "b-kuriboh" in player(result, "B")["graveyard"]
    assert "takes no battle damage from this battle" in texts(result)


def test_the_damage_calculation_effect_waits_for_damage_calculation():
    refusal = illegal(kuriboh({"activate": {"card": "b-kuriboh"}}))
    assert refusal["code"] == "illegal.effect_during"
    assert "during damage calculation" in refusal["reason"]


def test_a_hand_effect_that_answers_a_direct_attack_negates_it():
    scarecrow = monster("b-crow", atk=0, level=1, effects=[{
        "type": "quick", "during": "opponent_direct_attack", "cost_self": "discard",
        "from": "hand", "effect": NEGATE}])
    a = {"monsters": [monster("a-x", atk=2500, position="attack")]}
    result = run(a=a, b={"hand": [scarecrow]}, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
        {"activate": {"card": "b-crow"}}, "pass", "pass", "main2"])
    assert result["outcome"] == "completed" and player(result, "B")["lp"] == 8000
    assert "12-9-3" in result["rules_cited"]


def storm(to: str, when: str, target: str) -> dict:
    """A's a-x (Attack), a-fusion (an Extra Deck monster) and a-wall (Defense); a-x attacks."""
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-fusion", atk=2000, position="attack", types=["Fusion"]),
                      monster("a-wall", position="defense")],
         "deck": 5}
    b = {"monsters": [monster("b-y", atk=500, position="attack")] if target != "direct" else [],
         "spells_traps": [trap("b-storm", "normal", [{"return_all": {
             "to": to, "player": "opponent", "position": "attack"}}], when=when)]}
    return run(a=a, b=b, actions=["battle_phase", {"attack": {"attacker": "a-x",
                                                              "target": target}},
                                  {"activate": {"card": "b-storm"}}, "pass", "pass"])


def test_every_attack_position_monster_of_the_opponent_returns_at_once():
    result = storm("hand", "opponent_attack_declared", "b-y")
    board = player(result, "A")
    assert board["hand"] == ["a-x"] and board["extra_deck"] == ["a-fusion"]
    assert [m["id"] for m in board["monsters"]] == ["a-wall"]
    assert player(result, "B")["lp"] == 8000  # the attacker left: its attack ends (12-3-9)
    shuffled = storm("deck", "opponent_direct_attack_declared", "direct")
    assert player(shuffled, "A")["deck"] == 6 and player(shuffled, "A")["hand"] == []


def test_a_trap_for_a_direct_attack_waits_for_one():
    refusal = illegal(storm("deck", "opponent_direct_attack_declared", "b-y"))
    assert refusal["rules"] == ["10-3-3"]


def test_an_atk_change_until_the_end_of_the_battle_phase():
    boost = {"id": "a-boost", "kind": "spell", "spell_type": "quick-play",
             "when": "attack_declared",
             "target": {"what": "monster", "player": "any", "zone": "field", "face_up": True},
             "effect": [{"atk": {"target": "chosen", "amount": 1000, "until": "battle_phase"}}]}
    a = {"monsters": [monster("a-x", atk=1000, position="attack")], "hand": [boost]}
    b = {"monsters": [monster("b-y", atk=1500, position="attack")]}
    result = run(a=a, b=b, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "b-y"}},
        {"activate": {"card": "a-boost", "target": "a-x"}}, "pass", "pass", "pass", "main2"])
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 7500  # 2000 against 1500
    # in Main Phase 2 the boost is gone: a-x has its 1000 ATK again (12-9-4)
    assert player(result, "A")["monsters"][0]["atk"] == 1000
    assert "12-9-4" in result["rules_cited"]


def test_a_card_for_any_attack_declaration_waits_for_one():
    boost = {"id": "a-boost", "kind": "spell", "spell_type": "quick-play",
             "when": "attack_declared", "effect": [{"draw": 1}]}
    refusal = illegal(run(a={"hand": [boost]}, actions=[{"activate": {"card": "a-boost"}}]))
    assert refusal["code"] == "illegal.needs_any_attack_declaration"


DRAW = trap("b-draw", "normal", [{"this_turn": {"rule": "no_battle_damage", "until": "battle"}},
                                 {"if_you_do": [{"draw": 1}]}],
            when="opponent_damage_calculation")


def test_a_normal_trap_whose_text_names_damage_calculation_is_activated_there():
    a = {"monsters": [monster("a-x", atk=2500, position="attack")]}
    b = {"spells_traps": [DRAW], "deck": 3}
    result = run(a=a, b=b, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
        {"damage_step": {"timing": "damage_calculation"}}, {"activate": {"card": "b-draw"}},
        "pass", "pass", "pass"])
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 8000 and len(player(result, "B")["hand"]) == 1
    assert "12-4-6" in result["rules_cited"]
    early = run(a=a, b=b, actions=[
        "battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
        {"activate": {"card": "b-draw"}}])
    assert illegal(early)["code"] == "illegal.needs_opponent_damage_calculation"


def test_the_battle_positions_of_all_face_up_monsters_change():
    flip = trap("b-zero", "normal", [{"change_position_all": {"player": "both"}}])
    a = {"monsters": [monster("a-x", atk=2500, position="attack"),
                      monster("a-set", position="set"),
                      monster("a-link", atk=1000, position="attack", types=["Link"])]}
    b = {"monsters": [monster("b-wall", position="defense")], "spells_traps": [flip]}
    result = run(a=a, b=b, actions=[{"activate": {"card": "b-zero"}}, "pass", "pass"])
    positions = {m["id"]: m["position"] for side in ("A", "B")
                 for m in player(result, side)["monsters"]}
    # the face-down monster and the Link Monster stay as they were (9-1-4)
    assert positions == {"a-x": "defense", "a-set": "set", "a-link": "attack",
                         "b-wall": "attack"}
    assert "9-2-7" in result["rules_cited"]
