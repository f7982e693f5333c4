"""Monster actions read as steps the engine already runs once a missing word is taken
(cards/ygo/action_mends.py, judged on the real cards imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): "that target loses 500 ATK" after a capital letter
(Needle Sunfish), "Special Summon this card from your GY" on the event that put it there
(Lightserpent, 5-1-3), "Special Summon this card from your hand or Graveyard" (Ignoble Knight
of Black Laundsallyn, 5-1-7), "send this card from the field to the GY, and if you do, Special
Summon ..." (Armed Dragon Thunder LV3, 5-3-2, 5-2-7) and a "Gusto" Tuner monster from the Deck
(Kamui, Hope of Gusto, 5-3-13); the monster itself in other words: "Return this face-up card
to the hand" (The Wicked Worm Beast), "Special Summon it from your Graveyard in face-up Defense
Position" (Mogmole), "Shuffle it into your Deck" (Outstanding Dog Marron, 5-3-14) and "Special
Summon this card from the Graveyard" (Infernity Knight), "Shuffle this card into your Deck"
(Madolche Mewfeuille), "Return this card to the Extra Deck" (Elemental HERO Grand Neos, 2-2-3);
a phase's Trigger Effect from the hand (Melffy Puppy, "During your End Phase: You can Special
Summon this card from your hand.", 7-7-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SUNFISH, LIGHTSERPENT, IGNOBLE, THUNDER, KAMUI = (
    "56223084", "55501446", "95772051", "57030525", "72439556")
WORM, MOGMOLE, MARRON, INFERNITY = "06285791", "09861795", "11548522", "71341529"
MEWFEUILLE, GRAND_NEOS, PUPPY = "12980373", "48996569", "20003027"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SUNFISH, LIGHTSERPENT, IGNOBLE, THUNDER, KAMUI, WORM, MOGMOLE,
                            MARRON, INFERNITY, MEWFEUILLE, GRAND_NEOS, PUPPY)))


def effects(number: str) -> list[dict]:
    return Card.objects.get(game_id="ygo", number=number).encoding["effects"]


def test_the_actions_are_read(printed):
    for number in (SUNFISH, LIGHTSERPENT, THUNDER, KAMUI):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    [sunfish] = effects(SUNFISH)
    assert sunfish["effect"] == [{"atk": {"target": "chosen", "amount": -500, "lasting": True}}]
    [serpent] = effects(LIGHTSERPENT)
    assert serpent["from"] == "graveyard" and serpent["effect"] == [
        {"special_summon": {"card": "self"}}]
    assert effects(IGNOBLE)[0]["from"] == ["hand", "graveyard"]
    sent, follow = effects(THUNDER)[0]["effect"]
    assert sent == {"to_graveyard": "self"} and follow["if_you_do"][0]["fetch"]["from"] == [
        "hand", "deck"]
    [kamui] = effects(KAMUI)
    assert kamui["effect"][0]["fetch"]["type"] == "Tuner"
    assert '"Gusto" Tuner monster' in english(KAMUI)["text"]


THUNDER_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-lv5, name: Armed Five, kind: monster, level: {level}, atk: 100, def: 100,
            archetypes: [Armed Dragon], types: [Dragon]}}]
    hand: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 100, def: 100}}]
    monsters: [{{id: a-thunder, card: "{thunder}"}}]
  B: {{}}
actions:
  - activate: {{card: a-thunder, effect: 0, cost: [a-fodder], pick: a-lv5}}
  - pass
  - pass"""


def test_armed_dragon_thunder_sends_itself_and_summons_from_the_deck(printed):
    result = judged(THUNDER_DUEL.format(level=5, thunder=THUNDER))
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-lv5"]
    assert {"a-thunder", "a-fodder"} <= set(a["graveyard"])
    assert "5-3-2" in result["rules_cited"]


def test_armed_dragon_thunder_cannot_name_a_monster_above_its_level(printed):
    result = judged(THUNDER_DUEL.format(level=6, thunder=THUNDER))
    assert result["outcome"] == "illegal_action"


def test_needle_sunfish_takes_500_atk_from_the_target(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-fish, card: "{SUNFISH}"}}]
    spells_traps: [{{id: a-drop, name: Drop, kind: spell, face_up: false,
                     effect: [{{to_graveyard: a-fish}}]}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 4, atk: 1800, def: 100}}]
actions:
  - activate: {{card: a-drop}}
  - pass
  - pass
  - activate: {{card: a-fish, target: b-big}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    [big] = result["state"]["players"]["B"]["monsters"]
    assert big["atk"] == 1300


def test_ignoble_knight_comes_back_from_the_graveyard(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-knight, card: "{IGNOBLE}"}}]
    monsters: [{{id: a-light, name: Light, kind: monster, level: 4, atk: 100, def: 100,
                attribute: LIGHT, types: [Warrior, Normal]}}]
  B: {{}}
actions:
  - activate: {{card: a-knight, effect: 0, cost: [a-light]}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-knight"] and a["graveyard"] == ["a-light"]
    assert "5-1-7" in result["rules_cited"]


def test_the_monster_itself_in_other_words(printed):
    for number in (WORM, MOGMOLE, MARRON, INFERNITY):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    assert effects(WORM)[0]["effect"] == [{"to_hand": "self"}]
    assert "from" not in effects(WORM)[0]  # on the field, as it activates
    assert effects(MOGMOLE)[0]["effect"] == [
        {"special_summon": {"card": "self", "position": "defense"}}]
    assert effects(MARRON)[0]["effect"] == [{"to_deck": {"card": "self", "where": "shuffle"}}]
    assert effects(INFERNITY)[0]["from"] == "graveyard"


def test_outstanding_dog_marron_goes_back_into_the_deck(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 2
    monsters: [{{id: a-dog, card: "{MARRON}"}}]
    spells_traps: [{{id: a-drop, name: Drop, kind: spell, face_up: false,
                     effect: [{{to_graveyard: a-dog}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-drop}}
  - pass
  - pass
  - activate: {{card: a-dog}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert "a-dog" not in a["graveyard"] and a["monsters"] == []
    assert "5-3-14" in result["rules_cited"]


def test_back_to_the_deck_and_a_phase_trigger_from_the_hand(printed):
    for number in (MEWFEUILLE, GRAND_NEOS):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    shuffled = {"to_deck": {"card": "self", "where": "shuffle"}}
    assert effects(MEWFEUILLE)[0]["effect"] == [shuffled]
    assert [e["effect"] for e in effects(GRAND_NEOS) if e.get("event") == "end_phase"] == [
        [shuffled]]
    [summon] = [e for e in effects(PUPPY) if e.get("event") == "your_end_phase"]
    assert summon["from"] == "hand" and summon["effect"] == [{"special_summon": {"card": "self"}}]


def test_grand_neos_returns_to_the_extra_deck_in_the_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: end}}
players:
  A:
    monsters: [{{id: a-neos, card: "{GRAND_NEOS}"}}]
  B: {{}}
actions:
  - activate: {{card: a-neos, effect: 1}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and a["extra_deck"] == ["a-neos"]
    assert "2-2-1" in result["rules_cited"]  # an Extra Deck monster to the Extra Deck


def test_melffy_puppy_comes_out_of_the_hand_in_its_end_phase(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: end}}
players:
  A:
    hand: [{{id: a-puppy, card: "{PUPPY}"}}]
  B: {{}}
actions:
  - activate: {{card: a-puppy, effect: 0}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-puppy"]
    assert "7-7-4" in result["rules_cited"]
