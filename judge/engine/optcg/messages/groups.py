"""The words of effects on several cards and of the richer target filters (optcg/groups.py),
in every language of the site: each language's catalogue takes its table from here
(`MESSAGES.update(GROUPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

GROUPS: dict[str, dict[str, Message]] = {
    "en": {
        "why.trash_empty": "{player}'s trash is empty",
        "mismatch.no_trigger": "it has no [Trigger]",
        "mismatch.has_base_effect": "it has an effect of its own (card text or [Trigger])",
        "mismatch.has_on_play": "it has an [On Play] effect, applied or not",
        "mismatch.no_blocker": "it does not have [Blocker] now",
        "choice_unfit": "{effect}: {card} does not fit what it chooses ({why}), so it is not "
                        "chosen.",
        "second_choice_unfit": "{effect}: when its second choice comes, {card} does not fit "
                               "({why}); that part is skipped.",
        "illegal.counter_one_card": "A Counter value raises the power of one card: {player} "
                                  "names one Leader or Character.",
        "illegal.too_many_targets": "{effect} chooses up to {limit} {limit:card|cards}, so it "
                                    "cannot choose "
                                    "{count}.",
        "illegal.total_power_above": "{effect} chooses cards with a total power of {limit} or "
                                     "less: those named have {total} together.",
        "why.none_match": "no card on the field fits its description",
        "mismatch.base_cost_above": "its base cost is {value}, not {limit} or less",
        "mismatch.base_cost_below": "its base cost is {value}, not {limit} or more",
        "mismatch.base_power_above": "its base power is {value}, not {limit} or less",
        "mismatch.base_power_below": "its base power is {value}, not {limit} or more",
        "mismatch.is_self": "it is the card whose effect this is",
        "mismatch.excluded_name": "the effect leaves out {name}",
        "mismatch.don_below": "it has {value} DON!! given, not {limit} or more",
        "why.no_don_on_field": "{player} has no DON!! on the field",
        "why.no_active_don": "{player} has no active DON!! in the cost area",
    },
    "de": {
        "why.trash_empty": "der Ablagestapel von {player} ist leer",
        "mismatch.no_trigger": "sie hat keinen [Trigger]",
        "mismatch.has_base_effect": "sie hat einen eigenen Effekt (Kartentext oder [Trigger])",
        "mismatch.has_on_play": "sie hat einen [On Play]-Effekt, ob er wirkt oder nicht",
        "mismatch.no_blocker": "sie hat jetzt keinen [Blocker]",
        "choice_unfit": "{effect}: {card:der} passt nicht zu dem, was er wählt ({why}), also wird "
                        "sie nicht gewählt.",
        "second_choice_unfit": "{effect}: Als seine zweite Wahl ansteht, passt {card:der} nicht "
                               "({why}); dieser Teil entfällt.",
        "illegal.counter_one_card": "Ein Konterwert erhöht die Stärke einer einzigen Karte: "
                                  "{player} nennt einen Leader oder einen Charakter.",
        "illegal.too_many_targets": "{effect} wählt bis zu {limit} {limit:Karte|Karten}, also "
                                    "nicht {count}.",
        "illegal.total_power_above": "{effect} wählt Karten mit zusammen {limit} Stärke oder "
                                     "weniger: Die genannten haben zusammen {total}.",
        "why.none_match": "keine Karte auf dem Spielfeld passt zu seiner Beschreibung",
        "mismatch.base_cost_above": "ihre Grundkosten sind {value}, nicht {limit} oder weniger",
        "mismatch.base_cost_below": "ihre Grundkosten sind {value}, nicht {limit} oder mehr",
        "mismatch.base_power_above": "ihre Grundstärke ist {value}, nicht {limit} oder weniger",
        "mismatch.base_power_below": "ihre Grundstärke ist {value}, nicht {limit} oder mehr",
        "mismatch.is_self": "sie ist die Karte, deren Effekt es ist",
        "mismatch.excluded_name": "der Effekt nimmt {name} aus",
        "mismatch.don_below": "ihr sind {value} DON!! angelegt, nicht {limit} oder mehr",
        "why.no_don_on_field": "{player} hat keine DON!! auf dem Spielfeld",
        "why.no_active_don": "{player} hat keine aktiven DON!! im Kostenbereich",
    },
    "es": {
        "why.trash_empty": "el Trash de {player} está vacío",
        "mismatch.no_trigger": "no tiene [Trigger]",
        "mismatch.has_base_effect": "tiene un efecto propio (texto de carta o [Trigger])",
        "mismatch.has_on_play": "tiene un efecto [On Play], se aplique o no",
        "mismatch.no_blocker": "ahora no tiene [Blocker]",
        "choice_unfit": "{effect}: {card:el} no encaja con lo que elige ({why}), así que no se "
                        "elige.",
        "second_choice_unfit": "{effect}: cuando llega su segunda elección, {card:el} no encaja "
                               "({why}); esa parte se omite.",
        "illegal.counter_one_card": "Un valor de Counter sube el poder de una sola carta: "
                                  "{player} nombra un Líder o un Personaje.",
        "illegal.too_many_targets": "{effect} elige hasta {limit} {limit:carta|cartas}, así que "
                                    "no puede "
                                    "elegir {count}.",
        "illegal.total_power_above": "{effect} elige cartas con un poder total de {limit} o "
                                     "menos: las nombradas suman {total}.",
        "why.none_match": "ninguna carta del campo encaja con su descripción",
        "mismatch.base_cost_above": "su coste base es {value}, no {limit} o menos",
        "mismatch.base_cost_below": "su coste base es {value}, no {limit} o más",
        "mismatch.base_power_above": "su poder base es {value}, no {limit} o menos",
        "mismatch.base_power_below": "su poder base es {value}, no {limit} o más",
        "mismatch.is_self": "es la carta de la que viene el efecto",
        "mismatch.excluded_name": "el efecto excluye a {name}",
        "mismatch.don_below": "tiene {value} DON!! {value:dada|dadas}, no {limit} o más",
        "why.no_don_on_field": "{player} no tiene DON!! en el campo",
        "why.no_active_don": "{player} no tiene DON!! activas en la Zona de costes",
    },
    "it": {
        "why.trash_empty": "gli Scarti di {player} sono vuoti",
        "mismatch.no_trigger": "non ha [Trigger]",
        "mismatch.has_base_effect": "ha un effetto proprio (testo della carta o [Trigger])",
        "mismatch.has_on_play": "ha un effetto [On Play], che si applichi o no",
        "mismatch.no_blocker": "ora non ha [Blocker]",
        "choice_unfit": "{effect}: {card:il} non corrisponde a ciò che sceglie ({why}), quindi "
                        "non viene scelta.",
        "second_choice_unfit": "{effect}: quando arriva la sua seconda scelta, {card:il} non "
                               "corrisponde ({why}); quella parte viene saltata.",
        "illegal.counter_one_card": "Un valore Counter aumenta la potenza di una sola carta: "
                                  "{player} indica un Leader o un Personaggio.",
        "illegal.too_many_targets": "{effect} sceglie fino a {limit} {limit:carta|carte}, quindi "
                                    "non può "
                                    "sceglierne {count}.",
        "illegal.total_power_above": "{effect} sceglie carte con una forza totale di {limit} o "
                                     "meno: quelle indicate hanno {total} in tutto.",
        "why.none_match": "nessuna carta sul terreno corrisponde alla sua descrizione",
        "mismatch.base_cost_above": "il suo costo base è {value}, non {limit} o meno",
        "mismatch.base_cost_below": "il suo costo base è {value}, non {limit} o più",
        "mismatch.base_power_above": "la sua potenza base è {value}, non {limit} o meno",
        "mismatch.base_power_below": "la sua potenza base è {value}, non {limit} o più",
        "mismatch.is_self": "è la carta da cui viene l'effetto",
        "mismatch.excluded_name": "l'effetto esclude {name}",
        "mismatch.don_below": "ha {value} DON!! {value:assegnata|assegnate}, non {limit} o più",
        "why.no_don_on_field": "{player} non ha DON!! sul terreno",
        "why.no_active_don": "{player} non ha DON!! attive nella Zona Costi",
    },
    "fr": {
        "why.trash_empty": "la défausse de {player} est vide",
        "mismatch.no_trigger": "elle n'a pas de [Déclenchement]",
        "mismatch.has_base_effect": "elle a un effet propre (texte de carte ou "
                                    "[Déclenchement])",
        "mismatch.has_on_play": "elle a un effet [Jouée], qu'il s'applique ou non",
        "mismatch.no_blocker": "elle n'a pas [Bloqueur] en ce moment",
        "choice_unfit": "{effect} : {card:le} ne correspond pas à ce qu'il choisit ({why}), elle "
                        "n'est donc pas choisie.",
        "second_choice_unfit": "{effect} : quand vient son second choix, {card:le} ne correspond "
                               "pas ({why}) ; cette partie est sautée.",
        "illegal.counter_one_card": "Une valeur de Contre augmente la puissance d'une seule "
                                  "carte : {player} nomme un Leader ou un Personnage.",
        "illegal.too_many_targets": "{effect} choisit jusqu'à {limit} {limit:carte|cartes}, il ne "
                                    "peut donc "
                                    "pas en choisir {count}.",
        "illegal.total_power_above": "{effect} choisit des cartes d'une puissance totale de "
                                     "{limit} ou moins : celles nommées ont {total} ensemble.",
        "why.none_match": "aucune carte du terrain ne correspond à sa description",
        "mismatch.base_cost_above": "son coût de base est {value}, pas {limit} ou moins",
        "mismatch.base_cost_below": "son coût de base est {value}, pas {limit} ou plus",
        "mismatch.base_power_above": "sa puissance de base est {value}, pas {limit} ou moins",
        "mismatch.base_power_below": "sa puissance de base est {value}, pas {limit} ou plus",
        "mismatch.is_self": "c'est la carte dont vient l'effet",
        "mismatch.excluded_name": "l'effet exclut {name}",
        "mismatch.don_below": "elle a {value} DON!! {value:donnée|données}, pas {limit} ou plus",
        "why.no_don_on_field": "{player} n'a aucune DON!! sur le terrain",
        "why.no_active_don": "{player} n'a aucune DON!! redressée dans la zone de coût",
    },
}
