"""The words each language's catalogue takes from here (`MESSAGES.update(PROCEDURES["de"])`):
how a monster's own text lets it be summoned (procedures.py, summon.py): a procedure of its
own (8-4-8), "Must first be Special Summoned" (8-4-5), "You can only Special Summon X once per
turn" (8-4-9), a Normal Summon without Tributes (8-1-8) and a monster counted as two Tributes
(8-2-5)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

PROCEDURES: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.effect_once_per_duel": "{player} already used this effect of a card named "
                                        "like {card} in this Duel: it can be used only once "
                                        "per Duel.",
        "tribute_summoned.by_text": "{player} Tribute Summons {card} in Attack Position with "
                                    "the {count} Tributes its text names: this is the turn's "
                                    "one Normal Summon or Set.",
        "trigger_event.summoned_this_way": "this card is Summoned the way its text says just "
                                           "before",
        "illegal.attack_after_effect": "{card} cannot attack this turn: its effect was "
                                       "activated, and its text says so.",
        "illegal.attack_beside_others": "{card} cannot attack while {player} controls another "
                                        "monster, as its text says.",
        "illegal.effect_after_attack": "{card} has attacked this turn: its text says it cannot "
                                       "attack the turn this effect is activated, so the effect "
                                       "cannot be activated now.",
        "illegal.effect_condition": "What the text of {card} asks before this effect can be "
                                    "activated does not hold now.",
        "doing.gemini_summon": "Gemini Summon",
        "gemini_summoned": "{player} Normal Summons {card} again on the field (a Gemini "
                           "Summon): it is now an Effect Monster with the effects its text "
                           "lists; this is the turn's one Normal Summon or Set.",
        "illegal.gemini_not_summoned": "{card} is a Gemini monster that has not been Normal "
                                       "Summoned again on the field: it is a Normal Monster, "
                                       "without that effect.",
        "illegal.gemini_summon_what": "{card} is not a face-up Gemini monster on {owner}'s field "
                                      "that is still a Normal Monster: only such a monster can "
                                      "be Gemini Summoned.",
        "doing.procedure_summon": "Special Summon a monster by its own procedure",
        "procedure.own": "its own summoning procedure",
        "procedure_summoned": "{player} Special Summons {card} from {zone} in {position} by the "
                              "procedure its own text gives: it is not activated and starts no "
                              "chain.",
        "procedure_cost.banish": "{player} banishes {cards} to Special Summon {card}.",
        "procedure_cost.discard": "{player} discards {cards} to Special Summon {card}.",
        "procedure_cost.tribute": "{player} Tributes {cards} to Special Summon {card}.",
        "procedure_cost.send": "{player} sends {cards} to the Graveyard to Special Summon "
                               "{card}.",
        "procedure_cost.reveal": "{player} reveals {cards} to Special Summon {card}.",
        "procedure.cost_part": Plural("count", one="{do} {count} card, {requirement}",
                                      other="{do} {count} cards, each {requirement}"),
        "illegal.no_own_procedure": Plural(
            "count", one="{card}'s text gives it one summoning procedure of its own: "
                         "“procedure” is then 0.",
            other="{card}'s text gives it {count} summoning procedures of its own, counted "
                  "from 0: “procedure” names one of them."),
        "illegal.procedure_from": "{card} is in {zone}: its own procedure Special Summons it "
                                  "only from where its text says.",
        "illegal.procedure_once": "{player} already Special Summoned a monster named {card} this "
                                  "way this turn, which its text allows once per turn.",
        "illegal.special_summon_once": "{player} already Special Summoned a monster named {card} "
                                       "this turn, which its text allows once per turn.",
        "illegal.procedure_condition": "What the text of {card} asks before it can be Special "
                                       "Summoned this way does not hold now.",
        "illegal.procedure_cost": "To Special Summon {card} by its own procedure, {player} must, "
                                  "as its text says: {parts}; the action's “cost” must name "
                                  "exactly those cards.",
        "why.not_properly_summoned": "its text says it must first be Special Summoned by its "
                                     "own procedure, and it has not been",
        "why.special_summoned_once": "its text allows one Special Summon of its name per turn, "
                                     "and its owner already made it",
        "normal_summoned.without_tributes": "{player} Normal Summons {card} in Attack Position "
                                            "without Tributing, as its text allows: this is the "
                                            "turn's one Normal Summon or Set.",
        "illegal.normal_summon_unless": "{card} can be Normal Summoned only while the "
                                        "condition its text gives holds, and it does not "
                                        "now; Setting it is still allowed.",
    },
    "de": {
        "illegal.effect_once_per_duel": "{player} hat diesen Effekt {card:vom} oder einer "
                                        "gleichnamigen Karte in diesem Duell schon benutzt: Er "
                                        "kann nur einmal pro Duell benutzt werden.",
        "tribute_summoned.by_text": "{player} beschwört {card:den} als Tributbeschwörung in "
                                    "Angriffsposition mit den {count} Tributen, die sein Text "
                                    "nennt: Das ist die eine Normalbeschwörung oder das eine "
                                    "Setzen dieses Spielzugs.",
        "trigger_event.summoned_this_way": "diese Karte wird so beschworen, wie ihr Text es "
                                           "direkt davor sagt",
        "illegal.attack_after_effect": "{card:der} kann in diesem Spielzug nicht angreifen: "
                                       "Sein Effekt wurde aktiviert, und sein Text sagt es.",
        "illegal.attack_beside_others": "{card:der} kann nicht angreifen, solange {player} ein "
                                        "anderes Monster kontrolliert, wie sein Text sagt.",
        "illegal.effect_after_attack": "{card:der} hat in diesem Spielzug angegriffen: Laut "
                                       "seinem Text kann es in dem Spielzug, in dem dieser "
                                       "Effekt aktiviert wird, nicht angreifen, daher kann der "
                                       "Effekt jetzt nicht aktiviert werden.",
        "illegal.effect_condition": "Was der Text {card:vom} verlangt, bevor dieser Effekt "
                                    "aktiviert werden kann, ist jetzt nicht erfüllt.",
        "doing.gemini_summon": "eine Zwillingsbeschwörung durchführen",
        "gemini_summoned": "{player} beschwört {card:den} auf dem Spielfeld erneut als "
                           "Normalbeschwörung (eine Zwillingsbeschwörung): Es ist jetzt ein "
                           "Effektmonster mit den Effekten, die sein Text nennt; das ist die "
                           "eine Normalbeschwörung oder das eine Setzen dieses Spielzugs.",
        "illegal.gemini_not_summoned": "{card:der} ist ein Zwillingsmonster, das auf dem "
                                       "Spielfeld nicht erneut als Normalbeschwörung "
                                       "beschworen wurde: Es ist ein Normales Monster, ohne "
                                       "diesen Effekt.",
        "illegal.gemini_summon_what": "{card:der} ist kein offenes Zwillingsmonster auf dem "
                                      "Spielfeld von {owner}, das noch ein Normales Monster "
                                      "ist: Nur ein solches Monster kann als "
                                      "Zwillingsbeschwörung beschworen werden.",
        "doing.procedure_summon": "ein Monster nach seinem eigenen Text als Spezialbeschwörung "
                                  "beschwören",
        "procedure.own": "Spezialbeschwörung nach seinem eigenen Text",
        "procedure_summoned": "{player} beschwört {card:den} aus {zone} als Spezialbeschwörung "
                              "in {position}, wie sein eigener Text es erlaubt: Das ist keine "
                              "Aktivierung und beginnt keine Kette.",
        "procedure_cost.banish": "{player} verbannt {cards:den}, um {card:den} als "
                                 "Spezialbeschwörung zu beschwören.",
        "procedure_cost.discard": "{player} wirft {cards:den} ab, um {card:den} als "
                                  "Spezialbeschwörung zu beschwören.",
        "procedure_cost.tribute": "{player} bietet {cards:den} als Tribut an, um {card:den} als "
                                  "Spezialbeschwörung zu beschwören.",
        "procedure_cost.send": "{player} legt {cards:den} auf den Friedhof, um {card:den} als "
                               "Spezialbeschwörung zu beschwören.",
        "procedure_cost.reveal": "{player} zeigt {cards:den} vor, um {card:den} als "
                                 "Spezialbeschwörung zu beschwören.",
        "procedure.cost_part": Plural("count", one="{count} Karte {do}, und zwar {requirement}",
                                      other="{count} Karten {do}, jeweils {requirement}"),
        "illegal.no_own_procedure": Plural(
            "count", one="Der Text {card:vom} gibt ihm ein eigenes Beschwörungsverfahren: "
                         "„procedure“ ist dann 0.",
            other="Der Text {card:vom} gibt ihm {count} eigene Beschwörungsverfahren, ab 0 "
                  "gezählt: „procedure“ nennt eines davon."),
        "illegal.procedure_from": "{card:der} ist in {zone}: Sein eigenes Verfahren beschwört "
                                  "es nur von dort, wo sein Text es sagt.",
        "illegal.procedure_once": "{player} hat in diesem Spielzug schon ein Monster namens "
                                  "{card} auf diese Weise beschworen, was sein Text nur einmal "
                                  "pro Spielzug erlaubt.",
        "illegal.special_summon_once": "{player} hat in diesem Spielzug schon ein Monster namens "
                                       "{card} als Spezialbeschwörung beschworen, was sein Text "
                                       "nur einmal pro Spielzug erlaubt.",
        "illegal.procedure_condition": "Was der Text {card:vom} verlangt, bevor es auf diese "
                                       "Weise beschworen werden kann, ist jetzt nicht erfüllt.",
        "illegal.procedure_cost": "Um {card:den} nach seinem eigenen Verfahren zu beschwören, "
                                  "muss {player} laut seinem Text: {parts}; „cost“ der Aktion "
                                  "muss genau diese Karten nennen.",
        "why.not_properly_summoned": "sein Text sagt, dass es zuerst nach seinem eigenen "
                                     "Verfahren beschworen werden muss, und das ist nicht "
                                     "geschehen",
        "why.special_summoned_once": "sein Text erlaubt eine Spezialbeschwörung seines Namens "
                                     "pro Spielzug, und sein Besitzer hat sie schon gemacht",
        "normal_summoned.without_tributes": "{player} beschwört {card:den} als "
                                            "Normalbeschwörung ohne Tribut in Angriffsposition, "
                                            "wie sein Text es erlaubt: Das ist die eine "
                                            "Normalbeschwörung oder das eine Setzen dieses "
                                            "Spielzugs.",
        "illegal.normal_summon_unless": "{card:der} kann nur als Normalbeschwörung "
                                        "beschworen werden, solange die Bedingung in "
                                        "{card:seinem|ihrem|seinem} Text erfüllt ist, und "
                                        "das ist sie gerade nicht; Setzen bleibt erlaubt.",
    },
    "es": {
        "illegal.effect_once_per_duel": "{player} ya usó este efecto de una carta llamada "
                                        "como {card} en este Duelo: solo puede usarse una vez "
                                        "por Duelo.",
        "tribute_summoned.by_text": "{player} Invoca por Sacrificio {card:el} en Posición de "
                                    "Ataque con los {count} Sacrificios que indica su texto: es "
                                    "la única Invocación Normal o Colocación del turno.",
        "trigger_event.summoned_this_way": "esta carta es Invocada de la forma que su texto "
                                           "dice justo antes",
        "illegal.attack_after_effect": "{card:el} no puede atacar este turno: su efecto se "
                                       "activó, y su texto lo dice.",
        "illegal.attack_beside_others": "{card:el} no puede atacar mientras {player} controle "
                                        "otro monstruo, como dice su texto.",
        "illegal.effect_after_attack": "{card:el} ya atacó este turno: su texto dice que no "
                                       "puede atacar el turno en que se activa este efecto, así "
                                       "que el efecto no puede activarse ahora.",
        "illegal.effect_condition": "Lo que pide el texto de {card} para activar este efecto "
                                    "no se cumple ahora.",
        "doing.gemini_summon": "hacer una Invocación Géminis",
        "gemini_summoned": "{player} vuelve a Invocar de Modo Normal {card:el} en el Campo "
                           "(una Invocación Géminis): ahora es un Monstruo de Efecto con los "
                           "efectos que indica su texto; es la única Invocación Normal o "
                           "Colocación del turno.",
        "illegal.gemini_not_summoned": "{card:el} es un monstruo Géminis que no ha vuelto a ser "
                                       "Invocado de Modo Normal en el Campo: es un Monstruo "
                                       "Normal, sin ese efecto.",
        "illegal.gemini_summon_what": "{card:el} no es un monstruo Géminis boca arriba en el "
                                      "Campo de {owner} que siga siendo un Monstruo Normal: "
                                      "solo un monstruo así puede ser Invocado por Géminis.",
        "doing.procedure_summon": "Invocar de Modo Especial un monstruo por su propio "
                                  "procedimiento",
        "procedure.own": "su propio procedimiento de Invocación",
        "procedure_summoned": "{player} Invoca de Modo Especial {card:el} desde {zone} en "
                              "{position} por el procedimiento que da su propio texto: no se "
                              "activa y no empieza ninguna cadena.",
        "procedure_cost.banish": "{player} destierra {cards:el} para Invocar de Modo Especial "
                                 "{card:el}.",
        "procedure_cost.discard": "{player} descarta {cards:el} para Invocar de Modo Especial "
                                  "{card:el}.",
        "procedure_cost.tribute": "{player} Sacrifica {cards:el} para Invocar de Modo Especial "
                                  "{card:el}.",
        "procedure_cost.send": "{player} manda {cards:el} al Cementerio para Invocar de Modo "
                               "Especial {card:el}.",
        "procedure_cost.reveal": "{player} muestra {cards:el} para Invocar de Modo Especial "
                                 "{card:el}.",
        "procedure.cost_part": Plural("count", one="{do} {count} carta, {requirement}",
                                      other="{do} {count} cartas, cada una {requirement}"),
        "illegal.no_own_procedure": Plural(
            "count", one="El texto de {card} le da un procedimiento de Invocación propio: "
                         "“procedure” es entonces 0.",
            other="El texto de {card} le da {count} procedimientos de Invocación propios, "
                  "contados desde 0: “procedure” nombra uno de ellos."),
        "illegal.procedure_from": "{card:el} está en {zone}: su propio procedimiento solo lo "
                                  "Invoca de Modo Especial desde donde dice su texto.",
        "illegal.procedure_once": "{player} ya Invocó de Modo Especial de esta forma un "
                                  "monstruo llamado {card} este turno, y su texto lo permite "
                                  "una vez por turno.",
        "illegal.special_summon_once": "{player} ya Invocó de Modo Especial un monstruo llamado "
                                       "{card} este turno, y su texto lo permite una vez por "
                                       "turno.",
        "illegal.procedure_condition": "Lo que pide el texto de {card} para Invocarlo de Modo "
                                       "Especial de esta forma no se cumple ahora.",
        "illegal.procedure_cost": "Para Invocar de Modo Especial {card:el} por su propio "
                                  "procedimiento, {player} debe, como dice su texto: {parts}; "
                                  "el “cost” de la acción debe nombrar exactamente esas "
                                  "cartas.",
        "why.not_properly_summoned": "su texto dice que primero debe ser Invocado de Modo "
                                     "Especial por su propio procedimiento, y no lo ha sido",
        "why.special_summoned_once": "su texto permite una Invocación Especial de su nombre por "
                                     "turno, y su dueño ya la hizo",
        "normal_summoned.without_tributes": "{player} Invoca de Modo Normal {card:el} en "
                                            "Posición de Ataque sin Sacrificios, como permite su "
                                            "texto: es la única Invocación Normal o Colocación "
                                            "del turno.",
        "illegal.normal_summon_unless": "{card:el} solo se puede Invocar de Modo Normal "
                                        "mientras se cumpla la condición de su texto, y "
                                        "ahora no se cumple; Colocarlo sigue permitido.",
    },
    "fr": {
        "illegal.effect_once_per_duel": "{player} a déjà utilisé cet effet d'une carte nommée "
                                        "comme {card} dans ce Duel : il ne peut être utilisé "
                                        "qu'une fois par Duel.",
        "tribute_summoned.by_text": "{player} Invoque par Sacrifice {card:le} en Position "
                                    "d'Attaque avec les {count} Sacrifices que nomme son texte : "
                                    "c'est la seule Invocation Normale ou Pose du tour.",
        "trigger_event.summoned_this_way": "cette carte est Invoquée de la façon que son texte "
                                           "dit juste avant",
        "illegal.attack_after_effect": "{card:le} ne peut pas attaquer ce tour-ci : son effet "
                                       "a été activé, et son texte le dit.",
        "illegal.attack_beside_others": "{card:le} ne peut pas attaquer tant que {player} "
                                        "contrôle un autre monstre, comme le dit son texte.",
        "illegal.effect_after_attack": "{card:le} a attaqué ce tour-ci : son texte dit qu'il ne "
                                       "peut pas attaquer le tour où cet effet est activé, donc "
                                       "l'effet ne peut pas être activé maintenant.",
        "illegal.effect_condition": "Ce que demande le texte {card:du} pour activer cet effet "
                                    "n'est pas rempli maintenant.",
        "doing.gemini_summon": "faire une Invocation Gémeau",
        "gemini_summoned": "{player} Invoque Normalement {card:le} une seconde fois sur le "
                           "Terrain (une Invocation Gémeau) : c'est désormais un Monstre à "
                           "Effet avec les effets que dit son texte ; c'est la seule "
                           "Invocation Normale ou Pose du tour.",
        "illegal.gemini_not_summoned": "{card:le} est un monstre Gémeau qui n'a pas été Invoqué "
                                       "Normalement une seconde fois sur le Terrain : c'est un "
                                       "Monstre Normal, sans cet effet.",
        "illegal.gemini_summon_what": "{card:le} n'est pas un monstre Gémeau face recto sur le "
                                      "Terrain de {owner} qui soit encore un Monstre Normal : "
                                      "seul un tel monstre peut être Invoqué par Gémeau.",
        "doing.procedure_summon": "Invoquer Spécialement un monstre par sa propre procédure",
        "procedure.own": "sa propre procédure d'Invocation",
        "procedure_summoned": "{player} Invoque Spécialement {card:le} depuis {zone} en "
                              "{position} par la procédure que donne son propre texte : elle "
                              "n'est pas activée et ne commence aucune chaîne.",
        "procedure_cost.banish": "{player} bannit {cards:le} pour Invoquer Spécialement "
                                 "{card:le}.",
        "procedure_cost.discard": "{player} défausse {cards:le} pour Invoquer Spécialement "
                                  "{card:le}.",
        "procedure_cost.tribute": "{player} Sacrifie {cards:le} pour Invoquer Spécialement "
                                  "{card:le}.",
        "procedure_cost.send": "{player} envoie {cards:le} au Cimetière pour Invoquer "
                               "Spécialement {card:le}.",
        "procedure_cost.reveal": "{player} révèle {cards:le} pour Invoquer Spécialement "
                                 "{card:le}.",
        "procedure.cost_part": Plural("count", one="{do} {count} carte, {requirement}",
                                      other="{do} {count} cartes, chacune {requirement}"),
        "illegal.no_own_procedure": Plural(
            "count", one="Le texte {card:du} lui donne une procédure d'Invocation propre : "
                         "« procedure » vaut alors 0.",
            other="Le texte {card:du} lui donne {count} procédures d'Invocation propres, "
                  "comptées depuis 0 : « procedure » en nomme une."),
        "illegal.procedure_from": "{card:le} est dans {zone} : sa propre procédure ne "
                                  "l'Invoque Spécialement que depuis l'endroit que dit son "
                                  "texte.",
        "illegal.procedure_once": "{player} a déjà Invoqué Spécialement de cette façon un "
                                  "monstre nommé {card} ce tour-ci, ce que son texte permet une "
                                  "fois par tour.",
        "illegal.special_summon_once": "{player} a déjà Invoqué Spécialement un monstre nommé "
                                       "{card} ce tour-ci, ce que son texte permet une fois par "
                                       "tour.",
        "illegal.procedure_condition": "Ce que demande le texte {card:du} pour l'Invoquer "
                                       "Spécialement de cette façon n'est pas rempli "
                                       "maintenant.",
        "illegal.procedure_cost": "Pour Invoquer Spécialement {card:le} par sa propre "
                                  "procédure, {player} doit, comme dit son texte : {parts} ; "
                                  "le « cost » de l'action doit nommer exactement ces cartes.",
        "why.not_properly_summoned": "son texte dit qu'il doit d'abord être Invoqué "
                                     "Spécialement par sa propre procédure, ce qui n'a pas été "
                                     "fait",
        "why.special_summoned_once": "son texte permet une Invocation Spéciale de son nom par "
                                     "tour, et son propriétaire l'a déjà faite",
        "normal_summoned.without_tributes": "{player} Invoque Normalement {card:le} en Position "
                                            "d'Attaque sans Sacrifice, comme son texte le "
                                            "permet : c'est la seule Invocation Normale ou Pose "
                                            "du tour.",
        "illegal.normal_summon_unless": "{card:le} ne peut être Invoqué Normalement que si "
                                        "la condition de son texte est remplie, ce qui n'est "
                                        "pas le cas ; il peut toujours être Posé.",
    },
    "it": {
        "illegal.effect_once_per_duel": "{player} ha già usato questo effetto di una carta "
                                        "chiamata come {card} in questo Duello: può essere "
                                        "usato solo una volta per Duello.",
        "tribute_summoned.by_text": "{player} Evoca tramite Tributo {card:il} in Posizione di "
                                    "Attacco con i {count} Tributi che nomina il suo testo: è "
                                    "l'unica Evocazione Normale o Posizionamento del turno.",
        "trigger_event.summoned_this_way": "questa carta viene Evocata nel modo che il suo "
                                           "testo dice subito prima",
        "illegal.attack_after_effect": "{card:il} non può attaccare in questo turno: il suo "
                                       "effetto è stato attivato, e il suo testo lo dice.",
        "illegal.attack_beside_others": "{card:il} non può attaccare finché {player} controlla "
                                        "un altro mostro, come dice il suo testo.",
        "illegal.effect_after_attack": "{card:il} ha attaccato in questo turno: il suo testo "
                                       "dice che non può attaccare nel turno in cui questo "
                                       "effetto viene attivato, quindi l'effetto ora non può "
                                       "essere attivato.",
        "illegal.effect_condition": "Ciò che il testo di {card} chiede per attivare questo "
                                    "effetto ora non è soddisfatto.",
        "doing.gemini_summon": "effettuare un'Evocazione Gemello",
        "gemini_summoned": "{player} Evoca Normalmente di nuovo {card:il} sul Terreno "
                           "(un'Evocazione Gemello): ora è un Mostro con Effetto con gli effetti "
                           "che elenca il suo testo; è l'unica Evocazione Normale o "
                           "Posizionamento del turno.",
        "illegal.gemini_not_summoned": "{card:il} è un mostro Gemello che non è stato di nuovo "
                                       "Evocato Normalmente sul Terreno: è un Mostro Normale, "
                                       "senza quell'effetto.",
        "illegal.gemini_summon_what": "{card:il} non è un mostro Gemello scoperto sul Terreno "
                                      "di {owner} che sia ancora un Mostro Normale: solo un "
                                      "mostro così può essere Evocato Gemello.",
        "doing.procedure_summon": "Evocare Specialmente un mostro con la sua procedura",
        "procedure.own": "la sua procedura di Evocazione",
        "procedure_summoned": "{player} Evoca Specialmente {card:il} {zone:dal} in {position} "
                              "con la procedura data dal suo testo: non viene attivata e non "
                              "inizia nessuna catena.",
        "procedure_cost.banish": "{player} bandisce {cards:il} per Evocare Specialmente "
                                 "{card:il}.",
        "procedure_cost.discard": "{player} scarta {cards:il} per Evocare Specialmente "
                                  "{card:il}.",
        "procedure_cost.tribute": "{player} offre come Tributo {cards:il} per Evocare "
                                  "Specialmente {card:il}.",
        "procedure_cost.send": "{player} manda {cards:il} al Cimitero per Evocare Specialmente "
                               "{card:il}.",
        "procedure_cost.reveal": "{player} rivela {cards:il} per Evocare Specialmente "
                                 "{card:il}.",
        "procedure.cost_part": Plural("count", one="{do} {count} carta, {requirement}",
                                      other="{do} {count} carte, ognuna {requirement}"),
        "illegal.no_own_procedure": Plural(
            "count", one="Il testo di {card} gli dà una procedura di Evocazione propria: "
                         "“procedure” è allora 0.",
            other="Il testo di {card} gli dà {count} procedure di Evocazione proprie, contate "
                  "da 0: “procedure” ne nomina una."),
        "illegal.procedure_from": "{card:il} è in {zone}: la sua procedura lo Evoca "
                                  "Specialmente solo da dove dice il suo testo.",
        "illegal.procedure_once": "{player} ha già Evocato Specialmente in questo modo un "
                                  "mostro chiamato {card} in questo turno, cosa che il suo "
                                  "testo permette una volta per turno.",
        "illegal.special_summon_once": "{player} ha già Evocato Specialmente un mostro chiamato "
                                       "{card} in questo turno, cosa che il suo testo permette "
                                       "una volta per turno.",
        "illegal.procedure_condition": "Ciò che il testo di {card} chiede per Evocarlo "
                                       "Specialmente in questo modo ora non è soddisfatto.",
        "illegal.procedure_cost": "Per Evocare Specialmente {card:il} con la sua procedura, "
                                  "{player} deve, come dice il suo testo: {parts}; il “cost” "
                                  "dell'azione deve nominare esattamente quelle carte.",
        "why.not_properly_summoned": "il suo testo dice che deve prima essere Evocato "
                                     "Specialmente con la sua procedura, e non lo è stato",
        "why.special_summoned_once": "il suo testo permette un'Evocazione Speciale del suo nome "
                                     "per turno, e il suo proprietario l'ha già fatta",
        "normal_summoned.without_tributes": "{player} Evoca Normalmente {card:il} in Posizione "
                                            "di Attacco senza Tributi, come permette il suo "
                                            "testo: è l'unica Evocazione Normale o "
                                            "Posizionamento del turno.",
        "illegal.normal_summon_unless": "{card:il} può essere Evocato Normalmente solo "
                                        "mentre vale la condizione del suo testo, e ora non "
                                        "vale; Posizionarlo resta consentito.",
    },
}
