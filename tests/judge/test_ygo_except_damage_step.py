"""An effect whose condition ends in "(except during the Damage Step)" (digest 12-4-12): the
reader keeps the parenthetical with its effect (a real card, read in place from
../shared/fixtures) and the engine refuses the effect at every timing of the Damage Step, even
one that changes ATK (otherwise allowed until damage calculation, 12-4-8)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run

from cards.ygo import monster_shapes, psct

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english  # noqa: E402

FALLEN_OF_ALBAZ = "68468459"


def test_the_reader_keeps_the_parenthetical_with_its_condition():
    card = english(FALLEN_OF_ALBAZ)
    effects = psct.read(card["text"], "monster", "", card["monster_types"]).effects
    conditions = [e.condition for e in effects]
    assert "If this card is Normal or Special Summoned (except during the Damage Step)" \
        in conditions
    assert not any(c.startswith("(except") for c in conditions)
    read = [monster_shapes._outside_damage_step(c) for c in conditions]
    assert ("If this card is Normal or Special Summoned", True) in read


def test_a_quick_effect_after_monsters_s_stays_one_sentence():
    text = ("When your opponent Special Summons a monster(s) (Quick Effect): You can destroy "
            "that monster.")
    [effect] = psct.read(text, "monster", "", ["Dragon", "Effect"]).effects
    assert effect.condition == "When your opponent Special Summons a monster(s) (Quick Effect)"
    assert effect.quick


def boosting(excepted: bool) -> dict:
    effect = {"type": "quick", "effect": [{"atk": {"target": "a-x", "amount": 1000}}]}
    if excepted:
        effect["not_in_damage_step"] = True
    return monster("a-x", atk=1000, position="attack", effects=[effect])


def attack(excepted: bool, *steps: object) -> dict:
    return run(a={"monsters": [boosting(excepted)]},
               b={"monsters": [monster("b-x", atk=1500, position="attack")]},
               actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                        *steps])


@pytest.mark.parametrize("timing", ["start", "before_damage_calculation"])
def test_it_is_refused_in_the_damage_step_where_another_atk_change_is_allowed(timing):
    allowed = attack(False, {"damage_step": {"timing": timing}}, {"activate": {"card": "a-x"}})
    assert allowed["outcome"] == "completed"
    assert player(allowed, "B")["lp"] == 7500  # 2000 against 1500
    refused = attack(True, {"damage_step": {"timing": timing}}, {"activate": {"card": "a-x"}})
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.damage_step_excepted"
    assert refused["illegal"]["rules"] == ["12-4-12", "12-4-6"]
    assert "(except during the Damage Step)" in refused["illegal"]["reason"]


def test_it_is_allowed_before_the_damage_step():
    result = attack(True, {"activate": {"card": "a-x"}})  # answering the attack declaration
    assert result["outcome"] == "completed"
    assert player(result, "B")["lp"] == 7500
