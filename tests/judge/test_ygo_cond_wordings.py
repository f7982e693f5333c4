"""Psychic Ace (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: "If this card in the Monster Zone is Tributed" answers its Tribute for a Tribute Summon
(5-1-3), not its being sent to the GY otherwise."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ACE = "84453939"
DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-big, name: Big, kind: monster, level: 5, atk: 2000, def: 0}},
           {{id: a-send, name: Send, kind: spell, spell_type: normal,
            target: {{what: monster, player: controller, zone: field}},
            effect: [{{destroy: chosen}}]}}]
    monsters: [{{id: a-ace, card: "{ace}"}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal, face_up: false}}]
actions:
{actions}
  - activate: {{card: a-ace, target: b-set}}
  - pass
  - pass"""


@pytest.fixture
def ace(tmp_path):
    store(subset(tmp_path, (ACE,)))


def test_psychic_ace_tributed_destroys_a_card(ace):
    result = judged(DUEL.format(ace=ACE, actions="  - normal_summon: {card: a-big, "
                                                  "tributes: [a-ace]}"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["graveyard"] == ["b-set"]
    assert "5-1-3" in result["rules_cited"]


def test_psychic_ace_destroyed_is_not_tributed(ace):
    result = judged(DUEL.format(ace=ACE, actions="  - activate: {card: a-send, target: a-ace}\n"
                                                  "  - pass\n  - pass"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
