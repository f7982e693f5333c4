"""The words of "You cannot conduct your Battle Phase the turn you activate this card."
(battle_locks.py, 5-2-13), which each language's catalogue takes from here
(`MESSAGES.update(BATTLE_LOCKS["de"])`), in the terms of each language's cards ("eine Battle
Phase durchführen", "llevar a cabo tu Battle Phase", "effectuer votre Battle Phase",
"effettuare la tua Battle Phase")."""
from __future__ import annotations

from ...core.catalogue import Message

BATTLE_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "battle_phase_banned": "{card}: for the rest of this turn, {player} cannot conduct "
                               "a Battle Phase.",
        "illegal.battle_phase_conducted": "{card} cannot be activated: {player} has already "
                                          "conducted a Battle Phase this turn.",
        "illegal.battle_phase_banned": "{player} cannot enter the Battle Phase: {source} was "
                                       "activated this turn, and forbids a Battle Phase until "
                                       "the turn ends.",
    },
    "de": {
        "battle_phase_banned": "{card}: Für den Rest dieses Spielzugs kann {player} keine "
                               "Battle Phase durchführen.",
        "illegal.battle_phase_conducted": "{card:der} kann nicht aktiviert werden: {player} "
                                          "hat in diesem Spielzug bereits eine Battle Phase "
                                          "durchgeführt.",
        "illegal.battle_phase_banned": "{player} kann keine Battle Phase beginnen: "
                                       "{source:der} wurde in diesem Spielzug aktiviert und "
                                       "verbietet bis zum Ende des Spielzugs eine Battle "
                                       "Phase.",
    },
    "es": {
        "battle_phase_banned": "{card}: durante el resto de este turno, {player} no puede "
                               "llevar a cabo su Battle Phase.",
        "illegal.battle_phase_conducted": "{card:el} no se puede activar: {player} ya llevó a "
                                          "cabo su Battle Phase este turno.",
        "illegal.battle_phase_banned": "{player} no puede entrar en la Battle Phase: "
                                       "{source:el} se activó este turno y prohíbe llevar a "
                                       "cabo la Battle Phase hasta el final del turno.",
    },
    "fr": {
        "battle_phase_banned": "{card} : pour le reste de ce tour, {player} ne peut pas "
                               "effectuer sa Battle Phase.",
        "illegal.battle_phase_conducted": "{card:le} ne peut pas être activé : {player} a déjà "
                                          "effectué sa Battle Phase ce tour.",
        "illegal.battle_phase_banned": "{player} ne peut pas entrer en Battle Phase : "
                                       "{source:le} a été activé ce tour et interdit la Battle "
                                       "Phase jusqu'à la fin du tour.",
    },
    "it": {
        "battle_phase_banned": "{card}: per il resto di questo turno, {player} non può "
                               "effettuare la sua Battle Phase.",
        "illegal.battle_phase_conducted": "{card:il} non può essere attivato: {player} ha già "
                                          "effettuato la sua Battle Phase in questo turno.",
        "illegal.battle_phase_banned": "{player} non può entrare nella Battle Phase: "
                                       "{source:il} è stato attivato in questo turno e vieta "
                                       "la Battle Phase fino alla fine del turno.",
    },
}
