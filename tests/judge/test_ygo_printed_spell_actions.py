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


def test_monster_reborn_summons_in_the_position_its_player_names(printed):
    result = judged(board("{hand: [{id: reborn, card: \"83764718\"}]}",
                          "{graveyard: [{id: gilford, card: \"36354007\"}]}",
                          "  - activate: {card: reborn, target: gilford, position: defense}\n"
                          "  - pass\n  - pass"))
    assert player(result, "A")["monsters"][0]["position"] == "defense"
    assert "8-4-3" in result["rules_cited"]


def test_graceful_charity_discards_the_two_cards_its_player_names(tmp_path):
    store(subset(tmp_path, ("79571449", "91152256", "36354007", "53129443")))
    a = ("{hand: [{id: charity, card: \"79571449\"}, {id: hole, card: \"53129443\"}], deck: "
         "[{id: celtic, card: \"91152256\"}, {id: gilford, card: \"36354007\"}, {id: celtic-2, "
         "card: \"91152256\"}, {id: celtic-3, card: \"91152256\"}]}")
    result = judged(board(a, "{}", "  - activate: {card: charity, discards: [hole, gilford]}\n"
                                   "  - pass\n  - pass"))
    assert sorted(player(result, "A")["hand"]) == ["celtic", "celtic-2"]
    assert player(result, "A")["graveyard"] == ["hole", "gilford", "charity"]
    unnamed = judged(board(a, "{}", "  - activate: {card: charity}\n  - pass\n  - pass"))
    assert len(player(unnamed, "A")["hand"]) == 4  # drawn, and nothing discarded unnamed
    assert "“discards”" in "\n".join(step["text"] for step in unnamed["steps"])


def test_card_destruction_and_morphing_jar_empty_both_hands_and_draw_again(tmp_path):
    store(subset(tmp_path, ("72892473", "33508719", "91152256", "53129443")))
    a = ("{hand: [{id: destruction, card: \"72892473\"}, {id: hole, card: \"53129443\"}], "
         "monsters: [{id: jar, card: \"33508719\", position: set}]}")
    b = "{hand: [{id: b-1, card: \"91152256\"}, {id: b-2, card: \"91152256\"}]}"
    result = judged(board(a, b, "  - activate: {card: destruction}\n  - pass\n  - pass\n"
                                "  - flip_summon: {card: jar}\n  - pass\n  - pass"))
    assert player(result, "A")["graveyard"][:3] == ["hole", "destruction", "A.deck1"]
    assert len(player(result, "A")["hand"]) == 5 and len(player(result, "B")["hand"]) == 5
    assert player(result, "B")["graveyard"][:2] == ["b-1", "b-2"]


def test_lightning_storm_only_without_face_up_cards_and_giant_trunade(tmp_path):
    # Lightning Storm, Giant Trunade, Celtic Guardian, Dark Hole
    store(subset(tmp_path, ("14532163", "42703248", "91152256", "53129443")))
    b = ("{monsters: [{id: b-celtic, card: \"91152256\"}], spells_traps: [{id: b-hole, card: "
         "\"53129443\"}]}")
    storm = judged(board("{hand: [{id: storm, card: \"14532163\"}]}", b,
                         "  - activate: {card: storm, option: 1}\n  - pass\n  - pass"))
    assert player(storm, "B")["graveyard"] == ["b-hole"]  # the Spells and Traps option
    shown = judged(board("{hand: [{id: storm, card: \"14532163\"}], monsters: [{id: celtic, "
                         "card: \"91152256\"}]}", b, "  - activate: {card: storm, option: 0}"))
    assert shown["outcome"] == "illegal_action"  # A controls a face-up monster (5-2-4)
    trunade = judged(board("{hand: [{id: trunade, card: \"42703248\"}], spells_traps: "
                           "[{id: hole, card: \"53129443\"}]}", b,
                           "  - activate: {card: trunade}\n  - pass\n  - pass"))
    assert "hole" in player(trunade, "A")["hand"] and "b-hole" in player(trunade, "B")["hand"]
    assert player(trunade, "A")["graveyard"] == ["trunade"]  # not returned by its own effect


def test_pot_of_desires_banishes_ten_from_the_deck_as_its_cost(tmp_path):
    store(subset(tmp_path, ("35261759",)))
    result = judged(board("{hand: [{id: desires, card: \"35261759\"}], deck: 12}", "{}",
                          "  - activate: {card: desires}\n  - pass\n  - pass"))
    assert len(player(result, "A")["banished"]) == 10
    assert player(result, "A")["deck"] == 0 and len(player(result, "A")["hand"]) == 2
    short = judged(board("{hand: [{id: desires, card: \"35261759\"}], deck: 9}", "{}",
                         "  - activate: {card: desires}"))
    assert short["outcome"] == "illegal_action"


def test_smashing_ground_fissure_and_hammer_shot_compare_and_ties_are_named(tmp_path):
    # Smashing Ground, Fissure, Hammer Shot, Celtic Guardian (1400/1200), Gilford (2800/1400)
    store(subset(tmp_path, ("97169186", "66788016", "26412047", "91152256", "36354007")))
    b = ("{monsters: [{id: celtic, card: \"91152256\"}, {id: celtic-2, card: \"91152256\"}, "
         "{id: gilford, card: \"36354007\"}, {id: face-down, card: \"36354007\", position: "
         "set}]}")
    fissure = judged(board("{hand: [{id: fissure, card: \"66788016\"}]}", b,
                           "  - activate: {card: fissure, pick: celtic-2}\n  - pass\n  - pass"))
    assert player(fissure, "B")["graveyard"] == ["celtic-2"]  # the tied lowest ATK, named
    unnamed = judged(board("{hand: [{id: fissure, card: \"66788016\"}]}", b,
                           "  - activate: {card: fissure}\n  - pass\n  - pass"))
    assert player(unnamed, "B")["graveyard"] == []
    ground = judged(board("{hand: [{id: ground, card: \"97169186\"}]}", b,
                          "  - activate: {card: ground}\n  - pass\n  - pass"))
    assert player(ground, "B")["graveyard"] == ["gilford"]  # 1400 DEF, never the face-down
    hammer = judged(board("{hand: [{id: hammer, card: \"26412047\"}], monsters: [{id: mine, "
                          "card: \"36354007\"}]}", b,
                          "  - activate: {card: hammer, pick: mine}\n  - pass\n  - pass"))
    assert player(hammer, "A")["graveyard"] == ["mine", "hammer"]  # on the field: either's
    empty = judged(board("{hand: [{id: ground, card: \"97169186\"}]}", "{}",
                         "  - activate: {card: ground}"))
    assert empty["outcome"] == "illegal_action"


def test_brain_control_pays_800_lp_and_takes_only_a_monster_that_can_be_normal_summoned(
        tmp_path):
    # Brain Control, Gilford the Lightning, Flame Swordsman (a Fusion Monster)
    store(subset(tmp_path, ("87910978", "36354007", "45231177")))
    b = "{monsters: [{id: gilford, card: \"36354007\"}, {id: swordsman, card: \"45231177\"}]}"
    result = judged(board("{hand: [{id: brain, card: \"87910978\"}]}", b,
                          "  - activate: {card: brain, target: gilford}\n  - pass\n  - pass"))
    assert player(result, "A")["lp"] == 7200
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["gilford"]
    fusion = judged(board("{hand: [{id: brain, card: \"87910978\"}]}", b,
                          "  - activate: {card: brain, target: swordsman}"))
    assert fusion["outcome"] == "illegal_action"  # cannot be Normal Summoned (8-1-6)


def test_twin_twisters_discards_one_and_destroys_up_to_two_spells_and_traps(tmp_path):
    # Twin Twisters, Dark Hole, Celtic Guardian
    store(subset(tmp_path, ("43898403", "53129443", "91152256")))
    a = ("{hand: [{id: twisters, card: \"43898403\"}, {id: celtic, card: \"91152256\"}]}")
    b = ("{spells_traps: [{id: hole-1, card: \"53129443\"}, {id: hole-2, card: \"53129443\"}, "
         "{id: hole-3, card: \"53129443\"}]}")
    result = judged(board(a, b, "  - activate: {card: twisters, cost: [celtic], targets: "
                                "[hole-1, hole-3]}\n  - pass\n  - pass"))
    assert player(result, "B")["graveyard"] == ["hole-1", "hole-3"]
    assert player(result, "A")["graveyard"] == ["celtic", "twisters"]
    one = judged(board(a, b, "  - activate: {card: twisters, cost: [celtic], target: hole-2}\n"
                             "  - pass\n  - pass"))
    assert player(one, "B")["graveyard"] == ["hole-2"]  # "up to 2"
    three = judged(board(a, b, "  - activate: {card: twisters, cost: [celtic], targets: "
                               "[hole-1, hole-2, hole-3]}"))
    assert three["outcome"] == "illegal_action"


def test_dust_tornado_destroys_then_its_player_may_set_a_spell_or_trap_from_the_hand(tmp_path):
    # Dust Tornado, Dark Hole, Mirror Force
    store(subset(tmp_path, ("60082869", "53129443", "44095762")))
    a = ("{spells_traps: [{id: tornado, card: \"60082869\"}], hand: [{id: mirror, card: "
         "\"44095762\"}]}")
    b = "{spells_traps: [{id: hole, card: \"53129443\"}]}"
    result = judged(board(a, b, "  - activate: {card: tornado, target: hole, pick: mirror}\n"
                                "  - pass\n  - pass"))
    assert player(result, "B")["graveyard"] == ["hole"]
    assert player(result, "A")["spells_traps"] == [{"id": "mirror", "face_up": False}]
    declined = judged(board(a, b, "  - activate: {card: tornado, target: hole}\n  - pass\n"
                                  "  - pass"))
    assert player(declined, "A")["hand"] == ["mirror"]
    assert declined["outcome"] == "completed"
