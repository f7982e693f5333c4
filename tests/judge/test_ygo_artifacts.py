"""Artifact Scythe and Artifact Vajra (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged: Special Summoned during the opponent's turn,
Scythe forbids that opponent every Special Summon from the Extra Deck for the rest of the turn
(5-2-10), Vajra destroys every card in its controller's Spell & Trap Zones, the Pendulum Zones
among them, not the Field Spell (3-6-1, 5-3-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SCYTHE, VAJRA = "20292186", "69304426"  # Artifact Scythe, Artifact Vajra
GABONGA = "34001672"  # Goblin Biker Big Gabonga (a Rank 3 Xyz Monster)


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (SCYTHE, VAJRA, GABONGA)))


def test_both_read_whole(imported):
    scythe = Card.objects.get(game_id="ygo", number=SCYTHE)
    vajra = Card.objects.get(game_id="ygo", number=VAJRA)
    assert scythe.automation == "full" and vajra.automation == "full", (scythe.notes,
                                                                        vajra.notes)
    assert scythe.encoding["effects"][1]["effect"] == [
        {"summon_lock": {"from": "extra_deck", "player": "opponent"}}]
    assert vajra.encoding["effects"][1]["effect"] == [
        {"destroy_all": {"player": "controller", "what": "spell_trap_zones"}}]


CALL = """[{{id: a-call, name: Call, kind: trap, trap_type: normal, face_up: false,
                     effect: [{{special_summon: {{card: chosen}}}}],
                     target: {{what: monster, zone: graveyard, player: controller}}}}"""
SCYTHE_BOARD = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: """ + CALL + """]
    graveyard: [{{id: a-scythe, card: "{scythe}"}}]
  B:
    monsters: [{{id: b-one, name: One, kind: monster, level: 3, atk: 1000, def: 1000}},
               {{id: b-two, name: Two, kind: monster, level: 3, atk: 1000, def: 1000}}]
    extra_deck: [{{id: b-gabonga, card: "{gabonga}"}}]
actions:
  - activate: {{card: a-call, target: a-scythe}}
  - pass
  - pass
  - activate: {{card: a-scythe, effect: 1}}
  - pass
  - pass
  - xyz_summon: {{card: b-gabonga, materials: [b-one, b-two]}}
"""
def test_scythe_forbids_the_opponent_an_xyz_summon(imported):
    result = judged(SCYTHE_BOARD.format(scythe=SCYTHE, gabonga=GABONGA))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-10", result["illegal"]
    said = " ".join(step["text"] for step in result["steps"])
    assert "B cannot Special Summon" in said, said


VAJRA_BOARD = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: """ + CALL + """,
                   {{id: a-set, name: Kept, kind: spell, spell_type: normal, face_up: false}},
                   {{id: a-scale, name: Scale, kind: monster, level: 4, atk: 1000, def: 1000,
                     types: [Spellcaster, Pendulum, Effect], scale: 4}}]
    field_spell: {{id: a-field, name: Ground, kind: spell, spell_type: field, face_up: true}}
    graveyard: [{{id: a-vajra, card: "{vajra}"}}]
  B:
    spells_traps: [{{id: b-set, name: Theirs, kind: spell, spell_type: normal,
                     face_up: false}}]
actions:
  - activate: {{card: a-call, target: a-vajra}}
  - pass
  - pass
  - activate: {{card: a-vajra, effect: 1}}
  - pass
  - pass
"""


def test_vajra_destroys_its_spell_and_trap_zones_not_the_field_zone(imported):
    result = judged(VAJRA_BOARD.format(vajra=VAJRA))
    assert result["outcome"] == "completed", result.get("illegal")
    mine = player(result, "A")
    assert {"a-set", "a-scale"} <= set(mine["graveyard"] + mine.get("extra_deck", []))
    assert not mine["spells_traps"], mine
    assert mine["field_spell"], mine  # the Field Zone is no Spell & Trap Zone
    assert player(result, "B")["spells_traps"], result  # only its controller's
    assert "5-3-1" in result["rules_cited"]
