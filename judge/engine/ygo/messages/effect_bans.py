"""The words of "also you cannot activate monster effects for the rest of this turn, except WIND
monsters" (effect_bans.py, 5-2-28) and "You cannot activate non-LIGHT monster effects during the
turn you activate this effect." (5-2-30), which each language's catalogue takes from here
(`MESSAGES.update(EFFECT_BANS["de"])`), in the terms of each language's cards
("Monstereffekte aktivieren", "activar efectos de monstruos", "activer des effets de monstres",
"attivare effetti dei mostri"); with `cards: true` (5-2-30) the cards and effects of every kind
("Karten oder Effekte", "cartas ni efectos", "cartes ni d'effets", "carte né effetti")."""
from __future__ import annotations

from ...core.catalogue import Message

EFFECT_BANS: dict[str, dict[str, Message]] = {
    "en": {
        "effect_locked_turn.cards": "{card}: for the rest of this turn, {player} cannot "
                                    "activate cards or effects, except those of a card "
                                    "({details}).",
        "illegal.effect_activated_before_lock.cards": "{card} cannot be activated: this turn "
                                                      "{player} has already activated "
                                                      "{activated}, and it forbids cards and "
                                                      "effects except those of a card "
                                                      "({details}).",
        "effect_locked.cards": "{link}: for the rest of this turn, {player} cannot activate "
                               "cards or effects, except those of a card ({details}).",
        "illegal.effect_locked.cards": "{card} cannot be activated: for the rest of this turn, "
                                       "{player} cannot activate cards or effects, except "
                                       "those of a card ({details}).",
        "effect_locked_turn": "{card}: for the rest of this turn, {player} cannot activate "
                              "monster effects, except those of a monster ({details}).",
        "illegal.effect_activated_before_lock": "{card} cannot be activated: this turn "
                                                "{player} has already activated the effect of "
                                                "{activated}, and it forbids monster effects "
                                                "except those of a monster ({details}).",
        "effect_locked": "{link}: for the rest of this turn, {player} cannot activate monster "
                         "effects, except those of a monster ({details}).",
        "illegal.effect_locked": "The effect of {card} cannot be activated: for the rest of "
                                 "this turn, {player} cannot activate monster effects, except "
                                 "those of a monster ({details}).",
    },
    "de": {
        "effect_locked_turn.cards": "{card}: Für den Rest dieses Spielzugs kann {player} "
                                    "keine Karten oder Effekte aktivieren, außer denen einer "
                                    "Karte ({details}).",
        "illegal.effect_activated_before_lock.cards": "{card:der} kann nicht aktiviert werden: "
                                                      "{player} hat in diesem Spielzug bereits "
                                                      "{activated:den} aktiviert, und es "
                                                      "verbietet Karten und Effekte außer "
                                                      "denen einer Karte ({details}).",
        "effect_locked.cards": "{link}: Für den Rest dieses Spielzugs kann {player} keine "
                               "Karten oder Effekte aktivieren, außer denen einer Karte "
                               "({details}).",
        "illegal.effect_locked.cards": "{card:der} kann nicht aktiviert werden: Für den Rest "
                                       "dieses Spielzugs kann {player} keine Karten oder "
                                       "Effekte aktivieren, außer denen einer Karte "
                                       "({details}).",
        "effect_locked_turn": "{card}: Für den Rest dieses Spielzugs kann {player} keine "
                              "Monstereffekte aktivieren, außer denen eines Monsters "
                              "({details}).",
        "illegal.effect_activated_before_lock": "{card:der} kann nicht aktiviert werden: "
                                                "{player} hat in diesem Spielzug bereits den "
                                                "Effekt {activated:vom} aktiviert, und es "
                                                "verbietet Monstereffekte außer denen eines "
                                                "Monsters ({details}).",
        "effect_locked": "{link}: Für den Rest dieses Spielzugs kann {player} keine "
                         "Monstereffekte aktivieren, außer denen eines Monsters ({details}).",
        "illegal.effect_locked": "Der Effekt {card:vom} kann nicht aktiviert werden: Für den "
                                 "Rest dieses Spielzugs kann {player} keine Monstereffekte "
                                 "aktivieren, außer denen eines Monsters ({details}).",
    },
    "es": {
        "effect_locked_turn.cards": "{card}: durante el resto de este turno, {player} no "
                                    "puede activar cartas ni efectos, excepto los de una "
                                    "carta ({details}).",
        "illegal.effect_activated_before_lock.cards": "{card:el} no se puede activar: este "
                                                      "turno {player} ya activó {activated:el}, "
                                                      "y prohíbe las cartas y los efectos "
                                                      "excepto los de una carta ({details}).",
        "effect_locked.cards": "{link}: durante el resto de este turno, {player} no puede "
                               "activar cartas ni efectos, excepto los de una carta "
                               "({details}).",
        "illegal.effect_locked.cards": "{card:el} no se puede activar: durante el resto de "
                                       "este turno, {player} no puede activar cartas ni "
                                       "efectos, excepto los de una carta ({details}).",
        "effect_locked_turn": "{card}: durante el resto de este turno, {player} no puede "
                              "activar efectos de monstruos, excepto los de un monstruo "
                              "({details}).",
        "illegal.effect_activated_before_lock": "{card:el} no se puede activar: este turno "
                                                "{player} ya activó el efecto {activated:del}, "
                                                "y prohíbe los efectos de monstruos excepto "
                                                "los de un monstruo ({details}).",
        "effect_locked": "{link}: durante el resto de este turno, {player} no puede activar "
                         "efectos de monstruos, excepto los de un monstruo ({details}).",
        "illegal.effect_locked": "El efecto {card:del} no se puede activar: durante el resto "
                                 "de este turno, {player} no puede activar efectos de "
                                 "monstruos, excepto los de un monstruo ({details}).",
    },
    "fr": {
        "effect_locked_turn.cards": "{card} : pour le reste de ce tour, {player} ne peut "
                                    "pas activer de cartes ni d'effets, excepté ceux d'une "
                                    "carte ({details}).",
        "illegal.effect_activated_before_lock.cards": "{card:le} ne peut pas être activé : ce "
                                                      "tour, {player} a déjà activé "
                                                      "{activated:le}, et il interdit les "
                                                      "cartes et les effets excepté ceux "
                                                      "d'une carte ({details}).",
        "effect_locked.cards": "{link} : pour le reste de ce tour, {player} ne peut pas "
                               "activer de cartes ni d'effets, excepté ceux d'une carte "
                               "({details}).",
        "illegal.effect_locked.cards": "{card:le} ne peut pas être activé : pour le reste de "
                                       "ce tour, {player} ne peut pas activer de cartes ni "
                                       "d'effets, excepté ceux d'une carte ({details}).",
        "effect_locked_turn": "{card} : pour le reste de ce tour, {player} ne peut pas "
                              "activer d'effets de monstres, excepté ceux d'un monstre "
                              "({details}).",
        "illegal.effect_activated_before_lock": "{card:le} ne peut pas être activé : ce tour, "
                                                "{player} a déjà activé l'effet "
                                                "{activated:du}, et il interdit les effets de "
                                                "monstres excepté ceux d'un monstre "
                                                "({details}).",
        "effect_locked": "{link} : pour le reste de ce tour, {player} ne peut pas activer "
                         "d'effets de monstres, excepté ceux d'un monstre ({details}).",
        "illegal.effect_locked": "L'effet {card:du} ne peut pas être activé : pour le reste "
                                 "de ce tour, {player} ne peut pas activer d'effets de "
                                 "monstres, excepté ceux d'un monstre ({details}).",
    },
    "it": {
        "effect_locked_turn.cards": "{card}: per il resto di questo turno, {player} non "
                                    "può attivare carte né effetti, eccetto quelli di una "
                                    "carta ({details}).",
        "illegal.effect_activated_before_lock.cards": "{card:il} non può essere attivato: in "
                                                      "questo turno {player} ha già attivato "
                                                      "{activated:il}, e vieta le carte e gli "
                                                      "effetti eccetto quelli di una carta "
                                                      "({details}).",
        "effect_locked.cards": "{link}: per il resto di questo turno, {player} non può "
                               "attivare carte né effetti, eccetto quelli di una carta "
                               "({details}).",
        "illegal.effect_locked.cards": "{card:il} non può essere attivato: per il resto di "
                                       "questo turno, {player} non può attivare carte né "
                                       "effetti, eccetto quelli di una carta ({details}).",
        "effect_locked_turn": "{card}: per il resto di questo turno, {player} non può "
                              "attivare effetti dei mostri, eccetto quelli di un mostro "
                              "({details}).",
        "illegal.effect_activated_before_lock": "{card:il} non può essere attivato: in questo "
                                                "turno {player} ha già attivato l'effetto "
                                                "{activated:del}, e vieta gli effetti dei "
                                                "mostri eccetto quelli di un mostro "
                                                "({details}).",
        "effect_locked": "{link}: per il resto di questo turno, {player} non può attivare "
                         "effetti dei mostri, eccetto quelli di un mostro ({details}).",
        "illegal.effect_locked": "L'effetto {card:del} non può essere attivato: per il resto "
                                 "di questo turno, {player} non può attivare effetti dei "
                                 "mostri, eccetto quelli di un mostro ({details}).",
    },
}
