"""Effects at the end of a monster's battle on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Gladiator Beast Retiari's "At
the end of the Battle Phase, if this card battled: You can shuffle it into the Deck; Special
Summon 1 "Gladiator Beast" monster from your Deck" in the End Step (`end_step`, 12-9-1,
12-9-5), Gladiator Beast Murmillo's older "attacked or was attacked", and Amazoness Sage's
mandatory "At the end of the Damage Step, if this card attacked and is still on the field"
(12-4-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

RETIARI, BESTIARI, MURMILLO, SAGE = "00612115", "41470137", "05975022", "53162898"

GLADIATOR = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ret, card: "{retiari}"}}]
    deck: [{{id: a-best, card: "{bestiari}"}}, {{id: a-1, name: Deck One}}]
  B:
    monsters: [{{id: b-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300,
                position: defense}}]
actions:
{actions}"""

MANDATORY = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-brute, name: Brute, kind: monster, level: 4, atk: 1800, def: 1000,
                effects: [{type: trigger, event: battle_phase_end_battled, optional: false,
                           effect: [{damage: {player: opponent, amount: 500}}]}]}]
  B: {}
actions:
  - battle_phase
  - attack: {attacker: a-brute, target: direct}
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RETIARI, BESTIARI, MURMILLO, SAGE)))


def effects(number: str) -> list[dict]:
    return Card.objects.get(game_id="ygo", number=number).encoding["effects"]


def test_the_end_of_battle_conditions_are_read(printed):
    for number in (RETIARI, SAGE):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    retiari = effects(RETIARI)[1]
    assert retiari["event"] == "battle_phase_end_battled" and retiari["cost_self"] == "shuffle"
    assert retiari["effect"][0]["fetch"]["archetype"] == "Gladiator Beast"
    # the older English of the same timing reads as the same event
    assert any(e["event"] == "battle_phase_end_battled" for e in effects(MURMILLO))
    [sage] = effects(SAGE)
    assert sage["event"] == "damage_step_end_attacked" and sage["optional"] is False


def test_retiari_tags_out_in_the_end_step(printed):
    result = judged(GLADIATOR.format(retiari=RETIARI, bestiari=BESTIARI, actions="""  - battle_phase
  - attack: {attacker: a-ret, target: b-pawn}
  - pass
  - end_step
  - activate: {card: a-ret, effect: 1, pick: a-best}
  - pass
  - pass
  - main2"""))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-best"]
    assert {"12-9-1", "12-9-5", "5-1-3"} <= set(result["rules_cited"])


def test_no_attack_and_no_battle_no_end_step_effect(printed):
    result = judged(GLADIATOR.format(retiari=RETIARI, bestiari=BESTIARI, actions="""  - battle_phase
  - end_step
  - activate: {card: a-ret, effect: 1, pick: a-best}"""))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    result = judged(GLADIATOR.format(retiari=RETIARI, bestiari=BESTIARI, actions="""  - battle_phase
  - end_step
  - attack: {attacker: a-ret, target: b-pawn}"""))
    assert result["illegal"]["code"] == "illegal.attack_in_end_step"
    assert result["illegal"]["rules"][0] == "12-9-1"


def test_a_mandatory_one_keeps_the_game_in_the_battle_phase():
    result = judged(MANDATORY + "  - main2\n")
    assert result["illegal"]["code"] == "illegal.end_step_owed"
    assert result["illegal"]["rules"] == ["12-9-5", "5-1-3"]
    result = judged(MANDATORY + "  - end_step\n  - main2\n")
    assert result["illegal"]["code"] == "illegal.mandatory_trigger"
    result = judged(MANDATORY + "  - end_step\n  - activate: {card: a-brute}\n  - pass\n"
                                "  - pass\n  - main2\n")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1800 - 500


def test_amazoness_sage_destroys_a_spell_trap_after_its_attack(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-sage, card: "{SAGE}"}}]
  B:
    monsters: [{{id: b-pawn, name: Pawn, kind: monster, level: 2, atk: 500, def: 300,
                position: defense}}]
    spells_traps: [{{id: b-trap, name: Trap, kind: trap, face_up: false}}]
actions:
  - battle_phase
  - attack: {{attacker: a-sage, target: b-pawn}}
  - pass
  - activate: {{card: a-sage, target: b-trap}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert "b-trap" in result["state"]["players"]["B"]["graveyard"]
    assert "12-4-13" in result["rules_cited"]
