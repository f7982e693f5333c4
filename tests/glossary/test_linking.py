"""Glossary terms in rule text become links: longest name first, first mention only, never in
code or an existing link; and the rules and terms point at each other."""
from __future__ import annotations

import re

import pytest
from glossary_helpers import mini_glossary

from glossary import loader
from glossary.linking import TermLinkerExtension, TermMatcher
from glossary.models import Term, TermUsage
from rules import markup
from rules.models import Game, Rule

pytestmark = pytest.mark.django_db
LINK = re.compile(r'<a [^>]*data-term="([^"]+)"[^>]*>(.*?)</a>')


def renderer(game_id: str):
    terms = list(Term.objects.filter(game_id=game_id).prefetch_related("aliases"))
    matcher = TermMatcher(terms, lambda term: f"/{game_id}/glossary/{term.slug}/")

    def render(text: str) -> str:
        linker = TermLinkerExtension(matcher.finder(set()), "glossary_terms", priority=8)
        return markup.render(text, [linker])

    return render


@pytest.fixture
def render(optcg):
    return renderer("optcg")


def links(html: str) -> list[tuple[str, str]]:
    """(linked text, term slug), in reading order."""
    return [(text, slug) for slug, text in LINK.findall(html)]


def test_it_writes_the_link_html(db):
    game = Game.objects.create(id="tiny", name="Tiny", short_name="Tiny")
    loader.load(game, mini_glossary("tiny", [
        {"slug": "blocker", "term": "[Blocker]", "definition": "Steps in <front>."},
    ]), {"1-1"})
    html = renderer("tiny")("A [Blocker] and `[Blocker]`.")
    assert html == (
        '<p>A <a class="term-ref" data-term="blocker" href="/tiny/glossary/blocker/" '
        'title="Steps in &lt;front&gt;.">[Blocker]</a> and <code>[Blocker]</code>.</p>')


@pytest.mark.parametrize(("text", "expected"), [
    ("Its [On K.O.] effect.", [("[On K.O.]", "on-ko")]),
    ("Put it in the Character area.", [("Character area", "character-area")]),
    ("At [End of Your Opponent's Turn], draw.",
     [("[End of Your Opponent's Turn]", "end-of-your-opponents-turn"), ("draw", "draw")]),
    ("A card with [Rush: Character].", [("[Rush: Character]", "rush-character")]),
    ("Return it to the DON!! deck.", [("DON!! deck", "don-deck")]),
])
def test_it_links_the_longest_name_first(render, text, expected):
    assert links(render(text)) == expected


def test_it_links_only_the_first_mention_of_a_term(render):
    html = render("[Blocker] may block. Only one [Blocker] per battle; a third [Blocker].")
    assert [slug for _, slug in links(html)].count("blocker") == 1
    assert re.sub(r"<[^>]+>", "", html).count("[Blocker]") == 3  # the text is all there


def test_it_never_links_inside_code(render):
    html = render("Write `[Blocker]` in code; the [Trigger] is linked.")
    assert "<code>[Blocker]</code>" in html
    assert links(html) == [("[Trigger]", "trigger")]


def test_it_never_links_inside_an_existing_link(render):
    html = render("See [the Life rules](https://example.org/life) about Life.")
    assert '<a href="https://example.org/life">the Life rules</a>' in html
    assert links(html) == [("Life", "life")]


def test_it_links_the_first_mention_in_reading_order(render):
    html = render("The Leader stays; **the Leader** cannot move.")
    assert links(html) == [("Leader", "leader")]
    assert "<strong>the Leader</strong>" in html


@pytest.mark.parametrize(("text", "expected"), [
    # Whole words only.
    ("For a lifetime.", []),
    ("Your Life is low.", [("Life", "life")]),
    ("Two Characters.", [("Characters", "character")]),
    # A keyword's bare name only as printed, capitalised.
    ("A blocker is not [Blocker]; Blocker is.", [("[Blocker]", "blocker")]),
    ("Some Blocker.", [("Blocker", "blocker")]),
])
def test_it_matches_generic_words_sensibly(render, text, expected):
    assert links(render(text)) == expected


@pytest.fixture
def mini_render(db):
    game = Game.objects.create(id="mini", name="Mini", short_name="Mini")
    data = mini_glossary("mini", [
        {"slug": "event", "term": "Event", "definition": "A card you use once.",
         "aliases": ["Event card", "spell"]},
        {"slug": "cost", "term": "Cost", "definition": "What you pay: the cost of a card."},
        {"slug": "turn-player", "term": "Turn player", "definition": "Whose turn it is.",
         "aliases": ["non-turn player", "active player"]},
        {"slug": "deck", "term": "Deck", "definition": "Your pile of cards.",
         "aliases": ["main deck", "library"]},
        {"slug": "base", "term": "Base power / base cost", "definition": "Printed values.",
         "aliases": ["base power", "base cost"]},
        {"slug": "replacement", "term": "Replacement effect", "definition": "Swaps events.",
         "aliases": ["instead"]},
    ])
    loader.load(game, data, {"1-1"})
    return renderer("mini")


@pytest.mark.parametrize(("text", "expected"), [
    # A name the glossary only writes capitalised is a proper name: "Event" is the card type,
    # "an event" is not.
    ("When the event happens, use an Event.", [("Event", "event")]),
    ("Play an Event card.", [("Event card", "event")]),
    # A name its own text writes in lower case is an ordinary word of the rules.
    ("Pay the cost.", [("cost", "cost")]),
    ("Pay the Costs.", [("Costs", "cost")]),
    # Aliases that are variants of the name link; a hyphenated word is one word.
    ("The non-turn player waits.", [("non-turn player", "turn-player")]),
    ("Shuffle the main deck.", [("main deck", "deck")]),
    ("Its base power.", [("base power", "base")]),
    # Aliases made for searching stay out of rule text.
    ("Use a spell instead; the active player draws from the library.", []),
])
def test_it_uses_case_and_aliases_sensibly(mini_render, text, expected):
    assert links(mini_render(text)) == expected


@pytest.mark.parametrize(("text", "slug"), [
    ("It was K.O.'d.", "ko"),
    ("It is K.O. now.", "ko"),
    ("Pay DON!! −1 here.", "don-minus-x"),
    ("Pay DON!! -2 here.", "don-minus-x"),
    ("Pay DON!! −X here.", "don-minus-x"),
    ("With [DON!! x2] it gains.", "don-x"),
    ("Pay ② now.", "circled-number-cost"),
    ("Opponent's [Opponent’s Turn] effect.", "opponents-turn"),
])
def test_it_matches_keywords_with_punctuation(render, text, slug):
    assert [s for _, s in links(render(text))] == [slug]


def test_it_links_terms_in_the_published_rules():
    rule = Rule.objects.get(version__game_id="optcg", version__version="1.2.1", number="10-1-4-1")
    found = links(rule.html)
    assert found.count(("[Blocker]", "blocker")) == 1
    assert ("Block Step", "block-step") in found
    assert 'data-rule="7-1-2"' in rule.html  # rule numbers are still linked


def test_it_records_a_usage_for_every_link_and_a_link_for_every_usage():
    version_rules = Rule.objects.filter(version__game_id="optcg", version__version="1.2.1")
    usages: dict[int, dict[str, bool]] = {}
    for rule_id, slug, defines in TermUsage.objects.filter(rule__in=version_rules).values_list(
            "rule_id", "term__slug", "defines"):
        usages.setdefault(rule_id, {})[slug] = defines
    for rule in version_rules:
        linked = {slug for _, slug in links(rule.html)}
        recorded = usages.get(rule.pk, {})
        assert linked <= set(recorded), rule.number
        assert {s for s, defines in recorded.items() if not defines} <= linked, rule.number


def test_it_marks_the_rules_a_term_names_as_defining():
    blocker = Term.objects.get(game_id="optcg", slug="blocker")
    defining = TermUsage.objects.filter(term=blocker, defines=True)
    assert set(defining.values_list("rule__number", flat=True)) >= {"10-1-4-1", "7-1-2-1"}
    using = set(TermUsage.objects.filter(term=blocker, defines=False).values_list(
        "rule__number", flat=True))
    assert "7-1-2-2" in using  # "When a [Blocker] is activated, ..."
    assert not using & set(blocker.rules)
