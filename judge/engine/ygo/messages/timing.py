"""The words of activation timings tied to what a monster did this turn (turned_up.py): the
End Phase of the turn it was Normal Summoned or flipped face-up (7-7-5), a phase of the turn it
was Normal or Special Summoned (7-7-6), a Main Phase by its number, and the end of a
monster's battle (battle_end.py, end_step.py: 12-4-13, 12-9-1, 12-9-5), which each language's
catalogue takes from here (`MESSAGES.update(TIMING["de"])`), in the terms of each language's
cards (Normalbeschwörung, aufgedeckt; Invocada de Modo Normal, volteada; Invoquée Normalement,
retournée face recto; Evocata Normalmente, scoperta)."""
from __future__ import annotations

from ...core.catalogue import Message

TIMING: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.drawn": "its player draws this card",
        "trigger_event.battle_phase_start": "at the start of the Battle Phase",
        "illegal.not_summoned_this_turn": "{card}'s effect is activated only if it was "
                                          "{how} this turn and has stayed on the field since, "
                                          "which it did not.",
        "summoned_how.normal": "Normal Summoned",
        "summoned_how.special": "Special Summoned",
        "summoned_how.normal_or_special": "Normal or Special Summoned",
        "during.main_phase_1": "during its controller's Main Phase 1",
        "during.main_phase_2": "during its controller's Main Phase 2",
        "end_step": "{player} makes no further attack: the Battle Phase goes on to its End "
                    "Step.",
        "illegal.end_step_from": "{player} can go to the End Step only during the Battle Phase, "
                                 "and only once in it.",
        "illegal.attack_in_end_step": "The Battle Phase is in its End Step: {player} cannot "
                                      "declare another attack in it.",
        "illegal.end_step_owed": "{card} battled this turn, and its effect {number} is a "
                                 "mandatory Trigger Effect of the end of the Battle Phase: go "
                                 "to the End Step (`end_step`) and activate it before leaving "
                                 "the Battle Phase.",
        "trigger_event.damage_step_end_battled": "at the end of the Damage Step in which this "
                                                 "card battled",
        "trigger_event.damage_step_end_battled_monster": "at the end of the Damage Step in "
                                                         "which this card battled an "
                                                         "opponent's monster",
        "trigger_event.damage_step_end_attacked": "at the end of the Damage Step in which this "
                                                  "card attacked",
        "trigger_event.battle_phase_end_battled": "at the end of the Battle Phase in which this "
                                                  "card battled",
        "illegal.not_turned_up_this_turn": "{card}'s effect is activated only in the End Phase "
                                           "of the turn it was Normal Summoned or flipped "
                                           "face-up, and it was not this turn (or it has left "
                                           "the field since).",
    },
    "de": {
        "trigger_event.drawn": "sein Spieler zieht diese Karte",
        "trigger_event.battle_phase_start": "zu Beginn der Battle Phase",
        "illegal.not_summoned_this_turn": "Der Effekt {card:vom} wird nur aktiviert, wenn "
                                          "die Karte in diesem Spielzug {how} wurde und "
                                          "seitdem auf dem Spielfeld geblieben ist, was nicht "
                                          "der Fall ist.",
        "summoned_how.normal": "als Normalbeschwörung beschworen",
        "summoned_how.special": "als Spezialbeschwörung beschworen",
        "summoned_how.normal_or_special": "als Normal- oder Spezialbeschwörung beschworen",
        "during.main_phase_1": "während der Main Phase 1 seines Beherrschers",
        "during.main_phase_2": "während der Main Phase 2 seines Beherrschers",
        "end_step": "{player} greift nicht mehr an: Die Battle Phase geht in ihren End Step "
                    "über.",
        "illegal.end_step_from": "{player} kann nur während der Battle Phase in den End Step "
                                 "gehen, und nur einmal darin.",
        "illegal.attack_in_end_step": "Die Battle Phase ist in ihrem End Step: {player} kann "
                                      "darin keinen weiteren Angriff deklarieren.",
        "illegal.end_step_owed": "{card} hat in diesem Spielzug gekämpft, und sein Effekt "
                                 "{number} ist ein verpflichtender Auslöseeffekt am Ende der "
                                 "Battle Phase: Geh in den End Step (`end_step`) und aktiviere "
                                 "ihn, bevor du die Battle Phase verlässt.",
        "trigger_event.damage_step_end_battled": "am Ende des Damage Steps, in dem diese Karte "
                                                 "gekämpft hat",
        "trigger_event.damage_step_end_battled_monster": "am Ende des Damage Steps, in dem "
                                                         "diese Karte gegen ein Monster des "
                                                         "Gegners gekämpft hat",
        "trigger_event.damage_step_end_attacked": "am Ende des Damage Steps, in dem diese "
                                                  "Karte angegriffen hat",
        "trigger_event.battle_phase_end_battled": "am Ende der Battle Phase, in der diese Karte "
                                                  "gekämpft hat",
        "illegal.not_turned_up_this_turn": "Der Effekt {card:vom} wird nur in der End Phase "
                                           "des Spielzugs aktiviert, in dem die Karte als "
                                           "Normalbeschwörung beschworen oder aufgedeckt "
                                           "wurde, und das geschah nicht in diesem Spielzug "
                                           "(oder sie hat das Spielfeld seitdem verlassen).",
    },
    "es": {
        "trigger_event.drawn": "su jugador roba esta carta",
        "trigger_event.battle_phase_start": "al inicio de la Battle Phase",
        "illegal.not_summoned_this_turn": "El efecto {card:del} solo se activa si fue "
                                          "{how} en este turno y ha permanecido en el Campo "
                                          "desde entonces, y no es el caso.",
        "summoned_how.normal": "Invocada de Modo Normal",
        "summoned_how.special": "Invocada de Modo Especial",
        "summoned_how.normal_or_special": "Invocada de Modo Normal o Especial",
        "during.main_phase_1": "durante la Main Phase 1 de quien lo controla",
        "during.main_phase_2": "durante la Main Phase 2 de quien lo controla",
        "end_step": "{player} no ataca más: la Battle Phase pasa a su End Step.",
        "illegal.end_step_from": "{player} solo puede pasar al End Step durante la Battle "
                                 "Phase, y una sola vez en ella.",
        "illegal.attack_in_end_step": "La Battle Phase está en su End Step: {player} ya no "
                                      "puede declarar otro ataque en ella.",
        "illegal.end_step_owed": "{card} combatió en este turno y su efecto {number} es un "
                                 "Efecto Disparado obligatorio del final de la Battle Phase: "
                                 "pasa al End Step (`end_step`) y actívalo antes de salir de "
                                 "la Battle Phase.",
        "trigger_event.damage_step_end_battled": "al final del Damage Step en que esta carta "
                                                 "combatió",
        "trigger_event.damage_step_end_battled_monster": "al final del Damage Step en que esta "
                                                         "carta combatió contra un monstruo "
                                                         "del adversario",
        "trigger_event.damage_step_end_attacked": "al final del Damage Step en que esta carta "
                                                  "atacó",
        "trigger_event.battle_phase_end_battled": "al final de la Battle Phase en que esta "
                                                  "carta combatió",
        "illegal.not_turned_up_this_turn": "El efecto {card:del} solo se activa en la End "
                                           "Phase del turno en que fue Invocada de Modo Normal "
                                           "o volteada boca arriba, y no fue en este turno (o "
                                           "ha dejado el Campo desde entonces).",
    },
    "fr": {
        "trigger_event.drawn": "son joueur pioche cette carte",
        "trigger_event.battle_phase_start": "au début de la Battle Phase",
        "illegal.not_summoned_this_turn": "L'effet {card:du} ne s'active que si la carte a "
                                          "été {how} ce tour-ci et est restée sur le Terrain "
                                          "depuis, ce qui n'est pas le cas.",
        "summoned_how.normal": "Invoquée Normalement",
        "summoned_how.special": "Invoquée Spécialement",
        "summoned_how.normal_or_special": "Invoquée Normalement ou Spécialement",
        "during.main_phase_1": "pendant la Main Phase 1 de son contrôleur",
        "during.main_phase_2": "pendant la Main Phase 2 de son contrôleur",
        "end_step": "{player} n'attaque plus : la Battle Phase passe à son End Step.",
        "illegal.end_step_from": "{player} ne peut passer à l'End Step que pendant la Battle "
                                 "Phase, et une seule fois.",
        "illegal.attack_in_end_step": "La Battle Phase est dans son End Step : {player} ne "
                                      "peut plus y déclarer d'attaque.",
        "illegal.end_step_owed": "{card} a combattu ce tour-ci, et son effet {number} est un "
                                 "Effet Déclencheur obligatoire de la fin de la Battle Phase : "
                                 "passez à l'End Step (`end_step`) et activez-le avant de "
                                 "quitter la Battle Phase.",
        "trigger_event.damage_step_end_battled": "à la fin de la Damage Step où cette carte a "
                                                 "combattu",
        "trigger_event.damage_step_end_battled_monster": "à la fin de la Damage Step où cette "
                                                         "carte a combattu un monstre de "
                                                         "l'adversaire",
        "trigger_event.damage_step_end_attacked": "à la fin de la Damage Step où cette carte a "
                                                  "attaqué",
        "trigger_event.battle_phase_end_battled": "à la fin de la Battle Phase où cette carte "
                                                  "a combattu",
        "illegal.not_turned_up_this_turn": "L'effet {card:du} ne s'active que pendant la End "
                                           "Phase du tour où la carte a été Invoquée "
                                           "Normalement ou retournée face recto, ce qui n'est "
                                           "pas le cas ce tour-ci (ou elle a quitté le Terrain "
                                           "depuis).",
    },
    "it": {
        "trigger_event.drawn": "il suo giocatore pesca questa carta",
        "trigger_event.battle_phase_start": "all'inizio della Battle Phase",
        "illegal.not_summoned_this_turn": "L'effetto {card:del} si attiva solo se è stata "
                                          "{how} in questo turno ed è rimasta sul Terreno da "
                                          "allora, e non è così.",
        "summoned_how.normal": "Evocata Normalmente",
        "summoned_how.special": "Evocata Specialmente",
        "summoned_how.normal_or_special": "Evocata Normalmente o Specialmente",
        "during.main_phase_1": "durante la Main Phase 1 di chi lo controlla",
        "during.main_phase_2": "durante la Main Phase 2 di chi lo controlla",
        "end_step": "{player} non attacca più: la Battle Phase passa al suo End Step.",
        "illegal.end_step_from": "{player} può passare all'End Step solo durante la Battle "
                                 "Phase, e una sola volta.",
        "illegal.attack_in_end_step": "La Battle Phase è nel suo End Step: {player} non può più "
                                      "dichiarare attacchi.",
        "illegal.end_step_owed": "{card} ha combattuto in questo turno e il suo effetto "
                                 "{number} è un Effetto Innescato obbligatorio della fine della "
                                 "Battle Phase: passa all'End Step (`end_step`) e attivalo "
                                 "prima di lasciare la Battle Phase.",
        "trigger_event.damage_step_end_battled": "alla fine del Damage Step in cui questa carta "
                                                 "ha combattuto",
        "trigger_event.damage_step_end_battled_monster": "alla fine del Damage Step in cui "
                                                         "questa carta ha combattuto contro un "
                                                         "mostro dell'avversario",
        "trigger_event.damage_step_end_attacked": "alla fine del Damage Step in cui questa "
                                                  "carta ha attaccato",
        "trigger_event.battle_phase_end_battled": "alla fine della Battle Phase in cui questa "
                                                  "carta ha combattuto",
        "illegal.not_turned_up_this_turn": "L'effetto {card:del} si attiva solo nella End Phase "
                                           "del turno in cui è stata Evocata Normalmente o "
                                           "scoperta, e non è successo in questo turno (o da "
                                           "allora ha lasciato il Terreno).",
    },
}
