"""A monster's activated effect whose condition is a state of the board a Summon procedure
reads too (cards/ygo/board_effects.py, judge/engine/ygo/effect_boards.py): "If you control 2
or more "Ancient Warriors" monsters: You can Special Summon this card from your hand." (Ancient
Warriors - Valiant Zhang De), "If your opponent controls a monster with 2800 or more ATK: You
can Tribute this card, ..." (Spearhead of the Ashened City), "If this card is in your Graveyard
and you have 3 or more "Laval" monsters with different names in your Graveyard: ..." (Laval
Stennon), read from real cards (imported from ../shared/fixtures/yaml-yugi, facts only) and
judged: the effect is activated only while the board is so (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ZHANG_DE = "02801664"  # Ancient Warriors - Valiant Zhang De
SPEARHEAD = "62156277"  # Spearhead of the Ashened City
STENNON = "08041569"  # Laval Stennon


def test_zhang_de_counts_two_ancient_warriors():
    card = derived(ZHANG_DE)
    assert card.automation == "full" and card.notes == []
    summon = card.encoding["effects"][0]
    assert summon["from"] == "hand" and summon["if"] == {
        "control": {"archetype": "Ancient Warriors"}, "control_min": 2}


def test_spearhead_and_stennon_read_in_full():
    spearhead, stennon = derived(SPEARHEAD), derived(STENNON)
    assert spearhead.automation == stennon.automation == "full"
    assert spearhead.encoding["effects"][0]["if"] == {"opponent_atk_min": 2800}
    assert stennon.encoding["effects"][0]["if"] == {
        "graveyard_min": {"count": 3, "archetype": "Laval", "different_names": True}}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ZHANG_DE,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-zhang, card: "{zhang}"}}]
    monsters: [{mine}]
  B: {{}}
actions:
  - activate: {{card: a-zhang, effect: 0}}
  - pass
  - pass
"""


def warrior(n: int, archetype: str = "Ancient Warriors") -> str:
    return (f"{{id: a-w{n}, name: Warrior {n}, kind: monster, level: 4, atk: 1000, def: 1000, "
            f"archetypes: [{archetype}]}}")


def test_zhang_de_comes_beside_two_ancient_warriors(printed):
    result = judged(BOARD.format(zhang=ZHANG_DE, mine=f"{warrior(1)}, {warrior(2)}"))
    assert result["outcome"] == "completed", result["illegal"]
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-w1", "a-w2", "a-zhang"]


def test_zhang_de_is_refused_beside_one(printed):
    result = judged(BOARD.format(zhang=ZHANG_DE, mine=f"{warrior(1)}, {warrior(2, 'Other')}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert result["illegal"]["rules"] == ["5-2-4"]
