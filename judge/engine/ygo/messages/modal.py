"""The words of "Activate 1 of these effects (but you can only use each effect of "X" once per
turn)" (options.py, 5-2-6, 5-2-8): an option limited on its own, used for the turn and refused
a second time; and of a card from its player's Deck placed on top of it (deck_top.py, 5-3-14),
which options needed. Each language's catalogue takes them from here
(`MESSAGES.update(MODAL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

MODAL: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.needs_applied_option": "{card} lists {count} effects, one of which its "
                                        "player applies as it resolves: the action's "
                                        "“option” must name the one applied (counted from 0).",
        # "..., also, after that, Set this card face-down instead" (set_again.py, 10-4-12)
        "chain_over.set_again": "The chain is over: {card} ({kind}) is Set face-down again "
                                "instead of going to {player}'s Graveyard; it cannot be "
                                "activated again this turn.",
        # "Apply 1 of these effects": the choice as it resolves (options.py, 5-2-31)
        "option.applied": "As {card} resolves, {player} chooses to apply effect {number} of "
                          "the {count} it lists.",
        "input.ygo.applied_option_chosen_early": "an option applied as the effect resolves "
                                                 "has no target, cost, condition or limit "
                                                 "of its own: those are chosen at activation",
        # a card from the Deck placed on top of it (deck_top.py, 5-3-14)
        "would.fetch.deck_top": "place a card from the Deck on top of it",
        "fetched.deck_top": "{link}: {player} places {card} on top of their Deck.",
        "input.ygo.deck_top_from_deck_only": "a card placed on top of the Deck this way is "
                                             "taken from that Deck only",
        "illegal.option_condition": "Effect {number} of {card} can be chosen only while "
                                    "what it asks first holds, and it does not now.",
        "option.used_once": "{player} cannot choose effect {number} of {card} or of a card "
                            "with its name again this turn.",
        "illegal.option_once_by_name": "{player} already chose effect {number} of {card} or "
                                       "of a card with its name this turn: each of its "
                                       "effects can be chosen only once per turn.",
    },
    "de": {
        "illegal.needs_applied_option": "{card:der} nennt {count} Effekte, von denen der "
                                        "Spieler beim Auflösen einen anwendet: „option“ der "
                                        "Aktion muss den angewendeten nennen (ab 0 gezählt).",
        # "..., also, after that, Set this card face-down instead" (set_again.py, 10-4-12)
        "chain_over.set_again": "Die Kette ist abgehandelt: {card:der} ({kind}) wird wieder "
                                "verdeckt gesetzt, statt auf den Friedhof von {player} zu "
                                "kommen; in diesem Spielzug kann sie nicht erneut aktiviert "
                                "werden.",
        # "Apply 1 of these effects": the choice as it resolves (options.py, 5-2-31)
        "option.applied": "Während {card:der} aufgelöst wird, wählt {player}, Effekt {number} "
                          "der {count} aufgeführten Effekte anzuwenden.",
        "input.ygo.applied_option_chosen_early": "ein Effekt, der erst beim Auflösen gewählt "
                                                 "und angewendet wird, hat kein eigenes Ziel, "
                                                 "keine eigenen Kosten, Bedingungen oder "
                                                 "Beschränkungen: Diese werden beim "
                                                 "Aktivieren gewählt",
        # a card from the Deck placed on top of it (deck_top.py, 5-3-14)
        "would.fetch.deck_top": "eine Karte aus dem Deck oben auf das Deck legen",
        "fetched.deck_top": "{link}: {player} legt {card:den} oben auf das eigene Deck.",
        "input.ygo.deck_top_from_deck_only": "eine Karte, die so oben auf das Deck gelegt "
                                             "wird, kommt nur aus diesem Deck",
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
        "illegal.needs_applied_option": "{card:el} indica {count} efectos, de los que su "
                                        "jugador aplica uno al resolverse: la «option» de la "
                                        "acción debe nombrar el que se aplica (contando desde "
                                        "0).",
        # "..., also, after that, Set this card face-down instead" (set_again.py, 10-4-12)
        "chain_over.set_again": "La Cadena terminó: {card:el} ({kind}) se vuelve a Colocar "
                                "boca abajo en vez de ir al Cementerio de {player}; no se "
                                "puede volver a activar este turno.",
        # "Apply 1 of these effects": the choice as it resolves (options.py, 5-2-31)
        "option.applied": "Al resolverse {card:el}, {player} elige aplicar el efecto {number} "
                          "de los {count} que indica.",
        "input.ygo.applied_option_chosen_early": "un efecto que se elige y se aplica al "
                                                 "resolverse no tiene objetivo, coste, "
                                                 "condición ni límite propios: esos se eligen "
                                                 "al activar",
        # a card from the Deck placed on top of it (deck_top.py, 5-3-14)
        "would.fetch.deck_top": "colocar una carta del Deck en la parte superior del Deck",
        "fetched.deck_top": "{link}: {player} coloca {card:el} en la parte superior de su "
                            "Deck.",
        "input.ygo.deck_top_from_deck_only": "una carta colocada así en la parte superior del "
                                             "Deck solo se toma de ese Deck",
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
        "illegal.needs_applied_option": "{card:il} elenca {count} effetti, uno dei quali "
                                        "viene applicato dal suo giocatore mentre si risolve: "
                                        "la «option» dell'azione deve nominare quello "
                                        "applicato (contando da 0).",
        # "..., also, after that, Set this card face-down instead" (set_again.py, 10-4-12)
        "chain_over.set_again": "La Catena è finita: {card:il} ({kind}) viene di nuovo "
                                "Posizionata coperta invece di andare nel Cimitero di "
                                "{player}; non si può attivare di nuovo in questo turno.",
        # "Apply 1 of these effects": the choice as it resolves (options.py, 5-2-31)
        "option.applied": "Mentre {card:il} si risolve, {player} sceglie di applicare "
                          "l'effetto {number} dei {count} elencati.",
        "input.ygo.applied_option_chosen_early": "un effetto scelto e applicato mentre si "
                                                 "risolve non ha un bersaglio, un costo, una "
                                                 "condizione o un limite propri: questi si "
                                                 "scelgono all'attivazione",
        # a card from the Deck placed on top of it (deck_top.py, 5-3-14)
        "would.fetch.deck_top": "mettere una carta del Deck in cima al Deck",
        "fetched.deck_top": "{link}: {player} mette {card:il} in cima al suo Deck.",
        "input.ygo.deck_top_from_deck_only": "una carta messa così in cima al Deck si prende "
                                             "solo da quel Deck",
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
        "illegal.needs_applied_option": "{card:le} propose {count} effets, dont son joueur "
                                        "applique un lors de sa résolution : l'« option » de "
                                        "l'action doit nommer celui qui est appliqué (en "
                                        "comptant à partir de 0).",
        # "..., also, after that, Set this card face-down instead" (set_again.py, 10-4-12)
        "chain_over.set_again": "La Chaîne est terminée : {card:le} ({kind}) est de nouveau "
                                "Posée face verso au lieu d'aller au Cimetière de {player} ; "
                                "elle ne peut pas être activée de nouveau ce tour.",
        # "Apply 1 of these effects": the choice as it resolves (options.py, 5-2-31)
        "option.applied": "Lors de la résolution {card:du}, {player} choisit d'appliquer "
                          "l'effet {number} parmi les {count} proposés.",
        "input.ygo.applied_option_chosen_early": "un effet choisi et appliqué à la résolution "
                                                 "n'a ni cible, ni coût, ni condition, ni "
                                                 "limite qui lui soient propres : ceux-ci se "
                                                 "choisissent à l'activation",
        # a card from the Deck placed on top of it (deck_top.py, 5-3-14)
        "would.fetch.deck_top": "placer une carte du Deck au-dessus du Deck",
        "fetched.deck_top": "{link} : {player} place {card:le} au-dessus de son Deck.",
        "input.ygo.deck_top_from_deck_only": "une carte placée ainsi au-dessus du Deck ne "
                                             "vient que de ce Deck",
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
