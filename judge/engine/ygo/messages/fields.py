"""The words of a printed Yu-Gi-Oh! card's fields in the notes (ygo/printed_cards.py): each
field named as a player says it, with the article its sentence needs, in the terms of that
language's cards (Stufe, Nivel, Niveau, Livello; FLIPP, VOLTEO, FLIP, SCOPRI), its values as
the cards print them, and where a scenario writes a card's effects itself (`effect:`, the
Yu-Gi-Oh! key). Each language's catalogue takes its table from here
(`MESSAGES.update(FIELDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_KEYS = ("name", "kind", "level", "atk", "def", "spell_type", "trap_type", "when", "pay_lp",
         "negates", "no_normal_summon", "effect", "flip")


def _fields(*words: str) -> dict[str, Message]:
    return {f"field.{key}": word for key, word in zip(_KEYS, words, strict=True)}


def _kinds(monster: str, spell: str, trap: str) -> dict[str, Message]:
    return {"value.kind.monster": monster, "value.kind.spell": spell, "value.kind.trap": trap}


FIELDS: dict[str, dict[str, Message]] = {
    "en": {**_fields("name", "card kind", "Level", "ATK", "DEF", "Spell type", "Trap type",
                     "activation condition", "LP cost", "negated activations",
                     "summoning condition", "effect", "FLIP effect"),
           **_kinds("Monster", "Spell", "Trap"),
           "note.override": "{card}: the scenario's {key} ({value}) is used instead of what "
                            "{number} prints ({printed})",
           "note.unapplied": "{card} ({number}): not applied, the judge cannot read this "
                             "effect yet: “{ability}”; describe it with “effect” if it "
                             "matters",
           "value.yes": "yes", "value.no": "no", "value.described": "as described"},
    # German: the field in the accusative, after "Für"
    "de": {**_fields("den Namen", "die Kartenart", "die Stufe", "die ATK", "die DEF",
                     "die Art der Zauberkarte", "die Art der Fallenkarte",
                     "die Aktivierungsbedingung", "die LP-Kosten",
                     "die annullierten Aktivierungen", "die Beschwörungsbedingung",
                     "den Effekt", "den FLIPP-Effekt"),
           **_kinds("Monster", "Zauberkarte", "Fallenkarte"),
           "note.override": "{card:der}: Für {key} gilt der Wert aus dem Szenario ({value}), "
                            "nicht der auf {number} gedruckte ({printed})",
           "note.unapplied": "{card:der} ({number}): nicht angewendet, der Judge kann diesen "
                             "Effekt noch nicht lesen: „{ability}“; beschreibe ihn bei Bedarf "
                             "mit „effect“",
           "value.yes": "ja", "value.no": "nein", "value.described": "wie beschrieben"},
    "es": {**_fields("el nombre", "el tipo de carta", "el Nivel", "el ATK", "la DEF",
                     "el tipo de Mágica", "el tipo de Trampa", "la condición de activación",
                     "el coste en LP", "las activaciones que niega",
                     "la condición de Invocación", "el efecto", "el efecto de VOLTEO"),
           **_kinds("Monstruo", "Mágica", "Trampa"),
           "note.override": "{card:el}: para {key} se usa el valor del escenario ({value}), "
                            "no el impreso en {number} ({printed})",
           "note.unapplied": "{card:el} ({number}): no se aplica, el juez aún no sabe leer "
                             "este efecto: «{ability}»; descríbelo con «effect» si importa",
           "value.yes": "sí", "value.no": "no", "value.described": "como se describe"},
    "it": {**_fields("il nome", "il tipo di carta", "il Livello", "l'ATK", "la DEF",
                     "il tipo di Magia", "il tipo di Trappola", "la condizione di attivazione",
                     "il costo in LP", "le attivazioni che annulla",
                     "la condizione di Evocazione", "l'effetto", "l'Effetto SCOPRI"),
           **_kinds("Mostro", "Magia", "Trappola"),
           "note.override": "{card:il}: per {key} vale il valore dello scenario ({value}), "
                            "non quello stampato su {number} ({printed})",
           "note.unapplied": "{card:il} ({number}): non applicato, il giudice non sa ancora "
                             "leggere questo effetto: «{ability}»; descrivilo con «effect» se "
                             "conta",
           "value.yes": "sì", "value.no": "no", "value.described": "come descritto"},
    "fr": {**_fields("le nom", "le type de carte", "le Niveau", "l'ATK", "la DEF",
                     "le type de Magie", "le type de Piège", "la condition d'activation",
                     "le coût en LP", "les activations qu'elle annule",
                     "la condition d'Invocation", "l'effet", "l'Effet Flip"),
           **_kinds("Monstre", "Magie", "Piège"),
           "note.override": "{card:le} : pour {key}, la valeur du scénario ({value}) remplace "
                            "celle imprimée sur {number} ({printed})",
           "note.unapplied": "{card:le} ({number}) : non appliqué, le juge ne sait pas "
                             "encore lire cet effet : « {ability} » ; décrivez-le avec "
                             "« effect » s'il compte",
           "value.yes": "oui", "value.no": "non", "value.described": "tel que décrit"},
}

# a monster's activated effects (`effects:`), named like `effect`
for _language, _word in {"en": "activated monster effects",
                         "de": "die aktivierbaren Monstereffekte",
                         "es": "los efectos de monstruo activables",
                         "it": "gli effetti attivabili del mostro",
                         "fr": "les effets de monstre activables"}.items():
    FIELDS[_language]["field.effects"] = _word
