"""The words of the steps that move cards no player chooses (moves.py): the top cards of a
Deck sent to the Graveyard (3-7-3), which each language's catalogue takes from here
(`MESSAGES.update(MOVES["de"])`), in the terms of each language's cards (Friedhof,
Cementerio, Cimetière, Cimitero)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

MOVES: dict[str, dict[str, Message]] = {
    "en": {
        "special_summoned.destroy_end_phase": "{link}: {card} is Special Summoned on the "
                                              "condition that it is destroyed during the End "
                                              "Phase of this turn.",
        "end_phase.destroyed": "End Phase: {card} was Special Summoned to be destroyed during "
                               "the End Phase, and is destroyed.",
        "end_phase.not_destroyed": "End Phase: {card} would be destroyed, as it was Special "
                                   "Summoned to be, but card effects cannot destroy it.",
        "illegal.pick_count": "{card} takes exactly {count} cards, each {requirement}: the "
                              "action's “picks” must name that many.",
        "illegal.pick_count.up_to": "{card} takes 1 to {count} cards, each {requirement}: "
                                    "the action's “picks” names more.",
        "input.ygo.fetch_count_hand_or_graveyard": "several cards are taken at once only to "
                                                   "the hand or to the Graveyard, or Special "
                                                   "Summoned (that many, or \"up to\" that "
                                                   "many with up_to) from anywhere but the "
                                                   "Extra Deck",
        "input.ygo.same_pick_twice": "the same card is named twice among the picks",
        "send_top": Plural("count",
                           one="{link}: {player} sends the top card of their Deck to the "
                               "Graveyard: {cards}.",
                           other="{link}: {player} sends the top {count} cards of their Deck "
                                 "to the Graveyard: {cards}."),
        "send_top.short": "{link}: {player} must send the top {asked} cards of their Deck to "
                          "the Graveyard but has only {count}: {cards}; the rest is not done.",
        "send_top.empty": "{link}: {player} must send the top cards of their Deck to the "
                          "Graveyard, but the Deck is empty; nothing is sent.",
    },
    "de": {
        "special_summoned.destroy_end_phase": "{link}: {card:der} wird unter der Bedingung "
                                              "spezialbeschworen, dass es in der End Phase "
                                              "dieses Spielzugs zerstört wird.",
        "end_phase.destroyed": "End Phase: {card:der} wurde beschworen, um in der End Phase "
                               "zerstört zu werden, und wird zerstört.",
        "end_phase.not_destroyed": "End Phase: {card:der} müsste zerstört werden, wie bei "
                                   "seiner Beschwörung bestimmt, aber Karteneffekte können es "
                                   "nicht zerstören.",
        "illegal.pick_count": "{card:der} nimmt genau {count} Karten, jede {requirement}: "
                              "Das „picks“ der Aktion muss so viele nennen.",
        "illegal.pick_count.up_to": "{card:der} nimmt 1 bis {count} Karten, jede "
                                    "{requirement}: Das „picks“ der Aktion nennt mehr.",
        "input.ygo.fetch_count_hand_or_graveyard": "mehrere Karten auf einmal werden nur auf "
                                                   "die Hand oder auf den Friedhof genommen "
                                                   "oder, genau so viele oder bis zu so "
                                                   "viele (up_to), als Spezialbeschwörung "
                                                   "beschworen, außer aus dem Extra Deck",
        "input.ygo.same_pick_twice": "dieselbe Karte wird unter picks zweimal genannt",
        "send_top": Plural("count",
                           one="{link}: {player} legt die oberste Karte des Decks auf den "
                               "Friedhof: {cards:den}.",
                           other="{link}: {player} legt die obersten {count} Karten des Decks "
                                 "auf den Friedhof: {cards:den}."),
        "send_top.short": "{link}: {player} müsste die obersten {asked} Karten des Decks auf "
                          "den Friedhof legen, hat aber nur {count}: {cards:den}; der Rest "
                          "entfällt.",
        "send_top.empty": "{link}: {player} müsste die obersten Karten des Decks auf den "
                          "Friedhof legen, aber das Deck ist leer; nichts wird gelegt.",
    },
    "es": {
        "special_summoned.destroy_end_phase": "{link}: la carta {card:el} es Invocada de "
                                              "Modo Especial con la condición de ser "
                                              "destruida durante la End Phase de este turno.",
        "end_phase.destroyed": "End Phase: la carta {card:el}, Invocada para ser destruida "
                               "durante la End Phase, es destruida.",
        "end_phase.not_destroyed": "End Phase: la carta {card:el} debería ser destruida, como "
                                   "se indicó al Invocarla, pero los efectos de cartas no "
                                   "pueden destruirla.",
        "illegal.pick_count": "{card:el} toma exactamente {count} cartas, cada una "
                              "{requirement}: el «picks» de la acción debe nombrar ese número.",
        "illegal.pick_count.up_to": "{card:el} toma de 1 a {count} cartas, cada una "
                                    "{requirement}: el «picks» de la acción nombra más.",
        "input.ygo.fetch_count_hand_or_graveyard": "varias cartas a la vez solo se toman a la "
                                                   "mano o al Cementerio, o se Invocan de "
                                                   "Modo Especial (ese número, o hasta ese "
                                                   "número con up_to) desde cualquier lugar "
                                                   "salvo el Deck Extra",
        "input.ygo.same_pick_twice": "la misma carta se nombra dos veces en picks",
        "send_top": Plural("count",
                           one="{link}: {player} manda la carta superior de su Deck al "
                               "Cementerio: {cards:el}.",
                           other="{link}: {player} manda las {count} cartas superiores de su "
                                 "Deck al Cementerio: {cards:el}."),
        "send_top.short": "{link}: {player} debe mandar las {asked} cartas superiores de su "
                          "Deck al Cementerio, pero solo tiene {count}: {cards:el}; el resto "
                          "no se hace.",
        "send_top.empty": "{link}: {player} debe mandar las cartas superiores de su Deck al "
                          "Cementerio, pero el Deck está vacío; no se manda nada.",
    },
    "fr": {
        "special_summoned.destroy_end_phase": "{link} : la carte {card:le} est Invoquée "
                                              "Spécialement à condition d'être détruite "
                                              "pendant la End Phase de ce tour.",
        "end_phase.destroyed": "End Phase : la carte {card:le}, Invoquée pour être détruite "
                               "pendant la End Phase, est détruite.",
        "end_phase.not_destroyed": "End Phase : la carte {card:le} devrait être détruite, "
                                   "comme prévu à son Invocation, mais les effets de cartes ne "
                                   "peuvent pas la détruire.",
        "illegal.pick_count": "{card:le} prend exactement {count} cartes, chacune "
                              "{requirement} : le « picks » de l'action doit en nommer autant.",
        "illegal.pick_count.up_to": "{card:le} prend de 1 à {count} cartes, chacune "
                                    "{requirement} : le « picks » de l'action en nomme "
                                    "davantage.",
        "input.ygo.fetch_count_hand_or_graveyard": "plusieurs cartes à la fois ne se prennent "
                                                   "que vers la main ou le Cimetière, ou sont "
                                                   "Invoquées Spécialement (ce nombre, ou "
                                                   "jusqu'à ce nombre avec up_to) depuis "
                                                   "ailleurs que l'Extra Deck",
        "input.ygo.same_pick_twice": "la même carte est nommée deux fois parmi les picks",
        "send_top": Plural("count",
                           one="{link} : {player} envoie la carte du dessus de son Deck au "
                               "Cimetière : {cards:le}.",
                           other="{link} : {player} envoie les {count} cartes du dessus de son "
                                 "Deck au Cimetière : {cards:le}."),
        "send_top.short": "{link} : {player} doit envoyer les {asked} cartes du dessus de son "
                          "Deck au Cimetière mais n'en a que {count} : {cards:le} ; le reste "
                          "n'est pas fait.",
        "send_top.empty": "{link} : {player} doit envoyer les cartes du dessus de son Deck au "
                          "Cimetière, mais le Deck est vide ; rien n'est envoyé.",
    },
    "it": {
        "special_summoned.destroy_end_phase": "{link}: la carta {card:il} viene Evocata "
                                              "Specialmente a condizione di essere distrutta "
                                              "durante la End Phase di questo turno.",
        "end_phase.destroyed": "End Phase: la carta {card:il}, Evocata per essere distrutta "
                               "durante la End Phase, viene distrutta.",
        "end_phase.not_destroyed": "End Phase: la carta {card:il} dovrebbe essere distrutta, "
                                   "come previsto alla sua Evocazione, ma gli effetti delle "
                                   "carte non possono distruggerla.",
        "illegal.pick_count": "{card:il} prende esattamente {count} carte, ognuna "
                              "{requirement}: il «picks» dell'azione deve indicarne "
                              "altrettante.",
        "illegal.pick_count.up_to": "{card:il} prende da 1 a {count} carte, ognuna "
                                    "{requirement}: il «picks» dell'azione ne indica di più.",
        "input.ygo.fetch_count_hand_or_graveyard": "più carte alla volta si prendono solo "
                                                   "verso la mano o il Cimitero, o vengono "
                                                   "Evocate Specialmente (quel numero, o fino "
                                                   "a quel numero con up_to) da ovunque "
                                                   "tranne l'Extra Deck",
        "input.ygo.same_pick_twice": "la stessa carta è indicata due volte tra i picks",
        "send_top": Plural("count",
                           one="{link}: {player} manda la prima carta del Deck nel Cimitero: "
                               "{cards:il}.",
                           other="{link}: {player} manda le prime {count} carte del Deck nel "
                                 "Cimitero: {cards:il}."),
        "send_top.short": "{link}: {player} deve mandare le prime {asked} carte del Deck nel "
                          "Cimitero, ma ne ha solo {count}: {cards:il}; il resto non viene "
                          "fatto.",
        "send_top.empty": "{link}: {player} deve mandare le prime carte del Deck nel Cimitero, "
                          "ma il Deck è vuoto; non viene mandato nulla.",
    },
}
