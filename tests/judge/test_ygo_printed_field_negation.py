"""Real cards whose Continuous Effect negates other cards' effects on the field, judged
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Skill Drain
(every face-up monster, their effects still activated), Royal Decree (other Traps activated,
then nothing applied), Jinzo and Spell Canceller (no such card activated at all), 5-5-1 to
5-5-3."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SKILL_DRAIN, ROYAL_DECREE, JINZO, SPELL_CANCELLER = "82732705", "51452091", "77585513", \
    "84636823"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKILL_DRAIN, ROYAL_DECREE, JINZO, SPELL_CANCELLER)))


def duel(a: str, b: str, actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
{a}
    deck: [{{id: a-d1, name: One, atk: 100, def: 100}}]
  B:
{b}
actions:
{actions}""")


STURDY = ("    monsters: [{id: a-sturdy, name: Sturdy, atk: 1000, def: 1000, "
          "types: [Rock, Effect], battle_indestructible: true, "
          "effects: [{type: ignition, effect: [{draw: 1}]}]}]")
DRAW_TRAP = ("{id: a-trap, name: Lucky Draw, kind: trap, trap_type: normal, "
             "effect: [{draw: 1}]}")


def test_skill_drain_costs_1000_lp_and_lifts_a_battle_protection(printed):
    result = duel(STURDY, f"""    spells_traps: [{{id: b-drain, card: "{SKILL_DRAIN}"}}]
    monsters: [{{id: b-hero, name: Hero, atk: 2000, def: 1000}}]""", """
  - activate: {card: b-drain}
  - pass
  - pass
  - end_turn
  - battle_phase
  - attack: {attacker: b-hero, target: a-sturdy}
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 7000  # the cost of its activation
    assert result["state"]["players"]["A"]["graveyard"] == ["a-sturdy"]
    assert "5-5-1" in result["rules_cited"]


def test_under_skill_drain_a_monsters_effect_is_activated_and_does_nothing(printed):
    result = duel(STURDY, f"""    spells_traps: [{{id: b-drain, card: "{SKILL_DRAIN}",
                     face_up: true}}]""", """
  - activate: {card: a-sturdy}
  - pass
  - pass""")
    assert result["outcome"] != "illegal_action"  # "their effects can still be activated"
    assert result["state"]["players"]["A"]["hand"] == []


def test_royal_decree_lets_a_trap_be_activated_and_negates_it(printed):
    result = duel(f"""    spells_traps: [{DRAW_TRAP}]""",
                  f"""    spells_traps: [{{id: b-decree, card: "{ROYAL_DECREE}",
                     face_up: true}}]""", """
  - activate: {card: a-trap}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["hand"] == [] and a["graveyard"] == ["a-trap"]
    assert "5-5-3" in result["rules_cited"]


def test_royal_decree_negates_skill_drain(printed):
    result = duel(STURDY, f"""    spells_traps:
      - {{id: b-drain, card: "{SKILL_DRAIN}", face_up: true}}
      - {{id: b-decree, card: "{ROYAL_DECREE}", face_up: true}}""", """
  - activate: {card: a-sturdy}
  - pass
  - pass""")
    assert result["state"]["players"]["A"]["hand"] == ["a-d1"]


def test_jinzo_forbids_trap_cards_to_be_activated(printed):
    result = duel(f"""    spells_traps: [{DRAW_TRAP}]""",
                  f"""    monsters: [{{id: b-jinzo, card: "{JINZO}"}}]""", """
  - activate: {card: a-trap}""")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-5-3"]


def test_jinzo_under_skill_drain_forbids_nothing(printed):
    result = duel(f"""    spells_traps: [{DRAW_TRAP}]""",
                  f"""    monsters: [{{id: b-jinzo, card: "{JINZO}"}}]
    spells_traps: [{{id: b-drain, card: "{SKILL_DRAIN}", face_up: true}}]""", """
  - activate: {card: a-trap}
  - pass
  - pass""")
    assert result["state"]["players"]["A"]["hand"] == ["a-d1"]


def test_spell_canceller_negates_a_continuous_spells_boost(printed):
    boost = ("{id: a-field, name: Banner, kind: spell, spell_type: continuous, face_up: true, "
             "boosts: [{atk: 500}]}")
    monsters = "[{id: a-hero, name: Hero, atk: 1000, def: 1000}]"
    kept = duel(f"    monsters: {monsters}\n    spells_traps: [{boost}]", "    {}", "  []")
    assert kept["state"]["players"]["A"]["monsters"][0]["atk"] == 1500
    negated = duel(f"    monsters: {monsters}\n    spells_traps: [{boost}]",
                   f'    monsters: [{{id: b-canceller, card: "{SPELL_CANCELLER}"}}]', "  []")
    assert negated["state"]["players"]["A"]["monsters"][0]["atk"] == 1000
