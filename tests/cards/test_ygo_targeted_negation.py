""""When your opponent activates a Trap Card or effect that targets this card (Quick Effect):
... negate the activation." and kin, read from real cards in place (facts only): a negating
Quick Effect (`negates`, `negates_by`, its `negate` step) answering only an activation that
targets its monster (`during: targeted` or `targeted_by_opponent`, 5-1-13, 11-3-3), a
material's grant too (4-4-11); the older "During either player's turn, when ..." the same;
what else is asked of the activation stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import targeted_negation

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

RAMRAM = "04145852"  # Zoodiac Ramram: gives "a Trap Card or effect that targets this card"
BUNNYBLAST = "04367330"  # Zoodiac Bunnyblast: "During either player's turn, when ... Spell"
KATAROOST = "20155904"  # Zoodiac Kataroost: "... a monster effect that targets this card"
SLACKER = "58058134"  # Slacker Magician: "... that targets this face-up card"
SHINING = "53347303"  # Blue-Eyes Shining Dragon: "You can negate that effect."
CHAKRAM = "08873112"  # Artifact Chakram: "... that would destroy a Spell/Trap Card(s) ..."


def test_a_material_gives_a_negation_of_what_targets_the_xyz_monster():
    card = derived(RAMRAM)
    given = card.encoding["summon_grant"]
    assert given["by"] == "attached" and given["to"] == {"type": "Beast-Warrior"}
    assert given["effect"] == {"type": "quick", "during": "targeted_by_opponent",
                               "negates": ["trap", "trap_effect"], "negates_by": "opponent",
                               "detach": 1,
                               "effect": [{"negate": {"what": "activation", "then": "none"}}]}
    assert card.automation == "full"


def test_the_older_words_of_the_same_quick_effect():
    for number, kinds in ((BUNNYBLAST, ["spell", "spell_effect"]), (KATAROOST, ["monster"])):
        card = derived(number)
        effect = card.encoding["summon_grant"]["effect"]
        assert effect["negates"] == kinds and effect["during"] == "targeted_by_opponent"
        assert card.automation == "full"


def test_any_activation_that_targets_the_monster():
    slacker = derived(SLACKER)
    [effect] = slacker.encoding["effects"]
    assert effect == {"type": "quick", "during": "targeted", "detach": 1,
                      "effect": [{"negate": "previous"}]}
    assert slacker.automation == "full"
    shining = derived(SHINING)
    [effect] = shining.encoding["effects"]
    assert effect["during"] == "targeted" and "negates" not in effect
    assert effect["effect"] == [{"negate": {"what": "effect", "then": "none"}}]
    assert shining.automation == "full"


def test_other_conditions_are_not_read_here():
    assert derived(CHAKRAM).automation != "full"
    for text in ("When a card or effect is activated that targets a monster you control "
                 "(Quick Effect)",
                 "During either player's turn, when a card or effect is activated that targets "
                 "this card (Quick Effect)",
                 "When a card or effect is activated that targets this card"):
        assert targeted_negation.condition(text) is None
