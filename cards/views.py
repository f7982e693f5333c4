"""Card pages: the search (/GAME/cards/) and one card (/GAME/cards/NUMBER/)."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from cards import catalog, hooks, queries
from cards.forms import CardSearchForm
from cards.ygo import views as ygo_views
from rules import queries as rule_queries
from rules.http import printable, read_only, ui_language

PAGE_SIZE = 60


@read_only
def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    if game_obj.id == "ygo":
        return ygo_views.index(request, game_obj)
    form = CardSearchForm(request.GET or None)
    filters = form.filters() if form.is_bound else catalog.Filters()
    number = catalog.normalize_number(filters.q)
    if number and _only_query(request) and queries.get_card(game_obj, number) is not None:
        return redirect("cards:card", game_obj.id, number)  # the number itself: its page
    found: list[catalog.Entry] = []
    total = 0
    if not filters.empty:
        found, total = catalog.search(game_obj.id, filters, PAGE_SIZE)
    language = ui_language()
    return render(request, "cards/index.html", {
        "game_obj": game_obj, "form": form, "searched": not filters.empty,
        "results": [(entry, entry.names.get(language) or entry.names.get("en")
                     or next(iter(entry.names.values()), entry.number)) for entry in found],
        "total": total, "shown": len(found),
        "card_count": len(catalog.entries(game_obj.id)),
        "source": queries.last_import(game_obj),
    })


def _only_query(request: HttpRequest) -> bool:
    return all(not value for key, value in request.GET.items() if key != "q")


@read_only
def card(request: HttpRequest, game: str, number: str) -> HttpResponse:
    game_obj = rule_queries.get_game(game)
    if game_obj.id == "ygo":
        return ygo_views.card(request, game_obj, number)
    found = queries.get_card(game_obj, number)
    if found is None:
        raise Http404(_("There is no card %(number)s. Card lists are imported by the site's "
                        "operator; the search lists every imported card.")
                      % {"number": printable(number, 20)})
    if found.number != number:
        return redirect("cards:card", game_obj.id, found.number, permanent=True)
    return render(request, "cards/card.html", {
        "game_obj": game_obj,
        "page": queries.card_page(game_obj, found, ui_language()),
        "sections": hooks.sections_for(found),
        "copyright": queries.COPYRIGHT,
    })
