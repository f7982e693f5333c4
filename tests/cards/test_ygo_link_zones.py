"""A card's own links read from real cards (read in place in ../shared/fixtures/yaml-yugi, facts
only, 4-4-10): "This linked card ..." and "..., while this card points to a monster" as a
condition on the card itself, and "for each monster it points to" / "co-linked to this card"
as what a Continuous Effect on ATK counts."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived, english  # noqa: E402

from cards.ygo import continuous_shapes, continuous_survivals  # noqa: E402

DECODE, GALATEA, HYDRA, EXTENDED = "01861629", "30741503", "13536606", "30822527"
MAGIUS, EQUIMAX = "72228247", "45002991"


def test_decode_talker_gains_atk_for_each_monster_it_points_to():
    assert "for each monster it points to" in english(DECODE)["text"]
    [change] = derived(DECODE).encoding["stat_changes"]
    assert change == {"atk": 500, "def": 0,
                      "for_each": {"zone": "field", "player": "any", "what": "pointed"}}


def test_v_lan_hydra_counts_the_monsters_co_linked_to_it():
    assert "co-linked to this card" in english(HYDRA)["text"]
    [change] = derived(HYDRA).encoding["stat_changes"]
    assert change["atk"] == 300 and change["for_each"]["what"] == "co_linked"


def test_galatea_is_spared_by_battle_while_linked_and_reads_in_full():
    assert english(GALATEA)["text"].startswith("2 Effect Monsters")
    card = derived(GALATEA)
    assert card.encoding["survives"] == [{"by": "battle", "times": 0,
                                          "if": {"self_link": "linked"}}]
    assert card.automation == "full", card.notes


def test_a_condition_after_the_sentence_is_put_first():
    read = continuous_survivals.protection(
        "Cannot be destroyed by battle or your opponent's card effects, while this card "
        "points to a monster.")
    assert read is not None
    assert [entry["if"] for entry in read["survives"]] == [{"self_link": "pointing"}] * 2
    assert continuous_shapes.sentence("This linked card gains 1000 ATK.") == [
        {"atk": 1000, "def": 0, "if": {"self_link": "linked"}}]


def test_a_pointed_count_with_a_description_keeps_it():
    [change] = continuous_shapes.sentence(
        'Gains 500 ATK for each "Tindangle" monster it points to.') or []
    assert change["for_each"] == {"zone": "field", "player": "any", "what": "pointed",
                                  "archetype": "Tindangle"}
    # a sum of anything but their original ATK is not read
    assert continuous_shapes.sentence(
        "Gains ATK equal to the original DEF of each monster it points to.") is None
    assert "stat_changes" in derived(EXTENDED).encoding


def test_crusadia_atk_equal_to_the_original_atk_it_points_to_is_a_sum():
    for number in (MAGIUS, EQUIMAX):
        assert "original ATK of" in english(number)["text"]
        [change] = derived(number).encoding["stat_changes"]
        assert change == {"atk": 1, "def": 0, "for_each": {
            "zone": "field", "player": "any", "what": "pointed", "sum": "original_atk"}}


def test_altergeist_hexstia_tributes_a_monster_it_points_to_and_reads_in_full():
    text = english("01508649")["text"]
    assert 'Tribute 1 "Altergeist" monster this card points to' in text
    card = derived("01508649")
    assert card.automation == "full", card.notes
    [quick] = [e for e in card.encoding["effects"] if e["type"] == "quick"]
    assert quick["cost_cards"] == {"do": "tribute", "what": "monster",
                                   "archetype": "Altergeist", "pointed": True}


def test_monsters_it_points_to_gain_or_lose_as_described():
    assert "points to lose 800 ATK/DEF" in english("04914353")["text"]
    [change] = derived("04914353").encoding["stat_changes"]
    assert change == {"atk": -800, "def": -800, "monsters": {}, "player": "any",
                      "pointed": True}
    [gain] = continuous_shapes.sentence(
        'A "Prank-Kids" monster this card points to gains 1000 ATK.') or []
    assert gain["monsters"] == {"archetype": "Prank-Kids"} and gain["def"] == 0
