""""Special Summon any number of ..." read as "up to 5" (8-7-3, 8-7-1), from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi): a `fetch` to the field with
`count: 5, up_to: true`."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import any_number, moves_shapes


def fetch_of(number: str, index: int = 0) -> dict:
    card = derived(number)
    effect = card.encoding["effects"][index]["effect"] if "effects" in card.encoding \
        else card.encoding["effect"]
    return effect[0]["fetch"]


def test_cards_now_read_in_full():
    # Hero Kid, Don Turtle ("Don Turtle"(s)), Assault Dog, Madolchepalooza
    for number in ("32679370", "03493978", "72714226", "23681456"):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        fetch = fetch_of(number)
        assert (fetch["to"], fetch["count"], fetch["up_to"]) == ("field", 5, True), number


def test_the_name_and_the_place():
    assert fetch_of("32679370")["names"] == ["Hero Kid"]  # from the Deck, the default
    turtle = fetch_of("03493978")
    assert turtle["names"] == ["Don Turtle"] and turtle["from"] == ["hand"]
    # Madolchepalooza keeps its rider: shuffled into the Deck during the End Phase
    assert fetch_of("23681456")["end_phase"] == {"do": "deck", "turn": "this"}


def test_near_wordings_stay_unread():
    # cards added, not Summoned
    assert any_number.read("Add any number of \"X\" from your Deck to your hand.",
                           moves_shapes._counted) is None
    # a name in the plural is not the card's name (Hyena's "Hyenas")
    assert any("\"Hyenas\"" in note for note in derived("22873798").notes)
    # a bound of Levels: Mermail Abyssocea, still a note
    assert any("whose combined Levels" in note for note in derived("28577986").notes)
