"""The words of counters (counters.py, 4-8): placed on a face-up card, up to the bound its text
prints, removed as a cost, and the ATK a card gains for each; each language's catalogue takes
them from here (`MESSAGES.update(COUNTERS["de"])`). A counter's name is the card's own
("Spell Counter"), quoted as printed."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COUNTERS: dict[str, dict[str, Message]] = {
    "en": {
        "counters_placed": Plural(
            "count", one="{link}: {count} \"{name}\" is placed on {card} ({total} on it now).",
            other="{link}: {count} \"{name}\" are placed on {card} ({total} on it now)."),
        "counters_placed.max": "{link}: {card} can hold at most {most} \"{name}\", so {count} "
                               "more is placed ({total} on it now).",
        "counters_atk": "{card} gains ATK for each \"{name}\" on it ({total}): {atk} ATK now.",
        "would.place_counters": "place {count} \"{name}\"",
        "why.counters_face_up": "counters are placed only on a face-up card on the field",
        "why.counters_other_kind": "that card holds \"{name}\", another kind of counter",
        "illegal.cost_counters": "{card} must remove {count} \"{name}\" from itself to "
                                 "activate this effect, and it has {have}.",
        "cost.counters": "{player} removes {count} \"{name}\" from {card} as the cost of its "
                         "effect ({left} left).",
        "input.ygo.counters_without_kind": "counters on a card need its counter with a name, the "
                                           "kind they are",
        "input.ygo.choose_counters": "a choose step places counters only with do: "
                                     "place_counters, and then names them in counters "
                                     "(their count and name)",
        "input.ygo.counters_over_max": "more counters than the card can hold (at most {most})",
        "illegal.cost_counters_needed": "{card} must have {count} \"{name}\" on it to pay this "
                                        "cost, and it has {have}.",
        "cost.counters_with": "{card} is given up as the cost with {count} \"{name}\" on it; "
                              "they leave the field with it.",
        "target.holds": "that can have a \"{name}\" placed on it",
        "counters_removed": Plural(
            "count", one="{link}: {count} \"{name}\" is removed from {card}.",
            other="{link}: {count} \"{name}\" are removed from {card}."),
        "counters_removed.none": "{link}: there are no counters on the field to remove.",
        "illegal.no_counters_to_remove": "{card} removes counters from the field, and there "
                                         "are none there to remove.",
        "illegal.cost_field_counters": "{card} needs {count} \"{name}\" removed from the field "
                                       "as its cost, and there are {have}.",
        "illegal.cost_field_counters.name": "{card} takes {count} \"{name}\" from the field as its "
                                            "cost, and several cards hold them: the action "
                                            "names in `cost` the cards they are removed from.",
        "cost.field_counters": "{player} removes {count} \"{name}\" from {holder} as the cost of "
                               "{card} ({left} left on it).",
        "counters_placed.none": "{link}: no face-up card on the field can hold a \"{name}\", "
                                "so none is placed.",
        "counters_each_summon": Plural(
            "count", one="That Summon places {count} \"{name}\" on {card} at once, without a "
                         "chain ({total} on it now).",
            other="That Summon places {count} \"{name}\" on {card} at once, without a chain "
                  "({total} on it now)."),
        "counters_each_summon.max": "{card} can hold at most {most} \"{name}\", so that Summon "
                                    "places only {count} more ({total} on it now).",
        "would.place_counters_on": "place {count} \"{name}\" on {card}",
        "counters_placed.none_there": "{link}: there is no such face-up card on the field, so "
                                      "no \"{name}\" is placed.",
        "illegal.no_card_for_counters": "{card} places \"{name}\" on face-up cards on the "
                                        "field, and there is no such card there.",
        "input.ygo.counters_named_monsters": "place_counters_each takes either on: monsters or "
                                             "named, not both",
        "input.ygo.count_counter_kind": "for_each counts counters with what: counters or "
                                        "own_counters and the kind under counter, and only "
                                        "then",
    },
    "de": {
        "counters_placed": "{link}: {count} „{name}“ wird auf {card:den} gelegt (jetzt {total} "
                           "darauf).",
        "counters_placed.max": "{link}: {card:der} kann höchstens {most} „{name}“ haben, also "
                               "werden nur {count} weitere gelegt (jetzt {total} darauf).",
        "counters_atk": "{card:der} erhält für jeden „{name}“ darauf ({total}) ATK: jetzt "
                        "{atk} ATK.",
        "would.place_counters": "{count} „{name}“ legen",
        "why.counters_face_up": "Zählmarken werden nur auf offene Karten auf dem Spielfeld "
                                "gelegt",
        "why.counters_other_kind": "diese Karte trägt „{name}“, eine andere Art von Zählmarke",
        "illegal.cost_counters": "{card:der} muss {count} „{name}“ von sich entfernen, um "
                                 "diesen Effekt zu aktivieren, und hat {have}.",
        "cost.counters": "{player} entfernt {count} „{name}“ {card:vom} als Kosten seines "
                         "Effekts ({left} übrig).",
        "input.ygo.counters_without_kind": "Zählmarken auf einer Karte brauchen ihr counter mit "
                                           "einem name, ihre Art",
        "input.ygo.choose_counters": "ein choose-Schritt legt Zählmarken nur mit do: "
                                     "place_counters und nennt sie dann in counters "
                                     "(Anzahl und name)",
        "input.ygo.counters_over_max": "mehr Zählmarken, als die Karte haben kann (höchstens "
                                       "{most})",
        "illegal.cost_counters_needed": "{card:der} muss {count} „{name}“ haben, um diese "
                                        "Kosten zu bezahlen, und hat {have}.",
        "cost.counters_with": "{card:der} wird mit {count} „{name}“ darauf als Kosten "
                              "verwendet; sie verlassen mit ihr das Spielfeld.",
        "target.holds": "auf die ein „{name}“ gelegt werden kann",
        "counters_removed": "{link}: {count} „{name}“ wird {card:vom} entfernt.",
        "counters_removed.none": "{link}: Auf dem Spielfeld liegen keine Zählmarken, die "
                                 "entfernt werden könnten.",
        "illegal.no_counters_to_remove": "{card:der} entfernt Zählmarken vom Spielfeld, und "
                                         "dort liegen keine.",
        "illegal.cost_field_counters": "{card:der} verlangt als Kosten, {count} „{name}“ vom "
                                       "Spielfeld zu entfernen, und es gibt {have}.",
        "illegal.cost_field_counters.name": "{card:der} entfernt als Kosten {count} „{name}“ vom "
                                            "Spielfeld, und mehrere Karten tragen welche: Die "
                                            "Aktion nennt in `cost` die Karten, von denen sie "
                                            "entfernt werden.",
        "cost.field_counters": "{player} entfernt {count} „{name}“ {holder:vom} als Kosten "
                               "für {card:den} ({left} bleiben darauf).",
        "counters_placed.none": "{link}: Keine offene Karte auf dem Spielfeld kann einen "
                                "„{name}“ haben, also wird keiner gelegt.",
        "counters_each_summon": "Diese Beschwörung legt sofort {count} „{name}“ auf {card:den}, "
                                "ohne Kette (jetzt {total} darauf).",
        "counters_each_summon.max": "{card:der} kann höchstens {most} „{name}“ haben, also legt "
                                    "diese Beschwörung nur {count} weitere (jetzt {total} "
                                    "darauf).",
        "would.place_counters_on": "{count} „{name}“ auf {card:den} legen",
        "counters_placed.none_there": "{link}: Auf dem Spielfeld gibt es keine solche offene "
                                      "Karte, also wird kein „{name}“ gelegt.",
        "illegal.no_card_for_counters": "{card:der} legt „{name}“ auf offene Karten auf dem "
                                        "Spielfeld, und dort gibt es keine solche Karte.",
        "input.ygo.counters_named_monsters": "place_counters_each nimmt entweder on: monsters "
                                             "oder named, nicht beides",
        "input.ygo.count_counter_kind": "for_each zählt Zählmarken mit what: counters oder "
                                        "own_counters und ihrer Art unter counter, und nur "
                                        "dann",
    },
    "es": {
        "counters_placed": "{link}: se pone {count} «{name}» sobre {card:el} (ahora {total}).",
        "counters_placed.max": "{link}: {card:el} puede tener como máximo {most} «{name}», así "
                               "que solo se pone {count} más (ahora {total}).",
        "counters_atk": "{card:el} gana ATK por cada «{name}» que tiene ({total}): ahora "
                        "{atk} ATK.",
        "would.place_counters": "poner {count} «{name}»",
        "why.counters_face_up": "los contadores solo se ponen sobre una carta boca arriba en "
                                "el Campo",
        "why.counters_other_kind": "esa carta tiene «{name}», otro tipo de contador",
        "illegal.cost_counters": "{card:el} debe retirar {count} «{name}» de sí misma para "
                                 "activar este efecto, y tiene {have}.",
        "cost.counters": "{player} retira {count} «{name}» {card:del} como coste de su "
                         "efecto (quedan {left}).",
        "input.ygo.counters_without_kind": "los contadores de una carta necesitan su counter con "
                                           "un name, el tipo que son",
        "input.ygo.choose_counters": "un paso choose pone contadores solo con do: "
                                     "place_counters, y entonces los indica en counters "
                                     "(su número y su name)",
        "input.ygo.counters_over_max": "más contadores de los que la carta puede tener (como "
                                       "máximo {most})",
        "illegal.cost_counters_needed": "{card:el} debe tener {count} «{name}» para pagar "
                                        "este coste, y tiene {have}.",
        "cost.counters_with": "{card:el} se usa como coste con {count} «{name}»; dejan el "
                              "Campo con ella.",
        "target.holds": "sobre la que se puede poner un «{name}»",
        "counters_removed": "{link}: se retira {count} «{name}» {card:del}.",
        "counters_removed.none": "{link}: no hay contadores en el Campo que retirar.",
        "illegal.no_counters_to_remove": "{card:el} retira contadores del Campo, y no hay "
                                         "ninguno que retirar.",
        "illegal.cost_field_counters": "{card:el} pide retirar {count} «{name}» del Campo como "
                                       "coste, y hay {have}.",
        "illegal.cost_field_counters.name": "{card:el} retira {count} «{name}» del Campo como "
                                            "coste, y varias cartas los tienen: la acción indica "
                                            "en `cost` las cartas de las que se retiran.",
        "cost.field_counters": "{player} retira {count} «{name}» {holder:del} como coste "
                               "{card:del} (quedan {left}).",
        "counters_placed.none": "{link}: ninguna carta boca arriba en el Campo puede tener "
                                "un «{name}», así que no se pone ninguno.",
        "counters_each_summon": "Esa Invocación pone de inmediato {count} «{name}» sobre "
                                "{card:el}, sin Cadena (ahora {total}).",
        "counters_each_summon.max": "{card:el} puede tener como máximo {most} «{name}», así que "
                                    "esa Invocación solo pone {count} más (ahora {total}).",
        "would.place_counters_on": "poner {count} «{name}» sobre {card:el}",
        "counters_placed.none_there": "{link}: no hay ninguna carta así boca arriba en el "
                                      "Campo, así que no se pone ningún «{name}».",
        "illegal.no_card_for_counters": "{card:el} pone «{name}» sobre cartas boca arriba en "
                                        "el Campo, y no hay ninguna carta así.",
        "input.ygo.counters_named_monsters": "place_counters_each lleva on: monsters o named, "
                                             "no ambos",
        "input.ygo.count_counter_kind": "for_each cuenta contadores con what: counters u "
                                        "own_counters y su tipo en counter, y solo entonces",
    },
    "fr": {
        "counters_placed": "{link} : {count} « {name} » est placé sur {card:le} ({total} "
                           "maintenant).",
        "counters_placed.max": "{link} : {card:le} peut avoir au plus {most} « {name} », donc "
                               "seulement {count} de plus est placé ({total} maintenant).",
        "counters_atk": "{card:le} gagne de l'ATK pour chaque « {name} » sur lui ({total}) : "
                        "{atk} ATK maintenant.",
        "would.place_counters": "placer {count} « {name} »",
        "why.counters_face_up": "les compteurs ne sont placés que sur une carte face recto sur "
                                "le Terrain",
        "why.counters_other_kind": "cette carte porte des « {name} », une autre sorte de "
                                   "compteur",
        "illegal.cost_counters": "{card:le} doit retirer {count} « {name} » de lui-même pour "
                                 "activer cet effet, et en a {have}.",
        "cost.counters": "{player} retire {count} « {name} » {card:du} comme coût de son "
                         "effet (il en reste {left}).",
        "input.ygo.counters_without_kind": "les compteurs d'une carte demandent son counter avec "
                                           "un name, leur sorte",
        "input.ygo.choose_counters": "une étape choose ne place des compteurs qu'avec do: "
                                     "place_counters, et les indique alors dans counters "
                                     "(leur nombre et leur name)",
        "input.ygo.counters_over_max": "plus de compteurs que la carte ne peut en avoir (au "
                                       "plus {most})",
        "illegal.cost_counters_needed": "{card:le} doit avoir {count} « {name} » pour payer "
                                        "ce coût, et en a {have}.",
        "cost.counters_with": "{card:le} est utilisé comme coût avec {count} « {name} » "
                              "dessus ; ils quittent le Terrain avec lui.",
        "target.holds": "sur laquelle on peut placer un « {name} »",
        "counters_removed": "{link} : {count} « {name} » est retiré {card:du}.",
        "counters_removed.none": "{link} : il n'y a aucun compteur à retirer sur le Terrain.",
        "illegal.no_counters_to_remove": "{card:le} retire des compteurs du Terrain, et il n'y "
                                         "en a aucun à retirer.",
        "illegal.cost_field_counters": "{card:le} demande de retirer {count} « {name} » du "
                                       "Terrain comme coût, et il y en a {have}.",
        "illegal.cost_field_counters.name": "{card:le} retire {count} « {name} » du Terrain "
                                            "comme coût, et plusieurs cartes en portent : "
                                            "l'action nomme dans `cost` les cartes d'où ils "
                                            "sont retirés.",
        "cost.field_counters": "{player} retire {count} « {name} » {holder:du} comme coût "
                               "{card:du} (il en reste {left}).",
        "counters_placed.none": "{link} : aucune carte face recto sur le Terrain ne peut "
                                "avoir de « {name} », donc aucun n'est placé.",
        "counters_each_summon": "Cette Invocation place immédiatement {count} « {name} » sur "
                                "{card:le}, sans Chaîne ({total} maintenant).",
        "counters_each_summon.max": "{card:le} peut avoir au plus {most} « {name} », donc cette "
                                    "Invocation n'en place que {count} de plus ({total} "
                                    "maintenant).",
        "would.place_counters_on": "placer {count} « {name} » sur {card:le}",
        "counters_placed.none_there": "{link} : il n'y a aucune carte face recto de ce genre "
                                      "sur le Terrain, donc aucun « {name} » n'est placé.",
        "illegal.no_card_for_counters": "{card:le} place des « {name} » sur des cartes face "
                                        "recto sur le Terrain, et il n'y en a aucune de ce "
                                        "genre.",
        "input.ygo.counters_named_monsters": "place_counters_each prend soit on: monsters, soit "
                                             "named, pas les deux",
        "input.ygo.count_counter_kind": "for_each compte des compteurs avec what: counters "
                                        "ou own_counters et leur genre sous counter, et "
                                        "seulement alors",
    },
    "it": {
        "counters_placed": "{link}: {count} «{name}» viene posto {card:sul} (ora {total}).",
        "counters_placed.max": "{link}: {card:il} può avere al massimo {most} «{name}», quindi "
                               "ne viene posto solo {count} in più (ora {total}).",
        "counters_atk": "{card:il} guadagna ATK per ogni «{name}» su di sé ({total}): ora "
                        "{atk} ATK.",
        "would.place_counters": "porre {count} «{name}»",
        "why.counters_face_up": "i segnalini si pongono solo su una carta scoperta sul Terreno",
        "why.counters_other_kind": "quella carta ha «{name}», un altro tipo di segnalino",
        "illegal.cost_counters": "{card:il} deve rimuovere {count} «{name}» da sé per attivare "
                                 "questo effetto, e ne ha {have}.",
        "cost.counters": "{player} rimuove {count} «{name}» {card:dal} come costo del suo "
                         "effetto (ne restano {left}).",
        "input.ygo.counters_without_kind": "i segnalini su una carta richiedono il suo counter con "
                                           "un name, il loro tipo",
        "input.ygo.choose_counters": "un passo choose pone segnalini solo con do: "
                                     "place_counters, e allora li indica in counters (il "
                                     "loro numero e il loro name)",
        "input.ygo.counters_over_max": "più segnalini di quanti la carta ne possa avere (al "
                                       "massimo {most})",
        "illegal.cost_counters_needed": "{card:il} deve avere {count} «{name}» per pagare "
                                        "questo costo, e ne ha {have}.",
        "cost.counters_with": "{card:il} viene usato come costo con {count} «{name}»; "
                              "lasciano il Terreno con esso.",
        "target.holds": "su cui si può porre un «{name}»",
        "counters_removed": "{link}: {count} «{name}» viene rimosso {card:dal}.",
        "counters_removed.none": "{link}: non ci sono segnalini sul Terreno da rimuovere.",
        "illegal.no_counters_to_remove": "{card:il} rimuove segnalini dal Terreno, e non ce ne "
                                         "sono da rimuovere.",
        "illegal.cost_field_counters": "{card:il} chiede di rimuovere {count} «{name}» dal "
                                       "Terreno come costo, e ce ne sono {have}.",
        "illegal.cost_field_counters.name": "{card:il} rimuove {count} «{name}» dal Terreno "
                                            "come costo, e più carte ne hanno: l'azione indica "
                                            "in `cost` le carte da cui vengono rimossi.",
        "cost.field_counters": "{player} rimuove {count} «{name}» {holder:dal} come costo "
                               "{card:del} (ne restano {left}).",
        "counters_placed.none": "{link}: nessuna carta scoperta sul Terreno può avere un "
                                "«{name}», quindi non ne viene posto nessuno.",
        "counters_each_summon": "Quell'Evocazione pone subito {count} «{name}» {card:sul}, "
                                "senza Catena (ora {total}).",
        "counters_each_summon.max": "{card:il} può avere al massimo {most} «{name}», quindi "
                                    "quell'Evocazione ne pone solo {count} in più (ora {total}).",
        "would.place_counters_on": "porre {count} «{name}» {card:sul}",
        "counters_placed.none_there": "{link}: non c'è nessuna carta del genere scoperta sul "
                                      "Terreno, quindi non viene posto alcun «{name}».",
        "illegal.no_card_for_counters": "{card:il} pone «{name}» su carte scoperte sul "
                                        "Terreno, e non ce n'è nessuna del genere.",
        "input.ygo.counters_named_monsters": "place_counters_each prende on: monsters oppure "
                                             "named, non entrambi",
        "input.ygo.count_counter_kind": "for_each conta segnalini con what: counters o "
                                        "own_counters e il loro tipo sotto counter, e solo "
                                        "allora",
    },
}
