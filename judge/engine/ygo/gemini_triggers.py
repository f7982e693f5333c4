"""A Gemini monster's own Trigger Effects that answer its Normal Summon ("If this card is
Normal or Special Summoned: ...", Evocator Eveque) answer its Gemini Summon too (8-1-9): the
Gemini Summon is a Normal Summon, and the monster is an Effect Monster with those effects as
it succeeds. Its first Normal Summon, as a Normal Monster, gives it no effect to activate
(gemini.effects_problem refuses it).

trigger_timing.ANSWERS adds the event `gemini_summoned` (gemini.apply records it for the
monster alone) to each of these trigger words.
"""
from __future__ import annotations

# the trigger words whose events include a Normal Summon (trigger_timing.ANSWERS)
GEMINI_ANSWERED = ("normal_summoned", "summoned", "normal_or_flip_summoned", "any_summoned",
                   "normal_summoned_or_flipped")


def with_gemini(answers: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Those trigger words' events, with the Gemini Summon beside the Normal Summon."""
    return {word: (*answers[word], "gemini_summoned") for word in GEMINI_ANSWERED}
