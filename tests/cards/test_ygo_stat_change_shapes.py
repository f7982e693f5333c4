"""A monster's DEF raised or lowered by a resolving effect, with its ATK or alone (4-2-5), read
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into the `atk`
step's `def` and the `atk_all` step's `def`; halved or doubled as it resolves (4-2-7): `scale`,
`scale_def`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import stat_change_shapes, target_actions

SHIELD_SPEAR, WORM_DIMIKLES, JUNK_DEFENDER, CURSE_OF_AGING = ("03244563", "88438982",
                                                              "68120130", "41398771")
FACE_UP = {"what": "monster", "zone": "field", "player": "any", "face_up": True}


def test_a_target_gains_atk_and_def_until_the_end_of_the_turn():
    spear = derived(SHIELD_SPEAR)
    assert spear.automation == "full"
    assert spear.encoding["effect"] == [{"atk": {"target": "chosen", "amount": 400,
                                                 "def": 400}}]


def test_the_monster_itself_gains_both_for_good_or_def_alone_for_the_turn():
    worm = derived(WORM_DIMIKLES)  # "FLIP: This card gains 300 ATK and DEF."
    assert worm.automation == "full"
    assert worm.encoding["effects"][0]["effect"] == [
        {"atk": {"target": "self", "amount": 300, "def": 300, "lasting": True}}]
    junk = derived(JUNK_DEFENDER)  # "You can have this card gain 300 DEF until ..."
    assert junk.automation == "full"
    assert junk.encoding["effects"][1]["effect"] == [{"atk": {"target": "self", "def": 300}}]


def test_every_monster_of_the_opponent_loses_atk_and_def():
    curse = derived(CURSE_OF_AGING)
    assert curse.automation == "full"
    assert curse.encoding["effect"] == [{"atk_all": {"player": "opponent", "what": "monsters",
                                                     "amount": -500, "def": -500}}]


def test_words_not_read():
    assert stat_change_shapes.on_self("This card gains 500 ATK and DEF until the End "
                                      "Phase.") is None
    assert stat_change_shapes.on_self("This card gains 500 ATK.") is None  # atk_step's
    assert target_actions.on_target("It gains 500 DEF.", {**FACE_UP, "face_up": False}) \
        is None  # a Set monster shows no DEF to change (9-1-3)
    assert target_actions.on_target("It gains 500 DEF.", FACE_UP) == [
        {"atk": {"target": "chosen", "def": 500, "lasting": True}}]
    assert target_actions.on_target("That target loses 600 ATK/DEF until the end of the "
                                    "Battle Phase.", FACE_UP) == [
        {"atk": {"target": "chosen", "amount": -600, "def": -600, "until": "battle_phase"}}]


GALE, GRANEL, CATVARI = "02009101", "02137678", "04019153"


def test_a_target_halved_as_it_resolves():
    gale = derived(GALE)  # "that target's ATK/DEF become half its current ATK/DEF."
    assert gale.automation == "full"
    assert gale.encoding["effects"][0]["effect"] == [{"atk": {
        "target": "chosen", "scale": "half", "scale_def": "half", "lasting": True}}]
    granel = derived(GRANEL)  # "halve that target's ATK, until the end of this turn."
    assert granel.automation == "full"
    assert granel.encoding["effects"][0]["effect"] == [{"atk": {"target": "chosen",
                                                                "scale": "half"}}]


def test_every_monster_of_a_kind_doubled_until_the_end_of_the_turn():
    catvari = derived(CATVARI)
    assert catvari.automation == "full"
    assert catvari.encoding["effects"][0]["effect"] == [{"atk_all": {
        "player": "controller", "what": "monsters", "archetype": "Numeron",
        "scale": "double"}}]


def test_halving_words_not_read():
    assert target_actions.on_target("Its ATK becomes half its current DEF.", FACE_UP) is None
    assert target_actions.on_target("Halve its ATK until the End Phase.", FACE_UP) is None
    assert target_actions.on_target("Halve its ATK.", {**FACE_UP, "face_up": False}) is None
    # "half its original ATK" is a value set (4-2-8, stat_set_shapes), not a halving
    assert target_actions.on_target("Its ATK becomes half its original ATK.", FACE_UP) == [
        {"becomes": {"target": "chosen", "atk": "half_original", "lasting": True}}]
    assert stat_change_shapes.on_self("Double this card's ATK during damage calculation "
                                      "only.") is None


GIGA_BRILLIANT, PURALIS, ARCANA_EMPEROR = "47805931", "37038993", "61175706"


def test_every_monster_changed_once_for_as_long_as_it_stays_face_up():
    giga = derived(GIGA_BRILLIANT)  # "all monsters you currently control gain 300 ATK."
    assert giga.automation == "full"
    assert giga.encoding["effects"][0]["effect"] == [{"atk_all": {
        "player": "controller", "what": "monsters", "amount": 300, "lasting": True}}]
    puralis = derived(PURALIS)
    assert puralis.automation == "full"
    assert puralis.encoding["effects"][0]["effect"][0]["atk_all"]["lasting"] is True
    # "All "Arcana Force" monsters you control gain 500 ATK." after a coin toss applies while
    # that card is face-up: no word says it is a change made once, so it is no `atk_all` step
    # but the Continuous Effect the kept result gives (coin_faces, 5-3-30)
    emperor = derived(ARCANA_EMPEROR).encoding
    assert emperor["effects"][0]["effect"] == [{"toss_coin": {"kept": True}}]
    assert emperor["coin_faces"]["heads"]["stat_changes"][0]["atk"] == 500


def test_make_this_card_gain_atk_alone():
    beast = derived("28736826")  # "... by battle: You can make this card gain 1000 ATK."
    assert beast.automation == "full"
    assert beast.encoding["effects"][0]["effect"] == [
        {"atk": {"target": "self", "amount": 1000, "lasting": True}}]
