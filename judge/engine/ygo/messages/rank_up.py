"""The words of an Xyz Summon an effect performs on top of one monster (rank_up.py, 8-5-15)
each language's catalogue takes from here (`MESSAGES.update(RANK_UP["de"])`), in the terms of
each language's cards (Xyz-Beschwörung, Xyz-Material, Rang; Invocación Xyz, Material Xyz,
Rango; Invocation Xyz, Matériel Xyz, Rang; Evocazione Xyz, Materiale Xyz, Rango)."""
from __future__ import annotations

from ...core.catalogue import Message

RANK_UP: dict[str, dict[str, Message]] = {
    "en": {
        "rank_up.summoned": "{link}: {player} Xyz Summons {card} from the Extra Deck in "
                            "{position}, by using {material} as material: the monster used "
                            "and its own materials become its Xyz Materials ({count}).",
        "illegal.rank_up": "{card} cannot be activated so: the Xyz Summon it makes on top of a "
                           "monster could not be done with the monster its activation names "
                           "(pick), since {why}.",
        "would.rank_up": "Xyz Summon a monster on top of another",
        "why.rank_up.over": "the monster to be used as material is no longer a face-up "
                            "monster its player controls",
        "why.rank_up.no_xyz_material": "the text of {card} says it cannot be used as "
                                       "material for an Xyz Summon",
        "why.rank_up.no_rank": "{card} has no Rank to count from (it is not an Xyz Monster)",
        "why.rank_up.no_pick": "no Xyz Monster was named to summon",
        "why.rank_up.pick": "{card} is not an Xyz Monster in its player's Extra Deck that the "
                            "card lets them Summon on top of {material} ({details})",
        "xyz.ranks_either": "Rank {rank} or {other}",
        "xyz.rank_min": "Rank {rank} or higher",
        "input.ygo.rank_up_either": "needs `ranks` above 0: \"2 Ranks higher or lower\" is a "
                                    "distance either way",
    },
    "de": {
        "rank_up.summoned": "{link}: {player} beschwört {card:den} als Xyz-Beschwörung aus dem "
                            "Extra Deck, in {position}, und verwendet dafür {material:den} als "
                            "Material: Das verwendete Monster und seine eigenen Materialien "
                            "werden seine Xyz-Materialien ({count}).",
        "illegal.rank_up": "{card:der} kann so nicht aktiviert werden: Die Xyz-Beschwörung auf "
                           "ein Monster, die die Karte durchführt, wäre mit dem Monster, das "
                           "die Aktivierung nennt (pick), nicht möglich, denn {why}.",
        "would.rank_up": "ein Monster per Xyz-Beschwörung auf ein anderes legen",
        "why.rank_up.over": "das Monster, das als Material verwendet werden soll, ist kein "
                            "offenes Monster mehr, das sein Spieler kontrolliert",
        "why.rank_up.no_xyz_material": "laut seinem Text kann {card:der} nicht als Material "
                                       "für eine Xyz-Beschwörung verwendet werden",
        "why.rank_up.no_rank": "{card:der} hat keinen Rang, von dem aus gezählt werden könnte "
                               "(es ist kein Xyz-Monster)",
        "why.rank_up.no_pick": "es wurde kein Xyz-Monster zum Beschwören genannt",
        "why.rank_up.pick": "{card:der} ist kein Xyz-Monster im Extra Deck seines Spielers, das "
                            "die Karte auf {material:den} beschwören lässt ({details})",
        "xyz.ranks_either": "Rang {rank} oder {other}",
        "xyz.rank_min": "Rang {rank} oder höher",
        "input.ygo.rank_up_either": "braucht `ranks` über 0: „2 Ränge höher oder niedriger“ "
                                    "ist ein Abstand in beide Richtungen",
    },
    "es": {
        "rank_up.summoned": "{link}: {player} Invoca Xyz {card:el} desde el Deck Extra en "
                            "{position}, usando {material:el} como material: el monstruo usado "
                            "y sus propios materiales pasan a ser sus Materiales Xyz ({count}).",
        "illegal.rank_up": "{card:el} no se puede activar así: la Invocación Xyz que hace "
                           "sobre un monstruo no podría hacerse con el monstruo que nombra la "
                           "activación (pick), porque {why}.",
        "would.rank_up": "Invocar Xyz un monstruo sobre otro",
        "why.rank_up.over": "el monstruo que se iba a usar como material ya no es un monstruo "
                            "boca arriba que controle su jugador",
        "why.rank_up.no_xyz_material": "según su texto, {card:el} no puede usarse como "
                                       "material para una Invocación Xyz",
        "why.rank_up.no_rank": "{card:el} no tiene Rango desde el que contar (no es un Monstruo "
                               "Xyz)",
        "why.rank_up.no_pick": "no se nombró ningún Monstruo Xyz para Invocar",
        "why.rank_up.pick": "{card:el} no es un Monstruo Xyz del Deck Extra de su jugador que "
                            "la carta le deje Invocar sobre {material:el} ({details})",
        "xyz.ranks_either": "Rango {rank} o {other}",
        "xyz.rank_min": "Rango {rank} o mayor",
        "input.ygo.rank_up_either": "necesita `ranks` mayor que 0: «2 Rangos mayor o menor» es "
                                    "una distancia en cualquier sentido",
    },
    "fr": {
        "rank_up.summoned": "{link} : {player} Invoque par Xyz {card:le} depuis l'Extra Deck en "
                            "{position}, en utilisant {material:le} comme Matériel : le monstre "
                            "utilisé et ses propres Matériels deviennent ses Matériels Xyz "
                            "({count}).",
        "illegal.rank_up": "{card:le} ne peut pas être activé ainsi : l'Invocation Xyz qu'il "
                           "fait sur un monstre ne pourrait pas se faire avec le monstre que "
                           "nomme l'activation (pick), car {why}.",
        "would.rank_up": "Invoquer par Xyz un monstre sur un autre",
        "why.rank_up.over": "le monstre à utiliser comme Matériel n'est plus un monstre face "
                            "recto que contrôle son joueur",
        "why.rank_up.no_xyz_material": "selon son texte, {card:le} ne peut pas être utilisé "
                                       "comme Matériel pour une Invocation Xyz",
        "why.rank_up.no_rank": "{card:le} n'a pas de Rang à partir duquel compter (ce n'est pas "
                               "un Monstre Xyz)",
        "why.rank_up.no_pick": "aucun Monstre Xyz à Invoquer n'a été nommé",
        "why.rank_up.pick": "{card:le} n'est pas un Monstre Xyz de l'Extra Deck de son joueur "
                            "que la carte permet d'Invoquer sur {material:le} ({details})",
        "xyz.ranks_either": "Rang {rank} ou {other}",
        "xyz.rank_min": "Rang {rank} ou plus",
        "input.ygo.rank_up_either": "demande `ranks` supérieur à 0 : « 2 Rangs de plus ou de "
                                    "moins » est un écart dans un sens ou dans l'autre",
    },
    "it": {
        "rank_up.summoned": "{link}: {player} Evoca Xyz {card:il} dall'Extra Deck in "
                            "{position}, usando {material:il} come materiale: il mostro usato "
                            "e i suoi materiali diventano suoi Materiali Xyz ({count}).",
        "illegal.rank_up": "{card:il} non può essere attivato così: l'Evocazione Xyz che fa "
                           "sopra un mostro non si potrebbe fare con il mostro che "
                           "l'attivazione nomina (pick), perché {why}.",
        "would.rank_up": "Evocare Xyz un mostro sopra un altro",
        "why.rank_up.over": "il mostro da usare come materiale non è più un mostro scoperto "
                            "controllato dal suo giocatore",
        "why.rank_up.no_xyz_material": "secondo il suo testo, {card:il} non può essere usato "
                                       "come materiale per un'Evocazione Xyz",
        "why.rank_up.no_rank": "{card:il} non ha un Rango da cui contare (non è un Mostro Xyz)",
        "why.rank_up.no_pick": "non è stato nominato nessun Mostro Xyz da Evocare",
        "why.rank_up.pick": "{card:il} non è un Mostro Xyz nell'Extra Deck del suo giocatore "
                            "che la carta permetta di Evocare sopra {material:il} ({details})",
        "xyz.ranks_either": "Rango {rank} o {other}",
        "xyz.rank_min": "Rango {rank} o superiore",
        "input.ygo.rank_up_either": "richiede `ranks` maggiore di 0: «2 Ranghi più alto o più "
                                    "basso» è una distanza in entrambi i sensi",
    },
}
