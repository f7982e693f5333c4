"""The words of a description by the counters a card holds (counter_holders.py, 4-8-11): "a
monster with an Ice Counter(s)", and the monsters such a step covers as it resolves, which each
language's catalogue takes from here (`MESSAGES.update(COUNTER_HOLDERS["de"])`), the counter's
kind quoted as the card prints it, in each language's word for counters (Zählmarke, contador,
compteur, segnalino)."""
from __future__ import annotations

from ...core.catalogue import Message

COUNTER_HOLDERS: dict[str, dict[str, Message]] = {
    "en": {
        "pick.with_counter": "with at least 1 \"{name}\" on it",
        "with_counter.cards": "{link}: only the monsters with at least 1 \"{name}\" on them now "
                              "are covered: {cards}.",
        "with_counter.none": "{link}: no face-up monster has a \"{name}\" on it now, so the "
                             "effect covers no monster.",
    },
    "de": {
        "pick.with_counter": "mit mindestens 1 „{name}“ darauf",
        "with_counter.cards": "{link}: Betroffen sind nur die Monster, auf denen jetzt "
                              "mindestens 1 „{name}“ liegt: {cards}.",
        "with_counter.none": "{link}: Auf keinem offenen Monster liegt jetzt ein „{name}“; "
                             "der Effekt betrifft kein Monster.",
    },
    "es": {
        "pick.with_counter": "con al menos 1 «{name}»",
        "with_counter.cards": "{link}: solo se ven afectados los monstruos que tienen ahora al "
                              "menos 1 «{name}»: {cards}.",
        "with_counter.none": "{link}: ningún monstruo boca arriba tiene ahora un «{name}», así "
                             "que el efecto no afecta a ningún monstruo.",
    },
    "fr": {
        "pick.with_counter": "avec au moins 1 « {name} » dessus",
        "with_counter.cards": "{link} : seuls les monstres qui ont maintenant au moins 1 "
                              "« {name} » dessus sont concernés : {cards}.",
        "with_counter.none": "{link} : aucun monstre face recto n'a maintenant de « {name} » "
                             "dessus ; l'effet ne concerne aucun monstre.",
    },
    "it": {
        "pick.with_counter": "con almeno 1 «{name}» sopra",
        "with_counter.cards": "{link}: sono coinvolti solo i mostri che ora hanno almeno 1 "
                              "«{name}» sopra: {cards}.",
        "with_counter.none": "{link}: nessun mostro scoperto ha ora un «{name}» sopra, quindi "
                             "l'effetto non coinvolge alcun mostro.",
    },
}
