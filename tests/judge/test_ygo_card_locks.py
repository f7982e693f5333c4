"""Every card and effect restricted the turn an effect is activated, except those of an
archetype (5-2-30, `effect_lock_turn` with `cards: true`), read and judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Chronomaly
Nebra Disk and Bujingi Peacock."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

NEBRA = "24861088"  # Chronomaly Nebra Disk
PEACOCK = "50474354"  # Bujingi Peacock


def test_the_restriction_over_cards_and_effects_is_read():
    nebra = derived(NEBRA)
    assert nebra.automation == "full", nebra.notes
    assert nebra.encoding["effects"][1]["effect_lock_turn"] == {
        "except": {"archetype": "Chronomaly"}, "cards": True}
    assert "effect_lock_turn" not in nebra.encoding["effects"][0]
    peacock = derived(PEACOCK)
    assert peacock.automation == "full", peacock.notes
    assert peacock.encoding["effects"][0]["effect_lock_turn"] == {
        "except": {"archetype": "Bujin"}, "cards": True}


NEBRA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    graveyard: [{{id: a-nebra, card: "{nebra}"}}]
    monsters: [{{id: a-head, name: Chronomaly Head, kind: monster, archetypes: [Chronomaly],
                 level: 4, atk: 1000, def: 1000}}]
    spells_traps:
      - {{id: a-pot, name: Pot, kind: spell, spell_type: normal, face_up: false,
         effect: [{{draw: 1}}]}}
      - {{id: a-jar, name: Chronomaly Jar, kind: spell, spell_type: normal, face_up: false,
         archetypes: [Chronomaly], effect: [{{draw: 1}}]}}
  B:
    deck: 5
actions:
{actions}"""
NEBRA_FIRST = "  - activate: {card: a-nebra, effect: 1}\n  - pass\n  - pass\n"
POT_FIRST = "  - activate: {card: a-pot}\n  - pass\n  - pass\n"
JAR = "  - activate: {card: a-jar}\n  - pass\n  - pass\n"


def test_no_other_spell_after_it_and_it_not_after_one(tmp_path):
    store(subset(tmp_path, (NEBRA,)))
    allowed = judged(NEBRA_BOARD.format(nebra=NEBRA, actions=NEBRA_FIRST + JAR))
    assert allowed["outcome"] != "illegal_action", allowed  # a "Chronomaly" card stays allowed
    assert "a-jar" in player(allowed, "A")["graveyard"], allowed
    assert "a-nebra" in [m["id"] for m in player(allowed, "A")["monsters"]], allowed
    assert "5-2-30" in allowed["rules_cited"]
    after = judged(NEBRA_BOARD.format(nebra=NEBRA, actions=NEBRA_FIRST + POT_FIRST))
    assert after["outcome"] == "illegal_action", after
    assert after["illegal"]["rules"] == ["5-2-30"], after["illegal"]
    assert "Pot" in after["illegal"]["reason"]
    before = judged(NEBRA_BOARD.format(nebra=NEBRA, actions=POT_FIRST + NEBRA_FIRST))
    assert before["outcome"] == "illegal_action", before
    assert before["illegal"]["rules"] == ["5-2-30"], before["illegal"]
    assert "Pot" in before["illegal"]["reason"]
