"""An effect that must be in face-up Defense Position "to activate and to resolve", on a real
card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
X-Saber Pashuul's damage in the opponent's Standby Phase is activated only while it is in
face-up Defense Position (5-2-4), owed then and not otherwise, and applies nothing if it is no
longer so as it resolves (10-5-2); Giant Axe Mummy's older "You can flip this card into face-down
Defense Position once per turn during your Main Phase." is an Ignition Effect (5-1-2, 9-2-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

PASHUUL, AXE_MUMMY = "23093604", "78266168"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PASHUUL, AXE_MUMMY)))


def test_the_sentence_is_read_as_the_effect_s_condition_asked_twice(printed):
    card = Card.objects.get(game_id="ygo", number=PASHUUL)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["if"] == {"self_position": "defense"} and effect["resolve_if"] is True


def pashuul(position: str, actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-pash, card: "{PASHUUL}", position: {position}}}]}}
  B: {{}}
actions:
  - standby_phase
{actions}""")


def test_in_face_up_defense_position_its_player_takes_1000(printed):
    result = pashuul("defense", """  - activate: {card: a-pash, effect: 0}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert player(result, "A")["lp"] == 7000


def test_in_attack_position_it_is_neither_activated_nor_owed(printed):
    result = pashuul("attack", "  - activate: {card: a-pash, effect: 0}")
    assert result["outcome"] == "illegal_action"
    assert "5-2-4" in result["illegal"]["rules"]
    assert pashuul("attack", "  - main1")["outcome"] == "completed"


def test_in_defense_position_it_is_owed(printed):
    result = pashuul("defense", "  - main1")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"  # 5-1-3


MUMMY_FLIP = """  - activate: {card: a-mummy, effect: 0}
  - pass
  - pass"""


def mummy(actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-mummy, card: "{AXE_MUMMY}"}}]}}
  B: {{}}
actions:
{actions}""")


def test_giant_axe_mummy_flips_itself_face_down_once_per_turn(printed):
    [effect] = Card.objects.get(game_id="ygo", number=AXE_MUMMY).encoding["effects"]
    assert effect["type"] == "ignition" and effect["once_per_turn"] == "copy"
    result = mummy(MUMMY_FLIP)
    assert result["outcome"] == "completed"
    assert player(result, "A")["monsters"][0]["position"] == "set"
    assert {"9-2-6", "9-2-7"} <= set(result["rules_cited"])
    result = mummy(MUMMY_FLIP + "\n  - flip_summon: {card: a-mummy}\n" + MUMMY_FLIP)
    assert result["outcome"] == "illegal_action"  # face-up again, but once per turn (5-2-6)
    assert result["illegal"]["code"] != "illegal.flip_summon_face_up"
    assert "5-2-6" in result["illegal"]["rules"]
