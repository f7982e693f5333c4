"""The words said as a monster's own procedure gives it what its text says "If Summoned this
way" (procedure_riders.py, 8-4-16); each language's catalogue takes from here
(`MESSAGES.update(PROCEDURE_RIDERS["de"])`), in the terms of each language's cards (Empfänger,
als Spezialbeschwörung beschworen; Cantante, Invocado de Modo Especial; Syntoniseur, Invoqué
Spécialement; Tuner, Evocato Specialmente)."""
from __future__ import annotations

from ...core.catalogue import Message

PROCEDURE_RIDERS: dict[str, dict[str, Message]] = {
    "en": {
        "procedure_rider.tuner": "{card} was Special Summoned by its own procedure, so, as its "
                                 "text says, it is treated as a Tuner while it stays face-up on "
                                 "the field and its effects are not negated.",
        "procedure_rider.atk": "{card} was Special Summoned by its own procedure, so, as its "
                               "text says, it gains {amount} ATK while it stays face-up on the "
                               "field and its effects are not negated (now {atk} ATK).",
        "procedure_rider.negated": "{card} was Special Summoned by its own procedure, but its "
                                   "effects are negated: what its text gives it if Summoned "
                                   "this way does not apply while they stay negated.",
    },
    "de": {
        "procedure_rider.tuner": "{card:der} wurde durch {card:seinen|ihren|seinen} eigenen "
                                 "Text als Spezialbeschwörung beschworen und wird daher laut "
                                 "diesem Text als Empfänger behandelt, solange "
                                 "{card:er|sie|es} offen auf dem Spielfeld liegt und "
                                 "{card:seine|ihre|seine} Effekte nicht annulliert sind.",
        "procedure_rider.atk": "{card:der} wurde durch {card:seinen|ihren|seinen} eigenen Text "
                               "als Spezialbeschwörung beschworen und erhält daher laut diesem "
                               "Text {amount} ATK dazu, solange {card:er|sie|es} offen auf dem "
                               "Spielfeld liegt und {card:seine|ihre|seine} Effekte nicht "
                               "annulliert sind (jetzt ATK {atk}).",
        "procedure_rider.negated": "{card:der} wurde durch {card:seinen|ihren|seinen} eigenen "
                                   "Text als Spezialbeschwörung beschworen, aber "
                                   "{card:seine|ihre|seine} Effekte sind annulliert: Was der "
                                   "Text für eine so beschworene Karte vorsieht, wirkt nicht, "
                                   "solange sie annulliert bleiben.",
    },
    "es": {
        "procedure_rider.tuner": "{card:el} fue {card:Invocado|Invocada} de Modo Especial por "
                                 "su propio procedimiento, así que, como dice su texto, se "
                                 "considera un Cantante mientras siga boca arriba en el Campo "
                                 "y sus efectos no estén negados.",
        "procedure_rider.atk": "{card:el} fue {card:Invocado|Invocada} de Modo Especial por su "
                               "propio procedimiento, así que, como dice su texto, gana "
                               "{amount} ATK mientras siga boca arriba en el Campo y sus "
                               "efectos no estén negados (ahora ATK {atk}).",
        "procedure_rider.negated": "{card:el} fue {card:Invocado|Invocada} de Modo Especial por "
                                   "su propio procedimiento, pero sus efectos están negados: lo "
                                   "que su texto prevé para una Invocación de esta forma no se "
                                   "aplica mientras sigan negados.",
    },
    "fr": {
        "procedure_rider.tuner": "{card:le} a été {card:Invoqué|Invoquée} Spécialement par sa "
                                 "propre procédure, donc, comme le dit son texte, "
                                 "{card:il|elle} est {card:considéré|considérée} comme un "
                                 "Syntoniseur tant qu'{card:il|elle} reste face recto sur le "
                                 "Terrain et que ses effets ne sont pas annulés.",
        "procedure_rider.atk": "{card:le} a été {card:Invoqué|Invoquée} Spécialement par sa "
                               "propre procédure, donc, comme le dit son texte, {card:il|elle} "
                               "gagne {amount} ATK tant qu'{card:il|elle} reste face recto sur "
                               "le Terrain et que ses effets ne sont pas annulés (désormais ATK "
                               "{atk}).",
        "procedure_rider.negated": "{card:le} a été {card:Invoqué|Invoquée} Spécialement par sa "
                                   "propre procédure, mais ses effets sont annulés : ce que son "
                                   "texte prévoit pour une Invocation de cette façon ne "
                                   "s'applique pas tant qu'ils restent annulés.",
    },
    "it": {
        "procedure_rider.tuner": "{card:il} è {card:stato|stata} {card:Evocato|Evocata} "
                                 "Specialmente con la sua procedura, quindi, come dice il suo "
                                 "testo, viene {card:considerato|considerata} un Tuner finché "
                                 "resta {card:scoperto|scoperta} sul Terreno e i suoi effetti "
                                 "non sono annullati.",
        "procedure_rider.atk": "{card:il} è {card:stato|stata} {card:Evocato|Evocata} "
                               "Specialmente con la sua procedura, quindi, come dice il suo "
                               "testo, guadagna {amount} ATK finché resta "
                               "{card:scoperto|scoperta} sul Terreno e i suoi effetti non sono "
                               "annullati (ora ATK {atk}).",
        "procedure_rider.negated": "{card:il} è {card:stato|stata} {card:Evocato|Evocata} "
                                   "Specialmente con la sua procedura, ma i suoi effetti sono "
                                   "annullati: ciò che il suo testo prevede per un'Evocazione "
                                   "in questo modo non si applica finché restano annullati.",
    },
}
