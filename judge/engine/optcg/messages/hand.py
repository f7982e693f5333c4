"""The words of draws and cards trashed from the hand (optcg/hand.py), in every language of the
site: each language's catalogue takes its table from here (`MESSAGES.update(HAND["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

_EN: dict[str, Message] = {
    "would.trash_from_hand": "trash cards from the hand",
    "drew": Plural("count", one="{effect}: {player} draws {count} card.",
                   other="{effect}: {player} draws {count} cards."),
    "drew.short": Plural(
        "count", one="{effect}: {player} draws {count} card of the {wanted} asked; the deck ran "
                     "out.",
        other="{effect}: {player} draws {count} cards of the {wanted} asked; the deck ran out."),
    "trashed_from_hand": "{effect}: {player} trashes {cards} from the hand.",
    "zero_times.draw": "{effect} asks to draw 0 cards: nothing happens.",
    "zero_times.trash_from_hand": "{effect} asks to trash 0 cards from the hand: nothing "
                                  "happens.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} has {count} card in the hand, {wanted} or more: nothing is "
            "drawn.",
        other="{effect}: {player} has {count} cards in the hand, {wanted} or more: nothing is "
              "drawn, and nothing is trashed either."),
}

_DE: dict[str, Message] = {
    "would.trash_from_hand": "Karten aus der Hand ablegen",
    "drew": Plural("count", one="{effect}: {player} zieht {count} Karte.",
                   other="{effect}: {player} zieht {count} Karten."),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} zieht {count} Karte der {wanted} verlangten; das Deck ist leer.",
        other="{effect}: {player} zieht {count} Karten der {wanted} verlangten; das Deck ist "
              "leer."),
    "trashed_from_hand": "{effect}: {player} legt {cards:den} aus der Hand ab.",
    "zero_times.draw": "{effect} verlangt, 0 Karten zu ziehen: Nichts geschieht.",
    "zero_times.trash_from_hand": "{effect} verlangt, 0 Karten aus der Hand abzulegen: Nichts "
                                  "geschieht.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} hat {count} Karte auf der Hand, {wanted} oder mehr: Es wird "
            "nichts gezogen.",
        other="{effect}: {player} hat {count} Karten auf der Hand, {wanted} oder mehr: Es "
              "wird nichts gezogen und auch nichts abgelegt."),
}

_ES: dict[str, Message] = {
    "would.trash_from_hand": "mandaría cartas de la mano al Trash",
    "drew": Plural("count", one="{effect}: {player} roba {count} carta.",
                   other="{effect}: {player} roba {count} cartas."),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} roba {count} carta de las {wanted} pedidas; el mazo se agotó.",
        other="{effect}: {player} roba {count} cartas de las {wanted} pedidas; el mazo se "
              "agotó."),
    "trashed_from_hand": "{effect}: {player} manda {cards:el} de la mano al Trash.",
    "zero_times.draw": "{effect} pide robar 0 cartas: no ocurre nada.",
    "zero_times.trash_from_hand": "{effect} pide mandar 0 cartas de la mano al Trash: no ocurre "
                                  "nada.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} tiene {count} carta en la mano, {wanted} o más: no roba "
            "ninguna.",
        other="{effect}: {player} tiene {count} cartas en la mano, {wanted} o más: no roba "
              "ninguna, ni manda ninguna al Trash."),
}

_IT: dict[str, Message] = {
    "would.trash_from_hand": "scarterebbe carte dalla mano",
    "drew": Plural("count", one="{effect}: {player} pesca {count} carta.",
                   other="{effect}: {player} pesca {count} carte."),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} pesca {count} carta delle {wanted} richieste; il mazzo è finito.",
        other="{effect}: {player} pesca {count} carte delle {wanted} richieste; il mazzo è "
              "finito."),
    "trashed_from_hand": "{effect}: {player} scarta {cards:il} dalla mano.",
    "zero_times.draw": "{effect} chiede di pescare 0 carte: non succede nulla.",
    "zero_times.trash_from_hand": "{effect} chiede di scartare 0 carte dalla mano: non succede "
                                  "nulla.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} ha {count} carta in mano, {wanted} o più: non pesca nulla.",
        other="{effect}: {player} ha {count} carte in mano, {wanted} o più: non pesca nulla, "
              "né scarta nulla."),
}

_FR: dict[str, Message] = {
    "would.trash_from_hand": "défausserait des cartes de la main",
    "drew": Plural("count", one="{effect} : {player} pioche {count} carte.",
                   other="{effect} : {player} pioche {count} cartes."),
    "drew.short": Plural(
        "count",
        one="{effect} : {player} pioche {count} carte sur les {wanted} demandées ; le deck est "
            "épuisé.",
        other="{effect} : {player} pioche {count} cartes sur les {wanted} demandées ; le deck "
              "est épuisé."),
    "trashed_from_hand": "{effect} : {player} défausse {cards:le} de sa main.",
    "zero_times.draw": "{effect} demande de piocher 0 carte : rien ne se passe.",
    "zero_times.trash_from_hand": "{effect} demande de défausser 0 carte de la main : rien ne se "
                                  "passe.",
    "draw_until.enough": Plural(
        "count",
        one="{effect} : {player} a {count} carte en main, {wanted} ou plus : aucune carte "
            "n'est piochée.",
        other="{effect} : {player} a {count} cartes en main, {wanted} ou plus : aucune carte "
              "n'est piochée, ni défaussée."),
}

HAND: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
