"""One Piece Card Game events in French, with the names of the glossary's French terms."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .tables import words

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": "{card} ({power} ; ses {count} DON!! {count:donnée|données} "
                             "n'ajoutent de "
                             "puissance que pendant le tour de {owner}, pas maintenant)",
    "card_with_cost": "{card} (coût {cost})",
    "card_with_cost_and_activation": "{card} (coût {cost}) avec son coût d'activation de "
                                     "{count} DON!!",
    "effect_of": "{timing} {card:du}",
    "power.printed": "imprimée",
    "power.static": "effet permanent",
    "power.counter": "Contre",
    "power.from_don": "par {count} DON!!",
    "power.from_card": "par {card:le}",
    "power.from_effect": "par un effet",
    "timing.on_play": "[Jouée]",
    "timing.when_attacking": "[En attaquant]",
    "timing.on_block": "[En bloquant]",
    "timing.on_opponents_attack": "[Attaque adverse]",
    "timing.on_ko": "[En cas de KO]",
    "timing.end_of_your_turn": "[Fin de votre tour]",
    "timing.activate_main": "[Activation : Principale]",
    "timing.main": "[Principale]",
    "timing.counter": "[Contre]",
    "timing.trigger": "[Déclenchement]",
    "zone.leader": "la zone du Leader",
    "zone.characters": "la zone des Personnages",
    "zone.stage": "la zone de Lieu",
    "zone.hand": "la main",
    "zone.deck": "le deck",
    "zone.life": "la zone de Vie",
    "zone.trash": "la défausse",
    "zone.limbo": "aucune zone (un [Déclenchement] révélé)",
    "duration.battle": "pendant ce combat",
    "duration.turn": "pendant ce tour",
    "duration.until_next_turn": "jusqu'au début du prochain tour de son contrôleur",
    "note.given_don_return": Plural(
        "count", one=" ; sa DON!! donnée retourne épuisée dans la zone de coût",
        other=" ; ses {count} DON!! {count:donnée|données} retournent épuisées dans la zone de "
              "coût"),
    "attack_declared": "{attacker:le} s'épuise et attaque {target:le}.",
    "no_block": "{player} ne bloque pas.",
    "blocked": "{player} active [Bloqueur] : {blocker:le} s'épuise et prend la place "
               "{attacked:du} comme carte attaquée.",
    "pass_after_battle": "{player} passe ; le combat était déjà terminé, donc rien ne se passe.",
    "counter_used": "{player} défausse {card:le} de sa main pour son Contre de {amount} : "
                    "{target:le} "
                    "a maintenant {power} pendant ce combat.",
    "counter_event_used": "{player} épuise {count} DON!! et défausse {card:le} pour activer son "
                          "[Contre].",
    "counter_event_used.free": "{player} défausse {card:le} pour activer son [Contre], qui ne "
                               "coûte "
                               "rien.",
    "counter_step_ends.pass": "{player} passe : l'étape de contre se termine.",
    "counter_step_ends.no_more": "{player} n'utilise plus de Contre : l'étape de contre se "
                                 "termine.",
    "battle_card_moved.attack": "À la fin de l'étape d'attaque, {card:le} a quitté la zone d'où "
                                "elle combattait : le combat passe à la fin du combat sans "
                                "dégâts.",
    "battle_card_moved.block": "À la fin de l'étape de blocage, {card:le} a quitté la zone d'où "
                               "elle combattait : le combat passe à la fin du combat sans "
                               "dégâts.",
    "battle_card_moved.counter": "À la fin de l'étape de contre, {card:le} a quitté la zone d'où "
                                 "elle combattait : le combat passe à la fin du combat sans "
                                 "dégâts.",
    "battle_lost": "Étape de dégâts : {attacker:le} a moins de puissance que {target:le}, "
                   "donc l'attaque échoue et rien ne se passe.",
    "battle_won": "Étape de dégâts : {attacker:le} bat {target:le}, donc l'attaque réussit.",
    "battle_tied": "Étape de dégâts : {attacker:le} égale {target:le} ; l'égalité profite à "
                   "l'attaquant, donc l'attaque réussit.",
    "damage_at_zero_life": "{player} a 0 carte Vie au moment où les dégâts sont déterminés : "
                           "les subir est une condition de défaite pour {player}.",
    "double_attack": "[Double attaque] : le Leader de {player} subit 2 dégâts au lieu de 1, une "
                     "carte Vie à la fois.",
    "damage_no_life_left": "Le dégât {number} sur {total} ne trouve plus de carte Vie, donc rien "
                           "de plus ne se passe : {player} ne perdrait que sur un dégât "
                           "déterminé sans carte Vie.",
    "banished_life": "[Exil] : la carte Vie du dessus de {player} ({card}) va dans la défausse "
                     "au lieu de la main, et aucun [Déclenchement] ne peut être activé.",
    "life_to_hand": "{player} ajoute à sa main la carte Vie du dessus ({card}).",
    "trigger_not_decided": "La carte Vie du dessus de {player}, {card:le}, a un [Déclenchement], "
                           "mais aucune décision ne suit, donc {player} y renonce et ajoute la "
                           "carte à sa main.",
    "trigger_declined": "{player} choisit de ne pas activer le [Déclenchement] {card:du} et "
                        "l'ajoute à sa main sans la révéler.",
    "trigger_cannot_activate": "{player} ne peut pas activer le [Déclenchement] {card:du} "
                               "({reason}) ; la carte va dans sa main.",
    "trigger_activated": "{player} révèle {card:le} et active son [Déclenchement] au lieu de "
                         "l'ajouter à sa main ; le traitement des dégâts attend sa résolution.",
    "trigger_trashed": "{card:le} va dans la défausse de {player} une fois son [Déclenchement] "
                       "résolu.",
    "battle_end": "Fin du combat : la partie revient à la phase principale.",
    "battle_end.effects_end": "Fin du combat : les effets qui duraient pendant ce combat "
                              "prennent fin ; la partie revient à la phase principale.",
    "knocked_out.battle": "Ayant perdu le combat, {card:le} est mis KO et va dans la défausse de "
                          "{owner}{don_note}.",
    "don_given": "{player} donne {count} DON!! {card:au} ; chaque DON!! donnée ajoute 1000 de "
                 "puissance pendant le tour de {player} : maintenant {power}.",
    "played": "{player} révèle {card:le} et épuise {count} DON!! pour payer son coût.",
    "played.free": "{player} révèle {card:le}, qui ne coûte rien à jouer.",
    "entered.character": "{card:le} arrive redressé dans la zone des Personnages ; il a été joué "
                         "ce tour-ci.",
    "entered.stage": "{card:le} arrive redressé dans la zone de Lieu.",
    "trashed_for_sixth": "{player} a 5 Personnages, donc {card:le} est défaussé pour faire de la "
                         "place. C'est du traitement des règles, pas un KO : son [En cas de KO] "
                         "ne s'active pas{don_note}.",
    "main_event_used": "{player} épuise {count} DON!! et défausse {card:le} pour activer son "
                       "[Principale].",
    "main_event_used.free": "{player} défausse {card:le} pour activer son [Principale], qui ne "
                            "coûte rien.",
    "activated": "{player} active {effect}.",
    "cost_paid": "{player} paie le coût {card:du} : {paid}.",
    "paid.rest_don": "épuise {count} DON!!",
    "paid.don_minus": "renvoie {count} DON!! dans le deck DON!! (DON!! -{count})",
    "paid.trash_from_hand": "défausse {cards:le} de sa main",
    "paid.rest_self": "épuise {card:le}",
    "auto_activates": "{effect} s'active.",
    "auto_activates.don_x": "{effect} s'active ([DON!! x{don_x}] était rempli quand son moment "
                            "est venu).",
    "auto_resolves_from_trash": "{effect} se résout depuis la défausse (il s'est activé quand la "
                                "carte a été mise KO sur le terrain).",
    "auto_resolves_from_trash.don_x": "{effect} se résout depuis la défausse (il s'est activé "
                                      "quand la carte a été mise KO sur le terrain, avec [DON!! "
                                      "x{don_x}] rempli).",
    "auto_moved_away": "{effect} ne s'active pas : la carte a quitté {zone} avant.",
    "auto_cannot_activate": "{effect} ne peut pas s'activer : {reason}",
    "auto_don_x_not_met": "{effect} demande [DON!! x{needed}], mais la carte a {count} DON!! "
                          "{count:donnée|données}, donc il ne s'active pas.",
    "auto_declined": "{player} choisit de ne pas utiliser l'effet facultatif {effect}.",
    "auto_declined.cost_unpaid": "{player} choisit de ne pas payer le coût d'activation de "
                                 "{effect}, qui ne s'active donc pas.",
    "auto_not_declinable": "{player} préférerait ne pas utiliser {effect}, mais il ne dit pas "
                           "« vous pouvez » et n'a pas de coût : il doit être activé.",
    "step_skipped": "{effect} {what}, mais {why} ; cette partie est sautée (faites ce que vous "
                    "pouvez).",
    "why.no_target_chosen": "aucune cible n'a été choisie",
    "why.no_attacker": "aucune carte n'attaque",
    "why.no_battle_target": "aucune carte n'est attaquée",
    "why.card_gone": "cette carte n'est plus là",
    "why.wrong_area": "elle est dans {zone}, pas là où cette étape en a besoin",
    "why.no_battle": "il n'y a pas de combat",
    "why.leader_stays": "un Leader ne quitte jamais la zone du Leader",
    "why.hand_empty": "la main de {player} est vide",
    "why.no_life": "{player} n'a pas de cartes Vie",
    "why.deck_empty": "le deck de {player} est vide",
    "why.don_deck_empty": "le deck DON!! de {player} est vide",
    "why.no_cost_card": "il n'y a là aucune carte avec un coût",
    "defeat": "Traitement des règles : {why}, donc {player} perd la partie.",
    "defeat.winner": "Traitement des règles : {why}, donc {player} perd la partie et {winner} "
                     "gagne.",
    "defeat.both": "Les deux joueurs remplissent une condition de défaite au même traitement "
                   "des règles : les deux perdent et personne ne gagne.",
    "defeat_why.damage_at_zero": "le Leader de {player} a subi des dégâts avec 0 carte Vie",
    "defeat_why.empty_deck": "{player} a 0 carte dans son deck (cela compte tout de suite, pas à "
                             "sa prochaine pioche)",
    "turn_passes": "Le tour se termine ; le tour {turn} commence avec {player} comme joueur "
                   "actif.",
    "end_phase": "{player} termine la phase principale : phase de fin.",
    "turn_effects_end": "Les effets qui duraient pendant ce tour prennent fin.",
    "refresh.effects_end": "Phase de recharge : les effets de {player} qui duraient jusqu'au "
                           "début du prochain tour de {player} prennent fin.",
    "refresh.don_returned": "Phase de recharge : {player} renvoie dans la zone de coût, épuisées, "
                            "{count} DON!! {count:donnée|données} au Leader et aux Personnages.",
    "refresh.set_active": "Phase de recharge : {player} redresse toutes ses cartes et DON!! "
                          "épuisées.",
    "draw_phase": "Phase de pioche : {player} pioche 1 carte.",
    "draw_phase.first_turn": "Phase de pioche : {player} commence et ne pioche pas au premier "
                             "tour.",
    "draw_phase.empty": "Phase de pioche : {player} n'a aucune carte à piocher.",
    "don_phase": "Phase DON!! : {player} place {count} DON!! du deck DON!! dans la zone de coût, "
                 "redressées (il en reste {left} dans le deck DON!!).",
    "don_phase.empty": "Phase DON!! : le deck DON!! de {player} est vide, donc aucune DON!! n'est "
                       "placé.",
    "illegal.no_such_card": "Il n'y a pas de carte '{id}' dans cette partie.",
    "illegal.attack_first_turn": "{player} ne peut pas attaquer : le tour {turn} est le premier "
                                 "tour de {player}, et personne ne peut combattre à son premier "
                                 "tour.",
    "illegal.attacker_not_yours": "{card:le} ne peut pas attaquer : seuls le Leader de {player} ou "
                                  "un Personnage de la zone des Personnages de {player} peuvent "
                                  "attaquer.",
    "illegal.attacker_rested": "{card:le} est épuisé : on déclare une attaque en épuisant une "
                               "carte "
                               "redressée.",
    "illegal.target_not_opponents": "{card:le} ne peut pas être attaqué : la cible doit être le "
                                    "Leader adverse ou l'un de ses Personnages épuisés.",
    "illegal.target_active": "{card:le} est redressé : seuls le Leader ou un Personnage épuisé "
                             "peuvent être attaqués.",
    "illegal.rush_character_leader": "{card:le} a été joué ce tour-ci : [Initiative : Personnage] "
                                     "ne lui permet d'attaquer que des Personnages ce tour-ci, "
                                     "pas le Leader.",
    "illegal.played_this_turn": "{card:le} a été joué ce tour-ci et n'a pas [Initiative], donc il "
                                "ne peut pas attaquer avant le tour suivant.",
    "illegal.no_battle.block": "Aucun combat n'est en cours, donc il n'y a rien à bloquer.",
    "illegal.no_battle.counter": "Aucun combat n'est en cours, donc il n'y a rien à contrer.",
    "illegal.no_battle.pass": "Aucun combat n'est en cours, donc il n'y a rien à passer.",
    "illegal.block_step_over": "L'étape de blocage est terminée : [Bloqueur] ne s'active que "
                               "pendant l'étape de blocage.",
    "illegal.already_blocked": "{card:le} a déjà bloqué : un seul [Bloqueur] peut être activé par "
                               "combat.",
    "illegal.not_a_blocker": "{card:le} ne peut pas bloquer : seule une carte de {player} sur le "
                             "terrain avec [Bloqueur] le peut.",
    "illegal.blocker_rested": "{card:le} est épuisé : [Bloqueur] s'active en épuisant une carte "
                              "redressée, donc une carte épuisée ne peut pas bloquer.",
    "illegal.blocker_is_attacked": "{card:le} est la carte attaquée : [Bloqueur] protège une autre "
                                   "de vos cartes.",
    "illegal.unblockable": "{card:le} a [Imblocable] : {player} ne peut pas activer [Bloqueur] "
                           "contre {card:lui|elle}.",
    "illegal.counter_outside_counter_step": "Les Contres ne s'utilisent que pendant l'étape de "
                                            "contre d'une attaque adverse.",
    "illegal.counter_not_in_hand": "{card:le} n'est pas dans la main de {player} : seul le joueur "
                                   "qui défend utilise des Contres, depuis sa main.",
    "illegal.no_counter_value": "{card:le} n'a pas de valeur de Contre à utiliser.",
    "illegal.counter_target_not_defenders": "La valeur de Contre d'une carte Personnage ne peut "
                                            "augmenter que la puissance du Leader de {player} "
                                            "ou d'un Personnage de {player}, pas celle {card:du}.",
    "illegal.not_a_counter": "{card:le} n'est ni une carte Personnage avec une valeur de Contre ni "
                             "un Événement avec [Contre].",
    "illegal.once_per_turn_used": "{effect} est [Une fois par tour] et cette carte l'a déjà "
                                  "utilisé ce tour-ci.",
    "illegal.once_per_turn_used.copy": "{effect} est [Une fois par tour] et cette carte l'a déjà "
                                       "utilisé ce tour-ci ; {copy} pourrait encore utiliser le "
                                       "sien.",
    "illegal.don_x_not_met": "{effect} demande [DON!! x{needed}] : au moins {needed} DON!! "
                             "{needed:donnée|données} à cette carte, et elle en a {count}.",
    "illegal.cost_rest_don": "{effect:le} exige d'épuiser {needed} DON!!, mais {player} n'a que "
                             "{count} DON!! {count:redressée|redressées} dans la zone de coût.",
    "illegal.cost_don_minus": "{effect} coûte DON!! -{needed}, mais {player} n'a que {count} "
                              "DON!! sur le terrain.",
    "illegal.cost_trash_from_hand": Plural(
        "needed",
        one="{effect} coûte de défausser {needed} carte de la main, mais {player} n'en a que "
            "{count}.",
        other="{effect} coûte de défausser {needed} cartes de la main, mais {player} n'en a que "
              "{count}."),
    "illegal.cost_rest_self_off_field": "{effect} exige d'épuiser {card:le}, qui n'est pas sur le "
                                        "terrain.",
    "illegal.cost_rest_self_rested": "{effect} exige d'épuiser {card:le}, qui est déjà "
                                     "{card:épuisé|épuisée}.",
    "illegal.give_don_target": "Les DON!! ne se donnent qu'au Leader ou aux Personnages de "
                               "{player} sur le terrain, pas {card:au}.",
    "illegal.give_don_too_many": "{player} veut donner {wanted} DON!! mais n'a que {count} "
                                 "DON!! {count:redressée|redressées} dans la zone de coût.",
    "illegal.not_in_hand": "{card:le} n'est pas dans la main de {player} (il est dans {zone}), "
                           "donc {player} ne peut pas le jouer.",
    "illegal.replace_stage": "Jouer {card:le} défausse de lui-même le Lieu déjà en jeu ; seul ce "
                             "Lieu peut être indiqué comme à remplacer.",
    "illegal.sixth_character_needs_room": "{player} a déjà 5 Personnages : un sixième Personnage "
                                          "demande d'en défausser un de {player} ({rule}) ; "
                                          "indiquez lequel pour jouer {card:le}.",
    "illegal.replace_not_a_character": "Le Personnage à défausser pour un sixième doit être l'un "
                                       "des Personnages de {player} en jeu, et '{id}' ne l'est "
                                       "pas (ce sont : {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} n'a que {count} Personnage : on n'en défausse un pour faire de la place "
            "que lorsque 5 sont déjà en jeu.",
        other="{player} n'a que {count} Personnages : on n'en défausse un pour faire de la place "
              "que lorsque 5 sont déjà en jeu."),
    "illegal.not_a_main_event": "{card:le} n'est pas un Événement avec [Principale], donc il ne "
                                "peut pas être utilisé ainsi.",
    "illegal.activate_not_on_field": "{card:le} n'est pas sur le terrain de {player}, donc "
                                     "{player} "
                                     "ne peut pas activer ses effets.",
    "illegal.activate_event": "{card:le} n'est pas sur le terrain de {player}, donc {player} ne "
                              "peut pas activer ses effets (le [Principale] d'un Événement "
                              "s'utilise en jouant l'Événement).",
    "illegal.no_activate_main": "{card:le} n'a pas d'effet [Activation : Principale].",
    "illegal.no_trigger_waiting": "Aucun [Déclenchement] n'est en attente : {why}.",
    "no_trigger.banish": "[Exil] a envoyé la carte Vie dans la défausse au lieu de la main, donc "
                         "aucun [Déclenchement] ne peut être activé",
    "no_trigger.none_on_card": "la carte Vie que {player} a prise ({card}) n'a pas de "
                               "[Déclenchement]",
    "no_trigger.moved_by_effect": "une carte Vie déplacée par un effet n'est pas un dégât, donc "
                                  "aucun [Déclenchement] n'est révélé",
    "no_trigger.no_damage_yet": "aucun dégât n'a encore été infligé dans ce combat (le "
                                "défenseur doit d'abord passer pour terminer l'étape de "
                                "contre)",
    "no_trigger.not_after_damage": "une décision de [Déclenchement] ne suit qu'une carte Vie "
                                   "avec [Déclenchement] prise par des dégâts",
    "input.card_type_here": "une carte ici doit être de l'un de ces types : {types}",
    "input.too_many_don": "{player} a {count} DON!! en tout (zone de coût, donnés et deck "
                          "DON!!) : {limit} au plus ({rule})",
    "input.reserved_leader_id": "{id} est réservé à ce Leader",
    "input.duplicate_id": "identifiant en double '{id}' (d'abord utilisé à {first})",
    "input.field_only": "seule une carte sur le terrain peut avoir ceci",
    "input.don_on_leader_or_character": "les DON!! ne se donnent qu'à un Leader ou à un "
                                        "Personnage",
    "input.characters_only": "seuls les Personnages sur le terrain ont ceci",
    "input.unknown_step": "étape inconnue (étapes connues : {known})",
    "input.action_card_id": "doit être un identifiant de carte (ou A.leader / B.leader)",
    "kind.leader": "Leader",
    "kind.character": "Personnage",
    "kind.event": "Événement",
    "kind.stage": "Lieu",
    "mismatch.not_owner": "elle n'appartient pas à {player}",
    "mismatch.not_opponents": "elle n'appartient pas à l'adversaire de {player}",
    "mismatch.type": "sa catégorie de carte est {kind}, et l'effet ne nomme que {wanted}",
    "mismatch.cost_above": "son coût est {value}, pas {limit} ou moins",
    "mismatch.cost_below": "son coût est {value}, pas {limit} ou plus",
    "mismatch.power_above": "sa puissance est {value}, pas {limit} ou moins",
    "mismatch.power_below": "sa puissance est {value}, pas {limit} ou plus",
    "mismatch.name": "ce n'est pas {names}",
    "mismatch.trait": "elle n'a aucun des types {traits}",
    "mismatch.color": "elle n'a aucune de ces couleurs : {colors}",
    "mismatch.not_rested": "elle n'est pas épuisée",
    "mismatch.rested": "elle est épuisée",
    "illegal.target_not_allowed": "{effect} ne peut pas choisir {card:le} : {why}.",
    "illegal.choose_unknown_card": "`choose` nomme une carte qui n'est pas dans le scénario.",
    "illegal.choose_no_effect": "{card:le} n'a aucun effet qui se résout à son propre moment et "
                                "pour lequel choisir une cible.",
    "target_chosen": "{player} désigne {card:le} comme cible du prochain effet de {source}.",
    "input.no_printed_card": "aucune carte {number} (importez les données de cartes avec "
                             "import_cards)",
    "the_effect": "L'effet",
    "why.no_own_card_chosen": "aucun Leader ni Personnage de {player} n'a été choisi",
    "why.not_waiting_to_be_played": "elle n'attend pas d'être jouée",
    "why.five_characters": "{player} a déjà 5 Personnages et le scénario ne dit pas lequel "
                           "défausser",
    "deck_trashed": Plural("count", one="{effect} : {player} défausse la carte du dessus du "
                                        "deck.",
                           other="{effect} : {player} défausse les {count} cartes du dessus du "
                                 "deck."),
    "deck_trashed.short": "{effect} : {player} défausse les {count} cartes du dessus du deck (le "
                          "deck n'en avait pas plus).",
    "condition_unmet": "{effect} : sa condition n'est pas remplie ({why}), donc la suite n'est "
                       "pas résolue.",
    "unmet.leader_trait": "le Leader de {player} n'a pas le type {{{value}}}",
    "unmet.leader_name": "le Leader de {player} n'est pas [{value}]",
    "unmet.life_max": "{player} a plus de {value} {value:carte|cartes} Vie",
    "unmet.life_min": "{player} a moins de {value} {value:carte|cartes} Vie",
    "unmet.opponent_life_max": "l'adversaire de {player} a plus de {value} {value:carte|cartes} "
                               "Vie",
    "unmet.hand_max": "{player} a plus de {value} {value:carte|cartes} en main",
    "unmet.don_min": "{player} a moins de {value} DON!! sur le terrain",
    "unmet.turn_you": "ce n’est pas le tour de {player}",
    "unmet.turn_opponent": "c’est le propre tour de {player}",
    "card.unnamed.character": "Personnage {id}",
    "card.unnamed.event": "Événement {id}",
    "card.unnamed.stage": "Lieu {id}",
    "illegal.cannot_attack": "{card:le} ne peut pas attaquer : un effet permanent de la carte "
                             "elle-même l’interdit, et une interdiction l’emporte toujours.",
    "ko_prevented.effect": "{effect} : {card:le} n’est pas mis KO ({why}) ; il reste sur le "
                           "terrain.",
    "ko_prevented.battle": "{card:le} perd le combat mais n’est pas mis KO ({why}) ; il reste sur "
                           "le "
                           "terrain.",
    "why.no_ko_by_effects": "il ne peut pas être mis KO par des effets",
    "why.no_ko_by_opponents_effects": "il ne peut pas être mis KO par les effets de l’adversaire",
    "why.no_ko_in_battle": "il ne peut pas être mis KO en combat",
    "gain.blocker": "[Bloqueur]",
    "gain.rush": "[Initiative]",
    "gain.rush_character": "[Initiative : Personnage]",
    "gain.double_attack": "[Double attaque]",
    "gain.banish": "[Exil]",
    "gain.unblockable": "[Imblocable]",
    "gain.attacks_active": "le droit d’attaquer les Personnages redressés de l’adversaire",
    "removal_prevented": "{effect} : {card:le} reste sur le terrain ({why}).",
    "why.no_removal_by_opponents_effects": "il ne peut pas être retiré du terrain par les "
                                           "effets de l’adversaire",
    "why.no_ko_in_battle.versus": "il ne peut pas être mis KO en combat par {card:le}",
    "opponents_turn_effects_end": "Les effets qui duraient jusqu’à la fin de ce tour "
                                  "prennent fin.",
    "duration.opponents_next_turn": "jusqu’à la fin du prochain tour de l’adversaire",
    "illegal.no_leader_attack_when_played": "{card:le} a été joué ce tour-ci : son propre texte "
                                            "lui interdit d’attaquer un Leader ce tour-ci.",
}
MESSAGES.update(words("fr"))  # the verdict's and each family's (tables.py)
