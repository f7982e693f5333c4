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

# Monster Type and ability -> the word the cards of a language print on their type line
# ([Guerrier/Effet]); French as the French card texts name them ("monstre de Type Guerrier",
# "monstre Syntoniseur"). A language without an entry keeps the English line, marked so.
MONSTER_TYPES = {
    "Aqua": {"fr": "Aqua"}, "Beast": {"fr": "Bête"}, "Beast-Warrior": {"fr": "Bête-Guerrier"},
    "Creator God": {"fr": "Dieu Créateur"}, "Cyberse": {"fr": "Cyberse"},
    "Dinosaur": {"fr": "Dinosaure"}, "Divine-Beast": {"fr": "Bête Divine"},
    "Dragon": {"fr": "Dragon"}, "Fairy": {"fr": "Elfe"}, "Fiend": {"fr": "Démon"},
    "Fish": {"fr": "Poisson"}, "Illusion": {"fr": "Illusion"}, "Insect": {"fr": "Insecte"},
    "Machine": {"fr": "Machine"}, "Plant": {"fr": "Plante"}, "Psychic": {"fr": "Psychique"},
    "Pyro": {"fr": "Pyro"}, "Reptile": {"fr": "Reptile"}, "Rock": {"fr": "Rocher"},
    "Sea Serpent": {"fr": "Serpent de Mer"}, "Spellcaster": {"fr": "Magicien"},
    "Thunder": {"fr": "Tonnerre"}, "Warrior": {"fr": "Guerrier"},
    "Winged Beast": {"fr": "Bête Ailée"}, "Wyrm": {"fr": "Wyrm"}, "Zombie": {"fr": "Zombie"},
    "Normal": {"fr": "Normal"}, "Effect": {"fr": "Effet"}, "Fusion": {"fr": "Fusion"},
    "Ritual": {"fr": "Rituel"}, "Synchro": {"fr": "Synchro"}, "Xyz": {"fr": "Xyz"},
    "Pendulum": {"fr": "Pendule"}, "Link": {"fr": "Lien"}, "Tuner": {"fr": "Syntoniseur"},
    "Flip": {"fr": "Flip"}, "Toon": {"fr": "Toon"}, "Spirit": {"fr": "Spirit"},
    "Union": {"fr": "Union"}, "Gemini": {"fr": "Gémeau"},
}


def monster_type_line(types: list[str], language: str) -> tuple[str, str]:
    """A monster's type line in `language` and the language it is in: English (and "en")
    unless that language has a word for every part."""
    words = [MONSTER_TYPES.get(word, {}).get(language) for word in types]
    if language != "en" and all(words):
        return " / ".join(w for w in words if w), language
    return " / ".join(types), "en"


def property_label(card_property: str) -> str:
    """A Spell/Trap property as the reader's cards name the types that have it ("Magie
    Jeu-Rapide", "Magie Normale / Piège Normal"): the property alone ("Quick-Play") is an
    English word on a German or French page."""
    names = [str(name) for (_kind, prop), name in SPELL_TRAP_TYPES.items() if prop == card_property]
    return " / ".join(names) or card_property
