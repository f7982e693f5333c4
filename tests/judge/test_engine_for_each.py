""""... for each of your {X} type Characters": the count is taken as the step resolves, and the
steps it holds are done that many times (flow.py)."""
from __future__ import annotations

from optcg_board import errors, run, scenario, texts

from judge.engine.core.render import rerender


def per_character(**counted: object) -> dict:
    return {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": {"steps": [
        {"for_each": {"characters": {"owner": "you", **counted},
                      "steps": [{"draw": 1}, {"trash_from_hand": 1}]}}]}}}


def fish(card_id: str, owner_trait: str = "Fish-Man") -> dict:
    return {"id": card_id, "cost": 2, "power": 3000, "traits": [owner_trait]}


def test_each_character_counted_draws_one_and_trashes_one() -> None:
    a = {"hand": [per_character(traits=["Fish-Man"])],
         "characters": [fish("a-f1"), fish("a-f2"), fish("a-m", "Merfolk")],
         "deck": [{"id": "d1"}, {"id": "d2"}, {"id": "d3"}]}
    result = run(a=a, actions=[{"use_event": {"card": "a-ev", "picks": ["d1", "d2"]}}])
    hand = result["state"]["players"]["A"]["hand"]
    assert hand == [] and result["state"]["players"]["A"]["deck"] == 1
    assert "counts 2 Characters, so what follows is done 2 times" in texts(result)
    assert "zählt 2 Charaktere" in "\n".join(s["text"] for s in rerender(result, "de")["steps"])


def test_none_counted_does_nothing() -> None:
    a = {"hand": [per_character(traits=["Neptunian"])], "characters": [fish("a-f1")],
         "deck": [{"id": "d1"}]}
    result = run(a=a, actions=[{"use_event": {"card": "a-ev"}}])
    assert result["state"]["players"]["A"]["deck"] == 1
    assert "1-3-2-2" in result["rules_cited"]
    assert "done 0 times: not at all" in texts(result)


def test_a_for_each_without_steps_is_invalid_input() -> None:
    card = per_character()
    del card["effects"]["main"]["steps"][0]["for_each"]["steps"]
    found = errors(scenario(a={"hand": [card]}))
    assert any("for_each" in path for path in found), found
