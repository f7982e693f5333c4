"""A Yu-Gi-Oh! card's kind and Forbidden & Limited status in the reader's language; printed
terms (types, attributes, properties) stay as printed in English."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _

KINDS = {"monster": _("Monster"), "spell": _("Spell"), "trap": _("Trap")}
LIMITS = {"Forbidden": _("Forbidden"), "Limited": _("Limited"),
          "Semi-Limited": _("Semi-Limited"), "Unlimited": _("Unlimited"),
          "Not yet released": _("Not yet released")}
