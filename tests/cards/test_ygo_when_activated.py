"""A Continuous Spell's "When this card is activated: You can add 1 ... from your Deck to your
hand." read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)
as what its activation does (`effect`: an optional `fetch`, 10-4-2, 5-3-13)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import psct, when_activated

MEKLORD_ASSEMBLY, CRYSTRON_INCLUSION = "39109382", "31552317"


def test_the_activation_takes_a_card_if_its_player_wants():
    card = derived(MEKLORD_ASSEMBLY)
    assert card.automation == "full"
    assert card.encoding["effect"] == [{"fetch": {"to": "hand", "what": "monster",
                                                  "archetype": "Meklord", "optional": True}}]
    assert card.encoding["effects"]  # its "●" effects on the field, read as before
    crystron = derived(CRYSTRON_INCLUSION)
    assert crystron.automation == "full" and crystron.encoding["effect"][0]["fetch"]["optional"]


def test_only_a_fetch_with_no_cost_or_target():
    def effect(text: str) -> psct.Effect:
        return psct.read(text, "spell", "Continuous", []).effects[0]

    assert when_activated.steps(effect("When this card is activated: You can target 1 card on "
                                       "the field; destroy it.")) is None
    assert when_activated.steps(effect("When this card is activated: You can draw 1 card.")) \
        is None
    assert when_activated.steps(effect("When this card is activated: You can add 1 \"Meklord\" "
                                       "monster from your Deck to your hand.")) is not None
