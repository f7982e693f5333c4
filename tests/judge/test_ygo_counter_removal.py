"""Real cards that remove every counter of a kind from the field (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Exhausting
Spell (a Normal Trap) takes every Spell Counter off every face-up card, whoever controls it,
and cannot be activated while there are none; Counter Cleaner takes every kind (4-8-8,
5-2-4)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import CARDS, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

EXHAUSTING_SPELL, COUNTER_CLEANER, BREAKER = "95451366", "38834303", "71413901"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EXHAUSTING_SPELL, COUNTER_CLEANER, BREAKER)))


def printed_atk(number: str) -> int:
    return int(json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))["atk"])


def test_both_are_read_whole(printed):
    exhausting = Card.objects.get(game_id="ygo", number=EXHAUSTING_SPELL)
    cleaner = Card.objects.get(game_id="ygo", number=COUNTER_CLEANER)
    assert exhausting.automation == cleaner.automation == "full"
    assert exhausting.encoding["effect"] == [
        {"remove_all_counters": {"name": "Spell Counter"}}]
    assert cleaner.encoding["effect"] == [{"remove_all_counters": {}}]
    assert cleaner.encoding["pay_lp"] == 500


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-spell, card: "{spell}"}}]
  B:
    monsters:
      - {{id: b-breaker, card: "{breaker}", counters: {spell_counters}}}
      - {{id: b-other, name: Fog Monster, atk: 1000, def: 1000,
          counter: {{name: Fog Counter}}, counters: 2}}
actions:
  - activate: {{card: a-spell}}
  - pass
  - pass
"""


def duel(spell: str, spell_counters: int) -> dict:
    return judged(DUEL.format(spell=spell, breaker=BREAKER, spell_counters=spell_counters))


def test_exhausting_spell_removes_the_opponents_spell_counters_only(printed):
    result = duel(EXHAUSTING_SPELL, 1)
    monsters = {m["id"]: m for m in result["state"]["players"]["B"]["monsters"]}
    assert monsters["b-breaker"]["atk"] == printed_atk(BREAKER)  # its 300 for the counter gone
    assert "4-8-8" in result["rules_cited"]
    removed = [step["text"] for step in result["steps"] if step["code"] == "counters_removed"]
    assert len(removed) == 1 and "Fog Counter" not in removed[0]


def test_exhausting_spell_cannot_be_activated_without_a_spell_counter(printed):
    result = duel(EXHAUSTING_SPELL, 0)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["4-8-8", "5-2-4"]


def test_counter_cleaner_removes_every_kind(printed):
    result = duel(COUNTER_CLEANER, 1)
    removed = [step for step in result["steps"] if step["code"] == "counters_removed"]
    assert len(removed) == 2
    assert result["state"]["players"]["A"]["lp"] == 8000 - 500
