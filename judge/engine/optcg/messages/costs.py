"""The words of activation costs (optcg/costs.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(COSTS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural


def _n(one: str, other: str) -> Plural:
    return Plural("count", one=one, other=other)


COSTS: dict[str, dict[str, Message]] = {
    "en": {
        "cost.trash_self": "trashing {card}",
        "cost.bottom_self": "placing {card} at the bottom of its owner's deck",
        "cost.bounce_self": "returning {card} to its owner's hand",
        "cost.life_to_hand": _n("adding the top Life card to the hand",
                                "adding the top {count} Life cards to the hand"),
        "cost.life_to_hand.top_or_bottom": _n(
            "adding {count} card from the top or bottom of the Life to the hand",
            "adding {count} cards from the top or bottom of the Life to the hand"),
        "cost.trash_life": _n("trashing the top Life card", "trashing the top {count} Life cards"),
        "cost.trash_life.top_or_bottom": _n(
            "trashing {count} card from the top or bottom of the Life",
            "trashing {count} cards from the top or bottom of the Life"),
        "cost.trash_deck": _n("trashing the top card of the deck",
                              "trashing the top {count} cards of the deck"),
        "cost.leader_power": "giving {card} -{amount} power during this turn",
        "cost.trash_from_hand": _n("trashing {count} card from the hand that fits its text",
                                   "trashing {count} cards from the hand that fit its text"),
        "cost.reveal_from_hand": _n("revealing {count} card from the hand that fits its text",
                                    "revealing {count} cards from the hand that fit its text"),
        "cost.trash_to_deck_bottom": _n(
            "placing {count} card from the trash that fits its text at the bottom of the deck",
            "placing {count} cards from the trash that fit its text at the bottom of the deck"),
        "cost.bounce_own": _n("returning {count} of the player's Characters that fits its text "
                              "to the hand",
                              "returning {count} of the player's Characters that fit its text "
                              "to the hand"),
        "cost.rest_own": _n("resting {count} of the player's active cards that fits its text",
                            "resting {count} of the player's active cards that fit its text"),
        "illegal.cost_self_off_field": "{effect} costs {what}, but {card} is not on the field.",
        "illegal.cost_life": _n("{effect} costs {what}, but {player} has only {count} Life card.",
                                "{effect} costs {what}, but {player} has only {count} Life "
                                "cards."),
        "illegal.cost_deck": _n("{effect} costs {what}, but {player} has only {count} card in "
                                "the deck.",
                                "{effect} costs {what}, but {player} has only {count} cards in "
                                "the deck."),
        "illegal.cost_leader_rested": "{effect} costs {what}, but {card} is rested, not active.",
        "illegal.cost_cards": _n("{effect} costs {what}, but {player} has only {count} that "
                                 "can pay it.",
                                 "{effect} costs {what}, but {player} has only {count} that "
                                 "can pay it."),
        "illegal.cost_named_unfit": Plural(
            "count", one="{effect} costs {what}, but only {count} of the cards named to pay it "
                         "can.",
            other="{effect} costs {what}, but only {count} of the cards named to pay it can.",
            zero="{effect} costs {what}, but none of the cards named to pay it can."),
        "illegal.pay_unknown_card": "`pay` names a card that is not in the scenario.",
        "paid.trash_self": "trashes {card}",
        "paid.bottom_self": "places {card} at the bottom of the owner's deck",
        "paid.bounce_self": "returns {card} to the owner's hand",
        "paid.life_to_hand": "adds {cards} from the {end} of the Life to the hand",
        "paid.trash_life": "trashes {cards} from the {end} of the Life",
        "paid.trash_deck": "trashes {cards} from the top of the deck",
        "paid.leader_power": "gives {card} {amount} power during this turn",
        "paid.reveal_from_hand": "reveals {cards} from the hand",
        "paid.trash_to_deck_bottom": "places {cards} from the trash at the bottom of the deck",
        "paid.bounce_own": "returns {cards} to the owner's hand",
        "paid.rest_own": "rests {cards}",
        "paid.rest_own.don": "rests {cards} and {count} DON!!",
        "cost.trash_own": _n("trashing {count} of the player's cards on the field that fits "
                             "its text",
                             "trashing {count} of the player's cards on the field that fit its "
                             "text"),
        "cost.bottom_own": _n("placing {count} of the player's cards on the field that fits its "
                              "text at the bottom of the deck",
                              "placing {count} of the player's cards on the field that fit its "
                              "text at the bottom of the deck"),
        "cost.hand_to_deck_bottom": _n("placing {count} card from the hand at the bottom of the "
                                       "deck",
                                       "placing {count} cards from the hand at the bottom of the "
                                       "deck"),
        "cost.life_face_up": _n("turning the top Life card face-up",
                                "turning the top {count} Life cards face-up"),
        "cost.life_face_down": _n("turning the top Life card face-down",
                                  "turning the top {count} Life cards face-down"),
        "illegal.cost_life_face.none": "{effect} costs {what}, but none of {player}'s top Life "
                                       "cards can be turned that way (a card already so is "
                                       "not turned again).",
        "illegal.cost_life_face": "{effect} costs {what}, but only {count} of {player}'s top "
                                  "Life cards can be turned that way (a card already so is not "
                                  "turned again).",
        "paid.trash_own": "trashes {cards} (not a K.O.)",
        "paid.bottom_own": "places {cards} at the bottom of the owner's deck",
        "paid.hand_to_deck_bottom": "places {cards} from the hand at the bottom of the deck",
        "paid.life_face_up": "turns {cards} at the top of the Life face-up",
        "paid.life_face_down": "turns {cards} at the top of the Life face-down",
        "cost.return_don": _n("returning {count} DON!! of the field to the DON!! deck",
                              "returning {count} DON!! of the field to the DON!! deck"),
        "cost.return_active_don": _n("returning {count} active DON!! to the DON!! deck",
                                     "returning {count} active DON!! to the DON!! deck"),
        "illegal.cost_return_don": "{effect} costs {what}, but {player} has only {count}.",
        "paid.return_active_don": "returns {count} active DON!! to the DON!! deck",
        "payment_named.don": "{player} will return {count} DON!! to pay the next cost of "
                             "{source}.",
        "illegal.cost_condition_unmet": "The cost of {effect} can be paid only while its \"if\" "
                                        "holds, and it does not ({why}).",
        "cost.give_don_own": _n("giving {count} active DON!! to a card of the player's that "
                                "fits its text",
                                "giving {count} active DON!! to a card of the player's that "
                                "fits its text"),
        "paid.give_don_own": "gives {count} active DON!! to {card}",
        "cost.give_opponent_don": _n("giving {count} of the opponent's rested DON!! to 1 of "
                                     "their Characters",
                                     "giving {count} of the opponent's rested DON!! to 1 of "
                                     "their Characters"),
        "paid.give_opponent_don": "gives {count} of the opponent's rested DON!! to {card}",
        "cost.bottom_stage": _n("placing {count} Stage that fits its text at the bottom of "
                                "its owner's deck",
                                "placing {count} Stages that fit its text at the bottom of "
                                "their owner's deck"),
        "paid.bottom_stage": "places {cards} at the bottom of the owner's deck",
        "life_end.top": "top",
        "life_end.bottom": "bottom",
        "payment_named": "{player} names the cards that pay the next cost of {source}: "
                         "{cards}.",
        "payment_named.life": "{player} takes the Life cards that pay the next cost of "
                              "{source} from the {end}.",
    },
    "de": {
        "cost.trash_self": "{card:den} abzulegen",
        "cost.bottom_self": "{card:den} unter das Deck seines Besitzers zu legen",
        "cost.bounce_self": "{card:den} auf die Hand seines Besitzers zurückzugeben",
        "cost.life_to_hand": _n("die oberste Lebenskarte auf die Hand zu nehmen",
                                "die obersten {count} Lebenskarten auf die Hand zu nehmen"),
        "cost.life_to_hand.top_or_bottom": _n(
            "{count} Karte von oben oder unten aus dem Leben auf die Hand zu nehmen",
            "{count} Karten von oben oder unten aus dem Leben auf die Hand zu nehmen"),
        "cost.trash_life": _n("die oberste Lebenskarte abzulegen",
                              "die obersten {count} Lebenskarten abzulegen"),
        "cost.trash_life.top_or_bottom": _n(
            "{count} Karte von oben oder unten aus dem Leben abzulegen",
            "{count} Karten von oben oder unten aus dem Leben abzulegen"),
        "cost.trash_deck": _n("die oberste Karte des Decks abzulegen",
                              "die obersten {count} Karten des Decks abzulegen"),
        "cost.leader_power": "{card:den} während dieses Zuges -{amount} Stärke zu geben",
        "cost.trash_from_hand": _n("{count} passende Karte aus der Hand abzulegen",
                                   "{count} passende Karten aus der Hand abzulegen"),
        "cost.reveal_from_hand": _n("{count} passende Karte aus der Hand vorzuzeigen",
                                    "{count} passende Karten aus der Hand vorzuzeigen"),
        "cost.trash_to_deck_bottom": _n(
            "{count} passende Karte aus dem Ablagestapel unter das Deck zu legen",
            "{count} passende Karten aus dem Ablagestapel unter das Deck zu legen"),
        "cost.bounce_own": _n("{count} passenden eigenen Charakter auf die Hand zurückzugeben",
                              "{count} passende eigene Charaktere auf die Hand zurückzugeben"),
        "cost.rest_own": _n("{count} passende eigene aktive Karte ruhend zu stellen",
                            "{count} passende eigene aktive Karten ruhend zu stellen"),
        "illegal.cost_self_off_field": "{effect} kostet, {what}, aber {card:der} ist nicht auf dem "
                                       "Spielfeld.",
        "illegal.cost_life": _n("{effect} kostet, {what}, aber {player} hat nur {count} "
                                "Lebenskarte.",
                                "{effect} kostet, {what}, aber {player} hat nur {count} "
                                "Lebenskarten."),
        "illegal.cost_deck": _n("{effect} kostet, {what}, aber {player} hat nur {count} Karte "
                                "im Deck.",
                                "{effect} kostet, {what}, aber {player} hat nur {count} Karten "
                                "im Deck."),
        "illegal.cost_leader_rested": "{effect} kostet, {what}, aber {card:der} ist ruhend, nicht "
                                      "aktiv.",
        "illegal.cost_cards": _n("{effect} kostet, {what}, aber {player} hat nur {count} Karte, "
                                 "die dafür in Frage kommt.",
                                 "{effect} kostet, {what}, aber {player} hat nur {count} "
                                 "Karten, die dafür in Frage kommen."),
        "illegal.cost_named_unfit": Plural(
            "count", one="{effect} kostet, {what}, aber von den zum Bezahlen genannten Karten "
                         "kommt nur {count} dafür in Frage.",
            other="{effect} kostet, {what}, aber von den zum Bezahlen genannten Karten kommen "
                  "nur {count} dafür in Frage.",
            zero="{effect} kostet, {what}, aber keine der zum Bezahlen genannten Karten kommt "
                 "dafür in Frage."),
        "illegal.pay_unknown_card": "`pay` nennt eine Karte, die es im Szenario nicht gibt.",
        "paid.trash_self": "legt {card:den} ab",
        "paid.bottom_self": "legt {card:den} unter das Deck des Besitzers",
        "paid.bounce_self": "gibt {card:den} auf die Hand des Besitzers zurück",
        "paid.life_to_hand": "nimmt {cards:den} vom {end} des Lebens auf die Hand",
        "paid.trash_life": "legt {cards:den} vom {end} des Lebens ab",
        "paid.trash_deck": "legt {cards:den} von oben vom Deck ab",
        "paid.leader_power": "gibt {card:dem} während dieses Zuges {amount} Stärke",
        "paid.reveal_from_hand": "zeigt {cards:den} aus der Hand vor",
        "paid.trash_to_deck_bottom": "legt {cards:den} aus dem Ablagestapel unter das Deck",
        "paid.bounce_own": "gibt {cards:den} auf die Hand des Besitzers zurück",
        "paid.rest_own": "stellt {cards:den} ruhend",
        "paid.rest_own.don": "stellt {cards:den} und {count} DON!! ruhend",
        "cost.trash_own": _n("{count} passende eigene Karte auf dem Spielfeld abzulegen",
                             "{count} passende eigene Karten auf dem Spielfeld abzulegen"),
        "cost.bottom_own": _n("{count} passende eigene Karte auf dem Spielfeld unter das Deck zu "
                              "legen",
                              "{count} passende eigene Karten auf dem Spielfeld unter das Deck "
                              "zu legen"),
        "cost.hand_to_deck_bottom": _n("{count} Karte aus der Hand unter das Deck zu legen",
                                       "{count} Karten aus der Hand unter das Deck zu legen"),
        "cost.life_face_up": _n("die oberste Lebenskarte offen umzudrehen",
                                "die obersten {count} Lebenskarten offen umzudrehen"),
        "cost.life_face_down": _n("die oberste Lebenskarte verdeckt umzudrehen",
                                  "die obersten {count} Lebenskarten verdeckt umzudrehen"),
        "illegal.cost_life_face.none": "{effect} kostet, {what}, aber keine der obersten "
                                       "Lebenskarten von {player} lässt sich so umdrehen (eine "
                                       "Karte, die schon so liegt, wird nicht erneut "
                                       "umgedreht).",
        "illegal.cost_life_face": "{effect} kostet, {what}, aber nur {count} der obersten "
                                  "Lebenskarten von {player} lassen sich so umdrehen (eine Karte, "
                                  "die schon so liegt, wird nicht erneut umgedreht).",
        "paid.trash_own": "legt {cards:den} ab (kein K.O.)",
        "paid.bottom_own": "legt {cards:den} unter das Deck des Besitzers",
        "paid.hand_to_deck_bottom": "legt {cards:den} aus der Hand unter das Deck",
        "paid.life_face_up": "dreht {cards:den} oben im Leben offen um",
        "paid.life_face_down": "dreht {cards:den} oben im Leben verdeckt um",
        "cost.return_don": _n("{count} DON!! vom Spielfeld ins DON!!-Deck zurückzulegen",
                              "{count} DON!! vom Spielfeld ins DON!!-Deck zurückzulegen"),
        "cost.return_active_don": _n("{count} aktive DON!! ins DON!!-Deck zurückzulegen",
                                     "{count} aktive DON!! ins DON!!-Deck zurückzulegen"),
        "illegal.cost_return_don": "{effect} kostet, {what}, aber {player} hat nur {count}.",
        "paid.return_active_don": "legt {count} aktive DON!! zurück ins DON!!-Deck",
        "payment_named.don": "{player} legt für die nächsten Kosten von {source} {count} DON!! "
                             "zurück.",
        "illegal.cost_condition_unmet": "Die Kosten von {effect} können nur bezahlt werden, "
                                        "solange seine \"Wenn\"-Bedingung erfüllt ist, und sie "
                                        "ist es nicht ({why}).",
        "cost.give_don_own": _n("einer passenden eigenen Karte {count} aktive DON!! zu geben",
                                "einer passenden eigenen Karte {count} aktive DON!! zu geben"),
        "paid.give_don_own": "gibt {card:dem} {count} aktive DON!!",
        "cost.give_opponent_don": _n("einem Charakter des Gegners {count} seiner ruhenden DON!! "
                                     "zu geben",
                                     "einem Charakter des Gegners {count} seiner ruhenden DON!! "
                                     "zu geben"),
        "paid.give_opponent_don": "gibt {card:dem} {count} ruhende DON!! des Gegners",
        "cost.bottom_stage": _n("{count} passende Stage unter das Deck ihres Besitzers zu "
                                "legen",
                                "{count} passende Stages unter das Deck ihrer Besitzer zu "
                                "legen"),
        "paid.bottom_stage": "legt {cards:den} unter das Deck des Besitzers",
        "life_end.top": "oberen Ende",
        "life_end.bottom": "unteren Ende",
        "payment_named": "{player} nennt die Karten, mit denen die nächsten Kosten von {source} "
                         "bezahlt werden: {cards:der}.",
        "payment_named.life": "{player} nimmt die Lebenskarten für die nächsten Kosten von "
                              "{source} vom {end}.",
    },
    "es": {
        "cost.trash_self": "mandar {card:el} al Trash",
        "cost.bottom_self": "colocar {card:el} en el fondo del mazo de su propietario",
        "cost.bounce_self": "devolver {card:el} a la mano de su propietario",
        "cost.life_to_hand": _n("añadir a la mano la carta superior de la Vida",
                                "añadir a la mano las {count} cartas superiores de la Vida"),
        "cost.life_to_hand.top_or_bottom": _n(
            "añadir a la mano {count} carta de la parte superior o inferior de la Vida",
            "añadir a la mano {count} cartas de la parte superior o inferior de la Vida"),
        "cost.trash_life": _n("mandar al Trash la carta superior de la Vida",
                              "mandar al Trash las {count} cartas superiores de la Vida"),
        "cost.trash_life.top_or_bottom": _n(
            "mandar al Trash {count} carta de la parte superior o inferior de la Vida",
            "mandar al Trash {count} cartas de la parte superior o inferior de la Vida"),
        "cost.trash_deck": _n("mandar al Trash la carta superior del mazo",
                              "mandar al Trash las {count} cartas superiores del mazo"),
        "cost.leader_power": "dar {card:al} -{amount} de poder durante este turno",
        "cost.trash_from_hand": _n("mandar al Trash {count} carta de la mano que cumpla su texto",
                                   "mandar al Trash {count} cartas de la mano que cumplan su "
                                   "texto"),
        "cost.reveal_from_hand": _n("mostrar {count} carta de la mano que cumpla su texto",
                                    "mostrar {count} cartas de la mano que cumplan su texto"),
        "cost.trash_to_deck_bottom": _n(
            "colocar en el fondo del mazo {count} carta del Trash que cumpla su texto",
            "colocar en el fondo del mazo {count} cartas del Trash que cumplan su texto"),
        "cost.bounce_own": _n("devolver a la mano {count} Personaje propio que cumpla su texto",
                              "devolver a la mano {count} Personajes propios que cumplan su "
                              "texto"),
        "cost.rest_own": _n("descansar {count} carta activa propia que cumpla su texto",
                            "descansar {count} cartas activas propias que cumplan su texto"),
        "illegal.cost_self_off_field": "{effect} cuesta {what}, pero {card:el} no está en el "
                                       "campo.",
        "illegal.cost_life": _n("{effect} cuesta {what}, pero {player} solo tiene {count} carta "
                                "de Vida.",
                                "{effect} cuesta {what}, pero {player} solo tiene {count} "
                                "cartas de Vida."),
        "illegal.cost_deck": _n("{effect} cuesta {what}, pero {player} solo tiene {count} carta "
                                "en el mazo.",
                                "{effect} cuesta {what}, pero {player} solo tiene {count} "
                                "cartas en el mazo."),
        "illegal.cost_leader_rested": "{effect} cuesta {what}, pero {card:el} está "
                                      "{card:descansado|descansada}, no "
                                      "activo.",
        "illegal.cost_cards": _n("{effect} cuesta {what}, pero {player} solo tiene {count} "
                                 "carta que sirva para pagarlo.",
                                 "{effect} cuesta {what}, pero {player} solo tiene {count} "
                                 "cartas que sirvan para pagarlo."),
        "illegal.cost_named_unfit": Plural(
            "count", one="{effect} cuesta {what}, pero de las cartas indicadas para pagarlo "
                         "solo sirve {count}.",
            other="{effect} cuesta {what}, pero de las cartas indicadas para pagarlo solo "
                  "sirven {count}.",
            zero="{effect} cuesta {what}, pero ninguna de las cartas indicadas para pagarlo "
                 "sirve."),
        "illegal.pay_unknown_card": "`pay` indica una carta que no está en el escenario.",
        "paid.trash_self": "manda {card:el} al Trash",
        "paid.bottom_self": "coloca {card:el} en el fondo del mazo de su propietario",
        "paid.bounce_self": "devuelve {card:el} a la mano de su propietario",
        "paid.life_to_hand": "añade a la mano {cards:el} de la parte {end} de la Vida",
        "paid.trash_life": "manda al Trash {cards:el} de la parte {end} de la Vida",
        "paid.trash_deck": "manda al Trash {cards:el} de la parte superior del mazo",
        "paid.leader_power": "da {card:al} {amount} de poder durante este turno",
        "paid.reveal_from_hand": "muestra {cards:el} de la mano",
        "paid.trash_to_deck_bottom": "coloca {cards:el} del Trash en el fondo del mazo",
        "paid.bounce_own": "devuelve {cards:el} a la mano de su propietario",
        "paid.rest_own": "descansa {cards:el}",
        "paid.rest_own.don": "descansa {cards:el} y {count} DON!!",
        "cost.trash_own": _n("mandar al Trash {count} carta propia del campo que cumpla su "
                             "texto",
                             "mandar al Trash {count} cartas propias del campo que cumplan su "
                             "texto"),
        "cost.bottom_own": _n("colocar en el fondo del mazo {count} carta propia del campo que "
                              "cumpla su texto",
                              "colocar en el fondo del mazo {count} cartas propias del campo que "
                              "cumplan su texto"),
        "cost.hand_to_deck_bottom": _n("colocar {count} carta de la mano en el fondo del mazo",
                                       "colocar {count} cartas de la mano en el fondo del mazo"),
        "cost.life_face_up": _n("poner boca arriba la carta superior de la Vida",
                                "poner boca arriba las {count} cartas superiores de la Vida"),
        "cost.life_face_down": _n("poner boca abajo la carta superior de la Vida",
                                  "poner boca abajo las {count} cartas superiores de la Vida"),
        "illegal.cost_life_face.none": "{effect} cuesta {what}, pero ninguna de las cartas "
                                       "superiores de la Vida de {player} se puede girar así "
                                       "(una carta que ya lo está no se vuelve a girar).",
        "illegal.cost_life_face": "{effect} cuesta {what}, pero solo {count} de las cartas "
                                  "superiores de la Vida de {player} se pueden girar así (una "
                                  "carta que ya lo está no se vuelve a girar).",
        "paid.trash_own": "manda {cards:el} al Trash (no es un K.O.)",
        "paid.bottom_own": "coloca {cards:el} en el fondo del mazo de su propietario",
        "paid.hand_to_deck_bottom": "coloca {cards:el} de la mano en el fondo del mazo",
        "paid.life_face_up": "pone boca arriba {cards:el} en la parte superior de la Vida",
        "paid.life_face_down": "pone boca abajo {cards:el} en la parte superior de la Vida",
        "cost.return_don": _n("devolver {count} DON!! del campo al Mazo DON!!",
                              "devolver {count} DON!! del campo al Mazo DON!!"),
        "cost.return_active_don": _n("devolver {count} DON!! activa al Mazo DON!!",
                                     "devolver {count} DON!! {count:activa|activas} al Mazo DON!!"),
        "illegal.cost_return_don": "{effect} cuesta {what}, pero {player} solo tiene {count}.",
        "paid.return_active_don": "devuelve {count} DON!! {count:activa|activas} al Mazo DON!!",
        "payment_named.don": "{player} devolverá {count} DON!! para pagar el próximo coste de "
                             "{source}.",
        "illegal.cost_condition_unmet": "El coste de {effect} solo se puede pagar mientras se "
                                        "cumpla su \"si\", y no se cumple ({why}).",
        "cost.give_don_own": _n("dar {count} DON!! activa a una carta propia que cumpla su "
                                "texto",
                                "dar {count} DON!! {count:activa|activas} a una carta propia que "
                                "cumpla su "
                                "texto"),
        "paid.give_don_own": "da {count} DON!! {count:activa|activas} {card:al}",
        "cost.give_opponent_don": _n("dar {count} DON!! descansada del rival a 1 de sus "
                                     "Personajes",
                                     "dar {count} DON!! descansadas del rival a 1 de sus "
                                     "Personajes"),
        "paid.give_opponent_don": "da {count} DON!! {count:descansada|descansadas} del rival "
                                  "{card:al}",
        "cost.bottom_stage": _n("colocar {count} Stage que cumpla su texto en el fondo del "
                                "mazo de su propietario",
                                "colocar {count} Stages que cumplan su texto en el fondo del "
                                "mazo de su propietario"),
        "paid.bottom_stage": "coloca {cards:el} en el fondo del mazo de su propietario",
        "life_end.top": "superior",
        "life_end.bottom": "inferior",
        "payment_named": "{player} indica las cartas con las que paga el próximo coste de "
                         "{source}: {cards:el}.",
        "payment_named.life": "{player} toma de la parte {end} de la Vida las cartas con las "
                              "que paga el próximo coste de {source}.",
    },
    "it": {
        "cost.trash_self": "scartare {card:il}",
        "cost.bottom_self": "mettere {card:il} in fondo al mazzo del suo proprietario",
        "cost.bounce_self": "far tornare {card:il} nella mano del suo proprietario",
        "cost.life_to_hand": _n("aggiungere alla mano la carta Vita in cima",
                                "aggiungere alla mano le {count} carte Vita in cima"),
        "cost.life_to_hand.top_or_bottom": _n(
            "aggiungere alla mano {count} carta dalla cima o dal fondo delle Vite",
            "aggiungere alla mano {count} carte dalla cima o dal fondo delle Vite"),
        "cost.trash_life": _n("scartare la carta Vita in cima",
                              "scartare le {count} carte Vita in cima"),
        "cost.trash_life.top_or_bottom": _n(
            "scartare {count} carta dalla cima o dal fondo delle Vite",
            "scartare {count} carte dalla cima o dal fondo delle Vite"),
        "cost.trash_deck": _n("scartare la carta in cima al mazzo",
                              "scartare le {count} carte in cima al mazzo"),
        "cost.leader_power": "dare {card:al} -{amount} di potenza durante questo turno",
        "cost.trash_from_hand": _n("scartare dalla mano {count} carta che corrisponde al testo",
                                   "scartare dalla mano {count} carte che corrispondono al "
                                   "testo"),
        "cost.reveal_from_hand": _n("rivelare dalla mano {count} carta che corrisponde al testo",
                                    "rivelare dalla mano {count} carte che corrispondono al "
                                    "testo"),
        "cost.trash_to_deck_bottom": _n(
            "mettere in fondo al mazzo {count} carta degli Scarti che corrisponde al testo",
            "mettere in fondo al mazzo {count} carte degli Scarti che corrispondono al testo"),
        "cost.bounce_own": _n("far tornare in mano {count} proprio Personaggio che corrisponde "
                              "al testo",
                              "far tornare in mano {count} propri Personaggi che corrispondono "
                              "al testo"),
        "cost.rest_own": _n("affaticare {count} propria carta attiva che corrisponde al testo",
                            "affaticare {count} proprie carte attive che corrispondono al "
                            "testo"),
        "illegal.cost_self_off_field": "{effect} costa {what}, ma {card:il} non è sul terreno.",
        "illegal.cost_life": _n("{effect} costa {what}, ma {player} ha solo {count} carta Vita.",
                                "{effect} costa {what}, ma {player} ha solo {count} carte "
                                "Vita."),
        "illegal.cost_deck": _n("{effect} costa {what}, ma {player} ha solo {count} carta nel "
                                "mazzo.",
                                "{effect} costa {what}, ma {player} ha solo {count} carte nel "
                                "mazzo."),
        "illegal.cost_leader_rested": "{effect} costa {what}, ma {card:il} è affaticato, non "
                                      "attivo.",
        "illegal.cost_cards": _n("{effect} costa {what}, ma {player} ha solo {count} carta con "
                                 "cui pagarlo.",
                                 "{effect} costa {what}, ma {player} ha solo {count} carte con "
                                 "cui pagarlo."),
        "illegal.cost_named_unfit": Plural(
            "count", one="{effect} costa {what}, ma delle carte indicate per pagarlo solo "
                         "{count} può farlo.",
            other="{effect} costa {what}, ma delle carte indicate per pagarlo solo {count} "
                  "possono farlo.",
            zero="{effect} costa {what}, ma nessuna delle carte indicate per pagarlo può "
                 "farlo."),
        "illegal.pay_unknown_card": "`pay` indica una carta che non è nello scenario.",
        "paid.trash_self": "scarta {card:il}",
        "paid.bottom_self": "mette {card:il} in fondo al mazzo del proprietario",
        "paid.bounce_self": "fa tornare {card:il} nella mano del proprietario",
        "paid.life_to_hand": "aggiunge alla mano {cards:il} dal {end} delle Vite",
        "paid.trash_life": "scarta {cards:il} dal {end} delle Vite",
        "paid.trash_deck": "scarta {cards:il} dalla cima del mazzo",
        "paid.leader_power": "dà {card:al} {amount} di potenza durante questo turno",
        "paid.reveal_from_hand": "rivela {cards:il} dalla mano",
        "paid.trash_to_deck_bottom": "mette {cards:il} dagli Scarti in fondo al mazzo",
        "paid.bounce_own": "fa tornare {cards:il} nella mano del proprietario",
        "paid.rest_own": "affatica {cards:il}",
        "paid.rest_own.don": "affatica {cards:il} e {count} DON!!",
        "cost.trash_own": _n("scartare {count} propria carta sul terreno che corrisponde al "
                             "testo",
                             "scartare {count} proprie carte sul terreno che corrispondono al "
                             "testo"),
        "cost.bottom_own": _n("mettere in fondo al mazzo {count} propria carta sul terreno che "
                              "corrisponde al testo",
                              "mettere in fondo al mazzo {count} proprie carte sul terreno che "
                              "corrispondono al testo"),
        "cost.hand_to_deck_bottom": _n("mettere {count} carta dalla mano in fondo al mazzo",
                                       "mettere {count} carte dalla mano in fondo al mazzo"),
        "cost.life_face_up": _n("girare a faccia in su la carta Vita in cima",
                                "girare a faccia in su le {count} carte Vita in cima"),
        "cost.life_face_down": _n("girare a faccia in giù la carta Vita in cima",
                                  "girare a faccia in giù le {count} carte Vita in cima"),
        "illegal.cost_life_face.none": "{effect} costa {what}, ma nessuna delle carte Vita in "
                                       "cima di {player} si può girare così (una carta che lo "
                                       "è già non viene girata di nuovo).",
        "illegal.cost_life_face": "{effect} costa {what}, ma solo {count} delle carte Vita in "
                                  "cima di {player} si possono girare così (una carta che lo è "
                                  "già non viene girata di nuovo).",
        "paid.trash_own": "scarta {cards:il} (non è un K.O.)",
        "paid.bottom_own": "mette {cards:il} in fondo al mazzo del proprietario",
        "paid.hand_to_deck_bottom": "mette {cards:il} dalla mano in fondo al mazzo",
        "paid.life_face_up": "gira a faccia in su {cards:il} in cima alle carte Vita",
        "paid.life_face_down": "gira a faccia in giù {cards:il} in cima alle carte Vita",
        "cost.return_don": _n("rimettere {count} DON!! del terreno nel Mazzo DON!!",
                              "rimettere {count} DON!! del terreno nel Mazzo DON!!"),
        "cost.return_active_don": _n("rimettere {count} DON!! attiva nel Mazzo DON!!",
                                     "rimettere {count} DON!! {count:attiva|attive} nel Mazzo "
                                     "DON!!"),
        "illegal.cost_return_don": "{effect} costa {what}, ma {player} ne ha solo {count}.",
        "paid.return_active_don": "rimette {count} DON!! {count:attiva|attive} nel Mazzo DON!!",
        "payment_named.don": "{player} rimetterà {count} DON!! per pagare il prossimo costo di "
                             "{source}.",
        "illegal.cost_condition_unmet": "Il costo di {effect} si può pagare solo finché vale il "
                                        "suo \"se\", e non vale ({why}).",
        "cost.give_don_own": _n("assegnare {count} DON!! attiva a una propria carta che "
                                "corrisponde al testo",
                                "assegnare {count} DON!! {count:attiva|attive} a una propria "
                                "carta che "
                                "corrisponde al testo"),
        "paid.give_don_own": "assegna {count} DON!! {count:attiva|attive} {card:al}",
        "cost.give_opponent_don": _n("assegnare {count} DON!! affaticata dell'avversario a 1 "
                                     "dei suoi Personaggi",
                                     "assegnare {count} DON!! affaticate dell'avversario a 1 "
                                     "dei suoi Personaggi"),
        "paid.give_opponent_don": "assegna {count} DON!! {count:affaticata|affaticate} "
                                  "dell'avversario {card:al}",
        "cost.bottom_stage": _n("mettere {count} Stadio che corrisponde al testo in fondo al "
                                "mazzo del suo proprietario",
                                "mettere {count} Stadi che corrispondono al testo in fondo al "
                                "mazzo del loro proprietario"),
        "paid.bottom_stage": "mette {cards:il} in fondo al mazzo del proprietario",
        "life_end.top": "lato in cima",
        "life_end.bottom": "lato in fondo",
        "payment_named": "{player} indica le carte con cui paga il prossimo costo di {source}: "
                         "{cards:il}.",
        "payment_named.life": "{player} prende dal {end} delle Vite le carte con cui paga il "
                              "prossimo costo di {source}.",
    },
    "fr": {
        "cost.trash_self": "défausser {card:le}",
        "cost.bottom_self": "placer {card:le} sous le deck de son propriétaire",
        "cost.bounce_self": "renvoyer {card:le} dans la main de son propriétaire",
        "cost.life_to_hand": _n("ajouter à la main la carte du dessus de la Vie",
                                "ajouter à la main les {count} cartes du dessus de la Vie"),
        "cost.life_to_hand.top_or_bottom": _n(
            "ajouter à la main {count} carte du dessus ou du dessous de la Vie",
            "ajouter à la main {count} cartes du dessus ou du dessous de la Vie"),
        "cost.trash_life": _n("défausser la carte du dessus de la Vie",
                              "défausser les {count} cartes du dessus de la Vie"),
        "cost.trash_life.top_or_bottom": _n(
            "défausser {count} carte du dessus ou du dessous de la Vie",
            "défausser {count} cartes du dessus ou du dessous de la Vie"),
        "cost.trash_deck": _n("défausser la carte du dessus du deck",
                              "défausser les {count} cartes du dessus du deck"),
        "cost.leader_power": "donner -{amount} de puissance {card:au} pendant ce tour",
        "cost.trash_from_hand": _n("défausser de la main {count} carte conforme à son texte",
                                   "défausser de la main {count} cartes conformes à son texte"),
        "cost.reveal_from_hand": _n("révéler de la main {count} carte conforme à son texte",
                                    "révéler de la main {count} cartes conformes à son texte"),
        "cost.trash_to_deck_bottom": _n(
            "placer sous le deck {count} carte de la défausse conforme à son texte",
            "placer sous le deck {count} cartes de la défausse conformes à son texte"),
        "cost.bounce_own": _n("renvoyer dans la main {count} de ses Personnages conforme à son "
                              "texte",
                              "renvoyer dans la main {count} de ses Personnages conformes à "
                              "son texte"),
        "cost.rest_own": _n("épuiser {count} de ses cartes actives conforme à son texte",
                            "épuiser {count} de ses cartes actives conformes à son texte"),
        "illegal.cost_self_off_field": "{effect} exige {what:du}, mais {card:le} n'est pas sur le "
                                       "terrain.",
        "illegal.cost_life": _n("{effect} exige {what:du}, mais {player} n'a que {count} carte "
                                "Vie.",
                                "{effect} exige {what:du}, mais {player} n'a que {count} cartes "
                                "Vie."),
        "illegal.cost_deck": _n("{effect} exige {what:du}, mais {player} n'a que {count} carte "
                                "dans son deck.",
                                "{effect} exige {what:du}, mais {player} n'a que {count} cartes "
                                "dans son deck."),
        "illegal.cost_leader_rested": "{effect} exige {what:du}, mais {card:le} est épuisé, pas "
                                      "actif.",
        "illegal.cost_cards": _n("{effect} exige {what:du}, mais {player} n'a que {count} carte "
                                 "qui puisse le payer.",
                                 "{effect} exige {what:du}, mais {player} n'a que {count} "
                                 "cartes qui puissent le payer."),
        "illegal.cost_named_unfit": Plural(
            "count", one="{effect} exige {what:du}, mais parmi les cartes désignées pour le "
                         "payer, une seule convient.",
            other="{effect} exige {what:du}, mais parmi les cartes désignées pour le payer, "
                  "seules {count} conviennent.",
            zero="{effect} exige {what:du}, mais aucune des cartes désignées pour le payer ne "
                 "convient."),
        "illegal.pay_unknown_card": "`pay` désigne une carte absente du scénario.",
        "paid.trash_self": "défausse {card:le}",
        "paid.bottom_self": "place {card:le} sous le deck de son propriétaire",
        "paid.bounce_self": "renvoie {card:le} dans la main de son propriétaire",
        "paid.life_to_hand": "ajoute à sa main {cards:le} du {end} de la Vie",
        "paid.trash_life": "défausse {cards:le} du {end} de la Vie",
        "paid.trash_deck": "défausse {cards:le} du dessus du deck",
        "paid.leader_power": "donne {amount} de puissance {card:au} pendant ce tour",
        "paid.reveal_from_hand": "révèle {cards:le} de sa main",
        "paid.trash_to_deck_bottom": "place {cards:le} de la défausse sous le deck",
        "paid.bounce_own": "renvoie {cards:le} dans la main de leur propriétaire",
        "paid.rest_own": "épuise {cards:le}",
        "paid.rest_own.don": "épuise {cards:le} et {count} DON!!",
        "cost.trash_own": _n("défausser {count} de ses cartes sur le terrain conforme à son "
                             "texte",
                             "défausser {count} de ses cartes sur le terrain conformes à son "
                             "texte"),
        "cost.bottom_own": _n("placer sous le deck {count} de ses cartes sur le terrain conforme "
                              "à son texte",
                              "placer sous le deck {count} de ses cartes sur le terrain "
                              "conformes à son texte"),
        "cost.hand_to_deck_bottom": _n("placer {count} carte de la main sous le deck",
                                       "placer {count} cartes de la main sous le deck"),
        "cost.life_face_up": _n("retourner face visible la carte du dessus de la Vie",
                                "retourner face visible les {count} cartes du dessus de la Vie"),
        "cost.life_face_down": _n("retourner face cachée la carte du dessus de la Vie",
                                  "retourner face cachée les {count} cartes du dessus de la "
                                  "Vie"),
        "illegal.cost_life_face.none": "{effect} exige {what:du}, mais aucune des cartes du "
                                       "dessus de la Vie de {player} ne peut être retournée "
                                       "ainsi (une carte déjà dans cet état n'est pas "
                                       "retournée à nouveau).",
        "illegal.cost_life_face": "{effect} exige {what:du}, mais seules {count} des cartes du "
                                  "dessus de la Vie de {player} peuvent être retournées ainsi "
                                  "(une carte déjà dans cet état n'est pas retournée à "
                                  "nouveau).",
        "paid.trash_own": "défausse {cards:le} (ce n'est pas un KO)",
        "paid.bottom_own": "place {cards:le} sous le deck de leur propriétaire",
        "paid.hand_to_deck_bottom": "place {cards:le} de sa main sous le deck",
        "paid.life_face_up": "retourne face visible {cards:le} au-dessus de la Vie",
        "paid.life_face_down": "retourne face cachée {cards:le} au-dessus de la Vie",
        "cost.return_don": _n("renvoyer {count} DON!! du terrain dans le deck DON!!",
                              "renvoyer {count} DON!! du terrain dans le deck DON!!"),
        "cost.return_active_don": _n("renvoyer {count} DON!! redressée dans le deck DON!!",
                                     "renvoyer {count} DON!! {count:redressée|redressées} dans le "
                                     "deck DON!!"),
        "illegal.cost_return_don": "{effect} exige {what:du}, mais {player} n'en a que {count}.",
        "paid.return_active_don": "renvoie {count} DON!! {count:redressée|redressées} dans le "
                                  "deck DON!!",
        "payment_named.don": "{player} renverra {count} DON!! pour payer le prochain coût de "
                             "{source}.",
        "illegal.cost_condition_unmet": "Le coût de {effect} ne peut être payé que si sa "
                                        "condition « si » est remplie, et elle ne l'est pas "
                                        "({why}).",
        "cost.give_don_own": _n("donner {count} DON!! redressée à une de ses cartes conforme à "
                                "son texte",
                                "donner {count} DON!! {count:redressée|redressées} à une de ses "
                                "cartes conforme à "
                                "son texte"),
        "paid.give_don_own": "donne {count} DON!! {count:redressée|redressées} {card:au}",
        "cost.give_opponent_don": _n("donner {count} DON!! épuisée de l'adversaire à 1 de ses "
                                     "Personnages",
                                     "donner {count} DON!! épuisées de l'adversaire à 1 de ses "
                                     "Personnages"),
        "paid.give_opponent_don": "donne {count} DON!! {count:épuisée|épuisées} de l'adversaire "
                                  "{card:au}",
        "cost.bottom_stage": _n("placer {count} Lieu conforme à son texte sous le deck de "
                                "son propriétaire",
                                "placer {count} Lieux conformes à son texte sous le deck de "
                                "leur propriétaire"),
        "paid.bottom_stage": "place {cards:le} sous le deck de leur propriétaire",
        "life_end.top": "dessus",
        "life_end.bottom": "dessous",
        "payment_named": "{player} désigne les cartes qui paient le prochain coût de {source} : "
                         "{cards:le}.",
        "payment_named.life": "{player} prend du {end} de la Vie les cartes qui paient le "
                              "prochain coût de {source}.",
    },
}
