"""Real cards that target several Set cards (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged: Greenkappa's FLIP effect destroys 2 Set
Spell/Trap Cards on the field and cannot target a face-up one (5-2-3, 9-1-3); Tiger Dragon
reads "up to 2 Set cards in your opponent's Spell & Trap Zone" the same way."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

KAPPA, TIGER = "61831093", "10097168"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KAPPA, TIGER)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_several_set_cards_are_read_as_face_down_targets(printed):
    assert "2 Set Spell/Trap Cards on the field" in english(KAPPA)["text"]
    assert stored(KAPPA).automation == "full"
    kappa = stored(KAPPA).encoding["effects"][0]["target"]
    assert (kappa["what"], kappa["face_down"], kappa["count"]) == ("spell_trap", True, 2)
    tiger = stored(TIGER)
    assert tiger.automation == "full"
    target = tiger.encoding["effects"][0]["target"]
    assert (target["zone"], target["face_down"], target["up_to"]) == ("spell_zone", True, True)


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-kappa, card: "{kappa}", position: set}}]
  B:
    spells_traps: [{{id: b-one, name: One, kind: trap, trap_type: normal}},
                   {{id: b-two, name: Two, kind: spell, spell_type: normal}},
                   {{id: b-up, name: Up, kind: spell, spell_type: continuous, face_up: true}}]
actions:
  - flip_summon: {{card: a-kappa}}
  - activate: {{card: a-kappa, effect: 0, targets: [b-one, {second}]}}
  - pass
  - pass"""


def test_greenkappa_destroys_two_set_cards(printed):
    result = judged(BOARD.format(kappa=KAPPA, second="b-two"))
    assert result["outcome"] != "illegal_action"
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["b-one", "b-two"]


def test_greenkappa_cannot_target_a_face_up_card(printed):
    refused = judged(BOARD.format(kappa=KAPPA, second="b-up"))
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in refused["illegal"]["rules"]
