"""A text that opens with "●" lines and no line over them (the Morphtronics' "● While in Attack
Position: ...", the Assault Mode cards' "● If a Synchro Monster in your possession ..."), shown
on a card's page as the effects it holds: each line an effect of its own.

Standard library only. psct.py reads the first such line as an effect and the lines after it
as its options, as it reads "Activate 1 of these effects:" and the "●" under it; the card
readers take such texts apart themselves (position_shapes.py). Without a line over them the
"●" lines offer no choice: each is an effect that applies or can be activated on its own terms,
so the page lists each with its own condition, cost and what it does, cut at its own colon and
semicolon, rather than one effect with the others as its options.
"""
from __future__ import annotations

import re
from dataclasses import replace

from cards.ygo import older_triggers, psct

BULLET = "● "
GLUED = " ● "  # the next "●" printed on the same line
POSITION = re.compile(r"^(?P<label>(?:While in )?(?:Attack|Defense) Position): ")


def shown(read: psct.Breakdown, kind: str, card_property: str,
          types: list[str]) -> psct.Breakdown:
    """`read` with each leading "●" line an effect of its own."""
    if not read.effects or not read.effects[0].text.startswith(BULLET):
        return read
    effects: list[psct.Effect] = []
    for effect in read.effects:
        if not effect.text.startswith(BULLET):
            effects.append(effect)
            continue
        lines = [*effect.text.split(GLUED), *(f"{BULLET}{o}" for o in effect.options)]
        effects += [_line(line.strip(), kind, card_property, types) for line in lines]
    return replace(read, effects=effects)


def _line(line: str, kind: str, card_property: str, types: list[str]) -> psct.Effect:
    """One "●" line as one effect: its first sentence's parts, its later sentences added to
    what it does, shown with its "●" as printed. A position line ("● While in Attack
    Position: ...") holds an effect that applies, or can be activated, only in that position:
    an activated one shows the position with its condition, a Continuous one as printed."""
    body = line.removeprefix("●").strip()
    position = POSITION.match(body)
    inner = body[position.end():] if position else body
    # the line alone, never a first line of Fusion, Synchro, Xyz or Link Materials
    alone = [t for t in types if t not in psct.EXTRA_DECK]
    read = psct.read(inner, kind, card_property, alone)
    if kind == "monster":  # "Once per turn, you can ...": the older words of an Ignition Effect
        read = older_triggers.shown(read)
    first, *rest = read.effects or [
        psct.Effect(text=inner, kind="continuous")]
    said = " ".join([first.action or (first.text if not first.condition else ""),
                     *(part.text for part in rest)]).strip()
    marks = [first.once_per_turn, *(part.once_per_turn for part in rest)]
    effect = replace(first, text=line, action=said, options=[],
                     once_per_turn="hard" if "hard" in marks else max(marks))
    if position is None:
        return effect
    if first.kind != "activated":
        return replace(effect, kind=first.kind, condition="", action=body)
    label = position.group("label")
    return replace(effect, condition=f"{label}: {first.condition}" if first.condition else label)
