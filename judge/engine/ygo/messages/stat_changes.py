"""The words of a monster's DEF raised or lowered by an effect (stat_changes.py, 4-2-5) and of
its ATK or DEF halved or doubled (4-2-7), which each language's catalogue takes from here
(`MESSAGES.update(STAT_CHANGES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

STAT_CHANGES: dict[str, dict[str, Message]] = {
    "en": {
        "stat_scaled.half": "{link}: {card} has {now} {stat}, which is halved: it loses "
                            "{change} {stat}.",
        "stat_scaled.double": "{link}: {card} has {now} {stat}, which is doubled: it gains "
                              "{change} {stat}.",
        "would.change_def": "change the DEF of a monster",
        "would.change_def_card": "change the DEF of {card}",
        "def_changed": "{link}: {card} gets {amount:+d} DEF until the end of the turn ({before} "
                       "→ {after} DEF).",
        "def_changed.lowered": "{link}: {card} loses {amount} DEF until the end of the turn "
                               "({before} → {after} DEF).",
        "def_changed.lasting": "{link}: {card} gets {amount:+d} DEF for as long as it stays "
                               "face-up on the field ({before} → {after} DEF).",
        "def_changed.lowered.lasting": "{link}: {card} loses {amount} DEF for as long as it "
                                       "stays face-up on the field ({before} → {after} DEF).",
        "def_changed.battle_phase": "{link}: {card} gets {amount:+d} DEF until the end of the "
                                    "Battle Phase ({before} → {after} DEF).",
        "def_changed.lowered.battle_phase": "{link}: {card} loses {amount} DEF until the end "
                                            "of the Battle Phase ({before} → {after} DEF).",
    },
    "de": {
        "stat_scaled.half": "{link}: {card:der} hat {now} {stat}, die halbiert werden: Es "
                            "verliert {change} {stat}.",
        "stat_scaled.double": "{link}: {card:der} hat {now} {stat}, die verdoppelt werden: Es "
                              "erhält {change} {stat}.",
        "would.change_def": "die DEF eines Monsters ändern",
        "would.change_def_card": "die DEF {card:vom} ändern",
        "def_changed": "{link}: {card:der} erhält {amount:+d} DEF bis zum Ende des Spielzugs "
                       "(DEF {before} → {after}).",
        "def_changed.lowered": "{link}: {card:der} verliert {amount} DEF bis zum Ende des "
                               "Spielzugs (DEF {before} → {after}).",
        "def_changed.lasting": "{link}: {card:der} erhält {amount:+d} DEF, solange es offen auf "
                               "dem Spielfeld bleibt (DEF {before} → {after}).",
        "def_changed.lowered.lasting": "{link}: {card:der} verliert {amount} DEF, solange es "
                                       "offen auf dem Spielfeld bleibt (DEF {before} → "
                                       "{after}).",
        "def_changed.battle_phase": "{link}: {card:der} erhält {amount:+d} DEF bis zum Ende "
                                    "der Battle Phase (DEF {before} → {after}).",
        "def_changed.lowered.battle_phase": "{link}: {card:der} verliert {amount} DEF bis zum "
                                            "Ende der Battle Phase (DEF {before} → {after}).",
    },
    "es": {
        "stat_scaled.half": "{link}: {card:el} tiene {now} de {stat}, que se reducen a la "
                            "mitad: pierde {change} de {stat}.",
        "stat_scaled.double": "{link}: {card:el} tiene {now} de {stat}, que se duplican: gana "
                              "{change} de {stat}.",
        "would.change_def": "cambiar la DEF de un monstruo",
        "would.change_def_card": "cambiar la DEF {card:del}",
        "def_changed": "{link}: {card:el} gana {amount} de DEF hasta el final del turno (DEF "
                       "{before} → {after}).",
        "def_changed.lowered": "{link}: {card:el} pierde {amount} de DEF hasta el final del "
                               "turno (DEF {before} → {after}).",
        "def_changed.lasting": "{link}: {card:el} gana {amount} de DEF mientras siga boca "
                               "arriba en el Campo (DEF {before} → {after}).",
        "def_changed.lowered.lasting": "{link}: {card:el} pierde {amount} de DEF mientras siga "
                                       "boca arriba en el Campo (DEF {before} → {after}).",
        "def_changed.battle_phase": "{link}: {card:el} gana {amount} de DEF hasta el final de "
                                    "la Battle Phase (DEF {before} → {after}).",
        "def_changed.lowered.battle_phase": "{link}: {card:el} pierde {amount} de DEF hasta el "
                                            "final de la Battle Phase (DEF {before} → "
                                            "{after}).",
    },
    "fr": {
        "stat_scaled.half": "{link} : {card:le} a {now} {stat}, réduits de moitié : il perd "
                            "{change} {stat}.",
        "stat_scaled.double": "{link} : {card:le} a {now} {stat}, doublés : il gagne {change} "
                              "{stat}.",
        "would.change_def": "changer la DEF d'un monstre",
        "would.change_def_card": "changer la DEF {card:du}",
        "def_changed": "{link} : {card:le} gagne {amount:+d} DEF jusqu'à la fin du tour (DEF "
                       "{before} → {after}).",
        "def_changed.lowered": "{link} : {card:le} perd {amount} DEF jusqu'à la fin du tour "
                               "(DEF {before} → {after}).",
        "def_changed.lasting": "{link} : {card:le} gagne {amount:+d} DEF tant qu'il reste face "
                               "recto sur le Terrain (DEF {before} → {after}).",
        "def_changed.lowered.lasting": "{link} : {card:le} perd {amount} DEF tant qu'il reste "
                                       "face recto sur le Terrain (DEF {before} → {after}).",
        "def_changed.battle_phase": "{link} : {card:le} gagne {amount:+d} DEF jusqu'à la fin "
                                    "de la Battle Phase (DEF {before} → {after}).",
        "def_changed.lowered.battle_phase": "{link} : {card:le} perd {amount} DEF jusqu'à la "
                                            "fin de la Battle Phase (DEF {before} → {after}).",
    },
    "it": {
        "stat_scaled.half": "{link}: {card:il} ha {now} {stat}, che vengono dimezzati: perde "
                            "{change} {stat}.",
        "stat_scaled.double": "{link}: {card:il} ha {now} {stat}, che vengono raddoppiati: "
                              "riceve {change} {stat}.",
        "would.change_def": "cambiare la DEF di un mostro",
        "would.change_def_card": "cambiare la DEF {card:del}",
        "def_changed": "{link}: {card:il} riceve {amount:+d} DEF fino alla fine del turno (DEF "
                       "{before} → {after}).",
        "def_changed.lowered": "{link}: {card:il} perde {amount} DEF fino alla fine del turno "
                               "(DEF {before} → {after}).",
        "def_changed.lasting": "{link}: {card:il} riceve {amount:+d} DEF finché resta scoperto "
                               "sul Terreno (DEF {before} → {after}).",
        "def_changed.lowered.lasting": "{link}: {card:il} perde {amount} DEF finché resta "
                                       "scoperto sul Terreno (DEF {before} → {after}).",
        "def_changed.battle_phase": "{link}: {card:il} riceve {amount:+d} DEF fino alla fine "
                                    "della Battle Phase (DEF {before} → {after}).",
        "def_changed.lowered.battle_phase": "{link}: {card:il} perde {amount} DEF fino alla "
                                            "fine della Battle Phase (DEF {before} → {after}).",
    },
}
