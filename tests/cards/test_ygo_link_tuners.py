"""The "Yummy" Synchro Monsters' "For this card's Synchro Summon, you can treat 1 Link-1 monster
you control as a Level 1 Tuner.", read from real cards in place (facts only): the card key
`synchro_link_tuner: 1` (8-5-14); a Level other than the Link Rating is not read."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import link_tuners

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

YUMMIES = ("31603289", "67098897", "93192592")  # Cupsy, Cooky and Lollipo★Yummy Way


def test_the_yummy_synchro_monsters_read_in_full():
    for number in YUMMIES:
        card = derived(number)
        assert card.encoding["synchro_link_tuner"] == 1, number
        assert card.automation == "full", number


def test_another_level_or_kind_is_not_read():
    for text in ("For this card's Synchro Summon, you can treat 1 Link-2 monster you control "
                 "as a Level 1 Tuner.",
                 "For this card's Synchro Summon, you can treat 1 Xyz Monster you control as "
                 "a Level 1 Tuner."):
        assert link_tuners.read(text) is None
