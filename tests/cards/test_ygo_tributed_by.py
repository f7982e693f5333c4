"""An activation condition on what the monster was Tribute Summoned by Tributing (5-2-4), read
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

MANTIS, MOTH = "85505315", "22009013"


def test_steelswarm_mantis_and_moth_ask_for_a_steelswarm_tribute():
    for number in (MANTIS, MOTH):
        card = derived(number)
        assert card.automation == "full", card.notes
        effect, = card.encoding["effects"]
        assert (effect["type"], effect["event"]) == ("trigger", "tribute_summoned")
        assert effect["if"] == {"tributed": {"archetype": "Steelswarm"}}
        assert effect["pay_lp"] == 1000


CAUCASTAG = "84488827"  # Steelswarm Caucastag: "... by Tributing 2 "Steelswarm" monsters"


def test_steelswarm_caucastag_asks_for_two_steelswarm_tributes():
    from cards.ygo import tributed_by
    card = derived(CAUCASTAG)
    assert card.automation == "full", card.notes
    effect, = card.encoding["effects"]
    assert effect["if"] == {"tributed": {"archetype": "Steelswarm"}, "tributed_count": 2}
    assert effect["optional"] is False and len(effect["options"]) == 2
    # a count spelt otherwise, or a plural after "a", stays unread
    base = lambda head: {"type": "trigger"}  # noqa: E731
    assert tributed_by.condition('When this card is Tribute Summoned by Tributing two '
                                 '"Steelswarm" monsters', base) is None
    assert tributed_by.condition('When this card is Tribute Summoned by Tributing a '
                                 '"Steelswarm" monsters', base) is None
