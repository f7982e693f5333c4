"""Spirit monsters on real cards (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): Aratama's and Yaksha's "During the End Phase of the turn this card is
Normal Summoned or flipped face-up: Return it to the hand." (both wordings) is read as a
mandatory End Phase Trigger Effect of the turn the monster was Normal Summoned or flipped
face-up (7-7-4, 7-7-5): owed in that End Phase, not owed in a later turn, and refused there."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ARATAMA, YAKSHA = "16889337", "94215860"

SCENE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hand, card: "{spirit}"}}]
    monsters: [{{id: a-field, card: "{spirit}"{position}}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
{actions}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ARATAMA, YAKSHA)))


def scene(actions: str, spirit: str = ARATAMA, position: str = "") -> str:
    return SCENE.format(spirit=spirit, position=position, actions=actions)


def returning(number: str) -> tuple[int, dict]:
    effects = Card.objects.get(game_id="ygo", number=number).encoding["effects"]
    [index] = [i for i, e in enumerate(effects) if e.get("turned_up_this_turn")]
    return index, effects[index]


def test_both_wordings_read_as_a_mandatory_end_phase_return(printed):
    for number in (ARATAMA, YAKSHA):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
        _index, effect = returning(number)
        assert effect["type"] == "trigger" and effect["event"] == "end_phase"
        assert effect["optional"] is False and effect["effect"] == [{"to_hand": "self"}]


def test_normal_summoned_it_must_return_in_that_end_phase(printed):
    index, _effect = returning(ARATAMA)
    result = judged(scene("""  - normal_summon: {card: a-hand}
  - end_turn"""))
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    assert result["illegal"]["rules"] == ["7-7-4", "5-1-3"]
    result = judged(scene(f"""  - normal_summon: {{card: a-hand}}
  - end_phase
  - activate: {{card: a-hand, effect: {index}}}
  - pass
  - pass
  - end_turn"""))
    assert result["outcome"] == "completed"
    assert "a-hand" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-4", "5-3-11"} <= set(result["rules_cited"])


def test_one_summoned_in_an_earlier_turn_stays(printed):
    index, _effect = returning(ARATAMA)
    assert judged(scene("  - end_turn"))["outcome"] == "completed"
    result = judged(scene(f"""  - end_phase
  - activate: {{card: a-field, effect: {index}}}"""))
    assert result["illegal"]["code"] == "illegal.not_turned_up_this_turn"
    assert result["illegal"]["rules"] == ["7-7-5", "5-2-4"]


def test_flip_summoned_it_returns_too(printed):
    index, _effect = returning(YAKSHA)
    actions = f"""  - flip_summon: {{card: a-field}}
  - end_phase
  - activate: {{card: a-field, effect: {index}}}
  - pass
  - pass
  - end_turn"""
    result = judged(scene(actions, spirit=YAKSHA, position=", position: set"))
    assert result["outcome"] == "completed"
    assert "a-field" in result["state"]["players"]["A"]["hand"]
