"""The words of "Activate 1 of these effects (but you can only use each effect of "X" once per
turn)" (options.py, 5-2-6, 5-2-8): an option limited on its own, used for the turn and refused
a second time; each language's catalogue takes them from here (`MESSAGES.update(MODAL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

MODAL: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.option_condition": "Effect {number} of {card} can be chosen only while "
                                    "what it asks first holds, and it does not now.",
        "option.used_once": "{player} cannot choose effect {number} of {card} or of a card "
                            "with its name again this turn.",
        "illegal.option_once_by_name": "{player} already chose effect {number} of {card} or "
                                       "of a card with its name this turn: each of its "
                                       "effects can be chosen only once per turn.",
    },
    "de": {
        "illegal.option_condition": "Effekt {number} {card:vom} kann nur gewählt werden, "
                                    "solange gilt, was er zuerst verlangt, und das ist jetzt "
                                    "nicht der Fall.",
        "option.used_once": "{player} kann Effekt {number} {card:vom} oder einer gleichnamigen "
                            "Karte in diesem Spielzug nicht noch einmal wählen.",
        "illegal.option_once_by_name": "{player} hat Effekt {number} {card:vom} oder einer "
                                       "gleichnamigen Karte in diesem Spielzug schon gewählt: "
                                       "Jeder ihrer Effekte kann nur einmal pro Spielzug "
                                       "gewählt werden.",
    },
    "es": {
        "illegal.option_condition": "El efecto {number} {card:del} solo puede elegirse "
                                    "mientras se cumpla lo que pide primero, y ahora no se "
                                    "cumple.",
        "option.used_once": "{player} no puede volver a elegir este turno el efecto {number} "
                            "{card:del} ni de una carta con su nombre.",
        "illegal.option_once_by_name": "{player} ya eligió este turno el efecto {number} "
                                       "{card:del} o de una carta con el mismo nombre: cada "
                                       "uno de sus efectos solo puede elegirse una vez por "
                                       "turno.",
    },
    "it": {
        "illegal.option_condition": "L'effetto {number} {card:del} si può scegliere solo "
                                    "finché vale ciò che chiede per primo, e ora non vale.",
        "option.used_once": "{player} non può scegliere di nuovo in questo turno l'effetto "
                            "{number} {card:del} o di una carta con il suo nome.",
        "illegal.option_once_by_name": "{player} ha già scelto in questo turno l'effetto "
                                       "{number} {card:del} o di una carta con lo stesso "
                                       "nome: ognuno dei suoi effetti si può scegliere solo "
                                       "una volta per turno.",
    },
    "fr": {
        "illegal.option_condition": "L'effet {number} {card:du} ne peut être choisi que "
                                    "si ce qu'il demande d'abord est vrai, et ce n'est pas le "
                                    "cas maintenant.",
        "option.used_once": "{player} ne peut plus choisir ce tour l'effet {number} {card:du} "
                            "ni d'une carte du même nom.",
        "illegal.option_once_by_name": "{player} a déjà choisi ce tour l'effet {number} "
                                       "{card:du} ou d'une carte du même nom, or chacun de ses "
                                       "effets ne peut être choisi qu'une fois par tour.",
    },
}
