"""The words of what a monster's own text does as it leaves the field (own_leaving.py): "If this
face-up card would leave the field, banish it instead." (5-4-9) and "If this face-up card
leaves the field, skip the Battle Phase of your next turn." (7-1-5), which each language's
catalogue takes from here (`MESSAGES.update(OWN_LEAVING["de"])`), in the terms of each
language's cards (verbannen, desterrar, bannir, bandire; die Battle Phase überspringen, saltar,
passer, saltare)."""
from __future__ import annotations

from ...core.catalogue import Message

OWN_LEAVING: dict[str, dict[str, Message]] = {
    "en": {
        "destroyed.banished_own": "{card} is destroyed; by its own effect it is banished "
                                  "instead of going to the Graveyard.",
        "destroyed.by_battle.banished_own": "Destroyed by battle: by its own effect, {card} is "
                                            "banished instead of going to the Graveyard.",
        "destroyed.by_link.banished_own": "{link}: {card} is destroyed; by its own effect it "
                                          "is banished instead of going to the Graveyard.",
        "left.banished_own": "{card} leaves the field; by its own effect it is banished "
                             "instead of going anywhere else.",
        "battle_phase_skip.set": "{card} left the field face-up: {player} skips the Battle "
                                 "Phase of their next turn (turn {number}).",
        "illegal.battle_phase_skipped": "{player} cannot enter the Battle Phase: {source} left "
                                        "the field, and {player} skips the Battle Phase of "
                                        "this turn.",
    },
    "de": {
        "destroyed.banished_own": "{card:der} wird zerstört; durch seinen eigenen Effekt wird "
                                  "es verbannt, statt auf den Friedhof gelegt zu werden.",
        "destroyed.by_battle.banished_own": "Durch Kampf zerstört: durch seinen eigenen Effekt "
                                            "wird {card:der} verbannt, statt auf den Friedhof "
                                            "gelegt zu werden.",
        "destroyed.by_link.banished_own": "{link}: {card:der} wird zerstört; durch seinen "
                                          "eigenen Effekt wird es verbannt, statt auf den "
                                          "Friedhof gelegt zu werden.",
        "left.banished_own": "{card:der} verlässt das Spielfeld; durch seinen eigenen Effekt "
                             "wird es verbannt, statt anderswohin zu gehen.",
        "battle_phase_skip.set": "{card:der} hat das Spielfeld offen verlassen: {player} "
                                 "überspringt die Battle Phase seines nächsten Spielzugs "
                                 "(Spielzug {number}).",
        "illegal.battle_phase_skipped": "{player} kann keine Battle Phase beginnen: "
                                        "{source:der} hat das Spielfeld verlassen, und "
                                        "{player} überspringt die Battle Phase dieses "
                                        "Spielzugs.",
    },
    "es": {
        "destroyed.banished_own": "La carta {card:el} es destruida; por su propio efecto, es "
                                  "desterrada en vez de ir al Cementerio.",
        "destroyed.by_battle.banished_own": "Destruido en batalla: por su propio efecto, la "
                                            "carta {card:el} es desterrada en vez de ir al "
                                            "Cementerio.",
        "destroyed.by_link.banished_own": "{link}: la carta {card:el} es destruida; por su "
                                          "propio efecto, es desterrada en vez de ir al "
                                          "Cementerio.",
        "left.banished_own": "La carta {card:el} deja el Campo; por su propio efecto, es "
                             "desterrada en vez de ir a cualquier otro lugar.",
        "battle_phase_skip.set": "La carta {card:el} dejó el Campo boca arriba: {player} "
                                 "salta la Battle Phase de su próximo turno (turno {number}).",
        "illegal.battle_phase_skipped": "{player} no puede entrar en la Battle Phase: la carta "
                                        "{source:el} dejó el Campo, y {player} salta la "
                                        "Battle Phase de este turno.",
    },
    "fr": {
        "destroyed.banished_own": "La carte {card:le} est détruite ; par son propre effet, "
                                  "elle est bannie au lieu d'aller au Cimetière.",
        "destroyed.by_battle.banished_own": "Détruit au combat : par son propre effet, la "
                                            "carte {card:le} est bannie au lieu d'aller au "
                                            "Cimetière.",
        "destroyed.by_link.banished_own": "{link} : la carte {card:le} est détruite ; par son "
                                          "propre effet, elle est bannie au lieu d'aller au "
                                          "Cimetière.",
        "left.banished_own": "La carte {card:le} quitte le Terrain ; par son propre effet, "
                             "elle est bannie au lieu d'aller ailleurs.",
        "battle_phase_skip.set": "La carte {card:le} a quitté le Terrain face recto : "
                                 "{player} passe la Battle Phase de son prochain tour (tour "
                                 "{number}).",
        "illegal.battle_phase_skipped": "{player} ne peut pas entrer en Battle Phase : la "
                                        "carte {source:le} a quitté le Terrain, et {player} "
                                        "passe la Battle Phase de ce tour.",
    },
    "it": {
        "destroyed.banished_own": "La carta {card:il} viene distrutta; per il suo stesso "
                                  "effetto, viene bandita invece di andare nel Cimitero.",
        "destroyed.by_battle.banished_own": "Distrutto in battaglia: per il suo stesso effetto, "
                                            "la carta {card:il} viene bandita invece di andare "
                                            "nel Cimitero.",
        "destroyed.by_link.banished_own": "{link}: la carta {card:il} viene distrutta; per il "
                                          "suo stesso effetto, viene bandita invece di andare "
                                          "nel Cimitero.",
        "left.banished_own": "La carta {card:il} lascia il Terreno; per il suo stesso effetto, "
                             "viene bandita invece di andare altrove.",
        "battle_phase_skip.set": "La carta {card:il} ha lasciato il Terreno scoperta: "
                                 "{player} salta la Battle Phase del suo prossimo turno "
                                 "(turno {number}).",
        "illegal.battle_phase_skipped": "{player} non può entrare nella Battle Phase: la carta "
                                        "{source:il} ha lasciato il Terreno, e {player} salta "
                                        "la Battle Phase di questo turno.",
    },
}
