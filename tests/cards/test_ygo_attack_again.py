"""A monster's own effect letting it attack once more "in a row" (12-3-27), read on real cards
(their English text read in place from ../shared/fixtures/yaml-yugi) into the scenario
format's `attack_again` step on the monster itself, and wordings that stay unread."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

from cards.ygo import monster_shapes  # noqa: E402

KACHI_KOCHI, BABYLON, LORD_BRITISH, BERGZAK, ENVOY = (
    "69069911", "49202331", "35514096", "80367387", "72989439")
AGAIN = [{"attack_again": {"card": "self"}}]


def test_kachi_kochi_dragon_reads_in_full():
    card = derived(KACHI_KOCHI)
    assert card.automation == "full" and card.notes == []
    [effect] = card.encoding["effects"]
    assert effect["event"] == "destroyed_and_sent_a_monster" and effect["detach"] == 1
    assert effect["effect"] == AGAIN


def test_cxyz_skypalace_babylon_reads_in_full():
    card = derived(BABYLON)
    assert card.automation == "full" and card.notes == []
    assert any(effect.get("effect") == AGAIN for effect in card.encoding["effects"])


def test_lord_british_space_fighter_reads_its_three_options():
    card = derived(LORD_BRITISH)
    assert card.automation == "full" and card.notes == []
    [effect] = card.encoding["effects"]
    assert effect["options"][0] == {"effect": AGAIN}


def test_wordings_left_unread():
    # printed without a colon, "once again": not read as this step
    bergzak = derived(BERGZAK)
    assert bergzak.automation != "full"
    assert any("once again in a row" in note for note in bergzak.notes)
    # an option with an event of its own (Black Luster Soldier - Envoy of the Beginning): the
    # whole choice stays a note
    assert any("activate 1 of these effects" in note for note in derived(ENVOY).notes)
    assert monster_shapes._steps("Target 1 monster you control; it can make a second attack "
                                 "in a row.", {}, {}) is None
