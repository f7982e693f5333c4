"""A monster's Trigger Effect on an activation, the next Chain Link right after it (11-1-11),
played on real cards imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts
only): Electro Blaster after a Spell Card, Magical Musketeer Kidbrave's column."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BLASTER, KIDBRAVE = "09107531", "05230799"  # Electro Blaster, Magical Musketeer Kidbrave


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BLASTER, KIDBRAVE)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-blaster, card: "{blaster}", column: 2}}
      - {{id: a-kid, card: "{kid}", column: 3}}
    spells_traps:
      - {{id: a-spell, name: Pot, kind: spell, spell_type: normal, face_up: false,
         column: {column}, effect: [{{draw: 1}}]}}
      - {{id: a-trap, name: Jar, kind: trap, trap_type: normal, face_up: false, column: 5,
         effect: [{{draw: 1}}]}}
    deck: [{{id: a-d1, name: D1, kind: monster, level: 4, atk: 100, def: 100}},
           {{id: a-d2, name: D2, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    spells_traps: [{{id: b-trap, name: Urn, kind: trap, trap_type: normal, face_up: false,
                    effect: [{{draw: 1}}]}}]
    deck: [{{id: b-d1, name: E1, kind: monster, level: 4, atk: 100, def: 100}}]
actions:
{actions}"""


def board(actions: str, column: int = 2) -> str:
    return BOARD.format(blaster=BLASTER, kid=KIDBRAVE, column=column, actions=actions)


def blaster(result: dict) -> dict:
    return next(m for m in player(result, "A")["monsters"] if m["id"] == "a-blaster")


def test_electro_blaster_answers_the_spell_card_as_the_next_chain_link(printed):
    result = judged(board("  - activate: {card: a-spell}\n"
                          "  - activate: {card: a-blaster, effect: 1}\n"
                          "  - pass\n  - pass"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert blaster(result)["atk"] == 1800 + 300  # itself a FIRE monster it controls
    assert "11-1-11" in result["rules_cited"]


def test_electro_blaster_cannot_answer_a_trap_card(printed):
    result = judged(board("  - activate: {card: a-trap}\n"
                          "  - activate: {card: a-blaster, effect: 1}"))
    assert result["illegal"]["code"] == "illegal.answers_other_kind"
    assert "11-1-11" in result["illegal"]["rules"]


def test_electro_blaster_is_too_late_once_the_opponent_responded(printed):
    result = judged(board("  - activate: {card: a-spell}\n  - activate: {card: b-trap}\n"
                          "  - activate: {card: a-blaster, effect: 1}"))
    assert result["illegal"]["code"] == "illegal.answers_other_kind"


def test_electro_blaster_has_nothing_to_answer_after_the_chain(printed):
    result = judged(board("  - activate: {card: a-spell}\n  - pass\n  - pass\n"
                          "  - activate: {card: a-blaster, effect: 1}"))
    assert result["illegal"]["code"] == "illegal.answers_no_activation"


def test_kidbrave_answers_only_a_spell_in_its_own_column(printed):
    result = judged(board("  - activate: {card: a-spell}\n"
                          "  - activate: {card: a-kid, cost: [a-d1]}"))
    assert result["illegal"]["code"] == "illegal.answers_column"
    assert {"11-1-11", "3-11-1"} <= set(result["illegal"]["rules"])
