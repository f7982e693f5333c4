"""Continuous Effects that change ATK and DEF only in a battle (12-4-15), of monsters other than
the card itself or in an older wording, read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import battle_windows, continuous_shapes

SKYSCRAPER, DARK_CITY, AMAZONESS = "63035430", "53527835", "36100154"
SHIEN, OTHERWORLD, LUMINOUS, DINO = "11102908", "60946968", "57482479", "90173539"


def only_change(number: str) -> dict:
    found = derived(number)
    assert found.automation == "full", found.notes
    [change] = found.encoding["stat_changes"]
    return change


def test_an_archetypes_attacker_against_a_monster_with_a_higher_atk():
    for number in (SKYSCRAPER, DARK_CITY):  # "a monster (that has|with) a higher ATK"
        change = only_change(number)
        assert change["player"] == "any" and change["atk"] == 1000 and change["def"] == 0
        assert change["battle"] == {"role": "attacks", "versus": "monster", "stronger": True,
                                    "window": "damage_calculation"}
    assert only_change(SKYSCRAPER)["monsters"] == {"archetype": "Elemental HERO"}
    assert only_change(AMAZONESS)["player"] == "controller"  # "your "Amazoness" monster"


def test_the_monster_attacking_one_so_described_whoever_controls_it():
    change = only_change(SHIEN)
    assert change["monsters"] == {} and change["player"] == "any" and change["atk"] == -500
    assert change["battle"]["against"] == {"archetype": "Six Samurai"}


def test_the_opponents_monster_battling_one_of_yours():
    change = only_change(OTHERWORLD)
    assert (change["player"], change["atk"], change["def"]) == ("opponent", -300, -300)
    assert change["battle"] == {"role": "battles", "versus": "monster",
                                "against": {"archetype": "Alien"},
                                "window": "damage_calculation"}


def test_the_older_words_of_a_cards_own_change():
    assert only_change(LUMINOUS) == {"atk": 500, "def": 0, "battle": {
        "role": "battles", "versus": "monster", "against": {"attribute": "DARK"},
        "window": "damage_step"}}


def test_your_archetypes_attacker_against_an_opponents_monster():
    changes = derived(DINO).encoding.get("stat_changes", [])
    assert {"monsters": {"archetype": "Dinowrestler"}, "player": "controller", "atk": 200,
            "def": 0, "battle": {"role": "attacks", "versus": "monster",
                                 "window": "damage_calculation"}} in changes


def test_a_subject_that_does_not_fit_the_battle_is_not_read():
    own = continuous_shapes.in_battle
    for text in (  # "the attacking monster" of one that battles; "you control" of your own
            'If a "X" monster battles, the attacking monster gains 500 ATK during the Damage '
            "Step only.",
            'If your "X" monster battles a "Y" monster you control, it gains 500 ATK during the '
            "Damage Step only.",
            'If a "X" monster attacks an opponent\'s monster, it gains 500 ATK during the Damage '
            "Step only.",
            'When your "X" monster is attacked, the attacking monster loses 500 ATK during '
            "damage calculation only."):
        assert battle_windows.read(text, own) is None, text
