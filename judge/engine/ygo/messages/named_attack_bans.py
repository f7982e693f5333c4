"""The words of ""Cyber Dragon" cannot attack the turn you activate this card."
(named_attack_bans.py, 5-2-26), which each language's catalogue takes from here
(`MESSAGES.update(NAMED_ATTACK_BANS["de"])`), in the terms of each language's cards
("angreifen", "atacar", "attaquer", "attaccare"; "einen Angriff deklarieren", "declarar un
ataque", "déclarer une attaque", "dichiarare un attacco")."""
from __future__ import annotations

from ...core.catalogue import Message

NAMED_ATTACK_BANS: dict[str, dict[str, Message]] = {
    "en": {
        "attacks_banned_turn.named": "{card}: for the rest of this turn, the monsters "
                                     "({details}) {player} controls cannot attack.",
        "illegal.attacked_before_named_lock": "{card} cannot be activated: {attacker}, a "
                                              "monster ({details}) of {player}, has already "
                                              "declared an attack this turn.",
        "illegal.attacks_banned_turn.named": "{card} cannot attack: {source} was activated "
                                             "this turn, and until the turn ends the monsters "
                                             "({details}) of {player} cannot attack.",
    },
    "de": {
        "attacks_banned_turn.named": "{card}: Für den Rest dieses Spielzugs können die Monster "
                                     "({details}), die {player} kontrolliert, nicht "
                                     "angreifen.",
        "illegal.attacked_before_named_lock": "{card:der} kann nicht aktiviert werden: "
                                              "{attacker:der}, ein Monster ({details}) von "
                                              "{player}, hat in diesem Spielzug bereits einen "
                                              "Angriff deklariert.",
        "illegal.attacks_banned_turn.named": "{card:der} kann nicht angreifen: {source:der} "
                                             "wurde in diesem Spielzug aktiviert, und bis zum "
                                             "Ende des Spielzugs können die Monster "
                                             "({details}) von {player} nicht angreifen.",
    },
    "es": {
        "attacks_banned_turn.named": "{card}: durante el resto de este turno, los monstruos "
                                     "({details}) que controla {player} no pueden atacar.",
        "illegal.attacked_before_named_lock": "{card:el} no se puede activar: {attacker:el}, "
                                              "un monstruo ({details}) de {player}, ya declaró "
                                              "un ataque este turno.",
        "illegal.attacks_banned_turn.named": "{card:el} no puede atacar: {source:el} se activó "
                                             "este turno, y hasta el final del turno los "
                                             "monstruos ({details}) de {player} no pueden "
                                             "atacar.",
    },
    "fr": {
        "attacks_banned_turn.named": "{card} : pour le reste de ce tour, les monstres "
                                     "({details}) que contrôle {player} ne peuvent pas "
                                     "attaquer.",
        "illegal.attacked_before_named_lock": "{card:le} ne peut pas être activé : "
                                              "{attacker:le}, un monstre ({details}) de "
                                              "{player}, a déjà déclaré une attaque ce tour.",
        "illegal.attacks_banned_turn.named": "{card:le} ne peut pas attaquer : {source:le} a "
                                             "été activé ce tour, et jusqu'à la fin du tour "
                                             "les monstres ({details}) de {player} ne peuvent "
                                             "pas attaquer.",
    },
    "it": {
        "attacks_banned_turn.named": "{card}: per il resto di questo turno, i mostri "
                                     "({details}) che {player} controlla non possono "
                                     "attaccare.",
        "illegal.attacked_before_named_lock": "{card:il} non può essere attivato: "
                                              "{attacker:il}, un mostro ({details}) di "
                                              "{player}, ha già dichiarato un attacco in "
                                              "questo turno.",
        "illegal.attacks_banned_turn.named": "{card:il} non può attaccare: {source:il} è stato "
                                             "attivato in questo turno, e fino alla fine del "
                                             "turno i mostri ({details}) di {player} non "
                                             "possono attaccare.",
    },
}
