"""The words of rested and active (optcg/states.py), in every language of the site: each language's
catalogue takes its table from here (`MESSAGES.update(STATES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "would.rest": "rest a card",
    "would.rest.card": "rest {card}",
    "would.set_active": "set a card active",
    "would.set_active.card": "set {card} active",
    "already.rest": "{effect} would rest {card}, which already is; nothing changes.",
    "already.set_active": "{effect} would set {card} active, which already is; nothing changes.",
    "state_changed.rest": "{effect} rests {card}.",
    "state_changed.set_active": "{effect} sets {card} active.",
}

_DE: dict[str, Message] = {
    "would.rest": "eine Karte ruhend stellen",
    "would.rest.card": "{card:den} ruhend stellen",
    "would.set_active": "eine Karte aktiv stellen",
    "would.set_active.card": "{card:den} aktiv stellen",
    "already.rest": "{effect} würde {card:den} ruhend stellen, aber die Karte ist es schon; nichts "
                    "ändert sich.",
    "already.set_active": "{effect} würde {card:den} aktiv stellen, aber die Karte ist es schon; "
                          "nichts ändert sich.",
    "state_changed.rest": "{effect} stellt {card:den} ruhend.",
    "state_changed.set_active": "{effect} stellt {card:den} aktiv.",
}

_ES: dict[str, Message] = {
    "would.rest": "descansaría una carta",
    "would.rest.card": "descansaría {card:el}",
    "would.set_active": "pondría activa una carta",
    "would.set_active.card": "pondría {card:activo|activa} {card:el}",
    "already.rest": "{effect} descansaría {card:el}, pero ya está {card:descansado|descansada}; "
                    "no cambia nada.",
    "already.set_active": "{effect} pondría {card:activo|activa} {card:el}, pero ya lo está; no "
                          "cambia nada.",
    "state_changed.rest": "{effect} descansa {card:el}.",
    "state_changed.set_active": "{effect} pone {card:activo|activa} {card:el}.",
}

_IT: dict[str, Message] = {
    "would.rest": "affaticherebbe una carta",
    "would.rest.card": "affaticherebbe {card:il}",
    "would.set_active": "renderebbe attiva una carta",
    "would.set_active.card": "renderebbe attivo {card:il}",
    "already.rest": "{effect} affaticherebbe {card:il}, che lo è già; non cambia nulla.",
    "already.set_active": "{effect} renderebbe attivo {card:il}, che lo è già; non cambia nulla.",
    "state_changed.rest": "{effect} affatica {card:il}.",
    "state_changed.set_active": "{effect} rende attivo {card:il}.",
}

_FR: dict[str, Message] = {
    "would.rest": "épuiserait une carte",
    "would.rest.card": "épuiserait {card:le}",
    "would.set_active": "redresserait une carte",
    "would.set_active.card": "redresserait {card:le}",
    "already.rest": "{effect} épuiserait {card:le}, qui l'est déjà ; rien ne change.",
    "already.set_active": "{effect} redresserait {card:le}, qui l'est déjà ; rien ne change.",
    "state_changed.rest": "{effect} épuise {card:le}.",
    "state_changed.set_active": "{effect} redresse {card:le}.",
}

STATES: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
