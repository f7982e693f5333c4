"""Real Equip Spells whose Graveyard Trigger Effect puts the card back on top of its owner's
Deck, read from their English texts (read in place from ../shared/fixtures/yaml-yugi): the
step `{to_deck: {card: self, where: top}}` (5-3-14) with the condition and cost a monster's
effect would have; "it" read as the card only in the Equip Spell's sentence that names nothing
else; nothing guessed."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import deck_top_self

TOP = [{"to_deck": {"card": "self", "where": "top"}}]


def trigger(number: str) -> dict:
    card = derived(number)
    assert (card.automation, card.notes) == ("full", [])
    [effect] = card.encoding["effects"]
    assert "equip" in card.encoding["effect"][0]
    assert (effect["type"], effect["from"], effect["effect"]) == ("trigger", "graveyard", TOP)
    return effect


def test_horn_of_the_unicorn_returns_itself_without_a_choice():
    effect = trigger("64047146")  # "Return it to the top of the Deck."
    assert (effect["event"], effect["when"], effect["optional"]) == (
        "sent_from_field_to_graveyard", True, False)


def test_sword_of_deep_seated_from_any_move_to_the_graveyard():
    effect = trigger("98495314")  # "If this card is sent to your GY: Place it on top ..."
    assert (effect["event"], effect["optional"]) == ("sent_to_graveyard", False)
    assert "when" not in effect


def test_its_cost_as_printed():
    assert trigger("99597615")["pay_lp"] == 500  # Malevolent Nuzzler
    axe = trigger("40619825")  # Axe of Despair: "You can Tribute 1 monster; ..."
    assert axe["tribute"] == 1 and "optional" not in axe


def test_it_is_the_card_only_in_those_words():
    assert deck_top_self.spell_words("Return it to the top of the Deck.") == \
        "Place this card on top of your Deck."
    assert deck_top_self.spell_words("Return that target to the top of the Deck.") == \
        "Return that target to the top of the Deck."


def test_a_monster_whose_condition_is_not_read_stays_unread():
    # World Soul - Carbon: "... while this card is in your GY (except during the Damage Step):
    # You can place this card on top of your Deck.": its condition is not read, so neither is it
    card = derived("15079028")
    assert card.automation == "none" and len(card.notes) == 2
    [pattern, step, origin] = deck_top_self.SELF[0]
    assert pattern.match("Place this card on the top of your Deck.") and step == TOP[0]
