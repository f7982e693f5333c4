"""Real monsters whose own Level is raised up to a maximum (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Gash the
Dust Lord's "When this card inflicts battle damage to your opponent: Increase the Level of this
card by 1 (max. 12)." and the "Fortune Lady" monsters' "Once per turn, during your Standby
Phase: Increase this card's Level by 1 (max. 12)." (4-2-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

GASH, FORTUNE_WATER = "19012345", "29088922"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GASH, FORTUNE_WATER)))


def test_the_capped_level_sentences_are_read(printed):
    gash = Card.objects.get(game_id="ygo", number=GASH)
    assert gash.automation == "full", gash.notes
    [trigger] = gash.encoding["effects"]
    assert trigger["event"] == "inflicted_battle_damage"
    assert trigger["effect"] == [{"level": {"card": "self", "by": 1, "max": 12}}]
    assert "(max. 12)" in english(GASH)["text"]
    water = derived(FORTUNE_WATER)
    [standby] = [e for e in water.encoding["effects"] if e.get("event") == "your_standby_phase"]
    assert standby["effect"] == [{"level": {"card": "self", "by": 1, "max": 12}}]
    assert not any("(max. 12)" in note for note in water.notes)


def test_a_lowered_or_uncapped_wording_is_not_read_here():
    from cards.ygo import level_cap_shapes
    assert level_cap_shapes.on_self("Reduce this card's Level by 1 (max. 12).") is None
    assert level_cap_shapes.on_self("Increase this card's Level by 1 (max 12).") is None
    assert level_cap_shapes.on_self("Increase this card's Level by 1.") is None


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-gash, card: "{gash}"{level}}}]
  B: {{}}
actions:
  - battle_phase
  - attack: {{attacker: a-gash, target: direct}}
  - pass
  - activate: {{card: a-gash, effect: 0}}
  - pass
  - pass
"""


def _codes(result: dict) -> list[str]:
    return [step["code"] for step in result["steps"] if step["code"].startswith("level_changed")]


def test_gash_rises_one_level_after_its_battle_damage(printed):
    result = judged(DUEL.format(gash=GASH, level=""))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1000
    [raised] = [s for s in result["steps"] if s["code"] == "level_changed"]
    assert (raised["params"]["before"], raised["params"]["level"]) == (4, 5)
    assert "4-2-9" in result["rules_cited"]


def test_at_level_12_nothing_is_raised(printed):
    result = judged(DUEL.format(gash=GASH, level=", level: 12"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _codes(result) == ["level_changed.at_max"]
    [kept] = [s for s in result["steps"] if s["code"] == "level_changed.at_max"]
    assert (kept["params"]["level"], kept["params"]["max"]) == (12, 12)
