"""The words of a Quick Effect that answers an activation without negating it (answers.py,
11-1-11): "When your opponent activates a card or effect (Quick Effect): You can ..."; each
language's catalogue takes from here (`MESSAGES.update(ANSWERS["de"])`), in the terms of each
language's cards (Kettenglied, Eslabón de Cadena, Maillon de la Chaîne, Anello della Catena;
Gegner, adversario, adversaire, avversario)."""
from __future__ import annotations

from ...core.catalogue import Message

ANSWERS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.answers_no_activation": "{card} is activated in answer to the activation of "
                                         "a card or effect, and no chain is open: there is "
                                         "nothing to answer, so it cannot be activated as "
                                         "Chain Link 1.",
        "illegal.answers_other_kind": "{card} answers only the activation of {kinds}, and "
                                      "Chain Link {number} ({below}) is not one: it cannot be "
                                      "activated in answer to it.",
        "illegal.answers_opponent_only": "{card} answers only an activation by its player's "
                                         "opponent, and Chain Link {number} ({below}) was "
                                         "activated by {player} themselves.",
    },
    "de": {
        "illegal.answers_no_activation": "{card:der} wird als Antwort auf die Aktivierung "
                                         "einer Karte oder eines Effekts aktiviert, und es ist "
                                         "keine Kette offen: Es gibt nichts, worauf geantwortet "
                                         "werden kann, also kann die Karte nicht als "
                                         "Kettenglied 1 aktiviert werden.",
        "illegal.answers_other_kind": "{card:der} antwortet nur auf die Aktivierung {kinds}, "
                                      "und Kettenglied {number} ({below}) ist keine solche: "
                                      "Die Karte kann nicht als Antwort darauf aktiviert "
                                      "werden.",
        "illegal.answers_opponent_only": "{card:der} antwortet nur auf eine Aktivierung des "
                                         "Gegners seines Spielers, und Kettenglied {number} "
                                         "({below}) hat {player} selbst aktiviert.",
    },
    "es": {
        "illegal.answers_no_activation": "{card:el} se activa en respuesta a la activación de "
                                         "una carta o efecto, y no hay ninguna Cadena abierta: "
                                         "no hay nada a lo que responder, así que no se puede "
                                         "activar como Eslabón de Cadena 1.",
        "illegal.answers_other_kind": "{card:el} solo responde a la activación de {kinds}, y "
                                      "el Eslabón de Cadena {number} ({below}) no lo es: no se "
                                      "puede activar en respuesta a él.",
        "illegal.answers_opponent_only": "{card:el} solo responde a una activación del "
                                         "adversario de su jugador, y el Eslabón de Cadena "
                                         "{number} ({below}) lo activó el propio {player}.",
    },
    "fr": {
        "illegal.answers_no_activation": "{card:le} s'active en réponse à l'activation d'une "
                                         "carte ou d'un effet, et aucune Chaîne n'est ouverte ; "
                                         "il n'y a rien à quoi répondre, elle ne peut donc pas "
                                         "être activée comme Maillon de la Chaîne 1.",
        "illegal.answers_other_kind": "{card:le} ne répond qu'à l'activation {kinds}, et le "
                                      "Maillon de la Chaîne {number} ({below}) n'en est pas "
                                      "une : elle ne peut pas être activée en réponse.",
        "illegal.answers_opponent_only": "{card:le} ne répond qu'à une activation de "
                                         "l'adversaire de son joueur, et le Maillon de la "
                                         "Chaîne {number} ({below}) a été activé par {player} "
                                         "lui-même.",
    },
    "it": {
        "illegal.answers_no_activation": "{card:il} si attiva in risposta all'attivazione di "
                                         "una carta o di un effetto, e nessuna Catena è aperta: "
                                         "non c'è nulla a cui rispondere, quindi non si può "
                                         "attivare come Anello della Catena 1.",
        "illegal.answers_other_kind": "{card:il} risponde solo all'attivazione di {kinds}, e "
                                      "l'Anello della Catena {number} ({below}) non lo è: non "
                                      "si può attivare in risposta.",
        "illegal.answers_opponent_only": "{card:il} risponde solo a un'attivazione "
                                         "dell'avversario del suo giocatore, e l'Anello della "
                                         "Catena {number} ({below}) l'ha attivato {player} "
                                         "stesso.",
    },
}
# a Trigger Effect on an activation (`event: activated`): its player's own activation, a card
# its text describes, one in its column; and the kinds of one property it may name
ANSWERED: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.activated": "a card or effect its text describes is activated",
        "illegal.answers_own_only": "{card} answers only an activation by its own player, "
                                    "and Chain Link {number} ({below}) was not activated by "
                                    "{player}.",
        "illegal.answers_not_described": "{card} answers only the activation of a card its "
                                         "text describes (of the archetype it names, another "
                                         "card than itself), and Chain Link {number} ({below}) "
                                         "is not one.",
        "illegal.answers_column": "{card} answers only an activation in its own column, and "
                                  "Chain Link {number} ({below}) is not in it, or where one of "
                                  "them stands is not given.",
        "negatable.quick-play_spell": "a Quick-Play Spell Card",
        "negatable.normal_trap": "a Normal Trap Card",
    },
    "de": {
        "trigger_event.activated": "eine Karte oder ein Effekt, den ihr Text beschreibt, wird "
                                   "aktiviert",
        "illegal.answers_own_only": "{card:der} antwortet nur auf eine Aktivierung ihres "
                                    "eigenen Spielers, und Kettenglied {number} ({below}) hat "
                                    "nicht {player} aktiviert.",
        "illegal.answers_not_described": "{card:der} antwortet nur auf die Aktivierung einer "
                                         "Karte, die ihr Text beschreibt (des genannten "
                                         "Archetyps, einer anderen Karte als sie selbst), und "
                                         "Kettenglied {number} ({below}) ist keine solche.",
        "illegal.answers_column": "{card:der} antwortet nur auf eine Aktivierung in ihrer "
                                  "eigenen Spalte, und Kettenglied {number} ({below}) liegt "
                                  "nicht darin, oder wo eine der beiden Karten liegt, ist nicht "
                                  "angegeben.",
        "negatable.quick-play_spell": "einer Schnellzauberkarte",
        "negatable.normal_trap": "einer normalen Fallenkarte",
    },
    "es": {
        "trigger_event.activated": "se activa una carta o efecto que describe su texto",
        "illegal.answers_own_only": "{card:el} solo responde a una activación de su propio "
                                    "jugador, y el Eslabón de Cadena {number} ({below}) no lo "
                                    "activó {player}.",
        "illegal.answers_not_described": "{card:el} solo responde a la activación de una carta "
                                         "que describe su texto (del arquetipo que nombra, "
                                         "otra carta distinta de sí misma), y el Eslabón de "
                                         "Cadena {number} ({below}) no lo es.",
        "illegal.answers_column": "{card:el} solo responde a una activación en su propia "
                                  "columna, y el Eslabón de Cadena {number} ({below}) no está "
                                  "en ella, o no se indica dónde está una de las dos.",
        "negatable.quick-play_spell": "una Carta Mágica de Juego Rápido",
        "negatable.normal_trap": "una Carta de Trampa Normal",
    },
    "fr": {
        "trigger_event.activated": "une carte ou un effet que décrit son texte est activé",
        "illegal.answers_own_only": "{card:le} ne répond qu'à une activation de son propre "
                                    "joueur, et le Maillon de la Chaîne {number} ({below}) n'a "
                                    "pas été activé par {player}.",
        "illegal.answers_not_described": "{card:le} ne répond qu'à l'activation d'une carte "
                                         "que décrit son texte (de l'archétype qu'il nomme, "
                                         "une autre carte qu'elle-même), et le Maillon de la "
                                         "Chaîne {number} ({below}) n'en est pas une.",
        "illegal.answers_column": "{card:le} ne répond qu'à une activation dans sa propre "
                                  "colonne, et le Maillon de la Chaîne {number} ({below}) "
                                  "n'y est pas, ou l'emplacement de l'une des deux n'est pas "
                                  "donné.",
        "negatable.quick-play_spell": "d'une Carte Magie Jeu-Rapide",
        "negatable.normal_trap": "d'une Carte Piège Normale",
    },
    "it": {
        "trigger_event.activated": "viene attivata una carta o un effetto descritto dal suo "
                                   "testo",
        "illegal.answers_own_only": "{card:il} risponde solo a un'attivazione del suo stesso "
                                    "giocatore, e l'Anello della Catena {number} ({below}) non "
                                    "l'ha attivato {player}.",
        "illegal.answers_not_described": "{card:il} risponde solo all'attivazione di una carta "
                                         "descritta dal suo testo (dell'archetipo che nomina, "
                                         "una carta diversa da sé stessa), e l'Anello della "
                                         "Catena {number} ({below}) non lo è.",
        "illegal.answers_column": "{card:il} risponde solo a un'attivazione nella sua stessa "
                                  "colonna, e l'Anello della Catena {number} ({below}) non vi "
                                  "si trova, oppure non è indicato dove si trova una delle due.",
        "negatable.quick-play_spell": "una Carta Magia Rapida",
        "negatable.normal_trap": "una Carta Trappola Normale",
    },
}
for _language, _table in ANSWERED.items():
    ANSWERS[_language].update(_table)
