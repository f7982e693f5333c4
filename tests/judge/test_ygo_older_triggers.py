"""Real monsters whose effects are printed in the older words, without a colon (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged as their newer
wordings: Mine Golem's mandatory Trigger Effect when destroyed by battle, which its controller
must activate (5-1-3, 11-1-8); Karakuri Soldier "Nisamu" changing to Defense Position when
selected as an attack target (12-3-1, 9-2-7); Final Psychic Ogre paying 800 LP to target a
Psychic monster in its GY after it destroys a monster (5-2-2, 5-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GOLEM, NISAMU, OGRE = "76321376", "03846170", "87622767"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GOLEM, NISAMU, OGRE)))


ATTACKED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-it, card: "{card}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-it}}
{then}"""


def test_mine_golem_must_inflict_its_damage_when_destroyed_by_battle(printed):
    skipped = judged(ATTACKED.format(card=GOLEM, then="  - pass\n  - main2"))
    assert skipped["outcome"] == "illegal_action"
    assert skipped["illegal"]["rules"] == ["5-1-3", "11-1-8"]
    used = judged(ATTACKED.format(card=GOLEM, then="  - pass\n  - activate: {card: b-it}"))
    assert used["outcome"] == "completed"
    assert used["state"]["players"]["A"]["lp"] == 7500  # 500 to its opponent
    assert used["state"]["players"]["B"]["graveyard"] == ["b-it"]


def test_nisamu_changes_to_defense_position_when_selected_as_an_attack_target(printed):
    result = judged(ATTACKED.format(card=NISAMU, then="  - activate: {card: b-it}\n"
                                                      "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    assert {"12-3-6", "9-2-7"} <= set(result["rules_cited"])
    assert result["state"]["players"]["B"]["lp"] == 8000  # in Defense Position: no damage
    assert result["state"]["players"]["B"]["graveyard"] == ["b-it"]


OGRE_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, card: "{OGRE}"}}]
    graveyard: [{{id: a-psy, name: Psy, level: 4, atk: 1000, def: 1000, types: [Psychic]}},
                {{id: a-war, name: War, level: 4, atk: 1000, def: 1000, types: [Warrior]}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-x}}
  - pass
"""


def test_final_psychic_ogre_pays_and_targets_a_psychic_monster_in_its_graveyard(printed):
    result = judged(OGRE_BOARD + "  - activate: {card: a-ogre, target: a-psy}\n")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["lp"] == 7200  # 800 paid (5-2-2)
    assert result["state"]["players"]["A"]["hand"] == ["a-psy"]
    wrong = judged(OGRE_BOARD + "  - activate: {card: a-ogre, target: a-war}\n")
    assert wrong["outcome"] == "illegal_action"  # not a Psychic monster (5-2-3)
