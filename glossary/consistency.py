"""One name per concept per language: definitions use each term's own name in their language.

A glossary reads as one voice only when a concept keeps one name: a German definition that
says "Trash" while the German entry is called "Ablagestapel" makes a reader wonder whether they
are two things. Each term's other names in a language (its aliases, and its English name where
the language's name differs) are kept for searching, not for prose, unless the entry lists them
under `in_text` (an inflected form, or a name players really use beside the main one).

Text in quotation marks is left alone: it quotes card wording or a name on purpose.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

LANGUAGES = ("en", "de", "es", "it", "fr")
# „…“ “…” "…" «…» ‹…› and the typewriter quotes; one level, never nested in practice.
BRACKETED = re.compile(r"\[[^\]\n]*\]")
QUOTED = re.compile(r"„[^“”\"]*[“”\"]|“[^”]*”|\"[^\"]*\"|«[^»]*»|‹[^›]*›")


@dataclass(frozen=True)
class Slip:
    """A definition in `language` that calls term `concept` by `used` instead of `name`."""

    slug: str
    language: str
    concept: str
    used: str
    name: str

    def __str__(self) -> str:
        return (f"{self.slug} ({self.language}): says {self.used!r} for "
                f"{self.concept!r}, whose name in this language is {self.name!r}")


def _words(name: str) -> re.Pattern[str]:
    """A name as whole words, case-insensitive; a hyphen or letter right after it makes it
    part of another word (German compounds), so `Trash` does not match `Trash-Effekt`... but
    does match `Trash`. Brackets and punctuation inside the name match as written."""
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)


def _other_names(term: dict, language: str) -> tuple[str, list[str]]:
    """The term's name in `language` and the names prose in that language must not use."""
    entry = term.get(language) or {}
    name = str(entry.get("term") or term["term"])
    allowed = {name.casefold()} | {str(x).casefold() for x in entry.get("in_text") or []}
    candidates = list(entry.get("aliases") or [])
    if language != "en":
        candidates.append(term["term"])
    others = [str(c) for c in dict.fromkeys(candidates)
              if str(c).casefold() not in allowed and not same_word(str(c), name)]
    return name, others


def same_word(other: str, name: str) -> bool:
    """Whether `other` is a form of `name` rather than a rival name: one holds the other
    ("Lebenskarten" and "Leben", "Monstre" and "Carte Monstre", "DON" and "DON!!") or both
    start alike ("descansar" and "Descansada", "attaquer" and "Attaque")."""
    a, b = other.casefold(), name.casefold()
    if a in b or b in a:
        return True
    return len(os.path.commonprefix([a, b])) >= 4


def _prose(term: dict, language: str, names: re.Pattern[str] | None) -> Iterator[str]:
    """The term's definition and explanation with quotations, bracketed keywords and the
    proper names of terms blanked out: "Draw" inside "Draw Phase" or "[On Play]" is part of
    another name, not a rival one."""
    entry = term.get(language) or {}
    for key in ("definition", "explanation"):
        text = entry.get(key)
        if isinstance(text, str):
            text = BRACKETED.sub(" ", QUOTED.sub(" ", text))
            yield names.sub(" ", text) if names else text


def _names_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """Every proper name of several words, longest first, as one pattern."""
    longer = sorted({n for n in names if " " in n or "-" in n}, key=len, reverse=True)
    if not longer:
        return None
    return re.compile("|".join(rf"(?<![\w-]){re.escape(n)}(?![\w-])" for n in longer),
                      re.IGNORECASE)


def slips(terms: Iterable[dict], languages: Iterable[str] = LANGUAGES) -> list[Slip]:
    """Every place a definition or explanation names a concept by a name other than its own.

    A name that is also the proper name of another term in that language is not a slip (the
    German "Angriff" is the name of Attack, even if another term lists it as an alias)."""
    terms = list(terms)
    found: list[Slip] = []
    for language in languages:
        proper = [str((t.get(language) or {}).get("term") or t["term"]) for t in terms]
        own_names = {name.casefold() for name in proper}
        names = _names_pattern(proper)
        checks = []
        for term in terms:
            name, others = _other_names(term, language)
            for other in others:
                if other.casefold() not in own_names:
                    checks.append((term, name, other, _words(other)))
        for term in terms:
            texts = list(_prose(term, language, names))
            for concept, name, other, pattern in checks:
                if any(pattern.search(text) for text in texts):
                    found.append(Slip(term["slug"], language, concept["slug"], other, name))
    return found
