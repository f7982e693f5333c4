"""The words of costs read since (`MESSAGES.update(COST_MORE["de"])`), each language's: an
Equip Card equipped to the card itself (10-4-11), cards shuffled into the Main Deck (5-2-21),
cards counted by their total Levels (5-2-22), a card with a name other than the card's own
(5-2-2), in the terms of each language's cards (ausgerüstet, equipada, équipée, equipaggiata;
Stufen, Niveles, Niveaux, Livelli; gemischt, barajadas, mélangées, mischiate)."""
from __future__ import annotations

from ...core.catalogue import Message

COST_MORE: dict[str, dict[str, Message]] = {
    "en": {
        "cost_cards.equipped": "equipped to this card",
        "cost_cards.main_deck": "not an Extra Deck monster",
        "cost_cards.other_name": "with a name other than this card's",
        "input.ygo.total_levels_alone": "“total_levels” stands alone: without “count”, "
                                        "and not as one of several parts",
        "illegal.cost_total_levels": "To activate {card}, {player} must {do} cards, each "
                                     "{requirement}, whose Levels add up to exactly {total}: "
                                     "the action's “cost” must name such cards.",
        "illegal.cost_total_levels.or_more": "To activate {card}, {player} must {do} cards, "
                                             "each {requirement}, whose Levels add up to "
                                             "{total} or more: the action's “cost” must name "
                                             "such cards.",
        "input.ygo.main_deck_shuffle_only": "“main_deck” is said only of cards shuffled "
                                            "into the Deck (“do: shuffle”)",
    },
    "de": {
        "cost_cards.equipped": "diese Karte ist mit ihr ausgerüstet",
        "cost_cards.main_deck": "kein Monster des Extra Decks",
        "cost_cards.other_name": "mit einem anderen Namen als diese Karte",
        "input.ygo.total_levels_alone": "„total_levels“ steht allein: ohne „count“ und "
                                        "nicht als einer von mehreren Teilen",
        "illegal.cost_total_levels": "Um {card:den} zu aktivieren, muss {player} Karten "
                                     "{do}, jeweils {requirement}, deren Stufen zusammen genau "
                                     "{total} ergeben: „cost“ der Aktion muss solche Karten "
                                     "nennen.",
        "illegal.cost_total_levels.or_more": "Um {card:den} zu aktivieren, muss {player} "
                                             "Karten {do}, jeweils {requirement}, deren Stufen "
                                             "zusammen {total} oder mehr ergeben: „cost“ der "
                                             "Aktion muss solche Karten nennen.",
        "input.ygo.main_deck_shuffle_only": "„main_deck“ gilt nur für Karten, die ins Deck "
                                            "gemischt werden („do: shuffle“)",
    },
    "es": {
        "cost_cards.equipped": "equipada a esta carta",
        "cost_cards.main_deck": "no un monstruo del Deck Extra",
        "cost_cards.other_name": "con un nombre distinto al de esta carta",
        "input.ygo.total_levels_alone": "«total_levels» va solo: sin «count» y no como una "
                                        "de varias partes",
        "illegal.cost_total_levels": "Para activar {card:el}, {player} debe {do} cartas, "
                                     "cada una {requirement}, cuyos Niveles sumen exactamente "
                                     "{total}: el «cost» de la acción debe nombrar esas "
                                     "cartas.",
        "illegal.cost_total_levels.or_more": "Para activar {card:el}, {player} debe {do} "
                                             "cartas, cada una {requirement}, cuyos Niveles "
                                             "sumen {total} o más: el «cost» de la acción debe "
                                             "nombrar esas cartas.",
        "input.ygo.main_deck_shuffle_only": "«main_deck» solo se dice de cartas barajadas "
                                            "en el Deck («do: shuffle»)",
    },
    "it": {
        "cost_cards.equipped": "equipaggiata a questa carta",
        "cost_cards.main_deck": "non un mostro dell'Extra Deck",
        "cost_cards.other_name": "con un nome diverso da quello di questa carta",
        "input.ygo.total_levels_alone": "«total_levels» sta da solo: senza «count» e non "
                                        "come una di più parti",
        "illegal.cost_total_levels": "Per attivare {card:il}, {player} deve {do} carte, "
                                     "ognuna {requirement}, i cui Livelli sommati diano "
                                     "esattamente {total}: il «cost» dell'azione deve "
                                     "nominare tali carte.",
        "illegal.cost_total_levels.or_more": "Per attivare {card:il}, {player} deve {do} "
                                             "carte, ognuna {requirement}, i cui Livelli "
                                             "sommati diano {total} o più: il «cost» "
                                             "dell'azione deve nominare tali carte.",
        "input.ygo.main_deck_shuffle_only": "«main_deck» vale solo per le carte mischiate "
                                            "nel Deck («do: shuffle»)",
    },
    "fr": {
        "cost_cards.equipped": "équipée à cette carte",
        "cost_cards.main_deck": "pas un monstre de l'Extra Deck",
        "cost_cards.other_name": "avec un nom différent de celui de cette carte",
        "input.ygo.total_levels_alone": "« total_levels » va seul : sans « count » et pas "
                                        "comme l'une de plusieurs parties",
        "illegal.cost_total_levels": "Pour activer {card:le}, {player} doit {do} des cartes, "
                                     "chacune {requirement}, dont les Niveaux font "
                                     "exactement {total} au total : le « cost » de l'action "
                                     "doit nommer de telles cartes.",
        "illegal.cost_total_levels.or_more": "Pour activer {card:le}, {player} doit {do} des "
                                             "cartes, chacune {requirement}, dont les Niveaux "
                                             "font {total} ou plus au total : le « cost » de "
                                             "l'action doit nommer de telles cartes.",
        "input.ygo.main_deck_shuffle_only": "« main_deck » ne se dit que de cartes "
                                            "mélangées dans le Deck (« do: shuffle »)",
    },
}
