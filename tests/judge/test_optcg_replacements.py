"""Replacement effects, "If this Character would be K.O.'d ..., you may ... instead." (CR
8-1-3-4): what each replaces, declining one, several on one card, and the stated default."""
from __future__ import annotations

from optcg_board import errors, run, scenario, texts


def event(card_id: str, step: str) -> dict:
    return {"id": card_id, "type": "event", "cost": 0, "effects": {"main": [{step: "chosen"}]}}


def guarded(*entries: dict, **extra: object) -> dict:
    return {"id": "b-x", "power": 5000, "rested": True, "replace": list(entries), **extra}


TRASH_ONE = {"trash_from_hand": 1}
HAND = [{"id": "b-h1"}, {"id": "b-h2"}]


def b_side(*entries: dict) -> dict:
    return {"hand": list(HAND), "characters": [guarded(*entries)]}


def by_a(step: str = "ko", *before: dict) -> dict:
    return {"a": {"hand": [event("a-ev", step)]},
            "actions": [*before, {"use_event": {"card": "a-ev", "target": "b-x"}}]}


def where(result: dict, card: str = "b-x") -> str:
    players = result["state"]["players"]["B"]
    return next(zone for zone in ("characters", "hand", "trash", "life")
                if card in [c["id"] if isinstance(c, dict) else c for c in players[zone]])


def test_a_ko_by_the_opponents_effect_is_replaced_and_the_ruling_says_the_default() -> None:
    setup = by_a()
    result = run(a=setup["a"], b=b_side({"event": "ko", "by": "opponents_effects",
                                          "instead": TRASH_ONE}), actions=setup["actions"])
    assert where(result) == "characters" and where(result, "b-h1") == "trash"
    assert {"8-1-3-4", "8-1-3-4-3"} <= set(result["rules_cited"])
    assert "the judge takes that they do" in texts(result)
    # not the card's outcome: the owner applying it, and which hand card pays, are defaults
    assert [n["kind"] for n in result["notes"]] == ["default", "default"]
    assert "which cards pay its cost" in result["notes"][1]["text"]


def test_declining_lets_the_ko_happen() -> None:
    setup = by_a("ko", {"instead": {"card": "b-x", "use": False}})
    result = run(a=setup["a"], b=b_side({"event": "ko", "instead": TRASH_ONE}),
                 actions=setup["actions"])
    assert where(result) == "trash" and where(result, "b-h1") == "hand"
    assert "8-1-3-4-1" in result["rules_cited"] and "notes" not in result


def test_what_each_replaces() -> None:
    own = {"a": {}, "b": None}
    cases = [  # (entry, step, on B's own turn, replaced)
        ({"event": "ko", "by": "battle", "instead": TRASH_ONE}, "ko", False, False),
        ({"event": "ko", "by": "effects", "instead": TRASH_ONE}, "ko", True, True),
        ({"event": "ko", "by": "opponents_effects", "instead": TRASH_ONE}, "ko", True, False),
        ({"event": "removal", "instead": TRASH_ONE}, "bounce", False, True),
        ({"event": "removal", "instead": TRASH_ONE}, "ko", False, True),  # a K.O. removes it
        ({"event": "removal", "instead": TRASH_ONE}, "ko", True, False),  # B's own effect
        ({"event": "ko", "instead": TRASH_ONE}, "trash", False, False),  # trashing is no K.O.
        ({"event": "ko", "condition": "opponents_turn", "instead": TRASH_ONE}, "ko", True,
         False),
    ]
    for entry, step, own_turn, kept in cases:
        if own_turn:  # B's turn, B's own event
            b = {**b_side(entry), "hand": [*HAND, event("b-ev", step)]}
            result = run(a=own["a"], b=b, player="B",
                         actions=[{"use_event": {"card": "b-ev", "target": "b-x"}}])
        else:
            setup = by_a(step)
            result = run(a=setup["a"], b=b_side(entry), actions=setup["actions"])
        assert (where(result) == "characters") is kept, (entry, step, own_turn)


def test_battle_ko_is_replaced_and_the_verdict_says_it_stays() -> None:
    a = {"characters": [{"id": "a-c", "power": 9000}]}
    b = b_side({"event": "ko", "by": "battle", "instead": {"life_to_hand": 1}})
    b["life"] = [{"id": "b-l1"}]
    result = run(a=a, b=b, actions=[{"instead": {"card": "b-x", "use": True}},
                                    {"attack": {"attacker": "a-c", "target": "b-x"}}, "pass"])
    assert where(result) == "characters" and where(result, "b-l1") == "hand"
    assert "is not K.O.'d and stays on the field" in result["verdict"]


def test_one_that_cannot_be_done_is_not_applied_and_once_per_turn_holds() -> None:
    entry = {"event": "ko", "instead": {"trash_from_hand": 2}, "once_per_turn": True}
    setup = by_a()
    b = {"hand": [{"id": "b-h1"}], "characters": [guarded(entry)]}
    result = run(a=setup["a"], b=b, actions=setup["actions"])
    assert where(result) == "trash" and "8-1-3-4-5" in result["rules_cited"]
    twice = {"hand": [event("a-1", "ko"), event("a-2", "ko")]}
    result = run(a=twice, b=b_side({**entry, "instead": TRASH_ONE}), actions=[
        {"use_event": {"card": "a-1", "target": "b-x"}},
        {"use_event": {"card": "a-2", "target": "b-x"}}])
    assert where(result) == "trash" and where(result, "b-h1") == "trash"  # once, then K.O.


def test_the_owner_names_which_of_several_applies_first() -> None:
    life = {"event": "ko", "instead": {"trash_life": 1}}
    setup = by_a("ko", {"instead": {"card": "b-x", "use": 2}})
    b = {**b_side({"event": "ko", "instead": TRASH_ONE}, life), "life": [{"id": "b-l1"}]}
    result = run(a=setup["a"], b=b, actions=setup["actions"])
    assert where(result) == "characters" and where(result, "b-h1") == "hand"
    assert result["state"]["players"]["B"]["life"] == []  # the second, only: applied once


def test_instead_is_refused_for_a_card_without_one_and_an_empty_one_is_invalid() -> None:
    result = run(b={"characters": [{"id": "b-y"}]},
                 actions=[{"instead": {"card": "b-y"}}])
    assert result["outcome"] == "illegal_action" and result["illegal"]["rules"] == ["8-1-3-4"]
    assert errors(scenario(b={"characters": [guarded({"event": "ko", "instead": {}})]})) == {
        "players.B.characters[0].replace[0].instead": "must say what is done instead"}


def protector(entry: dict, **extra: object) -> dict:
    return {"id": "b-guard", "power": 3000, "traits": ["Navy"],
            "replace": [{**entry, "all": {"owner": "you", "types": ["character"],
                                          "traits": ["Navy"]}}], **extra}


def test_another_card_protects_and_one_step_removing_several_is_one_event() -> None:
    entry = {"event": "removal", "instead": TRASH_ONE, "once_per_turn": True}
    wipe = {"id": "a-ev", "type": "event", "cost": 0,
            "effects": {"main": [{"ko": {"all": {"owner": "opponent", "types": ["character"]}}}]}}
    b = {"hand": list(HAND), "characters": [
        protector(entry), {"id": "b-navy", "traits": ["Navy"]}, {"id": "b-other"}]}
    result = run(a={"hand": [wipe]}, b=b, actions=[{"use_event": {"card": "a-ev"}}])
    assert where(result, "b-guard") == "characters" and where(result, "b-navy") == "characters"
    assert where(result, "b-other") == "trash"  # not {Navy}: not protected
    assert where(result, "b-h1") == "trash" and where(result, "b-h2") == "hand"  # paid once
    assert "8-1-3-4-4" in result["rules_cited"]


def test_a_rest_this_character_replacement_needs_it_active() -> None:
    entry = {"event": "removal", "instead": {"rest_self": True}}
    setup = by_a("bounce")
    for rested, kept in ((False, True), (True, False)):
        b = {"characters": [protector(entry, rested=rested),
                            {"id": "b-x", "traits": ["Navy"]}]}
        result = run(a=setup["a"], b=b, actions=setup["actions"])
        assert (where(result) == "characters") is kept
        assert result["state"]["players"]["B"]["characters"][0]["rested"] is True


def test_a_power_given_instead_lasts_the_turn_and_may_go_below_zero() -> None:
    entry = {"event": "removal", "instead": {"power": {"target": "self", "amount": -6000}}}
    setup = by_a("bounce")
    result = run(a=setup["a"], b=b_side(entry), actions=setup["actions"])
    assert where(result) == "characters"
    assert result["state"]["players"]["B"]["characters"][0]["power"] == -1000
    leader = {"event": "removal", "instead": {"power": {"target": "your_leader",
                                                       "amount": -2000}}}
    result = run(a=setup["a"], b=b_side(leader), actions=setup["actions"])
    assert result["state"]["players"]["B"]["leader"]["power"] == 3000


def test_resting_active_don_instead_needs_that_many_active() -> None:
    entry = {"event": "ko", "instead": {"rest_don": 2}}
    setup = by_a()
    for active, kept in ((2, True), (1, False)):
        b = {**b_side(entry), "don": {"active": active, "rested": 0}}
        result = run(a=setup["a"], b=b, actions=setup["actions"])
        assert (where(result) == "characters") is kept
        assert result["state"]["players"]["B"]["don"]["active"] == (0 if kept else 1)
