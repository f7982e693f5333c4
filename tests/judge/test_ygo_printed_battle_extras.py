"""Real monsters' Continuous Effects on their own battles (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Lesser
Fiend banishes the monster it destroys by battle, even when the two destroy each other, but not
while its effects are negated (12-8-8); Abyss Actor - Twinkle Little Star makes up to 3 attacks,
each after the first on a monster, and none after a direct one (12-3-24); Machine Lord Ür spares
its opponent the battle damage of its battles, a direct attack too (12-8-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset, walls  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

LESSER_FIEND, TWINKLE, UR = "16475472", "07279373", "96938777"
BANISHES = "Banish any monster destroyed by battle with this card."
ON_MONSTERS = "This card can make up to 3 attacks on monsters during each Battle Phase."


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LESSER_FIEND, TWINKLE, UR)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_sentences_are_read_as_card_keys(printed):
    fiend = stored(LESSER_FIEND)
    assert fiend.automation == "full" and fiend.encoding["battle_banishes"] is True
    twinkle = derived(TWINKLE)
    assert twinkle.encoding["monster_attacks"] == 3
    assert ON_MONSTERS not in twinkle.notes and BANISHES not in twinkle.notes


def fiend_battle(defender_atk: int, more: str = "") -> dict:
    """Lesser Fiend (2100 ATK) attacks B's face-up Attack Position monster."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-fiend, card: "{LESSER_FIEND}"}}]
  B:
    monsters: [{{id: b-foe, name: Foe, kind: monster, level: 4, atk: {defender_atk}, def: 0}}]
    {more}
actions:
  - battle_phase
  - attack: {{attacker: a-fiend, target: b-foe}}
  - end_phase""")


def test_the_monster_it_destroys_by_battle_is_banished(printed):
    result = fiend_battle(1000)
    b = result["state"]["players"]["B"]
    assert b["banished"] == ["b-foe"] and b["graveyard"] == [], result
    assert "12-8-8" in result["rules_cited"]


def test_both_destroyed_the_other_is_still_banished(printed):
    result = fiend_battle(2100)
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert b["banished"] == ["b-foe"] and b["graveyard"] == [], result
    assert a["graveyard"] == ["a-fiend"] and a["banished"] == [], result


def test_a_stronger_monster_goes_on_untouched(printed):
    result = fiend_battle(2500)
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["graveyard"] == ["a-fiend"] and [m["id"] for m in b["monsters"]] == ["b-foe"]
    assert "12-8-8" not in result["rules_cited"]


def test_negated_it_banishes_nothing(printed):
    drain = "spells_traps: [{id: b-drain, kind: trap, trap_type: continuous, face_up: true, " \
        "negates_monsters: true}]"
    result = fiend_battle(1000, drain)
    b = result["state"]["players"]["B"]
    assert b["graveyard"] == ["b-foe"] and b["banished"] == [], result
    assert "12-8-8" not in result["rules_cited"]


def twinkle(foes: int, attacks: str) -> dict:
    """Twinkle Little Star (1000 ATK) attacks B's `foes` face-up Defense Position walls of
    0 DEF, as `attacks` say."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-star, card: "{TWINKLE}"}}]
  B:
    monsters: [{walls(foes)}]
actions:
  - battle_phase
{attacks}""")


def attack(target: str) -> str:
    return f"  - attack: {{attacker: a-star, target: {target}}}\n"


def test_three_attacks_on_monsters_then_no_more(printed):
    result = twinkle(4, attack("b-1") + attack("b-2") + attack("b-3") + attack("b-4"))
    assert result["illegal"]["code"] == "illegal.attacked_enough", result["illegal"]
    b = result["state"]["players"]["B"]
    assert sorted(b["graveyard"]) == ["b-1", "b-2", "b-3"]
    assert [m["id"] for m in b["monsters"]] == ["b-4"]


def test_no_direct_attack_after_the_first(printed):
    result = twinkle(1, attack("b-1") + attack("direct"))
    assert result["illegal"]["code"] == "illegal.monster_attacks.direct", result["illegal"]
    assert "12-3-24" in result["illegal"]["rules"]
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_no_further_attack_after_a_direct_one(printed):
    result = twinkle(0, attack("direct") + attack("direct"))
    assert result["illegal"]["code"] == "illegal.monster_attacks.after_direct"
    assert "12-3-24" in result["illegal"]["rules"]
    assert result["state"]["players"]["B"]["lp"] == 7000


def ur_battle(target: str, foe: str) -> dict:
    """Machine Lord Ür (1600 ATK) of A attacks `target`; B controls `foe` (or nothing)."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ur, card: "{UR}"}}]
  B:
    monsters: [{foe}]
actions:
  - battle_phase
  - attack: {{attacker: a-ur, target: {target}}}
  - end_phase""")


def test_machine_lord_ur_spares_its_opponent_battle_damage(printed):
    assert stored(UR).automation == "full" and stored(UR).encoding["spares_damage"] == "opponent"
    result = ur_battle("b-foe", "{id: b-foe, name: Foe, kind: monster, level: 4, atk: 1000, "
                       "def: 0}")
    b = result["state"]["players"]["B"]
    assert b["lp"] == 8000 and b["graveyard"] == ["b-foe"], result
    assert "12-8-5" in result["rules_cited"]
    result = ur_battle("direct", "")
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_its_controller_still_takes_battle_damage(printed):
    result = ur_battle("b-foe", "{id: b-foe, name: Foe, kind: monster, level: 4, atk: 2000, "
                       "def: 0}")
    assert result["state"]["players"]["A"]["lp"] == 7600
    assert result["state"]["players"]["A"]["graveyard"] == ["a-ur"]
