"""The words of a Spell's or Trap's activation condition that is a state of the board ("If you
control a Spellcaster monster:", card_conditions.py, 5-2-4), which each language's catalogue
takes from here (`MESSAGES.update(STCONDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

STCONDS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.card_phase": "{card} can be activated only {during}, as its text says; the "
                              "game is now in {now} of {player}'s turn.",
        "during.main_phase": "during the Main Phase of either player",
        "during.opponent_main_phase": "during the opponent's Main Phase",
        "during.opponent_battle_phase": "during the opponent's Battle Phase",
        "during.your_battle_phase": "during the Battle Phase of the player who controls it",
        "during.main_or_battle_phase": "during the Main Phase or the Battle Phase",
        "during.your_end_phase": "during the End Phase of the player who controls it",
        "during.opponent_end_phase": "during the opponent's End Phase",
        "during.opponent_standby_phase": "during the opponent's Standby Phase",
        "illegal.card_needs_event": "{card} can be activated only just after {event}, as "
                                    "the last thing that happened.",
        "illegal.card_condition": "{card} can be activated only while the board is as its "
                                  "text asks first, and it is not now.",
        "negatable.counter_trap": "a Counter Trap Card",
        "negatable.equip_spell": "an Equip Spell Card",
        "negatable.continuous_spell": "a Continuous Spell Card",
        "negatable.continuous_trap": "a Continuous Trap Card",
    },
    "de": {
        "illegal.card_phase": "{card:der} kann, wie der Kartentext sagt, nur {during} "
                              "aktiviert werden; das Spiel ist gerade in {now} des Spielzugs "
                              "von {player}.",
        "during.main_phase": "während der Main Phase eines beliebigen Spielers",
        "during.opponent_main_phase": "während der Main Phase des Gegners",
        "during.opponent_battle_phase": "während der Battle Phase des Gegners",
        "during.your_battle_phase": "während der Battle Phase des Spielers, der sie kontrolliert",
        "during.main_or_battle_phase": "während der Main Phase oder der Battle Phase",
        "during.your_end_phase": "während der End Phase des Spielers, der sie kontrolliert",
        "during.opponent_end_phase": "während der End Phase des Gegners",
        "during.opponent_standby_phase": "während der Standby Phase des Gegners",
        "illegal.card_needs_event": "{card:der} kann nur unmittelbar nach diesem Ereignis "
                                    "aktiviert werden, wenn seitdem nichts anderes geschehen "
                                    "ist: {event}.",
        "illegal.card_condition": "{card:der} kann nur aktiviert werden, solange die "
                                  "Bedingung auf der Karte erfüllt ist; das ist jetzt nicht "
                                  "der Fall.",
        "negatable.counter_trap": "einer Konterfallenkarte",
        "negatable.equip_spell": "einer Ausrüstungszauberkarte",
        "negatable.continuous_spell": "einer Permanenten Zauberkarte",
        "negatable.continuous_trap": "einer Permanenten Fallenkarte",
    },
    "es": {
        "illegal.card_phase": "{card:el} solo puede activarse {during}, como dice su "
                              "texto; ahora el juego está en {now} del turno de {player}.",
        "during.main_phase": "durante la Main Phase de cualquier jugador",
        "during.opponent_main_phase": "durante la Main Phase del adversario",
        "during.opponent_battle_phase": "durante la Battle Phase del adversario",
        "during.your_battle_phase": "durante la Battle Phase de quien la controla",
        "during.main_or_battle_phase": "durante la Main Phase o la Battle Phase",
        "during.your_end_phase": "durante la End Phase de quien la controla",
        "during.opponent_end_phase": "durante la End Phase del adversario",
        "during.opponent_standby_phase": "durante la Standby Phase del adversario",
        "illegal.card_needs_event": "{card:el} solo puede activarse justo después de este "
                                    "hecho, si es lo último que ha ocurrido: {event}.",
        "illegal.card_condition": "{card:el} solo puede activarse mientras se cumpla la "
                                  "condición que pide su texto, y ahora no se cumple.",
        "negatable.counter_trap": "una Carta de Trampa de Contraefecto",
        "negatable.equip_spell": "una Carta Mágica de Equipo",
        "negatable.continuous_spell": "una Carta Mágica Continua",
        "negatable.continuous_trap": "una Carta de Trampa Continua",
    },
    "fr": {
        "illegal.card_phase": "{card:le} ne peut être activée que {during}, comme le dit "
                              "son texte ; la partie est maintenant dans {now} du tour de "
                              "{player}.",
        "during.main_phase": "pendant la Main Phase de l'un ou l'autre joueur",
        "during.opponent_main_phase": "pendant la Main Phase de l'adversaire",
        "during.opponent_battle_phase": "pendant la Battle Phase de l'adversaire",
        "during.your_battle_phase": "pendant la Battle Phase du joueur qui la contrôle",
        "during.main_or_battle_phase": "pendant la Main Phase ou la Battle Phase",
        "during.your_end_phase": "pendant la End Phase du joueur qui la contrôle",
        "during.opponent_end_phase": "pendant la End Phase de l'adversaire",
        "during.opponent_standby_phase": "pendant la Standby Phase de l'adversaire",
        "illegal.card_needs_event": "{card:le} ne peut être activée que juste après cet "
                                    "événement, si c'est la dernière chose qui s'est "
                                    "produite : {event}.",
        "illegal.card_condition": "{card:le} ne peut être activée que si la condition "
                                  "qu'exige son texte est remplie, et elle ne l'est pas "
                                  "maintenant.",
        "negatable.counter_trap": "d'une Carte Contre-Piège",
        "negatable.equip_spell": "d'une Carte Magie d'Équipement",
        "negatable.continuous_spell": "d'une Carte Magie Continue",
        "negatable.continuous_trap": "d'une Carte Piège Continu",
    },
    "it": {
        "illegal.card_phase": "{card:il} si può attivare solo {during}, come dice il suo "
                              "testo; ora è {now} del turno di {player}.",
        "during.main_phase": "durante la Main Phase di qualsiasi giocatore",
        "during.opponent_main_phase": "durante la Main Phase dell'avversario",
        "during.opponent_battle_phase": "durante la Battle Phase dell'avversario",
        "during.your_battle_phase": "durante la Battle Phase di chi la controlla",
        "during.main_or_battle_phase": "durante la Main Phase o la Battle Phase",
        "during.your_end_phase": "durante la End Phase di chi la controlla",
        "during.opponent_end_phase": "durante la End Phase dell'avversario",
        "during.opponent_standby_phase": "durante la Standby Phase dell'avversario",
        "illegal.card_needs_event": "{card:il} si può attivare solo subito dopo che "
                                    "{event}, se è l'ultima cosa accaduta.",
        "illegal.card_condition": "{card:il} si può attivare solo mentre vale la condizione "
                                  "che chiede il suo testo, e ora non vale.",
        "negatable.counter_trap": "una Carta Contro-Trappola",
        "negatable.equip_spell": "una Carta Magia Equipaggiamento",
        "negatable.continuous_spell": "una Carta Magia Continua",
        "negatable.continuous_trap": "una Carta Trappola Continua",
    },
}
