"""Cards activated from the hand because a face-up card's text allows it (10-3-5), judged from
real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only):
Magical Musketeer Caspar lets its controller activate Magical Musket - Desperado from the hand
in the opponent's turn; face-down, or with its effects negated, it does not (10-3-1), and a
"Magical Musket" Quick-Play Spell from the hand in the opponent's turn only with it (10-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CASPAR, DESPERADO, BLUE_EYES = "32841045", "20745268", "89631139"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CASPAR, DESPERADO, BLUE_EYES)))


DUEL = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-caspar, card: "{caspar}"{position}}}]
    hand: [{{id: a-desperado, card: "{desperado}"}}, {{id: a-quick, name: Musket Test,
             kind: spell, spell_type: quick-play, archetypes: [{archetype}],
             effect: [{{draw: 1}}]}}]
    deck: [{{id: a-deck-1, name: Filler, kind: monster, level: 1}}]
  B:
    monsters: [{{id: b-dragon, card: "{dragon}"}}]
{more}actions:
  - activate: {{card: {activated}}}
"""


def duel(activated: str = "a-desperado", position: str = "", archetype: str = "Magical Musket",
         more: str = "", then: str = "") -> dict:
    text = DUEL.format(caspar=CASPAR, desperado=DESPERADO, dragon=BLUE_EYES, position=position,
                       archetype=f'"{archetype}"', more=more, activated=activated)
    if activated == "a-desperado":
        text = text.replace("{card: a-desperado}", "{card: a-desperado, target: b-dragon}")
    return judged(text + then)


def test_caspar_lets_desperado_be_activated_from_the_hand_in_the_opponents_turn(printed):
    assert Card.objects.get(game_id="ygo", number=CASPAR).encoding["hand_activation"] == {
        "archetype": "Magical Musket", "kinds": ["spell", "trap"]}
    result = duel(then="  - pass\n  - pass\n")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert "hand_grant.activated" in [step["code"] for step in result["steps"]]
    assert "10-3-5" in result["rules_cited"] and "10-3-1" not in result["rules_cited"]
    assert "b-dragon" in result["state"]["players"]["B"]["graveyard"]


def test_a_face_down_caspar_lets_nothing_from_the_hand(printed):
    refused = duel(position=", position: set")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trap_in_hand"
    assert refused["illegal"]["rules"] == ["10-3-1"]


def test_a_negated_caspar_lets_nothing_from_the_hand(printed):
    drain = ("    spells_traps: [{id: b-drain, name: Drain, kind: trap, trap_type: continuous, "
             "face_up: true, negates_monsters: true}]\n")
    refused = duel(more=drain)
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trap_in_hand"


def test_a_musket_quick_play_spell_from_the_hand_in_the_opponents_turn(printed):
    allowed = duel(activated="a-quick", then="  - pass\n  - pass\n")
    assert allowed["outcome"] != "illegal_action", allowed.get("illegal")
    assert "10-3-5" in allowed["rules_cited"]
    assert "a-deck-1" in allowed["state"]["players"]["A"]["hand"]
    refused = duel(activated="a-quick", archetype="Other")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.quick_play_from_hand"
    assert refused["illegal"]["rules"] == ["10-2-3"]
