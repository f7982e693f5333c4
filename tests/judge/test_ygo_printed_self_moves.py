"""Monsters whose effect moves the monster itself, "it" when nothing is targeted (Fabled Lurrie:
"If this card is discarded to the GY: Special Summon it."; The Fabled Peggulsus: "When this
card is discarded to the GY: You can Special Summon it in face-down Defense Position."),
judged: a mandatory Trigger Effect its player must activate first (5-1-3), the monster
Special Summoned from the GY, face-down where the text says so (8-4-3). Imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

LURRIE, PEGGULSUS = "97651498", "90616316"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LURRIE, PEGGULSUS)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-charity, kind: spell, spell_type: normal, effect: [{{discard: 1}}]}},
           {{id: a-lurrie, card: "{lurrie}"}}, {{id: a-peggulsus, card: "{peggulsus}"}}]
  B: {{}}
actions:
  - activate: {{card: a-charity, discards: [{discarded}]}}
  - pass
  - pass
{actions}"""


def play(discarded: str, actions: str) -> dict:
    return judged(BOARD.format(lurrie=LURRIE, peggulsus=PEGGULSUS, discarded=discarded,
                               actions=actions))


@pytest.mark.parametrize(("discarded", "position"), [("a-lurrie", "attack"),
                                                     ("a-peggulsus", "set")])
def test_the_discarded_monster_comes_back_as_its_text_says(printed, discarded, position):
    result = play(discarded, f"  - activate: {{card: {discarded}}}\n  - pass\n  - pass")
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [(discarded, position)]
    assert {"5-1-3", "8-4-3"} <= set(result["rules_cited"])


def test_the_mandatory_one_cannot_be_left_unactivated(printed):
    result = play("a-lurrie", "  - main2")
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["illegal"]["rules"]
