"""Property tests: random boards and random (legal or not) action sequences.

Whatever happens, `judge` returns a result, every card is in exactly one area, each player's
DON!! total stays the same, no count goes negative, and a replay is deterministic.
"""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import citable_rules, judge

KEYWORDS = ["Blocker", "Rush", "Rush: Character", "Double Attack", "Banish", "Unblockable"]
TARGETS = ["self", "chosen", "attacker", "battle_target", "A.leader", "B.leader"]
DURATIONS = ["battle", "turn", "until_next_turn"]
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def steps(draw: st.DrawFn, ids: list[str]) -> list[dict]:
    target = st.sampled_from(TARGETS + ids)
    count = st.integers(0, 3)
    step = st.one_of(
        st.builds(lambda t, a, d: {"power": {"target": t, "amount": a, "duration": d}},
                  target, st.integers(-6000, 6000), st.sampled_from(DURATIONS)),
        target.map(lambda t: {"ko": t}), target.map(lambda t: {"trash": t}),
        target.map(lambda t: {"bounce": t}), target.map(lambda t: {"rest": t}),
        target.map(lambda t: {"set_active": t}), target.map(lambda t: {"set_power_zero": t}),
        count.map(lambda n: {"draw": n}), count.map(lambda n: {"trash_from_hand": n}),
        count.map(lambda n: {"life_to_hand": n}), count.map(lambda n: {"trash_life": n}),
        count.map(lambda n: {"deck_to_life": n}),
        count.map(lambda n: {"add_don": {"count": n}}),
    )
    return draw(st.lists(step, max_size=3))


def effect(draw: st.DrawFn, ids: list[str]) -> Any:
    body = steps(draw, ids)
    if draw(st.booleans()):
        return body
    return {"steps": body, "once_per_turn": draw(st.booleans()), "don_x": draw(st.integers(0, 2)),
            "optional": draw(st.booleans()),
            "cost": {"rest_don": draw(st.integers(0, 2)), "don_minus": draw(st.integers(0, 1)),
                     "trash_from_hand": draw(st.integers(0, 1)),
                     "rest_self": draw(st.booleans())}}


def a_card(draw: st.DrawFn, card_id: str, ids: list[str], on_field: bool,
           kind: str = "character") -> dict:
    card: dict[str, Any] = {"id": card_id, "type": kind, "power": draw(st.integers(0, 9)) * 1000,
                            "cost": draw(st.integers(0, 4))}
    if kind == "character":
        card["counter"] = draw(st.sampled_from([0, 1000, 2000]))
        card["keywords"] = draw(st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))
    timings = ["on_play", "when_attacking", "on_block", "on_opponents_attack", "on_ko",
               "end_of_your_turn", "activate_main"] if kind != "event" else ["main", "counter"]
    chosen = draw(st.lists(st.sampled_from(timings), max_size=2, unique=True))
    card["effects"] = {t: effect(draw, ids) for t in chosen}
    if draw(st.integers(0, 3)) == 0:
        card["trigger"] = steps(draw, ids)
    if on_field:
        card["rested"] = draw(st.booleans())
        card["played_this_turn"] = draw(st.booleans())
    return card


@st.composite
def boards(draw: st.DrawFn) -> dict:
    counts = {p: (draw(st.integers(0, 5)), draw(st.integers(0, 4)), draw(st.integers(0, 2)))
              for p in "AB"}
    ids = [f"{p}-c{i}" for p in "AB" for i in range(counts[p][0])]
    ids += [f"{p}-h{i}" for p in "AB" for i in range(counts[p][1])]
    players = {}
    for p in "AB":
        n_chars, n_hand, n_life_listed = counts[p]
        chars = [a_card(draw, f"{p}-c{i}", ids, True) for i in range(n_chars)]
        hand = [a_card(draw, f"{p}-h{i}", ids, False, draw(st.sampled_from(
            ["character", "event", "stage"]))) for i in range(n_hand)]
        given = draw(st.integers(0, 3))
        if chars and given:
            chars[0]["don"] = given
        life: Any = draw(st.integers(0, 4))
        if n_life_listed:
            life = [a_card(draw, f"{p}-l{i}", ids, False) for i in range(n_life_listed)]
        players[p] = {"characters": chars, "hand": hand, "life": life,
                      "deck": draw(st.sampled_from([0, 1, 3, 6, 8, 8, 8, 8])),
                      "leader": {"id": f"{p}-leader", "power": 5000,
                                 "don": draw(st.integers(0, 2)),
                                 "rested": draw(st.booleans())},
                      "don": {"active": draw(st.integers(0, 3)),
                              "rested": draw(st.integers(0, 2))}}
    refs = ids + ["A.leader", "B.leader"]
    ref = st.sampled_from(refs)
    attack = st.builds(lambda a, t: {"attack": {"attacker": a, "target": t}}, ref,
                       st.sampled_from(["A.leader", "B.leader"]))
    action = st.one_of(
        st.just("pass"), st.just("pass"), st.just("end_turn"), attack, attack,
        st.builds(lambda c: {"give_don": {"to": c}}, ref),
        st.builds(lambda c, t: {"play": {"card": c, "target": t}}, ref, ref),
        st.builds(lambda c, t: {"activate": {"card": c, "target": t}}, ref, ref),
        st.builds(lambda c, t: {"use_event": {"card": c, "target": t}}, ref, ref),
        st.builds(lambda a, t: {"attack": {"attacker": a, "target": t}}, ref, ref),
        st.builds(lambda b: {"block": {"blocker": b}}, ref),
        st.builds(lambda c, t: {"counter": {"card": c, "target": t}}, ref, ref),
        st.builds(lambda a: {"trigger": {"activate": a}}, st.booleans()),
    )
    return {"game": "optcg",
            "turn": {"number": draw(st.integers(1, 8)), "player": draw(st.sampled_from("AB"))},
            "players": players, "actions": draw(st.lists(action, max_size=14))}


def _card_ids(player: dict) -> list[str]:
    ids = [player["leader"]["id"], *player["life"], *player["hand"], *player["trash"]]
    ids += [c["id"] for c in player["characters"]]
    if player["stage"]:
        ids.append(player["stage"]["id"])
    return ids


def _card_total(data: dict, p: str) -> int:
    player = data["players"][p]
    life = player["life"] if isinstance(player["life"], int) else len(player["life"])
    return 1 + life + player["deck"] + len(player["hand"]) + len(player["characters"])


def _don_total(state_player: dict) -> int:
    given = state_player["leader"]["don"] + sum(c["don"] for c in state_player["characters"])
    return sum(state_player["don"].values()) + given


@SETTINGS
@given(boards())
def test_it_keeps_every_card_in_one_area_and_the_don_constant(data: dict) -> None:
    result = judge(data)
    assert "errors" not in result, result["errors"]
    assert result["outcome"] in ("completed", "illegal_action", "game_over")
    all_ids: list[str] = []
    for p in "AB":
        player = result["state"]["players"][p]
        ids = _card_ids(player)
        all_ids += ids
        assert len(ids) + player["deck"] == _card_total(data, p)
        assert _don_total(player) == 10
        assert min(player["don"].values()) >= 0 and player["deck"] >= 0
        assert all(c["don"] >= 0 for c in player["characters"])
        assert len(player["characters"]) <= 5
    assert len(all_ids) == len(set(all_ids))
    assert set(result["rules_cited"]) <= citable_rules("optcg")


@SETTINGS
@given(boards())
def test_it_gives_the_same_result_twice(data: dict) -> None:
    assert judge(data) == judge(data)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["game", "turn", "players", "actions", "A", "B", "id", "power", "life",
                         "deck", "hand", "characters", "don", "attack", "number", "player"]),
        inner, max_size=4),
    max_leaves=30)


@settings(max_examples=150, deadline=None)
@given(JSON)
def test_it_never_raises_on_garbage(data: Any) -> None:
    result = judge(data)
    assert isinstance(result, dict)
    assert "errors" in result or "outcome" in result
    assert "internal error" not in str(result.get("errors"))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_it_never_raises_on_garbage_text(text: str) -> None:
    result = judge(text)
    assert isinstance(result, dict)
    assert "internal error" not in str(result.get("errors"))


@st.composite
def damaged_boards(draw: st.DrawFn) -> dict:
    """A valid board with one value somewhere replaced by garbage."""
    data = draw(boards())
    node: Any = data
    for _ in range(draw(st.integers(1, 6))):
        if isinstance(node, dict) and node:
            key = draw(st.sampled_from(sorted(node, key=str)))
        elif isinstance(node, list) and node:
            key = draw(st.integers(0, len(node) - 1))
        else:
            break
        if not isinstance(node[key], (dict, list)) or draw(st.booleans()):
            node[key] = draw(JSON)
            break
        node = node[key]
    return data


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(damaged_boards())
def test_it_never_raises_on_damaged_boards(data: dict) -> None:
    result = judge(data)
    assert "internal error" not in str(result.get("errors"))
    for error in result.get("errors", []):
        assert error["path"] and error["message"]
