"""Effects at the start of the Battle Phase on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Laundry Dragonmaid's "At the
start of the Battle Phase: You can return this card to the hand, and if you do, Special Summon
1 Level 7 "Dragonmaid" monster from your hand or GY." answers the Battle Phase beginning, in
the Start Step, before any attack (12-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

LAUNDRY = "13171876"

SCENE = f"""
game: ygo
turn: {{number: 3, player: {{player}}}}
players:
  A:
    monsters: [{{id: a-maid, card: "{LAUNDRY}"}}]
    hand: [{{id: a-big, name: Big Maid, kind: monster, level: 7, atk: 2600, def: 1600,
             archetypes: [Dragonmaid]}}]
  B:
    monsters: [{{id: b-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300,
                position: defense}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LAUNDRY,)))


def scene(actions: str, player: str = "A") -> str:
    return SCENE.replace("{player}", player) + actions


def test_the_start_of_the_battle_phase_is_read(printed):
    card = Card.objects.get(game_id="ygo", number=LAUNDRY)
    assert card.automation == "full"
    effect = card.encoding["effects"][1]
    assert effect["event"] == "battle_phase_start" and effect["effect"][0] == {"to_hand": "self"}


def test_it_swaps_in_the_start_step(printed):
    result = judged(scene("""  - battle_phase
  - activate: {card: a-maid, effect: 1, pick: a-big}
  - pass
  - pass
"""))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-big"]
    assert "a-maid" in result["state"]["players"]["A"]["hand"]
    assert {"12-2-2", "5-1-3"} <= set(result["rules_cited"])


def test_not_once_an_attack_was_declared(printed):
    result = judged(scene("""  - battle_phase
  - attack: {attacker: a-maid, target: b-pawn}
  - pass
  - activate: {card: a-maid, effect: 1, pick: a-big}
"""))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_in_the_opponents_battle_phase_too(printed):
    result = judged(scene("""  - battle_phase
  - activate: {card: a-maid, effect: 1, pick: a-big}
  - pass
  - pass
""", player="B"))
    assert result["outcome"] == "completed"
    assert "a-maid" in result["state"]["players"]["A"]["hand"]
