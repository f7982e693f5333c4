"""The words of the "if..." conditions (optcg/conditions.py, characters.py) in five languages:
why a condition is not met, and the step that says a condition in the middle held back the
rest of an effect (CR 8-3-3)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

EN: dict[str, Message] = {
    "step_condition_unmet": "{effect}: its \"if\" clause is not met ({why}), so the part of "
                            "the text from that clause on is not resolved; anything before it "
                            "has resolved.",
    "unmet.leader_trait_any": "{player}'s Leader has none of the types {values}",
    "unmet.leader_trait_includes": "no type of {player}'s Leader includes \"{value}\"",
    "unmet.leader_multicolored": "{player}'s Leader is not multicolored",
    "unmet.leader_multicolored.not": "{player}'s Leader is multicolored",
    "unmet.opponent_life_min": "{player}'s opponent has fewer than {value} Life {value:card|cards}",
    "unmet.total_life_min": "{player} and the opponent have fewer than {value} Life "
                            "{value:card|cards} in "
                            "total",
    "unmet.total_life_max": "{player} and the opponent have more than {value} Life "
                            "{value:card|cards} in "
                            "total",
    "unmet.life_vs_opponent.fewer": "{player} does not have fewer Life cards than the opponent",
    "unmet.life_vs_opponent.at_most": "{player} has more Life cards than the opponent",
    "unmet.hand_min": "{player} has fewer than {value} {value:card|cards} in the hand",
    "unmet.opponent_hand_min": "{player}'s opponent has fewer than {value} {value:card|cards} in "
                               "the hand",
    "unmet.opponent_hand_max": "{player}'s opponent has more than {value} {value:card|cards} in "
                               "the hand",
    "unmet.trash_min": "{player} has fewer than {value} {value:card|cards} in the trash",
    "unmet.trash_max": "{player} has more than {value} {value:card|cards} in the trash",
    "unmet.don_max": "{player} has more than {value} DON!! on the field",
    "unmet.opponent_don_min": "{player}'s opponent has fewer than {value} DON!! on the field",
    "unmet.opponent_don_max": "{player}'s opponent has more than {value} DON!! on the field",
    "unmet.don_vs_opponent.fewer": "the opponent of {player} does not have more DON!! on the "
                                   "field than {player}",
    "unmet.don_vs_opponent.at_most": "{player} has more DON!! on the field than the opponent",
    "unmet.active_don_min": "{player} has fewer than {value} active DON!!",
    "unmet.rested_don_min": "{player} has fewer than {value} rested DON!!",
    "unmet.given_don_min": "{player} has fewer than {value} DON!! given to the Leader and "
                           "Characters",
    "unmet.self_gone": "the card of this effect is no longer on {player}'s field",
    "unmet.self_power_min": "{card} has {power} power, less than {value}",
    "unmet.self_played_this_turn": "{card} was not played during this turn",
    "unmet.self_played_this_turn.not": "{card} was played during this turn",
    "unmet.self_rested": "{card} is not rested",
    "unmet.self_rested.not": "{card} is rested",
    "unmet.has_names": "{player} does not have {values} on the field",
    "unmet.lacks_names": "{player} has {values} on the field",
    "unmet.characters_min": "{player} has {count} of the Characters the condition counts, "
                            "fewer than {limit}",
    "unmet.characters_max": "{player} has {count} of the Characters the condition counts, "
                            "more than {limit}",
    "unmet.characters_min.anyone": "the field holds {count} of the Characters the condition "
                                   "counts, fewer than {limit}",
    "unmet.characters_max.anyone": "the field holds {count} of the Characters the condition "
                                   "counts, more than {limit}",
    "unmet.all_don_rested": "not all of {player}'s DON!! cards are rested (an active one, "
                            "or one given to the Leader or a Character)",
    "unmet.all_don_rested.not": "all of {player}'s DON!! cards are rested",
    "unmet.leader_rested": "{player}'s Leader is not rested",
    "unmet.leader_rested.not": "{player}'s Leader is rested",
    "unmet.leader_power_max": "{player}'s Leader has more than {value} power",
    "unmet.trash_events_min": "{player} has fewer than {value} {value:Event|Events} in the trash",
    "unmet.trash_events_max": "{player} has more than {value} {value:Event|Events} in the trash",
    "unmet.deck_min": "{player} has fewer than {value} {value:card|cards} in the deck",
    "unmet.deck_max": "{player} has more than {value} {value:card|cards} in the deck",
    "unmet.rested_cards_min": "{player} has fewer than {value} rested {value:card|cards} on the "
                              "field",
    "unmet.any_of": "none of these holds: {whys}",
    "unmet.opponent_rested_cards_min": "{player}'s opponent has fewer than "
                                       "{value} rested {value:card|cards} on the field",
}

DE: dict[str, Message] = {
    "step_condition_unmet": "{effect}: Seine „Falls“-Klausel ist nicht erfüllt ({why}), also "
                            "wird der Text ab dieser Klausel nicht abgehandelt; was davor "
                            "steht, ist abgehandelt.",
    "unmet.leader_trait_any": "der Leader von {player} hat keinen der Typen {values}",
    "unmet.leader_trait_includes": "kein Typ des Leaders von {player} enthält „{value}“",
    "unmet.leader_multicolored": "der Leader von {player} ist nicht mehrfarbig",
    "unmet.leader_multicolored.not": "der Leader von {player} ist mehrfarbig",
    "unmet.opponent_life_min": "der Gegner von {player} hat weniger als {value} "
                               "{value:Lebenskarte|Lebenskarten}",
    "unmet.total_life_min": "{player} und der Gegner haben zusammen weniger als {value} "
                            "{value:Lebenskarte|Lebenskarten}",
    "unmet.total_life_max": "{player} und der Gegner haben zusammen mehr als {value} "
                            "{value:Lebenskarte|Lebenskarten}",
    "unmet.life_vs_opponent.fewer": "{player} hat nicht weniger Lebenskarten als der Gegner",
    "unmet.life_vs_opponent.at_most": "{player} hat mehr Lebenskarten als der Gegner",
    "unmet.hand_min": "{player} hat weniger als {value} {value:Karte|Karten} auf der Hand",
    "unmet.opponent_hand_min": "der Gegner von {player} hat weniger als {value} "
                               "{value:Karte|Karten} auf der "
                               "Hand",
    "unmet.opponent_hand_max": "der Gegner von {player} hat mehr als {value} {value:Karte|Karten} "
                               "auf der "
                               "Hand",
    "unmet.trash_min": "{player} hat weniger als {value} {value:Karte|Karten} im Ablagestapel",
    "unmet.trash_max": "{player} hat mehr als {value} {value:Karte|Karten} im Ablagestapel",
    "unmet.don_max": "{player} hat mehr als {value} DON!! auf dem Spielfeld",
    "unmet.opponent_don_min": "der Gegner von {player} hat weniger als {value} DON!! auf dem "
                              "Spielfeld",
    "unmet.opponent_don_max": "der Gegner von {player} hat mehr als {value} DON!! auf dem "
                              "Spielfeld",
    "unmet.don_vs_opponent.fewer": "der Gegner von {player} hat nicht mehr DON!! auf dem "
                                   "Spielfeld als {player}",
    "unmet.don_vs_opponent.at_most": "{player} hat mehr DON!! auf dem Spielfeld als der Gegner",
    "unmet.active_don_min": "{player} hat weniger als {value} aktive DON!!",
    "unmet.rested_don_min": "{player} hat weniger als {value} ruhende DON!!",
    "unmet.given_don_min": "{player} hat weniger als {value} DON!! an Leader und Charaktere "
                           "zugewiesen",
    "unmet.self_gone": "die Karte dieses Effekts ist nicht mehr auf dem Spielfeld von {player}",
    "unmet.self_power_min": "{card:der} hat {power} Stärke, weniger als {value}",
    "unmet.self_played_this_turn": "{card:der} wurde nicht in diesem Zug gespielt",
    "unmet.self_played_this_turn.not": "{card:der} wurde in diesem Zug gespielt",
    "unmet.self_rested": "{card:der} ist nicht ruhend",
    "unmet.self_rested.not": "{card:der} ist ruhend",
    "unmet.has_names": "{player} hat {values} nicht auf dem Spielfeld",
    "unmet.lacks_names": "{player} hat {values} auf dem Spielfeld",
    "unmet.characters_min": "{player} hat nur {count} der Charaktere, auf die sich die "
                            "Bedingung bezieht, also weniger als {limit}",
    "unmet.characters_max": "{player} hat {count} der Charaktere, auf die sich die Bedingung "
                            "bezieht, also mehr als {limit}",
    "unmet.characters_min.anyone": "auf dem Spielfeld sind nur {count} der Charaktere, auf die "
                                   "sich die Bedingung bezieht, also weniger als {limit}",
    "unmet.characters_max.anyone": "auf dem Spielfeld sind {count} der Charaktere, auf die sich "
                                   "die Bedingung bezieht, also mehr als {limit}",
    "unmet.all_don_rested": "nicht alle DON!!-Karten von {player} sind ruhend (eine aktive "
                            "oder eine an Leader oder Charakter angelegte)",
    "unmet.all_don_rested.not": "alle DON!!-Karten von {player} sind ruhend",
    "unmet.leader_rested": "der Leader von {player} ist nicht ruhend",
    "unmet.leader_rested.not": "der Leader von {player} ist ruhend",
    "unmet.leader_power_max": "der Leader von {player} hat mehr als {value} Stärke",
    "unmet.trash_events_min": "{player} hat weniger als {value} {value:Event|Events} im "
                              "Ablagestapel",
    "unmet.trash_events_max": "{player} hat mehr als {value} {value:Event|Events} im Ablagestapel",
    "unmet.deck_min": "{player} hat weniger als {value} {value:Karte|Karten} im Deck",
    "unmet.deck_max": "{player} hat mehr als {value} {value:Karte|Karten} im Deck",
    "unmet.rested_cards_min": "{player} hat weniger als {value} {value:ruhende Karte|ruhende "
                              "Karten} auf dem Spielfeld",
    "unmet.any_of": "keine dieser Bedingungen gilt: {whys}",
    "unmet.opponent_rested_cards_min": "der Gegner von {player} hat weniger "
                                       "als {value} {value:ruhende Karte|ruhende Karten} auf dem "
                                       "Spielfeld",
}

ES: dict[str, Message] = {
    "step_condition_unmet": "{effect}: no se cumple su cláusula «si» ({why}), así que el texto "
                            "a partir de esa cláusula no se resuelve; lo anterior ya se ha "
                            "resuelto.",
    "unmet.leader_trait_any": "el Líder de {player} no tiene ninguno de los tipos {values}",
    "unmet.leader_trait_includes": "ningún tipo del Líder de {player} incluye «{value}»",
    "unmet.leader_multicolored": "el Líder de {player} no es multicolor",
    "unmet.leader_multicolored.not": "el Líder de {player} es multicolor",
    "unmet.opponent_life_min": "el rival de {player} tiene menos de {value} {value:carta|cartas} "
                               "de Vida",
    "unmet.total_life_min": "entre {player} y su rival tienen menos de {value} "
                            "{value:carta|cartas} de Vida",
    "unmet.total_life_max": "entre {player} y su rival tienen más de {value} {value:carta|cartas} "
                            "de Vida",
    "unmet.life_vs_opponent.fewer": "{player} no tiene menos cartas de Vida que su rival",
    "unmet.life_vs_opponent.at_most": "{player} tiene más cartas de Vida que su rival",
    "unmet.hand_min": "{player} tiene menos de {value} {value:carta|cartas} en la mano",
    "unmet.opponent_hand_min": "el rival de {player} tiene menos de {value} {value:carta|cartas} "
                               "en la mano",
    "unmet.opponent_hand_max": "el rival de {player} tiene más de {value} {value:carta|cartas} en "
                               "la mano",
    "unmet.trash_min": "{player} tiene menos de {value} {value:carta|cartas} en el Trash",
    "unmet.trash_max": "{player} tiene más de {value} {value:carta|cartas} en el Trash",
    "unmet.don_max": "{player} tiene más de {value} DON!! en el campo",
    "unmet.opponent_don_min": "el rival de {player} tiene menos de {value} DON!! en el campo",
    "unmet.opponent_don_max": "el rival de {player} tiene más de {value} DON!! en el campo",
    "unmet.don_vs_opponent.fewer": "el rival de {player} no tiene más DON!! en el campo que "
                                   "{player}",
    "unmet.don_vs_opponent.at_most": "{player} tiene más DON!! en el campo que su rival",
    "unmet.active_don_min": "{player} tiene menos de {value} DON!! {value:activa|activas}",
    "unmet.rested_don_min": "{player} tiene menos de {value} DON!! {value:descansada|descansadas}",
    "unmet.given_don_min": "{player} tiene menos de {value} DON!! {value:dada|dadas} a su Líder y "
                           "sus "
                           "Personajes",
    "unmet.self_gone": "la carta de este efecto ya no está en el campo de {player}",
    "unmet.self_power_min": "{card:el} tiene {power} de poder, menos de {value}",
    "unmet.self_played_this_turn": "{card:el} no se jugó en este turno",
    "unmet.self_played_this_turn.not": "{card:el} se jugó en este turno",
    "unmet.self_rested": "{card:el} no está {card:descansado|descansada}",
    "unmet.self_rested.not": "{card:el} está {card:descansado|descansada}",
    "unmet.has_names": "{player} no tiene {values} en el campo",
    "unmet.lacks_names": "{player} tiene {values} en el campo",
    "unmet.characters_min": "{player} tiene {count} de los Personajes que cuenta la condición, "
                            "menos de {limit}",
    "unmet.characters_max": "{player} tiene {count} de los Personajes que cuenta la condición, "
                            "más de {limit}",
    "unmet.characters_min.anyone": "en el campo hay {count} de los Personajes que cuenta la "
                                   "condición, menos de {limit}",
    "unmet.characters_max.anyone": "en el campo hay {count} de los Personajes que cuenta la "
                                   "condición, más de {limit}",
    "unmet.all_don_rested": "no todas las cartas DON!! de {player} están descansadas (una "
                            "activa, o una entregada al Líder o a un Personaje)",
    "unmet.all_don_rested.not": "todas las cartas DON!! de {player} están descansadas",
    "unmet.leader_rested": "el Líder de {player} no está descansado",
    "unmet.leader_rested.not": "el Líder de {player} está descansado",
    "unmet.leader_power_max": "el Líder de {player} tiene más de {value} de poder",
    "unmet.trash_events_min": "{player} tiene menos de {value} {value:Evento|Eventos} en el Trash",
    "unmet.trash_events_max": "{player} tiene más de {value} {value:Evento|Eventos} en el Trash",
    "unmet.deck_min": "{player} tiene menos de {value} {value:carta|cartas} en el mazo",
    "unmet.deck_max": "{player} tiene más de {value} {value:carta|cartas} en el mazo",
    "unmet.rested_cards_min": "{player} tiene menos de {value} {value:carta descansada|cartas "
                              "descansadas} en el campo",
    "unmet.any_of": "no se cumple ninguna de estas: {whys}",
    "unmet.opponent_rested_cards_min": "el rival de {player} tiene menos "
                                       "de {value} {value:carta descansada|cartas descansadas} en "
                                       "el campo",
}

IT: dict[str, Message] = {
    "step_condition_unmet": "{effect}: la sua clausola «se» non è soddisfatta ({why}), quindi "
                            "il testo da quella clausola in poi non si risolve; ciò che la "
                            "precede si è già risolto.",
    "unmet.leader_trait_any": "il Leader di {player} non ha nessuno dei tipi {values}",
    "unmet.leader_trait_includes": "nessun tipo del Leader di {player} include «{value}»",
    "unmet.leader_multicolored": "il Leader di {player} non è multicolore",
    "unmet.leader_multicolored.not": "il Leader di {player} è multicolore",
    "unmet.opponent_life_min": "l'avversario di {player} ha meno di {value} {value:carta|carte} "
                               "Vita",
    "unmet.total_life_min": "{player} e l'avversario hanno in tutto meno di {value} "
                            "{value:carta|carte} Vita",
    "unmet.total_life_max": "{player} e l'avversario hanno in tutto più di {value} "
                            "{value:carta|carte} Vita",
    "unmet.life_vs_opponent.fewer": "{player} non ha meno carte Vita dell'avversario",
    "unmet.life_vs_opponent.at_most": "{player} ha più carte Vita dell'avversario",
    "unmet.hand_min": "{player} ha meno di {value} {value:carta|carte} in mano",
    "unmet.opponent_hand_min": "l'avversario di {player} ha meno di {value} {value:carta|carte} "
                               "in mano",
    "unmet.opponent_hand_max": "l'avversario di {player} ha più di {value} {value:carta|carte} in "
                               "mano",
    "unmet.trash_min": "{player} ha meno di {value} {value:carta|carte} negli Scarti",
    "unmet.trash_max": "{player} ha più di {value} {value:carta|carte} negli Scarti",
    "unmet.don_max": "{player} ha più di {value} DON!! sul terreno",
    "unmet.opponent_don_min": "l'avversario di {player} ha meno di {value} DON!! sul terreno",
    "unmet.opponent_don_max": "l'avversario di {player} ha più di {value} DON!! sul terreno",
    "unmet.don_vs_opponent.fewer": "l'avversario di {player} non ha più DON!! sul terreno di "
                                   "{player}",
    "unmet.don_vs_opponent.at_most": "{player} ha più DON!! sul terreno dell'avversario",
    "unmet.active_don_min": "{player} ha meno di {value} DON!! {value:attiva|attive}",
    "unmet.rested_don_min": "{player} ha meno di {value} DON!! {value:affaticata|affaticate}",
    "unmet.given_don_min": "{player} ha meno di {value} DON!! {value:assegnata|assegnate} al "
                           "Leader e ai "
                           "Personaggi",
    "unmet.self_gone": "la carta di questo effetto non è più sul terreno di {player}",
    "unmet.self_power_min": "{card:il} ha {power} di potenza, meno di {value}",
    "unmet.self_played_this_turn": "{card:il} non è stato giocato in questo turno",
    "unmet.self_played_this_turn.not": "{card:il} è stato giocato in questo turno",
    "unmet.self_rested": "{card:il} non è affaticato",
    "unmet.self_rested.not": "{card:il} è affaticato",
    "unmet.has_names": "{player} non ha {values} sul terreno",
    "unmet.lacks_names": "{player} ha {values} sul terreno",
    "unmet.characters_min": "{player} ha {count} dei Personaggi che la condizione conta, meno "
                            "di {limit}",
    "unmet.characters_max": "{player} ha {count} dei Personaggi che la condizione conta, più "
                            "di {limit}",
    "unmet.characters_min.anyone": "sul terreno ci sono {count} dei Personaggi che la "
                                   "condizione conta, meno di {limit}",
    "unmet.characters_max.anyone": "sul terreno ci sono {count} dei Personaggi che la "
                                   "condizione conta, più di {limit}",
    "unmet.all_don_rested": "non tutte le carte DON!! di {player} sono affaticate (una "
                            "attiva, o una assegnata al Leader o a un Personaggio)",
    "unmet.all_don_rested.not": "tutte le carte DON!! di {player} sono affaticate",
    "unmet.leader_rested": "il Leader di {player} non è affaticato",
    "unmet.leader_rested.not": "il Leader di {player} è affaticato",
    "unmet.leader_power_max": "il Leader di {player} ha più di {value} di potenza",
    "unmet.trash_events_min": "{player} ha meno di {value} {value:Evento|Eventi} negli Scarti",
    "unmet.trash_events_max": "{player} ha più di {value} {value:Evento|Eventi} negli Scarti",
    "unmet.deck_min": "{player} ha meno di {value} {value:carta|carte} nel mazzo",
    "unmet.deck_max": "{player} ha più di {value} {value:carta|carte} nel mazzo",
    "unmet.rested_cards_min": "{player} ha meno di {value} {value:carta affaticata|carte "
                              "affaticate} sul terreno",
    "unmet.any_of": "nessuna di queste è vera: {whys}",
    "unmet.opponent_rested_cards_min": "l'avversario di {player} ha meno "
                                       "di {value} {value:carta affaticata|carte affaticate} sul "
                                       "terreno",
}

FR: dict[str, Message] = {
    "step_condition_unmet": "{effect} : sa clause « si » n'est pas remplie ({why}), donc le "
                            "texte à partir de cette clause n'est pas résolu ; ce qui la "
                            "précède a été résolu.",
    "unmet.leader_trait_any": "le Leader de {player} n'a aucun des types {values}",
    "unmet.leader_trait_includes": "aucun type du Leader de {player} ne contient « {value} »",
    "unmet.leader_multicolored": "le Leader de {player} n'est pas multicolore",
    "unmet.leader_multicolored.not": "le Leader de {player} est multicolore",
    "unmet.opponent_life_min": "l'adversaire de {player} a moins de {value} {value:carte|cartes} "
                               "Vie",
    "unmet.total_life_min": "{player} et son adversaire ont en tout moins de {value} "
                            "{value:carte|cartes} Vie",
    "unmet.total_life_max": "{player} et son adversaire ont en tout plus de {value} "
                            "{value:carte|cartes} Vie",
    "unmet.life_vs_opponent.fewer": "{player} n'a pas moins de cartes Vie que son adversaire",
    "unmet.life_vs_opponent.at_most": "{player} a plus de cartes Vie que son adversaire",
    "unmet.hand_min": "{player} a moins de {value} {value:carte|cartes} en main",
    "unmet.opponent_hand_min": "l'adversaire de {player} a moins de {value} {value:carte|cartes} "
                               "en main",
    "unmet.opponent_hand_max": "l'adversaire de {player} a plus de {value} {value:carte|cartes} "
                               "en main",
    "unmet.trash_min": "{player} a moins de {value} {value:carte|cartes} dans sa défausse",
    "unmet.trash_max": "{player} a plus de {value} {value:carte|cartes} dans sa défausse",
    "unmet.don_max": "{player} a plus de {value} DON!! sur le terrain",
    "unmet.opponent_don_min": "l'adversaire de {player} a moins de {value} DON!! sur le terrain",
    "unmet.opponent_don_max": "l'adversaire de {player} a plus de {value} DON!! sur le terrain",
    "unmet.don_vs_opponent.fewer": "l'adversaire de {player} n'a pas plus de DON!! sur le "
                                   "terrain que {player}",
    "unmet.don_vs_opponent.at_most": "{player} a plus de DON!! sur le terrain que son "
                                     "adversaire",
    "unmet.active_don_min": "{player} a moins de {value} DON!! {value:redressée|redressées}",
    "unmet.rested_don_min": "{player} a moins de {value} DON!! {value:épuisée|épuisées}",
    "unmet.given_don_min": "{player} a moins de {value} DON!! {value:donnée|données} à son Leader "
                           "et ses "
                           "Personnages",
    "unmet.self_gone": "la carte de cet effet n'est plus sur le terrain de {player}",
    "unmet.self_power_min": "{card:le} a {power} de puissance, moins de {value}",
    "unmet.self_played_this_turn": "{card:le} n'a pas été joué pendant ce tour",
    "unmet.self_played_this_turn.not": "{card:le} a été joué pendant ce tour",
    "unmet.self_rested": "{card:le} n'est pas épuisé",
    "unmet.self_rested.not": "{card:le} est épuisé",
    "unmet.has_names": "{player} n'a pas {values} sur le terrain",
    "unmet.lacks_names": "{player} a {values} sur le terrain",
    "unmet.characters_min": "{player} a {count} des Personnages que compte la condition, moins "
                            "de {limit}",
    "unmet.characters_max": "{player} a {count} des Personnages que compte la condition, plus "
                            "de {limit}",
    "unmet.characters_min.anyone": "le terrain compte {count} des Personnages que vise la "
                                   "condition, moins de {limit}",
    "unmet.characters_max.anyone": "le terrain compte {count} des Personnages que vise la "
                                   "condition, plus de {limit}",
    "unmet.all_don_rested": "les cartes DON!! de {player} ne sont pas toutes épuisées (une "
                            "redressée, ou une donnée au Leader ou à un Personnage)",
    "unmet.all_don_rested.not": "toutes les cartes DON!! de {player} sont épuisées",
    "unmet.leader_rested": "le Leader de {player} n'est pas épuisé",
    "unmet.leader_rested.not": "le Leader de {player} est épuisé",
    "unmet.leader_power_max": "le Leader de {player} a plus de {value} de puissance",
    "unmet.trash_events_min": "{player} a moins de {value} {value:Événement|Événements} dans sa "
                              "défausse",
    "unmet.trash_events_max": "{player} a plus de {value} {value:Événement|Événements} dans sa "
                              "défausse",
    "unmet.deck_min": "{player} a moins de {value} {value:carte|cartes} dans son deck",
    "unmet.deck_max": "{player} a plus de {value} {value:carte|cartes} dans son deck",
    "unmet.rested_cards_min": "{player} a moins de {value} {value:carte épuisée|cartes épuisées} "
                              "sur le terrain",
    "unmet.any_of": "aucune de ces conditions n'est remplie : {whys}",
    "unmet.opponent_rested_cards_min": "l'adversaire de {player} a moins de "
                                       "{value} {value:carte épuisée|cartes épuisées} sur le "
                                       "terrain",
}

# "fewer than 1 card" is said as "no cards": for a threshold of 1 the unmet text of each of these
# conditions is its own sentence (the `one` form of a Plural on `value`; a threshold of 0 is
# always met, so French counting 0 as singular changes nothing).
NONE_LEFT: dict[str, dict[str, str]] = {
    "en": {
        "opponent_life_min": "{player}'s opponent has no Life cards left",
        "total_life_min": "neither {player} nor the opponent has a Life card left",
        "hand_min": "{player} has no cards in the hand",
        "opponent_hand_min": "{player}'s opponent has no cards in the hand",
        "trash_min": "{player} has no cards in the trash",
        "opponent_don_min": "{player}'s opponent has no DON!! on the field",
        "active_don_min": "{player} has no active DON!!",
        "rested_don_min": "{player} has no rested DON!!",
        "given_don_min": "{player} has no DON!! given to the Leader or Characters",
        "trash_events_min": "{player} has no Events in the trash",
        "deck_min": "{player} has no cards left in the deck",
        "rested_cards_min": "{player} has no rested cards on the field",
        "opponent_rested_cards_min": "{player}'s opponent has no rested cards on the field",
    },
    "de": {
        "opponent_life_min": "der Gegner von {player} hat keine Lebenskarten mehr",
        "total_life_min": "weder {player} noch der Gegner hat noch eine Lebenskarte",
        "hand_min": "{player} hat keine Karten auf der Hand",
        "opponent_hand_min": "der Gegner von {player} hat keine Karten auf der Hand",
        "trash_min": "{player} hat keine Karten im Ablagestapel",
        "opponent_don_min": "der Gegner von {player} hat keine DON!! auf dem Spielfeld",
        "active_don_min": "{player} hat keine aktiven DON!!",
        "rested_don_min": "{player} hat keine ruhenden DON!!",
        "given_don_min": "{player} hat keine DON!! an Leader oder Charaktere zugewiesen",
        "trash_events_min": "{player} hat keine Events im Ablagestapel",
        "deck_min": "{player} hat keine Karten mehr im Deck",
        "rested_cards_min": "{player} hat keine ruhenden Karten auf dem Spielfeld",
        "opponent_rested_cards_min": "der Gegner von {player} hat keine ruhenden Karten auf dem "
                                     "Spielfeld",
    },
    "es": {
        "opponent_life_min": "al rival de {player} no le quedan cartas de Vida",
        "total_life_min": "ni a {player} ni a su rival les queda ninguna carta de Vida",
        "hand_min": "{player} no tiene cartas en la mano",
        "opponent_hand_min": "el rival de {player} no tiene cartas en la mano",
        "trash_min": "{player} no tiene cartas en el Trash",
        "opponent_don_min": "el rival de {player} no tiene DON!! en el campo",
        "active_don_min": "{player} no tiene DON!! activas",
        "rested_don_min": "{player} no tiene DON!! descansadas",
        "given_don_min": "{player} no tiene DON!! dadas a su Líder ni a sus Personajes",
        "trash_events_min": "{player} no tiene Eventos en el Trash",
        "deck_min": "{player} ya no tiene cartas en el mazo",
        "rested_cards_min": "{player} no tiene cartas descansadas en el campo",
        "opponent_rested_cards_min": "el rival de {player} no tiene cartas descansadas en el "
                                     "campo",
    },
    "it": {
        "opponent_life_min": "all'avversario di {player} non restano carte Vita",
        "total_life_min": "né a {player} né all'avversario resta una carta Vita",
        "hand_min": "{player} non ha carte in mano",
        "opponent_hand_min": "l'avversario di {player} non ha carte in mano",
        "trash_min": "{player} non ha carte negli Scarti",
        "opponent_don_min": "l'avversario di {player} non ha DON!! sul terreno",
        "active_don_min": "{player} non ha DON!! attive",
        "rested_don_min": "{player} non ha DON!! affaticate",
        "given_don_min": "{player} non ha DON!! assegnate al Leader o ai Personaggi",
        "trash_events_min": "{player} non ha Eventi negli Scarti",
        "deck_min": "{player} non ha più carte nel mazzo",
        "rested_cards_min": "{player} non ha carte affaticate sul terreno",
        "opponent_rested_cards_min": "l'avversario di {player} non ha carte affaticate sul "
                                     "terreno",
    },
    "fr": {
        "opponent_life_min": "il ne reste aucune carte Vie à l'adversaire de {player}",
        "total_life_min": "il ne reste aucune carte Vie ni à {player} ni à son adversaire",
        "hand_min": "{player} n'a aucune carte en main",
        "opponent_hand_min": "l'adversaire de {player} n'a aucune carte en main",
        "trash_min": "{player} n'a aucune carte dans sa défausse",
        "opponent_don_min": "l'adversaire de {player} n'a aucune DON!! sur le terrain",
        "active_don_min": "{player} n'a aucune DON!! redressée",
        "rested_don_min": "{player} n'a aucune DON!! épuisée",
        "given_don_min": "{player} n'a donné aucune DON!! à son Leader ni à ses Personnages",
        "trash_events_min": "{player} n'a aucun Événement dans sa défausse",
        "deck_min": "il ne reste aucune carte dans le deck de {player}",
        "rested_cards_min": "{player} n'a aucune carte épuisée sur le terrain",
        "opponent_rested_cards_min": "l'adversaire de {player} n'a aucune carte épuisée sur le "
                                     "terrain",
    },
}

CONDITIONS = {"en": EN, "de": DE, "es": ES, "it": IT, "fr": FR}
for _language, _texts in NONE_LEFT.items():
    for _key, _none in _texts.items():
        _fewer = CONDITIONS[_language][f"unmet.{_key}"]
        assert isinstance(_fewer, str)  # a condition's "fewer than N" text is plain
        CONDITIONS[_language][f"unmet.{_key}"] = Plural("value", one=_none, other=_fewer)
