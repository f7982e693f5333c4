"""Counters a card's own effect removes from it, and "If you cannot, destroy it." (4-8-15,
5-2-7), read from real cards in place (../shared/fixtures/yaml-yugi, facts only): the B.E.S.
monsters' plain counters and their removal at the end of the Damage Step, and Number 41's
detach in its Standby Phase."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import cannot_riders, counter_shapes

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

BIG_CORE, BLASTER, BAGOOSKA = "14148099", "84257883", "90590303"
REMOVED = [{"remove_counters_from": {"card": "self", "count": 1, "name": "counter"}},
           {"if_you_cannot": [{"destroy": "self"}]}]


def test_big_core_reads_whole():
    card = derived(BIG_CORE)
    assert card.automation == "full", card.notes
    placed, removal = card.encoding["effects"]
    assert placed["event"] == "normal_summoned" and placed["optional"] is False
    assert placed["effect"] == [{"place_counters": {"card": "self", "count": 3,
                                                    "name": "counter"}}]
    assert removal["event"] == "damage_step_end_battled" and removal["optional"] is False
    assert removal["effect"] == REMOVED
    assert card.encoding["battle_indestructible"] is True


def test_blaster_cannon_core_gets_its_counters_on_any_summon():
    card = derived(BLASTER)
    assert card.automation == "full", card.notes
    assert card.encoding["effects"][0]["event"] == "summoned"
    assert card.encoding["effects"][1]["effect"] == REMOVED


def test_bagooska_destroys_itself_without_material():
    card = derived(BAGOOSKA)
    assert "If you cannot, destroy it." not in card.notes
    standby = card.encoding["effects"][0]
    assert standby["event"] == "your_standby_phase"
    assert standby["effect"] == [{"detach": {"card": "self", "count": 1}},
                                 {"if_you_cannot": [{"destroy": "self"}]}]


def test_the_sentence_reads_only_after_a_part_on_the_card_itself():
    # after a step on another card, "it" is not the card: left unread
    other = {"effect": [{"detach": {"card": "chosen", "count": 1}}]}
    assert not cannot_riders.follows("If you cannot, destroy it.", other)
    draw = {"effect": [{"draw": 1}]}
    assert not cannot_riders.follows("If you cannot, destroy it.", draw)
    assert draw == {"effect": [{"draw": 1}]}
    # a named kind is kept as printed; an unnamed one is the kind "counter"
    assert counter_shapes.read("Remove 1 Spell Counter from this card.") == [
        {"remove_counters_from": {"card": "self", "count": 1, "name": "Spell Counter"}}]
    assert counter_shapes.read("Place 2 counters on this card.") == [
        {"place_counters": {"card": "self", "count": 2, "name": "counter"}}]
    assert counter_shapes.read("Remove 1 counter from that monster.") is None


CRYSTAL_CORE, MK_2, TETRAN = "22790789", "75937826", "44954628"


def test_the_older_words_read_as_the_newer():
    # "When this card is Normal Summoned, put 3 counters on it." and "If this card attacks or
    # is attacked, remove 1 counter from this card at the end of the Damage Step.": the older
    # English of Big Core's texts (12-4-13)
    for number in (CRYSTAL_CORE, MK_2):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        removal = card.encoding["effects"][1]
        assert removal["event"] == "damage_step_end_battled" and removal["optional"] is False
        assert removal["effect"] == REMOVED
    placed = derived(CRYSTAL_CORE).encoding["effects"][0]
    assert placed["event"] == "normal_summoned"
    assert placed["effect"][0]["place_counters"]["name"] == "counter"
    # Tetran's "destroy 1 Spell or Trap Card" names no target in the older words: unread
    tetran = derived(TETRAN)
    assert tetran.notes == ["Once per turn, you can remove 1 counter on this card to destroy 1 "
                            "Spell or Trap Card on the field."]
