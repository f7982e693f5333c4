"""The reader's language, chosen in one place for every page and every API answer.

In order: `?lang=fr` in the address (a shared link opens in the language it names), then the
language picked in the footer (a cookie), then the browser's Accept-Language, then English.
`?lang=` applies to that request only: following a link from a shared page, or opening the
site again, speaks the reader's own language, and the footer's form never keeps `lang=` in the
page it returns to. Everything that depends on the language reads `get_language()` afterwards:
the page cache keys on it (rules/pagecache.py), the judge words its rulings in it.
"""
from __future__ import annotations

from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpRequest
from django.middleware.locale import LocaleMiddleware
from django.utils import translation
from django.utils.encoding import escape_uri_path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language as django_set_language

PARAMETER = "lang"


def asked_language(request: HttpRequest) -> str | None:
    """The site language `?lang=` names ('de', 'de-AT' -> 'de'), or None when it names none."""
    asked = request.GET.get(PARAMETER, "")[:20].strip().lower()
    if not asked:
        return None
    known = dict(settings.LANGUAGES)
    code = asked if asked in known else asked.split("-")[0].split("_")[0]
    return code if code in known else None


def path_without_language(request: HttpRequest) -> str:
    """The page's address without `lang=`: where the footer's language form returns to, so
    the language picked there is the one that shows."""
    kept = [(key, value) for key, values in request.GET.lists() if key != PARAMETER
            for value in values]
    return escape_uri_path(request.path) + (f"?{urlencode(kept)}" if kept else "")


# The footer's language form posts here without a CSRF token, so that the pages that carry it
# are the same for every reader and a shared cache may keep them (rules/pagecache.py). A
# forged post can do no more than change the language the reader sees, which the footer
# changes back: no state worth the token. `next` is still only ever an address of this site
# (Django's view checks it).
set_language = csrf_exempt(django_set_language)


class LanguageMiddleware(LocaleMiddleware):
    """Django's LocaleMiddleware (cookie, Accept-Language, the Content-Language and Vary
    headers), with `?lang=` first."""

    def process_request(self, request: HttpRequest) -> None:
        asked = asked_language(request)
        if asked is None:
            super().process_request(request)
            return
        translation.activate(asked)
        request.LANGUAGE_CODE = translation.get_language()
