"""Real cards that place a Spell Counter on a card "that you can place a Spell Counter on",
and that are given up "with 3 Spell Counters on it" (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), read and judged: Apprentice Magician's target must be a
face-up card whose text speaks of Spell Counters and that is not full (4-8-6); Skilled White
Magician is Tributed only with its three counters (4-8-7)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import CARDS, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

APPRENTICE, BREAKER, SKILLED_WHITE, BUSTER_BLADER = "09156135", "71413901", "46363422", "78193831"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (APPRENTICE, BREAKER, SKILLED_WHITE, BUSTER_BLADER)))


def printed_atk(number: str) -> int:
    return int(json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))["atk"])


def test_both_are_read_whole(printed):
    apprentice = Card.objects.get(game_id="ygo", number=APPRENTICE)
    skilled = Card.objects.get(game_id="ygo", number=SKILLED_WHITE)
    assert apprentice.automation == skilled.automation == "full"
    summoned = apprentice.encoding["effects"][0]
    assert summoned["target"]["holds"] == "Spell Counter"
    assert summoned["effect"] == [{"place_counters": {"card": "chosen", "count": 1,
                                                      "name": "Spell Counter"}}]
    tribute = skilled.encoding["effects"][0]
    assert tribute["cost_self"] == "tribute" and tribute["counters_needed"] == 3


APPRENTICE_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-apprentice, card: "{apprentice}"}}]
    monsters:
      - {{id: a-breaker, card: "{breaker}", counters: {counters}}}
      - {{id: a-plain, name: Plain Monster, atk: 1000, def: 1000}}
  B: {{}}
actions:
  - normal_summon: {{card: a-apprentice}}
  - activate: {{card: a-apprentice, effect: 0, target: {target}}}
  - pass
  - pass
"""


def apprentice_duel(target: str, counters: int = 0) -> str:
    return APPRENTICE_DUEL.format(apprentice=APPRENTICE, breaker=BREAKER, counters=counters,
                                  target=target)


def test_the_apprentice_places_a_spell_counter_on_a_card_that_can_hold_one(printed):
    result = judged(apprentice_duel("a-breaker"))
    breaker = next(m for m in result["state"]["players"]["A"]["monsters"]
                   if m["id"] == "a-breaker")
    assert breaker["atk"] == printed_atk(BREAKER) + 300  # its own "for each Spell Counter"
    assert {"4-8-6", "4-8-1", "4-8-4"} <= set(result["rules_cited"])


def test_a_card_whose_text_has_no_spell_counter_cannot_be_its_target(printed):
    result = judged(apprentice_duel("a-plain"))
    assert result["outcome"] == "illegal_action"
    assert "4-8-6" in result["illegal"]["rules"]


def test_a_card_already_holding_its_maximum_cannot_be_its_target(printed):
    # Breaker the Magical Warrior places 1 Spell Counter on itself "(max. 1)"
    result = judged(apprentice_duel("a-breaker", counters=1))
    assert result["outcome"] == "illegal_action"
    assert "4-8-6" in result["illegal"]["rules"]


SKILLED_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-skilled, card: "{skilled}", counters: {counters}}}]
    deck: [{{id: a-blader, card: "{blader}"}}]
  B: {{}}
actions:
  - activate: {{card: a-skilled, effect: 0, pick: a-blader}}
  - pass
  - pass
"""


def test_skilled_white_magician_is_tributed_with_its_three_counters(printed):
    result = judged(SKILLED_DUEL.format(skilled=SKILLED_WHITE, blader=BUSTER_BLADER,
                                        counters=3))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-blader"]
    assert a["graveyard"] == ["a-skilled"]
    assert "4-8-7" in result["rules_cited"]


def test_skilled_white_magician_cannot_be_tributed_with_two(printed):
    result = judged(SKILLED_DUEL.format(skilled=SKILLED_WHITE, blader=BUSTER_BLADER,
                                        counters=2))
    assert result["outcome"] == "illegal_action"
    assert "4-8-7" in result["illegal"]["rules"]


ABDUCTOR, GUITAAR = "10239627", "12525049"

SCALE_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-abductor, card: "{abductor}", counters: 2}}]
    hand: [{{id: a-draw, name: Draw Spell, kind: spell, effect: [{{draw: 1}}]}}]
    deck: [{{id: a-top, name: Top Card, kind: spell}}, {{id: a-guitaar, card: "{guitaar}"}}]
  B: {{}}
actions:
  - activate: {{card: a-draw}}
  - pass
  - pass
  - activate: {{card: a-abductor, effect: 1, pick: a-guitaar}}
  - pass
  - pass
"""


def test_magical_abductor_gets_its_counter_as_a_pendulum_scale_too(tmp_path):
    store(subset(tmp_path, (ABDUCTOR, GUITAAR)))
    abductor = Card.objects.get(game_id="ygo", number=ABDUCTOR)
    assert abductor.automation == "full"
    result = judged(SCALE_DUEL.format(abductor=ABDUCTOR, guitaar=GUITAAR))
    a = result["state"]["players"]["A"]
    assert sorted(a["hand"]) == ["a-guitaar", "a-top"]  # drawn, then added with 3 counters
    assert {"4-8-5", "4-8-3", "5-1-6"} <= set(result["rules_cited"])
