"""What real monsters' own texts do as they leave the field (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Core of
Chaos, destroyed face-up, is banished instead of going to the GY (5-4-9), but not when Set;
Phosphorage the Elemental Lord, destroyed face-up, skips its controller's next Battle Phase,
not the one of the turn it left in (7-1-5); Battle Fader, Special Summoned by its own effect,
is banished when it leaves the field (8-4-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CORE, PHOSPHORAGE, FADER, THORNY = "03806388", "08192327", "19665973", "80208323"
BREAK = ("{id: b-break, kind: trap, trap_type: normal, target: {what: monster, "
         "player: opponent, zone: field}, effect: [{destroy: chosen}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CORE, PHOSPHORAGE, FADER, THORNY)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_sentences_are_read_as_card_keys(printed):
    for number in (CORE, PHOSPHORAGE, FADER, THORNY):
        assert stored(number).automation == "full", number
    assert stored(CORE).encoding["leaves_banished"] is True
    assert stored(PHOSPHORAGE).encoding["skip_battle_on_leave"] is True
    for number in (FADER, THORNY):  # "If Summoned this way": the effect just before's summon
        summon = stored(number).encoding["effects"][0]["effect"][0]["special_summon"]
        assert summon == {"card": "self", "banish_on_leave": True}, number


def destroyed(card: str, position: str = "attack", turn: int = 3, after: str = "") -> dict:
    return judged(f"""
game: ygo
turn: {{number: {turn}, player: {"A" if turn % 2 else "B"}}}
players:
  A:
    deck: 5
    monsters: [{{id: a-lord, card: "{card}", position: {position}}}]
  B:
    deck: 5
    spells_traps: [{BREAK}]
actions:
  - activate: {{card: b-break, target: a-lord}}
  - pass
  - pass
{after}""")


def test_core_of_chaos_destroyed_face_up_is_banished(printed):
    result = destroyed(CORE)
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-lord"] and a["graveyard"] == []
    assert "5-4-9" in result["rules_cited"] and "8-4-10" not in result["rules_cited"]


def test_core_of_chaos_destroyed_face_down_goes_to_the_graveyard(printed):
    result = destroyed(CORE, "set")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-lord"] and a["banished"] == []
    assert "5-4-9" not in result["rules_cited"]


def test_the_elemental_lord_skips_its_controllers_next_battle_phase(printed):
    result = destroyed(PHOSPHORAGE, after="  - end_turn\n  - end_turn\n  - battle_phase\n")
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "7-1-5", result["illegal"]
    assert "7-1-5" in result["rules_cited"]


def test_not_the_battle_phase_of_the_turn_it_left_in(printed):
    result = destroyed(PHOSPHORAGE, after="  - battle_phase\n")
    assert result["outcome"] != "illegal_action", result
    assert "7-1-5" in result["rules_cited"]  # said as it left, for the next turn


def test_left_in_the_opponents_turn_it_skips_the_next_turn(printed):
    result = destroyed(PHOSPHORAGE, turn=4, after="  - end_turn\n  - battle_phase\n")
    assert result["outcome"] == "illegal_action", result
    assert "7-1-5" in result["illegal"]["rules"]


def test_battle_fader_summoned_by_its_effect_is_banished_as_it_leaves(printed):
    result = judged(f"""
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    hand: [{{id: a-fader, card: "{FADER}"}}]
    spells_traps: [{{id: a-break, kind: trap, trap_type: normal, target: {{what: monster,
                    player: controller, zone: field}}, effect: [{{destroy: chosen}}]}}]
  B:
    monsters: [{{id: b-attacker, name: Attacker, kind: monster, level: 4, atk: 1800,
                 def: 1000}}]
actions:
  - attack: {{attacker: b-attacker, target: direct}}
  - activate: {{card: a-fader, effect: 0}}
  - pass
  - pass
  - activate: {{card: a-break, target: a-fader}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-fader"], result
    assert "8-4-10" in result["rules_cited"]


def test_core_of_chaos_with_its_effects_negated_goes_to_the_graveyard(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-core, card: "{CORE}"}}]
  B:
    spells_traps: [{BREAK}, {{id: b-drain, name: Drain, kind: trap, trap_type: continuous,
                               face_up: true, negates_monsters: true}}]
actions:
  - activate: {{card: b-break, target: a-core}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-core"] and a["banished"] == [], result["verdict"]
    assert "5-4-9" not in result["rules_cited"]


def test_core_of_chaos_destroyed_by_battle_is_banished(printed):
    result = judged(f"""
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-core, card: "{CORE}", position: defense}}]
  B:
    monsters: [{{id: b-attacker, name: Attacker, kind: monster, level: 4, atk: 1800,
                 def: 1000}}]
actions:
  - attack: {{attacker: b-attacker, target: a-core}}""")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-core"] and a["graveyard"] == [], result["verdict"]
    assert "5-4-9" in result["rules_cited"]
    assert any("by its own effect" in str(step) for step in result["steps"]), result["steps"]
