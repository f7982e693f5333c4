"""Effects an Xyz Monster gains while a named card is its material ("If this card has "X" as an
Xyz Material, it gains this effect."), read from real cards in place (facts only): the "●"
line read as the monster's own effect, with `if_material` (4-4-11); "When this card destroys
an opponent's monster by battle and remains on the field" is the event of its battle won
(`destroyed_a_monster`, which the engine records only while it is still there)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

CHEER_GIRL = "23454876"  # CXyz Dark Fairy Cheer Girl
HORROR = "11522979"  # Number C69: Heraldry Crest of Horror: its gained effect is not read


def test_cheer_girl_gains_a_burn_while_fairy_cheer_girl_is_under_it():
    card = derived(CHEER_GIRL)
    gained = card.encoding["effects"][1]
    assert gained == {"type": "trigger", "event": "destroyed_a_monster", "when": True,
                      "detach": 1, "if_material": {"names": ["Fairy Cheer Girl"]},
                      "effect": [{"damage": {"player": "opponent", "amount": 400, "for_each": {
                          "zone": "hand", "player": "controller", "what": "card"}}}]}
    assert card.automation == "full"


def test_a_gained_effect_not_read_leaves_the_sentence_a_note():
    card = derived(HORROR)
    assert card.automation == "partial"
    assert any("as an Xyz Material, it gains this effect" in note for note in card.notes)
