"""The words of "You cannot add cards from the Deck to the hand the turn you activate this
effect, except by drawing them." (deck_add_bans.py, 5-2-27), which each language's catalogue
takes from here (`MESSAGES.update(DECK_ADD_BANS["de"])`), in the terms of each language's cards
("der Hand hinzufügen" / "ziehen", "añadir a la mano" / "robar", "ajouter à la main" /
"piocher", "aggiungere alla mano" / "pescare")."""
from __future__ import annotations

from ...core.catalogue import Message

DECK_ADD_BANS: dict[str, dict[str, Message]] = {
    "en": {
        "deck_adds_banned": "{card}: for the rest of this turn, {player} cannot add cards from "
                            "the Deck to the hand, except by drawing them.",
        "illegal.deck_added_before_lock": "{card} cannot be activated: {player} has already "
                                          "added a card from the Deck to the hand this turn "
                                          "({added}) other than by drawing it.",
        "illegal.deck_adds_banned": "{card} cannot be activated to add {pick} from the Deck to "
                                    "the hand: {source} was activated this turn, and until the "
                                    "turn ends {player} cannot add cards from the Deck to the "
                                    "hand, except by drawing them.",
        "why.deck_adds_banned": "{source} was activated this turn: {player} cannot add cards "
                                "from the Deck to the hand, except by drawing them",
    },
    "de": {
        "deck_adds_banned": "{card}: Für den Rest dieses Spielzugs kann {player} keine Karten "
                            "vom Deck der Hand hinzufügen, außer durch Ziehen.",
        "illegal.deck_added_before_lock": "{card:der} kann nicht aktiviert werden: {player} "
                                          "hat in diesem Spielzug bereits eine Karte vom Deck "
                                          "der Hand hinzugefügt ({added}), ohne sie zu ziehen.",
        "illegal.deck_adds_banned": "{card:der} kann nicht aktiviert werden, um {pick} vom Deck "
                                    "der Hand hinzuzufügen: {source:der} wurde in diesem "
                                    "Spielzug aktiviert, und bis zum Ende des Spielzugs kann "
                                    "{player} keine Karten vom Deck der Hand hinzufügen, außer "
                                    "durch Ziehen.",
        "why.deck_adds_banned": "{source:der} wurde in diesem Spielzug aktiviert: {player} kann "
                                "keine Karten vom Deck der Hand hinzufügen, außer durch Ziehen",
    },
    "es": {
        "deck_adds_banned": "{card}: durante el resto de este turno, {player} no puede añadir "
                            "cartas del Deck a la mano, excepto robándolas.",
        "illegal.deck_added_before_lock": "{card:el} no se puede activar: {player} ya añadió "
                                          "este turno una carta del Deck a la mano ({added}) "
                                          "sin robarla.",
        "illegal.deck_adds_banned": "{card:el} no se puede activar para añadir {pick} del Deck "
                                    "a la mano: {source:el} se activó este turno, y hasta el "
                                    "final del turno {player} no puede añadir cartas del Deck "
                                    "a la mano, excepto robándolas.",
        "why.deck_adds_banned": "{source:el} se activó este turno: {player} no puede añadir "
                                "cartas del Deck a la mano, excepto robándolas",
    },
    "fr": {
        "deck_adds_banned": "{card} : pour le reste de ce tour, {player} ne peut pas ajouter de "
                            "cartes depuis le Deck à la main, sauf en les piochant.",
        "illegal.deck_added_before_lock": "{card:le} ne peut pas être activé : {player} a déjà "
                                          "ajouté ce tour une carte depuis le Deck à la main "
                                          "({added}) sans la piocher.",
        "illegal.deck_adds_banned": "{card:le} ne peut pas être activé pour ajouter {pick} "
                                    "depuis le Deck à la main : {source:le} a été activé ce "
                                    "tour, et jusqu'à la fin du tour {player} ne peut pas "
                                    "ajouter de cartes depuis le Deck à la main, sauf en les "
                                    "piochant.",
        "why.deck_adds_banned": "{source:le} a été activé ce tour : {player} ne peut pas "
                                "ajouter de cartes depuis le Deck à la main, sauf en les "
                                "piochant",
    },
    "it": {
        "deck_adds_banned": "{card}: per il resto di questo turno, {player} non può aggiungere "
                            "carte dal Deck alla mano, tranne pescandole.",
        "illegal.deck_added_before_lock": "{card:il} non può essere attivato: {player} ha già "
                                          "aggiunto in questo turno una carta dal Deck alla "
                                          "mano ({added}) senza pescarla.",
        "illegal.deck_adds_banned": "{card:il} non può essere attivato per aggiungere {pick} "
                                    "dal Deck alla mano: {source:il} è stato attivato in "
                                    "questo turno, e fino alla fine del turno {player} non può "
                                    "aggiungere carte dal Deck alla mano, tranne pescandole.",
        "why.deck_adds_banned": "{source:il} è stato attivato in questo turno: {player} non "
                                "può aggiungere carte dal Deck alla mano, tranne pescandole",
    },
}
