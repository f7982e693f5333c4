""""If you cannot, destroy it." after an effect whose last part the card does to itself and may
fail to do: "Remove 1 counter from this card." (the B.E.S. monsters, 4-8-15), "detach 1 material
from this card" (Number 41: Bagooska the Terribly Tired Tapir, 4-4-9). The sentence adds the
gate `{if_you_cannot: [{destroy: self}]}` after that part: the card destroys itself only when
the part was not done (5-2-7). After any other part, or in other words, the sentence is left
unread.

Standard library only; the sentence is matched whole.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

DESTROY_IT = "If you cannot, destroy it."
# the parts "it" names the card in: what the card does to itself, and may be unable to do
ON_ITSELF = ("remove_counters_from", "detach")


def follows(text: str, last: Fields) -> bool:
    """Whether `text` is "If you cannot, destroy it." after an effect (`last`, updated) whose
    last step is one of ON_ITSELF done to the card itself."""
    steps = last.get("effect")
    if text != DESTROY_IT or not isinstance(steps, list) or not steps:
        return False
    kind, spec = next(iter(steps[-1].items()))
    if kind not in ON_ITSELF or not isinstance(spec, dict) or spec.get("card") != "self":
        return False
    steps.append({"if_you_cannot": [{"destroy": "self"}]})
    return True
