"""A real FLIP monster that takes control of a monster "while this card is face-up on the
field" (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read
and judged: Hiita the Fire Charmer, Flip Summoned, takes the opponent's FIRE monster (3-10-3,
5-1-5), which goes back to its owner the moment Hiita leaves the field (3-10-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

HIITA = "00759393"  # Hiita the Fire Charmer

BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-hiita, card: "{hiita}", position: set}}]
    hand: [{{id: a-hole, name: Hole, kind: spell, spell_type: normal,
             effect: [{{destroy: a-hiita}}]}}]
  B:
    monsters: [{{id: b-fire, name: Blaze, kind: monster, level: 4, atk: 1500, def: 1000,
                attribute: FIRE}}]
actions:
  - flip_summon: {{card: a-hiita}}
  - activate: {{card: a-hiita, targets: [b-fire]}}
  - pass
  - pass
{more}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HIITA,)))


def test_hiita_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=HIITA)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["event"] == "flipped"
    assert effect["effect"][0]["take_control"]["until"] == "while_face_up"


def test_hiita_keeps_the_fire_monster_while_face_up(printed):
    result = judged(BOARD.format(hiita=HIITA, more=""))
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-hiita", "b-fire"]
    assert {"3-10-3", "3-10-6"} <= set(result["rules_cited"])


def test_the_fire_monster_goes_back_when_hiita_leaves(printed):
    more = "  - activate: {card: a-hole}\n  - pass\n  - pass\n"
    result = judged(BOARD.format(hiita=HIITA, more=more))
    assert result["outcome"] == "completed", result
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == []
    assert [m["id"] for m in players["B"]["monsters"]] == ["b-fire"]
    assert "control_given_back.while_over" in str(result)
