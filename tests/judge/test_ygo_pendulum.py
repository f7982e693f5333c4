"""A face-up Pendulum Monster that leaves the field for the Graveyard goes face-up to its
owner's Extra Deck instead (digest 4-3-4), whether destroyed by battle or by an effect, or
Tributed; a real Pendulum Monster (Odd-Eyes Pendulum Dragon, 16178681, read in place from
../shared/fixtures) and real Blue-Eyes White Dragon and Mirror Force."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge import services

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import CHOSEN, english, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ODD_EYES = "16178681"


@pytest.fixture
def ygo_cards(tmp_path):
    store(subset(tmp_path))


def judge(text: str, language: str = "en") -> services.Judgement:
    ruling = services.judge_text("ygo", text, language=language)
    assert ruling.ok, ruling.errors
    return ruling


def steps_citing(ruling: services.Judgement, rule: str) -> list[dict]:
    return [s for s in ruling.result["steps"] if rule in s["rules"]]


def test_the_card_is_a_pendulum_monster():
    assert "Pendulum" in english(ODD_EYES)["monster_types"]


BATTLE = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-dragon, card: "89631139"}]
  B:
    monsters: [{id: b-odd-eyes, card: "16178681"}]
actions:
  - battle_phase
  - attack: {attacker: a-dragon, target: b-odd-eyes}
"""


def test_destroyed_by_battle_it_goes_face_up_to_the_extra_deck(ygo_cards):
    ruling = judge(BATTLE)
    players = ruling.result["state"]["players"]
    assert players["B"]["monsters"] == []
    assert players["B"]["extra_deck"] == ["b-odd-eyes"]
    assert "b-odd-eyes" not in players["B"]["graveyard"]
    assert players["B"]["lp"] == 8000 - 500
    [step] = steps_citing(ruling, "4-3-4")
    assert "goes face-up to B's Extra Deck instead of the Graveyard" in step["text"]
    assert "3-8-2" not in step["rules"]


@pytest.mark.parametrize(("language", "words"), [
    ("de", "statt auf den Friedhof offen ins Extra Deck von B"),
    ("es", "va boca arriba al Deck Extra de B en lugar de al Cementerio"),
    ("fr", "va donc face recto dans l'Extra Deck de B au lieu du Cimetière"),
    ("it", "va scoperto nell'Extra Deck di B invece che nel Cimitero"),
])
def test_the_step_says_so_in_every_language(ygo_cards, language, words):
    [step] = steps_citing(judge(BATTLE, language), "4-3-4")
    assert words in step["text"]


def test_destroyed_by_mirror_force_it_goes_to_the_extra_deck_and_the_other_to_the_gy(
        ygo_cards):
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters:
      - {id: a-odd-eyes, card: "16178681"}
      - {id: a-dragon, card: "89631139"}
  B:
    monsters: [{id: b-goblin, name: Goblin, atk: 1000, def: 0}]
    spells_traps: [{id: b-mirror, card: "44095762"}]
actions:
  - battle_phase
  - attack: {attacker: a-odd-eyes, target: b-goblin}
  - activate: {card: b-mirror}
  - pass
  - pass
""")
    players = ruling.result["state"]["players"]
    assert players["A"]["monsters"] == []
    assert players["A"]["extra_deck"] == ["a-odd-eyes"]
    assert players["A"]["graveyard"] == ["a-dragon"]
    [step] = steps_citing(ruling, "4-3-4")
    assert "is destroyed; a face-up Pendulum Monster" in step["text"]


def test_tributed_it_goes_to_the_extra_deck_and_a_set_one_to_the_gy(ygo_cards):
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-blue-eyes, card: "89631139"}]
    monsters:
      - {id: a-odd-eyes, card: "16178681"}
      - {id: a-set, card: "16178681", position: set}
  B: {}
actions:
  - normal_summon: {card: a-blue-eyes, tributes: [a-odd-eyes, a-set]}
""")
    players = ruling.result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-blue-eyes"]
    # face-up: to the Extra Deck; face-down (Set): to the Graveyard like any card (4-3-4)
    assert players["A"]["extra_deck"] == ["a-odd-eyes"]
    assert players["A"]["graveyard"] == ["a-set"]
    [step] = steps_citing(ruling, "4-3-4")
    assert "leaving the field" in step["text"]


QLIPHORT_CARRIER = "91907707"  # a Pendulum: "If this card is Tributed: You can target ..."


def test_its_own_tributed_effect_is_activated_from_the_extra_deck(tmp_path):
    store(subset(tmp_path, CHOSEN + (QLIPHORT_CARRIER,)))
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-big, name: Big, level: 6, atk: 2400, def: 100}]
    monsters: [{id: a-carrier, card: "91907707"}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
actions:
  - normal_summon: {card: a-big, tributes: [a-carrier]}
  - activate: {card: a-carrier, target: b-ogre}
  - pass
  - pass
""")
    players = ruling.result["state"]["players"]
    assert ruling.result["outcome"] == "completed"
    assert players["A"]["extra_deck"] == ["a-carrier"] and players["A"]["graveyard"] == []
    assert players["B"]["hand"] == ["b-ogre"]
    assert len(steps_citing(ruling, "4-3-4")) == 2  # Tributed there, activated from there
