"""The words of a card taken from the opponent's hand after looking at it (`hand_pick`,
hand_picks.py, 5-3-24), which each language's catalogue takes from here
(`MESSAGES.update(HAND_PICKS["de"])`); the card chosen, discarded or shuffled into the Deck,
is said with the words of `choose`, `effect_discard` and `to_deck`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

HAND_PICKS: dict[str, dict[str, Message]] = {
    "en": {
        "hand_looked": Plural("count",
                              zero="{link}: {player} looks at {other}'s hand, which is empty.",
                              one="{link}: {player} looks at {other}'s hand: {cards}.",
                              other="{link}: {player} looks at {other}'s hand: {cards}."),
        "would.hand_pick": "take a card from {player}'s hand",
    },
    "de": {
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
        "hand_looked": Plural("count",
                              zero="{link}: {player} mira la mano de {other}, que está vacía.",
                              one="{link}: {player} mira la mano de {other}: {cards}.",
                              other="{link}: {player} mira la mano de {other}: {cards}."),
        "would.hand_pick": "tomar una carta de la mano de {player}",
    },
    "fr": {
        "hand_looked": Plural("count",
                              zero="{link} : {player} regarde la main de {other}, qui est "
                                   "vide.",
                              one="{link} : {player} regarde la main de {other} : {cards}.",
                              other="{link} : {player} regarde la main de {other} : {cards}."),
        "would.hand_pick": "prendre une carte dans la main de {player}",
    },
    "it": {
        "hand_looked": Plural("count",
                              zero="{link}: {player} guarda la mano di {other}, che è vuota.",
                              one="{link}: {player} guarda la mano di {other}: {cards}.",
                              other="{link}: {player} guarda la mano di {other}: {cards}."),
        "would.hand_pick": "prendere una carta dalla mano di {player}",
    },
}
