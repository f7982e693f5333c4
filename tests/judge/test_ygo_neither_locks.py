""""Neither player can Special Summon LIGHT monsters." (Ally of Justice Quarantine) and "...
monsters with 1800 or less ATK." (Numen erat Testudo), judged on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): while the card is face-up on
its controller's field, the opponent's Xyz Summon of a LIGHT monster is refused (5-2-14); a
monster the description does not cover (2100 ATK) is Summoned, and once the card has left,
any is."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

QUARANTINE = "72845813"  # Ally of Justice Quarantine: no LIGHT monster
TESTUDO = "83061014"  # Numen erat Testudo: no monster with 1800 or less ATK
GABONGA = "34001672"  # Goblin Biker Big Gabonga, a LIGHT Xyz Monster with 2100 ATK


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (QUARANTINE, TESTUDO, GABONGA)))


BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    deck: 5
    {zone}: [{{id: a-forbidder, card: "{card}"}}]
  B:
    deck: 5
    extra_deck: [{{id: b-gabonga, card: "34001672"}}]
    monsters: [{{id: b-three, name: Three, kind: monster, level: 3, atk: 1000, def: 1000}},
               {{id: b-three2, name: Three Too, kind: monster, level: 3, atk: 1000,
                 def: 1000}}]
actions:
  - xyz_summon: {{card: b-gabonga, materials: [b-three, b-three2]}}
"""


def board(card: str, on_field: bool = True) -> str:
    return BOARD.format(card=card, zone="monsters" if on_field else "graveyard")


def test_the_opponent_cannot_summon_the_monsters_described(imported):
    result = judged(board(QUARANTINE))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-14", result["illegal"]
    assert "while Ally of Justice Quarantine is face-up" in result["illegal"]["reason"]


def test_others_stay_allowed_and_nothing_once_it_has_left(imported):
    for text in (board(TESTUDO), board(QUARANTINE, on_field=False)):
        result = judged(text)
        assert result["outcome"] == "completed", result
        assert "b-gabonga" in [m["id"] for m in player(result, "B")["monsters"]]
