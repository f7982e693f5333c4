"""Part of an effect done during the End Phase of this turn (7-7-10), judged: the steps wait
for the End Phase and are done then, not activated again, as far as they can be; an effect
resolved in the End Phase does its part before that End Phase ends; and Raremetalfoes
Bismugear, imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

BISMUGEAR = "18716735"
LATER = spell("a-later", spell_type="quick-play", effect=[{"draw": 1}, {"during_end_phase": [
    {"fetch": {"to": "hand", "from": ["graveyard"], "what": "monster"}}]}])
ACTIVATE = [{"activate": {"card": "a-later", "pick": "a-back"}}, "pass", "pass"]


def test_the_part_waits_for_the_end_phase():
    waiting = run({"hand": [LATER], "graveyard": [monster("a-back")]}, actions=ACTIVATE)
    assert "a-back" in player(waiting, "A")["graveyard"]
    done = run({"hand": [LATER], "graveyard": [monster("a-back")]},
               actions=[*ACTIVATE, "end_phase"])
    assert "a-back" in player(done, "A")["hand"] and "7-7-10" in done["rules_cited"]
    assert "without being activated again" in texts(done)


def test_resolved_in_the_end_phase_it_is_done_before_the_turn_ends():
    result = run({"hand": [LATER], "graveyard": [monster("a-back")]},
                 actions=["end_phase", *ACTIVATE, "end_turn"])
    assert "a-back" in player(result, "A")["hand"]


def test_a_card_gone_meanwhile_is_not_taken():
    shuffle = spell("a-shuffle", spell_type="quick-play", effect=[{"to_deck": {
        "card": "chosen", "where": "shuffle"}}])
    result = run({"hand": [LATER, shuffle], "graveyard": [monster("a-back")]},
                 actions=[*ACTIVATE, {"activate": {"card": "a-shuffle", "target": "a-back"}},
                          "pass", "pass", "end_phase"])
    assert "a-back" not in player(result, "A")["hand"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BISMUGEAR,)))


@pytest.mark.django_db
def test_raremetalfoes_bismugear_adds_its_card_in_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-bismugear, card: "{BISMUGEAR}"}}]
    deck: [{{id: a-metalfoes, name: Metalfoes Steelen, level: 4, atk: 0, def: 2100,
             types: [Psychic], archetypes: [Metalfoes]}}]
    spells_traps: [{{id: a-blast, name: Blast, kind: spell, face_up: false,
                    effect: [{{destroy: a-bismugear}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-blast}}
  - pass
  - pass
  - activate: {{card: a-bismugear, pick: a-metalfoes}}
  - pass
  - pass
  - end_phase""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-metalfoes" in result["state"]["players"]["A"]["hand"]
    assert "7-7-10" in result["rules_cited"]
