"""The words of deck searches and cards taken from the trash (decks/search.py), per language."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

DECKS: dict[str, dict[str, Message]] = {
    "en": {
        "would.hand_to_deck": "place cards from the hand in the deck",
        "hand_to_deck.bottom": "{effect}: {player} shows {cards} and places them from the hand at "
                               "the bottom of the deck (the first the hand lists, in that "
                               "order; which cards and their order are the player's choice).",
        "hand_to_deck.top": "{effect}: {player} shows {cards} and places them from the hand on "
                            "top of the deck, the first listed on top (which cards and their "
                            "order are the player's choice).",
        "hand_to_deck.top_or_bottom": "{effect}: {player} shows {cards} and places them from "
                                      "the hand at the bottom of the deck (the player could "
                                      "choose the top, other cards and another order).",
        "unmet.top_card": "{card}, on top of the deck, does not fit: {why}",
        "unmet.top_card_none": "{player}'s deck is empty",
        "unmet.top_card_unknown": "the scenario gives {player}'s deck only as a number, so its "
                                  "top card cannot be shown to fit",
        "deck_revealed": Plural(
            "count",
            one="{effect}: {player} reveals the top card of the deck ({cards}).",
            other="{effect}: {player} reveals the top {count} cards of the deck ({cards})."),
        "deck_revealed.short": "{effect}: {player} reveals the {count} cards the deck has left "
                               "of the {wanted} asked ({cards}).",
        "deck_play.took": "{effect}: {player} picks {card} to play.",
        "deck_play.took_first": "{effect}: {player} picks {card}, the first of them that fits "
                                "(the scenario chose none), to play.",
        "mismatch.trait_including": "none of its types includes {parts}",
        "mismatch.attribute": "it has none of the attributes {attributes}",
        "would.look_at_deck": "look at the top of the deck",
        "deck_looked": Plural(
            "count",
            one="{effect}: {player} looks at the top card of the deck ({cards}); while looked "
                "at, it stays in the deck.",
            other="{effect}: {player} looks at the top {count} cards of the deck ({cards}); "
                  "while looked at, they stay in the deck."),
        "deck_looked.short": "{effect}: {player} looks at the {count} cards the deck has left of "
                             "the {wanted} asked ({cards}).",
        "deck_search.took": "{effect}: {player} reveals {card} and adds it to the hand.",
        "deck_search.took_first": "{effect}: {player} reveals {card}, the first of them that "
                                  "fits (the scenario chose none), and adds it to the hand.",
        "deck_search.none": "{effect}: none of them fits, so {player} adds nothing to the hand "
                            "(\"up to\" allows none).",
        "deck_search.none_known": "{effect}: the scenario gives these deck cards only as a "
                                  "number, so none of them can be shown to fit; {player} adds "
                                  "nothing to the hand.",
        "deck_search.not_looked": "{effect}: {card} is not among the {count} cards looked at, "
                                  "so it cannot be taken; nothing is added to the hand.",
        "deck_search.no_fit": "{effect}: {card} cannot be taken ({why}); nothing is added to "
                              "the hand.",
        "deck_rest.bottom": "{effect}: {player} places {cards} at the bottom of the deck, in the "
                            "order the scenario lists them (the order is the player's choice).",
        "deck_rest.trash": "{effect}: {player} trashes {cards}.",
        "deck_rest.top": "{effect}: {player} leaves {cards} on top of the deck in the order the "
                         "scenario lists them (the player could place any of them at the bottom "
                         "instead).",
        "trash_to_hand": "{effect}: {player} adds {cards} from the trash to the hand.",
        "trash_to_hand.first": "{effect}: {player} adds {cards} from the trash to the hand, "
                               "the first there that fit (the scenario chose none).",
        "trash_to_hand.none": "{effect}: no card in {player}'s trash fits, so nothing is added "
                              "to the hand.",
        "illegal.search_not_looked": "{effect} looks only at the top {count} cards of the deck, "
                                     "and {card} is not among them: it cannot be chosen.",
    },
    "de": {
        "would.hand_to_deck": "Karten aus der Hand ins Deck legen",
        "hand_to_deck.bottom": "{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand "
                               "unter das Deck (die ersten der Hand, in dieser Reihenfolge; "
                               "welche Karten und ihre Reihenfolge wählt der Spieler).",
        "hand_to_deck.top": "{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand "
                            "oben auf das Deck, die erste zuoberst (welche Karten und ihre "
                            "Reihenfolge wählt der Spieler).",
        "hand_to_deck.top_or_bottom": "{effect}: {player} zeigt {cards:den} vor und legt sie aus "
                                      "der "
                                      "Hand unter das Deck (der Spieler dürfte auch oben, "
                                      "andere Karten und eine andere Reihenfolge wählen).",
        "unmet.top_card": "{card:der} oben auf dem Deck passt nicht: {why}",
        "unmet.top_card_none": "das Deck von {player} ist leer",
        "unmet.top_card_unknown": "das Szenario gibt das Deck von {player} nur als Anzahl an, "
                                  "also lässt sich nicht zeigen, dass die oberste Karte passt",
        "deck_revealed": Plural(
            "count",
            one="{effect}: {player} zeigt die oberste Karte des Decks vor ({cards}).",
            other="{effect}: {player} zeigt die obersten {count} Karten des Decks vor "
                  "({cards})."),
        "deck_revealed.short": "{effect}: {player} zeigt die {count} Karten vor, die dem Deck "
                               "von den verlangten {wanted} bleiben ({cards}).",
        "deck_play.took": "{effect}: {player} wählt {card:den}, um sie zu spielen.",
        "deck_play.took_first": "{effect}: {player} wählt {card:den}, die erste passende dieser "
                                "Karten (das Szenario wählt keine), um sie zu spielen.",
        "mismatch.trait_including": "keiner ihrer Typen enthält {parts}",
        "mismatch.attribute": "sie hat keines der Attribute {attributes}",
        "would.look_at_deck": "sich die obersten Karten des Decks ansehen",
        "deck_looked": Plural(
            "count",
            one="{effect}: {player} sieht sich die oberste Karte des Decks an ({cards}); "
                "solange sie angesehen wird, bleibt sie im Deck.",
            other="{effect}: {player} sieht sich die obersten {count} Karten des Decks an "
                  "({cards}); solange sie angesehen werden, bleiben sie im Deck."),
        "deck_looked.short": "{effect}: {player} sieht sich die {count} Karten an, die dem Deck "
                             "von den verlangten {wanted} bleiben ({cards}).",
        "deck_search.took": "{effect}: {player} zeigt {card:den} vor und nimmt die Karte auf die "
                            "Hand.",
        "deck_search.took_first": "{effect}: {player} zeigt {card:den} vor, die erste passende "
                                  "dieser Karten (das Szenario wählt keine), und nimmt sie auf "
                                  "die Hand.",
        "deck_search.none": "{effect}: Keine davon passt, also nimmt {player} nichts auf die "
                            "Hand (\"bis zu\" erlaubt keine).",
        "deck_search.none_known": "{effect}: Das Szenario gibt diese Deckkarten nur als Anzahl "
                                  "an, also lässt sich von keiner zeigen, dass sie passt; "
                                  "{player} nimmt nichts auf die Hand.",
        "deck_search.not_looked": "{effect}: {card:der} ist nicht unter den {count} angesehenen "
                                  "Karten und kann nicht genommen werden; nichts kommt auf die "
                                  "Hand.",
        "deck_search.no_fit": "{effect}: {card:der} kann nicht genommen werden ({why}); nichts "
                              "kommt auf die Hand.",
        "deck_rest.bottom": "{effect}: {player} legt {cards:den} unter das Deck, in der "
                            "Reihenfolge "
                            "des Szenarios (die Reihenfolge wählt der Spieler).",
        "deck_rest.trash": "{effect}: {player} legt {cards:den} auf den Ablagestapel.",
        "deck_rest.top": "{effect}: {player} lässt {cards:den} in der Reihenfolge des Szenarios "
                         "oben auf dem Deck (der Spieler dürfte jede davon stattdessen unter "
                         "das Deck legen).",
        "trash_to_hand": "{effect}: {player} nimmt {cards:den} vom Ablagestapel auf die Hand.",
        "trash_to_hand.first": "{effect}: {player} nimmt {cards:den} vom Ablagestapel auf die "
                               "Hand, die ersten passenden dort (das Szenario wählt keine).",
        "trash_to_hand.none": "{effect}: Keine Karte im Ablagestapel von {player} passt, also "
                              "kommt nichts auf die Hand.",
        "illegal.search_not_looked": "{effect} sieht sich nur die obersten {count} Karten des "
                                     "Decks an, und {card:der} ist nicht darunter: "
                                     "{card:Er|Sie|Es} kann nicht gewählt werden.",
    },
    "es": {
        "would.hand_to_deck": "colocaría cartas de la mano en el mazo",
        "hand_to_deck.bottom": "{effect}: {player} muestra {cards:el} y las coloca de la mano en "
                               "el "
                               "fondo del mazo (las primeras de la mano, en ese orden; qué "
                               "cartas y en qué orden lo elige el jugador).",
        "hand_to_deck.top": "{effect}: {player} muestra {cards:el} y las coloca de la mano encima "
                            "del mazo, la primera arriba del todo (qué cartas y en qué orden lo "
                            "elige el jugador).",
        "hand_to_deck.top_or_bottom": "{effect}: {player} muestra {cards:el} y las coloca de la "
                                      "mano en el fondo del mazo (el jugador podría elegir "
                                      "encima, otras cartas y otro orden).",
        "unmet.top_card": "{card:el}, encima del mazo, no cumple: {why}",
        "unmet.top_card_none": "el mazo de {player} está vacío",
        "unmet.top_card_unknown": "el escenario da el mazo de {player} solo como un número, así "
                                  "que no se puede mostrar que su carta superior cumpla",
        "deck_revealed": Plural(
            "count",
            one="{effect}: {player} revela la carta superior del mazo ({cards}).",
            other="{effect}: {player} revela las {count} cartas superiores del mazo ({cards})."),
        "deck_revealed.short": "{effect}: {player} revela las {count} cartas que le quedan al "
                               "mazo de las {wanted} pedidas ({cards}).",
        "deck_play.took": "{effect}: {player} elige {card:el} para jugarla.",
        "deck_play.took_first": "{effect}: {player} elige {card:el}, la primera de ellas que "
                                "cumple (el escenario no eligió ninguna), para jugarla.",
        "mismatch.trait_including": "ninguno de sus tipos incluye {parts}",
        "mismatch.attribute": "no tiene ninguno de los atributos {attributes}",
        "would.look_at_deck": "miraría las cartas superiores del mazo",
        "deck_looked": Plural(
            "count",
            one="{effect}: {player} mira la carta superior del mazo ({cards}); mientras la "
                "mira, sigue en el mazo.",
            other="{effect}: {player} mira las {count} cartas superiores del mazo ({cards}); "
                  "mientras las mira, siguen en el mazo."),
        "deck_looked.short": "{effect}: {player} mira las {count} cartas que le quedan al mazo "
                             "de las {wanted} pedidas ({cards}).",
        "deck_search.took": "{effect}: {player} revela {card:el} y la añade a la mano.",
        "deck_search.took_first": "{effect}: {player} revela {card:el}, la primera de ellas que "
                                  "cumple (el escenario no eligió ninguna), y la añade a la "
                                  "mano.",
        "deck_search.none": "{effect}: ninguna cumple, así que {player} no añade nada a la mano "
                            "(«hasta» permite ninguna).",
        "deck_search.none_known": "{effect}: el escenario da estas cartas del mazo solo como un "
                                  "número, así que no se puede mostrar que ninguna cumpla; "
                                  "{player} no añade nada a la mano.",
        "deck_search.not_looked": "{effect}: {card:el} no está entre las {count} cartas miradas, "
                                  "así que no se puede tomar; no se añade nada a la mano.",
        "deck_search.no_fit": "{effect}: {card:el} no se puede tomar ({why}); no se añade nada a "
                              "la mano.",
        "deck_rest.bottom": "{effect}: {player} coloca {cards:el} en el fondo del mazo, en el "
                            "orden "
                            "del escenario (el orden lo elige el jugador).",
        "deck_rest.trash": "{effect}: {player} manda {cards:el} al Trash.",
        "deck_rest.top": "{effect}: {player} deja {cards:el} encima del mazo en el orden del "
                         "escenario (el jugador podría colocar cualquiera de ellas en el fondo).",
        "trash_to_hand": "{effect}: {player} añade {cards:el} del Trash a la mano.",
        "trash_to_hand.first": "{effect}: {player} añade {cards:el} del Trash a la mano, las "
                               "primeras de allí que cumplen (el escenario no eligió ninguna).",
        "trash_to_hand.none": "{effect}: ninguna carta del Trash de {player} cumple, así que no "
                              "se añade nada a la mano.",
        "illegal.search_not_looked": "{effect} solo mira las {count} cartas superiores del "
                                     "mazo, y {card:el} no está entre ellas: no se puede elegir.",
    },
    "it": {
        "would.hand_to_deck": "metterebbe carte dalla mano nel mazzo",
        "hand_to_deck.bottom": "{effect}: {player} mostra {cards:il} e le mette dalla mano in "
                               "fondo "
                               "al mazzo (le prime della mano, in quell'ordine; quali carte e "
                               "in che ordine lo sceglie il giocatore).",
        "hand_to_deck.top": "{effect}: {player} mostra {cards:il} e le mette dalla mano in cima al "
                            "mazzo, la prima più in alto (quali carte e in che ordine lo sceglie "
                            "il giocatore).",
        "hand_to_deck.top_or_bottom": "{effect}: {player} mostra {cards:il} e le mette dalla mano "
                                      "in fondo al mazzo (il giocatore potrebbe scegliere la "
                                      "cima, altre carte e un altro ordine).",
        "unmet.top_card": "{card:il}, in cima al mazzo, non corrisponde: {why}",
        "unmet.top_card_none": "il mazzo di {player} è vuoto",
        "unmet.top_card_unknown": "lo scenario indica il mazzo di {player} solo come numero, "
                                  "quindi non si può mostrare che la carta in cima corrisponda",
        "deck_revealed": Plural(
            "count",
            one="{effect}: {player} rivela la carta in cima al mazzo ({cards}).",
            other="{effect}: {player} rivela le {count} carte in cima al mazzo ({cards})."),
        "deck_revealed.short": "{effect}: {player} rivela le {count} carte rimaste nel mazzo "
                               "delle {wanted} richieste ({cards}).",
        "deck_play.took": "{effect}: {player} sceglie {card:il} da giocare.",
        "deck_play.took_first": "{effect}: {player} sceglie {card:il}, la prima di esse che "
                                "corrisponde (lo scenario non ne ha scelta nessuna), da giocare.",
        "mismatch.trait_including": "nessuno dei suoi tipi include {parts}",
        "mismatch.attribute": "non ha nessuno degli attributi {attributes}",
        "would.look_at_deck": "guarderebbe le carte in cima al mazzo",
        "deck_looked": Plural(
            "count",
            one="{effect}: {player} guarda la carta in cima al mazzo ({cards}); mentre la "
                "guarda, resta nel mazzo.",
            other="{effect}: {player} guarda le {count} carte in cima al mazzo ({cards}); "
                  "mentre le guarda, restano nel mazzo."),
        "deck_looked.short": "{effect}: {player} guarda le {count} carte rimaste nel mazzo "
                             "delle {wanted} richieste ({cards}).",
        "deck_search.took": "{effect}: {player} rivela {card:il} e la aggiunge alla mano.",
        "deck_search.took_first": "{effect}: {player} rivela {card:il}, la prima di esse che "
                                  "corrisponde (lo scenario non ne ha scelta nessuna), e la "
                                  "aggiunge alla mano.",
        "deck_search.none": "{effect}: nessuna corrisponde, quindi {player} non aggiunge nulla "
                            "alla mano (\"fino a\" permette di non prenderne nessuna).",
        "deck_search.none_known": "{effect}: lo scenario indica queste carte del mazzo solo "
                                  "come numero, quindi non si può mostrare che una corrisponda; "
                                  "{player} non aggiunge nulla alla mano.",
        "deck_search.not_looked": "{effect}: {card:il} non è tra le {count} carte guardate, quindi "
                                  "non può essere presa; nulla viene aggiunto alla mano.",
        "deck_search.no_fit": "{effect}: {card:il} non può essere presa ({why}); nulla viene "
                              "aggiunto alla mano.",
        "deck_rest.bottom": "{effect}: {player} mette {cards:il} in fondo al mazzo, nell'ordine "
                            "dello scenario (l'ordine lo sceglie il giocatore).",
        "deck_rest.trash": "{effect}: {player} scarta {cards:il}.",
        "deck_rest.top": "{effect}: {player} lascia {cards:il} in cima al mazzo nell'ordine dello "
                         "scenario (il giocatore potrebbe invece mettere qualunque di esse in "
                         "fondo).",
        "trash_to_hand": "{effect}: {player} aggiunge {cards:il} dagli Scarti alla mano.",
        "trash_to_hand.first": "{effect}: {player} aggiunge {cards:il} dagli Scarti alla mano, le "
                               "prime lì che corrispondono (lo scenario non ne ha scelta "
                               "nessuna).",
        "trash_to_hand.none": "{effect}: nessuna carta negli Scarti di {player} corrisponde, "
                              "quindi nulla viene aggiunto alla mano.",
        "illegal.search_not_looked": "{effect} guarda solo le {count} carte in cima al mazzo, e "
                                     "{card:il} non è tra esse: non può essere scelta.",
    },
    "fr": {
        "would.hand_to_deck": "placerait des cartes de la main dans le deck",
        "hand_to_deck.bottom": "{effect} : {player} montre {cards:le} et les place de sa main sous "
                               "le deck (les premières de la main, dans cet ordre ; le choix "
                               "des cartes et de leur ordre revient au joueur).",
        "hand_to_deck.top": "{effect} : {player} montre {cards:le} et les place de sa main sur le "
                            "dessus du deck, la première tout en haut (le choix des cartes et "
                            "de leur ordre revient au joueur).",
        "hand_to_deck.top_or_bottom": "{effect} : {player} montre {cards:le} et les place de sa "
                                      "main sous le deck (le joueur pourrait choisir le dessus, "
                                      "d'autres cartes et un autre ordre).",
        "unmet.top_card": "{card:le}, sur le dessus du deck, ne convient pas : {why}",
        "unmet.top_card_none": "le deck de {player} est vide",
        "unmet.top_card_unknown": "le scénario ne donne le deck de {player} que par son nombre, "
                                  "donc on ne peut montrer que sa carte du dessus convienne",
        "deck_revealed": Plural(
            "count",
            one="{effect} : {player} révèle la carte du dessus du deck ({cards}).",
            other="{effect} : {player} révèle les {count} cartes du dessus du deck ({cards})."),
        "deck_revealed.short": "{effect} : {player} révèle les {count} cartes qui restent au "
                               "deck sur les {wanted} demandées ({cards}).",
        "deck_play.took": "{effect} : {player} choisit {card:le} pour la jouer.",
        "deck_play.took_first": "{effect} : {player} choisit {card:le}, la première d'entre elles "
                                "qui convient (le scénario n'en a choisi aucune), pour la jouer.",
        "mismatch.trait_including": "aucun de ses types ne contient {parts}",
        "mismatch.attribute": "elle n'a aucun des attributs {attributes}",
        "would.look_at_deck": "regarderait les cartes du dessus du deck",
        "deck_looked": Plural(
            "count",
            one="{effect} : {player} regarde la carte du dessus du deck ({cards}) ; tant "
                "qu'elle est regardée, elle reste dans le deck.",
            other="{effect} : {player} regarde les {count} cartes du dessus du deck ({cards}) ; "
                  "tant qu'elles sont regardées, elles restent dans le deck."),
        "deck_looked.short": "{effect} : {player} regarde les {count} cartes qui restent au "
                             "deck sur les {wanted} demandées ({cards}).",
        "deck_search.took": "{effect} : {player} révèle {card:le} et l'ajoute à sa main.",
        "deck_search.took_first": "{effect} : {player} révèle {card:le}, la première d'entre elles "
                                  "qui convient (le scénario n'en a choisi aucune), et l'ajoute "
                                  "à sa main.",
        "deck_search.none": "{effect} : aucune ne convient, donc {player} n'ajoute rien à sa "
                            "main (« jusqu'à » permet de n'en prendre aucune).",
        "deck_search.none_known": "{effect} : le scénario ne donne ces cartes du deck que par "
                                  "leur nombre, donc on ne peut montrer qu'aucune convienne ; "
                                  "{player} n'ajoute rien à sa main.",
        "deck_search.not_looked": "{effect} : {card:le} n'est pas parmi les {count} cartes "
                                  "regardées, donc elle ne peut pas être prise ; rien n'est "
                                  "ajouté à la main.",
        "deck_search.no_fit": "{effect} : {card:le} ne peut pas être prise ({why}) ; rien n'est "
                              "ajouté à la main.",
        "deck_rest.bottom": "{effect} : {player} place {cards:le} sous le deck, dans l'ordre du "
                            "scénario (l'ordre est au choix du joueur).",
        "deck_rest.trash": "{effect} : {player} défausse {cards:le}.",
        "deck_rest.top": "{effect} : {player} laisse {cards:le} sur le dessus du deck dans l'ordre "
                         "du scénario (le joueur pourrait placer n'importe laquelle sous le "
                         "deck à la place).",
        "trash_to_hand": "{effect} : {player} ajoute {cards:le} de la défausse à sa main.",
        "trash_to_hand.first": "{effect} : {player} ajoute {cards:le} de la défausse à sa main, "
                               "les premières qui y conviennent (le scénario n'en a choisi "
                               "aucune).",
        "trash_to_hand.none": "{effect} : aucune carte de la défausse de {player} ne convient, "
                              "donc rien n'est ajouté à la main.",
        "illegal.search_not_looked": "{effect} ne regarde que les {count} cartes du dessus du "
                                     "deck, et {card:le} n'en fait pas partie : elle ne peut pas "
                                     "être choisie.",
    },
}
