"""The words of the long tail of actions (tail_steps.py): a second attack this turn (12-3-4) and
cards discarded at random (5-3-21), which each language's catalogue takes from here
(`MESSAGES.update(TAIL_STEPS["de"])`), in the terms of each language's cards (zweiter Angriff,
segundo ataque, seconde attaque, secondo attacco; zufällig, al azar, au hasard, a caso)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

TAIL_STEPS: dict[str, dict[str, Message]] = {
    "en": {
        "second_attack.granted": "{link}: {card} can make a second attack during each Battle "
                                 "Phase this turn.",
        "would.second_attack": "let a monster make a second attack",
        "would.second_attack_card": "let {card} make a second attack",
        "discard_random": Plural("count",
                                 zero="{link}: {player} has no card in hand, so nothing is "
                                      "discarded at random.",
                                 one="{link}: {cards} is picked at random from {player}'s hand "
                                     "and discarded.",
                                 other="{link}: {count} cards picked at random from {player}'s "
                                       "hand are discarded: {cards}."),
        "would.discard_random": Plural("count",
                                       one="discard {count} random card from {player}'s hand",
                                       other="discard {count} random cards from {player}'s "
                                             "hand"),
        "why.random_not_named": "the action does not name the card the random pick took from "
                                "{player}'s hand (the action's “discards”)",
    },
    "de": {
        "second_attack.granted": "{link}: {card:der} kann in diesem Spielzug während jeder "
                                 "Battle Phase einen zweiten Angriff durchführen.",
        "would.second_attack": "einem Monster einen zweiten Angriff erlauben",
        "would.second_attack_card": "{card:dem} einen zweiten Angriff erlauben",
        "discard_random": Plural("count",
                                 zero="{link}: {player} hat keine Karte auf der Hand; es wird "
                                      "nichts zufällig abgeworfen.",
                                 one="{link}: {cards} wird zufällig aus der Hand von {player} "
                                     "gewählt und abgeworfen.",
                                 other="{link}: {count} zufällig aus der Hand von {player} "
                                       "gewählte Karten werden abgeworfen: {cards}."),
        "would.discard_random": Plural("count",
                                       one="{count} zufällige Karte aus der Hand von {player} "
                                           "abwerfen",
                                       other="{count} zufällige Karten aus der Hand von "
                                             "{player} abwerfen"),
        "why.random_not_named": "die Aktion nennt nicht die Karte, die der Zufall aus der Hand "
                                "von {player} gewählt hat (das „discards“ der Aktion)",
    },
    "es": {
        "second_attack.granted": "{link}: {card:el} puede realizar un segundo ataque durante "
                                 "cada Battle Phase en este turno.",
        "would.second_attack": "permitir un segundo ataque a un monstruo",
        "would.second_attack_card": "hacer que {card:el} pueda realizar un segundo ataque",
        "discard_random": Plural("count",
                                 zero="{link}: {player} no tiene cartas en la mano, así que no "
                                      "se descarta nada al azar.",
                                 one="{link}: {cards} se elige al azar de la mano de {player} y "
                                     "se descarta.",
                                 other="{link}: se descartan {count} cartas elegidas al azar de "
                                       "la mano de {player}: {cards}."),
        "would.discard_random": Plural("count",
                                       one="descartar {count} carta al azar de la mano de "
                                           "{player}",
                                       other="descartar {count} cartas al azar de la mano de "
                                             "{player}"),
        "why.random_not_named": "la acción no nombra la carta que el azar eligió de la mano de "
                                "{player} (el «discards» de la acción)",
    },
    "fr": {
        "second_attack.granted": "{link} : {card:le} peut effectuer une seconde attaque durant "
                                 "chaque Battle Phase de ce tour.",
        "would.second_attack": "permettre à un monstre une seconde attaque",
        "would.second_attack_card": "laisser {card:le} effectuer une seconde attaque",
        "discard_random": Plural("count",
                                 zero="{link} : {player} n'a aucune carte en main ; rien n'est "
                                      "défaussé au hasard.",
                                 one="{link} : {cards} est choisie au hasard dans la main de "
                                     "{player} et défaussée.",
                                 other="{link} : {count} cartes choisies au hasard dans la main "
                                       "de {player} sont défaussées : {cards}."),
        "would.discard_random": Plural("count",
                                       one="défausser {count} carte au hasard de la main de "
                                           "{player}",
                                       other="défausser {count} cartes au hasard de la main de "
                                             "{player}"),
        "why.random_not_named": "l'action ne nomme pas la carte que le hasard a prise dans la "
                                "main de {player} (le « discards » de l'action)",
    },
    "it": {
        "second_attack.granted": "{link}: {card:il} può effettuare un secondo attacco durante "
                                 "ogni Battle Phase in questo turno.",
        "would.second_attack": "permettere a un mostro un secondo attacco",
        "would.second_attack_card": "lasciare che {card:il} effettui un secondo attacco",
        "discard_random": Plural("count",
                                 zero="{link}: {player} non ha carte in mano, quindi non viene "
                                      "scartato nulla a caso.",
                                 one="{link}: {cards} viene scelta a caso dalla mano di "
                                     "{player} e scartata.",
                                 other="{link}: vengono scartate {count} carte scelte a caso "
                                       "dalla mano di {player}: {cards}."),
        "would.discard_random": Plural("count",
                                       one="scartare {count} carta a caso dalla mano di "
                                           "{player}",
                                       other="scartare {count} carte a caso dalla mano di "
                                             "{player}"),
        "why.random_not_named": "l'azione non indica la carta che il caso ha preso dalla mano "
                                "di {player} (il «discards» dell'azione)",
    },
}
