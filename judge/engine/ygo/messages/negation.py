"""The words of cards whose effects are negated for a while (negation.py, 5-5), which each
language's catalogue takes from here (`MESSAGES.update(NEGATION["de"])`), in the terms of each
language's cards (annullieren, negar, annuler, annullare; Permanenter Effekt, Efecto Continuo,
Effet Continu, Effetto Continuo)."""
from __future__ import annotations

from ...core.catalogue import Message

NEGATION: dict[str, dict[str, Message]] = {
    "en": {
        "effects_negated.all": "{link}: the effects of {cards} are negated until the end of "
                               "the turn.",
        "effects_negated.card": "{link}: the effects of {card} are negated until the end of "
                                "the turn: while it stays face-up on the field, nothing of it "
                                "applies.",
        "link.card_negated.held": "{link} does nothing: the effects of {card} ({kind}) were "
                                  "negated while it was on the field, so none of its effect is "
                                  "applied.",
        # a Trap's effect in its Graveyard (5-1-9: Breakthrough Skill's second effect)
        "activation.trap_graveyard": "{player} activates the effect of {card} in the Graveyard "
                                     "(Spell Speed {speed})",
        "input.ygo.trap_effect_graveyard": "a Trap's effect other than its activation is "
                                           "activated from its Graveyard here (from: graveyard, "
                                           "type: quick)",
        "during.your_turn": "during its controller's own turn",
        "during.your_main_phase": "during its controller's own Main Phase",
        "kind.trap_graveyard_effect": "Trap's effect in the Graveyard",
        "battle.protection_negated": "{card}'s text says battle cannot destroy it, but its "
                                     "effects are negated: it is destroyed.",
        "illegal.activation_barred": "{card} cannot be activated: while {by} applies, no "
                                     "{kind} of that kind can be activated, and neither can "
                                     "its effects on the field.",
        "link.card_negated": "{link} does nothing: {by} negates the effects of such cards on "
                             "the field, so {card} ({kind}) was activated, but none of its "
                             "effect is applied.",
        "effects_negated.summoned": "{link}: {card} is Special Summoned with its effects "
                                    "negated, for as long as it stays face-up on the field.",
        "effects_negated.summoned_turn": "{link}: {card} is Special Summoned with its "
                                         "effects negated until the end of the turn.",
        "effects_negated": "{link}: the effects of {card} are negated until the end of the "
                           "turn: its Continuous Effects do not apply, and it cannot activate "
                           "its effects on the field.",
        "link.monster_negated": "{link} does nothing: the effects of {card} are negated while "
                                "it is face-up on the field, so the effect it activated there "
                                "is not applied.",
        "illegal.effects_negated": "The effects of {card} are negated: while the negation "
                                   "lasts, it cannot activate its effects on the field.",
        "would.negate_effects_card": "negate the effects of {card}",
        "why.face_down_not_negated": "it is face-down and shows no effect to negate",
    },
    "de": {
        "effects_negated.all": "{link}: Die Effekte von {cards} werden bis zum Ende des "
                               "Spielzugs annulliert.",
        "effects_negated.card": "{link}: Die Effekte {card:vom} werden bis zum Ende des "
                                "Spielzugs annulliert: Solange die Karte offen auf dem "
                                "Spielfeld liegt, wird nichts von ihr angewandt.",
        "link.card_negated.held": "Das {link} bewirkt nichts: Die Effekte {card:vom} ({kind}) "
                                  "wurden annulliert, während die Karte auf dem Spielfeld lag, "
                                  "also wird nichts von ihrem Effekt angewandt.",
        "activation.trap_graveyard": "{player} aktiviert den Effekt {card:vom} im Friedhof "
                                     "(Zaubergeschwindigkeit {speed})",
        "input.ygo.trap_effect_graveyard": "ein Effekt einer Fallenkarte, der nicht ihre "
                                           "Aktivierung ist, wird hier aus ihrem Friedhof "
                                           "aktiviert (from: graveyard, type: quick)",
        "during.your_turn": "während des eigenen Spielzugs seines Beherrschers",
        "during.your_main_phase": "während der eigenen Main Phase seines Beherrschers",
        "kind.trap_graveyard_effect": "Effekt einer Fallenkarte im Friedhof",
        "battle.protection_negated": "Laut Kartentext kann {card:der} nicht durch Kampf "
                                     "zerstört werden, aber die Effekte dieses Monsters sind "
                                     "annulliert: Es wird zerstört.",
        "illegal.activation_barred": "{card:der} kann nicht aktiviert werden: Solange "
                                     "{by:der} angewandt wird, kann keine Karte dieser Art "
                                     "({kind}) aktiviert werden, auch nicht ihre Effekte auf "
                                     "dem Spielfeld.",
        "link.card_negated": "Das {link} bewirkt nichts: {by:der} annulliert die Effekte "
                             "solcher Karten auf dem Spielfeld, also wurde {card:der} ({kind}) "
                             "aktiviert, aber nichts von ihrem Effekt wird angewandt.",
        "effects_negated.summoned": "{link}: {card:der} wird mit annullierten Effekten "
                                    "spezialbeschworen: Sie bleiben annulliert, solange das "
                                    "Monster offen auf dem Spielfeld liegt.",
        "effects_negated.summoned_turn": "{link}: {card:der} wird mit annullierten "
                                         "Effekten spezialbeschworen: Sie bleiben bis zum "
                                         "Ende des Spielzugs annulliert.",
        "effects_negated": "{link}: Die Effekte {card:vom} werden bis zum Ende des Spielzugs "
                           "annulliert: Die Permanenten Effekte dieses Monsters werden nicht "
                           "angewandt, und es kann seine Effekte auf dem Spielfeld nicht "
                           "aktivieren.",
        "link.monster_negated": "Das {link} bewirkt nichts: Die Effekte {card:vom} sind "
                                "annulliert, solange das Monster offen auf dem Spielfeld liegt, "
                                "also wird der Effekt, den es dort aktiviert hat, nicht "
                                "angewandt.",
        "illegal.effects_negated": "Die Effekte {card:vom} sind annulliert: Solange die "
                                   "Annullierung andauert, kann das Monster seine Effekte auf "
                                   "dem Spielfeld nicht aktivieren.",
        "would.negate_effects_card": "die Effekte {card:vom} annullieren",
        "why.face_down_not_negated": "es liegt verdeckt und zeigt keinen Effekt, den man "
                                     "annullieren könnte",
    },
    "es": {
        "effects_negated.all": "{link}: los efectos de {cards} quedan negados hasta el final "
                               "del turno.",
        "effects_negated.card": "{link}: los efectos {card:del} quedan negados hasta el final "
                                "del turno: mientras siga boca arriba en el Campo, no se aplica "
                                "nada de esa carta.",
        "link.card_negated.held": "El {link} no hace nada: los efectos {card:del} ({kind}) se "
                                  "negaron mientras estaba en el Campo, así que no se aplica "
                                  "nada de su efecto.",
        "activation.trap_graveyard": "{player} activa el efecto {card:del} en el Cementerio "
                                     "(Velocidad de Hechizo {speed})",
        "input.ygo.trap_effect_graveyard": "un efecto de una Carta de Trampa que no sea su "
                                           "activación se activa aquí desde su Cementerio (from: "
                                           "graveyard, type: quick)",
        "during.your_turn": "durante el propio turno de quien lo controla",
        "during.your_main_phase": "durante la propia Main Phase de quien lo controla",
        "kind.trap_graveyard_effect": "efecto de una Trampa en el Cementerio",
        "battle.protection_negated": "El texto {card:del} dice que no puede ser destruido en "
                                     "batalla, pero sus efectos están negados: se destruye.",
        "illegal.activation_barred": "{card:el} no se puede activar: mientras se aplique "
                                     "{by:el}, no se puede activar ninguna carta de este tipo "
                                     "({kind}), ni sus efectos en el Campo.",
        "link.card_negated": "El {link} no hace nada: {by:el} niega los efectos de esas cartas "
                             "en el Campo, así que {card:el} ({kind}) se activó, pero no se "
                             "aplica nada de su efecto.",
        "effects_negated.summoned": "{link}: {card:el} es {card:Invocado|Invocada} de Modo "
                                    "Especial con sus efectos negados: siguen negados mientras "
                                    "esté boca arriba en el Campo.",
        "effects_negated.summoned_turn": "{link}: {card:el} es {card:Invocado|Invocada} de "
                                         "Modo Especial con sus efectos negados hasta el "
                                         "final del turno.",
        "effects_negated": "{link}: los efectos {card:del} quedan negados hasta el final del "
                           "turno: sus Efectos Continuos no se aplican y no puede activar sus "
                           "efectos en el Campo.",
        "link.monster_negated": "El {link} no hace nada: los efectos {card:del} están negados "
                                "mientras está boca arriba en el Campo, así que el efecto que "
                                "activó allí no se aplica.",
        "illegal.effects_negated": "Los efectos {card:del} están negados: mientras dure la "
                                   "negación, no puede activar sus efectos en el Campo.",
        "would.negate_effects_card": "negar los efectos {card:del}",
        "why.face_down_not_negated": "está boca abajo y no muestra ningún efecto que negar",
    },
    "fr": {
        "effects_negated.all": "{link} : les effets de {cards} sont annulés jusqu'à la fin "
                               "du tour.",
        "effects_negated.card": "{link} : les effets {card:du} sont annulés jusqu'à la fin "
                                "du tour : tant que cette carte reste face recto sur le Terrain, "
                                "rien d'elle ne s'applique.",
        "link.card_negated.held": "Le {link} ne fait rien : les effets {card:du} ({kind}) ont "
                                  "été annulés pendant que cette carte était sur le Terrain, "
                                  "donc rien de son effet ne s'applique.",
        "activation.trap_graveyard": "{player} active l'effet {card:du} dans le Cimetière "
                                     "(Vitesse de Sort {speed})",
        "input.ygo.trap_effect_graveyard": "un effet d'une Carte Piège autre que son activation "
                                           "s'active ici depuis son Cimetière (from: graveyard, "
                                           "type: quick)",
        "during.your_turn": "pendant le propre tour de son contrôleur",
        "during.your_main_phase": "pendant la propre Main Phase de son contrôleur",
        "kind.trap_graveyard_effect": "effet d'un Piège dans le Cimetière",
        "battle.protection_negated": "Le texte {card:du} dit qu'il ne peut pas être détruit "
                                     "au combat, mais les effets de ce monstre sont annulés : "
                                     "il est détruit.",
        "illegal.activation_barred": "{card:le} ne peut pas être activé : tant que {by:le} "
                                     "s'applique, aucune carte de ce type ({kind}) ne peut être "
                                     "activée, ni ses effets sur le Terrain.",
        "link.card_negated": "Le {link} ne fait rien : {by:le} annule les effets de ces cartes "
                             "sur le Terrain, donc {card:le} ({kind}) a été activé, mais rien "
                             "de son effet ne s'applique.",
        "effects_negated.summoned": "{link} : {card:le} est Invoqué Spécialement avec ses "
                                    "effets annulés, tant que ce monstre reste face recto sur le "
                                    "Terrain.",
        "effects_negated.summoned_turn": "{link} : {card:le} est Invoqué Spécialement avec "
                                         "ses effets annulés jusqu'à la fin du tour.",
        "effects_negated": "{link} : les effets {card:du} sont annulés jusqu'à la fin du tour : "
                           "les Effets Continus de ce monstre ne s'appliquent pas, et il ne "
                           "peut pas activer ses effets sur le Terrain.",
        "link.monster_negated": "Le {link} ne fait rien : les effets {card:du} sont annulés "
                                "tant que ce monstre est face recto sur le Terrain, donc "
                                "l'effet qu'il y a activé ne s'applique pas.",
        "illegal.effects_negated": "Les effets {card:du} sont annulés : tant que dure "
                                   "l'annulation, ce monstre ne peut pas activer ses effets sur "
                                   "le Terrain.",
        "would.negate_effects_card": "annuler les effets {card:du}",
        "why.face_down_not_negated": "il est face verso et ne montre aucun effet à annuler",
    },
    "it": {
        "effects_negated.all": "{link}: gli effetti di {cards} sono annullati fino alla fine "
                               "del turno.",
        "effects_negated.card": "{link}: gli effetti {card:del} sono annullati fino alla fine "
                                "del turno: finché questa carta resta scoperta sul Terreno, "
                                "nulla di essa si applica.",
        "link.card_negated.held": "L'{link} non fa nulla: gli effetti {card:del} ({kind}) sono "
                                  "stati annullati mentre questa carta era sul Terreno, quindi "
                                  "nulla del suo effetto si applica.",
        "activation.trap_graveyard": "{player} attiva l'effetto {card:del} nel Cimitero "
                                     "(Velocità di Magia {speed})",
        "input.ygo.trap_effect_graveyard": "un effetto di una Carta Trappola diverso dalla sua "
                                           "attivazione si attiva qui dal suo Cimitero (from: "
                                           "graveyard, type: quick)",
        "during.your_turn": "durante il turno di chi lo controlla",
        "during.your_main_phase": "durante la Main Phase di chi lo controlla",
        "kind.trap_graveyard_effect": "effetto di una Trappola nel Cimitero",
        "battle.protection_negated": "Il testo {card:del} dice che non può essere distrutto "
                                     "in battaglia, ma gli effetti di questo mostro sono "
                                     "annullati: viene distrutto.",
        "illegal.activation_barred": "{card:il} non può essere attivato: finché si applica "
                                     "{by:il}, nessuna carta di questo tipo ({kind}) può essere "
                                     "attivata, né i suoi effetti sul Terreno.",
        "link.card_negated": "L'{link} non fa nulla: {by:il} annulla gli effetti di queste "
                             "carte sul Terreno, quindi {card:il} ({kind}) è stato attivato, ma "
                             "nulla del suo effetto si applica.",
        "effects_negated.summoned": "{link}: {card:il} viene Evocato Specialmente con i suoi "
                                    "effetti annullati, finché questo mostro resta scoperto sul "
                                    "Terreno.",
        "effects_negated.summoned_turn": "{link}: {card:il} viene Evocato Specialmente con "
                                         "i suoi effetti annullati fino alla fine del turno.",
        "effects_negated": "{link}: gli effetti {card:del} sono annullati fino alla fine del "
                           "turno: gli Effetti Continui di questo mostro non si applicano, e "
                           "non può attivare i suoi effetti sul Terreno.",
        "link.monster_negated": "L'{link} non fa nulla: gli effetti {card:del} sono annullati "
                                "finché questo mostro è scoperto sul Terreno, quindi l'effetto "
                                "che vi ha attivato non si applica.",
        "illegal.effects_negated": "Gli effetti {card:del} sono annullati: finché dura "
                                   "l'annullamento, questo mostro non può attivare i suoi "
                                   "effetti sul Terreno.",
        "would.negate_effects_card": "annullare gli effetti {card:del}",
        "why.face_down_not_negated": "è coperto e non mostra alcun effetto da annullare",
    },
}
