"""The words of a cost whose count the player chooses as they activate ("banish up to 3 ...",
"Tribute any number of ...", cost_counted.py, 5-2-33) and of an amount counted "for each" card
that cost gave up (done_counts.py), which each language's catalogue takes from here
(`MESSAGES.update(COST_COUNTED["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COST_COUNTED: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.target_count.per_cost": "{card} targets as many cards as its cost gives up "
                                         "({count}): the action's “targets” must name exactly "
                                         "that many.",
        "illegal.cost_up_to": "To activate {card}, {player} must {do} from 1 to {count} cards, "
                              "each {requirement}, as many as they choose: the action's “cost” "
                              "must name between 1 and {count} such cards.",
        "illegal.cost_any_number": "To activate {card}, {player} must {do} 1 or more cards, "
                                   "each {requirement}, as many as they choose: the action's "
                                   "“cost” must name at least one card, and only such cards.",
        "input.ygo.cost_counted_alone": "“up_to” and “any_number” each stand alone: not "
                                        "together, “any_number” without “count”, neither "
                                        "beside “total_levels” nor in a cost of several parts",
        "tally.done.cost": Plural(
            "count",
            zero="{link}: its cost gave up no card, so there is nothing to count: the amount "
                 "is 0 and nothing happens.",
            one="{link}: its cost gave up 1 card ({cards}), counted as it was paid: {total}.",
            other="{link}: its cost gave up {count} cards ({cards}), counted as it was paid: "
                  "{count} × {each} = {total}."),
    },
    "de": {
        "illegal.target_count.per_cost": "{card:der} wählt so viele Karten als Ziel, wie für "
                                         "die Kosten verwendet werden ({count}): „targets“ der "
                                         "Aktion muss genau so viele nennen.",
        "illegal.cost_up_to": "Um {card:den} zu aktivieren, muss {player} 1 bis {count} Karten "
                              "{do}, jeweils {requirement}, so viele wie gewünscht: „cost“ der "
                              "Aktion muss zwischen 1 und {count} solcher Karten nennen.",
        "illegal.cost_any_number": "Um {card:den} zu aktivieren, muss {player} 1 oder mehr "
                                   "Karten {do}, jeweils {requirement}, so viele wie gewünscht: "
                                   "„cost“ der Aktion muss mindestens eine Karte nennen, und "
                                   "nur solche Karten.",
        "input.ygo.cost_counted_alone": "„up_to“ und „any_number“ stehen jeweils allein: nicht "
                                        "zusammen, „any_number“ ohne „count“, keines neben "
                                        "„total_levels“ oder in Kosten aus mehreren Teilen",
        "tally.done.cost": Plural(
            "count",
            zero="{link}: Für die Kosten wurde keine Karte verwendet; es gibt nichts zu zählen, "
                 "der Betrag ist 0, und es geschieht nichts.",
            one="{link}: Für die Kosten wurde 1 Karte verwendet ({cards}), gezählt beim "
                "Bezahlen: {total}.",
            other="{link}: Für die Kosten wurden {count} Karten verwendet ({cards}), gezählt "
                  "beim Bezahlen: {count} × {each} = {total}."),
    },
    "es": {
        "illegal.target_count.per_cost": "{card:el} selecciona como objetivo tantas cartas "
                                         "como usa su coste ({count}): los «targets» de la "
                                         "acción deben nombrar exactamente esa cantidad.",
        "illegal.cost_up_to": "Para activar {card:el}, {player} debe {do} de 1 a {count} "
                              "cartas, cada una de ellas {requirement}, tantas como elija: el "
                              "«cost» de la acción debe nombrar entre 1 y {count} cartas así.",
        "illegal.cost_any_number": "Para activar {card:el}, {player} debe {do} 1 o más cartas, "
                                   "cada una de ellas {requirement}, tantas como elija: el "
                                   "«cost» de la acción debe nombrar al menos una carta, y solo "
                                   "cartas así.",
        "input.ygo.cost_counted_alone": "«up_to» y «any_number» van solos: no juntos, "
                                        "«any_number» sin «count», ninguno junto a "
                                        "«total_levels» ni en un coste de varias partes",
        "tally.done.cost": Plural(
            "count",
            zero="{link}: su coste no usó ninguna carta, así que no hay nada que contar: la "
                 "cantidad es 0 y no ocurre nada.",
            one="{link}: su coste usó 1 carta ({cards}), contada al pagarlo: {total}.",
            other="{link}: su coste usó {count} cartas ({cards}), contadas al pagarlo: "
                  "{count} × {each} = {total}."),
    },
    "fr": {
        "illegal.target_count.per_cost": "{card:le} cible autant de cartes que son coût en "
                                         "utilise ({count}) : les « targets » de l'action "
                                         "doivent en nommer exactement autant.",
        "illegal.cost_up_to": "Pour activer {card:le}, {player} doit {do} de 1 à {count} "
                              "cartes, chacune devant être {requirement}, autant qu'il le "
                              "souhaite : le « cost » de l'action doit en nommer entre 1 et "
                              "{count}.",
        "illegal.cost_any_number": "Pour activer {card:le}, {player} doit {do} 1 carte ou plus, "
                                   "chacune devant être {requirement}, autant qu'il le "
                                   "souhaite : le « cost » de l'action doit en nommer au moins "
                                   "une, et seulement de telles cartes.",
        "input.ygo.cost_counted_alone": "« up_to » et « any_number » vont seuls : pas ensemble, "
                                        "« any_number » sans « count », aucun à côté de "
                                        "« total_levels » ni dans un coût en plusieurs parties",
        "tally.done.cost": Plural(
            "count",
            zero="{link} : aucune carte n'a servi à payer son coût ; il n'y a rien à compter, "
                 "le montant est de 0 et rien ne se passe.",
            one="{link} : 1 carte a servi à payer son coût ({cards}), comptée lors du "
                "paiement : {total}.",
            other="{link} : {count} cartes ont servi à payer son coût ({cards}), comptées lors "
                  "du paiement : {count} × {each} = {total}."),
    },
    "it": {
        "illegal.target_count.per_cost": "{card:il} prende come bersaglio tante carte quante "
                                         "ne usa il suo costo ({count}): i «targets» "
                                         "dell'azione devono nominarne esattamente altrettante.",
        "illegal.cost_up_to": "Per attivare {card:il}, {player} deve {do} da 1 a {count} carte, "
                              "ognuna delle quali dev'essere {requirement}, quante ne sceglie: "
                              "il «cost» dell'azione deve nominarne da 1 a {count}.",
        "illegal.cost_any_number": "Per attivare {card:il}, {player} deve {do} 1 o più carte, "
                                   "ognuna delle quali dev'essere {requirement}, quante ne "
                                   "sceglie: il «cost» dell'azione deve nominarne almeno una, e "
                                   "solo carte così.",
        "input.ygo.cost_counted_alone": "«up_to» e «any_number» stanno da soli: non insieme, "
                                        "«any_number» senza «count», nessuno dei due accanto a "
                                        "«total_levels» né in un costo di più parti",
        "tally.done.cost": Plural(
            "count",
            zero="{link}: il suo costo non ha usato nessuna carta, quindi non c'è nulla da "
                 "contare: l'ammontare è 0 e non accade nulla.",
            one="{link}: il suo costo ha usato 1 carta ({cards}), contata al pagamento: "
                "{total}.",
            other="{link}: il suo costo ha usato {count} carte ({cards}), contate al "
                  "pagamento: {count} × {each} = {total}."),
    },
}
