"""The words of a monster's text that keeps its opponent from answering it (immunity.py,
12-3-20, 11-2-8, 8-1-10, 5-4-5) or from taking it (3-10-5); each language's catalogue takes
them from here (`MESSAGES.update(IMMUNITY["de"])`), in the terms of each language's cards."""
from __future__ import annotations

from ...core.catalogue import Message

IMMUNITY: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.activation_lock": "{card}'s text says {player} cannot activate {what}: "
                                   "{activated} cannot be activated.",
        "illegal.activation_lock.during": "{card}'s text says {player} cannot activate {what} "
                                          "{during}: {activated} cannot be activated now.",
        "locked_what.all": "cards or effects",
        "locked_what.traps": "Trap Cards",
        "locked_what.spells": "Spell Cards",
        "locked_what.quick_play": "Quick-Play Spell Cards",
        "locked_what.monster_effects": "monster effects",
        "locked_what.graveyard_spells_traps": "the effects of Spell and Trap Cards in the GY",
        "locked_during.battle_phase": "during the Battle Phase",
        "locked_during.own_battle_phase": "during the Battle Phase of the player who controls it",
        "locked_during.main1": "during Main Phase 1",
        "illegal.no_traps_on_summon": "{card} has just been Normal Summoned, and its text "
                                      "says no Trap Cards can be activated then: {activated} "
                                      "cannot be activated now.",
        "illegal.no_responses.all": "{card}'s text says the activation of this effect cannot "
                                    "be answered: {player} cannot activate a card or effect in "
                                    "response to it.",
        "illegal.no_responses.spells_traps": "{card}'s text says no Spell or Trap Card can be "
                                             "activated in response to this effect's "
                                             "activation: {player} cannot activate one now.",
        "illegal.no_responses.monster_effects": "{card}'s text says no monster effect can be "
                                                "activated in response to this effect's "
                                                "activation: {player} cannot activate one now.",
        "input.ygo.responses_what_alone": "what cannot be activated in response is named only "
                                          "with no_responses (who cannot)",
        "illegal.battle_lock.spells_traps": "{card} is in the battle going on, and its text "
                                            "says {player} cannot activate Spell or Trap Cards "
                                            "until the end of the Damage Step: {activated} "
                                            "cannot be activated now.",
        "illegal.battle_lock.all": "{card} is in the battle going on, and its text says "
                                   "{player} cannot activate cards or effects until the end "
                                   "of the Damage Step: {activated} cannot be activated now.",
        "why.control_cannot_switch": "its text says control of it cannot switch",
    },
    "de": {
        "illegal.activation_lock": "Laut dem Text {card:vom} kann {player} keine {what} "
                                   "aktivieren: {activated:der} kann nicht aktiviert werden.",
        "illegal.activation_lock.during": "Laut dem Text {card:vom} kann {player} {during} "
                                          "keine {what} aktivieren: {activated:der} kann jetzt "
                                          "nicht aktiviert werden.",
        "locked_what.all": "Karten oder Effekte",
        "locked_what.traps": "Fallenkarten",
        "locked_what.spells": "Zauberkarten",
        "locked_what.quick_play": "Schnellzauberkarten",
        "locked_what.monster_effects": "Monstereffekte",
        "locked_what.graveyard_spells_traps": "Effekte von Zauber- und Fallenkarten im Friedhof",
        "locked_during.battle_phase": "während der Battle Phase",
        "locked_during.own_battle_phase": "während der Battle Phase des Spielers, der es "
                                          "kontrolliert",
        "locked_during.main1": "während der Main Phase 1",
        "illegal.no_traps_on_summon": "{card:der} wurde gerade als Normalbeschwörung "
                                      "beschworen, und laut seinem Text können dann keine "
                                      "Fallenkarten aktiviert werden: {activated:der} kann "
                                      "jetzt nicht aktiviert werden.",
        "illegal.no_responses.all": "Laut dem Text {card:vom} kann niemand auf die "
                                    "Aktivierung dieses Effekts antworten: {player} kann keine "
                                    "Karte und keinen Effekt als Antwort darauf aktivieren.",
        "illegal.no_responses.spells_traps": "Laut dem Text {card:vom} kann als Antwort auf "
                                             "die Aktivierung dieses Effekts keine Zauber- oder "
                                             "Fallenkarte aktiviert werden: {player} kann jetzt "
                                             "keine aktivieren.",
        "illegal.no_responses.monster_effects": "Laut dem Text {card:vom} kann als Antwort "
                                                "auf die Aktivierung dieses Effekts kein "
                                                "Monstereffekt aktiviert werden: {player} kann "
                                                "jetzt keinen aktivieren.",
        "input.ygo.responses_what_alone": "was nicht als Antwort aktiviert werden kann, wird "
                                          "nur zusammen mit no_responses (wer nicht) angegeben",
        "illegal.battle_lock.spells_traps": "{card:der} ist am laufenden Kampf beteiligt, und "
                                            "laut seinem Text kann {player} bis zum Ende des "
                                            "Damage Steps keine Zauber- oder Fallenkarten "
                                            "aktivieren: {activated:der} kann jetzt nicht "
                                            "aktiviert werden.",
        "illegal.battle_lock.all": "{card:der} ist am laufenden Kampf beteiligt, und laut "
                                   "seinem Text kann {player} bis zum Ende des Damage Steps "
                                   "keine Karten oder Effekte aktivieren: {activated:der} kann "
                                   "jetzt nicht aktiviert werden.",
        "why.control_cannot_switch": "laut seinem Text kann die Kontrolle darüber nicht "
                                     "wechseln",
    },
    "es": {
        "illegal.activation_lock": "El texto {card:del} dice que {player} no puede activar "
                                   "{what}: no se puede activar {activated:el}.",
        "illegal.activation_lock.during": "El texto {card:del} dice que {player} no puede "
                                          "activar {what} {during}: ahora no se puede activar "
                                          "{activated:el}.",
        "locked_what.all": "cartas ni efectos",
        "locked_what.traps": "Cartas de Trampa",
        "locked_what.spells": "Cartas Mágicas",
        "locked_what.quick_play": "Cartas Mágicas de Juego Rápido",
        "locked_what.monster_effects": "efectos de monstruo",
        "locked_what.graveyard_spells_traps": "los efectos de Cartas Mágicas y de Trampa en el "
                                              "Cementerio",
        "locked_during.battle_phase": "durante la Battle Phase",
        "locked_during.own_battle_phase": "durante la Battle Phase del jugador que lo controla",
        "locked_during.main1": "durante la Main Phase 1",
        "illegal.no_traps_on_summon": "La carta {card:el} acaba de ser Invocada de Modo "
                                      "Normal, y su texto dice que entonces no se pueden "
                                      "activar Cartas de Trampa: ahora no se puede activar "
                                      "{activated:el}.",
        "illegal.no_responses.all": "El texto {card:del} dice que no se puede responder a la "
                                    "activación de este efecto: {player} no puede activar "
                                    "cartas ni efectos en respuesta.",
        "illegal.no_responses.spells_traps": "El texto {card:del} dice que no se pueden "
                                             "activar Cartas Mágicas ni de Trampa en respuesta "
                                             "a la activación de este efecto: {player} no "
                                             "puede activar ninguna ahora.",
        "illegal.no_responses.monster_effects": "El texto {card:del} dice que no se pueden "
                                                "activar efectos de monstruo en respuesta a "
                                                "la activación de este efecto: {player} no "
                                                "puede activar ninguno ahora.",
        "input.ygo.responses_what_alone": "lo que no se puede activar en respuesta solo se "
                                          "indica junto con no_responses (quién no puede)",
        "illegal.battle_lock.spells_traps": "La carta {card:el} participa en la batalla en "
                                            "curso, y su texto dice que {player} no puede "
                                            "activar Cartas Mágicas ni de Trampa hasta el final "
                                            "del Damage Step: ahora no se puede activar "
                                            "{activated:el}.",
        "illegal.battle_lock.all": "La carta {card:el} participa en la batalla en curso, y su "
                                   "texto dice que {player} no puede activar cartas ni efectos "
                                   "hasta el final del Damage Step: ahora no se puede activar "
                                   "{activated:el}.",
        "why.control_cannot_switch": "su texto dice que su control no puede cambiar",
    },
    "fr": {
        "illegal.activation_lock": "Le texte {card:du} dit que {player} ne peut pas activer "
                                   "{what} : on ne peut pas activer {activated:le}.",
        "illegal.activation_lock.during": "Le texte {card:du} dit que {player} ne peut pas "
                                          "activer {what} {during} : on ne peut pas activer "
                                          "{activated:le} maintenant.",
        "locked_what.all": "de cartes ni d'effets",
        "locked_what.traps": "de Cartes Piège",
        "locked_what.spells": "de Cartes Magie",
        "locked_what.quick_play": "de Cartes Magie Jeu-Rapide",
        "locked_what.monster_effects": "d'effets de monstre",
        "locked_what.graveyard_spells_traps": "les effets des Cartes Magie et Piège dans le "
                                              "Cimetière",
        "locked_during.battle_phase": "pendant la Battle Phase",
        "locked_during.own_battle_phase": "pendant la Battle Phase du joueur qui le contrôle",
        "locked_during.main1": "pendant la Main Phase 1",
        "illegal.no_traps_on_summon": "La carte {card:le} vient d'être Invoquée "
                                      "Normalement, et son texte dit qu'aucune Carte Piège ne "
                                      "peut alors être activée : on ne peut pas activer "
                                      "{activated:le} maintenant.",
        "illegal.no_responses.all": "Le texte {card:du} dit qu'on ne peut pas répondre à "
                                    "l'activation de cet effet : {player} ne peut pas activer "
                                    "de carte ni d'effet en réponse.",
        "illegal.no_responses.spells_traps": "Le texte {card:du} dit qu'aucune Carte Magie "
                                             "ou Piège ne peut être activée en réponse à "
                                             "l'activation de cet effet : {player} ne peut pas "
                                             "en activer maintenant.",
        "illegal.no_responses.monster_effects": "Le texte {card:du} dit qu'aucun effet de "
                                                "monstre ne peut être activé en réponse à "
                                                "l'activation de cet effet : {player} ne peut "
                                                "pas en activer maintenant.",
        "input.ygo.responses_what_alone": "ce qui ne peut pas être activé en réponse ne se "
                                          "donne qu'avec no_responses (qui ne le peut pas)",
        "illegal.battle_lock.spells_traps": "La carte {card:le} participe au combat en cours, "
                                            "et son texte dit que {player} ne peut pas activer "
                                            "de Cartes Magie ou Piège jusqu'à la fin de la "
                                            "Damage Step : on ne peut pas activer "
                                            "{activated:le} maintenant.",
        "illegal.battle_lock.all": "La carte {card:le} participe au combat en cours, et son "
                                   "texte dit que {player} ne peut pas activer de cartes ou "
                                   "d'effets jusqu'à la fin de la Damage Step : on ne peut pas "
                                   "activer {activated:le} maintenant.",
        "why.control_cannot_switch": "son texte dit que son contrôle ne peut pas changer",
    },
    "it": {
        "illegal.activation_lock": "Il testo {card:del} dice che {player} non può attivare "
                                   "{what}: non si può attivare {activated:il}.",
        "illegal.activation_lock.during": "Il testo {card:del} dice che {player} non può "
                                          "attivare {what} {during}: ora non si può attivare "
                                          "{activated:il}.",
        "locked_what.all": "carte o effetti",
        "locked_what.traps": "Carte Trappola",
        "locked_what.spells": "Carte Magia",
        "locked_what.quick_play": "Carte Magia Rapida",
        "locked_what.monster_effects": "effetti di mostro",
        "locked_what.graveyard_spells_traps": "gli effetti delle Carte Magia e Trappola nel "
                                              "Cimitero",
        "locked_during.battle_phase": "durante la Battle Phase",
        "locked_during.own_battle_phase": "durante la Battle Phase del giocatore che lo "
                                          "controlla",
        "locked_during.main1": "durante la Main Phase 1",
        "illegal.no_traps_on_summon": "La carta {card:il} è appena stata Evocata "
                                      "Normalmente, e il suo testo dice che allora non si "
                                      "possono attivare Carte Trappola: ora non si può attivare "
                                      "{activated:il}.",
        "illegal.no_responses.all": "Il testo {card:del} dice che non si può rispondere "
                                    "all'attivazione di questo effetto: {player} non può "
                                    "attivare carte né effetti in risposta.",
        "illegal.no_responses.spells_traps": "Il testo {card:del} dice che nessuna Carta "
                                             "Magia o Trappola può essere attivata in risposta "
                                             "all'attivazione di questo effetto: {player} non "
                                             "può attivarne ora.",
        "illegal.no_responses.monster_effects": "Il testo {card:del} dice che nessun effetto "
                                                "di mostro può essere attivato in risposta "
                                                "all'attivazione di questo effetto: {player} "
                                                "non può attivarne ora.",
        "input.ygo.responses_what_alone": "ciò che non può essere attivato in risposta si "
                                          "indica solo insieme a no_responses (chi non può)",
        "illegal.battle_lock.spells_traps": "La carta {card:il} partecipa alla battaglia in "
                                            "corso, e il suo testo dice che {player} non può "
                                            "attivare Carte Magia o Trappola fino alla fine "
                                            "del Damage Step: ora non si può attivare "
                                            "{activated:il}.",
        "illegal.battle_lock.all": "La carta {card:il} partecipa alla battaglia in corso, e il "
                                   "suo testo dice che {player} non può attivare carte o "
                                   "effetti fino alla fine del Damage Step: ora non si può "
                                   "attivare {activated:il}.",
        "why.control_cannot_switch": "il suo testo dice che il suo controllo non può cambiare",
    },
}
