"""The words of a card in the Graveyard banished in place of a destruction (gy_substitutes.py,
5-3-16), which each language's catalogue takes from here (`MESSAGES.update(SUBSTITUTES["de"])`),
in the terms of each language's cards (verbannen, desterrar, bannir, bandire)."""
from __future__ import annotations

from ...core.catalogue import Message

SUBSTITUTES: dict[str, dict[str, Message]] = {
    "en": {
        "substitute.gy_banished": "{card} would be destroyed: {player} banishes {source} from "
                                  "their Graveyard instead, as that card's text allows, and "
                                  "{card} is not destroyed.",
        "substitute.gy_same": "{card} is not destroyed either: banishing {source} replaced the "
                              "whole destruction.",
    },
    "de": {
        "substitute.gy_banished": "{card:der} würde zerstört: {player} verbannt stattdessen "
                                  "{source:den} aus dem eigenen Friedhof, wie dessen Text es "
                                  "erlaubt, und {card:der} wird nicht zerstört.",
        "substitute.gy_same": "Auch {card:der} wird nicht zerstört: Das Verbannen {source:vom} "
                              "hat die ganze Zerstörung ersetzt.",
    },
    "es": {
        "substitute.gy_banished": "{card:el} iba a ser destruido: {player} destierra en su "
                                  "lugar {source:el} de su Cementerio, como permite el texto "
                                  "de esa carta, y {card:el} no se destruye.",
        "substitute.gy_same": "{card:el} tampoco se destruye: desterrar {source:el} "
                              "sustituyó toda la destrucción.",
    },
    "fr": {
        "substitute.gy_banished": "{card:le} allait être détruit : {player} bannit à la place "
                                  "{source:le} de son Cimetière, comme le texte de cette carte "
                                  "le permet, et {card:le} n'est pas détruit.",
        "substitute.gy_same": "{card:le} n'est pas détruit non plus : bannir {source:le} a "
                              "remplacé toute la destruction.",
    },
    "it": {
        "substitute.gy_banished": "{card:il} verrebbe distrutto: {player} bandisce invece "
                                  "{source:il} dal suo Cimitero, come permette il testo di "
                                  "quella carta, e {card:il} non viene distrutto.",
        "substitute.gy_same": "Nemmeno {card:il} viene distrutto: bandire {source:il} ha "
                              "sostituito l'intera distruzione.",
    },
}
