"""A Link Rating in the words that describe a monster ("a Link-3 or higher "Marincess"
monster", "1 Link-2 or lower monster": `link_min`, `link_max`, `link`, 4-2-4) and an Extra Deck
kind before "Monster" in the board a Summon or a Trap from the hand asks for ("If your opponent
controls a Link Monster"), read from real cards' texts in place (facts only)."""
from __future__ import annotations

import re

from ygo_support import derived, english

from cards.ygo import described, summon_shapes

GATEWAY, CREATION, CASCADE = "91482773", "05780210", "27012990"
WORDS = re.compile(rf"^{described.words(summon_shapes.KINDS)}monster$")


def test_a_link_rating_takes_the_place_of_a_level():
    for words, keys in (("Link-3 or higher ", {"link_min": 3}),
                        ("Link-2 or lower ", {"link_max": 2}),
                        ("Link-4 DARK ", {"link": 4, "attribute": "DARK"})):
        found = WORDS.match(f"{words}monster")
        assert found is not None and described.fields(found, monster=True) == keys


def test_a_link_rating_never_describes_a_spell():
    found = WORDS.match("Link-2 monster")
    assert found is not None and described.fields(found, monster=False) is None


def test_an_extra_deck_kind_is_read_before_a_capital_monster_only():
    assert summon_shapes.condition("you control a Link Monster") == {"control": {"type": "Link"}}
    assert summon_shapes.condition('you control a "Marincess" Link Monster') == {
        "control": {"archetype": "Marincess", "type": "Link"}}
    assert summon_shapes.condition("you control a Link monster") is None  # not PSCT
    assert summon_shapes.condition("you control a Warrior Monster") is None
    assert summon_shapes.condition("you control a Normal monster") == {
        "control": {"type": "Normal"}}  # the older texts' wording, as before


def test_gateway_dragon_comes_while_the_opponent_controls_a_link_monster():
    assert "controls a Link Monster" in english(GATEWAY)["text"]
    card = derived(GATEWAY)
    assert card.automation == "full"
    [procedure] = card.encoding["summon_procedures"]
    assert procedure["if"] == {"opponent_control": {"type": "Link"}}
    assert procedure["once_per_turn"] is True


def test_creation_resonator_asks_for_a_synchro_monster_of_level_8_or_higher():
    card = derived(CREATION)
    assert card.automation == "full"
    [procedure] = card.encoding["summon_procedures"]
    assert procedure["if"] == {"control": {"type": "Synchro", "level_min": 8}}


def test_marincess_cascade_is_activated_from_the_hand_beside_a_link_3_or_higher():
    card = derived(CASCADE)
    assert card.encoding["from_hand"] == {
        "if": {"control": {"archetype": "Marincess", "link_min": 3}}}
    assert len(card.notes) == 1  # its effect, the banished monsters' Link Ratings, is not read
