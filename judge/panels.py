"""What the judge adds to rule pages: the featured rulings that cite the rule, newest first.

Saved rulings are unlisted (anyone can save one, with any title); staff feature the ones worth
showing, in the admin.
"""
from __future__ import annotations

import hashlib

from django.utils.translation import gettext_lazy as _

from judge import engine
from judge.models import Ruling
from rules import citing
from rules.hooks import PANELS, STAMPS, Panel
from rules.models import Game, Rule

SHOWN = 10


@PANELS.register
def citing_rulings_panel(rule: Rule) -> Panel | None:
    # the rulings that cite this rule, whatever version's numbers they were judged under
    identities = citing.counterparts(rule.version).identities_of(rule.number)
    rulings = Ruling.objects.filter(
        game_id=rule.version.game_id, citations__identity__in=identities, featured=True
    ).distinct().order_by("-created_at")
    count = rulings.count()
    if not count:
        return None
    return Panel("rulings", _("Cited by saved rulings"), "judge/_ruling_panel.html",
                 list(rulings[:SHOWN]), count)


@STAMPS.register
def rulings_stamp(game: Game) -> str:
    """The game's featured rulings, for cached rule pages: featuring a ruling (or no longer
    featuring it) makes their panels be drawn again; saving an unlisted ruling changes nothing,
    so a stream of saves never empties the page cache."""
    featured = Ruling.objects.filter(game_id=game.pk, featured=True).order_by("pk").values_list(
        "pk", flat=True)
    digest = hashlib.sha256(",".join(map(str, featured)).encode()).hexdigest()[:16]
    return f"rulings:{digest}"


def engine_citations(game_id: str) -> frozenset[str]:
    """Every rule number the game's engine can cite (none for a game without a judge)."""
    return frozenset(engine.citable_rules(game_id)) if game_id in engine.games() else frozenset()
