"""What a monster's own text does as it leaves the field, read from real cards' texts in place
(../shared/fixtures/yaml-yugi; facts asserted, never the text): "If this face-up card would
leave the field, banish it instead." (5-4-9), "If this face-up card leaves the field, skip the
Battle Phase of your next turn." (7-1-5), and "If Summoned this way, banish it when it leaves
the field." after the effect that Special Summons the monster (8-4-10)."""
from __future__ import annotations

from dataclasses import replace

from ygo_support import derived, english

from cards.ygo import leaving_shapes, psct

DMOC, SHELL, WINDROSE, FADER = "40737112", "77312273", "53027855", "19665973"


def test_banished_instead_is_a_card_key():
    for number in (DMOC, SHELL):
        assert derived(number).encoding["leaves_banished"] is True, number
        assert not any("banish it instead" in note for note in derived(number).notes)


def test_the_elemental_lords_skip_their_next_battle_phase():
    found = derived(WINDROSE)
    assert found.automation == "full"
    assert found.encoding["skip_battle_on_leave"] is True


def test_summoned_this_way_sets_the_rider_of_the_summon_before_it():
    summon = derived(FADER).encoding["effects"][0]["effect"][0]["special_summon"]
    assert summon["banish_on_leave"] is True


def test_this_way_after_no_summon_of_itself_stays_unread():
    card = english(FADER)
    main = psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])
    # the effect before no longer Special Summons this card: "this way" names nothing
    first = replace(main.effects[0], action=main.effects[0].action.replace("this card", "it"))
    main = replace(main, effects=[first, *main.effects[1:]])
    fields: dict = {"effects": []}
    read = [first.text]
    leaving_shapes.read_monster(main, fields, read)
    assert read == [first.text] and fields == {"effects": []}


def test_placed_on_the_bottom_of_the_deck_rides_on_the_special_summon():
    summon = derived("30996652").encoding["effect"][0]["special_summon"]  # Appliancer Reuse
    assert summon["bottom_on_leave"] is True


def test_placed_on_the_bottom_of_the_deck_is_not_read_on_a_fetch():
    from cards.ygo import riders

    def fetching(text: str) -> list[dict]:
        return [{"fetch": {"to": "field", "from": ["deck"], "what": "monster"}}]

    text = ("Special Summon 1 monster from your Deck, but place it on the bottom of the Deck "
            "when it leaves the field.")
    assert riders.read(text, fetching) is None


def test_even_if_this_card_leaves_the_field_is_read_with_the_effect():
    for number in ("88069597", "76209339"):  # Predaponics, Megalith Emergence (5-2-19)
        assert derived(number).automation == "full", number
    main = psct.read("You can target 1 face-up monster on the field; it gains 500 ATK (even "
                     "after this card leaves the field or the monster becomes unaffected by "
                     "card effects).", "trap", "Continuous")
    # more is said after "or": the words stay for the reader to refuse
    assert leaving_shapes.fold(main).effects[0].action == main.effects[0].action
