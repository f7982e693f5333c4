"""Arcana Force XII - The Hangman read from the real card (../shared/fixtures/yaml-yugi, in
place): its Summon's coin has "●" lines that are done once, read as a `toss_coin` with an
outcome for each face (5-3-23), not a result kept (5-3-30); "its original ATK" after "Destroy 1
monster ..." is the chosen monster's (5-3-22, 5-3-25). A near wording whose "its" names no card
chosen or targeted stays unread."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import encoding, psct

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

HANGMAN = "72321198"  # Arcana Force XII - The Hangman


def test_the_hangman_reads_in_full_with_a_step_for_each_face():
    card = derived(HANGMAN)
    assert card.automation == "full", card.notes
    toss = card.encoding["effects"][1]
    assert toss["event"] == "any_summoned" and toss["optional"] is False
    assert "coin_faces" not in card.encoding  # nothing kept
    heads, tails = toss["effect"][0]["toss_coin"]["outcomes"]
    assert heads["heads"] == 1 and tails["heads"] == 0
    assert heads["steps"][0] == {"choose": {"do": "destroy", "player": "controller",
                                            "what": "monsters"}}
    assert tails["steps"][0]["choose"]["player"] == "opponent"
    assert heads["steps"][1]["if_you_do"][0]["damage"]["player"] == "controller"
    assert tails["steps"][1]["if_you_do"][0]["damage"] == {
        "player": "opponent", "atk_of": "chosen", "original": True, "stat": "atk"}


def _read(text: str) -> list[str]:
    """The effects of a monster's text the reader reads."""
    _fields, read = encoding.encode_monster(psct.read(text, "monster", "", []))
    return read


def test_its_original_atk_needs_a_card_chosen_or_targeted():
    said = ("If this card is Summoned: Destroy 1 monster your opponent controls, and if you do, "
            "inflict damage to your opponent equal to its original ATK.")
    assert _read(said) == [said]
    near = ("If this card is Summoned: Draw 1 card, and if you do, inflict damage to your "
            "opponent equal to its original ATK.")
    assert _read(near) == []
