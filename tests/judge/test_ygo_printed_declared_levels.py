"""A Level declared as the effect is activated, read from a real card's text (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Gagaga Magician
becomes the Level its player declares, from 1 to 8, until the end of the turn; an activation
that declares none, or one outside the range, is refused (5-2-25, 4-2-2, 7-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.ygo import declare_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

GAGAGA = "26082117"
BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-gagaga, card: "GAGAGA"}]
  B: {}
actions:
  - activate: {card: a-gagaga, effect: 0DECLARE}
  - pass
  - pass
MORE"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GAGAGA,)))


def activated(declare: str, more: str = "") -> dict:
    return judged(BOARD.replace("GAGAGA", GAGAGA).replace("DECLARE", declare)
                  .replace("MORE", more))


def _levels(result: dict) -> list[tuple[str, int, int]]:
    return [(step["code"], step["params"]["before"], step["params"]["level"])
            for step in result["steps"] if step["code"].startswith("level_changed")]


def test_the_declaration_and_its_level_are_read():
    card = derived(GAGAGA)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["effect"] == [{"level": {"card": "self", "declared_min": 1,
                                           "declared_max": 8, "until": "turn"}}]
    assert "declare a Level from 1 to 8" in english(GAGAGA)["text"]


def test_other_declarations_are_not_read():
    assert declare_shapes.split("Declare a Level from 8 to 1") == (
        "Declare a Level from 8 to 1", None)
    assert declare_shapes.action("Reduce this card's Level by the declared Level.", (1, 5),
                                 {}) is None
    assert declare_shapes.action("This card becomes that Level until the end of this turn.",
                                 (1, 8), {"from": "graveyard"}) is None


def test_the_monster_becomes_the_declared_level_until_the_turn_ends(printed):
    result = activated(", declare: 7", "  - end_turn\n")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert any(step["code"] == "level_declared" and step["params"]["level"] == 7
               for step in result["steps"])
    assert _levels(result) == [("level_changed.turn", 4, 7), ("level_changed.turn_over", 7, 4)]
    assert {"5-2-25", "4-2-2", "7-7-3"} <= set(result["rules_cited"])


def test_its_own_level_declared_changes_nothing(printed):
    result = activated(", declare: 4", "  - end_turn\n")
    assert any(step["code"] == "level_declared" and step["params"]["level"] == 4
               for step in result["steps"])
    assert _levels(result) == []  # no "rises from 4 to 4", nothing taken back off


def test_a_lower_level_is_declared_too(printed):
    result = activated(", declare: 1")
    assert _levels(result) == [("level_changed.turn_lowered", 4, 1)]


def test_no_declaration_or_one_out_of_range_is_refused(printed):
    for declare in ("", ", declare: 9"):
        result = activated(declare)
        assert result["outcome"] == "illegal_action", declare
        assert result["illegal"]["code"] == "illegal.declared_level"
        assert result["illegal"]["rules"] == ["5-2-25"]


RED_FAMILIAR, SPEEDROID = "08372133", "16725505"
TARGETED = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-dragon, name: Dark Dragon, level: 8, attribute: DARK,
                types: [Dragon, Synchro]}]
    graveyard: [{id: a-familiar, card: "FAMILIAR"}]
  B: {}
actions:
  - activate: {card: a-familiar, effect: 1, target: a-dragon, declare: 3}
  - pass
  - pass
"""


def test_the_declaration_after_a_target_is_read():
    for number, high in ((RED_FAMILIAR, 8), (SPEEDROID, 6)):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        [effect] = [e for e in card.encoding["effects"] if "declared_min" in str(e)]
        assert effect["effect"] == [{"level": {"card": "chosen", "declared_min": 1,
                                               "declared_max": high, "until": "turn"}}]
        assert "and declare a Level from 1 to" in english(number)["text"]
    assert declare_shapes.split_target("target 1 monster you control") == (
        "target 1 monster you control", None)


def test_the_target_becomes_the_declared_level(tmp_path):
    store(subset(tmp_path, (RED_FAMILIAR,)))
    result = judged(TARGETED.replace("FAMILIAR", RED_FAMILIAR))
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert _levels(result) == [("level_changed.turn_lowered", 8, 3)]
    assert "a-familiar" in result["state"]["players"]["A"]["banished"]
    assert "5-2-25" in result["rules_cited"]


BERFOMET = "19808608"
DD_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-berfomet, card: "BERFOMET"},
               {id: a-dd, name: D/D Friend, level: 3, archetypes: [D/D]},
               {id: a-ddx, name: D/D Rank, level: 4, archetypes: [D/D], types: [Fiend, Xyz]}]
  B: {}
actions:
  - activate: {card: a-berfomet, effect: 0, target: TARGET, declare: 6}
  - pass
  - pass
MORE"""


def dd(target: str, more: str = "") -> dict:
    return judged(DD_BOARD.replace("BERFOMET", BERFOMET).replace("TARGET", target)
                  .replace("MORE", more))


def test_a_target_that_has_a_level_and_the_lock_after_it(tmp_path):
    card = derived(BERFOMET)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["target"]["level_min"] == 1
    assert effect["effect"][1] == {"summon_lock": {"from": "any", "except": {"archetype": "D/D"}}}
    store(subset(tmp_path, (BERFOMET,)))
    result = dd("a-dd")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert _levels(result) == [("level_changed.turn", 3, 6)]
    assert {"5-2-25", "5-2-10"} <= set(result["rules_cited"])  # the lock after it
    refused = dd("a-ddx")  # an Xyz Monster has no Level (4-1)
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] != "illegal.declared_level"
