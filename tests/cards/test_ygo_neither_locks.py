""""Neither player can Special Summon LIGHT or DARK monsters." and kin, read from real cards in
place (facts only): the monsters forbidden, `summon_forbid_on_field` binding both players
(`lock_binds: both`, 5-2-14); the sentences that name the monsters still allowed stay
kept_lock_players.py's, and what the format cannot hold stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import neither_locks

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

DRAGO = "12435193"  # Koa'ki Meiru Drago: "LIGHT or DARK monsters"
QUARANTINE = "72845813"  # Ally of Justice Quarantine: "LIGHT monsters"
FILTER = "19844995"  # Power Filter, a Continuous Spell: "with 1000 or less ATK"
TESTUDO = "74952447"  # Testudo erat Numen: "with 1800 or more ATK"
HUNTER = "37115973"  # Numeral Hunter: ""Number" Xyz Monsters"
TORRENT = "10963799"  # Barrier Statue of the Torrent: "monsters, except WATER monsters"


def test_attributes_forbidden():
    card = derived(DRAGO)
    assert card.encoding["summon_forbid_on_field"] == {"attribute": ["LIGHT", "DARK"]}
    assert card.encoding["lock_binds"] == "both"
    assert card.automation == "full"
    assert derived(QUARANTINE).encoding["summon_forbid_on_field"] == {"attribute": "LIGHT"}


def test_atk_bounds_on_a_monster_and_a_continuous_spell():
    card = derived(FILTER)
    assert card.encoding == {"summon_forbid_on_field": {"atk_max": 1000}, "lock_binds": "both",
                             "effect": []}  # its activation does nothing more (10-4-2)
    assert card.automation == "full"
    assert derived(TESTUDO).encoding["summon_forbid_on_field"] == {"atk_min": 1800}


def test_an_archetype_and_an_extra_deck_kind():
    assert derived(HUNTER).encoding["summon_forbid_on_field"] == {"archetype": "Number",
                                                                   "type": "Xyz"}


def test_the_others_are_not_read_here():
    assert "summon_forbid_on_field" not in derived(TORRENT).encoding
    for text in ("Neither player can Special Summon monsters.",
                 "Neither player can Special Summon monsters from the GY.",
                 "Neither player can Special Summon monsters, except WATER monsters."):
        assert neither_locks.read(text) is None
