"""The Yu-Gi-Oh! card pages: the search in five languages and one card, on real cards copied
from ../shared/fixtures/yaml-yugi into a temporary folder and imported."""
from __future__ import annotations

import re

import pytest
from ygo_support import store, subset

from cards.models import Card


@pytest.fixture
def ygo_cards(db, tmp_path):
    store(subset(tmp_path))


def numbers(response) -> list[str]:
    return re.findall(r'class="card-result" data-number="([^"]+)"', response.content.decode())


@pytest.mark.parametrize("query, number", [
    ("Spiegelkraft", "44095762"),  # German: Mirror Force
    ("Juicio Solemne", "41420027"),  # Spanish: Solemn Judgment
    ("dragon blanc aux yeux bleus", "89631139"),  # French, accents left out
    ("Miror Force", "44095762"),  # a typo
    ("solemn jugdment", "41420027"),  # two letters swapped
])
def test_it_finds_a_card_by_name_in_any_language_with_typos_forgiven(client, ygo_cards, query,
                                                                      number):
    found = numbers(client.get("/ygo/cards/", {"q": query}))
    assert found[0] == number


def test_mago_nero_finds_both_passwords_of_dark_magician(client, ygo_cards):
    found = numbers(client.get("/ygo/cards/", {"q": "Mago Nero"}))
    assert set(found[:2]) == {"46986414", "36996508"}


def test_a_password_goes_straight_to_its_card_leading_zero_or_not(client, ygo_cards):
    response = client.get("/ygo/cards/", {"q": "5318639"})
    assert response.status_code == 302 and response["Location"] == "/ygo/cards/05318639/"
    assert client.get("/ygo/cards/5318639/")["Location"] == "/ygo/cards/05318639/"


@pytest.mark.parametrize("params, expected", [
    ({"kind": "trap", "property": "Counter"}, {"41420027", "40605147"}),
    ({"limit": "Forbidden", "region": "tcg"}, {"55144522"}),
    ({"limit": "Forbidden", "region": "ocg", "kind": "spell"}, {"55144522", "24224830"}),
    ({"level": 4, "type": "xyz"}, {"84013237"}),
    ({"level": 3, "attribute": "DARK"}, {"01861629"}),  # a Link rating counts
    ({"atk": 3000, "defense": 2500}, {"89631139"}),
    ({"archetype": "blue-eyes", "kind": "monster"}, {"89631139"}),
])
def test_the_filters_narrow_the_list(client, ygo_cards, params, expected):
    assert set(numbers(client.get("/ygo/cards/", params))) == expected


def test_a_bad_filter_is_named_beside_it_never_a_500(client, ygo_cards):
    response = client.get("/ygo/cards/", {"q": "Mirror", "level": "99", "kind": "token"})
    assert response.status_code == 200
    assert "44095762" in numbers(response)
    assert response.content.decode().count('class="field-error"') == 2


def test_a_card_page_shows_its_facts_both_regions_printings_and_psct(client, ygo_cards):
    page = client.get("/ygo/cards/24224830/").content.decode()  # Called by the Grave
    assert "Called by the Grave" in page and "Quick-Play" in page
    assert "TCG: Limited · OCG: Forbidden" in page
    page = client.get("/ygo/cards/41420027/").content.decode()  # Solemn Judgment
    assert re.search(r"<dt>Cost</dt><dd>Pay half your LP</dd>", page)
    assert re.search(r"<dt>Activation condition</dt><dd>When a monster\(s\) would be Summoned",
                     page)
    assert "Spell Speed 3" in page
    page = client.get("/ygo/cards/89631139/").content.decode()
    assert "LOB-EN001" in page and "Legend of Blue Eyes White Dragon" in page
    decode = client.get("/ygo/cards/01861629/").content.decode()
    assert "2+ Effect Monsters" in decode and "bottom-left, top, bottom-right" in decode


def test_a_card_page_speaks_the_page_language_and_says_when_it_falls_back(client, ygo_cards):
    page = client.get("/ygo/cards/41420027/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<span lang="de">Feierliches Urteil</span>' in page
    assert "Zahle die Hälfte deiner LP" in page
    assert 'class="notice language-fallback"' not in page
    ankuriboh = client.get("/ygo/cards/00595626/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<span lang="en">Ankuriboh</span>' in ankuriboh
    assert 'class="notice language-fallback"' in ankuriboh


def test_an_unknown_password_is_a_404_that_says_what_to_do(client, ygo_cards):
    response = client.get("/ygo/cards/99999999/")
    assert response.status_code == 404
    assert "There is no card 99999999" in response.content.decode()


def test_a_glossary_term_links_to_the_cards_whose_text_uses_it(client, ygo_cards):
    page = client.get("/ygo/glossary/quick-effect/").content.decode()
    assert {"14558127", "97268402"} <= set(examples_in(page))
    assert 'href="/ygo/cards/?text=%28Quick+Effect%29"' in page
    # a term with no cards of its own to show links to the cards whose text uses it
    page = client.get("/ygo/glossary/chain/").content.decode()
    assert 'href="/ygo/cards/?text=Chain"' in page and "card-examples" not in page
    found = set(numbers(client.get("/ygo/cards/", {"text": "Quick Effect"})))
    assert {"14558127", "97268402"} <= found  # Ash Blossom, Effect Veiler
    assert "55144522" not in found


def test_a_card_page_shows_what_the_judge_applies_and_what_it_leaves_out(client, ygo_cards):
    pot = client.get("/ygo/cards/55144522/").content.decode()
    assert "The judge applies every ability of this card." in pot
    assert "- draw: 2" in pot
    solemn = client.get("/ygo/cards/41420027/").content.decode()
    assert "The judge applies every ability of this card." in solemn
    assert "- summon" in solemn  # its Summon negation (negates: [summon, spell, trap])
    dragon = client.get("/ygo/cards/00010000/").content.decode()  # Ten Thousand Dragon
    assert '<ul class="not-applied"><li lang="en">Must be Special Summoned by Tributing' in \
        dragon
    mirror = client.get("/ygo/cards/44095762/").content.decode()
    assert "when: opponent_attack_declared" in mirror and "destroy_all:" in mirror


def examples_in(page: str) -> list[str]:
    listed = page.split('class="card-examples"', 1)[1].split("</ul>", 1)[0]
    return re.findall(r'data-number="([^"]+)"', listed)


def test_a_glossary_term_shows_a_few_real_cards_in_the_readers_language(client, ygo_cards):
    page = client.get("/ygo/glossary/counter-trap/").content.decode()
    assert set(examples_in(page)) == {"41420027", "40605147"}  # Solemn Judgment, Strike
    assert "All 2 in the card search" in page
    assert 'href="/ygo/cards/?kind=trap&amp;property=Counter"' in page
    german = client.get("/ygo/glossary/counter-trap/",
                        HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert 'lang="de">Feierliches Urteil</a>' in german
    quick_play = client.get("/ygo/glossary/quick-play-spell/").content.decode()
    # Mystical Space Typhoon, Called by the Grave
    assert set(examples_in(quick_play)) == {"05318639", "24224830"}
    damage_step = client.get("/ygo/glossary/damage-step/").content.decode()
    assert examples_in(damage_step) == ["15415552"]  # Mortilux Heruvur: "...the Damage Step"
    assert 'href="/ygo/cards/?text=Damage+Step"' in damage_step
    # none of these cards says "Tribute Summon": the link to the text search stays
    tribute = client.get("/ygo/glossary/tribute-summon/").content.decode()
    assert "card-examples" not in tribute and "?text=Tribute%20Summon" in tribute


def test_the_rule_that_defines_a_term_shows_its_cards(client, ygo_cards):
    page = client.get("/ygo/rules/4-6-4/").content.decode()  # defines the Counter Trap
    assert set(examples_in(page)) == {"41420027", "40605147"}


def test_the_examples_are_one_bounded_query(ygo_cards, django_assert_num_queries):
    from cards.ygo import examples

    with django_assert_num_queries(1):
        found, total = examples.for_term("effect-monster", "fr", limit=3)
    assert len(found) == 3 and all(e.name_language == "fr" for e in found)
    assert total == Card.objects.filter(monster_types__icontains='"Effect"').count() > 3
    assert examples.for_term("no-such-term", "en") == ([], 0)


def test_a_card_page_names_its_type_and_what_the_judge_leaves_out_in_the_page_language(
        client, ygo_cards):
    german = client.get("/ygo/cards/24224830/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "<dd>Schnellzauberkarte</dd>" in german  # Called by the Grave
    dragon = client.get("/ygo/cards/89631139/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "<dd>LUMIÈRE</dd>" in dragon  # the Attribute as French cards print it
    listed = client.get("/ygo/cards/", {"q": "blue-eyes"},
                        HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "<span>LUCE</span>" in listed
    italian = client.get("/ygo/cards/41420027/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "<dd>Contro-Trappola</dd>" in italian and "psct-source" in italian
    # Droll & Lock Bird's effect, which the judge does not apply, as the French card says it
    french = client.get("/ygo/cards/94145021/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    not_applied = french.split('class="not-applied"', 1)[1].split("</ul>", 1)[0]
    assert '<li lang="fr">' in not_applied and "<li lang=\"en\">" not in not_applied
    english = client.get("/ygo/cards/94145021/").content.decode()
    assert "psct-source" not in english and '<li lang="en">' in english


def test_the_attribute_filter_names_attributes_as_the_readers_cards(client, ygo_cards):
    page = client.get("/ygo/cards/", {"attribute": "LIGHT", "kind": "monster"},
                      HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<option value="LIGHT" selected>LICHT</option>' in page
    assert "89631139" in numbers(client.get("/ygo/cards/", {"attribute": "LIGHT"}))


def test_the_psct_breakdown_quotes_the_page_languages_text(client, ygo_cards):
    german = client.get("/ygo/cards/41420027/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<dl class="psct-parts" lang="de">' in german  # Solemn Judgment
    assert re.search(r"<dt>Kosten</dt><dd>Zahle die Hälfte deiner LP</dd>", german)
    assert "Pay half your LP" not in german
    french = client.get("/ygo/cards/14558127/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    parts = re.findall(r'<dl class="psct-parts" lang="(\w+)">', french)  # Ash Blossom
    assert parts and set(parts) == {"fr"}
    assert re.search(r'<li lang="fr">Vous ne pouvez utiliser', french)  # once per turn
    english = client.get("/ygo/cards/41420027/").content.decode()
    assert re.search(r"<dt>Cost</dt><dd>Pay half your LP</dd>", english)
    decode = client.get("/ygo/cards/01861629/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<span lang="de">2+ Effektmonster</span>' in decode  # Decode Talker's materials


def test_a_french_reader_sees_the_type_line_and_the_property_filter_as_french_cards_say(
        client, ygo_cards):
    """[Dragon/Effet], "Magie Jeu-Rapide": the words of the French cards, not English ones."""
    dragon = client.get("/ygo/cards/89631139/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert '<dd lang="fr">Dragon / Normal</dd>' in dragon
    listing = client.get("/ygo/cards/", {"q": "Blue-Eyes"},
                         HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert '<option value="Quick-Play">Magie Jeu-Rapide</option>' in listing
    assert '<option value="Counter">Contre-Piège</option>' in listing
    english = client.get("/ygo/cards/89631139/").content.decode()
    assert '<dd lang="en">Dragon / Normal</dd>' in english
