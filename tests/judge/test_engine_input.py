"""Invalid input: every problem with its path, and the limits that keep the engine safe."""
from __future__ import annotations

import json

import pytest
from optcg_board import errors, scenario

from judge.engine import judge


def test_it_reports_every_problem_with_its_path() -> None:
    data = scenario(a={"characters": [{"id": "dup", "power": "lots"}, {"id": "dup"}]},
                    actions=[{"attack": {"attacker": "nobody", "target": "B.leader"}}])
    data["turn"]["player"] = "C"
    found = errors(data)
    assert found["players.A.characters[0].power"] == "must be an integer"
    assert "duplicate id 'dup'" in found["players.A.characters[1].id"]
    assert "unknown card id 'nobody'" in found["actions[0].attack.attacker"]
    assert "turn.player" in found


def test_it_refuses_unknown_keys_actions_and_steps() -> None:
    data = scenario(a={"colour": "red", "hand": [{"id": "h", "effects": {"main": [{"fly": 1}]}}]},
                    actions=[{"dance": {}}])
    data["extra"] = 1
    found = errors(data)
    assert "unknown key" in found["players.A.colour"]
    assert "unknown step" in found["players.A.hand[0].effects.main[0].fly"]
    assert "unknown action" in found["actions[0].dance"]
    assert "unknown key" in found["extra"]


def test_it_refuses_six_characters_and_eleven_don() -> None:
    data = scenario(a={"characters": [{"id": f"c{i}"} for i in range(6)]},
                    b={"don": {"active": 8, "rested": 3}})
    found = errors(data)
    assert "at most 5" in found["players.A.characters"]
    assert "at most 10" in found["players.B.don"]


def test_it_counts_given_don_toward_the_ten() -> None:
    data = scenario(a={"leader": {"id": "l", "don": 4}, "don": {"active": 4, "deck": 3}})
    assert "players.A.don" in errors(data)


def test_it_refuses_absurd_numbers() -> None:
    found = errors(scenario(a={"characters": [{"id": "c", "power": 10**30}]}))
    assert "between" in found["players.A.characters[0].power"]
    found = errors(scenario(a={"characters": [{"id": "c", "power": True}]}))
    assert found["players.A.characters[0].power"] == "must be an integer"


def test_it_refuses_field_state_on_cards_off_the_field() -> None:
    found = errors(scenario(a={"hand": [{"id": "h", "don": 1, "rested": True}]}))
    assert "players.A.hand[0].don" in found and "players.A.hand[0].rested" in found


def test_it_refuses_wrong_card_types_for_an_area() -> None:
    found = errors(scenario(a={"characters": [{"id": "c", "type": "event"}]}))
    assert "players.A.characters[0].type" in found


def test_it_requires_the_top_level_keys() -> None:
    found = errors({"game": "optcg"})
    assert {"turn", "players", "actions"} <= set(found)


def test_it_names_the_game_problem() -> None:
    assert "game" in errors({"turn": {}})
    assert "no judge engine" in errors({"game": "chess"})["game"]


def test_it_refuses_too_many_actions_and_cards() -> None:
    assert "actions" in errors(scenario(actions=["pass"] * 501))
    many = [{"id": f"h{i}"} for i in range(100)]
    data = scenario(a={"hand": many, "trash": [{"id": f"t{i}"} for i in range(101)]})
    assert "players" in errors(data)


def test_it_refuses_text_over_256_kb() -> None:
    text = "game: optcg\ntitle: " + "x" * (256 * 1024) + "\n"
    assert "too large" in errors(text)["(scenario)"]
    assert "too large" in errors(text.encode())["(scenario)"]


def test_it_refuses_a_yaml_alias_bomb() -> None:
    lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for i in range(1, 9):
        refs = ", ".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    bomb = "\n".join(lines) + "\ngame: optcg\n"
    message = errors(bomb)["(scenario)"]
    assert "alias" in message or "too many" in message


def test_it_refuses_deep_nesting_without_crashing() -> None:
    for text in ("[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000):
        assert "(scenario)" in errors(text)


@pytest.mark.parametrize("text", ["", "   ", "game: [unclosed", "- just\n- a list\n", "42",
                                  "\x00\x01", "game: optcg\n\tbad: tab"])
def test_it_turns_bad_text_into_an_error(text: str) -> None:
    result = judge(text)
    # each error: where, what (in words), and the code and parameters the words come from
    assert result["errors"] and all({"path", "message", "code", "params"} == set(e)
                                    for e in result["errors"])


def test_it_reads_json_text_and_bytes() -> None:
    data = scenario(b={"life": 2}, actions=["end_turn"])
    for source in (json.dumps(data), json.dumps(data).encode(), json.dumps(data, indent="\t")):
        assert judge(source)["outcome"] == "completed"


def test_it_refuses_non_utf8_bytes() -> None:
    assert "UTF-8" in errors(b"\xff\xfe game")["(scenario)"]


def test_it_ignores_expect() -> None:
    data = scenario()
    data["expect"] = {"anything": ["goes", {"here": 1}]}
    assert judge(data)["outcome"] == "completed"


def test_it_refuses_keywords_as_action_card_ids() -> None:
    found = errors(scenario(actions=[{"attack": {"attacker": "self", "target": "B.leader"}}]))
    assert "actions[0].attack.attacker" in found
