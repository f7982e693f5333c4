"""A monster that needs a battle position of its own to stay, on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Cloudian - Storm
Dragon ("If this card is in face-up Defense Position, destroy it.") is destroyed by the game
once its controller or an effect changes it to face-up Defense Position, no chain built (5-4-6),
and stays in Attack Position, or flipped face-up in Attack Position by A/D Changer (9-2-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

STORM, CHANGER = "13474291", "96146814"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (STORM, CHANGER)))


def test_storm_dragon_reads_its_own_position_as_what_keeps_it(printed):
    card = Card.objects.get(game_id="ygo", number=STORM)
    assert card.automation == "full"
    assert card.encoding["kept_if"] == {"self_position": "attack"}


def storm(position: str, actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-storm, card: "{STORM}", position: {position}}}],
       graveyard: [{{id: a-changer, card: "{CHANGER}"}}]}}
  B: {{}}
actions:
{actions}""")


def test_changed_to_defense_by_its_controller_it_is_destroyed(printed):
    result = storm("attack", "  - change_position: {card: a-storm}")
    assert result["outcome"] == "completed"
    assert player(result, "A")["monsters"] == [] and "a-storm" in player(result, "A")["graveyard"]
    assert "5-4-6" in result["rules_cited"]


def test_changed_to_defense_by_an_effect_it_is_destroyed(printed):
    result = storm("attack", """  - activate: {card: a-changer, effect: 0, target: a-storm}
  - pass
  - pass""")
    assert "a-storm" in player(result, "A")["graveyard"] and "5-4-6" in result["rules_cited"]


def test_flipped_face_up_in_attack_position_it_stays(printed):
    result = storm("set", """  - activate: {card: a-changer, effect: 0, target: a-storm}
  - pass
  - pass""")
    [dragon] = player(result, "A")["monsters"]
    assert dragon["position"] == "attack" and "5-4-6" not in result["rules_cited"]
