"""The words of the effects that act on the battle (battle_steps.py): an attack negated
(12-3-12), the Battle Phase ended (12-9-3), damage or LP equal to a monster's ATK, in the terms
of each language's cards (annullieren, negar, annuler, annullare). Each language's catalogue
takes its table from here (`MESSAGES.update(BATTLE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

BATTLE: dict[str, dict[str, Message]] = {
    "en": {
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
