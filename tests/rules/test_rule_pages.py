"""One rule's page: breadcrumbs, sub-rules, neighbours, cites and cited by; other spellings of
a number redirect; an unknown number gets a helpful 404."""
from __future__ import annotations

import re

import pytest
from rules_support import visible_text

from rules import numbers
from rules.models import Rule


@pytest.mark.django_db
def test_it_shows_a_rule_with_everything_connected_to_it(client):
    page = client.get("/optcg/rules/7-1-4/")
    assert page.status_code == 200
    body, text = page.content.decode(), visible_text(page)
    crumbs = re.search(r'<nav aria-label="Breadcrumbs".*?</nav>', body, re.S).group(0)
    assert re.findall(r'href="([^"]+)"', crumbs) == ["/optcg/rules/", "/optcg/rules/7/",
                                                      "/optcg/rules/7-1/"]
    subrules = re.findall(r'<li class="depth-\d" id="r([\d-]+)"', body)
    assert subrules == ["7-1-4-1", "7-1-4-1-1", "7-1-4-1-1-1", "7-1-4-1-1-2", "7-1-4-1-1-3",
                        "7-1-4-1-2", "7-1-4-2"]
    assert re.search(r'rel="prev" href="/optcg/rules/7-1-3-1-3/"', body)
    assert re.search(r'rel="next" href="/optcg/rules/7-1-5/"', body)
    # "Cited by": exactly the rules whose text names 7-1-4.
    citing = sorted(
        (r.number for r in Rule.objects.filter(version__version="1.2.1")
         if "7-1-4" in {n for _, _, n in numbers.mentions(r.text)}),
        key=numbers.sort_key)
    cited = re.search(r'id="cited-heading".*?</section>', body, re.S).group(0)
    assert re.findall(r'data-rule="([\d-]+)"', cited) == citing
    assert "This is a summary written for this site in its own words" in text


@pytest.mark.django_db
def test_it_lists_the_rules_a_rule_cites(client):
    body = client.get("/optcg/rules/7-1-4-1/").content.decode()
    cites = re.search(r'id="cites-heading".*?</section>', body, re.S).group(0)
    assert re.findall(r'data-rule="([\d-]+)"', cites) == ["7-1-4-1-1", "7-1-4-1-2"]


@pytest.mark.django_db
@pytest.mark.parametrize("spelling", [
    "7.1.4.1", "7%201%204%201", "CR%207-1-4-1", "7-1-4-1.", "cr7-1-4-1", "CR%207.1.4.1.",
    "7%E2%80%931%E2%80%934%E2%80%931",  # en dashes
])
def test_it_redirects_other_spellings_of_a_number(client, spelling):
    response = client.get(f"/optcg/rules/{spelling}/")
    assert response.status_code == 301
    assert response["Location"] == "/optcg/rules/7-1-4-1/"
    kept = client.get(f"/optcg/rules/{spelling}/?version=1.2.1")
    assert kept["Location"] == "/optcg/rules/7-1-4-1/?version=1.2.1"
    assert client.get(response["Location"]).status_code == 200


@pytest.mark.django_db
def test_it_offers_the_nearest_rules_for_an_unknown_number(client):
    page = client.get("/optcg/rules/7-1-9/")
    assert page.status_code == 404
    text = visible_text(page)
    assert "There is no rule “7-1-9” in version 1.2.1" in text
    offered = re.findall(r'<ul class="nearest">(.*?)</ul>', page.content.decode(), re.S)[0]
    links = re.findall(r'href="([^"]+)"', offered)
    assert links[:3] == ["/optcg/rules/7-1/", "/optcg/rules/7-1-1/", "/optcg/rules/7-1-2/"]
    assert all(client.get(link).status_code == 200 for link in links)
    beyond = client.get("/optcg/rules/12-1/")
    assert beyond.status_code == 404 and "/optcg/rules/11-3-3/" in beyond.content.decode()


@pytest.mark.django_db
def test_it_explains_a_path_that_is_not_a_rule_number(client):
    page = client.get("/optcg/rules/%3Cb%3Ebold%22/")
    assert page.status_code == 404
    body = page.content.decode()
    assert "<b>bold" not in body and "&lt;b&gt;bold&quot;" in body
    assert "is not a rule number" in visible_text(page)
    assert "Rule numbers look like 7-1-4-1" in visible_text(page)
