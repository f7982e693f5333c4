"""What an Xyz Monster's Xyz Materials keep going (4-4-3), with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Evolzar Solda, which card
effects cannot destroy while it has material, and Abysstrite, the Atlantean Spirit, whose WATER
monsters gain ATK/DEF for each material attached to it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db


# Evolzar Solda: "Cannot be destroyed by card effects while it has material." (4-4-3)
SOLDA = "18511599"
SOLDA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hit, name: Hit, kind: spell, spell_type: normal,
             target: {{what: monster, zone: field}}, effect: [{{destroy: chosen}}]}}]
  B:
    monsters: [{{id: b-solda, card: "{solda}", materials: {materials}}}]
actions:
  - activate: {{card: a-hit, target: b-solda}}
  - pass
  - pass"""


@pytest.fixture
def solda(tmp_path):
    store(subset(tmp_path, (SOLDA,)))


def test_solda_reads_its_condition_on_materials():
    read = derived(SOLDA)
    assert read.automation == "full"
    assert read.encoding["effect_indestructible"] is True
    assert read.encoding["while_material"] == ["effect_indestructible"]


def test_solda_stays_only_while_it_has_material(solda):
    kept = judged(SOLDA_BOARD.format(solda=SOLDA, materials=1))
    assert [m["id"] for m in player(kept, "B")["monsters"]] == ["b-solda"]
    assert "5-3-12" in kept["rules_cited"]
    gone = judged(SOLDA_BOARD.format(solda=SOLDA, materials=0))
    assert player(gone, "B")["monsters"] == [] and "b-solda" in player(gone, "B")["graveyard"]


# Abysstrite, the Atlantean Spirit: "WATER monsters you control gain 300 ATK/DEF for each
# material attached to this card." (4-4-3, 5-1-1)
ABYSSTRITE = "09453320"


@pytest.fixture
def abysstrite(tmp_path):
    store(subset(tmp_path, (ABYSSTRITE,)))


def test_abysstrite_counts_its_own_materials():
    read = derived(ABYSSTRITE)
    assert read.automation == "full"
    assert read.encoding["stat_changes"][0]["for_each"] == {
        "zone": "field", "player": "controller", "what": "own_material"}


def test_abysstrite_raises_water_monsters_by_its_materials(abysstrite):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-abyss, card: "{ABYSSTRITE}", materials: 2}},
               {{id: a-fish, name: Fish, level: 4, atk: 1000, def: 1000, attribute: WATER,
                 types: [Fish]}},
               {{id: a-bird, name: Bird, level: 4, atk: 1000, def: 1000, attribute: WIND,
                 types: [Winged Beast]}}]
  B: {{}}
actions: []""")
    stats = {m["id"]: (m["atk"], m["def"]) for m in player(result, "A")["monsters"]}
    assert stats["a-fish"] == (1600, 1600) and stats["a-bird"] == (1000, 1000)
    assert stats["a-abyss"][0] == 2100 + 600  # itself a WATER monster


# Mira the Star-Bearer: "If this face-up card would be destroyed, you can detach 1 Xyz
# Material from this card instead." (4-4-6)
MIRA = "60181553"
MIRA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hit, name: Hit, kind: spell, spell_type: normal,
             target: {{what: monster, zone: field}}, effect: [{{destroy: chosen}}]}}]
    monsters: [{{id: a-big, name: Big, level: 8, atk: 3000, def: 0}}]
  B:
    monsters: [{{id: b-mira, card: "{mira}", materials: {materials}{use}}}]
actions:
{actions}"""
HIT = "  - activate: {card: a-hit, target: b-mira}\n  - pass\n  - pass"
ATTACK = "  - battle_phase\n  - attack: {attacker: a-big, target: b-mira}\n  - pass"


@pytest.fixture
def mira(tmp_path):
    store(subset(tmp_path, (MIRA,)))


def mira_after(actions: str, materials: int, use: str = "") -> dict:
    return judged(MIRA_BOARD.format(mira=MIRA, materials=materials, use=use, actions=actions))


def test_mira_reads_its_substitute():
    assert derived(MIRA).encoding["detach_instead"] == {"count": 1, "by": ["battle", "effect"]}


def test_mira_detaches_instead_of_being_destroyed(mira):
    for actions in (HIT, ATTACK):
        result = mira_after(actions, 2)
        [kept] = player(result, "B")["monsters"]
        assert kept["id"] == "b-mira" and kept["materials"] == 1, actions
        assert "4-4-6" in result["rules_cited"]


def test_mira_without_material_or_declining_is_destroyed(mira):
    for materials, use in ((0, ""), (2, ", detach_instead: {count: 1, by: [battle, effect], "
                                       "use: false}")):
        result = mira_after(HIT, materials, use)
        assert player(result, "B")["monsters"] == [], (materials, use)
