"""A Normal Spell with a second effect used from its Graveyard (5-1-8), read from the real card
(Galaxy Cyclone, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): activated from the hand it destroys a Set Spell/Trap; from the Graveyard, banished as
its own cost, it destroys a face-up one, at Spell Speed 1, not in the turn it was sent there,
once per turn by its name."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cards.ygo import encoding, psct
from judge import services

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GALAXY_CYCLONE = "05133471"
SOLEMN_JUDGMENT = "41420027"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GALAXY_CYCLONE, SOLEMN_JUDGMENT)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    hand: [{{id: a-hand, card: "05133471"}}]
    graveyard: [{{id: a-grave, card: "05133471"}}, {{id: a-grave2, card: "05133471"}}]
  B:
    spells_traps: [{{id: b-set, name: Hidden Trap, kind: trap, trap_type: normal}},
                   {{id: b-solemn, card: "41420027"}},
                   {{id: b-up, name: Open Spell, kind: spell, spell_type: continuous,
                     face_up: true}},
                   {{id: b-up2, name: Other Spell, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
{actions}"""


def test_the_text_reads_as_the_activation_and_one_graveyard_effect():
    card = english(GALAXY_CYCLONE)
    fields = encoding.encode(card["kind"], card["card_property"],
                             psct.read(card["text"], card["kind"], card["card_property"]))
    assert fields is not None
    [effect] = fields["effects"]
    assert fields["target"]["face_down"] and effect["target"]["face_up"]
    assert (effect["from"], effect["cost_self"], effect["once_per_turn"]) == \
        ("graveyard", "banish", "name")
    assert effect["except_turn_sent"]


def test_banished_from_the_graveyard_it_destroys_a_face_up_spell(printed):
    result = judged(BOARD.format(phase="main1",
                                 actions="  - activate: {card: a-grave, effect: 0, "
                                         "target: b-up}"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-grave" in players["A"]["banished"]
    assert "b-up" in players["B"]["graveyard"]
    assert {"5-1-8", "5-2-2", "5-3-1", "11-2-2"} <= set(result["rules_cited"])


def test_its_graveyard_effect_aims_only_at_a_face_up_card(printed):
    result = judged(BOARD.format(phase="main1",
                                 actions="  - activate: {card: a-grave, effect: 0, "
                                         "target: b-set}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-3", "5-2-4"]


def test_not_in_the_battle_phase(printed):
    result = judged(BOARD.format(phase="battle",
                                 actions="  - activate: {card: a-grave, effect: 0, "
                                         "target: b-up}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-8", "11-2-6"]
    assert "in the Graveyard has Spell Speed 1" in result["illegal"]["reason"]


def test_not_the_turn_it_was_sent_to_the_graveyard(printed):
    result = judged(BOARD.format(phase="main1", actions=(
        "  - activate: {card: a-hand, target: b-set}\n  - pass\n  - pass\n"
        "  - activate: {card: a-hand, effect: 0, target: b-up}")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-8", "5-2-4"]
    players = result["state"]["players"]
    assert "b-set" in players["B"]["graveyard"] and "a-hand" in players["A"]["graveyard"]


def test_once_per_turn_by_its_name(printed):
    result = judged(BOARD.format(phase="main1", actions=(
        "  - activate: {card: a-grave, effect: 0, target: b-up}\n  - pass\n  - pass\n"
        "  - activate: {card: a-grave2, effect: 0, target: b-up2}")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert "b-up" in result["state"]["players"]["B"]["graveyard"]


def test_a_spells_effect_elsewhere_than_its_graveyard_is_refused_as_input(printed):
    text = BOARD.format(phase="main1", actions="  - pass").replace(
        '{id: a-hand, card: "05133471"}',
        '{id: a-hand, name: Field Spell Effect, kind: spell, spell_type: normal, '
        'effect: [{draw: 1}], effects: [{type: quick, from: field, effect: [{draw: 1}]}]}')
    ruling = services.judge_text("ygo", text)
    assert not ruling.ok
    [error] = ruling.errors
    assert error["path"] == "players.A.hand[0].effects"
    assert "activated from its Graveyard here" in error["message"]


def test_solemn_judgment_cannot_negate_it_as_no_spell_card_is_activated(printed):
    result = judged(BOARD.format(phase="main1", actions=(
        "  - activate: {card: a-grave, effect: 0, target: b-up}\n"
        "  - activate: {card: b-solemn}")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["11-3-3", "5-2-4"]
    assert "is a Spell's effect in the Graveyard" in result["illegal"]["reason"]
    assert result["state"]["players"]["B"]["lp"] == 8000
