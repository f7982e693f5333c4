"""The reader of a card in the Graveyard banished in place of a destruction (5-3-16):
substitute_shapes.py, on its own words (the real cards are judged in
tests/judge/test_ygo_gy_substitutes.py)."""
from __future__ import annotations

from cards.ygo import encoding, psct, substitute_shapes

TAIL = " would be destroyed by {by}, you can banish this card from your GY instead."


def read(subject: str, by: str) -> dict | None:
    found = substitute_shapes.read(subject + TAIL.format(by=by))
    return None if found is None else found["gy_substitute"]


def test_described_monsters_and_cards():
    assert read("If a Dragon monster(s) you control", "battle or card effect") == {
        "what": "monster", "cards": {"type": "Dragon"}, "by": ["battle", "effect"]}
    assert read('If a "Firewall" monster(s) you control', "card effect") == {
        "what": "monster", "cards": {"archetype": "Firewall"}, "by": ["effect"]}
    assert read('If a "Dream Mirror" card(s) you control', "battle or card effect")["what"] \
        == "card"


def test_only_the_opponents_effects():
    assert read('If a "G Golem" monster(s) you control', "battle or an opponent's card effect") \
        == {"what": "monster", "cards": {"archetype": "G Golem"}, "by": ["battle", "effect"],
            "opponent": True}


def test_a_condition_before_it():
    found = substitute_shapes.read(
        'While you have no cards in your hand, if an "Infernity" monster(s) you control would '
        "be destroyed by battle or card effect, you can banish this card from your GY instead.")
    assert found is not None and found["gy_substitute"]["if"] == {"hand_empty": True}


def test_other_wordings_stay_unread():
    for text in (
            'If a "Crusadia" monster(s) you control would be destroyed by battle or card effect, '
            "you can banish this card from your field or GY instead.",
            'If an "Infernoid" monster(s) you control would be destroyed by a card effect, you '
            "can banish this card from your Graveyard instead of destroying 1 of those monsters.",
            "If a Level 3 Spell(s) you control would be destroyed by card effect, you can banish "
            "this card from your GY instead."):
        assert substitute_shapes.read(text) is None, text


def test_a_spell_activation_then_the_substitute():
    text = ("Draw 1 card. If a Dragon monster(s) you control would be destroyed by card effect, "
            "you can banish this card from your GY instead.")
    fields = encoding.encode("spell", "Normal", psct.read(text, "spell"))
    assert fields is not None and fields["effect"] == [{"draw": 1}]
    assert fields["gy_substitute"] == {"what": "monster", "cards": {"type": "Dragon"},
                                       "by": ["effect"]}
    limited = psct.read(text + ' You can only use 1 "Dragon Keeper" effect per turn, and only '
                        "once that turn.", "spell")
    assert encoding.encode("spell", "Normal", limited) is None
