"""A monster that needs a Field Spell to stay (5-4-6) and is the only one of its kind on the
field (5-4-7), and one that needs every monster of its controller to be of its kind (5-4-6),
read from real cards (Earthbound Immortal Ccapac Apu, Earthbound Immortal Wiraqocha Rasca,
Rubic, Malebranche of the Burning Abyss; Dogoran, the Mad Flame Kaiju, Mystical Space Typhoon;
imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CCAPAC, RASCA, RUBIC, DOGORAN, TYPHOON = "46263076", "41181774", "00734741", "93332803", \
    "05318639"
FIELD = ("    field_spell: {id: b-field, name: Some Field, kind: spell, spell_type: field, "
         "face_up: true}\n")


def board(actions: str, a: str, b: str = "") -> str:
    return ("game: ygo\nturn: {number: 4, player: A}\nplayers:\n  A:\n" + a + "  B:\n" + b
            + "actions:\n" + actions + "\n")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CCAPAC, RASCA, RUBIC, DOGORAN, TYPHOON)))


def test_it_stays_while_either_player_has_a_face_up_field_spell(printed):
    a = (f'    monsters: [{{id: a-apu, card: "{CCAPAC}"}}]\n'
         f'    hand: [{{id: a-typhoon, card: "{TYPHOON}"}}]\n')
    result = judged(board("  - activate: {card: a-typhoon, target: b-field}\n  - pass\n  - pass",
                          a, FIELD))
    players = result["state"]["players"]
    assert "b-field" in players["B"]["graveyard"]
    assert "a-apu" in players["A"]["graveyard"]  # no Field Spell is left on the field
    assert "5-4-6" in result["rules_cited"]


def test_a_second_earthbound_immortal_on_either_field_is_refused(printed):
    a = ('    monsters: [{id: a-one, name: One, atk: 100, def: 100}, '
         '{id: a-two, name: Two, atk: 100, def: 100}]\n'
         f'    hand: [{{id: a-rasca, card: "{RASCA}"}}]\n' + FIELD.replace("b-field", "a-field"))
    b = f'    monsters: [{{id: b-apu, card: "{CCAPAC}"}}]\n'
    result = judged(board("  - normal_summon: {card: a-rasca, tributes: [a-one, a-two]}", a, b))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.only_one_field"
    assert result["illegal"]["rules"] == ["5-4-7"]


def test_a_set_one_is_allowed(printed):
    a = ('    monsters: [{id: a-one, name: One, atk: 100, def: 100}, '
         '{id: a-two, name: Two, atk: 100, def: 100}]\n'
         f'    hand: [{{id: a-rasca, card: "{RASCA}"}}]\n' + FIELD.replace("b-field", "a-field"))
    b = f'    monsters: [{{id: b-apu, card: "{CCAPAC}"}}]\n'
    result = judged(board("  - set_monster: {card: a-rasca, tributes: [a-one, a-two]}", a, b))
    assert result["outcome"] == "completed"


def test_a_second_kaiju_under_the_same_player_is_refused(printed):
    a = (f'    monsters: [{{id: a-dogoran, card: "{DOGORAN}"}}, '
         '{id: a-one, name: One, atk: 100, def: 100}, {id: a-two, name: Two, atk: 100, '
         'def: 100}]\n'
         f'    hand: [{{id: a-second, card: "{DOGORAN}"}}]\n')
    result = judged(board("  - normal_summon: {card: a-second, tributes: [a-one, a-two]}", a))
    assert result["illegal"]["code"] == "illegal.only_one_kind"
    assert result["illegal"]["rules"] == ["5-4-7"]


def test_a_kaiju_on_the_opponents_field_does_not_count(printed):
    a = ('    monsters: [{id: a-one, name: One, atk: 100, def: 100}, {id: a-two, name: Two, '
         'atk: 100, def: 100}]\n'
         f'    hand: [{{id: a-second, card: "{DOGORAN}"}}]\n')
    b = f'    monsters: [{{id: b-dogoran, card: "{DOGORAN}"}}]\n'
    result = judged(board("  - normal_summon: {card: a-second, tributes: [a-one, a-two]}", a, b))
    assert result["outcome"] == "completed"


def test_burning_abyss_goes_once_its_controller_has_another_kind_of_monster(printed):
    a = (f'    monsters: [{{id: a-rubic, card: "{RUBIC}"}}]\n'
         '    hand: [{id: a-other, name: Other, atk: 100, def: 100, level: 4}]\n')
    result = judged(board("  - set_monster: {card: a-other}", a))
    players = result["state"]["players"]
    assert "a-rubic" in players["A"]["graveyard"]  # a face-down monster is of no kind
    assert "5-4-6" in result["rules_cited"]


def test_burning_abyss_goes_once_a_summon_of_another_kind_succeeds(printed):
    a = (f'    monsters: [{{id: a-rubic, card: "{RUBIC}"}}]\n'
         '    hand: [{id: a-other, name: Other, atk: 100, def: 100, level: 4}]\n')
    result = judged(board("  - normal_summon: {card: a-other}\n  - battle_phase", a))
    assert "a-rubic" in result["state"]["players"]["A"]["graveyard"]
    assert "5-4-6" in result["rules_cited"]


def test_a_set_one_turned_face_up_beside_another_is_destroyed_by_the_game(printed):
    a = (f'    monsters: [{{id: a-apu, card: "{CCAPAC}"}}]\n'
         + FIELD.replace("b-field", "a-field"))
    b = f'    monsters: [{{id: b-rasca, card: "{RASCA}", position: set}}]\n'
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-apu, target: b-rasca}\n"
                          "  - pass\n  - main2", a, b))
    assert result["outcome"] == "completed"
    assert "b-rasca" in result["state"]["players"]["B"]["graveyard"]
    assert "5-4-7" in result["rules_cited"]
    assert any(step["code"] == "only_one_field.destroyed" for step in result["steps"])
