"""Xyz Materials as cards (4-4-11), with real cards imported from ../shared/fixtures/yaml-yugi
into a temporary folder (facts only): Zoodiac Drident and Melffy Godmommy gain the ATK (and
DEF) of the materials named under them, a detach cost names the materials it takes, which go
to the Graveyard as cards, and the count form of `materials` is unchanged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

DRIDENT, GODMOMMY = "48905153", "05833929"
WHIPTAIL, KATAROOST, BUNNYBLAST = "31755044", "20155904", "04367330"  # "Zoodiac" monsters
BLUE_EYES, PUPPY, RABBY = "89631139", "20003027", "20129614"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DRIDENT, GODMOMMY, WHIPTAIL, KATAROOST, BUNNYBLAST, BLUE_EYES,
                            PUPPY, RABBY)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - id: a-drident
        card: "{drident}"
        materials: [{{id: a-whip, card: "{whip}"}}, {{id: a-kata, card: "{kata}"}},
                    {{id: a-bunny, card: "{bunny}"}}, {{id: a-eyes, card: "{eyes}"}}]
  B:
    monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
actions:
{actions}"""


def board(actions: str) -> str:
    return BOARD.format(drident=DRIDENT, whip=WHIPTAIL, kata=KATAROOST, bunny=BUNNYBLAST,
                        eyes=BLUE_EYES, actions=actions)


def drident(result: dict) -> dict:
    [monster] = result["state"]["players"]["A"]["monsters"]
    return monster


def test_drident_gains_the_atk_and_def_of_its_zoodiac_materials(printed):
    result = judged(board("  - pass"))
    # Whiptail 1200/400, Kataroost 800/1200, Bunnyblast 800/800; Blue-Eyes is no "Zoodiac"
    assert (drident(result)["atk"], drident(result)["def"]) == (2800, 2400)
    assert drident(result)["materials"] == 4


def test_the_cost_names_the_material_it_detaches(printed):
    result = judged(board("  - activate: {card: a-drident, target: b-x, detach: [a-whip]}\n"
                          "  - pass\n  - pass"))
    assert result["state"]["players"]["A"]["graveyard"] == ["a-whip"]
    assert (drident(result)["atk"], drident(result)["def"]) == (1600, 2000)
    assert drident(result)["materials"] == 3
    assert "b-x" in result["state"]["players"]["B"]["graveyard"]
    assert "4-4-11" in result["rules_cited"]


def test_detaching_a_material_it_gains_nothing_from_changes_nothing(printed):
    result = judged(board("  - activate: {card: a-drident, target: b-x, detach: [a-eyes]}\n"
                          "  - pass\n  - pass"))
    assert result["state"]["players"]["A"]["graveyard"] == ["a-eyes"]
    assert drident(result)["atk"] == 2800


def test_which_material_goes_is_the_players_choice(printed):
    result = judged(board("  - activate: {card: a-drident, target: b-x}"))
    assert result["illegal"]["code"] == "illegal.detach_which"
    assert result["illegal"]["rules"] == ["5-2-2", "4-4-11"]


def test_a_card_not_under_it_cannot_be_detached(printed):
    result = judged(board("  - activate: {card: a-drident, target: b-x, detach: [b-x]}"))
    assert result["illegal"]["code"] == "illegal.detach_not_material"


def test_its_materials_go_to_the_graveyard_as_it_leaves(printed):
    text = board("  - activate: {card: b-ray, target: a-drident}\n  - pass\n  - pass")
    text = text.replace("player: A}", "player: B}").replace("  B:\n", (
        "  B:\n    hand: [{id: b-ray, name: Ray, kind: spell, spell_type: quick-play,"
        " target: {what: monster, player: opponent, zone: field}, effect: [{destroy: chosen}]}]"
        "\n"))
    result = judged(text)
    graveyard = result["state"]["players"]["A"]["graveyard"]
    assert set(graveyard) == {"a-drident", "a-whip", "a-kata", "a-bunny", "a-eyes"}


def test_godmommy_adds_both_values_of_its_melffy_materials(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-mommy, card: "{GODMOMMY}",
         materials: [{{card: "{PUPPY}"}}, {{card: "{RABBY}"}}, {{card: "{BLUE_EYES}"}}]}}
  B: {{}}
actions:
  - pass""")
    [mommy] = result["state"]["players"]["A"]["monsters"]
    # Melffy Puppy 300 + 100 and Melffy Rabby 0 + 2100; its own ATK 0, its DEF unchanged
    assert (mommy["atk"], mommy["def"]) == (2500, 2000)


def test_counted_materials_show_nothing_and_detach_as_before(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-drident, card: "{DRIDENT}", materials: 2}}]
  B:
    monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-drident, target: b-x}}
  - pass
  - pass""")
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert (monster["atk"], monster["materials"]) == (0, 1)
    assert result["state"]["players"]["A"]["graveyard"] == []


def test_only_an_xyz_monster_lists_materials(printed):
    ruling = services.judge_text("ygo", f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-eyes, card: "{BLUE_EYES}", materials: [{{card: "{PUPPY}"}}]}}]
  B: {{}}
actions:
  - pass""")
    assert not ruling.ok
    assert [error["path"] for error in ruling.errors] == ["players.A.monsters[0].materials"]
    assert "only an Xyz Monster" in ruling.errors[0]["message"]
