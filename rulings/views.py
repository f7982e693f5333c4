"""The official Q&A pages: the list (search and filters) and one entry's permanent page."""
from __future__ import annotations

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from glossary.models import Term
from rules import queries as rule_queries
from rules.http import printable, read_only
from rulings import queries
from rulings.models import Link

PROBLEMS = {
    "card": lambda: _("That is not a card number (such as OP05-022); the card filter is off."),
    "rule": lambda: _("That is not a rule number (such as 7-1-4-1); the rule filter is off."),
}


@read_only
def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    filters, problems = queries.read_filters(request.GET)
    documents = queries.documents(game_obj)
    if filters.document and filters.document not in {d.stem for d in documents}:
        filters.document = ""
    pages = Paginator(queries.search(game_obj, filters), queries.PER_PAGE)
    page = pages.get_page(request.GET.get("page"))
    return render(request, "rulings/index.html", {
        "game_obj": game_obj,
        "filters": filters,
        "query": printable(filters.q, queries.MAX_QUERY_CHARS),
        "problems": [PROBLEMS[name]() for name in problems],
        "documents": documents,
        "page": page,
        "entries": page.object_list,
        "copyright": queries.copyright_line(game_obj),
        "max_query": queries.MAX_QUERY_CHARS,
    })


@read_only
def entry(request: HttpRequest, game: str, key: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    found = queries.get_entry(game_obj, key)
    if found is None:
        return render(request, "rulings/entry_missing.html", {
            "game_obj": game_obj, "key": printable(key, 100)}, status=404)
    cards = [found.card] if found.card else []
    named = queries.linked(found, Link.CARD)
    urls = queries.card_urls(game_obj, cards + named)
    version = rule_queries.current_version(game_obj)
    present = rule_queries.numbers_in(version) if version else set()
    slugs = queries.linked(found, Link.TERM)
    terms = {t.slug: t for t in Term.objects.filter(game=game_obj, slug__in=slugs)}
    return render(request, "rulings/entry.html", {
        "game_obj": game_obj,
        "entry": found,
        "document": found.document,
        "official": queries.official_page(found.document),
        "card_url": urls.get(found.card, ""),
        "named": [(number, urls.get(number, "")) for number in named],
        "rules": [(number, number in present) for number in queries.rule_numbers(found)],
        "terms": [terms[slug] for slug in slugs if slug in terms],
        "copyright": queries.copyright_line(game_obj),
    })
