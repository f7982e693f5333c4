"""Why a battle went as it did beyond its numbers (optcg/verdict.py, `_why`), in every language
of the site: each language's catalogue takes its table from here (`MESSAGES.update(WHY["de"])`).
"""
from __future__ import annotations

from ...core.catalogue import Message

WHY: dict[str, dict[str, Message]] = {
    "en": {
        "why.don_x_blocker": "{card} has {count} DON!!, so [Blocker] may be used: {effect} "
                             "forbids it only with [DON!! x{needed}] ({rules}).",
        "why.don_x": "{card} has {count} DON!!, so {effect} does not activate: it needs "
                     "[DON!! x{needed}] ({rules}).",
        "why.condition_unmet": "{effect} does not apply, because {why} ({rules}).",
    },
    "de": {
        "why.don_x_blocker": "{card:der} hat {count} DON!!, also darf [Blocker] genutzt werden: "
                             "{effect} verbietet es nur mit [DON!! x{needed}] ({rules}).",
        "why.don_x": "{card:der} hat {count} DON!!, also wird {effect} nicht aktiviert: Er braucht "
                     "[DON!! x{needed}] ({rules}).",
        "why.condition_unmet": "{effect} gilt nicht, weil {why} ({rules}).",
    },
    "es": {
        "why.don_x_blocker": "{card:el} tiene {count} DON!!, así que se puede usar [Blocker]: "
                             "{effect} solo lo prohíbe con [DON!! x{needed}] ({rules}).",
        "why.don_x": "{card:el} tiene {count} DON!!, así que {effect} no se activa: necesita "
                     "[DON!! x{needed}] ({rules}).",
        "why.condition_unmet": "{effect} no se aplica, porque {why} ({rules}).",
    },
    "it": {
        "why.don_x_blocker": "{card:il} ha {count} DON!!, quindi [Blocker] si può usare: {effect} "
                             "lo vieta solo con [DON!! x{needed}] ({rules}).",
        "why.don_x": "{card:il} ha {count} DON!!, quindi {effect} non si attiva: richiede "
                     "[DON!! x{needed}] ({rules}).",
        "why.condition_unmet": "{effect} non si applica, perché {why} ({rules}).",
    },
    "fr": {
        "why.don_x_blocker": "{card:le} a {count} DON!!, donc [Bloqueur] peut être utilisé : "
                             "{effect} ne l'interdit qu'avec [DON!! x{needed}] ({rules}).",
        "why.don_x": "{card:le} a {count} DON!!, donc {effect} ne s'active pas : il demande "
                     "[DON!! x{needed}] ({rules}).",
        "why.condition_unmet": "{effect} ne s'applique pas, car {why} ({rules}).",
    },
}
