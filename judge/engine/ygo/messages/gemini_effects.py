"""The words of a Gemini monster that an effect makes an Effect Monster with its effects
(gemini_effects.py, 8-1-12): "Special Summon that target, and if you do, it becomes an Effect
Monster, and gains its effect.", which each language's catalogue takes from here
(`MESSAGES.update(GEMINI_EFFECTS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

GEMINI_EFFECTS: dict[str, dict[str, Message]] = {
    "en": {
        "gemini_effects_gained": "{link}: {card} becomes an Effect Monster and gains the effects "
                                 "its text lists, as if Gemini Summoned, until it leaves the "
                                 "field or is turned face-down; no Normal Summon is used.",
    },
    "de": {
        "gemini_effects_gained": "{link}: {card:der} wird ein Effektmonster und erhält die "
                                 "Effekte, die sein Text nennt, als wäre {card:er|sie|es} als "
                                 "Zwillingsbeschwörung beschworen worden, bis {card:er|sie|es} "
                                 "das Spielfeld verlässt oder verdeckt wird; dafür wird keine "
                                 "Normalbeschwörung verbraucht.",
    },
    "es": {
        "gemini_effects_gained": "{link}: {card:el} se convierte en un Monstruo de Efecto y "
                                 "gana los efectos que indica su texto, como si hubiera sido "
                                 "Invocado por Géminis, hasta que deje el Campo o quede boca "
                                 "abajo; no se usa ninguna Invocación Normal.",
    },
    "fr": {
        "gemini_effects_gained": "{link} : {card:le} devient un Monstre à Effet et gagne les "
                                 "effets que dit son texte, comme s'il avait été Invoqué par "
                                 "Gémeau, jusqu'à ce qu'il quitte le Terrain ou soit mis face "
                                 "verso ; aucune Invocation Normale n'est utilisée.",
    },
    "it": {
        "gemini_effects_gained": "{link}: {card:il} diventa un Mostro con Effetto e ottiene gli "
                                 "effetti che elenca il suo testo, come se fosse stato Evocato "
                                 "Gemello, finché non lascia il Terreno o viene girato coperto; "
                                 "non si usa alcuna Evocazione Normale.",
    },
}
