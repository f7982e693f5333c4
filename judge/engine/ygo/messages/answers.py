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
