"""Real monsters whose Trigger Effect answers another monster's Summon in a given place,
judged from their printed text (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): "Special Summoned from your GY", "another "D/D" monster(s) is Special
Summoned to your field" (10-3-4, 5-1-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Doppelwarrior, Monster Reborn, Summoned Skull, D/D/D Flame King Genghis, D/D Savant Kepler
# (a "D/D" monster), Kuriboh, Speedroid Rubberband Plane
DOPPEL, REBORN, SKULL, GENGHIS = "53855409", "83764718", "70781052", "74583607"
KEPLER, KURIBOH, PLANE = "11609969", "40640057", "08284390"
CARDS = (DOPPEL, REBORN, SKULL, GENGHIS, KEPLER, KURIBOH, PLANE)


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


def duel(hand: str, graveyard: str, theirs: str, actions: str, monsters: str = "[]") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: {hand}
    monsters: {monsters}
    graveyard: {graveyard}
  B:
    graveyard: {theirs}
actions:
{actions}""")


REBORN_THEN = """  - activate: {{card: a-reborn, target: {target}}}
  - pass
  - pass
  - activate: {{card: {card}, effect: 0{more}}}
"""


def test_doppelwarrior_answers_a_monster_special_summoned_from_its_players_graveyard(printed):
    hand = f'[{{id: a-reborn, card: "{REBORN}"}}, {{id: a-doppel, card: "{DOPPEL}"}}]'
    mine = duel(hand, f'[{{id: a-skull, card: "{SKULL}"}}]', "[]",
                REBORN_THEN.format(target="a-skull", card="a-doppel", more=""))
    assert mine["outcome"] == "completed", mine.get("illegal")
    assert [m["id"] if isinstance(m, dict) else m
            for m in mine["state"]["players"]["A"]["monsters"]] == ["a-skull", "a-doppel"]
    assert "5-1-3" in mine["rules_cited"]
    # the Skull in the opponent's GY is not "from your GY"
    theirs = duel(hand, "[]", f'[{{id: b-skull, card: "{SKULL}"}}]',
                  REBORN_THEN.format(target="b-skull", card="a-doppel", more=""))
    assert theirs["outcome"] == "illegal_action"
    assert "10-3-4" in theirs["illegal"]["rules"]


def test_genghis_answers_another_dd_monster_special_summoned_to_its_field(printed):
    monsters = f'[{{id: a-genghis, card: "{GENGHIS}"}}]'
    hand = f'[{{id: a-reborn, card: "{REBORN}"}}]'
    graveyard = (f'[{{id: a-kepler, card: "{KEPLER}"}}, {{id: a-kepler2, card: "{KEPLER}"}}, '
                 f'{{id: a-kuriboh, card: "{KURIBOH}"}}]')
    dd = duel(hand, graveyard, "[]", REBORN_THEN.format(
        target="a-kepler", card="a-genghis", more=", target: a-kepler2"), monsters)
    assert dd["outcome"] == "completed", dd.get("illegal")
    assert "a-kepler2" not in dd["state"]["players"]["A"]["graveyard"]
    other = duel(hand, graveyard, "[]", REBORN_THEN.format(
        target="a-kuriboh", card="a-genghis", more=", target: a-kepler2"), monsters)
    assert other["outcome"] == "illegal_action"  # Kuriboh is not a "D/D" monster


def test_rubberband_plane_answers_a_monster_special_summoned_to_its_players_field(printed):
    hand = f'[{{id: a-reborn, card: "{REBORN}"}}, {{id: a-plane, card: "{PLANE}"}}]'
    taken = duel(hand, "[]", f'[{{id: b-skull, card: "{SKULL}"}}]',
                 REBORN_THEN.format(target="b-skull", card="a-plane", more=""))
    assert taken["outcome"] == "completed", taken.get("illegal")
    assert "a-plane" in str(taken["state"]["players"]["A"]["monsters"])


# Crusadia Magius (arrow bottom), Linkuriboh, Crusadia Leonis (a "Crusadia" monster)
MAGIUS, LINKURIBOH, LEONIS = "72228247", "41999284", "28031913"


@pytest.fixture
def crusadia(tmp_path):
    store(subset(tmp_path, (MAGIUS, LINKURIBOH, KURIBOH, LEONIS)))


def linkuriboh_to(magius: str, column: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-magius, card: "{MAGIUS}", {magius}}},
               {{id: a-kuriboh, card: "{KURIBOH}", column: 4}}]
    extra_deck: [{{id: a-linkuriboh, card: "{LINKURIBOH}"}}]
    deck: [{{id: a-leonis, card: "{LEONIS}"}}]
  B: {{}}
actions:
  - link_summon: {{card: a-linkuriboh, materials: [a-kuriboh], {column}}}
  - activate: {{card: a-magius, effect: 0, pick: a-leonis}}
""")


def test_crusadia_magius_answers_an_effect_monster_summoned_where_it_points(crusadia):
    # below Magius in the Extra Monster Zone above column 2
    pointed = linkuriboh_to("column: 2, extra_monster_zone: true", "column: 2")
    assert pointed["outcome"] == "completed", pointed.get("illegal")
    assert pointed["state"]["players"]["A"]["hand"] == ["a-leonis"]
    # Magius in a Main Monster Zone points down, off the field: Linkuriboh goes above it
    away = linkuriboh_to("column: 3", "column: 2, extra_monster_zone: true")
    assert away["outcome"] == "illegal_action"
    assert "10-3-4" in away["illegal"]["rules"]
