"""What a card does right after each Counter Trap Card resolves (11-1-10), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): a draw, a Token; the
riders the engine would not apply ("this card gains 500 ATK, and if it does, and ... is on the
field", "add 2 of your banished Fairy monsters") are left unread."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import counter_trap_shapes

ARTEMIS, SERAPHIM = "32296881", "16946849"
MINERVA, MELTIEL, LAYARD = "53666449", "49905576", "67468948"


def test_a_draw_and_a_token_are_read():
    assert counter_trap_shapes.read(english(ARTEMIS)["text"]) == {
        "after_counter_trap": [{"draw": 1}]}
    [step] = counter_trap_shapes.read(english(SERAPHIM)["text"])["after_counter_trap"]
    token = step["summon_tokens"]
    assert (token["count"], token["level"], token["atk"], token["def"]) == (1, 1, 300, 300)


def test_both_cards_read_whole():
    assert derived(ARTEMIS).automation == derived(SERAPHIM).automation == "full"
    assert derived(SERAPHIM).encoding["effect"] == []  # its activation does nothing more


def test_the_riders_are_left_unread():
    for number in (MINERVA, MELTIEL, LAYARD):
        assert counter_trap_shapes.read(english(number)["text"]) is None, number
        assert derived(number).notes == [english(number)["text"]], number
