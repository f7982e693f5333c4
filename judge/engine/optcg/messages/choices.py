"""The words of what a scenario names or leaves to a default: an unread printed ability that
keeps its timing (optcg/unread.py) and the choices a player makes as an effect resolves
(optcg/picks.py), in every language of the site: each language's catalogue takes its table
from here (`MESSAGES.update(CHOICES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

CHOICES: dict[str, dict[str, Message]] = {
    "en": {
        "mismatch.already_chosen": "it is already chosen once",
        "effect_unread": "{effect} is not applied: the judge cannot read this printed ability "
                         "yet (see the notes). The card counts as printed (its timing, cost "
                         "and category); only what the ability does is left out.",
        "illegal.target_twice": "{effect} chooses different cards: {card} counts once, so it "
                                "cannot be named twice.",
    },
    "de": {
        "mismatch.already_chosen": "sie ist bereits einmal gewählt",
        "effect_unread": "{effect} wird nicht angewendet: Der Judge kann diese gedruckte "
                         "Fähigkeit noch nicht lesen (siehe Hinweise). Die Karte zählt wie "
                         "gedruckt (Zeitpunkt, Kosten und Kartentyp); nur was die Fähigkeit "
                         "bewirkt, bleibt außen vor.",
        "illegal.target_twice": "{effect} wählt verschiedene Karten: {card} zählt einmal und "
                                "kann nicht zweimal genannt werden.",
    },
    "es": {
        "mismatch.already_chosen": "ya está elegida una vez",
        "effect_unread": "{effect} no se aplica: el juez aún no sabe leer esta habilidad "
                         "impresa (ver las notas). La carta cuenta tal como está impresa (su "
                         "momento, su coste y su tipo); solo se deja fuera lo que hace la "
                         "habilidad.",
        "illegal.target_twice": "{effect} elige cartas distintas: {card} cuenta una sola vez, "
                                "así que no puede nombrarse dos veces.",
    },
    "it": {
        "mismatch.already_chosen": "è già scelta una volta",
        "effect_unread": "{effect} non si applica: il giudice non sa ancora leggere questa "
                         "abilità stampata (vedi le note). La carta conta come stampata (il "
                         "suo momento, il costo e il tipo); resta fuori solo ciò che "
                         "l'abilità fa.",
        "illegal.target_twice": "{effect} sceglie carte diverse: {card} conta una volta sola, "
                                "quindi non può essere nominata due volte.",
    },
    "fr": {
        "mismatch.already_chosen": "elle est déjà choisie une fois",
        "effect_unread": "{effect} n'est pas appliqué : le juge ne sait pas encore lire cette "
                         "capacité imprimée (voir les notes). La carte compte telle qu'elle "
                         "est imprimée (son moment, son coût et son type) ; seul ce que fait "
                         "la capacité est laissé de côté.",
        "illegal.target_twice": "{effect} choisit des cartes différentes : {card} ne compte "
                                "qu'une fois et ne peut donc pas être désignée deux fois.",
    },
}
