"""The words of counters placed each time an attack is declared (counter_attacks.py, 4-8-13):
"Each time a monster you control declares an attack, place 1 Thunder Counter on this card.",
and each normal draw (4-8-14), which each language's catalogue takes from here
(`MESSAGES.update(COUNTER_ATTACKS["de"])`), the counter's kind quoted as the card prints it."""
from __future__ import annotations

from ...core.catalogue import Message

COUNTER_ATTACKS: dict[str, dict[str, Message]] = {
    "en": {
        "counters_each_attack": "That attack declaration places {count} \"{name}\" on {card} at "
                                "once, without a chain ({total} on it now).",
        "counters_each_attack.max": "{card} can hold at most {most} \"{name}\", so that attack "
                                    "declaration places only {count} more ({total} on it now).",
        "counters_each_draw": "That normal draw places {count} \"{name}\" on {card} at once, "
                              "without a chain ({total} on it now).",
        "counters_each_draw.max": "{card} can hold at most {most} \"{name}\", so that normal draw "
                                  "places only {count} more ({total} on it now).",
    },
    "de": {
        "counters_each_attack": "Diese Angriffsdeklaration legt sofort {count} „{name}“ auf "
                                "{card:den}, ohne Kette (jetzt {total} darauf).",
        "counters_each_attack.max": "{card:der} kann höchstens {most} „{name}“ haben, also legt "
                                    "diese Angriffsdeklaration nur {count} weitere (jetzt "
                                    "{total} darauf).",
        "counters_each_draw": "Dieses normale Ziehen legt sofort {count} „{name}“ auf {card:den}, "
                              "ohne Kette (jetzt {total} darauf).",
        "counters_each_draw.max": "{card:der} kann höchstens {most} „{name}“ haben, also legt "
                                  "dieses normale Ziehen nur {count} weitere (jetzt {total} "
                                  "darauf).",
    },
    "es": {
        "counters_each_attack": "Esa declaración de ataque pone de inmediato {count} «{name}» "
                                "sobre {card:el}, sin Cadena (ahora {total}).",
        "counters_each_attack.max": "{card:el} puede tener como máximo {most} «{name}», así que "
                                    "esa declaración de ataque solo pone {count} más (ahora "
                                    "{total}).",
        "counters_each_draw": "Ese robo normal pone de inmediato {count} «{name}» sobre "
                              "{card:el}, sin Cadena (ahora {total}).",
        "counters_each_draw.max": "{card:el} puede tener como máximo {most} «{name}», así que "
                                  "ese robo normal solo pone {count} más (ahora {total}).",
    },
    "fr": {
        "counters_each_attack": "Cette déclaration d'attaque place immédiatement {count} "
                                "« {name} » sur {card:le}, sans Chaîne ({total} maintenant).",
        "counters_each_attack.max": "{card:le} peut avoir au plus {most} « {name} », donc cette "
                                    "déclaration d'attaque n'en place que {count} de plus "
                                    "({total} maintenant).",
        "counters_each_draw": "Cette pioche normale place immédiatement {count} « {name} » sur "
                              "{card:le}, sans Chaîne ({total} maintenant).",
        "counters_each_draw.max": "{card:le} peut avoir au plus {most} « {name} », donc cette "
                                  "pioche normale n'en place que {count} de plus ({total} "
                                  "maintenant).",
    },
    "it": {
        "counters_each_attack": "Quella dichiarazione di attacco pone subito {count} «{name}» "
                                "{card:sul}, senza Catena (ora {total}).",
        "counters_each_attack.max": "{card:il} può avere al massimo {most} «{name}», quindi "
                                    "quella dichiarazione di attacco ne pone solo altri {count} "
                                    "(ora {total}).",
        "counters_each_draw": "Quella normale pescata pone subito {count} «{name}» {card:sul}, "
                              "senza Catena (ora {total}).",
        "counters_each_draw.max": "{card:il} può avere al massimo {most} «{name}», quindi "
                                  "quella normale pescata ne pone solo altri {count} (ora "
                                  "{total}).",
    },
}
