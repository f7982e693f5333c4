"""The English words of several cards at once (optcg/groups.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `groups`."""
from __future__ import annotations

from ...core.catalogue import Message

GROUPS: dict[str, Message] = {
    "why.trash_empty": "{player}'s trash is empty",
    "mismatch.no_trigger": "it has no [Trigger]",
    "mismatch.has_base_effect": "it has an effect of its own (card text or [Trigger])",
    "mismatch.has_on_play": "it has an [On Play] effect, applied or not",
    "mismatch.no_blocker": "it does not have [Blocker] now",
    "choice_unfit": "{effect}: {card} does not fit what it chooses ({why}), so it is not chosen.",
    "second_choice_unfit": "{effect}: when its second choice comes, {card} does not fit ({why}); "
                           "that part is skipped.",
    "illegal.counter_one_card": "A Counter value raises the power of one card: {player} names one "
                                "Leader or Character.",
    "illegal.too_many_targets": "{effect} chooses up to {limit} {limit:card|cards}, so it cannot "
                                "choose {count}.",
    "illegal.total_power_above": "{effect} chooses cards with a total power of {limit} or less: "
                                 "those named have {total} together.",
    "why.none_match": "no card on the field fits its description",
    "mismatch.base_cost_above": "its base cost is {value}, not {limit} or less",
    "mismatch.base_cost_below": "its base cost is {value}, not {limit} or more",
    "mismatch.base_power_above": "its base power is {value}, not {limit} or less",
    "mismatch.base_power_below": "its base power is {value}, not {limit} or more",
    "mismatch.is_self": "it is the card whose effect this is",
    "mismatch.excluded_name": "the effect leaves out {name}",
    "mismatch.don_below": "it has {value} DON!! given, not {limit} or more",
    "mismatch.no_first_choice": "no card was chosen first, so it has no colour to differ from",
    "mismatch.same_color_as": "it shares a colour ({colors}) with {card}, chosen first",
    "why.no_don_on_field": "{player} has no DON!! on the field",
    "why.no_active_don": "{player} has no active DON!! in the cost area",
}
