"""A real "Subterror" monster (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), read and judged: when a face-up monster of its player is changed to
face-down Defense Position by an effect (9-2-6), it is Special Summoned from the hand, if its
player then controls no face-up monster (5-1-3, 5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

UMASTRYX = "42713844"
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hand, card: "{card}"}}]
    monsters: [{{id: a-field, card: "{card}"}}{more}]
  B: {{}}
actions:
  - activate: {{card: a-field, effect: {flip}}}
  - pass
  - pass
  - activate: {{card: a-hand, effect: {summon}}}
  - pass
  - pass"""


@pytest.fixture
def subterror(tmp_path):
    store(subset(tmp_path, (UMASTRYX,)))


def _indexes() -> tuple[int, int]:
    effects = Card.objects.get(game_id="ygo", number=UMASTRYX).encoding["effects"]
    events = [effect.get("event") for effect in effects]
    return events.index(None), events.index("other_flipped_face_down")


def test_summoned_from_the_hand_when_the_last_face_up_monster_turns_face_down(subterror):
    flip, summon = _indexes()
    result = judged(BOARD.format(card=UMASTRYX, more="", flip=flip, summon=summon))
    assert result["outcome"] == "completed", result.get("reason")
    monsters = {m["id"]: m for m in result["state"]["players"]["A"]["monsters"]}
    assert monsters["a-field"]["position"] == "set"
    assert monsters["a-hand"]["position"] == "defense"
    assert {"5-1-3", "9-2-6"} <= set(result["rules_cited"])


def test_refused_while_another_face_up_monster_stays(subterror):
    flip, summon = _indexes()
    other = (",\n               {id: a-other, name: Other, kind: monster, level: 4, atk: 100,"
             " def: 100}")
    result = judged(BOARD.format(card=UMASTRYX, more=other, flip=flip, summon=summon))
    assert result["outcome"] == "illegal_action"
    assert "5-2-4" in result["rules_cited"]
    assert result["state"]["players"]["A"]["hand"] == ["a-hand"]
