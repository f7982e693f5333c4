"""Linked and co-linked monsters judged with real cards (imported from ../shared/fixtures/
yaml-yugi into a temporary folder, facts only, 4-4-10): Decode Talker gaining ATK for each
monster it points to, V-LAN Hydra for each monster co-linked to it, Galatea, the Orcust
Automaton not destroyed by battle while linked, Crusadia Magius gaining the original ATK of the
monster Normal Summoned to the zone it points to (the action's `column`), Altergeist Hexstia
Tributing only an "Altergeist" monster it points to for its cost, Decode Talker Link Summoned
to the zone the action names (8-6-2, 3-3-2), Space Insulator lowering the monsters it points
to on both sides (4-4-8); and nothing judged
while a place such a text needs is not given (4-4-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DECODE, GALATEA, HYDRA, MAGIUS = "01861629", "30741503", "13536606", "72228247"
HEXSTIA, INSULATOR = "01508649", "04914353"
# Decode Talker (2300 ATK; arrows bottom-left, top, bottom-right) in the Extra Monster Zone
# above A's column 2: it points to A's columns 1 and 3 and to B's column 4
DECODE_EMZ = f'{{id: decode, card: "{DECODE}", column: 2, extra_monster_zone: true}}'


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DECODE, GALATEA, HYDRA, MAGIUS, HEXSTIA, INSULATOR)))


def duel(a: str, b: str, actions: str, player: str = "A") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: {player}, phase: battle}}\n"
                  f"players:\n  A: {a}\n  B: {b}\nactions:\n{actions}")


def mine(column: int, name: str = "Mine") -> str:
    return f"{{id: m{column}, name: {name}, atk: 100, def: 100, column: {column}}}"


def decode_attacks(*columns: int, theirs: str = "column: 1") -> dict:
    a = "{monsters: [" + ", ".join([DECODE_EMZ, *(mine(c) for c in columns)]) + "]}"
    b = f"{{monsters: [{{id: big, name: Big, atk: 3000, def: 0, {theirs}}}]}}"
    return duel(a, b, "  - attack: {attacker: decode, target: big}")


def test_decode_talker_gains_500_atk_for_each_monster_it_points_to(printed):
    result = decode_attacks(1, 3, 5)  # columns 1 and 3 pointed to, 5 not: 3300 ATK
    assert result["state"]["players"]["B"]["graveyard"] == ["big"]
    assert result["state"]["players"]["B"]["lp"] == 8000 - 300
    assert "4-4-10" in result["rules_cited"]
    alone = decode_attacks(5)  # 2300 ATK against 3000: Decode Talker is destroyed
    assert alone["state"]["players"]["A"]["graveyard"] == ["decode"]


def test_the_opponents_monster_its_top_arrow_points_to_counts_too(printed):
    result = decode_attacks(1, theirs="column: 4")  # B's column 4: under the top arrow
    assert result["state"]["players"]["B"]["lp"] == 8000 - 300


def test_a_monster_with_no_place_stops_the_judgement(printed):
    result = decode_attacks(1, theirs="position: attack")
    assert result["illegal"]["code"] == "illegal.link_place_unknown"
    assert result["illegal"]["rules"] == ["4-4-7", "4-4-10"]


def galatea_attacked(*columns: int) -> dict:
    # Galatea (1800 ATK; arrows bottom-left, top-right) above A's column 2: A's column 1
    galatea = f'{{id: galatea, card: "{GALATEA}", column: 2, extra_monster_zone: true}}'
    a = "{monsters: [" + ", ".join([galatea, *(mine(c) for c in columns)]) + "]}"
    b = "{monsters: [{id: big, name: Big, atk: 3000, def: 0, column: 1}]}"
    return duel(a, b, "  - attack: {attacker: big, target: galatea}", player="B")


def test_galatea_is_not_destroyed_by_battle_while_linked(printed):
    linked = galatea_attacked(1)
    assert linked["state"]["players"]["A"]["graveyard"] == []
    assert linked["state"]["players"]["A"]["lp"] == 8000 - 1200  # damage is still taken
    alone = galatea_attacked(4)  # nothing in A's column 1: not linked
    assert alone["state"]["players"]["A"]["graveyard"] == ["galatea"]


def test_v_lan_hydra_gains_300_atk_for_each_monster_co_linked_to_it(printed):
    # Hydra (1900 ATK; arrows top, left, bottom) in A's column 3 points to A's column 2;
    # a Link Monster there pointing right points back: co-linked
    def hydra(arrow: str) -> dict:
        link = (f"{{id: link, name: L, kind: monster, types: [Cyberse, Link], link_rating: 1, "
                f"link_arrows: [{arrow}], atk: 1000, column: 2}}")
        a = f'{{monsters: [{{id: hydra, card: "{HYDRA}", column: 3}}, {link}]}}'
        b = "{monsters: [{id: big, name: Big, atk: 2000, def: 0, column: 1}]}"
        return duel(a, b, "  - attack: {attacker: hydra, target: big}")
    co_linked = hydra("right")  # 2200 ATK against 2000
    assert co_linked["state"]["players"]["B"]["lp"] == 8000 - 200
    one_way = hydra("left")  # only Hydra points to it: 1900 ATK
    assert one_way["state"]["players"]["A"]["graveyard"] == ["hydra"]


def magius_summons(column: str, more: str = "") -> dict:
    # Crusadia Magius (100 ATK, arrow bottom) above A's column 2 points to A's column 2
    a = (f'{{hand: [{{id: knight, name: Knight, level: 4, atk: 1800, def: 0}}], monsters: '
         f'[{{id: magius, card: "{MAGIUS}", column: 2, extra_monster_zone: true}}{more}]}}')
    b = "{monsters: [{id: small, name: Small, atk: 1500, def: 0, column: 3}]}"
    return judged(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A: {a}\n  B: {b}\n"
                  f"actions:\n  - normal_summon: {{card: knight{column}}}\n  - battle_phase\n"
                  f"  - attack: {{attacker: magius, target: small}}")


def test_crusadia_magius_gains_the_original_atk_of_the_monster_it_points_to(printed):
    result = magius_summons(", column: 2")  # 100 + 1800 against 1500
    assert result["state"]["players"]["B"]["lp"] == 8000 - 400
    codes = [step["code"] for step in result["steps"]]
    assert "places.summoned" in codes
    aside = magius_summons(", column: 4")  # not pointed to: 100 ATK
    assert aside["state"]["players"]["A"]["graveyard"] == ["magius"]


def test_a_normal_summon_without_its_zone_leaves_magius_battle_unjudged(printed):
    result = magius_summons("")
    assert result["illegal"]["code"] == "illegal.link_place_unknown"
    assert result["illegal"]["action"] == 2  # the Summon and the Battle Phase are judged


def test_a_normal_summon_to_a_used_zone_is_refused(printed):
    used = magius_summons(", column: 1", ", {id: mine, name: Mine, column: 1}")
    assert used["illegal"]["code"] == "illegal.summon_column_used"
    assert used["illegal"]["rules"] == ["3-1-2"]


HEXSTIA_BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: hexstia, card: "{hexstia}", column: 3}},
               {{id: ghost, name: Altergeist Ghost, archetypes: [Altergeist], atk: 1300,
                def: 0, column: {column}}}]
  B:
    hand: [{{id: draw, name: Draw, kind: spell, spell_type: normal, effect: [{{draw: 1}}]}}]
    deck: 5
actions:
  - activate: {{card: draw}}
  - activate: {{card: hexstia, cost: [ghost]}}
  - pass
  - pass
"""


def test_altergeist_hexstia_tributes_the_altergeist_monster_it_points_to(printed):
    # Hexstia (arrows bottom, right) in A's column 3 points to A's column 4
    result = judged(HEXSTIA_BOARD.format(hexstia=HEXSTIA, column=4))
    assert result.get("illegal") is None
    assert result["state"]["players"]["A"]["graveyard"] == ["ghost"]
    assert result["state"]["players"]["B"]["graveyard"] == ["draw"]
    assert len(result["state"]["players"]["B"]["hand"]) == 0  # negated: nothing drawn


def test_hexstias_cost_is_refused_a_monster_it_does_not_point_to(printed):
    result = judged(HEXSTIA_BOARD.format(hexstia=HEXSTIA, column=2))
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert result["illegal"]["action"] == 1


def test_a_place_missing_matters_only_where_the_text_may_apply(printed):
    # Decode Talker with no place: a battle it is not in is judged, one it is in is not
    a = (f'{{monsters: [{{id: decode, card: "{DECODE}"}}, '
         "{id: mine, name: Mine, atk: 2000, def: 0, column: 1}]}")
    b = "{monsters: [{id: small, name: Small, atk: 1000, def: 0, column: 3}]}"
    other = duel(a, b, "  - attack: {attacker: mine, target: small}")
    assert other.get("illegal") is None
    assert other["state"]["players"]["B"]["lp"] == 8000 - 1000
    itself = duel(a, b, "  - attack: {attacker: decode, target: small}")
    assert itself["illegal"]["code"] == "illegal.link_place_unknown"


def decode_link_summoned(place: str, left: str = "") -> dict:
    effect = "atk: 100, def: 100, types: [Cyberse, Effect]"
    left = left or f"{{id: left, name: Left, {effect}, column: 1}}"
    a = (f'{{extra_deck: [{{id: decode, card: "{DECODE}"}}], monsters: [{left}, '
         f"{{id: mid, name: Mid, {effect}, column: 3}}, "
         f"{{id: m2, name: Two, {effect}, column: 2}}, "
         f"{{id: m4, name: Four, {effect}, column: 4}}, "
         f"{{id: m5, name: Five, {effect}, column: 5}}]}}")
    b = "{monsters: [{id: big, name: Big, atk: 3000, def: 0, column: 1}]}"
    return judged(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A: {a}\n  B: {b}\n"
                  f"actions:\n  - link_summon: {{card: decode, materials: [m2, m4, m5]"
                  f"{place}}}\n"
                  f"  - battle_phase\n  - attack: {{attacker: decode, target: big}}")


def test_a_link_summon_names_the_zone_its_monster_goes_to(printed):
    # above A's column 2, Decode Talker points to Left and Mid: 3300 ATK
    result = decode_link_summoned(", column: 2, extra_monster_zone: true")
    assert result.get("illegal") is None
    assert result["state"]["players"]["B"]["lp"] == 8000 - 300
    assert "places.summoned_extra" in [step["code"] for step in result["steps"]]
    unknown = decode_link_summoned("")  # no place: its battle is not judged
    assert unknown["illegal"]["code"] == "illegal.link_place_unknown"
    assert unknown["illegal"]["action"] == 2


def test_a_link_monster_goes_only_where_an_arrow_points_or_to_a_free_extra_zone(printed):
    main = decode_link_summoned(", column: 4")  # no Link Arrow points there (8-6-2)
    assert main["illegal"]["code"] == "illegal.summon_column_not_pointed"
    assert main["illegal"]["rules"] == ["8-6-2", "4-4-7"]
    second = decode_link_summoned(
        ", column: 4, extra_monster_zone: true",
        "{id: link, name: L, kind: monster, types: [Cyberse, Link], link_rating: 1, "
        "link_arrows: [top], atk: 1000, column: 2, extra_monster_zone: true}")
    assert second["illegal"]["code"] == "illegal.summon_extra_zone_second"
    assert second["illegal"]["rules"] == ["3-3-2"]


def test_space_insulator_lowers_each_monster_it_points_to(printed):
    # Space Insulator (arrows top, bottom) above A's column 2: A's column 2 and B's column 4
    insulator = f'{{id: insulator, card: "{INSULATOR}", column: 2, extra_monster_zone: true}}'
    a = f"{{monsters: [{insulator}, {{id: mine, name: Mine, atk: 2000, def: 0, column: 2}}]}}"
    b = ("{monsters: [{id: theirs, name: Theirs, atk: 1500, def: 0, column: 4}, "
         "{id: aside, name: Aside, atk: 1500, def: 0, column: 1}]}")
    pointed = duel(a, b, "  - attack: {attacker: mine, target: theirs}")  # 1200 against 700
    assert pointed["state"]["players"]["B"]["lp"] == 8000 - 500
    assert "4-4-10" in pointed["rules_cited"]
    aside = duel(a, b, "  - attack: {attacker: mine, target: aside}")  # 1200 against 1500
    assert aside["state"]["players"]["A"]["lp"] == 8000 - 300
