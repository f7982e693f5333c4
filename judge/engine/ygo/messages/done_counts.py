"""The words of an amount counted "for each card destroyed" (banished, sent to the GY, Special
Summoned, discarded) by the part of the effect before it (done_counts.py, 5-3-20), which each
language's catalogue takes from here (`MESSAGES.update(DONE_COUNTS["de"])`). One sentence per
language, the past participle of each thing done in that language's card terms (singular,
plural)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

DID = ("destroyed", "banished", "sent_to_graveyard", "special_summoned", "discarded")
VERBS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("destroyed",) * 2, ("banished",) * 2, ("sent to the GY",) * 2,
           ("Special Summoned",) * 2, ("discarded",) * 2),
    "de": (("zerstört",) * 2, ("verbannt",) * 2, ("auf den Friedhof gelegt",) * 2,
           ("als Spezialbeschwörung beschworen",) * 2, ("abgeworfen",) * 2),
    "es": (("destruida", "destruidas"), ("desterrada", "desterradas"),
           ("mandada al Cementerio", "mandadas al Cementerio"),
           ("Invocada de Modo Especial", "Invocadas de Modo Especial"),
           ("descartada", "descartadas")),
    "fr": (("détruite", "détruites"), ("bannie", "bannies"),
           ("envoyée au Cimetière", "envoyées au Cimetière"),
           ("Invoquée Spécialement", "Invoquées Spécialement"), ("défaussée", "défaussées")),
    "it": (("distrutta", "distrutte"), ("bandita", "bandite"),
           ("mandata al Cimitero", "mandate al Cimitero"),
           ("Evocata Specialmente", "Evocate Specialmente"), ("scartata", "scartate")),
}
# zero, one, other: {s} the singular participle, {p} the plural one
SENTENCES = {
    "en": ("{link}: no card was {s} by its earlier part, so there is nothing to count: the "
           "amount is 0 and nothing happens.",
           "{link}: 1 card was {s} by its earlier part ({cards}): {total}.",
           "{link}: {count} cards were {p} by its earlier part ({cards}): {count} × {each} = "
           "{total}."),
    "de": ("{link}: Durch den vorherigen Teil wurde keine Karte {s}; es gibt nichts zu zählen, "
           "der Betrag ist 0, und es geschieht nichts.",
           "{link}: Durch den vorherigen Teil wurde 1 Karte {s} ({cards}): {total}.",
           "{link}: Durch den vorherigen Teil wurden {count} Karten {p} ({cards}): {count} × "
           "{each} = {total}."),
    "es": ("{link}: ninguna carta fue {s} por la parte anterior, así que no hay nada que "
           "contar: la cantidad es 0 y no ocurre nada.",
           "{link}: 1 carta fue {s} por la parte anterior ({cards}): {total}.",
           "{link}: {count} cartas fueron {p} por la parte anterior ({cards}): {count} × "
           "{each} = {total}."),
    "fr": ("{link} : aucune carte n'a été {s} par la partie précédente ; il n'y a rien à "
           "compter, le montant est de 0 et rien ne se passe.",
           "{link} : 1 carte a été {s} par la partie précédente ({cards}) : {total}.",
           "{link} : {count} cartes ont été {p} par la partie précédente ({cards}) : {count} × "
           "{each} = {total}."),
    "it": ("{link}: nessuna carta è stata {s} dalla parte precedente, quindi non c'è nulla da "
           "contare: l'ammontare è 0 e non accade nulla.",
           "{link}: 1 carta è stata {s} dalla parte precedente ({cards}): {total}.",
           "{link}: {count} carte sono state {p} dalla parte precedente ({cards}): {count} × "
           "{each} = {total}."),
}


def _language(lang: str) -> dict[str, Message]:
    zero, one, other = SENTENCES[lang]
    out: dict[str, Message] = {}
    for did, (single, plural) in zip(DID, VERBS[lang], strict=True):
        zero_s, one_s, other_s = (text.replace("{s}", single).replace("{p}", plural)
                                  for text in (zero, one, other))
        out[f"tally.done.{did}"] = Plural("count", zero=zero_s, one=one_s, other=other_s)
    return out


# "damage equal to that monster's original ATK" (stat_amounts.py, 5-3-25): where it comes from
STAT_AMOUNTS: dict[str, dict[str, Message]] = {
    "en": {"stat_amount.atk": "{link}: the amount comes from {card}'s printed ATK: {total}.",
           "stat_amount.def": "{link}: the amount comes from {card}'s printed DEF: {total}.",
           "stat_amount.level": "{link}: the amount comes from {card}'s printed Level: {total}."},
    "de": {"stat_amount.atk": "{link}: Der Betrag ergibt sich aus der aufgedruckten ATK von "
                              "{card}: {total}.",
           "stat_amount.def": "{link}: Der Betrag ergibt sich aus der aufgedruckten DEF von "
                              "{card}: {total}.",
           "stat_amount.level": "{link}: Der Betrag ergibt sich aus der aufgedruckten Stufe von "
                                "{card}: {total}."},
    "es": {"stat_amount.atk": "{link}: la cantidad se obtiene del ATK impreso de {card}: "
                              "{total}.",
           "stat_amount.def": "{link}: la cantidad se obtiene de la DEF impresa de {card}: "
                              "{total}.",
           "stat_amount.level": "{link}: la cantidad se obtiene del Nivel impreso de {card}: "
                                "{total}."},
    "fr": {"stat_amount.atk": "{link} : le montant vient de l'ATK imprimée de {card} : "
                              "{total}.",
           "stat_amount.def": "{link} : le montant vient de la DEF imprimée de {card} : "
                              "{total}.",
           "stat_amount.level": "{link} : le montant vient du Niveau imprimé de {card} : "
                                "{total}."},
    "it": {"stat_amount.atk": "{link}: l'ammontare deriva dall'ATK stampato di {card}: "
                              "{total}.",
           "stat_amount.def": "{link}: l'ammontare deriva dalla DEF stampata di {card}: "
                              "{total}.",
           "stat_amount.level": "{link}: l'ammontare deriva dal Livello stampato di {card}: "
                                "{total}."},
}
DONE_COUNTS: dict[str, dict[str, Message]] = {
    lang: {**_language(lang), **STAT_AMOUNTS[lang]} for lang in SENTENCES}
