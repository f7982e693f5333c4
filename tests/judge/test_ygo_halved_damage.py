"""Battle damage halved by a monster's text (12-8-9), on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Shadowknight Archfiend halves
the battle damage it inflicts to the opponent, in its own battles only, a direct attack
included; Arcana Force XIV - Temperance keeps a coin's result (5-3-30): on tails the opponent's
battle damage is halved, on heads its controller's, never the other's."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ARCHFIEND = "09603356"  # Shadowknight Archfiend, 2000 ATK
TEMPERANCE = "60953118"  # Arcana Force XIV - Temperance, 2400 ATK


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ARCHFIEND, TEMPERANCE)))


FIELD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-fiend, card: "{fiend}"}},
               {{id: a-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 0}}]
  B:
    monsters: [{b_monsters}]
actions:
  - battle_phase
  - attack: {{attacker: {attacker}{target}}}
"""
BX = "{id: b-x, name: BX, kind: monster, level: 4, atk: 1000, def: 1000}"


def _lp(result: dict, player: str) -> int:
    return result["state"]["players"][player]["lp"]


def test_the_archfiend_halves_the_damage_of_its_own_battle(printed):
    result = judged(FIELD.format(fiend=ARCHFIEND, b_monsters=BX, attacker="a-fiend",
                                 target=", target: b-x"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _lp(result, "B") == 8000 - 500
    assert "12-8-9" in result["rules_cited"]


def test_the_archfiend_halves_its_direct_attack(printed):
    result = judged(FIELD.format(fiend=ARCHFIEND, b_monsters="", attacker="a-fiend",
                                 target=", target: direct"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _lp(result, "B") == 8000 - 1000


def test_another_monsters_battle_is_not_halved(printed):
    result = judged(FIELD.format(fiend=ARCHFIEND, b_monsters=BX, attacker="a-ogre",
                                 target=", target: b-x"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _lp(result, "B") == 8000 - 800
    assert "12-8-9" not in result["rules_cited"]


SUMMON = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-temperance, card: "{temperance}"}}]
    monsters: [{{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-x, name: BX, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - normal_summon: {{card: a-temperance, tributes: [a-x]}}
  - activate: {{card: a-temperance, effect: 0, coins: [{coin}]}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-temperance, target: b-x}}
"""


def test_on_tails_temperance_halves_the_opponents_battle_damage(printed):
    result = judged(SUMMON.format(temperance=TEMPERANCE, coin="tails"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _lp(result, "B") == 8000 - 700
    assert {"5-3-30", "12-8-9"} <= set(result["rules_cited"])


def test_on_heads_it_halves_only_its_controllers_damage(printed):
    result = judged(SUMMON.format(temperance=TEMPERANCE, coin="heads"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _lp(result, "B") == 8000 - 1400
    assert "12-8-9" not in result["rules_cited"]
