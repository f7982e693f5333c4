"""A card's category and colours in the reader's language: the card pages and the card search
form name them the same way."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _

CATEGORIES = {"leader": _("Leader"), "character": _("Character"), "event": _("Event"),
              "stage": _("Stage")}
COLORS = {"red": _("Red"), "green": _("Green"), "blue": _("Blue"), "purple": _("Purple"),
          "black": _("Black"), "yellow": _("Yellow")}
