"""Real "Activate 1 of these effects" monsters whose last unread part was one option or the
clause over the effect, read in place from ../shared/fixtures/yaml-yugi (facts only): Gimmick
Puppet Egg Head (20032555), whose "You can only use the effect of ..." is printed before its one
effect (5-2-6) and whose option "This card's Level becomes 8 until the End Phase." takes the
Level back off as the End Phase begins (4-2-10, 7-7-12); Number 91: Thunder Spark Dragon
(84417082), whose options each detach the monster's own Xyz Materials as their cost (4-4-3)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived, english  # noqa: E402

from cards.ygo import level_to_shapes  # noqa: E402

EGG_HEAD = "20032555"  # Gimmick Puppet Egg Head
THUNDER_SPARK = "84417082"  # Number 91: Thunder Spark Dragon


def test_egg_head_reads_in_full():
    card = derived(EGG_HEAD)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["once_per_turn"] == "name"  # the clause printed first (5-2-6)
    assert effect["cost_cards"] == {"do": "discard", "what": "monster",
                                    "archetype": "Gimmick Puppet"}
    assert [o["effect"] for o in effect["options"]] == [
        [{"damage": {"player": "opponent", "amount": 800}}],
        [{"level": {"card": "self", "to": 8, "until": "end_phase"}}]]
    assert english(EGG_HEAD)["text"].startswith("You can only use the effect of")


def test_a_level_with_no_time_or_another_time_stays_unread():
    assert level_to_shapes.on_self("This card's Level becomes 8.") is None
    assert level_to_shapes.on_self(
        "This card's Level becomes 8 until the end of your opponent's turn.") is None
    assert level_to_shapes.on_self("This card's Level becomes 8 until the End Phase.") == [
        {"level": {"card": "self", "to": 8, "until": "end_phase"}}]


def test_thunder_spark_dragon_options_detach_their_own_materials():
    card = derived(THUNDER_SPARK)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert [o["detach"] for o in effect["options"]] == [3, 5]
    assert "detach" not in effect  # the cost is each option's, not the effect's
    from cards.ygo import modal_shapes
    assert modal_shapes._option_cost("Detach 3 Xyz Materials from this card") == {"detach": 3}
    # a count not printed is not read
    assert modal_shapes._option_cost("Detach all Xyz Materials from this card") is None


TRIAMID_PULSE = "96100333"  # Triamid Pulse, a Continuous Trap


def test_triamid_pulse_reads_in_full():
    card = derived(TRIAMID_PULSE)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    # "banish 2 cards from your Graveyard (any combination of Rock-Type monsters or Field
    # Spell Cards)": 2 cards, each either (5-2-20)
    assert effect["cost_cards"] == {"do": "banish", "what": "monster", "type": "Rock",
                                    "or": {"what": "spell", "property": "field"}, "count": 2}
    # "Target up to 3 Field Spell Cards in your Graveyard; ..." (5-2-3)
    assert effect["options"][2]["target"] == {"what": "spell", "player": "controller",
                                              "zone": "graveyard", "count": 3, "up_to": True,
                                              "property": "field"}


def test_a_combination_of_other_words_stays_unread():
    from cards.ygo import cost_either
    # three descriptions, or a singular noun: not this wording
    assert cost_either.read("Banish 2 cards from your Graveyard (any combination of Rock "
                            "monsters, Field Spells or Traps)") is None
    assert cost_either.read("Banish 2 cards from your Graveyard (any combination of Rock "
                            "monster or Field Spell)") is None
