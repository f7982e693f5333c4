"""The words of a monster banished for a while and back on the field as a phase begins
(later_banish.py, 7-7-9), which each language's catalogue takes from here
(`MESSAGES.update(LATER_BANISH["de"])`), in the terms of each language's cards (verbannen,
desterrar, bannir, bandire)."""
from __future__ import annotations

from ...core.catalogue import Message

LATER_BANISH: dict[str, dict[str, Message]] = {
    "en": {
        "banished_until.end": "{link}: {card} is banished until the End Phase of {when}.",
        "banished_until.standby": "{link}: {card} is banished until the Standby Phase of "
                                  "{when}.",
        "later.until.this": "this turn",
        "later.until.next": "the next turn",
        "later.until.your_next": "{player}'s next turn",
        "banished_until.returned": "As {phase} begins, {card}, banished until then, returns to "
                                   "the field of its owner {player}, in {position}; it is not "
                                   "Summoned.",
        "banished_until.no_zone": "As {phase} begins, {card}, banished until then, should "
                                  "return to the field of its owner {player}, whose five Main "
                                  "Monster Zones are full; it is sent to their Graveyard.",
    },
    "de": {
        "banished_until.end": "{link}: {card:der} wird bis zur End Phase {when} verbannt.",
        "banished_until.standby": "{link}: {card:der} wird bis zur Standby Phase {when} "
                                  "verbannt.",
        "later.until.this": "dieses Spielzugs",
        "later.until.next": "des nächsten Spielzugs",
        "later.until.your_next": "des nächsten Spielzugs von {player}",
        "banished_until.returned": "Zu Beginn {phase} kehrt {card:der}, bis dahin verbannt, "
                                   "auf das Spielfeld seines Besitzers {player} zurück, in "
                                   "{position}; es wird nicht beschworen.",
        "banished_until.no_zone": "Zu Beginn {phase} müsste {card:der}, bis dahin verbannt, "
                                  "auf das Spielfeld seines Besitzers {player} zurückkehren, "
                                  "dessen fünf Main-Monsterzonen voll sind; die Karte wird "
                                  "auf seinen Friedhof gelegt.",
    },
    "es": {
        "banished_until.end": "{link}: la carta {card:el} queda desterrada hasta la End Phase "
                              "{when}.",
        "banished_until.standby": "{link}: la carta {card:el} queda desterrada hasta la "
                                  "Standby Phase {when}.",
        "later.until.this": "de este turno",
        "later.until.next": "del siguiente turno",
        "later.until.your_next": "del siguiente turno de {player}",
        "banished_until.returned": "Al empezar {phase}, la carta {card:el}, desterrada hasta "
                                   "entonces, regresa al Campo de su propietario {player}, en "
                                   "{position}; no es Invocada.",
        "banished_until.no_zone": "Al empezar {phase}, la carta {card:el}, desterrada hasta "
                                  "entonces, debería regresar al Campo de su propietario "
                                  "{player}, cuyas cinco Zonas de Monstruos Principales están "
                                  "llenas; se manda a su Cementerio.",
    },
    "fr": {
        "banished_until.end": "{link} : la carte {card:le} est bannie jusqu'à la End Phase "
                              "{when}.",
        "banished_until.standby": "{link} : la carte {card:le} est bannie jusqu'à la Standby "
                                  "Phase {when}.",
        "later.until.this": "de ce tour",
        "later.until.next": "du prochain tour",
        "later.until.your_next": "du prochain tour de {player}",
        "banished_until.returned": "Au début de {phase}, la carte {card:le}, bannie jusque-là, "
                                   "revient sur le Terrain de son propriétaire {player}, en "
                                   "{position} ; elle n'est pas Invoquée.",
        "banished_until.no_zone": "Au début de {phase}, la carte {card:le}, bannie jusque-là, "
                                  "devrait revenir sur le Terrain de son propriétaire "
                                  "{player}, dont les cinq Zones Monstre Main sont pleines ; "
                                  "elle est envoyée dans son Cimetière.",
    },
    "it": {
        "banished_until.end": "{link}: la carta {card:il} viene bandita fino alla End Phase "
                              "{when}.",
        "banished_until.standby": "{link}: la carta {card:il} viene bandita fino alla Standby "
                                  "Phase {when}.",
        "later.until.this": "di questo turno",
        "later.until.next": "del turno successivo",
        "later.until.your_next": "del prossimo turno di {player}",
        "banished_until.returned": "Quando inizia {phase}, la carta {card:il}, bandita fino ad "
                                   "allora, ritorna sul Terreno del suo proprietario "
                                   "{player}, in {position}; non viene Evocata.",
        "banished_until.no_zone": "Quando inizia {phase}, la carta {card:il}, bandita fino ad "
                                  "allora, dovrebbe ritornare sul Terreno del suo proprietario "
                                  "{player}, le cui cinque Zone Mostri Main sono piene; viene "
                                  "mandata nel suo Cimitero.",
    },
}
