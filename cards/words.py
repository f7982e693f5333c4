"""A card's category and colours in the reader's language: the card pages and the card search
form name them the same way. Keywords and attributes are named as the reader's cards print
them: French cards have their own ([Initiative], Frappe), German, Spanish and Italian have no
official print and keep the English ones (translated as such in their catalogues)."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

CATEGORIES = {"leader": _("Leader"), "character": _("Character"), "event": _("Event"),
              "stage": _("Stage")}
COLORS = {"red": _("Red"), "green": _("Green"), "blue": _("Blue"), "purple": _("Purple"),
          "black": _("Black"), "yellow": _("Yellow")}
KEYWORDS = {"Blocker": pgettext_lazy("printed keyword", "Blocker"),
            "Rush": pgettext_lazy("printed keyword", "Rush"),
            "Rush: Character": pgettext_lazy("printed keyword", "Rush: Character"),
            "Double Attack": pgettext_lazy("printed keyword", "Double Attack"),
            "Banish": pgettext_lazy("printed keyword", "Banish"),
            "Unblockable": pgettext_lazy("printed keyword", "Unblockable")}
ATTRIBUTES = {"Strike": pgettext_lazy("printed attribute", "Strike"),
              "Slash": pgettext_lazy("printed attribute", "Slash"),
              "Special": pgettext_lazy("printed attribute", "Special"),
              "Wisdom": pgettext_lazy("printed attribute", "Wisdom"),
              "Ranged": pgettext_lazy("printed attribute", "Ranged")}
