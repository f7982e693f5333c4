"""Reading the official Q&A: the list with its filters, one entry, and the entries about a rule,
a card or a set of them (rule, card and judge ruling pages)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from django.apps import apps
from django.db.models import Exists, OuterRef, Q, QuerySet
from django.urls import NoReverseMatch, reverse

from rules import numbers
from rules.models import Game
from rulings.importers.records import CARD_NUMBER
from rulings.models import Document, Entry, Link

MAX_QUERY_CHARS = 200
MAX_WORDS = 8
PER_PAGE = 20
# Newest document first (a later answer may refine an earlier one), then in document order.
ORDER = ("-document__published", "document__stem", "position")
# Words of two letters or more, or a symbol such as ①; a card number stays one word.
_WORDS = re.compile(r"[A-Z]{1,4}\d{0,2}-\d{3}|[^\W_]{2,}|[^\w\s]", re.I)

# The publisher's page listing the official Q&A, where a document's own address is unknown.
OFFICIAL_PAGES = {"optcg": "https://en.onepiece-cardgame.com/rules/"}
COPYRIGHT = {"optcg": "©Eiichiro Oda/Shueisha, Toei Animation, Bandai Namco Entertainment Inc."}


@dataclass
class Filters:
    """What the list was asked for, cleaned: each part empty when not given or not valid."""

    q: str = ""
    card: str = ""
    rule: str = ""
    document: str = ""

    @property
    def any(self) -> bool:
        return bool(self.q or self.card or self.rule or self.document)


def read_filters(params, limit: int = MAX_QUERY_CHARS) -> tuple[Filters, list[str]]:
    """The filters from query parameters, and a note for each one that cannot be used."""
    problems: list[str] = []
    q = " ".join(str(params.get("q", ""))[:limit].split())
    card = str(params.get("card", "")).strip().upper()[:30]
    if card and not CARD_NUMBER.fullmatch(card):
        problems.append("card")
        card = ""
    raw_rule = str(params.get("rule", ""))[:40].strip()
    rule = (numbers.normalize(raw_rule) or "") if raw_rule else ""
    if raw_rule and not rule:
        problems.append("rule")
    document = str(params.get("document", "")).strip()[:80]
    return Filters(q, card, rule, document), problems


def search(game: Game, filters: Filters) -> QuerySet[Entry]:
    entries = Entry.objects.filter(game=game).select_related("document")
    if filters.card:
        named = Link.objects.filter(kind=Link.CARD, value=filters.card).values("entry_id")
        entries = entries.filter(Q(card=filters.card) | Q(pk__in=named))
    if filters.rule:
        linked = Link.objects.filter(kind=Link.RULE, value=filters.rule).values("entry_id")
        entries = entries.filter(pk__in=linked)
    if filters.document:
        entries = entries.filter(document__stem=filters.document)
    for word in _WORDS.findall(filters.q)[:MAX_WORDS]:
        entries = entries.filter(Q(question__icontains=word) | Q(answer__icontains=word)
                                 | Q(card__iexact=word) | Q(card_name__icontains=word)
                                 | Q(topic__icontains=word))
    return entries.order_by(*ORDER)


def documents(game: Game) -> list[Document]:
    return list(Document.objects.filter(game=game).order_by("stem"))


def get_entry(game: Game, key: str) -> Entry | None:
    return (Entry.objects.filter(game=game, key=key[:100]).select_related("document")
            .prefetch_related("links").first())


def for_rule(game: Game, number: str | list[str]) -> QuerySet[Entry]:
    """The entries linked to a rule (or to any of several numbers of it): those the project's
    mapping ties to it first (general questions about that very rule), then the cards'
    entries that use its keyword."""
    wanted = [number] if isinstance(number, str) else number
    links = Link.objects.filter(kind=Link.RULE, value__in=wanted)
    mapped = links.filter(entry=OuterRef("pk"), via="mapping")
    return (Entry.objects.filter(game=game, pk__in=links.values("entry_id"))
            .select_related("document").annotate(mapped=Exists(mapped))
            .order_by("-mapped", *ORDER))


def for_card(game: Game, number: str) -> tuple[list[Entry], list[Entry]]:
    """The card's own entries, and the entries of other cards that name it."""
    found = list(search(game, Filters(card=number)))
    return ([e for e in found if e.card == number], [e for e in found if e.card != number])


def about(game: Game, cards: list[str], rules: list[str], limit: int = 12) -> list[Entry]:
    """The judge's "Official Q&A about this": the entries of these cards, then other cards'
    entries naming them, then general Q&A entries the project mapped to these rules, at most
    `limit`. (Entries linked to a rule only through a keyword they use are left out: a ruling
    citing the Block Step would list every card's question that says [Blocker].)"""
    if not cards and not rules:
        return []
    base = Entry.objects.filter(game=game).select_related("document").order_by(*ORDER)
    named = Link.objects.filter(kind=Link.CARD, value__in=cards).values("entry_id")
    mapped = Link.objects.filter(kind=Link.RULE, value__in=rules, via="mapping").values(
        "entry_id")
    found: dict[int, Entry] = {}
    for part in (base.filter(card__in=cards), base.filter(pk__in=named),
                 base.filter(pk__in=mapped)):
        for entry in part[:limit]:
            found.setdefault(entry.pk, entry)
    return list(found.values())[:limit]


def rule_numbers(entry: Entry) -> list[str]:
    found = [link.value for link in entry.links.all() if link.kind == Link.RULE]
    return sorted(set(found), key=numbers.sort_key)


def linked(entry: Entry, kind: str) -> list[str]:
    return [link.value for link in entry.links.all() if link.kind == kind]


def known_cards(game: Game, wanted: list[str]) -> set[str]:
    """Which of these card numbers have an imported card (none while the cards app is not
    installed or no card list is imported): only those get a link."""
    if not wanted or not apps.is_installed("cards"):
        return set()
    card_model = apps.get_model("cards", "Card")
    return set(card_model.objects.filter(game=game, number__in=wanted)
               .values_list("number", flat=True))


def card_urls(game: Game, wanted: list[str]) -> dict[str, str]:
    """Card number -> its card page, for the numbers that have an imported card."""
    urls: dict[str, str] = {}
    for number in known_cards(game, wanted):
        try:
            urls[number] = reverse("cards:card", args=[game.id, number])
        except NoReverseMatch:  # the cards app without its pages: numbers stay plain text
            return {}
    return urls


def official_page(document: Document) -> str:
    return document.source_url or OFFICIAL_PAGES.get(document.game_id, "")


def copyright_line(game: Game) -> str:
    return COPYRIGHT.get(game.id, "")
