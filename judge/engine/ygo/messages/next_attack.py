"""The words of "negate the next attack this turn from a monster your opponent controls"
(next_attack.py, 12-3-22), which each language's catalogue takes from here
(`MESSAGES.update(NEXT_ATTACK["de"])`), in the terms of each language's cards (annullieren,
Angriff; negar, ataque; annuler, attaque; annullare, attacco)."""
from __future__ import annotations

from ...core.catalogue import Message

NEXT_ATTACK: dict[str, dict[str, Message]] = {
    "en": {
        "next_attack.waiting": "{link}: the next attack a monster of {opponent} declares this "
                               "turn will be negated.",
        "attack.negated_next": "The attack of {card} is the next attack this turn, which an "
                               "effect of {player} negates: no damage calculation is "
                               "performed, {card} has still attacked, and the game returns to "
                               "the Battle Step.",
    },
    "de": {
        "next_attack.waiting": "{link}: Der nächste Angriff, den ein Monster von {opponent} in "
                               "diesem Spielzug deklariert, wird annulliert.",
        "attack.negated_next": "Der Angriff {card:vom} ist der nächste Angriff in diesem "
                               "Spielzug, den ein Effekt von {player} annulliert: Es gibt "
                               "keine Schadensberechnung, {card:der} hat dennoch angegriffen, "
                               "und das Spiel kehrt zum Battle Step zurück.",
    },
    "es": {
        "next_attack.waiting": "{link}: se negará el próximo ataque que declare un monstruo "
                               "de {opponent} este turno.",
        "attack.negated_next": "El ataque {card:del} es el próximo ataque de este turno, que "
                               "un efecto de {player} niega: no se realiza el cálculo de "
                               "daño, {card:el} ha atacado de todos modos y el juego vuelve "
                               "al Battle Step.",
    },
    "fr": {
        "next_attack.waiting": "{link} : la prochaine attaque qu'un monstre de {opponent} "
                               "déclare ce tour sera annulée.",
        "attack.negated_next": "L'attaque {card:du} est la prochaine attaque de ce tour, "
                               "qu'un effet de {player} annule : aucun calcul des dommages "
                               "n'a lieu, {card:le} a tout de même attaqué, et le jeu revient "
                               "au Battle Step.",
    },
    "it": {
        "next_attack.waiting": "{link}: il prossimo attacco che un mostro di {opponent} "
                               "dichiara in questo turno verrà annullato.",
        "attack.negated_next": "L'attacco {card:del} è il prossimo attacco di questo turno, "
                               "che un effetto di {player} annulla: non si effettua il "
                               "calcolo dei danni, {card:il} ha comunque attaccato e il gioco "
                               "torna al Battle Step.",
    },
}
