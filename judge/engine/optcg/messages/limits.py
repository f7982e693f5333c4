"""The words of restrictions (optcg/limits.py) in every language of the site: each language's
catalogue takes its table from here (`MESSAGES.update(LIMITS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LIMITS: dict[str, dict[str, Message]] = {
    "en": {
        "duration.opponents_next_turn": "until the end of its controller's opponent's next turn",
        "limit.cannot_block.player": "{effect}: {player} cannot activate [Blocker] {duration}.",
        "limit.cannot_block.player.bounded": "{effect}: {player} cannot activate [Blocker] of a "
                                             "Character with {bounds} {duration}.",
        "limit.cannot_block.card": "{effect}: {card} cannot activate [Blocker] {duration}.",
        "limit.cannot_attack.card": "{effect}: {card} cannot attack {duration}.",
        "limit.cannot_be_rested.card": "{effect}: {card} cannot be rested {duration}, so it can "
                                       "neither attack nor activate [Blocker].",
        "limit.stay_rested.card": "{effect}: {card} will not become active in {owner}'s next "
                                  "Refresh Phase.",
        "bounds.power_max": "{value} power or less",
        "bounds.power_min": "{value} power or more",
        "bounds.cost_max": "a cost of {value} or less",
        "bounds.cost_min": "a cost of {value} or more",
        "bounds.none": "any power",
        "would.cannot_block": "forbid [Blocker]",
        "would.cannot_attack": "forbid an attack",
        "would.cannot_be_rested": "keep a card from being rested",
        "would.stay_rested": "keep a card rested",
        "why.cannot_be_rested": "{effect} says that card cannot be rested",
        "illegal.blocker_forbidden": "{card} cannot activate [Blocker]: {effect} forbids it, and a "
                                     "card's text wins over the rules.",
        "illegal.blocker_cannot_be_rested": "{card} cannot be rested ({effect}), and [Blocker] is "
                                            "activated by resting it, so it cannot block.",
        "illegal.attack_forbidden": "{card} cannot attack: {effect} forbids it, and a card's text "
                                    "wins over the rules.",
        "illegal.attacker_cannot_be_rested": "{card} cannot be rested ({effect}), and an attack "
                                             "is declared by resting it, so it cannot attack.",
        "refresh.kept_rested": "Refresh Phase: {card} stays rested, as {effect} said (a card's "
                               "text wins over the rules).",
        "option_chosen": "{player} chooses option {number} of {effect} (\"Choose one:\").",
        "option_not_named": "{effect} says \"Choose one:\", and the scenario names no option "
                            "(`option: N` on the action that uses it): nothing is applied.",
        "option_chosen.opponent": "{player}, the opponent of the effect's player, chooses "
                                  "option {number} of {effect} (\"Your opponent chooses one:\").",
        "option_not_named.opponent": "{effect} says \"Your opponent chooses one:\", and the "
                                     "scenario names no option (`option: N` on the action "
                                     "that uses it, the opponent's pick): nothing is applied.",
        "illegal.no_options": "{card} has no \"Choose one:\" effect this action uses, so it "
                              "has no option to name.",
        "illegal.option_not_offered": "{effect} offers {count} options: there is no option "
                                      "{number}.",
        "limit.cannot_be_ko.card": "{effect}: {card} cannot be K.O.'d {duration}.",
        "limit.cannot_be_ko.card.battle": "{effect}: {card} cannot be K.O.'d in battle "
                                          "{duration}.",
        "limit.cannot_be_ko.card.effects": "{effect}: {card} cannot be K.O.'d by effects "
                                           "{duration}.",
        "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card} cannot be K.O.'d by the "
                                                     "effects of {owner}'s opponent {duration}.",
        "would.cannot_be_ko": "keep a card from being K.O.'d",
        "why.limit_no_ko": "{effect} says it cannot be K.O.'d so",
        "limit.cannot_play.player": "{effect}: {player} cannot play cards from the hand "
                                    "{duration} (their cost may not be paid).",
        "limit.cannot_play.player.bounded": "{effect}: {player} cannot play {bounds} from the "
                                            "hand {duration} (their cost may not be paid).",
        "bounds.characters": "Character cards",
        "bounds.characters_base_cost_min": "Character cards with a base cost of {value} or more",
        "would.cannot_play": "forbid playing cards",
        "limit.cannot_play.player.any_way": "{effect}: {player} cannot play cards {duration}, "
                                            "neither by paying their cost nor by an effect.",
        "limit.cannot_play.player.bounded.any_way": "{effect}: {player} cannot play {bounds} "
                                                    "{duration}, neither by paying their cost "
                                                    "nor by an effect.",
        "why.play_forbidden": "{effect} forbids playing it, by an effect too",
        "illegal.play_forbidden": "{card} cannot be played now: {effect} forbids paying its cost "
                                  "to play it, and a card's text wins over the rules.",
        "illegal.cost_rest_self_forbidden": "{effect} costs resting {card}, but {why}: the "
                                            "cost cannot be paid.",
        "limit.cannot_life_to_hand.player": "{effect}: {player} cannot add Life cards to the "
                                            "hand with their own effects {duration}.",
        "would.cannot_life_to_hand": "forbid adding Life cards to the hand",
        "limit.cannot_set_don_active.player": "{effect}: {player} cannot set DON!! cards as "
                                              "active with Character effects {duration}.",
        "would.cannot_set_don_active": "forbid setting DON!! as active with Character effects",
        "would.set_don_active": "set DON!! as active",
        "why.no_don_active_by_characters": "{effect} forbids setting DON!! as active with "
                                           "Character effects",
        "why.no_life_to_hand": "{effect} forbids adding Life cards to the hand with one's own "
                               "effects",
        "illegal.cost_life_to_hand_forbidden": "{effect} costs adding a Life card to the hand, "
                                               "but {why}: the cost cannot be paid.",
    },
    "de": {
        "duration.opponents_next_turn": "bis zum Ende des nächsten Zuges des Gegners seines "
                                        "Kontrolleurs",
        "limit.cannot_block.player": "{effect}: {player} kann {duration} keinen [Blocker] "
                                     "aktivieren.",
        "limit.cannot_block.player.bounded": "{effect}: {player} kann {duration} den [Blocker] "
                                             "eines Charakters mit {bounds} nicht aktivieren.",
        "limit.cannot_block.card": "{effect}: {card:der} kann {duration} [Blocker] nicht "
                                   "aktivieren.",
        "limit.cannot_attack.card": "{effect}: {card:der} kann {duration} nicht angreifen.",
        "limit.cannot_be_rested.card": "{effect}: {card:der} kann {duration} nicht ruhend gestellt "
                                       "werden, greift also weder an noch aktiviert es [Blocker].",
        "limit.stay_rested.card": "{effect}: {card:der} wird in der nächsten Erneuerungsphase von "
                                  "{owner} nicht aktiv gestellt.",
        "bounds.power_max": "{value} Stärke oder weniger",
        "bounds.power_min": "{value} Stärke oder mehr",
        "bounds.cost_max": "Kosten {value} oder weniger",
        "bounds.cost_min": "Kosten {value} oder mehr",
        "bounds.none": "beliebiger Stärke",
        "would.cannot_block": "[Blocker] verbieten",
        "would.cannot_attack": "einen Angriff verbieten",
        "would.cannot_be_rested": "verhindern, dass eine Karte ruhend gestellt wird",
        "would.stay_rested": "eine Karte ruhend halten",
        "why.cannot_be_rested": "{effect} sagt, dass diese Karte nicht ruhend gestellt werden kann",
        "illegal.blocker_forbidden": "{card:der} kann [Blocker] nicht aktivieren: {effect} "
                                     "verbietet "
                                     "es, und der Text einer Karte geht den Regeln vor.",
        "illegal.blocker_cannot_be_rested": "{card:der} kann nicht ruhend gestellt werden "
                                            "({effect}), "
                                            "und [Blocker] wird aktiviert, indem man sie ruhend "
                                            "stellt: Sie kann nicht blocken.",
        "illegal.attack_forbidden": "{card:der} kann nicht angreifen: {effect} verbietet es, und "
                                    "der "
                                    "Text einer Karte geht den Regeln vor.",
        "illegal.attacker_cannot_be_rested": "{card:der} kann nicht ruhend gestellt werden "
                                             "({effect}),"
                                             " und ein Angriff wird erklärt, indem man sie ruhend "
                                             "stellt: Sie kann nicht angreifen.",
        "refresh.kept_rested": "Erneuerungsphase: {card:der} bleibt ruhend, wie {effect} es sagt "
                               "(der "
                               "Text einer Karte geht den Regeln vor).",
        "option_chosen": "{player} wählt Option {number} von {effect} („Wähle eins:“).",
        "option_not_named": "{effect} sagt „Wähle eins:“, und das Szenario nennt keine Option "
                            "(`option: N` bei der Aktion, die es nutzt): Nichts wird angewendet.",
        "option_chosen.opponent": "{player}, Gegner des Spielers des Effekts, wählt Option "
                                  "{number} von {effect} („Dein Gegner wählt eins:“).",
        "option_not_named.opponent": "{effect} sagt „Dein Gegner wählt eins:“, und das Szenario "
                                     "nennt keine Option (`option: N` bei der Aktion, die es "
                                     "nutzt, die Wahl des Gegners): Nichts wird angewendet.",
        "illegal.no_options": "{card:der} hat keinen Effekt „Wähle eins:“, den diese Aktion nutzt, "
                              "also gibt es keine Option zu nennen.",
        "illegal.option_not_offered": "{effect} bietet {count} Optionen: Eine Option {number} "
                                      "gibt es nicht.",
        "limit.cannot_be_ko.card": "{effect}: {card:der} kann {duration} nicht K.O. geschlagen "
                                   "werden.",
        "limit.cannot_be_ko.card.battle": "{effect}: {card:der} kann {duration} nicht im Kampf "
                                          "K.O. "
                                          "geschlagen werden.",
        "limit.cannot_be_ko.card.effects": "{effect}: {card:der} kann {duration} nicht durch "
                                           "Effekte "
                                           "K.O. geschlagen werden.",
        "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:der} kann {duration} nicht "
                                                     "durch Effekte des Gegners von {owner} K.O. "
                                                     "geschlagen werden.",
        "would.cannot_be_ko": "verhindern, dass eine Karte K.O. geschlagen wird",
        "why.limit_no_ko": "{effect} sagt, dass sie so nicht K.O. geschlagen werden kann",
        "limit.cannot_play.player": "{effect}: {player} kann {duration} keine Karten aus der "
                                    "Hand spielen (ihre Kosten dürfen nicht bezahlt werden).",
        "limit.cannot_play.player.bounded": "{effect}: {player} kann {duration} keine {bounds} "
                                            "aus der Hand spielen (ihre Kosten dürfen nicht "
                                            "bezahlt werden).",
        "bounds.characters": "Charakterkarten",
        "bounds.characters_base_cost_min": "Charakterkarten mit Basiskosten {value} oder mehr",
        "would.cannot_play": "das Spielen von Karten verbieten",
        "limit.cannot_play.player.any_way": "{effect}: {player} kann {duration} keine Karten "
                                            "spielen, weder durch Bezahlen ihrer Kosten noch "
                                            "durch einen Effekt.",
        "limit.cannot_play.player.bounded.any_way": "{effect}: {player} kann {duration} keine "
                                                    "{bounds} spielen, weder durch Bezahlen "
                                                    "ihrer Kosten noch durch einen Effekt.",
        "why.play_forbidden": "{effect} verbietet, sie zu spielen, auch durch einen Effekt",
        "illegal.play_forbidden": "{card:der} kann jetzt nicht gespielt werden: {effect} "
                                  "verbietet, "
                                  "ihre Kosten zu bezahlen, und der Text einer Karte geht den "
                                  "Regeln vor.",
        "illegal.cost_rest_self_forbidden": "{effect} kostet, {card:den} ruhend zu stellen, aber "
                                            "{why}: Die Kosten können nicht bezahlt werden.",
        "limit.cannot_life_to_hand.player": "{effect}: {player} kann {duration} mit eigenen "
                                            "Effekten keine Lebenskarten auf die Hand nehmen.",
        "would.cannot_life_to_hand": "verbieten, Lebenskarten auf die Hand zu nehmen",
        "limit.cannot_set_don_active.player": "{effect}: {player} kann {duration} mit "
                                              "Effekten von Charakteren keine DON!! aktiv "
                                              "stellen.",
        "would.cannot_set_don_active": "verbieten, mit Effekten von Charakteren DON!! aktiv zu "
                                       "stellen",
        "would.set_don_active": "DON!! aktiv stellen",
        "why.no_don_active_by_characters": "{effect} verbietet, mit Effekten von Charakteren "
                                           "DON!! aktiv zu stellen",
        "why.no_life_to_hand": "{effect} verbietet, mit eigenen Effekten Lebenskarten auf die "
                               "Hand zu nehmen",
        "illegal.cost_life_to_hand_forbidden": "{effect} kostet, eine Lebenskarte auf die Hand "
                                               "zu nehmen, aber {why}: Die Kosten können nicht "
                                               "bezahlt werden.",
    },
    "es": {
        "duration.opponents_next_turn": "hasta el final del siguiente turno del rival de su "
                                        "controlador",
        "limit.cannot_block.player": "{effect}: {player} no puede activar [Blocker] {duration}.",
        "limit.cannot_block.player.bounded": "{effect}: {player} no puede activar el [Blocker] de "
                                             "un Personaje con {bounds} {duration}.",
        "limit.cannot_block.card": "{effect}: {card:el} no puede activar [Blocker] {duration}.",
        "limit.cannot_attack.card": "{effect}: {card:el} no puede atacar {duration}.",
        "limit.cannot_be_rested.card": "{effect}: {card:el} no puede descansarse {duration}, así "
                                       "que "
                                       "ni ataca ni activa [Blocker].",
        "limit.stay_rested.card": "{effect}: {card:el} no se pondrá {card:activo|activa} en la "
                                  "siguiente Fase de "
                                  "recarga de {owner}.",
        "bounds.power_max": "{value} de poder o menos",
        "bounds.power_min": "{value} de poder o más",
        "bounds.cost_max": "coste {value} o menos",
        "bounds.cost_min": "coste {value} o más",
        "bounds.none": "cualquier poder",
        "would.cannot_block": "prohibiría [Blocker]",
        "would.cannot_attack": "prohibiría un ataque",
        "would.cannot_be_rested": "impediría descansar una carta",
        "would.stay_rested": "mantendría descansada una carta",
        "why.cannot_be_rested": "{effect} dice que esa carta no puede descansarse",
        "illegal.blocker_forbidden": "{card:el} no puede activar [Blocker]: {effect} lo prohíbe, y "
                                     "el texto de una carta manda sobre las reglas.",
        "illegal.blocker_cannot_be_rested": "{card:el} no puede descansarse ({effect}), y "
                                            "[Blocker] "
                                            "se activa descansándola, así que no puede bloquear.",
        "illegal.attack_forbidden": "{card:el} no puede atacar: {effect} lo prohíbe, y el texto de "
                                    "una carta manda sobre las reglas.",
        "illegal.attacker_cannot_be_rested": "{card:el} no puede descansarse ({effect}), y un "
                                             "ataque "
                                             "se declara descansándola, así que no puede atacar.",
        "refresh.kept_rested": "Fase de recarga: {card:el} sigue {card:descansado|descansada}, "
                               "como dice {effect} "
                               "(el "
                               "texto de una carta manda sobre las reglas).",
        "option_chosen": "{player} elige la opción {number} de {effect} («Elige una:»).",
        "option_not_named": "{effect} dice «Elige una:», y el escenario no nombra ninguna opción "
                            "(`option: N` en la acción que lo usa): no se aplica nada.",
        "option_chosen.opponent": "{player}, el rival del jugador del efecto, elige la opción "
                                  "{number} de {effect} («Tu rival elige una:»).",
        "option_not_named.opponent": "{effect} dice «Tu rival elige una:», y el escenario no "
                                     "nombra ninguna opción (`option: N` en la acción que lo "
                                     "usa, la elección del rival): no se aplica nada.",
        "illegal.no_options": "{card:el} no tiene ningún efecto «Elige una:» que use esta acción, "
                              "así que no hay opción que nombrar.",
        "illegal.option_not_offered": "{effect} ofrece {count} opciones: no existe la opción "
                                      "{number}.",
        "limit.cannot_be_ko.card": "{effect}: {card:el} no puede quedar K.O. {duration}.",
        "limit.cannot_be_ko.card.battle": "{effect}: {card:el} no puede quedar K.O. en batalla "
                                          "{duration}.",
        "limit.cannot_be_ko.card.effects": "{effect}: {card:el} no puede quedar K.O. por efectos "
                                           "{duration}.",
        "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:el} no puede quedar K.O. por "
                                                     "efectos del rival de {owner} {duration}.",
        "would.cannot_be_ko": "impediría que una carta quede K.O.",
        "why.limit_no_ko": "{effect} dice que no puede quedar K.O. así",
        "limit.cannot_play.player": "{effect}: {player} no puede jugar cartas de la mano "
                                    "{duration} (no puede pagar su coste).",
        "limit.cannot_play.player.bounded": "{effect}: {player} no puede jugar {bounds} de la "
                                            "mano {duration} (no puede pagar su coste).",
        "bounds.characters": "cartas de Personaje",
        "bounds.characters_base_cost_min": "cartas de Personaje con coste base {value} o más",
        "would.cannot_play": "prohibiría jugar cartas",
        "limit.cannot_play.player.any_way": "{effect}: {player} no puede jugar cartas "
                                            "{duration}, ni pagando su coste ni mediante un "
                                            "efecto.",
        "limit.cannot_play.player.bounded.any_way": "{effect}: {player} no puede jugar {bounds} "
                                                    "{duration}, ni pagando su coste ni "
                                                    "mediante un efecto.",
        "why.play_forbidden": "{effect} prohíbe jugarla, también mediante un efecto",
        "illegal.play_forbidden": "{card:el} no se puede jugar ahora: {effect} prohíbe pagar su "
                                  "coste para jugarla, y el texto de una carta manda sobre las "
                                  "reglas.",
        "illegal.cost_rest_self_forbidden": "{effect} cuesta descansar {card:al}, pero {why}: no "
                                            "se puede pagar el coste.",
        "limit.cannot_life_to_hand.player": "{effect}: {player} no puede añadir cartas de "
                                            "Vida a la mano con sus propios efectos "
                                            "{duration}.",
        "would.cannot_life_to_hand": "prohibiría añadir cartas de Vida a la mano",
        "limit.cannot_set_don_active.player": "{effect}: {player} no puede poner DON!! "
                                              "activas con efectos de Personajes {duration}.",
        "would.cannot_set_don_active": "prohibiría poner DON!! activas con efectos de "
                                       "Personajes",
        "would.set_don_active": "pondría DON!! activas",
        "why.no_don_active_by_characters": "{effect} prohíbe poner DON!! activas con efectos "
                                           "de Personajes",
        "why.no_life_to_hand": "{effect} prohíbe añadir cartas de Vida a la mano con efectos "
                               "propios",
        "illegal.cost_life_to_hand_forbidden": "{effect} cuesta añadir una carta de Vida a la "
                                               "mano, pero {why}: no se puede pagar el coste.",
    },
    "it": {
        "duration.opponents_next_turn": "fino alla fine del prossimo turno dell'avversario del "
                                        "suo controllore",
        "limit.cannot_block.player": "{effect}: {player} non può attivare [Blocker] {duration}.",
        "limit.cannot_block.player.bounded": "{effect}: {player} non può attivare il [Blocker] di "
                                             "un Personaggio con {bounds} {duration}.",
        "limit.cannot_block.card": "{effect}: {card:il} non può attivare [Blocker] {duration}.",
        "limit.cannot_attack.card": "{effect}: {card:il} non può attaccare {duration}.",
        "limit.cannot_be_rested.card": "{effect}: {card:il} non può essere affaticato {duration}, "
                                       "quindi non attacca né attiva [Blocker].",
        "limit.stay_rested.card": "{effect}: {card:il} non diventerà attivo nella prossima Refresh "
                                  "Phase di {owner}.",
        "bounds.power_max": "{value} di potenza o meno",
        "bounds.power_min": "{value} di potenza o più",
        "bounds.cost_max": "costo {value} o meno",
        "bounds.cost_min": "costo {value} o più",
        "bounds.none": "qualsiasi potenza",
        "would.cannot_block": "vieterebbe [Blocker]",
        "would.cannot_attack": "vieterebbe un attacco",
        "would.cannot_be_rested": "impedirebbe di affaticare una carta",
        "would.stay_rested": "terrebbe affaticata una carta",
        "why.cannot_be_rested": "{effect} dice che quella carta non può essere affaticata",
        "illegal.blocker_forbidden": "{card:il} non può attivare [Blocker]: {effect} lo vieta, e "
                                     "il "
                                     "testo di una carta prevale sulle regole.",
        "illegal.blocker_cannot_be_rested": "{card:il} non può essere affaticato ({effect}), e "
                                            "[Blocker] si attiva affaticandolo, quindi non può "
                                            "bloccare.",
        "illegal.attack_forbidden": "{card:il} non può attaccare: {effect} lo vieta, e il testo di "
                                    "una carta prevale sulle regole.",
        "illegal.attacker_cannot_be_rested": "{card:il} non può essere affaticato ({effect}), e un "
                                             "attacco si dichiara affaticandolo, quindi non può "
                                             "attaccare.",
        "refresh.kept_rested": "Refresh Phase: {card:il} resta affaticato, come dice {effect} (il "
                               "testo di una carta prevale sulle regole).",
        "option_chosen": "{player} sceglie l'opzione {number} di {effect} («Scegli una:»).",
        "option_not_named": "{effect} dice «Scegli una:», e lo scenario non nomina alcuna opzione "
                            "(`option: N` sull'azione che lo usa): non si applica nulla.",
        "option_chosen.opponent": "{player}, l'avversario del giocatore dell'effetto, sceglie "
                                  "l'opzione {number} di {effect} («Il tuo avversario sceglie "
                                  "una:»).",
        "option_not_named.opponent": "{effect} dice «Il tuo avversario sceglie una:», e lo "
                                     "scenario non nomina alcuna opzione (`option: N` "
                                     "sull'azione che lo usa, la scelta dell'avversario): non "
                                     "si applica nulla.",
        "illegal.no_options": "{card:il} non ha un effetto «Scegli una:» usato da questa azione, "
                              "quindi non c'è alcuna opzione da nominare.",
        "illegal.option_not_offered": "{effect} offre {count} opzioni: l'opzione {number} non "
                                      "esiste.",
        "limit.cannot_be_ko.card": "{effect}: {card:il} non può essere messo K.O. {duration}.",
        "limit.cannot_be_ko.card.battle": "{effect}: {card:il} non può essere messo K.O. in "
                                          "battaglia {duration}.",
        "limit.cannot_be_ko.card.effects": "{effect}: {card:il} non può essere messo K.O. da "
                                           "effetti {duration}.",
        "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:il} non può essere messo "
                                                     "K.O. "
                                                     "da effetti dell'avversario di {owner} "
                                                     "{duration}.",
        "would.cannot_be_ko": "impedirebbe che una carta venga messa K.O.",
        "why.limit_no_ko": "{effect} dice che non può essere messo K.O. così",
        "limit.cannot_play.player": "{effect}: {player} non può giocare carte dalla mano "
                                    "{duration} (non può pagarne il costo).",
        "limit.cannot_play.player.bounded": "{effect}: {player} non può giocare {bounds} dalla "
                                            "mano {duration} (non può pagarne il costo).",
        "bounds.characters": "carte Personaggio",
        "bounds.characters_base_cost_min": "carte Personaggio con costo base {value} o più",
        "would.cannot_play": "vieterebbe di giocare carte",
        "limit.cannot_play.player.any_way": "{effect}: {player} non può giocare carte "
                                            "{duration}, né pagandone il costo né tramite un "
                                            "effetto.",
        "limit.cannot_play.player.bounded.any_way": "{effect}: {player} non può giocare "
                                                    "{bounds} {duration}, né pagandone il costo "
                                                    "né tramite un effetto.",
        "why.play_forbidden": "{effect} vieta di giocarla, anche tramite un effetto",
        "illegal.play_forbidden": "{card:il} non può essere giocata ora: {effect} vieta di pagarne "
                                  "il costo per giocarla, e il testo di una carta prevale sulle "
                                  "regole.",
        "illegal.cost_rest_self_forbidden": "{effect} richiede di affaticare {card:il}, ma "
                                            "{why}: il costo non può essere pagato.",
        "limit.cannot_life_to_hand.player": "{effect}: {player} non può aggiungere carte "
                                            "Vita alla mano con i propri effetti {duration}.",
        "would.cannot_life_to_hand": "vieterebbe di aggiungere carte Vita alla mano",
        "limit.cannot_set_don_active.player": "{effect}: {player} non può rendere attive "
                                              "DON!! con effetti di Personaggi {duration}.",
        "would.cannot_set_don_active": "vieterebbe di rendere attive DON!! con effetti di "
                                       "Personaggi",
        "would.set_don_active": "renderebbe attive DON!!",
        "why.no_don_active_by_characters": "{effect} vieta di rendere attive DON!! con effetti "
                                           "di Personaggi",
        "why.no_life_to_hand": "{effect} vieta di aggiungere carte Vita alla mano con i propri "
                               "effetti",
        "illegal.cost_life_to_hand_forbidden": "{effect} costa aggiungere una carta Vita alla "
                                               "mano, ma {why}: il costo non può essere pagato.",
    },
    "fr": {
        "duration.opponents_next_turn": "jusqu'à la fin du prochain tour de l'adversaire de son "
                                        "contrôleur",
        "limit.cannot_block.player": "{effect} : {player} ne peut pas activer [Bloqueur] "
                                     "{duration}.",
        "limit.cannot_block.player.bounded": "{effect} : {player} ne peut pas activer le "
                                             "[Bloqueur] d'un Personnage avec {bounds} "
                                             "{duration}.",
        "limit.cannot_block.card": "{effect} : {card:le} ne peut pas activer [Bloqueur] "
                                   "{duration}.",
        "limit.cannot_attack.card": "{effect} : {card:le} ne peut pas attaquer {duration}.",
        "limit.cannot_be_rested.card": "{effect} : {card:le} ne peut pas être épuisé {duration}, "
                                       "il "
                                       "ne peut donc ni attaquer ni activer [Bloqueur].",
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
        "illegal.blocker_forbidden": "{card:le} ne peut pas activer [Bloqueur] : {effect} "
                                     "l'interdit, "
                                     "et le texte d'une carte l'emporte sur les règles.",
        "illegal.blocker_cannot_be_rested": "{card:le} ne peut pas être épuisé ({effect}), et "
                                            "[Bloqueur] s'active en l'épuisant : il ne peut donc "
                                            "pas bloquer.",
        "illegal.attack_forbidden": "{card:le} ne peut pas attaquer : {effect} l'interdit, et le "
                                    "texte d'une carte l'emporte sur les règles.",
        "illegal.attacker_cannot_be_rested": "{card:le} ne peut pas être épuisé ({effect}), et une "
                                             "attaque se déclare en l'épuisant : il ne peut donc "
                                             "pas attaquer.",
        "refresh.kept_rested": "Phase de recharge : {card:le} reste épuisé, comme le dit {effect} "
                               "(le "
                               "texte d'une carte l'emporte sur les règles).",
        "option_chosen": "{player} choisit l'option {number} de {effect} (« Choisissez-en "
                         "un : »).",
        "option_not_named": "{effect} dit « Choisissez-en un : », et le scénario ne nomme aucune "
                            "option (`option: N` sur l'action qui l'utilise) : rien n'est "
                            "appliqué.",
        "option_chosen.opponent": "{player}, l'adversaire du joueur de l'effet, choisit "
                                  "l'option {number} de {effect} (« Votre adversaire en "
                                  "choisit un : »).",
        "option_not_named.opponent": "{effect} dit « Votre adversaire en choisit un : », et le "
                                     "scénario ne nomme aucune option (`option: N` sur l'action "
                                     "qui l'utilise, le choix de l'adversaire) : rien n'est "
                                     "appliqué.",
        "illegal.no_options": "{card:le} n'a aucun effet « Choisissez-en un : » que cette action "
                              "utilise : il n'y a pas d'option à nommer.",
        "illegal.option_not_offered": "{effect} propose {count} options : l'option {number} "
                                      "n'existe pas.",
        "limit.cannot_be_ko.card": "{effect} : {card:le} ne peut pas être mis KO {duration}.",
        "limit.cannot_be_ko.card.battle": "{effect} : {card:le} ne peut pas être mis KO au "
                                          "combat "
                                          "{duration}.",
        "limit.cannot_be_ko.card.effects": "{effect} : {card:le} ne peut pas être mis KO par des "
                                           "effets {duration}.",
        "limit.cannot_be_ko.card.opponents_effects": "{effect} : {card:le} ne peut pas être mis "
                                                     "KO par les effets de l'adversaire de "
                                                     "{owner} {duration}.",
        "would.cannot_be_ko": "empêcherait une carte d'être mise KO",
        "why.limit_no_ko": "{effect} dit qu'il ne peut pas être mis KO ainsi",
        "limit.cannot_play.player": "{effect} : {player} ne peut pas jouer de cartes de sa "
                                    "main {duration} (leur coût ne peut pas être payé).",
        "limit.cannot_play.player.bounded": "{effect} : {player} ne peut pas jouer de {bounds} "
                                            "de sa main {duration} (leur coût ne peut pas être "
                                            "payé).",
        "bounds.characters": "cartes Personnage",
        "bounds.characters_base_cost_min": "cartes Personnage de coût de base {value} ou plus",
        "would.cannot_play": "interdirait de jouer des cartes",
        "limit.cannot_play.player.any_way": "{effect} : {player} ne peut pas jouer de cartes "
                                            "{duration}, ni en payant leur coût ni par un "
                                            "effet.",
        "limit.cannot_play.player.bounded.any_way": "{effect} : {player} ne peut pas jouer de "
                                                    "{bounds} {duration}, ni en payant leur coût "
                                                    "ni par un effet.",
        "why.play_forbidden": "{effect} interdit de la jouer, par un effet aussi",
        "illegal.play_forbidden": "{card:le} ne peut pas être jouée maintenant : {effect} interdit "
                                  "de payer son coût pour la jouer, et le texte d'une carte "
                                  "l'emporte sur les règles.",
        "illegal.cost_rest_self_forbidden": "{effect} exige d'épuiser {card:le}, mais {why} : le "
                                            "coût ne peut pas être payé.",
        "limit.cannot_life_to_hand.player": "{effect} : {player} ne peut pas ajouter de "
                                            "cartes Vie à sa main avec ses propres effets "
                                            "{duration}.",
        "would.cannot_life_to_hand": "interdirait d'ajouter des cartes Vie à la main",
        "limit.cannot_set_don_active.player": "{effect} : {player} ne peut pas redresser de "
                                              "DON!! avec des effets de Personnages "
                                              "{duration}.",
        "would.cannot_set_don_active": "interdirait de redresser des DON!! avec des effets de "
                                       "Personnages",
        "would.set_don_active": "redresserait des DON!!",
        "why.no_don_active_by_characters": "{effect} interdit de redresser des DON!! avec des "
                                           "effets de Personnages",
        "why.no_life_to_hand": "{effect} interdit d'ajouter des cartes Vie à sa main avec ses "
                               "propres effets",
        "illegal.cost_life_to_hand_forbidden": "{effect} coûte d'ajouter une carte Vie à la "
                                               "main, mais {why} : le coût ne peut pas être "
                                               "payé.",
    },
}
