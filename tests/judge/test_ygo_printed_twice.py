"""Real cards whose effect each copy may use up to twice per turn (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Laval
Magma Cannoneer's effect resolves twice in a turn and is refused a third time, citing the
rule (5-2-6); Constellar Kaus chooses one of its options with each use (5-2-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CANNONEER, FAIRY, KAUS = "46404281", "45939611", "70908596"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CANNONEER, FAIRY, KAUS)))


def test_the_limit_is_read_on_each_card(printed):
    for number in (CANNONEER, FAIRY, KAUS):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
        assert card.encoding["effects"][0]["once_per_turn"] == "twice"
        assert card.encoding["effects"][0]["type"] == "ignition"


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cannon, card: "{CANNONEER}"}}]
    hand: [{{id: a-1, name: Fire One, kind: monster, atk: 100, def: 100, attribute: FIRE}},
           {{id: a-2, name: Fire Two, kind: monster, atk: 100, def: 100, attribute: FIRE}},
           {{id: a-3, name: Fire Three, kind: monster, atk: 100, def: 100, attribute: FIRE}}]
  B: {{}}
actions:
"""
USE = "  - activate: {{card: a-cannon, effect: 0, cost: [{fire}]}}\n  - pass\n  - pass\n"


def test_laval_magma_cannoneer_uses_its_effect_twice(printed):
    result = judged(BOARD + USE.format(fire="a-1") + USE.format(fire="a-2"))
    assert player(result, "B")["lp"] == 7000
    assert "a-3" in player(result, "A")["hand"]


def test_laval_magma_cannoneer_is_refused_a_third_time(printed):
    result = judged(BOARD + USE.format(fire="a-1") + USE.format(fire="a-2")
                    + USE.format(fire="a-3"))
    assert result["illegal"]["code"] == "illegal.effect_twice_per_copy"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert player(result, "B")["lp"] == 7000


def test_constellar_kaus_raises_then_lowers_a_level(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-kaus, card: "{KAUS}"}},
               {{id: a-star, name: Constellar Star, kind: monster, level: 4, atk: 100, def: 100,
                 archetypes: [Constellar]}}]
  B: {{}}
actions:
  - activate: {{card: a-kaus, effect: 0, option: 0, target: a-star}}
  - pass
  - pass
  - activate: {{card: a-kaus, effect: 0, option: 0, target: a-star}}
  - pass
  - pass
  - activate: {{card: a-kaus, effect: 0, option: 1, target: a-star}}""")
    assert result["illegal"]["code"] == "illegal.effect_twice_per_copy"
    said = [step["text"] for step in result["steps"]]
    assert any("Level rises from 5 to 6" in text for text in said)
