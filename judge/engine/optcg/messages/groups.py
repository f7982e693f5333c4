"""The words of effects on several cards and of the richer target filters (optcg/groups.py),
in every language of the site: each language's catalogue takes its table from here
(`MESSAGES.update(GROUPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

GROUPS: dict[str, dict[str, Message]] = {
    "en": {
        "input.duplicate_target": "{id} is named twice",
        "illegal.too_many_targets": "{effect} chooses up to {limit} cards, so it cannot choose "
                                    "{count}.",
        "why.none_match": "no card on the field fits its description",
        "mismatch.base_cost_above": "its base cost is {value}, not {limit} or less",
        "mismatch.base_cost_below": "its base cost is {value}, not {limit} or more",
        "mismatch.base_power_above": "its base power is {value}, not {limit} or less",
        "mismatch.base_power_below": "its base power is {value}, not {limit} or more",
        "mismatch.is_self": "it is the card whose effect this is",
        "mismatch.excluded_name": "the effect leaves out {name}",
        "mismatch.don_below": "it has {value} DON!! given, not {limit} or more",
        "mismatch.no_trigger": "it has no [Trigger]",
    },
    "de": {
        "input.duplicate_target": "{id} ist doppelt genannt",
        "illegal.too_many_targets": "{effect} wählt bis zu {limit} Karten, also nicht {count}.",
        "why.none_match": "keine Karte auf dem Spielfeld passt zu seiner Beschreibung",
        "mismatch.base_cost_above": "ihre Grundkosten sind {value}, nicht {limit} oder weniger",
        "mismatch.base_cost_below": "ihre Grundkosten sind {value}, nicht {limit} oder mehr",
        "mismatch.base_power_above": "ihre Grundstärke ist {value}, nicht {limit} oder weniger",
        "mismatch.base_power_below": "ihre Grundstärke ist {value}, nicht {limit} oder mehr",
        "mismatch.is_self": "sie ist die Karte, deren Effekt es ist",
        "mismatch.excluded_name": "der Effekt nimmt {name} aus",
        "mismatch.don_below": "ihr sind {value} DON!! angelegt, nicht {limit} oder mehr",
        "mismatch.no_trigger": "sie hat keinen [Trigger]",
    },
    "es": {
        "input.duplicate_target": "{id} aparece dos veces",
        "illegal.too_many_targets": "{effect} elige hasta {limit} cartas, así que no puede "
                                    "elegir {count}.",
        "why.none_match": "ninguna carta del campo encaja con su descripción",
        "mismatch.base_cost_above": "su coste base es {value}, no {limit} o menos",
        "mismatch.base_cost_below": "su coste base es {value}, no {limit} o más",
        "mismatch.base_power_above": "su poder base es {value}, no {limit} o menos",
        "mismatch.base_power_below": "su poder base es {value}, no {limit} o más",
        "mismatch.is_self": "es la carta de la que viene el efecto",
        "mismatch.excluded_name": "el efecto excluye a {name}",
        "mismatch.don_below": "tiene {value} DON!! dados, no {limit} o más",
        "mismatch.no_trigger": "no tiene [Trigger]",
    },
    "it": {
        "input.duplicate_target": "{id} è indicato due volte",
        "illegal.too_many_targets": "{effect} sceglie fino a {limit} carte, quindi non può "
                                    "sceglierne {count}.",
        "why.none_match": "nessuna carta sul terreno corrisponde alla sua descrizione",
        "mismatch.base_cost_above": "il suo costo base è {value}, non {limit} o meno",
        "mismatch.base_cost_below": "il suo costo base è {value}, non {limit} o più",
        "mismatch.base_power_above": "la sua potenza base è {value}, non {limit} o meno",
        "mismatch.base_power_below": "la sua potenza base è {value}, non {limit} o più",
        "mismatch.is_self": "è la carta da cui viene l'effetto",
        "mismatch.excluded_name": "l'effetto esclude {name}",
        "mismatch.don_below": "ha {value} DON!! assegnati, non {limit} o più",
        "mismatch.no_trigger": "non ha [Trigger]",
    },
    "fr": {
        "input.duplicate_target": "{id} est nommé deux fois",
        "illegal.too_many_targets": "{effect} choisit jusqu'à {limit} cartes, il ne peut donc "
                                    "pas en choisir {count}.",
        "why.none_match": "aucune carte du terrain ne correspond à sa description",
        "mismatch.base_cost_above": "son coût de base est {value}, pas {limit} ou moins",
        "mismatch.base_cost_below": "son coût de base est {value}, pas {limit} ou plus",
        "mismatch.base_power_above": "sa puissance de base est {value}, pas {limit} ou moins",
        "mismatch.base_power_below": "sa puissance de base est {value}, pas {limit} ou plus",
        "mismatch.is_self": "c'est la carte dont vient l'effet",
        "mismatch.excluded_name": "l'effet exclut {name}",
        "mismatch.don_below": "elle a {value} DON!! donnés, pas {limit} ou plus",
        "mismatch.no_trigger": "elle n'a pas de [Trigger]",
    },
}
