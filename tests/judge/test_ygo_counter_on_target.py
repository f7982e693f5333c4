"""A real card that places counters on a face-up monster it targets, whatever that monster's
text (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read
whole and judged: Fog Control Tributes a face-up "Cloudian" monster and puts 3 Fog Counters on
its target, a monster whose text names no counter (4-8-1); none on a target that is no longer
face-up as it resolves."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

FOG_CONTROL = "63741331"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FOG_CONTROL,)))


def test_it_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=FOG_CONTROL)
    assert card.automation == "full"
    assert card.encoding["effect"] == [{"place_counters": {
        "card": "chosen", "count": 3, "name": "Fog Counter"}}]
    assert card.encoding["target"]["face_up"] is True


DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fog, card: "{FOG_CONTROL}"}}]
    monsters: [{{id: a-cloudian, name: Cloudian One, atk: 0, def: 0,
                 archetypes: [Cloudian]}}]
  B:
    monsters: [{{id: b-target, name: Opposing Target, atk: 1000, def: 1000}}]
    spells_traps:
      - {{id: b-flip, name: Flipper, kind: trap, trap_type: normal,
          target: {{what: monster, player: any, zone: field, face_up: true}},
          effect: [{{change_position: {{card: chosen, to: set}}}}]}}
actions:
  - activate: {{card: a-fog, cost: [a-cloudian], target: b-target}}
"""


def placed(result: dict) -> list[tuple[str, str, int]]:
    return [(step["params"]["card"]["card"], step["params"]["name"], step["params"]["total"])
            for step in result["steps"] if step["code"] == "counters_placed"]


def test_fog_control_places_three_fog_counters_on_its_target(printed):
    result = judged(DUEL + "  - pass\n  - pass\n")
    assert placed(result) == [("b-target", "Fog Counter", 3)]
    assert "a-cloudian" in result["state"]["players"]["A"]["graveyard"]
    assert "4-8-1" in result["rules_cited"]


def test_none_on_a_target_set_face_down_before_it_resolves(printed):
    result = judged(DUEL + "  - activate: {card: b-flip, target: b-target}\n  - pass\n"
                           "  - pass\n")
    assert placed(result) == []
    skipped = [step for step in result["steps"] if step["code"] == "effect_part_skipped"]
    assert skipped and "4-8-1" in skipped[0]["rules"]
