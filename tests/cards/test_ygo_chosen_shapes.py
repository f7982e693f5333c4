"""A card on the field an effect acts on without targeting it, chosen as the effect resolves
(5-3-22), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)
into a `choose` step: what is done to it (`do`), whose it is and what it is, narrowed as
`destroy_all` is."""
from __future__ import annotations

from ygo_support import derived, printed

from cards.ygo import chosen_shapes, shapes


def test_destroy_one_card_on_the_field_after_a_cost():
    # Darklord Rebellion: a cost, then one card on the field destroyed
    assert printed("50501121")["effect"] == [
        {"choose": {"do": "destroy", "player": "both", "what": "cards"}}]


def test_shuffled_into_the_deck_and_returned_to_the_hand():
    # Dragoroar; A Wingbeat of Giant Dragon (a described monster of its own player's)
    assert printed("34898052")["effect"] == [
        {"choose": {"do": "to_deck", "player": "both", "what": "cards"}}]
    wingbeat = printed("28596933")["effect"]
    assert wingbeat[0] == {"choose": {"do": "to_hand", "player": "controller",
                                      "what": "monsters", "type": "Dragon", "level_min": 5}}
    assert wingbeat[1] == {"if_you_do": [{"destroy_all": {"player": "both",
                                                          "what": "spells_traps"}}]}


def test_an_option_that_chooses_a_card_now_reads():
    # Dragonmaid Downtime: its second "●" returns a Spell/Trap the opponent controls
    card = derived("77515704")
    assert card.automation == "full"
    steps = str(card.encoding)
    assert "'do': 'to_hand', 'player': 'opponent', 'what': 'spells_traps'" in steps


def test_a_later_part_the_player_may_decline():
    assert shapes.action("Draw 1 card, then you can destroy 1 card on the field.", {}) == [
        {"draw": 1}, {"then": [{"choose": {"do": "destroy", "player": "both",
                                           "what": "cards", "optional": True}}]}]


def test_each_verb_and_face():
    assert chosen_shapes.read("Banish 1 face-up card your opponent controls.") == [
        {"choose": {"do": "banish", "player": "opponent", "what": "cards", "face": "up"}}]
    assert chosen_shapes.read("Send 1 Set Spell/Trap on the field to the GY.") == [
        {"choose": {"do": "to_graveyard", "player": "both", "what": "spells_traps",
                    "face": "down"}}]
    assert chosen_shapes.read("Destroy 1 other monster you control.") == [
        {"choose": {"do": "destroy", "player": "controller", "what": "monsters",
                    "other": True}}]


def test_words_not_read():
    for text in ("Destroy 1 monster your opponent controls with less ATK than this card.",
                 "Destroy 1 Set monster on the field.",  # face-down monsters only: not held
                 "Destroy 1 card on the field to the hand.",
                 "Send 1 card on the field.",  # no place it goes
                 "Destroy 1 Spell/Trap Card they control."):  # "they": whose depends
        assert chosen_shapes.read(text) is None, text
