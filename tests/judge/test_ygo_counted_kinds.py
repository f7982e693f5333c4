"""What "for each" counts beside cards of a kind (5-3-20, 5-1-1, 4-5-5): Spells/Traps, a Set
card in the Spell & Trap Zone among them (Neo-Spacian Flare Scarab), the Equip Cards equipped
to the monster itself (Maha Vailo), a Continuous Trap in the GY (Uria, Lord of Searing Flames)
and the Spells and Traps on the opponent's side (Princess of Tsurugi): real cards imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SCARAB, VAILO, URIA, TSURUGI = "89621922", "93013676", "06007213", "51371017"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SCARAB, VAILO, URIA, TSURUGI)))


def counted(number: str) -> dict:
    card = Card.objects.get(game_id="ygo", number=number)
    assert card.automation == "full", number
    return card.encoding


def test_the_counted_kinds_are_read(printed):
    assert "Spell/Trap your opponent controls" in english(SCARAB)["text"]
    assert counted(SCARAB)["stat_changes"][0]["for_each"] == {
        "zone": "field", "player": "opponent", "what": "spell_trap"}
    assert counted(VAILO)["stat_changes"][0]["for_each"]["what"] == "equip_card"
    uria = [change for change in counted(URIA)["stat_changes"] if "for_each" in change]
    assert uria[0]["for_each"] == {"zone": "graveyard", "player": "controller", "what": "trap",
                                   "property": "continuous"}
    damage = counted(TSURUGI)["flip"][0]["damage"]
    assert damage["for_each"]["what"] == "spell_trap" and damage["amount"] == 500


def test_flare_scarab_counts_a_set_card_in_the_spell_and_trap_zone(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-scarab, card: "{SCARAB}"}}]}}
  B:
    spells_traps: [{{id: b-set, name: Set One, kind: trap, trap_type: normal}},
                   {{id: b-cont, name: Open One, kind: spell, spell_type: continuous,
                     face_up: true}}]
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}}]
actions:
  - battle_phase
  - attack: {{attacker: a-scarab, target: b-x}}
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - (500 + 2 * 400 - 1000)


EQUIP = """{{id: {id}, name: {name}, kind: spell, spell_type: equip,
       target: {{what: monster, player: any, zone: field, face_up: true}},
       effect: [{{equip: {{card: chosen, atk: 0, def: 0}}}}]}}"""


def test_maha_vailo_gains_for_each_equip_card_equipped_to_it(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-vailo, card: "{VAILO}"}}]
    hand: [{EQUIP.format(id="a-e1", name="Band")}, {EQUIP.format(id="a-e2", name="Ring")}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 2000, def: 1000}}]
actions:
  - activate: {{card: a-e1, target: a-vailo}}
  - pass
  - pass
  - activate: {{card: a-e2, target: a-vailo}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-vailo, target: b-x}}
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - (1550 + 2 * 500 - 2000)
