"""The words of power and cost changes (optcg/modifiers.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(MODIFIERS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "would.power": "change the power of a card",
    "would.power.card": "change the power of {card}",
    "would.power_battle.card": "change {card}'s power during this battle",
    "would.set_power_zero": "set a card's power to 0",
    "would.set_power_zero.card": "set the power of {card} to 0",
    "would.cost": "change a cost",
    "power_changed": "{effect} gives {card} {amount:+d} power {duration}: now {power}.",
    "power_changed.negative": "{effect} gives {card} {amount:+d} power {duration}: now {power}. "
                              "Its power is negative, but it stays on the field.",
    "power_zero_already": "{effect} would set {card}'s power to 0, but it is already {power}; "
                          "nothing happens.",
    "power_set_zero": "{effect} sets {card}'s power to 0: it loses {lost} {duration}.",
    "cost_changed": "{effect} changes {card}'s cost by {amount:+d} {duration}: it is now {cost} "
                    "(never below 0).",
}

_DE: dict[str, Message] = {
    "would.power": "die Stärke einer Karte ändern",
    "would.power.card": "die Stärke {card:vom} ändern",
    "would.power_battle.card": "die Stärke {card:vom} während dieses Kampfes ändern",
    "would.set_power_zero": "die Stärke einer Karte auf 0 setzen",
    "would.set_power_zero.card": "die Stärke {card:vom} auf 0 setzen",
    "would.cost": "Kosten ändern",
    "power_changed": "{effect} gibt {card:dem} {duration} {amount:+d} Stärke: jetzt {power}.",
    "power_changed.negative": "{effect} gibt {card:dem} {duration} {amount:+d} Stärke: jetzt "
                              "{power}. Die Stärke ist negativ, aber die Karte bleibt auf dem "
                              "Spielfeld.",
    "power_zero_already": "{effect} würde die Stärke {card:vom} auf 0 setzen, aber sie ist schon "
                          "{power}; nichts geschieht.",
    "power_set_zero": "{effect} setzt die Stärke {card:vom} auf 0: Sie verliert {lost} "
                      "{duration}.",
    "cost_changed": "{effect} ändert die Kosten {card:vom} um {amount:+d} {duration}: jetzt "
                    "{cost} (nie unter 0).",
}

_ES: dict[str, Message] = {
    "would.power": "cambiaría el poder de una carta",
    "would.power.card": "cambiaría el poder {card:del}",
    "would.power_battle.card": "cambiaría el poder {card:del} durante esta batalla",
    "would.set_power_zero": "pondría a 0 el poder de una carta",
    "would.set_power_zero.card": "pondría a 0 el poder {card:del}",
    "would.cost": "cambiaría un coste",
    "power_changed": "{effect} da {amount:+d} de poder {card:al} {duration}: ahora {power}.",
    "power_changed.negative": "{effect} da {amount:+d} de poder {card:al} {duration}: ahora "
                              "{power}. Su poder es negativo, pero sigue en el campo.",
    "power_zero_already": "{effect} pondría a 0 el poder {card:del}, pero ya es {power}; no "
                          "ocurre nada.",
    "power_set_zero": "{effect} pone a 0 el poder {card:del}: pierde {lost} {duration}.",
    "cost_changed": "{effect} cambia el coste {card:del} en {amount:+d} {duration}: ahora es "
                    "{cost} (nunca menos de 0).",
}

_IT: dict[str, Message] = {
    "would.power": "cambierebbe la potenza di una carta",
    "would.power.card": "cambierebbe la potenza {card:del}",
    "would.power_battle.card": "cambierebbe la potenza {card:del} durante questa battaglia",
    "would.set_power_zero": "porterebbe a 0 la potenza di una carta",
    "would.set_power_zero.card": "porterebbe a 0 la potenza {card:del}",
    "would.cost": "cambierebbe un costo",
    "power_changed": "{effect} dà {amount:+d} di potenza {card:al} {duration}: ora {power}.",
    "power_changed.negative": "{effect} dà {amount:+d} di potenza {card:al} {duration}: ora "
                              "{power}. La sua potenza è negativa, ma resta sul terreno.",
    "power_zero_already": "{effect} porterebbe a 0 la potenza {card:del}, ma è già {power}; non "
                          "succede nulla.",
    "power_set_zero": "{effect} porta a 0 la potenza {card:del}: perde {lost} {duration}.",
    "cost_changed": "{effect} cambia il costo {card:del} di {amount:+d} {duration}: ora è {cost} "
                    "(mai sotto 0).",
}

_FR: dict[str, Message] = {
    "would.power": "changerait la puissance d'une carte",
    "would.power.card": "changerait la puissance {card:du}",
    "would.power_battle.card": "changerait la puissance {card:du} pendant ce combat",
    "would.set_power_zero": "mettrait à 0 la puissance d'une carte",
    "would.set_power_zero.card": "mettrait à 0 la puissance {card:du}",
    "would.cost": "changerait un coût",
    "power_changed": "{effect} donne {amount:+d} de puissance {card:au} {duration} : maintenant "
                     "{power}.",
    "power_changed.negative": "{effect} donne {amount:+d} de puissance {card:au} {duration} : "
                              "maintenant {power}. Sa puissance est négative, mais elle reste "
                              "sur le terrain.",
    "power_zero_already": "{effect} mettrait à 0 la puissance {card:du}, mais elle vaut déjà "
                          "{power} ; rien ne se passe.",
    "power_set_zero": "{effect} met à 0 la puissance {card:du} : elle perd {lost} {duration}.",
    "cost_changed": "{effect} change le coût {card:du} de {amount:+d} {duration} : il vaut "
                    "maintenant {cost} (jamais moins de 0).",
}

MODIFIERS: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
