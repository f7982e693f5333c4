"""The best-known Spells' actions on real cards (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), judged: Monster Reborn Special Summons a monster from either GY
to its activator's field (3-10-2); Change of Heart takes control of a monster until the End
Phase, when it goes back (3-10-3, 3-10-4); Sangan adds a monster with 1500 or less ATK and locks
that name for the rest of the turn (5-3-13, 5-2-9); Terraforming adds a Field Spell; Upstart
Goblin draws, then the opponent gains 1000 LP (5-2-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Monster Reborn, Change of Heart, Sangan, Terraforming, Upstart Goblin, Celtic Guardian (1400
# ATK), Gilford the Lightning (2800 ATK), Yami (a Field Spell), Dark Hole
CARDS = ("83764718", "04031928", "26202165", "73628505", "70368879", "91152256", "36354007",
         "59197169", "53129443")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


def board(a: str, b: str, actions: str, turn: int = 3) -> str:
    return f"game: ygo\nturn: {{number: {turn}, player: A}}\nplayers:\n  A: {a}\n  B: {b}\n" \
           f"actions:\n{actions}"


def test_monster_reborn_summons_the_opponents_monster_to_its_activators_field(printed):
    result = judged(board("{hand: [{id: reborn, card: \"83764718\"}]}",
                          "{graveyard: [{id: gilford, card: \"36354007\"}]}",
                          "  - activate: {card: reborn, target: gilford}\n  - pass\n  - pass"))
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["gilford"]
    assert player(result, "A")["monsters"][0]["owner"] == "B"
    assert player(result, "B")["graveyard"] == []
    assert "3-10-2" in result["rules_cited"]


def test_a_monster_taken_from_the_opponent_goes_to_its_owners_graveyard(printed):
    result = judged(board("{hand: [{id: reborn, card: \"83764718\"}, {id: hole, card: "
                          "\"53129443\"}]}",
                          "{graveyard: [{id: gilford, card: \"36354007\"}]}",
                          "  - activate: {card: reborn, target: gilford}\n  - pass\n  - pass\n"
                          "  - activate: {card: hole}\n  - pass\n  - pass"))
    assert player(result, "B")["graveyard"] == ["gilford"]
    assert "gilford" not in player(result, "A")["graveyard"]


def test_change_of_heart_takes_control_until_the_end_phase(printed):
    result = judged(board("{hand: [{id: heart, card: \"04031928\"}]}",
                          "{monsters: [{id: gilford, card: \"36354007\"}]}",
                          "  - activate: {card: heart, target: gilford}\n  - pass\n  - pass\n"
                          "  - battle_phase\n  - attack: {attacker: gilford, target: direct}\n"
                          "  - end_phase"))
    assert player(result, "B")["lp"] == 8000 - 2800  # B's own monster attacked B directly
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["gilford"]  # given back
    assert player(result, "A")["monsters"] == []
    assert {"3-10-3", "3-10-4"} <= set(result["rules_cited"])


def test_change_of_heart_cannot_target_the_activators_own_monster(printed):
    result = judged(board("{hand: [{id: heart, card: \"04031928\"}], monsters: [{id: celtic, "
                          "card: \"91152256\"}]}", "{}",
                          "  - activate: {card: heart, target: celtic}"))
    assert result["outcome"] == "illegal_action"


def test_sangan_adds_a_monster_with_1500_or_less_atk_and_locks_its_name(printed):
    actions = ("  - activate: {card: hole}\n  - pass\n  - pass\n"
               "  - activate: {card: sangan, effect: 0, pick: celtic}\n  - pass\n  - pass\n"
               "  - normal_summon: {card: celtic}\n")
    a = ("{hand: [{id: hole, card: \"53129443\"}], monsters: [{id: sangan, card: "
         "\"26202165\"}], deck: [{id: celtic, card: \"91152256\"}, {id: gilford, card: "
         "\"36354007\"}, {id: reborn, card: \"83764718\"}]}")
    result = judged(board(a, "{}", actions))
    assert result["outcome"] == "completed"
    assert "celtic" in [m["id"] for m in player(result, "A")["monsters"]]
    assert "5-2-9" in result["rules_cited"]
    too_strong = judged(board(a, "{}", actions.replace("pick: celtic", "pick: gilford")))
    assert too_strong["outcome"] == "illegal_action"  # 2800 ATK (5-3-13)


def test_a_card_of_a_locked_name_cannot_be_activated_that_turn(printed):
    a = ("{hand: [{id: hole, card: \"53129443\"}], monsters: [{id: sangan, card: "
         "\"26202165\"}], deck: [{id: sangan-2, card: \"26202165\"}]}")
    result = judged(board(a, "{}", "  - activate: {card: hole}\n  - pass\n  - pass\n"
                                   "  - activate: {card: sangan, effect: 0, pick: sangan-2}\n"
                                   "  - pass\n  - pass\n"
                                   "  - normal_summon: {card: sangan-2}\n"))
    assert result["outcome"] == "completed"  # summoning it is no activation
    # a second Sangan, Normal Summoned, cannot use its effect: its name is locked
    locked = judged(board(
        "{hand: [{id: hole, card: \"53129443\"}, {id: hole-2, card: \"53129443\"}], monsters: "
        "[{id: sangan, card: \"26202165\"}], deck: [{id: sangan-2, card: \"26202165\"}]}",
        "{}", "  - activate: {card: hole}\n  - pass\n  - pass\n"
              "  - activate: {card: sangan, effect: 0, pick: sangan-2}\n  - pass\n  - pass\n"
              "  - normal_summon: {card: sangan-2}\n"
              "  - activate: {card: hole-2}\n  - pass\n  - pass\n"
              "  - activate: {card: sangan-2, effect: 0}\n", turn=3))
    assert locked["outcome"] == "illegal_action"
    assert locked["illegal"]["rules"] == ["5-2-9"]


def test_terraforming_adds_a_field_spell_and_nothing_else(printed):
    a = ("{hand: [{id: terra, card: \"73628505\"}], deck: [{id: yami, card: \"59197169\"}, "
         "{id: hole, card: \"53129443\"}]}")
    result = judged(board(a, "{}", "  - activate: {card: terra, pick: yami}\n  - pass\n"
                                   "  - pass"))
    assert "yami" in player(result, "A")["hand"]
    wrong = judged(board(a, "{}", "  - activate: {card: terra, pick: hole}"))
    assert wrong["outcome"] == "illegal_action"  # Dark Hole is a Normal Spell


def test_upstart_goblin_draws_then_the_opponent_gains_1000_lp(printed):
    result = judged(board("{hand: [{id: goblin, card: \"70368879\"}]}", "{}",
                          "  - activate: {card: goblin}\n  - pass\n  - pass"))
    assert len(player(result, "A")["hand"]) == 1
    assert player(result, "B")["lp"] == 9000
