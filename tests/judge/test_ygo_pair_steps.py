"""Two targets, each with its own part of the effect, judged on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Gouki Face Turn destroys
the "Gouki" card its player controls and, if it does, Special Summons the "Gouki" monster
from the GY; when the first target has left the field before it resolves, nothing is
destroyed and so nothing is Summoned (5-2-3, 5-2-7). Book of Life Special Summons its player's
Zombie and banishes the opponent's monster, whatever becomes of the other; a first target that
is not a Zombie is refused (5-2-3). Mystic Box destroys the opponent's monster, then gives
control of its player's own monster to the opponent."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FACE_TURN = "26285557"  # Gouki Face Turn, a Normal Spell
BOOK = "02204140"  # Book of Life, a Normal Spell
BOX = "25774450"  # Mystic Box, a Normal Spell
TYPHOON = "05318639"  # Mystical Space Typhoon, a Quick-Play Spell
BELLE = "73642296"  # Ghost Belle & Haunted Mansion: answers a Special Summon from the GY


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (FACE_TURN, BOOK, BOX, TYPHOON, BELLE)))


# A activates its Spell from the hand on two targets; B holds Mystical Space Typhoon Set and
# Ghost Belle in the hand, and may answer
DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spell, card: "{card}"}}]
{mine}
  B:
    spells_traps: [{{id: b-typhoon, card: "{typhoon}"}}]
    hand: [{{id: b-belle, card: "{belle}"}}]
{theirs}
actions:
  - activate: {{card: a-spell, targets: [{targets}]}}{answer}
  - pass
  - pass"""
GOUKI = """    spells_traps: [{id: a-gouki-spell, name: Gouki Gym, kind: spell,
                     spell_type: continuous, archetypes: [Gouki], face_up: true}]
    graveyard: [{id: a-gouki, name: Gouki Wrestler, kind: monster, level: 4, atk: 1800,
                  def: 1000, archetypes: [Gouki]}]"""


def duel(card: str, mine: str, theirs: str, targets: str, answer: str = "") -> dict:
    return judged(DUEL.format(card=card, mine=mine, theirs=theirs, targets=targets,
                              answer=answer, typhoon=TYPHOON, belle=BELLE))


def face_turn(answer: str = "") -> dict:
    return duel(FACE_TURN, GOUKI, "", "a-gouki-spell, a-gouki", answer)


def test_face_turn_destroys_then_summons(imported):
    found = face_turn()
    assert found["outcome"] != "illegal_action", found
    a = player(found, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-gouki"]
    assert "a-gouki-spell" in a["graveyard"]


def test_face_turn_summons_nothing_when_the_first_target_has_gone(imported):
    found = face_turn("\n  - activate: {card: b-typhoon, target: a-gouki-spell}")
    assert found["outcome"] != "illegal_action", found
    a = player(found, "A")
    assert a["monsters"] == []
    assert "a-gouki" in a["graveyard"]
    skipped = [step for step in found["steps"] if step["code"] == "effect_part_skipped"]
    assert skipped and "5-2-3" in skipped[0]["rules"], found["steps"]


def book(first: str) -> dict:
    mine = f"""    graveyard: [{{id: a-dead, name: Dead One, kind: monster, level: 4,
                  atk: 1600, def: 0, types: [{first}]}}]"""
    return duel(BOOK, mine, """    graveyard: [{id: b-dead, name: Their Dead,
                  kind: monster, level: 4, atk: 1500, def: 0}]""", "a-dead, b-dead")


def test_book_of_life_summons_the_first_and_banishes_the_second(imported):
    found = book("Zombie")
    assert found["outcome"] != "illegal_action", found
    assert [m["id"] for m in player(found, "A")["monsters"]] == ["a-dead"]
    b = player(found, "B")
    assert b["banished"] == ["b-dead"] and b["graveyard"] == []


def test_book_of_life_refuses_a_first_target_that_is_not_a_zombie(imported):
    found = book("Warrior")
    assert found["outcome"] == "illegal_action", found
    assert found["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in found["illegal"]["rules"]


def mystic_box(answer: str = "") -> dict:
    return duel(BOX, "    monsters: [{id: a-mine, name: Mine, level: 4, atk: 1000, def: 1000}]",
                "    monsters: [{id: b-theirs, name: Theirs, level: 4, atk: 2000, def: 0}]",
                "b-theirs, a-mine", answer)


def test_mystic_box_destroys_then_gives_control(imported):
    found = mystic_box()
    assert found["outcome"] != "illegal_action", found
    b = player(found, "B")
    assert "b-theirs" in b["graveyard"]
    assert [m["id"] for m in b["monsters"]] == ["a-mine"]
    assert player(found, "A")["monsters"] == []


def test_ghost_belle_answers_the_summon_of_the_second_target_from_the_gy(imported):
    found = face_turn("\n  - activate: {card: b-belle, effect: 0}")
    assert found["outcome"] != "illegal_action", found
    a = player(found, "A")
    assert a["monsters"] == [] and "a-gouki" in a["graveyard"]
    assert {"5-3-7", "11-3-4"} <= set(found["rules_cited"])
    refused = mystic_box("\n  - activate: {card: b-belle, effect: 0}")  # nothing from a GY
    assert refused["illegal"]["code"] == "illegal.negates_not_included"
