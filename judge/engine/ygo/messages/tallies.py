"""The words of the amounts counted "for each" card as an effect resolves (tallies.py, 5-3-20),
which each language's catalogue takes from here (`MESSAGES.update(TALLIES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

TALLIES: dict[str, dict[str, Message]] = {
    "en": {
        "tally": Plural("count",
                        zero="{link}: as it resolves, there is no card to count, so the "
                             "amount is 0 and nothing happens.",
                        one="{link}: as it resolves, 1 card is counted ({cards}): {total}.",
                        other="{link}: as it resolves, {count} cards are counted ({cards}): "
                              "{count} × {each} = {total}."),
    },
    "de": {
        "tally": Plural("count",
                        zero="{link}: Bei der Auflösung gibt es keine Karte zu zählen; der "
                             "Betrag ist 0, und es geschieht nichts.",
                        one="{link}: Bei der Auflösung wird 1 Karte gezählt ({cards}): "
                            "{total}.",
                        other="{link}: Bei der Auflösung werden {count} Karten gezählt "
                              "({cards}): {count} × {each} = {total}."),
    },
    "es": {
        "tally": Plural("count",
                        zero="{link}: al resolverse no hay ninguna carta que contar, así que "
                             "la cantidad es 0 y no ocurre nada.",
                        one="{link}: al resolverse se cuenta 1 carta ({cards}): {total}.",
                        other="{link}: al resolverse se cuentan {count} cartas ({cards}): "
                              "{count} × {each} = {total}."),
    },
    "fr": {
        "tally": Plural("count",
                        zero="{link} : à la résolution, il n'y a aucune carte à compter ; le "
                             "montant est de 0 et rien ne se passe.",
                        one="{link} : à la résolution, 1 carte est comptée ({cards}) : "
                            "{total}.",
                        other="{link} : à la résolution, {count} cartes sont comptées "
                              "({cards}) : {count} × {each} = {total}."),
    },
    "it": {
        "tally": Plural("count",
                        zero="{link}: durante la risoluzione non c'è nessuna carta da contare, "
                             "quindi l'ammontare è 0 e non accade nulla.",
                        one="{link}: durante la risoluzione viene contata 1 carta ({cards}): "
                            "{total}.",
                        other="{link}: durante la risoluzione vengono contate {count} carte "
                              "({cards}): {count} × {each} = {total}."),
    },
}
