"""The words of effects on several cards and of the richer target filters (optcg/groups.py),
in every language of the site: each language's catalogue takes its table from here
(`MESSAGES.update(GROUPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

GROUPS: dict[str, dict[str, Message]] = {
    "en": {
        "zero_times.opponent_trash_to_bottom": "{effect} asks the opponent to place 0 cards: "
            "nothing happens.",
        "would.opponent_trash_to_bottom": "make the opponent place cards from the trash at the "
            "bottom of the deck",
        "why.trash_empty": "{player}'s trash is empty",
        "opponent_trash_to_bottom": "{effect}: {player} places {cards} from the trash at the "
            "bottom of the deck ({player}'s choice: the first listed, in that order).",
        "opponent_trash_to_bottom.short": "{effect}: {player} places {cards} from the trash at "
            "the bottom of the deck, all there was of the {wanted} asked.",
        "mismatch.no_trigger": "it has no [Trigger]",
        "mismatch.has_base_effect": "it has an effect of its own (card text or [Trigger])",
        "choice_unfit": "{effect}: {card} does not fit what it chooses ({why}), so it is not "
                        "chosen.",
        "second_choice_unfit": "{effect}: when its second choice comes, {card} does not fit "
                               "({why}); that part is skipped.",
        "illegal.counter_one_card": "A Counter value raises the power of one card: {player} "
                                  "names one Leader or Character.",
        "illegal.too_many_targets": "{effect} chooses up to {limit} cards, so it cannot choose "
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
        "zero_times.opponent_trash_from_hand": "{effect} asks the opponent to trash 0 cards: "
                                               "nothing happens.",
        "zero_times.opponent_hand_to_bottom": "{effect} asks the opponent to place 0 cards: "
                                              "nothing happens.",
        "zero_times.opponent_return_don": "{effect} asks the opponent to return 0 DON!!: "
                                          "nothing happens.",
        "zero_times.rest_opponent_don": "{effect} asks to rest 0 DON!!: nothing happens.",
        "would.opponent_trash_from_hand": "make the opponent trash cards from the hand",
        "would.opponent_hand_to_bottom": "make the opponent place cards from the hand at the "
                                         "bottom of the deck",
        "would.opponent_return_don": "make the opponent return DON!! to the DON!! deck",
        "would.rest_opponent_don": "rest the opponent's DON!!",
        "why.no_don_on_field": "{player} has no DON!! on the field",
        "why.no_active_don": "{player} has no active DON!! in the cost area",
        "opponent_trash_from_hand": "{effect}: {player} trashes {cards} from the hand "
                                    "({player}'s choice: the first listed).",
        "opponent_trash_from_hand.short": "{effect}: {player} trashes {cards} from the hand, "
                                          "all there was of the {wanted} asked.",
        "opponent_hand_to_bottom": "{effect}: {player} places {cards} from the hand at the "
                                   "bottom of the deck ({player}'s choice: the first "
                                   "listed, in that order).",
        "opponent_hand_to_bottom.short": "{effect}: {player} places {cards} from the hand at "
                                         "the bottom of the deck, all there was of the "
                                         "{wanted} asked.",
        "opponent_return_don": "{effect}: {player} returns {count} DON!! from the field to the "
                               "DON!! deck (rested ones of the cost area first).",
        "opponent_return_don.short": "{effect}: {player} returns {count} DON!! to the DON!! "
                                     "deck, all there was of the {wanted} asked.",
        "rest_opponent_don": "{effect} rests {count} active DON!! of {player}'s cost area.",
        "rest_opponent_don.short": "{effect} rests {count} active DON!! of {player}'s cost area "
                                   "(only {count} of the {wanted} asked were active).",
    },
    "de": {
        "zero_times.opponent_trash_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten "
            "legt: Nichts geschieht.",
        "would.opponent_trash_to_bottom": "den Gegner Karten aus dem Ablagestapel unter sein "
            "Deck legen lassen",
        "why.trash_empty": "der Ablagestapel von {player} ist leer",
        "opponent_trash_to_bottom": "{effect}: {player} legt {cards:den} aus dem Ablagestapel "
                                    "unter "
            "das Deck (Wahl von {player}: Die zuerst aufgeführten, in dieser Reihenfolge).",
        "opponent_trash_to_bottom.short": "{effect}: {player} legt {cards:den} aus dem "
                                          "Ablagestapel "
            "unter das Deck, alles, was von den verlangten {wanted} da war.",
        "mismatch.no_trigger": "sie hat keinen [Trigger]",
        "mismatch.has_base_effect": "sie hat einen eigenen Effekt (Kartentext oder [Trigger])",
        "choice_unfit": "{effect}: {card:der} passt nicht zu dem, was er wählt ({why}), also wird "
                        "sie nicht gewählt.",
        "second_choice_unfit": "{effect}: Als seine zweite Wahl ansteht, passt {card:der} nicht "
                               "({why}); dieser Teil entfällt.",
        "illegal.counter_one_card": "Ein Konterwert erhöht die Stärke einer einzigen Karte: "
                                  "{player} nennt einen Leader oder einen Charakter.",
        "illegal.too_many_targets": "{effect} wählt bis zu {limit} Karten, also nicht {count}.",
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
        "zero_times.opponent_trash_from_hand": "{effect} verlangt, dass der Gegner 0 Karten "
                                               "ablegt: Nichts geschieht.",
        "zero_times.opponent_hand_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten "
                                              "legt: Nichts geschieht.",
        "zero_times.opponent_return_don": "{effect} verlangt, dass der Gegner 0 DON!! "
                                          "zurücklegt: Nichts geschieht.",
        "zero_times.rest_opponent_don": "{effect} verlangt, 0 DON!! ruhen zu lassen: Nichts "
                                        "geschieht.",
        "would.opponent_trash_from_hand": "den Gegner Karten aus der Hand ablegen lassen",
        "would.opponent_hand_to_bottom": "den Gegner Karten aus der Hand unter sein Deck legen "
                                         "lassen",
        "would.opponent_return_don": "den Gegner DON!! in sein DON!!-Deck zurücklegen lassen",
        "would.rest_opponent_don": "DON!! des Gegners ruhen lassen",
        "why.no_don_on_field": "{player} hat keine DON!! auf dem Spielfeld",
        "why.no_active_don": "{player} hat keine aktiven DON!! im Kostenbereich",
        "opponent_trash_from_hand": "{effect}: {player} legt {cards:den} aus der Hand ab (Wahl "
                                    "von {player}: Die zuerst aufgeführten).",
        "opponent_trash_from_hand.short": "{effect}: {player} legt {cards:den} aus der Hand ab, "
                                          "alles, was von den verlangten {wanted} da war.",
        "opponent_hand_to_bottom": "{effect}: {player} legt {cards:den} aus der Hand unter das "
                                   "Deck "
                                   "(Wahl von {player}: Die zuerst aufgeführten, in "
                                   "dieser Reihenfolge).",
        "opponent_hand_to_bottom.short": "{effect}: {player} legt {cards:den} aus der Hand unter "
                                         "das Deck, alles, was von den verlangten {wanted} da "
                                         "war.",
        "opponent_return_don": "{effect}: {player} legt {count} DON!! vom Spielfeld in das "
                               "DON!!-Deck zurück (zuerst ruhende aus dem Kostenbereich).",
        "opponent_return_don.short": "{effect}: {player} legt {count} DON!! in das DON!!-Deck "
                                     "zurück, alles, was von den verlangten {wanted} da war.",
        "rest_opponent_don": "{effect} lässt {count} aktive DON!! im Kostenbereich von {player} "
                             "ruhen.",
        "rest_opponent_don.short": "{effect} lässt {count} aktive DON!! im Kostenbereich von "
                                   "{player} ruhen (nur {count} der verlangten {wanted} waren "
                                   "aktiv).",
    },
    "es": {
        "zero_times.opponent_trash_to_bottom": "{effect} pide al rival colocar 0 cartas: no "
            "ocurre nada.",
        "would.opponent_trash_to_bottom": "haría que el rival colocara cartas del Trash al fondo "
            "del mazo",
        "why.trash_empty": "el Trash de {player} está vacío",
        "opponent_trash_to_bottom": "{effect}: {player} coloca {cards:el} del Trash al fondo del "
            "mazo (elige {player}: las primeras de la lista, en ese orden).",
        "opponent_trash_to_bottom.short": "{effect}: {player} coloca {cards:el} del Trash al fondo "
            "del mazo, todo lo que había de las {wanted} pedidas.",
        "mismatch.no_trigger": "no tiene [Trigger]",
        "mismatch.has_base_effect": "tiene un efecto propio (texto de carta o [Trigger])",
        "choice_unfit": "{effect}: {card:el} no encaja con lo que elige ({why}), así que no se "
                        "elige.",
        "second_choice_unfit": "{effect}: cuando llega su segunda elección, {card:el} no encaja "
                               "({why}); esa parte se omite.",
        "illegal.counter_one_card": "Un valor de Counter sube el poder de una sola carta: "
                                  "{player} nombra un Líder o un Personaje.",
        "illegal.too_many_targets": "{effect} elige hasta {limit} cartas, así que no puede "
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
        "zero_times.opponent_trash_from_hand": "{effect} pide al rival descartar 0 cartas: "
                                               "no ocurre nada.",
        "zero_times.opponent_hand_to_bottom": "{effect} pide al rival colocar 0 cartas: no "
                                              "ocurre nada.",
        "zero_times.opponent_return_don": "{effect} pide al rival devolver 0 DON!!: no ocurre "
                                          "nada.",
        "zero_times.rest_opponent_don": "{effect} pide descansar 0 DON!!: no ocurre nada.",
        "would.opponent_trash_from_hand": "haría que el rival descartara cartas de la mano",
        "would.opponent_hand_to_bottom": "haría que el rival colocara cartas de la mano al "
                                         "fondo del mazo",
        "would.opponent_return_don": "haría que el rival devolviera DON!! al Mazo DON!!",
        "would.rest_opponent_don": "descansaría DON!! del rival",
        "why.no_don_on_field": "{player} no tiene DON!! en el campo",
        "why.no_active_don": "{player} no tiene DON!! activas en la Zona de costes",
        "opponent_trash_from_hand": "{effect}: {player} manda {cards:el} de la mano al Trash "
                                    "(elige {player}: las primeras de la lista).",
        "opponent_trash_from_hand.short": "{effect}: {player} manda {cards:el} de la mano al "
                                          "Trash, todo lo que había de las {wanted} pedidas.",
        "opponent_hand_to_bottom": "{effect}: {player} coloca {cards:el} de la mano al fondo del "
                                   "mazo (elige {player}: las primeras de la lista, en ese "
                                   "orden).",
        "opponent_hand_to_bottom.short": "{effect}: {player} coloca {cards:el} de la mano al fondo "
                                         "del mazo, todo lo que había de las {wanted} pedidas.",
        "opponent_return_don": "{effect}: {player} devuelve {count} DON!! del campo al Mazo "
                               "DON!! (primero los descansados de la Zona de costes).",
        "opponent_return_don.short": "{effect}: {player} devuelve {count} DON!! al Mazo DON!!, "
                                     "todo lo que había de los {wanted} pedidos.",
        "rest_opponent_don": "{effect} descansa {count} DON!! {count:activa|activas} de la Zona "
                             "de costes de "
                             "{player}.",
        "rest_opponent_don.short": "{effect} descansa {count} DON!! {count:activa|activas} de la "
                                   "Zona de "
                                   "costes de {player} (solo {count} de los {wanted} pedidos "
                                   "estaban activos).",
    },
    "it": {
        "zero_times.opponent_trash_to_bottom": "{effect} chiede all'avversario di mettere 0 "
            "carte: non succede nulla.",
        "would.opponent_trash_to_bottom": "farebbe mettere all'avversario carte dagli Scarti in "
            "fondo al mazzo",
        "why.trash_empty": "gli Scarti di {player} sono vuoti",
        "opponent_trash_to_bottom": "{effect}: {player} mette {cards:il} dagli Scarti in fondo al "
            "mazzo (sceglie {player}: le prime elencate, in quest'ordine).",
        "opponent_trash_to_bottom.short": "{effect}: {player} mette {cards:il} dagli Scarti in "
            "fondo al mazzo, tutto ciò che c'era delle {wanted} richieste.",
        "mismatch.no_trigger": "non ha [Trigger]",
        "mismatch.has_base_effect": "ha un effetto proprio (testo della carta o [Trigger])",
        "choice_unfit": "{effect}: {card:il} non corrisponde a ciò che sceglie ({why}), quindi "
                        "non viene scelta.",
        "second_choice_unfit": "{effect}: quando arriva la sua seconda scelta, {card:il} non "
                               "corrisponde ({why}); quella parte viene saltata.",
        "illegal.counter_one_card": "Un valore Counter aumenta la potenza di una sola carta: "
                                  "{player} indica un Leader o un Personaggio.",
        "illegal.too_many_targets": "{effect} sceglie fino a {limit} carte, quindi non può "
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
        "zero_times.opponent_trash_from_hand": "{effect} chiede all'avversario di scartare 0 "
                                               "carte: non succede nulla.",
        "zero_times.opponent_hand_to_bottom": "{effect} chiede all'avversario di mettere 0 "
                                              "carte: non succede nulla.",
        "zero_times.opponent_return_don": "{effect} chiede all'avversario di rimettere 0 DON!!: "
                                          "non succede nulla.",
        "zero_times.rest_opponent_don": "{effect} chiede di affaticare 0 DON!!: non succede "
                                        "nulla.",
        "would.opponent_trash_from_hand": "farebbe scartare all'avversario carte dalla mano",
        "would.opponent_hand_to_bottom": "farebbe mettere all'avversario carte dalla mano in "
                                         "fondo al mazzo",
        "would.opponent_return_don": "farebbe rimettere all'avversario DON!! nel Mazzo DON!!",
        "would.rest_opponent_don": "affaticherebbe DON!! dell'avversario",
        "why.no_don_on_field": "{player} non ha DON!! sul terreno",
        "why.no_active_don": "{player} non ha DON!! attive nella Zona Costi",
        "opponent_trash_from_hand": "{effect}: {player} scarta {cards:il} dalla mano (sceglie "
                                    "{player}: le prime elencate).",
        "opponent_trash_from_hand.short": "{effect}: {player} scarta {cards:il} dalla mano, tutto "
                                          "ciò che c'era delle {wanted} richieste.",
        "opponent_hand_to_bottom": "{effect}: {player} mette {cards:il} dalla mano in fondo al "
                                   "mazzo (sceglie {player}: le prime elencate, in "
                                   "quest'ordine).",
        "opponent_hand_to_bottom.short": "{effect}: {player} mette {cards:il} dalla mano in fondo "
                                         "al mazzo, tutto ciò che c'era delle {wanted} "
                                         "richieste.",
        "opponent_return_don": "{effect}: {player} rimette {count} DON!! dal terreno nel Mazzo "
                               "DON!! (prima quelli affaticati della Zona Costi).",
        "opponent_return_don.short": "{effect}: {player} rimette {count} DON!! nel Mazzo DON!!, "
                                     "tutto ciò che c'era dei {wanted} richiesti.",
        "rest_opponent_don": "{effect} affatica {count} DON!! {count:attiva|attive} della Zona "
                             "Costi di "
                             "{player}.",
        "rest_opponent_don.short": "{effect} affatica {count} DON!! {count:attiva|attive} della "
                                   "Zona Costi di "
                                   "{player} (solo {count} dei {wanted} richiesti erano "
                                   "attivi).",
    },
    "fr": {
        "zero_times.opponent_trash_to_bottom": "{effect} demande à l'adversaire de placer 0 "
            "carte : rien ne se passe.",
        "would.opponent_trash_to_bottom": "ferait placer à l'adversaire des cartes de la "
            "défausse sous son deck",
        "why.trash_empty": "la défausse de {player} est vide",
        "opponent_trash_to_bottom": "{effect} : {player} place {cards:le} de sa défausse sous son "
            "deck ({player} choisit : les premières de la liste, dans cet ordre).",
        "opponent_trash_to_bottom.short": "{effect} : {player} place {cards:le} de sa défausse "
            "sous son deck, tout ce qu'il y avait des {wanted} demandées.",
        "mismatch.no_trigger": "elle n'a pas de [Déclenchement]",
        "mismatch.has_base_effect": "elle a un effet propre (texte de carte ou "
                                    "[Déclenchement])",
        "choice_unfit": "{effect} : {card:le} ne correspond pas à ce qu'il choisit ({why}), elle "
                        "n'est donc pas choisie.",
        "second_choice_unfit": "{effect} : quand vient son second choix, {card:le} ne correspond "
                               "pas ({why}) ; cette partie est sautée.",
        "illegal.counter_one_card": "Une valeur de Contre augmente la puissance d'une seule "
                                  "carte : {player} nomme un Leader ou un Personnage.",
        "illegal.too_many_targets": "{effect} choisit jusqu'à {limit} cartes, il ne peut donc "
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
        "zero_times.opponent_trash_from_hand": "{effect} demande à l'adversaire de défausser "
                                               "0 carte : rien ne se passe.",
        "zero_times.opponent_hand_to_bottom": "{effect} demande à l'adversaire de placer 0 "
                                              "carte : rien ne se passe.",
        "zero_times.opponent_return_don": "{effect} demande à l'adversaire de renvoyer 0 "
                                          "DON!! : rien ne se passe.",
        "zero_times.rest_opponent_don": "{effect} demande d'épuiser 0 DON!! : rien ne se passe.",
        "would.opponent_trash_from_hand": "ferait défausser des cartes de la main à "
                                          "l'adversaire",
        "would.opponent_hand_to_bottom": "ferait placer à l'adversaire des cartes de la main "
                                         "sous son deck",
        "would.opponent_return_don": "ferait renvoyer des DON!! dans le deck DON!! à "
                                     "l'adversaire",
        "would.rest_opponent_don": "épuiserait des DON!! de l'adversaire",
        "why.no_don_on_field": "{player} n'a aucune DON!! sur le terrain",
        "why.no_active_don": "{player} n'a aucune DON!! redressée dans la zone de coût",
        "opponent_trash_from_hand": "{effect} : {player} défausse {cards:le} de sa main "
                                    "({player} choisit : les premières de la liste).",
        "opponent_trash_from_hand.short": "{effect} : {player} défausse {cards:le} de sa main, "
                                          "tout ce qu'il y avait des {wanted} demandées.",
        "opponent_hand_to_bottom": "{effect} : {player} place {cards:le} de sa main sous son deck "
                                   "({player} choisit : les premières de la liste, dans "
                                   "cet ordre).",
        "opponent_hand_to_bottom.short": "{effect} : {player} place {cards:le} de sa main sous son "
                                         "deck, tout ce qu'il y avait des {wanted} demandées.",
        "opponent_return_don": "{effect} : {player} renvoie {count} DON!! du terrain dans le "
                               "deck DON!! (d'abord ceux épuisés de la zone de coût).",
        "opponent_return_don.short": "{effect} : {player} renvoie {count} DON!! dans le deck "
                                     "DON!!, tout ce qu'il y avait des {wanted} demandés.",
        "rest_opponent_don": "{effect} épuise {count} DON!! {count:redressée|redressées} de la "
                             "zone de coût de "
                             "{player}.",
        "rest_opponent_don.short": "{effect} épuise {count} DON!! {count:redressée|redressées} de "
                                   "la zone de coût de "
                                   "{player} (seuls {count} des {wanted} demandés étaient "
                                   "actifs).",
    },
}
