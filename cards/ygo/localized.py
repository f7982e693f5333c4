"""A card's PSCT breakdown (psct.py, read from the English text) shown in the page's
language: each part taken from the same sentence of that language's text (aligned.py), cut
at its colon and semicolon as the English one is.

Standard library only. The judges' reading stays the English one (its kinds, Spell Speeds,
once-per-turn marks); only the words are the reader's. An effect whose sentence cannot be
matched, whose translation has not as many colons and semicolons, or whose English part
before the semicolon holds both a cost and a target (the English words tell which is which)
keeps its English words, marked as English.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from cards.ygo import aligned, psct

ENGLISH = "en"
BULLET = "● "


@dataclass
class LocalEffect(psct.Effect):
    language: str = ENGLISH  # the language of its words


@dataclass
class LocalBreakdown(psct.Breakdown):
    # the once-per-turn clauses as (language, words)
    limit_items: list[tuple[str, str]] = field(default_factory=list)
    materials_language: str = ENGLISH


def breakdown(read: psct.Breakdown, english: str, local: str,
              language: str) -> LocalBreakdown:
    """`read` with its words in `language` where `local` says them alike."""
    # an option is its bullet line, printed with its "●" (psct.py keeps it without)
    sentences = [e.text for e in read.effects] + [
        f"{BULLET}{o}" for e in read.effects for o in e.options]
    wanted = [*sentences, *read.limits, *([read.materials] if read.materials else [])]
    found = aligned.in_language(wanted, english, local) \
        if language != ENGLISH and local.strip() else None
    said = dict(zip(wanted, found or (), strict=False))
    effects = [_effect(e, said, language) for e in read.effects]
    limits = [said.get(clause, clause) for clause in read.limits]
    materials = said.get(read.materials, read.materials)
    return LocalBreakdown(
        effects=list(effects), limits=limits, materials=materials,
        materials_language=language if materials != read.materials else ENGLISH,
        starts_chain=read.starts_chain, spell_speed=read.spell_speed,
        limit_items=[(language if said.get(c, c) != c else ENGLISH, said.get(c, c))
                     for c in read.limits])


def _effect(effect: psct.Effect, said: dict[str, str], language: str) -> LocalEffect:
    english = LocalEffect(**{k: getattr(effect, k) for k in effect.__dataclass_fields__})
    text = said.get(effect.text, effect.text)
    options = [said.get(f"{BULLET}{o}", o).removeprefix("●").strip() for o in effect.options]
    if text == effect.text or any(f"{BULLET}{o}" not in said or said[f"{BULLET}{o}"] ==
                                  f"{BULLET}{o}" for o in effect.options):
        return english
    if effect.text.startswith(BULLET):  # a "●" line shown as an effect (bullets_shown.py)
        text = text.removeprefix("●").strip()
    parts = _parts(effect, text)
    if parts is None:
        return english
    return replace(english, text=text, options=options, language=language,
                   condition=parts.get("condition", ""), cost=parts.get("cost", ""),
                   target=parts.get("target", ""), action=parts.get("action", ""))


def _parts(effect: psct.Effect, text: str) -> dict[str, str] | None:
    """The condition, cost or target and action of `text`, cut as the English sentence is."""
    ours = psct.QUOTED.sub(lambda m: "x" * len(m.group(0)), effect.text)
    theirs = aligned.QUOTED.sub(lambda m: "x" * len(m.group(0)), text)
    if any(ours.count(mark) != theirs.count(mark) for mark in ":;"):
        return None
    if not effect.condition and not effect.cost and not effect.target:
        return {"action": text} if effect.action else {}
    if effect.condition and ":" not in ours:
        return None  # the older words, cut at a comma (older_triggers.shown): kept in English
    if effect.cost and effect.target:
        return None
    # a condition of two colons ("● Attack Position: Once per turn, during your Main Phase:")
    colon = theirs.rfind(":") if ":" in effect.condition else theirs.find(":")
    semicolon = theirs.find(";")
    condition = text[:colon].strip() if effect.condition else ""
    start = colon + 1 if effect.condition else 0
    if (effect.cost or effect.target) and semicolon <= start:
        return None
    before = text[start:semicolon].strip() if semicolon > start else ""
    action = text[semicolon + 1:].strip() if semicolon > start else text[start:].strip()
    return {"condition": condition, "action": action,
            "cost": before if effect.cost else "", "target": before if effect.target else ""}
