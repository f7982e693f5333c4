"""Effects of the turn a monster was Summoned, on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Yosenju Magat's mandatory
"During the End Phase, if this card was Special Summoned this turn: Return it to the hand.",
Raidraptor - Vanishing Lanius' "Once per turn, during your Main Phase, if this card was Normal
or Special Summoned this turn" (7-7-6) and Sweet Corn's "Once per turn, during your Main Phase
2" (7-6-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

MAGAT, LANIUS, CORN = "49249907", "53251824", "74983881"

MAGAT_SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-magat, card: "{MAGAT}"}}]
    monsters: [{{id: a-fodder, name: Fodder, kind: monster, level: 1, atk: 0, def: 0}}]
    spells_traps: [{{id: a-call, name: Call, kind: spell, face_up: false,
                    effect: [{{special_summon: {{card: a-magat}}}}]}}]
    deck: [{{id: a-1, name: Deck One}}]
  B:
    deck: [{{id: b-1, name: Deck Card}}]
actions:
"""

LANIUS_SCENE = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-new, card: "{LANIUS}"}}, {{id: a-other, card: "{LANIUS}"}}]
    monsters: [{{id: a-old, card: "{LANIUS}"}}]
  B: {{}}
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MAGAT, LANIUS, CORN)))


def test_the_summoned_this_turn_conditions_are_read(printed):
    for number in (MAGAT, LANIUS, CORN):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    magat = Card.objects.get(game_id="ygo", number=MAGAT).encoding["effects"][1]
    assert magat["event"] == "end_phase" and magat["summoned_this_turn"] == "special"
    assert magat["optional"] is False and magat["effect"] == [{"to_hand": "self"}]
    [corn] = Card.objects.get(game_id="ygo", number=CORN).encoding["effects"]
    assert corn["during"] == "main_phase_2"


def test_special_summoned_magat_returns_in_the_end_phase(printed):
    summoned = MAGAT_SCENE + "  - activate: {card: a-call}\n  - pass\n  - pass\n"
    result = judged(summoned + "  - end_turn\n")
    assert result["illegal"]["code"] == "illegal.mandatory_phase_trigger"
    result = judged(summoned + """  - end_phase
  - activate: {card: a-magat, effect: 1}
  - pass
  - pass
  - end_turn
""")
    assert result["outcome"] == "completed"
    assert "a-magat" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-4", "7-7-6"} <= set(result["rules_cited"])


def test_normal_summoned_magat_stays(printed):
    # a Level 6: a Tribute Summon, which is a Normal Summon (8-2-1)
    summoned = MAGAT_SCENE + "  - normal_summon: {card: a-magat, tributes: [a-fodder]}\n"
    result = judged(summoned + "  - end_turn\n")
    assert result["outcome"] == "completed"
    result = judged(summoned + """  - end_phase
  - activate: {card: a-magat, effect: 1}
""")
    assert result["illegal"]["code"] == "illegal.not_summoned_this_turn"
    assert result["illegal"]["rules"] == ["7-7-6", "5-2-4"]


def test_lanius_only_the_turn_it_was_summoned(printed):
    result = judged(LANIUS_SCENE + "  - activate: {card: a-old, pick: a-other}\n")
    assert result["illegal"]["code"] == "illegal.not_summoned_this_turn"
    result = judged(LANIUS_SCENE + """  - normal_summon: {card: a-new}
  - activate: {card: a-new, pick: a-other}
  - pass
  - pass
""")
    assert result["outcome"] == "completed"
    assert len(result["state"]["players"]["A"]["monsters"]) == 3


def test_sweet_corn_only_in_main_phase_2(printed):
    scene = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-corn, card: "{CORN}"}}]
  B: {{}}
actions:
"""
    result = judged(scene + "  - activate: {card: a-corn}\n")
    assert result["illegal"]["code"] == "illegal.effect_during"
    result = judged(scene + "  - battle_phase\n  - main2\n  - activate: {card: a-corn}\n"
                            "  - pass\n  - pass\n")
    assert result["outcome"] == "completed"
    assert len(result["state"]["players"]["A"]["monsters"]) == 2
    assert result["state"]["players"]["A"]["lp"] == 7500
