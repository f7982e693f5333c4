"""The moments around a Summon, judged against the rules: a Trap that answers a successful
Summon (`when: summoned`, "that monster(s)", 10-3-4) and a Counter Trap that negates the Summon
being made (`negates: [summon]`, 8-1-5, 5-3-9)."""
from __future__ import annotations

from ygo_duel import illegal, judge, monster, monster_ids, player, run, texts, trap

TORRENTIAL = trap("b-torrential", effect=[{"destroy_all": {"player": "both"}}],
                  when="summoned")
BOTTOMLESS = trap("b-bottomless", when="summoned",
                  summon={"player": "opponent", "atk_min": 1500},
                  effect=[{"destroy": "summoned"}, {"if_you_do": [{"banish": "summoned"}]}])
TRAP_HOLE = trap("b-hole", when="summoned",
                 summon={"player": "opponent", "how": ["normal", "flip"], "atk_min": 1000},
                 target={"what": "monster", "summoned": True}, effect=[{"destroy": "chosen"}])
JUDGMENT = trap("b-judgment", trap_type="counter", pay_lp="half",
                negates=["summon", "spell", "trap"], effect=[{"negate": "previous"}])
HORN = trap("b-horn", trap_type="counter", negates=["summon"],
            summon={"player": "opponent", "how": ["special"], "count": 1},
            effect=[{"negate": "previous"}])
JAMMER = trap("a-jammer", trap_type="counter", negates=["trap"], effect=[{"negate": "previous"}])


def summon_then(b_cards: list, *actions: dict, a: dict | None = None) -> dict:
    a = a or {"hand": [monster("a-big", atk=1800)], "monsters": [monster("a-old", atk=500)]}
    return judge({"game": "ygo", "turn": {"number": 5, "player": "A"},
                  "players": {"A": a, "B": {"spells_traps": b_cards,
                                            "monsters": [monster("b-guard")]}},
                  "actions": [{"normal_summon": {"card": "a-big"}}, *actions]})


def test_torrential_tribute_destroys_every_monster_after_a_summon():
    result = summon_then([TORRENTIAL], {"activate": {"card": "b-torrential"}})
    assert result["outcome"] == "completed"
    assert monster_ids(result, "A") == [] and monster_ids(result, "B") == []
    assert "10-3-4" in result["rules_cited"]


def test_a_trap_answering_a_summon_needs_one_just_made():
    nothing = run({"monsters": [monster("a-old")]}, {"spells_traps": [TORRENTIAL]},
                  [{"activate": {"card": "b-torrential"}}])
    assert illegal(nothing)["rules"][:1] == ["10-3-4"]
    # something else happened after the Summon: its moment has passed (10-3-4)
    later = summon_then([TORRENTIAL], {"change_position": {"card": "a-old"}},
                        {"activate": {"card": "b-torrential"}})
    assert illegal(later)["rules"][:1] == ["10-3-4"]


def test_bottomless_destroys_and_banishes_only_what_fits_its_condition():
    result = summon_then([BOTTOMLESS], {"activate": {"card": "b-bottomless"}})
    assert player(result, "A")["banished"] == ["a-big"]
    assert monster_ids(result, "A") == ["a-old"]
    # a monster of 1000 ATK is no Summon of "a monster with 1500 or more ATK"
    small = summon_then([BOTTOMLESS], {"activate": {"card": "b-bottomless"}},
                        a={"hand": [monster("a-big", atk=1000)]})
    assert illegal(small)["rules"][:1] == ["10-3-4"]


def test_bottomless_does_not_answer_its_own_players_summon():
    result = judge({"game": "ygo", "turn": {"number": 5, "player": "B"},
                    "players": {"A": {}, "B": {"hand": [monster("b-big", atk=2000)],
                                               "spells_traps": [BOTTOMLESS]}},
                    "actions": [{"normal_summon": {"card": "b-big"}},
                                {"activate": {"card": "b-bottomless"}}]})
    assert illegal(result)["code"] == "illegal.needs_summon"


def test_trap_hole_targets_the_summoned_monster_only():
    result = summon_then([TRAP_HOLE], {"activate": {"card": "b-hole", "target": "a-big"}})
    assert player(result, "A")["graveyard"] == ["a-big"]
    wrong = summon_then([TRAP_HOLE], {"activate": {"card": "b-hole", "target": "a-old"}})
    assert illegal(wrong)["code"] == "illegal.target_not_summoned"


def test_solemn_judgment_negates_the_summon_being_made():
    result = summon_then([JUDGMENT], {"activate": {"card": "b-judgment"}})
    assert result["outcome"] == "completed"
    assert player(result, "A")["graveyard"] == ["a-big"]
    assert player(result, "B")["lp"] == 4000
    assert {"5-3-9", "8-1-5"} <= set(result["rules_cited"])
    assert "never summoned" in texts(result)


def test_the_negated_summon_still_used_the_normal_summon():
    result = summon_then([JUDGMENT], {"activate": {"card": "b-judgment"}},
                         {"normal_summon": {"card": "a-other"}},
                         a={"hand": [monster("a-big"), monster("a-other")]})
    assert illegal(result)["code"] == "illegal.second_normal_summon"


def test_no_summon_to_negate_without_one_being_made():
    result = run({"monsters": [monster("a-old")]}, {"spells_traps": [HORN]},
                 [{"activate": {"card": "b-horn"}}])
    assert illegal(result)["code"] == "illegal.no_summon_to_negate"
    # the Summon succeeded once the players moved on: too late to negate it (8-1-5)
    late = summon_then([JUDGMENT], {"change_position": {"card": "a-old"}},
                       {"activate": {"card": "b-judgment"}})
    assert illegal(late)["code"] == "illegal.no_summon_to_negate"


def test_while_the_summon_is_being_made_only_its_negation_is_used():
    result = summon_then([JUDGMENT, TORRENTIAL], {"activate": {"card": "b-judgment"}},
                         "pass", {"activate": {"card": "b-torrential"}})
    assert illegal(result)["code"] == "illegal.summon_not_yet_made"
    assert illegal(result)["rules"] == ["8-1-5"]


def test_a_negated_negation_lets_the_summon_succeed_and_be_answered():
    a = {"hand": [monster("a-big", atk=1800)], "spells_traps": [JAMMER]}
    result = summon_then([JUDGMENT, TORRENTIAL], {"activate": {"card": "b-judgment"}},
                         {"activate": {"card": "a-jammer"}}, "pass", "pass",
                         {"activate": {"card": "b-torrential"}}, a=a)
    assert result["outcome"] == "completed"
    assert "a-big" in player(result, "A")["graveyard"]
    assert "b-judgment" in player(result, "B")["graveyard"]
    assert "never summoned" not in texts(result)


def test_black_horn_negates_a_synchro_summon_not_a_normal_summon():
    a = {"monsters": [monster("a-tuner", level=2, types=["Tuner"]), monster("a-four")],
         "extra_deck": [monster("a-synchro", level=6, atk=2400, types=["Synchro"])]}
    result = judge({"game": "ygo", "turn": {"number": 5, "player": "A"},
                    "players": {"A": a, "B": {"spells_traps": [HORN]}},
                    "actions": [{"synchro_summon": {"card": "a-synchro",
                                                    "materials": ["a-tuner", "a-four"]}},
                                {"activate": {"card": "b-horn"}}]})
    assert result["outcome"] == "completed"
    assert "a-synchro" in player(result, "A")["graveyard"]
    normal = summon_then([HORN], {"activate": {"card": "b-horn"}})
    assert illegal(normal)["code"] == "illegal.summon_not_negatable"


def test_a_negated_flip_summon_activates_no_flip_effect():
    a = {"monsters": [monster("a-flip", position="set", flip=[{"draw": 1}])], "deck": 5}
    result = judge({"game": "ygo", "turn": {"number": 5, "player": "A"},
                    "players": {"A": a, "B": {"spells_traps": [JUDGMENT]}},
                    "actions": [{"flip_summon": {"card": "a-flip"}},
                                {"activate": {"card": "b-judgment"}}]})
    assert result["outcome"] == "completed"
    assert player(result, "A")["graveyard"] == ["a-flip"] and player(result, "A")["hand"] == []
    assert "8-1-5" in result["rules_cited"]


def test_a_summon_by_a_resolving_effect_is_answered_after_its_chain():
    reborn = {"id": "a-reborn", "kind": "spell", "spell_type": "normal",
              "effect": [{"special_summon": {"card": "a-dead"}}]}
    a = {"hand": [reborn], "graveyard": [monster("a-dead", atk=2500)]}
    base = {"game": "ygo", "turn": {"number": 5, "player": "A"}}
    answered = judge({**base, "players": {"A": a, "B": {"spells_traps": [BOTTOMLESS]}},
                      "actions": [{"activate": {"card": "a-reborn"}}, "pass", "pass",
                                  {"activate": {"card": "b-bottomless"}}]})
    assert player(answered, "A")["banished"] == ["a-dead"]
    negated = judge({**base, "players": {"A": a, "B": {"spells_traps": [JUDGMENT]}},
                     "actions": [{"activate": {"card": "a-reborn"}}, "pass", "pass",
                                 {"activate": {"card": "b-judgment"}}]})
    assert illegal(negated)["code"] == "illegal.no_summon_to_negate"


def test_a_negation_of_activations_that_special_summon():
    # Solemn Warning's other half: "a Spell/Trap Card, or monster effect, is activated that
    # includes an effect that Special Summons a monster(s)" (negates: [summon, summoning])
    warning = trap("b-warning", trap_type="counter", pay_lp=2000,
                   negates=["summon", "summoning"], effect=[{"negate": "previous"}])
    reborn = {"id": "a-reborn", "kind": "spell", "spell_type": "normal",
              "effect": [{"special_summon": {"card": "a-dead"}}]}
    pot = {"id": "a-pot", "kind": "spell", "spell_type": "normal", "effect": [{"draw": 2}]}
    a = {"hand": [reborn, pot], "graveyard": [monster("a-dead")], "deck": 5}
    base = {"game": "ygo", "turn": {"number": 5, "player": "A"}}
    negated = judge({**base, "players": {"A": a, "B": {"spells_traps": [warning]}},
                     "actions": [{"activate": {"card": "a-reborn"}},
                                 {"activate": {"card": "b-warning"}}]})
    assert negated["outcome"] == "completed"
    assert player(negated, "A")["graveyard"] == ["a-dead", "a-reborn"]
    assert player(negated, "B")["lp"] == 6000
    drawing = judge({**base, "players": {"A": a, "B": {"spells_traps": [warning]}},
                     "actions": [{"activate": {"card": "a-pot"}},
                                 {"activate": {"card": "b-warning"}}]})
    assert illegal(drawing)["code"] == "illegal.cannot_negate_this_kind"


def test_a_monster_answers_its_opponents_special_summon():
    # "If your opponent Special Summons a monster(s): You can destroy that monster(s)"
    watcher = monster("b-watch", effects=[{
        "type": "trigger", "event": "summon", "summon": {"player": "opponent",
                                                         "how": ["special"]},
        "effect": [{"destroy": "summoned"}]}])
    a = {"monsters": [monster("a-tuner", level=2, types=["Tuner"]), monster("a-four")],
         "extra_deck": [monster("a-synchro", level=6, atk=2400, types=["Synchro"])],
         "hand": [monster("a-normal")]}
    base = {"game": "ygo", "turn": {"number": 5, "player": "A"}}
    result = judge({**base, "players": {"A": a, "B": {"monsters": [watcher]}},
                    "actions": [{"synchro_summon": {"card": "a-synchro",
                                                    "materials": ["a-tuner", "a-four"]}},
                                {"activate": {"card": "b-watch"}}]})
    assert result["outcome"] == "completed"
    assert "a-synchro" in player(result, "A")["graveyard"]
    normal = judge({**base, "players": {"A": a, "B": {"monsters": [watcher]}},
                    "actions": [{"normal_summon": {"card": "a-normal"}},
                                {"activate": {"card": "b-watch"}}]})
    assert illegal(normal)["code"] == "illegal.trigger_no_event"


def test_a_summon_by_the_monsters_own_procedure_can_be_negated():
    # Cyber Dragon's kind: "If only your opponent controls a monster, you can Special Summon
    # this card (from your hand)." starts no chain: Black Horn of Heaven negates it (8-1-5)
    dragon = monster("a-dragon", level=5, atk=2100,
                     summon_procedures=[{"if": {"monsters_max": 0,
                                                "opponent_monsters_min": 1}}])
    result = judge({"game": "ygo", "turn": {"number": 5, "player": "A"},
                    "players": {"A": {"hand": [dragon]},
                                "B": {"monsters": [monster("b-guard")],
                                      "spells_traps": [HORN]}},
                    "actions": [{"procedure_summon": {"card": "a-dragon"}},
                                {"activate": {"card": "b-horn"}}]})
    assert result["outcome"] == "completed"
    assert player(result, "A")["graveyard"] == ["a-dragon"]
    assert {"5-3-9", "8-1-5"} <= set(result["rules_cited"])
