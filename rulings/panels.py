"""What the official Q&A adds to rule pages: the entries linked to the rule."""
from __future__ import annotations

from django.db.models import Count, Max
from django.utils.translation import gettext_lazy as _

from rules.hooks import Panel, register_panel, register_stamp
from rules.models import Game, Rule
from rulings import queries
from rulings.models import Document

SHOWN = 8


@register_panel
def official_qa_panel(rule: Rule) -> Panel | None:
    entries = queries.for_rule(rule.version.game, rule.number)
    count = entries.count()
    if not count:
        return None
    return Panel("official-qa", _("Official Q&A"), "rulings/_panel.html",
                 list(entries[:SHOWN]), count)


@register_stamp
def official_qa_stamp(game: Game) -> str:
    """The game's imported Q&A documents, for cached rule pages: an import changes it."""
    found = Document.objects.filter(game=game).aggregate(last=Max("imported_at"),
                                                         count=Count("pk"))
    last = found["last"].timestamp() if found["last"] else 0
    return f"qa:{found['count']}:{last:.6f}"
