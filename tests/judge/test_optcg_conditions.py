"""The "if..." conditions of effects (CR 8-3-3): each key checked when the effect resolves,
for its controller, and a condition in the middle of a body holding back only what follows."""
from __future__ import annotations

import pytest
from optcg_board import errors, run, scenario, texts

from judge.engine import judge


def event(condition: dict | None = None, *steps: dict) -> dict:
    main: dict = {"steps": list(steps) or [{"draw": 1}]}
    if condition:
        main["condition"] = condition
    return {"id": "a-ev", "type": "event", "effects": {"main": main}}


USE = [{"use_event": {"card": "a-ev"}}]
DECK = [{"id": f"a-d{i}"} for i in range(5)]


def hand_after(a: dict, b: dict | None = None) -> int:
    result = run(a={"deck": DECK, **a}, b=b or {}, actions=USE)
    return len(result["state"]["players"]["A"]["hand"])


def rested(n: int, **extra: object) -> list[dict]:
    return [{"id": f"r{i}-{n}", "rested": True, "cost": 2, **extra} for i in range(n)]


# (condition, what makes it hold for A, what makes it fail)
CASES = [
    ({"don_vs_opponent": "at_most"}, ({"don": {"active": 3}}, {"don": {"active": 3}}),
     ({"don": {"active": 4}}, {"don": {"active": 3}})),
    ({"don_vs_opponent": "fewer"}, ({"don": {"active": 2}}, {"don": {"active": 3}}),
     ({"don": {"active": 3}}, {"don": {"active": 3}})),
    ({"characters": {"min": 2, "rested": True}}, ({"characters": rested(2)}, {}),
     ({"characters": rested(1)}, {"characters": rested(3)})),
    ({"characters": {"owner": "opponent", "min": 1, "cost_min": 0, "cost_max": 0}},
     ({}, {"characters": [{"cost": 0}]}), ({"characters": [{"cost": 0}]}, {})),
    ({"characters": {"owner": "any", "min": 1, "power_min": 8000}},
     ({}, {"characters": [{"power": 8000}]}), ({"characters": [{"power": 7000}]}, {})),
    ({"leader_multicolored": True}, ({"leader": {"colors": ["red", "green"]}}, {}),
     ({"leader": {"colors": ["red"]}}, {})),
    ({"leader_trait": ["FILM", "Straw Hat Crew"]}, ({"leader": {"traits": ["FILM"]}}, {}),
     ({"leader": {"traits": ["Navy"]}}, {})),
    ({"leader_trait_includes": "Baroque Works"},
     ({"leader": {"traits": ["Former Baroque Works"]}}, {}),
     ({"leader": {"traits": ["Baroque"]}}, {})),
    ({"opponent_hand_min": 2}, ({}, {"hand": [{}, {}]}), ({}, {"hand": [{}]})),
    # the Event itself is in the trash once used (CR 8-4-2): it counts
    ({"trash_min": 2}, ({"trash": [{}]}, {}), ({}, {})),
    ({"has_names": ["Mohji"]}, ({"characters": [{"name": "Mohji"}]}, {}),
     ({}, {"characters": [{"name": "Mohji"}]})),
    ({"lacks_names": ["Penguin"]}, ({}, {"characters": [{"name": "Penguin"}]}),
     ({"characters": [{"name": "Penguin"}]}, {})),
    ({"opponent_don_min": 2}, ({}, {"characters": [{"don": 2}]}), ({}, {"don": {"active": 1}})),
    ({"given_don_min": 1}, ({"leader": {"don": 1}}, {}), ({"don": {"active": 5}}, {})),
    ({"total_life_max": 3}, ({"life": 1}, {"life": 2}), ({"life": 2}, {"life": 2})),
    ({"life_vs_opponent": "fewer"}, ({"life": 1}, {"life": 2}), ({"life": 2}, {"life": 2})),
    ({"leader_rested": False}, ({}, {}), ({"leader": {"rested": True}}, {})),
    ({"leader_power_max": 0}, ({"leader": {"power": 0}}, {}), ({}, {})),
    # rested DON!! of the cost area count, given DON!! have no state (CR 4-4-2)
    ({"rested_cards_min": 2}, ({"don": {"rested": 1}, "leader": {"rested": True}}, {}),
     ({"don": {"rested": 1}, "leader": {"don": 1}}, {})),
    ({"any_of": [{"leader_name": "Ace"}, {"life_max": 1}]}, ({"life": 1}, {}), ({}, {})),
    ({"opponent_rested_cards_min": 2}, ({}, {"don": {"rested": 2}}),
     ({"don": {"rested": 2}}, {"don": {"rested": 1}})),
    ({"trash_events_min": 2}, ({"trash": [{"type": "event"}]}, {}), ({"trash": [{}]}, {})),
    ({"deck_max": 5}, ({}, {}), ({"deck": DECK + [{}]}, {})),
    ({"characters": {"min": 1, "base_cost_min": 5, "not_names": ["Raki"]}},
     ({"characters": [{"cost": 5, "name": "Oden"}]}, {}),
     ({"characters": [{"cost": 5, "name": "Raki"}, {"cost": 4}]}, {})),
]


@pytest.mark.parametrize(("condition", "met", "unmet"), CASES, ids=lambda c: str(c)[:40])
def test_each_condition_is_checked_for_the_effects_controller(condition, met, unmet) -> None:
    (a_met, b_met), (a_unmet, b_unmet) = met, unmet
    before = len(a_met.get("hand", []))
    assert hand_after({"hand": [event(condition)], **a_met}, b_met) == before + 1
    result = run(a={"deck": DECK, "hand": [event(condition)], **a_unmet}, b=b_unmet,
                 actions=USE)
    assert len(result["state"]["players"]["A"]["hand"]) == len(a_unmet.get("hand", []))
    assert "8-3-3" in result["rules_cited"] and "condition is not met" in texts(result)


def test_the_card_of_the_effect_is_what_self_conditions_read() -> None:
    strong = {"id": "a-c", "power": 7000, "effects": {"activate_main": {
        "steps": [{"draw": 1}], "condition": {"self_power_min": 7000,
                                              "self_played_this_turn": True}}}}
    act = [{"activate": {"card": "a-c"}}]
    played = run(a={"deck": DECK, "characters": [{**strong, "played_this_turn": True}]},
                 actions=act)
    assert len(played["state"]["players"]["A"]["hand"]) == 1
    weak = run(a={"deck": DECK, "characters": [{**strong, "power": 6000,
                                                 "played_this_turn": True}]}, actions=act)
    assert "a-c has 6000 power, less than 7000" in texts(weak)
    old = run(a={"deck": DECK, "characters": [strong]}, actions=act)
    assert "a-c was not played during this turn" in texts(old)
    alone = {"id": "a-b", "name": "Buggy", "effects": {"activate_main": {
        "steps": [{"draw": 1}], "condition": {"characters": {
            "names": ["Buggy"], "max": 0, "not_self": True}}}}}
    act = [{"activate": {"card": "a-b"}}]
    mine = run(a={"deck": DECK, "characters": [alone]}, actions=act)
    assert len(mine["state"]["players"]["A"]["hand"]) == 1  # itself does not count
    two = run(a={"deck": DECK, "characters": [alone, {"name": "Buggy"}]}, actions=act)
    assert "A has 1 of the Characters the condition counts, more than 0" in texts(two)


def test_a_condition_in_the_middle_holds_back_only_what_follows_it() -> None:
    steps = ({"trash_deck": 1}, {"if": {"condition": {"hand_max": 1}, "steps": [{"draw": 2}]}})
    met = run(a={"deck": DECK, "hand": [event(None, *steps)]}, actions=USE)
    assert len(met["state"]["players"]["A"]["hand"]) == 2
    assert len(met["state"]["players"]["A"]["trash"]) == 2  # the Event and the deck's top
    unmet = run(a={"deck": DECK, "hand": [event(None, *steps), {}, {}]}, actions=USE)
    state = unmet["state"]["players"]["A"]
    assert len(state["hand"]) == 2 and len(state["trash"]) == 2  # trashed, nothing drawn
    said = texts(unmet)
    assert ("its \"if\" clause is not met (A has more than 1 card in the hand), so the part "
            "of the text from that clause on is not resolved") in said
    assert {"8-3-3", "1-3-7"} <= set(unmet["rules_cited"])


def test_a_bad_condition_is_invalid_input_with_its_path() -> None:
    bad = event(None, {"if": {"condition": {"characters": {"owner": "both", "min": -1}},
                              "steps": [{"draw": 1}]}})
    bad["effects"]["main"]["condition"] = {"leader_multicolored": "yes", "has_names": [],
                                           "any_of": [{"life_max": "x"}]}
    found = errors(scenario(a={"hand": [bad]}))
    base = "players.A.hand[0].effects.main"
    assert set(found) >= {f"{base}.condition.leader_multicolored", f"{base}.condition.has_names",
                          f"{base}.condition.any_of[0].life_max",
                          f"{base}.steps[0].if.condition.characters.owner",
                          f"{base}.steps[0].if.condition.characters.min"}


def test_a_permanent_if_reads_its_own_card_and_never_a_power() -> None:
    guard = {"id": "b-g", "power": 3000, "rested": True,
             "static": [{"power": 2000, "if": {"self_rested": True}}]}
    result = run(b={"characters": [guard, {**guard, "id": "b-h", "rested": False}]})
    powers = {c["id"]: c["power"] for c in result["state"]["players"]["B"]["characters"]}
    assert powers == {"b-g": 5000, "b-h": 3000}
    # a permanent "if" that read a power would be read while that power is worked out
    loop = {"id": "a-l", "static": [{"power": 1000, "if": {"self_power_min": 1}}]}
    found = errors(scenario(a={"characters": [loop]}))
    assert "unknown key" in found["players.A.characters[0].static[0].if.self_power_min"]


def test_a_permanent_keyword_may_hang_on_a_cost_that_other_permanents_change() -> None:
    """"If there is a Character with a cost of 0, this Character gains [Blocker]": the cost
    is read with the entries that change costs, whose own "If..." may not read one."""
    zero = {"characters": {"owner": "any", "min": 1, "cost_min": 0, "cost_max": 0}}
    guard = {"id": "b-g", "cost": 3, "power": 1000,
             "static": [{"keyword": "Blocker", "if": zero}, {"cost": 1, "if": {"hand_max": 9}}]}
    attack = [{"attack": {"attacker": "A.leader", "target": "B.leader"}},
              {"block": {"blocker": "b-g"}}, "pass"]
    met = run(a={"characters": [{"cost": 0}]}, b={"characters": [guard]}, actions=attack)
    assert met["outcome"] == "completed" and len(met["state"]["players"]["B"]["life"]) == 5
    unmet = judge(scenario(b={"characters": [guard, {**guard, "id": "b-h"}]}, actions=attack))
    assert unmet["outcome"] == "illegal_action"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "(A has no cards in the hand)"),
    ("de", "(A hat keine Karten auf der Hand)"),
    ("es", "(A no tiene cartas en la mano)"),
    ("it", "(A non ha carte in mano)"),
    ("fr", "(A n'a aucune carte en main)"),
])
def test_a_threshold_of_one_is_said_as_none_rather_than_fewer_than_one(language, said) -> None:
    steps = ({"if": {"condition": {"hand_min": 1}, "steps": [{"draw": 2}]}},)
    result = judge(scenario(a={"deck": DECK, "hand": [event(None, *steps)]}, actions=USE),
                   language=language)
    assert said in texts(result)
    two = judge(scenario(a={"deck": DECK, "hand": [event({"hand_min": 2})]}, actions=USE),
                language=language)
    assert "2" in texts(two) and said.strip("()") not in texts(two)


def test_an_auto_effect_with_of_comes_only_for_the_card_its_filter_names() -> None:
    leader = {"power": 5000, "effects": {"on_you_play_character": {
        "condition": {"of": {"owner": "you", "has_trigger": True}}, "steps": [{"draw": 1}]}}}
    plain = {"id": "a-plain", "cost": 1}
    with_trigger = {"id": "a-trig", "cost": 1, "trigger": [{"draw": 1}]}
    for played, drawn in (("a-plain", 0), ("a-trig", 1)):
        result = run(a={"leader": leader, "hand": [plain, with_trigger], "deck": 3,
                        "don": {"active": 1}},
                     actions=[{"play": {"card": played}}])
        assert len(result["state"]["players"]["A"]["hand"]) == 1 + drawn
