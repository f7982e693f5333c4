"""The words of negating a Chain Link (chain_negation.py) each language's catalogue takes
from here (`MESSAGES.update(CHAIN_NEGATION["de"])`): negating only an effect (5-3-8), a negated
card that would have stayed going to the Graveyard (5-3-7), and what a negating card's condition
asks of the link (11-3-4), in the terms of each language's cards (annullieren, negar, annuler,
annullare)."""
from __future__ import annotations

from ...core.catalogue import Message

CHAIN_NEGATION: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.negates_other_cards_only": ("{card} negates only another card's activation, "
                                             "and Chain Link {number} is its own."),
        "includes.destroy_on_field": "destroying a card on the field",
        "illegal.needs_battle_phase": ("{card} can be activated only during "
                                       "the Battle Phase, as its text says."),
        "includes.graveyard_to_hand_or_deck": ("adding a card from the Graveyard "
                                               "to the hand, Deck or Extra Deck"),
        "includes.graveyard_summon": "Special Summoning a Monster Card from the Graveyard",
        "includes.graveyard_banish": "banishing a card from the Graveyard",
        "negatable.spell_effect": "a Spell's effect that is not its activation",
        "negatable.trap_effect": "a Trap's effect that is not its activation",
        "includes.deck_to_hand": "adding a card from the Deck to the hand",
        "includes.deck_summon": "Special Summoning from the Deck",
        "includes.deck_to_graveyard": "sending a card from the Deck to the Graveyard",
        "link_effect_negated_by": "{link} negates the effect of Chain Link {number} ({card}); "
                                  "its activation stands.",
        "link.effect_negated": "{link} was activated, but its effect was negated: it does "
                               "nothing.",
        "chain_over.negated_to_graveyard": "The chain is over: the activation of {card} "
                                           "({kind}) was negated, so it goes to {player}'s "
                                           "Graveyard instead of staying on the field.",
        "illegal.negates_opponents_only": "{card} negates only an activation by its player's "
                                          "opponent, and Chain Link {number} ({below}) was "
                                          "activated by {player} themselves: it has nothing to "
                                          "negate.",
        "illegal.negates_not_included": "{card} negates only a card or effect that includes "
                                        "{includes}, and the effect of Chain Link {number} "
                                        "({below}) does none of that when it resolves (a cost "
                                        "does not count): it has nothing to negate.",
    },
    "de": {
        "illegal.negates_other_cards_only": ("{card:der} annulliert nur die Aktivierung einer "
                                             "anderen Karte, und Kettenglied {number} ist "
                                             "seine eigene."),
        "includes.destroy_on_field": "eine Karte auf dem Spielfeld zu zerstören",
        "illegal.needs_battle_phase": ("{card:der} kann, wie sein Text sagt, "
                                       "nur während der Battle Phase aktiviert werden."),
        "includes.graveyard_to_hand_or_deck": ("eine Karte vom Friedhof auf die Hand, "
                                               "ins Deck oder ins Extra Deck zu geben"),
        "includes.graveyard_summon": "eine Spezialbeschwörung einer Monsterkarte vom Friedhof",
        "includes.graveyard_banish": "eine Karte vom Friedhof zu verbannen",
        "negatable.spell_effect": "eines Effekts einer Zauberkarte, der nicht ihre "
                                  "Aktivierung ist",
        "negatable.trap_effect": "eines Effekts einer Fallenkarte, der nicht ihre "
                                 "Aktivierung ist",
        "includes.deck_to_hand": "eine Karte vom Deck auf die Hand zu nehmen",
        "includes.deck_summon": "eine Spezialbeschwörung vom Deck",
        "includes.deck_to_graveyard": "eine Karte vom Deck auf den Friedhof zu legen",
        "link_effect_negated_by": "Das {link} annulliert den Effekt des Kettenglieds {number} "
                                  "({card}); seine Aktivierung bleibt bestehen.",
        "link.effect_negated": "Das {link} wurde aktiviert, aber sein Effekt wurde annulliert: "
                               "Es bewirkt nichts.",
        "chain_over.negated_to_graveyard": "Die Kette ist abgehandelt: Die Aktivierung "
                                           "{card:vom} ({kind}) wurde annulliert, daher kommt "
                                           "die Karte auf den Friedhof von {player}, statt auf "
                                           "dem Spielfeld zu bleiben.",
        "illegal.negates_opponents_only": "{card:der} annulliert nur eine Aktivierung des "
                                          "Gegners seines Spielers, und Kettenglied {number} "
                                          "({below}) hat {player} selbst aktiviert: Es gibt "
                                          "nichts zu annullieren.",
        "illegal.negates_not_included": "{card:der} annulliert nur eine Karte oder einen "
                                        "Effekt, der einschließt, {includes}, und der Effekt "
                                        "von Kettenglied {number} ({below}) tut nichts davon, "
                                        "wenn er abgehandelt wird (Kosten zählen nicht): Es "
                                        "gibt nichts zu annullieren.",
    },
    "es": {
        "illegal.negates_other_cards_only": ("{card:el} solo niega la activación de otra carta, "
                                             "y el Eslabón de Cadena {number} es suyo."),
        "includes.destroy_on_field": "destruir una carta en el Campo",
        "illegal.needs_battle_phase": ("{card:el} solo se puede activar durante "
                                       "la Battle Phase, como dice su texto."),
        "includes.graveyard_to_hand_or_deck": ("añadir una carta del Cementerio a la "
                                               "mano, al Deck o al Deck Extra"),
        "includes.graveyard_summon": ("Invocar de Modo Especial una "
                                      "Carta de Monstruo desde el Cementerio"),
        "includes.graveyard_banish": "desterrar una carta del Cementerio",
        "negatable.spell_effect": "un efecto de una Mágica que no es su activación",
        "negatable.trap_effect": "un efecto de una Trampa que no es su activación",
        "includes.deck_to_hand": "añadir una carta del Deck a la mano",
        "includes.deck_summon": "Invocar de Modo Especial desde el Deck",
        "includes.deck_to_graveyard": "mandar una carta del Deck al Cementerio",
        "link_effect_negated_by": "El {link} niega el efecto del Eslabón de Cadena {number} "
                                  "({card}); su activación se mantiene.",
        "link.effect_negated": "El {link} se activó, pero su efecto fue negado: no hace nada.",
        "chain_over.negated_to_graveyard": "La Cadena terminó: la activación {card:del} "
                                           "({kind}) fue negada, así que va al Cementerio de "
                                           "{player} en vez de permanecer en el Campo.",
        "illegal.negates_opponents_only": "{card:el} solo niega una activación del adversario "
                                          "de su jugador, y el Eslabón de Cadena {number} "
                                          "({below}) lo activó el propio {player}: no tiene "
                                          "nada que negar.",
        "illegal.negates_not_included": "{card:el} solo niega una carta o efecto que incluya "
                                        "{includes}, y el efecto del Eslabón de Cadena {number} "
                                        "({below}) no hace nada de eso al resolverse (un coste "
                                        "no cuenta): no tiene nada que negar.",
    },
    "fr": {
        "illegal.negates_other_cards_only": ("{card:le} n'annule que l'activation d'une autre "
                                             "carte, et le Maillon de la Chaîne {number} est "
                                             "le sien."),
        "includes.destroy_on_field": "détruire une carte sur le Terrain",
        "illegal.needs_battle_phase": ("{card:le} ne peut être activée que pendant "
                                       "la Battle Phase, comme le dit son texte."),
        "includes.graveyard_to_hand_or_deck": ("ajouter une carte depuis le Cimetière à "
                                               "la main, au Deck ou à l'Extra Deck"),
        "includes.graveyard_summon": "Invoquer Spécialement une Carte Monstre depuis le Cimetière",
        "includes.graveyard_banish": "bannir une carte depuis le Cimetière",
        "negatable.spell_effect": "d'un effet de Magie qui n'est pas son activation",
        "negatable.trap_effect": "d'un effet de Piège qui n'est pas son activation",
        "includes.deck_to_hand": "ajouter une carte depuis le Deck à la main",
        "includes.deck_summon": "Invoquer Spécialement depuis le Deck",
        "includes.deck_to_graveyard": "envoyer une carte depuis le Deck au Cimetière",
        "link_effect_negated_by": "Le {link} annule l'effet du Maillon de la Chaîne {number} "
                                  "({card}) ; son activation reste.",
        "link.effect_negated": "Le {link} a été activé, mais son effet a été annulé : il ne "
                               "fait rien.",
        "chain_over.negated_to_graveyard": "La Chaîne est terminée : l'activation "
                                           "{card:du} ({kind}) a été annulée, la carte va donc "
                                           "au Cimetière de {player} au lieu de rester sur le "
                                           "Terrain.",
        "illegal.negates_opponents_only": "{card:le} n'annule qu'une activation de "
                                          "l'adversaire de son joueur, et le Maillon de la "
                                          "Chaîne {number} ({below}) a été activé par {player} "
                                          "lui-même : elle n'a rien à annuler.",
        "illegal.negates_not_included": "{card:le} n'annule qu'une carte ou un effet qui "
                                        "inclut {includes}, et l'effet du Maillon de la Chaîne "
                                        "{number} ({below}) ne fait rien de tel en se résolvant "
                                        "(un coût ne compte pas) : elle n'a rien à annuler.",
    },
    "it": {
        "illegal.negates_other_cards_only": ("{card:il} annulla solo l'attivazione di un'altra "
                                             "carta, e l'Anello della Catena {number} è il suo."),
        "includes.destroy_on_field": "distruggere una carta sul Terreno",
        "illegal.needs_battle_phase": ("{card:il} si può attivare solo durante la "
                                       "Battle Phase, come dice il suo testo."),
        "includes.graveyard_to_hand_or_deck": ("aggiungere una carta dal Cimitero alla "
                                               "mano, al Deck o all'Extra Deck"),
        "includes.graveyard_summon": "Evocare Specialmente una Carta Mostro dal Cimitero",
        "includes.graveyard_banish": "bandire una carta dal Cimitero",
        "negatable.spell_effect": "un effetto di una Magia che non è la sua attivazione",
        "negatable.trap_effect": "un effetto di una Trappola che non è la sua attivazione",
        "includes.deck_to_hand": "aggiungere una carta dal Deck alla mano",
        "includes.deck_summon": "Evocare Specialmente dal Deck",
        "includes.deck_to_graveyard": "mandare una carta dal Deck al Cimitero",
        "link_effect_negated_by": "L'{link} annulla l'effetto dell'Anello della Catena {number} "
                                  "({card}); la sua attivazione resta.",
        "link.effect_negated": "L'{link} è stato attivato, ma il suo effetto è stato annullato: "
                               "non fa nulla.",
        "chain_over.negated_to_graveyard": "La Catena è finita: l'attivazione {card:del} "
                                           "({kind}) è stata annullata, quindi va nel Cimitero "
                                           "di {player} invece di restare sul Terreno.",
        "illegal.negates_opponents_only": "{card:il} annulla solo un'attivazione "
                                          "dell'avversario del suo giocatore, e l'Anello della "
                                          "Catena {number} ({below}) l'ha attivato {player} "
                                          "stesso: non ha nulla da annullare.",
        "illegal.negates_not_included": "{card:il} annulla solo una carta o un effetto che "
                                        "include {includes}, e l'effetto dell'Anello della "
                                        "Catena {number} ({below}) non fa nulla di ciò quando "
                                        "si risolve (un costo non conta): non ha nulla da "
                                        "annullare.",
    },
}
