"""Monster Types and Attributes in the reader's words, as that language's cards print them: a
refusal that names the Type or Attribute a card asks for ("nur FINSTERNIS Hexer") says it as
the reader's cards do. The Types were checked against Konami's card texts of each language
(the yaml-yugi copy in shared/fixtures: "Hexer" 306 German texts, "Lanzador de Conjuros" 302
Spanish, "Incantatore" 303 Italian, "Magicien" 466 French...); Creator-God is printed in no
effect text, so its words are the rulebooks'. The Attributes are the cards' own (the card pages
use the same words, cards/ygo/words.py). Each language's catalogue takes its table from here
(`MESSAGES.update(KINDS["de"])`); a Type the table does not know stays as the scenario wrote it.
"""
from __future__ import annotations

from ...core.catalogue import Message

# the English Type as the scenario and the cards write it, then de, es, it, fr
_TYPES: dict[str, tuple[str, str, str, str]] = {
    "Aqua": ("Aqua", "Aqua", "Acqua", "Aqua"),
    "Beast": ("Ungeheuer", "Bestia", "Bestia", "Bête"),
    "Beast-Warrior": ("Ungeheuer-Krieger", "Guerrero-Bestia", "Guerriero-Bestia",
                      "Bête-Guerrier"),
    "Creator-God": ("Schöpfergott", "Dios Creador", "Divinità Creatrice", "Dieu Créateur"),
    "Cyberse": ("Cyberse", "Ciberso", "Cyberso", "Cyberse"),
    "Dinosaur": ("Dinosaurier", "Dinosaurio", "Dinosauro", "Dinosaure"),
    "Divine-Beast": ("Göttliches Ungeheuer", "Bestia Divina", "Divinità-Bestia", "Bête Divine"),
    "Dragon": ("Drache", "Dragón", "Drago", "Dragon"),
    "Fairy": ("Fee", "Hada", "Fata", "Elfe"),
    "Fiend": ("Unterweltler", "Demonio", "Demone", "Démon"),
    "Fish": ("Fisch", "Pez", "Pesce", "Poisson"),
    "Illusion": ("Illusion", "Ilusión", "Illusione", "Illusion"),
    "Insect": ("Insekt", "Insecto", "Insetto", "Insecte"),
    "Machine": ("Maschine", "Máquina", "Macchina", "Machine"),
    "Plant": ("Pflanze", "Planta", "Pianta", "Plante"),
    "Psychic": ("Psi", "Psíquico", "Psichico", "Psychique"),
    "Pyro": ("Pyro", "Piro", "Pyro", "Pyro"),
    "Reptile": ("Reptil", "Reptil", "Rettile", "Reptile"),
    "Rock": ("Fels", "Roca", "Roccia", "Rocher"),
    "Sea Serpent": ("Seeschlange", "Serpiente Marina", "Serpente Marino", "Serpent de Mer"),
    "Spellcaster": ("Hexer", "Lanzador de Conjuros", "Incantatore", "Magicien"),
    "Thunder": ("Donner", "Trueno", "Tuono", "Tonnerre"),
    "Warrior": ("Krieger", "Guerrero", "Guerriero", "Guerrier"),
    "Winged Beast": ("Geflügeltes Ungeheuer", "Bestia Alada", "Bestia Alata", "Bête Ailée"),
    "Wyrm": ("Wyrm", "Wyrm", "Wyrm", "Wyrm"),
    "Zombie": ("Zombie", "Zombi", "Zombie", "Zombie"),
}
_ATTRIBUTES: dict[str, tuple[str, str, str, str]] = {
    "LIGHT": ("LICHT", "LUZ", "LUCE", "LUMIÈRE"),
    "DARK": ("FINSTERNIS", "OSCURIDAD", "OSCURITÀ", "TÉNÈBRES"),
    "EARTH": ("ERDE", "TIERRA", "TERRA", "TERRE"),
    "WATER": ("WASSER", "AGUA", "ACQUA", "EAU"),
    "FIRE": ("FEUER", "FUEGO", "FUOCO", "FEU"),
    "WIND": ("WIND", "VIENTO", "VENTO", "VENT"),
    "DIVINE": ("GÖTTLICH", "DIVINIDAD", "DIVINO", "DIVIN"),
}
# an Attribute and a Type together, in each language's order ("FINSTERNIS Hexer",
# "Lanzador de Conjuros de OSCURIDAD", "Incantatore di OSCURITÀ", "Magicien TÉNÈBRES")
_BOTH = {"en": "{attribute} {type}", "de": "{attribute} {type}", "es": "{type} de {attribute}",
         "it": "{type} di {attribute}", "fr": "{type} {attribute}"}
_COLUMN = {"de": 0, "es": 1, "it": 2, "fr": 3}


def type_code(name: str) -> str:
    """The catalogue code of a Type ("Sea Serpent" -> monster_type.sea_serpent)."""
    return "monster_type." + name.lower().replace("-", "_").replace(" ", "_")


def known_type(name: str) -> bool:
    return name in _TYPES


def _table(language: str) -> dict[str, Message]:
    column = _COLUMN.get(language)
    out: dict[str, Message] = {
        "kind_of.both": _BOTH[language], "kind_of.type": "{type}",
        "kind_of.attribute": "{attribute}"}
    for name, words in _TYPES.items():
        out[type_code(name)] = name if column is None else words[column]
    for name, words in _ATTRIBUTES.items():
        out[f"attribute.{name.lower()}"] = name if column is None else words[column]
    return out


KINDS: dict[str, dict[str, Message]] = {language: _table(language)
                                        for language in ("en", "de", "es", "it", "fr")}
TYPE_NAMES = tuple(_TYPES)  # the Monster Types the card list prints, in English
