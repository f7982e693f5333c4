""""Apply 1 of these effects." on a real card, Light of Judgment (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): the "●" chosen as the card
resolves, not as it is activated (5-2-31), and said only then; and "●" options printed on one
line, Rainbow Neos, each read as an option of its own."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import modal_shapes, psct  # noqa: E402

pytestmark = pytest.mark.django_db

JUDGMENT, NEOS = "44595286", "86346643"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (JUDGMENT,)))


def test_light_of_judgment_reads_its_options_as_applied_on_resolution(printed):
    card = Card.objects.get(game_id="ygo", number=JUDGMENT)
    assert card.automation == "full"
    assert card.encoding["apply_on_resolution"] is True
    assert len(card.encoding["options"]) == 2
    assert all("target" not in option for option in card.encoding["options"])


def test_options_printed_on_one_line_are_taken_apart():
    text = english(NEOS)["text"]
    [effect] = [e for e in psct.read(text, "monster", "", ["Warrior", "Fusion", "Effect"]).effects
                if e.options]
    assert len(effect.options) == 1  # as psct.py keeps the line
    assert len(modal_shapes.normalized(effect).options) == 3


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-light, name: Light Monster, kind: monster, attribute: LIGHT}}]
    spells_traps: [{{id: a-judgment, card: "{judgment}", face_up: false, set_this_turn: false}}]
    field_spell: {{id: a-sanctuary, name: The Sanctuary in the Sky, kind: spell,
                   spell_type: field, face_up: true}}
  B:
    spells_traps: [{{id: b-set, name: Some Trap, kind: trap, face_up: false}}]
actions:
  - activate: {{card: a-judgment, option: 1, cost: [a-light], pick: b-set}}
  - pass
  - pass"""


def test_light_of_judgment_says_its_choice_as_it_resolves(printed):
    result = judged(BOARD.format(judgment=JUDGMENT))
    assert result["outcome"] == "completed"
    assert "b-set" in player(result, "B")["graveyard"]
    assert "a-light" in player(result, "A")["graveyard"]  # its cost, paid at activation
    keys = [step["code"] for step in result["steps"]]
    assert "option.chosen" not in keys
    assert keys.index("option.applied") > keys.index("link.resolves")
    assert "5-2-31" in result["rules_cited"]


def test_an_applied_option_with_a_target_of_its_own_is_refused_as_input():
    from judge import services  # the same path as `judged`, here for its errors

    ruling = services.judge_text("ygo", """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    spells_traps: [{id: a-card, name: Choice, kind: trap, trap_type: normal, face_up: false,
                    apply_on_resolution: true,
                    options: [{target: {what: monster, player: opponent}, effect: [{draw: 2}]},
                              {effect: [{draw: 1}]}]}]
  B: {}
actions:
  - pass""")
    assert not ruling.ok
    assert [error["path"] for error in ruling.errors] == ["players.A.spells_traps[0].options"]
    assert "chosen at activation" in ruling.errors[0]["message"]


def test_light_of_judgment_without_the_option_it_applies_is_refused(printed):
    result = judged(BOARD.format(judgment=JUDGMENT).replace("option: 1, ", ""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-31"]
