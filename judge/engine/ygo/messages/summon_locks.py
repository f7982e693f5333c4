"""The words of the restriction a resolved effect leaves on its player's Special Summons for
the rest of the turn (summon_locks.py, 5-2-10), which each language's catalogue takes from here
(`MESSAGES.update(SUMMON_LOCKS["de"])`), in the terms of each language's cards
(Spezialbeschwörung, Invocación Especial, Invocation Spéciale, Evocazione Speciale)."""
from __future__ import annotations

from ...core.catalogue import Message

SUMMON_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "summon_locked": "{link}: for the rest of this turn, {player} cannot Special Summon "
                         "{scope}, except a monster ({details}).",
        "why.summon_locked": "for the rest of this turn, {player} cannot Special Summon "
                             "{scope}, except a monster ({details})",
        "illegal.summon_locked": "{card} cannot be Special Summoned: {why}.",
        "summon_scope.any": "monsters",
        "summon_scope.extra_deck": "monsters from the Extra Deck",
        "summon_locked_turn": "{card}: for the rest of this turn, {player} cannot Special "
                              "Summon {scope}, except a monster ({details}).",
        "illegal.summon_locked_turn": "{card} cannot be activated: this turn its player has "
                                      "already Special Summoned {summoned}, and {why}.",
        "summon_locked.none": "{link}: for the rest of this turn, {player} cannot Special "
                              "Summon {scope}.",
        "why.summon_locked.none": "for the rest of this turn, {player} cannot Special Summon "
                                  "{scope}",
        "summon_locked_turn.none": "{card}: for the rest of this turn, {player} cannot Special "
                                   "Summon {scope}.",
        "why.summon_locked.kept": "while {source} is face-up on the field, {player} cannot "
                                  "Special Summon {scope}, except a monster ({details})",
        "why.summon_locked.kept.none": "while {source} is face-up on the field, {player} "
                                       "cannot Special Summon {scope}",
    },
    "de": {
        "summon_locked": "{link}: Für den Rest dieses Spielzugs kann {player} {scope} nicht "
                         "als Spezialbeschwörung beschwören, außer einem Monster "
                         "({details}).",
        "why.summon_locked": "für den Rest dieses Spielzugs kann {player} {scope} nicht als "
                             "Spezialbeschwörung beschwören, außer einem Monster ({details})",
        "illegal.summon_locked": "{card:der} kann nicht als Spezialbeschwörung beschworen "
                                 "werden: {why}.",
        "summon_scope.any": "Monster",
        "summon_scope.extra_deck": "Monster aus dem Extra Deck",
        "summon_locked_turn": "{card}: Für den Rest dieses Spielzugs kann {player} {scope} "
                              "nicht als Spezialbeschwörung beschwören, außer einem Monster "
                              "({details}).",
        "illegal.summon_locked_turn": "{card:der} kann nicht aktiviert werden: Sein Spieler hat "
                                      "in diesem Spielzug bereits {summoned:den} als "
                                      "Spezialbeschwörung beschworen, und {why}.",
        "summon_locked.none": "{link}: Für den Rest dieses Spielzugs kann {player} {scope} "
                              "nicht als Spezialbeschwörung beschwören.",
        "why.summon_locked.none": "für den Rest dieses Spielzugs kann {player} {scope} nicht "
                                  "als Spezialbeschwörung beschwören",
        "summon_locked_turn.none": "{card}: Für den Rest dieses Spielzugs kann {player} "
                                   "{scope} nicht als Spezialbeschwörung beschwören.",
        "why.summon_locked.kept": "solange {source} offen auf dem Spielfeld liegt, kann "
                                  "{player} {scope} nicht als Spezialbeschwörung beschwören, "
                                  "außer einem Monster ({details})",
        "why.summon_locked.kept.none": "solange {source} offen auf dem Spielfeld liegt, kann "
                                       "{player} {scope} nicht als Spezialbeschwörung "
                                       "beschwören",
    },
    "es": {
        "summon_locked": "{link}: durante el resto de este turno, {player} no puede Invocar "
                         "de Modo Especial {scope}, excepto un monstruo ({details}).",
        "why.summon_locked": "durante el resto de este turno, {player} no puede Invocar de "
                             "Modo Especial {scope}, excepto un monstruo ({details})",
        "illegal.summon_locked": "{card:el} no puede ser {card:Invocado|Invocada} de Modo "
                                 "Especial: {why}.",
        "summon_scope.any": "monstruos",
        "summon_scope.extra_deck": "monstruos desde el Deck Extra",
        "summon_locked_turn": "{card}: durante el resto de este turno, {player} no puede "
                              "Invocar de Modo Especial {scope}, excepto un monstruo "
                              "({details}).",
        "illegal.summon_locked_turn": "{card:el} no se puede activar: su jugador ya Invocó de "
                                      "Modo Especial {summoned:al} este turno, y {why}.",
        "summon_locked.none": "{link}: durante el resto de este turno, {player} no puede "
                              "Invocar de Modo Especial {scope}.",
        "why.summon_locked.none": "durante el resto de este turno, {player} no puede Invocar "
                                  "de Modo Especial {scope}",
        "summon_locked_turn.none": "{card}: durante el resto de este turno, {player} no puede "
                                   "Invocar de Modo Especial {scope}.",
        "why.summon_locked.kept": "mientras {source} esté boca arriba en el Campo, {player} "
                                  "no puede Invocar de Modo Especial {scope}, excepto un "
                                  "monstruo ({details})",
        "why.summon_locked.kept.none": "mientras {source} esté boca arriba en el Campo, "
                                       "{player} no puede Invocar de Modo Especial {scope}",
    },
    "fr": {
        "summon_locked": "{link} : pour le reste de ce tour, {player} ne peut pas Invoquer "
                         "Spécialement {scope}, sauf un monstre ({details}).",
        "why.summon_locked": "pour le reste de ce tour, {player} ne peut pas Invoquer "
                             "Spécialement {scope}, sauf un monstre ({details})",
        "illegal.summon_locked": "{card:le} ne peut pas être Invoqué Spécialement : {why}.",
        "summon_scope.any": "de monstres",
        "summon_scope.extra_deck": "de monstres depuis l'Extra Deck",
        "summon_locked_turn": "{card} : pour le reste de ce tour, {player} ne peut pas "
                              "Invoquer Spécialement {scope}, sauf un monstre ({details}).",
        "illegal.summon_locked_turn": "{card:le} ne peut pas être activé : son joueur a déjà "
                                      "Invoqué Spécialement {summoned:le} ce tour, et {why}.",
        "summon_locked.none": "{link} : pour le reste de ce tour, {player} ne peut pas "
                              "Invoquer Spécialement {scope}.",
        "why.summon_locked.none": "pour le reste de ce tour, {player} ne peut pas Invoquer "
                                  "Spécialement {scope}",
        "summon_locked_turn.none": "{card} : pour le reste de ce tour, {player} ne peut pas "
                                   "Invoquer Spécialement {scope}.",
        "why.summon_locked.kept": "tant que {source} est face recto sur le Terrain, {player} "
                                  "ne peut pas Invoquer Spécialement {scope}, sauf un monstre "
                                  "({details})",
        "why.summon_locked.kept.none": "tant que {source} est face recto sur le Terrain, "
                                       "{player} ne peut pas Invoquer Spécialement {scope}",
    },
    "it": {
        "summon_locked": "{link}: per il resto di questo turno, {player} non può Evocare "
                         "Specialmente {scope}, eccetto un mostro ({details}).",
        "why.summon_locked": "per il resto di questo turno, {player} non può Evocare "
                             "Specialmente {scope}, eccetto un mostro ({details})",
        "illegal.summon_locked": "{card:il} non può essere Evocato Specialmente: {why}.",
        "summon_scope.any": "mostri",
        "summon_scope.extra_deck": "mostri dall'Extra Deck",
        "summon_locked_turn": "{card}: per il resto di questo turno, {player} non può "
                              "Evocare Specialmente {scope}, eccetto un mostro ({details}).",
        "illegal.summon_locked_turn": "{card:il} non può essere attivato: in questo turno il suo "
                                      "giocatore ha già Evocato Specialmente {summoned:il}, e "
                                      "{why}.",
        "summon_locked.none": "{link}: per il resto di questo turno, {player} non può "
                              "Evocare Specialmente {scope}.",
        "why.summon_locked.none": "per il resto di questo turno, {player} non può Evocare "
                                  "Specialmente {scope}",
        "summon_locked_turn.none": "{card}: per il resto di questo turno, {player} non può "
                                   "Evocare Specialmente {scope}.",
        "why.summon_locked.kept": "finché la carta {source} è scoperta sul Terreno, {player} "
                                  "non può Evocare Specialmente {scope}, eccetto un mostro "
                                  "({details})",
        "why.summon_locked.kept.none": "finché la carta {source} è scoperta sul Terreno, "
                                       "{player} non può Evocare Specialmente {scope}",
    },
}
