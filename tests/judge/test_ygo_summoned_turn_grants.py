"""An additional Normal Summon given only in the turn the monster was Normal Summoned (8-1-7),
judged on a real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Constellar Pollux, Normal Summoned, lets its player Normal Summon one more "Constellar"
monster (Constellar Kaus) that turn; not a monster of another kind, and not when Pollux was
not Normal Summoned this turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

POLLUX, KAUS = "78364470", "70908596"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (POLLUX, KAUS)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{monsters}]
    hand: [{{id: a-kaus, card: "{kaus}"}},
           {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}}{hand}]
  B: {{}}
actions:
{actions}"""
SUMMON_POLLUX = "  - normal_summon: {card: a-pollux}\n"


def run(actions: str, monsters: str = "", hand: str = "") -> dict:
    return judged(BOARD.format(kaus=KAUS, monsters=monsters, hand=hand, actions=actions))


IN_HAND = f', {{id: a-pollux, card: "{POLLUX}"}}'


def test_a_constellar_monster_after_pollux_is_normal_summoned(imported):
    result = run(SUMMON_POLLUX + "  - normal_summon: {card: a-kaus}\n", hand=IN_HAND)
    assert result["illegal"] is None, result["illegal"]
    assert "normal_summoned.additional" in [step["code"] for step in result["steps"]]
    assert "8-1-7" in result["rules_cited"]
    assert len(result["state"]["players"]["A"]["monsters"]) == 2


def test_not_a_monster_of_another_kind(imported):
    result = run(SUMMON_POLLUX + "  - normal_summon: {card: a-plain}\n", hand=IN_HAND)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["code"] == "illegal.second_normal_summon", result["illegal"]


def test_not_when_pollux_was_not_normal_summoned_this_turn(imported):
    on_field = f'{{id: a-pollux, card: "{POLLUX}"}}'
    result = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-kaus}\n",
                 monsters=on_field)
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["code"] == "illegal.second_normal_summon", result["illegal"]
