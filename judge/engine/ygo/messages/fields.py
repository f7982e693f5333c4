"""The words of a printed Yu-Gi-Oh! card's fields in the notes (ygo/printed_cards.py,
`note.override`): each field named as a duelist says it, with the article its sentence needs,
and the values that are not printed numbers or names. Each language's catalogue takes its
table from here (`MESSAGES.update(FIELDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

KEYS = ("name", "kind", "no_normal_summon", "level", "atk", "def", "spell_type", "trap_type",
        "when", "pay_lp", "negates", "effect", "flip")


def _fields(*words: str) -> dict[str, Message]:
    return {f"field.{key}": word for key, word in zip(KEYS, words, strict=True)}


FIELDS: dict[str, dict[str, Message]] = {
    "en": {**_fields("name", "card kind", "\"cannot be Normal Summoned\"", "Level", "ATK",
                     "DEF", "Spell type", "Trap type", "activation timing", "LP cost",
                     "what it negates", "effect", "FLIP effect"),
           "note.override": "{card}: the scenario's {key} ({value}) is used instead of what "
                            "{number} prints ({printed})",
           "value.kind.monster": "monster", "value.kind.spell": "Spell Card",
           "value.kind.trap": "Trap Card",
           "value.yes": "yes", "value.no": "no", "value.described": "as described"},
    # German: the field in the accusative, after "Für"
    "de": {**_fields("den Namen", "die Kartenart", "„kann nicht als Normalbeschwörung "
                     "beschworen werden“", "die Stufe", "die ATK", "die DEF", "die Zauberart",
                     "die Fallenart", "den Aktivierungszeitpunkt", "die LP-Kosten",
                     "das, was sie annulliert", "den Effekt", "den FLIPP-Effekt"),
           "note.override": "{card:der}: Für {key} gilt der Wert aus dem Szenario ({value}), "
                            "nicht der auf {number} gedruckte ({printed})",
           "value.kind.monster": "Monster", "value.kind.spell": "Zauberkarte",
           "value.kind.trap": "Fallenkarte",
           "value.yes": "ja", "value.no": "nein", "value.described": "wie beschrieben"},
    "es": {**_fields("el nombre", "el tipo de carta", "«no puede ser Invocado de Modo "
                     "Normal»", "el Nivel", "el ATK", "la DEF", "el tipo de Mágica",
                     "el tipo de Trampa", "el momento de activación", "el coste en LP",
                     "lo que niega", "el efecto", "el efecto de VOLTEO"),
           "note.override": "{card:el}: para {key} se usa el valor del escenario ({value}), "
                            "no el impreso en {number} ({printed})",
           "value.kind.monster": "monstruo", "value.kind.spell": "Carta Mágica",
           "value.kind.trap": "Carta de Trampa",
           "value.yes": "sí", "value.no": "no", "value.described": "como se describe"},
    "it": {**_fields("il nome", "il tipo di carta", "«non può essere Evocato Normalmente»",
                     "il Livello", "l'ATK", "la DEF", "il tipo di Magia", "il tipo di Trappola",
                     "il momento di attivazione", "il costo in LP", "ciò che annulla",
                     "l'effetto", "l'effetto SCOPRI"),
           "note.override": "{card:il}: per {key} vale il valore dello scenario ({value}), "
                            "non quello stampato su {number} ({printed})",
           "value.kind.monster": "mostro", "value.kind.spell": "Carta Magia",
           "value.kind.trap": "Carta Trappola",
           "value.yes": "sì", "value.no": "no", "value.described": "come descritto"},
    "fr": {**_fields("le nom", "le type de carte", "« ne peut pas être Invoqué "
                     "Normalement »", "le Niveau", "l'ATK", "la DEF", "le type de Magie",
                     "le type de Piège", "le moment d'activation", "le coût en LP",
                     "ce qu'elle annule", "l'effet", "l'Effet FLIP"),
           "note.override": "{card:le} : pour {key}, la valeur du scénario ({value}) remplace "
                            "celle imprimée sur {number} ({printed})",
           "value.kind.monster": "monstre", "value.kind.spell": "Carte Magie",
           "value.kind.trap": "Carte Piège",
           "value.yes": "oui", "value.no": "non", "value.described": "telle que décrite"},
}
