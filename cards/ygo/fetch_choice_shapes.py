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

from cards.ygo import fetch_shapes, moves_shapes

Fields = dict[str, Any]

ONE, PLACES, EXCEPT = fetch_shapes.ONE, fetch_shapes.PLACES, fetch_shapes.EXCEPT
TAKE = re.compile(rf"^(?P<optional>[Yy]ou can )?[Tt]ake {ONE} from your {PLACES}{EXCEPT},? and "
                  r"either add it to your hand or (?P<alt>Special Summon it|send it to the "
                  r"(?:GY|Graveyard))\.$")
ADD_OR = re.compile(rf"^(?P<optional>[Yy]ou can )?[Aa]dd to your hand,? or Special Summon,? {ONE} "
                    rf"from your {PLACES}{EXCEPT}\.$")
ZONES = {"Deck": "deck", "hand": "hand", "GY": "graveyard", "Graveyard": "graveyard"}
# "Add to your hand or Special Summon 1 "Dogmatika" monster or "Fallen of Albaz" from your GY.":
# one card of either description (moves_shapes.py reads the pair), to either place
ADD_OR_EITHER = re.compile(r"^(?P<optional>[Yy]ou can )?[Aa]dd to your hand,? or Special "
                           r"Summon,? 1 (?P<pair>[^,]+? or [^,]+?) (?P<rest>from your [^,]+\.)$")


def read(text: str) -> list[Fields] | None:
    """The `fetch` step with its other destination, or None."""
    found = TAKE.match(text) or ADD_OR.match(text)
    if found is None:
        return _either(text)
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


def _either(text: str) -> list[Fields] | None:
    """"Add to your hand or Special Summon 1 A or B from your GY.": the pair as moves_shapes.py
    reads "Add 1 A or B from your GY to your hand.", with the other place."""
    found = ADD_OR_EITHER.match(text)
    if found is None:
        return None
    rest = found.group("rest")[:-1]  # "from your GY"
    steps = moves_shapes.read(f"Add 1 {found.group('pair')} {rest} to your hand.")
    step = steps[0].get("fetch") if steps and len(steps) == 1 else None
    if step is None or "or" not in step or not set(step.get("from", ["deck"])) <= {
            "deck", "graveyard"}:
        return None
    for spec in (step, step["or"]):  # only monsters are Special Summoned (a name is checked)
        if spec["what"] != "monster" and "names" not in spec:
            return None
    return [{"fetch": {**step, "or_to": "field",
                       **({"optional": True} if found.group("optional") else {})}}]
