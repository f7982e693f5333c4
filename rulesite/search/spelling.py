"""Typo corrections: the vocabulary words one or two edits away from a word nobody indexed.

Comparing a typo with every vocabulary word of its first letter costs milliseconds. Instead,
every vocabulary word is filed once (for the first typo of an opened index) under each string
left by deleting up to two of its letters, its first letter kept; a typo's own deletions then
meet every word within two edits (a wrong, missing, extra or swapped letter is one deletion on
each side), and only those few are measured exactly.
"""
from __future__ import annotations

from whoosh.support.levenshtein import damerau_levenshtein

from rulesite.search.analysis import fold

MAX_EDITS = 2


def deletions(word: str, edits: int) -> set[str]:
    """The word and every string made by deleting up to `edits` of its letters, the first
    letter kept (a correction starts with the typed word's first letter, and two words that
    share it are as close without touching it)."""
    found = {word}
    for _ in range(min(edits, len(word) - 1)):
        found |= {variant[:i] + variant[i + 1:] for variant in found
                  for i in range(1, len(variant))}
    return found


class Speller:
    def __init__(self, vocabulary: dict[str, list[tuple[str, int]]]) -> None:
        """`vocabulary`: words by first letter, each with how many documents hold it."""
        self.frequency = {word: count for words in vocabulary.values() for word, count in words}
        self.longest = max(map(len, self.frequency), default=0)
        self._filed: dict[str, list[str]] | None = None

    @property
    def filed(self) -> dict[str, list[str]]:
        """Each word under its deletions; worked out for the first word that needs a
        correction (a tenth of a second), not for every index opened."""
        if self._filed is None:
            filed: dict[str, list[str]] = {}
            for word in self.frequency:
                for variant in deletions(word, MAX_EDITS):
                    filed.setdefault(variant, []).append(word)
            self._filed = filed
        return self._filed

    def corrections(self, word: str, limit: int = 3) -> list[str]:
        """Vocabulary words one edit (words of 4-5 letters) or two edits (6 or more) away,
        closest and most frequent first. The first letter is trusted, as typists rarely miss
        it."""
        folded = fold(word)
        if len(folded) < 4 or not folded.isalpha():
            return []
        most = 1 if len(folded) < 6 else 2
        if len(folded) > self.longest + most:  # no word is that long: nothing to work out
            return []
        filed = self.filed
        candidates = {candidate for variant in deletions(folded, most)
                      for candidate in filed.get(variant, ())}
        ranked = []
        for candidate in candidates:
            if candidate == folded or candidate[0] != folded[0] \
                    or abs(len(candidate) - len(folded)) > most:
                continue
            distance = damerau_levenshtein(folded, candidate, most)
            if distance <= most:
                ranked.append((distance, -self.frequency[candidate], candidate))
        return [candidate for _, _, candidate in sorted(ranked)[:limit]]
