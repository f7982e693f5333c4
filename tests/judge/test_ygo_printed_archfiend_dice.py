"""A die rolled as an opponent's effect that targets the card resolves (5-3-31), read from real
cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged
with the results the activation names: Skull Archfiend of Lightning negates a Spell that targets
it on a 1, 3 or 6 and destroys that Spell, and is destroyed on another face; Darkbishop
Archfiend rolls for another "Archfiend" monster its controller controls; without the result no
roll is made and the Spell resolves."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SKULL, DARKBISHOP, INFERNALQUEEN = "61370518", "35798491", "08581705"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKULL, DARKBISHOP, INFERNALQUEEN)))


@pytest.mark.parametrize("number, spec", [
    (SKULL, {"faces": [1, 3, 6]}),
    (DARKBISHOP, {"faces": [1, 3, 6], "guards": {"archetype": "Archfiend"}}),
    (INFERNALQUEEN, {"faces": [2, 5]}),
])
def test_the_archfiends_are_read_in_full(number, spec):
    card = derived(number)
    assert card.automation == "full", card.notes
    assert card.encoding["targeted_die"] == spec


BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters:
      - {{id: a-guard, card: "{guard}"}}
      - {{id: a-fiend, name: Fiend, kind: monster, level: 4, atk: 1000, def: 1000,
          archetypes: [Archfiend]}}
  B:
    hand:
      - id: b-shot
        name: Shot
        kind: spell
        spell_type: quick-play
        target: {{what: monster, player: opponent}}
        effect: [{{destroy: chosen}}]
actions:
  - activate: {{card: b-shot, target: {target}{dice}}}
  - pass
  - pass"""


def _places(result: dict) -> tuple[list[str], list[str]]:
    players = result["state"]["players"]
    return players["A"]["graveyard"], players["B"]["graveyard"]


@pytest.mark.parametrize("guard, target, face, negated", [
    (SKULL, "a-guard", 3, True), (SKULL, "a-guard", 2, False),
    (DARKBISHOP, "a-fiend", 6, True), (DARKBISHOP, "a-fiend", 4, False),
])
def test_a_face_the_text_names_negates_the_effect_and_destroys_its_card(printed, guard, target,
                                                                        face, negated):
    result = judged(BOARD.format(guard=guard, target=target, dice=f", target_dice: [{face}]"))
    assert result["outcome"] == "completed", result.get("illegal")
    mine, theirs = _places(result)
    assert (target in mine) is not negated
    assert "b-shot" in theirs  # destroyed, or sent there after the chain
    codes = [step["code"] for step in result["steps"]]
    assert "targeted_die.rolled" in codes
    assert ("targeted_die.negated" in codes) is negated
    assert "5-3-31" in result["rules_cited"]


def test_a_card_it_does_not_guard_rolls_nothing(printed):
    result = judged(BOARD.format(guard=SKULL, target="a-fiend", dice=", target_dice: [3]"))
    mine, _theirs = _places(result)
    assert "a-fiend" in mine
    assert not any(step["code"].startswith("targeted_die.") for step in result["steps"])


def test_without_the_result_no_roll_is_made_and_the_effect_resolves(printed):
    result = judged(BOARD.format(guard=SKULL, target="a-guard", dice=""))
    mine, _theirs = _places(result)
    assert "a-guard" in mine
    assert any(step["code"] == "targeted_die.not_named" for step in result["steps"])
