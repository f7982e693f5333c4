"""Trigger Effects on an event with a cause (judge/engine/ygo/condition_events.py, 5-1-3),
judged on the real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): "When this card is Special Summoned by the effect of an "Evoltile" monster"
(Evolsaur Elias) answers that monster's effect and not a Spell's; "If this card is discarded
to the GY by card effect" (Beiige, Vanguard of Dark World) answers a resolving effect's
discard and not a discard paid as a cost (5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CARDS = ("23234094", "33731070")  # Evolsaur Elias, Beiige, Vanguard of Dark World


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


SUMMONED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-elias, card: "23234094"}},
           {{id: a-dino, name: Dino, level: 4, attribute: FIRE, types: [Dinosaur], atk: 100,
            def: 100}}]
    {source}
  B: {{}}
actions:
  - activate: {{card: a-source}}
  - pass
  - pass
  - activate: {{card: a-elias, pick: a-dino}}
  - pass
  - pass"""
EVOLTILE = ("monsters: [{id: a-source, name: Evoltile Source, archetypes: [Evoltile], atk: 100, "
            "def: 100, effects: [{type: ignition, effect: [{special_summon: {card: a-elias}}]}]}]")


def test_summoned_by_the_effect_of_the_monster_its_text_names(printed):
    result = judged(SUMMONED.format(source=EVOLTILE))
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = {m["id"] for m in result["state"]["players"]["A"]["monsters"]}
    assert monsters == {"a-source", "a-elias", "a-dino"}
    assert "5-1-3" in result["rules_cited"]


def test_summoned_by_a_spell_is_not_that_event(printed):
    spell = ("spells_traps: [{id: a-source, name: Call, kind: spell, face_up: false, "
             "effect: [{special_summon: {card: a-elias}}]}]")
    result = judged(SUMMONED.format(source=spell))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


DISCARDED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 3
    hand: [{{id: a-beiige, card: "33731070"}},
           {{id: a-call, name: Call, kind: spell, {call}}}]
  B: {{}}
actions:
  - activate: {{card: a-call{cost}}}
  - pass
  - pass
  - activate: {{card: a-beiige}}
  - pass
  - pass"""


def test_discarded_by_a_resolving_effect(printed):
    result = judged(DISCARDED.format(call="effect: [{discard: 1}]", cost=", discards: [a-beiige]"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-beiige"]


def test_discarded_as_a_cost_is_not_by_card_effect(printed):
    result = judged(DISCARDED.format(call="discard: 1, effect: [{draw: 1}]",
                                     cost=", cost: [a-beiige]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


def test_the_refusal_names_the_event_with_its_cause(printed):
    spell = ("spells_traps: [{id: a-source, name: Call, kind: spell, face_up: false, "
             "effect: [{special_summon: {card: a-elias}}]}]")
    refused = judged(SUMMONED.format(source=spell))["illegal"]
    assert refused["code"] == "illegal.trigger_no_event"
    assert "Special Summoned by the effect of the card its text names" in refused["reason"]
    cost = judged(DISCARDED.format(call="discard: 1, effect: [{draw: 1}]",
                                   cost=", cost: [a-beiige]"))["illegal"]
    assert cost["code"] == "illegal.trigger_no_event" and "5-2-2" in cost["rules"]
    assert "5-2-2" not in refused["rules"]
