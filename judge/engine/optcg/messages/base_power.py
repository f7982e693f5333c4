"""The words of setting and swapping base power (optcg/base_power.py), in every language of
the site: each language's catalogue takes its table from here
(`MESSAGES.update(BASE_POWER["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

BASE_POWER: dict[str, dict[str, Message]] = {
    "en": {
        "power.base_set": "base power set by an effect",
        "base_power_set": "{effect}: the base power of {card} becomes {value} {duration}; "
                          "changes to its power still count on top: now {power}.",
        "base_power_swapped": "{effect}: {card} and {other} swap their base powers {duration}; "
                              "changes to their power still count on top: now {power} and "
                              "{other_power}.",
        "would.base_power": "set a card's base power",
        "would.base_power.card": "set the base power of {card}",
        "would.swap_base_power": "swap two cards' base powers",
        "why.swap_needs_two": "it needs two cards and {count} were chosen",
    },
    "de": {
        "power.base_set": "durch einen Effekt gesetzte Grundstärke",
        "base_power_set": "{effect}: Die Grundstärke {card:vom} wird {duration} {value}; "
                          "Änderungen ihrer Stärke zählen weiter dazu: jetzt {power}.",
        "base_power_swapped": "{effect}: {card:der} und {other:der} tauschen {duration} ihre "
                              "Grundstärken; Änderungen ihrer Stärke zählen weiter dazu: jetzt "
                              "{power} und {other_power}.",
        "would.base_power": "die Grundstärke einer Karte setzen",
        "would.base_power.card": "die Grundstärke {card:vom} setzen",
        "would.swap_base_power": "die Grundstärken zweier Karten tauschen",
        "why.swap_needs_two": "dafür braucht es zwei Karten, gewählt wurden {count}",
    },
    "es": {
        "power.base_set": "poder base fijado por un efecto",
        "base_power_set": "{effect}: el poder base {card:del} pasa a ser {value} {duration}; "
                          "los cambios de su poder siguen sumándose: ahora {power}.",
        "base_power_swapped": "{effect}: {card:el} y {other:el} intercambian sus poderes base "
                              "{duration}; los cambios de su poder siguen sumándose: ahora "
                              "{power} y {other_power}.",
        "would.base_power": "fijaría el poder base de una carta",
        "would.base_power.card": "fijaría el poder base {card:del}",
        "would.swap_base_power": "intercambiaría los poderes base de dos cartas",
        "why.swap_needs_two": "hacen falta dos cartas y se eligieron {count}",
    },
    "fr": {
        "power.base_set": "puissance de base fixée par un effet",
        "base_power_set": "{effect} : la puissance de base {card:du} devient {value} "
                          "{duration} ; les changements de sa puissance s'y ajoutent toujours : "
                          "maintenant {power}.",
        "base_power_swapped": "{effect} : {card:le} et {other:le} échangent leurs puissances de "
                              "base {duration} ; les changements de leur puissance s'y ajoutent "
                              "toujours : maintenant {power} et {other_power}.",
        "would.base_power": "fixerait la puissance de base d'une carte",
        "would.base_power.card": "fixerait la puissance de base {card:du}",
        "would.swap_base_power": "échangerait les puissances de base de deux cartes",
        "why.swap_needs_two": "il faut deux cartes et {count} ont été choisies",
    },
    "it": {
        "power.base_set": "potenza base fissata da un effetto",
        "base_power_set": "{effect}: la potenza base {card:del} diventa {value} {duration}; le "
                          "modifiche alla sua potenza continuano a sommarsi: ora {power}.",
        "base_power_swapped": "{effect}: {card:il} e {other:il} si scambiano le potenze base "
                              "{duration}; le modifiche alla loro potenza continuano a "
                              "sommarsi: ora {power} e {other_power}.",
        "would.base_power": "fisserebbe la potenza base di una carta",
        "would.base_power.card": "fisserebbe la potenza base {card:del}",
        "would.swap_base_power": "scambierebbe le potenze base di due carte",
        "why.swap_needs_two": "servono due carte e ne sono state scelte {count}",
    },
}
