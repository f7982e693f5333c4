"""A material's "●" line read as the Continuous Effect of the monster Summoned using it
(cards/ygo/grant_statics.py, 8-5-11), from real cards (imported from ../shared/fixtures/
yaml-yugi into a temporary folder, facts only) and judged: Tactical Trainer of the Six Samurai
makes a "Six Samurai" Synchro Monster Summoned with it lower the ATK of the opponent's monsters
(5-1-1), not another Synchro Monster; Photon Vanisher's Xyz Monster banishes the monster it
destroys by battle (12-8-8); Vendread Anima's words read the same."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

TRAINER, VANISHER, ANIMA = "16968936", "43147039", "70491682"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TRAINER, VANISHER, ANIMA)))


def grant(number: str) -> dict:
    return Card.objects.get(game_id="ygo", number=number).encoding["summon_grant"]


def test_the_lines_are_read_as_the_summoned_monsters_own(printed):
    assert Card.objects.get(game_id="ygo", number=TRAINER).automation == "full"
    assert Card.objects.get(game_id="ygo", number=ANIMA).automation == "full"
    assert '"Six Samurai" monster that was Synchro Summoned' in english(TRAINER)["text"]
    assert grant(TRAINER) == {"by": "synchro", "to": {"archetype": "Six Samurai"},
                              "stat_changes": [{"monsters": {}, "player": "opponent",
                                                "atk": -500, "def": 0}]}
    assert grant(VANISHER) == {"by": "xyz", "gives": "battle_banishes"}
    assert grant(ANIMA) == {"by": "ritual", "to": {"archetype": "Vendread"},
                            "gives": "battle_banishes"}


SYNCHRO = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-samurai, name: Samurai Synchro, level: 5, atk: 2500, def: 0,
                   archetypes: [Six Samurai], types: [Warrior, Synchro, Effect]}},
                 {{id: a-other, name: Other Synchro, level: 5, atk: 2500, def: 0,
                   types: [Warrior, Synchro, Effect]}}]
    monsters: [{{id: a-trainer, card: "{trainer}"}},
               {{id: a-three, name: Three, level: 3, atk: 1000, def: 0, types: [Warrior]}}]
  B:
    monsters: [{{id: b-big, name: Big, level: 8, atk: 3000, def: 0}}]
actions:
  - synchro_summon: {{card: {synchro}, materials: [a-trainer, a-three]}}
"""


def atk_of(result: dict, card: str) -> int:
    return next(m["atk"] for m in result["state"]["players"]["B"]["monsters"] if m["id"] == card)


def test_a_six_samurai_synchro_monster_lowers_the_opponents_atk(printed):
    result = judged(SYNCHRO.format(trainer=TRAINER, synchro="a-samurai"))
    assert result["illegal"] is None, result["illegal"]
    assert "summon_grant.gained" in [step["code"] for step in result["steps"]]
    assert atk_of(result, "b-big") == 2500
    assert "8-5-11" in result["rules_cited"]
    other = judged(SYNCHRO.format(trainer=TRAINER, synchro="a-other"))
    assert "summon_grant.gained" not in [step["code"] for step in other["steps"]]
    assert atk_of(other, "b-big") == 3000


XYZ = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-xyz, name: Rank Four, level: 4, atk: 2500, def: 0,
                   types: [Warrior, Xyz, Effect]}}]
    monsters: [{{id: a-vanisher, card: "{vanisher}"}},
               {{id: a-four, name: Four, level: 4, atk: 1000, def: 0, types: [Warrior]}}]
  B:
    monsters: [{{id: b-small, name: Small, level: 4, atk: 1000, def: 0}}]
actions:
  - xyz_summon: {{card: a-xyz, materials: [a-vanisher, a-four]}}
  - battle_phase
  - attack: {{attacker: a-xyz, target: b-small}}
  - pass
"""


def test_photon_vanishers_xyz_monster_banishes_what_it_destroys_by_battle(printed):
    result = judged(XYZ.format(vanisher=VANISHER))
    assert result["illegal"] is None, result["illegal"]
    b = result["state"]["players"]["B"]
    assert b["monsters"] == [] and b["banished"] == ["b-small"] and b["graveyard"] == []
    assert {"8-5-11", "12-8-8"} <= set(result["rules_cited"])
