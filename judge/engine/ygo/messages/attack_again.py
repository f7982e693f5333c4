"""The words of a monster allowed one more attack "in a row" by a resolved effect
(`attack_again`, attack_again.py, 12-3-27), which each language's catalogue takes from here
(`MESSAGES.update(ATTACK_AGAIN["de"])`), in the terms of each language's cards (ein zweites Mal
direkt hintereinander angreifen; realizar un segundo ataque consecutivo; effectuer une seconde
attaque consécutive; effettuare un secondo attacco consecutivo)."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_AGAIN: dict[str, dict[str, Message]] = {
    "en": {
        "attack_again.granted": "{link}: {card} can attack once more in a row, as the next "
                                "attack declared in this Battle Phase.",
        "attack_again.declared": "{card} makes its second attack in a row.",
        "would.attack_again": "let a monster attack once more in a row",
        "would.attack_again_card": "let {card} attack once more in a row",
    },
    "de": {
        "attack_again.granted": "{link}: {card:der} kann direkt hintereinander ein weiteres "
                                "Mal angreifen, als nächster Angriff, der in dieser "
                                "Battle Phase deklariert wird.",
        "attack_again.declared": "{card:der} greift ein zweites Mal direkt hintereinander an.",
        "would.attack_again": "ein Monster direkt hintereinander ein weiteres Mal angreifen "
                              "lassen",
        "would.attack_again_card": "{card:den} direkt hintereinander ein weiteres Mal "
                                   "angreifen lassen",
    },
    "es": {
        "attack_again.granted": "{link}: {card:el} puede atacar una vez más de forma "
                                "consecutiva, como el siguiente ataque que se declare en esta "
                                "Battle Phase.",
        "attack_again.declared": "{card:el} realiza su segundo ataque consecutivo.",
        "would.attack_again": "permitir que un monstruo ataque una vez más de forma consecutiva",
        "would.attack_again_card": "permitir que {card:el} ataque una vez más de forma "
                                   "consecutiva",
    },
    "fr": {
        "attack_again.granted": "{link} : {card:le} peut attaquer une fois de plus de façon "
                                "consécutive, comme la prochaine attaque déclarée pendant "
                                "cette Battle Phase.",
        "attack_again.declared": "{card:le} effectue sa seconde attaque consécutive.",
        "would.attack_again": "permettre à un monstre d'attaquer une fois de plus de façon "
                              "consécutive",
        "would.attack_again_card": "permettre {card:au} d'attaquer une fois de plus de façon "
                                   "consécutive",
    },
    "it": {
        "attack_again.granted": "{link}: {card:il} può attaccare ancora una volta di seguito, "
                                "come prossimo attacco dichiarato in questa Battle Phase.",
        "attack_again.declared": "{card:il} effettua il suo secondo attacco di seguito.",
        "would.attack_again": "permettere a un mostro di attaccare ancora una volta di seguito",
        "would.attack_again_card": "permettere {card:al} di attaccare ancora una volta di "
                                   "seguito",
    },
}
