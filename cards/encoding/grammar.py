"""The parser's grammar: every sentence template of every family, in the one order they are
tried. A sentence is read by the first template that matches it whole, so the order decides
between templates that both match (a group's "All of your opponent's rested Characters ..."
before the one-card TARGET templates that read "All of ..." too; a search before the plain
"Add up to 1 ... to your hand").

This list is the only place that order is written. Each family's module only defines its
templates; none registers itself, so the parser is the same whichever module is imported first
(tests/cards/test_grammar.py checks it in fresh interpreters).
"""
from __future__ import annotations

import re
from typing import Any

from cards.encoding import (
    attack_target,
    base_power,
    conditions,
    decks,
    gains,
    group_steps,
    groups,
    limits,
    negation,
    stage_ko,
    steps,
    up_to,
)
from cards.encoding.groups import UnreadableError
from cards.encoding.phrases import Reader, pattern

Steps = tuple[list[dict[str, Any]], dict[str, Any] | None]
LATER_STEPS = {"set_don_active", "set_active", "deck_to_life"}  # "at the end of this turn"


def read_sentence(sentence: str) -> Steps:
    """The steps of one sentence and the filter of the card it chooses, by the first template
    of GRAMMAR that matches it whole."""
    for template, reader in GRAMMAR:
        match = template.match(sentence)
        if match:
            found = up_to.mark(sentence, *reader(match))  # "up to N": 0 to N (up_to.py)
            return groups.spread(match, *found)  # "all of ...": no choice (groups.py)
    raise UnreadableError(sentence)


def _at_end_of_turn(match: re.Match[str]) -> Steps:
    """"Set up to 1 of your DON!! cards as active at the end of this turn.": the sentence's
    steps wait for the End Phase (CR 6-6-1-2). Only steps that choose no card (what a card
    chosen now would be then is not said) and of one action: in "add up to 1 DON!! card ... and
    set it as active at the end of this turn" the words do not say whether the adding waits."""
    found, target = read_sentence(match.group("inner") + ".")
    if target is not None or "chosen" in str(found) \
            or any(set(step) - LATER_STEPS for step in found):
        raise UnreadableError(match.group(0))
    return [{"at_end_of_turn": found}], None


def _and_to_hand(match: re.Match[str]) -> Steps:
    """"[Trigger] K.O. up to 1 of ... and add this card to your hand.": the sentence's steps,
    then the [Trigger] card itself to the hand rather than the trash (abilities.py reads it
    only in a [Trigger])."""
    found, target = read_sentence(match.group("inner") + ".")
    return [*found, {"self_to_hand": True}], target


LATER: list[tuple[re.Pattern[str], Reader]] = [
    (pattern(r"(?P<inner>[A-Z][^.]{0,200}) at the end of this turn\."), _at_end_of_turn),
    (pattern(r"(?P<inner>[A-Z].{0,200}?) and add this card to your hand\."), _and_to_hand),
]
# (family, its templates), in the order they are tried
FAMILIES: list[tuple[str, list[tuple[re.Pattern[str], Reader]]]] = [
    ("later", LATER),  # "... at the end of this turn.": any other sentence, deferred
    ("group_steps", group_steps.TEMPLATES),  # several cards, the opponent's cards and actions
    ("conditions", conditions.TEMPLATES),  # "that card gains ..." after a condition
    ("steps", steps.TEMPLATES),  # one plain step: draw, K.O., rest, power...
    ("decks", decks.TEMPLATES),  # deck searches, cards taken back from the trash
    ("gains", gains.TEMPLATES),  # a keyword or flag for a while
    ("limits", limits.TEMPLATES),  # "cannot attack", "cannot be K.O.'d", "cannot play"...
    ("negation", negation.TEMPLATES),  # "Negate the effect of ..." (CR 8-2)
    ("base_power", base_power.TEMPLATES),  # "base power becomes", swaps, "Set the power"
    ("attack_target", attack_target.TEMPLATES),  # "Change the attack target to ..."
    ("stage_ko", stage_ko.TEMPLATES),  # "K.O. up to 1 of your opponent's Stages ..."
]
GRAMMAR: list[tuple[re.Pattern[str], Reader]] = [
    template for _family, templates in FAMILIES for template in templates]
