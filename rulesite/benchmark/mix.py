"""The query mix: what players and judges type at a table, in the five languages of the site.

Each entry is (game, query, UI language). Rule numbers come in the spellings people use
(interfaces.md), keywords in English, German, Spanish, Italian and French, with the
punctuation the cards print, with typos, and as short phrases.
"""
from __future__ import annotations

QUERIES: list[tuple[str, str, str]] = [
    # rule numbers, several spellings
    ("optcg", "7-1-4-1", "en"),
    ("optcg", "7.1.4.1", "en"),
    ("optcg", "CR 7-1-3-1-2", "en"),
    ("optcg", "10 1 4", "en"),
    ("optcg", "6-5-6-1.", "en"),
    ("optcg", "3-5", "en"),
    ("ygo", "11-2", "en"),
    # English keywords
    ("optcg", "blocker", "en"),
    ("optcg", "trash", "en"),
    ("optcg", "rush", "en"),
    ("optcg", "banish", "en"),
    ("optcg", "life", "en"),
    ("ygo", "tribute summon", "en"),
    ("ygo", "chain", "en"),
    # German, Spanish, Italian, French
    ("optcg", "Ablagestapel", "de"),
    ("optcg", "Konter", "de"),
    ("optcg", "Bloqueador", "es"),
    ("optcg", "descarte", "es"),
    ("optcg", "scarti", "it"),
    ("optcg", "bloccante", "it"),
    ("optcg", "Défausse", "fr"),
    ("optcg", "bloqueur", "fr"),
    # keywords with punctuation
    ("optcg", "[Blocker]", "en"),
    ("optcg", "DON!!", "en"),
    ("optcg", "K.O.", "en"),
    ("optcg", "[On Play]", "en"),
    ("optcg", "opponent's Life", "en"),
    # typos
    ("optcg", "blokcer", "en"),
    ("optcg", "countr", "en"),
    ("optcg", "tarsh", "en"),
    # phrases
    ("optcg", "counter step", "en"),
    ("optcg", "damage step", "en"),
    ("optcg", "end of turn", "en"),
    ("optcg", "once per turn", "en"),
    ("optcg", "when attacking", "en"),
    ("optcg", "double attack", "en"),
    ("ygo", "spell speed", "en"),
]
