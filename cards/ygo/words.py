"""A Yu-Gi-Oh! card's kind, its Spell/Trap type and its Forbidden & Limited status in the
reader's language, in the words of that language's cards (Schnellzauberkarte, Contre-Piège,
Contro-Trappola) and its Attribute as that language's cards print it (LICHT, TÉNÈBRES);
monster types stay as printed in English."""
from __future__ import annotations

from django.utils.translation import gettext_lazy as _

KINDS = {"monster": _("Monster"), "spell": _("Spell"), "trap": _("Trap")}
LIMITS = {"Forbidden": _("Forbidden"), "Limited": _("Limited"),
          "Semi-Limited": _("Semi-Limited"), "Unlimited": _("Unlimited"),
          "Not yet released": _("Not yet released")}
# (kind, property) -> the card's type as that language's cards and rulebook name it
SPELL_TRAP_TYPES = {
    ("spell", "Normal"): _("Normal Spell"), ("spell", "Quick-Play"): _("Quick-Play Spell"),
    ("spell", "Continuous"): _("Continuous Spell"), ("spell", "Equip"): _("Equip Spell"),
    ("spell", "Field"): _("Field Spell"), ("spell", "Ritual"): _("Ritual Spell"),
    ("trap", "Normal"): _("Normal Trap"), ("trap", "Continuous"): _("Continuous Trap"),
    ("trap", "Counter"): _("Counter Trap"),
}
# Attribute -> the word the cards of each language print (their material lines say
# "2 FINSTERNIS Monster der Stufe 4"); English is the key itself
ATTRIBUTES = {
    "LIGHT": {"de": "LICHT", "es": "LUZ", "fr": "LUMIÈRE", "it": "LUCE"},
    "DARK": {"de": "FINSTERNIS", "es": "OSCURIDAD", "fr": "TÉNÈBRES", "it": "OSCURITÀ"},
    "EARTH": {"de": "ERDE", "es": "TIERRA", "fr": "TERRE", "it": "TERRA"},
    "WATER": {"de": "WASSER", "es": "AGUA", "fr": "EAU", "it": "ACQUA"},
    "FIRE": {"de": "FEUER", "es": "FUEGO", "fr": "FEU", "it": "FUOCO"},
    "WIND": {"de": "WIND", "es": "VIENTO", "fr": "VENT", "it": "VENTO"},
    "DIVINE": {"de": "GÖTTLICH", "es": "DIVINIDAD", "fr": "DIVIN", "it": "DIVINO"},
}
