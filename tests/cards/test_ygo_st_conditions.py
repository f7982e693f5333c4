"""A Spell's or Trap's activation condition that is a state of the board (cards/ygo/
st_conditions.py, 5-2-4), from real cards' English texts read in place from
../shared/fixtures/yaml-yugi: the card's `if` keys beside what it does, a name that may be a
Spell's or a Trap's, a kind of Extra Deck monster, two names either of which will do; and the
states that would count the activated card itself are left unread."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import derive, encoding, psct, st_conditions


class Printed:
    def __init__(self, number: str) -> None:
        card = english(number)
        self.kind, self.card_property = card["kind"], card["card_property"]
        self.monster_types = card["monster_types"]
        self.texts, self.pendulum = {"en": card["text"]}, {}


def encoded(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_a_named_monster_on_the_field_and_what_the_card_does():
    found = encoded("02314238")  # Dark Magic Attack
    assert found is not None and found["if"] == {"control": {"names": ["Dark Magician"]}}
    assert found["effect"] == [{"destroy_all": {"player": "opponent", "what": "spells_traps"}}]
    assert derive.derive(Printed("02314238")).automation == "full"


def test_a_type_an_archetype_and_a_trap_card():
    assert encoded("04072687")["if"] == {"control": {"type": "Spellcaster"}}  # Unacceptable Result
    assert encoded("20745268")["if"] == {"control": {"archetype": "Magical Musket"}}  # a Trap
    assert encoded("05168381")["if"] == {"control": {"type": "Fiend"}}  # a Normal Trap


def test_a_kind_of_extra_deck_monster_and_a_tuner():
    assert encoded("87890143")["if"] == {"control": {"type": "Xyz"}}  # Generation Force
    assert encoded("35537860")["if"] == {"control": {"type": "Synchro"}}  # Synch Blast Wave
    assert encoded("00613496")["if"] == {"control": {"type": "Tuner"}}  # Over Tuning


def test_either_of_two_names_and_a_name_that_is_not_a_monster():
    assert encoded("22634473")["if"] == {
        "control": {"names": ["Blue-Eyes White Dragon", "Dark Magician"]}}
    assert encoded("38430673")["if"] == {"control": {"names": ["Macro Cosmos"]}}  # a Trap's name


def test_the_board_without_monsters():
    assert encoded("44256816")["if"] == {"monsters_max": 0}
    assert encoded("22993208")["if"] == {"monsters_max": 0, "opponent_monsters_min": 1}


def test_states_that_would_count_the_card_itself_are_not_read():
    for words in ("If you have no cards in your hand", "If you control no Spell/Trap Cards",
                  "If you control no other monsters", "If you control no cards",
                  "When you control a Spellcaster monster"):
        assert st_conditions.board(words) is None, words


def test_a_direct_attack_declared_by_the_opponent():
    assert encoded("09201964")["when"] == "opponent_direct_attack_declared"  # D - Fortune


def test_lp_in_older_words():
    assert st_conditions.board("If your LP is lower than your opponent's") == {
        "if": {"lp_lower": True}}
