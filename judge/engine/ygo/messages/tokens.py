"""The words of Tokens (tokens.py, 4-7): Special Summoned with their printed stats, a zone for
each, ceasing to exist as they leave the field, and "cannot be Tributed for a Tribute Summon";
each language's catalogue takes them from here (`MESSAGES.update(TOKENS["de"])`), in the terms
of each language's cards (Spielmarke, Ficha, Jeton, Segna-Mostro)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

TOKENS: dict[str, dict[str, Message]] = {
    "en": {
        "tokens_no_tribute_summon.except": "{link}: {cards} cannot be Tributed for a Tribute "
                                           "Summon, except for a \"{archetype}\" monster.",
        "illegal.token_not_for_tribute_summon.except": "{tribute} cannot be Tributed for the "
                                                       "Tribute Summon of {card}: the effect "
                                                       "that created it allows only a "
                                                       "\"{archetype}\" monster's.",
        "tokens_damage": Plural(
            "count", one="{link}: if {cards} is destroyed, its controller takes {amount} "
                         "damage.",
            other="{link}: each time one of {cards} is destroyed, its controller takes "
                  "{amount} damage."),
        "token_damage": "{card} is destroyed: as the effect that created it says, {player}, who "
                        "controlled it, takes {amount} damage ({lp}).",
        "level.from_tokens": "{card}'s Level goes from {before} to {level}: its text adds the "
                             "total Levels of every \"{name}\" its controller controls "
                             "({count} now).",
        "why.summon_locked.token": "while {token} is in the Monster Zone, {player} cannot "
                                   "Special Summon {scope}, except a monster ({details})",
        "tokens_lock": "{link}: while {cards} is in the Monster Zone, {player} cannot Special "
                       "Summon {scope}, except a monster ({details}).",
        "summons_banned": "{card}: for the rest of this turn, {player} cannot Normal Summon, "
                          "Flip Summon or Special Summon monsters other than the ones it "
                          "Special Summons (Setting a monster is still allowed).",
        "illegal.summoned_before_ban": "{card} cannot be activated: {player} has already "
                                       "Summoned {summoned} this turn.",
        "illegal.summons_banned": "{player} cannot Summon {card}: {source} was activated this "
                                  "turn, and forbids every other Summon until the turn ends.",
        "illegal.token_xyz_material": "{material} is a Token, and a Token cannot be used as "
                                      "Xyz Material for {card}.",
        "tokens_summoned": Plural(
            "count", one="{link}: {cards} is Special Summoned to {player}'s field in "
                         "{position}, a Token with {stats}.",
            other="{link}: {cards} are Special Summoned to {player}'s field in {position}, "
                  "each a Token with {stats}."),
        "token.stats": "Level {level}, {atk} ATK and {def} DEF",
        "tokens_no_tribute_summon.always": "{link}: {cards} cannot be Tributed for a Tribute "
                                           "Summon.",
        "tokens_no_tribute_summon.turn": "{link}: {cards} cannot be Tributed for a Tribute "
                                         "Summon during this turn.",
        "would.summon_tokens": "Special Summon {count} \"{name}\"",
        "why.tokens_no_room": "{player} has only {free} unused Main Monster Zones, so no Token "
                              "is Special Summoned",
        "illegal.tokens_no_room": Plural(
            "count", one="{card} cannot be activated: it Special Summons {count} Token, and "
                         "{player} has {free} unused Main Monster Zones.",
            other="{card} cannot be activated: it Special Summons {count} Tokens at once, and "
                  "{player} has only {free} unused Main Monster Zones."),
        "left.token": "{card} leaves the field; a Token, it ceases to exist.",
        "destroyed.token": "{card} is destroyed; a Token, it ceases to exist instead of going "
                           "to the Graveyard.",
        "destroyed.by_link.token": "{link}: {card} is destroyed; a Token, it ceases to exist "
                                   "instead of going to the Graveyard.",
        "destroyed.by_battle.token": "Destroyed by battle: {card}, a Token, ceases to exist "
                                     "instead of going to the Graveyard.",
        "illegal.token_not_for_tribute_summon": "{tribute} cannot be Tributed for the Tribute "
                                                "Summon of {card}: the effect that created it "
                                                "says so.",
    },
    "de": {
        "tokens_no_tribute_summon.except": "{link}: {cards:der} können nicht als Tribut für "
                                           "eine Tributbeschwörung angeboten werden, außer für "
                                           "ein „{archetype}“-Monster.",
        "illegal.token_not_for_tribute_summon.except": "{tribute:der} kann nicht als Tribut "
                                                       "für die Tributbeschwörung {card:vom} "
                                                       "angeboten werden: Der Effekt, der ihn "
                                                       "erschaffen hat, erlaubt es nur für ein "
                                                       "„{archetype}“-Monster.",
        "tokens_damage": Plural(
            "count", one="{link}: Wird {cards:der} zerstört, erhält sein Beherrscher {amount} "
                         "Schaden.",
            other="{link}: Jedes Mal, wenn eine von {cards:den} zerstört wird, erhält ihr "
                  "Beherrscher {amount} Schaden."),
        "token_damage": "{card:der} wird zerstört: Wie es der Effekt sagt, der ihn erschaffen "
                        "hat, erhält {player}, der ihn kontrollierte, {amount} Schaden ({lp}).",
        "level.from_tokens": "Die Stufe {card:vom} geht von {before} auf {level}: Der Text "
                             "der Karte erhöht sie um die gesamten Stufen aller „{name}“, "
                             "die ihr Beherrscher kontrolliert (derzeit {count}).",
        "why.summon_locked.token": "solange {token} in der Monsterzone ist, kann {player} "
                                   "{scope} nicht als Spezialbeschwörung beschwören, außer "
                                   "einem Monster ({details})",
        "tokens_lock": "{link}: Solange {cards} in der Monsterzone ist, kann {player} {scope} "
                       "nicht als Spezialbeschwörung beschwören, außer einem Monster "
                       "({details}).",
        "summons_banned": "{card}: Für den Rest dieses Spielzugs kann {player} keine Monster "
                          "als Normalbeschwörung, Flippbeschwörung oder Spezialbeschwörung "
                          "beschwören, außer denen, die diese Karte beschwört (Monster zu "
                          "setzen bleibt erlaubt).",
        "illegal.summoned_before_ban": "{card:der} kann nicht aktiviert werden: {player} hat in "
                                       "diesem Spielzug bereits {summoned:den} beschworen.",
        "illegal.summons_banned": "{player} kann {card:den} nicht beschwören: {source:der} "
                                  "wurde in diesem Spielzug aktiviert und verbietet bis zum "
                                  "Ende des Spielzugs jede andere Beschwörung.",
        "illegal.token_xyz_material": "{material:der} ist eine Spielmarke, und eine Spielmarke "
                                      "kann nicht als Xyz-Material für {card:den} verwendet "
                                      "werden.",
        "tokens_summoned": Plural(
            "count", one="{link}: {cards:der} wird als Spezialbeschwörung auf das Spielfeld "
                         "von {player} in {position} beschworen, eine Spielmarke mit {stats}.",
            other="{link}: {cards} werden als Spezialbeschwörung auf das Spielfeld von "
                  "{player} in {position} beschworen, jede eine Spielmarke mit {stats}."),
        "token.stats": "Stufe {level}, {atk} ATK und {def} DEF",
        "tokens_no_tribute_summon.always": "{link}: {cards:der} können nicht als Tribut für "
                                           "eine Tributbeschwörung angeboten werden.",
        "tokens_no_tribute_summon.turn": "{link}: {cards:der} können in diesem Spielzug nicht "
                                         "als Tribut für eine Tributbeschwörung angeboten "
                                         "werden.",
        "would.summon_tokens": "{count} „{name}“ als Spezialbeschwörung beschwören",
        "why.tokens_no_room": "{player} hat nur {free} freie Main-Monsterzonen, also wird keine "
                              "Spielmarke beschworen",
        "illegal.tokens_no_room": Plural(
            "count", one="{card:der} kann nicht aktiviert werden: Er beschwört {count} "
                         "Spielmarke als Spezialbeschwörung, und {player} hat {free} freie "
                         "Main-Monsterzonen.",
            other="{card:der} kann nicht aktiviert werden: Er beschwört {count} Spielmarken "
                  "gleichzeitig als Spezialbeschwörung, und {player} hat nur {free} freie "
                  "Main-Monsterzonen."),
        "left.token": "{card:der} verlässt das Spielfeld; als Spielmarke hört er auf zu "
                      "existieren.",
        "destroyed.token": "{card:der} wird zerstört; als Spielmarke hört er auf zu existieren, "
                           "statt auf den Friedhof zu kommen.",
        "destroyed.by_link.token": "{link}: {card:der} wird zerstört; als Spielmarke hört er "
                                   "auf zu existieren, statt auf den Friedhof zu kommen.",
        "destroyed.by_battle.token": "Durch Kampf zerstört: {card:der} hört als Spielmarke auf "
                                     "zu existieren, statt auf den Friedhof zu kommen.",
        "illegal.token_not_for_tribute_summon": "{tribute:der} kann nicht als Tribut für die "
                                                "Tributbeschwörung {card:vom} angeboten "
                                                "werden: Der Effekt, der ihn erschaffen hat, "
                                                "verbietet es.",
    },
    "es": {
        "tokens_no_tribute_summon.except": "{link}: {cards:el} no pueden ser Sacrificadas "
                                           "para una Invocación por Sacrificio, excepto para "
                                           "un monstruo «{archetype}».",
        "illegal.token_not_for_tribute_summon.except": "{tribute:el} no puede ser Sacrificada "
                                                       "para la Invocación por Sacrificio "
                                                       "{card:del}: el efecto que la creó solo "
                                                       "lo permite para un monstruo "
                                                       "«{archetype}».",
        "tokens_damage": Plural(
            "count", one="{link}: si {cards:el} es destruida, su controlador recibe {amount} "
                         "de daño.",
            other="{link}: cada vez que una {cards:del} sea destruida, su controlador "
                  "recibe {amount} de daño."),
        "token_damage": "{card:el} es destruida: como dice el efecto que la creó, {player}, que "
                        "la controlaba, recibe {amount} de daño ({lp}).",
        "level.from_tokens": "El Nivel {card:del} pasa de {before} a {level}: su texto le "
                             "suma el total de los Niveles de todas las «{name}» que controla "
                             "su controlador (ahora {count}).",
        "why.summon_locked.token": "mientras {token} esté en la Zona de Monstruos, {player} "
                                   "no puede Invocar de Modo Especial {scope}, excepto un "
                                   "monstruo ({details})",
        "tokens_lock": "{link}: mientras {cards:el} esté en la Zona de Monstruos, {player} no "
                       "puede Invocar de Modo Especial {scope}, excepto un monstruo "
                       "({details}).",
        "summons_banned": "{card}: durante el resto de este turno, {player} no puede Invocar "
                          "de Modo Normal, por Volteo ni de Modo Especial monstruos distintos "
                          "de los que esta carta Invoca (Colocar un monstruo sigue permitido).",
        "illegal.summoned_before_ban": "{card:el} no se puede activar: {player} ya Invocó "
                                       "{summoned:al} este turno.",
        "illegal.summons_banned": "{player} no puede Invocar {card:al}: {source:el} se activó "
                                  "este turno y prohíbe cualquier otra Invocación hasta el "
                                  "final del turno.",
        "illegal.token_xyz_material": "{material:el} es una Ficha, y una Ficha no se puede usar "
                                      "como Material Xyz para {card:el}.",
        "tokens_summoned": Plural(
            "count", one="{link}: {cards:el} es Invocada de Modo Especial al Campo de {player} "
                         "en {position}, una Ficha con {stats}.",
            other="{link}: {cards:el} son Invocadas de Modo Especial al Campo de {player} en "
                  "{position}, cada una una Ficha con {stats}."),
        "token.stats": "Nivel {level}, {atk} ATK y {def} DEF",
        "tokens_no_tribute_summon.always": "{link}: {cards:el} no pueden ser Sacrificadas "
                                           "para una Invocación por Sacrificio.",
        "tokens_no_tribute_summon.turn": "{link}: {cards:el} no pueden ser Sacrificadas para "
                                         "una Invocación por Sacrificio durante este turno.",
        "would.summon_tokens": "Invocar de Modo Especial {count} «{name}»",
        "why.tokens_no_room": "{player} solo tiene {free} Zonas de Monstruos Principales libres, "
                              "así que no se Invoca ninguna Ficha",
        "illegal.tokens_no_room": Plural(
            "count", one="{card:el} no se puede activar: Invoca de Modo Especial {count} Ficha, "
                         "y {player} tiene {free} Zonas de Monstruos Principales libres.",
            other="{card:el} no se puede activar: Invoca de Modo Especial {count} Fichas a la "
                  "vez, y {player} solo tiene {free} Zonas de Monstruos Principales libres."),
        "left.token": "{card:el} deja el Campo; como es una Ficha, deja de existir.",
        "destroyed.token": "{card:el} es destruida; como es una Ficha, deja de existir en lugar "
                           "de ir al Cementerio.",
        "destroyed.by_link.token": "{link}: {card:el} es destruida; como es una Ficha, deja de "
                                   "existir en lugar de ir al Cementerio.",
        "destroyed.by_battle.token": "Destruida en batalla: {card:el}, una Ficha, deja de "
                                     "existir en lugar de ir al Cementerio.",
        "illegal.token_not_for_tribute_summon": "{tribute:el} no puede ser Sacrificada para la "
                                                "Invocación por Sacrificio {card:del}: lo dice "
                                                "el efecto que la creó.",
    },
    "fr": {
        "tokens_no_tribute_summon.except": "{link} : {cards:le} ne peuvent pas être Sacrifiés "
                                           "pour une Invocation Sacrifice, sauf pour un "
                                           "monstre « {archetype} ».",
        "illegal.token_not_for_tribute_summon.except": "{tribute:le} ne peut pas être Sacrifié "
                                                       "pour l'Invocation Sacrifice {card:du} : "
                                                       "l'effet qui l'a créé ne le permet que "
                                                       "pour un monstre « {archetype} ».",
        "tokens_damage": Plural(
            "count", one="{link} : si {cards:le} est détruit, son contrôleur subit {amount} "
                         "dommages.",
            other="{link} : chaque fois que l'un {cards:du} est détruit, son contrôleur "
                  "subit {amount} dommages."),
        "token_damage": "{card:le} est détruit : comme le dit l'effet qui l'a créé, {player}, "
                        "qui le contrôlait, subit {amount} dommages ({lp}).",
        "level.from_tokens": "Le Niveau {card:du} passe de {before} à {level} : son texte lui "
                             "ajoute le total des Niveaux de tous les « {name} » que contrôle "
                             "son contrôleur (actuellement {count}).",
        "why.summon_locked.token": "tant que {token} est dans la Zone Monstre, {player} ne "
                                   "peut pas Invoquer Spécialement {scope}, sauf un monstre "
                                   "({details})",
        "tokens_lock": "{link} : tant que {cards:le} est dans la Zone Monstre, {player} ne peut "
                       "pas Invoquer Spécialement {scope}, sauf un monstre ({details}).",
        "summons_banned": "{card} : pour le reste de ce tour, {player} ne peut pas Invoquer "
                          "Normalement, par Flip ou Spécialement d'autres monstres que ceux que "
                          "cette carte Invoque (Poser un monstre reste permis).",
        "illegal.summoned_before_ban": "{card:le} ne peut pas être activé : {player} a déjà "
                                       "Invoqué {summoned:le} ce tour.",
        "illegal.summons_banned": "{player} ne peut pas Invoquer {card:le} : {source:le} a été "
                                  "activé ce tour et interdit toute autre Invocation jusqu'à la "
                                  "fin du tour.",
        "illegal.token_xyz_material": "{material:le} est un Jeton, et un Jeton ne peut pas être "
                                      "utilisé comme Matériel Xyz pour {card:le}.",
        "tokens_summoned": Plural(
            "count", one="{link} : {cards:le} est Invoqué Spécialement sur le Terrain de "
                         "{player} en {position}, un Jeton avec {stats}.",
            other="{link} : {cards:le} sont Invoqués Spécialement sur le Terrain de {player} "
                  "en {position}, chacun un Jeton avec {stats}."),
        "token.stats": "Niveau {level}, {atk} ATK et {def} DEF",
        "tokens_no_tribute_summon.always": "{link} : {cards:le} ne peuvent pas être Sacrifiés "
                                           "pour une Invocation Sacrifice.",
        "tokens_no_tribute_summon.turn": "{link} : {cards:le} ne peuvent pas être Sacrifiés "
                                         "pour une Invocation Sacrifice pendant ce tour.",
        "would.summon_tokens": "Invoquer Spécialement {count} « {name} »",
        "why.tokens_no_room": "{player} n'a que {free} Zones Monstre Main libres, donc "
                              "aucun Jeton n'est Invoqué",
        "illegal.tokens_no_room": Plural(
            "count", one="{card:le} ne peut pas être activé : il Invoque Spécialement {count} "
                         "Jeton, et {player} a {free} Zones Monstre Main libres.",
            other="{card:le} ne peut pas être activé : il Invoque Spécialement {count} Jetons "
                  "à la fois, et {player} n'a que {free} Zones Monstre Main libres."),
        "left.token": "{card:le} quitte le Terrain ; c'est un Jeton, il cesse d'exister.",
        "destroyed.token": "{card:le} est détruit ; c'est un Jeton, il cesse d'exister au lieu "
                           "d'aller au Cimetière.",
        "destroyed.by_link.token": "{link} : {card:le} est détruit ; c'est un Jeton, il cesse "
                                   "d'exister au lieu d'aller au Cimetière.",
        "destroyed.by_battle.token": "Détruit au combat : {card:le}, un Jeton, cesse d'exister "
                                     "au lieu d'aller au Cimetière.",
        "illegal.token_not_for_tribute_summon": "{tribute:le} ne peut pas être Sacrifié pour "
                                                "l'Invocation Sacrifice {card:du} : l'effet qui "
                                                "l'a créé l'interdit.",
    },
    "it": {
        "tokens_no_tribute_summon.except": "{link}: {cards:il} non possono essere offerte "
                                           "come Tributo per un'Evocazione tramite Tributo, "
                                           "eccetto per un mostro «{archetype}».",
        "illegal.token_not_for_tribute_summon.except": "{tribute:il} non può essere offerta "
                                                       "come Tributo per l'Evocazione tramite "
                                                       "Tributo {card:del}: l'effetto che l'ha "
                                                       "creata lo permette solo per un mostro "
                                                       "«{archetype}».",
        "tokens_damage": Plural(
            "count", one="{link}: se {cards:il} viene distrutta, il suo controllore subisce "
                         "{amount} danni.",
            other="{link}: ogni volta che una tra {cards:il} viene distrutta, il suo "
                  "controllore subisce {amount} danni."),
        "token_damage": "{card:il} viene distrutta: come dice l'effetto che l'ha creata, "
                        "{player}, che la controllava, subisce {amount} danni ({lp}).",
        "level.from_tokens": "Il Livello {card:del} passa da {before} a {level}: il suo testo "
                             "gli aggiunge il totale dei Livelli di tutte le «{name}» "
                             "controllate dal suo controllore (ora {count}).",
        "why.summon_locked.token": "finché {token} è nella Zona Mostri, {player} non può "
                                   "Evocare Specialmente {scope}, eccetto un mostro ({details})",
        "tokens_lock": "{link}: finché {cards:il} è nella Zona Mostri, {player} non può Evocare "
                       "Specialmente {scope}, eccetto un mostro ({details}).",
        "summons_banned": "{card}: per il resto di questo turno, {player} non può Evocare "
                          "Normalmente, tramite Scoperta o Specialmente mostri diversi da quelli "
                          "che questa carta Evoca (Posizionare un mostro resta permesso).",
        "illegal.summoned_before_ban": "{card:il} non può essere attivata: {player} ha già "
                                       "Evocato {summoned:il} in questo turno.",
        "illegal.summons_banned": "{player} non può Evocare {card:il}: {source:il} è stata "
                                  "attivata in questo turno e vieta ogni altra Evocazione fino "
                                  "alla fine del turno.",
        "illegal.token_xyz_material": "{material:il} è un Segna-Mostro, e un Segna-Mostro non "
                                      "può essere usato come Materiale Xyz per {card:il}.",
        "tokens_summoned": Plural(
            "count", one="{link}: {cards:il} viene Evocata Specialmente sul Terreno di {player} "
                         "in {position}, un Segna-Mostro con {stats}.",
            other="{link}: {cards:il} vengono Evocate Specialmente sul Terreno di {player} in "
                  "{position}, ciascuna un Segna-Mostro con {stats}."),
        "token.stats": "Livello {level}, {atk} ATK e {def} DEF",
        "tokens_no_tribute_summon.always": "{link}: {cards:il} non possono essere offerte "
                                           "come Tributo per un'Evocazione tramite Tributo.",
        "tokens_no_tribute_summon.turn": "{link}: {cards:il} non possono essere offerte come "
                                         "Tributo per un'Evocazione tramite Tributo durante "
                                         "questo turno.",
        "would.summon_tokens": "Evocare Specialmente {count} «{name}»",
        "why.tokens_no_room": "{player} ha solo {free} Zone Mostri Main libere, quindi "
                              "nessun Segna-Mostro viene Evocato",
        "illegal.tokens_no_room": Plural(
            "count", one="{card:il} non può essere attivata: Evoca Specialmente {count} "
                         "Segna-Mostro, e {player} ha {free} Zone Mostri Main libere.",
            other="{card:il} non può essere attivata: Evoca Specialmente {count} Segna-Mostri "
                  "insieme, e {player} ha solo {free} Zone Mostri Main libere."),
        "left.token": "{card:il} lascia il Terreno; essendo un Segna-Mostro, cessa di esistere.",
        "destroyed.token": "{card:il} viene distrutta; essendo un Segna-Mostro, cessa di esistere "
                           "invece di andare nel Cimitero.",
        "destroyed.by_link.token": "{link}: {card:il} viene distrutta; essendo un Segna-Mostro, "
                                   "cessa di esistere invece di andare nel Cimitero.",
        "destroyed.by_battle.token": "Distrutta in battaglia: {card:il}, un Segna-Mostro, cessa di "
                                     "esistere invece di andare nel Cimitero.",
        "illegal.token_not_for_tribute_summon": "{tribute:il} non può essere offerta come "
                                                "Tributo per l'Evocazione tramite Tributo "
                                                "{card:del}: lo dice l'effetto che l'ha creata.",
    },
}
