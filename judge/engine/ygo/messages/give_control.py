"""The words of a monster given to the opponent (`give_control`, give_control.py, 3-10-7),
which each language's catalogue takes from here (`MESSAGES.update(GIVE_CONTROL["de"])`), in the
terms of each language's cards (überlasse die Kontrolle, da el control, donnez le contrôle, dai
il controllo)."""
from __future__ import annotations

from ...core.catalogue import Message

GIVE_CONTROL: dict[str, dict[str, Message]] = {
    "en": {
        "would.give_control": "give control of a monster to the opponent",
        "would.give_control_card": "give control of {card} to the opponent",
        "control_given.none": "{link}: {player} gives control of {card} to {opponent}.",
        "control_given.end_phase": "{link}: {player} gives control of {card} to {opponent} "
                                   "until the End Phase.",
    },
    "de": {
        "would.give_control": "dem Gegner die Kontrolle über ein Monster überlassen",
        "would.give_control_card": "dem Gegner die Kontrolle über {card:den} überlassen",
        "control_given.none": "{link}: {player} überlässt {opponent} die Kontrolle über "
                              "{card:den}.",
        "control_given.end_phase": "{link}: {player} überlässt {opponent} bis zur End Phase die "
                                   "Kontrolle über {card:den}.",
    },
    "es": {
        "would.give_control": "dar el control de un monstruo al adversario",
        "would.give_control_card": "dar el control {card:del} al adversario",
        "control_given.none": "{link}: {player} da el control {card:del} a {opponent}.",
        "control_given.end_phase": "{link}: {player} da el control {card:del} a {opponent} "
                                   "hasta la End Phase.",
    },
    "fr": {
        "would.give_control": "donner le contrôle d'un monstre à l'adversaire",
        "would.give_control_card": "donner le contrôle {card:du} à l'adversaire",
        "control_given.none": "{link} : {player} donne le contrôle {card:du} à {opponent}.",
        "control_given.end_phase": "{link} : {player} donne le contrôle {card:du} à {opponent} "
                                   "jusqu'à la End Phase.",
    },
    "it": {
        "would.give_control": "dare il controllo di un mostro all'avversario",
        "would.give_control_card": "dare il controllo {card:del} all'avversario",
        "control_given.none": "{link}: {player} dà il controllo {card:del} a {opponent}.",
        "control_given.end_phase": "{link}: {player} dà il controllo {card:del} a {opponent} "
                                   "fino alla End Phase.",
    },
}
