"""The words of the effects that act on the battle (battle_steps.py): an attack negated
(12-3-12), the Battle Phase ended (12-9-3), damage or LP equal to a monster's ATK, in the terms
of each language's cards (annullieren, negar, annuler, annullare). Each language's catalogue
takes its table from here (`MESSAGES.update(BATTLE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

BATTLE: dict[str, dict[str, Message]] = {
    "en": {
        "target.atk_max_lp": "whose ATK is at most its controller's LP",
        "illegal.needs_opponent_turn": "{card} can be activated only during the opponent's "
                                       "turn.",
        "hold.applied": "{link}: {card} holds {monster} for as long as both stay where they "
                        "are.",
        "would.hold": "hold a monster",
        "illegal.held_no_attack": "{card} cannot declare an attack: {source} holds it.",
        "illegal.held_no_position_change": "{card} cannot change its battle position: {source} "
                                           "holds it.",
        "illegal.needs_opponent_damage_calculation": "{card} can be activated only during "
                                                     "the opponent's turn, at damage "
                                                     "calculation.",
        "atk_changed.battle_phase": "{link}: {card} gets {amount:+d} ATK until the end of the "
                                    "Battle Phase ({before} → {after} ATK).",
        "atk_changed.lowered.battle_phase": "{link}: {card} loses {amount} ATK until the end "
                                            "of the Battle Phase ({before} → {after} ATK).",
        "end_of_battle_phase_effects": "Effects that lasted until the end of the Battle Phase "
                                       "end.",
        "illegal.needs_any_attack_declaration": "{card} can be activated only when a monster "
                                                "declares an attack, and no such attack is "
                                                "waiting in the Battle Step.",
        "bond.card_destroyed": "{card} was destroyed, so the monster equipped with it, "
                               "{monster}, is destroyed.",
        "illegal.needs_direct_attack_declaration": "{card} can be activated only when an "
                                                   "opponent's monster declares a direct "
                                                   "attack, and no such attack is waiting in "
                                                   "the Battle Step.",
        "this_battle.no_battle_damage": "{link}: {player} takes no battle damage from this "
                                        "battle.",
        "this_battle.over": "{link} would keep its player from taking battle damage from the "
                            "battle it answered, but that battle is over; that part does "
                            "nothing.",
        "during.opponent_attack": "when a monster of the opponent declares an attack",
        "during.opponent_direct_attack": "when a monster of the opponent declares a direct "
                                         "attack",
        "during.opponent_damage_calculation": "during damage calculation, when a monster of "
                                              "the opponent attacks",
        "bond.card_left": "{card} has left the field, so the monster it Special Summoned, "
                          "{monster}, is destroyed.",
        "bond.monster_destroyed": "{monster}, Special Summoned by {card}, was destroyed, so "
                                  "{card} is destroyed.",
        "bond.monster_leaves": "{monster}, Special Summoned by {card}, has left the field, so "
                               "{card} is destroyed.",
        "illegal.attack_locked": "{card} cannot declare an attack: {source} is face-up on "
                                 "the field, and its text keeps such monsters from attacking.",
        "this_turn.no_battle_damage": "{link}: {player} takes no battle damage for the rest "
                                      "of this turn.",
        "this_turn.battle_indestructible": "{link}: the monsters of {player} cannot be "
                                           "destroyed by battle for the rest of this turn.",
        "this_turn.no_attacks": "{link}: {player} cannot declare an attack for the rest of "
                                "this turn.",
        "illegal.no_attacks_this_turn": "{player} cannot declare an attack this turn: the "
                                        "effect of {card} says so.",
        "takes_no_damage.this_turn": "{player} takes no battle damage: the effect of {card} "
                                     "applies this turn (the {amount} damage is not dealt)",
        "battle.not_destroyed.this_turn": "{card} cannot be destroyed by battle this turn, by "
                                          "the effect of {source}: it stays on the field.",
        "attack.negated": "{link} negates the attack of {card}: no damage calculation is "
                          "performed, {card} has still attacked, and the game returns to the "
                          "Battle Step.",
        "battle_phase.ended": "{link} ends the Battle Phase: {player} declares no more attacks "
                              "this turn, and the game goes on to the End Step.",
        "illegal.battle_phase_ended": "An effect ended this Battle Phase: {player} cannot "
                                      "declare another attack in it.",
        "would.negate_attack": "negate the attack",
        "would.end_battle_phase": "end the Battle Phase",
        "would.damage_by_atk": "inflict damage equal to a monster's ATK",
        "would.gain_lp_by_atk": "gain LP equal to a monster's ATK",
        "why.attack_over": "that attack is already over",
        "why.not_battle_phase": "the Battle Phase is not going on",
        "why.no_atk": "{card} is no longer a face-up monster on the field",
    },
    "de": {
        "target.atk_max_lp": "dessen ATK höchstens so hoch wie die LP seines Beherrschers "
                             "sind",
        "illegal.needs_opponent_turn": "{card:der} kann nur im Spielzug des Gegners aktiviert "
                                       "werden.",
        "hold.applied": "{link}: {card:der} hält {monster:den}, solange beide bleiben, wo sie "
                        "sind.",
        "would.hold": "ein Monster festhalten",
        "illegal.held_no_attack": "{card:der} kann keinen Angriff deklarieren: {source:der} "
                                  "hält es fest.",
        "illegal.held_no_position_change": "{card:der} kann seine Kampfposition nicht ändern: "
                                           "{source:der} hält es fest.",
        "illegal.needs_opponent_damage_calculation": "{card:der} kann nur im Spielzug des "
                                                     "Gegners aktiviert werden, während der "
                                                     "Schadensberechnung.",
        "atk_changed.battle_phase": "{link}: {card:der} erhält {amount:+d} ATK bis zum Ende "
                                    "der Battle Phase (ATK {before} → {after}).",
        "atk_changed.lowered.battle_phase": "{link}: {card:der} verliert {amount} ATK bis zum "
                                            "Ende der Battle Phase (ATK {before} → {after}).",
        "end_of_battle_phase_effects": "Effekte, die bis zum Ende der Battle Phase galten, "
                                       "enden.",
        "illegal.needs_any_attack_declaration": "{card:der} kann nur aktiviert werden, wenn ein "
                                                "Monster einen Angriff deklariert, und kein "
                                                "solcher Angriff wartet im Battle Step.",
        "bond.card_destroyed": "{card:der} wurde zerstört, also wird das mit ihr ausgerüstete "
                               "Monster, {monster:der}, zerstört.",
        "illegal.needs_direct_attack_declaration": "{card:der} kann nur aktiviert werden, "
                                                   "wenn ein Monster des Gegners einen direkten "
                                                   "Angriff deklariert, und kein solcher "
                                                   "Angriff wartet im Battle Step.",
        "this_battle.no_battle_damage": "{link}: {player} erhält aus diesem Kampf keinen "
                                        "Kampfschaden.",
        "this_battle.over": "Das {link} würde seinen Spieler vor dem Kampfschaden des Kampfes "
                            "bewahren, auf den es antwortete, aber dieser Kampf ist vorbei; "
                            "dieser Teil bewirkt nichts.",
        "during.opponent_attack": "wenn ein Monster des Gegners einen Angriff deklariert",
        "during.opponent_direct_attack": "wenn ein Monster des Gegners einen direkten Angriff "
                                         "deklariert",
        "during.opponent_damage_calculation": "während der Schadensberechnung, wenn ein "
                                              "Monster des Gegners angreift",
        "bond.card_left": "{card:der} hat das Spielfeld verlassen, also wird das Monster, das "
                          "sie als Spezialbeschwörung beschworen hat, {monster:der}, zerstört.",
        "bond.monster_destroyed": "{monster:der}, durch {card:den} als Spezialbeschwörung "
                                  "beschworen, wurde zerstört, also wird {card:der} zerstört.",
        "bond.monster_leaves": "{monster:der}, durch {card:den} als Spezialbeschwörung "
                               "beschworen, hat das Spielfeld verlassen, also wird {card:der} "
                               "zerstört.",
        "illegal.attack_locked": "{card:der} kann keinen Angriff deklarieren: {source:der} "
                                 "liegt offen auf dem Spielfeld, und ihr Text hindert solche "
                                 "Monster am Angriff.",
        "this_turn.no_battle_damage": "{link}: {player} erhält für den Rest dieses Spielzugs "
                                      "keinen Kampfschaden.",
        "this_turn.battle_indestructible": "{link}: Die Monster von {player} können für den "
                                           "Rest dieses Spielzugs nicht durch Kampf zerstört "
                                           "werden.",
        "this_turn.no_attacks": "{link}: {player} kann für den Rest dieses Spielzugs keinen "
                                "Angriff deklarieren.",
        "illegal.no_attacks_this_turn": "{player} kann in diesem Spielzug keinen Angriff "
                                        "deklarieren: Der Effekt {card:vom} sagt es.",
        "takes_no_damage.this_turn": "{player} erhält keinen Kampfschaden: Der Effekt {card:vom} "
                                     "gilt in diesem Spielzug (die {amount} Schaden werden "
                                     "nicht zugefügt)",
        "battle.not_destroyed.this_turn": "{card:der} kann in diesem Spielzug durch den Effekt "
                                          "{source:vom} nicht durch Kampf zerstört werden: Es "
                                          "bleibt auf dem Spielfeld.",
        "attack.negated": "Das {link} annulliert den Angriff {card:vom}: Es gibt keine "
                          "Schadensberechnung, {card:der} hat dennoch angegriffen, und das "
                          "Spiel kehrt zum Battle Step zurück.",
        "battle_phase.ended": "Das {link} beendet die Battle Phase: {player} deklariert in "
                              "diesem Spielzug keine Angriffe mehr, und das Spiel geht zum End "
                              "Step weiter.",
        "illegal.battle_phase_ended": "Ein Effekt hat diese Battle Phase beendet: {player} "
                                      "kann in ihr keinen weiteren Angriff deklarieren.",
        "would.negate_attack": "den Angriff annullieren",
        "would.end_battle_phase": "die Battle Phase beenden",
        "would.damage_by_atk": "Schaden in Höhe der ATK eines Monsters zufügen",
        "would.gain_lp_by_atk": "LP in Höhe der ATK eines Monsters erhalten",
        "why.attack_over": "dieser Angriff ist schon vorbei",
        "why.not_battle_phase": "es ist keine Battle Phase im Gange",
        "why.no_atk": "{card:der} ist kein offenes Monster auf dem Spielfeld mehr",
    },
    "es": {
        "target.atk_max_lp": "cuyo ATK es como mucho los LP de quien lo controla",
        "illegal.needs_opponent_turn": "{card:el} solo se puede activar durante el turno del "
                                       "adversario.",
        "hold.applied": "{link}: {card:el} retiene {monster:al} mientras ambos sigan donde "
                        "están.",
        "would.hold": "retener un monstruo",
        "illegal.held_no_attack": "{card:el} no puede declarar un ataque: {source:el} lo "
                                  "retiene.",
        "illegal.held_no_position_change": "{card:el} no puede cambiar su posición de batalla: "
                                           "{source:el} lo retiene.",
        "illegal.needs_opponent_damage_calculation": "{card:el} solo se puede activar "
                                                     "durante el turno del adversario, en el "
                                                     "cálculo de daño.",
        "atk_changed.battle_phase": "{link}: {card:el} gana {amount} de ATK hasta el final "
                                    "de la Battle Phase (ATK {before} → {after}).",
        "atk_changed.lowered.battle_phase": "{link}: {card:el} pierde {amount} de ATK hasta el "
                                            "final de la Battle Phase (ATK {before} → "
                                            "{after}).",
        "end_of_battle_phase_effects": "Terminan los efectos que duraban hasta el final de la "
                                       "Battle Phase.",
        "illegal.needs_any_attack_declaration": "{card:el} solo se puede activar cuando un "
                                                "monstruo declara un ataque, y no hay ningún "
                                                "ataque así esperando en el Battle Step.",
        "bond.card_destroyed": "{card:el} fue destruida, así que el monstruo equipado con "
                               "ella, {monster:el}, es destruido.",
        "illegal.needs_direct_attack_declaration": "{card:el} solo se puede activar cuando "
                                                   "un monstruo del adversario declara un "
                                                   "ataque directo, y no hay ningún ataque así "
                                                   "esperando en el Battle Step.",
        "this_battle.no_battle_damage": "{link}: {player} no recibe daño de batalla de esta "
                                        "batalla.",
        "this_battle.over": "El {link} evitaría que su jugador recibiera daño de batalla de la "
                            "batalla a la que respondió, pero esa batalla ya terminó; esa "
                            "parte no hace nada.",
        "during.opponent_attack": "cuando un monstruo del adversario declara un ataque",
        "during.opponent_direct_attack": "cuando un monstruo del adversario declara un ataque "
                                         "directo",
        "during.opponent_damage_calculation": "durante el cálculo de daño, cuando ataca un "
                                              "monstruo del adversario",
        "bond.card_left": "{card:el} dejó el Campo, así que el monstruo que Invocó de Modo "
                          "Especial, {monster:el}, es destruido.",
        "bond.monster_destroyed": "{monster:el}, Invocado de Modo Especial por {card:el}, fue "
                                  "destruido, así que {card:el} es destruida.",
        "bond.monster_leaves": "{monster:el}, Invocado de Modo Especial por {card:el}, dejó el "
                               "Campo, así que {card:el} es destruida.",
        "illegal.attack_locked": "{card:el} no puede declarar un ataque: {source:el} está "
                                 "boca arriba en el Campo y su texto impide atacar a esos "
                                 "monstruos.",
        "this_turn.no_battle_damage": "{link}: {player} no recibe daño de batalla durante el "
                                      "resto de este turno.",
        "this_turn.battle_indestructible": "{link}: los monstruos de {player} no pueden ser "
                                           "destruidos en batalla durante el resto de este "
                                           "turno.",
        "this_turn.no_attacks": "{link}: {player} no puede declarar ningún ataque durante el "
                                "resto de este turno.",
        "illegal.no_attacks_this_turn": "{player} no puede declarar ningún ataque este turno: "
                                        "lo dice el efecto {card:del}.",
        "takes_no_damage.this_turn": "{player} no recibe daño de batalla: el efecto {card:del} "
                                     "se aplica este turno (los {amount} de daño no se "
                                     "infligen)",
        "battle.not_destroyed.this_turn": "{card:el} no puede ser destruido en batalla este "
                                          "turno por el efecto {source:del}: se queda en el "
                                          "Campo.",
        "attack.negated": "El {link} niega el ataque {card:del}: no se realiza el cálculo de "
                          "daño, {card:el} ha atacado de todos modos y el juego vuelve al "
                          "Battle Step.",
        "battle_phase.ended": "El {link} termina la Battle Phase: {player} no declara más "
                              "ataques este turno y el juego pasa al End Step.",
        "illegal.battle_phase_ended": "Un efecto terminó esta Battle Phase: {player} no puede "
                                      "declarar otro ataque en ella.",
        "would.negate_attack": "negar el ataque",
        "would.end_battle_phase": "terminar la Battle Phase",
        "would.damage_by_atk": "infligir daño igual al ATK de un monstruo",
        "would.gain_lp_by_atk": "ganar LP iguales al ATK de un monstruo",
        "why.attack_over": "ese ataque ya terminó",
        "why.not_battle_phase": "no se está jugando la Battle Phase",
        "why.no_atk": "{card:el} ya no es un monstruo boca arriba en el Campo",
    },
    "fr": {
        "target.atk_max_lp": "dont l'ATK ne dépasse pas les LP de celui qui le contrôle",
        "illegal.needs_opponent_turn": "{card:le} ne peut être activée que pendant le tour de "
                                       "l'adversaire.",
        "hold.applied": "{link} : {card:le} retient {monster:le} tant que les deux restent où "
                        "ils sont.",
        "would.hold": "retenir un monstre",
        "illegal.held_no_attack": "{card:le} ne peut pas déclarer d'attaque : {source:le} le "
                                  "retient.",
        "illegal.held_no_position_change": "{card:le} ne peut pas changer sa position de "
                                           "combat : {source:le} le retient.",
        "illegal.needs_opponent_damage_calculation": "{card:le} ne peut être activée que "
                                                     "pendant le tour de l'adversaire, lors du "
                                                     "calcul des dommages.",
        "atk_changed.battle_phase": "{link} : {card:le} gagne {amount:+d} ATK jusqu'à la fin "
                                    "de la Battle Phase (ATK {before} → {after}).",
        "atk_changed.lowered.battle_phase": "{link} : {card:le} perd {amount} ATK jusqu'à la "
                                            "fin de la Battle Phase (ATK {before} → {after}).",
        "end_of_battle_phase_effects": "Les effets qui duraient jusqu'à la fin de la Battle "
                                       "Phase prennent fin.",
        "illegal.needs_any_attack_declaration": "{card:le} ne peut être activée que lorsqu'un "
                                                "monstre déclare une attaque, et aucune attaque "
                                                "de ce genre n'attend pendant la Battle Step.",
        "bond.card_destroyed": "{card:le} a été détruite, donc le monstre équipé d'elle, "
                               "{monster:le}, est détruit.",
        "illegal.needs_direct_attack_declaration": "{card:le} ne peut être activée que "
                                                   "lorsqu'un monstre de l'adversaire déclare "
                                                   "une attaque directe, et aucune attaque de "
                                                   "ce genre n'attend pendant la Battle Step.",
        "this_battle.no_battle_damage": "{link} : {player} ne subit aucun dommage de combat "
                                        "de ce combat.",
        "this_battle.over": "Le {link} éviterait à son joueur les dommages de combat du combat "
                            "auquel il répondait, mais ce combat est terminé ; cette partie "
                            "ne fait rien.",
        "during.opponent_attack": "quand un monstre de l'adversaire déclare une attaque",
        "during.opponent_direct_attack": "quand un monstre de l'adversaire déclare une attaque "
                                         "directe",
        "during.opponent_damage_calculation": "pendant le calcul des dommages, quand un monstre "
                                              "de l'adversaire attaque",
        "bond.card_left": "{card:le} a quitté le Terrain, donc le monstre qu'elle a Invoqué "
                          "Spécialement, {monster:le}, est détruit.",
        "bond.monster_destroyed": "{monster:le}, Invoqué Spécialement par {card:le}, a été "
                                  "détruit, donc {card:le} est détruite.",
        "bond.monster_leaves": "{monster:le}, Invoqué Spécialement par {card:le}, a quitté le "
                               "Terrain, donc {card:le} est détruite.",
        "illegal.attack_locked": "{card:le} ne peut pas déclarer d'attaque : {source:le} est "
                                 "face recto sur le Terrain, et son texte empêche ces monstres "
                                 "d'attaquer.",
        "this_turn.no_battle_damage": "{link} : {player} ne subit aucun dommage de combat "
                                      "jusqu'à la fin de ce tour.",
        "this_turn.battle_indestructible": "{link} : les monstres de {player} ne peuvent pas "
                                           "être détruits au combat jusqu'à la fin de ce tour.",
        "this_turn.no_attacks": "{link} : {player} ne peut déclarer aucune attaque jusqu'à la "
                                "fin de ce tour.",
        "illegal.no_attacks_this_turn": "{player} ne peut déclarer aucune attaque ce tour : "
                                        "l'effet {card:du} le dit.",
        "takes_no_damage.this_turn": "{player} ne subit aucun dommage de combat : l'effet "
                                     "{card:du} s'applique ce tour (les {amount} dommages ne "
                                     "sont pas infligés)",
        "battle.not_destroyed.this_turn": "{card:le} ne peut pas être détruit au combat ce tour, "
                                          "par l'effet {source:du} : il reste sur le Terrain.",
        "attack.negated": "Le {link} annule l'attaque {card:du} : aucun calcul des dommages "
                          "n'a lieu, {card:le} a tout de même attaqué, et le jeu revient au "
                          "Battle Step.",
        "battle_phase.ended": "Le {link} met fin à la Battle Phase : {player} ne déclare plus "
                              "d'attaque ce tour, et le jeu passe à l'End Step.",
        "illegal.battle_phase_ended": "Un effet a mis fin à cette Battle Phase : {player} ne "
                                      "peut plus y déclarer d'attaque.",
        "would.negate_attack": "annuler l'attaque",
        "would.end_battle_phase": "mettre fin à la Battle Phase",
        "would.damage_by_atk": "infliger des dommages égaux à l'ATK d'un monstre",
        "would.gain_lp_by_atk": "gagner des LP égaux à l'ATK d'un monstre",
        "why.attack_over": "cette attaque est déjà terminée",
        "why.not_battle_phase": "la Battle Phase n'est pas en cours",
        "why.no_atk": "{card:le} n'est plus un monstre face recto sur le Terrain",
    },
    "it": {
        "target.atk_max_lp": "il cui ATK non supera i LP di chi lo controlla",
        "illegal.needs_opponent_turn": "{card:il} si può attivare solo durante il turno "
                                       "dell'avversario.",
        "hold.applied": "{link}: {card:il} trattiene {monster:il} finché entrambi restano "
                        "dove sono.",
        "would.hold": "trattenere un mostro",
        "illegal.held_no_attack": "{card:il} non può dichiarare un attacco: {source:il} lo "
                                  "trattiene.",
        "illegal.held_no_position_change": "{card:il} non può cambiare la sua posizione di "
                                           "battaglia: {source:il} lo trattiene.",
        "illegal.needs_opponent_damage_calculation": "{card:il} si può attivare solo durante "
                                                     "il turno dell'avversario, durante il "
                                                     "calcolo dei danni.",
        "atk_changed.battle_phase": "{link}: {card:il} riceve {amount:+d} ATK fino alla fine "
                                    "della Battle Phase (ATK {before} → {after}).",
        "atk_changed.lowered.battle_phase": "{link}: {card:il} perde {amount} ATK fino alla "
                                            "fine della Battle Phase (ATK {before} → {after}).",
        "end_of_battle_phase_effects": "Finiscono gli effetti che duravano fino alla fine della "
                                       "Battle Phase.",
        "illegal.needs_any_attack_declaration": "{card:il} si può attivare solo quando un mostro "
                                                "dichiara un attacco, e nessun attacco del "
                                                "genere attende nel Battle Step.",
        "bond.card_destroyed": "{card:il} è stata distrutta, quindi il mostro equipaggiato "
                               "con essa, {monster:il}, viene distrutto.",
        "illegal.needs_direct_attack_declaration": "{card:il} si può attivare solo quando "
                                                   "un mostro dell'avversario dichiara un "
                                                   "attacco diretto, e nessun attacco del "
                                                   "genere attende nel Battle Step.",
        "this_battle.no_battle_damage": "{link}: {player} non subisce danno da combattimento "
                                        "da questa battaglia.",
        "this_battle.over": "L'{link} eviterebbe al suo giocatore il danno da combattimento "
                            "della battaglia a cui rispondeva, ma quella battaglia è finita; "
                            "quella parte non fa nulla.",
        "during.opponent_attack": "quando un mostro dell'avversario dichiara un attacco",
        "during.opponent_direct_attack": "quando un mostro dell'avversario dichiara un attacco "
                                         "diretto",
        "during.opponent_damage_calculation": "durante il calcolo dei danni, quando attacca un "
                                              "mostro dell'avversario",
        "bond.card_left": "{card:il} ha lasciato il Terreno, quindi il mostro che ha Evocato "
                          "Specialmente, {monster:il}, viene distrutto.",
        "bond.monster_destroyed": "{monster:il}, Evocato Specialmente {card:dal}, è stato "
                                  "distrutto, quindi {card:il} viene distrutta.",
        "bond.monster_leaves": "{monster:il}, Evocato Specialmente {card:dal}, ha lasciato il "
                               "Terreno, quindi {card:il} viene distrutta.",
        "illegal.attack_locked": "{card:il} non può dichiarare un attacco: {source:il} è "
                                 "scoperta sul Terreno e il suo testo impedisce a quei mostri "
                                 "di attaccare.",
        "this_turn.no_battle_damage": "{link}: {player} non subisce danno da combattimento "
                                      "per il resto di questo turno.",
        "this_turn.battle_indestructible": "{link}: i mostri di {player} non possono essere "
                                           "distrutti in battaglia per il resto di questo "
                                           "turno.",
        "this_turn.no_attacks": "{link}: {player} non può dichiarare attacchi per il resto di "
                                "questo turno.",
        "illegal.no_attacks_this_turn": "{player} non può dichiarare attacchi in questo turno: "
                                        "lo dice l'effetto {card:del}.",
        "takes_no_damage.this_turn": "{player} non subisce danno da combattimento: l'effetto "
                                     "{card:del} si applica in questo turno (i {amount} danni "
                                     "non vengono inflitti)",
        "battle.not_destroyed.this_turn": "{card:il} non può essere distrutto in battaglia in "
                                          "questo turno, per l'effetto {source:del}: resta sul "
                                          "Terreno.",
        "attack.negated": "L'{link} annulla l'attacco {card:del}: non si effettua il calcolo "
                          "dei danni, {card:il} ha comunque attaccato e il gioco torna al "
                          "Battle Step.",
        "battle_phase.ended": "L'{link} termina la Battle Phase: {player} non dichiara altri "
                              "attacchi in questo turno e il gioco passa all'End Step.",
        "illegal.battle_phase_ended": "Un effetto ha terminato questa Battle Phase: {player} "
                                      "non può dichiararvi un altro attacco.",
        "would.negate_attack": "annullare l'attacco",
        "would.end_battle_phase": "terminare la Battle Phase",
        "would.damage_by_atk": "infliggere danni pari all'ATK di un mostro",
        "would.gain_lp_by_atk": "guadagnare LP pari all'ATK di un mostro",
        "why.attack_over": "quell'attacco è già finito",
        "why.not_battle_phase": "non è in corso la Battle Phase",
        "why.no_atk": "{card:il} non è più un mostro scoperto sul Terreno",
    },
}
