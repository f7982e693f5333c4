"""Real cards whose Special Summon is followed by the sentence "Its effects are negated."
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Lock
Cat revives a Level 1 Beast in Defense Position, negated for as long as it stays face-up, so it
cannot activate its effect on the field (5-5-1, 5-5-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

LOCK_CAT = "52346240"
BEAST = ("{id: a-beast, name: Kitten, level: 1, atk: 100, def: 100, types: [Beast, Effect], "
         "effects: [{type: ignition, effect: [{draw: 1}]}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LOCK_CAT,)))


def cat_board(actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cat, card: "{LOCK_CAT}"}}]
    graveyard: [{BEAST}]
    deck: [{{id: a-d1, name: One, atk: 100, def: 100}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-cat}}
  - activate: {{card: a-cat, target: a-beast}}
  - pass
  - pass
{actions}""")


def test_lock_cat_revives_its_beast_in_defense_position_negated(printed):
    result = cat_board("")
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [("a-cat", "attack"),
                                                            ("a-beast", "defense")]
    assert "5-5-1" in result["rules_cited"]


def test_the_revived_beast_cannot_activate_its_effect(printed):
    result = cat_board("  - activate: {card: a-beast}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-5-2"
    assert result["state"]["players"]["A"]["hand"] == []
