"""What the judge adds to rule pages: the saved rulings that cite the rule, newest first."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from judge.models import Ruling
from rules.hooks import Panel, register_panel, register_stamp
from rules.models import Game, Rule

SHOWN = 10


@register_panel
def citing_rulings_panel(rule: Rule) -> Panel | None:
    rulings = Ruling.objects.filter(
        game_id=rule.version.game_id, citations__number=rule.number
    ).order_by("-created_at")
    count = rulings.count()
    if not count:
        return None
    return Panel("rulings", _("Cited by saved rulings"), "judge/_ruling_panel.html",
                 list(rulings[:SHOWN]), count)


@register_stamp
def rulings_stamp(game: Game) -> str:
    """The newest saved ruling of the game, for cached rule pages: a new ruling makes their
    "Cited by saved rulings" panels be drawn again. Rulings are never changed or deleted by
    the site, so the newest one names the whole set."""
    newest = Ruling.objects.filter(game_id=game.pk).order_by("-pk").values_list(
        "pk", flat=True).first()
    return f"rulings:{newest}"
