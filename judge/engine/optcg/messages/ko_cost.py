"""The words of a K.O. paid as an activation cost (optcg/ko_cost.py), in every language of the
site: each language's catalogue takes its table from here (`MESSAGES.update(KO_COST["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural


def _n(one: str, other: str) -> Plural:
    return Plural("count", one=one, other=other)


KO_COST: dict[str, dict[str, Message]] = {
    "en": {
        "cost.ko_own": _n("K.O.ing {count} of the player's Characters that fits its text (one "
                          "that cannot be K.O.'d by effects cannot pay)",
                          "K.O.ing {count} of the player's Characters that fit its text (one "
                          "that cannot be K.O.'d by effects cannot pay)"),
        "paid.ko_own": "K.O.s {cards}",
    },
    "de": {
        "cost.ko_own": _n("{count} passenden eigenen Charakter K.O. zu schlagen (einer, der "
                          "nicht durch Effekte K.O. geschlagen werden kann, zählt nicht)",
                          "{count} passende eigene Charaktere K.O. zu schlagen (einer, der "
                          "nicht durch Effekte K.O. geschlagen werden kann, zählt nicht)"),
        "paid.ko_own": "schlägt {cards:den} K.O.",
    },
    "es": {
        "cost.ko_own": _n("dejar K.O. a {count} Personaje propio que cumpla su texto (uno que "
                          "no puede quedar K.O. por efectos no sirve)",
                          "dejar K.O. a {count} Personajes propios que cumplan su texto (uno "
                          "que no puede quedar K.O. por efectos no sirve)"),
        "paid.ko_own": "deja K.O. {cards:al}",
    },
    "fr": {
        "cost.ko_own": _n("mettre KO {count} de ses Personnages conforme à son texte (un "
                          "Personnage qui ne peut pas être mis KO par des effets ne compte pas)",
                          "mettre KO {count} de ses Personnages conformes à son texte (un "
                          "Personnage qui ne peut pas être mis KO par des effets ne compte "
                          "pas)"),
        "paid.ko_own": "met {cards:le} KO",
    },
    "it": {
        "cost.ko_own": _n("mettere K.O. {count} proprio Personaggio che corrisponde al testo "
                          "(uno che non può essere messo K.O. dagli effetti non vale)",
                          "mettere K.O. {count} propri Personaggi che corrispondono al testo "
                          "(uno che non può essere messo K.O. dagli effetti non vale)"),
        "paid.ko_own": "mette K.O. {cards:il}",
    },
}
