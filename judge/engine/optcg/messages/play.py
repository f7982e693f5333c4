"""The words of cards played by effects (optcg/play.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(PLAY["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "stage_replaced": "Only one Stage fits: {card} is trashed to make room.",
    "would.play": "play the card",
    "would.play.card": "play {card}",
    "why.no_play_by_effects": "{card} says it cannot be played from the hand by effects",
    "played_by_effect.character_rested": (
        "{effect}: {card} is played without paying its cost and enters the Character area"
        " rested; it was played this turn."),
    "played_by_effect.character": "{effect}: {card} is played without paying its cost and "
                                  "enters the Character area active; it was played this turn.",
    "played_by_effect.stage": "{effect}: {card} is played without paying its cost and enters "
                              "the Stage area active.",
    "why.not_in_trash": "it is no longer in the trash",
}

_DE: dict[str, Message] = {
    "stage_replaced": "Nur eine Stage hat Platz: {card:der} wird abgelegt, um Platz zu machen.",
    "would.play": "die Karte ausspielen",
    "would.play.card": "{card:den} ausspielen",
    "why.no_play_by_effects": "{card:der} sagt, dass sie nicht durch Effekte aus der Hand "
                              "gespielt werden kann",
    "played_by_effect.character_rested": (
        "{effect}: {card:der} wird ausgespielt, ohne die Kosten zu bezahlen, und kommt ruhend"
        " in den Charakterbereich; er wurde in diesem Zug ausgespielt."),
    "played_by_effect.character": "{effect}: {card:der} wird ausgespielt, ohne die Kosten zu "
                                  "bezahlen, und kommt aktiv in den Charakterbereich; er wurde "
                                  "in diesem Zug ausgespielt.",
    "played_by_effect.stage": "{effect}: {card:der} wird ausgespielt, ohne die Kosten zu bezahlen, "
                              "und kommt aktiv in den Stage-Bereich.",
    "why.not_in_trash": "sie liegt nicht mehr auf dem Ablagestapel",
}

_ES: dict[str, Message] = {
    "stage_replaced": "Solo cabe un Stage: {card:el} va al Trash para hacer sitio.",
    "would.play": "jugaría la carta",
    "would.play.card": "jugaría {card:el}",
    "why.no_play_by_effects": "{card:el} dice que no puede jugarse de la mano mediante "
                              "efectos",
    "played_by_effect.character_rested": (
        "{effect}: {card:el} se juega sin pagar su coste y entra {card:descansado|descansada} en "
        "el área de "
        "Personajes; se ha jugado en este turno."),
    "played_by_effect.character": "{effect}: {card:el} se juega sin pagar su coste y entra "
                                  "{card:activo|activa} "
                                  "en la Zona de Personajes; se ha jugado este turno.",
    "played_by_effect.stage": "{effect}: {card:el} se juega sin pagar su coste y entra "
                              "{card:activo|activa} en "
                              "la "
                              "Zona de Stage.",
    "why.not_in_trash": "ya no está en el Trash",
}

_IT: dict[str, Message] = {
    "stage_replaced": "C'è posto per un solo Stadio: {card:il} viene scartato per fare spazio.",
    "would.play": "giocherebbe la carta",
    "would.play.card": "giocherebbe {card:il}",
    "why.no_play_by_effects": "{card:il} dice che non può essere giocata dalla mano tramite "
                              "effetti",
    "played_by_effect.character_rested": (
        "{effect}: {card:il} viene giocato senza pagarne il costo ed entra affaticato "
        "nell'area dei Personaggi; è stato giocato in questo turno."),
    "played_by_effect.character": "{effect}: {card:il} viene giocato senza pagarne il costo ed "
                                  "entra attivo nella Zona Personaggi; è stato giocato in "
                                  "questo turno.",
    "played_by_effect.stage": "{effect}: {card:il} viene giocato senza pagarne il costo ed entra "
                              "attivo nella Zona Stadio.",
    "why.not_in_trash": "non è più negli Scarti",
}

_FR: dict[str, Message] = {
    "stage_replaced": "Un seul Lieu peut être en jeu : {card:le} est défaussé pour faire de la "
                      "place.",
    "would.play": "jouerait la carte",
    "would.play.card": "jouerait {card:le}",
    "why.no_play_by_effects": "{card:le} dit qu'elle ne peut pas être jouée depuis la main "
                              "par des effets",
    "played_by_effect.character_rested": (
        "{effect} : {card:le} est joué sans payer son coût et arrive épuisé dans la zone des"
        " Personnages ; il a été joué ce tour-ci."),
    "played_by_effect.character": "{effect} : {card:le} est joué sans payer son coût et arrive "
                                  "redressé dans la zone des Personnages ; il a été joué ce "
                                  "tour-ci.",
    "played_by_effect.stage": "{effect} : {card:le} est joué sans payer son coût et arrive "
                              "redressé dans la zone de Lieu.",
    "why.not_in_trash": "elle n'est plus dans la défausse",
}

PLAY: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
