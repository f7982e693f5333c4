"""The Yu-Gi-Oh! effects the judge applies, read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi): the whole text or nothing."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct


def encoded(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_pot_of_greed_draws_2():
    assert encoded("55144522") == {"effect": [{"draw": 2}]}


def test_burn_and_life_point_gain_in_both_wordings():
    assert encoded("19523799") == {"effect": [{"damage": {"player": "opponent",
                                                          "amount": 800}}]}  # Ookazi
    assert encoded("76103675") == {"effect": [{"damage": {"player": "opponent",
                                                          "amount": 200}}]}  # Sparks
    assert encoded("11868825") == {"effect": [{"gain_lp": {"player": "controller",
                                                           "amount": 600}}]}  # Goblin's


def test_mirror_force_keeps_its_condition_and_destroys_every_attack_position_monster():
    assert encoded("44095762") == {"when": "opponent_attack_declared", "effect": [
        {"destroy_all": {"player": "opponent", "position": "attack"}}]}


def test_a_target_leaves_the_card_unread():
    assert encoded("05318639") is None  # Mystical Space Typhoon: a target
    assert encoded("83764718") is None  # Monster Reborn


def test_solemn_judgment_pays_half_the_lp_and_negates_spells_and_traps():
    assert encoded("41420027") == {  # Solemn Judgment
        "pay_lp": "half", "negates": ["spell", "trap"], "effect": [{"negate": "previous"}],
        "left": ["When a monster(s) would be Summoned: negate the Summon, and if you do, "
                 "destroy that card."]}
    strike = encoded("40605147")  # Solemn Strike
    assert (strike["pay_lp"], strike["negates"]) == (1500, ["monster"])


def test_a_monster_that_cannot_be_normal_summoned_says_so_to_the_engine():
    card = english("00010000")  # Ten Thousand Dragon
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    assert (fields, read) == ({"no_normal_summon": True}, ["Cannot be Normal Summoned/Set."])
