"""The rules API answers exactly the shapes of shared/spec/interfaces.md."""
from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from rules.models import Reference, Rule

RULE_KEYS = {"number", "title", "text", "parent", "children", "references", "cited_by", "terms",
             "url"}


@pytest.mark.django_db
def test_it_lists_every_rule_of_the_current_version_without_html(client):
    answer = client.get("/api/v1/optcg/rules/")
    assert answer.status_code == 200 and answer["Content-Type"] == "application/json"
    rules = answer.json()
    stored = list(Rule.objects.filter(version__version="1.2.1").order_by("sort_key")
                  .values_list("number", flat=True))
    assert [r["number"] for r in rules] == stored
    assert all(set(r) == RULE_KEYS for r in rules)
    by_number = {r["number"]: r for r in rules}
    assert by_number["7-1-4"]["children"] == ["7-1-4-1", "7-1-4-2"]
    assert by_number["7-1-4-1"]["parent"] == "7-1-4" and by_number["7"]["parent"] is None
    assert by_number["7-1-4-1"]["url"] == "/optcg/rules/7-1-4-1/"


@pytest.mark.django_db
def test_it_answers_one_rule_with_its_html_and_links(client):
    rule = client.get("/api/v1/optcg/rules/7-1-4-1/").json()
    assert set(rule) == RULE_KEYS | {"html", "preview"}
    assert rule["references"] == ["7-1-4-1-1", "7-1-4-1-2"]
    assert 'href="/optcg/rules/7-1-4-1-1/"' in rule["html"]
    stored = Rule.objects.get(version__version="1.2.1", number="7-1-4-1")
    assert rule["text"] == stored.text and rule["title"] == stored.title
    cited_by = sorted(Reference.objects.filter(target=stored)
                      .values_list("source__number", flat=True))
    assert sorted(rule["cited_by"]) == cited_by
    assert client.get("/api/v1/optcg/rules/CR%207.1.4.1/").json()["number"] == "7-1-4-1"


@pytest.mark.django_db
def test_it_lists_the_versions(client, stored_120):
    assert client.get("/api/v1/optcg/versions/").json() == [
        {"version": "1.2.1", "released": "2026-08-28",
         "source": "Comprehensive Rules 1.2.1, summarised for rulesite", "current": True,
         "rules": Rule.objects.filter(version__version="1.2.1").count()},
        {"version": "1.2.0", "released": None,
         "source": "optcg-comprehensive-rules-1.2.0.pdf (official)", "current": False,
         "rules": stored_120.rules.count()},
    ]


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "detail"), [
    ("/api/v1/optcg/rules/7-1-9/", "has no rule 7-1-9. The nearest rules that exist: 7-1, 7-1-1"),
    ("/api/v1/optcg/rules/kings/", "'kings' is not a rule number"),
    ("/api/v1/optcg/rules/7-1-4/?version=0.1", "has no rules version '0.1'"),
    ("/api/v1/ygo2/versions/", "There is no game 'ygo2'"),
])
def test_it_answers_what_is_missing_with_json(client, path, detail):
    answer = client.get(path)
    assert answer.status_code == 404
    assert detail in answer.json()["detail"]


@pytest.mark.django_db
def test_it_describes_the_rules_endpoints_in_openapi_without_warnings(capsys):
    from drf_spectacular.drainage import GENERATOR_STATS

    GENERATOR_STATS.reset()  # warnings already shown in this process are not shown again
    out = io.StringIO()
    call_command("spectacular", "--format", "openapi-json", stdout=out)
    schema = out.getvalue()
    for path in ("/api/v1/{game}/rules/", "/api/v1/{game}/rules/{number}/",
                 "/api/v1/{game}/versions/"):
        assert f'"{path}"' in schema
    assert '"RulesError"' in schema and '"RuleListItem"' in schema
    ours = ("RuleListAPI", "RuleDetailAPI", "VersionListAPI", "rules/api.py")
    warnings = [line for line in capsys.readouterr().err.splitlines()
                if any(name in line for name in ours)]
    assert warnings == []
