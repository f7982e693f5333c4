"""The words of Life cards moved by effects (optcg/life.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(LIFE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

_EN: dict[str, Message] = {
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
    "would.hand_to_life": "add cards from the hand to the Life cards",
    "hand_to_life": "{effect}: {player} puts {cards} from the hand face down on top of the Life "
                    "cards, the first named on top.",
    "zero_times.hand_to_life": "{effect} asks to add 0 cards from the hand to the Life: nothing "
                               "happens.",
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
    "would.hand_to_life": "Karten von der Hand zu den Lebenskarten legen",
    "hand_to_life": "{effect}: {player} legt {cards} von der Hand verdeckt oben auf die "
                    "Lebenskarten, die zuerst genannte zuoberst.",
    "zero_times.hand_to_life": "{effect} verlangt, 0 Karten von der Hand zu den Lebenskarten zu "
                               "legen: Nichts geschieht.",
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
    "would.hand_to_life": "añadiría cartas de la mano a la Vida",
    "hand_to_life": "{effect}: {player} pone {cards} de la mano boca abajo encima de sus cartas "
                    "de Vida, la primera nombrada encima.",
    "zero_times.hand_to_life": "{effect} pide añadir 0 cartas de la mano a la Vida: no ocurre "
                               "nada.",
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
    "would.hand_to_life": "aggiungerebbe carte della mano alle Vite",
    "hand_to_life": "{effect}: {player} mette {cards} dalla mano a faccia in giù in cima alle "
                    "Vite, la prima nominata in cima.",
    "zero_times.hand_to_life": "{effect} chiede di aggiungere 0 carte della mano alle Vite: non "
                               "succede nulla.",
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
    "would.hand_to_life": "ajouterait des cartes de la main aux Vies",
    "hand_to_life": "{effect} : {player} place {cards} de sa main face cachée sur le dessus de "
                    "ses Vies, la première nommée au-dessus.",
    "zero_times.hand_to_life": "{effect} demande d'ajouter 0 carte de la main aux Vies : rien ne "
                               "se passe.",
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
