"""A restriction a monster's own procedure leaves for the rest of the turn, read from a real
card (Superheavy Samurai Big Waraji: "After this card was Special Summoned this way, you cannot
Special Summon monsters for the rest of this turn, except "Superheavy Samurai" monsters.";
imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged
(8-4-11, 5-2-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

WARAJI, WILDWIND = "36523152", "52589809"
OTHERS = ("{id: a-other, name: Other, level: 4, atk: 100, def: 100, "
          "summon_procedures: [{from: [hand]}]}, "
          "{id: a-samurai, name: Superheavy Samurai Other, archetypes: [Superheavy Samurai], "
          "level: 4, atk: 100, def: 100, summon_procedures: [{from: [hand]}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WARAJI,)))


def test_the_sentence_is_read_into_the_procedure():
    [procedure] = derived(WARAJI).encoding["summon_procedures"]
    assert procedure["summon_lock"] == {"from": "any",
                                        "except": {"archetype": "Superheavy Samurai"}}
    [procedure] = derived(WILDWIND).encoding.get("summon_procedures", [{}]) or [{}]
    assert "summon_lock" not in procedure  # its procedure is not read: neither is the lock


def duel(then: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-waraji, card: "{WARAJI}"}}, {OTHERS}]}}
  B: {{}}
actions:
  - procedure_summon: {{card: a-waraji}}
  - procedure_summon: {{card: {then}}}""")


def test_after_the_summon_only_the_monsters_it_allows(printed):
    assert Card.objects.get(game_id="ygo", number=WARAJI).automation == "full"
    refused = duel("a-other")
    assert refused["illegal"]["code"] == "illegal.summon_locked"
    assert "8-4-11" in refused["rules_cited"]
    allowed = duel("a-samurai")
    assert allowed["outcome"] == "completed"
    assert [m["id"] for m in allowed["state"]["players"]["A"]["monsters"]] == ["a-waraji",
                                                                             "a-samurai"]
