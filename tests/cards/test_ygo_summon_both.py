"""The monster itself Special Summoned from the hand together with one card it describes
(8-7-3), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)
into a `fetch` to the field with `with_self: true`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import summon_both

IGNITION = {"type": "ignition"}


def test_cards_now_read_in_full():
    # Impcantation Bookstone, Candoll, Talismandra, Penciplume; Lyrilusc - Sapphire Swallow
    for number in ("18474999", "53303460", "80701178", "82085295", "60954556"):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        first = card.encoding["effects"][0]
        assert first["from"] == "hand" and first["effect"][0]["fetch"]["with_self"] is True


def test_the_described_card_is_the_fetch():
    first = derived("18474999").encoding["effects"][0]  # Impcantation Bookstone
    assert first["effect"] == [{"fetch": {
        "to": "field", "what": "monster", "archetype": "Impcantation",
        "except": ["Impcantation Bookstone"], "with_self": True}}]
    assert first["cost_cards"] == {"do": "reveal", "what": "spell", "property": "ritual"}
    swallow = derived("60954556").encoding["effects"][0]["effect"][0]["fetch"]
    assert swallow["from"] == ["hand"] and swallow["level"] == 1  # the place said for both


def test_near_wordings_stay_notes():
    fields = dict(IGNITION)
    # the place of the other card only: where the monster itself is, unsaid
    assert summon_both.action("Special Summon both this card and 1 Level 1 Winged Beast monster "
                              "from your Deck.", {}, dict(IGNITION)) is None
    # riders on both
    assert summon_both.action("Special Summon both this card and 1 Level 1 Winged Beast monster "
                              "from your hand in Defense Position.", {}, fields) is None
    # from the GY: not the hand
    assert summon_both.action(
        "Special Summon both this card from your hand and 1 Dragon monster from your Deck.",
        {}, {"type": "ignition", "from": "graveyard"}) is None
    # Imperion Magnum the Superconductive Battlebot: two described cards, still a note
    assert derived("04628897").notes
    # Lyrilusc - Beryl Canary: "both this card and that monster" (a target), still a note
    assert any("Special Summon both this card and that monster" in note
               for note in derived("10182251").notes)
