"""The words of an Event's [Main] used by another card's effect (optcg/event_use.py), in
every language of the site: each language's catalogue takes its table from here
(`MESSAGES.update(EVENT_USE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "would.activate_event": "activate an Event",
    "would.activate_event.card": "activate {card}",
    "why.no_main": "{card} has no [Main] effect to activate so",
    "why.event_cost_unpaid": "the activation cost of {card}'s [Main] cannot be paid",
    "event_activated_by_effect": "{effect}: {player} activates the [Main] of {card} from the "
                                 "hand without paying the card's cost; it goes to the trash.",
}

_DE: dict[str, Message] = {
    "would.activate_event": "ein Ereignis aktivieren",
    "would.activate_event.card": "{card:den} aktivieren",
    "why.no_main": "{card:der} hat keinen [Main]-Effekt, der so aktiviert werden könnte",
    "why.event_cost_unpaid": "die Aktivierungskosten des [Main] {card:vom} können nicht "
                             "bezahlt werden",
    "event_activated_by_effect": "{effect}: {player} aktiviert das [Main] {card:vom} aus der "
                                 "Hand, ohne die Kosten der Karte zu bezahlen; sie wird "
                                 "abgelegt.",
}

_ES: dict[str, Message] = {
    "would.activate_event": "activaría un Evento",
    "would.activate_event.card": "activaría {card:el}",
    "why.no_main": "{card:el} no tiene un efecto [Main] que activar así",
    "why.event_cost_unpaid": "no se puede pagar el coste de activación del [Main] {card:del}",
    "event_activated_by_effect": "{effect}: {player} activa el [Main] {card:del} desde la mano "
                                 "sin pagar el coste de la carta; va al Trash.",
}

_IT: dict[str, Message] = {
    "would.activate_event": "attiverebbe un Evento",
    "would.activate_event.card": "attiverebbe {card:il}",
    "why.no_main": "{card:il} non ha un effetto [Main] da attivare così",
    "why.event_cost_unpaid": "il costo di attivazione del [Main] {card:del} non si può pagare",
    "event_activated_by_effect": "{effect}: {player} attiva il [Main] {card:del} dalla mano "
                                 "senza pagare il costo della carta; va negli scarti.",
}

_FR: dict[str, Message] = {
    "would.activate_event": "activerait un Événement",
    "would.activate_event.card": "activerait {card:le}",
    "why.no_main": "{card:le} n'a pas d'effet [Main] à activer ainsi",
    "why.event_cost_unpaid": "le coût d'activation du [Main] {card:du} ne peut pas être payé",
    "event_activated_by_effect": "{effect} : {player} active le [Main] {card:du} depuis sa "
                                 "main sans payer le coût de la carte ; elle va à la défausse.",
}

EVENT_USE: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT,
                                             "fr": _FR}
