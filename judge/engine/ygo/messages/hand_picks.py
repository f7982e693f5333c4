"""The words of a card taken from the opponent's hand after looking at it (`hand_pick`,
hand_picks.py, 5-3-24), which each language's catalogue takes from here
(`MESSAGES.update(HAND_PICKS["de"])`); the card chosen, discarded or shuffled into the Deck,
is said with the words of `choose`, `effect_discard` and `to_deck`; and where a `fetch` takes
a face-up Pendulum Monster from its player's Extra Deck (`from: extra_deck`, 5-3-13), which
"Activate 1 of these effects" options needed (D/D Lilith)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

HAND_PICKS: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.extra_deck_to_hand_only": ("a card is taken from the Extra Deck this way "
                                              "only to the hand, and from nowhere else at the "
                                              "same time"),
        "pick.from.extra_deck": "your Extra Deck (face-up)",
        "hand_looked": Plural("count",
                              zero="{link}: {player} looks at {other}'s hand, which is empty.",
                              one="{link}: {player} looks at {other}'s hand: {cards}.",
                              other="{link}: {player} looks at {other}'s hand: {cards}."),
        "would.hand_pick": "take a card from {player}'s hand",
    },
    "de": {
        "input.ygo.extra_deck_to_hand_only": ("eine Karte wird so nur aus dem Extra Deck auf "
                                              "die Hand genommen, und aus keinem anderen "
                                              "Bereich zugleich"),
        "pick.from.extra_deck": "deinem Extra Deck (offen)",
        "hand_looked": Plural("count",
                              zero="{link}: {player} sieht sich die Hand von {other} an; sie "
                                   "ist leer.",
                              one="{link}: {player} sieht sich die Hand von {other} an: "
                                    "{cards}.",
                              other="{link}: {player} sieht sich die Hand von {other} an: "
                                    "{cards}."),
        "would.hand_pick": "eine Karte aus der Hand von {player} nehmen",
    },
    "es": {
        "input.ygo.extra_deck_to_hand_only": ("una carta se toma así del Deck Extra solo para "
                                              "añadirla a la mano, y de ningún otro sitio a la "
                                              "vez"),
        "pick.from.extra_deck": "tu Deck Extra (boca arriba)",
        "hand_looked": Plural("count",
                              zero="{link}: {player} mira la mano de {other}, que está vacía.",
                              one="{link}: {player} mira la mano de {other}: {cards}.",
                              other="{link}: {player} mira la mano de {other}: {cards}."),
        "would.hand_pick": "tomar una carta de la mano de {player}",
    },
    "fr": {
        "input.ygo.extra_deck_to_hand_only": ("une carte n'est prise ainsi dans l'Extra Deck "
                                              "que pour être ajoutée à la main, et d'aucun autre "
                                              "endroit à la fois"),
        "pick.from.extra_deck": "votre Extra Deck (face recto)",
        "hand_looked": Plural("count",
                              zero="{link} : {player} regarde la main de {other}, qui est "
                                   "vide.",
                              one="{link} : {player} regarde la main de {other} : {cards}.",
                              other="{link} : {player} regarde la main de {other} : {cards}."),
        "would.hand_pick": "prendre une carte dans la main de {player}",
    },
    "it": {
        "input.ygo.extra_deck_to_hand_only": ("una carta si prende così dall'Extra Deck solo "
                                              "per aggiungerla alla mano, e da nessun altro "
                                              "luogo insieme"),
        "pick.from.extra_deck": "il tuo Extra Deck (scoperta)",
        "hand_looked": Plural("count",
                              zero="{link}: {player} guarda la mano di {other}, che è vuota.",
                              one="{link}: {player} guarda la mano di {other}: {cards}.",
                              other="{link}: {player} guarda la mano di {other}: {cards}."),
        "would.hand_pick": "prendere una carta dalla mano di {player}",
    },
}
