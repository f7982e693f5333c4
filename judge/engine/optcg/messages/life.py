"""The words of Life cards moved by effects (optcg/life.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(LIFE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

_EN: dict[str, Message] = {
    "life_face_down": "{effect}: {player} turns all the Life cards face down.",
    "would.arrange_life": "look at the Life cards and place them back",
    "life_arranged": "{effect}: {player} looks at all the Life cards and places them back in the "
                     "Life area in the order they choose; a face-up card stays face-up.",
    "life_arranged.to_deck": "{effect}: {player} looks at all the Life cards, places {cards} face "
                             "down on top of the deck and the rest back in the Life area in the "
                             "order they choose; a face-up card stays face-up.",
    "note.life_order_default": "{effect}: the scenario does not say in which order {player} places "
                               "the Life cards back, so the judge kept their order; `picks: [...]` "
                               "on the action names them, top first",
    "effect_damage": "{effect} deals {count} damage to {player}'s Leader: damage by an effect, not "
                     "by an attack, so no [Blocker], Counter, [Banish] or [Double Attack] comes "
                     "into it.",
    "zero_times.deal_damage": "{effect} asks to deal 0 damage: nothing happens.",
    "would.hand_to_life": "add cards from the hand to the Life cards",
    "hand_to_life": "{effect}: {player} puts {cards} from the hand face down on top of the Life "
                    "cards.",
    "zero_times.hand_to_life": "{effect} asks to add 0 cards from the hand to the Life: nothing "
                               "happens.",
    "would.reveal_life": "reveal a Life card",
    "life_revealed": "{effect}: {player} reveals the top Life card, {card} (cost {cost}); it "
                     "stays where it is.",
    "would.life_to_hand": "add Life cards to the hand",
    "would.trash_life": "trash Life cards",
    "would.deck_to_life": "add deck cards to the Life cards",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} adds the top Life card to the hand; this is not damage, so no "
            "[Trigger].",
        other="{effect}: {player} adds the top {count} Life cards to the hand; this is not "
              "damage, so no [Trigger]."),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} has {count} Life card, not more than {wanted}: none is trashed "
            "and none is added.",
        other="{effect}: {player} has {count} Life cards, not more than {wanted}: none is "
              "trashed and none is added."),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} trashes the top Life card; this is not damage, so no [Trigger].",
        other="{effect}: {player} trashes the top {count} Life cards; this is not damage, so no "
              "[Trigger]."),
    "life_moved.life_to_hand.short": "{effect}: {player} adds the top {count} Life cards to "
                                     "the hand (only {count} of the {wanted} asked were left); "
                                     "this is not damage, so no [Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} trashes the top {count} Life cards (only "
                                   "{count} of the {wanted} asked were left); this is not "
                                   "damage, so no [Trigger].",
    "deck_to_life.short": "{effect}: {player} puts the top {count} cards of the deck face down "
                          "on top of the Life cards (only {count} of the {wanted} asked: the "
                          "deck ran out).",
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} puts the top card of the deck face down on top of the Life "
            "cards.",
        other="{effect}: {player} puts the top {count} cards of the deck face down on top of the "
              "Life cards."),
    "zero_times.life_to_hand": "{effect} asks to add 0 Life cards to the hand: nothing happens.",
    "zero_times.trash_life": "{effect} asks to trash 0 Life cards: nothing happens.",
    "zero_times.deck_to_life": "{effect} asks to add 0 cards to the Life: nothing happens.",
    "would.look_at_life": "look at a Life card",
    "life_looked.top": "{effect}: {player} looks at {card}, the top card of {owner}'s Life cards, "
                       "and leaves it on top.",
    "life_looked.bottom": "{effect}: {player} looks at {card}, the top card of {owner}'s Life "
                          "cards, and places it at the bottom of them.",
    "zero_times.look_at_life": "{effect} asks to look at 0 Life cards: nothing happens.",
    "hand_to_life.face_up": "{effect}: {player} puts {cards} from the hand face-up on top of the "
                            "Life cards, the first named on top.",
    "why.none_in_hand_fits": "{player} has no card in the hand that fits",
}

_DE: dict[str, Message] = {
    "life_face_down": "{effect}: {player} dreht alle Lebenskarten verdeckt um.",
    "would.arrange_life": "die Lebenskarten ansehen und zurücklegen",
    "life_arranged": "{effect}: {player} sieht sich alle Lebenskarten an und legt sie in selbst "
                     "gewählter Reihenfolge in den Lebensbereich zurück; eine offene Karte bleibt "
                     "offen.",
    "life_arranged.to_deck": "{effect}: {player} sieht sich alle Lebenskarten an, legt {cards:den} "
                             "verdeckt oben auf das Deck und den Rest in selbst gewählter "
                             "Reihenfolge in den Lebensbereich zurück; eine offene Karte bleibt "
                             "offen.",
    "note.life_order_default": "{effect}: Das Szenario sagt nicht, in welcher Reihenfolge {player} "
                               "die Lebenskarten zurücklegt, also hat der Judge ihre Reihenfolge "
                               "beibehalten; `picks: [...]` in der Aktion nennt sie, die oberste "
                               "zuerst",
    "effect_damage": "{effect} fügt dem Leader von {player} {count} Schaden zu: Schaden durch "
                     "einen Effekt, nicht durch einen Angriff, also spielen [Blocker], Konter, "
                     "[Banish] und [Double Attack] keine Rolle.",
    "zero_times.deal_damage": "{effect} verlangt, 0 Schaden zuzufügen: Nichts geschieht.",
    "would.hand_to_life": "Karten aus der Hand zu den Lebenskarten legen",
    "hand_to_life": "{effect}: {player} legt {cards:den} aus der Hand verdeckt oben auf die "
                    "Lebenskarten.",
    "zero_times.hand_to_life": "{effect} verlangt, 0 Karten aus der Hand zu den Lebenskarten zu "
                               "legen: Nichts geschieht.",
    "would.reveal_life": "eine Lebenskarte aufdecken",
    "life_revealed": "{effect}: {player} deckt die oberste Lebenskarte auf, {card:den} (Kosten "
                     "{cost}); sie bleibt, wo sie ist.",
    "would.life_to_hand": "Lebenskarten auf die Hand nehmen",
    "would.trash_life": "Lebenskarten ablegen",
    "would.deck_to_life": "Karten vom Deck zu den Lebenskarten legen",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} nimmt die oberste Lebenskarte auf die Hand; das ist kein "
            "Schaden, also kein [Trigger].",
        other="{effect}: {player} nimmt die obersten {count} Lebenskarten auf die Hand; das ist "
              "kein Schaden, also kein [Trigger]."),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} hat {count} Lebenskarte, nicht mehr als {wanted}: Keine wird "
            "abgelegt und keine hinzugefügt.",
        other="{effect}: {player} hat {count} Lebenskarten, nicht mehr als {wanted}: Keine "
              "wird abgelegt und keine hinzugefügt."),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} legt die oberste Lebenskarte ab; das ist kein Schaden, also kein "
            "[Trigger].",
        other="{effect}: {player} legt die obersten {count} Lebenskarten ab; das ist kein "
              "Schaden, also kein [Trigger]."),
    "life_moved.life_to_hand.short": "{effect}: {player} nimmt die obersten {count} "
                                     "Lebenskarten auf die Hand (nur {count} der {wanted} "
                                     "verlangten waren übrig); das ist kein Schaden, also kein "
                                     "[Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} legt die obersten {count} Lebenskarten ab "
                                   "(nur {count} der {wanted} verlangten waren übrig); das ist "
                                   "kein Schaden, also kein [Trigger].",
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} legt die oberste Karte des Decks verdeckt oben auf die "
            "Lebenskarten.",
        other="{effect}: {player} legt die obersten {count} Karten des Decks verdeckt oben auf "
              "die Lebenskarten."),
    "deck_to_life.short": "{effect}: {player} legt die obersten {count} Karten des Decks "
                          "verdeckt oben auf die Lebenskarten (nur {count} der {wanted} "
                          "verlangten: Das Deck ist leer).",
    "zero_times.life_to_hand": "{effect} verlangt, 0 Lebenskarten auf die Hand zu nehmen: Nichts "
                               "geschieht.",
    "zero_times.trash_life": "{effect} verlangt, 0 Lebenskarten abzulegen: Nichts geschieht.",
    "zero_times.deck_to_life": "{effect} verlangt, 0 Karten zu den Lebenskarten zu legen: Nichts "
                               "geschieht.",
    "would.look_at_life": "eine Lebenskarte ansehen",
    "life_looked.top": "{effect}: {player} sieht sich {card:den} an, die oberste Lebenskarte von "
                       "{owner}, und lässt sie oben liegen.",
    "life_looked.bottom": "{effect}: {player} sieht sich {card:den} an, die oberste Lebenskarte "
                          "von {owner}, und legt sie unter die Lebenskarten.",
    "zero_times.look_at_life": "{effect} verlangt, 0 Lebenskarten anzusehen: Nichts geschieht.",
    "hand_to_life.face_up": "{effect}: {player} legt {cards} von der Hand offen oben auf die "
                            "Lebenskarten, die zuerst genannte zuoberst.",
    "why.none_in_hand_fits": "{player} hat keine passende Karte auf der Hand",
}

_ES: dict[str, Message] = {
    "life_face_down": "{effect}: {player} pone boca abajo todas sus cartas de Vida.",
    "would.arrange_life": "miraría las cartas de Vida y las devolvería",
    "life_arranged": "{effect}: {player} mira todas sus cartas de Vida y las devuelve al área de "
                     "Vida en el orden que elige; una carta boca arriba sigue boca arriba.",
    "life_arranged.to_deck": "{effect}: {player} mira todas sus cartas de Vida, pone {cards:el} "
                             "boca abajo encima del mazo y devuelve el resto al área de Vida en el "
                             "orden que elige; una carta boca arriba sigue boca arriba.",
    "note.life_order_default": "{effect}: el escenario no dice en qué orden devuelve {player} las "
                               "cartas de Vida, así que el juez mantuvo su orden; `picks: [...]` "
                               "en la acción las nombra, la superior primero",
    "effect_damage": "{effect} inflige {count} de daño al Líder de {player}: es daño de un efecto, "
                     "no de un ataque, así que no intervienen [Blocker], Counters, [Banish] ni "
                     "[Double Attack].",
    "zero_times.deal_damage": "{effect} pide infligir 0 de daño: no ocurre nada.",
    "would.hand_to_life": "añadiría cartas de la mano a la Vida",
    "hand_to_life": "{effect}: {player} pone {cards:el} de la mano boca abajo encima de sus cartas "
                    "de Vida.",
    "zero_times.hand_to_life": "{effect} pide añadir 0 cartas de la mano a la Vida: no ocurre "
                               "nada.",
    "would.reveal_life": "mostraría una carta de Vida",
    "life_revealed": "{effect}: {player} muestra la carta superior de su Vida, {card:el} (coste "
                     "{cost}); se queda donde está.",
    "would.life_to_hand": "añadiría cartas de Vida a la mano",
    "would.trash_life": "mandaría cartas de Vida al Trash",
    "would.deck_to_life": "añadiría cartas del mazo a la Vida",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} añade a la mano la carta de Vida superior; no es daño, así que "
            "no hay [Trigger].",
        other="{effect}: {player} añade a la mano las {count} cartas de Vida superiores; no es "
              "daño, así que no hay [Trigger]."),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} tiene {count} carta de Vida, no más de {wanted}: no se manda "
            "ninguna al Trash ni se añade ninguna.",
        other="{effect}: {player} tiene {count} cartas de Vida, no más de {wanted}: no se "
              "manda ninguna al Trash ni se añade ninguna."),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} manda al Trash la carta de Vida superior; no es daño, así que no "
            "hay [Trigger].",
        other="{effect}: {player} manda al Trash las {count} cartas de Vida superiores; no es "
              "daño, así que no hay [Trigger]."),
    "life_moved.life_to_hand.short": "{effect}: {player} añade a la mano las {count} cartas de "
                                     "Vida superiores (solo quedaban {count} de las {wanted} "
                                     "pedidas); no es daño, así que no hay [Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} manda al Trash las {count} cartas de "
                                   "Vida superiores (solo quedaban {count} de las {wanted} "
                                   "pedidas); no es daño, así que no hay [Trigger].",
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} pone la carta superior del mazo boca abajo encima de sus cartas "
            "de Vida.",
        other="{effect}: {player} pone las {count} cartas superiores del mazo boca abajo encima "
              "de sus cartas de Vida."),
    "deck_to_life.short": "{effect}: {player} pone las {count} cartas superiores del mazo boca "
                          "abajo encima de sus cartas de Vida (solo {count} de las {wanted} "
                          "pedidas: el mazo se agotó).",
    "zero_times.life_to_hand": "{effect} pide añadir 0 cartas de Vida a la mano: no ocurre "
                               "nada.",
    "zero_times.trash_life": "{effect} pide mandar 0 cartas de Vida al Trash: no ocurre nada.",
    "zero_times.deck_to_life": "{effect} pide añadir 0 cartas a la Vida: no ocurre nada.",
    "would.look_at_life": "miraría una carta de Vida",
    "life_looked.top": "{effect}: {player} mira {card:el}, la carta superior de la Vida de "
                       "{owner}, y la deja encima.",
    "life_looked.bottom": "{effect}: {player} mira {card:el}, la carta superior de la Vida de "
                          "{owner}, y la pone debajo de las demás cartas de Vida.",
    "zero_times.look_at_life": "{effect} pide mirar 0 cartas de Vida: no ocurre nada.",
    "hand_to_life.face_up": "{effect}: {player} pone {cards} de la mano boca arriba encima de sus "
                            "cartas de Vida, la primera nombrada encima.",
    "why.none_in_hand_fits": "{player} no tiene en la mano ninguna carta que cumpla",
}

_IT: dict[str, Message] = {
    "life_face_down": "{effect}: {player} gira a faccia in giù tutte le sue carte Vita.",
    "would.arrange_life": "guarderebbe le carte Vita e le rimetterebbe a posto",
    "life_arranged": "{effect}: {player} guarda tutte le sue carte Vita e le rimette nell'area "
                     "Vita nell'ordine che sceglie; una carta scoperta resta scoperta.",
    "life_arranged.to_deck": "{effect}: {player} guarda tutte le sue carte Vita, mette {cards:il} "
                             "a faccia in giù in cima al mazzo e rimette le altre nell'area Vita "
                             "nell'ordine che sceglie; una carta scoperta resta scoperta.",
    "note.life_order_default": "{effect}: lo scenario non dice in quale ordine {player} rimette le "
                               "carte Vita, quindi il giudice ha mantenuto il loro ordine; `picks: "
                               "[...]` nell'azione le nomina, dalla prima in cima",
    "effect_damage": Plural(
        "count",
        one="{effect} infligge {count} danno al Leader di {player}: è un danno da effetto, non da "
            "attacco, quindi [Blocker], Counter, [Banish] e [Double Attack] non c'entrano.",
        other="{effect} infligge {count} danni al Leader di {player}: sono danni da effetto, non "
              "da attacco, quindi [Blocker], Counter, [Banish] e [Double Attack] non c'entrano."),
    "zero_times.deal_damage": "{effect} chiede di infliggere 0 danni: non succede nulla.",
    "would.hand_to_life": "aggiungerebbe carte della mano alle Vite",
    "hand_to_life": "{effect}: {player} mette {cards:il} dalla mano a faccia in giù sopra le sue "
                    "carte Vita.",
    "zero_times.hand_to_life": "{effect} chiede di aggiungere 0 carte della mano alle Vite: non "
                               "succede nulla.",
    "would.reveal_life": "rivelerebbe una carta Vita",
    "life_revealed": "{effect}: {player} rivela la prima carta Vita, {card:il} (costo {cost}); "
                     "resta dov'è.",
    "would.life_to_hand": "aggiungerebbe carte Vita alla mano",
    "would.trash_life": "scarterebbe carte Vita",
    "would.deck_to_life": "aggiungerebbe carte del mazzo alle Vite",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} aggiunge alla mano la carta Vita in cima; non è un danno, quindi "
            "niente [Trigger].",
        other="{effect}: {player} aggiunge alla mano le {count} carte Vita in cima; non è un "
              "danno, quindi niente [Trigger]."),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} ha {count} carta Vita, non più di {wanted}: nessuna viene "
            "scartata e nessuna aggiunta.",
        other="{effect}: {player} ha {count} carte Vita, non più di {wanted}: nessuna viene "
              "scartata e nessuna aggiunta."),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} scarta la carta Vita in cima; non è un danno, quindi niente "
            "[Trigger].",
        other="{effect}: {player} scarta le {count} carte Vita in cima; non è un danno, quindi "
              "niente [Trigger]."),
    "life_moved.life_to_hand.short": "{effect}: {player} aggiunge alla mano le {count} carte "
                                     "Vita in cima (ne restavano solo {count} delle {wanted} "
                                     "richieste); non è un danno, quindi niente [Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} scarta le {count} carte Vita in cima (ne "
                                   "restavano solo {count} delle {wanted} richieste); non è un "
                                   "danno, quindi niente [Trigger].",
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} mette la carta in cima al mazzo coperta sopra le sue carte Vita.",
        other="{effect}: {player} mette le {count} carte in cima al mazzo coperte sopra le sue "
              "carte Vita."),
    "deck_to_life.short": "{effect}: {player} mette le {count} carte in cima al mazzo coperte "
                          "sopra le sue carte Vita (solo {count} delle {wanted} richieste: il "
                          "mazzo è finito).",
    "zero_times.life_to_hand": "{effect} chiede di aggiungere 0 carte Vita alla mano: non "
                               "succede nulla.",
    "zero_times.trash_life": "{effect} chiede di scartare 0 carte Vita: non succede nulla.",
    "zero_times.deck_to_life": "{effect} chiede di aggiungere 0 carte alle Vite: non succede "
                               "nulla.",
    "would.look_at_life": "guarderebbe una carta Vita",
    "life_looked.top": "{effect}: {player} guarda {card:il}, la carta in cima alle Vite di "
                       "{owner}, e la lascia in cima.",
    "life_looked.bottom": "{effect}: {player} guarda {card:il}, la carta in cima alle Vite di "
                          "{owner}, e la mette in fondo alle Vite.",
    "zero_times.look_at_life": "{effect} chiede di guardare 0 carte Vita: non succede nulla.",
    "hand_to_life.face_up": "{effect}: {player} mette {cards} dalla mano a faccia in su in cima "
                            "alle Vite, la prima nominata in cima.",
    "why.none_in_hand_fits": "{player} non ha in mano nessuna carta adatta",
}

_FR: dict[str, Message] = {
    "life_face_down": "{effect} : {player} retourne face cachée toutes ses cartes Vie.",
    "would.arrange_life": "regarderait les cartes Vie et les remettrait en place",
    "life_arranged": "{effect} : {player} regarde toutes ses cartes Vie et les remet dans la zone "
                     "de Vie dans l'ordre de son choix ; une carte face visible reste face "
                     "visible.",
    "life_arranged.to_deck": "{effect} : {player} regarde toutes ses cartes Vie, place {cards:le} "
                             "face cachée au-dessus de son deck et remet les autres dans la zone "
                             "de Vie dans l'ordre de son choix ; une carte face visible reste face "
                             "visible.",
    "note.life_order_default": "{effect} : le scénario ne dit pas dans quel ordre {player} remet "
                               "les cartes Vie, donc le juge a gardé leur ordre ; `picks: [...]` "
                               "sur l'action les nomme, celle du dessus d'abord",
    "effect_damage": Plural(
        "count",
        one="{effect} inflige {count} dégât au Leader de {player} : ce sont des dégâts d'effet, "
            "pas d'attaque, donc ni [Bloqueur], ni Contre, ni [Exil], ni [Double attaque] "
            "n'interviennent.",
        other="{effect} inflige {count} dégâts au Leader de {player} : ce sont des dégâts "
              "d'effet, pas d'attaque, donc ni [Bloqueur], ni Contre, ni [Exil], ni [Double "
              "attaque] n'interviennent."),
    "zero_times.deal_damage": "{effect} demande d'infliger 0 dégât : rien ne se passe.",
    "would.hand_to_life": "ajouterait des cartes de la main aux Vies",
    "hand_to_life": "{effect} : {player} place {cards:le} de sa main face cachée au-dessus de ses "
                    "cartes Vie.",
    "zero_times.hand_to_life": "{effect} demande d'ajouter 0 carte de la main aux Vies : rien ne "
                               "se passe.",
    "would.reveal_life": "révélerait une carte Vie",
    "life_revealed": "{effect} : {player} révèle la carte du dessus de sa Vie, {card:le} (coût "
                     "{cost}) ; elle reste où elle est.",
    "would.life_to_hand": "ajouterait des cartes Vie à la main",
    "would.trash_life": "défausserait des cartes Vie",
    "would.deck_to_life": "ajouterait des cartes du deck aux Vies",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect} : {player} ajoute à sa main la carte Vie du dessus ; ce ne sont pas des "
            "dégâts, donc pas de [Déclenchement].",
        other="{effect} : {player} ajoute à sa main les {count} cartes Vie du dessus ; ce ne "
              "sont pas des dégâts, donc pas de [Déclenchement]."),
    "life_until.kept": Plural(
        "count",
        one="{effect} : {player} a {count} carte Vie, pas plus de {wanted} : aucune n'est "
            "défaussée et aucune n'est ajoutée.",
        other="{effect} : {player} a {count} cartes Vie, pas plus de {wanted} : aucune n'est "
              "défaussée et aucune n'est ajoutée."),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect} : {player} défausse la carte Vie du dessus ; ce ne sont pas des dégâts, "
            "donc pas de [Déclenchement].",
        other="{effect} : {player} défausse les {count} cartes Vie du dessus ; ce ne sont pas "
              "des dégâts, donc pas de [Déclenchement]."),
    "life_moved.life_to_hand.short": "{effect} : {player} ajoute à sa main les {count} cartes "
                                     "Vie du dessus (il n'en restait que {count} sur les "
                                     "{wanted} demandées) ; ce ne sont pas des dégâts, donc pas "
                                     "de [Déclenchement].",
    "life_moved.trash_life.short": "{effect} : {player} défausse les {count} cartes Vie du "
                                   "dessus (il n'en restait que {count} sur les {wanted} "
                                   "demandées) ; ce ne sont pas des dégâts, donc pas de "
                                   "[Déclenchement].",
    "deck_to_life": Plural(
        "count",
        one="{effect} : {player} place la carte du dessus du deck face cachée sur ses cartes "
            "Vie.",
        other="{effect} : {player} place les {count} cartes du dessus du deck face cachée sur "
              "ses cartes Vie."),
    "deck_to_life.short": "{effect} : {player} place les {count} cartes du dessus du deck face "
                          "cachée sur ses cartes Vie (seulement {count} sur les {wanted} "
                          "demandées : le deck est épuisé).",
    "zero_times.life_to_hand": "{effect} demande d'ajouter 0 carte Vie à la main : rien ne se "
                               "passe.",
    "zero_times.trash_life": "{effect} demande de défausser 0 carte Vie : rien ne se passe.",
    "zero_times.deck_to_life": "{effect} demande d'ajouter 0 carte aux Vies : rien ne se passe.",
    "would.look_at_life": "regarderait une carte Vie",
    "life_looked.top": "{effect} : {player} regarde {card:le}, la carte du dessus des Vies de "
                       "{owner}, et la laisse sur le dessus.",
    "life_looked.bottom": "{effect} : {player} regarde {card:le}, la carte du dessus des Vies de "
                          "{owner}, et la place sous ces Vies.",
    "zero_times.look_at_life": "{effect} demande de regarder 0 carte Vie : rien ne se passe.",
    "hand_to_life.face_up": "{effect} : {player} place {cards} de sa main face visible sur le "
                            "dessus de ses Vies, la première nommée au-dessus.",
    "why.none_in_hand_fits": "{player} n'a aucune carte en main qui convienne",
}

LIFE: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
