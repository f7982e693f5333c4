"""The words of a card an effect Sets that can be activated the same turn ("It can be activated
this turn.", setting.make_ready, 10-3-2), which each language's catalogue takes from here
(`MESSAGES.update(SET_CARDS["de"])`), in the terms of each language's cards (setzen,
colocar, poser, posizionare)."""
from __future__ import annotations

from ...core.catalogue import Message

SET_CARDS: dict[str, dict[str, Message]] = {
    "en": {
        "set.ready": "{link}: as the effect says, {card} can be activated this turn, although "
                     "it was Set this turn.",
        "input.ygo.ready_set_only": "only a card Set by the effect can be activated the same "
                                    "turn: give ready only with to: set",
    },
    "de": {
        "set.ready": "{link}: Wie der Effekt besagt, darf man {card:den} bereits in diesem "
                     "Spielzug aktivieren, obwohl die Karte in diesem Spielzug gesetzt wurde.",
        "input.ygo.ready_set_only": "nur eine durch den Effekt gesetzte Karte kann im selben "
                                    "Spielzug aktiviert werden: ready nur mit to: set angeben",
    },
    "es": {
        "set.ready": "{link}: como dice el efecto, se puede activar {card:el} este turno, "
                     "aunque la carta se Colocó este turno.",
        "input.ygo.ready_set_only": "solo una carta Colocada por el efecto puede activarse el "
                                    "mismo turno: indica ready solo con to: set",
    },
    "fr": {
        "set.ready": "{link} : comme le dit l'effet, on peut activer {card:le} ce tour, bien "
                     "que la carte ait été Posée ce tour.",
        "input.ygo.ready_set_only": "seule une carte Posée par l'effet peut être activée le "
                                    "même tour : indiquez ready seulement avec to: set",
    },
    "it": {
        "set.ready": "{link}: come dice l'effetto, si può attivare {card:il} in questo turno, "
                     "anche se la carta è stata Posizionata in questo turno.",
        "input.ygo.ready_set_only": "solo una carta Posizionata dall'effetto può essere "
                                    "attivata nello stesso turno: indica ready solo con to: set",
    },
}
