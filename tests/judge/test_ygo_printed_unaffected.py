"""Real monsters unaffected by some effects (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged (5-3-27): Deepsea Warrior, unaffected by Spells
only while "Umi" is on the field, Traptrix Mantis, unaffected by "Hole" Normal Traps (a "Trap
Hole" card among them), and Silent Magician LV8, unaffected by its opponent's Spell effects
only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

DEEPSEA, MANTIS, SILENT = "24128274", "82738277", "72443568"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DEEPSEA, MANTIS, SILENT)))


def test_the_sentences_are_read_into_unaffected():
    assert derived(DEEPSEA).encoding["unaffected"] == {
        "by": "spells", "if": {"field_control": {"names": ["Umi"]}}}
    assert '"Umi"' in english(DEEPSEA)["text"]
    assert derived(MANTIS).encoding["unaffected"] == {"by": "normal_traps", "archetype": "Hole"}
    assert derived(SILENT).encoding["unaffected"] == {"by": "spells", "opponent": True}


@pytest.mark.django_db
def test_they_are_fully_read(printed):
    for number in (DEEPSEA, MANTIS):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-card, name: Wipe, kind: {kind}, {prop}, archetypes: [{series}],
             effect: [destroy_all: {{what: monsters, player: opponent}}]}}]
  B:
    monsters: [{{id: b-mon, card: "{number}"}}]
    {field}
actions:
  - activate: {{card: a-card}}
  - pass
  - pass"""
UMI = "field_spell: {id: b-umi, name: Umi, kind: spell, spell_type: field, face_up: true}"


def survives(number: str, kind: str = "spell", field: str = "", series: str = "X") -> bool:
    prop = "spell_type: normal" if kind == "spell" else "trap_type: normal"
    text = BOARD.format(kind=kind, prop=prop, series=series, number=number, field=field)
    if kind == "trap":  # a Normal Trap is Set before it is activated (10-3-2)
        text = text.replace("    hand: [", "    spells_traps: [")
    result = judged(text)
    return "b-mon" in [m["id"] for m in result["state"]["players"]["B"]["monsters"]]


@pytest.mark.django_db
def test_deepsea_warrior_only_while_umi_is_on_the_field(printed):
    assert survives(DEEPSEA, field=UMI)
    assert not survives(DEEPSEA)


@pytest.mark.django_db
def test_traptrix_mantis_and_a_trap_hole(printed):
    assert survives(MANTIS, kind="trap", series="Trap Hole")
    assert not survives(MANTIS, kind="trap")  # another Normal Trap
    assert not survives(MANTIS)  # a Spell


@pytest.mark.django_db
def test_silent_magician_and_its_opponents_spell(printed):
    assert survives(SILENT)
