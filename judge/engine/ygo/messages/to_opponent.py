"""The words of a monster Special Summoned by its own procedure to the opponent's field by
Tributing a monster they control (the Kaiju, procedures.py, 8-4-13), which each language's
catalogue takes from here (`MESSAGES.update(TO_OPPONENT["de"])`), in the terms of each
language's cards (Spielfeld des Gegners, Campo de tu adversario, Terrain de votre adversaire,
Terreno del tuo avversario)."""
from __future__ import annotations

from ...core.catalogue import Message

TO_OPPONENT: dict[str, dict[str, Message]] = {
    "en": {
        "cost_cards.where.opponent_field": "on your opponent's field",
        "procedure_summoned_to_opponent": "{player} Special Summons {card} from {zone} to "
                                          "{opponent}'s field in {position} by the procedure "
                                          "its own text gives: {opponent} controls it now, "
                                          "{player} still owns it. It is not activated and "
                                          "starts no chain.",
        "input.ygo.opponents_tribute_only": "“opponents” goes with “do: tribute” from the "
                                            "field only: monsters the opponent controls.",
    },
    "de": {
        "cost_cards.where.opponent_field": "auf der Spielfeldseite deines Gegners",
        "procedure_summoned_to_opponent": "{player} beschwört {card:den} aus {zone} als "
                                          "Spezialbeschwörung in {position} auf das Spielfeld "
                                          "von {opponent}, wie sein eigener Text es erlaubt: "
                                          "{opponent} kontrolliert es jetzt, Besitzer bleibt "
                                          "{player}. Das ist keine Aktivierung und beginnt "
                                          "keine Kette.",
        "input.ygo.opponents_tribute_only": "„opponents“ gehört zu „do: tribute“ und nur vom "
                                            "Spielfeld: Monster, die der Gegner kontrolliert.",
    },
    "es": {
        "cost_cards.where.opponent_field": "en el Campo de tu adversario",
        "procedure_summoned_to_opponent": "{player} Invoca de Modo Especial {card:el} desde "
                                          "{zone} al Campo de {opponent} en {position} por el "
                                          "procedimiento que da su propio texto: ahora lo "
                                          "controla {opponent}, pero su dueño sigue siendo "
                                          "{player}. No se activa y no empieza ninguna cadena.",
        "input.ygo.opponents_tribute_only": "«opponents» va con «do: tribute» y solo desde el "
                                            "Campo: monstruos que controla el adversario.",
    },
    "fr": {
        "cost_cards.where.opponent_field": "sur le Terrain de votre adversaire",
        "procedure_summoned_to_opponent": "{player} Invoque Spécialement {card:le} depuis "
                                          "{zone} sur le Terrain de {opponent} en {position} "
                                          "par la procédure que donne son propre texte : "
                                          "{opponent} le contrôle désormais, {player} en reste "
                                          "le propriétaire. Elle n'est pas activée et ne "
                                          "commence aucune chaîne.",
        "input.ygo.opponents_tribute_only": "« opponents » va avec « do: tribute » et depuis le "
                                            "Terrain seulement : des monstres que contrôle "
                                            "l'adversaire.",
    },
    "it": {
        "cost_cards.where.opponent_field": "sul Terreno del tuo avversario",
        "procedure_summoned_to_opponent": "{player} Evoca Specialmente {card:il} {zone:dal} "
                                          "sul Terreno di {opponent} in {position} con la "
                                          "procedura data dal suo testo: ora lo controlla "
                                          "{opponent}, ma il proprietario resta {player}. Non "
                                          "viene attivata e non inizia nessuna catena.",
        "input.ygo.opponents_tribute_only": "«opponents» va con «do: tribute» e solo dal "
                                            "Terreno: mostri controllati dall'avversario.",
    },
}
