"""The words of Characters leaving the field (optcg/removal.py), in every language of the site:
each language's catalogue takes its table from here (`MESSAGES.update(REMOVAL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "knocked_out.effect": "{effect}: {card} is K.O.'d and goes to {owner}'s trash{don_note}.",
    "would.ko": "K.O. a Character",
    "would.ko.card": "K.O. {card}",
    "would.trash": "trash a Character",
    "would.trash.card": "trash {card}",
    "would.bounce": "return a Character to the hand",
    "would.opponent_bounce": "make the opponent return one of their Characters to the hand",
    "would.bounce.card": "return {card} to the hand",
    "would.bottom_deck": "place a Character at the bottom of the deck",
    "would.bottom_deck.card": "place {card} at the bottom of the deck",
    "trashed_by_effect": "{effect} puts {card} into {owner}'s trash; that is not a "
                         "K.O.{don_note}.",
    "bounced": "{effect} returns {card} to {owner}'s hand{don_note}.",
    "bottom_decked": "{effect} places {card} at the bottom of {owner}'s deck{don_note}.",
    "would.to_life": "add a Character to the Life cards",
    "would.to_life.card": "add {card} to the Life cards",
    "added_to_life": "{effect} adds {card} face-up to the top of {owner}'s Life "
                     "cards{don_note}.",
    "added_to_life.bottom": "{effect} adds {card} face-up to the bottom of {owner}'s Life "
                            "cards{don_note}.",
}

_DE: dict[str, Message] = {
    "knocked_out.effect": "{effect}: {card:der} wird K.O. geschlagen und kommt auf den "
                          "Ablagestapel "
                          "von {owner}{don_note}.",
    "would.ko": "einen Charakter K.O. schlagen",
    "would.ko.card": "{card:den} K.O. schlagen",
    "would.trash": "einen Charakter ablegen",
    "would.trash.card": "{card:den} ablegen",
    "would.bounce": "einen Charakter auf die Hand zurückgeben",
    "would.opponent_bounce": "den Gegner einen seiner Charaktere auf die Hand zurückgeben "
                             "lassen",
    "would.bounce.card": "{card:den} auf die Hand zurückgeben",
    "would.bottom_deck": "einen Character unter das Deck legen",
    "would.bottom_deck.card": "{card:den} unter das Deck legen",
    "trashed_by_effect": "{effect} legt {card:den} auf den Ablagestapel von {owner}; das ist kein "
                         "K.O.{don_note}.",
    "bounced": "{effect} gibt {card:den} auf die Hand von {owner} zurück{don_note}.",
    "bottom_decked": "{effect} legt {card:den} unter das Deck von {owner}{don_note}.",
    "would.to_life": "einen Charakter zu den Lebenskarten hinzufügen",
    "would.to_life.card": "{card:den} zu den Lebenskarten hinzufügen",
    "added_to_life": "{effect} legt {card:den} offen oben auf die Lebenskarten von "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} legt {card:den} offen unter die Lebenskarten von "
                            "{owner}{don_note}.",
}

_ES: dict[str, Message] = {
    "knocked_out.effect": "{effect}: {card:el} queda K.O. y va al Trash de {owner}{don_note}.",
    "would.ko": "dejaría K.O. a un Personaje",
    "would.ko.card": "dejaría K.O. {card:al}",
    "would.trash": "mandaría un Personaje al Trash",
    "would.trash.card": "mandaría {card:el} al Trash",
    "would.bounce": "devolvería un Personaje a la mano",
    "would.opponent_bounce": "haría que el rival devolviera uno de sus Personajes a la mano",
    "would.bounce.card": "devolvería {card:el} a la mano",
    "would.bottom_deck": "colocaría un Personaje en el fondo del mazo",
    "would.bottom_deck.card": "colocaría {card:el} en el fondo del mazo",
    "trashed_by_effect": "{effect} manda {card:el} al Trash de {owner}; eso no es un "
                         "K.O.{don_note}.",
    "bounced": "{effect} devuelve {card:el} a la mano de {owner}{don_note}.",
    "bottom_decked": "{effect} coloca {card:el} en el fondo del mazo de {owner}{don_note}.",
    "would.to_life": "añadiría un Personaje a las cartas de Vida",
    "would.to_life.card": "añadiría {card:el} a las cartas de Vida",
    "added_to_life": "{effect} pone {card:el} boca arriba encima de las cartas de Vida de "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} pone {card:el} boca arriba debajo de las cartas de Vida "
                            "de {owner}{don_note}.",
}

_IT: dict[str, Message] = {
    "knocked_out.effect": "{effect}: {card:il} viene messo K.O. e va negli Scarti di "
                          "{owner}{don_note}.",
    "would.ko": "metterebbe K.O. un Personaggio",
    "would.ko.card": "metterebbe K.O. {card:il}",
    "would.trash": "scarterebbe un Personaggio",
    "would.trash.card": "scarterebbe {card:il}",
    "would.bounce": "farebbe tornare in mano un Personaggio",
    "would.opponent_bounce": "farebbe riprendere in mano all'avversario uno dei suoi "
                             "Personaggi",
    "would.bounce.card": "farebbe tornare in mano {card:il}",
    "would.bottom_deck": "metterebbe un Personaggio in fondo al mazzo",
    "would.bottom_deck.card": "metterebbe {card:il} in fondo al mazzo",
    "trashed_by_effect": "{effect} mette {card:il} negli Scarti di {owner}; non è un "
                         "K.O.{don_note}.",
    "bounced": "{effect} fa tornare {card:il} nella mano di {owner}{don_note}.",
    "bottom_decked": "{effect} mette {card:il} in fondo al mazzo di {owner}{don_note}.",
    "would.to_life": "aggiungerebbe un Personaggio alle carte Vita",
    "would.to_life.card": "aggiungerebbe {card:il} alle carte Vita",
    "added_to_life": "{effect} mette {card:il} a faccia in su in cima alle carte Vita di "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} mette {card:il} a faccia in su in fondo alle carte Vita "
                            "di {owner}{don_note}.",
}

_FR: dict[str, Message] = {
    "knocked_out.effect": "{effect} : {card:le} est mis KO et va dans la défausse de "
                          "{owner}{don_note}.",
    "would.ko": "mettrait un Personnage KO",
    "would.ko.card": "mettrait {card:le} KO",
    "would.trash": "défausserait un Personnage",
    "would.trash.card": "défausserait {card:le}",
    "would.bounce": "renverrait un Personnage dans la main",
    "would.opponent_bounce": "ferait renvoyer par l'adversaire un de ses Personnages dans sa "
                             "main",
    "would.bounce.card": "renverrait {card:le} dans la main",
    "would.bottom_deck": "placerait un Personnage sous le deck",
    "would.bottom_deck.card": "placerait {card:le} sous le deck",
    "trashed_by_effect": "{effect} met {card:le} dans la défausse de {owner} ; ce n'est pas un "
                         "KO{don_note}.",
    "bounced": "{effect} renvoie {card:le} dans la main de {owner}{don_note}.",
    "bottom_decked": "{effect} place {card:le} sous le deck de {owner}{don_note}.",
    "would.to_life": "ajouterait un Personnage aux cartes Vie",
    "would.to_life.card": "ajouterait {card:le} aux cartes Vie",
    "added_to_life": "{effect} place {card:le} face visible sur les cartes Vie de "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} place {card:le} face visible sous les cartes Vie de "
                            "{owner}{don_note}.",
}

REMOVAL: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
