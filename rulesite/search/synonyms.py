"""Players' words -> the rules' own words. Reviewed by hand: every entry says why it exists.

An entry fires when its phrase appears in a query (word for word, after English stemming, so
"attached" matches "attach", and leaving out stop words, so "attack on my first turn" holds
"attack first turn"). Its replacement is written as the rules write it: the words are
searched as well, with a lower weight than what the person typed, and a replacement of several
words also counts as a phrase, so the rule that says exactly that comes first.
Keep the list small: a synonym that fires wrongly pushes the right rule down. Add an entry only
for words the rules really do not use, and add its query to the table in the tests.
"""
from __future__ import annotations

SYNONYMS: dict[str, list[tuple[str, str]]] = {"optcg": [
    # Players ask what happens to a "sixth character"; the rules state the cap as "at most 5
    # Character cards" (3-7-6) and never count to six.
    ("sixth character", "5 Character cards"),
    ("6th character", "5 Character cards"),
    ("character limit", "5 Character cards"),
    ("many characters", "5 Character cards"),
    ("max characters", "5 Character cards"),
    ("full board", "5 Character cards"),
    # Players ask whether they may attack in their first turn; the rules say no player may
    # "battle in their own first turn" (6-5-6-1).
    ("attack first turn", "battle in their own first turn"),
    # "Attach" is the word from other card games; the rules say a DON!! card is "given" (6-5-5).
    ("attach", "DON!! card given"),
    # "DON power" is how players name the +1000 per given DON!! card (6-5-5-2).
    ("don power", "+1000 power for each DON!! card given"),
    # The rules say the powers are "equal"; players call it a tie (7-1-4-1).
    ("tie", "the two are equal"),
    ("same power", "the two are equal"),
    # Other games' names for the trash (3-5).
    ("graveyard", "trash"),
    ("discard pile", "trash"),
    ("grave", "trash"),
    # Other games turn cards sideways with "tap"; these rules say "rest" and "active" (4-4-1).
    ("tap", "rested"),
    ("tapped", "rested"),
    ("untap", "set as active"),
    # Players say "mulligan"; the rules call it a redraw (5-2-1-6-1).
    ("mulligan", "redraw"),
    # Running out of cards is a defeat condition worded "deck is down to 0 cards" (1-2-2-2).
    ("deck out", "deck is down to 0 cards"),
    ("empty deck", "deck is down to 0 cards"),
    ("decked", "deck is down to 0 cards"),
    # "KO" without dots, and the words of other games for it (10-2-1).
    ("kill", "K.O."),
    ("destroy", "K.O."),
    # "Summon" and "cast" come from other games; these rules "play" a card.
    ("summon", "play"),
    ("cast", "play"),
    # Players call the Life cards "shields" after another game's term (2-9, 3-10).
    ("shield", "Life cards"),
    ("shields", "Life cards"),
]}
# Yu-Gi-Oh! has none yet: its rules already use the words its players use ("Graveyard",
# "destroy", "Summon"), and the One Piece list above would send those to the wrong words.
SYNONYMS["ygo"] = []


def synonyms_of(game_id: str) -> list[tuple[str, str]]:
    """A game's synonyms; a game without a list of its own has none."""
    return SYNONYMS.get(game_id, [])
