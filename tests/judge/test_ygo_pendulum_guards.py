"""A real Pendulum Scale that keeps its player's Pendulum Summons (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: while DoSolfachord
Cutia is a Pendulum Scale, a card that negates Summons cannot be activated against a Pendulum
Summon of a "Solfachord" Pendulum Monster (5-3-32, 5-3-9, 5-1-6); the Pendulum Summon of
another monster is negated as usual."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

# DoSolfachord Cutia (Pendulum Scale 8), FaSolfachord Fancia (a Level 4 "Solfachord" Pendulum
# Monster)
CUTIA, FANCIA = "55226153", "54100561"

BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-fancia, card: "FANCIA"},
           {id: a-plain, name: Plain Pendulum, kind: monster, level: 4, atk: 1500, def: 1000,
            types: [Fairy, Pendulum, Effect], scale: 3}]
    spells_traps: [{id: a-low, name: Low Scale, kind: monster, level: 1, atk: 0, def: 0,
                    types: [Fairy, Pendulum, Effect], scale: 1},
                   {id: a-cutia, card: "CUTIA"}]
  B:
    spells_traps:
      - {id: b-warning, name: Summon Stopper, kind: trap, trap_type: counter,
         negates: [summon], effect: [{negate: previous}]}
actions:
  - pendulum_summon: {cards: [SUMMONED]}
  - activate: {card: b-warning}
"""


@pytest.fixture
def scales(tmp_path):
    store(subset(tmp_path, (CUTIA, FANCIA)))


def summon(cards: str, after: str = "") -> dict:
    text = BOARD.replace("FANCIA", FANCIA).replace("CUTIA", CUTIA)
    return judged(text.replace("SUMMONED", cards) + after)


def test_cutia_reads_the_pendulum_summons_it_keeps(scales):
    card = Card.objects.get(game_id="ygo", number=CUTIA)
    assert card.encoding["pendulum_summons_unnegatable"] == {"archetype": "Solfachord",
                                                             "type": "Pendulum"}


def test_a_solfachord_pendulum_summon_cannot_be_negated(scales):
    refused = summon("a-fancia")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.summons_cannot_be_negated.pendulum"
    assert refused["illegal"]["rules"] == ["5-3-32", "5-3-9", "5-1-6"]


def test_another_monsters_pendulum_summon_is_negated(scales):
    plain = summon("a-plain", "  - pass\n  - pass\n")
    assert plain["outcome"] != "illegal_action"
    assert plain["state"]["players"]["A"]["monsters"] == []
    assert "a-plain" in plain["state"]["players"]["A"]["extra_deck"]  # face-up there (4-3-4)
