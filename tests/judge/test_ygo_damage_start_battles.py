"""Trigger Effects at the Start of the Damage Step of a monster's battle, attacking or attacked
(12-4-14), on real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Neo-Spacian Grand Mole returns the monster it battles and itself to the hand,
whether it attacks or is attacked; The Weather Thundery Canvas gives a "The Weather" monster
beside it the same timing (3-11-3): it banishes itself to return the monster it battles."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

MOLE, THUNDERY = "80344569", "16849715"  # Neo-Spacian Grand Mole, The Weather Thundery Canvas

OTHER = ("{id: OWNER-foe, name: Foe, kind: monster, level: 4, atk: 1800, def: 1000, "
         "column: 3}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MOLE, THUNDERY)))


def duel(mine: str, theirs: str, turn: str, attacker: str, target: str, who: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: {turn}}}
players:
  A: {{{mine}}}
  B: {{{theirs}}}
actions:
  - battle_phase
  - attack: {{attacker: {attacker}, target: {target}}}
  - damage_step: {{timing: start}}
  - activate: {{card: {who}, effect: 0}}
  - pass
  - pass
""")


def test_grand_mole_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=MOLE)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["event"] == "damage_step_start_battles_monster"
    assert effect["effect"] == [{"to_hand": "battled"}, {"to_hand": "self"}]


def test_grand_mole_attacking_returns_both_to_the_hand(printed):
    result = duel(f'monsters: [{{id: a-mole, card: "{MOLE}"}}]',
                  "monsters: [" + OTHER.replace("OWNER", "b") + "]", "A", "a-mole", "b-foe",
                  "a-mole")
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["hand"] == ["a-mole"] and players["B"]["hand"] == ["b-foe"]
    assert players["B"]["lp"] == 8000  # no damage calculation (12-4-10)
    assert "12-4-14" in result["rules_cited"]


def test_grand_mole_attacked_answers_too(printed):
    result = duel(f'monsters: [{{id: a-mole, card: "{MOLE}"}}]',
                  "monsters: [" + OTHER.replace("OWNER", "b") + "]", "B", "b-foe", "a-mole",
                  "a-mole")
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["hand"] == ["a-mole"] and players["B"]["hand"] == ["b-foe"]


def test_a_direct_attack_is_no_battle_with_a_monster(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-mole, card: "{MOLE}"}}]}}
  B: {{}}
actions:
  - battle_phase
  - attack: {{attacker: a-mole, target: direct}}
  - damage_step: {{timing: start}}
  - activate: {{card: a-mole, effect: 0}}
""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_thundery_canvas_gives_the_weather_monster_the_effect(printed):
    painter = ("{id: a-paint, name: Painter, kind: monster, level: 4, atk: 1200, def: 800, "
               'types: [Fairy, Effect], archetypes: ["The Weather"], column: 2}')
    mine = (f"monsters: [{painter}], spells_traps: [{{id: a-canvas, card: \"{THUNDERY}\", "
            "face_up: true, column: 1}]")
    result = duel(mine, "monsters: [" + OTHER.replace("OWNER", "b") + "]", "A", "a-paint",
                  "b-foe", "a-paint")
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["banished"] == ["a-paint"] and players["B"]["hand"] == ["b-foe"]
    assert {"12-4-14", "3-11-3"} <= set(result["rules_cited"])
