"""Real cards whose Special Summon and ATK gain are one sentence (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Mathmech
Equation Special Summons its target from the GY and that monster gains ATK until the end of the
turn; Frightfur Sheep, destroyed by battle, Special Summons itself and gains ATK while it stays,
and Giant Rex for each banished Dinosaur monster counted as it resolves (5-3-20). "It" is the
monster the Summon put on the field, a new card since (5-2-7, 5-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

EQUATION, SHEEP, REX = "14025912", "57477163", "80280944"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EQUATION, SHEEP, REX)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_summon_and_the_gain_are_read_on_the_summoned_monster(printed):
    assert stored(EQUATION).automation == "full"
    assert "and if you do, it gains 1000 ATK until the end of this turn" \
        in english(EQUATION)["text"]
    steps = stored(EQUATION).encoding["effect"]
    assert steps == [{"special_summon": {"card": "chosen"}},
                     {"if_you_do": [{"atk": {"target": "summoned_target", "amount": 1000}}]}]
    assert stored(SHEEP).notes == []
    [effect] = stored(SHEEP).encoding["effects"]
    assert effect["effect"][1] == {"if_you_do": [{"atk": {"target": "summoned_self",
                                                          "amount": 800, "lasting": True}}]}
    [rex] = stored(REX).encoding["effects"]  # counted as it resolves (5-3-20)
    gain = rex["effect"][1]["if_you_do"][0]["atk"]
    assert gain["target"] == "summoned_self" and gain["for_each"]["type"] == "Dinosaur"
    assert gain["for_each"]["zone"] == "banished" and stored(REX).automation == "full"


EQUATION_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-eq, card: "{EQUATION}"}}]
    graveyard: [{{id: a-math, name: Mathmech Sigma, level: 4, atk: 1500, def: 500,
                 archetypes: [Mathmech]}},
                {{id: a-other, name: Other, level: 4, atk: 1500, def: 500}}]
  B: {{}}
actions:
  - activate: {{card: a-eq, target: {{target}}}}
  - pass
  - pass
"""


def test_mathmech_equation_summons_its_target_which_gains_atk(printed):
    result = judged(EQUATION_BOARD.replace("{target}", "a-math"))
    assert result["outcome"] == "completed"
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert monster["id"] == "a-math" and monster["atk"] == 2500
    assert {"5-2-7", "8-4-3"} <= set(result["rules_cited"])
    ended = judged(EQUATION_BOARD.replace("{target}", "a-math") + "  - end_turn\n")
    assert ended["state"]["players"]["A"]["monsters"][0]["atk"] == 1500  # this turn only
    wrong = judged(EQUATION_BOARD.replace("{target}", "a-other"))
    assert wrong["outcome"] == "illegal_action"  # not a "Mathmech" monster (5-2-3)


def test_frightfur_sheep_comes_back_with_800_more_atk(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-big, name: Big, level: 8, atk: 3000, def: 0}}]
  B:
    monsters: [{{id: b-sheep, card: "{SHEEP}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-big, target: b-sheep}}
  - pass
  - activate: {{card: b-sheep}}
  - pass
  - pass
""")
    assert result["outcome"] == "completed"
    [sheep] = result["state"]["players"]["B"]["monsters"]
    assert sheep["id"] == "b-sheep" and sheep["atk"] == 2800
    assert "5-2-7" in result["rules_cited"]
