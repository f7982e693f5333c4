"""What every page of every app shares: the answer to a method a read-only page does not take,
and the UI language the page is shown in."""
from __future__ import annotations

import functools
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

READ_METHODS = ("GET", "HEAD")
ENGLISH = "en"


def ui_language() -> str:
    """The UI language ('de' for 'de-at'), one of the site's languages, else English."""
    code = (get_language() or ENGLISH).split("-")[0].lower()
    return code if code in dict(settings.LANGUAGES) else ENGLISH


def read_only(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """GET and HEAD only; anything else gets a 405 page that says so (with an Allow header),
    never the page itself: a page that only shows data has nothing to do with a POST."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if request.method in READ_METHODS:
            return view(request, *args, **kwargs)
        message = _("This page can only be read. %(method)s is not allowed here; use GET.") % {
            "method": (request.method or "")[:16]}
        response = render(request, "405.html", {"message": message}, status=405)
        response["Allow"] = ", ".join(READ_METHODS)
        return response

    return wrapper


def printable(text: str, limit: int = 60) -> str:
    """User text to show back on a page: control characters (a NUL, say) dropped, cut short."""
    return "".join(ch for ch in text if ch.isprintable() or ch == " ")[:limit]
