"""The words said as a Gemini monster's own text starts to apply (gemini_texts.py: 4-2-8,
8-5-14, 8-1-9); each language's catalogue takes from here (`MESSAGES.update(GEMINI_TEXTS[
"de"])`), in the terms of each language's cards (Grund-ATK, Empfänger; ATK original, Cantante;
ATK d'origine, Syntoniseur; ATK originario, Tuner)."""
from __future__ import annotations

from ...core.catalogue import Message

GEMINI_TEXTS: dict[str, dict[str, Message]] = {
    "en": {
        "gemini.original_atk": "The effects of {card} now apply: its original ATK becomes "
                               "{value}, as its text says, and every gain and loss counts from "
                               "that value (now {atk} ATK).",
        "gemini.original_def": "The effects of {card} now apply: its original DEF becomes "
                               "{value}, as its text says, and every gain and loss counts from "
                               "that value (now {defense} DEF).",
        "gemini.tuner": "The effects of {card} now apply: it is treated as a Tuner monster, as "
                        "its text says, while it stays face-up on the field.",
    },
    "de": {
        "gemini.original_atk": "Die Effekte {card:vom} wirken jetzt: Laut seinem Text werden "
                               "seine Grund-ATK zu {value}, und jede Erhöhung und Senkung zählt "
                               "ab diesem Wert (jetzt ATK {atk}).",
        "gemini.original_def": "Die Effekte {card:vom} wirken jetzt: Laut seinem Text werden "
                               "seine Grund-DEF zu {value}, und jede Erhöhung und Senkung zählt "
                               "ab diesem Wert (jetzt DEF {defense}).",
        "gemini.tuner": "Die Effekte {card:vom} wirken jetzt: Laut seinem Text wird "
                        "{card:er|sie|es} als Empfänger-Monster behandelt, solange "
                        "{card:er|sie|es} offen auf dem Spielfeld liegt.",
    },
    "es": {
        "gemini.original_atk": "Los efectos {card:del} ya se aplican: su ATK original se "
                               "convierte en {value}, como dice su texto, y cada aumento y "
                               "reducción cuenta a partir de ese valor (ahora ATK {atk}).",
        "gemini.original_def": "Los efectos {card:del} ya se aplican: su DEF original se "
                               "convierte en {value}, como dice su texto, y cada aumento y "
                               "reducción cuenta a partir de ese valor (ahora DEF {defense}).",
        "gemini.tuner": "Los efectos {card:del} ya se aplican: se trata como un monstruo "
                        "Cantante, como dice su texto, mientras siga boca arriba en el Campo.",
    },
    "fr": {
        "gemini.original_atk": "Les effets {card:du} s'appliquent désormais : son ATK d'origine "
                               "devient {value}, comme le dit son texte, et chaque gain et "
                               "chaque perte comptent à partir de cette valeur (désormais ATK "
                               "{atk}).",
        "gemini.original_def": "Les effets {card:du} s'appliquent désormais : sa DEF d'origine "
                               "devient {value}, comme le dit son texte, et chaque gain et "
                               "chaque perte comptent à partir de cette valeur (désormais DEF "
                               "{defense}).",
        "gemini.tuner": "Les effets {card:du} s'appliquent désormais : il est traité comme un "
                        "monstre Syntoniseur, comme le dit son texte, tant qu'il reste face "
                        "recto sur le Terrain.",
    },
    "it": {
        "gemini.original_atk": "Gli effetti {card:del} ora si applicano: il suo ATK originario "
                               "diventa {value}, come dice il suo testo, e ogni aumento e ogni "
                               "riduzione contano da quel valore (ora ATK {atk}).",
        "gemini.original_def": "Gli effetti {card:del} ora si applicano: il suo DEF originario "
                               "diventa {value}, come dice il suo testo, e ogni aumento e ogni "
                               "riduzione contano da quel valore (ora DEF {defense}).",
        "gemini.tuner": "Gli effetti {card:del} ora si applicano: è considerato come un mostro "
                        "Tuner, come dice il suo testo, finché resta scoperto sul Terreno.",
    },
}
