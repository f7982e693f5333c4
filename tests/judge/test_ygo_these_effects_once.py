"""A once-per-turn clause printed before the "●" effects it names, "You can only use 1 of these
effects of "X" per turn, and only once that turn." (the Burning Abyss) and "You can only use
each of these effects of "X" once per turn." (White Rose Dragon), read from real cards
(imported from ../shared/fixtures/yaml-yugi, facts only): the clause limits the bullets after
it, never an effect printed before it, and the judge applies it (5-2-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CAGNA = "09342162"  # Cagna, Malebranche of the Burning Abyss
WHITE_ROSE = "12213463"  # White Rose Dragon


def test_cagna_is_read_whole_one_use_shared_by_its_bullets():
    card = derived(CAGNA)
    assert card.automation == "full" and card.notes == []
    summon, graveyard = card.encoding["effects"]
    assert [summon["once_per_turn"], graveyard["once_per_turn"]] == ["shared", "shared"]
    assert summon["from"] == "hand" and summon["if"] == {"spells_traps_max": 0}
    assert graveyard["event"] == "sent_to_graveyard"


def test_each_of_these_effects_limits_the_bullets_not_the_effect_before_it():
    card = derived(WHITE_ROSE)
    first, summon, material = card.encoding["effects"]
    assert first["event"] == "normal_summoned" and "once_per_turn" not in first
    assert summon["from"] == "hand" and summon["once_per_turn"] == "name"
    assert material["event"] == "synchro_material" and material["once_per_turn"] == "name"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CAGNA,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cagna, card: "{cagna}"}}, {{id: a-cagna-2, card: "{cagna}"}}]
    {spells}
  B: {{}}
actions:
  - activate: {{card: a-cagna, effect: 0}}
  - pass
  - pass
{more}"""


def board(more: str = "", spells: str = "") -> str:
    return BOARD.format(cagna=CAGNA, more=more, spells=spells)


def test_cagna_summons_itself_from_the_hand(printed):
    result = judged(board())
    assert result["outcome"] == "completed", result["illegal"]
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-cagna"]
    assert "5-2-6" in result["rules_cited"]


def test_a_second_cagna_is_refused_the_same_turn(printed):
    result = judged(board("  - activate: {card: a-cagna-2, effect: 0}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_once_shared"
    assert result["illegal"]["rules"] == ["5-2-6"]


def test_cagna_is_refused_while_you_control_a_spell(printed):
    result = judged(board(spells="spells_traps: [{id: a-lasting, kind: spell, "
                                 "spell_type: continuous, face_up: true}]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]
