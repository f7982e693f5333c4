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
