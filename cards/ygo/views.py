"""Yu-Gi-Oh! card pages: the search (/ygo/cards/) and one card (/ygo/cards/PASSWORD/)."""
from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from cards.ygo import catalog, queries
from cards.ygo.forms import YgoCardSearchForm
from rules.http import printable, ui_language
from rules.models import Game

PAGE_SIZE = 60


def index(request: HttpRequest, game: Game) -> HttpResponse:
    form = YgoCardSearchForm(request.GET or None)
    filters = form.filters() if form.is_bound else catalog.Filters()
    number = catalog.normalize_number(filters.q)
    if number and _only_query(request) and queries.get_card(number) is not None:
        return redirect("cards:card", game.id, number)  # the password itself: its page
    found: list[catalog.Entry] = []
    total = 0
    if not filters.empty:
        found, total = catalog.search(filters, PAGE_SIZE)
    language = ui_language()
    return render(request, "cards/ygo_index.html", {
        "game_obj": game, "form": form, "searched": not filters.empty,
        "results": [(entry, entry.names.get(language) or entry.names.get("en")
                     or next(iter(entry.names.values()), entry.number),
                     language in entry.names) for entry in found],
        "total": total, "shown": len(found), "card_count": len(catalog.entries()),
        "source": queries.last_import(),
    })


def _only_query(request: HttpRequest) -> bool:
    return all(not value for key, value in request.GET.items() if key != "q")


def card(request: HttpRequest, game: Game, number: str) -> HttpResponse:
    found = queries.get_card(number)
    if found is None:
        raise Http404(_("There is no card %(number)s. Card lists are imported by the site's "
                        "operator; the search lists every imported card.")
                      % {"number": printable(number, 20)})
    if found.number != number:
        return redirect("cards:card", game.id, found.number, permanent=True)
    language = ui_language()
    return render(request, "cards/ygo_card.html", {
        "game_obj": game, "page": queries.card_page(found, language), "language": language,
        "copyright": queries.COPYRIGHT,
    })
