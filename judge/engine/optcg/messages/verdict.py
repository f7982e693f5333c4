"""The verdict's words (optcg/verdict.py), in every language of the site: each language's
catalogue takes its table from here (`MESSAGES.update(VERDICT["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

VERDICT: dict[str, dict[str, Message]] = {
    "en": {
        "verdict.battle_number": "Battle {number}: {battle}",
        "verdict.power_total": "{total} ({sum})",
        "verdict.sum_plus": "{sum} + {amount} {label}",
        "verdict.sum_minus": "{sum} - {amount} {label}",
        "verdict.the_blocker": "the Blocker {card}",
        "verdict.attack_fails": "{player}'s attack fails: {attacker} with {attacker_power} does "
                                "not beat {target} with {target_power}. Nothing is K.O.'d and "
                                "{defender} takes no damage.",
        "verdict.attack_fails_ko": "{player}'s attack fails: {attacker} with {attacker_power} "
                                   "does not beat {target} with {target_power}, so {defender} "
                                   "takes no damage. K.O.'d by effects during the battle: "
                                   "{cards}.",
        "verdict.beats_ko": "{player}'s attack succeeds: {attacker} with {attacker_power} beats "
                            "{target} with {target_power}, so {card} is K.O.'d.",
        "verdict.ties_ko": "{player}'s attack succeeds: {attacker} with {attacker_power} ties "
                           "with {target} with {target_power}, and a tie goes to the attacker, "
                           "so {card} is K.O.'d.",
        "verdict.beats_damage": Plural(
            "life",
            one="{player}'s attack succeeds: {attacker} with {attacker_power} beats {target} "
                "with {target_power}, so {defender} takes {damage} damage and has {life} Life "
                "card left.",
            other="{player}'s attack succeeds: {attacker} with {attacker_power} beats {target} "
                  "with {target_power}, so {defender} takes {damage} damage and has {life} Life "
                  "cards left.",
            zero="{player}'s attack succeeds: {attacker} with {attacker_power} "
                 "beats {target} with {target_power}, so {defender} takes "
                 "{damage} damage and has no Life cards left."),
        "verdict.ties_damage": Plural(
            "life",
            one="{player}'s attack succeeds: {attacker} with {attacker_power} ties with {target} "
                "with {target_power}, and a tie goes to the attacker, so {defender} takes "
                "{damage} damage and has {life} Life card left.",
            other="{player}'s attack succeeds: {attacker} with {attacker_power} ties with "
                  "{target} with {target_power}, and a tie goes to the attacker, so {defender} "
                  "takes {damage} damage and has {life} Life cards left.",
            zero="{player}'s attack succeeds: {attacker} with {attacker_power} "
                 "ties with {target} with {target_power}, and a tie goes to the"
                 " attacker, so {defender} takes {damage} damage and has no "
                 "Life cards left."),
        "verdict.beats_at_zero": "{player}'s attack succeeds: {attacker} with {attacker_power} "
                                 "beats {target} with {target_power} while {defender} has no "
                                 "Life cards left.",
        "verdict.ties_at_zero": "{player}'s attack succeeds: {attacker} with {attacker_power} "
                                "ties with {target} with {target_power}, and a tie goes to the "
                                "attacker, while {defender} has no Life cards left.",
        "verdict.battle_ended": "The battle ends with no damage: {card} left the area it "
                                "battled from before the Damage Step ({rules}).",
        "verdict.not_allowed": "Action {number} is not allowed ({rules}): {reason}",
        "verdict.both_lose": "Both players lose and nobody wins: both met a defeat condition at "
                             "the same time ({rules}).",
        "verdict.wins_deck_out": "{winner} wins the game: {loser} has no cards left in the deck "
                                 "({rules}).",
        "verdict.wins_damage_at_zero": "{winner} wins the game: {loser}'s Leader took damage "
                                       "with 0 Life cards ({rules}).",
        "verdict.also_ko": "K.O.'d by effects during the battle: {cards}.",
        "verdict.allowed": "Every action is allowed; no battle was fought and nothing is "
                           "K.O.'d.",
        "verdict.allowed_ko": "Every action is allowed; no battle was fought. K.O.'d: {cards}.",
        "verdict.double_attack_fixed": "The [Double Attack] damage stays 2 even though a "
                                       "[Trigger] was activated after the first ({rules}).",
        "verdict.idle_don": Plural(
            "count",
            one="The {count} DON!! given to {card} adds no power on {player}'s turn ({rules}).",
            other="The {count} DON!! given to {card} add no power on {player}'s turn "
                  "({rules})."),
        "verdict.zero_life": "With no Life cards, {player} has not lost yet: only damage "
                             "taken at 0 Life loses the game ({rules}).",
    },
    "de": {
        "verdict.battle_number": "Kampf {number}: {battle}",
        "verdict.power_total": "{total} ({sum})",
        "verdict.sum_plus": "{sum} + {amount} {label}",
        "verdict.sum_minus": "{sum} - {amount} {label}",
        "verdict.the_blocker": "{card:der} (Blocker)",
        "verdict.attack_fails": "Der Angriff von {player} scheitert: {attacker:der} mit "
                                "{attacker_power} übertrifft {target:den} mit {target_power} "
                                "nicht. "
                                "Nichts wird K.O. geschlagen, und {defender} nimmt keinen "
                                "Schaden.",
        "verdict.attack_fails_ko": "Der Angriff von {player} scheitert: {attacker:der} mit "
                                   "{attacker_power} übertrifft {target:den} mit {target_power} "
                                   "nicht, also nimmt {defender} keinen Schaden. Durch Effekte "
                                   "im Kampf K.O. geschlagen: {cards:der}.",
        "verdict.beats_ko": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                            "übertrifft {target:den} mit {target_power}, also wird {card:der} K.O. "
                            "geschlagen.",
        "verdict.ties_ko": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                           "ist so stark wie {target:der} mit {target_power}, und bei Gleichstand "
                           "gewinnt "
                           "der Angreifer, also wird {card:der} K.O. geschlagen.",
        "verdict.beats_damage": Plural(
            "life",
            one="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} übertrifft "
                "{target:den} mit {target_power}, also nimmt {defender} {damage} Schaden und hat "
                "noch {life} Lebenskarte.",
            other="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                  "übertrifft "
                  "{target:den} mit {target_power}, also nimmt {defender} {damage} Schaden und hat "
                  "noch {life} Lebenskarten.",
            zero="Der Angriff von {player} gelingt: {attacker:der} mit "
                 "{attacker_power} übertrifft {target:den} mit {target_power}, "
                 "also nimmt {defender} {damage} Schaden und hat keine "
                 "Lebenskarte mehr."),
        "verdict.ties_damage": Plural(
            "life",
            one="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist so "
                "stark wie "
                "{target:der} mit {target_power}, und bei Gleichstand gewinnt der Angreifer, also "
                "nimmt {defender} {damage} Schaden und hat noch {life} Lebenskarte.",
            other="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist so "
                  "stark wie "
                  "{target:der} mit {target_power}, und bei Gleichstand gewinnt der Angreifer, "
                  "also "
                  "nimmt {defender} {damage} Schaden und hat noch {life} Lebenskarten.",
            zero="Der Angriff von {player} gelingt: {attacker:der} mit "
                 "{attacker_power} ist so stark wie {target:der} mit "
                 "{target_power}, und bei Gleichstand gewinnt der Angreifer, "
                 "also nimmt {defender} {damage} Schaden und hat keine "
                 "Lebenskarte mehr."),
        "verdict.beats_at_zero": "Der Angriff von {player} gelingt: {attacker:der} mit "
                                 "{attacker_power} übertrifft {target:den} mit {target_power}, "
                                 "während {defender} keine Lebenskarte mehr hat.",
        "verdict.ties_at_zero": "Der Angriff von {player} gelingt: {attacker:der} mit "
                                "{attacker_power} ist so stark wie {target:der} mit "
                                "{target_power}, und "
                                "bei Gleichstand gewinnt der Angreifer, während {defender} keine "
                                "Lebenskarte mehr hat.",
        "verdict.battle_ended": "Der Kampf endet ohne Schaden: {card:der} hat vor dem "
                                "Schadensschritt den Bereich verlassen, aus dem {card:er|sie|es} "
                                "kämpfte "
                                "({rules}).",
        "verdict.not_allowed": "Aktion {number} ist nicht erlaubt ({rules}): {reason}",
        "verdict.both_lose": "Beide Spieler verlieren, niemand gewinnt: Beide erfüllen "
                             "gleichzeitig eine Niederlagebedingung ({rules}).",
        "verdict.wins_deck_out": "{winner} gewinnt das Spiel: {loser} hat keine Karten mehr im "
                                 "Deck ({rules}).",
        "verdict.wins_damage_at_zero": "{winner} gewinnt das Spiel: Der Leader von {loser} hat "
                                       "bei 0 Lebenskarten Schaden genommen ({rules}).",
        "verdict.also_ko": "Durch Effekte im Kampf K.O. geschlagen: {cards:der}.",
        "verdict.allowed": "Jede Aktion ist erlaubt; es gab keinen Kampf, und nichts wurde K.O. "
                           "geschlagen.",
        "verdict.allowed_ko": "Jede Aktion ist erlaubt; es gab keinen Kampf. K.O. geschlagen: "
                              "{cards:der}.",
        "verdict.double_attack_fixed": "Der Schaden von [Double Attack] bleibt 2, auch wenn "
                                       "nach dem ersten ein [Trigger] aktiviert wurde ({rules}).",
        "verdict.idle_don": Plural(
            "count",
            one="Die {count} DON!!, die {card:dem} zugewiesen ist, gibt im Zug von {player} keine "
                "Stärke ({rules}).",
            other="Die {count} DON!!, die {card:dem} zugewiesen sind, geben im Zug von {player} "
                  "keine Stärke ({rules})."),
        "verdict.zero_life": "Ohne Lebenskarten hat {player} noch nicht verloren: "
                             "Erst wer bei 0 Leben Schaden nimmt, verliert das Spiel ({rules}).",
    },
    "es": {
        "verdict.battle_number": "Batalla {number}: {battle}",
        "verdict.power_total": "{total} ({sum})",
        "verdict.sum_plus": "{sum} + {amount} {label}",
        "verdict.sum_minus": "{sum} - {amount} {label}",
        "verdict.the_blocker": "{card:el} (Blocker)",
        "verdict.attack_fails": "El ataque de {player} fracasa: {attacker:el} con {attacker_power} "
                                "no supera {target:al} con {target_power}. Nada queda K.O. y "
                                "{defender} no recibe daño.",
        "verdict.attack_fails_ko": "El ataque de {player} fracasa: {attacker:el} con "
                                   "{attacker_power} no supera {target:al} con {target_power}, "
                                   "así que {defender} no recibe daño. Quedan K.O. por efectos "
                                   "durante la batalla: {cards:el}.",
        "verdict.beats_ko": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                            "supera {target:al} con {target_power}, así que {card:el} queda K.O.",
        "verdict.ties_ko": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                           "empata con {target:el} con {target_power}, y los empates los gana el "
                           "atacante, así que {card:el} queda K.O.",
        "verdict.beats_damage": Plural(
            "life",
            one="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} supera "
                "{target:al} con {target_power}, así que {defender} recibe {damage} de daño y le "
                "queda {life} carta de Vida.",
            other="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} supera "
                  "{target:al} con {target_power}, así que {defender} recibe {damage} de daño y le "
                  "quedan {life} cartas de Vida.",
            zero="El ataque de {player} tiene éxito: {attacker:el} con "
                 "{attacker_power} supera {target:al} con {target_power}, así "
                 "que {defender} recibe {damage} de daño y no le queda ninguna "
                 "carta de Vida."),
        "verdict.ties_damage": Plural(
            "life",
            one="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} empata con "
                "{target:el} con {target_power}, y los empates los gana el atacante, así que "
                "{defender} recibe {damage} de daño y le queda {life} carta de Vida.",
            other="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} empata "
                  "con {target:el} con {target_power}, y los empates los gana el atacante, así que "
                  "{defender} recibe {damage} de daño y le quedan {life} cartas de Vida.",
            zero="El ataque de {player} tiene éxito: {attacker:el} con "
                 "{attacker_power} empata con {target:el} con {target_power}, y"
                 " los empates los gana el atacante, así que {defender} recibe "
                 "{damage} de daño y no le queda ninguna carta de Vida."),
        "verdict.beats_at_zero": "El ataque de {player} tiene éxito: {attacker:el} con "
                                 "{attacker_power} supera {target:al} con {target_power} cuando "
                                 "a {defender} no le queda ninguna carta de Vida.",
        "verdict.ties_at_zero": "El ataque de {player} tiene éxito: {attacker:el} con "
                                "{attacker_power} empata con {target:el} con {target_power}, y los "
                                "empates los gana el atacante, cuando a {defender} no le queda "
                                "ninguna carta de Vida.",
        "verdict.battle_ended": "La batalla termina sin daño: {card:el} dejó el área desde la que "
                                "combatía antes del paso de daño ({rules}).",
        "verdict.not_allowed": "La acción {number} no está permitida ({rules}): {reason}",
        "verdict.both_lose": "Ambos jugadores pierden y nadie gana: los dos cumplen a la vez una "
                             "condición de derrota ({rules}).",
        "verdict.wins_deck_out": "{winner} gana la partida: a {loser} no le quedan cartas en el "
                                 "mazo ({rules}).",
        "verdict.wins_damage_at_zero": "{winner} gana la partida: el Líder de {loser} recibió "
                                       "daño con 0 cartas de Vida ({rules}).",
        "verdict.also_ko": "Quedan K.O. por efectos durante la batalla: {cards:el}.",
        "verdict.allowed": "Todas las acciones están permitidas; no hubo batalla y nada quedó "
                           "K.O.",
        "verdict.allowed_ko": "Todas las acciones están permitidas; no hubo batalla. Quedan "
                              "K.O.: {cards:el}.",
        "verdict.double_attack_fixed": "El daño de [Double Attack] sigue siendo 2 aunque se "
                                       "activara un [Trigger] tras el primero ({rules}).",
        "verdict.idle_don": Plural(
            "count",
            one="La {count} carta DON!! dada {card:al} no da poder en el turno de {player} "
                "({rules}).",
            other="Las {count} cartas DON!! dadas {card:al} no dan poder en el turno de "
                  "{player} ({rules})."),
        "verdict.zero_life": "Sin cartas de Vida, {player} aún no ha perdido: "
                             "solo el daño recibido sin cartas de Vida hace perder la partida "
                             "({rules}).",
    },
    "it": {
        "verdict.battle_number": "Battaglia {number}: {battle}",
        "verdict.power_total": "{total} ({sum})",
        "verdict.sum_plus": "{sum} + {amount} {label}",
        "verdict.sum_minus": "{sum} - {amount} {label}",
        "verdict.the_blocker": "il Blocker {card:il}",
        "verdict.attack_fails": "L'attacco di {player} fallisce: {attacker:il} con "
                                "{attacker_power} non supera {target:il} con {target_power}. "
                                "Nessuna carta viene messa K.O. e {defender} non subisce danni.",
        "verdict.attack_fails_ko": "L'attacco di {player} fallisce: {attacker:il} con "
                                   "{attacker_power} non supera {target:il} con {target_power}, "
                                   "quindi {defender} non subisce danni. Carte messe K.O. da "
                                   "effetti durante la battaglia: {cards:il}.",
        "verdict.beats_ko": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                            "supera {target:il} con {target_power}, quindi {card:il} viene messo "
                            "K.O.",
        "verdict.ties_ko": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                           "pareggia con {target:il} con {target_power}, e in caso di parità vince "
                           "l'attaccante, quindi {card:il} viene messo K.O.",
        "verdict.beats_damage": Plural(
            "life",
            one="L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera "
                "{target:il} "
                "con {target_power}, quindi {defender} subisce {damage} {damage:danno|danni} e "
                "gli resta "
                "{life} carta Vita.",
            other="L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera "
                  "{target:il} con {target_power}, quindi {defender} subisce {damage} "
                  "{damage:danno|danni} e gli "
                  "restano {life} carte Vita.",
            zero="L'attacco di {player} riesce: {attacker:il} con "
                 "{attacker_power} supera {target:il} con {target_power}, "
                 "quindi {defender} subisce {damage} {damage:danno|danni} e non"
                 " ha più carte Vita."),
        "verdict.ties_damage": Plural(
            "life",
            one="L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia con "
                "{target:il} con {target_power}, e in caso di parità vince l'attaccante, quindi "
                "{defender} subisce {damage} {damage:danno|danni} e gli resta {life} carta Vita.",
            other="L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia con "
                  "{target:il} con {target_power}, e in caso di parità vince l'attaccante, quindi "
                  "{defender} subisce {damage} {damage:danno|danni} e gli restano {life} carte "
                  "Vita.",
            zero="L'attacco di {player} riesce: {attacker:il} con "
                 "{attacker_power} pareggia con {target:il} con {target_power},"
                 " e in caso di parità vince l'attaccante, quindi {defender} "
                 "subisce {damage} {damage:danno|danni} e non ha più carte "
                 "Vita."),
        "verdict.beats_at_zero": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                                 "supera {target:il} con {target_power} mentre {defender} non ha "
                                 "più carte Vita.",
        "verdict.ties_at_zero": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                                "pareggia con {target:il} con {target_power}, e in caso di parità "
                                "vince l'attaccante, mentre {defender} non ha più carte Vita.",
        "verdict.battle_ended": "La battaglia finisce senza danni: {card:il} ha lasciato l'area da "
                                "cui combatteva prima del Damage Step ({rules}).",
        "verdict.not_allowed": "L'azione {number} non è consentita ({rules}): {reason}",
        "verdict.both_lose": "Entrambi i giocatori perdono e nessuno vince: entrambi soddisfano "
                             "una condizione di sconfitta nello stesso momento ({rules}).",
        "verdict.wins_deck_out": "{winner} vince la partita: {loser} non ha più carte nel mazzo "
                                 "({rules}).",
        "verdict.wins_damage_at_zero": "{winner} vince la partita: il Leader di {loser} ha "
                                       "subito danni con 0 carte Vita ({rules}).",
        "verdict.also_ko": "Carte messe K.O. da effetti durante la battaglia: {cards:il}.",
        "verdict.allowed": "Ogni azione è consentita; nessuna battaglia e nessuna carta messa "
                           "K.O.",
        "verdict.allowed_ko": "Ogni azione è consentita; nessuna battaglia. Carte messe K.O.: "
                              "{cards:il}.",
        "verdict.double_attack_fixed": "Il danno di [Double Attack] resta 2 anche se dopo il "
                                       "primo è stato attivato un [Trigger] ({rules}).",
        "verdict.idle_don": Plural(
            "count",
            one="La {count} carta DON!! assegnata {card:al} non dà potenza nel turno di {player} "
                "({rules}).",
            other="Le {count} carte DON!! assegnate {card:al} non danno potenza nel turno di "
                  "{player} ({rules})."),
        "verdict.zero_life": "Senza carte Vita, {player} non ha ancora perso: solo un danno "
                             "subito senza carte Vita fa perdere la partita ({rules}).",
    },
    "fr": {
        "verdict.battle_number": "Combat {number} : {battle}",
        "verdict.power_total": "{total} ({sum})",
        "verdict.sum_plus": "{sum} + {amount} {label}",
        "verdict.sum_minus": "{sum} - {amount} {label}",
        "verdict.the_blocker": "le Bloqueur {card:le}",
        "verdict.attack_fails": "L'attaque de {player} échoue : {attacker:le} avec "
                                "{attacker_power} "
                                "ne bat pas {target:le} avec {target_power}. Rien n'est mis KO "
                                "et {defender} ne subit aucun dégât.",
        "verdict.attack_fails_ko": "L'attaque de {player} échoue : {attacker:le} avec "
                                   "{attacker_power} ne bat pas {target:le} avec {target_power}, "
                                   "donc {defender} ne subit aucun dégât. Mis KO par des "
                                   "effets pendant le combat : {cards:le}.",
        "verdict.beats_ko": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                            "bat {target:le} avec {target_power}, donc {card:le} est mis KO.",
        "verdict.ties_ko": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                           "égale {target:le} avec {target_power}, et l'égalité profite à "
                           "l'attaquant, donc {card:le} est mis KO.",
        "verdict.beats_damage": Plural(
            "life",
            one="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat "
                "{target:le} "
                "avec {target_power}, donc {defender} subit {damage} {damage:dégât|dégâts} et il "
                "lui reste "
                "{life} carte Vie.",
            other="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat "
                  "{target:le} avec {target_power}, donc {defender} subit {damage} "
                  "{damage:dégât|dégâts} et il "
                  "lui "
                  "reste {life} cartes Vie.",
            zero="L'attaque de {player} réussit : {attacker:le} avec "
                 "{attacker_power} bat {target:le} avec {target_power}, donc "
                 "{defender} subit {damage} {damage:dégât|dégâts} et il ne lui "
                 "reste aucune carte Vie."),
        "verdict.ties_damage": Plural(
            "life",
            one="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
                "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc "
                "{defender} subit {damage} {damage:dégât|dégâts} et il lui reste {life} carte Vie.",
            other="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
                  "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc "
                  "{defender} subit {damage} {damage:dégât|dégâts} et il lui reste {life} cartes "
                  "Vie.",
            zero="L'attaque de {player} réussit : {attacker:le} avec "
                 "{attacker_power} égale {target:le} avec {target_power}, et "
                 "l'égalité profite à l'attaquant, donc {defender} subit "
                 "{damage} {damage:dégât|dégâts} et il ne lui reste aucune "
                 "carte Vie."),
        "verdict.beats_at_zero": "L'attaque de {player} réussit : {attacker:le} avec "
                                 "{attacker_power} bat {target:le} avec {target_power} alors que "
                                 "{defender} n'a plus de carte Vie.",
        "verdict.ties_at_zero": "L'attaque de {player} réussit : {attacker:le} avec "
                                "{attacker_power} égale {target:le} avec {target_power}, et "
                                "l'égalité profite à l'attaquant, alors que {defender} n'a "
                                "plus de carte Vie.",
        "verdict.battle_ended": "Le combat se termine sans dégâts : {card:le} a quitté la zone "
                                "d'où il combattait avant l'étape de dégâts ({rules}).",
        "verdict.not_allowed": "L'action {number} n'est pas permise ({rules}) : {reason}",
        "verdict.both_lose": "Les deux joueurs perdent et personne ne gagne : tous deux "
                             "remplissent en même temps une condition de défaite ({rules}).",
        "verdict.wins_deck_out": "{winner} gagne la partie : {loser} n'a plus de cartes dans "
                                 "son deck ({rules}).",
        "verdict.wins_damage_at_zero": "{winner} gagne la partie : le Leader de {loser} a subi "
                                       "des dégâts avec 0 carte Vie ({rules}).",
        "verdict.also_ko": "Mis KO par des effets pendant le combat : {cards:le}.",
        "verdict.allowed": "Toutes les actions sont permises ; aucun combat n'a eu lieu et rien "
                           "n'a été mis KO.",
        "verdict.allowed_ko": "Toutes les actions sont permises ; aucun combat n'a eu lieu. Mis "
                              "KO : {cards:le}.",
        "verdict.double_attack_fixed": "Les dégâts de [Double attaque] restent à 2 même si un "
                                       "[Déclenchement] a été activé après le premier ({rules}).",
        "verdict.idle_don": Plural(
            "count",
            one="La {count} carte DON!! donnée {card:au} n'ajoute aucune puissance pendant le "
                "tour de {player} ({rules}).",
            other="Les {count} cartes DON!! données {card:au} n'ajoutent aucune puissance "
                  "pendant le tour de {player} ({rules})."),
        "verdict.zero_life": "Sans carte Vie, {player} n'a pas encore perdu : seuls des "
                             "dégâts subis sans carte Vie font perdre la partie ({rules}).",
    },
}
