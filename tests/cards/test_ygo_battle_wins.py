"""An activation condition on the monster's battles this turn ("if this card destroyed a
monster by battle this turn", 5-2-4), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

HORUS_LV4, HORUS_LV6, LANIUS = "75830094", "11224103", "83236601"


def _won(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full", card.notes
    found, = (one for one in card.encoding["effects"]
              if one.get("if", {}).get("destroyed_a_monster_this_turn"))
    return found


def test_horus_lv4_and_lv6_answer_the_end_phase_after_a_battle_won():
    for number in (HORUS_LV4, HORUS_LV6):
        effect = _won(number)
        assert (effect["type"], effect["event"]) == ("trigger", "end_phase")
        assert effect["cost_self"] == "send" and effect["from"] == "field"
        assert effect["if"] == {"destroyed_a_monster_this_turn": True}


def test_an_opponents_monster_is_the_same_words_in_main_phase_2():
    effect = _won(LANIUS)  # Raidraptor - Tribute Lanius
    assert (effect["type"], effect["during"]) == ("ignition", "main_phase_2")


DREADNOID = "08387138"  # Number 27: Dreadnought Dreadnoid


def test_at_the_end_of_the_battle_phase_the_battles_are_this_turns():
    effect = _won(DREADNOID)
    assert (effect["type"], effect["event"]) == ("trigger", "battle_phase_end")
    assert effect["effect"] == [{"rank_up": {"over": "self", "type": "Machine", "rank_min": 10}}]
