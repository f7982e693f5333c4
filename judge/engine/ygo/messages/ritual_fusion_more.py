"""The words of Ritual Summons from a place other than the hand ("Ritual Summon 1 Ritual
Monster from your hand or GY", 8-5-1; effect_summons.py), which each language's catalogue
takes from here (`MESSAGES.update(RITUAL_FUSION_MORE["de"])`), in the terms of each language's
cards (Ritualbeschwörung, Invocación por Ritual, Invocation Rituelle, Evocazione Rituale)."""
from __future__ import annotations

from ...core.catalogue import Message

RITUAL_FUSION_MORE: dict[str, dict[str, Message]] = {
    "en": {
        "why.ritual_with_self": "its text says {card} itself, on the field, must be one of "
                                "the Tributes, and it is not named among them",
        "why.summon_pick.ritual.from": "{card} is not a Ritual Monster of its player in a "
                                       "place the card Ritual Summons from (it is in {zone})",
        "why.summon_pick.ritual.from.details": "{card} is not a Ritual Monster of its player "
                                               "in a place the card Ritual Summons from, as "
                                               "the card asks ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Ritual Summons {card} from {zone} "
                                          "in {position}, Tributing {materials}.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Ritual Summons {card} from "
                                               "{zone} in {position}, sending {materials} to "
                                               "the Graveyard.",
    },
    "de": {
        "why.ritual_with_self": "sein Text sagt, dass diese Karte selbst ({card}), auf dem "
                                "Spielfeld, einer der Tribute sein muss, doch die genannten "
                                "Tribute enthalten sie nicht",
        "why.summon_pick.ritual.from": "{card:der} ist kein Ritualmonster seines Spielers an "
                                       "einem Ort, aus dem die Karte als Ritualbeschwörung "
                                       "beschwört (sondern in {zone})",
        "why.summon_pick.ritual.from.details": "{card:der} ist kein Ritualmonster seines "
                                               "Spielers an einem Ort, aus dem die Karte als "
                                               "Ritualbeschwörung beschwört, wie die Karte es "
                                               "verlangt ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} beschwört {card:den} als "
                                          "Ritualbeschwörung aus {zone}, in {position}, und "
                                          "bietet {materials:den} als Tribut an.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} beschwört {card:den} als "
                                               "Ritualbeschwörung aus {zone}, in {position}, "
                                               "und legt {materials:den} auf den Friedhof.",
    },
    "es": {
        "why.ritual_with_self": "su texto dice que la propia carta ({card}), en el Campo, debe "
                                "ser uno de los monstruos Sacrificados, y no está entre los "
                                "nombrados",
        "why.summon_pick.ritual.from": "{card:el} no es un Monstruo de Ritual de su jugador "
                                       "en un lugar desde el que la carta Invoca por Ritual "
                                       "(está en {zone})",
        "why.summon_pick.ritual.from.details": "{card:el} no es un Monstruo de Ritual de su "
                                               "jugador en un lugar desde el que la carta "
                                               "Invoca por Ritual, como pide la carta "
                                               "({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Invoca por Ritual {card:el} desde "
                                          "{zone} en {position}, Sacrificando {materials:el}.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Invoca por Ritual {card:el} "
                                               "desde {zone} en {position}, mandando "
                                               "{materials:el} al Cementerio.",
    },
    "fr": {
        "why.ritual_with_self": "son texte dit que cette carte même ({card}), sur le Terrain, "
                                "doit être l'un des monstres Sacrifiés, et elle n'est pas "
                                "nommée parmi eux",
        "why.summon_pick.ritual.from": "{card:le} n'est pas un Monstre Rituel de son joueur "
                                       "dans un lieu depuis lequel la carte Invoque "
                                       "Rituellement ({card:il|elle} est dans {zone})",
        "why.summon_pick.ritual.from.details": "{card:le} n'est pas un Monstre Rituel de son "
                                               "joueur dans un lieu depuis lequel la carte "
                                               "Invoque Rituellement, tel que la carte le "
                                               "demande ({details})",
        "summoned_by_effect.ritual.from": "{link} : {player} Invoque Rituellement {card:le} "
                                          "depuis {zone} en {position}, en Sacrifiant "
                                          "{materials:le}.",
        "summoned_by_effect.ritual.sent.from": "{link} : {player} Invoque Rituellement "
                                               "{card:le} depuis {zone} en {position}, en "
                                               "envoyant {materials:le} au Cimetière.",
    },
    "it": {
        "why.ritual_with_self": "il suo testo dice che questa stessa carta ({card}), sul "
                                "Terreno, deve essere uno dei Tributi, e non è nominata tra "
                                "questi",
        "why.summon_pick.ritual.from": "{card:il} non è un Mostro Rituale del suo giocatore "
                                       "in un luogo da cui la carta Evoca Ritualmente (si "
                                       "trova {zone:nel})",
        "why.summon_pick.ritual.from.details": "{card:il} non è un Mostro Rituale del suo "
                                               "giocatore in un luogo da cui la carta Evoca "
                                               "Ritualmente, come chiede la carta ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Evoca Ritualmente {card:il} "
                                          "{zone:dal} in {position}, offrendo {materials:il} "
                                          "come Tributo.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Evoca Ritualmente {card:il} "
                                               "{zone:dal} in {position}, mandando "
                                               "{materials:il} nel Cimitero.",
    },
}
