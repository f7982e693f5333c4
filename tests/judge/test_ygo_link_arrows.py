"""Where monsters stand and where Link Arrows point (4-4-7, 4-4-8), judged with real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Rokket
Caliber and Link Infra-Flier Special Summoned by their own text to a zone a (DARK) Link Monster
points to, Decode Talker's arrows from an Extra Monster Zone reaching down into its player's
Main Monster Zones and up into the opponent's, and Crusadia Magius keeping the monster it
points to from attacking; a place the scenario does not give is never guessed."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge.engine import judge  # noqa: E402
from judge.engine.ygo import arrows  # noqa: E402
from judge.engine.ygo.model import Z_MONSTERS, Card  # noqa: E402

pytestmark = pytest.mark.django_db

CALIBER, FLIER, MAGIUS, DECODE = "67127799", "65100616", "72228247", "01861629"
SPIDER, ANEMONE = "98978921", "79130389"  # Link Spider (arrow bottom), Coral Anemone (left, bottom)
PRIMEBANSHEE = "93503294"  # Altergeist Primebanshee (arrows bottom, bottom-right, right)
# Decode Talker (DARK, arrows bottom-left, top, bottom-right) in the Extra Monster Zone above
# its player's column 2
DECODE_UP_LEFT = f'{{id: decode, card: "{DECODE}", column: 2, extra_monster_zone: true}}'


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CALIBER, FLIER, MAGIUS, DECODE, SPIDER, ANEMONE, PRIMEBANSHEE)))


def duel(a: str, b: str = "{}", actions: str = "", phase: str = "main1") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A, phase: {phase}}}\nplayers:\n"
                  f"  A: {a}\n  B: {b}\nactions:\n{actions}")


def caliber(column: str, more: str = "") -> dict:
    return duel(f'{{hand: [{{id: rokket, card: "{CALIBER}"}}], monsters: [{DECODE_UP_LEFT}'
                f'{more}]}}', actions=f"  - procedure_summon: {{card: rokket{column}}}")


def test_rokket_caliber_goes_to_a_zone_its_dark_link_monster_points_to(printed):
    result = caliber(", column: 3")  # Decode Talker's bottom-right arrow
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["decode", "rokket"]
    assert {"8-4-8", "4-4-7"} <= set(result["rules_cited"])
    assert '"arrows.placed"' in json.dumps(result)
    assert result["state"]["players"]["A"]["monsters"][1]["position"] == "attack"


def test_rokket_caliber_is_refused_a_zone_no_arrow_points_to(printed):
    for column, code in ((", column: 2", "illegal.pointed_zone_not_pointed"),
                         ("", "illegal.pointed_zone_column")):
        result = caliber(column)
        assert result["illegal"]["code"] == code
        assert "4-4-7" in result["illegal"]["rules"]


def test_a_used_zone_or_a_monster_with_no_place_refuses_it(printed):
    used = caliber(", column: 3", ", {id: mine, name: Mine, column: 3}")
    assert used["illegal"]["code"] == "illegal.pointed_zone_used"
    assert "3-1-2" in used["illegal"]["rules"]
    unknown = caliber(", column: 3", ", {id: mine, name: Mine}")
    assert unknown["illegal"]["code"] == "illegal.pointed_zone_unknown"


def test_the_opponents_link_monster_points_down_into_its_own_zones_only(printed):
    # B's Decode Talker above B's column 2: its top arrow points to A's column 4
    theirs = f'{{monsters: [{DECODE_UP_LEFT}]}}'
    hand = f'{{hand: [{{id: flier, card: "{FLIER}"}}]}}'
    ok = duel(hand, theirs, "  - procedure_summon: {card: flier, column: 4}")
    assert ok["outcome"] == "completed"
    wrong = duel(hand, theirs, "  - procedure_summon: {card: flier, column: 2}")
    assert wrong["illegal"]["code"] == "illegal.pointed_zone_not_pointed"


def magius_duel(mine: str) -> dict:
    # Crusadia Magius (arrow bottom) above A's column 2 points to A's column 2 only
    return duel(f'{{monsters: [{{id: magius, card: "{MAGIUS}", column: 2, '
                f'extra_monster_zone: true}}, {mine}]}}', "{}",
                "  - attack: {attacker: mine, target: direct}", phase="battle")


def test_crusadia_magius_keeps_the_monster_it_points_to_from_attacking(printed):
    result = magius_duel("{id: mine, name: Mine, atk: 1000, column: 2}")
    assert result["illegal"]["code"] == "illegal.pointed_no_attack"
    assert result["illegal"]["rules"] == ["4-4-8", "4-4-7"]
    free = magius_duel("{id: mine, name: Mine, atk: 1000, column: 1}")
    assert free["outcome"] == "completed"
    assert free["state"]["players"]["B"]["lp"] == 7000
    unknown = magius_duel("{id: mine, name: Mine, atk: 1000}")
    assert unknown["illegal"]["code"] == "illegal.place_unknown"


def test_an_arrow_pointing_down_never_reaches_the_opponents_monsters(printed):
    # no place given, but Crusadia Magius's only arrow points down: B's monster attacks
    result = judged(f"""
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A: {{monsters: [{{id: magius, card: "{MAGIUS}"}}]}}
  B: {{monsters: [{{id: theirs, name: Theirs, atk: 3000}}]}}
actions:
  - attack: {{attacker: theirs, target: magius}}""")
    assert result.get("illegal") is None
    assert result["state"]["players"]["A"]["graveyard"] == ["magius"]


def spider(column: str) -> dict:
    normal = ("{id: normal, name: Plain, kind: monster, level: 3, atk: 1200, def: 0, "
              "types: [Normal]}")
    return duel(f'{{hand: [{normal}], monsters: [{{id: spider, card: "{SPIDER}", column: 2, '
                f'extra_monster_zone: true}}]}}', "{}",
                f"  - activate: {{card: spider, pick: normal{column}}}\n  - pass\n  - pass")


def test_link_spider_summons_to_the_zone_its_arrow_points_to(printed):
    result = spider(", column: 2")
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["spider", "normal"]
    assert '"arrows.placed"' in json.dumps(result) and "4-4-7" in result["rules_cited"]


def test_link_spider_is_refused_a_zone_it_does_not_point_to(printed):
    for column in (", column: 3", ""):
        result = spider(column)
        assert result["illegal"]["code"] == "illegal.effect_pointed_zone"
        assert result["illegal"]["rules"][0] == "4-4-7"


def test_coral_anemone_revives_a_target_to_its_left(printed):
    water = "{id: fish, name: Fish, kind: monster, level: 3, atk: 1000, def: 0, attribute: WATER}"
    board = (f'{{graveyard: [{water}], monsters: [{{id: anemone, card: "{ANEMONE}", '
             f'column: 3}}]}}')
    result = duel(board, "{}", "  - activate: {card: anemone, target: fish, column: 2}\n"
                  "  - pass\n  - pass")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["anemone", "fish"]
    wrong = duel(board, "{}", "  - activate: {card: anemone, target: fish, column: 4}")
    assert wrong["illegal"]["code"] == "illegal.effect_pointed_zone"


def test_the_zone_a_tributed_cost_frees_may_be_the_one_named(printed):
    ghost = "name: Ghost, kind: monster, level: 4, atk: 1000, def: 0, archetypes: [Altergeist]"
    result = duel(f'{{monsters: [{{id: prime, card: "{PRIMEBANSHEE}", column: 3}}, '
                  f'{{id: old, {ghost}, column: 4}}], deck: [{{id: new, {ghost}}}]}}', "{}",
                  "  - activate: {card: prime, cost: [old], pick: new, column: 4}\n"
                  "  - pass\n  - pass")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["prime", "new"]
    assert result["state"]["players"]["A"]["graveyard"] == ["old"]


def test_two_monsters_in_one_extra_monster_zone_are_refused():
    link = {"name": "L", "kind": "monster", "types": ["Cyberse", "Link"], "link_rating": 1,
            "atk": 100, "extra_monster_zone": True}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"monsters": [{**link, "id": "a", "column": 2}]},
                                "B": {"monsters": [{**link, "id": "b", "column": 4}]}},
                    "actions": []})
    assert any(e["code"] == "input.ygo.same_place" for e in result["errors"])


def test_the_arrows_of_each_player_turn_with_the_field():
    mine = Card(id="l", name="L", owner="A", kind="monster", zone=Z_MONSTERS,
                monster_types=("Link",), column=3, link_arrows=("left", "top", "bottom"))
    assert arrows.pointed_cells(mine) == {(0, 2)}  # no Extra Monster Zone above column 3
    theirs = Card(id="m", name="M", owner="B", kind="monster", zone=Z_MONSTERS,
                  monster_types=("Link",), column=2, link_arrows=("left", "top", "top-right"))
    # B's column 2 is A's column 4 and B's left is A's right; B's top reaches the Extra
    # Monster Zone above A's column 4, B's top-right nothing (no such zone above column 3)
    assert arrows.pointed_cells(theirs) == {(2, 5), (1, 4)}
