"""The words of Synchro Materials as a Synchro Monster's first line lists them
(synchro_materials.py: 8-5-3, 8-5-12) each language's catalogue takes from here
(`MESSAGES.update(SYNCHRO["de"])`), in the terms of each language's cards (Synchrobeschwörung,
Empfänger, Nicht-Empfänger; Invocación por Sincronía, Cantante, no-Cantante; Invocation
Synchro, Syntoniseur, non-Syntoniseur; Synchro Evocazione, Tuner, non-Tuner)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

SYNCHRO: dict[str, dict[str, Message]] = {
    "en": {
        "tuner_turn.done": "{link}: {card} is treated as a Tuner until the end of this turn.",
        "would.tuner_turn": "treat {card} as a Tuner this turn",
        "why.tuner_turn_gone": "it is no longer the face-up monster on the field that activated "
                               "the effect",
        "illegal.effect_once_per_chain": "{card} has already activated this effect in this "
                                         "chain, and its text allows it once per Chain.",
        "why.summon_pick.synchro": "{card} is not a Synchro Monster in its player's Extra "
                                   "Deck (it is in {zone})",
        "why.summon_pick.synchro.details": "{card} is not a Synchro Monster in its player's "
                                           "Extra Deck as the card asks ({details})",
        "why.synchro_with_self": "its text says {card} itself, on the field, must be one of "
                                 "the Synchro Materials, and it is not named among them",
        "why.synchro_no_longer": "the materials named can no longer Synchro Summon {card}",
        "would.summon.synchro": "Synchro Summon a monster",
        "summoned_by_effect.synchro": "{link}: right after it resolves, {player} Synchro "
                                      "Summons {card} from the Extra Deck in {position}, "
                                      "sending {materials} to the Graveyard as its Synchro "
                                      "Materials.",
        "illegal.synchro_tuner_count": "The first line of {card} asks for {wanted} and the "
                                       "non-Tuners it lists; the materials named hold Tuners: "
                                       "{tuners}, non-Tuners: {others}.",
        "synchro.tuners_exact": "exactly {count} Tuners",
        "synchro.tuners_least": Plural("count", one="{count} or more Tuners",
                                       other="{count} or more Tuners"),
        "synchro.tuners_range": "{count} to {most} Tuners",
        "illegal.synchro_tuner_kind": "{material} is not the Tuner the first line of {card} "
                                      "asks for ({details}).",
        "illegal.synchro_non_tuner_kind": "{material} is not what the first line of {card} "
                                          "asks of each non-Tuner ({details}).",
    },
    "de": {
        "tuner_turn.done": "{link}: {card:der} wird bis zum Ende dieses Spielzugs als "
                           "Empfänger behandelt.",
        "would.tuner_turn": "{card:den} in diesem Spielzug als Empfänger behandeln",
        "why.tuner_turn_gone": "es ist nicht mehr das offene Monster auf dem Spielfeld, das den "
                               "Effekt aktiviert hat",
        "illegal.effect_once_per_chain": "{card:der} hat diesen Effekt in dieser Kette bereits "
                                         "aktiviert, und laut seinem Text geht das nur einmal "
                                         "pro Kette.",
        "why.summon_pick.synchro": "{card:der} ist kein Synchromonster im Extra Deck seines "
                                   "Spielers (sondern in {zone})",
        "why.summon_pick.synchro.details": "{card:der} ist kein Synchromonster im Extra Deck "
                                           "seines Spielers, wie die Karte es verlangt "
                                           "({details})",
        "why.synchro_with_self": "sein Text sagt, dass diese Karte selbst ({card}), auf dem "
                                 "Spielfeld, eines der Synchromaterialien sein muss, doch "
                                 "die genannten Materialien enthalten sie nicht",
        "why.synchro_no_longer": "die genannten Materialien können {card:den} nicht mehr als "
                                 "Synchrobeschwörung beschwören",
        "would.summon.synchro": "ein Monster als Synchrobeschwörung beschwören",
        "summoned_by_effect.synchro": "{link}: Direkt nach seiner Auflösung beschwört {player} "
                                      "{card:den} als Synchrobeschwörung aus dem Extra Deck, in "
                                      "{position}, und legt {materials:den} als "
                                      "Synchromaterialien auf den Friedhof.",
        "illegal.synchro_tuner_count": "Die erste Zeile {card:vom} verlangt {wanted} und die "
                                       "Nicht-Empfänger, die sie aufführt; angegeben sind "
                                       "Empfänger: {tuners}, Nicht-Empfänger: {others}.",
        "synchro.tuners_exact": "genau {count} Empfänger",
        "synchro.tuners_least": Plural("count", one="{count} oder mehr Empfänger",
                                       other="{count} oder mehr Empfänger"),
        "synchro.tuners_range": "{count} bis {most} Empfänger",
        "illegal.synchro_tuner_kind": "{material:der} ist nicht der Empfänger, den die erste "
                                      "Zeile {card:vom} verlangt ({details}).",
        "illegal.synchro_non_tuner_kind": "{material:der} ist nicht, was die erste Zeile "
                                          "{card:vom} von jedem Nicht-Empfänger verlangt "
                                          "({details}).",
    },
    "es": {
        "tuner_turn.done": "{link}: {card:el} se considera un Cantante hasta el final de este "
                           "turno.",
        "would.tuner_turn": "considerar {card:el} un Cantante este turno",
        "why.tuner_turn_gone": "ya no es el monstruo boca arriba en el Campo que activó el "
                               "efecto",
        "illegal.effect_once_per_chain": "{card:el} ya ha activado este efecto en esta "
                                         "Cadena, y su texto lo permite una vez por Cadena.",
        "why.summon_pick.synchro": "{card:el} no es un Monstruo de Sincronía del Deck Extra "
                                   "de su jugador (está en {zone})",
        "why.summon_pick.synchro.details": "{card:el} no es un Monstruo de Sincronía del Deck "
                                           "Extra de su jugador como pide la carta ({details})",
        "why.synchro_with_self": "su texto dice que la propia carta ({card}), en el Campo, debe "
                                 "ser uno de los Materiales de Sincronía, y no está entre "
                                 "los nombrados",
        "why.synchro_no_longer": "los materiales nombrados ya no pueden Invocar por Sincronía "
                                 "{card:el}",
        "would.summon.synchro": "Invocar por Sincronía un monstruo",
        "summoned_by_effect.synchro": "{link}: justo después de que se resuelva, {player} "
                                      "Invoca por Sincronía {card:el} desde el Deck Extra en "
                                      "{position}, mandando {materials:el} al Cementerio como "
                                      "sus Materiales de Sincronía.",
        "illegal.synchro_tuner_count": "La primera línea {card:del} pide {wanted} y los "
                                       "no-Cantantes que indica; los materiales indicados "
                                       "tienen Cantantes: {tuners}, no-Cantantes: {others}.",
        "synchro.tuners_exact": "exactamente {count} Cantantes",
        "synchro.tuners_least": Plural("count", one="{count} o más Cantantes",
                                       other="{count} o más Cantantes"),
        "synchro.tuners_range": "de {count} a {most} Cantantes",
        "illegal.synchro_tuner_kind": "{material:el} no es el Cantante que pide la primera "
                                      "línea {card:del} ({details}).",
        "illegal.synchro_non_tuner_kind": "{material:el} no es lo que la primera línea "
                                          "{card:del} pide a cada no-Cantante ({details}).",
    },
    "fr": {
        "tuner_turn.done": "{link} : {card:le} est considéré comme un Syntoniseur jusqu'à la "
                           "fin de ce tour.",
        "would.tuner_turn": "considérer {card:le} comme un Syntoniseur ce tour",
        "why.tuner_turn_gone": "ce n'est plus le monstre face recto sur le Terrain qui a activé "
                               "l'effet",
        "illegal.effect_once_per_chain": "{card:le} a déjà activé cet effet dans cette "
                                         "Chaîne, et son texte ne le permet qu'une fois par "
                                         "Chaîne.",
        "why.summon_pick.synchro": "{card:le} n'est pas un Monstre Synchro de l'Extra Deck "
                                   "de son joueur ({card:il|elle} est dans {zone})",
        "why.summon_pick.synchro.details": "{card:le} n'est pas un Monstre Synchro de l'Extra "
                                           "Deck de son joueur comme le demande la carte "
                                           "({details})",
        "why.synchro_with_self": "son texte dit que cette carte même ({card}), sur le "
                                 "Terrain, doit être l'un des Matériels de Synchro, et elle "
                                 "n'est pas nommée parmi eux",
        "why.synchro_no_longer": "les Matériels indiqués ne peuvent plus Invoquer par "
                                 "Synchronisation {card:le}",
        "would.summon.synchro": "Invoquer par Synchronisation un monstre",
        "summoned_by_effect.synchro": "{link} : juste après sa résolution, {player} Invoque "
                                      "par Synchronisation {card:le} depuis l'Extra Deck en "
                                      "{position}, en envoyant {materials:le} au Cimetière "
                                      "comme Matériels de Synchro.",
        "illegal.synchro_tuner_count": "La première ligne {card:du} demande {wanted} et les "
                                       "non-Syntoniseurs qu'elle indique, or les Matériels "
                                       "indiqués ne conviennent pas (Syntoniseurs : {tuners} ; "
                                       "non-Syntoniseurs : {others}).",
        "synchro.tuners_exact": "exactement {count} Syntoniseurs",
        "synchro.tuners_least": Plural("count", one="{count} Syntoniseur ou plus",
                                       other="{count} Syntoniseurs ou plus"),
        "synchro.tuners_range": "de {count} à {most} Syntoniseurs",
        "illegal.synchro_tuner_kind": "{material:le} n'est pas le Syntoniseur que demande la "
                                      "première ligne {card:du} ({details}).",
        "illegal.synchro_non_tuner_kind": "{material:le} n'est pas ce que la première ligne "
                                          "{card:du} demande à chaque non-Syntoniseur "
                                          "({details}).",
    },
    "it": {
        "tuner_turn.done": "{link}: {card:il} viene considerato un Tuner fino alla fine di "
                           "questo turno.",
        "would.tuner_turn": "considerare {card:il} un Tuner in questo turno",
        "why.tuner_turn_gone": "non è più il mostro scoperto sul Terreno che ha attivato "
                               "l'effetto",
        "illegal.effect_once_per_chain": "{card:il} ha già attivato questo effetto in questa "
                                         "Catena, e il suo testo lo consente una volta per "
                                         "Catena.",
        "why.summon_pick.synchro": "{card:il} non è un Mostro Synchro nell'Extra Deck del "
                                   "suo giocatore (si trova {zone:nel})",
        "why.summon_pick.synchro.details": "{card:il} non è un Mostro Synchro nell'Extra Deck "
                                           "del suo giocatore come chiede la carta ({details})",
        "why.synchro_with_self": "il suo testo dice che questa stessa carta ({card}), sul "
                                 "Terreno, deve essere uno dei Materiali Synchro, e non è "
                                 "nominata tra questi",
        "why.synchro_no_longer": "i materiali indicati non possono più Synchro Evocare "
                                 "{card:il}",
        "would.summon.synchro": "Synchro Evocare un mostro",
        "summoned_by_effect.synchro": "{link}: subito dopo la sua risoluzione, {player} Synchro "
                                      "Evoca {card:il} dall'Extra Deck in {position}, mandando "
                                      "{materials:il} nel Cimitero come suoi Materiali Synchro.",
        "illegal.synchro_tuner_count": "La prima riga {card:del} chiede {wanted} e i non-Tuner "
                                       "che elenca; tra i materiali indicati ci sono Tuner: "
                                       "{tuners}, non-Tuner: {others}.",
        "synchro.tuners_exact": "esattamente {count} Tuner",
        "synchro.tuners_least": Plural("count", one="{count} o più Tuner",
                                       other="{count} o più Tuner"),
        "synchro.tuners_range": "da {count} a {most} Tuner",
        "illegal.synchro_tuner_kind": "{material:il} non è il Tuner che chiede la prima riga "
                                      "{card:del} ({details}).",
        "illegal.synchro_non_tuner_kind": "{material:il} non è ciò che la prima riga {card:del} "
                                          "chiede a ogni non-Tuner ({details}).",
    },
}
