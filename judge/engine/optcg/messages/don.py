"""The words of DON!! moved by effects (optcg/don.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(DON["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "would.add_don": "add DON!! from the DON!! deck",
    "don_added.short": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost "
                       "area, active (only {count} of the {wanted} asked were left).",
    "don_added.rested.short": "{effect}: {player} adds {count} DON!! from the DON!! deck to the "
                              "cost area, rested (only {count} of the {wanted} asked were "
                              "left).",
    "don_added": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost area, "
                 "active.",
    "don_added.rested": "{effect}: {player} adds {count} DON!! from the DON!! deck to the cost "
                        "area, rested.",
    "would.give_don": "give DON!!",
    "don_given_by_effect": "{effect}: {player} gives {count} rested DON!! to {card}.",
    "don_given_by_effect.short": "{effect}: {player} gives {count} rested DON!! to {card} "
                                 "(only {count} of the {wanted} asked were rested).",
    "don_given_by_effect.opponent": "{effect}: {player} gives {count} of {owner}'s rested "
                                    "DON!! to {card} (they add power only in {owner}'s turn).",
    "don_given_by_effect.opponent.short": "{effect}: {player} gives {count} of {owner}'s "
                                          "rested DON!! to {card} (only {count} of the "
                                          "{wanted} asked were rested; they add power only "
                                          "in {owner}'s turn).",
    "don_set_active": "{effect}: {player} sets {count} DON!! of the cost area as active.",
    "zero_times.add_don": "{effect} asks to add 0 DON!!: nothing happens.",
}

_DE: dict[str, Message] = {
    "would.add_don": "DON!! aus dem DON!!-Deck hinzufügen",
    "don_added": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den "
                 "Kostenbereich.",
    "don_added.rested": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck ruhend in den "
                        "Kostenbereich.",
    "don_added.short": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den "
                       "Kostenbereich (nur {count} der {wanted} verlangten waren übrig).",
    "don_added.rested.short": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck ruhend "
                              "in den Kostenbereich (nur {count} der {wanted} verlangten waren "
                              "übrig).",
    "would.give_don": "DON!! zuweisen",
    "don_given_by_effect": "{effect}: {player} weist {card:dem} {count} ruhende DON!! "
                           "zu.",
    "don_given_by_effect.short": "{effect}: {player} weist {card:dem} {count} ruhende "
                                 "DON!! zu (nur {count} der {wanted} verlangten waren ruhend).",
    "don_given_by_effect.opponent": "{effect}: {player} weist {card:dem} {count} ruhende "
                                    "DON!! von {owner} zu (sie geben nur im Zug von {owner} "
                                    "Kraft).",
    "don_given_by_effect.opponent.short": "{effect}: {player} weist {card:dem} {count} "
                                          "ruhende DON!! von {owner} zu (nur {count} der "
                                          "{wanted} verlangten waren ruhend; sie geben nur im "
                                          "Zug von {owner} Kraft).",
    "don_set_active": "{effect}: {player} stellt {count} DON!! des Kostenbereichs aktiv.",
    "zero_times.add_don": "{effect} verlangt, 0 DON!! hinzuzufügen: Nichts geschieht.",
}

_ES: dict[str, Message] = {
    "would.add_don": "añadiría DON!! del Mazo DON!!",
    "don_added": "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de costes, "
                 "activas.",
    "don_added.rested": "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de "
                        "costes, descansadas.",
    "don_added.short": "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de "
                       "costes, activas (solo quedaban {count} de las {wanted} pedidas).",
    "don_added.rested.short": "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona "
                              "de costes, descansadas (solo quedaban {count} de las {wanted} "
                              "pedidas).",
    "would.give_don": "daría DON!!",
    "don_given_by_effect": "{effect}: {player} da {count} DON!! {count:descansada|descansadas} "
                           "{card:al}.",
    "don_given_by_effect.short": "{effect}: {player} da {count} DON!! "
                                 "{count:descansada|descansadas} {card:al} "
                                 "(solo había {count} descansadas de los {wanted} "
                                 "pedidos).",
    "don_given_by_effect.opponent": "{effect}: {player} da {count} DON!! "
                                    "{count:descansada|descansadas} de "
                                    "{owner} {card:al} (solo dan poder en el turno de "
                                    "{owner}).",
    "don_given_by_effect.opponent.short": "{effect}: {player} da {count} DON!! "
                                          "{count:descansada|descansadas} "
                                          "de {owner} {card:al} (solo había {count} "
                                          "descansadas de los {wanted} pedidos; solo dan "
                                          "poder en el turno de {owner}).",
    "don_set_active": "{effect}: {player} pone activos {count} DON!! de la Zona de costes.",
    "zero_times.add_don": "{effect} pide añadir 0 DON!!: no ocurre nada.",
}

_IT: dict[str, Message] = {
    "would.add_don": "aggiungerebbe DON!! dal Mazzo DON!!",
    "don_added": "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona Costi, "
                 "attive.",
    "don_added.rested": "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona "
                        "Costi, affaticate.",
    "don_added.short": "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona "
                       "Costi, attive (ne restavano solo {count} delle {wanted} richieste).",
    "don_added.rested.short": "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla "
                              "Zona Costi, affaticate (ne restavano solo {count} delle {wanted} "
                              "richieste).",
    "would.give_don": "assegnerebbe DON!!",
    "don_given_by_effect": "{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} "
                           "{card:al}.",
    "don_given_by_effect.short": "{effect}: {player} assegna {count} DON!! "
                                 "{count:affaticata|affaticate} "
                                 "{card:al} (ne erano affaticate solo {count} delle {wanted} "
                                 "richieste).",
    "don_given_by_effect.opponent": "{effect}: {player} assegna {count} DON!! "
                                    "{count:affaticata|affaticate} "
                                    "di {owner} {card:al} (danno forza solo nel turno di "
                                    "{owner}).",
    "don_given_by_effect.opponent.short": "{effect}: {player} assegna {count} DON!! "
                                          "{count:affaticata|affaticate} di {owner} {card:al} (ne "
                                          "erano "
                                          "affaticate solo {count} delle {wanted} richieste; "
                                          "danno forza solo nel turno di {owner}).",
    "don_set_active": "{effect}: {player} rende attive {count} DON!! della Zona Costi.",
    "zero_times.add_don": "{effect} chiede di aggiungere 0 DON!!: non succede nulla.",
}

_FR: dict[str, Message] = {
    "would.add_don": "ajouterait des DON!! depuis le deck DON!!",
    "don_added": "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, "
                 "redressées.",
    "don_added.rested": "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de "
                        "coût, épuisées.",
    "don_added.short": "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de "
                       "coût, redressées (il n'en restait que {count} sur les {wanted} "
                       "demandées).",
    "don_added.rested.short": "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone "
                              "de coût, épuisées (il n'en restait que {count} sur les {wanted} "
                              "demandées).",
    "would.give_don": "donnerait des DON!!",
    "don_given_by_effect": "{effect} : {player} donne {count} DON!! {count:épuisée|épuisées} "
                           "{card:au}.",
    "don_given_by_effect.short": "{effect} : {player} donne {count} DON!! {count:épuisée|épuisées} "
                                 "{card:au} (seules {count} des {wanted} demandées étaient "
                                 "épuisées).",
    "don_given_by_effect.opponent": "{effect} : {player} donne {count} DON!! "
                                    "{count:épuisée|épuisées} de "
                                    "{owner} {card:au} (elles ne donnent de puissance qu'au "
                                    "tour de {owner}).",
    "don_given_by_effect.opponent.short": "{effect} : {player} donne {count} DON!! "
                                          "{count:épuisée|épuisées} "
                                          "de {owner} {card:au} (seules {count} des {wanted} "
                                          "demandées étaient épuisées ; elles ne donnent de "
                                          "puissance qu'au tour de {owner}).",
    "don_set_active": "{effect} : {player} redresse {count} DON!! de la zone de coût.",
    "zero_times.add_don": "{effect} demande d'ajouter 0 DON!! : rien ne se passe.",
}

DON: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
