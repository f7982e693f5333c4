"""The One Piece engine's catalogue in French: every event the engine words, in the names of
the glossary's French terms. The entries before the first section are the engine's own
(battle, turn, verdict names); then one section per family, in the order of tables.py,
headed by the family's module (whose English is next to its code, messages/FAMILY.py).
`manage.py engine_messages` lists the entries whose English changed since they were
translated."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": Plural(
        "count",
        one="{card} ({power} ; sa DON!! donnée n'ajoute de puissance que pendant le tour de "
            "{owner}, pas maintenant)",
        other="{card} ({power} ; ses {count} DON!! données n'ajoutent de puissance que pendant "
              "le tour de {owner}, pas maintenant)",
    ),
    "card_with_cost": "{card} (coût {cost})",
    "card_with_cost_and_activation": "{card} (coût {cost}) avec son coût d'activation de "
                                     "{count} DON!!",
    "effect_of": "{timing} {card:du}",
    "power.printed": "imprimée",
    "power.static": "par un effet permanent",
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
    "zone.trash": "la Défausse",
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
    "battle_card_moved.attack": (
        "À la fin de l'étape d'attaque, {card:le} a quitté la zone d'où {card:il|elle} combattait "
        ": le combat passe à la fin du combat sans dégâts."
    ),
    "battle_card_moved.block": (
        "À la fin de l'étape de blocage, {card:le} a quitté la zone d'où {card:il|elle} "
        "combattait : le combat passe à la fin du combat sans dégâts."
    ),
    "battle_card_moved.counter": (
        "À la fin de l'étape de contre, {card:le} a quitté la zone d'où {card:il|elle} combattait "
        ": le combat passe à la fin du combat sans dégâts."
    ),
    "battle_lost": "Étape de dégâts : {attacker:le} a moins de puissance que {target:le}, "
                   "donc l'attaque échoue et rien ne se passe.",
    "battle_won": "Étape de dégâts : {attacker:le} bat {target:le}, donc l'attaque réussit.",
    "battle_tied": "Étape de dégâts : {attacker:le} égale {target:le} ; l'égalité profite à "
                   "l'attaquant, donc l'attaque réussit.",
    "damage_at_zero_life": "{player} n'a plus de carte Vie au moment où les dégâts sont "
                           "déterminés : les subir est une condition de défaite pour {player}.",
    "double_attack": "[Double attaque] : le Leader de {player} subit 2 dégâts au lieu de 1, une "
                     "carte Vie à la fois.",
    "damage_no_life_left": "Pour le dégât {number} sur {total}, il n'y a plus de carte Vie : il "
                           "ne se passe rien de plus, car {player} ne perdrait que si des dégâts "
                           "étaient déterminés alors qu'il n'a déjà plus de carte Vie.",
    "banished_life": "[Exil] : la carte Vie du dessus de {player} ({card}) va dans la Défausse "
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
    "trigger_trashed": "{card:le} va dans la Défausse de {player} une fois son [Déclenchement] "
                       "résolu.",
    "battle_end": "Fin du combat : la partie revient à la phase principale.",
    "battle_end.effects_end": "Fin du combat : les effets qui duraient pendant ce combat "
                              "prennent fin ; la partie revient à la phase principale.",
    "knocked_out.battle": "Ayant perdu le combat, {card:le} est mis KO et va dans la Défausse de "
                          "{owner}{don_note}.",
    "don_given": "{player} donne {count} DON!! {card:au} ; chaque DON!! donnée ajoute 1000 de "
                 "puissance pendant le tour de {player} : maintenant {power}.",
    "played": "{player} révèle {card:le} et épuise {count} DON!! pour payer son coût.",
    "played.free": "{player} révèle {card:le}, qui ne coûte rien à jouer.",
    "entered.character": "{card:le} arrive redressé dans la zone des Personnages ; il a été joué "
                         "ce tour-ci.",
    "entered.character_rested": "{card:le} arrive épuisé dans la zone des Personnages, comme le "
                                "dit un effet permanent ; il a été joué ce tour-ci.",
    "entered.stage": "{card:le} arrive redressé dans la zone de Lieu.",
    "trashed_for_sixth": "{player} a 5 Personnages, donc {card:le} est défaussé pour faire de la "
                         "place. Il s'agit d'un traitement des règles, pas d'un KO : son "
                         "[En cas de KO] ne s'active pas{don_note}.",
    "main_event_used": "{player} épuise {count} DON!! et défausse {card:le} pour activer son "
                       "[Principale].",
    "main_event_used.free": "{player} défausse {card:le} pour activer son [Principale], qui ne "
                            "coûte rien.",
    "activated": "{player} active {effect}.",
    "cost_paid": "{player} paie le coût {card:du} : il {paid}.",
    "paid.rest_don": "épuise {count} DON!!",
    "paid.don_minus": "renvoie {count} DON!! dans le deck DON!! (DON!! -{count})",
    "paid.trash_from_hand": "défausse {cards:le} de sa main",
    "paid.rest_self": "épuise {card:le}",
    "auto_activates": "{effect} s'active.",
    "auto_activates.don_x": "{effect} s'active (la condition [DON!! x{don_x}] était remplie au "
                            "moment voulu).",
    "auto_resolves_from_trash": "{effect} se résout depuis la Défausse (il s'est activé quand la "
                                "carte a été mise KO sur le terrain).",
    "auto_resolves_from_trash.don_x": "{effect} se résout depuis la Défausse (il s'est activé "
                                      "quand la carte a été mise KO sur le terrain, la condition "
                                      "[DON!! x{don_x}] étant remplie).",
    "auto_moved_away": "{effect} ne s'active pas : la carte a quitté {zone} avant.",
    "auto_cannot_activate": "{effect} ne peut pas s'activer : {reason}",
    "auto_don_x_not_met": Plural(
        "count",
        one="{effect} demande [DON!! x{needed}], mais la carte n'a qu'une DON!! donnée, donc il ne "
            "s'active pas.",
        other="{effect} demande [DON!! x{needed}], mais la carte n'a que {count} DON!! données, "
              "donc il ne s'active pas.",
        zero="{effect} demande [DON!! x{needed}], mais aucune DON!! n'est donnée à la carte, donc "
             "il ne s'active pas.",
    ),
    "auto_declined": "{player} choisit de ne pas utiliser l'effet facultatif {effect}.",
    "auto_declined.cost_unpaid": "{player} choisit de ne pas payer le coût d'activation de "
                                 "{effect}, qui ne s'active donc pas.",
    "auto_not_declinable": "{player} préférerait ne pas utiliser {effect}, mais l'effet ne dit "
                           "pas « vous pouvez » et n'a pas de coût : il doit être activé.",
    "step_skipped": "{effect} {what}, mais {why} ; cette partie est ignorée (on en fait autant "
                    "que possible).",
    "why.no_target_chosen": "aucune cible n'a été choisie",
    "why.no_attacker": "aucune carte n'attaque",
    "why.no_battle_target": "aucune carte n'est attaquée",
    "why.card_gone": "cette carte n'est plus là",
    "why.wrong_area": "la carte est dans {zone}, pas là où cette étape en a besoin",
    "why.no_battle": "il n'y a pas de combat",
    "why.leader_stays": "un Leader ne quitte jamais la zone du Leader",
    "why.hand_empty": "la main de {player} est vide",
    "why.no_life": "{player} n'a aucune carte Vie",
    "why.deck_empty": "le deck de {player} est vide",
    "why.don_deck_empty": "le deck DON!! de {player} est vide",
    "why.no_cost_card": "il n'y a là aucune carte avec un coût",
    "defeat": "Traitement des règles : {why}, donc {player} perd la partie.",
    "defeat.winner": "Traitement des règles : {why}, donc {player} perd la partie et {winner} "
                     "gagne.",
    "defeat.both": "Les deux joueurs remplissent une condition de défaite au même traitement "
                   "des règles : les deux perdent et personne ne gagne.",
    "defeat_why.damage_at_zero": "le Leader de {player} a subi des dégâts alors qu'il ne restait "
                                 "plus de carte Vie à {player}",
    "defeat_why.empty_deck": "{player} n'a plus de carte dans son deck (cela compte tout de suite, "
                             "pas à sa prochaine pioche)",
    "defeat_why.deck_out_win": "le deck de {player} s'est vidé, et la règle du Leader de {player} "
                               "en fait une victoire au lieu d'une défaite",
    "defeat_why.deck_emptied": "le deck de {player} s'est vidé pendant ce tour, et la règle du "
                               "Leader de {player} en fait une défaite à la fin du tour, même si "
                               "des cartes sont revenues dans le deck depuis",
    "turn_passes": "Le tour se termine ; le tour {turn} commence avec {player} comme joueur "
                   "actif.",
    "end_phase": "{player} termine sa phase principale et passe à la phase de fin.",
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
                       "placée.",
    "don_phase.to_leader": "Phase DON!! : 1 de ces DON!! est donnée {card:au} à la place, comme "
                           "le dit son texte (le texte d'une carte prime sur les règles).",
    "illegal.no_such_card": "Il n'y a pas de carte '{id}' dans cette partie.",
    "illegal.attack_first_turn": "{player} ne peut pas attaquer, car le tour {turn} est le premier "
                                 "tour de {player}, et personne ne peut combattre à son premier "
                                 "tour.",
    "illegal.attacker_not_yours": "{card:le} ne peut pas attaquer, car seuls le Leader de {player} "
                                  "ou un Personnage de la zone des Personnages de {player} "
                                  "peuvent attaquer.",
    "illegal.attacker_rested": "{card:le} est {card:épuisé|épuisée}, or on déclare une attaque en "
                               "épuisant une carte redressée.",
    "illegal.target_not_opponents": "{card:le} ne peut pas être {card:attaqué|attaquée}, car la "
                                    "cible doit être le Leader adverse ou l'un de ses "
                                    "Personnages épuisés.",
    "illegal.attack_only_named": "{target:le} ne peut pas être attaqué, car tant que l'effet "
                                 "{card:du} s'applique, seuls les Personnages nommés [{name}] "
                                 "peuvent l'être.",
    "illegal.target_active": "{card:le} est {card:redressé|redressée}, or seuls le Leader ou un "
                             "Personnage épuisé peuvent être attaqués.",
    "illegal.rush_character_leader": "{card:le} a été joué ce tour-ci, et [Initiative : "
                                     "Personnage] ne lui permet d'attaquer que des Personnages "
                                     "ce tour-ci, pas le Leader.",
    "illegal.played_this_turn": "{card:le} a été joué ce tour-ci et n'a pas [Initiative], donc il "
                                "ne peut pas attaquer avant le tour suivant.",
    "illegal.no_battle.block": "Aucun combat n'est en cours, donc il n'y a rien à bloquer.",
    "illegal.no_battle.counter": "Aucun combat n'est en cours, donc il n'y a pas d'étape de "
                                 "contre.",
    "illegal.no_battle.pass": "Aucun combat n'est en cours, donc il n'y a pas d'étape à passer.",
    "illegal.block_step_over": "L'étape de blocage est terminée, or [Bloqueur] ne s'active que "
                               "pendant cette étape.",
    "illegal.already_blocked": "{card:le} a déjà bloqué, or un seul [Bloqueur] peut être activé "
                               "par combat.",
    "illegal.not_a_blocker": "{card:le} ne peut pas bloquer, car seule une carte de {player} sur "
                             "le terrain avec [Bloqueur] le peut.",
    "illegal.blocker_rested": "{card:le} est {card:épuisé|épuisée}, or [Bloqueur] s'active en "
                              "épuisant une carte redressée ; une carte épuisée ne peut donc pas "
                              "bloquer.",
    "illegal.blocker_is_attacked": "{card:le} est la carte attaquée, or [Bloqueur] protège une "
                                   "autre de vos cartes.",
    "illegal.unblockable": "{card:le} a [Imblocable], donc {player} ne peut pas activer [Bloqueur] "
                           "contre {card:lui|elle}.",
    "illegal.counter_outside_counter_step": "Les Contres ne s'utilisent que pendant l'étape de "
                                            "contre d'une attaque adverse.",
    "illegal.counter_not_in_hand": "{card:le} n'est pas dans la main de {player}, or seul le "
                                   "joueur qui défend utilise des Contres, depuis sa main.",
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
    "illegal.don_x_not_met": Plural(
        "count",
        one="{effect} demande [DON!! x{needed}], soit au moins {needed} DON!! "
            "{needed:donnée|données} à cette carte, et elle n'en a qu'une.",
        other="{effect} demande [DON!! x{needed}], soit au moins {needed} DON!! "
              "{needed:donnée|données} à cette carte, et elle n'en a que {count}.",
        zero="{effect} demande [DON!! x{needed}], soit au moins {needed} DON!! "
             "{needed:donnée|données} à cette carte, et elle n'en a aucune.",
    ),
    "illegal.cost_rest_don": Plural(
        "count",
        one="{effect:le} exige d'épuiser {needed} DON!!, mais {player} n'a qu'une DON!! "
            "redressée dans la zone de coût.",
        other="{effect:le} exige d'épuiser {needed} DON!!, mais {player} n'a que {count} DON!! "
              "redressées dans la zone de coût.",
        zero="{effect:le} exige d'épuiser {needed} DON!!, mais {player} n'a aucune DON!! "
             "redressée dans la zone de coût.",
    ),
    "illegal.cost_don_minus": Plural(
        "count",
        one="{effect} coûte DON!! -{needed}, mais {player} n'a qu'une DON!! sur le terrain.",
        other="{effect} coûte DON!! -{needed}, mais {player} n'a que {count} DON!! sur le terrain.",
        zero="{effect} coûte DON!! -{needed}, mais {player} n'a aucune DON!! sur le terrain.",
    ),
    "illegal.cost_trash_from_hand": Plural(
        "count",
        one="{effect} coûte de défausser {needed} {needed:carte|cartes} de la main, mais {player} "
            "n'en a qu'une.",
        other="{effect} coûte de défausser {needed} {needed:carte|cartes} de la main, mais "
              "{player} n'en a que {count}.",
        zero="{effect} coûte de défausser {needed} {needed:carte|cartes} de la main, mais "
             "{player} n'a aucune carte en main.",
    ),
    "illegal.cost_rest_self_off_field": "{effect} exige d'épuiser {card:le}, qui n'est pas sur le "
                                        "terrain.",
    "illegal.cost_rest_self_rested": "{effect} exige d'épuiser {card:le}, qui est déjà "
                                     "{card:épuisé|épuisée}.",
    "illegal.give_don_target": "Les DON!! ne se donnent qu'au Leader ou aux Personnages de "
                               "{player} sur le terrain, pas {card:au}.",
    "illegal.give_don_too_many": Plural(
        "count",
        one="{player} veut donner {wanted} DON!!, mais n'a qu'une DON!! redressée dans la zone de "
            "coût.",
        other="{player} veut donner {wanted} DON!!, mais n'a que {count} DON!! redressées dans la "
              "zone de coût.",
        zero="{player} veut donner {wanted} DON!!, mais n'a aucune DON!! redressée dans la zone "
             "de coût.",
    ),
    "illegal.not_in_hand": (
        "{card:le} n'est pas dans la main de {player} ({card:il|elle} est dans {zone}), donc "
        "{player} ne peut pas {card:le|la} jouer."
    ),
    "illegal.replace_stage": "Jouer {card:le} défausse d'office le Lieu déjà en jeu ; seul ce "
                             "Lieu peut être indiqué comme à remplacer.",
    "illegal.sixth_character_needs_room": "{player} a déjà 5 Personnages, et un sixième "
                                          "Personnage oblige {player} à en défausser un "
                                          "({rule}) ; indiquez lequel pour jouer {card:le}.",
    "illegal.replace_not_a_character": "Le Personnage à défausser pour un sixième doit être l'un "
                                       "des Personnages de {player} en jeu, et '{id}' ne l'est "
                                       "pas (ce sont : {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} n'a qu'un Personnage, or on n'en défausse un pour faire de la place que "
            "lorsque 5 sont déjà en jeu.",
        other="{player} n'a que {count} Personnages, or on n'en défausse un pour faire de la "
              "place que lorsque 5 sont déjà en jeu.",
        zero="{player} n'a aucun Personnage, or on n'en défausse un pour faire de la place que "
             "lorsque 5 sont déjà en jeu.",
    ),
    "illegal.not_a_main_event": "{card:le} n'est pas un Événement avec [Principale], donc il ne "
                                "peut pas être utilisé ainsi.",
    "illegal.activate_not_on_field": "{card:le} n'est pas sur le terrain de {player}, donc "
                                     "{player} "
                                     "ne peut pas activer ses effets.",
    "illegal.activate_event": "{card:le} n'est pas sur le terrain de {player}, donc {player} ne "
                              "peut pas activer ses effets (le [Principale] d'un Événement "
                              "s'utilise en jouant l'Événement).",
    "illegal.no_activate_main": "{card:le} n'a pas d'effet [Activation : Principale].",
    "illegal.no_trigger_waiting": "Aucun [Déclenchement] n'est en attente, car {why}.",
    "no_trigger.banish": "[Exil] a envoyé la carte Vie dans la Défausse au lieu de la main, donc "
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
    "input.too_many_don": "{player} a {count} DON!! en tout (zone de coût, données et deck "
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
    "mismatch.not_owner": "la carte n'appartient pas à {player}",
    "mismatch.not_opponents": "la carte n'appartient pas à l'adversaire de {player}",
    "mismatch.type": "sa catégorie de carte est {kind}, et l'effet ne nomme que {wanted}",
    "mismatch.cost_above": "son coût est {value}, pas {limit} ou moins",
    "mismatch.cost_below": "son coût est {value}, pas {limit} ou plus",
    "mismatch.power_above": "sa puissance est {value}, pas {limit} ou moins",
    "mismatch.power_below": "sa puissance est {value}, pas {limit} ou plus",
    "mismatch.name": "ce n'est pas {names}",
    "mismatch.trait": "la carte n'a aucun des types {traits}",
    "mismatch.color": "la carte n'a aucune de ces couleurs : {colors}",
    "color.red": "rouge",
    "color.green": "vert",
    "color.blue": "bleu",
    "color.purple": "violet",
    "color.black": "noir",
    "color.yellow": "jaune",
    "mismatch.not_rested": "la carte n'est pas épuisée",
    "mismatch.rested": "la carte est épuisée",
    "illegal.target_not_allowed": "{effect} ne peut pas choisir {card:le}, car {why}.",
    "illegal.choose_unknown_card": "`choose` nomme une carte qui n'est pas dans le scénario.",
    "illegal.choose_no_effect": "{card:le} n'a aucun effet se résolvant à son propre moment pour "
                                "lequel désigner une cible.",
    "target_chosen": "{player} désigne {card:le} comme cible du prochain effet {source:du}.",
    "input.no_printed_card": "aucune carte {number} (importez les données de cartes avec "
                             "import_cards)",
    "the_effect": "L'effet",
    "why.no_own_card_chosen": "aucun Leader ni Personnage de {player} n'a été choisi",
    "why.not_waiting_to_be_played": "la carte n'attend pas d'être jouée",
    "why.five_characters": "{player} a déjà 5 Personnages et le scénario ne dit pas lequel "
                           "défausser",
    "deck_trashed": Plural("count", one="{effect} : {player} défausse la carte du dessus du "
                                        "deck.",
                           other="{effect} : {player} défausse les {count} cartes du dessus du "
                                 "deck."),
    "deck_trashed.short": Plural(
        "count",
        one="{effect} : {player} défausse la dernière carte du deck (le deck n'en avait pas "
            "plus).",
        other="{effect} : {player} défausse les {count} cartes du dessus du deck (le deck n'en "
              "avait pas plus).",
    ),
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
    "unmet.turn_you": "ce n'est pas le tour de {player}",
    "unmet.turn_opponent": "c'est le tour de {player}, pas celui de son adversaire",
    "card.unnamed.character": "Personnage {id}",
    "card.unnamed.event": "Événement {id}",
    "card.unnamed.stage": "Lieu {id}",
    "illegal.cannot_attack": "{card:le} ne peut pas attaquer, car un effet permanent de la carte "
                             "elle-même l'interdit, et une interdiction l'emporte toujours.",
    "ko_prevented.effect": "{effect} : {card:le} n'est pas mis KO ({why}) ; il reste sur le "
                           "terrain.",
    "ko_prevented.battle": "{card:le} perd le combat mais n'est pas mis KO ({why}) ; il reste sur "
                           "le "
                           "terrain.",
    "why.no_ko_by_effects": "il ne peut pas être mis KO par des effets",
    "why.no_ko_by_opponents_effects_once": "une fois par tour, il ne peut pas être mis KO par "
                                           "les effets de l'adversaire, et c'est la première fois "
                                           "ce tour-ci",
    "why.no_ko_by_opponents_effects": "il ne peut pas être mis KO par les effets de l'adversaire",
    "why.no_ko_in_battle": "il ne peut pas être mis KO en combat",
    "gain.blocker": "[Bloqueur]",
    "gain.rush": "[Initiative]",
    "gain.rush_character": "[Initiative : Personnage]",
    "gain.double_attack": "[Double attaque]",
    "gain.banish": "[Exil]",
    "gain.unblockable": "[Imblocable]",
    "gain.attacks_active": "le droit d'attaquer les Personnages redressés de l'adversaire",
    "removal_prevented": "{effect} : {card:le} reste sur le terrain ({why}).",
    "why.no_removal_by_opponents_effects": "il ne peut pas être retiré du terrain par les "
                                           "effets de l'adversaire",
    "why.no_ko_in_battle.versus": "il ne peut pas être mis KO en combat par {card:le}",
    "opponents_turn_effects_end": "Les effets qui duraient jusqu'à la fin de ce tour "
                                  "prennent fin.",
    "illegal.no_leader_attack_when_played": "{card:le} a été joué ce tour-ci, et son propre "
                                            "texte lui interdit d'attaquer un Leader ce "
                                            "tour-ci.",

    # --- verdict: the verdict's words (optcg/verdict.py) ---
    "verdict.battle_number": "Combat {number} : {battle}",
    "verdict.power_total": "{total} ({sum})",
    "verdict.sum_plus": "{sum} + {amount} {label}",
    "verdict.sum_minus": "{sum} - {amount} {label}",
    "verdict.the_blocker": "{card:le} (Bloqueur)",
    "verdict.attack_fails": "L'attaque de {player} échoue : {attacker:le} avec {attacker_power} "
                            "ne bat pas {target:le} avec {target_power}. Rien n'est mis KO et "
                            "{defender} ne subit aucun dégât.",
    "verdict.attack_fails_ko": "L'attaque de {player} échoue : {attacker:le} avec "
                               "{attacker_power} ne bat pas {target:le} avec {target_power}, donc "
                               "{defender} ne subit aucun dégât. Mis KO par des effets pendant le "
                               "combat : {cards:le}.",
    "verdict.beats_ko": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat "
                        "{target:le} avec {target_power}, donc {card:le} est mis KO.",
    "verdict.ties_ko": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
                       "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc "
                       "{card:le} est mis KO.",
    "verdict.beats_damage": Plural(
        "life",
        one="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat {target:le} "
            "avec {target_power}, donc {defender} subit {damage} {damage:dégât|dégâts} et il lui "
            "reste {life} carte Vie.",
        other="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat "
              "{target:le} avec {target_power}, donc {defender} subit {damage} "
              "{damage:dégât|dégâts} et il lui reste {life} cartes Vie.",
        zero="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} bat {target:le} "
             "avec {target_power}, donc {defender} subit {damage} {damage:dégât|dégâts} et il ne "
             "lui reste aucune carte Vie.",
    ),
    "verdict.ties_damage": Plural(
        "life",
        one="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
            "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc {defender} "
            "subit {damage} {damage:dégât|dégâts} et il lui reste {life} carte Vie.",
        other="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
              "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc "
              "{defender} subit {damage} {damage:dégât|dégâts} et il lui reste {life} cartes Vie.",
        zero="L'attaque de {player} réussit : {attacker:le} avec {attacker_power} égale "
             "{target:le} avec {target_power}, et l'égalité profite à l'attaquant, donc "
             "{defender} subit {damage} {damage:dégât|dégâts} et il ne lui reste aucune carte "
             "Vie.",
    ),
    "verdict.beats_at_zero": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                             "bat {target:le} avec {target_power} alors que {defender} n'a plus "
                             "de carte Vie.",
    "verdict.ties_at_zero": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                            "égale {target:le} avec {target_power}, et l'égalité profite à "
                            "l'attaquant, alors que {defender} n'a plus de carte Vie.",
    "verdict.battle_ended": "Le combat se termine sans dégâts : {card:le} a quitté la zone d'où "
                            "{card:il|elle} combattait avant l'étape de dégâts ({rules}).",
    "verdict.not_allowed": "L'action {number} n'est pas permise ({rules}) : {reason}",
    "verdict.both_lose": "Les deux joueurs perdent et personne ne gagne : tous deux remplissent "
                         "en même temps une condition de défaite ({rules}).",
    "verdict.wins_deck_out": "{winner} gagne la partie : {loser} n'a plus de cartes dans son deck "
                             "({rules}).",
    "verdict.wins_by_effect": "{winner} gagne la partie : l'effet d'une carte le dit, et "
                              "{loser} perd ({rules}).",
    "verdict.wins_damage_at_zero": "{winner} gagne la partie : le Leader de {loser} a subi des "
                                   "dégâts alors qu'il ne restait plus de carte Vie à {loser} "
                                   "({rules}).",
    "verdict.also_ko": "Mis KO par des effets pendant le combat : {cards:le}.",
    "verdict.allowed": "Toutes les actions sont permises ; aucun combat n'a eu lieu et rien n'a "
                       "été mis KO.",
    "verdict.allowed_ko": "Toutes les actions sont permises ; aucun combat n'a eu lieu. Mis KO : "
                          "{cards:le}.",
    "verdict.double_attack_fixed": "Les dégâts de [Double attaque] restent à 2 même si un "
                                   "[Déclenchement] a été activé après le premier ({rules}).",
    "verdict.idle_don": Plural(
        "count",
        one="La carte DON!! donnée {card:au} n'ajoute aucune puissance pendant le tour de "
            "{player} ({rules}).",
        other="Les {count} cartes DON!! données {card:au} n'ajoutent aucune puissance pendant le "
              "tour de {player} ({rules}).",
    ),
    "verdict.zero_life": "Sans carte Vie, {player} n'a pas encore perdu : seuls des dégâts subis "
                         "sans carte Vie font perdre la partie ({rules}).",

    # --- groups: several cards at once (optcg/groups.py) ---
    "why.trash_empty": "la Défausse de {player} est vide",
    "mismatch.no_trigger": "la carte n'a pas de [Déclenchement]",
    "mismatch.has_base_effect": "la carte a un effet propre (texte de carte ou [Déclenchement])",
    "mismatch.has_on_play": "la carte a un effet [Jouée], qu'il s'applique ou non",
    "mismatch.no_blocker": "la carte n'a pas [Bloqueur] en ce moment",
    "choice_unfit": (
        "{effect} : {card:le} ne correspond pas à ce qu'il choisit ({why}), {card:il|elle} n'est "
        "donc pas {card:choisi|choisie}."
    ),
    "second_choice_unfit": "{effect} : quand vient son second choix, {card:le} ne correspond pas "
                           "({why}) ; cette partie est ignorée.",
    "illegal.counter_one_card": "Une valeur de Contre augmente la puissance d'une seule carte ; "
                                "{player} doit nommer un Leader ou un Personnage.",
    "illegal.too_many_targets": "{effect} choisit jusqu'à {limit} {limit:carte|cartes}, il ne "
                                "peut donc pas en choisir {count}.",
    "illegal.total_power_above": "{effect} choisit des cartes d'une puissance totale de {limit} "
                                 "ou moins, or celles désignées totalisent {total}.",
    "why.none_match": "aucune carte du terrain ne correspond à sa description",
    "mismatch.base_cost_above": "son coût de base est {value}, pas {limit} ou moins",
    "mismatch.base_cost_below": "son coût de base est {value}, pas {limit} ou plus",
    "mismatch.base_power_above": "sa puissance de base est {value}, pas {limit} ou moins",
    "mismatch.base_power_below": "sa puissance de base est {value}, pas {limit} ou plus",
    "mismatch.is_self": "c'est la carte dont vient l'effet",
    "mismatch.excluded_name": "l'effet exclut {name}",
    "mismatch.no_first_choice": "aucune carte n'a été choisie avant, donc il n'y a pas de couleur "
                                "dont se distinguer",
    "mismatch.same_color_as": "elle partage une couleur ({colors}) avec {card:le}, "
                              "{card:choisi|choisie} avant",
    "mismatch.don_below": "la carte a {value} DON!! {value:donnée|données}, pas {limit} ou plus",
    "why.no_don_on_field": "{player} n'a aucune DON!! sur le terrain",
    "why.no_active_don": "{player} n'a aucune DON!! redressée dans la zone de coût",

    # --- decks: deck searches (optcg/decks/) ---
    "would.hand_to_deck": "placerait des cartes de la main dans le deck",
    "hand_to_deck.bottom": Plural(
        "count",
        one="{effect} : {player} montre {cards:le} et {cards:le|la} place de sa main sous le deck "
            "(la première carte de la main ; le choix de la carte revient au joueur).",
        other="{effect} : {player} montre {cards:le} et les place de sa main sous le deck (les "
              "premières de la main, dans cet ordre ; le choix des cartes et de leur ordre "
              "revient au joueur).",
    ),
    "hand_to_deck.top": Plural(
        "count",
        one="{effect} : {player} montre {cards:le} et {cards:le|la} place de sa main sur le "
            "dessus du deck (le choix de la carte revient au joueur).",
        other="{effect} : {player} montre {cards:le} et les place de sa main sur le dessus du "
              "deck, la première tout en haut (le choix des cartes et de leur ordre revient au "
              "joueur).",
    ),
    "hand_to_deck.top_or_bottom": Plural(
        "count",
        one="{effect} : {player} montre {cards:le} et {cards:le|la} place de sa main sous le deck "
            "(le joueur pourrait choisir le dessus ou une autre carte).",
        other="{effect} : {player} montre {cards:le} et les place de sa main sous le deck (le "
              "joueur pourrait choisir le dessus, d'autres cartes et un autre ordre).",
    ),
    "unmet.top_card": "{card:le}, sur le dessus du deck, ne convient pas : {why}",
    "unmet.top_card_none": "le deck de {player} est vide",
    "unmet.top_card_unknown": "le scénario ne donne que le nombre de cartes du deck de {player}, "
                              "donc rien ne montre que sa carte du dessus convienne",
    "deck_revealed": Plural(
        "count",
        one="{effect} : {player} révèle la carte du dessus du deck ({cards}).",
        other="{effect} : {player} révèle les {count} cartes du dessus du deck ({cards}).",
    ),
    "deck_revealed.short": "{effect} : {player} révèle les {count} cartes qui restent au deck sur "
                           "les {wanted} demandées ({cards}).",
    "deck_play.took": "{effect} : {player} choisit {card:le} pour la jouer.",
    "deck_play.took_first": "{effect} : {player} choisit {card:le}, la première d'entre elles qui "
                            "convient (le scénario n'en a choisi aucune), pour la jouer.",
    "mismatch.trait_including": "aucun de ses types ne contient {parts}",
    "mismatch.attribute": "la carte n'a aucun des attributs {attributes}",
    "mismatch.trait_or_attribute": (
        "la carte n'a aucun des types {traits} ni des attributs {attributes}"
    ),
    "would.look_at_deck": "regarderait les cartes du dessus du deck",
    "deck_looked": Plural(
        "count",
        one="{effect} : {player} regarde la carte du dessus du deck ({cards}) ; tant qu'elle est "
            "regardée, elle reste dans le deck.",
        other="{effect} : {player} regarde les {count} cartes du dessus du deck ({cards}) ; tant "
              "qu'elles sont regardées, elles restent dans le deck.",
    ),
    "deck_looked.short": "{effect} : {player} regarde les {count} cartes qui restent au deck sur "
                         "les {wanted} demandées ({cards}).",
    "deck_searched_whole": "{effect} : {player} parcourt tout son deck ({count} cartes).",
    "deck_shuffled": "{effect} : {player} mélange son deck ; son nouvel ordre est aléatoire, le "
                     "juge garde donc l'ordre indiqué par le scénario.",
    "deck_search.took": "{effect} : {player} révèle {card:le} et l'ajoute à sa main.",
    "deck_search.took_first": "{effect} : {player} révèle {card:le}, la première d'entre elles "
                              "qui convient (le scénario n'en a choisi aucune), et l'ajoute à sa "
                              "main.",
    "deck_play.none": (
        "{effect} : aucune ne convient, donc {player} ne joue rien (« jusqu'à » permet de n'en "
        "jouer aucune)."
    ),
    "deck_play.none_known": (
        "{effect} : le scénario ne donne que le nombre de ces cartes du deck, donc rien ne montre "
        "que l'une d'elles convienne ; {player} ne joue rien."
    ),
    "deck_search.none": "{effect} : aucune ne convient, donc {player} n'ajoute rien à sa main (« "
                        "jusqu'à » permet de n'en prendre aucune).",
    "deck_search.none_known": "{effect} : le scénario ne donne que le nombre de ces cartes du "
                              "deck, donc rien ne montre que l'une d'elles convienne ; {player} "
                              "n'ajoute rien à sa main.",
    "deck_search.not_looked": "{effect} : {card:le} n'est pas parmi les {count} cartes regardées, "
                              "donc elle ne peut pas être prise ; rien n'est ajouté à la main.",
    "deck_search.no_fit": "{effect} : {card:le} ne peut pas être prise ({why}) ; rien n'est "
                          "ajouté à la main.",
    "deck_rest.bottom": Plural(
        "count",
        one="{effect} : {player} place {cards:le} sous le deck.",
        other="{effect} : {player} place {cards:le} sous le deck, dans l'ordre du scénario "
              "(l'ordre est au choix du joueur).",
    ),
    "deck_rest.trash": "{effect} : {player} défausse {cards:le}.",
    "deck_rest.top": Plural(
        "count",
        one="{effect} : {player} laisse {cards:le} sur le dessus du deck (le joueur pourrait "
            "{cards:le|la} placer sous le deck à la place).",
        other="{effect} : {player} laisse {cards:le} sur le dessus du deck dans l'ordre du "
              "scénario (le joueur pourrait placer n'importe laquelle sous le deck à la place).",
    ),
    "trash_to_hand": "{effect} : {player} ajoute {cards:le} de la Défausse à sa main.",
    "trash_to_hand.first": Plural(
        "count",
        one="{effect} : {player} ajoute {cards:le} de la Défausse à sa main, la première qui y "
            "convient (le scénario n'en a choisi aucune).",
        other="{effect} : {player} ajoute {cards:le} de la Défausse à sa main, les premières qui "
              "y conviennent (le scénario n'en a choisi aucune).",
    ),
    "trash_to_hand.none": "{effect} : aucune carte de la Défausse de {player} ne convient, donc "
                          "rien n'est ajouté à la main.",
    "illegal.search_not_looked": "{effect} ne regarde que les {count} cartes du dessus du deck, "
                                 "et {card:le} n'en fait pas partie, donc {card:il|elle} ne peut "
                                 "pas être {card:choisi|choisie}.",

    # --- costs: activation costs (optcg/costs.py) ---
    "cost.trash_self": "défausser {card:le}",
    "cost.bottom_self": "placer {card:le} sous le deck de son propriétaire",
    "cost.bounce_self": "renvoyer {card:le} dans la main de son propriétaire",
    "cost.life_to_hand": Plural(
        "count",
        one="ajouter à la main la carte du dessus de la Vie",
        other="ajouter à la main les {count} cartes du dessus de la Vie",
    ),
    "cost.life_to_hand.top_or_bottom": Plural(
        "count",
        one="ajouter à la main {count} carte du dessus ou du dessous de la Vie",
        other="ajouter à la main {count} cartes du dessus ou du dessous de la Vie",
    ),
    "cost.trash_life": Plural(
        "count",
        one="défausser la carte du dessus de la Vie",
        other="défausser les {count} cartes du dessus de la Vie",
    ),
    "cost.trash_life.top_or_bottom": Plural(
        "count",
        one="défausser {count} carte du dessus ou du dessous de la Vie",
        other="défausser {count} cartes du dessus ou du dessous de la Vie",
    ),
    "cost.trash_deck": Plural(
        "count",
        one="défausser la carte du dessus du deck",
        other="défausser les {count} cartes du dessus du deck",
    ),
    "cost.leader_power": "donner -{amount} de puissance {card:au} pendant ce tour",
    "cost.trash_from_hand": Plural(
        "count",
        one="défausser de la main {count} carte conforme à son texte",
        other="défausser de la main {count} cartes conformes à son texte",
    ),
    "cost.reveal_from_hand": Plural(
        "count",
        one="révéler de la main {count} carte conforme à son texte",
        other="révéler de la main {count} cartes conformes à son texte",
    ),
    "cost.trash_to_deck_bottom": Plural(
        "count",
        one="placer sous le deck {count} carte de la Défausse conforme à son texte",
        other="placer sous le deck {count} cartes de la Défausse conformes à son texte",
    ),
    "cost.bounce_own": Plural(
        "count",
        one="renvoyer dans la main {count} de ses Personnages conforme à son texte",
        other="renvoyer dans la main {count} de ses Personnages conformes à son texte",
    ),
    "cost.rest_own": Plural(
        "count",
        one="épuiser {count} de ses cartes redressées conforme à son texte",
        other="épuiser {count} de ses cartes redressées conformes à son texte",
    ),
    "illegal.cost_self_off_field": "{effect} exige {what:du}, mais {card:le} n'est pas sur le "
                                   "terrain.",
    "illegal.cost_life": Plural(
        "count",
        one="{effect} exige {what:du}, mais {player} n'a qu'une carte Vie.",
        other="{effect} exige {what:du}, mais {player} n'a que {count} cartes Vie.",
        zero="{effect} exige {what:du}, mais {player} n'a aucune carte Vie.",
    ),
    "illegal.cost_deck": Plural(
        "count",
        one="{effect} exige {what:du}, mais {player} n'a qu'une carte dans son deck.",
        other="{effect} exige {what:du}, mais {player} n'a que {count} cartes dans son deck.",
        zero="{effect} exige {what:du}, mais {player} n'a aucune carte dans son deck.",
    ),
    "illegal.cost_leader_rested": "{effect} exige {what:du}, mais {card:le} est épuisé, pas "
                                  "redressé.",
    "illegal.cost_cards": Plural(
        "count",
        one="{effect} exige {what:du}, mais {player} n'a qu'une carte qui puisse le payer.",
        other="{effect} exige {what:du}, mais {player} n'a que {count} cartes qui puissent le "
              "payer.",
        zero="{effect} exige {what:du}, mais {player} n'a aucune carte qui puisse le payer.",
    ),
    "illegal.cost_named_unfit": Plural(
        "count",
        one="{effect} exige {what:du}, mais parmi les cartes désignées pour le payer, une seule "
            "convient.",
        other="{effect} exige {what:du}, mais parmi les cartes désignées pour le payer, seules "
              "{count} conviennent.",
        zero="{effect} exige {what:du}, mais aucune des cartes désignées pour le payer ne "
             "convient.",
    ),
    "illegal.pay_unknown_card": "L'action « pay » désigne une carte absente du scénario.",
    "paid.trash_self": "défausse {card:le}",
    "paid.bottom_self": "place {card:le} sous le deck de son propriétaire",
    "paid.bounce_self": "renvoie {card:le} dans la main de son propriétaire",
    "paid.life_to_hand": "ajoute à sa main {cards:le} du {end} de la Vie",
    "paid.trash_life": "défausse {cards:le} du {end} de la Vie",
    "paid.trash_deck": "défausse {cards:le} du dessus du deck",
    "paid.leader_power": "donne {amount} de puissance {card:au} pendant ce tour",
    "paid.reveal_from_hand": "révèle {cards:le} de sa main",
    "paid.trash_to_deck_bottom": "place {cards:le} de la Défausse sous le deck",
    "paid.bounce_own": "renvoie {cards:le} dans la main du propriétaire",
    "paid.life_own": "ajoute {cards:le} face visible au-dessus de ses cartes Vie",
    "cost.life_own": Plural(
        "count",
        one="ajouter face visible au-dessus de sa Vie {count} de ses Personnages conforme à son "
            "texte",
        other="ajouter face visible au-dessus de sa Vie {count} de ses Personnages conformes à "
              "son texte",
    ),
    "paid.rest_own": "épuise {cards:le}",
    "cost.rest_opponent": Plural(
        "count",
        one="épuiser {count} Personnage redressé de l'adversaire",
        other="épuiser {count} Personnages redressés de l'adversaire",
    ),
    "paid.rest_opponent": "épuise {cards:le}",
    "paid.rest_own.don": "épuise {cards:le} et {count} DON!!",
    "cost.trash_own": Plural(
        "count",
        one="défausser {count} de ses cartes sur le terrain conforme à son texte",
        other="défausser {count} de ses cartes sur le terrain conformes à son texte",
    ),
    "cost.bottom_own": Plural(
        "count",
        one="placer sous le deck {count} de ses cartes sur le terrain conforme à son texte",
        other="placer sous le deck {count} de ses cartes sur le terrain conformes à son texte",
    ),
    "cost.hand_to_deck_bottom": Plural(
        "count",
        one="placer {count} carte de la main sous le deck",
        other="placer {count} cartes de la main sous le deck",
    ),
    "cost.life_face_up": Plural(
        "count",
        one="retourner face visible la carte du dessus de la Vie",
        other="retourner face visible les {count} cartes du dessus de la Vie",
    ),
    "cost.life_face_down": Plural(
        "count",
        one="retourner face cachée la carte du dessus de la Vie",
        other="retourner face cachée les {count} cartes du dessus de la Vie",
    ),
    "illegal.cost_life_face.none": "{effect} exige {what:du}, mais aucune des cartes du dessus de "
                                   "la Vie de {player} ne peut être retournée ainsi (une carte "
                                   "déjà dans cet état n'est pas retournée à nouveau).",
    "illegal.cost_life_face": "{effect} exige {what:du}, mais {count:seule|seules} {count} des "
                              "cartes du dessus de la Vie de {player} {count:peut|peuvent} être "
                              "{count:retournée|retournées} ainsi (une carte "
                              "déjà dans cet état n'est pas retournée à nouveau).",
    "paid.trash_own": "défausse {cards:le} (ce n'est pas un KO)",
    "cost.trash_own_or_hand": Plural(
        "count",
        one="défausser {count} de ses Personnages qui convient à son texte, ou {count} carte "
            "de la main",
        other="défausser {count} de ses Personnages qui conviennent à son texte, ou {count} "
              "cartes de la main",
    ),
    "paid.trash_own_or_hand": "défausse {cards:le}",
    "paid.bottom_own": "place {cards:le} sous le deck du propriétaire",
    "paid.hand_to_deck_bottom": "place {cards:le} de sa main sous le deck",
    "paid.hand_to_deck_top": "place {cards:le} de sa main au-dessus du deck",
    "cost.hand_to_deck_top": Plural(
        "count",
        one="placer {count} carte de la main au-dessus du deck",
        other="placer {count} cartes de la main au-dessus du deck",
    ),
    "paid.life_face_up": "retourne face visible {cards:le} au-dessus de la Vie",
    "paid.life_face_down": "retourne face cachée {cards:le} au-dessus de la Vie",
    "paid.life_face_down_any": "retourne face cachée {cards:le} de la Vie",
    "cost.life_face_down_any": Plural(
        "count",
        one="retourner face cachée 1 carte Vie face visible",
        other="retourner face cachée {count} cartes Vie face visible",
    ),
    "illegal.cost_life_face_any": Plural(
        "count",
        one="{effect} exige {what:du}, mais {player} n'a qu'une carte Vie face visible pour le "
            "payer.",
        other="{effect} exige {what:du}, mais {player} n'a que {count} cartes Vie face visible "
              "pour le payer.",
        zero="{effect} exige {what:du}, mais {player} n'a aucune carte Vie face visible pour "
             "le payer.",
    ),
    "cost.return_don": Plural(
        "count",
        one="renvoyer {count} DON!! du terrain dans le deck DON!!",
        other="renvoyer {count} DON!! du terrain dans le deck DON!!",
    ),
    "cost.return_active_don": Plural(
        "count",
        one="renvoyer {count} DON!! redressée dans le deck DON!!",
        other="renvoyer {count} DON!! {count:redressée|redressées} dans le deck DON!!",
    ),
    "illegal.cost_return_don": Plural(
        "count",
        one="{effect} exige {what:du}, mais {player} n'en a qu'une.",
        other="{effect} exige {what:du}, mais {player} n'en a que {count}.",
        zero="{effect} exige {what:du}, mais {player} n'en a aucune.",
    ),
    "paid.return_active_don": "renvoie {count} DON!! {count:redressée|redressées} dans le deck "
                              "DON!!",
    "cost.return_given_don": Plural(
        "count",
        one="renvoyer {count} DON!! donnée épuisée dans la zone de coût",
        other="renvoyer {count} DON!! {count:donnée|données} {count:épuisée|épuisées} dans la "
              "zone de coût",
    ),
    "paid.return_given_don": "renvoie dans la zone de coût {count} DON!! {count:donnée|données} "
                             "{cards:au}, {count:épuisée|épuisées}",
    "payment_named.don": "{player} renverra {count} DON!! pour payer le prochain coût "
                         "{source:du}.",
    "illegal.cost_condition_unmet": "Le coût de {effect} ne peut être payé que si sa condition « "
                                    "si » est remplie, et elle ne l'est pas ({why}).",
    "cost.give_don_own": Plural(
        "count",
        one="donner {count} DON!! redressée à une de ses cartes conforme à son texte",
        other="donner {count} DON!! {count:redressée|redressées} à une de ses cartes conforme à "
              "son texte",
    ),
    "paid.give_don_own": "donne {count} DON!! {count:redressée|redressées} {card:au}",
    "cost.give_opponent_don": Plural(
        "count",
        one="donner {count} DON!! épuisée de l'adversaire à 1 de ses Personnages",
        other="donner {count} DON!! épuisées de l'adversaire à 1 de ses Personnages",
    ),
    "paid.give_opponent_don": "donne {count} DON!! {count:épuisée|épuisées} de l'adversaire "
                              "{card:au}",
    "cost.bottom_stage": Plural(
        "count",
        one="placer {count} Lieu conforme à son texte sous le deck de son propriétaire",
        other="placer {count} Lieux conformes à son texte sous le deck de leur propriétaire",
    ),
    "paid.bottom_stage": "place {cards:le} sous le deck du propriétaire",
    "cost.bottom_character": Plural(
        "count",
        one="placer {count} Personnage conforme à son texte sous le deck de son propriétaire",
        other="placer {count} Personnages conformes à son texte sous le deck de leur propriétaire",
    ),
    "paid.bottom_character": "place {cards:le} sous le deck du propriétaire",
    "life_end.top": "dessus",
    "life_end.bottom": "dessous",
    "payment_named": "{player} désigne les cartes qui paient le prochain coût {source:du} : "
                     "{cards:le}.",
    "payment_named.life": (
        "{player} paie le prochain coût {source:du} avec les cartes du {end} de sa Vie."
    ),

    # --- conditions: the "if..." conditions (optcg/conditions.py) ---
    "unmet.life_face_up_min": Plural(
        "value",
        one="{player} n'a aucune carte Vie face visible",
        other="{player} a moins de {value} {value:carte|cartes} Vie face visible",
    ),
    "step_condition_unmet": "{effect} : sa clause « si » n'est pas remplie ({why}), donc le texte "
                            "à partir de cette clause n'est pas résolu ; ce qui la précède a été "
                            "résolu.",
    "unmet.leader_trait_any": "le Leader de {player} n'a aucun des types {values}",
    "unmet.leader_trait_includes": "aucun type du Leader de {player} ne contient « {value} »",
    "unmet.leader_attribute": "le Leader de {player} n'a pas l'attribut <{value}>",
    "unmet.opponent_leader_attribute": "le Leader de l'adversaire de {player} n'a pas l'attribut "
                                       "<{value}>",
    "unmet.leader_multicolored": "le Leader de {player} n'est pas multicolore",
    "unmet.leader_multicolored.not": "le Leader de {player} est multicolore",
    "unmet.opponent_life_min": Plural(
        "value",
        one="il ne reste aucune carte Vie à l'adversaire de {player}",
        other="l'adversaire de {player} a moins de {value} {value:carte|cartes} Vie",
    ),
    "unmet.total_life_min": Plural(
        "value",
        one="il ne reste aucune carte Vie ni à {player} ni à son adversaire",
        other="{player} et son adversaire ont en tout moins de {value} {value:carte|cartes} Vie",
    ),
    "unmet.total_life_max": "{player} et son adversaire ont en tout plus de {value} "
                            "{value:carte|cartes} Vie",
    "unmet.life_vs_opponent.fewer": "{player} n'a pas moins de cartes Vie que son adversaire",
    "unmet.life_vs_opponent.at_most": "{player} a plus de cartes Vie que son adversaire",
    "unmet.hand_min": Plural(
        "value",
        one="{player} n'a aucune carte en main",
        other="{player} a moins de {value} {value:carte|cartes} en main",
    ),
    "unmet.opponent_hand_min": Plural(
        "value",
        one="l'adversaire de {player} n'a aucune carte en main",
        other="l'adversaire de {player} a moins de {value} {value:carte|cartes} en main",
    ),
    "unmet.opponent_hand_max": "l'adversaire de {player} a plus de {value} {value:carte|cartes} "
                               "en main",
    "unmet.trash_min": Plural(
        "value",
        one="{player} n'a aucune carte dans sa Défausse",
        other="{player} a moins de {value} {value:carte|cartes} dans sa Défausse",
    ),
    "unmet.trash_max": "{player} a plus de {value} {value:carte|cartes} dans sa Défausse",
    "unmet.don_max": "{player} a plus de {value} DON!! sur le terrain",
    "unmet.opponent_don_min": Plural(
        "value",
        one="l'adversaire de {player} n'a aucune DON!! sur le terrain",
        other="l'adversaire de {player} a moins de {value} DON!! sur le terrain",
    ),
    "unmet.opponent_don_max": "l'adversaire de {player} a plus de {value} DON!! sur le terrain",
    "unmet.don_vs_opponent.fewer": "l'adversaire de {player} n'a pas plus de DON!! sur le terrain "
                                   "que {player}",
    "unmet.don_vs_opponent.at_most": "{player} a plus de DON!! sur le terrain que son adversaire",
    "unmet.active_don_min": Plural(
        "value",
        one="{player} n'a aucune DON!! redressée",
        other="{player} a moins de {value} DON!! {value:redressée|redressées}",
    ),
    "unmet.rested_don_min": Plural(
        "value",
        one="{player} n'a aucune DON!! épuisée",
        other="{player} a moins de {value} DON!! {value:épuisée|épuisées}",
    ),
    "unmet.given_don_min": Plural(
        "value",
        one="{player} n'a donné aucune DON!! à son Leader ni à ses Personnages",
        other="{player} a moins de {value} DON!! {value:donnée|données} à son Leader et ses "
              "Personnages",
    ),
    "unmet.self_gone": "la carte de cet effet n'est plus sur le terrain de {player}",
    "unmet.self_power_min": "{card:le} a {power} de puissance, moins de {value}",
    "unmet.self_played_this_turn": "{card:le} n'a pas été joué pendant ce tour",
    "unmet.self_played_this_turn.not": "{card:le} a été joué pendant ce tour",
    "unmet.self_rested": "{card:le} n'est pas épuisé",
    "unmet.self_rested.not": "{card:le} est épuisé",
    "unmet.has_names": "{player} n'a pas {values} sur le terrain",
    "unmet.trash_names": "{player} n'a pas {values} dans sa Défausse",
    "unmet.don_fewer_by": "{player} n'a pas au moins {value} DON!! de moins que son adversaire "
                          "sur le terrain",
    "unmet.characters_fewer_by": "{player} n'a pas au moins {value} Personnages de moins "
                                 "que son adversaire",
    "unmet.lacks_names": "{player} a {values} sur le terrain",
    "unmet.characters_min": Plural(
        "count",
        one="{player} n'a qu'un des Personnages que compte la condition, alors qu'il en faut au "
            "moins {limit}",
        other="{player} n'a que {count} des Personnages que compte la condition, alors qu'il en "
              "faut au moins {limit}",
        zero="{player} n'a aucun des Personnages que compte la condition, alors qu'il en faut au "
             "moins {limit}",
    ),
    "unmet.characters_max": "{player} a {count} des Personnages que compte la condition, alors "
                            "qu'il en faut au plus {limit}",
    "unmet.characters_min.anyone": "le terrain compte {count} des Personnages que vise la "
                                   "condition, alors qu'il en faut au moins {limit}",
    "unmet.characters_max.anyone": "le terrain compte {count} des Personnages que vise la "
                                   "condition, alors qu'il en faut au plus {limit}",
    "unmet.all_don_rested": "les cartes DON!! de {player} ne sont pas toutes épuisées (une "
                            "redressée, ou une donnée au Leader ou à un Personnage)",
    "unmet.all_don_rested.not": "toutes les cartes DON!! de {player} sont épuisées",
    "unmet.leader_rested": "le Leader de {player} n'est pas épuisé",
    "unmet.leader_rested.not": "le Leader de {player} est épuisé",
    "unmet.second_turn_or_later": "c'est le premier tour de {player}",
    "unmet.second_turn_or_later.not": "ce n'est pas le premier tour de {player}",
    "unmet.opponent_leader_rested": "le Leader de l'adversaire de {player} n'est pas épuisé",
    "unmet.opponent_leader_rested.not": "le Leader de l'adversaire de {player} est épuisé",
    "unmet.leader_power_max": "le Leader de {player} a plus de {value} de puissance",
    "unmet.trash_events_min": Plural(
        "value",
        one="{player} n'a aucun Événement dans sa Défausse",
        other="{player} a moins de {value} {value:Événement|Événements} dans sa Défausse",
    ),
    "unmet.trash_events_max": "{player} a plus de {value} {value:Événement|Événements} dans sa "
                              "Défausse",
    "unmet.deck_min": Plural(
        "value",
        one="il ne reste aucune carte dans le deck de {player}",
        other="{player} a moins de {value} {value:carte|cartes} dans son deck",
    ),
    "unmet.deck_max": "{player} a plus de {value} {value:carte|cartes} dans son deck",
    "unmet.rested_cards_min": Plural(
        "value",
        one="{player} n'a aucune carte épuisée sur le terrain",
        other="{player} a moins de {value} {value:carte épuisée|cartes épuisées} sur le terrain",
    ),
    "unmet.any_of": "aucune de ces conditions n'est remplie : {whys}",
    "unmet.opponent_rested_cards_min": Plural(
        "value",
        one="l'adversaire de {player} n'a aucune carte épuisée sur le terrain",
        other="l'adversaire de {player} a moins de {value} {value:carte épuisée|cartes épuisées} "
              "sur le terrain",
    ),

    # --- limits: restrictions (optcg/limits.py) ---
    "duration.opponents_next_turn": "jusqu'à la fin du prochain tour de l'adversaire de son "
                                    "contrôleur",
    "limit.cannot_block.player": "{effect} : {player} ne peut pas activer [Bloqueur] {duration}.",
    "limit.cannot_block.player.bounded": "{effect} : {player} ne peut pas activer le [Bloqueur] "
                                         "d'un Personnage avec {bounds} {duration}.",
    "limit.cannot_block.card": "{effect} : {card:le} ne peut pas activer [Bloqueur] {duration}.",
    "limit.cannot_attack.card": "{effect} : {card:le} ne peut pas attaquer {duration}.",
    "limit.cannot_be_rested.card": "{effect} : {card:le} ne peut pas être {card:épuisé|épuisée} "
                                   "{duration}, {card:il|elle} ne peut donc ni attaquer ni "
                                   "activer [Bloqueur].",
    "limit.stay_rested.card": "{effect} : {card:le} ne sera pas redressé lors de la prochaine "
                              "phase de recharge de {owner}.",
    "bounds.power_max": "{value} de puissance ou moins",
    "bounds.power_min": "{value} de puissance ou plus",
    "bounds.cost_max": "un coût de {value} ou moins",
    "bounds.cost_min": "un coût de {value} ou plus",
    "bounds.none": "n'importe quelle puissance",
    "would.cannot_block": "interdirait [Bloqueur]",
    "would.cannot_attack": "interdirait une attaque",
    "would.cannot_be_rested": "empêcherait d'épuiser une carte",
    "would.stay_rested": "garderait une carte épuisée",
    "why.cannot_be_rested": "{effect} dit que cette carte ne peut pas être épuisée",
    "illegal.blocker_forbidden": "{card:le} ne peut pas activer [Bloqueur], car {effect} "
                                 "l'interdit, et le texte d'une carte l'emporte sur les règles.",
    "illegal.blocker_cannot_be_rested": "{card:le} ne peut pas être {card:épuisé|épuisée} "
                                        "({effect}), et [Bloqueur] s'active en l'épuisant ; "
                                        "{card:il|elle} ne peut donc pas bloquer.",
    "illegal.attack_forbidden": "{card:le} ne peut pas attaquer, car {effect} l'interdit, et le "
                                "texte d'une carte l'emporte sur les règles.",
    "illegal.attacker_cannot_be_rested": "{card:le} ne peut pas être {card:épuisé|épuisée} "
                                         "({effect}), et une attaque se déclare en l'épuisant ; "
                                         "{card:il|elle} ne peut donc pas attaquer.",
    "refresh.kept_rested_by": "Phase de recharge : {card:le} reste épuisé à cause d'un effet "
                              "permanent {source:du} (le texte d'une carte l'emporte sur les "
                              "règles).",
    "refresh.kept_rested": "Phase de recharge : {card:le} reste épuisé, comme le dit {effect} (le "
                           "texte d'une carte l'emporte sur les règles).",
    "option_chosen": "{player} choisit l'option {number} de {effect} (« Choisissez-en un : »).",
    "option_not_named": (
        "{effect} dit « Choisissez-en un : », et le scénario n'indique aucune option (l'action qui "
        "l'utilise l'indique avec « option ») : rien n'est appliqué."
    ),
    "option_chosen.opponent": "{player}, adversaire du joueur qui utilise l'effet, choisit "
                              "l'option {number} de {effect} (« Votre adversaire en choisit un "
                              ": »).",
    "option_not_named.opponent": (
        "{effect} dit « Votre adversaire en choisit un : », et le scénario n'indique aucune option "
        "(l'action qui l'utilise indique avec « option » le choix de l'adversaire) : rien n'est "
        "appliqué."
    ),
    "illegal.no_options": "{card:le} n'a aucun effet « Choisissez-en un : » que cette action "
                          "utilise, donc il n'y a pas d'option à nommer.",
    "illegal.option_not_offered": "{effect} propose {count} options, donc l'option {number} "
                                  "n'existe pas.",
    "limit.cannot_be_ko.card": "{effect} : {card:le} ne peut pas être mis KO {duration}.",
    "limit.cannot_be_ko.card.battle": "{effect} : {card:le} ne peut pas être mis KO en combat "
                                      "{duration}.",
    "limit.cannot_be_ko.card.effects": "{effect} : {card:le} ne peut pas être mis KO par des "
                                       "effets {duration}.",
    "limit.cannot_be_ko.card.opponents_effects": "{effect} : {card:le} ne peut pas être mis KO "
                                                 "par les effets de l'adversaire de {owner} "
                                                 "{duration}.",
    "would.cannot_be_ko": "empêcherait une carte d'être mise KO",
    "why.limit_no_ko": "{effect} dit qu'il ne peut pas être mis KO ainsi",
    "limit.cannot_play.player": "{effect} : {player} ne peut pas jouer de cartes de sa main "
                                "{duration} (leur coût ne peut pas être payé).",
    "limit.cannot_play.player.bounded": "{effect} : {player} ne peut pas jouer de {bounds} de sa "
                                        "main {duration} (leur coût ne peut pas être payé).",
    "bounds.characters": "cartes Personnage",
    "bounds.characters_base_cost_min": "cartes Personnage de coût de base {value} ou plus",
    "would.cannot_play": "interdirait de jouer des cartes",
    "limit.cannot_play.player.any_way": "{effect} : {player} ne peut pas jouer de cartes "
                                        "{duration}, ni en payant leur coût ni par un effet.",
    "limit.cannot_play.player.bounded.any_way": "{effect} : {player} ne peut pas jouer de "
                                                "{bounds} {duration}, ni en payant leur coût ni "
                                                "par un effet.",
    "why.play_forbidden": "{effect} interdit de la jouer, même par un effet",
    "illegal.play_forbidden": (
        "{card:le} ne peut pas être {card:joué|jouée} maintenant, car {effect} interdit de payer "
        "son coût pour {card:le|la} jouer, et le texte d'une carte l'emporte sur les règles."
    ),
    "illegal.cost_rest_self_forbidden": "{effect} exige d'épuiser {card:le}, mais {why}, donc le "
                                        "coût ne peut pas être payé.",
    "limit.cannot_life_to_hand.player": "{effect} : {player} ne peut pas ajouter de cartes Vie à "
                                        "sa main avec ses propres effets {duration}.",
    "would.cannot_life_to_hand": "interdirait d'ajouter des cartes Vie à la main",
    "limit.cannot_set_don_active.player": "{effect} : {player} ne peut pas redresser de DON!! "
                                          "avec des effets de Personnages {duration}.",
    "would.cannot_set_don_active": "interdirait de redresser des DON!! avec des effets de "
                                   "Personnages",
    "would.set_don_active": "redresserait des DON!!",
    "why.no_don_active_by_characters": "{effect} interdit de redresser des DON!! avec des effets "
                                       "de Personnages",
    "limit.cannot_draw.player": "{effect} : {player} ne peut pas piocher de cartes avec ses "
                                "propres effets {duration}.",
    "would.cannot_draw": "interdirait de piocher des cartes avec ses propres effets",
    "would.draw": "piocherait des cartes",
    "why.no_draw": "{effect} interdit de piocher des cartes avec ses propres effets",
    "why.no_life_to_hand": "{effect} interdit d'ajouter des cartes Vie à sa main avec ses propres "
                           "effets",
    "illegal.cost_life_to_hand_forbidden": "{effect} coûte d'ajouter une carte Vie à la main, "
                                           "mais {why}, donc le coût ne peut pas être payé.",

    # --- up_to: "up to N" count steps (optcg/up_to.py) ---
    "up_to_most": "{effect} dit « jusqu'à {most} » : le scénario n'indique aucun nombre, donc "
                  "{most} (le joueur aurait pu en choisir moins, même 0).",
    "up_to_taken": "{effect} dit « jusqu'à {most} » : le joueur en choisit {count}.",
    "illegal.no_up_to": "{card:le} n'a aucune étape « jusqu'à » dans l'effet que cette action "
                        "utilise, donc l'action ne peut pas dire combien le joueur en choisit.",
    "illegal.take_too_many_numbers": "{effect} a {count} {count:étape|étapes} « jusqu'à », or "
                                     "l'action indique plus de nombres.",
    "illegal.take_above_up_to": "{effect} dit « jusqu'à {most} », donc le joueur ne peut pas en "
                                "choisir {number}.",

    # --- fields: a printed card's fields in the notes ---
    "field.name": "le nom",
    "field.type": "le type de carte",
    "field.cost": "le coût",
    "field.power": "la puissance",
    "field.counter": "la valeur de Contre",
    "field.colors": "les couleurs",
    "field.keywords": "les mots-clés",
    "field.traits": "les types",
    "field.attributes": "les attributs",
    "field.life": "la Vie",
    "field.effects": "les effets",
    "field.trigger": "le [Déclenchement]",
    "field.static": "les effets permanents",
    "note.override": "{card:le} : pour {key}, la valeur du scénario ({value}) remplace celle "
                     "imprimée sur {number} ({printed})",
    "value.none": "vide",
    "value.yes": "oui",
    "value.no": "non",
    "value.described": "telle que décrite",

    # --- why: why a battle went as it did (optcg/verdict.py) ---
    "why.don_x_blocker": Plural(
        "count",
        one="{card:le} a {count} DON!!, donc [Bloqueur] peut être utilisé : {effect} ne "
            "l'interdit qu'avec [DON!! x{needed}] ({rules}).",
        other="{card:le} a {count} DON!!, donc [Bloqueur] peut être utilisé : {effect} ne "
              "l'interdit qu'avec [DON!! x{needed}] ({rules}).",
        zero="{card:le} n'a aucune DON!!, donc [Bloqueur] peut être utilisé : {effect} ne "
             "l'interdit qu'avec [DON!! x{needed}] ({rules}).",
    ),
    "why.don_x": Plural(
        "count",
        one="{card:le} a {count} DON!!, donc {effect} ne s'active pas : il demande [DON!! "
            "x{needed}] ({rules}).",
        other="{card:le} a {count} DON!!, donc {effect} ne s'active pas : il demande [DON!! "
              "x{needed}] ({rules}).",
        zero="{card:le} n'a aucune DON!!, donc {effect} ne s'active pas : il demande [DON!! "
             "x{needed}] ({rules}).",
    ),
    "why.condition_unmet": "{effect} ne s'applique pas, car {why} ({rules}).",

    # --- replacements: replacement effects, "instead" (optcg/replacements.py) ---
    "why.replacement_don": "{player} a {count} DON!! {count:redressée|redressées}, pas "
                           "{wanted}.",
    "paid.draw": Plural("count", one="pioche {count} carte", other="pioche {count} cartes"),
    "replaced.same": "{effect} retire ses cartes en même temps : l'effet de remplacement "
                     "{source:du} déjà appliqué garde aussi {card:le} sur le terrain, sans rien "
                     "refaire.",
    "replaced.same.that": "{effect} retire ses cartes en même temps : l'effet de remplacement "
                          "{source:du} déjà appliqué garde aussi {card:le} sur le terrain, et ce "
                          "qu'il fait à cette carte-là est fait à celle-ci : {paid}.",
    "replacement_used": "L'effet de remplacement {card:du} est [Une fois par tour] et a déjà été "
                        "appliqué ce tour-ci.",
    "verdict.beats_kept": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                          "bat {target:le} avec {target_power}, mais {card:le} n'est pas mis KO "
                          "et reste sur le terrain (voir les étapes).",
    "verdict.ties_kept": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                         "égale {target:le} avec {target_power}, et l'égalité profite à "
                         "l'attaquant, mais {card:le} n'est pas mis KO et reste sur le terrain "
                         "(voir les étapes).",
    "replaced.effect": "{effect} {what}, mais {player} applique à la place l'effet de "
                       "remplacement {source:du} : il {paid} ; {card:le} reste sur le terrain.",
    "replaced.battle": "{card:le} perd le combat et serait mis KO, mais {player} applique à la "
                       "place l'effet de remplacement {source:du} : il {paid} ; {card:le} reste "
                       "sur le terrain.",
    "why.replacement_rested": "{card:le} est déjà {card:épuisé|épuisée}.",
    "verdict.beats_gone": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                          "bat {target:le} avec {target_power}, mais {card:le} n'est pas mis "
                          "KO : un effet de remplacement l'a déplacé à la place (voir les "
                          "étapes).",
    "verdict.ties_gone": "L'attaque de {player} réussit : {attacker:le} avec {attacker_power} "
                         "égale {target:le} avec {target_power}, et l'égalité profite à "
                         "l'attaquant, mais {card:le} n'est pas mis KO : un effet de "
                         "remplacement l'a déplacé à la place (voir les étapes).",
    "replaced.effect.left": "{effect} {what}, mais {player} applique à la place l'effet de "
                            "remplacement {source:du} : il {paid}.",
    "replaced.battle.left": "{card:le} perd le combat et serait mis KO, mais {player} applique à "
                            "la place l'effet de remplacement {source:du} : il {paid}.",
    "replacement_declined": "{player} n'applique pas l'effet de remplacement {card:du} : ce qu'il "
                            "remplacerait a lieu.",
    "replacement_not_declinable": (
        "{player} préférerait ne pas appliquer l'effet de remplacement {card:du}, mais son texte "
        "ne dit pas « vous pouvez » : il est appliqué."
    ),
    "replacement_default": (
        "Le scénario ne dit pas si {player} applique l'effet de remplacement {card:du} ; le juge "
        "considère que oui (le joueur peut y renoncer : une action « instead » avec « use » à "
        "false)."
    ),
    "replacement_impossible": "L'effet de remplacement {card:du} ne peut pas être appliqué, car "
                              "ce qu'il ferait à la place est impossible : {why}",
    "replacement.of": "l'effet de remplacement {card:du}",
    "instead_named.use": "{player} appliquera l'effet de remplacement {card:du} dès que possible.",
    "instead_named.decline": "{player} n'appliquera pas l'effet de remplacement {card:du}.",
    "illegal.instead_unknown_card": "La carte désignée pour un effet de remplacement n'est pas "
                                    "dans le scénario.",
    "illegal.instead_no_replacement": "{card:le} n'a aucun effet de remplacement (« ... à la "
                                      "place »).",
    "illegal.instead_no_entry": "{card:le} a {count} {count:effet|effets} de remplacement, donc "
                                "il n'y a pas de numéro {number}.",
    "input.replacement_does_nothing": "doit dire ce qui est fait à la place",
    "note.replacement_default": "{card:le} : la décision dépend de ce que son propriétaire "
                                "applique ou non l'effet de remplacement de la carte, ce que le "
                                "scénario ne précise pas ; le juge a considéré qu'il l'applique",

    # --- modifiers: power and cost changes (optcg/modifiers.py) ---
    "would.power": "changerait la puissance d'une carte",
    "would.power.card": "changerait la puissance {card:du}",
    "would.power_battle.card": "changerait la puissance {card:du} pendant ce combat",
    "would.set_power_zero": "mettrait à 0 la puissance d'une carte",
    "would.set_power_zero.card": "mettrait à 0 la puissance {card:du}",
    "would.cost": "changerait un coût",
    "power_changed": "{effect} donne {amount:+d} de puissance {card:au} {duration} : maintenant "
                     "{power}.",
    "power_changed.negative": "{effect} donne {amount:+d} de puissance {card:au} {duration} : "
                              "maintenant {power}. Sa puissance est négative, mais {card:il|elle} "
                              "reste sur le terrain.",
    "power_zero_already": "{effect} mettrait à 0 la puissance {card:du}, mais elle vaut déjà "
                          "{power} ; rien ne se passe.",
    "power_set_zero": "{effect} met à 0 la puissance {card:du} : elle perd {lost} {duration}.",
    "cost_set_zero": "{effect} fixe le coût {card:du} à 0 {duration}, quels que soient les autres "
                     "changements de son coût.",
    "duration.your_next_turn": "jusqu'à la fin du prochain tour de son contrôleur",
    "next_play_cost": "{effect} : la prochaine fois que {player} joue depuis sa main une "
                      "carte qui convient pendant ce tour, son coût change de {amount:+d}.",
    "played.discount": "{effect} change de {amount:+d} le coût pour jouer {card:le} : le coût "
                       "payé est de {cost}.",
    "cost_changed": "{effect} change le coût {card:du} de {amount:+d} {duration} : il vaut "
                    "maintenant {cost} (jamais moins de 0).",

    # --- removal: Characters leaving the field (optcg/removal.py) ---
    "knocked_out.effect": "{effect} : {card:le} est mis KO et va dans la Défausse de "
                          "{owner}{don_note}.",
    "would.ko": "mettrait un Personnage KO",
    "would.ko.card": "mettrait {card:le} KO",
    "would.trash": "défausserait un Personnage",
    "would.trash.card": "défausserait {card:le}",
    "would.bounce": "renverrait un Personnage dans la main",
    "would.opponent_bounce": "ferait renvoyer par l'adversaire un de ses Personnages dans sa main",
    "would.bounce.card": "renverrait {card:le} dans la main",
    "would.bottom_deck": "placerait un Personnage sous le deck",
    "would.bottom_deck.card": "placerait {card:le} sous le deck",
    "trashed_by_effect": "{effect} met {card:le} dans la Défausse de {owner} ; ce n'est pas un "
                         "KO{don_note}.",
    "bounced": "{effect} renvoie {card:le} dans la main de {owner}{don_note}.",
    "bottom_decked": "{effect} place {card:le} sous le deck de {owner}{don_note}.",
    "would.to_life": "ajouterait un Personnage aux cartes Vie",
    "would.to_life.card": "ajouterait {card:le} aux cartes Vie",
    "added_to_life": "{effect} place {card:le} face visible sur les cartes Vie de "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} place {card:le} face visible sous les cartes Vie de "
                            "{owner}{don_note}.",

    # --- states: rested and active (optcg/states.py) ---
    "would.rest": "épuiserait une carte",
    "would.rest.card": "épuiserait {card:le}",
    "would.set_active": "redresserait une carte",
    "would.set_active.card": "redresserait {card:le}",
    "already.rest": "{effect} épuiserait {card:le}, qui l'est déjà ; rien ne change.",
    "already.set_active": "{effect} redresserait {card:le}, qui l'est déjà ; rien ne change.",
    "state_changed.rest": "{effect} épuise {card:le}.",
    "state_changed.set_active": "{effect} redresse {card:le}.",

    # --- hand: draws and cards trashed from the hand (optcg/hand.py) ---
    "would.self_to_hand": "ajouterait cette carte à la main",
    "would.self_to_hand.card": "ajouterait {card:le} à la main",
    "self_to_hand": "{effect} : {player} ajoute {card:le} à sa main ; après le [Déclenchement], "
                    "la carte ne va pas dans la Défausse.",
    "hand_until.kept": Plural(
        "count",
        one="{effect} : {player} a {count} carte en main, pas plus de {wanted} : aucune n'est "
            "défaussée.",
        other="{effect} : {player} a {count} cartes en main, pas plus de {wanted} : aucune n'est "
              "défaussée.",
        zero="{effect} : {player} n'a aucune carte en main : aucune n'est défaussée.",
    ),
    "would.trash_from_hand": "défausserait des cartes de la main",
    "drew": Plural(
        "count",
        one="{effect} : {player} pioche {count} carte.",
        other="{effect} : {player} pioche {count} cartes.",
    ),
    "drew.short": Plural(
        "count",
        one="{effect} : {player} pioche {count} carte sur les {wanted} demandées ; le deck est "
            "vide.",
        other="{effect} : {player} pioche {count} cartes sur les {wanted} demandées ; le deck est "
              "vide.",
    ),
    "trashed_from_hand": "{effect} : {player} défausse {cards:le} de sa main.",
    "zero_times.draw": "{effect} demande de piocher 0 carte : rien ne se passe.",
    "zero_times.trash_from_hand": "{effect} demande de défausser 0 carte de la main : rien ne se "
                                  "passe.",
    "draw_until.enough": Plural(
        "count",
        one="{effect} : {player} a {count} carte en main, {wanted} ou plus : aucune carte n'est "
            "piochée.",
        other="{effect} : {player} a {count} cartes en main, {wanted} ou plus : aucune carte n'est "
              "piochée ni défaussée.",
    ),

    # --- life: Life cards moved by effects (optcg/life.py) ---
    "life_face_down": "{effect} : {player} retourne face cachée toutes ses cartes Vie.",
    "would.arrange_life": "regarderait les cartes Vie et les remettrait en place",
    "life_arranged": "{effect} : {player} regarde toutes ses cartes Vie et les remet dans la zone "
                     "de Vie dans l'ordre de son choix ; une carte face visible reste face "
                     "visible.",
    "life_arranged.to_deck": "{effect} : {player} regarde toutes ses cartes Vie, place {cards:le} "
                             "face cachée au-dessus de son deck et remet les autres dans la zone "
                             "de Vie dans l'ordre de son choix ; une carte face visible reste "
                             "face visible.",
    "life_arranged.opponents": "{effect} : {player} regarde toutes les cartes Vie de {owner} et "
                               "les remet dans la zone de Vie de {owner} dans l'ordre choisi par "
                               "{player} ; une carte face visible reste face visible, une carte "
                               "face cachée reste face cachée.",
    "note.opponent_life_order_default": (
        "{effect} : le scénario ne dit pas dans quel ordre {player} remet les cartes Vie de "
        "{owner}, le juge a donc gardé leur ordre ; l'action peut les indiquer avec « picks », "
        "celle du dessus d'abord"
    ),
    "note.life_order_default": (
        "{effect} : le scénario ne dit pas dans quel ordre {player} remet les cartes Vie, le juge "
        "a donc gardé leur ordre ; l'action peut les indiquer avec « picks », celle du dessus "
        "d'abord"
    ),
    "effect_damage": Plural(
        "count",
        one="{effect} inflige {count} dégât au Leader de {player} : ce sont des dégâts d'effet, "
            "pas d'attaque, donc ni [Bloqueur], ni Contre, ni [Exil], ni [Double attaque] "
            "n'interviennent.",
        other="{effect} inflige {count} dégâts au Leader de {player} : ce sont des dégâts "
              "d'effet, pas d'attaque, donc ni [Bloqueur], ni Contre, ni [Exil], ni [Double "
              "attaque] n'interviennent.",
    ),
    "zero_times.deal_damage": "{effect} demande d'infliger 0 dégât : rien ne se passe.",
    "zero_times.take_damage": "{effect} demande de subir 0 dégât : rien ne se passe.",
    "would.hand_to_life": "ajouterait des cartes de la main à ses cartes Vie",
    "hand_to_life": "{effect} : {player} place {cards:le} de sa main face cachée au-dessus de ses "
                    "cartes Vie.",
    "zero_times.hand_to_life": (
        "{effect} demande d'ajouter 0 carte de la main aux cartes Vie : rien ne se passe."
    ),
    "would.reveal_life": "révélerait une carte Vie",
    "life_revealed": "{effect} : {player} révèle la carte du dessus de sa Vie, {card:le} (coût "
                     "{cost}) ; elle reste où elle est.",
    "would.life_to_hand": "ajouterait des cartes Vie à la main",
    "would.trash_life": "défausserait des cartes Vie",
    "would.deck_to_life": "ajouterait des cartes du deck à ses cartes Vie",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect} : {player} ajoute à sa main la carte Vie du dessus ; ce ne sont pas des "
            "dégâts, donc pas de [Déclenchement].",
        other="{effect} : {player} ajoute à sa main les {count} cartes Vie du dessus ; ce ne sont "
              "pas des dégâts, donc pas de [Déclenchement].",
    ),
    "life_moved.life_to_hand.bottom": Plural(
        "count",
        one="{effect} : {player} ajoute à sa main la carte Vie du dessous ; ce ne sont pas des "
            "dégâts, donc pas de [Déclenchement].",
        other="{effect} : {player} ajoute à sa main les {count} cartes Vie du dessous ; ce ne "
              "sont pas des dégâts, donc pas de [Déclenchement].",
    ),
    "life_until.kept": Plural(
        "count",
        one="{effect} : {player} a {count} carte Vie, pas plus de {wanted} : aucune n'est "
            "défaussée et aucune n'est ajoutée.",
        other="{effect} : {player} a {count} cartes Vie, pas plus de {wanted} : aucune n'est "
              "défaussée et aucune n'est ajoutée.",
    ),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect} : {player} défausse la carte Vie du dessus ; ce ne sont pas des dégâts, "
            "donc pas de [Déclenchement].",
        other="{effect} : {player} défausse les {count} cartes Vie du dessus ; ce ne sont pas des "
              "dégâts, donc pas de [Déclenchement].",
    ),
    "life_moved.life_to_hand.short": Plural(
        "count",
        one="{effect} : {player} ajoute à sa main la carte Vie du dessus (il n'en restait qu'une "
            "sur les {wanted} demandées) ; ce ne sont pas des dégâts, donc pas de "
            "[Déclenchement].",
        other="{effect} : {player} ajoute à sa main les {count} cartes Vie du dessus (il n'en "
              "restait que {count} sur les {wanted} demandées) ; ce ne sont pas des dégâts, donc "
              "pas de [Déclenchement].",
    ),
    "life_moved.trash_life.short": Plural(
        "count",
        one="{effect} : {player} défausse la carte Vie du dessus (il n'en restait qu'une sur les "
            "{wanted} demandées) ; ce ne sont pas des dégâts, donc pas de [Déclenchement].",
        other="{effect} : {player} défausse les {count} cartes Vie du dessus (il n'en restait que "
              "{count} sur les {wanted} demandées) ; ce ne sont pas des dégâts, donc pas de "
              "[Déclenchement].",
    ),
    "deck_to_life.short": Plural(
        "count",
        one="{effect} : {player} place la dernière carte du deck face cachée sur ses cartes Vie "
            "(une seule sur les {wanted} demandées : le deck est vide).",
        other="{effect} : {player} place les {count} cartes du dessus du deck face cachée sur ses "
              "cartes Vie (seulement {count} sur les {wanted} demandées : le deck est vide).",
    ),
    "deck_to_life": Plural(
        "count",
        one="{effect} : {player} place la carte du dessus du deck face cachée sur ses cartes Vie.",
        other="{effect} : {player} place les {count} cartes du dessus du deck face cachée sur ses "
              "cartes Vie.",
    ),
    "zero_times.life_to_hand": "{effect} demande d'ajouter 0 carte Vie à la main : rien ne se "
                               "passe.",
    "zero_times.trash_life": "{effect} demande de défausser 0 carte Vie : rien ne se passe.",
    "zero_times.deck_to_life": (
        "{effect} demande d'ajouter 0 carte aux cartes Vie : rien ne se passe."
    ),
    "would.look_at_life": "regarderait une carte Vie",
    "life_looked.top": (
        "{effect} : {player} regarde {card:le}, la carte du dessus de la Vie de {owner}, et la "
        "laisse sur le dessus."
    ),
    "life_looked.bottom": (
        "{effect} : {player} regarde {card:le}, la carte du dessus de la Vie de {owner}, et la "
        "place sous les autres cartes Vie de {owner}."
    ),
    "zero_times.look_at_life": "{effect} demande de regarder 0 carte Vie : rien ne se passe.",
    "hand_to_life.face_up": (
        "{effect} : {player} place {cards:le} de sa main face visible sur ses cartes Vie, la "
        "première nommée au-dessus."
    ),
    "why.none_in_hand_fits": "{player} n'a aucune carte en main qui convienne",

    # --- don: DON!! moved by effects (optcg/don.py) ---
    "would.add_don": "ajouterait des DON!! depuis le deck DON!!",
    "don_added.short": Plural(
        "count",
        one="{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, redressée "
            "(il n'en restait qu'une sur les {wanted} demandées).",
        other="{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, "
              "redressées (il n'en restait que {count} sur les {wanted} demandées).",
    ),
    "don_added.rested.short": Plural(
        "count",
        one="{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, épuisée "
            "(il n'en restait qu'une sur les {wanted} demandées).",
        other="{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, "
              "épuisées (il n'en restait que {count} sur les {wanted} demandées).",
    ),
    "don_added": (
        "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, "
        "{count:redressée|redressées}."
    ),
    "don_added.rested": (
        "{effect} : {player} ajoute {count} DON!! du deck DON!! à la zone de coût, "
        "{count:épuisée|épuisées}."
    ),
    "would.give_don": "donnerait des DON!!",
    "don_given_by_effect": "{effect} : {player} donne {count} DON!! {count:épuisée|épuisées} "
                           "{card:au}.",
    "don_given_by_effect.short": Plural(
        "count",
        one="{effect} : {player} donne {count} DON!! épuisée {card:au} (seule 1 des {wanted} "
            "demandées était épuisée).",
        other="{effect} : {player} donne {count} DON!! épuisées {card:au} (seules {count} des "
              "{wanted} demandées étaient épuisées).",
        zero="{effect} : {player} n'a aucune DON!! épuisée, donc aucune n'est donnée {card:au}.",
    ),
    "don_given_by_effect.opponent": "{effect} : {player} donne {count} DON!! "
                                    "{count:épuisée|épuisées} de {owner} {card:au} "
                                    "({count:elle ne donne|elles ne donnent} de puissance qu'au "
                                    "tour de {owner}).",
    "don_given_by_effect.opponent.short": Plural(
        "count",
        one="{effect} : {player} donne {count} DON!! épuisée de {owner} {card:au} (seule 1 des "
            "{wanted} demandées était épuisée ; elle ne donne de puissance qu'au tour de "
            "{owner}).",
        other="{effect} : {player} donne {count} DON!! épuisées de {owner} {card:au} (seules "
              "{count} des {wanted} demandées étaient épuisées ; elles ne donnent de puissance "
              "qu'au tour de {owner}).",
        zero="{effect} : {owner} n'a aucune DON!! épuisée, donc {player} n'en donne aucune "
             "{card:au}.",
    ),
    "don_given_by_effect.active": "{effect} : {player} donne {count} DON!! "
                                  "{count:redressée|redressées} {card:au}.",
    "don_given_by_effect.active.short": Plural(
        "count",
        one="{effect} : {player} donne {count} DON!! redressée {card:au} (seule 1 des {wanted} "
            "demandées était redressée).",
        other="{effect} : {player} donne {count} DON!! redressées {card:au} (seules {count} des "
              "{wanted} demandées étaient redressées).",
        zero="{effect} : {player} n'a aucune DON!! redressée, donc aucune n'est donnée {card:au}.",
    ),
    "don_given_by_effect.opponent.active": "{effect} : {player} donne {count} DON!! "
                                           "{count:redressée|redressées} de {owner} {card:au} "
                                           "({count:elle ne donne|elles ne donnent} de puissance "
                                           "qu'au tour de {owner}).",
    "don_given_by_effect.opponent.active.short": Plural(
        "count",
        one="{effect} : {player} donne {count} DON!! redressée de {owner} {card:au} (seule 1 des "
            "{wanted} demandées était redressée ; elle ne donne de puissance qu'au tour de "
            "{owner}).",
        other="{effect} : {player} donne {count} DON!! redressées de {owner} {card:au} (seules "
              "{count} des {wanted} demandées étaient redressées ; elles ne donnent de puissance "
              "qu'au tour de {owner}).",
        zero="{effect} : {owner} n'a aucune DON!! redressée, donc {player} n'en donne aucune "
             "{card:au}.",
    ),
    "don_set_active": "{effect} : {player} redresse {count} DON!! de la zone de coût.",
    "don_to_match": "{effect} : {player} renvoie {count} DON!! du terrain dans le deck DON!!, "
                    "pour avoir sur le terrain autant de DON!! que {rival}.",
    "don_to_match.none": "{effect} : {player} n'a pas plus de DON!! sur le terrain que {rival}, "
                         "donc aucune n'est renvoyée.",
    "zero_times.add_don": "{effect} demande d'ajouter 0 DON!! : rien ne se passe.",
    "don_moved": "{effect} : {player} donne {count} DON!! {card:au}, prises parmi celles déjà "
                 "données à ses autres cartes.",
    "would.move_given_don": "donnerait des DON!! déjà données à d'autres cartes",
    "why.no_given_don": "aucune autre carte de {player} n'a de DON!! données",
    "zero_times.move_given_don": "{effect} demande de donner 0 DON!! : rien ne se passe.",

    # --- play: cards played by effects (optcg/play.py) ---
    "stage_replaced": "Un seul Lieu peut être en jeu : {card:le} est défaussé pour faire de la "
                      "place.",
    "would.play": "jouerait la carte",
    "would.play.card": "jouerait {card:le}",
    "why.no_play_by_effects": "{card:le} dit qu'{card:il|elle} ne peut pas être "
                              "{card:joué|jouée} depuis la main par des effets",
    "played_by_effect.character_rested": "{effect} : {card:le} est joué sans payer son coût et "
                                         "arrive épuisé dans la zone des Personnages ; il a été "
                                         "joué ce tour-ci.",
    "played_by_effect.character": "{effect} : {card:le} est joué sans payer son coût et arrive "
                                  "redressé dans la zone des Personnages ; il a été joué ce "
                                  "tour-ci.",
    "played_by_effect.stage": "{effect} : {card:le} est joué sans payer son coût et arrive "
                              "redressé dans la zone de Lieu.",
    "why.not_in_trash": "la carte n'est plus dans la Défausse",
    "would.opponent_play_card": "ferait jouer à l'adversaire une carte Personnage de sa main",
    "why.no_fitting_card_in_hand": "{player} n'a en main aucune carte Personnage qui convienne "
                                   "(ou n'en joue aucune)",

    # --- event_use: an Event's [Main] used by another card's effect (optcg/event_use.py) ---
    "would.activate_event": "activerait un Événement",
    "would.activate_event.card": "activerait {card:le}",
    "why.no_main": "{card:le} n'a pas d'effet [Principale] à activer ainsi",
    "why.event_cost_unpaid": "le coût d'activation du [Principale] {card:du} ne peut pas être payé",
    "event_activated_by_effect": (
        "{effect} : {player} active le [Principale] {card:du} depuis sa main sans payer le coût de "
        "la carte ; elle va dans la Défausse."
    ),
    "event_main_from_trash": "{effect} : {player} active l'effet [Principale] {card:du} dans la "
                             "Défausse ; la carte y reste, et aucun Événement n'est activé.",

    # --- gains: keywords and flags gained (optcg/gains.py) ---
    "gained": "{effect} : {card:le} gagne {what} {duration}.",
    "would.gain": "donnerait un mot-clé à une carte",
    "would.gain.card": "donnerait un mot-clé {card:au} pendant ce combat",

    # --- flow: "if" in the middle, "at the end of this turn" (optcg/flow.py) ---
    "at_end_of_turn.waits": "{effect} : ce qu'il prévoit pour la fin de ce tour attend la phase "
                            "de fin.",
    "unmet.done_this_turn": "{card:le} l'a déjà fait avec cet effet pendant ce tour",
    "at_end_of_battle.waits": "{effect} : ce qu'il prévoit pour la fin de ce combat attend la "
                              "fin du combat.",
    "at_end_of_battle.now": "Fin du combat : {effect} applique maintenant ce qu'il avait prévu "
                            "pour la fin du combat.",
    "at_end_of_battle.no_battle": "{effect} : il n'y a pas de combat, donc ce qu'il prévoit pour "
                                  "la fin du combat n'a jamais lieu.",
    "at_end_of_battle.moved": "{effect} : {card:le} a changé de zone depuis et c'est une nouvelle "
                              "carte, donc rien ne lui est fait.",
    "at_end_of_turn.now": "Phase de fin : {effect} applique maintenant ce qu'il avait prévu pour "
                          "la fin du tour.",
    "at_opponents_main.waits": "{effect} : ce qu'il prévoit pour le début de la prochaine phase "
                               "principale de l'adversaire attend ce moment.",
    "at_opponents_main.now": "Début de la phase principale : {effect} applique maintenant ce "
                             "qu'il avait prévu pour ce moment.",
    "effect_win": "{effect} : {player} gagne la partie, et la partie est terminée sur-le-champ.",
    "for_each.count": "{effect} compte {count} {count:Personnage|Personnages}, donc ce qui suit "
                      "est fait {count} fois.",
    "for_each.none": "{effect} ne compte aucun Personnage, donc ce qui suit n'est pas fait du "
                     "tout.",

    # --- opponent: what the opponent is made to do (optcg/opponent.py) ---
    "would.bottom_opponent_trash": "placerait des cartes de la Défausse de l'adversaire sous son "
                                   "deck",
    "bottom_opponent_trash": "{effect} : {player} place {cards:le} de la Défausse de l'adversaire "
                             "sous le deck de son propriétaire (au choix de {player}).",
    "zero_times.bottom_opponent_trash": "{effect} demande de placer 0 carte : rien ne se passe.",
    "would.trash_opponent_hand": "ferait défausser des cartes de la main de l'adversaire",
    "zero_times.trash_opponent_hand": "{effect} demande de défausser 0 carte de la main de "
                                      "l'adversaire : rien ne se passe.",
    "trash_opponent_hand": Plural(
        "count",
        one="{effect} : {chooser} choisit face cachée {cards:le} dans la main de {player}, qui "
            "est {cards:défaussé|défaussée} (la première de la liste).",
        other="{effect} : {chooser} choisit face cachée {cards:le} dans la main de {player}, qui "
              "sont défaussées (les premières de la liste).",
    ),
    "trash_opponent_hand.short": "{effect} : {chooser} défausse {cards:le} de la main de "
                                 "{player}, soit tout ce qu'il y avait sur les {wanted} "
                                 "demandées.",
    "would.opponent_bottom_character": "ferait placer à l'adversaire un Personnage sous son deck",
    "opponent_bottom_character": "{effect} : {player} choisit {cards:le} pour le placer sous son "
                                 "deck (le scénario n'en nomme aucun : le premier de la liste).",
    "opponent_bottom_character.picked": "{effect} : {player} choisit {cards:le} pour le placer "
                                        "sous son deck.",
    "why.no_characters": "{player} n'a aucun Personnage",
    "zero_times.opponent_bottom_character": "{effect} demande à l'adversaire de placer 0 "
                                            "Personnage : rien ne se passe.",
    "zero_times.opponent_trash_to_bottom": "{effect} demande à l'adversaire de placer 0 carte : "
                                           "rien ne se passe.",
    "would.opponent_trash_to_bottom": "ferait placer à l'adversaire des cartes de la Défausse "
                                      "sous son deck",
    "opponent_trash_to_bottom": Plural(
        "count",
        one="{effect} : {player} place {cards:le} de sa Défausse sous son deck ({player} choisit "
            ": la première de la liste).",
        other="{effect} : {player} place {cards:le} de sa Défausse sous son deck ({player} "
              "choisit : les premières de la liste, dans cet ordre).",
    ),
    "opponent_trash_to_bottom.short": "{effect} : {player} place {cards:le} de sa Défausse sous "
                                      "son deck, soit tout ce qu'il y avait sur les {wanted} "
                                      "demandées.",
    "zero_times.opponent_picks_from_hand": "{effect} demande à l'adversaire de choisir 0 carte "
                                           ": rien ne se passe.",
    "zero_times.opponent_trash_from_hand": "{effect} demande à l'adversaire de défausser 0 carte "
                                           ": rien ne se passe.",
    "zero_times.opponent_hand_to_bottom": "{effect} demande à l'adversaire de placer 0 carte : "
                                          "rien ne se passe.",
    "zero_times.opponent_return_don": "{effect} demande à l'adversaire de renvoyer 0 DON!! : rien "
                                      "ne se passe.",
    "zero_times.rest_opponent_don": "{effect} demande d'épuiser 0 DON!! : rien ne se passe.",
    "would.opponent_trash_from_hand": "ferait défausser des cartes de la main à l'adversaire",
    "would.opponent_hand_to_bottom": "ferait placer à l'adversaire des cartes de la main sous son "
                                     "deck",
    "would.opponent_return_don": "ferait renvoyer des DON!! dans le deck DON!! à l'adversaire",
    "would.rest_opponent_don": "épuiserait des DON!! de l'adversaire",
    "opponent_trash_from_hand": Plural(
        "count",
        one="{effect} : {player} défausse {cards:le} de sa main ({player} choisit : la première "
            "de la liste).",
        other="{effect} : {player} défausse {cards:le} de sa main ({player} choisit : les "
              "premières de la liste).",
    ),
    "opponent_trash_from_hand.short": "{effect} : {player} défausse {cards:le} de sa main, soit "
                                      "tout ce qu'il y avait sur les {wanted} demandées.",
    "opponent_hand_to_bottom": Plural(
        "count",
        one="{effect} : {player} place {cards:le} de sa main sous son deck ({player} choisit : la "
            "première de la liste).",
        other="{effect} : {player} place {cards:le} de sa main sous son deck ({player} choisit : "
              "les premières de la liste, dans cet ordre).",
    ),
    "opponent_hand_to_bottom.short": "{effect} : {player} place {cards:le} de sa main sous son "
                                     "deck, soit tout ce qu'il y avait sur les {wanted} "
                                     "demandées.",
    "opponent_return_don": (
        "{effect} : {player} renvoie {count} DON!! du terrain dans le deck DON!! (d'abord celles "
        "épuisées de la zone de coût)."
    ),
    "opponent_return_don.short": (
        "{effect} : {player} renvoie {count} DON!! dans le deck DON!!, toutes celles qu'il y avait "
        "sur les {wanted} demandées."
    ),
    "rest_opponent_don": "{effect} épuise {count} DON!! {count:redressée|redressées} de la zone "
                         "de coût de {player}.",
    "rest_opponent_don.short": (
        "{effect} épuise {count} DON!! {count:redressée|redressées} de la zone de coût de "
        "{player} ({count:seule|seules} {count} des {wanted} demandées "
        "{count:était|étaient} {count:redressée|redressées})."
    ),
    "opponent_don_stays_rested": (
        "{effect} : {count} DON!! {count:épuisée|épuisées} de la zone de coût de {player} ne se "
        "{count:redressera|redresseront} pas lors de la prochaine phase de recharge de {player}."
    ),
    "opponent_don_stays_rested.short": "{effect} : {count} DON!! {count:épuisée|épuisées} de la "
                                       "zone de coût de {player} ne se redresseront pas lors de "
                                       "la prochaine phase de recharge de {player} "
                                       "({count:seule|seules} {count} des {wanted} demandées "
                                       "{count:était|étaient} {count:épuisée|épuisées}).",
    "would.opponent_don_stays_rested": "garderait épuisées des DON!! de l'adversaire",
    "zero_times.opponent_don_stays_rested": "{effect} demande de garder épuisées 0 DON!! : rien "
                                            "ne se passe.",
    "why.no_rested_don": "{player} n'a aucune DON!! épuisée dans la zone de coût",
    "refresh.kept_rested_don": (
        "Phase de recharge : {count} DON!! de la zone de coût de {player} {count:reste "
        "épuisée|restent épuisées}, comme le dit {effect} (le texte d'une carte prime sur les "
        "règles)."
    ),

    # --- triggers: auto effects with a trigger of their own (optcg/triggers.py) ---
    "timing.on_battle_end_vs_character": "« Si ce Personnage combat un Personnage adverse » (à la "
                                         "fin du combat)",
    "timing.on_attack_damage": "« Lorsque l'attaque de cette carte inflige des dégâts à la Vie de "
                               "votre adversaire »",
    "timing.on_opponent_event": "« Lorsque votre adversaire active un Événement »",
    "timing.on_opponent_blocker": "« Lorsque votre adversaire active [Bloqueur] »",
    "timing.on_opponent_event_or_blocker": "« Lorsque votre adversaire active un Événement ou "
                                           "[Bloqueur] »",
    "timing.on_opponent_event_or_trigger": "« Lorsque votre adversaire active un Événement "
                                           "ou un [Déclenchement] »",
    "timing.on_your_event": "« Lorsque vous activez un Événement »",
    "timing.on_character_removed_by_you": "« Lorsqu'un Personnage est retiré du terrain par votre "
                                          "effet »",
    "timing.on_don_returned": "« Lorsqu'une carte DON!! de votre terrain est renvoyée dans votre "
                              "deck DON!! »",
    "timing.on_don_returned_2": "« Lorsque 2 cartes DON!! ou plus de votre terrain sont renvoyées "
                                "dans votre deck DON!! »",
    "timing.on_don_returned_by_you": "« Lorsqu'une carte DON!! de votre terrain est renvoyée dans "
                                     "votre deck DON!! par votre effet »",
    "timing.on_hand_trashed_by_effect": "« Lorsqu'une carte de votre main est défaussée par un "
                                        "effet »",
    "timing.on_rested": "« Lorsque ce Personnage est épuisé »",
    "timing.on_character_ko": "« Lorsqu'un Personnage est mis KO »",
    "timing.on_opponent_character_ko": "« Lorsqu'un Personnage adverse est mis KO »",
    "timing.on_trigger_activates": "« Lorsqu'un [Déclenchement] s'active »",
    "timing.on_any_don_returned": "« Lorsqu'une carte DON!! du terrain est renvoyée dans votre "
                                  "deck DON!! »",
    "timing.on_you_play_character": "« Lorsque vous jouez un Personnage »",
    "timing.on_opponent_plays_character": "« Lorsque votre adversaire joue un Personnage »",
    "timing.on_attack_leader": "« Lorsque ce Leader attaque le Leader adverse »",
    "timing.on_opponent_life_removed": "« Lorsqu'une carte est retirée de la Vie de votre "
                                       "adversaire »",
    "timing.on_any_life_removed": "« Lorsqu'une carte est retirée de votre Vie ou de la Vie "
                                  "de votre adversaire »",
    "timing.on_life_to_hand": "« Lorsqu'une carte de votre Vie est ajoutée à votre main »",
    "timing.on_given_don": "« Lorsqu'une carte DON!! est donnée à ce Leader ou à l'un de vos "
                           "Personnages »",
    "timing.on_life_zero": "« Lorsque votre nombre de cartes Vie tombe à 0 »",
    "timing.on_battle_ko": "« Lorsque ce Personnage combat et met KO un Personnage adverse »",
    "timing.on_you_deal_damage": "« Lorsque vous infligez des dégâts à la Vie de votre adversaire "
                                 "»",
    "timing.on_opponent_attacks": "« Lorsque votre adversaire attaque »",
    "timing.on_character_rested_by_you": "« Si un Personnage est épuisé par votre effet »",
    "timing.on_ko_by_opponents_effect": "« Lorsque ce Personnage est mis KO par un effet de "
                                        "votre adversaire »",
    "don_x_lost": Plural(
        "count",
        one="{effect} ne fait rien : il demande [DON!! x{needed}], et au moment de sa résolution "
            "la carte n'a qu'une DON!! donnée (la condition doit encore être remplie à ce "
            "moment-là).",
        other="{effect} ne fait rien : il demande [DON!! x{needed}], et au moment de sa "
              "résolution la carte n'a que {count} DON!! données (la condition doit encore être "
              "remplie à ce moment-là).",
        zero="{effect} ne fait rien : il demande [DON!! x{needed}], et au moment de sa "
             "résolution aucune DON!! n'est donnée à la carte (la condition doit encore être "
             "remplie à ce moment-là).",
    ),

    # --- choices: unread abilities, named choices (optcg/unread.py, picks.py) ---
    "note.take_default": (
        "{effect} : le scénario ne dit pas combien le joueur en a pris sur « jusqu'à {most} », le "
        "juge en a donc pris {most} ; l'action peut l'indiquer avec « take »"
    ),
    "note.search_default": (
        "{effect} : le scénario n'indique pas les cartes que prend {player}, le juge a donc pris "
        "les premières qui conviennent ({cards:le}) ; l'action peut les indiquer avec « target » "
        "(vide : aucune)"
    ),
    "note.pay_default": (
        "{card:le} : le scénario ne dit pas quelles cartes paient son coût, le juge a donc pris "
        "les premières de la liste qui conviennent (et la carte du dessus de la Vie) ; une action "
        "« pay » les indique"
    ),
    "choice_declined": (
        "{effect} : {player} ne choisit aucune des cartes, comme le dit le scénario (« target » "
        "vide ; « jusqu'à » permet de n'en choisir aucune)."
    ),
    "trash_opponent_hand.picked": Plural(
        "count",
        one="{effect} : {chooser} choisit face cachée {cards:le} dans la main de {player}, qui "
            "est {cards:défaussé|défaussée} (comme l'indique le scénario).",
        other="{effect} : {chooser} choisit face cachée {cards:le} dans la main de {player}, qui "
              "sont défaussées (comme l'indique le scénario).",
    ),
    "opponent_trash_from_hand.picked": "{effect} : {player} défausse {cards:le} de sa main "
                                       "({player} choisit, comme l'indique le scénario).",
    "opponent_hand_to_bottom.picked": Plural(
        "count",
        one="{effect} : {player} place {cards:le} de sa main sous son deck ({player} choisit, "
            "comme l'indique le scénario).",
        other="{effect} : {player} place {cards:le} de sa main sous son deck ({player} choisit, "
              "dans l'ordre qu'indique le scénario).",
    ),
    "opponent_trash_to_bottom.picked": Plural(
        "count",
        one="{effect} : {player} place {cards:le} de sa Défausse sous son deck ({player} choisit, "
            "comme l'indique le scénario).",
        other="{effect} : {player} place {cards:le} de sa Défausse sous son deck ({player} "
              "choisit, dans l'ordre qu'indique le scénario).",
    ),
    "hand_to_deck.bottom.picked": Plural(
        "count",
        one="{effect} : {player} montre {cards:le} et {cards:le|la} place de sa main sous le "
            "deck.",
        other="{effect} : {player} montre {cards:le} et les place de sa main sous le deck, dans "
              "l'ordre qu'indique le scénario.",
    ),
    "hand_to_deck.top.picked": Plural(
        "count",
        one="{effect} : {player} montre {cards:le} et {cards:le|la} place de sa main sur le "
            "dessus du deck.",
        other="{effect} : {player} montre {cards:le} et les place de sa main sur le dessus du "
              "deck, la première indiquée tout en haut.",
    ),
    "note.pick_default": (
        "{effect} : le scénario n'indique pas les cartes que choisit {player}, le juge a donc pris "
        "les premières de la liste ({cards:le}) ; l'action peut les indiquer avec « picks »"
    ),
    "note.place_default.top": (
        "{effect} : le scénario ne dit pas si les cartes vont sur le dessus ou sous le deck, le "
        "juge les a donc laissées sur le dessus ; l'action peut l'indiquer avec « place » (top ou "
        "bottom)"
    ),
    "note.place_default.bottom": (
        "{effect} : le scénario ne dit pas si les cartes vont sur le dessus ou sous le deck, le "
        "juge les a donc placées dessous ; l'action peut l'indiquer avec « place » (top ou bottom)"
    ),
    "note.place_default.life_top": (
        "{effect} : le scénario ne dit pas si la carte va sur le dessus ou sous les cartes Vie, le "
        "juge l'a donc placée dessus ; l'action peut l'indiquer avec « place » (top ou bottom)"
    ),
    "opponent_return_don.picked": "{effect} : {player} renvoie {count} DON!! du terrain dans le "
                                  "deck DON!! ({player} choisit, comme l'indique le scénario).",
    "note.don_default": (
        "{effect} : le scénario n'indique pas quelles DON!! renvoie {player}, le juge en a donc "
        "pris {count} comme pour DON!! −X (d'abord celles épuisées de la zone de coût, puis les "
        "redressées, puis les données) ; l'action peut les indiquer avec « don_from »"
    ),
    "mismatch.already_chosen": "la carte a déjà été choisie une fois",
    "effect_unread": "{effect} n'est pas appliqué : le juge ne sait pas encore lire cette "
                     "capacité imprimée (voir les notes). La carte compte telle qu'elle est "
                     "imprimée (son moment, son coût et son type) ; seul ce que fait la capacité "
                     "est laissé de côté.",
    "illegal.target_twice": "{effect} choisit des cartes différentes, or {card:le} ne compte "
                            "qu'une fois ; désigner deux fois la même carte n'est pas permis.",
    "illegal.target_same_name": "{effect} choisit des cartes aux noms différents, or {card:le} a "
                                "le nom d'une autre carte nommée, donc elle ne peut pas être "
                                "choisie aussi.",
    "illegal.target_required": "{effect} doit choisir une carte (son texte ne dit pas « jusqu'à "
                               "»), et pourrait choisir {card:le} ; il faut désigner comme cible "
                               "cette carte, ou une autre qui convient.",

    # --- negation: effects negated (optcg/negation.py) ---
    "auto_negated.on_play": "{effect} ne s'active pas : les effets [Jouée] de {player} sont "
                            "annulés.",
    "on_play_negated": "{effect} : les effets [Jouée] des cartes de {player} sont annulés "
                       "{duration} ; une carte que {player} joue entre-temps n'en active aucun.",
    "negated": "{effect} : les effets {card:du} sont annulés {duration}. Ce qu'ils ont déjà fait "
               "reste, et ce que d'autres cartes lui donnent continue d'agir.",
    "auto_negated": "{effect} ne s'active pas : les effets {card:du} sont annulés.",
    "would.negate": "annulerait les effets d'une carte",
    "would.negate.card": "annulerait les effets {card:du} pendant ce combat",
    "illegal.activate_negated": "Les effets {card:du} sont annulés, donc son effet [Activation : "
                                "Principale] ne peut pas être activé, ni son coût payé.",
    "illegal.blocker_negated": "{card:le} ne peut pas bloquer, car ses effets sont annulés, "
                               "[Bloqueur] compris.",

    # --- base_power: base power set or swapped (optcg/base_power.py) ---
    "power.base_set": "puissance de base fixée par un effet",
    "base_power_set": "{effect} : la puissance de base {card:du} devient {value} {duration} ; les "
                      "changements de sa puissance s'y ajoutent toujours : maintenant {power}.",
    "base_power_swapped": "{effect} : {card:le} et {other:le} échangent leurs puissances de base "
                          "{duration} ; les changements de leur puissance s'y ajoutent toujours : "
                          "maintenant {power} et {other_power}.",
    "would.base_power": "fixerait la puissance de base d'une carte",
    "would.base_power.card": "fixerait la puissance de base {card:du}",
    "would.swap_base_power": "échangerait les puissances de base de deux cartes",
    "why.swap_needs_two": Plural(
        "count",
        one="il faut deux cartes et une seule a été choisie",
        other="il faut deux cartes et {count} ont été choisies",
        zero="il faut deux cartes et aucune n'a été choisie",
    ),

    # --- ko_cost: a K.O. paid as a cost (optcg/ko_cost.py) ---
    "cost.ko_own": Plural(
        "count",
        one="mettre KO {count} de ses Personnages conforme à son texte (un Personnage qui ne peut "
            "pas être mis KO par des effets ne compte pas)",
        other="mettre KO {count} de ses Personnages conformes à son texte (un Personnage qui ne "
              "peut pas être mis KO par des effets ne compte pas)",
    ),
    "paid.ko_own": "met {cards:le} KO",

    # --- attack_target: the attack's target changed (optcg/attack_target.py) ---
    "attack_target_changed": "{effect} : la cible de l'attaque passe {before:du} {card:au} ; le "
                             "combat continue avec {card:le} (le texte d'une carte passe avant "
                             "les règles : {card:il|elle} peut donc être "
                             "{card:redressé|redressée}).",
    "would.change_attack_target": "changerait la cible de l'attaque",
    "would.change_attack_target.card": "changerait la cible de l'attaque pour {card:le}",
    "why.already_target": "{card:le} est déjà la cible de l'attaque",
    "why.attackers_own_card": "{card:le} appartient au joueur qui attaque",

    # --- stage_ko: a Stage K.O.'d (optcg/stage_ko.py) ---
    "stage_knocked_out": "{effect} : {card:le} est mis KO et va dans la Défausse de {owner} (le "
                         "texte de la carte met KO un Lieu, ce que les règles disent sinon des "
                         "Personnages).",

    # --- that_card: "if that Character ..." (optcg/that_card.py) ---
    "unmet.that_card": "la puissance {card:du} est maintenant {power} et son coût {cost}, ce que "
                       "le texte ne demande pas à cette carte",
    "unmet.battle_target_gone": "la carte qu'il a combattue n'est plus là où elle a combattu",
    "unmet.that_card_gone": "la carte choisie par l'effet n'est pas sur le terrain, ou aucune "
                            "n'a été choisie",
    "unmet.that_card_not_returned": "la carte choisie par l'effet n'est pas revenue dans la main, "
                                    "ou aucune n'a été choisie",
}
