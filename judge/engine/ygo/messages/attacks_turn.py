"""The words of attacks on monsters allowed for the turn by a resolved effect (attacks_turn.py,
12-3-25) or by an Equip Card (monster_attacks.py, 10-4-7), which each language's catalogue
takes from here (`MESSAGES.update(ATTACKS_TURN["de"])`), in the terms of each language's cards
(Angriffe auf Monster, ataques a monstruos, attaques sur des monstres, attacchi contro mostri)."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACKS_TURN: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.monster_attacks_equip.direct": "{card} has already attacked this Battle Phase: "
                                                "the further attacks its Equip Card allows are "
                                                "on monsters only, never directly.",
        "illegal.monster_attacks_equip.after_direct": "{card} attacked directly this turn: the "
                                                      "further attacks its Equip Card allows "
                                                      "are on monsters only, and it cannot "
                                                      "attack again.",
        "monster_attacks_turn.granted": "{link}: {card} can make up to {count} attacks on "
                                        "monsters during each Battle Phase this turn.",
        "would.monster_attacks_turn_card": "let {card} make further attacks on monsters",
        "illegal.monster_attacks_turn.direct": "{card} has already attacked this Battle Phase: "
                                               "the further attacks an effect allowed it this "
                                               "turn are on monsters only, never directly.",
        "illegal.monster_attacks_turn.after_direct": "{card} attacked directly this turn: the "
                                                     "further attacks an effect allowed it "
                                                     "are on monsters only, and it cannot "
                                                     "attack again.",
    },
    "de": {
        "illegal.monster_attacks_equip.direct": "{card:der} hat in dieser Battle Phase bereits "
                                                "angegriffen: Die weiteren Angriffe, die seine "
                                                "Ausrüstungskarte erlaubt, gelten nur Monstern, "
                                                "nie direkt.",
        "illegal.monster_attacks_equip.after_direct": "{card:der} hat in diesem Spielzug direkt "
                                                      "angegriffen: Die weiteren Angriffe, die "
                                                      "seine Ausrüstungskarte erlaubt, gelten "
                                                      "nur Monstern, und es kann nicht erneut "
                                                      "angreifen.",
        "monster_attacks_turn.granted": "{link}: {card:der} kann in diesem Spielzug während "
                                        "jeder Battle Phase bis zu {count} Angriffe auf Monster "
                                        "durchführen.",
        "would.monster_attacks_turn_card": "{card:dem} weitere Angriffe auf Monster erlauben",
        "illegal.monster_attacks_turn.direct": "{card:der} hat in dieser Battle Phase bereits "
                                               "angegriffen: Die weiteren Angriffe, die ihm ein "
                                               "Effekt in diesem Spielzug erlaubt, gelten nur "
                                               "Monstern, nie direkt.",
        "illegal.monster_attacks_turn.after_direct": "{card:der} hat in diesem Spielzug direkt "
                                                     "angegriffen: Die weiteren Angriffe, die "
                                                     "ihm ein Effekt erlaubt, gelten nur "
                                                     "Monstern, und es kann nicht erneut "
                                                     "angreifen.",
    },
    "es": {
        "illegal.monster_attacks_equip.direct": "La carta {card:el} ya ha atacado en esta "
                                                "Battle Phase: los demás ataques que permite su "
                                                "Carta de Equipo son solo a monstruos, nunca "
                                                "directamente.",
        "illegal.monster_attacks_equip.after_direct": "La carta {card:el} atacó directamente "
                                                      "este turno: los demás ataques que "
                                                      "permite su Carta de Equipo son solo a "
                                                      "monstruos, y no puede volver a atacar.",
        "monster_attacks_turn.granted": "{link}: {card:el} puede realizar hasta {count} ataques "
                                        "a monstruos durante cada Battle Phase en este turno.",
        "would.monster_attacks_turn_card": "hacer que {card:el} pueda realizar más ataques a "
                                           "monstruos",
        "illegal.monster_attacks_turn.direct": "La carta {card:el} ya ha atacado en esta Battle "
                                               "Phase: los demás ataques que un efecto le "
                                               "permite este turno son solo a monstruos, nunca "
                                               "directamente.",
        "illegal.monster_attacks_turn.after_direct": "La carta {card:el} atacó directamente "
                                                     "este turno: los demás ataques que un "
                                                     "efecto le permite son solo a monstruos, "
                                                     "y no puede volver a atacar.",
    },
    "fr": {
        "illegal.monster_attacks_equip.direct": "La carte {card:le} a déjà attaqué pendant "
                                                "cette Battle Phase : les autres attaques que "
                                                "permet sa Carte Équipement visent seulement des "
                                                "monstres, jamais directement.",
        "illegal.monster_attacks_equip.after_direct": "La carte {card:le} a attaqué directement "
                                                      "ce tour : les autres attaques que permet "
                                                      "sa Carte Équipement visent seulement des "
                                                      "monstres, et elle ne peut plus attaquer.",
        "monster_attacks_turn.granted": "{link} : {card:le} peut effectuer jusqu'à {count} "
                                        "attaques sur des monstres durant chaque Battle Phase "
                                        "de ce tour.",
        "would.monster_attacks_turn_card": "laisser {card:le} effectuer d'autres attaques sur "
                                           "des monstres",
        "illegal.monster_attacks_turn.direct": "La carte {card:le} a déjà attaqué pendant cette "
                                               "Battle Phase : les autres attaques qu'un effet "
                                               "lui permet ce tour visent seulement des "
                                               "monstres, jamais directement.",
        "illegal.monster_attacks_turn.after_direct": "La carte {card:le} a attaqué directement "
                                                     "ce tour : les autres attaques qu'un effet "
                                                     "lui permet visent seulement des monstres, "
                                                     "et elle ne peut plus attaquer.",
    },
    "it": {
        "illegal.monster_attacks_equip.direct": "La carta {card:il} ha già attaccato in questa "
                                                "Battle Phase: gli altri attacchi che la sua "
                                                "Carta Equipaggiamento consente sono solo contro "
                                                "mostri, mai direttamente.",
        "illegal.monster_attacks_equip.after_direct": "La carta {card:il} ha attaccato "
                                                      "direttamente in questo turno: gli altri "
                                                      "attacchi che la sua Carta "
                                                      "Equipaggiamento consente sono solo "
                                                      "contro mostri, e non può attaccare di "
                                                      "nuovo.",
        "monster_attacks_turn.granted": "{link}: {card:il} può effettuare fino a {count} "
                                        "attacchi contro mostri durante ogni Battle Phase in "
                                        "questo turno.",
        "would.monster_attacks_turn_card": "lasciare che {card:il} effettui altri attacchi "
                                           "contro mostri",
        "illegal.monster_attacks_turn.direct": "La carta {card:il} ha già attaccato in questa "
                                               "Battle Phase: gli altri attacchi che un effetto "
                                               "le consente in questo turno sono solo contro "
                                               "mostri, mai direttamente.",
        "illegal.monster_attacks_turn.after_direct": "La carta {card:il} ha attaccato "
                                                     "direttamente in questo turno: gli altri "
                                                     "attacchi che un effetto le consente sono "
                                                     "solo contro mostri, e non può attaccare "
                                                     "di nuovo.",
    },
}
