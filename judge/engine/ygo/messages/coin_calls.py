"""The words of a coin called before it is tossed (coin_calls.py, 5-3-33), which each
language's catalogue takes from here (`MESSAGES.update(COIN_CALLS["de"])`), in the cards' own
terms: Kopf oder Zahl ansagen, elegir cara o cruz, choisir pile ou face, scegliere testa o
croce (the faces themselves are chance.py's)."""
from __future__ import annotations

from ...core.catalogue import Message

COIN_CALLS: dict[str, dict[str, Message]] = {
    "en": {
        "coin_call.called": "{link}: {player} calls {call}, then tosses a coin: {coin}. The "
                            "call is {result}.",
        "coin_call.right": "right",
        "coin_call.wrong": "wrong",
        "would.call_coin": "call heads or tails and toss a coin",
        "why.call_not_named": "the action does not give both the call and the coin's result "
                              "(the action's “call” and “coins”)",
    },
    "de": {
        "coin_call.called": "{link}: {player} sagt {call} an und wirft dann eine Münze: "
                            "{coin}. Die Ansage ist {result}.",
        "coin_call.right": "richtig",
        "coin_call.wrong": "falsch",
        "would.call_coin": "Kopf oder Zahl ansagen und eine Münze werfen",
        "why.call_not_named": "die Aktion nennt nicht sowohl die Ansage als auch das Ergebnis "
                              "der Münze („call“ und „coins“ der Aktion)",
    },
    "es": {
        "coin_call.called": "{link}: {player} elige {call} y luego lanza una moneda: {coin}. "
                            "La elección es {result}.",
        "coin_call.right": "acertada",
        "coin_call.wrong": "errónea",
        "would.call_coin": "elegir cara o cruz y lanzar una moneda",
        "why.call_not_named": "la acción no indica a la vez la elección y el resultado de la "
                              "moneda (el “call” y los “coins” de la acción)",
    },
    "fr": {
        "coin_call.called": "{link} : {player} choisit {call}, puis lance une pièce : {coin}. "
                            "Le choix est {result}.",
        "coin_call.right": "juste",
        "coin_call.wrong": "faux",
        "would.call_coin": "choisir pile ou face et lancer une pièce",
        "why.call_not_named": "l'action ne donne pas à la fois le choix et le résultat de la "
                              "pièce (« call » et « coins » de l'action)",
    },
    "it": {
        "coin_call.called": "{link}: {player} sceglie {call}, poi lancia una moneta: {coin}. "
                            "La scelta è {result}.",
        "coin_call.right": "giusta",
        "coin_call.wrong": "sbagliata",
        "would.call_coin": "scegliere testa o croce e lanciare una moneta",
        "why.call_not_named": "l'azione non indica sia la scelta sia il risultato della moneta "
                              "(“call” e “coins” dell'azione)",
    },
}
