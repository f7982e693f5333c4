""""● While in Attack Position: ..." / "● While in Defense Position: ..." (the Morphtronic
monsters' wording, also "● Attack Position: ..."): each "●" an effect of the card that holds,
or can be activated, only while the card is in that battle position, read into the scenario
format's `if: {self_position: attack|defense}` on what the sentence reads as.

Standard library only. psct.py reads such a text as one effect with the other "●" among its
options (or glued to its action when both are printed on one line); `unfold` takes those
effects apart before the card's readers run:
- a Continuous sentence is handed to them as "While this card is in Attack Position, ..." (the
  condition continuous_conditions.py already reads: applied only while it holds, 5-1-1);
- a "●" of Ignition or Quick Effects only ("Once per turn, you can inflict 300 damage to your
  opponent.") is read alone by monster_encoding.py and added by `fold`, its position the `if`
  checked as each is activated (5-2-4); a Trigger Effect is not read that way (its position
  is the one the card had when the event happened, which the engine does not keep), nor an
  effect with an `if` of its own: their sentences go on with the condition, and stay unread.
A card with a once-per-turn clause is left as it is. The notes name the printed "●" text,
never the rewritten sentence. Patterns are anchored, without nested quantified groups.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from cards.ygo import monster_encoding, psct

POSITION = re.compile(r"^(?:● )?(?:While in )?(?P<position>Attack|Defense) Position: ")
GLUED = " ● "  # the next "●" printed on the same line


@dataclass
class Unfolded:
    printed: dict[str, str] = field(default_factory=dict)  # sentence handed on -> printed text
    # each "●" of Ignition or Quick Effects: their entries with `if`, and its printed text
    held: list[tuple[list[dict], str]] = field(default_factory=list)


def unfold(main: psct.Breakdown, types: list[str]) -> tuple[psct.Breakdown, Unfolded]:
    """The breakdown with each position "●" taken apart, and what `fold` needs after."""
    done = Unfolded()
    if main.limits or not any(POSITION.match(e.text) for e in main.effects):
        return main, done
    effects: list[psct.Effect] = []
    for effect in main.effects:
        bullets = _bullets(effect)
        if bullets is None:
            effects.append(effect)
            continue
        for position, body in bullets:
            effects += _apart(body, position, effect.text, types, done)
    return dataclasses.replace(main, effects=effects), done


def _bullets(effect: psct.Effect) -> list[tuple[str, str]] | None:
    """Each "●" of a position effect as (attack|defense, its sentences), or None when the
    effect is not one (every "●" must name a position)."""
    if not effect.text.startswith("● "):
        return None
    out = []
    for text in effect.text.split(GLUED) + effect.options:
        found = POSITION.match(text.strip())
        if found is None:
            return None
        out.append((found.group("position").lower(), text.strip()[found.end():]))
    return out


def _apart(body: str, position: str, printed: str, types: list[str],
           done: Unfolded) -> list[psct.Effect]:
    """One "●" read: its Ignition or Quick Effects, when that is all it holds, held back in
    `done` with their position; otherwise each sentence handed on with its position as a
    condition ("While this card is in Attack Position, ...")."""
    whole = psct.read(body, "monster", "", types)
    fields, read = monster_encoding.encode_monster(whole)
    entries = fields.get("effects", [])
    if set(fields) == {"effects"} and len(read) == len(whole.effects) and all(
            entry["type"] in ("ignition", "quick") and "if" not in entry for entry in entries):
        done.held.append(([{**entry, "if": {"self_position": position}} for entry in entries],
                          printed))
        return []
    out = []
    for effect in whole.effects:
        text = effect.text
        lowered = text[:1].lower() + text[1:] if text[1:2].islower() else text
        sentence = f"While this card is in {position.title()} Position, {lowered}"
        for part in psct.read(sentence, "monster", "", types).effects:
            done.printed[part.text] = printed
            out.append(part)
    return out


def fold(done: Unfolded, fields: dict, read: list[str], left: list[str]) -> list[str]:
    """The held effects added to `effects`, their position the `if` checked as each is
    activated (5-2-4); the notes with each printed "●" text in place of its sentences."""
    for entries, printed in done.held:
        fields.setdefault("effects", []).extend(entries)
        read.append(printed)
    notes: list[str] = []
    for text in left:  # a "●" of two unread sentences named once; any other note as it is
        if text not in done.printed:
            notes.append(text)
        elif done.printed[text] not in notes:
            notes.append(done.printed[text])
    return notes
