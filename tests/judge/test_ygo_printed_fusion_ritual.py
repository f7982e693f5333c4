"""Real Fusion and Ritual cards judged (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only): Polymerization Fusion Summons Elemental HERO Flame Wingman
with the two monsters its first line lists (8-5-2); Black Luster Ritual Tributes Levels of 8
or more for Black Luster Soldier, no more than needed (8-5-1); a Ritual Monster never Ritual
Summoned is not Special Summoned from the hand by another effect (8-4-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

POLYMERIZATION, WINGMAN, AVIAN, BURSTINATRIX = "24094653", "35809262", "21844576", "58932615"
RITUAL, SOLDIER = "55761792", "05405694"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (POLYMERIZATION, WINGMAN, AVIAN, BURSTINATRIX, RITUAL, SOLDIER)))


FUSION = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-poly, card: "{POLYMERIZATION}"}}, {{id: a-avian, card: "{AVIAN}"}}]
    monsters: [{{id: a-other, card: "{{other}}"}}]
    extra_deck: [{{id: a-wingman, card: "{WINGMAN}"}}]
  B: {{}}
actions:
  - activate: {{card: a-poly, pick: a-wingman, materials: [a-avian, a-other]}}
  - pass
  - pass
"""


def test_polymerization_fusion_summons_flame_wingman(printed):
    result = judged(FUSION.replace("{other}", BURSTINATRIX))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-wingman"]
    assert players["graveyard"] == ["a-avian", "a-other", "a-poly"]
    assert "8-5-2" in result["rules_cited"]


def test_a_monster_the_first_line_does_not_list_is_no_material(printed):
    result = judged(FUSION.replace("{other}", AVIAN))  # a second Avian for Burstinatrix
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["8-5-2", "5-2-4"]


RITUAL_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ritual, card: "{RITUAL}"}}, {{id: a-soldier, card: "{SOLDIER}"}},
           {{id: a-seven, name: Seven, level: 7}}]
    monsters: [{{id: a-one, name: One, level: 1}}, {{id: a-four, name: Four, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-ritual, pick: a-soldier, materials: {{tributes}}}}
  - pass
  - pass
"""


def test_black_luster_ritual_summons_black_luster_soldier(printed):
    result = judged(RITUAL_BOARD.replace("{tributes}", "[a-seven, a-one]"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [
        "a-four", "a-soldier"]


def test_a_tribute_beyond_those_needed_is_refused(printed):
    result = judged(RITUAL_BOARD.replace("{tributes}", "[a-seven, a-one, a-four]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.ritual_levels_extra"


def test_a_ritual_monster_is_not_special_summoned_from_the_hand_by_another_effect(printed):
    board = RITUAL_BOARD.replace(
        "  - activate: {card: a-ritual, pick: a-soldier, materials: {tributes}}",
        "  - activate: {card: a-call}").replace(
        "{id: a-seven, name: Seven, level: 7}",
        "{id: a-call, name: Call, kind: spell, spell_type: normal, "
        "effect: [{special_summon: {card: a-soldier}}]}")
    result = judged(board)
    assert result["outcome"] == "completed"
    assert "a-soldier" in result["state"]["players"]["A"]["hand"]
    assert "8-4-5" in result["rules_cited"]
