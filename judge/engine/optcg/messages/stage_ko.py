"""The words of a Stage K.O.'d by an effect (optcg/stage_ko.py), in every language of the site:
each language's catalogue takes its table from here (`MESSAGES.update(STAGE_KO["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

STAGE_KO: dict[str, dict[str, Message]] = {
    "en": {"stage_knocked_out": "{effect}: {card} is K.O.'d and goes to {owner}'s trash (the "
                                "card's text K.O.s a Stage, which the rules otherwise say of "
                                "Characters)."},
    "de": {"stage_knocked_out": "{effect}: {card:der} wird K.O. geschlagen und kommt auf den "
                                "Ablagestapel von {owner} (der Text der Karte schlägt eine "
                                "Stage K.O., was die Regeln sonst von Charakteren sagen)."},
    "es": {"stage_knocked_out": "{effect}: {card:el} queda K.O. y va al Trash de {owner} (el "
                                "texto de la carta deja K.O. a una Stage, lo que las reglas "
                                "dicen si no de los Personajes)."},
    "fr": {"stage_knocked_out": "{effect} : {card:le} est mis KO et va dans la défausse de "
                                "{owner} (le texte de la carte met KO un Lieu, ce que les règles "
                                "disent sinon des Personnages)."},
    "it": {"stage_knocked_out": "{effect}: {card:il} viene messo K.O. e va negli Scarti di "
                                "{owner} (il testo della carta mette K.O. uno "
                                "Stadio, cosa che le regole dicono altrimenti dei "
                                "Personaggi)."},
}
