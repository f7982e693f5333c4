"""Valkyrie Sigrun, "If this card is in your hand: You can target 1 face-up Spell/Trap you
control; send it to the GY, and if you do, Special Summon this card." (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: the monster is
Special Summoned from the hand after its target went (5-2-7); once it has left the hand in
answer to its activation it is a new card, and the part on "this card" does nothing
(5-2-3, 5-2-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SIGRUN = "97854941"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SIGRUN,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-sigrun, card: "{sigrun}"}}]
    spells_traps: [{{id: a-lasting, kind: spell, spell_type: continuous, face_up: true}}]
  B:
    spells_traps: [{{id: b-purge, kind: trap, trap_type: normal,
                     effect: [{{discard_hand: opponent}}]}}]
actions:
  - activate: {{card: a-sigrun, effect: 0, target: a-lasting}}
{actions}"""


def play(actions: str) -> dict:
    return judged(BOARD.format(sigrun=SIGRUN, actions=actions))


def test_sigrun_sends_its_target_and_comes_from_the_hand(printed):
    result = play("  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-lasting"]
    assert [m["id"] for m in a["monsters"]] == ["a-sigrun"]
    assert "5-2-7" in result["rules_cited"]


def test_sigrun_discarded_in_answer_is_not_summoned_from_the_graveyard(printed):
    result = play("  - activate: {card: b-purge}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["monsters"] == []
    assert sorted(a["graveyard"]) == ["a-lasting", "a-sigrun"]
    assert "5-2-5" in result["rules_cited"]
