"""Real monsters unaffected by some effects (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged (5-3-29): Deepsea Warrior, unaffected by Spells
only while "Umi" is on the field, Traptrix Mantis, unaffected by "Hole" Normal Traps (a "Trap
Hole" card among them), and Silent Magician LV8, unaffected by its opponent's Spell effects
only; and two Xyz Monsters whose effects make a monster unaffected for the turn: Number 81:
Superdreadnought Rail Cannon Super Dora (its target, by card effects except its own) and
Evilswarm Thanatos (itself, by other monster effects); and Infestation Pandemic, every "lswarm"
monster its player controls as it resolves, by Spell and Trap effects; Gravekeeper's Heretic,
unaffected by other cards' effects while "Necrovalley" is on the field, and a "Crusadia" card
whose target is unaffected by card effects this turn except its own."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

DEEPSEA, MANTIS, SILENT = "24128274", "82738277", "72443568"
DORA, THANATOS = "49032236", "65884091"  # Super Dora, Evilswarm Thanatos
PANDEMIC = "27541267"  # Infestation Pandemic
HERETIC, CRUSADIA = "46955770", "96434581"  # Gravekeeper's Heretic, a "Crusadia" Spell


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DEEPSEA, MANTIS, SILENT, DORA, THANATOS, PANDEMIC, HERETIC,
                          CRUSADIA)))


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


def test_the_effects_for_the_turn_are_read():
    [dora] = derived(DORA).encoding["effects"]
    assert dora["effect"] == [{"unaffected_turn": {"card": "chosen", "by": "others"}}]
    assert dora["detach"] == 1 and dora["target"]["face_up"] is True
    [thanatos] = derived(THANATOS).encoding["effects"]
    assert thanatos["effect"] == [{"unaffected_turn": {"card": "self", "by": "monsters"}}]


@pytest.mark.django_db
def test_super_dora_keeps_its_target_from_a_spell_this_turn(printed):
    for number in (DORA, THANATOS):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-dora, card: "{DORA}", materials: 2}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
    hand: [{{id: a-wipe, name: Wipe, kind: spell, spell_type: normal,
             effect: [destroy_all: {{what: monsters, player: both}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-dora, effect: 0, target: a-x}}
  - pass
  - pass
  - activate: {{card: a-wipe}}
  - pass
  - pass""")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-x"]
    assert "5-3-29" in result["rules_cited"]


@pytest.mark.django_db
def test_infestation_pandemic_keeps_every_lswarm_monster_from_a_spell(printed):
    assert Card.objects.get(game_id="ygo", number=PANDEMIC).automation == "full"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-s, name: Swarm, kind: monster, level: 4, atk: 100, def: 100,
                 archetypes: [lswarm]}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
    hand: [{{id: a-pandemic, card: "{PANDEMIC}"}},
           {{id: a-wipe, name: Wipe, kind: spell, spell_type: normal,
             effect: [destroy_all: {{what: monsters, player: both}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-pandemic}}
  - pass
  - pass
  - activate: {{card: a-wipe}}
  - pass
  - pass""")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-s"]


def test_the_condition_said_last_and_a_target_named_by_its_archetype():
    assert derived(HERETIC).encoding["unaffected"] == {
        "by": "others", "if": {"field_control": {"names": ["Necrovalley"]}}}
    assert '"Necrovalley"' in english(HERETIC)["text"]
    assert derived(CRUSADIA).encoding["effect"] == [
        {"unaffected_turn": {"card": "chosen", "by": "others"}}]


@pytest.mark.django_db
def test_gravekeepers_heretic_only_with_necrovalley(printed):
    for number in (HERETIC, CRUSADIA):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    valley = ("field_spell: {id: b-valley, name: Necrovalley, kind: spell, spell_type: field, "
              "face_up: true}")
    assert survives(HERETIC, field=valley)
    assert not survives(HERETIC)
