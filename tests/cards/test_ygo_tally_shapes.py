"""Damage and Life Points "for each" card counted, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi) into a `damage` or `gain_lp` step's `for_each`
(5-3-20), in the words a Continuous Effect's "for each" takes."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct, tally_shapes


def printed(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    if card["kind"] == "monster":
        return encoding.encode_monster(reading)[0]
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_damage_for_each_monster_the_opponent_controls():
    # Just Desserts
    assert printed("24068492") == {"effect": [{"damage": {
        "player": "opponent", "amount": 500,
        "for_each": {"zone": "field", "player": "opponent", "what": "monster"}}}]}


def test_damage_for_each_card_in_their_graveyard_and_their_banished_cards():
    # Cemetary Bomb; D.D. Dynamite ("their removed from play cards")
    assert printed("51394546")["effect"][0]["damage"]["for_each"] == {
        "zone": "graveyard", "player": "opponent", "what": "card"}
    assert printed("08628798")["effect"][0]["damage"]["for_each"] == {
        "zone": "banished", "player": "opponent", "what": "card"}


def test_life_points_for_each_described_monster_you_control():
    # Psychic Rejuvenation: a Type, which only a face-up monster shows (9-1-3)
    assert printed("21488686") == {"effect": [{"gain_lp": {
        "player": "controller", "amount": 1000,
        "for_each": {"zone": "field", "player": "controller", "what": "monster",
                     "type": "Psychic"}}}]}


def test_a_flip_effect_counts_the_cards_in_the_opponents_hand():
    # Des Koala
    assert printed("69579761")["flip"] == [{"damage": {
        "player": "opponent", "amount": 400,
        "for_each": {"zone": "hand", "player": "opponent", "what": "card"}}}]


def test_the_older_words_for_the_same_places():
    assert tally_shapes.read("Inflict 100 points of damage to your opponent's Life Points for "
                             "each face-up LIGHT monster on your side of the field.") == [
        {"damage": {"player": "opponent", "amount": 100, "for_each": {
            "zone": "field", "player": "controller", "what": "monster", "attribute": "LIGHT"}}}]


def test_what_the_engine_does_not_decide_is_not_read():
    # whether the resolving Spell counts itself; Xyz Materials; "except Tokens"
    for text in ("Inflict 200 damage to your opponent for each card on the field.",
                 "Inflict 200 damage to your opponent for each card you control.",
                 "Inflict 300 damage to your opponent for each Xyz Material attached to this "
                 "card.",
                 "Inflict 300 damage to your opponent for each face-up Normal Monster you "
                 "control, except Tokens."):
        assert tally_shapes.read(text) is None, text
