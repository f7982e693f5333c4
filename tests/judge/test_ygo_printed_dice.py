"""More effects decided by a coin or a die (5-3-23), read from real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged with the results
the activation names: an ATK change the die's result multiplies (Maximum Six on its Tribute
Summon, Graceful Dice and the Trap
Skull Dice over every monster of a side), a target destroyed unless
the die shows one of two faces (Snipe Hunter), each face's part printed after the roll in one
sentence (Dark Master - Zorc), "You can roll a six-sided die, then apply the result." with its
older ", also discard 1 card from their hand" (Dicelops), the older "Once per turn, you can
toss a coin 3 times ...:" with its first option on the same line (Gambler of Legend), as many
monsters destroyed as the coins gave heads (Gatling Dragon) and a monster Special Summoned whose
Level is the result, a 6 meaning "6 or higher" (Agido), and the older plain sentences "Toss a
coin 3 times. If all 3 results are Heads, ... If all 3 results are Tails, ..." (Sand Gambler)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SIX, GRACEFUL, SKULL = "30707994", "74137509", "00126218"
SNIPE, ZORC, GAMBLER = "84290642", "97642679", "02196767"
DICELOPS, GATLING, AGIDO = "62893810", "87751584", "16135253"
SAND = "50593156"
ALL = (SIX, GRACEFUL, SKULL, SNIPE, ZORC, GAMBLER, DICELOPS, GATLING, AGIDO, SAND)


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, ALL))


def _steps(number: str) -> list[dict]:
    card = derived(number)
    assert card.automation == "full", card.notes
    encoded = card.encoding
    return encoded["effect"] if "effect" in encoded else encoded["effects"][0]["effect"]


@pytest.mark.parametrize("number", ALL)
def test_the_chance_cards_are_read_in_full(number):
    assert list(_steps(number)[0]) in (["roll_die"], ["toss_coin"])


@pytest.mark.parametrize("number, stat, each", [(SIX, "atk", 200), (GRACEFUL, "atk_all", 100),
                                                (SKULL, "atk_all", -100)])
def test_each_face_changes_the_stat_by_its_number_times_the_printed_amount(number, stat, each):
    outcomes = _steps(number)[0]["roll_die"]["outcomes"]
    assert [outcome["faces"] for outcome in outcomes] == [[face] for face in range(1, 7)]
    assert [outcome["steps"][0][stat]["amount"] for outcome in outcomes] == \
        [each * face for face in range(1, 7)]


def test_snipe_hunter_spares_its_target_on_a_1_or_a_6_only():
    [outcome] = _steps(SNIPE)[0]["roll_die"]["outcomes"]
    assert outcome == {"faces": [2, 3, 4, 5], "steps": [{"destroy": "chosen"}]}


def test_dark_master_zorc_gives_each_group_of_faces_its_part():
    outcomes = _steps(ZORC)[0]["roll_die"]["outcomes"]
    assert [outcome["faces"] for outcome in outcomes] == [[1, 2], [3, 4, 5], [6]]


def test_gambler_of_legend_reads_its_four_options_its_first_one_included():
    outcomes = _steps(GAMBLER)[0]["toss_coin"]["outcomes"]
    assert [outcome["heads"] for outcome in outcomes] == [3, 2, 1, 0]
    assert derived(GAMBLER).encoding["effects"][0]["type"] == "ignition"


SIX_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-six, card: "{six}"}}]
    monsters: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-six, tributes: [a-fodder]}}
  - activate: {{card: a-six, effect: 0{dice}}}
  - pass
  - pass"""


def _monster(result: dict, player: str, card_id: str) -> dict:
    return next(card for card in result["state"]["players"][player]["monsters"]
                if card["id"] == card_id)


@pytest.mark.parametrize("face", [1, 4, 6])
def test_maximum_six_gains_the_result_times_200(printed, face):
    result = judged(SIX_BOARD.format(six=SIX, dice=f", dice: [{face}]"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _monster(result, "A", "a-six")["atk"] == 1900 + 200 * face
    assert "5-3-23" in result["rules_cited"]


def test_maximum_six_without_the_result_gains_nothing_and_says_why(printed):
    result = judged(SIX_BOARD.format(six=SIX, dice=""))
    assert _monster(result, "A", "a-six")["atk"] == 1900
    codes = [step["params"].get("why", {}).get("code") for step in result["steps"]
             if step["code"] == "effect_part_skipped"]
    assert "why.chance_not_named" in codes


DICE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {where}: [{{id: a-dice, card: "{card}"{setting}}}]
    monsters: [{{id: a-mon, name: Mine, kind: monster, level: 4, atk: 1500, def: 1200}}]
  B:
    monsters: [{{id: b-mon, name: Theirs, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - activate: {{card: a-dice, dice: [{face}]}}
  - pass
  - pass"""


@pytest.mark.parametrize("card, face, mine, theirs", [
    (GRACEFUL, 3, (1800, 1500), (1800, 1000)),
    (SKULL, 5, (1500, 1200), (1300, 500)),
])
def test_the_dice_spells_change_one_side_by_the_result_times_100(printed, card, face, mine,
                                                                 theirs):
    trap = card == SKULL  # a Trap: Set on an earlier turn
    result = judged(DICE_BOARD.format(card=card, face=face,
                                      where="spells_traps" if trap else "hand",
                                      setting=", face_up: false" if trap else ""))
    assert result["outcome"] == "completed", result.get("illegal")
    own, other = _monster(result, "A", "a-mon"), _monster(result, "B", "b-mon")
    assert (own["atk"], own["def"]) == mine
    assert (other["atk"], other["def"]) == theirs


SNIPE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fodder, name: Fodder, kind: monster, level: 4}}]
    monsters: [{{id: a-snipe, card: "{snipe}"}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}}]
actions:
  - activate: {{card: a-snipe, effect: 0, target: b-wall, cost: [a-fodder], dice: [{face}]}}
  - pass
  - pass"""


@pytest.mark.parametrize("face, destroyed", [(1, False), (2, True), (5, True), (6, False)])
def test_snipe_hunter_destroys_its_target_unless_it_rolls_a_1_or_a_6(printed, face, destroyed):
    result = judged(SNIPE_BOARD.format(snipe=SNIPE, face=face))
    assert result["outcome"] == "completed", result.get("illegal")
    assert ("b-wall" in result["state"]["players"]["B"]["graveyard"]) is destroyed


ZORC_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-zorc, card: "{zorc}"}}
      - {{id: a-mon, name: Mine, kind: monster, level: 4, atk: 1500, def: 1200}}
  B:
    monsters:
      - {{id: b-one, name: One, kind: monster, level: 4, atk: 1800, def: 1000}}
      - {{id: b-two, name: Two, kind: monster, level: 4, atk: 1000, def: 1000}}
actions:
  - activate: {{card: a-zorc, effect: 0, dice: [{face}]}}
  - pass
  - pass"""


@pytest.mark.parametrize("face, mine, theirs", [(2, 0, 2), (6, 2, 0)])
def test_dark_master_zorc_destroys_the_side_its_face_names(printed, face, mine, theirs):
    result = judged(ZORC_BOARD.format(zorc=ZORC, face=face))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert (len(players["A"]["graveyard"]), len(players["B"]["graveyard"])) == (mine, theirs)


GAMBLER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-card, name: Card, kind: monster, level: 4}}]
    monsters: [{{id: a-gambler, card: "{gambler}"}}]
  B:
    monsters: [{{id: b-mon, name: Theirs, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - activate: {{card: a-gambler, effect: 0, coins: {coins}}}
  - pass
  - pass"""


@pytest.mark.parametrize("coins, their_graveyard, my_hand", [
    ("[heads, heads, heads]", 1, 1), ("[tails, tails, tails]", 0, 0)])
def test_gambler_of_legend_does_what_its_number_of_heads_names(printed, coins, their_graveyard,
                                                               my_hand):
    result = judged(GAMBLER_BOARD.format(gambler=GAMBLER, coins=coins))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert len(players["B"]["graveyard"]) == their_graveyard
    assert len(players["A"]["hand"]) == my_hand


def test_dicelops_reads_its_three_groups_of_faces():
    outcomes = _steps(DICELOPS)[0]["roll_die"]["outcomes"]
    assert [outcome["faces"] for outcome in outcomes] == [[1], [2, 3, 4, 5], [6]]
    assert outcomes[0]["steps"] == [{"hand_pick": {"do": "discard"}}]


DICELOPS_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-one, name: One, kind: monster, level: 4}}, {{id: a-two, name: Two, kind: monster,
            level: 4}}]
    monsters: [{{id: a-dicelops, card: "{dicelops}"}}]
  B: {{}}
actions:
  - activate: {{card: a-dicelops, effect: 0, dice: [{face}]{discards}}}
  - pass
  - pass"""


@pytest.mark.parametrize("face, discards, hand", [(3, ", discards: [a-one]", 1), (6, "", 0)])
def test_dicelops_discards_as_its_face_says(printed, face, discards, hand):
    result = judged(DICELOPS_BOARD.format(dicelops=DICELOPS, face=face, discards=discards))
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(result["state"]["players"]["A"]["hand"]) == hand


GATLING_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-gatling, card: "{gatling}"}}]
  B:
    monsters:
      - {{id: b-one, name: One, kind: monster, level: 4, atk: 1800, def: 1000}}
      - {{id: b-two, name: Two, kind: monster, level: 4, atk: 1000, def: 1000}}
actions:
  - activate: {{card: a-gatling, effect: 0, coins: {coins}{picks}}}
  - pass
  - pass"""


@pytest.mark.parametrize("coins, picks, mine, theirs", [
    ("[heads, heads, tails]", ", picks: [b-one, b-two]", 0, 2),
    ("[heads, heads, heads]", "", 1, 2),  # no more than 3 monsters there: every one of them
    ("[tails, tails, tails]", "", 0, 0),
])
def test_gatling_dragon_destroys_as_many_monsters_as_heads(printed, coins, picks, mine, theirs):
    result = judged(GATLING_BOARD.format(gatling=GATLING, coins=coins, picks=picks))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert (len(players["A"]["graveyard"]), len(players["B"]["graveyard"])) == (mine, theirs)


AGIDO_BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    graveyard:
      - {{id: a-four, name: Four, kind: monster, level: 4, types: [Fairy], atk: 100, def: 100}}
      - {{id: a-seven, name: Seven, kind: monster, level: 7, types: [Fairy], atk: 100, def: 100}}
    monsters: [{{id: a-agido, card: "{agido}"}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 4, atk: 2000, def: 1000}}]
actions:
  - attack: {{attacker: a-agido, target: b-big}}
  - pass
  - activate: {{card: a-agido, effect: 0, dice: [{face}], pick: {pick}}}
  - pass
  - pass"""


@pytest.mark.parametrize("face, pick, summoned", [
    (4, "a-four", True), (6, "a-seven", True), (4, "a-seven", False)])
def test_agido_special_summons_a_fairy_of_the_level_rolled(printed, face, pick, summoned):
    result = judged(AGIDO_BOARD.format(agido=AGIDO, face=face, pick=pick))
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = [card["id"] for card in result["state"]["players"]["A"]["monsters"]]
    assert (pick in monsters) is summoned


def test_sand_gambler_reads_as_an_ignition_effect_once_per_turn():
    [entry] = derived(SAND).encoding["effects"]
    assert entry["type"] == "ignition" and entry["once_per_turn"] == "copy"
    outcomes = entry["effect"][0]["toss_coin"]["outcomes"]
    assert [(outcome["heads"], outcome["steps"][0]["destroy_all"]["player"])
            for outcome in outcomes] == [(3, "opponent"), (0, "controller")]


SAND_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-sand, card: "{sand}"}}]
  B:
    monsters: [{{id: b-mon, name: Theirs, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - activate: {{card: a-sand, effect: 0, coins: {coins}}}
  - pass
  - pass"""


@pytest.mark.parametrize("coins, mine, theirs", [
    ("[heads, heads, heads]", 0, 1), ("[tails, tails, tails]", 1, 0),
    ("[heads, tails, heads]", 0, 0)])
def test_sand_gambler_destroys_a_side_only_on_all_heads_or_all_tails(printed, coins, mine,
                                                                     theirs):
    result = judged(SAND_BOARD.format(sand=SAND, coins=coins))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert (len(players["A"]["graveyard"]), len(players["B"]["graveyard"])) == (mine, theirs)
