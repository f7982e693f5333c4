"""The English words of replacement effects, "instead" (optcg/replacements.py): the English stays
next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations
in its section `replacements`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

REPLACEMENTS: dict[str, Message] = {
    "why.replacement_don": "{player} has {count} active DON!!, not {wanted}.",
    "paid.draw": Plural("count", one="draws {count} card", other="draws {count} cards"),
    "replaced.same": "{effect} removes its cards at once: the replacement effect of {source} "
                     "already applied to it keeps {card} on the field too, with nothing done "
                     "again.",
    "replaced.same.that": "{effect} removes its cards at once: the replacement effect of {source} "
                          "already applied to it keeps {card} on the field too, and what it does "
                          "to that card is done to this one: {paid}.",
    "replacement_used": "The replacement effect of {card} is [Once Per Turn] and was already "
                        "applied this turn.",
    "verdict.beats_kept": "{player}'s attack succeeds: {attacker} with {attacker_power} beats "
                          "{target} with {target_power}, but {card} is not K.O.'d and stays on "
                          "the field (see the steps).",
    "verdict.ties_kept": "{player}'s attack succeeds: {attacker} with {attacker_power} ties with "
                         "{target} with {target_power}, and a tie goes to the attacker, but "
                         "{card} is not K.O.'d and stays on the field (see the steps).",
    "replaced.effect": "{effect} would {what}, but {player} applies the replacement effect of "
                       "{source} instead: {paid}; {card} stays on the field.",
    "replaced.battle": "{card} loses the battle and would be K.O.'d, but {player} applies the "
                       "replacement effect of {source} instead: {paid}; {card} stays on the "
                       "field.",
    "why.replacement_rested": "{card} is rested already.",
    "verdict.beats_gone": "{player}'s attack succeeds: {attacker} with {attacker_power} beats "
                          "{target} with {target_power}, but {card} is not K.O.'d: a replacement "
                          "effect moved it instead (see the steps).",
    "verdict.ties_gone": "{player}'s attack succeeds: {attacker} with {attacker_power} ties with "
                         "{target} with {target_power}, and a tie goes to the attacker, but "
                         "{card} is not K.O.'d: a replacement effect moved it instead (see the "
                         "steps).",
    "replaced.effect.left": "{effect} would {what}, but {player} applies the replacement effect "
                            "of {source} instead: {paid}.",
    "replaced.battle.left": "{card} loses the battle and would be K.O.'d, but {player} applies "
                            "the replacement effect of {source} instead: {paid}.",
    "replacement_declined": "{player} does not apply the replacement effect of {card}: what it "
                            "would replace happens.",
    "replacement_not_declinable": (
        "{player} would rather not apply the replacement effect of {card}, but its text has no "
        '"may": it is applied.'
    ),
    "replacement_default": (
        "The scenario does not say whether {player} applies the replacement effect of {card}; the "
        'judge takes that they do (they may decline it: an "instead" action with "use" set to '
        "false)."
    ),
    "replacement_impossible": "The replacement effect of {card} cannot be applied, since what it "
                              "does instead cannot be done: {why}",
    "replacement.of": "the replacement effect of {card}",
    "instead_named.use": "{player} will apply the replacement effect of {card} when it can.",
    "instead_named.decline": "{player} will not apply the replacement effect of {card}.",
    "illegal.instead_unknown_card": "The card named for a replacement effect is not in the "
                                    "scenario.",
    "illegal.instead_no_replacement": "{card} has no replacement effect (\"... instead\").",
    "illegal.instead_no_entry": "{card} has {count} replacement {count:effect|effects}: there is "
                                "no number {number}.",
    "input.replacement_does_nothing": "must say what is done instead",
    "note.replacement_default": "{card}: the ruling depends on whether its owner applies its "
                                "replacement effect, which the scenario does not say; the judge "
                                "took that they do",
}
