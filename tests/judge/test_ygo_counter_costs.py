"""Real cards whose cost removes counters from the cards their player controls ("Remove 10
Spell Counters from your field", Mega Ton Magical Cannon; "Remove 1 Bushido Counter from your
side of the field to activate 1 of these effects", Six Strike - Thunder Blast, a Trap; imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: the
activation names in `cost` the cards the counters come from when there is a choice; too few,
and it cannot be activated (4-8-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CANNON, THUNDER_BLAST, LIBRARY = "32062913", "23212990", "70791313"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CANNON, THUNDER_BLAST, LIBRARY)))


def test_both_are_read_whole(printed):
    cannon = Card.objects.get(game_id="ygo", number=CANNON)
    thunder = Card.objects.get(game_id="ygo", number=THUNDER_BLAST)
    assert cannon.automation == thunder.automation == "full"
    assert cannon.encoding["field_counters"] == {"count": 10, "name": "Spell Counter"}
    assert thunder.encoding["field_counters"] == {"count": 1, "name": "Bushido Counter"}
    assert len(thunder.encoding["options"]) == 2


CANNON_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cannon, card: "{cannon}"}}]
    monsters: [{{id: a-library, card: "{library}", counters: 3}}]
    spells_traps:
      - {{id: a-tower, name: Counter Tower, kind: spell, spell_type: continuous, face_up: true,
          counter: {{name: Spell Counter}}, counters: {tower}}}
  B:
    monsters:
      - {{id: b-mage, name: Opposing Mage, atk: 1000, def: 1000,
          counter: {{name: Spell Counter}}, counters: 5}}
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal}}]
actions:
  - activate: {{card: a-cannon{cost}}}
  - pass
  - pass
"""


def cannon(tower: int, cost: str = "") -> dict:
    return judged(CANNON_DUEL.format(cannon=CANNON, library=LIBRARY, tower=tower, cost=cost))


def test_the_cannon_takes_its_counters_from_the_cards_named(printed):
    result = cannon(8, ", cost: [a-tower, a-library]")
    players = result["state"]["players"]
    assert players["B"]["monsters"] == [] and players["B"]["spells_traps"] == []
    assert sorted(players["B"]["graveyard"]) == ["b-mage", "b-set"]
    paid = [step["params"] for step in result["steps"] if step["code"] == "cost.field_counters"]
    assert [(p["holder"]["card"], p["count"], p["left"]) for p in paid] == [
        ("a-tower", 8, 0), ("a-library", 2, 1)]
    assert "4-8-9" in result["rules_cited"]


def test_with_a_choice_to_make_the_cards_must_be_named(printed):
    result = cannon(8)
    assert result["illegal"]["code"] == "illegal.cost_field_counters.name"
    assert result["illegal"]["rules"][0] == "4-8-9"


def test_with_no_choice_to_make_none_are_named(printed):
    result = cannon(7)  # 7 + 3: every counter it controls
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["monsters"] == []


def test_the_opponents_counters_are_not_its_own(printed):
    result = cannon(6, ", cost: [a-tower, a-library, b-mage]")  # 9 of its own
    assert result["illegal"]["code"] == "illegal.cost_field_counters"
    assert "4-8-9" in result["illegal"]["rules"]


THUNDER_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps:
      - {{id: a-thunder, card: "{thunder}"}}
      - {{id: a-dojo, name: Samurai Dojo, kind: spell, spell_type: continuous, face_up: true,
          counter: {{name: Bushido Counter}}, counters: {counters}}}
  B:
    monsters: [{{id: b-monster, name: Opposing Monster, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-thunder, option: 0, target: b-monster}}
  - pass
  - pass
"""


def test_six_strike_takes_its_bushido_counter_from_the_one_card_holding_them(printed):
    result = judged(THUNDER_DUEL.format(thunder=THUNDER_BLAST, counters=2))
    assert result["state"]["players"]["B"]["graveyard"] == ["b-monster"]
    paid = [step["params"] for step in result["steps"] if step["code"] == "cost.field_counters"]
    assert [(p["holder"]["card"], p["count"], p["left"]) for p in paid] == [("a-dojo", 1, 1)]


def test_six_strike_cannot_be_activated_without_a_bushido_counter(printed):
    result = judged(THUNDER_DUEL.format(thunder=THUNDER_BLAST, counters=0))
    assert result["illegal"]["code"] == "illegal.cost_field_counters"
