"""The words of activations that cannot be negated (unnegated.py, 11-3-5) each language's
catalogue takes from here (`MESSAGES.update(CHAIN_LOCKS["de"])`), in the terms of each
language's cards (annullieren, negar, annuler, annullare)."""
from __future__ import annotations

from ...core.catalogue import Message

CHAIN_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.cannot_be_negated": "{card} negates the Chain Link below it, and the text of "
                                     "Chain Link {number} ({below}) says its activation and "
                                     "effect cannot be negated: {card} has nothing it could "
                                     "negate, so it cannot be activated in response.",
        "link.not_negated": "{link}: the text of {card} says its activation and effect cannot "
                            "be negated, so no card on the field negates it: it resolves.",
    },
    "de": {
        "illegal.cannot_be_negated": "{card:der} annulliert das Kettenglied darunter, und laut "
                                     "dem Text von Kettenglied {number} ({below}) können seine "
                                     "Aktivierung und sein Effekt nicht annulliert werden: "
                                     "{card:der} hat nichts, was es annullieren könnte, und "
                                     "kann daher nicht als Antwort aktiviert werden.",
        "link.not_negated": "{link}: Laut dem Text {card:vom} können seine Aktivierung und "
                            "sein Effekt nicht annulliert werden, also annulliert ihn keine "
                            "Karte auf dem Spielfeld: Er wird aufgelöst.",
    },
    "es": {
        "illegal.cannot_be_negated": "{card:el} niega el Eslabón de Cadena de debajo, y el "
                                     "texto del Eslabón de Cadena {number} ({below}) dice que "
                                     "su activación y su efecto no pueden ser negados: "
                                     "{card:el} no tiene nada que pueda negar, así que no se "
                                     "puede activar en respuesta.",
        "link.not_negated": "{link}: el texto {card:del} dice que su activación y su efecto no "
                            "pueden ser negados, así que ninguna carta en el Campo lo niega: "
                            "se resuelve.",
    },
    "fr": {
        "illegal.cannot_be_negated": "{card:le} annule le Maillon de la Chaîne en dessous, et "
                                     "le texte du Maillon de la Chaîne {number} ({below}) dit "
                                     "que son activation et son effet ne peuvent pas être "
                                     "annulés ; {card:le} n'a rien qu'il pourrait annuler, il "
                                     "ne peut donc pas être activé en réponse.",
        "link.not_negated": "{link} : le texte {card:du} dit que son activation et son effet "
                            "ne peuvent pas être annulés, donc aucune carte sur le Terrain ne "
                            "l'annule : il se résout.",
    },
    "it": {
        "illegal.cannot_be_negated": "{card:il} annulla l'Anello della Catena sottostante, e il "
                                     "testo dell'Anello della Catena {number} ({below}) dice "
                                     "che la sua attivazione e il suo effetto non possono "
                                     "essere annullati: {card:il} non ha nulla che possa "
                                     "annullare, quindi non può essere attivato in risposta.",
        "link.not_negated": "{link}: il testo {card:del} dice che la sua attivazione e il suo "
                            "effetto non possono essere annullati, quindi nessuna carta sul "
                            "Terreno lo annulla: si risolve.",
    },
}
