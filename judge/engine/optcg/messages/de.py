"""The One Piece engine's catalogue in German: every event the engine words, in the names of
the glossary's German terms. The entries before the first section are the engine's own
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
        one="{card} ({power}; die zugewiesene DON!! gibt nur im Zug von {owner} Stärke, jetzt "
            "nicht)",
        other="{card} ({power}; die {count} zugewiesenen DON!! geben nur im Zug von {owner} "
              "Stärke, jetzt nicht)",
    ),
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
    "zone.leader": "im Leader-Bereich",
    "zone.characters": "im Charakterbereich",
    "zone.stage": "im Stage-Bereich",
    "zone.hand": "auf der Hand",
    "zone.deck": "im Deck",
    "zone.life": "im Lebensbereich",
    "zone.trash": "auf dem Ablagestapel",
    "zone.limbo": "in keinem Bereich (ein aufgedeckter [Trigger])",
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
    "counter_event_used": (
        "{player} stellt {count} DON!! ruhend und legt {card:den} ab, um "
        "{card:seinen|ihren|seinen} [Counter] zu aktivieren."
    ),
    "counter_event_used.free": (
        "{player} legt {card:den} ab, um {card:seinen|ihren|seinen} [Counter] zu aktivieren; das "
        "kostet nichts."
    ),
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
    "damage_at_zero_life": (
        "{player} hat 0 Lebenskarten, als der Schaden feststeht: Schaden bei 0 Lebenskarten ist "
        "eine Niederlagebedingung für {player}."
    ),
    "double_attack": (
        "[Double Attack]: Der Leader von {player} erleidet 2 Schaden statt 1, eine Lebenskarte "
        "nach der anderen."
    ),
    "damage_no_life_left": "Schaden {number} von {total} findet keine Lebenskarte mehr, also "
                           "geschieht nichts weiter: {player} verlöre nur durch Schaden, der bei "
                           "0 Lebenskarten feststeht.",
    "banished_life": "[Banish]: Die oberste Lebenskarte von {player} ({card}) kommt statt auf "
                     "die Hand auf den Ablagestapel, und kein [Trigger] kann aktiviert werden.",
    "life_to_hand": "{player} nimmt die oberste Lebenskarte ({card}) auf die Hand.",
    "trigger_not_decided": "Die oberste Lebenskarte von {player} ({card}) hat einen [Trigger], "
                           "aber es folgt keine Entscheidung dazu, also verzichtet {player} "
                           "darauf und "
                           "nimmt die Karte auf die Hand.",
    "trigger_declined": (
        "{player} aktiviert den [Trigger] {card:vom} nicht und nimmt die Karte auf die Hand, ohne "
        "sie aufzudecken."
    ),
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
    "entered.character_rested": "{card:der} kommt ruhend in den Charakterbereich, wie ein "
                                "Dauereffekt es sagt; {card:er|sie|es} wurde in diesem Zug "
                                "ausgespielt.",
    "entered.stage": "{card:der} kommt aktiv in den Stage-Bereich.",
    "trashed_for_sixth": "{player} hat 5 Charaktere, also wird {card:der} abgelegt, um Platz zu "
                         "machen. Das ist Regelabwicklung, kein K.O.: Sein [On K.O.] wird "
                         "nicht aktiviert{don_note}.",
    "main_event_used": (
        "{player} stellt {count} DON!! ruhend und legt {card:den} ab, um "
        "{card:seinen|ihren|seinen} [Main] zu aktivieren."
    ),
    "main_event_used.free": (
        "{player} legt {card:den} ab, um {card:seinen|ihren|seinen} [Main] zu aktivieren; das "
        "kostet nichts."
    ),
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
    "auto_moved_away": (
        "{effect} wird nicht aktiviert: Die Karte lag vorher schon nicht mehr {zone}."
    ),
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
    "why.wrong_area": "die Karte liegt {zone}, nicht dort, wo dieser Schritt sie braucht",
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
    "defeat_why.damage_at_zero": "der Leader von {player} hat bei 0 Lebenskarten Schaden erlitten",
    "defeat_why.empty_deck": "{player} hat 0 Karten im Deck (das zählt sofort, nicht erst beim "
                             "nächsten Ziehen)",
    "defeat_why.deck_out_win": "das Deck von {player} ist auf 0 Karten gesunken, und die Regel "
                               "des Leaders von {player} macht das zu einem Sieg statt einer "
                               "Niederlage",
    "defeat_why.deck_emptied": "das Deck von {player} hatte in diesem Zug 0 Karten, und die "
                               "Regel des Leaders von {player} macht das am Ende des Zuges zur "
                               "Niederlage, was auch immer seitdem ins Deck zurückkam",
    "turn_passes": "Der Zug endet; Zug {turn} beginnt mit {player} als Spieler am Zug.",
    "end_phase": "{player} beendet die Hauptphase: Endphase.",
    "turn_effects_end": "Effekte, die während dieses Zuges galten, enden.",
    "refresh.effects_end": "Erneuerungsphase: Die Effekte von {player}, die bis zum Beginn des "
                           "nächsten Zuges von {player} galten, enden.",
    "refresh.don_returned": (
        "Erneuerungsphase: {player} legt {count} DON!!, die dem Leader und den Charakteren "
        "zugewiesen {count:war|waren}, ruhend in den Kostenbereich zurück."
    ),
    "refresh.set_active": "Erneuerungsphase: {player} stellt alle ruhenden Karten und DON!! "
                          "aktiv.",
    "draw_phase": "Ziehphase: {player} zieht 1 Karte.",
    "draw_phase.first_turn": "Ziehphase: {player} beginnt und zieht im ersten Zug nicht.",
    "draw_phase.empty": "Ziehphase: {player} hat keine Karte zum Ziehen.",
    "don_phase": (
        "DON!!-Phase: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den Kostenbereich "
        "({left} {left:bleibt|bleiben} im DON!!-Deck)."
    ),
    "don_phase.empty": "DON!!-Phase: Das DON!!-Deck von {player} ist leer, also kommt kein "
                       "DON!! dazu.",
    "don_phase.to_leader": "DON!!-Phase: 1 dieser DON!! wird stattdessen {card:dem} zugewiesen, "
                           "wie dessen Text es sagt (der Kartentext geht den Regeln vor).",
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
    "illegal.attack_only_named": "{target:der} kann nicht angegriffen werden: Solange der Effekt "
                                 "{card:vom} gilt, nur Charaktere namens [{name}].",
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
    "illegal.no_battle.pass": "Es läuft kein Kampf, in dem man passen könnte.",
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
    "illegal.cost_rest_don": Plural(
        "count",
        one="{effect:der} kostet, {needed} DON!! ruhend zu stellen, aber {player} hat nur {count} "
            "aktive DON!! im Kostenbereich.",
        other="{effect:der} kostet, {needed} DON!! ruhend zu stellen, aber {player} hat nur "
              "{count} aktive DON!! im Kostenbereich.",
        zero="{effect:der} kostet, {needed} DON!! ruhend zu stellen, aber {player} hat keine "
             "aktive DON!! im Kostenbereich.",
    ),
    "illegal.cost_don_minus": Plural(
        "count",
        one="{effect} kostet DON!! -{needed}, aber {player} hat nur {count} DON!! auf dem "
            "Spielfeld.",
        other="{effect} kostet DON!! -{needed}, aber {player} hat nur {count} DON!! auf dem "
              "Spielfeld.",
        zero="{effect} kostet DON!! -{needed}, aber {player} hat keine DON!! auf dem Spielfeld.",
    ),
    "illegal.cost_trash_from_hand": Plural(
        "count",
        one="{effect} kostet, {needed} {needed:Karte|Karten} aus der Hand abzulegen, aber "
            "{player} hat nur {count}.",
        other="{effect} kostet, {needed} {needed:Karte|Karten} aus der Hand abzulegen, aber "
              "{player} hat nur {count}.",
        zero="{effect} kostet, {needed} {needed:Karte|Karten} aus der Hand abzulegen, aber "
             "{player} hat keine Karte auf der Hand.",
    ),
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
    "illegal.not_in_hand": (
        "{card:der} ist nicht auf der Hand von {player} (sondern {zone}), also kann {player} die "
        "Karte nicht ausspielen."
    ),
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
    "illegal.activate_not_on_field": (
        "{card:der} ist nicht auf dem Spielfeld von {player}, also kann {player} "
        "{card:seine|ihre|seine} Effekte nicht aktivieren."
    ),
    "illegal.activate_event": (
        "{card:der} ist nicht auf dem Spielfeld von {player}, also kann {player} "
        "{card:seine|ihre|seine} Effekte nicht aktivieren (der [Main] eines Events wird "
        "eingesetzt, indem man das Event ausspielt)."
    ),
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
    "mismatch.not_owner": "die Karte gehört nicht {player}",
    "mismatch.not_opponents": "die Karte gehört nicht dem Gegner von {player}",
    "mismatch.type": "die Kartenkategorie ist {kind}, der Effekt nennt nur {wanted}",
    "mismatch.cost_above": "die Kosten sind {value}, nicht {limit} oder weniger",
    "mismatch.cost_below": "die Kosten sind {value}, nicht {limit} oder mehr",
    "mismatch.power_above": "die Stärke ist {value}, nicht {limit} oder weniger",
    "mismatch.power_below": "die Stärke ist {value}, nicht {limit} oder mehr",
    "mismatch.name": "die Karte ist nicht {names}",
    "mismatch.trait": "die Karte hat keinen der Typen {traits}",
    "mismatch.color": "die Karte hat keine dieser Farben: {colors}",
    "color.red": "Rot",
    "color.green": "Grün",
    "color.blue": "Blau",
    "color.purple": "Lila",
    "color.black": "Schwarz",
    "color.yellow": "Gelb",
    "mismatch.not_rested": "die Karte ist nicht ruhend",
    "mismatch.rested": "die Karte ist ruhend",
    "illegal.target_not_allowed": "{effect} kann {card:den} nicht wählen: {why}.",
    "illegal.choose_unknown_card": "`choose` nennt eine Karte, die nicht im Szenario ist.",
    "illegal.choose_no_effect": "{card:der} hat keinen Effekt, der zu einem eigenen Zeitpunkt "
                                "abgehandelt wird und ein Ziel wählen könnte.",
    "target_chosen": "{player} nennt {card:den} als Ziel des nächsten Effekts von {source}.",
    "input.no_printed_card": "keine Karte {number} (Kartendaten mit import_cards importieren)",
    "the_effect": "Der Effekt",
    "why.no_own_card_chosen": "kein Leader oder Charakter von {player} wurde gewählt",
    "why.not_waiting_to_be_played": "die Karte wartet nicht darauf, ausgespielt zu werden",
    "why.five_characters": "{player} hat schon 5 Charaktere, und das Szenario sagt nicht, "
                           "welcher abgelegt wird",
    "deck_trashed": Plural("count", one="{effect}: {player} legt die oberste Karte des Decks "
                                        "ab.",
                           other="{effect}: {player} legt die obersten {count} Karten des Decks "
                                 "ab."),
    "deck_trashed.short": Plural(
        "count",
        one="{effect}: {player} legt die oberste Karte des Decks ab (mehr hatte das Deck nicht).",
        other="{effect}: {player} legt die obersten {count} Karten des Decks ab (mehr hatte das "
              "Deck nicht).",
    ),
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
    "illegal.cannot_attack": (
        "{card:der} kann nicht angreifen: Ein Dauereffekt der Karte selbst verbietet es, und ein "
        "Verbot hat immer Vorrang."
    ),
    "ko_prevented.effect": (
        "{effect}: {card:der} wird nicht K.O. geschlagen ({why}) und bleibt auf dem Spielfeld."
    ),
    "ko_prevented.battle": (
        "{card:der} verliert den Kampf, wird aber nicht K.O. geschlagen ({why}) und bleibt auf "
        "dem Spielfeld."
    ),
    "why.no_ko_by_effects": "die Karte kann nicht durch Effekte K.O. geschlagen werden",
    "why.no_ko_by_opponents_effects": (
        "die Karte kann nicht durch Effekte des Gegners K.O. geschlagen werden"
    ),
    "why.no_ko_in_battle": "die Karte kann nicht im Kampf K.O. geschlagen werden",
    "why.no_ko_by_opponents_effects_once": (
        "die Karte kann einmal pro Zug nicht durch Effekte des Gegners K.O. geschlagen werden, "
        "und dies ist das erste Mal in diesem Zug"
    ),
    "gain.blocker": "[Blocker]",
    "gain.rush": "[Rush]",
    "gain.rush_character": "[Rush: Character]",
    "gain.double_attack": "[Double Attack]",
    "gain.banish": "[Banish]",
    "gain.unblockable": "[Unblockable]",
    "gain.attacks_active": "das Recht, aktive Charaktere des Gegners anzugreifen",
    "removal_prevented": "{effect}: {card:der} bleibt auf dem Spielfeld ({why}).",
    "why.no_removal_by_opponents_effects": (
        "die Karte kann nicht durch Effekte des Gegners vom Spielfeld entfernt werden"
    ),
    "why.no_ko_in_battle.versus": "die Karte kann im Kampf nicht {card:vom} K.O. geschlagen werden",
    "opponents_turn_effects_end": "Effekte, die bis zum Ende dieses Zuges andauerten, enden.",
    "illegal.no_leader_attack_when_played": (
        "{card:der} wurde in diesem Zug ausgespielt: {card:Sein|Ihr|Sein} eigener Text verbietet "
        "{card:ihm|ihr|ihm}, in diesem Zug einen Leader anzugreifen."
    ),

    # --- verdict: the verdict's words (optcg/verdict.py) ---
    "verdict.battle_number": "Kampf {number}: {battle}",
    "verdict.power_total": "{total} ({sum})",
    "verdict.sum_plus": "{sum} + {amount} {label}",
    "verdict.sum_minus": "{sum} - {amount} {label}",
    # the case is the sentence's ("übertrifft den Charakter b-blocker von B (Blocker)")
    "verdict.the_blocker": "{card} (Blocker)",
    "verdict.attack_fails": "Der Angriff von {player} scheitert: {attacker:der} mit "
                            "{attacker_power} übertrifft {target:den} mit {target_power} nicht. "
                            "Nichts wird K.O. geschlagen, und {defender} erleidet keinen Schaden.",
    "verdict.attack_fails_ko": "Der Angriff von {player} scheitert: {attacker:der} mit "
                               "{attacker_power} übertrifft {target:den} mit {target_power} "
                               "nicht, also erleidet {defender} keinen Schaden. Durch Effekte im "
                               "Kampf K.O. geschlagen: {cards:der}.",
    "verdict.beats_ko": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                        "übertrifft {target:den} mit {target_power}, also wird {card:der} K.O. "
                        "geschlagen.",
    "verdict.ties_ko": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist "
                       "so stark wie {target:der} mit {target_power}, und bei Gleichstand gewinnt "
                       "der Angreifer, also wird {card:der} K.O. geschlagen.",
    "verdict.beats_damage": Plural(
        "life",
        one="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} übertrifft "
            "{target:den} mit {target_power}, also erleidet {defender} {damage} Schaden und hat "
            "noch {life} Lebenskarte.",
        other="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} übertrifft "
              "{target:den} mit {target_power}, also erleidet {defender} {damage} Schaden und hat "
              "noch {life} Lebenskarten.",
        zero="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} übertrifft "
             "{target:den} mit {target_power}, also erleidet {defender} {damage} Schaden und hat "
             "keine Lebenskarte mehr.",
    ),
    "verdict.ties_damage": Plural(
        "life",
        one="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist so stark "
            "wie {target:der} mit {target_power}, und bei Gleichstand gewinnt der Angreifer, also "
            "erleidet {defender} {damage} Schaden und hat noch {life} Lebenskarte.",
        other="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist so stark "
              "wie {target:der} mit {target_power}, und bei Gleichstand gewinnt der Angreifer, "
              "also erleidet {defender} {damage} Schaden und hat noch {life} Lebenskarten.",
        zero="Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} ist so stark "
             "wie {target:der} mit {target_power}, und bei Gleichstand gewinnt der Angreifer, "
             "also erleidet {defender} {damage} Schaden und hat keine Lebenskarte mehr.",
    ),
    "verdict.beats_at_zero": "Der Angriff von {player} gelingt: {attacker:der} mit "
                             "{attacker_power} übertrifft {target:den} mit {target_power}, "
                             "während {defender} keine Lebenskarte mehr hat.",
    "verdict.ties_at_zero": "Der Angriff von {player} gelingt: {attacker:der} mit "
                            "{attacker_power} ist so stark wie {target:der} mit {target_power}, "
                            "und bei Gleichstand gewinnt der Angreifer, während {defender} keine "
                            "Lebenskarte mehr hat.",
    "verdict.battle_ended": "Der Kampf endet ohne Schaden: {card:der} hat vor dem Schadensschritt "
                            "den Bereich verlassen, aus dem {card:er|sie|es} kämpfte ({rules}).",
    "verdict.not_allowed": "Aktion {number} ist nicht erlaubt ({rules}): {reason}",
    "verdict.both_lose": "Beide Spieler verlieren, niemand gewinnt: Beide erfüllen gleichzeitig "
                         "eine Niederlagebedingung ({rules}).",
    "verdict.wins_deck_out": "{winner} gewinnt das Spiel: {loser} hat keine Karten mehr im Deck "
                             "({rules}).",
    "verdict.wins_by_effect": "{winner} gewinnt das Spiel: Der Effekt einer Karte sagt es, und "
                              "{loser} verliert ({rules}).",
    "verdict.wins_damage_at_zero": (
        "{winner} gewinnt das Spiel: Der Leader von {loser} hat bei 0 Lebenskarten Schaden "
        "erlitten ({rules})."
    ),
    "verdict.also_ko": "Durch Effekte im Kampf K.O. geschlagen: {cards:der}.",
    "verdict.allowed": "Jede Aktion ist erlaubt; es gab keinen Kampf, und nichts wurde K.O. "
                       "geschlagen.",
    "verdict.allowed_ko": "Jede Aktion ist erlaubt; es gab keinen Kampf. K.O. geschlagen: "
                          "{cards:der}.",
    "verdict.double_attack_fixed": "Der Schaden von [Double Attack] bleibt 2, auch wenn nach dem "
                                   "ersten ein [Trigger] aktiviert wurde ({rules}).",
    "verdict.idle_don": Plural(
        "count",
        one="Die DON!!, die {card:dem} zugewiesen ist, gibt im Zug von {player} keine Stärke "
            "({rules}).",
        other="Die {count} DON!!, die {card:dem} zugewiesen sind, geben im Zug von {player} keine "
              "Stärke ({rules}).",
    ),
    "verdict.zero_life": (
        "Ohne Lebenskarten hat {player} noch nicht verloren: Erst wer bei 0 Lebenskarten Schaden "
        "erleidet, verliert das Spiel ({rules})."
    ),

    # --- groups: several cards at once (optcg/groups.py) ---
    "why.trash_empty": "der Ablagestapel von {player} ist leer",
    "mismatch.no_trigger": "die Karte hat keinen [Trigger]",
    "mismatch.has_base_effect": "die Karte hat einen eigenen Effekt (Kartentext oder [Trigger])",
    "mismatch.has_on_play": "die Karte hat einen [On Play]-Effekt, ob er wirkt oder nicht",
    "mismatch.no_blocker": "die Karte hat jetzt keinen [Blocker]",
    "choice_unfit": (
        "{effect}: {card:der} passt nicht zu dem, was der Effekt wählt ({why}), und wird also "
        "nicht gewählt."
    ),
    "second_choice_unfit": "{effect}: Als seine zweite Wahl ansteht, passt {card:der} nicht "
                           "({why}); dieser Teil entfällt.",
    "illegal.counter_one_card": "Ein Konterwert erhöht die Stärke einer einzigen Karte: {player} "
                                "nennt einen Leader oder einen Charakter.",
    "illegal.too_many_targets": "{effect} wählt bis zu {limit} {limit:Karte|Karten}, also nicht "
                                "{count}.",
    "illegal.total_power_above": "{effect} wählt Karten mit zusammen {limit} Stärke oder weniger: "
                                 "Die genannten haben zusammen {total}.",
    "why.none_match": "keine Karte auf dem Spielfeld passt zu seiner Beschreibung",
    "mismatch.base_cost_above": "die Grundkosten sind {value}, nicht {limit} oder weniger",
    "mismatch.base_cost_below": "die Grundkosten sind {value}, nicht {limit} oder mehr",
    "mismatch.base_power_above": "die Grundstärke ist {value}, nicht {limit} oder weniger",
    "mismatch.base_power_below": "die Grundstärke ist {value}, nicht {limit} oder mehr",
    "mismatch.is_self": "es ist die Karte, von der der Effekt stammt",
    "mismatch.excluded_name": "der Effekt nimmt {name} aus",
    "mismatch.no_first_choice": "zuerst wurde keine Karte gewählt, also gibt es keine Farbe, von "
                                "der sie sich unterscheiden könnte",
    "mismatch.same_color_as": "sie teilt eine Farbe ({colors}) mit {card:dem} (zuerst gewählt)",
    "mismatch.don_below": "der Karte sind {value} DON!! zugewiesen, nicht {limit} oder mehr",
    "why.no_don_on_field": "{player} hat keine DON!! auf dem Spielfeld",
    "why.no_active_don": "{player} hat keine aktiven DON!! im Kostenbereich",

    # --- decks: deck searches (optcg/decks/) ---
    "would.hand_to_deck": "Karten aus der Hand ins Deck legen",
    "hand_to_deck.bottom": Plural(
        "count",
        one="{effect}: {player} zeigt {cards:den} vor und legt die Karte aus der Hand unter das "
            "Deck (die zuerst aufgeführte Karte der Hand; welche Karte, wählt der Spieler).",
        other="{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand unter das Deck "
              "(die zuerst aufgeführten Karten der Hand, in dieser Reihenfolge; welche Karten und "
              "in welcher Reihenfolge, wählt der Spieler).",
    ),
    "hand_to_deck.top": Plural(
        "count",
        one="{effect}: {player} zeigt {cards:den} vor und legt die Karte aus der Hand oben auf "
            "das Deck (welche Karte, wählt der Spieler).",
        other="{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand oben auf das "
              "Deck, die zuerst aufgeführte zuoberst (welche Karten und in welcher Reihenfolge, "
              "wählt der Spieler).",
    ),
    "hand_to_deck.top_or_bottom": Plural(
        "count",
        one="{effect}: {player} zeigt {cards:den} vor und legt die Karte aus der Hand unter das "
            "Deck (der Spieler dürfte sie auch oben auf das Deck legen oder eine andere Karte "
            "wählen).",
        other="{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand unter das Deck "
              "(der Spieler dürfte sie auch oben auf das Deck legen, andere Karten oder eine "
              "andere Reihenfolge wählen).",
    ),
    "unmet.top_card": "{card:der} oben auf dem Deck passt nicht: {why}",
    "unmet.top_card_none": "das Deck von {player} ist leer",
    "unmet.top_card_unknown": "das Szenario gibt das Deck von {player} nur als Anzahl an, also "
                              "lässt sich nicht zeigen, dass die oberste Karte passt",
    "deck_revealed": Plural(
        "count",
        one="{effect}: {player} zeigt die oberste Karte des Decks vor ({cards}).",
        other="{effect}: {player} zeigt die obersten {count} Karten des Decks vor ({cards}).",
    ),
    "deck_revealed.short": Plural(
        "count",
        one="{effect}: {player} zeigt die einzige Karte vor, die das Deck noch hat ({cards}; "
            "verlangt waren {wanted}).",
        other="{effect}: {player} zeigt die {count} Karten vor, die das Deck noch hat ({cards}; "
              "verlangt waren {wanted}).",
    ),
    "deck_play.took": "{effect}: {player} wählt {card:den} zum Ausspielen.",
    "deck_play.took_first": (
        "{effect}: {player} wählt {card:den}, die erste passende dieser Karten (das Szenario "
        "nennt keine), zum Ausspielen."
    ),
    "mismatch.trait_including": "keiner der Typen der Karte enthält {parts}",
    "mismatch.attribute": "die Karte hat keines der Attribute {attributes}",
    "mismatch.trait_or_attribute": (
        "die Karte hat keinen der Typen {traits} und keines der Attribute {attributes}"
    ),
    "would.look_at_deck": "sich die obersten Karten des Decks ansehen",
    "deck_looked": Plural(
        "count",
        one="{effect}: {player} sieht sich die oberste Karte des Decks an ({cards}); solange sie "
            "angesehen wird, bleibt sie im Deck.",
        other="{effect}: {player} sieht sich die obersten {count} Karten des Decks an ({cards}); "
              "solange sie angesehen werden, bleiben sie im Deck.",
    ),
    "deck_looked.short": Plural(
        "count",
        one="{effect}: {player} sieht sich die einzige Karte an, die das Deck noch hat ({cards}; "
            "verlangt waren {wanted}).",
        other="{effect}: {player} sieht sich die {count} Karten an, die das Deck noch hat "
              "({cards}; verlangt waren {wanted}).",
    ),
    "deck_searched_whole": (
        "{effect}: {player} sieht das ganze Deck durch ({count} {count:Karte|Karten})."
    ),
    "deck_shuffled": "{effect}: {player} mischt das Deck; seine neue Reihenfolge ist zufällig, "
                     "daher behält der Judge die Reihenfolge des Szenarios bei.",
    "deck_search.took": "{effect}: {player} zeigt {card:den} vor und nimmt die Karte auf die "
                        "Hand.",
    "deck_search.took_first": (
        "{effect}: {player} zeigt {card:den} vor, die erste passende dieser Karten (das Szenario "
        "nennt keine), und nimmt sie auf die Hand."
    ),
    "deck_play.none": (
        "{effect}: Keine davon passt, also spielt {player} nichts (bei „bis zu“ darf man auch "
        "keine spielen)."
    ),
    "deck_play.none_known": (
        "{effect}: Das Szenario gibt diese Deckkarten nur als Anzahl an, also lässt sich von "
        "keiner zeigen, dass sie passt; {player} spielt nichts."
    ),
    "deck_search.none": (
        "{effect}: Keine davon passt, also nimmt {player} nichts auf die Hand (bei „bis zu“ darf "
        "man auch keine nehmen)."
    ),
    "deck_search.none_known": "{effect}: Das Szenario gibt diese Deckkarten nur als Anzahl an, "
                              "also lässt sich von keiner zeigen, dass sie passt; {player} nimmt "
                              "nichts auf die Hand.",
    "deck_search.not_looked": "{effect}: {card:der} ist nicht unter den {count} angesehenen "
                              "Karten und kann nicht genommen werden; nichts kommt auf die Hand.",
    "deck_search.no_fit": "{effect}: {card:der} kann nicht genommen werden ({why}); nichts kommt "
                          "auf die Hand.",
    "deck_rest.bottom": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} unter das Deck.",
        other="{effect}: {player} legt {cards:den} unter das Deck, in der Reihenfolge des "
              "Szenarios (die Reihenfolge wählt der Spieler).",
    ),
    "deck_rest.trash": "{effect}: {player} legt {cards:den} auf den Ablagestapel.",
    "deck_rest.top": Plural(
        "count",
        one="{effect}: {player} lässt {cards:den} oben auf dem Deck (der Spieler dürfte die Karte "
            "stattdessen unter das Deck legen).",
        other="{effect}: {player} lässt {cards:den} in der Reihenfolge des Szenarios oben auf dem "
              "Deck (der Spieler dürfte jede davon stattdessen unter das Deck legen).",
    ),
    "trash_to_hand": "{effect}: {player} nimmt {cards:den} vom Ablagestapel auf die Hand.",
    "trash_to_hand.first": Plural(
        "count",
        one="{effect}: {player} nimmt {cards:den} vom Ablagestapel auf die Hand, die erste "
            "passende Karte dort (das Szenario nennt keine).",
        other="{effect}: {player} nimmt {cards:den} vom Ablagestapel auf die Hand, die ersten "
              "passenden Karten dort (das Szenario nennt keine).",
    ),
    "trash_to_hand.none": "{effect}: Keine Karte im Ablagestapel von {player} passt, also kommt "
                          "nichts auf die Hand.",
    "illegal.search_not_looked": "{effect} sieht sich nur die obersten {count} Karten des Decks "
                                 "an, und {card:der} ist nicht darunter: {card:Er|Sie|Es} kann "
                                 "nicht gewählt werden.",

    # --- costs: activation costs (optcg/costs.py) ---
    "cost.trash_self": "{card:den} abzulegen",
    "cost.bottom_self": "{card:den} unter das Deck {card:seines|ihres|seines} Besitzers zu legen",
    "cost.bounce_self": (
        "{card:den} auf die Hand {card:seines|ihres|seines} Besitzers zurückzugeben"
    ),
    "cost.life_to_hand": Plural(
        "count",
        one="die oberste Lebenskarte auf die Hand zu nehmen",
        other="die obersten {count} Lebenskarten auf die Hand zu nehmen",
    ),
    "cost.life_to_hand.top_or_bottom": Plural(
        "count",
        one="{count} Karte von oben oder unten aus dem Leben auf die Hand zu nehmen",
        other="{count} Karten von oben oder unten aus dem Leben auf die Hand zu nehmen",
    ),
    "cost.trash_life": Plural(
        "count",
        one="die oberste Lebenskarte abzulegen",
        other="die obersten {count} Lebenskarten abzulegen",
    ),
    "cost.trash_life.top_or_bottom": Plural(
        "count",
        one="{count} Karte von oben oder unten aus dem Leben abzulegen",
        other="{count} Karten von oben oder unten aus dem Leben abzulegen",
    ),
    "cost.trash_deck": Plural(
        "count",
        one="die oberste Karte des Decks abzulegen",
        other="die obersten {count} Karten des Decks abzulegen",
    ),
    "cost.leader_power": "{card:den} während dieses Zuges -{amount} Stärke zu geben",
    "cost.trash_from_hand": Plural(
        "count",
        one="{count} passende Karte aus der Hand abzulegen",
        other="{count} passende Karten aus der Hand abzulegen",
    ),
    "cost.reveal_from_hand": Plural(
        "count",
        one="{count} passende Karte aus der Hand vorzuzeigen",
        other="{count} passende Karten aus der Hand vorzuzeigen",
    ),
    "cost.trash_to_deck_bottom": Plural(
        "count",
        one="{count} passende Karte aus dem Ablagestapel unter das Deck zu legen",
        other="{count} passende Karten aus dem Ablagestapel unter das Deck zu legen",
    ),
    "cost.bounce_own": Plural(
        "count",
        one="{count} passenden eigenen Charakter auf die Hand zurückzugeben",
        other="{count} passende eigene Charaktere auf die Hand zurückzugeben",
    ),
    "cost.rest_own": Plural(
        "count",
        one="{count} passende eigene aktive Karte ruhend zu stellen",
        other="{count} passende eigene aktive Karten ruhend zu stellen",
    ),
    "illegal.cost_self_off_field": "{effect} kostet, {what}, aber {card:der} ist nicht auf dem "
                                   "Spielfeld.",
    "illegal.cost_life": Plural(
        "count",
        one="{effect} kostet, {what}, aber {player} hat nur {count} Lebenskarte.",
        other="{effect} kostet, {what}, aber {player} hat nur {count} Lebenskarten.",
        zero="{effect} kostet, {what}, aber {player} hat keine Lebenskarte.",
    ),
    "illegal.cost_deck": Plural(
        "count",
        one="{effect} kostet, {what}, aber {player} hat nur {count} Karte im Deck.",
        other="{effect} kostet, {what}, aber {player} hat nur {count} Karten im Deck.",
        zero="{effect} kostet, {what}, aber {player} hat keine Karte im Deck.",
    ),
    "illegal.cost_leader_rested": "{effect} kostet, {what}, aber {card:der} ist ruhend, nicht "
                                  "aktiv.",
    "illegal.cost_cards": Plural(
        "count",
        one="{effect} kostet, {what}, aber {player} hat nur {count} Karte, die dafür in Frage "
            "kommt.",
        other="{effect} kostet, {what}, aber {player} hat nur {count} Karten, die dafür in Frage "
              "kommen.",
        zero="{effect} kostet, {what}, aber {player} hat keine Karte, die dafür in Frage kommt.",
    ),
    "illegal.cost_named_unfit": Plural(
        "count",
        one="{effect} kostet, {what}, aber von den zum Bezahlen genannten Karten kommt nur "
            "{count} dafür in Frage.",
        other="{effect} kostet, {what}, aber von den zum Bezahlen genannten Karten kommen nur "
              "{count} dafür in Frage.",
        zero="{effect} kostet, {what}, aber keine der zum Bezahlen genannten Karten kommt dafür "
             "in Frage.",
    ),
    "illegal.pay_unknown_card": "Die Aktion „pay“ nennt eine Karte, die es im Szenario nicht gibt.",
    "paid.trash_self": "legt {card:den} ab",
    "paid.bottom_self": "legt {card:den} unter das Deck des Besitzers",
    "paid.bounce_self": "gibt {card:den} auf die Hand des Besitzers zurück",
    "paid.life_to_hand": "nimmt {cards:den} vom {end} der Lebenskarten auf die Hand",
    "paid.trash_life": "legt {cards:den} vom {end} der Lebenskarten ab",
    "paid.trash_deck": "legt {cards:den} von oben vom Deck ab",
    "paid.leader_power": "gibt {card:dem} während dieses Zuges {amount} Stärke",
    "paid.reveal_from_hand": "zeigt {cards:den} aus der Hand vor",
    "paid.trash_to_deck_bottom": "legt {cards:den} aus dem Ablagestapel unter das Deck",
    "paid.bounce_own": "gibt {cards:den} auf die Hand des Besitzers zurück",
    "paid.life_own": "legt {cards:den} offen oben auf die Lebenskarten",
    "cost.life_own": Plural(
        "count",
        one="{count} passenden eigenen Charakter offen oben auf die Lebenskarten zu legen",
        other="{count} passende eigene Charaktere offen oben auf die Lebenskarten zu legen",
    ),
    "paid.rest_own": "stellt {cards:den} ruhend",
    "cost.rest_opponent": Plural(
        "count",
        one="{count} aktiven Charakter des Gegners ruhend zu stellen",
        other="{count} aktive Charaktere des Gegners ruhend zu stellen",
    ),
    "paid.rest_opponent": "stellt {cards:den} ruhend",
    "paid.rest_own.don": "stellt {cards:den} und {count} DON!! ruhend",
    "cost.trash_own": Plural(
        "count",
        one="{count} passende eigene Karte auf dem Spielfeld abzulegen",
        other="{count} passende eigene Karten auf dem Spielfeld abzulegen",
    ),
    "cost.bottom_own": Plural(
        "count",
        one="{count} passende eigene Karte auf dem Spielfeld unter das Deck zu legen",
        other="{count} passende eigene Karten auf dem Spielfeld unter das Deck zu legen",
    ),
    "cost.hand_to_deck_bottom": Plural(
        "count",
        one="{count} Karte aus der Hand unter das Deck zu legen",
        other="{count} Karten aus der Hand unter das Deck zu legen",
    ),
    "cost.life_face_up": Plural(
        "count",
        one="die oberste Lebenskarte offen umzudrehen",
        other="die obersten {count} Lebenskarten offen umzudrehen",
    ),
    "cost.life_face_down": Plural(
        "count",
        one="die oberste Lebenskarte verdeckt umzudrehen",
        other="die obersten {count} Lebenskarten verdeckt umzudrehen",
    ),
    "illegal.cost_life_face.none": "{effect} kostet, {what}, aber keine der obersten Lebenskarten "
                                   "von {player} lässt sich so umdrehen (eine Karte, die schon so "
                                   "liegt, wird nicht erneut umgedreht).",
    "illegal.cost_life_face": (
        "{effect} kostet, {what}, aber nur {count} der obersten Lebenskarten von {player} "
        "{count:lässt|lassen} sich so umdrehen (eine Karte, die schon so liegt, wird nicht erneut "
        "umgedreht)."
    ),
    "paid.trash_own": "legt {cards:den} ab (kein K.O.)",
    "cost.trash_own_or_hand": Plural(
        "count",
        one="{count} passenden eigenen Charakter oder {count} Karte aus der Hand abzulegen",
        other="{count} passende eigene Charaktere oder {count} Karten aus der Hand abzulegen",
    ),
    "paid.trash_own_or_hand": "legt {cards:den} ab",
    "paid.bottom_own": "legt {cards:den} unter das Deck des Besitzers",
    "paid.hand_to_deck_bottom": "legt {cards:den} aus der Hand unter das Deck",
    "paid.hand_to_deck_top": "legt {cards:den} aus der Hand oben auf das Deck",
    "cost.hand_to_deck_top": Plural(
        "count",
        one="{count} Karte aus der Hand oben auf das Deck zu legen",
        other="{count} Karten aus der Hand oben auf das Deck zu legen",
    ),
    "paid.life_face_up": "dreht {cards:den} oben im Leben offen um",
    "paid.life_face_down": "dreht {cards:den} oben im Leben verdeckt um",
    "paid.life_face_down_any": "dreht {cards:den} im Leben verdeckt um",
    "cost.life_face_down_any": Plural(
        "count",
        one="1 offene Lebenskarte verdeckt umzudrehen",
        other="{count} offene Lebenskarten verdeckt umzudrehen",
    ),
    "illegal.cost_life_face_any": Plural(
        "count",
        one="{effect} kostet, {what}, aber {player} hat nur {count} offene Lebenskarte, mit der "
            "sich das bezahlen lässt.",
        other="{effect} kostet, {what}, aber {player} hat nur {count} offene Lebenskarten, mit "
              "denen sich das bezahlen lässt.",
        zero="{effect} kostet, {what}, aber {player} hat keine offene Lebenskarte, mit der sich "
             "das bezahlen lässt.",
    ),
    "cost.return_don": Plural(
        "count",
        one="{count} DON!! vom Spielfeld ins DON!!-Deck zurückzulegen",
        other="{count} DON!! vom Spielfeld ins DON!!-Deck zurückzulegen",
    ),
    "cost.return_active_don": Plural(
        "count",
        one="{count} aktive DON!! ins DON!!-Deck zurückzulegen",
        other="{count} aktive DON!! ins DON!!-Deck zurückzulegen",
    ),
    "illegal.cost_return_don": Plural(
        "count",
        one="{effect} kostet, {what}, aber {player} hat nur {count}.",
        other="{effect} kostet, {what}, aber {player} hat nur {count}.",
        zero="{effect} kostet, {what}, aber {player} hat keine.",
    ),
    "paid.return_active_don": "legt {count} aktive DON!! zurück ins DON!!-Deck",
    "cost.return_given_don": Plural(
        "count",
        one="{count} zugewiesene DON!! ruhend in den Kostenbereich zurückzulegen",
        other="{count} zugewiesene DON!! ruhend in den Kostenbereich zurückzulegen",
    ),
    "paid.return_given_don": (
        "legt {count} DON!!, die {cards:dem} zugewiesen {count:war|waren}, ruhend in den "
        "Kostenbereich zurück"
    ),
    "payment_named.don": "{player} legt für die nächsten Kosten von {source} {count} DON!! "
                         "zurück.",
    "illegal.cost_condition_unmet": (
        "Die Kosten von {effect} können nur bezahlt werden, solange seine „Wenn“-Bedingung "
        "erfüllt ist, und sie ist es nicht ({why})."
    ),
    "cost.give_don_own": Plural(
        "count",
        one="einer passenden eigenen Karte {count} aktive DON!! zuzuweisen",
        other="einer passenden eigenen Karte {count} aktive DON!! zuzuweisen",
    ),
    "paid.give_don_own": "weist {card:dem} {count} aktive DON!! zu",
    "cost.give_opponent_don": Plural(
        "count",
        one="einem Charakter des Gegners {count} seiner ruhenden DON!! zuzuweisen",
        other="einem Charakter des Gegners {count} seiner ruhenden DON!! zuzuweisen",
    ),
    "paid.give_opponent_don": "weist {card:dem} {count} ruhende DON!! des Gegners zu",
    "cost.bottom_stage": Plural(
        "count",
        one="{count} passende Stage unter das Deck ihres Besitzers zu legen",
        other="{count} passende Stages unter das Deck ihrer Besitzer zu legen",
    ),
    "paid.bottom_stage": "legt {cards:den} unter das Deck des Besitzers",
    "cost.bottom_character": Plural(
        "count",
        one="{count} passenden Charakter unter das Deck seines Besitzers zu legen",
        other="{count} passende Charaktere unter das Deck ihrer Besitzer zu legen",
    ),
    "paid.bottom_character": "legt {cards:den} unter das Deck des Besitzers",
    "life_end.top": "oberen Ende",
    "life_end.bottom": "unteren Ende",
    "payment_named": "{player} nennt die Karten, mit denen die nächsten Kosten von {source} "
                     "bezahlt werden: {cards:der}.",
    "payment_named.life": (
        "{player} bezahlt die nächsten Kosten von {source} mit den Lebenskarten vom {end}."
    ),

    # --- conditions: the "if..." conditions (optcg/conditions.py) ---
    "unmet.life_face_up_min": Plural(
        "value",
        one="{player} hat keine offene Lebenskarte",
        other="{player} hat weniger als {value} offene {value:Lebenskarte|Lebenskarten}",
    ),
    "step_condition_unmet": "{effect}: Seine „Falls“-Klausel ist nicht erfüllt ({why}), also wird "
                            "der Text ab dieser Klausel nicht abgehandelt; was davor steht, ist "
                            "abgehandelt.",
    "unmet.leader_trait_any": "der Leader von {player} hat keinen der Typen {values}",
    "unmet.leader_trait_includes": "kein Typ des Leaders von {player} enthält „{value}“",
    "unmet.leader_attribute": "der Leader von {player} hat nicht das Attribut <{value}>",
    "unmet.opponent_leader_attribute": "der Leader des Gegners von {player} hat nicht das "
                                       "Attribut <{value}>",
    "unmet.leader_multicolored": "der Leader von {player} ist nicht mehrfarbig",
    "unmet.leader_multicolored.not": "der Leader von {player} ist mehrfarbig",
    "unmet.opponent_life_min": Plural(
        "value",
        one="der Gegner von {player} hat keine Lebenskarten mehr",
        other="der Gegner von {player} hat weniger als {value} {value:Lebenskarte|Lebenskarten}",
    ),
    "unmet.total_life_min": Plural(
        "value",
        one="weder {player} noch der Gegner hat noch eine Lebenskarte",
        other="{player} und der Gegner haben zusammen weniger als {value} "
              "{value:Lebenskarte|Lebenskarten}",
    ),
    "unmet.total_life_max": "{player} und der Gegner haben zusammen mehr als {value} "
                            "{value:Lebenskarte|Lebenskarten}",
    "unmet.life_vs_opponent.fewer": "{player} hat nicht weniger Lebenskarten als der Gegner",
    "unmet.life_vs_opponent.at_most": "{player} hat mehr Lebenskarten als der Gegner",
    "unmet.hand_min": Plural(
        "value",
        one="{player} hat keine Karten auf der Hand",
        other="{player} hat weniger als {value} {value:Karte|Karten} auf der Hand",
    ),
    "unmet.opponent_hand_min": Plural(
        "value",
        one="der Gegner von {player} hat keine Karten auf der Hand",
        other="der Gegner von {player} hat weniger als {value} {value:Karte|Karten} auf der Hand",
    ),
    "unmet.opponent_hand_max": "der Gegner von {player} hat mehr als {value} {value:Karte|Karten} "
                               "auf der Hand",
    "unmet.trash_min": Plural(
        "value",
        one="{player} hat keine Karten im Ablagestapel",
        other="{player} hat weniger als {value} {value:Karte|Karten} im Ablagestapel",
    ),
    "unmet.trash_max": "{player} hat mehr als {value} {value:Karte|Karten} im Ablagestapel",
    "unmet.don_max": "{player} hat mehr als {value} DON!! auf dem Spielfeld",
    "unmet.opponent_don_min": Plural(
        "value",
        one="der Gegner von {player} hat keine DON!! auf dem Spielfeld",
        other="der Gegner von {player} hat weniger als {value} DON!! auf dem Spielfeld",
    ),
    "unmet.opponent_don_max": "der Gegner von {player} hat mehr als {value} DON!! auf dem "
                              "Spielfeld",
    "unmet.don_vs_opponent.fewer": "der Gegner von {player} hat nicht mehr DON!! auf dem "
                                   "Spielfeld als {player}",
    "unmet.don_vs_opponent.at_most": "{player} hat mehr DON!! auf dem Spielfeld als der Gegner",
    "unmet.active_don_min": Plural(
        "value",
        one="{player} hat keine aktiven DON!!",
        other="{player} hat weniger als {value} aktive DON!!",
    ),
    "unmet.rested_don_min": Plural(
        "value",
        one="{player} hat keine ruhenden DON!!",
        other="{player} hat weniger als {value} ruhende DON!!",
    ),
    "unmet.given_don_min": Plural(
        "value",
        one="{player} hat keine DON!! an Leader oder Charaktere zugewiesen",
        other="{player} hat weniger als {value} DON!! an Leader und Charaktere zugewiesen",
    ),
    "unmet.self_gone": "die Karte dieses Effekts ist nicht mehr auf dem Spielfeld von {player}",
    "unmet.self_power_min": "{card:der} hat {power} Stärke, weniger als {value}",
    "unmet.self_played_this_turn": "{card:der} wurde nicht in diesem Zug ausgespielt",
    "unmet.self_played_this_turn.not": "{card:der} wurde in diesem Zug ausgespielt",
    "unmet.self_rested": "{card:der} ist nicht ruhend",
    "unmet.self_rested.not": "{card:der} ist ruhend",
    "unmet.has_names": "{player} hat {values} nicht auf dem Spielfeld",
    "unmet.trash_names": "{player} hat {values} nicht im Ablagestapel",
    "unmet.don_fewer_by": "{player} hat nicht mindestens {value} DON!! weniger auf dem Spielfeld "
                          "als der Gegner",
    "unmet.characters_fewer_by": "{player} hat nicht mindestens {value} Charaktere weniger "
                                 "als der Gegner",
    "unmet.lacks_names": "{player} hat {values} auf dem Spielfeld",
    "unmet.characters_min": Plural(
        "count",
        one="{player} hat nur {count} der Charaktere, auf die sich die Bedingung bezieht, also "
            "weniger als {limit}",
        other="{player} hat nur {count} der Charaktere, auf die sich die Bedingung bezieht, also "
              "weniger als {limit}",
        zero="{player} hat keinen der Charaktere, auf die sich die Bedingung bezieht, also "
             "weniger als {limit}",
    ),
    "unmet.characters_max": "{player} hat {count} der Charaktere, auf die sich die Bedingung "
                            "bezieht, also mehr als {limit}",
    "unmet.characters_min.anyone": "auf dem Spielfeld sind nur {count} der Charaktere, auf die "
                                   "sich die Bedingung bezieht, also weniger als {limit}",
    "unmet.characters_max.anyone": "auf dem Spielfeld sind {count} der Charaktere, auf die sich "
                                   "die Bedingung bezieht, also mehr als {limit}",
    "unmet.all_don_rested": (
        "nicht alle DON!!-Karten von {player} sind ruhend (eine ist aktiv oder dem Leader oder "
        "einem Charakter zugewiesen)"
    ),
    "unmet.all_don_rested.not": "alle DON!!-Karten von {player} sind ruhend",
    "unmet.leader_rested": "der Leader von {player} ist nicht ruhend",
    "unmet.leader_rested.not": "der Leader von {player} ist ruhend",
    "unmet.second_turn_or_later": "es ist der erste Zug von {player}",
    "unmet.second_turn_or_later.not": "es ist nicht der erste Zug von {player}",
    "unmet.opponent_leader_rested": "der Leader des Gegners von {player} ist nicht ruhend",
    "unmet.opponent_leader_rested.not": "der Leader des Gegners von {player} ist ruhend",
    "unmet.leader_power_max": "der Leader von {player} hat mehr als {value} Stärke",
    "unmet.trash_events_min": Plural(
        "value",
        one="{player} hat keine Events im Ablagestapel",
        other="{player} hat weniger als {value} {value:Event|Events} im Ablagestapel",
    ),
    "unmet.trash_events_max": "{player} hat mehr als {value} {value:Event|Events} im Ablagestapel",
    "unmet.deck_min": Plural(
        "value",
        one="{player} hat keine Karten mehr im Deck",
        other="{player} hat weniger als {value} {value:Karte|Karten} im Deck",
    ),
    "unmet.deck_max": "{player} hat mehr als {value} {value:Karte|Karten} im Deck",
    "unmet.rested_cards_min": Plural(
        "value",
        one="{player} hat keine ruhenden Karten auf dem Spielfeld",
        other="{player} hat weniger als {value} {value:ruhende Karte|ruhende Karten} auf dem "
              "Spielfeld",
    ),
    "unmet.any_of": "keine dieser Bedingungen gilt, denn {whys}",
    "unmet.opponent_rested_cards_min": Plural(
        "value",
        one="der Gegner von {player} hat keine ruhenden Karten auf dem Spielfeld",
        other="der Gegner von {player} hat weniger als {value} {value:ruhende Karte|ruhende "
              "Karten} auf dem Spielfeld",
    ),

    # --- limits: restrictions (optcg/limits.py) ---
    "duration.opponents_next_turn": "bis zum Ende des nächsten Zuges des Gegners",
    "limit.cannot_block.player": "{effect}: {player} kann {duration} keinen [Blocker] aktivieren.",
    "limit.cannot_block.player.bounded": "{effect}: {player} kann {duration} den [Blocker] eines "
                                         "Charakters mit {bounds} nicht aktivieren.",
    "limit.cannot_block.card": "{effect}: {card:der} kann {duration} [Blocker] nicht aktivieren.",
    "limit.cannot_attack.card": "{effect}: {card:der} kann {duration} nicht angreifen.",
    "limit.cannot_be_rested.card": (
        "{effect}: {card:der} kann {duration} nicht ruhend gestellt werden, kann also weder "
        "angreifen noch [Blocker] aktivieren."
    ),
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
    "illegal.blocker_forbidden": "{card:der} kann [Blocker] nicht aktivieren: {effect} verbietet "
                                 "es, und der Text einer Karte geht den Regeln vor.",
    "illegal.blocker_cannot_be_rested": (
        "{card:der} kann nicht ruhend gestellt werden ({effect}), und [Blocker] wird aktiviert, "
        "indem man die Karte ruhend stellt: {card:Er|Sie|Es} kann nicht blocken."
    ),
    "illegal.attack_forbidden": "{card:der} kann nicht angreifen: {effect} verbietet es, und der "
                                "Text einer Karte geht den Regeln vor.",
    "illegal.attacker_cannot_be_rested": (
        "{card:der} kann nicht ruhend gestellt werden ({effect}), und ein Angriff wird erklärt, "
        "indem man die Karte ruhend stellt: {card:Er|Sie|Es} kann nicht angreifen."
    ),
    "refresh.kept_rested_by": "Erneuerungsphase: {card:der} bleibt ruhend, weil ein Dauereffekt "
                              "{source:vom} es so will (der Text einer Karte geht den Regeln "
                              "vor).",
    "refresh.kept_rested": "Erneuerungsphase: {card:der} bleibt ruhend, wie {effect} es sagt (der "
                           "Text einer Karte geht den Regeln vor).",
    "option_chosen": "{player} wählt Option {number} von {effect} („Wähle eins:“).",
    "option_not_named": (
        "{effect} sagt „Wähle eins:“, und das Szenario nennt keine Option (die Aktion, die den "
        "Effekt nutzt, nennt sie mit „option“): Nichts wird angewendet."
    ),
    "option_chosen.opponent": "{player}, Gegner des Spielers des Effekts, wählt Option {number} "
                              "von {effect} („Dein Gegner wählt eins:“).",
    "option_not_named.opponent": (
        "{effect} sagt „Dein Gegner wählt eins:“, und das Szenario nennt keine Option (die Aktion, "
        "die den Effekt nutzt, nennt die Wahl des Gegners mit „option“): Nichts wird angewendet."
    ),
    "illegal.no_options": "{card:der} hat keinen Effekt „Wähle eins:“, den diese Aktion nutzt, "
                          "also gibt es keine Option zu nennen.",
    "illegal.option_not_offered": "{effect} bietet {count} Optionen: Eine Option {number} gibt es "
                                  "nicht.",
    "limit.cannot_be_ko.card": "{effect}: {card:der} kann {duration} nicht K.O. geschlagen "
                               "werden.",
    "limit.cannot_be_ko.card.battle": "{effect}: {card:der} kann {duration} nicht im Kampf K.O. "
                                      "geschlagen werden.",
    "limit.cannot_be_ko.card.effects": "{effect}: {card:der} kann {duration} nicht durch Effekte "
                                       "K.O. geschlagen werden.",
    "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:der} kann {duration} nicht "
                                                 "durch Effekte des Gegners von {owner} K.O. "
                                                 "geschlagen werden.",
    "would.cannot_be_ko": "verhindern, dass eine Karte K.O. geschlagen wird",
    "why.limit_no_ko": "{effect} sagt, dass die Karte so nicht K.O. geschlagen werden kann",
    "limit.cannot_play.player": (
        "{effect}: {player} kann {duration} keine Karten aus der Hand ausspielen (ihre Kosten "
        "dürfen nicht bezahlt werden)."
    ),
    "limit.cannot_play.player.bounded": (
        "{effect}: {player} kann {duration} keine {bounds} aus der Hand ausspielen (ihre Kosten "
        "dürfen nicht bezahlt werden)."
    ),
    "bounds.characters": "Charakterkarten",
    "bounds.characters_base_cost_min": "Charakterkarten mit Basiskosten {value} oder mehr",
    "would.cannot_play": "das Ausspielen von Karten verbieten",
    "limit.cannot_play.player.any_way": (
        "{effect}: {player} kann {duration} keine Karten ausspielen, weder durch Bezahlen ihrer "
        "Kosten noch durch einen Effekt."
    ),
    "limit.cannot_play.player.bounded.any_way": (
        "{effect}: {player} kann {duration} keine {bounds} ausspielen, weder durch Bezahlen ihrer "
        "Kosten noch durch einen Effekt."
    ),
    "why.play_forbidden": "{effect} verbietet, die Karte auszuspielen, auch durch einen Effekt",
    "illegal.play_forbidden": (
        "{card:der} kann jetzt nicht ausgespielt werden: {effect} verbietet, die Kosten dafür zu "
        "bezahlen, und der Text einer Karte geht den Regeln vor."
    ),
    "illegal.cost_rest_self_forbidden": "{effect} kostet, {card:den} ruhend zu stellen, aber "
                                        "{why}: Die Kosten können nicht bezahlt werden.",
    "limit.cannot_life_to_hand.player": "{effect}: {player} kann {duration} mit eigenen Effekten "
                                        "keine Lebenskarten auf die Hand nehmen.",
    "would.cannot_life_to_hand": "verbieten, Lebenskarten auf die Hand zu nehmen",
    "limit.cannot_set_don_active.player": "{effect}: {player} kann {duration} mit Effekten von "
                                          "Charakteren keine DON!! aktiv stellen.",
    "would.cannot_set_don_active": "verbieten, mit Effekten von Charakteren DON!! aktiv zu "
                                   "stellen",
    "would.set_don_active": "DON!! aktiv stellen",
    "why.no_don_active_by_characters": "{effect} verbietet, mit Effekten von Charakteren DON!! "
                                       "aktiv zu stellen",
    "limit.cannot_draw.player": "{effect}: {player} kann {duration} mit eigenen Effekten keine "
                                "Karten ziehen.",
    "would.cannot_draw": "verbieten, mit eigenen Effekten Karten zu ziehen",
    "would.draw": "Karten ziehen",
    "why.no_draw": "{effect} verbietet, mit eigenen Effekten Karten zu ziehen",
    "why.no_life_to_hand": "{effect} verbietet, mit eigenen Effekten Lebenskarten auf die Hand zu "
                           "nehmen",
    "illegal.cost_life_to_hand_forbidden": "{effect} kostet, eine Lebenskarte auf die Hand zu "
                                           "nehmen, aber {why}: Die Kosten können nicht bezahlt "
                                           "werden.",

    # --- up_to: "up to N" count steps (optcg/up_to.py) ---
    "up_to_most": "{effect} sagt „bis zu {most}“: Das Szenario nennt keine Zahl, also {most} (der "
                  "Spieler hätte auch weniger nehmen können, sogar 0).",
    "up_to_taken": "{effect} sagt „bis zu {most}“: Der Spieler nimmt {count}.",
    "illegal.no_up_to": "{card:der} hat im Effekt, den diese Aktion nutzt, keinen Schritt „bis "
                        "zu“, also kann die Aktion nicht sagen, wie viele der Spieler nimmt.",
    "illegal.take_too_many_numbers": "{effect} hat {count} {count:Schritt|Schritte} „bis zu“: Die "
                                     "Aktion nennt mehr Zahlen als das.",
    "illegal.take_above_up_to": "{effect} sagt „bis zu {most}“: Der Spieler kann nicht {number} "
                                "nehmen.",

    # --- fields: a printed card's fields in the notes ---
    "field.name": "den Namen",
    "field.type": "den Kartentyp",
    "field.cost": "die Kosten",
    "field.power": "die Stärke",
    "field.counter": "den Konterwert",
    "field.colors": "die Farben",
    "field.keywords": "die Schlüsselwörter",
    "field.traits": "die Typen",
    "field.attributes": "die Attribute",
    "field.life": "das Leben",
    "field.effects": "die Effekte",
    "field.trigger": "den [Trigger]",
    "field.static": "die Dauereffekte",
    "note.override": "{card:der}: Für {key} gilt der Wert aus dem Szenario ({value}), nicht der "
                     "auf {number} gedruckte ({printed})",
    "value.none": "leer",
    "value.yes": "ja",
    "value.no": "nein",
    "value.described": "wie beschrieben",

    # --- why: why a battle went as it did (optcg/verdict.py) ---
    "why.don_x_blocker": "{card:der} hat {count} DON!!, also darf [Blocker] genutzt werden: "
                         "{effect} verbietet es nur mit [DON!! x{needed}] ({rules}).",
    "why.don_x": "{card:der} hat {count} DON!!, also wird {effect} nicht aktiviert: Er braucht "
                 "[DON!! x{needed}] ({rules}).",
    "why.condition_unmet": "{effect} gilt nicht: {why} ({rules}).",

    # --- replacements: replacement effects, "instead" (optcg/replacements.py) ---
    "why.replacement_don": "{player} hat {count} aktive DON!!, nicht {wanted}.",
    "paid.draw": Plural("count", one="zieht {count} Karte", other="zieht {count} Karten"),
    "replaced.same": "{effect} entfernt seine Karten gleichzeitig: Der bereits darauf angewendete "
                     "Ersatzeffekt {source:vom} hält auch {card:den} auf dem Spielfeld, ohne dass "
                     "erneut etwas getan wird.",
    "replaced.same.that": "{effect} entfernt seine Karten gleichzeitig: Der bereits darauf "
                          "angewendete Ersatzeffekt {source:vom} hält auch {card:den} auf dem "
                          "Spielfeld, und was er mit jener Karte tut, geschieht auch mit dieser: "
                          "{paid}.",
    "replacement_used": "Der Ersatzeffekt {card:vom} ist [Once Per Turn] und wurde in diesem Zug "
                        "schon angewendet.",
    "verdict.beats_kept": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                          "übertrifft {target:den} mit {target_power}, aber {card:der} wird nicht "
                          "K.O. geschlagen und bleibt auf dem Spielfeld (siehe die Schritte).",
    "verdict.ties_kept": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                         "ist so stark wie {target:der} mit {target_power}, und bei Gleichstand "
                         "gewinnt der Angreifer, aber {card:der} wird nicht K.O. geschlagen und "
                         "bleibt auf dem Spielfeld (siehe die Schritte).",
    "replaced.effect": "{effect} würde {what}, aber {player} wendet stattdessen den Ersatzeffekt "
                       "{source:vom} an: {paid}; {card:der} bleibt auf dem Spielfeld.",
    "replaced.battle": "{card:der} verliert den Kampf und würde K.O. geschlagen, aber {player} "
                       "wendet stattdessen den Ersatzeffekt {source:vom} an: {paid}; {card:der} "
                       "bleibt auf dem Spielfeld.",
    "why.replacement_rested": "{card:der} ist bereits ruhend.",
    "verdict.beats_gone": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                          "übertrifft {target:den} mit {target_power}, aber {card:der} wird nicht "
                          "K.O. geschlagen: Ein Ersatzeffekt hat die Karte stattdessen bewegt "
                          "(siehe die Schritte).",
    "verdict.ties_gone": "Der Angriff von {player} gelingt: {attacker:der} mit {attacker_power} "
                         "ist so stark wie {target:der} mit {target_power}, und bei Gleichstand "
                         "gewinnt der Angreifer, aber {card:der} wird nicht K.O. geschlagen: Ein "
                         "Ersatzeffekt hat die Karte stattdessen bewegt (siehe die Schritte).",
    "replaced.effect.left": "{effect} würde {what}, aber {player} wendet stattdessen den "
                            "Ersatzeffekt {source:vom} an: {paid}.",
    "replaced.battle.left": "{card:der} verliert den Kampf und würde K.O. geschlagen, aber "
                            "{player} wendet stattdessen den Ersatzeffekt {source:vom} an: {paid}.",
    "replacement_declined": "{player} wendet den Ersatzeffekt {card:vom} nicht an: Was er "
                            "ersetzen würde, geschieht.",
    "replacement_not_declinable": (
        "{player} würde den Ersatzeffekt {card:vom} lieber nicht anwenden, aber sein Text sagt "
        "kein „kannst“: Er wird angewendet."
    ),
    "replacement_default": (
        "Das Szenario sagt nicht, ob {player} den Ersatzeffekt {card:vom} anwendet; der Judge "
        "nimmt an, dass ja (der Spieler darf verzichten: eine Aktion „instead“ mit „use“ auf "
        "false)."
    ),
    "replacement_impossible": "Der Ersatzeffekt {card:vom} kann nicht angewendet werden, weil "
                              "das, was er stattdessen tut, nicht möglich ist: {why}",
    "replacement.of": "der Ersatzeffekt {card:vom}",
    "instead_named.use": "{player} wird den Ersatzeffekt {card:vom} anwenden, sobald es geht.",
    "instead_named.decline": "{player} wird den Ersatzeffekt {card:vom} nicht anwenden.",
    "illegal.instead_unknown_card": "Die für einen Ersatzeffekt genannte Karte ist nicht im "
                                    "Szenario.",
    "illegal.instead_no_replacement": "{card:der} hat keinen Ersatzeffekt („... stattdessen“).",
    "illegal.instead_no_entry": "{card:der} hat {count} {count:Ersatzeffekt|Ersatzeffekte}: Eine "
                                "Nummer {number} gibt es nicht.",
    "input.replacement_does_nothing": "muss sagen, was stattdessen getan wird",
    "note.replacement_default": "{card:der}: Die Entscheidung hängt davon ab, ob der Besitzer den "
                                "Ersatzeffekt der Karte anwendet, was das Szenario nicht sagt; "
                                "der Judge hat angenommen, dass ja",

    # --- modifiers: power and cost changes (optcg/modifiers.py) ---
    "would.power": "die Stärke einer Karte ändern",
    "would.power.card": "die Stärke {card:vom} ändern",
    "would.power_battle.card": "die Stärke {card:vom} während dieses Kampfes ändern",
    "would.set_power_zero": "die Stärke einer Karte auf 0 setzen",
    "would.set_power_zero.card": "die Stärke {card:vom} auf 0 setzen",
    "would.cost": "Kosten ändern",
    "power_changed": "{effect} gibt {card:dem} {duration} {amount:+d} Stärke: jetzt {power}.",
    "power_changed.negative": "{effect} gibt {card:dem} {duration} {amount:+d} Stärke: jetzt "
                              "{power}. Die Stärke ist negativ, aber die Karte bleibt auf dem "
                              "Spielfeld.",
    "power_zero_already": "{effect} würde die Stärke {card:vom} auf 0 setzen, aber sie ist schon "
                          "{power}; nichts geschieht.",
    "power_set_zero": "{effect} setzt die Stärke {card:vom} auf 0: Sie verliert {lost} "
                      "{duration}.",
    "cost_set_zero": (
        "{effect} setzt die Kosten {card:vom} {duration} auf 0, gleich welche anderen Effekte sie "
        "ändern."
    ),
    "duration.your_next_turn": "bis zum Ende des nächsten Zuges seines Kontrolleurs",
    "next_play_cost": (
        "{effect}: Wenn {player} in diesem Zug das nächste Mal eine passende Karte aus der Hand "
        "ausspielt, ändern sich ihre Kosten um {amount:+d}."
    ),
    "played.discount": (
        "{effect} ändert die Kosten {card:vom} beim Ausspielen um {amount:+d}: Bezahlt werden "
        "{cost}."
    ),
    "cost_changed": (
        "{effect} ändert {duration} die Kosten {card:vom} um {amount:+d}: jetzt {cost} (nie unter "
        "0)."
    ),

    # --- removal: Characters leaving the field (optcg/removal.py) ---
    "knocked_out.effect": "{effect}: {card:der} wird K.O. geschlagen und kommt auf den "
                          "Ablagestapel von {owner}{don_note}.",
    "would.ko": "einen Charakter K.O. schlagen",
    "would.ko.card": "{card:den} K.O. schlagen",
    "would.trash": "einen Charakter ablegen",
    "would.trash.card": "{card:den} ablegen",
    "would.bounce": "einen Charakter auf die Hand zurückgeben",
    "would.opponent_bounce": "den Gegner einen seiner Charaktere auf die Hand zurückgeben lassen",
    "would.bounce.card": "{card:den} auf die Hand zurückgeben",
    "would.bottom_deck": "einen Charakter unter das Deck legen",
    "would.bottom_deck.card": "{card:den} unter das Deck legen",
    "trashed_by_effect": "{effect} legt {card:den} auf den Ablagestapel von {owner}; das ist kein "
                         "K.O.{don_note}.",
    "bounced": "{effect} gibt {card:den} auf die Hand von {owner} zurück{don_note}.",
    "bottom_decked": "{effect} legt {card:den} unter das Deck von {owner}{don_note}.",
    "would.to_life": "einen Charakter zu den Lebenskarten hinzufügen",
    "would.to_life.card": "{card:den} zu den Lebenskarten hinzufügen",
    "added_to_life": "{effect} legt {card:den} offen oben auf die Lebenskarten von "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} legt {card:den} offen unter die Lebenskarten von "
                            "{owner}{don_note}.",

    # --- states: rested and active (optcg/states.py) ---
    "would.rest": "eine Karte ruhend stellen",
    "would.rest.card": "{card:den} ruhend stellen",
    "would.set_active": "eine Karte aktiv stellen",
    "would.set_active.card": "{card:den} aktiv stellen",
    "already.rest": (
        "{effect} würde {card:den} ruhend stellen, aber die Karte ist schon ruhend; nichts ändert "
        "sich."
    ),
    "already.set_active": (
        "{effect} würde {card:den} aktiv stellen, aber die Karte ist schon aktiv; nichts ändert "
        "sich."
    ),
    "state_changed.rest": "{effect} stellt {card:den} ruhend.",
    "state_changed.set_active": "{effect} stellt {card:den} aktiv.",

    # --- hand: draws and cards trashed from the hand (optcg/hand.py) ---
    "would.self_to_hand": "diese Karte auf die Hand nehmen",
    "would.self_to_hand.card": "{card:den} auf die Hand nehmen",
    "self_to_hand": "{effect}: {player} nimmt {card:den} auf die Hand; nach dem [Trigger] kommt "
                    "die Karte nicht auf den Ablagestapel.",
    "hand_until.kept": Plural(
        "count",
        one="{effect}: {player} hat {count} Karte auf der Hand, nicht mehr als {wanted}: Keine "
            "wird abgelegt.",
        other="{effect}: {player} hat {count} Karten auf der Hand, nicht mehr als {wanted}: Keine "
              "wird abgelegt.",
        zero="{effect}: {player} hat keine Karte auf der Hand: Keine wird abgelegt.",
    ),
    "would.trash_from_hand": "Karten aus der Hand ablegen",
    "drew": Plural(
        "count",
        one="{effect}: {player} zieht {count} Karte.",
        other="{effect}: {player} zieht {count} Karten.",
    ),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} zieht nur {count} der {wanted} verlangten Karten; das Deck ist "
            "leer.",
        other="{effect}: {player} zieht nur {count} der {wanted} verlangten Karten; das Deck ist "
              "leer.",
    ),
    "trashed_from_hand": "{effect}: {player} legt {cards:den} aus der Hand ab.",
    "zero_times.draw": "{effect} verlangt, 0 Karten zu ziehen: Nichts geschieht.",
    "zero_times.trash_from_hand": "{effect} verlangt, 0 Karten aus der Hand abzulegen: Nichts "
                                  "geschieht.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} hat {count} Karte auf der Hand, {wanted} oder mehr: Es wird "
            "nichts gezogen.",
        other="{effect}: {player} hat {count} Karten auf der Hand, {wanted} oder mehr: Es wird "
              "nichts gezogen und auch nichts abgelegt.",
    ),

    # --- life: Life cards moved by effects (optcg/life.py) ---
    "life_face_down": "{effect}: {player} dreht alle Lebenskarten verdeckt um.",
    "would.arrange_life": "die Lebenskarten ansehen und zurücklegen",
    "life_arranged": "{effect}: {player} sieht sich alle Lebenskarten an und legt sie in selbst "
                     "gewählter Reihenfolge in den Lebensbereich zurück; eine offene Karte bleibt "
                     "offen.",
    "life_arranged.to_deck": "{effect}: {player} sieht sich alle Lebenskarten an, legt "
                             "{cards:den} verdeckt oben auf das Deck und den Rest in selbst "
                             "gewählter Reihenfolge in den Lebensbereich zurück; eine offene "
                             "Karte bleibt offen.",
    "life_arranged.opponents": "{effect}: {player} sieht sich alle Lebenskarten von {owner} an "
                               "und legt sie in der von {player} gewählten Reihenfolge in den "
                               "Lebensbereich von {owner} zurück; eine offene Karte bleibt offen, "
                               "eine verdeckte verdeckt.",
    "note.opponent_life_order_default": (
        "{effect}: Das Szenario sagt nicht, in welcher Reihenfolge {player} die Lebenskarten von "
        "{owner} zurücklegt, also hat der Judge ihre Reihenfolge beibehalten; die Aktion kann sie "
        "mit „picks“ nennen, die oberste zuerst"
    ),
    "note.life_order_default": (
        "{effect}: Das Szenario sagt nicht, in welcher Reihenfolge {player} die Lebenskarten "
        "zurücklegt, also hat der Judge ihre Reihenfolge beibehalten; die Aktion kann sie mit "
        "„picks“ nennen, die oberste zuerst"
    ),
    "effect_damage": (
        "{effect} fügt dem Leader von {player} {count} Schaden zu: Das ist Schaden durch einen "
        "Effekt, nicht durch einen Angriff, also spielen [Blocker], Konter, [Banish] und [Double "
        "Attack] keine Rolle."
    ),
    "zero_times.deal_damage": "{effect} verlangt, 0 Schaden zuzufügen: Nichts geschieht.",
    "zero_times.take_damage": "{effect} verlangt, 0 Schaden zu erleiden: Nichts geschieht.",
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
        one="{effect}: {player} nimmt die oberste Lebenskarte auf die Hand; das ist kein Schaden, "
            "also kein [Trigger].",
        other="{effect}: {player} nimmt die obersten {count} Lebenskarten auf die Hand; das ist "
              "kein Schaden, also kein [Trigger].",
    ),
    "life_moved.life_to_hand.bottom": Plural(
        "count",
        one="{effect}: {player} nimmt die unterste Lebenskarte auf die Hand; das ist kein "
            "Schaden, also kein [Trigger].",
        other="{effect}: {player} nimmt die untersten {count} Lebenskarten auf die Hand; das ist "
              "kein Schaden, also kein [Trigger].",
    ),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} hat {count} Lebenskarte, nicht mehr als {wanted}: Keine wird "
            "abgelegt und keine hinzugefügt.",
        other="{effect}: {player} hat {count} Lebenskarten, nicht mehr als {wanted}: Keine wird "
              "abgelegt und keine hinzugefügt.",
    ),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} legt die oberste Lebenskarte ab; das ist kein Schaden, also kein "
            "[Trigger].",
        other="{effect}: {player} legt die obersten {count} Lebenskarten ab; das ist kein "
              "Schaden, also kein [Trigger].",
    ),
    "life_moved.life_to_hand.short": Plural(
        "count",
        one="{effect}: {player} nimmt die oberste Lebenskarte auf die Hand (von den {wanted} "
            "verlangten war nur {count} übrig); das ist kein Schaden, also kein [Trigger].",
        other="{effect}: {player} nimmt die obersten {count} Lebenskarten auf die Hand (von den "
              "{wanted} verlangten waren nur {count} übrig); das ist kein Schaden, also kein "
              "[Trigger].",
    ),
    "life_moved.trash_life.short": Plural(
        "count",
        one="{effect}: {player} legt die oberste Lebenskarte ab (von den {wanted} verlangten war "
            "nur {count} übrig); das ist kein Schaden, also kein [Trigger].",
        other="{effect}: {player} legt die obersten {count} Lebenskarten ab (von den {wanted} "
              "verlangten waren nur {count} übrig); das ist kein Schaden, also kein [Trigger].",
    ),
    "deck_to_life.short": Plural(
        "count",
        one="{effect}: {player} legt die oberste Karte des Decks verdeckt oben auf die "
            "Lebenskarten (nur {count} der {wanted} verlangten: Das Deck ist leer).",
        other="{effect}: {player} legt die obersten {count} Karten des Decks verdeckt oben auf "
              "die Lebenskarten (nur {count} der {wanted} verlangten: Das Deck ist leer).",
    ),
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} legt die oberste Karte des Decks verdeckt oben auf die "
            "Lebenskarten.",
        other="{effect}: {player} legt die obersten {count} Karten des Decks verdeckt oben auf "
              "die Lebenskarten.",
    ),
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
    "hand_to_life.face_up": (
        "{effect}: {player} legt {cards:den} aus der Hand offen oben auf die Lebenskarten, die "
        "zuerst genannte zuoberst."
    ),
    "why.none_in_hand_fits": "{player} hat keine passende Karte auf der Hand",

    # --- don: DON!! moved by effects (optcg/don.py) ---
    "would.add_don": "DON!! aus dem DON!!-Deck hinzufügen",
    "don_added.short": Plural(
        "count",
        one="{effect}: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den Kostenbereich "
            "(von den {wanted} verlangten war nur {count} übrig).",
        other="{effect}: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den "
              "Kostenbereich (von den {wanted} verlangten waren nur {count} übrig).",
    ),
    "don_added.rested.short": Plural(
        "count",
        one="{effect}: {player} legt {count} DON!! aus dem DON!!-Deck ruhend in den Kostenbereich "
            "(von den {wanted} verlangten war nur {count} übrig).",
        other="{effect}: {player} legt {count} DON!! aus dem DON!!-Deck ruhend in den "
              "Kostenbereich (von den {wanted} verlangten waren nur {count} übrig).",
    ),
    "don_added": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck aktiv in den "
                 "Kostenbereich.",
    "don_added.rested": "{effect}: {player} legt {count} DON!! aus dem DON!!-Deck ruhend in den "
                        "Kostenbereich.",
    "would.give_don": "DON!! zuweisen",
    "don_given_by_effect": "{effect}: {player} weist {card:dem} {count} ruhende DON!! zu.",
    "don_given_by_effect.short": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} ruhende DON!! zu (von den {wanted} "
            "verlangten war nur {count} ruhend).",
        other="{effect}: {player} weist {card:dem} {count} ruhende DON!! zu (von den {wanted} "
              "verlangten waren nur {count} ruhend).",
        zero="{effect}: {player} hat keine ruhende DON!!, also wird {card:dem} keine zugewiesen.",
    ),
    "don_given_by_effect.opponent": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} ruhende DON!! von {owner} zu (sie gibt "
            "nur im Zug von {owner} Stärke).",
        other="{effect}: {player} weist {card:dem} {count} ruhende DON!! von {owner} zu (sie "
              "geben nur im Zug von {owner} Stärke).",
    ),
    "don_given_by_effect.opponent.short": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} ruhende DON!! von {owner} zu (von den "
            "{wanted} verlangten war nur {count} ruhend; sie gibt nur im Zug von {owner} Stärke).",
        other="{effect}: {player} weist {card:dem} {count} ruhende DON!! von {owner} zu (von den "
              "{wanted} verlangten waren nur {count} ruhend; sie geben nur im Zug von {owner} "
              "Stärke).",
        zero="{effect}: {owner} hat keine ruhende DON!!, also weist {player} {card:dem} keine zu.",
    ),
    "don_given_by_effect.active": "{effect}: {player} weist {card:dem} {count} aktive DON!! zu.",
    "don_given_by_effect.active.short": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} aktive DON!! zu (von den {wanted} "
            "verlangten war nur {count} aktiv).",
        other="{effect}: {player} weist {card:dem} {count} aktive DON!! zu (von den {wanted} "
              "verlangten waren nur {count} aktiv).",
        zero="{effect}: {player} hat keine aktive DON!!, also wird {card:dem} keine zugewiesen.",
    ),
    "don_given_by_effect.opponent.active": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} aktive DON!! von {owner} zu (sie gibt "
            "nur im Zug von {owner} Stärke).",
        other="{effect}: {player} weist {card:dem} {count} aktive DON!! von {owner} zu (sie geben "
              "nur im Zug von {owner} Stärke).",
    ),
    "don_given_by_effect.opponent.active.short": Plural(
        "count",
        one="{effect}: {player} weist {card:dem} {count} aktive DON!! von {owner} zu (von den "
            "{wanted} verlangten war nur {count} aktiv; sie gibt nur im Zug von {owner} Stärke).",
        other="{effect}: {player} weist {card:dem} {count} aktive DON!! von {owner} zu (von den "
              "{wanted} verlangten waren nur {count} aktiv; sie geben nur im Zug von {owner} "
              "Stärke).",
        zero="{effect}: {owner} hat keine aktive DON!!, also weist {player} {card:dem} keine zu.",
    ),
    "don_set_active": "{effect}: {player} stellt {count} DON!! des Kostenbereichs aktiv.",
    "don_to_match": "{effect}: {player} legt {count} DON!! vom Spielfeld zurück ins DON!!-Deck, "
                    "um so viele DON!! auf dem Spielfeld zu haben wie {rival}.",
    "don_to_match.none": "{effect}: {player} hat nicht mehr DON!! auf dem Spielfeld als {rival}, "
                         "also wird keine zurückgelegt.",
    "zero_times.add_don": "{effect} verlangt, 0 DON!! hinzuzufügen: Nichts geschieht.",
    "don_moved": "{effect}: {player} weist {card:dem} {count} DON!! zu, die bereits anderen "
                 "eigenen Karten zugewiesen waren.",
    "would.move_given_don": "bereits anderen Karten zugewiesene DON!! zuweisen",
    "why.no_given_don": "keiner anderen Karte von {player} ist eine DON!! zugewiesen",
    "zero_times.move_given_don": "{effect} verlangt, 0 DON!! zuzuweisen: Nichts geschieht.",

    # --- play: cards played by effects (optcg/play.py) ---
    "stage_replaced": "Nur eine Stage hat Platz: {card:der} wird abgelegt, um Platz zu machen.",
    "would.play": "die Karte ausspielen",
    "would.play.card": "{card:den} ausspielen",
    "why.no_play_by_effects": (
        "{card:der} sagt, dass {card:er|sie|es} nicht durch Effekte aus der Hand ausgespielt "
        "werden kann"
    ),
    "played_by_effect.character_rested": "{effect}: {card:der} wird ausgespielt, ohne die Kosten "
                                         "zu bezahlen, und kommt ruhend in den Charakterbereich; "
                                         "er wurde in diesem Zug ausgespielt.",
    "played_by_effect.character": "{effect}: {card:der} wird ausgespielt, ohne die Kosten zu "
                                  "bezahlen, und kommt aktiv in den Charakterbereich; er wurde in "
                                  "diesem Zug ausgespielt.",
    "played_by_effect.stage": "{effect}: {card:der} wird ausgespielt, ohne die Kosten zu "
                              "bezahlen, und kommt aktiv in den Stage-Bereich.",
    "why.not_in_trash": "die Karte liegt nicht mehr auf dem Ablagestapel",
    "would.opponent_play_card": "den Gegner eine Charakterkarte aus der Hand ausspielen lassen",
    "why.no_fitting_card_in_hand": "{player} hat keine passende Charakterkarte auf der Hand (oder "
                                   "spielt keine aus)",

    # --- event_use: an Event's [Main] used by another card's effect (optcg/event_use.py) ---
    "would.activate_event": "ein Event aktivieren",
    "would.activate_event.card": "{card:den} aktivieren",
    "why.no_main": "{card:der} hat keinen [Main]-Effekt, der so aktiviert werden könnte",
    "why.event_cost_unpaid": (
        "die Aktivierungskosten des [Main]-Effekts {card:vom} können nicht bezahlt werden"
    ),
    "event_activated_by_effect": (
        "{effect}: {player} aktiviert den [Main]-Effekt {card:vom} aus der Hand, ohne die Kosten "
        "der Karte zu bezahlen; sie wird abgelegt."
    ),
    "event_main_from_trash": "{effect}: {player} aktiviert den [Main]-Effekt {card:vom} im "
                             "Ablagestapel; die Karte bleibt dort, und kein Event wird "
                             "aktiviert.",

    # --- gains: keywords and flags gained (optcg/gains.py) ---
    "gained": "{effect}: {card:der} erhält {duration} {what}.",
    "would.gain": "einer Karte ein Schlüsselwort geben",
    "would.gain.card": "{card:dem} während dieses Kampfes ein Schlüsselwort geben",

    # --- flow: "if" in the middle, "at the end of this turn" (optcg/flow.py) ---
    "at_end_of_turn.waits": "{effect}: Was es am Ende dieses Zuges tun lässt, wartet auf die "
                            "Endphase.",
    "unmet.done_this_turn": "{card:der} hat es in diesem Zug schon mit diesem Effekt getan",
    "at_end_of_battle.waits": "{effect}: Was es am Ende dieses Kampfes tun lässt, wartet auf das "
                              "Ende des Kampfes.",
    "at_end_of_battle.now": "Ende des Kampfes: {effect} tut jetzt, was es für das Ende des "
                            "Kampfes aufgehoben hat.",
    "at_end_of_battle.no_battle": "{effect}: Es gibt keinen Kampf, also geschieht nie, was es für "
                                  "das Ende des Kampfes aufhebt.",
    "at_end_of_battle.moved": (
        "{effect}: {card:der} hat seitdem den Bereich gewechselt und ist eine neue Karte, also "
        "geschieht {card:ihm|ihr|ihm} nichts."
    ),
    "at_end_of_turn.now": "Endphase: {effect} tut jetzt, was es für das Ende des Zuges aufgehoben "
                          "hat.",
    "at_opponents_main.waits": "{effect}: Was es zu Beginn der nächsten Hauptphase des Gegners "
                               "tun lässt, wartet auf diese.",
    "at_opponents_main.now": "Beginn der Hauptphase: {effect} tut jetzt, was es dafür aufgehoben "
                             "hat.",
    "effect_win": "{effect}: {player} gewinnt das Spiel, und das Spiel ist sofort vorbei.",
    "for_each.count": "{effect} zählt {count} {count:Charakter|Charaktere}, also wird das "
                      "Folgende {count}-mal ausgeführt.",
    "for_each.none": "{effect} zählt keinen Charakter, also wird das Folgende 0-mal ausgeführt: "
                     "gar nicht.",

    # --- opponent: what the opponent is made to do (optcg/opponent.py) ---
    "would.bottom_opponent_trash": "Karten aus dem Ablagestapel des Gegners unter sein Deck legen",
    "bottom_opponent_trash": "{effect}: {player} legt {cards:den} aus dem Ablagestapel des "
                             "Gegners unter das Deck des Besitzers (nach Wahl von {player}).",
    "zero_times.bottom_opponent_trash": "{effect} verlangt, 0 Karten zu legen: Nichts geschieht.",
    "would.trash_opponent_hand": "Karten aus der Hand des Gegners ablegen",
    "zero_times.trash_opponent_hand": "{effect} verlangt, 0 Karten aus der Hand des Gegners "
                                      "abzulegen: Nichts geschieht.",
    "trash_opponent_hand": Plural(
        "count",
        one="{effect}: {chooser} wählt verdeckt {cards:den} aus der Hand von {player}, und die "
            "Karte wird abgelegt (die zuerst aufgeführte).",
        other="{effect}: {chooser} wählt verdeckt {cards:den} aus der Hand von {player}, und sie "
              "werden abgelegt (die zuerst aufgeführten).",
    ),
    "trash_opponent_hand.short": "{effect}: {chooser} legt {cards:den} aus der Hand von {player} "
                                 "ab, alles, was von den verlangten {wanted} da war.",
    "would.opponent_bottom_character": "den Gegner einen Charakter unter das Deck legen lassen",
    "opponent_bottom_character": (
        "{effect}: {player} wählt {cards:den}, um {cards:ihn|sie|es} unter das Deck zu legen (das "
        "Szenario nennt keine: die zuerst aufgeführte Karte)."
    ),
    "opponent_bottom_character.picked": (
        "{effect}: {player} wählt {cards:den}, um {cards:ihn|sie|es} unter das Deck zu legen."
    ),
    "why.no_characters": "{player} hat keine Charaktere",
    "zero_times.opponent_bottom_character": "{effect} verlangt vom Gegner, 0 Charaktere zu legen: "
                                            "Nichts geschieht.",
    "zero_times.opponent_trash_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten legt: "
                                           "Nichts geschieht.",
    "would.opponent_trash_to_bottom": "den Gegner Karten aus dem Ablagestapel unter sein Deck "
                                      "legen lassen",
    "opponent_trash_to_bottom": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} aus dem Ablagestapel unter das Deck (Wahl von "
            "{player}: die zuerst aufgeführte Karte).",
        other="{effect}: {player} legt {cards:den} aus dem Ablagestapel unter das Deck (Wahl von "
              "{player}: die zuerst aufgeführten, in dieser Reihenfolge).",
    ),
    "opponent_trash_to_bottom.short": "{effect}: {player} legt {cards:den} aus dem Ablagestapel "
                                      "unter das Deck, alles, was von den verlangten {wanted} da "
                                      "war.",
    "zero_times.opponent_picks_from_hand": "{effect} verlangt, dass der Gegner 0 Karten wählt: "
                                           "Nichts geschieht.",
    "zero_times.opponent_trash_from_hand": "{effect} verlangt, dass der Gegner 0 Karten ablegt: "
                                           "Nichts geschieht.",
    "zero_times.opponent_hand_to_bottom": "{effect} verlangt, dass der Gegner 0 Karten legt: "
                                          "Nichts geschieht.",
    "zero_times.opponent_return_don": "{effect} verlangt, dass der Gegner 0 DON!! zurücklegt: "
                                      "Nichts geschieht.",
    "zero_times.rest_opponent_don": (
        "{effect} verlangt, 0 DON!! ruhend zu stellen: Nichts geschieht."
    ),
    "would.opponent_trash_from_hand": "den Gegner Karten aus der Hand ablegen lassen",
    "would.opponent_hand_to_bottom": "den Gegner Karten aus der Hand unter sein Deck legen lassen",
    "would.opponent_return_don": "den Gegner DON!! in sein DON!!-Deck zurücklegen lassen",
    "would.rest_opponent_don": "DON!! des Gegners ruhend stellen",
    "opponent_trash_from_hand": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} aus der Hand ab (Wahl von {player}: die zuerst "
            "aufgeführte Karte).",
        other="{effect}: {player} legt {cards:den} aus der Hand ab (Wahl von {player}: die zuerst "
              "aufgeführten).",
    ),
    "opponent_trash_from_hand.short": "{effect}: {player} legt {cards:den} aus der Hand ab, "
                                      "alles, was von den verlangten {wanted} da war.",
    "opponent_hand_to_bottom": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} aus der Hand unter das Deck (Wahl von {player}: "
            "die zuerst aufgeführte Karte).",
        other="{effect}: {player} legt {cards:den} aus der Hand unter das Deck (Wahl von "
              "{player}: die zuerst aufgeführten, in dieser Reihenfolge).",
    ),
    "opponent_hand_to_bottom.short": "{effect}: {player} legt {cards:den} aus der Hand unter das "
                                     "Deck, alles, was von den verlangten {wanted} da war.",
    "opponent_return_don": "{effect}: {player} legt {count} DON!! vom Spielfeld in das DON!!-Deck "
                           "zurück (zuerst ruhende aus dem Kostenbereich).",
    "opponent_return_don.short": "{effect}: {player} legt {count} DON!! in das DON!!-Deck zurück, "
                                 "alles, was von den verlangten {wanted} da war.",
    "rest_opponent_don": (
        "{effect} stellt {count} aktive DON!! im Kostenbereich von {player} ruhend."
    ),
    "rest_opponent_don.short": Plural(
        "count",
        one="{effect} stellt {count} aktive DON!! im Kostenbereich von {player} ruhend (von den "
            "{wanted} verlangten war nur {count} aktiv).",
        other="{effect} stellt {count} aktive DON!! im Kostenbereich von {player} ruhend (von den "
              "{wanted} verlangten waren nur {count} aktiv).",
    ),
    "opponent_don_stays_rested": (
        "{effect}: {count} ruhende DON!! im Kostenbereich von {player} {count:wird|werden} in der "
        "nächsten Erneuerungsphase von {player} nicht aktiv."
    ),
    "opponent_don_stays_rested.short": (
        "{effect}: {count} ruhende DON!! im Kostenbereich von {player} {count:wird|werden} in der "
        "nächsten Erneuerungsphase von {player} nicht aktiv (von den {wanted} verlangten "
        "{count:war|waren} nur {count} ruhend)."
    ),
    "would.opponent_don_stays_rested": "DON!! des Gegners ruhend halten",
    "zero_times.opponent_don_stays_rested": "{effect} verlangt, 0 DON!! ruhend zu halten: "
                                            "Nichts geschieht.",
    "why.no_rested_don": "{player} hat keine ruhenden DON!! im Kostenbereich",
    "refresh.kept_rested_don": (
        "Erneuerungsphase: {count} DON!! im Kostenbereich von {player} {count:bleibt|bleiben} "
        "ruhend, wie {effect} es sagt (der Kartentext geht den Regeln vor)."
    ),

    # --- triggers: auto effects with a trigger of their own (optcg/triggers.py) ---
    "timing.on_battle_end_vs_character": "„Falls dieser Charakter gegen einen Charakter deines "
                                         "Gegners kämpft“ (am Kampfende)",
    "timing.on_attack_damage": "„Wenn der Angriff dieser Karte dem Leben deines Gegners Schaden "
                               "zufügt“",
    "timing.on_opponent_event": "„Wenn dein Gegner ein Event aktiviert“",
    "timing.on_opponent_blocker": "„Wenn dein Gegner [Blocker] aktiviert“",
    "timing.on_opponent_event_or_blocker": "„Wenn dein Gegner ein Event oder [Blocker] aktiviert“",
    "timing.on_opponent_event_or_trigger": "„Wenn dein Gegner ein Event oder einen [Trigger] "
                                           "aktiviert“",
    "timing.on_your_event": "„Wenn du ein Event aktivierst“",
    "timing.on_character_removed_by_you": "„Wenn ein Charakter durch deinen Effekt vom Spielfeld "
                                          "entfernt wird“",
    "timing.on_don_returned": "„Wenn eine DON!!-Karte von deinem Spielfeld in dein DON!!-Deck "
                              "zurückgelegt wird“",
    "timing.on_don_returned_2": "„Wenn 2 oder mehr DON!!-Karten von deinem Spielfeld in dein "
                                "DON!!-Deck zurückgelegt werden“",
    "timing.on_don_returned_by_you": "„Wenn eine DON!!-Karte von deinem Spielfeld durch deinen "
                                     "Effekt in dein DON!!-Deck zurückgelegt wird“",
    "timing.on_hand_trashed_by_effect": "„Wenn eine Karte durch einen Effekt aus deiner Hand "
                                        "abgelegt wird“",
    "timing.on_rested": "„Wenn dieser Charakter ruhend gestellt wird“",
    "timing.on_character_ko": "„Wenn ein Charakter K.O. geschlagen wird“",
    "timing.on_opponent_character_ko": "„Wenn ein Charakter deines Gegners K.O. geschlagen wird“",
    "timing.on_trigger_activates": "„Wenn ein [Trigger] aktiviert wird“",
    "timing.on_any_don_returned": "„Wenn eine DON!!-Karte vom Spielfeld in dein DON!!-Deck "
                                  "zurückgelegt wird“",
    "timing.on_you_play_character": "„Wenn du einen Charakter ausspielst“",
    "timing.on_opponent_plays_character": "„Wenn dein Gegner einen Charakter ausspielt“",
    "timing.on_attack_leader": "„Wenn dieser Leader den Leader deines Gegners angreift“",
    "timing.on_opponent_life_removed": "„Wenn eine Karte aus dem Leben deines Gegners entfernt "
                                       "wird“",
    "timing.on_any_life_removed": "„Wenn eine Karte aus deinem Leben oder dem Leben deines "
                                  "Gegners entfernt wird“",
    "timing.on_life_to_hand": "„Wenn eine Karte aus deinem Leben auf deine Hand kommt“",
    "timing.on_given_don": "„Wenn diesem Leader oder einem deiner Charaktere eine DON!!-Karte "
                           "zugewiesen wird“",
    "timing.on_life_zero": "„Wenn du keine Lebenskarten mehr hast“",
    "timing.on_battle_ko": "„Wenn dieser Charakter im Kampf einen Charakter deines Gegners K.O. "
                           "schlägt“",
    "timing.on_you_deal_damage": "„Wenn du dem Leben deines Gegners Schaden zufügst“",
    "timing.on_opponent_attacks": "„Wenn dein Gegner angreift“",
    "timing.on_character_rested_by_you": "„Falls ein Charakter durch deinen Effekt ruhend "
                                         "gestellt wird“",
    "timing.on_ko_by_opponents_effect": "„Wenn dieser Charakter durch einen Effekt deines "
                                        "Gegners K.O. geschlagen wird“",
    "don_x_lost": "{effect} bewirkt nichts: Er braucht [DON!! x{needed}], aber beim Abhandeln "
                  "sind der Karte {count} DON!! zugewiesen (die Bedingung muss auch dann noch "
                  "erfüllt sein).",

    # --- choices: unread abilities, named choices (optcg/unread.py, picks.py) ---
    "note.take_default": (
        "{effect}: Das Szenario sagt nicht, wie viele der Spieler bei „bis zu {most}“ genommen "
        "hat, also hat der Judge {most} genommen; die Aktion kann es mit „take“ angeben"
    ),
    "note.search_default": Plural(
        "count",
        one="{effect}: Das Szenario nennt die Karte nicht, die {player} nimmt, also hat der Judge "
            "die erste passende genommen ({cards:den}); die Aktion kann sie mit „target“ nennen "
            "(leer gelassen: keine)",
        other="{effect}: Das Szenario nennt die Karten nicht, die {player} nimmt, also hat der "
              "Judge die ersten passenden genommen ({cards:den}); die Aktion kann sie mit "
              "„target“ nennen (leer gelassen: keine)",
    ),
    "note.pay_default": (
        "{card:der}: Das Szenario sagt nicht, mit welchen Karten die Kosten bezahlt werden, also "
        "hat der Judge die ersten passenden genommen (und die oberste Lebenskarte); eine Aktion "
        "„pay“ nennt sie"
    ),
    "choice_declined": (
        "{effect}: {player} wählt keine der Karten, wie das Szenario sagt („target“ ist leer; bei "
        "„bis zu“ darf man auch keine wählen)."
    ),
    "trash_opponent_hand.picked": Plural(
        "count",
        one="{effect}: {chooser} wählt verdeckt {cards:den} aus der Hand von {player}, und die "
            "Karte wird abgelegt (wie das Szenario sie nennt).",
        other="{effect}: {chooser} wählt verdeckt {cards:den} aus der Hand von {player}, und sie "
              "werden abgelegt (wie das Szenario sie nennt).",
    ),
    "opponent_trash_from_hand.picked": "{effect}: {player} legt {cards:den} aus der Hand ab (Wahl "
                                       "von {player}, wie das Szenario sie nennt).",
    "opponent_hand_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} aus der Hand unter das Deck (Wahl von {player}, "
            "wie das Szenario sie nennt).",
        other="{effect}: {player} legt {cards:den} aus der Hand unter das Deck (Wahl von "
              "{player}, in der Reihenfolge des Szenarios).",
    ),
    "opponent_trash_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} legt {cards:den} aus dem Ablagestapel unter das Deck (Wahl von "
            "{player}, wie das Szenario sie nennt).",
        other="{effect}: {player} legt {cards:den} aus dem Ablagestapel unter das Deck (Wahl von "
              "{player}, in der Reihenfolge des Szenarios).",
    ),
    "hand_to_deck.bottom.picked": Plural(
        "count",
        one="{effect}: {player} zeigt {cards:den} vor und legt die Karte aus der Hand unter das "
            "Deck.",
        other="{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand unter das Deck, "
              "in der Reihenfolge, die das Szenario nennt.",
    ),
    "hand_to_deck.top.picked": Plural(
        "count",
        one="{effect}: {player} zeigt {cards:den} vor und legt die Karte aus der Hand oben auf "
            "das Deck.",
        other="{effect}: {player} zeigt {cards:den} vor und legt sie aus der Hand oben auf das "
              "Deck, die zuerst genannte zuoberst.",
    ),
    "note.pick_default": Plural(
        "count",
        one="{effect}: Das Szenario nennt die Karte nicht, die {player} wählt, also hat der Judge "
            "die zuerst aufgeführte genommen ({cards:den}); die Aktion kann sie mit „picks“ "
            "nennen",
        other="{effect}: Das Szenario nennt die Karten nicht, die {player} wählt, also hat der "
              "Judge die zuerst aufgeführten genommen ({cards:den}); die Aktion kann sie mit "
              "„picks“ nennen",
    ),
    "note.place_default.top": (
        "{effect}: Das Szenario sagt nicht, ob die Karten oben auf das Deck oder darunter kommen, "
        "also hat der Judge sie oben gelassen; die Aktion kann es mit „place“ angeben (top oder "
        "bottom)"
    ),
    "note.place_default.bottom": (
        "{effect}: Das Szenario sagt nicht, ob die Karten oben auf das Deck oder darunter kommen, "
        "also hat der Judge sie unter das Deck gelegt; die Aktion kann es mit „place“ angeben (top "
        "oder bottom)"
    ),
    "note.place_default.life_top": (
        "{effect}: Das Szenario sagt nicht, ob die Karte oben auf die Lebenskarten oder darunter "
        "kommt, also hat der Judge sie oben aufgelegt; die Aktion kann es mit „place“ angeben (top "
        "oder bottom)"
    ),
    "opponent_return_don.picked": "{effect}: {player} legt {count} DON!! vom Spielfeld in das "
                                  "DON!!-Deck zurück (Wahl von {player}, wie das Szenario sie "
                                  "nennt).",
    "note.don_default": (
        "{effect}: Das Szenario nennt nicht, welche DON!! {player} zurücklegt, also hat der Judge "
        "{count} wie bei DON!! −X genommen (zuerst die ruhenden des Kostenbereichs, dann die "
        "aktiven, dann die zugewiesenen); die Aktion kann sie mit „don_from“ nennen"
    ),
    "mismatch.already_chosen": "die Karte ist bereits einmal gewählt",
    "effect_unread": "{effect} wird nicht angewendet: Der Judge kann diese gedruckte Fähigkeit "
                     "noch nicht lesen (siehe Hinweise). Die Karte zählt wie gedruckt (Zeitpunkt, "
                     "Kosten und Kartentyp); nur was die Fähigkeit bewirkt, bleibt außen vor.",
    "illegal.target_twice": "{effect} wählt verschiedene Karten: {card:der} zählt einmal und kann "
                            "nicht zweimal genannt werden.",
    "illegal.target_same_name": "{effect} wählt Karten mit verschiedenen Kartennamen: {card:der} "
                                "trägt den Namen einer anderen genannten Karte und kann nicht "
                                "auch gewählt werden.",
    "illegal.target_required": (
        "{effect} muss eine Karte wählen (der Text sagt nicht „bis zu“), und {card:der} wäre "
        "wählbar: Diese oder eine andere passende Karte ist als Ziel zu nennen."
    ),

    # --- negation: effects negated (optcg/negation.py) ---
    "auto_negated.on_play": "{effect} wird nicht aktiviert: Die [On Play]-Effekte von {player} "
                            "sind negiert.",
    "on_play_negated": (
        "{effect}: Die [On Play]-Effekte der Karten von {player} sind {duration} negiert; eine "
        "Karte, die {player} in dieser Zeit ausspielt, aktiviert keinen."
    ),
    "negated": (
        "{effect}: Die Effekte {card:vom} werden {duration} negiert. Was sie schon bewirkt haben, "
        "bleibt, und was andere Karten {card:ihm|ihr|ihm} geben, wirkt weiter."
    ),
    "auto_negated": "{effect} wird nicht aktiviert: Die Effekte {card:vom} sind negiert.",
    "would.negate": "die Effekte einer Karte negieren",
    "would.negate.card": "die Effekte {card:vom} während dieses Kampfes negieren",
    "illegal.activate_negated": (
        "Die Effekte {card:vom} sind negiert: Der [Activate: Main]-Effekt der Karte kann nicht "
        "aktiviert werden, und seine Kosten können nicht bezahlt werden."
    ),
    "illegal.blocker_negated": "{card:der} kann nicht blocken: Die Effekte der Karte sind "
                               "negiert, [Blocker] eingeschlossen.",

    # --- base_power: base power set or swapped (optcg/base_power.py) ---
    "power.base_set": "durch einen Effekt gesetzte Grundstärke",
    "base_power_set": "{effect}: Die Grundstärke {card:vom} wird {duration} {value}; Änderungen "
                      "der Stärke zählen weiter dazu: jetzt {power}.",
    "base_power_swapped": "{effect}: {card:der} und {other:der} tauschen {duration} ihre "
                          "Grundstärken; Änderungen ihrer Stärke zählen weiter dazu: jetzt "
                          "{power} und {other_power}.",
    "would.base_power": "die Grundstärke einer Karte setzen",
    "would.base_power.card": "die Grundstärke {card:vom} setzen",
    "would.swap_base_power": "die Grundstärken zweier Karten tauschen",
    "why.swap_needs_two": "dafür braucht es zwei Karten, gewählt {count:wurde|wurden} {count}",

    # --- ko_cost: a K.O. paid as a cost (optcg/ko_cost.py) ---
    "cost.ko_own": Plural(
        "count",
        one="{count} passenden eigenen Charakter K.O. zu schlagen (einer, der nicht durch Effekte "
            "K.O. geschlagen werden kann, zählt nicht)",
        other="{count} passende eigene Charaktere K.O. zu schlagen (einer, der nicht durch "
              "Effekte K.O. geschlagen werden kann, zählt nicht)",
    ),
    "paid.ko_own": "schlägt {cards:den} K.O.",

    # --- attack_target: the attack's target changed (optcg/attack_target.py) ---
    "attack_target_changed": (
        "{effect}: Das Ziel des Angriffs wechselt {before:vom} {card:zum}; der Kampf geht mit "
        "{card:dem} weiter (der Text einer Karte geht den Regeln vor, {card:er|sie|es} darf also "
        "aktiv sein)."
    ),
    "would.change_attack_target": "das Ziel des Angriffs ändern",
    "would.change_attack_target.card": "das Ziel des Angriffs {card:zum} ändern",
    "why.already_target": "{card:der} ist schon das Ziel des Angriffs",
    "why.attackers_own_card": "{card:der} gehört dem angreifenden Spieler",

    # --- stage_ko: a Stage K.O.'d (optcg/stage_ko.py) ---
    "stage_knocked_out": (
        "{effect}: {card:der} wird K.O. geschlagen und kommt auf den Ablagestapel von {owner} "
        "(der Kartentext schlägt eine Stage K.O., was die Regeln sonst nur für Charaktere "
        "vorsehen)."
    ),

    # --- that_card: "if that Character ..." (optcg/that_card.py) ---
    "unmet.that_card": "die Stärke {card:vom} ist jetzt {power} und die Kosten {cost}, nicht das, "
                       "was der Text von dieser Karte verlangt",
    "unmet.battle_target_gone": (
        "die Karte, gegen die gekämpft wurde, ist nicht mehr dort, wo sie gekämpft hat"
    ),
    "unmet.that_card_gone": "die Karte, die der Effekt gewählt hat, ist nicht auf dem Spielfeld "
                            "(oder es wurde keine gewählt)",
    "unmet.that_card_not_returned": "die Karte, die der Effekt gewählt hat, wurde nicht auf die "
                                    "Hand zurückgegeben (oder es wurde keine gewählt)",
}
