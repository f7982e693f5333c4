"""Real cards with Spell Counters (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), read and judged: Breaker the Magical Warrior places one on itself when
Normal Summoned (max. 1), gains ATK for it and removes it to destroy a Spell or Trap; Royal
Magical Library gets one each time a Spell Card resolves (max. 3) and removes three to draw
(4-8-1 to 4-8-5)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import CARDS, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BREAKER, LIBRARY = "71413901", "70791313"


def printed_atk(number: str) -> int:
    return int(json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))["atk"])


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BREAKER, LIBRARY)))


def test_both_are_read_whole(printed):
    breaker = Card.objects.get(game_id="ygo", number=BREAKER)
    library = Card.objects.get(game_id="ygo", number=LIBRARY)
    assert breaker.automation == library.automation == "full"
    assert breaker.encoding["counter"] == {"name": "Spell Counter", "atk": 300}
    assert library.encoding["counter"] == {"name": "Spell Counter", "each_spell": 1, "max": 3}
    assert library.encoding["effects"][0]["remove_counters"] == 3


BREAKER_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-breaker, card: "{breaker}"}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal}}]
actions:
  - normal_summon: {{card: a-breaker}}
  - activate: {{card: a-breaker, effect: 0}}
  - pass
  - pass
{more}"""


def test_breaker_gains_atk_for_its_counter(printed):
    result = judged(BREAKER_DUEL.format(breaker=BREAKER, more=""))
    [breaker] = result["state"]["players"]["A"]["monsters"]
    assert breaker["atk"] == printed_atk(BREAKER) + 300
    assert {"4-8-1", "4-8-2", "4-8-4"} <= set(result["rules_cited"])


def test_breaker_removes_its_counter_to_destroy_a_set_card(printed):
    more = "\n".join(("  - activate: {card: a-breaker, effect: 1, target: b-set}",
                      "  - pass", "  - pass"))
    result = judged(BREAKER_DUEL.format(breaker=BREAKER, more=more))
    [breaker] = result["state"]["players"]["A"]["monsters"]
    assert breaker["atk"] == printed_atk(BREAKER)  # the counter is gone
    assert result["state"]["players"]["B"]["graveyard"] == ["b-set"]
    assert "4-8-3" in result["rules_cited"]


LIBRARY_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-library, card: "{library}", counters: {counters}}}]
    hand: [{{id: a-draw, name: Draw Spell, kind: spell, effect: [{{draw: 1}}]}}]
    deck: 5
  B: {{}}
actions:
{actions}"""


def test_the_library_fills_up_as_a_spell_resolves_and_draws(printed):
    actions = "\n".join(("  - activate: {card: a-draw}", "  - pass", "  - pass",
                         "  - activate: {card: a-library, effect: 0}", "  - pass", "  - pass"))
    result = judged(LIBRARY_DUEL.format(library=LIBRARY, counters=2, actions=actions))
    assert "4-8-5" in result["rules_cited"] and "4-8-3" in result["rules_cited"]
    assert result["state"]["players"]["A"]["deck"] == 3  # one draw each


def test_the_library_cannot_draw_without_three_counters(printed):
    result = judged(LIBRARY_DUEL.format(library=LIBRARY, counters=2,
                                        actions="  - activate: {card: a-library, effect: 0}"))
    assert result["outcome"] == "illegal_action"
    assert "4-8-3" in result["illegal"]["rules"]
