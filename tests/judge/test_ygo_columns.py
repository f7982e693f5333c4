"""Columns (3-11-1, 3-11-2), judged with a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Mekk-Knight Purple Nightfall
Special Summoned by its own text in a column holding 2 or more cards, counted across the whole
field (the opponent's zones mirrored, the Extra Monster Zone in its column, Spells and Traps
too); refused in a column of fewer, in a zone already used, or where a place the scenario does
not give might change the count, which is never guessed; Mekk-Knight Red Moon destroying a
face-up monster in its own column, and refused one in another column; Fuse Line, Set in a
Spell & Trap Zone, destroying a card in that zone's column."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge.engine import judge  # noqa: E402

pytestmark = pytest.mark.django_db

NIGHTFALL = "28692962"  # Mekk-Knight Purple Nightfall
RED_MOON = "56809158"  # Mekk-Knight Red Moon
FUSE_LINE = "51091138"  # a Normal Trap: "Target 1 card on the field in this card's column"
HAND = f'hand: [{{id: knight, card: "{NIGHTFALL}"}}]'
SET_CARD = "{id: a-set, name: Set Card, kind: trap, trap_type: normal"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (NIGHTFALL, RED_MOON, FUSE_LINE)))


def duel(mine: str, theirs: str, column: str = ", column: 1") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A, phase: main1}}\nplayers:\n"
                  f"  A: {{{HAND}{mine}}}\n  B: {{{theirs}}}\nactions:\n"
                  f"  - procedure_summon: {{card: knight{column}}}")


def test_purple_nightfall_comes_in_a_column_of_two_cards(printed):
    # A's Set card in A's column 1 faces B's monster in B's column 5: one column (3-11-1)
    result = duel(f", spells_traps: [{SET_CARD}, column: 1}}]",
                  "monsters: [{id: b-mon, name: Theirs, atk: 100, column: 5}]")
    assert result["outcome"] == "completed", result.get("illegal")
    [knight] = result["state"]["players"]["A"]["monsters"]
    assert knight["id"] == "knight"
    assert {"8-4-8", "3-11-2", "3-11-1"} <= set(result["rules_cited"])
    assert '"columns.placed"' in json.dumps(result)


def test_a_column_of_one_card_or_a_used_zone_refuses_it(printed):
    few = duel(f", spells_traps: [{SET_CARD}, column: 1}}]",
               "monsters: [{id: b-mon, name: Theirs, atk: 100, column: 4}]")
    assert few["illegal"]["code"] == "illegal.column_summon_few"
    assert "3-11-2" in few["illegal"]["rules"]
    used = duel(f", spells_traps: [{SET_CARD}, column: 1}}], "
                "monsters: [{id: a-mon, name: Mine, atk: 100, column: 1}]", "", "")
    assert used["illegal"]["code"] == "illegal.column_summon_column"
    used = duel(f", spells_traps: [{SET_CARD}, column: 1}}], "
                "monsters: [{id: a-mon, name: Mine, atk: 100, column: 1}]", "")
    assert used["illegal"]["code"] == "illegal.column_summon_used"


def test_the_extra_monster_zone_is_in_its_column(printed):
    # B's monster in the Extra Monster Zone above B's column 4 stands in A's column 2, in
    # line with A's Set card in A's column 2
    extra = ("monsters: [{id: b-link, name: Link, kind: monster, types: [Link], link_rating: 1, "
             "atk: 1000, column: 4, extra_monster_zone: true}]")
    result = duel(f", spells_traps: [{SET_CARD}, column: 2}}]", extra, ", column: 2")
    assert result["outcome"] == "completed", result.get("illegal")
    other = duel(f", spells_traps: [{SET_CARD}, column: 4}}]", extra, ", column: 4")
    assert other["illegal"]["code"] == "illegal.column_summon_few"


def test_a_card_with_no_place_given_is_never_guessed(printed):
    unknown = duel(f", spells_traps: [{SET_CARD}, column: 1}}]",
                   "monsters: [{id: b-mon, name: Theirs, atk: 100}]")
    assert unknown["illegal"]["code"] == "illegal.column_summon_unknown"


def test_two_cards_in_one_spell_and_trap_zone_are_refused():
    outcome = judge(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n"
                    f"  A: {{spells_traps: [{SET_CARD}, column: 3}}, {{id: a-two, name: Two, "
                    f"kind: spell, spell_type: continuous, column: 3}}]}}\n  B: {{}}\n"
                    "actions: []\n")
    assert any(e["code"] == "input.ygo.same_spell_zone" for e in outcome["errors"])


def moon(target_column: str) -> dict:
    # Red Moon in A's column 2 faces B's column 4; a "Mekk-Knight" in A's GY pays the cost
    return judged(
        "game: ygo\nturn: {number: 3, player: A, phase: main1}\nplayers:\n"
        f'  A: {{monsters: [{{id: moon, card: "{RED_MOON}", column: 2}}], graveyard: '
        "[{id: a-gy, name: Old Knight, kind: monster, archetypes: [Mekk-Knight]}]}\n"
        f"  B: {{monsters: [{{id: b-mon, name: Theirs, atk: 100{target_column}}}]}}\n"
        "actions:\n  - activate: {card: moon, target: b-mon, cost: [a-gy]}\n"
        "  - pass\n  - pass\n")


def test_red_moon_destroys_a_monster_in_its_own_column(printed):
    result = moon(", column: 4")
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["graveyard"] == ["b-mon"]
    assert "a-gy" in result["state"]["players"]["A"]["banished"]


def test_red_moon_is_refused_a_monster_in_another_column(printed):
    other = moon(", column: 2")  # B's column 2 is A's column 4
    assert other["illegal"]["code"] == "illegal.target_column"
    assert other["illegal"]["rules"] == ["3-11-1", "5-2-3"]
    unknown = moon("")
    assert unknown["illegal"]["code"] == "illegal.target_column_unknown"


def fuse(target_column: str) -> dict:
    # Fuse Line Set in A's Spell & Trap Zone 5, in line with B's column 1
    return judged(
        "game: ygo\nturn: {number: 3, player: A, phase: main1}\nplayers:\n"
        f'  A: {{spells_traps: [{{id: fuse, card: "{FUSE_LINE}", set_this_turn: false, '
        "column: 5}]}\n"
        f"  B: {{monsters: [{{id: b-mon, name: Theirs, atk: 100{target_column}}}]}}\n"
        "actions:\n  - activate: {card: fuse, target: b-mon}\n  - pass\n  - pass\n")


def test_fuse_line_destroys_a_card_in_the_column_it_is_set_in(printed):
    result = fuse(", column: 1")
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["graveyard"] == ["b-mon"]
    other = fuse(", column: 5")
    assert other["illegal"]["code"] == "illegal.target_column"
