"""The words of ATK and DEF changes (or values set) that last past the end of the turn,
"until the end of your opponent's turn" or "until your next Standby Phase", and of their end
(later_changes.py, 7-7-13), which each language's catalogue takes from here
(`MESSAGES.update(LATER_CHANGES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LATER_CHANGES: dict[str, dict[str, Message]] = {
    "en": {
        "stat_set.later": "{link}: the {stat} of {card} becomes {value} {until} ({before} → "
                          "{after} {stat}).",
        "stat_set.original.later": "{link}: the original {stat} of {card} becomes {value} "
                                   "{until} ({before} → {after} {stat}).",
        "atk_changed.later": "{link}: {card} gets {amount:+d} ATK {until} ({before} → {after} "
                             "ATK).",
        "atk_changed.lowered.later": "{link}: {card} loses {amount} ATK {until} ({before} → "
                                     "{after} ATK).",
        "def_changed.later": "{link}: {card} gets {amount:+d} DEF {until} ({before} → {after} "
                             "DEF).",
        "def_changed.lowered.later": "{link}: {card} loses {amount} DEF {until} ({before} → "
                                     "{after} DEF).",
        "lasts.opponent_turn": "until the end of {player}'s turn",
        "lasts.opponent_next_turn": "until the end of {player}'s next turn",
        "lasts.next_standby": "until {player}'s next Standby Phase",
        "later_changes_over.standby": "{player}'s Standby Phase begins: the changes that "
                                      "lasted until it end.",
    },
    "de": {
        "stat_set.later": "{link}: Die {stat} {card:vom} werden {until} zu {value} ({stat} "
                          "{before} → {after}).",
        "stat_set.original.later": "{link}: Die Original-{stat} {card:vom} werden {until} zu "
                                   "{value} ({stat} {before} → {after}).",
        "atk_changed.later": "{link}: {card:der} erhält {amount:+d} ATK {until} (ATK {before} "
                             "→ {after}).",
        "atk_changed.lowered.later": "{link}: {card:der} verliert {amount} ATK {until} (ATK "
                                     "{before} → {after}).",
        "def_changed.later": "{link}: {card:der} erhält {amount:+d} DEF {until} (DEF {before} "
                             "→ {after}).",
        "def_changed.lowered.later": "{link}: {card:der} verliert {amount} DEF {until} (DEF "
                                     "{before} → {after}).",
        "lasts.opponent_turn": "bis zum Ende des Spielzugs von {player}",
        "lasts.opponent_next_turn": "bis zum Ende des nächsten Spielzugs von {player}",
        "lasts.next_standby": "bis zur nächsten Standby Phase von {player}",
        "later_changes_over.standby": "Die Standby Phase von {player} beginnt: Die Änderungen, "
                                      "die bis dahin galten, enden.",
    },
    "es": {
        "stat_set.later": "{link}: {card:el} pasa a tener {value} de {stat} {until} ({stat} "
                          "{before} → {after}).",
        "stat_set.original.later": "{link}: {card:el} pasa a tener {value} de {stat} original "
                                   "{until} ({stat} {before} → {after}).",
        "atk_changed.later": "{link}: {card:el} gana {amount} de ATK {until} (ATK {before} → "
                             "{after}).",
        "atk_changed.lowered.later": "{link}: {card:el} pierde {amount} de ATK {until} (ATK "
                                     "{before} → {after}).",
        "def_changed.later": "{link}: {card:el} gana {amount} de DEF {until} (DEF {before} → "
                             "{after}).",
        "def_changed.lowered.later": "{link}: {card:el} pierde {amount} de DEF {until} (DEF "
                                     "{before} → {after}).",
        "lasts.opponent_turn": "hasta el final del turno de {player}",
        "lasts.opponent_next_turn": "hasta el final del próximo turno de {player}",
        "lasts.next_standby": "hasta la próxima Standby Phase de {player}",
        "later_changes_over.standby": "Empieza la Standby Phase de {player}: terminan los "
                                      "cambios que duraban hasta ella.",
    },
    "fr": {
        "stat_set.later": "{link} : {card:le} a désormais {value} {stat} {until} ({stat} "
                          "{before} → {after}).",
        "stat_set.original.later": "{link} : {card:le} a désormais {value} {stat} d'origine "
                                   "{until} ({stat} {before} → {after}).",
        "atk_changed.later": "{link} : {card:le} gagne {amount:+d} ATK {until} (ATK {before} "
                             "→ {after}).",
        "atk_changed.lowered.later": "{link} : {card:le} perd {amount} ATK {until} (ATK "
                                     "{before} → {after}).",
        "def_changed.later": "{link} : {card:le} gagne {amount:+d} DEF {until} (DEF {before} "
                             "→ {after}).",
        "def_changed.lowered.later": "{link} : {card:le} perd {amount} DEF {until} (DEF "
                                     "{before} → {after}).",
        "lasts.opponent_turn": "jusqu'à la fin du tour de {player}",
        "lasts.opponent_next_turn": "jusqu'à la fin du prochain tour de {player}",
        "lasts.next_standby": "jusqu'à la prochaine Standby Phase de {player}",
        "later_changes_over.standby": "La Standby Phase de {player} commence : les "
                                      "modifications qui duraient jusque-là prennent fin.",
    },
    "it": {
        "stat_set.later": "{link}: {card:il} ha ora {value} {stat} {until} ({stat} {before} → "
                          "{after}).",
        "stat_set.original.later": "{link}: {card:il} ha ora {value} {stat} originale {until} "
                                   "({stat} {before} → {after}).",
        "atk_changed.later": "{link}: {card:il} riceve {amount:+d} ATK {until} (ATK {before} "
                             "→ {after}).",
        "atk_changed.lowered.later": "{link}: {card:il} perde {amount} ATK {until} (ATK "
                                     "{before} → {after}).",
        "def_changed.later": "{link}: {card:il} riceve {amount:+d} DEF {until} (DEF {before} "
                             "→ {after}).",
        "def_changed.lowered.later": "{link}: {card:il} perde {amount} DEF {until} (DEF "
                                     "{before} → {after}).",
        "lasts.opponent_turn": "fino alla fine del turno di {player}",
        "lasts.opponent_next_turn": "fino alla fine del prossimo turno di {player}",
        "lasts.next_standby": "fino alla prossima Standby Phase di {player}",
        "later_changes_over.standby": "Inizia la Standby Phase di {player}: finiscono le "
                                      "modifiche che duravano fino ad allora.",
    },
}
