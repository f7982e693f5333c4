"""The words of "You cannot Normal Summon/Set the turn you activate this card." (normal_locks.py,
5-2-15), which each language's catalogue takes from here (`MESSAGES.update(NORMAL_LOCKS["de"])`),
in the terms of each language's cards (Normalbeschwörung/Setzen, Invocar de Modo
Normal/Colocar, Invoquer Normalement/Poser, Evocare Normalmente/Posizionare)."""
from __future__ import annotations

from ...core.catalogue import Message

NORMAL_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "normal_summons_locked": "{card}: for the rest of this turn, {player} cannot Normal "
                                 "Summon or Set a monster.",
        "illegal.normal_summoned_before_lock": "{card} cannot be activated: {player} has "
                                               "already Normal Summoned or Set a monster this "
                                               "turn.",
        "illegal.normal_summons_locked": "{player} cannot Normal Summon or Set {card}: "
                                         "{source} was activated this turn, and forbids it "
                                         "until the turn ends.",
    },
    "de": {
        "normal_summons_locked": "{card}: Für den Rest dieses Spielzugs kann {player} kein "
                                 "Monster als Normalbeschwörung beschwören oder setzen.",
        "illegal.normal_summoned_before_lock": "{card:der} kann nicht aktiviert werden: "
                                               "{player} hat in diesem Spielzug bereits ein "
                                               "Monster als Normalbeschwörung beschworen oder "
                                               "gesetzt.",
        "illegal.normal_summons_locked": "{player} kann {card:den} nicht als "
                                         "Normalbeschwörung beschwören oder setzen: "
                                         "{source:der} wurde in diesem Spielzug aktiviert und "
                                         "verbietet es bis zum Ende des Spielzugs.",
    },
    "es": {
        "normal_summons_locked": "{card}: durante el resto de este turno, {player} no puede "
                                 "Invocar de Modo Normal ni Colocar un monstruo.",
        "illegal.normal_summoned_before_lock": "{card:el} no se puede activar: {player} ya "
                                               "Invocó de Modo Normal o Colocó un monstruo este "
                                               "turno.",
        "illegal.normal_summons_locked": "{player} no puede Invocar de Modo Normal ni Colocar "
                                         "{card:al}: {source:el} se activó este turno y lo "
                                         "prohíbe hasta el final del turno.",
    },
    "fr": {
        "normal_summons_locked": "{card} : pour le reste de ce tour, {player} ne peut pas "
                                 "Invoquer Normalement ni Poser de monstre.",
        "illegal.normal_summoned_before_lock": "{card:le} ne peut pas être activé : {player} "
                                               "a déjà Invoqué Normalement ou Posé un monstre "
                                               "ce tour.",
        "illegal.normal_summons_locked": "{player} ne peut pas Invoquer Normalement ni Poser "
                                         "{card:le} : {source:le} a été activé ce tour et "
                                         "l'interdit jusqu'à la fin du tour.",
    },
    "it": {
        "normal_summons_locked": "{card}: per il resto di questo turno, {player} non può "
                                 "Evocare Normalmente né Posizionare un mostro.",
        "illegal.normal_summoned_before_lock": "{card:il} non può essere attivato: {player} ha "
                                               "già Evocato Normalmente o Posizionato un mostro "
                                               "in questo turno.",
        "illegal.normal_summons_locked": "{player} non può Evocare Normalmente né Posizionare "
                                         "{card:il}: {source:il} è stato attivato in questo "
                                         "turno e lo vieta fino alla fine del turno.",
    },
}
