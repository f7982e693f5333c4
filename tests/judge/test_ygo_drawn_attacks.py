"""Monsters that draw the opponent's attacks on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only; 12-3-18): Volcanic Doomfire's
"During your opponent's Battle Phase, all Attack Position monsters your opponent controls that
can attack must attack this card." and the wording of Puppet Rook, Maiden in Love and Angry
Burger read as `draws_attacks`: the opponent must attack, and only that monster."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DOOMFIRE, ROOK, MAIDEN, BURGER = "32543380", "77590412", "08445808", "28306253"

DUEL = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-doom, card: "{DOOMFIRE}"{more}}},
               {{id: a-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300}}]
    deck: 5
  B:
    monsters: [{{id: b-one, name: One, kind: monster, level: 4, atk: 1800, def: 1000}}]
    deck: 5
actions:
  - battle_phase
{actions}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DOOMFIRE, ROOK, MAIDEN, BURGER)))


def test_the_wordings_read(printed):
    assert Card.objects.get(game_id="ygo", number=DOOMFIRE).automation == "full"
    for number in (DOOMFIRE, ROOK, MAIDEN, BURGER):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.encoding["draws_attacks"] is True, number


def test_the_attacks_must_be_on_it(printed):
    for target in ("a-pawn", "direct"):
        attack = f"  - attack: {{attacker: b-one, target: {target}}}"
        result = judged(DUEL.format(DOOMFIRE=DOOMFIRE, more="", actions=attack))
        assert result["illegal"]["code"] == "illegal.must_attack_this", target
        assert result["illegal"]["rules"] == ["12-3-18"]
    result = judged(DUEL.format(DOOMFIRE=DOOMFIRE, more="", actions="  - main2"))
    assert result["illegal"]["code"] == "illegal.must_attack"
    attack = "  - attack: {attacker: b-one, target: a-doom}\n  - pass"
    result = judged(DUEL.format(DOOMFIRE=DOOMFIRE, more="", actions=attack))
    assert result["outcome"] == "completed"
    assert "b-one" in result["state"]["players"]["B"]["graveyard"]


def test_face_down_it_draws_nothing(printed):
    result = judged(DUEL.format(DOOMFIRE=DOOMFIRE, more=", position: set",
                                actions="""  - attack: {attacker: b-one, target: a-pawn}
  - pass
  - main2"""))
    assert result["outcome"] == "completed"
    assert "a-pawn" in result["state"]["players"]["A"]["graveyard"]
