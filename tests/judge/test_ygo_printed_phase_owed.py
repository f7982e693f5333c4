"""Mandatory Trigger Effects of a phase on real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): Bowganian's "Once per turn, during your Standby Phase"
damage, with no "you can", is read as mandatory (5-1-3) and must be activated in its
controller's Standby Phase: a step leaving that phase, or going through it, without it is
refused (7-3-2); Ehren, Lightsworn Monk's End Phase effect likewise (7-7-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BOWGANIAN, EHREN = "52090844", "44178886"

SCENE = """
game: ygo
turn: {{number: 3, player: {player}, phase: {phase}}}
players:
  A:
    monsters: [{{id: a-bow, card: "{bow}"}}]
    deck: [{{id: a-1, name: Deck One}}, {{id: a-2, name: Deck Two}}, {{id: a-3, name: Deck Three}},
           {{id: a-4, name: Deck Four}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
{actions}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BOWGANIAN, EHREN)))


def scene(actions: str, player: str = "A", phase: str = "standby", bow: str = BOWGANIAN) -> str:
    return SCENE.format(player=player, phase=phase, bow=bow, actions=actions)


def test_the_standby_phase_damage_is_read_as_mandatory(printed):
    card = Card.objects.get(game_id="ygo", number=BOWGANIAN)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["event"] == "your_standby_phase" and effect["optional"] is False
    assert effect["effect"][0]["damage"]["player"] == "opponent"


def test_activated_in_the_standby_phase_then_main_phase_1(printed):
    result = judged(scene("""  - activate: {card: a-bow}
  - pass
  - pass
  - main1"""))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] < 8000
    assert {"7-3-2", "5-1-3"} <= set(result["rules_cited"])


def test_leaving_the_standby_phase_without_it_is_refused(printed):
    result = judged(scene("  - main1"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    assert result["illegal"]["rules"] == ["7-3-2", "5-1-3"]


def test_the_opponent_cannot_end_the_turn_through_that_standby_phase(printed):
    # B's `end_turn` would go through A's Standby Phase in one action: B stops there instead
    result = judged(scene("  - end_turn", player="B", phase="main1"))
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    result = judged(scene("""  - standby_phase
  - activate: {card: a-bow}
  - pass
  - pass
  - main1""", player="B", phase="main1"))
    assert result["outcome"] == "completed"
    # not owed in the opponent's own Standby Phase
    assert judged(scene("  - main1", player="B"))["outcome"] == "completed"


def test_the_end_phase_effect_is_owed_in_the_end_phase(printed):
    result = judged(scene("  - end_turn", phase="main1", bow=EHREN))
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    assert result["illegal"]["rules"] == ["7-7-4", "5-1-3"]
    result = judged(scene("""  - end_phase
  - activate: {card: a-bow}
  - pass
  - pass
  - end_turn""", phase="main1", bow=EHREN))
    assert result["outcome"] == "completed"
    assert len(result["state"]["players"]["A"]["graveyard"]) == 3
