"""Counters placed "for each" card counted, on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Cloudian - Acid Cloud's "If
this card is Normal Summoned: Place 1 Fog Counter on it for each "Cloudian" monster on the
field." counts the Cloudian monsters of both players, itself among them, as the effect
resolves, not as it was activated (4-8-12, 5-3-20)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ACID, CIRRO, ALTUS = "17810268", "43318266", "79703905"

BOARD = f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-acid, card: "{ACID}"}}]
    monsters: [{{id: a-cirro, card: "{CIRRO}"}},
               {{id: a-plain, name: Own Plain, atk: 1000, def: 1000}}]
  B:
    monsters: [{{id: b-altus, card: "{ALTUS}"}}]
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - normal_summon: {{card: a-acid}}
  - activate: {{card: a-acid, effect: 0}}
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ACID, CIRRO, ALTUS)))


def held(result: dict) -> int:
    """How many Fog Counters the placing left on Acid Cloud (the ruling's words)."""
    [placed] = [step for step in result["steps"] if step["code"] == "counters_placed"]
    assert placed["params"]["card"]["card"] == "a-acid"
    return int(placed["params"]["total"])


def test_the_three_cloudians_read_whole(printed):
    for number in (ACID, CIRRO, ALTUS):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", (number, card.notes)
        assert card.encoding["effects"][0]["effect"][0]["place_counters"]["for_each"] == {
            "zone": "field", "player": "any", "what": "monster", "archetype": "Cloudian"}


def test_each_cloudian_on_the_field_gives_one_itself_included(printed):
    result = judged(BOARD + "  - pass\n  - pass\n")
    assert result["outcome"] == "completed", result["illegal"]
    assert held(result) == 3  # itself, the own and the opposing Cloudian
    assert {"4-8-12", "5-3-20", "4-8-1"} <= set(result["rules_cited"])
    [tally] = [step for step in result["steps"] if step["code"] == "tally"]
    assert tally["params"]["count"] == 3


def test_they_are_counted_as_it_resolves(printed):
    # the opposing Trap chained to it destroys the other own Cloudian first
    result = judged(BOARD + "  - activate: {card: b-crush, target: a-cirro}\n"
                    "  - pass\n  - pass\n")
    assert result["outcome"] == "completed", result["illegal"]
    assert "a-cirro" in result["state"]["players"]["A"]["graveyard"]
    assert held(result) == 2


def test_its_counters_pay_its_own_cost_afterwards(printed):
    # two Fog Counters removed: Acid Cloud destroys a Spell or Trap on the field (4-8-3)
    result = judged(BOARD + "  - pass\n  - pass\n"
                    "  - activate: {card: a-acid, effect: 1, target: b-crush}\n"
                    "  - pass\n  - pass\n")
    assert result["outcome"] == "completed", result["illegal"]
    assert held(result) == 3
    paid = [step for step in result["steps"] if step["code"] == "cost.counters"]
    assert paid[0]["params"]["left"] == 1
    assert "b-crush" in result["state"]["players"]["B"]["graveyard"]
