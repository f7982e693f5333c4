"""Property tests of the Yu-Gi-Oh! engine: random duels and random (legal or not) actions.

Whatever happens, `judge` returns a result, every card is in exactly one place, LP change only
through the damage and LP gains the ruling states, the zones never overflow, only citable rules
are cited, and a replay is deterministic.
"""
from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import citable_rules, judge

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TARGETS = ["self", "chosen", "attacker", "attack_target"]
LP_STEP = re.compile(r"\b([AB]) (takes|gains) (\d+) (?:damage|LP) \((\d+) → (\d+) LP\)")


def steps(draw: st.DrawFn, ids: list[str]) -> list[dict]:
    target = st.sampled_from(TARGETS + ids)
    who = st.sampled_from(["A", "B", "controller", "opponent"])
    amount = st.integers(0, 5).map(lambda n: n * 500)
    step = st.one_of(
        target.map(lambda t: {"destroy": t}), target.map(lambda t: {"to_hand": t}),
        target.map(lambda t: {"banish": t}), st.integers(0, 3).map(lambda n: {"draw": n}),
        st.builds(lambda p, a: {"damage": {"player": p, "amount": a}}, who, amount),
        st.builds(lambda p, a: {"gain_lp": {"player": p, "amount": a}}, who, amount),
        st.builds(lambda t, a: {"atk": {"target": t, "amount": a}}, target,
                  st.integers(-4, 4).map(lambda n: n * 500)),
        st.just({"negate": "previous"}),
        st.builds(lambda c, p: {"special_summon": {"card": c, "position": p}}, target,
                  st.sampled_from(["attack", "defense"])),
    )
    return draw(st.lists(step, max_size=3))


def a_monster(draw: st.DrawFn, card_id: str, ids: list[str], on_field: bool) -> dict:
    card: dict[str, Any] = {"id": card_id, "kind": "monster", "level": draw(st.integers(1, 8)),
                            "atk": draw(st.integers(0, 6)) * 500,
                            "def": draw(st.integers(0, 6)) * 500}
    if draw(st.booleans()):
        card["flip"] = steps(draw, ids)
    if on_field:
        card["position"] = draw(st.sampled_from(["attack", "attack", "defense", "set"]))
        for flag in ("summoned_this_turn", "attacked_this_turn", "changed_position_this_turn"):
            card[flag] = draw(st.integers(0, 4)) == 0
    return card


def a_spell_trap(draw: st.DrawFn, card_id: str, ids: list[str], on_field: bool) -> dict:
    if draw(st.booleans()):
        card = {"id": card_id, "kind": "spell", "spell_type": draw(st.sampled_from(
            ["normal", "quick-play", "continuous", "equip", "ritual"]))}
    else:
        card = {"id": card_id, "kind": "trap",
                "trap_type": draw(st.sampled_from(["normal", "continuous", "counter"]))}
    card["effect"] = steps(draw, ids)
    if on_field:
        card["face_up"] = draw(st.integers(0, 4)) == 0
        card["set_this_turn"] = draw(st.integers(0, 4)) == 0
    return card


@st.composite
def duels(draw: st.DrawFn) -> dict:
    sizes = {p: (draw(st.integers(0, 5)), draw(st.integers(0, 3)), draw(st.integers(0, 4)))
             for p in "AB"}
    ids = [f"{p}-{zone}{i}" for p in "AB" for zone, n in zip("msh", sizes[p], strict=True)
           for i in range(n)] + [f"{p}-g0" for p in "AB"]
    players = {}
    for p in "AB":
        n_mon, n_st, n_hand = sizes[p]
        players[p] = {
            "lp": draw(st.sampled_from([0, 100, 1000, 8000])) if draw(st.integers(0, 9)) == 0
            else draw(st.sampled_from([500, 2000, 8000])),
            "deck": draw(st.sampled_from([0, 1, 2, 5, 20])),
            "monsters": [a_monster(draw, f"{p}-m{i}", ids, True) for i in range(n_mon)],
            "spells_traps": [a_spell_trap(draw, f"{p}-s{i}", ids, True) for i in range(n_st)],
            "hand": [a_monster(draw, f"{p}-h{i}", ids, False) if draw(st.booleans())
                     else a_spell_trap(draw, f"{p}-h{i}", ids, False) for i in range(n_hand)],
            "graveyard": [a_monster(draw, f"{p}-g0", ids, False)],
            "normal_summoned": draw(st.integers(0, 4)) == 0,
        }
    number = draw(st.integers(1, 8))
    phase = "main1" if number == 1 else draw(st.sampled_from(["main1", "battle", "main2"]))
    tp = draw(st.sampled_from("AB"))
    actions = draw(st.lists(_action(players, tp, ids), min_size=1, max_size=14))
    return {"game": "ygo", "turn": {"number": number, "player": tp, "phase": phase},
            "players": players, "actions": actions}


def _pool(players: dict, pid: str, keys: tuple[str, ...], monsters: bool,
          fallback: list[str]) -> st.SearchStrategy[str]:
    found = [c["id"] for key in keys for c in players[pid][key]
             if (c["kind"] == "monster") == monsters]
    return st.sampled_from(found or fallback)


def _action(players: dict, tp: str, ids: list[str]) -> st.SearchStrategy[Any]:
    """Mostly actions that could be legal (the turn player's cards for summons and attacks,
    anyone's Spells and Traps for chains), some that name any card at all."""
    op = "B" if tp == "A" else "A"
    ref = st.sampled_from(ids)
    hand_mon = _pool(players, tp, ("hand",), True, ids)
    field_mon = _pool(players, tp, ("monsters",), True, ids)
    their_mon = _pool(players, op, ("monsters",), True, ids)
    mine = _pool(players, tp, ("hand", "spells_traps"), False, ids)
    theirs = _pool(players, op, ("spells_traps",), False, ids)
    return st.one_of(
        st.sampled_from(["pass", "battle_phase", "main2", "end_turn"]),
        st.just("pass"),
        st.builds(lambda c, t: {"activate": {"card": c, "target": t}}, mine, ref),
        st.builds(lambda c: {"activate": {"card": c}}, mine),
        st.builds(lambda c, t: {"activate": {"card": c, "target": t}}, theirs, ref),
        st.builds(lambda a, t: {"attack": {"attacker": a, "target": t}}, field_mon,
                  st.one_of(their_mon, st.just("direct"))),
        st.builds(lambda c, t: {"normal_summon": {"card": c, "tributes": t}}, hand_mon,
                  st.lists(field_mon, max_size=2, unique=True)),
        st.builds(lambda c: {"normal_summon": {"card": c}}, hand_mon),
        st.builds(lambda c: {"set_monster": {"card": c}}, hand_mon),
        st.builds(lambda c: {"flip_summon": {"card": c}}, field_mon),
        st.builds(lambda c: {"change_position": {"card": c}}, field_mon),
        st.builds(lambda c: {"set_spell_trap": {"card": c}}, mine),
        st.builds(lambda a, t: {"attack": {"attacker": a, "target": t}}, field_mon, their_mon),
        st.builds(lambda c, t: {"attack": {"attacker": c, "target": t}}, ref, ref),
    )


def _places(player: dict) -> list[str]:
    ids = [*player["hand"], *player["graveyard"], *player["banished"], *player["extra_deck"]]
    ids += [m["id"] for m in player["monsters"]] + [c["id"] for c in player["spells_traps"]]
    if player["field_spell"]:
        ids.append(player["field_spell"]["id"])
    return ids


def _owned(state: dict, pid: str) -> int:
    """How many of `pid`'s cards the result shows outside the Deck: a monster its opponent
    took control of is on the opponent's field, marked with its `owner` (3-10-2, 3-10-3)."""
    count = 0
    for holder, player in state["players"].items():
        field = [*player["monsters"], *player["spells_traps"]]
        if holder == pid:
            count += len(_places(player)) - sum(c.get("owner", pid) != pid for c in field)
        else:
            count += sum(c.get("owner") == pid for c in field)
    return count


def _listed(data: dict, p: str) -> int:
    player = data["players"][p]
    return sum(len(player[k]) for k in ("monsters", "spells_traps", "hand", "graveyard"))


@SETTINGS
@given(duels())
def test_it_keeps_every_card_in_exactly_one_place(data: dict) -> None:
    result = judge(data)
    assert "errors" not in result, result["errors"]
    assert result["outcome"] in ("completed", "illegal_action", "game_over")
    everywhere: list[str] = []
    for p in "AB":
        player = result["state"]["players"][p]
        places = _places(player)
        everywhere += places
        owned = _owned(result["state"], p)
        assert owned + player["deck"] == _listed(data, p) + data["players"][p]["deck"]
        assert len(player["monsters"]) <= 5 and len(player["spells_traps"]) <= 5
        assert player["lp"] >= 0 and all(m["atk"] >= 0 for m in player["monsters"])
    assert len(everywhere) == len(set(everywhere))
    assert set(result["rules_cited"]) <= citable_rules("ygo")


@SETTINGS
@given(duels())
def test_it_changes_lp_only_by_the_damage_and_gains_it_states(data: dict) -> None:
    result = judge(data)
    lp = {p: data["players"][p]["lp"] for p in "AB"}
    for step in result["steps"]:
        for pid, verb, amount, before, after in LP_STEP.findall(step["text"]):
            assert lp[pid] == int(before), step["text"]
            change = int(amount)
            expected = lp[pid] + change if verb == "gains" else max(0, lp[pid] - change)
            assert int(after) == expected, step["text"]
            lp[pid] = int(after)
    assert {p: result["state"]["players"][p]["lp"] for p in "AB"} == lp
    if result["outcome"] == "game_over":
        assert result["losers"] and (result["winner"] is None) == (len(result["losers"]) == 2)


@SETTINGS
@given(duels())
def test_it_gives_the_same_result_twice(data: dict) -> None:
    assert judge(data) == judge(data)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(duels(), st.data())
def test_it_never_raises_on_a_damaged_duel(data: dict, pick: st.DataObject) -> None:
    node: Any = data
    garbage = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**7), st.text(max_size=5),
                        st.lists(st.integers(), max_size=2), st.dictionaries(
                            st.sampled_from(["id", "kind", "x"]), st.integers(), max_size=2))
    for _ in range(pick.draw(st.integers(1, 6))):
        if isinstance(node, dict) and node:
            key = pick.draw(st.sampled_from(sorted(node, key=str)))
        elif isinstance(node, list) and node:
            key = pick.draw(st.integers(0, len(node) - 1))
        else:
            break
        if not isinstance(node[key], (dict, list)) or pick.draw(st.booleans()):
            node[key] = pick.draw(garbage)
            break
        node = node[key]
    result = judge(data)
    assert "internal error" not in str(result.get("errors"))
    for error in result.get("errors", []):
        assert error["path"] and error["message"]


@st.composite
def plausible_duels(draw: st.DrawFn) -> dict:
    """A duel whose actions follow the shape of a real turn (summon, set, activate and let the
    chain resolve, battle with each monster, end the turn), so that replays get far."""
    data = draw(duels())
    tp = data["turn"]["player"]
    op = "B" if tp == "A" else "A"
    data["turn"]["phase"] = "main1"
    mine, theirs = data["players"][tp], data["players"][op]
    mine["normal_summoned"] = False
    actions: list[Any] = []
    hand_monsters = [c for c in mine["hand"] if c["kind"] == "monster"]
    if hand_monsters:
        card = draw(st.sampled_from(hand_monsters))
        needed = 0 if card["level"] <= 4 else 1 if card["level"] <= 6 else 2
        tributes = [c["id"] for c in mine["monsters"]][:needed]
        actions.append({draw(st.sampled_from(["normal_summon", "set_monster"])): {
            "card": card["id"], "tributes": tributes}})
    answers = [c["id"] for c in theirs["spells_traps"]
               if not c.get("face_up") and not c.get("set_this_turn")]
    for card in mine["hand"] + mine["spells_traps"]:
        if card["kind"] == "monster" or card.get("face_up") or not draw(st.booleans()):
            continue
        in_hand = card in mine["hand"]
        verb = "set_spell_trap" if in_hand and (card["kind"] == "trap" or draw(
            st.booleans())) else "activate"
        actions.append({verb: {"card": card["id"]}})
        if verb == "activate":
            if answers and draw(st.booleans()):
                actions.append({"activate": {"card": answers.pop()}})
            actions += ["pass", "pass"]
    if data["turn"]["number"] > 1:
        targets = [c["id"] for c in theirs["monsters"]] or ["direct"]
        actions.append("battle_phase")
        for monster in mine["monsters"]:
            if monster.get("position") == "attack":
                actions.append({"attack": {"attacker": monster["id"],
                                           "target": draw(st.sampled_from(targets))}})
                if answers and draw(st.booleans()):
                    actions.append({"activate": {"card": answers.pop()}})
        actions.append("main2")
    actions.append("end_turn")
    data["actions"] = actions
    return data


@SETTINGS
@given(plausible_duels())
def test_it_keeps_its_invariants_through_plausible_turns(data: dict) -> None:
    test_it_keeps_every_card_in_exactly_one_place.hypothesis.inner_test(data)
    test_it_changes_lp_only_by_the_damage_and_gains_it_states.hypothesis.inner_test(data)
    assert judge(data) == judge(data)
