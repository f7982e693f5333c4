"""The words of Union monsters (union.py, 4-3-5): the Union effect used once per turn across
its equip and its unequip, and one Union monster per monster. Each language's catalogue takes
its table from here (`MESSAGES.update(UNIONS["de"])`), in the terms of each language's
official card text (Union-Monster, Monstruo de Unión, Monstre Union, Mostro Unione)."""
from __future__ import annotations

from ...core.catalogue import Message

UNIONS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.effect_once_union": "{card} already equipped or unequipped itself with its "
                                     "Union effect this turn: a Union monster can use that "
                                     "effect only once per turn, either way.",
        "illegal.union_itself": "{card} cannot target itself: a Union monster equips itself "
                                "to another monster.",
        "illegal.union_one_at_a_time": "{monster} is already equipped with a Union monster, "
                                       "{other}: a monster can be equipped with only one Union "
                                       "monster at a time, so {card} cannot target it.",
        "equip.union_one_at_a_time": "{link}: {monster} is now equipped with a Union monster, "
                                     "{other}, and a monster can be equipped with only one at "
                                     "a time, so {card} stays where it is.",
    },
    "de": {
        "illegal.effect_once_union": "{card:der} hat sich in diesem Spielzug schon mit seinem "
                                     "Union-Effekt ausgerüstet oder seine Ausrüstung "
                                     "aufgehoben: Ein Union-Monster kann diesen Effekt nur "
                                     "einmal pro Spielzug benutzen, in die eine oder die "
                                     "andere Richtung.",
        "illegal.union_itself": "{card:der} kann nicht sich selbst als Ziel wählen: Ein "
                                "Union-Monster rüstet ein anderes Monster aus.",
        "illegal.union_one_at_a_time": "{monster:der} ist schon mit einem Union-Monster "
                                       "ausgerüstet, {other:dem}: Ein Monster kann nur mit "
                                       "einem Union-Monster gleichzeitig ausgerüstet sein, "
                                       "also kann {card:der} es nicht als Ziel wählen.",
        "equip.union_one_at_a_time": "{link}: {monster:der} ist inzwischen mit einem "
                                     "Union-Monster ausgerüstet, {other:dem}, und ein Monster "
                                     "kann nur mit einem gleichzeitig ausgerüstet sein, also "
                                     "bleibt {card:der}, wo es ist.",
    },
    "es": {
        "illegal.effect_once_union": "{card:el} ya se equipó o se desequipó este turno con su "
                                     "efecto de Unión: un Monstruo de Unión solo puede usar "
                                     "ese efecto una vez por turno, en un sentido o en el "
                                     "otro.",
        "illegal.union_itself": "{card:el} no puede seleccionarse a sí mismo como objetivo: "
                                "un Monstruo de Unión se equipa a otro monstruo.",
        "illegal.union_one_at_a_time": "{monster:el} ya está equipado con un Monstruo de "
                                       "Unión, {other:el}: un monstruo solo puede estar "
                                       "equipado con 1 Monstruo de Unión a la vez, así que "
                                       "{card:el} no puede seleccionarlo como objetivo.",
        "equip.union_one_at_a_time": "{link}: {monster:el} ya está equipado con un Monstruo "
                                     "de Unión, {other:el}, y un monstruo solo puede estar "
                                     "equipado con uno a la vez, así que {card:el} se queda "
                                     "donde está.",
    },
    "fr": {
        "illegal.effect_once_union": "{card:le} s'est déjà équipé ou déséquipé ce tour avec "
                                     "son effet Union, or un Monstre Union ne peut utiliser "
                                     "cet effet qu'une fois par tour, dans un sens ou dans "
                                     "l'autre.",
        "illegal.union_itself": "{card:le} ne peut pas se cibler lui-même : un Monstre Union "
                                "s'équipe à un autre monstre.",
        "illegal.union_one_at_a_time": "{monster:le} est déjà équipé d'un Monstre Union, "
                                       "{other:le} ; un monstre ne peut être équipé que d'un "
                                       "seul Monstre Union à la fois, {card:le} ne peut donc "
                                       "pas le cibler.",
        "equip.union_one_at_a_time": "{link} : {monster:le} est désormais équipé d'un Monstre "
                                     "Union, {other:le}, et un monstre ne peut en avoir qu'un "
                                     "seul à la fois, {card:le} reste donc où il est.",
    },
    "it": {
        "illegal.effect_once_union": "{card:il} si è già equipaggiato o disequipaggiato in "
                                     "questo turno con il suo effetto Unione: un Mostro "
                                     "Unione può usare quell'effetto solo una volta per "
                                     "turno, in un senso o nell'altro.",
        "illegal.union_itself": "{card:il} non può scegliere se stesso come bersaglio: un "
                                "Mostro Unione si equipaggia a un altro mostro.",
        "illegal.union_one_at_a_time": "{monster:il} è già equipaggiato con un Mostro Unione, "
                                       "{other:il}: un mostro può essere equipaggiato con un "
                                       "solo Mostro Unione alla volta, quindi {card:il} non "
                                       "può sceglierlo come bersaglio.",
        "equip.union_one_at_a_time": "{link}: {monster:il} è ora equipaggiato con un Mostro "
                                     "Unione, {other:il}, e un mostro può averne uno solo "
                                     "alla volta, quindi {card:il} resta dov'è.",
    },
}
