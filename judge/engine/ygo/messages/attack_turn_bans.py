"""The words of "Your monsters cannot attack the turn you activate this effect." and "Other
monsters cannot attack during the turn you activate this effect." (attack_turn_bans.py,
5-2-26), and of "also, this card cannot attack for the rest of this turn" (5-2-29), which each
language's catalogue takes from here (`MESSAGES.update(ATTACK_TURN_BANS["de"])`), in the
terms of each language's cards ("angreifen", "atacar", "attaquer", "attaccare"; "einen
Angriff deklarieren", "declarar un ataque", "déclarer une attaque", "dichiarare un
attacco")."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_TURN_BANS: dict[str, dict[str, Message]] = {
    "en": {
        "no_attack_rest": "{link}: {card} cannot attack for the rest of this turn.",
        "no_attack_rest.gone": "{link}: {card} is no longer face-up in the Monster Zone as the "
                               "same card, so no attack of it is restricted.",
        "illegal.no_attack_rest": "{card} cannot attack: its effect resolved this turn, and it "
                                  "cannot attack for the rest of this turn.",
        "attacks_banned_turn": "{card}: for the rest of this turn, the monsters {player} "
                               "controls cannot attack.",
        "attacks_banned_turn.others": "{card}: for the rest of this turn, no other monster "
                                      "{player} controls can attack.",
        "illegal.attacked_before_lock": "{card} cannot be activated: {attacker}, a monster "
                                        "of {player}, has already declared an attack this "
                                        "turn.",
        "illegal.attacks_banned_turn": "{card} cannot attack: {source} was activated this "
                                       "turn, and forbids the monsters of {player} to attack "
                                       "until the turn ends.",
        "illegal.attacks_banned_turn.others": "{card} cannot attack: {source} was activated "
                                              "this turn, and until the turn ends no other "
                                              "monster of {player} can attack.",
    },
    "de": {
        "no_attack_rest": "{link}: {card:der} kann für den Rest dieses Spielzugs nicht "
                          "angreifen.",
        "no_attack_rest.gone": "{link}: {card:der} ist nicht mehr als dieselbe Karte offen in "
                               "der Monsterzone, daher wird kein Angriff eingeschränkt.",
        "illegal.no_attack_rest": "{card:der} kann nicht angreifen: Sein Effekt wurde in diesem "
                                  "Spielzug abgehandelt, und für den Rest dieses Spielzugs "
                                  "kann es nicht angreifen.",
        "attacks_banned_turn": "{card}: Für den Rest dieses Spielzugs können die Monster, die "
                               "{player} kontrolliert, nicht angreifen.",
        "attacks_banned_turn.others": "{card}: Für den Rest dieses Spielzugs kann kein anderes "
                                      "Monster, das {player} kontrolliert, angreifen.",
        "illegal.attacked_before_lock": "{card:der} kann nicht aktiviert werden: "
                                        "{attacker:der}, ein Monster von {player}, hat in "
                                        "diesem Spielzug bereits einen Angriff deklariert.",
        "illegal.attacks_banned_turn": "{card:der} kann nicht angreifen: {source:der} wurde in "
                                       "diesem Spielzug aktiviert und verbietet den Monstern "
                                       "von {player} bis zum Ende des Spielzugs anzugreifen.",
        "illegal.attacks_banned_turn.others": "{card:der} kann nicht angreifen: {source:der} "
                                              "wurde in diesem Spielzug aktiviert, und bis zum "
                                              "Ende des Spielzugs kann kein anderes Monster "
                                              "von {player} angreifen.",
    },
    "es": {
        "no_attack_rest": "{link}: {card:el} no puede atacar durante el resto de este turno.",
        "no_attack_rest.gone": "{link}: {card:el} ya no está boca arriba en la Zona de "
                               "Monstruos como la misma carta, así que no se restringe ningún "
                               "ataque.",
        "illegal.no_attack_rest": "{card:el} no puede atacar: su efecto se resolvió este turno, "
                                  "y no puede atacar durante el resto de este turno.",
        "attacks_banned_turn": "{card}: durante el resto de este turno, los monstruos que "
                               "controla {player} no pueden atacar.",
        "attacks_banned_turn.others": "{card}: durante el resto de este turno, ningún otro "
                                      "monstruo que controle {player} puede atacar.",
        "illegal.attacked_before_lock": "{card:el} no se puede activar: {attacker:el}, un "
                                        "monstruo de {player}, ya declaró un ataque este "
                                        "turno.",
        "illegal.attacks_banned_turn": "{card:el} no puede atacar: {source:el} se activó este "
                                       "turno y prohíbe atacar a los monstruos de {player} "
                                       "hasta el final del turno.",
        "illegal.attacks_banned_turn.others": "{card:el} no puede atacar: {source:el} se "
                                              "activó este turno, y hasta el final del turno "
                                              "ningún otro monstruo de {player} puede atacar.",
    },
    "fr": {
        "no_attack_rest": "{link} : {card:le} ne peut pas attaquer pour le reste de ce tour.",
        "no_attack_rest.gone": "{link} : {card:le} n'est plus face recto dans la Zone Monstre "
                               "en tant que même carte, donc aucune attaque n'est restreinte.",
        "illegal.no_attack_rest": "{card:le} ne peut pas attaquer : son effet a été résolu ce "
                                  "tour, et il ne peut pas attaquer pour le reste de ce tour.",
        "attacks_banned_turn": "{card} : pour le reste de ce tour, les monstres que contrôle "
                               "{player} ne peuvent pas attaquer.",
        "attacks_banned_turn.others": "{card} : pour le reste de ce tour, aucun autre monstre "
                                      "que contrôle {player} ne peut attaquer.",
        "illegal.attacked_before_lock": "{card:le} ne peut pas être activé : {attacker:le}, un "
                                        "monstre de {player}, a déjà déclaré une attaque ce "
                                        "tour.",
        "illegal.attacks_banned_turn": "{card:le} ne peut pas attaquer : {source:le} a été "
                                       "activé ce tour et interdit aux monstres de {player} "
                                       "d'attaquer jusqu'à la fin du tour.",
        "illegal.attacks_banned_turn.others": "{card:le} ne peut pas attaquer : {source:le} a "
                                              "été activé ce tour, et jusqu'à la fin du tour "
                                              "aucun autre monstre de {player} ne peut "
                                              "attaquer.",
    },
    "it": {
        "no_attack_rest": "{link}: {card:il} non può attaccare per il resto di questo turno.",
        "no_attack_rest.gone": "{link}: {card:il} non è più scoperto nella Zona Mostri come la "
                               "stessa carta, quindi nessun attacco viene limitato.",
        "illegal.no_attack_rest": "{card:il} non può attaccare: il suo effetto si è risolto in "
                                  "questo turno, e per il resto di questo turno non può "
                                  "attaccare.",
        "attacks_banned_turn": "{card}: per il resto di questo turno, i mostri che {player} "
                               "controlla non possono attaccare.",
        "attacks_banned_turn.others": "{card}: per il resto di questo turno, nessun altro "
                                      "mostro che {player} controlla può attaccare.",
        "illegal.attacked_before_lock": "{card:il} non può essere attivato: {attacker:il}, un "
                                        "mostro di {player}, ha già dichiarato un attacco in "
                                        "questo turno.",
        "illegal.attacks_banned_turn": "{card:il} non può attaccare: {source:il} è stato "
                                       "attivato in questo turno e vieta ai mostri di "
                                       "{player} di attaccare fino alla fine del turno.",
        "illegal.attacks_banned_turn.others": "{card:il} non può attaccare: {source:il} è "
                                              "stato attivato in questo turno, e fino alla "
                                              "fine del turno nessun altro mostro di {player} "
                                              "può attaccare.",
    },
}
