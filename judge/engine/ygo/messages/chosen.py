"""The words of a card on the field an effect acts on without targeting it, chosen as the
effect resolves (`choose`, chosen_cards.py, 5-3-22), and of a `fetch` whose card goes where
its player chooses (`or_to`, 5-3-13), which each language's catalogue takes from
here (`MESSAGES.update(CHOSEN["de"])`), in the terms of each language's cards (als Ziel wählen,
seleccionar como objetivo, cibler, bersagliare)."""
from __future__ import annotations

from ...core.catalogue import Message

CHOSEN: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.or_to_hand_only": "`or_to` goes with a `fetch` of one card `to: hand`",
        "card_chosen_resolving": "{link}: {player} chooses {card} as the effect resolves "
                                 "(it was not targeted).",
        "why.none_to_choose": "there is no card left that it could choose",
        "why.choice_not_named": "{cards} could be chosen, and the activation names none of "
                                "them (the action's “pick”)",
        "illegal.none_to_choose": "{card} can be activated only while there is a card its "
                                  "effect could choose.",
    },
    "de": {
        "input.ygo.or_to_hand_only": "`or_to` gehört zu einem `fetch` einer Karte mit "
                                     "`to: hand`",
        "card_chosen_resolving": "{link}: {player} wählt {card:den} beim Auflösen des Effekts "
                                 "(die Karte wurde nicht als Ziel gewählt).",
        "why.none_to_choose": "es gibt keine Karte mehr, die er wählen könnte",
        "why.choice_not_named": "{cards} kämen in Frage, und die Aktivierung nennt keine davon "
                                "(das „pick“ der Aktion)",
        "illegal.none_to_choose": "{card:der} kann nur aktiviert werden, solange es eine Karte "
                                  "gibt, die sein Effekt wählen könnte.",
    },
    "es": {
        "input.ygo.or_to_hand_only": "`or_to` va con un `fetch` de una carta con `to: hand`",
        "card_chosen_resolving": "{link}: {player} elige {card:el} al resolverse el efecto "
                                 "(no fue seleccionada como objetivo).",
        "why.none_to_choose": "no queda ninguna carta que pueda elegir",
        "why.choice_not_named": "{cards} podrían elegirse, y la activación no nombra ninguna "
                                "(el «pick» de la acción)",
        "illegal.none_to_choose": "{card:el} solo puede activarse mientras haya una carta que "
                                  "su efecto pueda elegir.",
    },
    "fr": {
        "input.ygo.or_to_hand_only": "`or_to` va avec un `fetch` d'une carte en `to: hand`",
        "card_chosen_resolving": "{link} : {player} choisit {card:le} à la résolution de "
                                 "l'effet (la carte n'a pas été ciblée).",
        "why.none_to_choose": "il ne reste aucune carte qu'il pourrait choisir",
        "why.choice_not_named": "{cards} pourraient être choisies, et l'activation n'en nomme "
                                "aucune (le « pick » de l'action)",
        "illegal.none_to_choose": "{card:le} ne peut être activé que tant qu'il y a une carte "
                                  "que son effet pourrait choisir.",
    },
    "it": {
        "input.ygo.or_to_hand_only": "`or_to` va con un `fetch` di una carta con `to: hand`",
        "card_chosen_resolving": "{link}: {player} sceglie {card:il} mentre l'effetto si "
                                 "risolve (la carta non è stata bersagliata).",
        "why.none_to_choose": "non resta alcuna carta che potrebbe scegliere",
        "why.choice_not_named": "{cards} potrebbero essere scelte, e l'attivazione non ne "
                                "indica nessuna (il «pick» dell'azione)",
        "illegal.none_to_choose": "{card:il} può essere attivata solo mentre c'è una carta che "
                                  "il suo effetto potrebbe scegliere.",
    },
}
