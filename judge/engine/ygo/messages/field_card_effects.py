"""The words of the effects a face-up Continuous Spell, Field Spell or Continuous Trap activates
on the field (field_card_effects.py, 10-5-1), which each language's catalogue takes from here
(`MESSAGES.update(FIELD_CARD_EFFECTS["de"])`), in the terms of each language's cards
(Spielfeld, Campo, Terrain, Terreno; Zaubergeschwindigkeit, Velocidad de Hechizo, Vitesse de
Sort, Velocità di Magia)."""
from __future__ import annotations

from ...core.catalogue import Message

FIELD_CARD_EFFECTS: dict[str, dict[str, Message]] = {
    "en": {
        "activation.spell_field": "{player} activates the effect of {card} on the field "
                                  "(Spell Speed {speed})",
        "activation.trap_field": "{player} activates the effect of {card} on the field "
                                 "(Spell Speed {speed})",
        "illegal.field_card_face_down": "{card} ({kind}) is Set: only a face-up card on the "
                                        "field can activate its effects.",
        "illegal.field_spell_effect_timing": "The effect of {card} ({kind}) on the field has "
                                             "Spell Speed 1: it can only be activated in its "
                                             "controller's own Main Phase, as Chain Link 1 "
                                             "while no chain is open.",
        "input.ygo.spell_effect_field": "a Continuous or Field Spell's effect on the field has "
                                        "Spell Speed 1 (type: ignition or trigger)",
        "input.ygo.trap_effect_field": "a Continuous Trap's effect on the field has Spell Speed "
                                       "2 (type: quick or trigger)",
        "kind.spell_field_effect": "Spell's effect on the field",
        "kind.trap_field_effect": "Trap's effect on the field",
        "upkeep.paid": "{player} pays {amount} LP to keep {card} on the field ({lp}).",
        "upkeep.destroyed": "{player} does not pay {amount} LP to keep {card}: it is "
                            "destroyed.",
        "upkeep.cannot_pay": "{player} cannot pay {amount} LP to keep {card}: it is destroyed.",
        "input.ygo.same_card_twice": "the same card is named twice",
        "link.condition_gone": "{link} does nothing: what the text of {card} asks to "
                               "resolve this effect no longer holds, so none of it is "
                               "applied.",
        "input.ygo.resolve_if_needs_if": "`resolve_if` checks the effect's `if` again as it "
                                         "resolves: give an `if`",
    },
    "de": {
        "activation.spell_field": "{player} aktiviert den Effekt {card:vom} auf dem Spielfeld "
                                  "(Zaubergeschwindigkeit {speed})",
        "activation.trap_field": "{player} aktiviert den Effekt {card:vom} auf dem Spielfeld "
                                 "(Zaubergeschwindigkeit {speed})",
        "illegal.field_card_face_down": "{card:der} ({kind}) liegt verdeckt: Nur eine offene "
                                        "Karte auf dem Spielfeld kann ihre Effekte aktivieren.",
        "illegal.field_spell_effect_timing": "Der Effekt {card:vom} ({kind}) auf dem Spielfeld "
                                             "hat Zaubergeschwindigkeit 1: Er kann nur in der "
                                             "eigenen Main Phase seines Beherrschers als "
                                             "Kettenglied 1 aktiviert werden, solange keine "
                                             "Kette offen ist.",
        "input.ygo.spell_effect_field": "ein Effekt einer Permanenten Zauberkarte oder "
                                        "Spielfeldzauberkarte auf dem Spielfeld hat "
                                        "Zaubergeschwindigkeit 1 (type: ignition oder trigger)",
        "input.ygo.trap_effect_field": "ein Effekt einer Permanenten Fallenkarte auf dem "
                                       "Spielfeld hat Zaubergeschwindigkeit 2 (type: quick "
                                       "oder trigger)",
        "kind.spell_field_effect": "Effekt einer Zauberkarte auf dem Spielfeld",
        "kind.trap_field_effect": "Effekt einer Fallenkarte auf dem Spielfeld",
        "upkeep.paid": "{player} zahlt {amount} LP, um {card:den} auf dem Spielfeld zu "
                       "behalten ({lp}).",
        "upkeep.destroyed": "{player} zahlt keine {amount} LP, um {card:den} zu behalten: Die "
                            "Karte wird zerstört.",
        "upkeep.cannot_pay": "{player} kann keine {amount} LP zahlen, um {card:den} zu "
                             "behalten: Die Karte wird zerstört.",
        "input.ygo.same_card_twice": "dieselbe Karte wird zweimal genannt",
        "link.condition_gone": "Das {link} bewirkt nichts: Was der Text {card:vom} zum "
                               "Abhandeln dieses Effekts verlangt, ist nicht mehr gegeben, "
                               "also wird nichts davon angewandt.",
        "input.ygo.resolve_if_needs_if": "`resolve_if` prüft das `if` des Effekts beim "
                                         "Abhandeln erneut: Gib ein `if` an",
    },
    "es": {
        "activation.spell_field": "{player} activa el efecto {card:del} en el Campo "
                                  "(Velocidad de Hechizo {speed})",
        "activation.trap_field": "{player} activa el efecto {card:del} en el Campo "
                                 "(Velocidad de Hechizo {speed})",
        "illegal.field_card_face_down": "{card:el} ({kind}) está boca abajo: solo una carta "
                                        "boca arriba en el Campo puede activar sus efectos.",
        "illegal.field_spell_effect_timing": "El efecto {card:del} ({kind}) en el Campo tiene "
                                             "Velocidad de Hechizo 1: solo se puede activar en "
                                             "la propia Main Phase de quien lo controla, como "
                                             "Eslabón de Cadena 1, sin ninguna Cadena abierta.",
        "input.ygo.spell_effect_field": "un efecto de una Mágica Continua o de Campo en el "
                                        "Campo tiene Velocidad de Hechizo 1 (type: ignition o "
                                        "trigger)",
        "input.ygo.trap_effect_field": "un efecto de una Trampa Continua en el Campo tiene "
                                       "Velocidad de Hechizo 2 (type: quick o trigger)",
        "kind.spell_field_effect": "efecto de una Mágica en el Campo",
        "kind.trap_field_effect": "efecto de una Trampa en el Campo",
        "upkeep.paid": "{player} paga {amount} LP para mantener {card:el} en el Campo "
                       "({lp}).",
        "upkeep.destroyed": "{player} no paga {amount} LP para mantener {card:el}: la carta "
                            "se destruye.",
        "upkeep.cannot_pay": "{player} no puede pagar {amount} LP para mantener {card:el}: la "
                             "carta se destruye.",
        "input.ygo.same_card_twice": "la misma carta aparece dos veces",
        "link.condition_gone": "El {link} no hace nada: lo que el texto {card:del} exige "
                               "para resolver este efecto ya no se cumple, así que no se "
                               "aplica nada de él.",
        "input.ygo.resolve_if_needs_if": "`resolve_if` vuelve a comprobar el `if` del efecto "
                                         "al resolverse: indica un `if`",
    },
    "fr": {
        "activation.spell_field": "{player} active l'effet {card:du} sur le Terrain "
                                  "(Vitesse de Sort {speed})",
        "activation.trap_field": "{player} active l'effet {card:du} sur le Terrain "
                                 "(Vitesse de Sort {speed})",
        "illegal.field_card_face_down": "{card:le} ({kind}) est face verso : seule une carte "
                                        "face recto sur le Terrain peut activer ses effets.",
        "illegal.field_spell_effect_timing": "L'effet {card:du} ({kind}) sur le Terrain a une "
                                             "Vitesse de Sort de 1 : il ne s'active que pendant "
                                             "la Main Phase de son contrôleur, comme Maillon de "
                                             "la Chaîne 1, quand aucune Chaîne n'est ouverte.",
        "input.ygo.spell_effect_field": "un effet d'une Magie Continue ou de Terrain sur le "
                                        "Terrain a une Vitesse de Sort de 1 (type: ignition ou "
                                        "trigger)",
        "input.ygo.trap_effect_field": "un effet d'un Piège Continu sur le Terrain a une "
                                       "Vitesse de Sort de 2 (type: quick ou trigger)",
        "kind.spell_field_effect": "effet d'une Magie sur le Terrain",
        "kind.trap_field_effect": "effet d'un Piège sur le Terrain",
        "upkeep.paid": "{player} paie {amount} LP pour garder {card:le} sur le Terrain "
                       "({lp}).",
        "upkeep.destroyed": "{player} ne paie pas {amount} LP pour garder {card:le} : la "
                            "carte est détruite.",
        "upkeep.cannot_pay": "{player} ne peut pas payer {amount} LP pour garder {card:le} : "
                             "la carte est détruite.",
        "input.ygo.same_card_twice": "la même carte est nommée deux fois",
        "link.condition_gone": "Le {link} ne fait rien : ce que le texte {card:du} exige "
                               "pour résoudre cet effet n'est plus rempli, donc rien de "
                               "celui-ci ne s'applique.",
        "input.ygo.resolve_if_needs_if": "`resolve_if` vérifie de nouveau le `if` de l'effet "
                                         "à sa résolution : indiquez un `if`",
    },
    "it": {
        "activation.spell_field": "{player} attiva l'effetto {card:del} sul Terreno "
                                  "(Velocità di Magia {speed})",
        "activation.trap_field": "{player} attiva l'effetto {card:del} sul Terreno "
                                 "(Velocità di Magia {speed})",
        "illegal.field_card_face_down": "{card:il} ({kind}) è a faccia in giù: solo una carta "
                                        "scoperta sul Terreno può attivare i suoi effetti.",
        "illegal.field_spell_effect_timing": "L'effetto {card:del} ({kind}) sul Terreno ha "
                                             "Velocità di Magia 1: si può attivare solo nella "
                                             "Main Phase di chi lo controlla, come Anello della "
                                             "Catena 1, senza nessuna Catena aperta.",
        "input.ygo.spell_effect_field": "un effetto di una Magia Continua o Terreno sul "
                                        "Terreno ha Velocità di Magia 1 (type: ignition o "
                                        "trigger)",
        "input.ygo.trap_effect_field": "un effetto di una Trappola Continua sul Terreno ha "
                                       "Velocità di Magia 2 (type: quick o trigger)",
        "kind.spell_field_effect": "effetto di una Magia sul Terreno",
        "kind.trap_field_effect": "effetto di una Trappola sul Terreno",
        "upkeep.paid": "{player} paga {amount} LP per mantenere {card:il} sul Terreno "
                       "({lp}).",
        "upkeep.destroyed": "{player} non paga {amount} LP per mantenere {card:il}: la carta "
                            "viene distrutta.",
        "upkeep.cannot_pay": "{player} non può pagare {amount} LP per mantenere {card:il}: la "
                             "carta viene distrutta.",
        "input.ygo.same_card_twice": "la stessa carta è indicata due volte",
        "link.condition_gone": "L'{link} non fa nulla: ciò che il testo {card:del} "
                               "richiede per risolvere questo effetto non è più soddisfatto, "
                               "quindi non si applica nulla di esso.",
        "input.ygo.resolve_if_needs_if": "`resolve_if` verifica di nuovo l'`if` dell'effetto "
                                         "mentre si risolve: indica un `if`",
    },
}
