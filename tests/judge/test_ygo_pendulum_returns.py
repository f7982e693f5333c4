"""A real Pendulum Scale that answers a Pendulum Summon (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Yoko-Zuna Sumo
Spirit's "If a monster(s) is Pendulum Summoned: Return this card from the Pendulum Zone to the
hand." is a mandatory Trigger Effect of the scale (5-1-3, 5-1-6): owed after a Pendulum Summon
(8-5-6, 11-1-8), it returns the card to its owner's hand; another Special Summon (by a
monster's own procedure) does not answer it (10-3-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

YOKO_ZUNA = "40516623"  # Pendulum Scale 1

BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-plain, name: Plain Pendulum, kind: monster, level: 4, atk: 1500, def: 1000,
            types: [Fairy, Pendulum, Effect], scale: 3},
           {id: a-proc, name: Own Way, kind: monster, level: 4, atk: 100, def: 100,
            summon_procedures: [{from: [hand]}]}]
    spells_traps: [{id: a-zuna, card: "ZUNA"},
                   {id: a-high, name: High Scale, kind: monster, level: 1, atk: 0, def: 0,
                    types: [Fairy, Pendulum, Effect], scale: 8}]
  B: {}
actions:
ACTIONS"""


@pytest.fixture
def scale(tmp_path):
    store(subset(tmp_path, (YOKO_ZUNA,)))


def duel(actions: str) -> dict:
    return judged(BOARD.replace("ZUNA", YOKO_ZUNA).replace("ACTIONS", actions))


def test_yoko_zuna_reads_its_return_on_a_pendulum_summon(scale):
    card = Card.objects.get(game_id="ygo", number=YOKO_ZUNA)
    entry = card.encoding["effects"][-1]
    assert (entry["event"], entry["summon"], entry["from"]) == ("summon", {"how": ["pendulum"]},
                                                                "pendulum")
    assert entry["optional"] is False


def test_a_pendulum_summon_returns_the_scale_to_the_hand(scale):
    result = duel("  - pendulum_summon: {cards: [a-plain]}\n"
                  "  - activate: {card: a-zuna, effect: 2}\n  - pass\n  - pass\n")
    assert result.get("illegal") is None
    assert "a-zuna" in result["state"]["players"]["A"]["hand"]


def test_the_return_is_owed(scale):
    result = duel("  - pendulum_summon: {cards: [a-plain]}\n  - pass\n")
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"


def test_another_special_summon_does_not_answer_it(scale):
    result = duel("  - procedure_summon: {card: a-proc}\n  - activate: {card: a-zuna, effect: 2}\n")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
