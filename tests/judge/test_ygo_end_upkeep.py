"""A monster's price to stay in each of its controller's End Phases (7-7-11), judged: the card
the `end_phase` action names under `keep` is sent from the hand to the GY or revealed there,
and the monster stays; with none named it is destroyed; its effects negated, it asks for
nothing; a card that keeps no monster is refused; and Koa'ki Meiru Sandman, imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

SANDMAN = "49680980"
CORE_NAME = "Iron Core of Koa'ki Meiru"
WAYS = [{"do": "send", "what": "card", "names": [CORE_NAME]},
        {"do": "reveal", "what": "monster", "type": "Rock"}]


def koaki() -> dict:
    return monster("a-koaki", end_upkeep=WAYS)


def core() -> dict:
    return spell("a-core", name=CORE_NAME)


def rock() -> dict:
    return monster("a-rock", types=["Rock"])


def test_kept_by_sending_the_iron_core():
    result = run({"monsters": [koaki()], "hand": [core(), rock()]},
                 actions=[{"end_phase": {"keep": ["a-core"]}}])
    assert monster_ids(result, "A") == ["a-koaki"]
    assert player(result, "A")["graveyard"] == ["a-core"] and "7-7-11" in result["rules_cited"]


def test_kept_by_revealing_a_rock_monster():
    result = run({"monsters": [koaki()], "hand": [core(), rock()]},
                 actions=[{"end_phase": {"keep": ["a-rock"]}}])
    assert monster_ids(result, "A") == ["a-koaki"]
    assert set(player(result, "A")["hand"]) == {"a-core", "a-rock"}


def test_destroyed_when_nothing_is_named():
    result = run({"monsters": [koaki()], "hand": [core()]}, actions=["end_phase"])
    assert player(result, "A")["graveyard"] == ["a-koaki"]
    assert {"7-7-11", "5-3-1"} <= set(result["rules_cited"])


def test_only_in_its_controllers_end_phase():
    result = run({}, {"monsters": [monster("b-koaki", end_upkeep=WAYS)]}, actions=["end_phase"])
    assert monster_ids(result, "B") == ["b-koaki"]


def test_negated_it_asks_for_nothing():
    veil = spell("a-veil", spell_type="quick-play", effect=[{"negate_effects": {
        "card": "chosen"}}])
    result = run({"monsters": [koaki()], "hand": [veil]},
                 actions=[{"activate": {"card": "a-veil", "target": "a-koaki"}}, "pass",
                          "pass", "end_phase"])
    assert monster_ids(result, "A") == ["a-koaki"] and "5-5-1" in result["rules_cited"]


def test_a_card_that_keeps_no_monster_is_refused():
    result = run({"monsters": [koaki()], "hand": [monster("a-dragon", types=["Dragon"])]},
                 actions=[{"end_phase": {"keep": ["a-dragon"]}}])
    assert illegal(result)["code"] == "illegal.keep_unfit"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SANDMAN,)))


@pytest.mark.django_db
def test_koaki_meiru_sandman_stays_for_an_iron_core(printed):
    scenario = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-sandman, card: "{SANDMAN}"}}]
    hand: [{{id: a-core, name: "{CORE_NAME}", kind: spell, spell_type: normal}}]
  B: {{}}
actions:
"""
    kept = judged(scenario + "  - end_turn: {keep: [a-core]}")
    assert [m["id"] for m in kept["state"]["players"]["A"]["monsters"]] == ["a-sandman"]
    gone = judged(scenario + "  - end_turn")
    assert "a-sandman" in gone["state"]["players"]["A"]["graveyard"]
    assert "7-7-11" in gone["rules_cited"]
