"""The words of "if" in the middle and "at the end of this turn" (optcg/flow.py), in every language
of the site: each language's catalogue takes its table from here
(`MESSAGES.update(FLOW["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect}: what it says to do at the end of this turn waits for the "
                            "End Phase.",
    "at_end_of_turn.now": "End Phase: {effect} now does what it left for the end of the turn.",
}

_DE: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect}: Was es am Ende dieses Zuges tun lässt, wartet auf die "
                            "Endphase.",
    "at_end_of_turn.now": "Endphase: {effect} tut jetzt, was es für das Ende des Zuges "
                          "aufgehoben hat.",
}

_ES: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect}: lo que manda hacer al final de este turno espera a la "
                            "Fase final.",
    "at_end_of_turn.now": "Fase final: {effect} hace ahora lo que dejó para el final del "
                          "turno.",
}

_IT: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect}: ciò che fa fare alla fine di questo turno attende la "
                            "End Phase.",
    "at_end_of_turn.now": "End Phase: {effect} fa ora ciò che ha lasciato per la fine del "
                          "turno.",
}

_FR: dict[str, Message] = {
    "at_end_of_turn.waits": "{effect} : ce qu'il fait faire à la fin de ce tour attend la "
                            "phase de fin.",
    "at_end_of_turn.now": "Phase de fin : {effect} fait maintenant ce qu'il a laissé pour la "
                          "fin du tour.",
}

FLOW: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
