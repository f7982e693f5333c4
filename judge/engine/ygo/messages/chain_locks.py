"""The words of activations that cannot be negated (unnegated.py, activation_guards.py, 11-3-5),
and of what cannot answer an activation (response_locks.py, 11-2-8), and of Summons that cannot
be negated (5-3-32); each language's catalogue takes from here
(`MESSAGES.update(CHAIN_LOCKS["de"])`), in the terms of each language's cards (annullieren,
negar, annuler, annullare)."""
from __future__ import annotations

from ...core.catalogue import Message

CHAIN_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.activation_kept": "{by} says the activation of such a monster's effect "
                                   "cannot be negated: {card} negates the activation of Chain "
                                   "Link {number} ({below}), so it cannot be activated in "
                                   "response.",
        "illegal.summons_cannot_be_negated.normal": "{by} says the Normal Summon of such a "
                                                    "monster cannot be negated: {card} cannot "
                                                    "be activated against that of {monster}.",
        "illegal.summons_cannot_be_negated.special": "{by} says the Special Summon of such a "
                                                     "monster cannot be negated: {card} cannot "
                                                     "be activated against that of {monster}.",
        "illegal.summon_cannot_be_negated.normal": "The text of {monster} says its Normal "
                                                   "Summon cannot be negated: {card} cannot "
                                                   "be activated against it.",
        "illegal.summon_cannot_be_negated.special": "The text of {monster} says its Special "
                                                    "Summon cannot be negated: {card} cannot "
                                                    "be activated against it.",
        "illegal.no_responses.target": "{card}'s text says the card it targets cannot be "
                                       "activated in response to this effect's activation: "
                                       "{player} cannot activate it now.",
        "illegal.no_responses.card.target": "{card}'s text says the card it targets cannot be "
                                            "activated in response to its activation: {player} "
                                            "cannot activate {activated} now.",
        "illegal.no_responses.card.monster_effects": "{card}'s text says no monster effect can "
                                                     "be activated in response to its "
                                                     "activation: {player} cannot activate the "
                                                     "effect of {activated} now.",
        "illegal.no_responses.card.spells_traps": "{card}'s text says no Spell or Trap Card can "
                                                  "be activated in response to its activation: "
                                                  "{player} cannot activate {activated} now.",
        "illegal.cannot_be_negated": "{card} negates the Chain Link below it, and the text of "
                                     "Chain Link {number} ({below}) says its activation and "
                                     "effect cannot be negated: {card} has nothing it could "
                                     "negate, so it cannot be activated in response.",
        "link.not_negated": "{link}: the text of {card} says its activation and effect cannot "
                            "be negated, so no card on the field negates it: it resolves.",
    },
    "de": {
        "illegal.activation_kept": "Laut {by:dem} kann die Aktivierung des Effekts eines "
                                   "solchen Monsters nicht annulliert werden: {card:der} "
                                   "annulliert die Aktivierung von Kettenglied {number} "
                                   "({below}) und kann daher nicht als Antwort aktiviert "
                                   "werden.",
        "illegal.summons_cannot_be_negated.normal": "Laut {by:dem} kann die "
                                                    "Normalbeschwörung eines solchen Monsters "
                                                    "nicht annulliert werden: {card:der} kann "
                                                    "nicht gegen die Beschwörung {monster:vom} "
                                                    "aktiviert werden.",
        "illegal.summons_cannot_be_negated.special": "Laut {by:dem} kann die "
                                                     "Spezialbeschwörung eines solchen Monsters "
                                                     "nicht annulliert werden: {card:der} kann "
                                                     "nicht gegen die Beschwörung {monster:vom} "
                                                     "aktiviert werden.",
        "illegal.summon_cannot_be_negated.normal": "Laut dem Text {monster:vom} kann seine "
                                                   "Normalbeschwörung nicht annulliert werden: "
                                                   "{card:der} kann nicht dagegen aktiviert "
                                                   "werden.",
        "illegal.summon_cannot_be_negated.special": "Laut dem Text {monster:vom} kann seine "
                                                    "Spezialbeschwörung nicht annulliert "
                                                    "werden: {card:der} kann nicht dagegen "
                                                    "aktiviert werden.",
        "illegal.no_responses.target": "Laut dem Text {card:vom} kann die Karte, die er als "
                                       "Ziel wählt, nicht als Antwort auf die Aktivierung "
                                       "dieses Effekts aktiviert werden: {player} kann sie "
                                       "jetzt nicht aktivieren.",
        "illegal.no_responses.card.target": "Laut dem Text {card:vom} kann die Karte, die er "
                                            "als Ziel wählt, nicht als Antwort auf seine "
                                            "Aktivierung aktiviert werden: {player} kann "
                                            "{activated:den} jetzt nicht aktivieren.",
        "illegal.no_responses.card.monster_effects": "Laut dem Text {card:vom} kann als "
                                                     "Antwort auf seine Aktivierung kein "
                                                     "Monstereffekt aktiviert werden: {player} "
                                                     "kann den Effekt {activated:vom} jetzt "
                                                     "nicht aktivieren.",
        "illegal.no_responses.card.spells_traps": "Laut dem Text {card:vom} kann als Antwort "
                                                  "auf seine Aktivierung keine Zauber- oder "
                                                  "Fallenkarte aktiviert werden: {player} kann "
                                                  "{activated:den} jetzt nicht aktivieren.",
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
        "illegal.activation_kept": "{by:el} dice que la activación del efecto de un monstruo "
                                   "así no puede ser negada: {card:el} niega la activación del "
                                   "Eslabón de Cadena {number} ({below}), así que no se puede "
                                   "activar en respuesta.",
        "illegal.summons_cannot_be_negated.normal": "{by:el} dice que la Invocación Normal "
                                                    "de un monstruo así no puede ser negada: "
                                                    "{card:el} no se puede activar contra la "
                                                    "{monster:del}.",
        "illegal.summons_cannot_be_negated.special": "{by:el} dice que la Invocación Especial "
                                                     "de un monstruo así no puede ser negada: "
                                                     "{card:el} no se puede activar contra la "
                                                     "{monster:del}.",
        "illegal.summon_cannot_be_negated.normal": "El texto {monster:del} dice que su "
                                                   "Invocación Normal no puede ser negada: "
                                                   "{card:el} no se puede activar contra ella.",
        "illegal.summon_cannot_be_negated.special": "El texto {monster:del} dice que su "
                                                    "Invocación Especial no puede ser negada: "
                                                    "{card:el} no se puede activar contra ella.",
        "illegal.no_responses.target": "El texto {card:del} dice que la carta que selecciona "
                                       "como objetivo no se puede activar en respuesta a la "
                                       "activación de este efecto: {player} no puede "
                                       "activarla ahora.",
        "illegal.no_responses.card.target": "El texto {card:del} dice que la carta que "
                                            "selecciona como objetivo no se puede activar en "
                                            "respuesta a su activación: {player} no puede "
                                            "activar {activated:el} ahora.",
        "illegal.no_responses.card.monster_effects": "El texto {card:del} dice que no se puede "
                                                     "activar ningún efecto de monstruo en "
                                                     "respuesta a su activación: {player} no "
                                                     "puede activar el efecto {activated:del} "
                                                     "ahora.",
        "illegal.no_responses.card.spells_traps": "El texto {card:del} dice que no se puede "
                                                  "activar ninguna Carta Mágica o de Trampa en "
                                                  "respuesta a su activación: {player} no puede "
                                                  "activar {activated:el} ahora.",
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
        "illegal.activation_kept": "{by:le} dit que l'activation de l'effet d'un tel monstre "
                                   "ne peut pas être annulée : {card:le} annule l'activation du "
                                   "Maillon de la Chaîne {number} ({below}), il ne peut donc "
                                   "pas être activé en réponse.",
        "illegal.summons_cannot_be_negated.normal": "{by:le} dit que l'Invocation Normale "
                                                    "d'un tel monstre ne peut pas être "
                                                    "annulée : {card:le} ne peut pas être "
                                                    "activé contre celle {monster:du}.",
        "illegal.summons_cannot_be_negated.special": "{by:le} dit que l'Invocation Spéciale "
                                                     "d'un tel monstre ne peut pas être "
                                                     "annulée : {card:le} ne peut pas être "
                                                     "activé contre celle {monster:du}.",
        "illegal.summon_cannot_be_negated.normal": "Le texte {monster:du} dit que son "
                                                   "Invocation Normale ne peut pas être "
                                                   "annulée : {card:le} ne peut pas être activé "
                                                   "contre elle.",
        "illegal.summon_cannot_be_negated.special": "Le texte {monster:du} dit que son "
                                                    "Invocation Spéciale ne peut pas être "
                                                    "annulée : {card:le} ne peut pas être "
                                                    "activé contre elle.",
        "illegal.no_responses.target": "Le texte {card:du} dit que la carte qu'il cible ne "
                                       "peut pas être activée en réponse à l'activation de cet "
                                       "effet : {player} ne peut pas l'activer maintenant.",
        "illegal.no_responses.card.target": "Le texte {card:du} dit que la carte qu'il cible ne "
                                            "peut pas être activée en réponse à son "
                                            "activation : {player} ne peut pas activer "
                                            "{activated:le} maintenant.",
        "illegal.no_responses.card.monster_effects": "Le texte {card:du} dit qu'aucun effet de "
                                                     "monstre ne peut être activé en réponse à "
                                                     "son activation : {player} ne peut pas "
                                                     "activer l'effet {activated:du} "
                                                     "maintenant.",
        "illegal.no_responses.card.spells_traps": "Le texte {card:du} dit qu'aucune Carte Magie "
                                                  "ou Piège ne peut être activée en réponse à "
                                                  "son activation : {player} ne peut pas "
                                                  "activer {activated:le} maintenant.",
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
        "illegal.activation_kept": "{by:il} dice che l'attivazione dell'effetto di un mostro "
                                   "simile non può essere annullata: {card:il} annulla "
                                   "l'attivazione dell'Anello della Catena {number} ({below}), "
                                   "quindi non può essere attivato in risposta.",
        "illegal.summons_cannot_be_negated.normal": "{by:il} dice che l'Evocazione Normale "
                                                    "di un mostro simile non può essere "
                                                    "annullata: {card:il} non può essere "
                                                    "attivato contro quella {monster:del}.",
        "illegal.summons_cannot_be_negated.special": "{by:il} dice che l'Evocazione Speciale "
                                                     "di un mostro simile non può essere "
                                                     "annullata: {card:il} non può essere "
                                                     "attivato contro quella {monster:del}.",
        "illegal.summon_cannot_be_negated.normal": "Il testo {monster:del} dice che la sua "
                                                   "Evocazione Normale non può essere "
                                                   "annullata: {card:il} non può essere "
                                                   "attivato contro di essa.",
        "illegal.summon_cannot_be_negated.special": "Il testo {monster:del} dice che la sua "
                                                    "Evocazione Speciale non può essere "
                                                    "annullata: {card:il} non può essere "
                                                    "attivato contro di essa.",
        "illegal.no_responses.target": "Il testo {card:del} dice che la carta che sceglie "
                                       "come bersaglio non può essere attivata in risposta "
                                       "all'attivazione di questo effetto: {player} non può "
                                       "attivarla ora.",
        "illegal.no_responses.card.target": "Il testo {card:del} dice che la carta che sceglie "
                                            "come bersaglio non può essere attivata in risposta "
                                            "alla sua attivazione: {player} non può attivare "
                                            "{activated:il} ora.",
        "illegal.no_responses.card.monster_effects": "Il testo {card:del} dice che nessun "
                                                     "effetto di mostro può essere attivato in "
                                                     "risposta alla sua attivazione: {player} "
                                                     "non può attivare l'effetto {activated:del} "
                                                     "ora.",
        "illegal.no_responses.card.spells_traps": "Il testo {card:del} dice che nessuna Carta "
                                                  "Magia o Trappola può essere attivata in "
                                                  "risposta alla sua attivazione: {player} non "
                                                  "può attivare {activated:il} ora.",
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
