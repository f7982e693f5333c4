"""What a material gives the monster Summoned using it (8-5-11), read from real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged:
Windwitch - Freeze Bell keeps a WIND Synchro Monster Summoned with it from destruction by
battle (not another Synchro Monster), and Bachibachibachi gives the Xyz Monster Summoned with
it piercing battle damage."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BELL, BACHI, SPARROW = "20246864", "83272895", "34550857"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BELL, BACHI, SPARROW)))


def test_the_sentences_are_read(printed):
    grants = {number: Card.objects.get(game_id="ygo", number=number) for number in
              (BELL, BACHI, SPARROW)}
    assert all(card.automation == "full" for card in grants.values())
    assert grants[BELL].encoding["summon_grant"] == {
        "by": "synchro", "to": {"attribute": "WIND"}, "gives": "battle_indestructible"}
    assert grants[BACHI].encoding["summon_grant"] == {"by": "xyz", "gives": "piercing"}
    assert grants[SPARROW].encoding["summon_grant"] == {
        "by": "xyz", "to": {"attribute": "WIND"}, "gives": "untargetable_by_opponent"}


SYNCHRO = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-wind, name: Wind Synchro, level: 5, atk: 2000, def: 0,
                   attribute: WIND, types: [Spellcaster, Synchro, Effect]}},
                 {{id: a-dark, name: Dark Synchro, level: 5, atk: 2000, def: 0,
                   attribute: DARK, types: [Spellcaster, Synchro, Effect]}}]
    monsters: [{{id: a-bell, card: "{bell}"}},
               {{id: a-tuner, name: Tuner, level: 2, atk: 0, def: 0,
                 types: [Spellcaster, Tuner]}}]
  B:
    monsters: [{{id: b-big, name: Big, level: 8, atk: 3000, def: 0}}]
actions:
  - synchro_summon: {{card: {synchro}, materials: [a-bell, a-tuner]}}
  - battle_phase
  - attack: {{attacker: {synchro}, target: b-big}}
  - pass
"""


def test_a_wind_synchro_monster_is_not_destroyed_by_battle(printed):
    result = judged(SYNCHRO.format(bell=BELL, synchro="a-wind"))
    assert result["illegal"] is None, result["illegal"]
    codes = [step["code"] for step in result["steps"]]
    assert "summon_grant.gained" in codes and "battle.not_destroyed" in codes
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-wind"]
    assert "8-5-11" in result["rules_cited"]
    other = judged(SYNCHRO.format(bell=BELL, synchro="a-dark"))
    assert "summon_grant.gained" not in [step["code"] for step in other["steps"]]
    assert other["state"]["players"]["A"]["monsters"] == []


XYZ = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-xyz, name: Insect Xyz, level: 3, atk: 2000, def: 0,
                   types: [Insect, Xyz, Effect]}}]
    monsters: [{{id: a-bachi, card: "{bachi}"}},
               {{id: a-three, name: Three, level: 3, atk: 1000, def: 100, types: [Insect]}}]
  B:
    monsters: [{{id: b-wall, name: Wall, level: 4, atk: 0, def: 500, position: defense}}]
actions:
  - xyz_summon: {{card: a-xyz, materials: [a-bachi, a-three]}}
  - battle_phase
  - attack: {{attacker: a-xyz, target: b-wall}}
  - pass
"""


def test_an_xyz_monster_inflicts_piercing_damage(printed):
    result = judged(XYZ.format(bachi=BACHI))
    assert result["illegal"] is None, result["illegal"]
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1500
