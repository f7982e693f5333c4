"""A trigger on another monster returned to the hand, on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Shinobird Salvation (a
Continuous Trap: "If a face-up Spirit monster(s) you control returns to your hand while this
card is face-up on the field ...: You can target 1 card your opponent controls; destroy it.")
answers Aratama's return in the End Phase (7-7-5, 5-3-11, 5-1-3), and is refused when no such
monster returned."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SALVATION, ARATAMA = "00276357", "16889337"

SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spirit, card: "{ARATAMA}"}}]
    spells_traps: [{{id: a-salvation, card: "{SALVATION}", face_up: true}}]
    deck: [{{id: a-1, name: Deck One}}, {{id: a-2, name: Deck Two}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal,
                     face_up: false}}]
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SALVATION, ARATAMA)))


def index(number: str, key: str, value: object) -> int:
    effects = Card.objects.get(game_id="ygo", number=number).encoding["effects"]
    [found] = [i for i, e in enumerate(effects) if e.get(key) == value]
    return found


def test_a_spirit_monster_returned_to_the_hand_lets_it_destroy(printed):
    back = index(ARATAMA, "turned_up_this_turn", True)
    answer = index(SALVATION, "event", "other_returned_to_your_hand")
    result = judged(SCENE + f"""  - normal_summon: {{card: a-spirit}}
  - end_phase
  - activate: {{card: a-spirit, effect: {back}}}
  - pass
  - pass
  - activate: {{card: a-salvation, effect: {answer}, target: b-set}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    state = result["state"]["players"]
    assert "a-spirit" in state["A"]["hand"] and "b-set" in state["B"]["graveyard"]
    assert {"7-7-5", "5-3-11"} <= set(result["rules_cited"])


def test_without_a_return_it_is_refused(printed):
    answer = index(SALVATION, "event", "other_returned_to_your_hand")
    result = judged(SCENE + f"""  - normal_summon: {{card: a-spirit}}
  - activate: {{card: a-salvation, effect: {answer}, target: b-set}}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert "5-1-3" in result["illegal"]["rules"]
