"""One Piece Card Game events in German, with the names of the glossary's German terms."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .tables import words

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": "{card} ({power}; die {count} zugewiesenen DON!! geben nur im "
                             "Zug von {owner} Stärke, jetzt nicht)",
    "card_with_cost": "{card} (Kosten {cost})",
    "card_with_cost_and_activation": "{card} (Kosten {cost}) mit Aktivierungskosten von {count} "
                                     "DON!!",
    "effect_of": "{timing} {card:vom}",
    "power.printed": "aufgedruckt",
    "power.static": "Dauereffekt",
    "power.counter": "Konter",
    "power.from_don": "durch {count} DON!!",
    "power.from_card": "durch {card:den}",
    "power.from_effect": "durch einen Effekt",
    "timing.on_play": "[On Play]",
    "timing.when_attacking": "[When Attacking]",
    "timing.on_block": "[On Block]",
    "timing.on_opponents_attack": "[On Your Opponent's Attack]",
    "timing.on_ko": "[On K.O.]",
    "timing.end_of_your_turn": "[End of Your Turn]",
    "timing.activate_main": "[Activate: Main]",
    "timing.main": "[Main]",
    "timing.counter": "[Counter]",
    "timing.trigger": "[Trigger]",
    "zone.leader": "dem Leader-Bereich",
    "zone.characters": "dem Charakterbereich",
    "zone.stage": "dem Stage-Bereich",
    "zone.hand": "der Hand",
    "zone.deck": "dem Deck",
    "zone.life": "dem Lebensbereich",
    "zone.trash": "dem Ablagestapel",
    "zone.limbo": "keinem Bereich (ein aufgedeckter [Trigger])",
    "duration.battle": "während dieses Kampfes",
    "duration.turn": "während dieses Zuges",
    "duration.until_next_turn": "bis zum Beginn des nächsten Zuges seines Kontrolleurs",
    "note.given_don_return": Plural(
        "count", one="; seine zugewiesene DON!! kehrt ruhend in den Kostenbereich zurück",
        other="; seine {count} zugewiesenen DON!! kehren ruhend in den Kostenbereich zurück"),
    "attack_declared": "{attacker:der} wird ruhend gestellt und greift {target:den} an.",
    "no_block": "{player} blockt nicht.",
    "blocked": "{player} aktiviert [Blocker]: {blocker:der} wird ruhend gestellt und ersetzt "
               "{attacked:den} als angegriffene Karte.",
    "pass_after_battle": "{player} passt; der Kampf war schon vorbei, also geschieht nichts.",
    "counter_used": "{player} legt {card:den} für {card:seinen|ihren|seinen} Konterwert von "
                    "{amount} aus der Hand ab: {target:der} hat während dieses Kampfes nun "
                    "{power}.",
    "counter_event_used": "{player} stellt {count} DON!! ruhend und legt {card:den} ab, um sein "
                          "[Counter] zu aktivieren.",
    "counter_event_used.free": "{player} legt {card:den} ab, um sein [Counter] zu aktivieren; es "
                               "kostet nichts.",
    "counter_step_ends.pass": "{player} passt: Der Konterschritt endet.",
    "counter_step_ends.no_more": "{player} setzt keinen weiteren Konter ein: Der Konterschritt "
                                 "endet.",
    "battle_card_moved.attack": "Am Ende des Angriffsschritts hat {card:der} den Bereich "
                                "verlassen, "
                                "aus dem {card:er|sie|es} kämpfte: Der Kampf springt ohne Schaden "
                                "zum "
                                "Kampfende.",
    "battle_card_moved.block": "Am Ende des Blockschritts hat {card:der} den Bereich verlassen, "
                               "aus "
                               "dem {card:er|sie|es} kämpfte: Der Kampf springt ohne Schaden zum "
                               "Kampfende.",
    "battle_card_moved.counter": "Am Ende des Konterschritts hat {card:der} den Bereich verlassen, "
                                 "aus dem {card:er|sie|es} kämpfte: Der Kampf springt ohne "
                                 "Schaden zum "
                                 "Kampfende.",
    "battle_lost": "Schadensschritt: {attacker:der} ist schwächer als {target:der}, also "
                   "scheitert der "
                   "Angriff und nichts geschieht.",
    "battle_won": "Schadensschritt: {attacker:der} übertrifft {target:den}, also gelingt der "
                  "Angriff.",
    "battle_tied": "Schadensschritt: {attacker:der} ist so stark wie {target:der}; bei "
                   "Gleichstand gewinnt "
                   "der Angreifer, also gelingt der Angriff.",
    "damage_at_zero_life": "{player} hat 0 Lebenskarten, als der Schaden feststeht: Ihn zu "
                           "nehmen ist eine Niederlagebedingung für {player}.",
    "double_attack": "[Double Attack]: Der Leader von {player} nimmt 2 Schaden statt 1, eine "
                     "Lebenskarte nach der anderen.",
    "damage_no_life_left": "Schaden {number} von {total} findet keine Lebenskarte mehr, also "
                           "geschieht nichts weiter: {player} verlöre nur durch Schaden, der bei "
                           "0 Leben feststeht.",
    "banished_life": "[Banish]: Die oberste Lebenskarte von {player} ({card}) kommt statt auf "
                     "die Hand auf den Ablagestapel, und kein [Trigger] kann aktiviert werden.",
    "life_to_hand": "{player} nimmt die oberste Lebenskarte ({card}) auf die Hand.",
    "trigger_not_decided": "Die oberste Lebenskarte von {player} ({card}) hat einen [Trigger], "
                           "aber es folgt keine Entscheidung dazu, also verzichtet {player} "
                           "darauf und "
                           "nimmt die Karte auf die Hand.",
    "trigger_declined": "{player} aktiviert den [Trigger] {card:vom} nicht und nimmt die Karte "
                        "unaufgedeckt auf die Hand.",
    "trigger_cannot_activate": "{player} kann den [Trigger] {card:vom} nicht aktivieren "
                               "({reason}); die Karte kommt auf die Hand.",
    "trigger_activated": "{player} deckt {card:den} auf und aktiviert den [Trigger], statt die "
                         "Karte "
                         "auf die Hand zu nehmen; die Schadensabwicklung wartet, bis er "
                         "abgehandelt ist.",
    "trigger_trashed": "{card:der} kommt auf den Ablagestapel von {player}, nachdem sein [Trigger] "
                       "abgehandelt ist.",
    "battle_end": "Kampfende: Das Spiel kehrt in die Hauptphase zurück.",
    "battle_end.effects_end": "Kampfende: Effekte, die während dieses Kampfes galten, enden; das "
                              "Spiel kehrt in die Hauptphase zurück.",
    "knocked_out.battle": "Nach dem verlorenen Kampf wird {card:der} K.O. geschlagen und kommt auf "
                          "den Ablagestapel von {owner}{don_note}.",
    "don_given": Plural(
        "count",
        one="{player} weist {card:dem} {count} DON!! zu; jede zugewiesene DON!! gibt im Zug von "
            "{player} 1000 Stärke: jetzt {power}.",
        other="{player} weist {card:dem} {count} DON!! zu; jede zugewiesene DON!! gibt im "
              "Zug von {player} 1000 Stärke: jetzt {power}."),
    "played": "{player} deckt {card:den} auf und stellt {count} DON!! ruhend, um die Kosten zu "
              "bezahlen.",
    "played.free": "{player} deckt {card:den} auf; das Ausspielen kostet nichts.",
    "entered.character": "{card:der} kommt aktiv in den Charakterbereich; {card:er|sie|es} wurde "
                         "in diesem Zug ausgespielt.",
    "entered.stage": "{card:der} kommt aktiv in den Stage-Bereich.",
    "trashed_for_sixth": "{player} hat 5 Charaktere, also wird {card:der} abgelegt, um Platz zu "
                         "machen. Das ist Regelabwicklung, kein K.O.: Sein [On K.O.] wird "
                         "nicht aktiviert{don_note}.",
    "main_event_used": "{player} stellt {count} DON!! ruhend und legt {card:den} ab, um sein "
                       "[Main] "
                       "zu aktivieren.",
    "main_event_used.free": "{player} legt {card:den} ab, um sein [Main] zu aktivieren; es kostet "
                            "nichts.",
    "activated": "{player} aktiviert {effect}.",
    "cost_paid": "{player} bezahlt die Kosten {card:vom}: {paid}.",
    "paid.rest_don": "stellt {count} DON!! ruhend",
    "paid.don_minus": "legt {count} DON!! zurück ins DON!!-Deck (DON!! -{count})",
    "paid.trash_from_hand": "legt {cards:den} aus der Hand ab",
    "paid.rest_self": "stellt {card:den} ruhend",
    "auto_activates": "{effect} wird aktiviert.",
    "auto_activates.don_x": "{effect} wird aktiviert ([DON!! x{don_x}] war erfüllt, als sein "
                            "Zeitpunkt kam).",
    "auto_resolves_from_trash": "{effect} wird vom Ablagestapel aus abgehandelt (er wurde "
                                "aktiviert, als die Karte auf dem Spielfeld K.O. ging).",
    "auto_resolves_from_trash.don_x": "{effect} wird vom Ablagestapel aus abgehandelt (er wurde "
                                      "aktiviert, als die Karte auf dem Spielfeld K.O. ging, "
                                      "mit erfülltem [DON!! x{don_x}]).",
    "auto_moved_away": "{effect} wird nicht aktiviert: Die Karte hat {zone} vorher verlassen.",
    "auto_cannot_activate": "{effect} kann nicht aktiviert werden: {reason}",
    "auto_don_x_not_met": "{effect} braucht [DON!! x{needed}], aber der Karte sind {count} DON!! "
                          "zugewiesen, also wird er nicht aktiviert.",
    "auto_declined": "{player} verzichtet auf den optionalen Effekt {effect}.",
    "auto_declined.cost_unpaid": "{player} bezahlt die Aktivierungskosten von {effect} nicht, "
                                 "also wird er nicht aktiviert.",
    "auto_not_declinable": "{player} würde {effect} lieber nicht einsetzen, aber er hat kein "
                           "„kannst“ und keine Kosten: Er muss aktiviert werden.",
    "step_skipped": "{effect} würde {what}, aber {why}; dieser Teil entfällt (tu, was du "
                    "kannst).",
    "why.no_target_chosen": "es wurde kein Ziel gewählt",
    "why.no_attacker": "es gibt keine angreifende Karte",
    "why.no_battle_target": "keine Karte wird angegriffen",
    "why.card_gone": "diese Karte ist nicht mehr da",
    "why.wrong_area": "sie ist in {zone}, nicht dort, wo dieser Schritt sie braucht",
    "why.no_battle": "es findet kein Kampf statt",
    "why.leader_stays": "ein Leader verlässt den Leader-Bereich nie",
    "why.hand_empty": "die Hand von {player} ist leer",
    "why.no_life": "{player} hat keine Lebenskarten",
    "why.deck_empty": "das Deck von {player} ist leer",
    "why.don_deck_empty": "das DON!!-Deck von {player} ist leer",
    "why.no_cost_card": "dort ist keine Karte mit Kosten",
    "defeat": "Regelabwicklung: {why}, also verliert {player} das Spiel.",
    "defeat.winner": "Regelabwicklung: {why}, also verliert {player} das Spiel und {winner} "
                     "gewinnt.",
    "defeat.both": "Beide Spieler erfüllen bei derselben Regelabwicklung eine "
                   "Niederlagebedingung: Beide verlieren, niemand gewinnt.",
    "defeat_why.damage_at_zero": "der Leader von {player} hat bei 0 Lebenskarten Schaden "
                                 "genommen",
    "defeat_why.empty_deck": "{player} hat 0 Karten im Deck (das zählt sofort, nicht erst beim "
                             "nächsten Ziehen)",
    "turn_passes": "Der Zug endet; Zug {turn} beginnt mit {player} als Spieler am Zug.",
    "end_phase": "{player} beendet die Hauptphase: Endphase.",
    "turn_effects_end": "Effekte, die während dieses Zuges galten, enden.",
    "refresh.effects_end": "Erneuerungsphase: Die Effekte von {player}, die bis zum Beginn des "
                           "nächsten Zuges von {player} galten, enden.",
    "refresh.don_returned": "Erneuerungsphase: {player} legt {count} DON!!, die dem Leader und "
                            "den Charakteren zugewiesen waren, ruhend in den Kostenbereich "
                            "zurück.",
    "refresh.set_active": "Erneuerungsphase: {player} stellt alle ruhenden Karten und DON!! "
                          "aktiv.",
    "draw_phase": "Ziehphase: {player} zieht 1 Karte.",
    "draw_phase.first_turn": "Ziehphase: {player} beginnt und zieht im ersten Zug nicht.",
    "draw_phase.empty": "Ziehphase: {player} hat keine Karte zum Ziehen.",
    "don_phase": "DON!!-Phase: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den "
                 "Kostenbereich ({left} bleiben im DON!!-Deck).",
    "don_phase.empty": "DON!!-Phase: Das DON!!-Deck von {player} ist leer, also kommt kein "
                       "DON!! dazu.",
    "illegal.no_such_card": "In diesem Spiel gibt es keine Karte '{id}'.",
    "illegal.attack_first_turn": "{player} kann nicht angreifen: Zug {turn} ist der erste Zug "
                                 "von {player}, und im ersten eigenen Zug kann niemand kämpfen.",
    "illegal.attacker_not_yours": "{card:der} kann nicht angreifen: Nur der eigene Leader von "
                                  "{player} oder ein Charakter im Charakterbereich von {player} "
                                  "kann angreifen.",
    "illegal.attacker_rested": "{card:der} ist ruhend: Ein Angriff wird erklärt, indem man eine "
                               "aktive Karte ruhend stellt.",
    "illegal.target_not_opponents": "{card:der} kann nicht angegriffen werden: Ziel muss der "
                                    "Leader "
                                    "des Gegners oder einer seiner ruhenden Charaktere sein.",
    "illegal.target_active": "{card:der} ist aktiv: Nur der Leader oder ein ruhender Charakter "
                             "kann "
                             "angegriffen werden.",
    "illegal.rush_character_leader": "{card:der} wurde in diesem Zug ausgespielt: [Rush: "
                                     "Character] "
                                     "erlaubt in diesem Zug nur Angriffe auf Charaktere, nicht "
                                     "auf den Leader.",
    "illegal.played_this_turn": "{card:der} wurde in diesem Zug ausgespielt und hat kein [Rush], "
                                "kann also erst im nächsten Zug angreifen.",
    "illegal.no_battle.block": "Es läuft kein Kampf, also gibt es nichts zu blocken.",
    "illegal.no_battle.counter": "Es läuft kein Kampf, also gibt es nichts zu kontern.",
    "illegal.no_battle.pass": "Es läuft kein Kampf, also gibt es nichts zu passen.",
    "illegal.block_step_over": "Der Blockschritt ist vorbei: [Blocker] kann nur im Blockschritt "
                               "aktiviert werden.",
    "illegal.already_blocked": "{card:der} hat schon geblockt: In einem Kampf kann nur ein "
                               "[Blocker] aktiviert werden.",
    "illegal.not_a_blocker": "{card:der} kann nicht blocken: Das kann nur eine Karte von {player} "
                             "auf dem Spielfeld mit [Blocker].",
    "illegal.blocker_rested": "{card:der} ist ruhend: [Blocker] wird aktiviert, indem man eine "
                              "aktive Karte ruhend stellt, also kann eine ruhende nicht blocken.",
    "illegal.blocker_is_attacked": "{card:der} ist die angegriffene Karte: [Blocker] schützt eine "
                                   "deiner anderen Karten.",
    "illegal.unblockable": "{card:der} hat [Unblockable]: {player} kann dagegen keinen [Blocker] "
                           "aktivieren.",
    "illegal.counter_outside_counter_step": "Konter können nur im Konterschritt eines "
                                            "gegnerischen Angriffs eingesetzt werden.",
    "illegal.counter_not_in_hand": "{card:der} ist nicht auf der Hand von {player}: Nur der "
                                   "verteidigende Spieler setzt Konter ein, und zwar aus der Hand.",
    "illegal.no_counter_value": "{card:der} hat keinen Konterwert, den man einsetzen könnte.",
    "illegal.counter_target_not_defenders": "Der Konterwert einer Charakterkarte kann nur die "
                                            "Stärke des eigenen Leaders von {player} oder eines "
                                            "Charakters von {player} erhöhen, nicht die "
                                            "{card:vom}.",
    "illegal.not_a_counter": "{card:der} ist weder eine Charakterkarte mit Konterwert noch ein "
                             "Event mit [Counter].",
    "illegal.once_per_turn_used": "{effect} ist [Once Per Turn] und wurde in diesem Zug von "
                                  "dieser Karte schon eingesetzt.",
    "illegal.once_per_turn_used.copy": "{effect} ist [Once Per Turn] und wurde in diesem Zug "
                                       "von dieser Karte schon eingesetzt; {copy} könnte seinen "
                                       "eigenen noch einsetzen.",
    "illegal.don_x_not_met": "{effect} braucht [DON!! x{needed}]: mindestens {needed} dieser "
                             "Karte zugewiesene DON!!, und sie hat {count}.",
    "illegal.cost_rest_don": "{effect:der} kostet, {needed} DON!! ruhend zu stellen, aber {player} "
                             "hat nur {count} aktive DON!! im Kostenbereich.",
    "illegal.cost_don_minus": "{effect} kostet DON!! -{needed}, aber {player} hat nur {count} "
                              "DON!! auf dem Spielfeld.",
    "illegal.cost_trash_from_hand": Plural(
        "needed",
        one="{effect} kostet, {needed} Karte aus der Hand abzulegen, aber {player} hat nur "
            "{count}.",
        other="{effect} kostet, {needed} Karten aus der Hand abzulegen, aber {player} hat nur "
              "{count}."),
    "illegal.cost_rest_self_off_field": "{effect} kostet, {card:den} ruhend zu stellen, aber die "
                                        "Karte ist nicht auf dem Spielfeld.",
    "illegal.cost_rest_self_rested": "{effect} kostet, {card:den} ruhend zu stellen, aber die "
                                     "Karte "
                                     "ist schon ruhend.",
    "illegal.give_don_target": "DON!! können nur dem eigenen Leader oder eigenen Charakteren "
                               "von {player} auf dem Spielfeld zugewiesen werden, nicht "
                               "{card:dem}.",
    "illegal.give_don_too_many": "{player} will {wanted} DON!! zuweisen, hat aber nur {count} "
                                 "aktive DON!! im Kostenbereich.",
    "illegal.not_in_hand": "{card:der} ist nicht auf der Hand von {player} (sondern in {zone}), "
                           "also kann {player} die Karte nicht ausspielen.",
    "illegal.replace_stage": "Wer {card:den} ausspielt, legt die Stage im Spiel von selbst ab; nur "
                             "diese Stage kann als zu ersetzende genannt werden.",
    "illegal.sixth_character_needs_room": "{player} hat schon 5 Charaktere: Für einen sechsten "
                                          "muss einer von {player} abgelegt werden ({rule}); "
                                          "gib an, welcher, um {card:den} auszuspielen.",
    "illegal.replace_not_a_character": "Der für einen sechsten abzulegende Charakter muss einer "
                                       "der Charaktere von {player} im Spiel sein, und '{id}' "
                                       "ist es nicht (es sind: {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} hat nur {count} Charakter: Einer wird nur abgelegt, um Platz zu machen, "
            "wenn schon 5 im Spiel sind.",
        other="{player} hat nur {count} Charaktere: Einer wird nur abgelegt, um Platz zu machen, "
              "wenn schon 5 im Spiel sind."),
    "illegal.not_a_main_event": "{card:der} ist kein Event mit [Main] und kann so nicht eingesetzt "
                                "werden.",
    "illegal.activate_not_on_field": "{card:der} ist nicht auf dem Spielfeld von {player}, also "
                                     "kann "
                                     "{player} seine Effekte nicht aktivieren.",
    "illegal.activate_event": "{card:der} ist nicht auf dem Spielfeld von {player}, also kann "
                              "{player} seine Effekte nicht aktivieren (das [Main] eines Events "
                              "wird durch Ausspielen des Events eingesetzt).",
    "illegal.no_activate_main": "{card:der} hat keinen [Activate: Main]-Effekt.",
    "illegal.no_trigger_waiting": "Kein [Trigger] wartet: {why}.",
    "no_trigger.banish": "[Banish] hat die Lebenskarte statt auf die Hand auf den Ablagestapel "
                         "geschickt, also kann kein [Trigger] aktiviert werden",
    "no_trigger.none_on_card": "die Lebenskarte, die {player} genommen hat ({card}), hat keinen "
                               "[Trigger]",
    "no_trigger.moved_by_effect": "eine durch einen Effekt bewegte Lebenskarte ist kein Schaden, "
                                  "also wird kein [Trigger] aufgedeckt",
    "no_trigger.no_damage_yet": "in diesem Kampf wurde noch kein Schaden zugefügt (der "
                                "Verteidiger muss zuerst passen, um den Konterschritt zu "
                                "beenden)",
    "no_trigger.not_after_damage": "eine [Trigger]-Entscheidung folgt nur auf eine Lebenskarte "
                                   "mit [Trigger], die durch Schaden genommen wurde",
    "input.card_type_here": "eine Karte hier muss eines hiervon sein: {types}",
    "input.too_many_don": "{player} hat insgesamt {count} DON!! (Kostenbereich, zugewiesen und "
                          "DON!!-Deck): höchstens {limit} ({rule})",
    "input.reserved_leader_id": "{id} ist für diesen Leader reserviert",
    "input.duplicate_id": "doppelte ID '{id}' (zuerst verwendet bei {first})",
    "input.field_only": "nur eine Karte auf dem Spielfeld kann das haben",
    "input.don_on_leader_or_character": "DON!! können nur einem Leader oder einem Charakter "
                                        "zugewiesen werden",
    "input.characters_only": "nur Charaktere auf dem Spielfeld haben das",
    "input.unknown_step": "unbekannter Schritt (bekannte Schritte: {known})",
    "input.action_card_id": "muss eine Karten-ID sein (oder A.leader / B.leader)",
    "kind.leader": "Leader",
    "kind.character": "Charakter",
    "kind.event": "Event",
    "kind.stage": "Stage",
    "mismatch.not_owner": "sie gehört nicht {player}",
    "mismatch.not_opponents": "sie gehört nicht dem Gegner von {player}",
    "mismatch.type": "ihre Kartenkategorie ist {kind}, der Effekt nennt nur {wanted}",
    "mismatch.cost_above": "ihre Kosten sind {value}, nicht {limit} oder weniger",
    "mismatch.cost_below": "ihre Kosten sind {value}, nicht {limit} oder mehr",
    "mismatch.power_above": "ihre Stärke ist {value}, nicht {limit} oder weniger",
    "mismatch.power_below": "ihre Stärke ist {value}, nicht {limit} oder mehr",
    "mismatch.name": "sie ist nicht {names}",
    "mismatch.trait": "sie hat keinen der Typen {traits}",
    "mismatch.color": "sie hat keine dieser Farben: {colors}",
    "mismatch.not_rested": "sie ist nicht ruhend",
    "mismatch.rested": "sie ist ruhend",
    "illegal.target_not_allowed": "{effect} kann {card:den} nicht wählen: {why}.",
    "illegal.choose_unknown_card": "`choose` nennt eine Karte, die nicht im Szenario ist.",
    "illegal.choose_no_effect": "{card:der} hat keinen Effekt, der zu einem eigenen Zeitpunkt "
                                "abgehandelt wird und ein Ziel wählen könnte.",
    "target_chosen": "{player} nennt {card:den} als Ziel des nächsten Effekts von {source}.",
    "input.no_printed_card": "keine Karte {number} (Kartendaten mit import_cards importieren)",
    "the_effect": "Der Effekt",
    "why.no_own_card_chosen": "kein Leader oder Charakter von {player} wurde gewählt",
    "why.not_waiting_to_be_played": "sie wartet nicht darauf, ausgespielt zu werden",
    "why.five_characters": "{player} hat schon 5 Charaktere, und das Szenario sagt nicht, "
                           "welcher abgelegt wird",
    "deck_trashed": Plural("count", one="{effect}: {player} legt die oberste Karte des Decks "
                                        "ab.",
                           other="{effect}: {player} legt die obersten {count} Karten des Decks "
                                 "ab."),
    "deck_trashed.short": "{effect}: {player} legt die obersten {count} Karten des Decks ab "
                          "(mehr hatte das Deck nicht).",
    "condition_unmet": "{effect}: Die Bedingung ist nicht erfüllt ({why}), also wird das "
                       "Folgende nicht abgehandelt.",
    "unmet.leader_trait": "der Leader von {player} hat nicht den Typ {{{value}}}",
    "unmet.leader_name": "der Leader von {player} ist nicht [{value}]",
    "unmet.life_max": "{player} hat mehr als {value} {value:Lebenskarte|Lebenskarten}",
    "unmet.life_min": "{player} hat weniger als {value} {value:Lebenskarte|Lebenskarten}",
    "unmet.opponent_life_max": "der Gegner von {player} hat mehr als {value} "
                               "{value:Lebenskarte|Lebenskarten}",
    "unmet.hand_max": "{player} hat mehr als {value} {value:Karte|Karten} auf der Hand",
    "unmet.don_min": "{player} hat weniger als {value} DON!! auf dem Spielfeld",
    "unmet.turn_you": "es ist nicht der Zug von {player}",
    "unmet.turn_opponent": "es ist der eigene Zug von {player}",
    "card.unnamed.character": "Charakter {id}",
    "card.unnamed.event": "Event {id}",
    "card.unnamed.stage": "Stage {id}",
    "illegal.cannot_attack": "{card:der} kann nicht angreifen: Ein dauerhafter Effekt der Karte "
                             "selbst verbietet es, und ein Verbot hat immer Vorrang.",
    "ko_prevented.effect": "{effect}: {card:der} wird nicht K.O. geschlagen ({why}); die Karte "
                           "bleibt "
                           "auf dem Spielfeld.",
    "ko_prevented.battle": "{card:der} verliert den Kampf, wird aber nicht K.O. geschlagen "
                           "({why}); "
                           "die Karte bleibt auf dem Spielfeld.",
    "why.no_ko_by_effects": "sie kann nicht durch Effekte K.O. geschlagen werden",
    "why.no_ko_by_opponents_effects": "sie kann nicht durch Effekte des Gegners K.O. geschlagen "
                                      "werden",
    "why.no_ko_in_battle": "sie kann nicht im Kampf K.O. geschlagen werden",
    "gain.blocker": "[Blocker]",
    "gain.rush": "[Rush]",
    "gain.rush_character": "[Rush: Character]",
    "gain.double_attack": "[Double Attack]",
    "gain.banish": "[Banish]",
    "gain.unblockable": "[Unblockable]",
    "gain.attacks_active": "das Recht, aktive Charaktere des Gegners anzugreifen",
    "removal_prevented": "{effect}: {card:der} bleibt auf dem Spielfeld ({why}).",
    "why.no_removal_by_opponents_effects": "sie kann nicht durch Effekte des Gegners vom "
                                           "Spielfeld entfernt werden",
    "why.no_ko_in_battle.versus": "sie kann im Kampf nicht {card:vom} K.O. geschlagen werden",
    "opponents_turn_effects_end": "Effekte, die bis zum Ende dieses Zuges andauerten, enden.",
    "duration.opponents_next_turn": "bis zum Ende des nächsten Zuges des Gegners",
    "illegal.no_leader_attack_when_played": "{card:der} wurde in diesem Zug ausgespielt: Ihr "
                                            "eigener Text verbietet ihr, in diesem Zug einen "
                                            "Leader anzugreifen.",
}
MESSAGES.update(words("de"))  # the verdict's and each family's (tables.py)
