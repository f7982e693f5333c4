"""Special Summons restricted for the rest of the turn except from one zone (5-2-32), read and
judged on a real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Surge Blitzclique's "also for the rest of this turn, you cannot Special Summon Effect
Monsters, except from the hand" lets an Effect Monster come from the hand and a Normal Monster
from the Graveyard, but no Effect Monster from the Graveyard, whether an effect or a monster's
own procedure would Summon it. Drytron Nova's "You cannot Special Summon monsters, except
monsters that cannot be Normal Summoned/Set, the turn you activate this card." (5-2-11, 8-1-6)
lets only such a monster come back."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, printed, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

SURGE, EMI, GRAIN = "22912101", "11895663", "84401954"  # Blitzclique monsters
REBORN = "83764718"  # Monster Reborn
ZONE_LOCK = {"summon_lock": {"only": {"type": "Effect"}, "except_from": "hand"}}


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (SURGE, EMI, GRAIN, REBORN)))


def test_the_rider_is_a_step_of_the_effect_and_the_cards_read_in_full(imported):
    for number in (SURGE, EMI, GRAIN):
        assert ZONE_LOCK in printed(number)["effects"][0]["effect"], number
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-surge, card: "22912101"}}, {{id: a-reborn, card: "83764718"}},
           {{id: a-volt, name: Volt, kind: monster, level: 4, atk: 1600, def: 1000,
             types: [Thunder, Effect]}}]
    deck: 5
    graveyard: [{{id: a-gy, name: Grave, kind: monster, level: 4, atk: 1800, def: 1000,
                  types: [{grave_type}]}}]
  B:
    deck: 5
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}}]
actions:
  - activate: {{card: a-surge, target: b-wall, pick: a-volt}}
  - pass
  - pass
  - activate: {{card: a-reborn, target: a-gy}}
  - pass
  - pass
"""


def _monsters(result: dict) -> set[str]:
    return {monster["id"] for monster in player(result, "A")["monsters"]}


def _said(result: dict) -> str:
    return " ".join(step["text"] for step in result["steps"])


def test_an_effect_monster_comes_from_the_hand_but_not_from_the_graveyard(imported):
    result = judged(BOARD.format(grave_type="Warrior, Effect"))
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = _monsters(result)
    assert "a-volt" in monsters  # Special Summoned from the hand by Surge itself
    assert "a-gy" not in monsters  # Monster Reborn cannot bring it back
    assert "5-2-32" in result["rules_cited"], result["rules_cited"]
    said = _said(result)
    assert "A cannot Special Summon Effect Monsters, except from the hand" in said, said


def test_a_normal_monster_in_the_graveyard_is_not_covered(imported):
    result = judged(BOARD.format(grave_type="Warrior, Normal"))
    assert {"a-volt", "a-gy"} <= _monsters(result), result.get("illegal")


def test_the_words_in_every_language(imported):
    from judge.engine.ygo.messages import de, es, fr, it
    for catalogue, words in ((de, "keine Effektmonster"), (es, "Monstruos de Efecto"),
                             (fr, "de Monstres à Effet"), (it, "Mostri con Effetto")):
        assert words in catalogue.MESSAGES["zone_lock.effect_monsters"] \
            or words.endswith(catalogue.MESSAGES["zone_lock.effect_monsters"])


XYZ = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-surge, card: "22912101"},
           {id: a-volt, name: Volt, kind: monster, level: 4, atk: 1600, def: 1000,
            types: [Thunder, Effect]}]
    monsters: [{id: a-four, name: Four, kind: monster, level: 4, atk: 1000, def: 1000}]
    extra_deck: [{id: a-rank, name: Rank, kind: monster, level: 4, atk: 2500, def: 2000,
                  types: [Warrior, Xyz, Effect]}]
    deck: 5
  B:
    deck: 5
    monsters: [{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}]
actions:
  - activate: {card: a-surge, target: b-wall, pick: a-volt}
  - pass
  - pass
  - xyz_summon: {card: a-rank, materials: [a-four, a-volt]}
"""


def test_an_effect_xyz_monster_cannot_be_xyz_summoned_from_the_extra_deck(imported):
    result = judged(XYZ)
    assert result["outcome"] == "illegal_action", result
    assert "5-2-32" in result["illegal"]["rules"], result["illegal"]
    assert "except from the hand" in result["illegal"]["reason"]


def test_the_restriction_is_a_step_only_and_takes_no_from():
    for card in ("summon_lock_turn: {only: {type: Effect}, except_from: hand}",
                 "effect: [{summon_lock: {only: {type: Effect}, from: any}}]",
                 "effect: [{summon_lock: {except_from: hand}}]"):
        text = XYZ.replace('{id: a-surge, card: "22912101"}',
                           "{id: a-surge, name: S, kind: spell, " + card + "}")
        assert not services.judge_text("ygo", text).ok, card


NOVA = "94187078"  # Drytron Nova


def test_except_monsters_that_cannot_be_normal_summoned_is_read(tmp_path):
    store(subset(tmp_path, (NOVA,)))
    assert printed(NOVA)["summon_lock_turn"] == {"from": "any",
                                                 "except": {"no_normal_summon": True}}
    assert Card.objects.get(game_id="ygo", number=NOVA).automation == "full"


NOVA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-nova, card: "94187078"}}, {{id: a-reborn, card: "83764718"}}]
    deck: [{{id: a-alpha, name: Alpha, kind: monster, level: 1, atk: 2000, def: 0,
             archetypes: [Drytron], no_normal_summon: true}}]
    graveyard: [{{id: a-gy, name: Grave, kind: monster, level: 4, atk: 1800, def: 1000
                  {nomi}}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-nova, pick: a-alpha}}
  - pass
  - pass
  - activate: {{card: a-reborn, target: a-gy}}
  - pass
  - pass
"""


def test_only_monsters_that_cannot_be_normal_summoned_after_drytron_nova(tmp_path):
    store(subset(tmp_path, (NOVA, REBORN)))
    result = judged(NOVA_BOARD.format(nomi=""))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _monsters(result) == {"a-alpha"}  # Grave can be Normal Summoned: not revived
    assert {"5-2-11", "5-2-10"} <= set(result["rules_cited"])
    assert "cannot be Normal Summoned/Set" in _said(result)
    result = judged(NOVA_BOARD.format(nomi=", no_normal_summon: true"))
    assert _monsters(result) == {"a-alpha", "a-gy"}, result.get("illegal")
