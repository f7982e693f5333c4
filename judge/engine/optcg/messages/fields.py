"""The words of a printed card's fields in the notes (optcg/printed_cards.py, `note.override`):
each field named as a player says it, with the article its sentence needs, and the values
that are not printed numbers or names ("none"). Each language's catalogue takes its table
from here (`MESSAGES.update(FIELDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_KEYS = ("name", "type", "cost", "power", "counter", "colors", "keywords", "traits",
         "attributes", "life", "effects", "trigger", "static")


def _fields(*words: str) -> dict[str, Message]:
    return {f"field.{key}": word for key, word in zip(_KEYS, words, strict=True)}


FIELDS: dict[str, dict[str, Message]] = {
    "en": {**_fields("name", "card type", "cost", "power", "Counter value", "colours",
                     "keywords", "types", "attributes", "Life", "effects", "[Trigger]",
                     "permanent effects"),
           "note.override": "{card}: the scenario's {key} ({value}) is used instead of what "
                            "{number} prints ({printed})",
           "value.none": "none", "value.yes": "yes", "value.no": "no",
           "value.described": "as described"},
    # German: the field in the accusative, after "Für"
    "de": {**_fields("den Namen", "den Kartentyp", "die Kosten", "die Stärke",
                     "den Konterwert", "die Farben", "die Schlüsselwörter", "die Typen",
                     "die Attribute", "das Leben", "die Effekte", "den [Trigger]",
                     "die Dauereffekte"),
           "note.override": "{card:der}: Für {key} gilt der Wert aus dem Szenario ({value}), "
                            "nicht der auf {number} gedruckte ({printed})",
           "value.none": "leer", "value.yes": "ja", "value.no": "nein",
           "value.described": "wie beschrieben"},
    "es": {**_fields("el nombre", "el tipo de carta", "el coste", "el poder",
                     "el valor de Counter", "los colores", "las palabras clave", "los tipos",
                     "los atributos", "la Vida", "los efectos", "el [Trigger]",
                     "los efectos permanentes"),
           "note.override": "{card:el}: para {key} se usa el valor del escenario ({value}), "
                            "no el impreso en {number} ({printed})",
           "value.none": "vacío", "value.yes": "sí", "value.no": "no",
           "value.described": "como se describe"},
    "it": {**_fields("il nome", "il tipo di carta", "il costo", "la potenza",
                     "il valore Counter", "i colori", "le parole chiave", "i tipi",
                     "gli attributi", "la Vita", "gli effetti", "il [Trigger]",
                     "gli effetti permanenti"),
           "note.override": "{card:il}: per {key} vale il valore dello scenario ({value}), "
                            "non quello stampato su {number} ({printed})",
           "value.none": "vuoto", "value.yes": "sì", "value.no": "no",
           "value.described": "come descritto"},
    "fr": {**_fields("le nom", "le type de carte", "le coût", "la puissance",
                     "la valeur de Contre", "les couleurs", "les mots-clés", "les types",
                     "les attributs", "la Vie", "les effets", "le [Déclenchement]",
                     "les effets permanents"),
           "note.override": "{card:le} : pour {key}, la valeur du scénario ({value}) remplace "
                            "celle imprimée sur {number} ({printed})",
           "value.none": "vide", "value.yes": "oui", "value.no": "non",
           "value.described": "telle que décrite"},
}
