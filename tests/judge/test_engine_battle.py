"""Battles: attack legality, Block Step, Counter Step, Damage Step and the End of the Battle."""
from __future__ import annotations

from optcg_board import card, char_ids, run, texts

ATTACKER = {"id": "a-att", "name": "Zoro", "power": 6000, "cost": 4}


def attack(target: str = "B.leader", attacker: str = "a-att") -> dict:
    return {"attack": {"attacker": attacker, "target": target}}


def test_it_refuses_a_battle_on_the_second_players_first_turn() -> None:
    result = run(a={"characters": [ATTACKER]}, turn=2, player="B",
                 b={"characters": [{"id": "b-x", "power": 5000}]},
                 actions=[{"attack": {"attacker": "b-x", "target": "A.leader"}}])
    assert result["illegal"]["action"] == 0
    assert result["illegal"]["rules"] == ["6-5-6-1"]


def test_it_refuses_an_attack_with_a_rested_character() -> None:
    result = run(a={"characters": [dict(ATTACKER, rested=True)]}, actions=[attack()])
    assert "rested" in result["illegal"]["reason"]
    assert "7-1-1-1" in result["illegal"]["rules"]


def test_it_refuses_an_attack_on_your_own_leader() -> None:
    result = run(a={"characters": [ATTACKER]}, actions=[attack("A.leader")])
    assert result["illegal"]["rules"] == ["7-1-1-2"]


def test_it_lets_rush_character_attack_characters_but_not_the_leader() -> None:
    hand = [{"id": "a-rc", "power": 5000, "cost": 1, "keywords": ["Rush: Character"]}]
    b = {"characters": [{"id": "b-rested", "power": 3000, "rested": True}]}
    ok = run(a={"hand": hand, "don": {"active": 1}}, b=b,
             actions=[{"play": {"card": "a-rc"}}, attack("b-rested", "a-rc"), "pass", "pass"])
    assert ok["outcome"] == "completed"
    assert "b-rested" in ok["state"]["players"]["B"]["trash"]
    refused = run(a={"hand": hand, "don": {"active": 1}}, b=b,
                  actions=[{"play": {"card": "a-rc"}}, attack("B.leader", "a-rc")])
    assert refused["illegal"]["action"] == 1
    assert "10-1-6-1" in refused["illegal"]["rules"]


def test_it_refuses_a_character_marked_played_this_turn_without_rush() -> None:
    result = run(a={"characters": [dict(ATTACKER, played_this_turn=True)]}, actions=[attack()])
    assert set(result["illegal"]["rules"]) == {"3-7-4", "10-1-1-1"}


def test_it_rests_the_attacker_and_takes_one_life_card() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"life": 3}, actions=[attack(), "pass", "pass"])
    assert card(result, "A", "a-att")["rested"] is True
    assert len(result["state"]["players"]["B"]["life"]) == 2
    assert len(result["state"]["players"]["B"]["hand"]) == 1


def test_it_gives_ties_to_the_attacker_and_ko_s_a_blocker() -> None:
    b = {"characters": [{"id": "b-jinbe", "name": "Jinbe", "power": 5000, "keywords": ["Blocker"]}],
         "hand": [{"id": "b-c", "power": 1000, "counter": 1000}]}
    result = run(a={"characters": [ATTACKER]}, b=b,
                 actions=[attack(), {"block": {"blocker": "b-jinbe"}},
                          {"counter": {"card": "b-c", "target": "b-jinbe"}}, "pass"])
    assert char_ids(result, "B") == []
    assert "b-jinbe" in result["state"]["players"]["B"]["trash"]
    assert "Jinbe (5000 + 1000 Counter = 6000)" in texts(result)
    assert "ties go to the attacker" in texts(result)
    assert len(result["state"]["players"]["B"]["life"]) == 5


def test_it_allows_only_one_blocker_per_battle() -> None:
    b = {"characters": [{"id": "b-1", "power": 5000, "keywords": ["Blocker"]},
                        {"id": "b-2", "power": 5000, "keywords": ["Blocker"]}]}
    result = run(a={"characters": [ATTACKER]}, b=b,
                 actions=[attack(), {"block": {"blocker": "b-1"}}, {"block": {"blocker": "b-2"}}])
    assert result["illegal"]["action"] == 2
    assert "7-1-2-1" in result["illegal"]["rules"]


def test_it_refuses_a_block_against_unblockable() -> None:
    b = {"characters": [{"id": "b-1", "power": 5000, "keywords": ["Blocker"]}]}
    a = {"characters": [dict(ATTACKER, keywords=["Unblockable"])]}
    result = run(a=a, b=b, actions=[attack(), {"block": {"blocker": "b-1"}}])
    assert result["illegal"]["rules"] == ["10-1-7-1"]


def test_it_refuses_a_block_by_the_attacked_character_itself() -> None:
    b = {"characters": [{"id": "b-1", "power": 5000, "keywords": ["Blocker"], "rested": True},
                        {"id": "b-2", "power": 5000, "keywords": ["Blocker"]}]}
    result = run(a={"characters": [ATTACKER]}, b=b,
                 actions=[attack("b-1"), {"block": {"blocker": "b-2"}}, "pass"])
    assert result["outcome"] == "completed"
    assert char_ids(result, "B") == ["b-1"]  # b-2 blocked and lost: K.O.'d
    refused = run(a={"characters": [ATTACKER]},
                  b={"characters": [{"id": "b-1", "power": 5000, "keywords": ["Blocker"],
                                     "rested": True}]},
                  actions=[attack("b-1"), {"block": {"blocker": "b-1"}}])
    assert refused["illegal"]["action"] == 1


def test_it_refuses_a_counter_event_without_enough_active_don() -> None:
    hand = [{"id": "b-ev", "type": "event", "cost": 2,
             "effects": {"counter": [{"power": {"target": "chosen", "amount": 4000,
                                                "duration": "battle"}}]}}]
    result = run(a={"characters": [ATTACKER]}, b={"hand": hand, "don": {"active": 1}},
                 actions=[attack(), {"counter": {"card": "b-ev", "target": "B.leader"}}])
    assert result["illegal"]["action"] == 1
    assert "only 1 active DON!!" in result["illegal"]["reason"]


def test_it_refuses_a_counter_on_the_attackers_card() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"hand": [{"id": "b-c", "counter": 2000}]},
                 actions=[attack(), {"counter": {"card": "b-c", "target": "a-att"}}])
    assert result["illegal"]["action"] == 1


def test_it_refuses_a_counter_outside_a_battle() -> None:
    result = run(b={"hand": [{"id": "b-c", "counter": 2000}]}, player="A",
                 actions=[{"counter": {"card": "b-c"}}])
    assert "7-1-3-1" in result["illegal"]["rules"]


def test_it_counts_a_counter_right_after_the_attack_as_no_block() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"hand": [{"id": "b-c", "counter": 2000}]},
                 actions=[attack(), {"counter": {"card": "b-c"}}])
    assert "B does not block." in texts(result)
    assert len(result["state"]["players"]["B"]["life"]) == 5
    assert result["state"]["players"]["B"]["leader"]["power"] == 5000


def test_it_resolves_the_battle_before_a_following_main_phase_action() -> None:
    result = run(a={"characters": [ATTACKER], "leader": {"power": 5000},
                    "don": {"active": 1}},
                 actions=[attack(), {"give_don": {"to": "A.leader"}}])
    steps = [s["text"] for s in result["steps"]]
    damage = next(i for i, t in enumerate(steps) if t.startswith("Damage Step"))
    give = next(i for i, t in enumerate(steps) if "gives 1 DON!!" in t)
    assert damage < give
    assert len(result["state"]["players"]["B"]["life"]) == 4


def test_it_deals_two_damage_with_double_attack() -> None:
    a = {"characters": [dict(ATTACKER, keywords=["Double Attack"])]}
    result = run(a=a, b={"life": 3}, actions=[attack(), "pass", "pass"])
    assert len(result["state"]["players"]["B"]["life"]) == 1
    assert "10-1-2-1" in result["rules_cited"]


def test_it_trashes_life_with_banish_and_offers_no_trigger() -> None:
    b = {"life": [{"id": "b-t", "trigger": [{"draw": 1}]}, {"id": "b-2"}]}
    a = {"characters": [dict(ATTACKER, keywords=["Banish"])]}
    result = run(a=a, b=b, actions=[attack(), "pass", "pass", {"trigger": {"activate": True}}])
    assert result["illegal"]["action"] == 3
    assert "Banish" in result["illegal"]["reason"]
    assert result["state"]["players"]["B"]["trash"] == ["b-t"]


def test_it_reads_a_trigger_decision_and_trashes_the_card_afterwards() -> None:
    b = {"life": [{"id": "b-t", "name": "Sanji", "trigger": [{"draw": 2}]}], "deck": 5}
    result = run(a={"characters": [ATTACKER]}, b=b,
                 actions=[attack(), "pass", "pass", {"trigger": {"activate": True}}])
    players = result["state"]["players"]["B"]
    assert players["trash"] == ["b-t"]
    assert len(players["hand"]) == 2 and players["deck"] == 3
    assert {"10-1-5-1", "10-1-5-3"} <= set(result["rules_cited"])
    trigger_steps = [s for s in result["steps"] if s["action"] == 3]
    assert trigger_steps, "the trigger's steps belong to the trigger decision"


def test_it_adds_a_trigger_card_to_hand_when_declined_or_undecided() -> None:
    b = {"life": [{"id": "b-t", "trigger": [{"draw": 2}]}]}
    declined = run(a={"characters": [ATTACKER]}, b=b,
                   actions=[attack(), "pass", "pass", {"trigger": {"activate": False}}])
    silent = run(a={"characters": [ATTACKER]}, b=b, actions=[attack(), "pass", "pass"])
    for result in (declined, silent):
        assert result["state"]["players"]["B"]["hand"] == ["b-t"]
        assert "10-1-5-2" in result["rules_cited"]


def test_it_refuses_a_trigger_decision_during_the_counter_step() -> None:
    result = run(a={"characters": [ATTACKER]}, actions=[attack(), "pass",
                                                        {"trigger": {"activate": True}}])
    assert result["illegal"]["action"] == 2
    assert "Counter Step" in result["illegal"]["reason"]


def test_it_wins_when_damage_is_determined_at_zero_life() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"life": 0}, actions=[attack(), "pass", "pass"])
    assert result["outcome"] == "game_over"
    assert result["winner"] == "A" and result["losers"] == ["B"]
    assert "7-1-4-1-1-1" in result["rules_cited"]


def test_it_does_nothing_when_the_attacker_is_weaker() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"leader": {"power": 7000}, "life": 2},
                 actions=[attack(), "pass", "pass"])
    assert len(result["state"]["players"]["B"]["life"]) == 2
    assert "7-1-4-2" in result["rules_cited"]


def test_it_ends_the_battle_early_when_the_target_leaves_in_the_attack_step() -> None:
    a = {"characters": [dict(ATTACKER, effects={"when_attacking": [{"ko": "battle_target"}]})]}
    b = {"characters": [{"id": "b-r", "power": 2000, "rested": True}]}
    result = run(a=a, b=b, actions=[attack("b-r"), "pass", "pass"])
    assert result["outcome"] == "completed"
    assert "7-1-1-4" in result["rules_cited"]
    assert "Damage Step" not in texts(result)
    assert "b-r" in result["state"]["players"]["B"]["trash"]


def test_it_ends_the_battle_early_when_a_counter_event_removes_the_attacker() -> None:
    hand = [{"id": "b-ev", "type": "event", "cost": 0,
             "effects": {"counter": [{"bounce": "attacker"}]}}]
    result = run(a={"characters": [ATTACKER]}, b={"hand": hand},
                 actions=[attack(), "pass", {"counter": {"card": "b-ev"}}, "pass"])
    assert "7-1-3-1-3" in result["rules_cited"]
    assert result["state"]["players"]["A"]["hand"] == ["a-att"]
    assert len(result["state"]["players"]["B"]["life"]) == 5


def test_it_ends_the_battle_early_when_an_on_block_effect_moves_the_attacker() -> None:
    b = {"characters": [{"id": "b-1", "power": 1000, "keywords": ["Blocker"],
                         "effects": {"on_block": [{"trash": "attacker"}]}}]}
    result = run(a={"characters": [ATTACKER]}, b=b,
                 actions=[attack(), {"block": {"blocker": "b-1"}}, "pass"])
    assert result["outcome"] == "completed"
    assert "7-1-2-3" in result["rules_cited"]
    assert char_ids(result, "B") == ["b-1"]


def test_it_ends_battle_power_changes_at_the_end_of_the_battle() -> None:
    result = run(a={"characters": [ATTACKER]}, b={"hand": [{"id": "b-c", "counter": 2000}]},
                 actions=[attack(), "pass", {"counter": {"card": "b-c"}}, "pass"])
    assert result["state"]["players"]["B"]["leader"]["power"] == 5000
    assert {"7-1-5-3", "7-1-5-4"} <= set(result["rules_cited"])


def test_it_resolves_on_ko_from_the_trash_after_a_battle_ko() -> None:
    b = {"characters": [{"id": "b-r", "power": 2000, "rested": True, "don": 1,
                         "effects": {"on_ko": {"don_x": 1, "steps": [{"draw": 1}]}}}],
         "deck": 4}
    result = run(a={"characters": [ATTACKER]}, b=b, actions=[attack("b-r"), "pass", "pass"])
    players = result["state"]["players"]["B"]
    assert players["trash"] == ["b-r"] and len(players["hand"]) == 1 and players["deck"] == 3
    assert players["don"]["rested"] == 1
    assert {"10-2-17-1", "6-5-5-4"} <= set(result["rules_cited"])


def test_it_runs_when_attacking_before_on_your_opponents_attack() -> None:
    a = {"characters": [dict(ATTACKER, effects={"when_attacking": [{"draw": 1}]})]}
    b = {"leader": {"id": "b-l", "power": 5000,
                    "effects": {"on_opponents_attack": [{"draw": 1}]}}}
    result = run(a=a, b=b, actions=[attack()])
    text = texts(result)
    assert text.index("A draws 1 card") < text.index("B draws 1 card")
    assert "10-2-16-1" in result["rules_cited"]


def test_it_skips_when_attacking_without_the_don_it_needs() -> None:
    a = {"characters": [dict(ATTACKER, effects={"when_attacking": {
        "don_x": 2, "steps": [{"power": {"target": "self", "amount": 5000,
                                         "duration": "battle"}}]}})]}
    result = run(a=a, b={"leader": {"power": 7000}}, actions=[attack(), "pass", "pass"])
    assert "does not activate" in texts(result)
    assert len(result["state"]["players"]["B"]["life"]) == 5


def test_it_lets_a_harmless_pass_follow_a_battle_that_ended_early() -> None:
    a = {"characters": [dict(ATTACKER, effects={"when_attacking": [{"ko": "battle_target"}]})]}
    b = {"characters": [{"id": "b-r", "power": 2000, "rested": True}]}
    result = run(a=a, b=b, actions=[attack("b-r"), "pass", "pass"])
    assert result["illegal"] is None


def test_it_refuses_a_pass_with_no_battle() -> None:
    result = run(actions=["pass"])
    assert result["illegal"]["action"] == 0


def test_it_tells_the_rest_of_the_battle_after_the_trigger_decision() -> None:
    a = {"characters": [dict(ATTACKER, effects={"on_ko": [{"draw": 1}]})], "deck": 5}
    b = {"life": [{"id": "b-t", "trigger": [{"ko": "attacker"}]}, {"id": "b-l2"}]}
    result = run(a=a, b=b, actions=[attack(), "pass", "pass", {"trigger": {"activate": True}}])
    told = [s["action"] for s in result["steps"]]
    assert told == sorted(told), "a step of an earlier action after the trigger decision"
    after = told.index(3)
    later = [s["text"] for s in result["steps"][after:]]
    assert any("resolves from the trash" in text for text in later)
    assert later[-1].startswith("End of the Battle")


def test_it_never_says_whose_card_it_is_twice() -> None:
    # the judge page's starting board names the Leaders "A's Leader" and "B's Leader"
    a = {"leader": {"id": "a-leader", "name": "A's Leader", "power": 5000}, "don": {"active": 1}}
    b = {"leader": {"id": "b-leader", "name": "B's Leader", "power": 5000}}
    result = run(a=a, b=b, actions=[{"give_don": {"to": "a-leader", "count": 1}},
                                    attack("b-leader", "a-leader"), "pass"])
    said = texts(result)
    assert "A's Leader (5000 + 1000 from 1 DON!! = 6000) rests and attacks B's Leader" in said
    assert "A's A's" not in said and "B's B's" not in said


def test_it_names_the_card_a_power_boost_comes_from_as_the_steps_do() -> None:
    leader = {"power": 5000, "don": 1, "effects": {"when_attacking": {
        "don_x": 1, "steps": [{"power": {"target": "self", "amount": 2000}}]}}}
    result = run(a={"leader": leader}, actions=[attack("B.leader", "A.leader"), "pass", "pass"])
    said = texts(result)
    assert "+ 2000 from A's Leader = 8000" in said
    assert "from A.leader" not in said


def test_it_says_once_who_wins_when_a_leader_is_hit_at_zero_life() -> None:
    result = run(a={"characters": [{"id": "a-att", "power": 6000}]}, b={"life": 0},
                 actions=[{"attack": {"attacker": "a-att", "target": "B.leader"}}, "pass", "pass"])
    assert result["winner"] == "A" and result["losers"] == ["B"]
    wins = [step for step in result["steps"] if "A wins" in step["text"]]
    assert len(wins) == 1, texts(result)
    assert "B loses the game and A wins" in wins[0]["text"]
    assert {"9-2-1", "1-2-1"} <= set(wins[0]["rules"])


def test_a_trigger_that_adds_its_own_card_to_the_hand_keeps_it_from_the_trash() -> None:
    # "[Trigger] K.O. up to 1 of your opponent's Characters with a cost of 1 or less and add
    # this card to your hand." (OP12-109): the card goes to the hand, not the trash (10-1-5-3)
    trigger = {"steps": [{"ko": "chosen"}, {"self_to_hand": True}],
               "target": {"owner": "opponent", "types": ["character"], "cost_max": 1}}
    b = {"life": [{"id": "b-t", "trigger": trigger}, {"id": "b-2"}]}
    a = {"characters": [ATTACKER, {"id": "a-small", "cost": 1}]}
    result = run(a=a, b=b, actions=[attack(), "pass", "pass",
                                    {"trigger": {"activate": True, "target": "a-small"}}])
    assert result["state"]["players"]["B"]["hand"] == ["b-t"]
    assert "b-t" not in result["state"]["players"]["B"]["trash"]
    assert "a-small" in result["state"]["players"]["A"]["trash"]
    assert "10-1-5-3" in result["rules_cited"]
    assert ("B adds Character b-t to the hand; after the [Trigger] the card does not go to "
            "the trash") in texts(result)
