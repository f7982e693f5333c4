"""A monster treated as a Tuner, or as a non-Tuner, for a Synchro Summon (8-5-14), with real
cards read in place (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Righty Driver stands for "Junk Synchron" in Junk Warrior's line, Phantom King Hydride
counts as a non-Tuner, and an effect's "treat it as a Tuner this turn"."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Junk Warrior ('"Junk Synchron" + 1+ non-Tuner monsters', Level 5), Righty Driver (a Level 1
# Tuner: "substitute this card for any 1 "Synchron" Tuner"), Phantom King Hydride (a Level 3
# Tuner: "you can treat it as a non-Tuner")
CARDS = ("60800381", "60071928", "06901008")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-junk-warrior, card: "60800381"}},
                 {{id: a-five, name: Five Dragon, level: 5, atk: 2000, def: 2000,
                   types: [Dragon, Synchro, Effect]}},
                 {{id: a-six, name: Six Dragon, level: 6, atk: 2000, def: 2000,
                   types: [Dragon, Synchro, Effect]}}]
    monsters: [{monsters}]
  B: {{}}
actions:
{actions}"""
MONSTERS = {
    "a-righty": '{id: a-righty, card: "60071928"}',
    "a-hydride": '{id: a-hydride, card: "06901008"}',
    "a-tuner": "{id: a-tuner, name: Other Tuner, level: 2, atk: 100, def: 100, "
               "types: [Machine, Tuner, Effect]}",
    "a-four": "{id: a-four, name: Four, level: 4, atk: 100, def: 100}",
    # "You can treat it as a Tuner this turn." as a scenario's own Ignition Effect
    "a-ray": "{id: a-ray, name: Ray, level: 4, atk: 100, def: 100, types: [Fish, Effect], "
             "effects: [{type: ignition, effect: [{tuner_turn: self}]}]}",
    "a-two": "{id: a-two, name: Two, level: 2, atk: 100, def: 100}",
}


def run(monsters: list[str], *actions: str) -> dict:
    return judged(BOARD.format(monsters=", ".join(MONSTERS[m] for m in monsters),
                               actions="\n".join(actions)))


def synchro(card: str, materials: str) -> str:
    return f"  - synchro_summon: {{card: {card}, materials: [{materials}]}}"


def test_a_substitute_for_the_tuner_the_line_names(printed):
    result = run(["a-righty", "a-four"], synchro("a-junk-warrior", "a-righty, a-four"))
    assert result["outcome"] == "completed", result.get("illegal")


def test_another_tuner_is_no_substitute(printed):
    result = run(["a-tuner", "a-four"], synchro("a-six", "a-tuner, a-four"),
                 synchro("a-junk-warrior", "a-tuner, a-four"))
    assert result["outcome"] == "illegal_action"


def test_a_tuner_counted_as_a_non_tuner(printed):
    # Other Tuner (2) + Phantom King Hydride (3) as a non-Tuner = 5
    result = run(["a-tuner", "a-hydride"], synchro("a-five", "a-tuner, a-hydride"))
    assert result["outcome"] == "completed", result.get("illegal")


def test_two_tuners_without_that_text_are_refused(printed):
    result = run(["a-tuner", "a-righty", "a-two"], synchro("a-five", "a-tuner, a-righty, a-two"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "8-5-3"


def test_treated_as_a_tuner_this_turn(printed):
    # Ray (4) becomes a Tuner by its own effect, then Ray + Two (2) make the Level 6
    result = run(["a-ray", "a-two"], "  - activate: {card: a-ray}", "  - pass", "  - pass",
                 synchro("a-six", "a-ray, a-two"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "8-5-14" in result["rules_cited"]


def test_not_a_tuner_without_the_effect(printed):
    result = run(["a-ray", "a-two"], synchro("a-six", "a-ray, a-two"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "8-5-3"


def test_a_procedure_that_needs_a_synchro_monster(tmp_path):
    # 05780210: "If you control a Level 8 or higher Synchro Monster, you can Special Summon this
    # card (from your hand)." (8-4-8): a Level 8 Synchro Monster yes, a Level 7 one no
    store(subset(tmp_path, ("05780210",)))
    board = ("game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A:\n"
             '    hand: [{{id: a-card, card: "05780210"}}]\n'
             "    monsters: [{{id: a-synchro, name: Big Dragon, level: {level}, atk: 2800, "
             "def: 2000, types: [Dragon, Synchro, Effect]}}]\n  B: {{}}\nactions:\n"
             "  - procedure_summon: {{card: a-card}}\n")
    assert judged(board.format(level=8))["outcome"] == "completed"
    refused = judged(board.format(level=7))
    assert refused["illegal"]["code"] == "illegal.procedure_condition"


TUNINGWARE = "92676637"  # a Level 1 non-Tuner: "can be treated as a Level 2 monster when used for
# a Synchro Summon.", and "If this card is sent to the Graveyard for a Synchro Summon: Draw 1"
LEVELS = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    deck: [{{id: a-top, name: Top Card}}]
    extra_deck: [{{id: a-synchro, name: Synchro Dragon, level: {level}, atk: 2000, def: 2000,
                   types: [Dragon, Synchro, Effect]}}]
    monsters: [{{id: a-ware, card: "{ware}"}},
               {{id: a-four, name: Tuner Four, level: 4, types: [Machine, Tuner, Effect]}}]
  B: {{}}
actions:
  - synchro_summon: {{card: a-synchro, materials: [a-ware, a-four]}}
  - activate: {{card: a-ware}}
  - pass
  - pass
"""


@pytest.mark.parametrize(("level", "outcome"), [(5, "completed"), (6, "completed"),
                                                (7, "illegal_action")])
def test_a_level_it_can_be_treated_as(tmp_path, level, outcome):
    # 1 + 4 or, as its text allows, 2 + 4; never 7 (8-5-14)
    store(subset(tmp_path, (TUNINGWARE,)))
    result = judged(LEVELS.format(level=level, ware=TUNINGWARE))
    assert result["outcome"] == outcome
    if outcome == "completed":
        assert result["state"]["players"]["A"]["hand"] == ["a-top"]  # its mandatory draw
    else:
        assert result["illegal"]["rules"] == ["8-5-3"]
