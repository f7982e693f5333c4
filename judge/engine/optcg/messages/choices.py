"""The words of what a scenario names or leaves to a default: an unread printed ability that
keeps its timing (optcg/unread.py) and the choices a player makes as an effect resolves
(optcg/picks.py), in every language of the site: each language's catalogue takes its table
from here (`MESSAGES.update(CHOICES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

CHOICES: dict[str, dict[str, Message]] = {
    "en": {
        "note.take_default": "{effect}: the scenario does not say how many the player took of "
                             "\"up to {most}\", so the judge took {most}; `take` on the action "
                             "says it",
        "note.search_default": "{effect}: the scenario does not name the cards {player} takes, "
                               "so the judge took the first that fit ({cards}); `target` on the "
                               "action names them (`target: []`: none)",
        "note.pay_default": "{card}: the scenario does not say which cards pay its cost, so "
                            "the judge took the first listed that fit (and the top of the "
                            "Life); a `pay` action names them",
        "choice_declined": "{effect}: {player} chooses none of the cards, as the scenario says "
                           "(`target: []`; \"up to\" allows none).",
        "opponent_trash_from_hand.picked": "{effect}: {player} trashes {cards} from the hand "
                                           "({player}'s choice, as the scenario names it).",
        "opponent_hand_to_bottom.picked": "{effect}: {player} places {cards} from the hand at "
                                          "the bottom of the deck ({player}'s choice, in the "
                                          "order the scenario names).",
        "opponent_trash_to_bottom.picked": "{effect}: {player} places {cards} from the trash at "
                                           "the bottom of the deck ({player}'s choice, in the "
                                           "order the scenario names).",
        "hand_to_deck.bottom.picked": "{effect}: {player} shows {cards} and places them from the "
                                      "hand at the bottom of the deck, in the order the "
                                      "scenario names.",
        "hand_to_deck.top.picked": "{effect}: {player} shows {cards} and places them from the "
                                   "hand on top of the deck, the first named on top.",
        "note.pick_default": "{effect}: the scenario does not name the cards {player} picks, so "
                             "the judge took the first listed ({cards}); `picks: [...]` on the "
                             "action names them",
        "note.place_default.top": "{effect}: the scenario does not say whether the cards go to "
                                  "the top or the bottom of the deck, so the judge left them on "
                                  "top; `place: top` or `place: bottom` on the action says it",
        "note.place_default.bottom": "{effect}: the scenario does not say whether the cards go "
                                     "to the top or the bottom of the deck, so the judge placed "
                                     "them at the bottom; `place: top` or `place: bottom` on the "
                                     "action says it",
        "note.place_default.life_top": "{effect}: the scenario does not say whether the card "
                                       "goes to the top or the bottom of the Life cards, so the "
                                       "judge put it on top; `place: top` or `place: bottom` on "
                                       "the action says it",
        "mismatch.already_chosen": "it is already chosen once",
        "effect_unread": "{effect} is not applied: the judge cannot read this printed ability "
                         "yet (see the notes). The card counts as printed (its timing, cost "
                         "and category); only what the ability does is left out.",
        "illegal.target_twice": "{effect} chooses different cards: {card} counts once, so it "
                                "cannot be named twice.",
    },
    "de": {
        "note.take_default": "{effect}: Das Szenario sagt nicht, wie viele der Spieler von „bis "
                             "zu {most}“ genommen hat, also hat der Judge {most} genommen; `take` "
                             "bei der Aktion sagt es",
        "note.search_default": "{effect}: Das Szenario nennt die Karten nicht, die {player} "
                               "nimmt, also hat der Judge die ersten passenden genommen "
                               "({cards:den}); `target` bei der Aktion nennt sie (`target: []`: "
                               "keine)",
        "note.pay_default": "{card:der}: Das Szenario sagt nicht, welche Karten die Kosten "
                            "bezahlen, also hat der Judge die ersten passenden genommen (und "
                            "die oberste Lebenskarte); eine Aktion `pay` nennt sie",
        "choice_declined": "{effect}: {player} wählt keine der Karten, wie das Szenario sagt "
                           "(`target: []`; „bis zu“ erlaubt keine).",
        "opponent_trash_from_hand.picked": "{effect}: {player} legt {cards:den} aus der Hand ab "
                                           "(Wahl von {player}, wie das Szenario sie nennt).",
        "opponent_hand_to_bottom.picked": "{effect}: {player} legt {cards:den} aus der Hand unter "
                                          "das Deck (Wahl von {player}, in der Reihenfolge des "
                                          "Szenarios).",
        "opponent_trash_to_bottom.picked": "{effect}: {player} legt {cards:den} aus dem "
                                           "Ablagestapel unter das Deck (Wahl von {player}, in "
                                           "der Reihenfolge des Szenarios).",
        "hand_to_deck.bottom.picked": "{effect}: {player} zeigt {cards:den} vor und legt sie aus "
                                      "der Hand unter das Deck, in der Reihenfolge, die das "
                                      "Szenario nennt.",
        "hand_to_deck.top.picked": "{effect}: {player} zeigt {cards:den} vor und legt sie aus der "
                                   "Hand oben auf das Deck, die zuerst genannte zuoberst.",
        "note.pick_default": "{effect}: Das Szenario nennt die Karten nicht, die {player} wählt, "
                             "also hat der Judge die zuerst aufgeführten genommen ({cards:den}); "
                             "`picks: [...]` bei der Aktion nennt sie",
        "note.place_default.top": "{effect}: Das Szenario sagt nicht, ob die Karten oben oder "
                                  "unter das Deck kommen, also hat der Judge sie oben gelassen; "
                                  "`place: top` oder `place: bottom` bei der Aktion sagt es",
        "note.place_default.bottom": "{effect}: Das Szenario sagt nicht, ob die Karten oben oder "
                                     "unter das Deck kommen, also hat der Judge sie unter das "
                                     "Deck gelegt; `place: top` oder `place: bottom` bei der "
                                     "Aktion sagt es",
        "note.place_default.life_top": "{effect}: Das Szenario sagt nicht, ob die Karte oben "
                                       "auf oder unter die Lebenskarten kommt, also hat der Judge "
                                       "sie oben aufgelegt; `place: top` oder `place: bottom` bei "
                                       "der Aktion sagt es",
        "mismatch.already_chosen": "sie ist bereits einmal gewählt",
        "effect_unread": "{effect} wird nicht angewendet: Der Judge kann diese gedruckte "
                         "Fähigkeit noch nicht lesen (siehe Hinweise). Die Karte zählt wie "
                         "gedruckt (Zeitpunkt, Kosten und Kartentyp); nur was die Fähigkeit "
                         "bewirkt, bleibt außen vor.",
        "illegal.target_twice": "{effect} wählt verschiedene Karten: {card:der} zählt einmal und "
                                "kann nicht zweimal genannt werden.",
    },
    "es": {
        "note.take_default": "{effect}: el escenario no dice cuántas eligió el jugador de «hasta "
                             "{most}», así que el juez tomó {most}; `take` en la acción lo indica",
        "note.search_default": "{effect}: el escenario no indica qué cartas toma {player}, así "
                               "que el juez tomó las primeras que cumplen ({cards:el}); `target` "
                               "en la acción las indica (`target: []`: ninguna)",
        "note.pay_default": "{card:el}: el escenario no dice qué cartas pagan su coste, así "
                            "que el juez tomó las primeras de la lista que cumplen (y la de "
                            "arriba de la Vida); una acción `pay` las indica",
        "choice_declined": "{effect}: {player} no elige ninguna de las cartas, como dice el "
                           "escenario (`target: []`; «hasta» permite ninguna).",
        "opponent_trash_from_hand.picked": "{effect}: {player} manda {cards:el} de la mano al "
                                           "Trash (elige {player}, como indica el escenario).",
        "opponent_hand_to_bottom.picked": "{effect}: {player} coloca {cards:el} de la mano al "
                                          "fondo del mazo (elige {player}, en el orden que "
                                          "indica el escenario).",
        "opponent_trash_to_bottom.picked": "{effect}: {player} coloca {cards:el} del Trash al "
                                           "fondo del mazo (elige {player}, en el orden que "
                                           "indica el escenario).",
        "hand_to_deck.bottom.picked": "{effect}: {player} muestra {cards:el} y las coloca de la "
                                      "mano en el fondo del mazo, en el orden que indica el "
                                      "escenario.",
        "hand_to_deck.top.picked": "{effect}: {player} muestra {cards:el} y las coloca de la mano "
                                   "encima del mazo, la primera indicada arriba del todo.",
        "note.pick_default": "{effect}: el escenario no indica qué cartas elige {player}, así "
                             "que el juez tomó las primeras de la lista ({cards:el}); `picks: "
                             "[...]` en la acción las indica",
        "note.place_default.top": "{effect}: el escenario no dice si las cartas van encima o al "
                                  "fondo del mazo, así que el juez las dejó encima; `place: top` "
                                  "o `place: bottom` en la acción lo indica",
        "note.place_default.bottom": "{effect}: el escenario no dice si las cartas van encima o "
                                     "al fondo del mazo, así que el juez las puso al fondo; "
                                     "`place: top` o `place: bottom` en la acción lo indica",
        "note.place_default.life_top": "{effect}: el escenario no dice si la carta va encima o "
                                       "debajo de las cartas de Vida, así que el juez la puso "
                                       "encima; `place: top` o `place: bottom` en la acción lo "
                                       "indica",
        "mismatch.already_chosen": "ya está elegida una vez",
        "effect_unread": "{effect} no se aplica: el juez aún no sabe leer esta habilidad "
                         "impresa (ver las notas). La carta cuenta tal como está impresa (su "
                         "momento, su coste y su tipo); solo se deja fuera lo que hace la "
                         "habilidad.",
        "illegal.target_twice": "{effect} elige cartas distintas: {card:el} cuenta una sola vez, "
                                "así que no puede nombrarse dos veces.",
    },
    "it": {
        "note.take_default": "{effect}: lo scenario non dice quante ne ha prese il giocatore di "
                             "«fino a {most}», quindi il giudice ne ha prese {most}; `take` "
                             "sull'azione lo dice",
        "note.search_default": "{effect}: lo scenario non indica quali carte prende {player}, "
                               "quindi il giudice ha preso le prime che vanno bene ({cards:il}); "
                               "`target` sull'azione le indica (`target: []`: nessuna)",
        "note.pay_default": "{card:il}: lo scenario non dice quali carte pagano il costo, "
                            "quindi il giudice ha preso le prime elencate che vanno bene (e "
                            "quella in cima alla Vita); un'azione `pay` le indica",
        "choice_declined": "{effect}: {player} non sceglie nessuna delle carte, come dice lo "
                           "scenario (`target: []`; «fino a» permette nessuna).",
        "opponent_trash_from_hand.picked": "{effect}: {player} scarta {cards:il} dalla mano "
                                           "(sceglie {player}, come indica lo scenario).",
        "opponent_hand_to_bottom.picked": "{effect}: {player} mette {cards:il} dalla mano in "
                                          "fondo al mazzo (sceglie {player}, nell'ordine indicato "
                                          "dallo scenario).",
        "opponent_trash_to_bottom.picked": "{effect}: {player} mette {cards:il} dagli Scarti in "
                                           "fondo al mazzo (sceglie {player}, nell'ordine "
                                           "indicato dallo scenario).",
        "hand_to_deck.bottom.picked": "{effect}: {player} mostra {cards:il} e le mette dalla mano "
                                      "in fondo al mazzo, nell'ordine indicato dallo scenario.",
        "hand_to_deck.top.picked": "{effect}: {player} mostra {cards:il} e le mette dalla mano in "
                                   "cima al mazzo, la prima indicata più in alto.",
        "note.pick_default": "{effect}: lo scenario non indica quali carte sceglie {player}, "
                             "quindi il giudice ha preso le prime elencate ({cards:il}); `picks: "
                             "[...]` sull'azione le indica",
        "note.place_default.top": "{effect}: lo scenario non dice se le carte vanno in cima o in "
                                  "fondo al mazzo, quindi il giudice le ha lasciate in cima; "
                                  "`place: top` o `place: bottom` sull'azione lo dice",
        "note.place_default.bottom": "{effect}: lo scenario non dice se le carte vanno in cima o "
                                     "in fondo al mazzo, quindi il giudice le ha messe in fondo; "
                                     "`place: top` o `place: bottom` sull'azione lo dice",
        "note.place_default.life_top": "{effect}: lo scenario non dice se la carta va in cima o "
                                       "in fondo alle carte Vita, quindi il giudice l'ha messa in "
                                       "cima; `place: top` o `place: bottom` sull'azione lo dice",
        "mismatch.already_chosen": "è già scelta una volta",
        "effect_unread": "{effect} non si applica: il giudice non sa ancora leggere questa "
                         "abilità stampata (vedi le note). La carta conta come stampata (il "
                         "suo momento, il costo e il tipo); resta fuori solo ciò che "
                         "l'abilità fa.",
        "illegal.target_twice": "{effect} sceglie carte diverse: {card:il} conta una volta sola; "
                                "nominare due volte la stessa carta non è permesso.",
    },
    "fr": {
        "note.take_default": "{effect} : le scénario ne dit pas combien le joueur en a pris sur "
                             "« jusqu'à {most} », le juge en a donc pris {most} ; `take` sur "
                             "l'action le dit",
        "note.search_default": "{effect} : le scénario n'indique pas les cartes que prend "
                               "{player}, le juge a donc pris les premières qui conviennent "
                               "({cards:le}) ; `target` sur l'action les indique (`target: []` : "
                               "aucune)",
        "note.pay_default": "{card:le} : le scénario ne dit pas quelles cartes paient son "
                            "coût, le juge a donc pris les premières de la liste qui conviennent "
                            "(et celle du dessus de la Vie) ; une action `pay` les indique",
        "choice_declined": "{effect} : {player} ne choisit aucune des cartes, comme le dit le "
                           "scénario (`target: []` ; « jusqu'à » permet de n'en choisir aucune).",
        "opponent_trash_from_hand.picked": "{effect} : {player} défausse {cards:le} de sa main "
                                           "({player} choisit, comme l'indique le scénario).",
        "opponent_hand_to_bottom.picked": "{effect} : {player} place {cards:le} de sa main sous "
                                          "son deck ({player} choisit, dans l'ordre qu'indique "
                                          "le scénario).",
        "opponent_trash_to_bottom.picked": "{effect} : {player} place {cards:le} de sa défausse "
                                           "sous son deck ({player} choisit, dans l'ordre "
                                           "qu'indique le scénario).",
        "hand_to_deck.bottom.picked": "{effect} : {player} montre {cards:le} et les place de sa "
                                      "main sous le deck, dans l'ordre qu'indique le scénario.",
        "hand_to_deck.top.picked": "{effect} : {player} montre {cards:le} et les place de sa main "
                                   "sur le dessus du deck, la première indiquée tout en haut.",
        "note.pick_default": "{effect} : le scénario n'indique pas les cartes que choisit "
                             "{player}, le juge a donc pris les premières de la liste "
                             "({cards:le}) ; `picks: [...]` sur l'action les indique",
        "note.place_default.top": "{effect} : le scénario ne dit pas si les cartes vont sur le "
                                  "dessus ou sous le deck, le juge les a donc laissées sur le "
                                  "dessus ; `place: top` ou `place: bottom` sur l'action le dit",
        "note.place_default.bottom": "{effect} : le scénario ne dit pas si les cartes vont sur le "
                                     "dessus ou sous le deck, le juge les a donc placées "
                                     "dessous ; `place: top` ou `place: bottom` sur l'action le "
                                     "dit",
        "note.place_default.life_top": "{effect} : le scénario ne dit pas si la carte va sur le "
                                       "dessus ou sous les cartes Vie, le juge l'a donc placée "
                                       "dessus ; `place: top` ou `place: bottom` sur l'action le "
                                       "dit",
        "mismatch.already_chosen": "elle est déjà choisie une fois",
        "effect_unread": "{effect} n'est pas appliqué : le juge ne sait pas encore lire cette "
                         "capacité imprimée (voir les notes). La carte compte telle qu'elle "
                         "est imprimée (son moment, son coût et son type) ; seul ce que fait "
                         "la capacité est laissé de côté.",
        "illegal.target_twice": "{effect} choisit des cartes différentes : {card:le} ne compte "
                                "qu'une fois ; désigner deux fois la même carte n'est pas "
                                "permis.",
    },
}
