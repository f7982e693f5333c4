"""Real Equip Cards that give their monster more than ATK/DEF, and a real Trap that equips
itself (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
judged: Fairy Meteor Crush gives piercing battle damage, Mist Body keeps the monster from
being destroyed by battle, Shooting Star Bow - Ceal lowers its ATK and lets it attack directly
past the opponent's monsters (10-4-7); Spikeshield with Chain stays on the field equipped after
its chain, a Normal Trap though it is (10-4-6), and its sentence the reader does not know is
named, not applied. D.D.R. discards a card, Special Summons a banished monster equipped with
it, and its leaving the field in any way destroys that monster (10-4-4). Archfiend of Gilfer,
sent to the GY, equips itself to a monster as an Equip Card that lowers its ATK (10-4-6). ZW -
Asura Strike, equipped to a "Utopia" monster, gives it 1000 ATK and lets it attack each monster
the opponent controls once (10-4-7, 12-3-19)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

FAIRY_METEOR_CRUSH, MIST_BODY, CEAL, SPIKESHIELD = "97687912", "47529357", "95638658", "06691855"
DDR, GILFER, UNIT, SIX_SAMURAI = "09622164", "50287060", "71453557", "12324546"
BIG_BANG_SHOT, ASURA = "61127349", "40941889"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FAIRY_METEOR_CRUSH, MIST_BODY, CEAL, SPIKESHIELD, DDR, GILFER,
                              UNIT, SIX_SAMURAI, BIG_BANG_SHOT, ASURA)))


BATTLE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-equip, card: "{card}"}}]
    monsters: [{{id: a-x, name: Fighter, atk: 2000, def: 1000, position: attack}}]
  B:
    monsters: [{{id: b-y, name: Guard, atk: {b_atk}, def: 500, position: {b_position}}}]
actions:
  - activate: {{card: a-equip, target: a-x}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-x, target: {target}}}
  - pass"""


def battle(card: str, target: str = "b-y", b_atk: int = 0, b_position: str = "defense"):
    return judged(BATTLE.format(card=card, target=target, b_atk=b_atk, b_position=b_position))


def test_fairy_meteor_crush_inflicts_piercing_battle_damage(printed):
    result = battle(FAIRY_METEOR_CRUSH)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1500
    assert "10-4-7" in result["rules_cited"]


def test_mist_body_keeps_its_monster_from_being_destroyed_by_battle(printed):
    result = battle(MIST_BODY, b_atk=3000, b_position="attack")
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-x"]
    assert players["A"]["lp"] == 8000 - 1000


def test_ceal_lowers_the_atk_and_attacks_directly_past_a_monster(printed):
    result = battle(CEAL, target="direct")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1000


SHIELD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-x, name: Fighter, atk: 1000, def: 1000}]
    spells_traps: [{id: a-shield, card: "06691855"}]
  B: {}
actions:
  - activate: {card: a-shield, target: a-x}
  - pass
  - pass"""


def test_spikeshield_with_chain_stays_equipped_after_its_chain(printed):
    result = judged(SHIELD)
    a = result["state"]["players"]["A"]
    assert [card["id"] for card in a["spells_traps"]] == ["a-shield"]
    assert a["monsters"][0]["atk"] == 1500
    assert "10-4-6" in result["rules_cited"]
    card = Card.objects.get(game_id="ygo", number=SPIKESHIELD)
    # its third sentence (a DEF change at damage calculation) is named, not applied
    assert card.automation == "partial" and len(card.notes) == 1
    assert card.notes[0] in english(SPIKESHIELD)["text"] and "Defense Position" in card.notes[0]


DDR_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-ddr, card: "09622164"}, {id: a-spare, name: Spare, atk: 100, def: 100}]
    banished: [{id: a-gone, name: Gone, atk: 1800, def: 1000}]
  B:
    spells_traps: [{id: b-bounce, kind: trap, trap_type: normal, target: {what: spell_trap},
                    effect: [{to_hand: chosen}]}]
actions:
  - activate: {card: a-ddr, target: a-gone, cost: [a-spare]}
  - pass
  - pass
  - activate: {card: b-bounce, target: a-ddr}
  - pass
  - pass"""


def test_ddr_returns_a_banished_monster_that_its_leaving_destroys(printed):
    result = judged(DDR_BOARD)
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-ddr"]  # returned by B's Trap, so it left the field
    assert sorted(a["graveyard"]) == ["a-gone", "a-spare"]  # the discard, then the monster
    assert "10-4-4" in result["rules_cited"]


GILFER_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-crush, kind: spell, spell_type: normal, effect: [{destroy: chosen}],
            target: {what: monster, player: controller, zone: field}}]
    monsters: [{id: a-gilfer, card: "50287060"}]
  B:
    monsters: [{id: b-y, name: Guard, atk: 2000, def: 500}]
actions:
  - activate: {card: a-crush, target: a-gilfer}
  - pass
  - pass
  - activate: {card: a-gilfer, target: b-y}
  - pass
  - pass"""


def test_archfiend_of_gilfer_equips_itself_from_the_graveyard(printed):
    players = judged(GILFER_BOARD)["state"]["players"]
    assert [card["id"] for card in players["A"]["spells_traps"]] == ["a-gilfer"]
    assert players["B"]["monsters"][0]["atk"] == 1500


UNIT_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-unit, card: "71453557"}]
  B:
    graveyard: [{id: b-gone, name: Gone, atk: 1800, def: 1000}]
actions:
  - activate: {card: a-unit, target: b-gone}
  - pass
  - pass"""


def test_autonomous_action_unit_takes_a_monster_from_the_opponents_graveyard(printed):
    players = judged(UNIT_BOARD)["state"]["players"]
    assert players["A"]["lp"] == 8000 - 1500
    assert [m["id"] for m in players["A"]["monsters"]] == ["b-gone"]
    assert [card["id"] for card in players["A"]["spells_traps"]] == ["a-unit"]


SAMURAI_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-armor, card: "12324546"}]
    monsters: [{id: a-x, name: Samurai, atk: 1000, def: 1000, archetypes: [Six Samurai]}]
  B:
    spells_traps: [{id: b-crush, kind: trap, trap_type: normal, effect: [{destroy: chosen}],
                    target: {what: monster, player: any, zone: field}}]
actions:
  - activate: {card: a-armor, target: a-x}
  - pass
  - pass
  - activate: {card: b-crush, target: a-x}
  - pass
  - pass"""


def test_a_six_samurai_equip_spell_is_destroyed_instead_of_its_monster(printed):
    a = judged(SAMURAI_BOARD)["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-armor"]


BIG_BANG_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-shot, card: "61127349"}]
    monsters: [{id: a-x, name: Fighter, atk: 1000, def: 1000}]
  B:
    spells_traps: [{id: b-crush, kind: trap, trap_type: normal, effect: [{destroy: chosen}],
                    target: {what: spell_trap}}]
actions:
  - activate: {card: a-shot, target: a-x}
  - pass
  - pass
  - activate: {card: b-crush, target: a-shot}
  - pass
  - pass"""


def test_big_bang_shot_leaving_the_field_banishes_the_equipped_monster(printed):
    result = judged(BIG_BANG_BOARD)
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-x"] and a["graveyard"] == ["a-shot"]
    assert "10-4-4" in result["rules_cited"]


ASURA_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-asura, card: "40941889"}]
    monsters: [{id: a-utopia, name: Utopia, atk: 2500, def: 2000, position: attack,
                archetypes: [Utopia]}]
  B:
    monsters: [{id: b-y, name: Guard, atk: 1000, def: 500, position: attack},
               {id: b-z, name: Wall, atk: 1200, def: 500, position: attack}]
actions:
  - activate: {card: a-asura, target: a-utopia}
  - pass
  - pass
  - battle_phase
  - attack: {attacker: a-utopia, target: b-y}
  - pass
  - attack: {attacker: a-utopia, target: b-z}
  - pass"""


def test_zw_asura_strike_lets_its_monster_attack_every_opponents_monster(printed):
    assert Card.objects.get(game_id="ygo", number=ASURA).automation == "full"
    result = judged(ASURA_BOARD)
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-y", "b-z"]
    assert b["lp"] == 8000 - (3500 - 1000) - (3500 - 1200)
    assert "10-4-7" in result["rules_cited"]  # the second attack is its gift (12-3-19)
