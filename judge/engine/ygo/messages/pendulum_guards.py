"""The words of Pendulum Summons a Pendulum Scale keeps from being negated (pendulum_guards.py,
5-3-32); each language's catalogue takes from here (`MESSAGES.update(PENDULUM_GUARDS["de"])`),
in the terms of each language's cards (Pendelbeschwörung, Invocación por Péndulo, Invocation
Pendule, Evocazione Pendulum; annullieren, negar, annuler, annullare)."""
from __future__ import annotations

from ...core.catalogue import Message

PENDULUM_GUARDS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.summons_cannot_be_negated.pendulum": "{by} is in {player}'s Pendulum Zone, and "
                                                      "its Pendulum Effect says {player}'s "
                                                      "Pendulum Summons of such monsters cannot "
                                                      "be negated: {card} cannot be activated "
                                                      "against the Pendulum Summon of "
                                                      "{monster}.",
    },
    "de": {
        "illegal.summons_cannot_be_negated.pendulum": "{by:der} liegt in der Pendelzone von "
                                                      "{player}, und laut dem Pendeleffekt "
                                                      "dieser Karte können Pendelbeschwörungen "
                                                      "solcher Monster durch {player} nicht "
                                                      "annulliert werden: {card:der} kann nicht "
                                                      "gegen die Pendelbeschwörung "
                                                      "{monster:vom} aktiviert werden.",
    },
    "es": {
        "illegal.summons_cannot_be_negated.pendulum": "{by:el} está en la Zona de Péndulo de "
                                                      "{player} y su efecto de Péndulo dice que "
                                                      "las Invocaciones por Péndulo de esos "
                                                      "monstruos hechas por {player} no pueden "
                                                      "ser negadas: {card:el} no se puede "
                                                      "activar contra la Invocación por Péndulo "
                                                      "{monster:del}.",
    },
    "fr": {
        "illegal.summons_cannot_be_negated.pendulum": "{by:le} est dans la Zone Pendule de "
                                                      "{player} et son effet Pendule dit que les "
                                                      "Invocations Pendule de tels monstres par "
                                                      "{player} ne peuvent pas être annulées : "
                                                      "{card:le} ne peut pas être activé contre "
                                                      "l'Invocation Pendule {monster:du}.",
    },
    "it": {
        "illegal.summons_cannot_be_negated.pendulum": "{by:il} è nella Zona Pendulum di "
                                                      "{player} e il suo effetto Pendulum dice "
                                                      "che le Evocazioni Pendulum di mostri "
                                                      "simili effettuate da {player} non possono "
                                                      "essere annullate: {card:il} non può "
                                                      "essere attivato contro l'Evocazione "
                                                      "Pendulum {monster:del}.",
    },
}
