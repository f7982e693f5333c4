"""A coin toss whose results' parts are printed in one sentence (5-3-23) and an effect that
Special Summons to the opponent's field (8-4-15), read from real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Couple of Aces
comes to its player's field on heads and to the opponent's on tails, where the opponent
controls it and its player still owns it; with the opponent's Main Monster Zones full it is
not Special Summoned there; Reverse Reuse (a Trap) puts its player's Flip monsters on the opponent's
field; Sorciere de Fleur's "to your field" is the usual place."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ACES, REUSE, SORCIERE, CERULI = "26259179", "93775296", "36405256", "07623640"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ACES, REUSE)))


def test_couple_of_aces_reads_one_outcome_for_each_result():
    card = derived(ACES)
    assert card.automation == "full", card.notes
    assert "if the result is tails" in english(ACES)["text"]
    [toss] = card.encoding["effects"][0]["effect"]
    heads, tails = toss["toss_coin"]["outcomes"]
    assert heads == {"heads": 1, "steps": [{"special_summon": {"card": "self"}}]}
    assert tails == {"heads": 0, "steps": [{"special_summon": {"card": "self",
                                                                "to": "opponent"}}]}


@pytest.mark.parametrize("number", [REUSE, SORCIERE])
def test_the_field_a_special_summon_names_is_read(number):
    card = derived(number)
    assert card.automation == "full", card.notes
    steps = card.encoding["effect"] if "effect" in card.encoding \
        else card.encoding["effects"][0]["effect"]
    assert steps[0]["special_summon"].get("to") == ("opponent" if number == REUSE else None)


def test_ceruli_is_summoned_to_the_opponents_field_in_defense_position():
    [effect] = derived(CERULI).encoding["effects"]
    assert effect["effect"] == [{"special_summon": {"card": "self", "position": "defense",
                                                    "to": "opponent"}}]


ACES_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 3
    hand: [{{id: a-aces, card: "{aces}"}}]
  B:
    deck: 3
    monsters: [{walls}]
actions:
  - activate: {{card: a-aces, effect: 0, coins: [{coin}]}}
  - pass
  - pass"""


def _walls(count: int) -> str:
    return ", ".join(f"{{id: b-{n}, name: Wall {n}, kind: monster, level: 1, atk: 0, def: 0}}"
                     for n in range(1, count + 1))


@pytest.mark.parametrize("coin, side", [("heads", "A"), ("tails", "B")])
def test_couple_of_aces_goes_to_the_field_the_coin_names(printed, coin, side):
    result = judged(ACES_BOARD.format(aces=ACES, walls="", coin=coin))
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = result["state"]["players"][side]["monsters"]
    assert [monster["id"] for monster in monsters] == ["a-aces"]
    assert "5-3-23" in result["rules_cited"]
    assert ("8-4-15" in result["rules_cited"]) is (side == "B")


def test_on_tails_the_opponent_controls_it_and_its_player_still_owns_it(printed):
    result = judged(ACES_BOARD.format(aces=ACES, walls="", coin="tails"))
    [aces] = result["state"]["players"]["B"]["monsters"]
    assert aces["owner"] == "A"
    [summoned] = [step for step in result["steps"] if step["code"] == "special_summoned"]
    assert "to B's field" in summoned["text"]


def test_on_tails_its_new_controller_draws_with_its_summoned_effect(printed):
    board = ACES_BOARD.format(aces=ACES, walls="", coin="tails")
    result = judged(board + """
  - activate: {card: a-aces, effect: 1}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(result["state"]["players"]["B"]["hand"]) == 2
    assert result["state"]["players"]["A"]["hand"] == []


def test_with_no_free_zone_on_the_opponents_side_it_stays_in_the_hand(printed):
    result = judged(ACES_BOARD.format(aces=ACES, walls=_walls(5), coin="tails"))
    assert result["state"]["players"]["A"]["hand"] == ["a-aces"]
    assert len(result["state"]["players"]["B"]["monsters"]) == 5
    assert "special_summon_no_room" in [step["code"] for step in result["steps"]]


def test_reverse_reuse_puts_the_flip_monsters_on_the_opponents_field(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-reuse, card: "{REUSE}", face_up: false, set_this_turn: false}}]
    graveyard: [{{id: a-flip, name: Flipper, kind: monster, level: 3, atk: 1000, def: 1000,
                 types: [Flip, Effect]}}]
  B: {{}}
actions:
  - activate: {{card: a-reuse, target: a-flip, position: defense}}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["a-flip"]
    assert "8-4-15" in result["rules_cited"]
