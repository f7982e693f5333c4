"""The words of a monster's text that keeps its opponent from answering it (immunity.py,
12-3-20) or from taking it (3-10-5); each language's catalogue takes them from here
(`MESSAGES.update(IMMUNITY["de"])`), in the terms of each language's cards."""
from __future__ import annotations

from ...core.catalogue import Message

IMMUNITY: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.battle_lock.spells_traps": "{card} is in the battle going on, and its text "
                                            "says {player} cannot activate Spell or Trap Cards "
                                            "until the end of the Damage Step: {activated} "
                                            "cannot be activated now.",
        "illegal.battle_lock.all": "{card} is in the battle going on, and its text says "
                                   "{player} cannot activate cards or effects until the end "
                                   "of the Damage Step: {activated} cannot be activated now.",
        "why.control_cannot_switch": "its text says control of it cannot switch",
    },
    "de": {
        "illegal.battle_lock.spells_traps": "{card:der} ist am laufenden Kampf beteiligt, und "
                                            "laut seinem Text kann {player} bis zum Ende des "
                                            "Damage Steps keine Zauber- oder Fallenkarten "
                                            "aktivieren: {activated:der} kann jetzt nicht "
                                            "aktiviert werden.",
        "illegal.battle_lock.all": "{card:der} ist am laufenden Kampf beteiligt, und laut "
                                   "seinem Text kann {player} bis zum Ende des Damage Steps "
                                   "keine Karten oder Effekte aktivieren: {activated:der} kann "
                                   "jetzt nicht aktiviert werden.",
        "why.control_cannot_switch": "laut seinem Text kann die Kontrolle darüber nicht "
                                     "wechseln",
    },
    "es": {
        "illegal.battle_lock.spells_traps": "La carta {card:el} participa en la batalla en "
                                            "curso, y su texto dice que {player} no puede "
                                            "activar Cartas Mágicas ni de Trampa hasta el final "
                                            "del Damage Step: ahora no se puede activar "
                                            "{activated:el}.",
        "illegal.battle_lock.all": "La carta {card:el} participa en la batalla en curso, y su "
                                   "texto dice que {player} no puede activar cartas ni efectos "
                                   "hasta el final del Damage Step: ahora no se puede activar "
                                   "{activated:el}.",
        "why.control_cannot_switch": "su texto dice que su control no puede cambiar",
    },
    "fr": {
        "illegal.battle_lock.spells_traps": "La carte {card:le} participe au combat en cours, "
                                            "et son texte dit que {player} ne peut pas activer "
                                            "de Cartes Magie ou Piège jusqu'à la fin de la "
                                            "Damage Step : on ne peut pas activer "
                                            "{activated:le} maintenant.",
        "illegal.battle_lock.all": "La carte {card:le} participe au combat en cours, et son "
                                   "texte dit que {player} ne peut pas activer de cartes ou "
                                   "d'effets jusqu'à la fin de la Damage Step : on ne peut pas "
                                   "activer {activated:le} maintenant.",
        "why.control_cannot_switch": "son texte dit que son contrôle ne peut pas changer",
    },
    "it": {
        "illegal.battle_lock.spells_traps": "La carta {card:il} partecipa alla battaglia in "
                                            "corso, e il suo testo dice che {player} non può "
                                            "attivare Carte Magia o Trappola fino alla fine "
                                            "del Damage Step: ora non si può attivare "
                                            "{activated:il}.",
        "illegal.battle_lock.all": "La carta {card:il} partecipa alla battaglia in corso, e il "
                                   "suo testo dice che {player} non può attivare carte o "
                                   "effetti fino alla fine del Damage Step: ora non si può "
                                   "attivare {activated:il}.",
        "why.control_cannot_switch": "il suo testo dice che il suo controllo non può cambiare",
    },
}
