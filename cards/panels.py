"""What the cards add to the rules digest and the glossary: a few real Yu-Gi-Oh! cards beside
the term they show ("Counter Trap": Solemn Judgment...) and the rule that defines it."""
from __future__ import annotations

from django.db.models import Count, Max
from django.utils.translation import gettext_lazy as _

from cards.models import CardImport
from cards.ygo import examples
from rules.hooks import PANELS, STAMPS, TERM_PANELS, Panel, terms_by_rule
from rules.http import ui_language
from rules.models import Game, Rule

GAME = "ygo"
TEMPLATE = "cards/_examples_panel.html"


def _panel(slug: str, language: str) -> Panel | None:
    found, total = examples.for_term(slug, language)
    if not found:
        return None
    return Panel("card-examples", _("Cards that show it"), TEMPLATE,
                 [{"examples": found, "all": examples.search_url(slug), "total": total}],
                 total)


@TERM_PANELS.register
def term_examples_panel(game: Game, slug: str, language: str) -> Panel | None:
    return _panel(slug, language) if game.pk == GAME else None


@PANELS.register
def rule_examples_panel(rule: Rule) -> Panel | None:
    """The cards of the first term the rule defines that cards show well (10-1 defines the
    Quick-Play Spell: some Quick-Play Spells)."""
    if rule.version.game_id != GAME:
        return None
    slugs = terms_by_rule(rule.version, {rule.number}).get(rule.number, [])
    shown = next((slug for slug in slugs if examples.known(slug)), None)
    return _panel(shown, ui_language()) if shown else None


@STAMPS.register
def cards_stamp(game: Game) -> str:
    """The game's card imports, for cached rule and glossary pages that show cards."""
    if game.pk != GAME:
        return ""
    found = CardImport.objects.filter(game=game).aggregate(last=Max("pk"), count=Count("pk"))
    return f"cards:{found['last']}:{found['count']}"
