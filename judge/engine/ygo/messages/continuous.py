"""The words of Continuous Effects that change ATK and DEF (continuous.py, 5-1-1), which each
language's catalogue takes from here (`MESSAGES.update(CONTINUOUS["de"])`), in the terms of
each language's cards (Dauereffekt, Efecto Continuo, Effet Continu, Effetto Continuo)."""
from __future__ import annotations

from ...core.catalogue import Message

CONTINUOUS: dict[str, dict[str, Message]] = {
    "en": {
        "stats.continuous": "{card} has {atk} ATK and {defense} DEF, counting the Continuous "
                            "Effects of {cards} ({atk_change:+d} ATK, {def_change:+d} DEF).",
    },
    "de": {
        "stats.continuous": "{card:der} hat ATK {atk} und DEF {defense}, mitgerechnet die "
                            "Dauereffekte von {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
    "es": {
        "stats.continuous": "La carta {card:el} tiene {atk} de ATK y {defense} de DEF, contando "
                            "los Efectos Continuos de {cards} ({atk_change:+d} de ATK, "
                            "{def_change:+d} de DEF).",
    },
    "fr": {
        "stats.continuous": "La carte {card:le} a ATK {atk} et DEF {defense}, en comptant les "
                            "Effets Continus de {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
    "it": {
        "stats.continuous": "La carta {card:il} ha ATK {atk} e DEF {defense}, contando gli "
                            "Effetti Continui di {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
}
