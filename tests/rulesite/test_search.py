"""Search: real queries against the bundled rules and glossary, through the real Whoosh index.

One test per promise of the search issue (numbers, five languages, punctuation, typos, natural
phrasing, results, robustness), then the table of queries that must find their answer in the
top 3.
"""
from __future__ import annotations

import re

import pytest

from glossary.models import Term
from rules import numbers, queries
from rules.models import Game, Rule
from rulesite import search
from rulesite.search.synonyms import SYNONYMS

pytestmark = pytest.mark.django_db


def ids(results) -> list[str]:
    return [hit.id for hit in results.hits]


def first(query: str, **options):
    results = search.search("optcg", query, **options)
    assert results.hits, f"nothing found for {query!r}"
    return results.hits[0]


def current_rules() -> list[Rule]:
    version = queries.current_version(Game.objects.get(pk="optcg"))
    return list(version.rules.order_by("sort_key"))


# ---- rule numbers first ------------------------------------------------------------------

@pytest.mark.parametrize("query", [
    "7-1-4-1", "7.1.4.1", "CR 7-1-4-1", "7 1 4 1", "7-1-4-1.", "cr 7.1.4.1", "rule 7-1-4-1",
    "7–1–4–1",
])
def test_it_goes_straight_to_a_rule_number_in_any_spelling(query):
    results = search.search("optcg", query)
    assert results.hits[0].kind == "rule"
    assert results.hits[0].id == "7-1-4-1"
    assert results.exact_url == "/optcg/rules/7-1-4-1/"


def test_it_lists_a_prefix_rule_first_then_its_sub_rules_in_rules_order():
    found = ids(search.search("optcg", "7-1-4", limit=100))
    expected = [r.number for r in current_rules() if numbers.is_within(r.number, "7-1-4")]
    assert len(expected) > 5
    assert found == expected
    assert found[0] == "7-1-4"


@pytest.mark.parametrize("prefix", ["7-1", "3-1", "1"])
def test_it_never_lets_a_prefix_match_a_longer_number(prefix):
    found = ids(search.search("optcg", prefix, limit=500))
    assert found, prefix
    assert all(n == prefix or n.startswith(prefix + "-") for n in found), found
    every = [r.number for r in current_rules()]
    assert found == [n for n in every if numbers.is_within(n, prefix)]


def test_it_does_not_mistake_3_1_for_3_10_or_10_3_1():
    every = {r.number for r in current_rules()}
    assert "3-10" in every and any(n.startswith("10-") for n in every)  # the traps exist
    found = ids(search.search("optcg", "3-1", limit=500))
    assert "3-10" not in found and not any(n.startswith(("3-10", "10-")) for n in found)


def test_it_suggests_the_nearest_rule_for_a_number_that_does_not_exist():
    results = search.search("optcg", "7-1-4-9")
    assert results.hits == []
    assert results.exact_url is None
    assert results.suggestion == "7-1-4"


def test_it_reads_a_bare_number_that_is_no_chapter_as_text():
    # "50" is no chapter; the deck of 50 cards is (5-1-2).
    results = search.search("optcg", "50")
    assert results.exact_url is None
    assert "5-1-2" in ids(results)[:3]


# ---- words in any of the five languages --------------------------------------------------

@pytest.mark.parametrize(("query", "slug"), [
    ("Ablagestapel", "trash"),
    ("Bloqueador", "blocker"),
    ("INNESCO", "trigger"),
    ("Konter", "counter"),
    ("Défausse", "trash"),
])
def test_it_finds_a_term_in_any_language_and_through_it_its_rules(query, slug):
    results = search.search("optcg", query)
    term = Term.objects.get(game_id="optcg", slug=slug)
    assert (results.hits[0].kind, results.hits[0].id) == ("term", slug)
    defining = [hit.id for hit in results.hits[1:4] if hit.kind == "rule"]
    assert defining and set(defining) <= set(term.rules), (defining, term.rules)


def test_it_ranks_a_term_above_a_passing_mention_in_other_text():
    # The German definition of [On K.O.] mentions the Ablagestapel in passing.
    on_ko = Term.objects.get(game_id="optcg", slug="on-ko")
    assert "Ablagestapel" in on_ko.translations.get(language="de").definition
    found = [(hit.kind, hit.id) for hit in search.search("optcg", "Ablagestapel").hits]
    assert ("term", "on-ko") in found
    assert found.index(("term", "trash")) == 0
    assert found.index(("term", "trash")) < found.index(("term", "on-ko"))


@pytest.mark.parametrize("query", ["Anführer", "ANFÜHRER", "Anfuehrer", "Anfuhrer"])
def test_it_matches_umlauts_however_they_are_typed(query):
    hit = first(query)
    assert (hit.kind, hit.id) == ("term", "leader")


@pytest.mark.parametrize(("query", "slug"), [
    ("lider", "leader"), ("LÍDER", "leader"), ("epuise", "rested"), ("declenchement", "trigger"),
])
def test_it_matches_accents_however_they_are_typed(query, slug):
    assert (first(query).kind, first(query).id) == ("term", slug)


@pytest.mark.parametrize(("query", "slug"), [
    ("bloqueadores", "blocker"), ("Blockers", "blocker"), ("Personajes", "character"),
])
def test_it_stems_words_in_their_language(query, slug):
    hit = first(query)
    assert (hit.kind, hit.id) == ("term", slug)


def test_it_titles_a_term_in_the_readers_language_with_the_english_name():
    hit = first("Défausse", language="fr")
    assert hit.title == "Défausse (Trash)"
    assert first("trash", language="en").title == "Trash"


def test_it_shows_which_foreign_name_matched_in_the_snippet():
    hit = first("Ablagestapel", language="en")
    assert hit.title == "Trash"
    assert hit.snippet.startswith("<mark>Ablagestapel</mark> (de): ")


def test_it_gives_a_term_its_category_in_the_readers_language():
    assert first("blocker", language="de").breadcrumb[-1] == "Schlüsselwörter"
    assert first("blocker", language="en").breadcrumb[-1] == "Keywords"


# ---- keywords with punctuation, as typed -------------------------------------------------

@pytest.mark.parametrize(("query", "slug"), [
    ("[Blocker]", "blocker"),
    ("DON!! −X", "don-minus-x"),
    ("DON!! -X", "don-minus-x"),
    ("Rush: Character", "rush-character"),
    ("[Rush: Character]", "rush-character"),
    ("[Rush]", "rush"),
    ("K.O.", "ko"),
    ("On K.O.", "on-ko"),
    ("[DON!! x1]", "don-x"),
    ("[Once Per Turn]", "once-per-turn"),
])
def test_it_finds_keywords_with_punctuation_as_typed(query, slug):
    hit = first(query)
    assert (hit.kind, hit.id) == ("term", slug)


def test_it_tells_k_o_from_on_k_o_and_rush_from_rush_character():
    assert first("K.O.").id == "ko"
    assert first("On K.O.").id == "on-ko"
    assert first("Rush").id == "rush"
    assert first("Rush: Character").id == "rush-character"


# ---- typos -------------------------------------------------------------------------------

@pytest.mark.parametrize(("query", "slug", "suggestion"), [
    ("blokcer", "blocker", "blocker"),  # two letters swapped
    ("Blokker", "blocker", "Blocker"),  # two wrong letters
    ("Ablagestapl", "trash", "Ablagestapel"),  # one missing
    ("coutner step", "counter-step", "counter step"),
])
def test_it_still_finds_the_term_through_a_typo_and_suggests_the_spelling(query, slug,
                                                                           suggestion):
    results = search.search("optcg", query)
    assert (results.hits[0].kind, results.hits[0].id) == ("term", slug)
    assert results.suggestion == suggestion


def test_it_suggests_nothing_for_words_it_knows():
    assert search.search("optcg", "blocker").suggestion is None
    assert search.search("optcg", "Bloqueador").suggestion is None


def test_it_does_not_guess_at_short_words():
    results = search.search("optcg", "blk")
    assert results.suggestion is None


def test_it_suggests_a_spelling_when_the_words_match_nothing():
    results = search.search("optcg", "unblokable")
    assert results.suggestion == "unblockable"
    assert (results.hits[0].kind, results.hits[0].id) == ("term", "unblockable")


# ---- natural phrasing --------------------------------------------------------------------

@pytest.mark.parametrize(("query", "number"), [
    ("sixth character", "3-7-6"),
    ("given DON power", "6-5-5-2"),
    ("tie goes to the attacker", "7-1-4-1"),
])
def test_it_finds_the_governing_rule_for_a_short_question(query, number):
    assert number in ids(search.search("optcg", query))[:3]


def test_it_takes_every_synonym_from_the_rules_own_words():
    """A synonym maps players' words to what the rules or the glossary really say."""
    rule_text = " ".join(" ".join(r.text.split()) for r in current_rules()).lower()
    names = {t.term.lower() for t in Term.objects.filter(game_id="optcg")}
    for phrase, replacement in SYNONYMS["optcg"]:
        assert replacement.lower() in rule_text or replacement.lower() in names, phrase


def test_it_finds_the_rule_behind_a_synonym():
    # "can I attack on my first turn": the rule says no player may "battle" then.
    assert "6-5-6-1" in ids(search.search("optcg", "can I attack on my first turn"))[:3]


# ---- results -----------------------------------------------------------------------------

def test_it_marks_the_matching_words_and_escapes_everything_else():
    results = search.search("optcg", "blocker")
    marked = [hit for hit in results.hits if "<mark>" in hit.snippet]
    assert marked
    assert "<mark>Blocker</mark>" in " ".join(hit.snippet for hit in marked)
    for hit in results.hits:
        rest = re.sub(r"</?mark>", "", hit.snippet)
        assert "<" not in rest and ">" not in rest, hit.snippet


def test_it_never_lets_a_query_put_html_into_a_snippet():
    results = search.search("optcg", '<script>alert("x")</script> [Blocker] <b>')
    assert results.hits
    for hit in results.hits:
        assert "<script" not in hit.snippet and "<b>" not in hit.snippet


def test_it_gives_a_rule_its_breadcrumb_of_chapter_and_section_titles():
    hit = next(h for h in search.search("optcg", "tie goes to the attacker").hits
               if h.id == "7-1-4-1")
    rules = {r.number: r for r in current_rules()}
    assert hit.breadcrumb == [rules[n].label for n in ("7", "7-1", "7-1-4")]
    assert hit.breadcrumb[0] == "7. Card Attacks and Battles"
    assert hit.url == "/optcg/rules/7-1-4-1/"
    assert hit.kind == "rule"


def test_it_never_mixes_games():
    for game in Game.objects.all():
        results = search.search(game.id, "card")
        assert results.hits, game.id
        assert all(hit.url.startswith(f"/{game.id}/") for hit in results.hits)
    assert search.search("no-such-game", "card").hits == []


def test_it_respects_the_limit():
    assert len(search.search("optcg", "card", limit=3).hits) == 3


# ---- robust ------------------------------------------------------------------------------

STRANGE = [
    '"unbalanced quote', "AND OR (", "*", "?", "a" * 20_000, "blocker " * 3000, "🃏🔥🏴‍☠️",
    "blo\x00cker", "\x00", "\x01\x02\x1b[31m\x7f", "!!!...---", "", "   ", "title:(x",
    "field:blocker^5", "Ablage* OR Blocker~2", "\ud800", "[", "]]", "(((", "\\", "%00",
    "𝕭𝖑𝖔𝖈𝖐𝖊𝖗", "ß ﬁ ǅ", "7--1", "7-1-", "0", "99-99-99", "1-2-3-4-5-6-7-8-9",
]


@pytest.mark.parametrize("query", STRANGE)
def test_it_answers_any_query_without_an_error(query):
    results = search.search("optcg", query)
    assert isinstance(results.hits, list)
    assert len(results.query) <= search.MAX_QUERY_CHARS
    assert "\x00" not in results.query


def test_it_cuts_a_long_query_between_words():
    results = search.search("optcg", "blocker " * 3000)
    assert len(results.query) <= search.MAX_QUERY_CHARS
    assert results.query.endswith("blocker")
    assert results.hits[0].id == "blocker"


def test_it_reads_a_nul_inside_a_word_as_nothing():
    assert first("blo\x00cker").id == "blocker"


# ---- the table: what people type and what must be in the top 3 ---------------------------

TABLE = [
    # rule numbers, several spellings
    ("7-1-4-1", "rule", "7-1-4-1"),
    ("7.1.4.1", "rule", "7-1-4-1"),
    ("CR 7-1-4-1", "rule", "7-1-4-1"),
    ("rule 10-1-4", "rule", "10-1-4"),
    ("3 7 6", "rule", "3-7-6"),
    # English keywords, punctuation as typed
    ("[Blocker]", "term", "blocker"),
    ("DON!! −X", "term", "don-minus-x"),
    ("DON!! -X", "term", "don-minus-x"),
    ("Rush: Character", "term", "rush-character"),
    ("K.O.", "term", "ko"),
    ("On K.O.", "term", "on-ko"),
    ("KO", "term", "ko"),
    ("graveyard", "term", "trash"),
    ("mulligan", "rule", "5-2-1-6-1"),
    ("damage step", "rule", "7-1-4"),
    # typos
    ("blokcer", "term", "blocker"),
    ("coutner step", "term", "counter-step"),
    ("Ablagestapl", "term", "trash"),
    # natural phrasing
    ("sixth character", "rule", "3-7-6"),
    ("given DON power", "rule", "6-5-5-2"),
    ("tie goes to the attacker", "rule", "7-1-4-1"),
    ("deck has no cards left", "rule", "1-2-1-1-2"),
    ("how many characters can I have", "rule", "3-7-6"),
    ("only one blocker per battle", "rule", "7-1-2-1"),
    ("who wins when power is equal", "rule", "7-1-4-1"),
    # German
    ("Ablagestapel", "term", "trash"),
    ("Konter", "term", "counter"),
    ("Schadensschritt", "term", "damage-step"),
    ("Anfuehrer", "term", "leader"),
    ("Doppelangriff", "term", "double-attack"),
    ("Kampfende", "rule", "7-1-5"),
    # Spanish
    ("Bloqueador", "term", "blocker"),
    ("cementerio", "term", "trash"),
    ("paso de bloqueo", "rule", "7-1-2"),
    ("Personajes", "term", "character"),
    # Italian
    ("INNESCO", "term", "trigger"),
    ("Scarti", "term", "trash"),
    ("doppio attacco", "term", "double-attack"),
    ("Affaticato", "term", "rested"),
    # French
    ("Défausse", "term", "trash"),
    ("Bloqueur", "term", "blocker"),
    ("etape de degats", "term", "damage-step"),
    ("Initiative", "rule", "10-1-1"),
]


@pytest.mark.parametrize(("query", "kind", "key"), TABLE)
def test_it_puts_the_expected_answer_in_the_top_3(query, kind, key):
    top = [(hit.kind, hit.id) for hit in search.search("optcg", query).hits[:3]]
    assert (kind, key) in top, top

