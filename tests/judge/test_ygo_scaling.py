"""Amounts computed from the board (5-3-20, 5-2-7, 5-3-25): Thunder Crash
(a real card, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only)
destroys the monsters its player controls and inflicts damage for each one destroyed; "destroy
as many ... as possible, and if you do" goes on when any one card is destroyed, one that stays
counted for nothing; a monster's own ATK raised for each card its effect destroyed; damage and
LP equal to the printed ATK, DEF or Level of the monster a real card destroyed by battle
(Flamvell Grunika, Guardian Angel Joan, Odd-Eyes Dragon, Evil HERO Inferno Wing), of the
monster a cost Tributed (Catapult Warrior, Gouki Twistcobra) and of a target destroyed (Ancient
Gear Explosive); every face-up monster of a kind gaining ATK for each card counted (The Big
March of Animals)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import shapes  # noqa: E402

THUNDER_CRASH, GRUNIKA, JOAN, ODD_EYES = "69196160", "77372241", "68007326", "53025096"
INFERNO_WING, CATAPULT, TWISTCOBRA, EXPLOSIVE = "22160245", "37474917", "97688360", "04446672"
BIG_MARCH = "01689516"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (THUNDER_CRASH, GRUNIKA, JOAN, ODD_EYES, INFERNO_WING, CATAPULT,
                            TWISTCOBRA, EXPLOSIVE, BIG_MARCH)))


@pytest.mark.django_db
def test_thunder_crash_reads_damage_for_each_monster_destroyed(printed):
    card = Card.objects.get(game_id="ygo", number=THUNDER_CRASH)
    assert card.automation == "full" and "for each monster destroyed" in english(
        THUNDER_CRASH)["text"]
    destroy, gate = card.encoding["effect"]
    assert destroy == {"destroy_all": {"player": "controller", "what": "monsters"}}
    damage = gate["if_you_do"][0]["damage"]
    assert damage["for_each_done"] == {"did": "destroyed", "what": "monster"}


@pytest.mark.django_db
def test_thunder_crash_counts_the_monsters_it_destroyed(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-crash, card: "{THUNDER_CRASH}"}}]
    monsters: [{{id: a-x, name: X, level: 4, atk: 1000, def: 1000}},
               {{id: a-y, name: Y, level: 4, atk: 1000, def: 1000}},
               {{id: a-z, name: Z, level: 4, atk: 1000, def: 1000}}]
  B: {{monsters: [{{id: b-w, name: W, level: 4, atk: 1000, def: 1000}}]}}
actions:
  - activate: {{card: a-crash}}
  - pass
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 3 * 300
    assert result["state"]["players"]["A"]["monsters"] == []
    assert {"5-3-20", "5-2-7", "5-3-1"} <= set(result["rules_cited"])


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-sweep, name: Sweep, kind: spell, spell_type: normal,
             effect: [{{destroy_all: {{player: opponent, what: monsters{many}}}}},
                      {{if_you_do: [{{damage: {{amount: 500,
                                                for_each_done: {{did: destroyed}}}}}}]}}]}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}},
               {{id: b-wall, name: Wall, level: 4, atk: 0, def: 2000,
                 effect_indestructible: true}}]
actions:
  - activate: {{card: a-sweep}}
  - pass
  - pass"""


@pytest.mark.django_db
def test_as_many_as_possible_goes_on_when_one_is_destroyed():
    result = judged(BOARD.format(many=", as_many: true"))
    assert result["state"]["players"]["B"]["lp"] == 7500  # X destroyed, Wall stays (5-3-12)
    assert result["state"]["players"]["B"]["graveyard"] == ["b-x"]


@pytest.mark.django_db
def test_own_atk_for_each_card_destroyed():
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-beast, name: Beast, level: 4, atk: 1000, def: 1000,
                effects: [{type: ignition,
                           effect: [{destroy_all: {player: opponent, what: cards,
                                                   as_many: true}},
                                    {if_you_do: [{atk: {target: self, amount: 300,
                                                        for_each_done: {did: destroyed}}}]}]}]}]
  B:
    monsters: [{id: b-x, name: X, level: 4, atk: 1000, def: 1000}]
    spells_traps: [{id: b-t, name: T, kind: trap, trap_type: normal}]
actions:
  - activate: {card: a-beast}
  - pass
  - pass""")
    [beast] = result["state"]["players"]["A"]["monsters"]
    assert beast["atk"] == 1600 and result["state"]["players"]["B"]["graveyard"] == [
        "b-x", "b-t"]


def test_destroy_as_many_reads_as_destroy_all_done_when_any_is():
    steps = shapes.action("Destroy as many face-up monsters your opponent controls as possible,"
                          " and if you do, inflict 800 damage to your opponent for each monster "
                          "destroyed.", {})
    assert steps == [{"destroy_all": {"player": "opponent", "what": "monsters", "face": "up",
                                      "as_many": True}},
                     {"if_you_do": [{"damage": {"player": "opponent", "amount": 800,
                                                "for_each_done": {"did": "destroyed",
                                                                  "what": "monster"}}}]}]
    assert shapes.action("Destroy as many Tokens on the field as possible.", {}) is None


BATTLE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-card, card: "{card}"}}]}}
  B: {{monsters: [{{id: b-x, name: X, level: {level}, atk: {atk}, def: {defense},
                   position: {position}}}]}}
actions:
  - battle_phase
  - attack: {{attacker: a-card, target: b-x}}
  - pass
  - activate: {{card: a-card}}
  - pass
  - pass"""


def fought(card: str, level: int = 3, atk: int = 1000, defense: int = 500,
           position: str = "attack") -> dict:
    return judged(BATTLE.format(card=card, level=level, atk=atk, defense=defense,
                                position=position))


@pytest.mark.django_db
def test_battle_destroyed_monsters_printed_values_are_read(printed):
    for number in (GRUNIKA, JOAN, ODD_EYES, INFERNO_WING):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
        assert "by battle" in english(number)["text"]
        step = card.encoding["effects"][-1]["effect"][0]
        assert next(iter(step.values()))["atk_of"] == "battle_destroyed"


@pytest.mark.django_db
def test_grunika_inflicts_the_destroyed_monsters_level_times_200(printed):
    result = fought(GRUNIKA)  # 1700 ATK against 1000: 700 battle damage, then Level 3 x 200
    assert result["state"]["players"]["B"]["lp"] == 8000 - 700 - 600
    assert {"5-3-25", "5-1-3"} <= set(result["rules_cited"])


@pytest.mark.django_db
def test_joan_gains_the_destroyed_monsters_original_atk(printed):
    result = fought(JOAN, atk=1500)
    assert result["state"]["players"]["A"]["lp"] == 8000 + 1500


@pytest.mark.django_db
def test_odd_eyes_dragon_inflicts_half_rounded_up(printed):
    result = fought(ODD_EYES, atk=1525)  # 975 battle damage, then half of 1525: 763
    assert result["state"]["players"]["B"]["lp"] == 8000 - 975 - 763


@pytest.mark.django_db
def test_inferno_wing_takes_the_higher_of_atk_and_def(printed):
    result = fought(INFERNO_WING, atk=500, defense=1800, position="defense")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 300 - 1800  # piercing, then DEF


@pytest.mark.django_db
def test_catapult_warrior_inflicts_the_tributed_monsters_original_atk(printed):
    card = Card.objects.get(game_id="ygo", number=CATAPULT)
    assert card.automation == "full" and "Tributed monster" in english(CATAPULT)["text"]
    assert card.encoding["effects"][0]["effect"][0]["damage"]["atk_of"] == "cost"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cat, card: "{CATAPULT}"}},
               {{id: a-junk, name: Junk Thing, level: 3, atk: 1300, def: 500,
                 archetypes: [Junk]}}]
  B: {{}}
actions:
  - activate: {{card: a-cat, cost: [a-junk]}}
  - pass
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1300
    assert "5-3-25" in result["rules_cited"]


@pytest.mark.django_db
def test_gouki_twistcobra_gives_the_tributed_monsters_original_atk(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cobra, card: "{TWISTCOBRA}"}},
               {{id: a-g1, name: Gouki One, level: 4, atk: 1800, def: 0, archetypes: [Gouki]}},
               {{id: a-g2, name: Gouki Two, level: 4, atk: 1000, def: 0, archetypes: [Gouki]}}]
  B: {{}}
actions:
  - activate: {{card: a-cobra, cost: [a-g1], target: a-g2}}
  - pass
  - pass""")
    monsters = {m["id"]: m for m in result["state"]["players"]["A"]["monsters"]}
    assert monsters["a-g2"]["atk"] == 2800 and "a-g1" not in monsters


@pytest.mark.django_db
def test_ancient_gear_explosive_inflicts_half_the_destroyed_targets_original_atk(printed):
    card = Card.objects.get(game_id="ygo", number=EXPLOSIVE)
    assert card.automation == "full" and "half its original ATK" in english(EXPLOSIVE)["text"]
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-boom, card: "{EXPLOSIVE}"}}]
    monsters: [{{id: a-gear, name: Ancient Gear Thing, level: 4, atk: 1501, def: 0,
                 archetypes: [Ancient Gear]}}]
  B: {{}}
actions:
  - activate: {{card: a-boom, target: a-gear}}
  - pass
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 751  # half of 1501, rounded up
    assert result["state"]["players"]["A"]["graveyard"] == ["a-gear", "a-boom"]


@pytest.mark.django_db
def test_big_march_of_animals_gives_each_face_up_beast_the_counted_atk(printed):
    card = Card.objects.get(game_id="ygo", number=BIG_MARCH)
    assert card.automation == "full" and "for each Beast monster" in english(BIG_MARCH)["text"]
    [step] = card.encoding["effect"]
    assert step["atk_all"]["type"] == "Beast" and step["atk_all"]["for_each"]["type"] == "Beast"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-march, card: "{BIG_MARCH}"}}]
    monsters: [{{id: a-cat, name: Cat, level: 4, atk: 1000, def: 0, types: [Beast]}},
               {{id: a-dog, name: Dog, level: 4, atk: 1200, def: 0, types: [Beast]}},
               {{id: a-set, name: Hidden, level: 4, atk: 500, def: 0, types: [Beast],
                 position: set}},
               {{id: a-elf, name: Elf, level: 4, atk: 1400, def: 0, types: [Spellcaster]}}]
  B: {{}}
actions:
  - activate: {{card: a-march}}
  - pass
  - pass""")
    atk = {m["id"]: m["atk"] for m in result["state"]["players"]["A"]["monsters"]}
    # the Set Beast shows no Type (9-1-3): 2 Beasts counted, 2 x 200 = 400 each face-up one
    assert atk["a-cat"] == 1400 and atk["a-dog"] == 1600 and atk["a-elf"] == 1400
    assert atk["a-set"] == 500
    assert {"5-3-20", "4-2-5", "7-7-3"} <= set(result["rules_cited"])


@pytest.mark.django_db
def test_atk_all_lowers_the_opponents_monsters_there_as_it_resolves():
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-chill, name: Chill, kind: spell, spell_type: quick-play,
            effect: [{atk_all: {player: opponent, amount: -500}}]}]
  B:
    monsters: [{id: b-x, name: X, level: 4, atk: 1800, def: 0},
               {id: b-y, name: Y, level: 4, atk: 300, def: 0}]
actions:
  - activate: {card: a-chill}
  - pass
  - pass""")
    atk = {m["id"]: m["atk"] for m in result["state"]["players"]["B"]["monsters"]}
    assert atk == {"b-x": 1300, "b-y": 0}  # below 0 counts as 0 (4-2-5)
