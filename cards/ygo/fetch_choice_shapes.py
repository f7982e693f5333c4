"""One card taken from its player's Deck or GY that the player either adds to the hand or
Special Summons (or sends to the GY), chosen as the effect resolves (5-3-13), read into the
scenario format's `fetch` with `or_to`, or refused.

Standard library only. "Take 1 "Kuriboh" or 1 "Winged Kuriboh" from your Deck, and either add
it to your hand or Special Summon it." -> `{fetch: {to: hand, or_to: field, what: card, names:
[Kuriboh, Winged Kuriboh]}}`; "..., and either add it to your hand or send it to the GY." ->
`or_to: graveyard`; "Add to your hand or Special Summon 1 "G Golem Pebble Dog" from your
Deck." the same choice worded first. The card is described as fetch_shapes.py reads one; the
activation names it (`pick`) and where it goes (`destination`). Anything more ("ignoring its
Summoning conditions", "in Defense Position", "each") is not read. Patterns are anchored,
without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

ONE, PLACES, EXCEPT = fetch_shapes.ONE, fetch_shapes.PLACES, fetch_shapes.EXCEPT
TAKE = re.compile(rf"^(?P<optional>[Yy]ou can )?[Tt]ake {ONE} from your {PLACES}{EXCEPT},? and "
                  r"either add it to your hand or (?P<alt>Special Summon it|send it to the "
                  r"(?:GY|Graveyard))\.$")
ADD_OR = re.compile(rf"^(?P<optional>[Yy]ou can )?[Aa]dd to your hand,? or Special Summon,? {ONE} "
                    rf"from your {PLACES}{EXCEPT}\.$")
ZONES = {"Deck": "deck", "hand": "hand", "GY": "graveyard", "Graveyard": "graveyard"}


def read(text: str) -> list[Fields] | None:
    """The `fetch` step with its other destination, or None."""
    found = TAKE.match(text) or ADD_OR.match(text)
    if found is None:
        return None
    alt = found.groupdict().get("alt") or "Special Summon it"
    or_to = "field" if alt.startswith("Special") else "graveyard"
    step = fetch_shapes._described(found)
    zones = [ZONES[word] for word in re.split(r", or |, | or ", found.group("from"))]
    allowed = {"deck", "graveyard"} if or_to == "field" else {"deck"}
    if step is None or not set(zones) <= allowed:
        return None  # nothing "added" from the hand; sent to the GY from the Deck only
    if or_to == "field" and step["what"] != "monster" and "names" not in step:
        return None  # only a monster is Special Summoned (the engine checks a named card)
    fields: Fields = {"to": "hand", "or_to": or_to,
                      **({"from": zones} if zones != ["deck"] else {}), **step}
    if found.group("except"):
        fields["except"] = [found.group("except")]
    if found.group("optional"):
        fields["optional"] = True
    return [{"fetch": fields}]
