"""Real Spells and Traps whose activation condition is printed in the older words, a sentence of
its own, and Counter Traps read beside them (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), judged: Short Circuit ("Activate only if you control 3 or more
"Batteryman" monsters.") with three, refused with two citing 5-2-4; Scrap Crash ("Activate
only when a "Scrap" monster you control is destroyed and sent to the Graveyard.") just after
one is destroyed by battle, refused when the opponent's monster was (10-3-4). Dark Bribe: the
opponent draws 1 card and the Spell is negated and destroyed (11-3); Jolt Counter only in the
Battle Phase and while its player controls a "Battlin' Boxer" monster; Divine Punishment only
while "The Sanctuary in the Sky" is face-up on the field. Battery Charger ("Pay 500 Life
Points." before what it does) pays as it is activated, even when its Special Summon is then
negated (5-2-2), and cannot be activated with less than 500 LP to pay from; Chaos Burst answers
"your opponent's monster" declaring an attack by destroying it (10-3-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SHORT_CIRCUIT, SCRAP_CRASH, DARK_BRIBE = "75967082", "05577649", "77538567"
JOLT_COUNTER, DIVINE_PUNISHMENT = "08316565", "81066751"
BATTERY_CHARGER, CHAOS_BURST = "61181383", "04923662"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SHORT_CIRCUIT, SCRAP_CRASH, DARK_BRIBE, JOLT_COUNTER,
                            DIVINE_PUNISHMENT, BATTERY_CHARGER, CHAOS_BURST)))


def batterymen(count: int) -> str:
    return "[" + ", ".join(f"{{id: a-b{i}, name: Batteryman {i}, archetypes: [Batteryman], "
                           f"level: 3, atk: 800, def: 800}}" for i in range(count)) + "]"


CIRCUIT = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-circuit, card: "{card}"}}]
    monsters: {mine}
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}}]
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap}}]
actions:
  - activate: {{card: a-circuit}}
  - pass
  - pass"""


def test_short_circuit_with_three_batterymen(printed):
    result = judged(CIRCUIT.format(card=SHORT_CIRCUIT, mine=batterymen(3)))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["monsters"] == []
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["b-set", "b-x"]


def test_short_circuit_with_two(printed):
    result = judged(CIRCUIT.format(card=SHORT_CIRCUIT, mine=batterymen(2)))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]


CRASH = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: {atk}, def: 1000}}]
  B:
    monsters: [{{id: b-scrap, name: Scrap Beast, archetypes: [Scrap], level: 4, atk: 1500,
                def: 800}}]
    spells_traps: [{{id: b-crash, card: "{card}"}},
                   {{id: b-cont, name: Lasting, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-scrap}}
  - pass
  - activate: {{card: b-crash}}
  - pass
  - pass"""


def test_scrap_crash_after_a_scrap_monster_is_destroyed(printed):
    result = judged(CRASH.format(card=SCRAP_CRASH, atk=2000))
    assert result["outcome"] != "illegal_action"
    assert "b-cont" in result["state"]["players"]["B"]["graveyard"]
    assert "10-3-4" in result["rules_cited"]


def test_scrap_crash_not_after_the_opponents_monster_is(printed):
    result = judged(CRASH.format(card=SCRAP_CRASH, atk=1000))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_needs_event"


BRIBE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-pot, name: Pot, kind: spell, effect: [{{draw: 2}}]}}]
    deck: 3
  B:
    spells_traps: [{{id: b-bribe, card: "{card}"}}]
actions:
  - activate: {{card: a-pot}}
  - activate: {{card: b-bribe}}
  - pass
  - pass"""


def test_dark_bribe_the_opponent_draws_and_the_spell_is_negated(printed):
    result = judged(BRIBE.format(card=DARK_BRIBE))
    assert result["outcome"] != "illegal_action"
    assert len(result["state"]["players"]["A"]["hand"]) == 1  # 1 from Dark Bribe, none of Pot
    assert "a-pot" in result["state"]["players"]["A"]["graveyard"]


JOLT = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: X, level: 4, atk: 1000, def: 1000}}]
    hand: [{{id: a-quick, name: Quick, kind: spell, spell_type: quick-play,
             effect: [{{damage: {{player: opponent, amount: 500}}}}]}}]
  B:
    monsters: [{{id: b-boxer, name: Boxer, archetypes: [{archetype}], level: 4, atk: 1000,
                def: 1000}}]
    spells_traps: [{{id: b-jolt, card: "{card}"}}]
actions:{battle}
  - activate: {{card: a-quick}}
  - activate: {{card: b-jolt}}
  - pass
  - pass"""


def test_jolt_counter_in_the_battle_phase(printed):
    result = judged(JOLT.format(card=JOLT_COUNTER, archetype="Battlin' Boxer",
                                battle="\n  - battle_phase"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["lp"] == 8000
    assert "a-quick" in result["state"]["players"]["A"]["graveyard"]


def test_jolt_counter_not_in_the_main_phase(printed):
    result = judged(JOLT.format(card=JOLT_COUNTER, archetype="Battlin' Boxer", battle=""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.needs_battle_phase"
    assert "10-3-3" in result["illegal"]["rules"]


def test_jolt_counter_without_a_battlin_boxer(printed):
    result = judged(JOLT.format(card=JOLT_COUNTER, archetype="Boxer",
                                battle="\n  - battle_phase"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


PUNISHMENT = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-pot, name: Pot, kind: spell, effect: [{{draw: 2}}]}}]
    deck: 3
  B:
    field_spell: {{id: b-sanctuary, name: "{field}", kind: spell, spell_type: field,
                  face_up: true}}
    spells_traps: [{{id: b-punish, card: "{card}"}}]
actions:
  - activate: {{card: a-pot}}
  - activate: {{card: b-punish}}
  - pass
  - pass"""


def test_divine_punishment_with_the_sanctuary(printed):
    result = judged(PUNISHMENT.format(card=DIVINE_PUNISHMENT, field="The Sanctuary in the Sky"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["hand"] == []


def test_divine_punishment_without_it(printed):
    result = judged(PUNISHMENT.format(card=DIVINE_PUNISHMENT, field="Other Field"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


CHARGER = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: {lp}
    hand: [{{id: a-charger, card: "{card}"}}]
    graveyard: [{{id: a-battery, name: Batteryman C, archetypes: [Batteryman], level: 3,
                 atk: 0, def: 0}}]
  B:
    spells_traps: [{{id: b-wiretap, name: Stopper, kind: trap, trap_type: counter,
                    negates: [spell], effect: [{{negate: previous}}]}}]
actions:
  - activate: {{card: a-charger, pick: a-battery}}{answer}
  - pass
  - pass"""


def test_battery_charger_pays_as_it_is_activated(printed):
    result = judged(CHARGER.format(card=BATTERY_CHARGER, lp=8000, answer=""))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["lp"] == 7500
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-battery"]


def test_battery_charger_negated_keeps_its_cost_paid(printed):
    result = judged(CHARGER.format(card=BATTERY_CHARGER, lp=8000,
                                   answer="\n  - activate: {card: b-wiretap}"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["lp"] == 7500
    assert result["state"]["players"]["A"]["monsters"] == []
    assert "5-2-2" in result["rules_cited"]


def test_battery_charger_without_the_lp_to_pay(printed):
    result = judged(CHARGER.format(card=BATTERY_CHARGER, lp=400, answer=""))
    assert result["outcome"] == "illegal_action"


BURST = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-fodder, name: Fodder, level: 2, atk: 500, def: 500}}]
    spells_traps: [{{id: b-burst, card: "{card}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-fodder}}
  - activate: {{card: b-burst, cost: [b-fodder]}}
  - pass
  - pass"""


def test_chaos_burst_when_the_opponents_monster_declares_an_attack(printed):
    result = judged(BURST.format(card=CHAOS_BURST))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["monsters"] == []
    assert result["state"]["players"]["A"]["lp"] == 7000
