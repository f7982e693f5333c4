"""The words of the opponent family (optcg/opponent.py), in every language of the site:
each language's catalogue takes its table from here (`MESSAGES.update(OPPONENT["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "would.bottom_opponent_trash": "place cards of the opponent's trash at the bottom of "
        "their deck",
    "bottom_opponent_trash": "{effect}: {player} places {cards} from the opponent's trash at "
        "the bottom of its owner's deck ({player}'s choice).",
    "zero_times.bottom_opponent_trash": "{effect} asks to place 0 cards: nothing happens.",
    "would.opponent_bottom_character": "make the opponent place a Character at the bottom of the "
                                       "deck",
    "opponent_bottom_character": "{effect}: {player} picks {cards} to place at the bottom of the "
                                 "deck (the scenario names none: the first listed).",
    "opponent_bottom_character.picked": "{effect}: {player} picks {cards} to place at the bottom "
                                        "of the deck.",
    "why.no_characters": "{player} has no Characters",
    "zero_times.opponent_bottom_character": "{effect} asks the opponent to place 0 Characters: "
                                            "nothing happens.",
    "zero_times.opponent_trash_to_bottom": "{effect} asks the opponent to place 0 cards: "
        "nothing happens.",
    "would.opponent_trash_to_bottom": "make the opponent place cards from the trash at the "
        "bottom of the deck",
    "opponent_trash_to_bottom": "{effect}: {player} places {cards} from the trash at the "
        "bottom of the deck ({player}'s choice: the first listed, in that order).",
    "opponent_trash_to_bottom.short": "{effect}: {player} places {cards} from the trash at "
        "the bottom of the deck, all there was of the {wanted} asked.",
    "zero_times.opponent_trash_from_hand": "{effect} asks the opponent to trash 0 cards: "
                                           "nothing happens.",
    "zero_times.opponent_hand_to_bottom": "{effect} asks the opponent to place 0 cards: "
                                          "nothing happens.",
    "zero_times.opponent_return_don": "{effect} asks the opponent to return 0 DON!!: "
                                      "nothing happens.",
    "zero_times.rest_opponent_don": "{effect} asks to rest 0 DON!!: nothing happens.",
    "would.opponent_trash_from_hand": "make the opponent trash cards from the hand",
    "would.opponent_hand_to_bottom": "make the opponent place cards from the hand at the "
                                     "bottom of the deck",
    "would.opponent_return_don": "make the opponent return DON!! to the DON!! deck",
    "would.rest_opponent_don": "rest the opponent's DON!!",
    "opponent_trash_from_hand": "{effect}: {player} trashes {cards} from the hand "
                                "({player}'s choice: the first listed).",
    "opponent_trash_from_hand.short": "{effect}: {player} trashes {cards} from the hand, "
                                      "all there was of the {wanted} asked.",
    "opponent_hand_to_bottom": "{effect}: {player} places {cards} from the hand at the "
                               "bottom of the deck ({player}'s choice: the first "
                               "listed, in that order).",
    "opponent_hand_to_bottom.short": "{effect}: {player} places {cards} from the hand at "
                                     "the bottom of the deck, all there was of the "
                                     "{wanted} asked.",
    "opponent_return_don": "{effect}: {player} returns {count} DON!! from the field to the "
                           "DON!! deck (rested ones of the cost area first).",
    "opponent_return_don.short": "{effect}: {player} returns {count} DON!! to the DON!! "
                                 "deck, all there was of the {wanted} asked.",
    "rest_opponent_don": "{effect} rests {count} active DON!! of {player}'s cost area.",
    "rest_opponent_don.short": "{effect} rests {count} active DON!! of {player}'s cost area "
                               "(only {count} of the {wanted} asked were active).",
}

_DE: dict[str, Message] = {
    "would.bottom_opponent_trash": "Karten aus dem Ablagestapel des Gegners unter sein Deck "
        "legen",
    "bottom_opponent_trash": "{effect}: {player} legt {cards:den} aus dem Ablagestapel des "
        "Gegners unter das Deck des Besitzers (nach Wahl von {player}).",
    "zero_times.bottom_opponent_trash": "{effect} verlangt, 0 Karten zu legen: Nichts "
        "geschieht.",
    "would.opponent_bottom_character": "den Gegner einen Charakter unter das Deck legen lassen",
    "opponent_bottom_character": "{effect}: {player} wählt {cards:den}, um sie unter das Deck zu "
                                 "legen (das Szenario nennt keine: die zuerst aufgeführte).",
    "opponent_bottom_character.picked": "{effect}: {player} wählt {cards:den}, um sie unter das "
                                        "Deck zu legen.",
    "why.no_characters": "{player} hat keine Charaktere",
    "zero_times.opponent_bottom_character": "{effect} verlangt vom Gegner, 0 Charaktere zu legen: "
                                            "Nichts geschieht.",
    "zero_times.opponent_trash_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten "
        "legt: Nichts geschieht.",
    "would.opponent_trash_to_bottom": "den Gegner Karten aus dem Ablagestapel unter sein "
        "Deck legen lassen",
    "opponent_trash_to_bottom": "{effect}: {player} legt {cards:den} aus dem Ablagestapel "
                                "unter "
        "das Deck (Wahl von {player}: Die zuerst aufgeführten, in dieser Reihenfolge).",
    "opponent_trash_to_bottom.short": "{effect}: {player} legt {cards:den} aus dem "
                                      "Ablagestapel "
        "unter das Deck, alles, was von den verlangten {wanted} da war.",
    "zero_times.opponent_trash_from_hand": "{effect} verlangt, dass der Gegner 0 Karten "
                                           "ablegt: Nichts geschieht.",
    "zero_times.opponent_hand_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten "
                                          "legt: Nichts geschieht.",
    "zero_times.opponent_return_don": "{effect} verlangt, dass der Gegner 0 DON!! "
                                      "zurücklegt: Nichts geschieht.",
    "zero_times.rest_opponent_don": "{effect} verlangt, 0 DON!! ruhen zu lassen: Nichts "
                                    "geschieht.",
    "would.opponent_trash_from_hand": "den Gegner Karten aus der Hand ablegen lassen",
    "would.opponent_hand_to_bottom": "den Gegner Karten aus der Hand unter sein Deck legen "
                                     "lassen",
    "would.opponent_return_don": "den Gegner DON!! in sein DON!!-Deck zurücklegen lassen",
    "would.rest_opponent_don": "DON!! des Gegners ruhen lassen",
    "opponent_trash_from_hand": "{effect}: {player} legt {cards:den} aus der Hand ab (Wahl "
                                "von {player}: Die zuerst aufgeführten).",
    "opponent_trash_from_hand.short": "{effect}: {player} legt {cards:den} aus der Hand ab, "
                                      "alles, was von den verlangten {wanted} da war.",
    "opponent_hand_to_bottom": "{effect}: {player} legt {cards:den} aus der Hand unter das "
                               "Deck "
                               "(Wahl von {player}: Die zuerst aufgeführten, in "
                               "dieser Reihenfolge).",
    "opponent_hand_to_bottom.short": "{effect}: {player} legt {cards:den} aus der Hand unter "
                                     "das Deck, alles, was von den verlangten {wanted} da "
                                     "war.",
    "opponent_return_don": "{effect}: {player} legt {count} DON!! vom Spielfeld in das "
                           "DON!!-Deck zurück (zuerst ruhende aus dem Kostenbereich).",
    "opponent_return_don.short": "{effect}: {player} legt {count} DON!! in das DON!!-Deck "
                                 "zurück, alles, was von den verlangten {wanted} da war.",
    "rest_opponent_don": "{effect} lässt {count} aktive DON!! im Kostenbereich von {player} "
                         "ruhen.",
    "rest_opponent_don.short": "{effect} lässt {count} aktive DON!! im Kostenbereich von "
                               "{player} ruhen (nur {count} der verlangten {wanted} waren "
                               "aktiv).",
}

_ES: dict[str, Message] = {
    "would.bottom_opponent_trash": "colocaría cartas del Trash del rival en el fondo de su "
        "mazo",
    "bottom_opponent_trash": "{effect}: {player} coloca {cards:el} del Trash del rival en el "
        "fondo del mazo de su propietario (a elección de {player}).",
    "zero_times.bottom_opponent_trash": "{effect} pide colocar 0 cartas: no ocurre nada.",
    "would.opponent_bottom_character": "haría que el rival pusiera un Personaje al fondo del mazo",
    "opponent_bottom_character": "{effect}: {player} elige {cards:el} para ponerlo al fondo del "
                                 "mazo (el escenario no nombra ninguno: el primero de la lista).",
    "opponent_bottom_character.picked": "{effect}: {player} elige {cards:el} para ponerlo al fondo "
                                        "del mazo.",
    "why.no_characters": "{player} no tiene Personajes",
    "zero_times.opponent_bottom_character": "{effect} pide al rival poner 0 Personajes: no ocurre "
                                            "nada.",
    "zero_times.opponent_trash_to_bottom": "{effect} pide al rival colocar 0 cartas: no "
        "ocurre nada.",
    "would.opponent_trash_to_bottom": "haría que el rival colocara cartas del Trash al fondo "
        "del mazo",
    "opponent_trash_to_bottom": "{effect}: {player} coloca {cards:el} del Trash al fondo del "
        "mazo (elige {player}: las primeras de la lista, en ese orden).",
    "opponent_trash_to_bottom.short": "{effect}: {player} coloca {cards:el} del Trash al fondo "
        "del mazo, todo lo que había de las {wanted} pedidas.",
    "zero_times.opponent_trash_from_hand": "{effect} pide al rival descartar 0 cartas: "
                                           "no ocurre nada.",
    "zero_times.opponent_hand_to_bottom": "{effect} pide al rival colocar 0 cartas: no "
                                          "ocurre nada.",
    "zero_times.opponent_return_don": "{effect} pide al rival devolver 0 DON!!: no ocurre "
                                      "nada.",
    "zero_times.rest_opponent_don": "{effect} pide descansar 0 DON!!: no ocurre nada.",
    "would.opponent_trash_from_hand": "haría que el rival descartara cartas de la mano",
    "would.opponent_hand_to_bottom": "haría que el rival colocara cartas de la mano al "
                                     "fondo del mazo",
    "would.opponent_return_don": "haría que el rival devolviera DON!! al Mazo DON!!",
    "would.rest_opponent_don": "descansaría DON!! del rival",
    "opponent_trash_from_hand": "{effect}: {player} manda {cards:el} de la mano al Trash "
                                "(elige {player}: las primeras de la lista).",
    "opponent_trash_from_hand.short": "{effect}: {player} manda {cards:el} de la mano al "
                                      "Trash, todo lo que había de las {wanted} pedidas.",
    "opponent_hand_to_bottom": "{effect}: {player} coloca {cards:el} de la mano al fondo del "
                               "mazo (elige {player}: las primeras de la lista, en ese "
                               "orden).",
    "opponent_hand_to_bottom.short": "{effect}: {player} coloca {cards:el} de la mano al fondo "
                                     "del mazo, todo lo que había de las {wanted} pedidas.",
    "opponent_return_don": "{effect}: {player} devuelve {count} DON!! del campo al Mazo "
                           "DON!! (primero los descansados de la Zona de costes).",
    "opponent_return_don.short": "{effect}: {player} devuelve {count} DON!! al Mazo DON!!, "
                                 "todo lo que había de los {wanted} pedidos.",
    "rest_opponent_don": "{effect} descansa {count} DON!! {count:activa|activas} de la Zona "
                         "de costes de "
                         "{player}.",
    "rest_opponent_don.short": "{effect} descansa {count} DON!! {count:activa|activas} de la "
                               "Zona de "
                               "costes de {player} (solo {count} de los {wanted} pedidos "
                               "estaban activos).",
}

_IT: dict[str, Message] = {
    "would.bottom_opponent_trash": "metterebbe carte degli Scarti dell'avversario in fondo "
        "al suo mazzo",
    "bottom_opponent_trash": "{effect}: {player} mette {cards:il} dagli Scarti "
        "dell'avversario in fondo al mazzo del proprietario (a scelta di {player}).",
    "zero_times.bottom_opponent_trash": "{effect} chiede di mettere 0 carte: non succede nulla.",
    "would.opponent_bottom_character": "farebbe mettere all'avversario un Personaggio in fondo al "
                                       "mazzo",
    "opponent_bottom_character": "{effect}: {player} sceglie {cards:il} da mettere in fondo al "
                                 "mazzo (lo scenario non ne nomina nessuno: il primo elencato).",
    "opponent_bottom_character.picked": "{effect}: {player} sceglie {cards:il} da mettere in fondo "
                                        "al mazzo.",
    "why.no_characters": "{player} non ha Personaggi",
    "zero_times.opponent_bottom_character": "{effect} chiede all'avversario di mettere 0 "
                                            "Personaggi: non succede nulla.",
    "zero_times.opponent_trash_to_bottom": "{effect} chiede all'avversario di mettere 0 "
        "carte: non succede nulla.",
    "would.opponent_trash_to_bottom": "farebbe mettere all'avversario carte dagli Scarti in "
        "fondo al mazzo",
    "opponent_trash_to_bottom": "{effect}: {player} mette {cards:il} dagli Scarti in fondo al "
        "mazzo (sceglie {player}: le prime elencate, in quest'ordine).",
    "opponent_trash_to_bottom.short": "{effect}: {player} mette {cards:il} dagli Scarti in "
        "fondo al mazzo, tutto ciò che c'era delle {wanted} richieste.",
    "zero_times.opponent_trash_from_hand": "{effect} chiede all'avversario di scartare 0 "
                                           "carte: non succede nulla.",
    "zero_times.opponent_hand_to_bottom": "{effect} chiede all'avversario di mettere 0 "
                                          "carte: non succede nulla.",
    "zero_times.opponent_return_don": "{effect} chiede all'avversario di rimettere 0 DON!!: "
                                      "non succede nulla.",
    "zero_times.rest_opponent_don": "{effect} chiede di affaticare 0 DON!!: non succede "
                                    "nulla.",
    "would.opponent_trash_from_hand": "farebbe scartare all'avversario carte dalla mano",
    "would.opponent_hand_to_bottom": "farebbe mettere all'avversario carte dalla mano in "
                                     "fondo al mazzo",
    "would.opponent_return_don": "farebbe rimettere all'avversario DON!! nel Mazzo DON!!",
    "would.rest_opponent_don": "affaticherebbe DON!! dell'avversario",
    "opponent_trash_from_hand": "{effect}: {player} scarta {cards:il} dalla mano (sceglie "
                                "{player}: le prime elencate).",
    "opponent_trash_from_hand.short": "{effect}: {player} scarta {cards:il} dalla mano, tutto "
                                      "ciò che c'era delle {wanted} richieste.",
    "opponent_hand_to_bottom": "{effect}: {player} mette {cards:il} dalla mano in fondo al "
                               "mazzo (sceglie {player}: le prime elencate, in "
                               "quest'ordine).",
    "opponent_hand_to_bottom.short": "{effect}: {player} mette {cards:il} dalla mano in fondo "
                                     "al mazzo, tutto ciò che c'era delle {wanted} "
                                     "richieste.",
    "opponent_return_don": "{effect}: {player} rimette {count} DON!! dal terreno nel Mazzo "
                           "DON!! (prima quelli affaticati della Zona Costi).",
    "opponent_return_don.short": "{effect}: {player} rimette {count} DON!! nel Mazzo DON!!, "
                                 "tutto ciò che c'era dei {wanted} richiesti.",
    "rest_opponent_don": "{effect} affatica {count} DON!! {count:attiva|attive} della Zona "
                         "Costi di "
                         "{player}.",
    "rest_opponent_don.short": "{effect} affatica {count} DON!! {count:attiva|attive} della "
                               "Zona Costi di "
                               "{player} (solo {count} dei {wanted} richiesti erano "
                               "attivi).",
}

_FR: dict[str, Message] = {
    "would.bottom_opponent_trash": "placerait des cartes de la défausse de l'adversaire sous "
        "son deck",
    "bottom_opponent_trash": "{effect} : {player} place {cards:le} de la défausse de "
        "l'adversaire sous le deck de son propriétaire (au choix de {player}).",
    "zero_times.bottom_opponent_trash": "{effect} demande de placer 0 carte : rien ne se passe.",
    "would.opponent_bottom_character": "ferait placer à l'adversaire un Personnage sous son deck",
    "opponent_bottom_character": "{effect} : {player} choisit {cards:le} pour le placer sous son "
                                 "deck (le scénario n'en nomme aucun : le premier de la liste).",
    "opponent_bottom_character.picked": "{effect} : {player} choisit {cards:le} pour le placer "
                                        "sous son deck.",
    "why.no_characters": "{player} n'a aucun Personnage",
    "zero_times.opponent_bottom_character": "{effect} demande à l'adversaire de placer 0 "
                                            "Personnage : rien ne se passe.",
    "zero_times.opponent_trash_to_bottom": "{effect} demande à l'adversaire de placer 0 "
        "carte : rien ne se passe.",
    "would.opponent_trash_to_bottom": "ferait placer à l'adversaire des cartes de la "
        "défausse sous son deck",
    "opponent_trash_to_bottom": "{effect} : {player} place {cards:le} de sa défausse sous son "
        "deck ({player} choisit : les premières de la liste, dans cet ordre).",
    "opponent_trash_to_bottom.short": "{effect} : {player} place {cards:le} de sa défausse "
        "sous son deck, tout ce qu'il y avait des {wanted} demandées.",
    "zero_times.opponent_trash_from_hand": "{effect} demande à l'adversaire de défausser "
                                           "0 carte : rien ne se passe.",
    "zero_times.opponent_hand_to_bottom": "{effect} demande à l'adversaire de placer 0 "
                                          "carte : rien ne se passe.",
    "zero_times.opponent_return_don": "{effect} demande à l'adversaire de renvoyer 0 "
                                      "DON!! : rien ne se passe.",
    "zero_times.rest_opponent_don": "{effect} demande d'épuiser 0 DON!! : rien ne se passe.",
    "would.opponent_trash_from_hand": "ferait défausser des cartes de la main à "
                                      "l'adversaire",
    "would.opponent_hand_to_bottom": "ferait placer à l'adversaire des cartes de la main "
                                     "sous son deck",
    "would.opponent_return_don": "ferait renvoyer des DON!! dans le deck DON!! à "
                                 "l'adversaire",
    "would.rest_opponent_don": "épuiserait des DON!! de l'adversaire",
    "opponent_trash_from_hand": "{effect} : {player} défausse {cards:le} de sa main "
                                "({player} choisit : les premières de la liste).",
    "opponent_trash_from_hand.short": "{effect} : {player} défausse {cards:le} de sa main, "
                                      "tout ce qu'il y avait des {wanted} demandées.",
    "opponent_hand_to_bottom": "{effect} : {player} place {cards:le} de sa main sous son deck "
                               "({player} choisit : les premières de la liste, dans "
                               "cet ordre).",
    "opponent_hand_to_bottom.short": "{effect} : {player} place {cards:le} de sa main sous son "
                                     "deck, tout ce qu'il y avait des {wanted} demandées.",
    "opponent_return_don": "{effect} : {player} renvoie {count} DON!! du terrain dans le "
                           "deck DON!! (d'abord ceux épuisés de la zone de coût).",
    "opponent_return_don.short": "{effect} : {player} renvoie {count} DON!! dans le deck "
                                 "DON!!, tout ce qu'il y avait des {wanted} demandés.",
    "rest_opponent_don": "{effect} épuise {count} DON!! {count:redressée|redressées} de la "
                         "zone de coût de "
                         "{player}.",
    "rest_opponent_don.short": "{effect} épuise {count} DON!! {count:redressée|redressées} de "
                               "la zone de coût de "
                               "{player} (seuls {count} des {wanted} demandés étaient "
                               "actifs).",
}

OPPONENT: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
