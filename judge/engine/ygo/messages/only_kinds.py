"""The words of a card's limit on more than copies of its own name (only_kinds.py, 5-4-7): "You
can only control 1 "Kaiju" monster." (`kind`: its controller's face-up cards) and "There can
only be 1 "Earthbound Immortal" monster on the field." (`field`: both players'), which each
language's catalogue takes from here (`MESSAGES.update(ONLY_KINDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

ONLY_KINDS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.only_one_kind": "{player} already controls {other} face-up, and the text of "
                                 "{holder} allows only 1 such card under one player's "
                                 "control: {card} cannot be Summoned face-up or activated "
                                 "while it stays.",
        "illegal.only_one_field": "{other} is already face-up on the field, and the text of "
                                  "{holder} allows only 1 such card on the field: {card} "
                                  "cannot be Summoned face-up or activated while it stays.",
        "why.only_one_kind": "its player already controls {other} face-up, and the text of "
                             "{holder} allows only 1 such card under one player's control",
        "why.only_one_field": "{other} is already face-up on the field, and the text of "
                              "{holder} allows only 1 such card on the field",
        "only_one_kind.destroyed": "{card} is turned face-up while {owner} already controls "
                                   "{other} face-up, and the text of {holder} allows only 1 "
                                   "such card under one player's control: the game destroys "
                                   "it and it goes to {owner}'s Graveyard.",
        "only_one_field.destroyed": "{card} is turned face-up while {other} is already face-up "
                                    "on the field, and the text of {holder} allows only 1 such "
                                    "card on the field: the game destroys it and it goes to "
                                    "{owner}'s Graveyard.",
    },
    "de": {
        "illegal.only_one_kind": "{player} kontrolliert bereits {other:den} offen, und der Text "
                                 "{holder:vom} erlaubt nur 1 solche Karte unter der Kontrolle "
                                 "eines Spielers: {card:der} kann nicht offen beschworen oder "
                                 "aktiviert werden, solange jene Karte dort liegt.",
        "illegal.only_one_field": "{other:der} liegt bereits offen auf dem Spielfeld, und der "
                                  "Text {holder:vom} erlaubt nur 1 solche Karte auf dem "
                                  "Spielfeld: {card:der} kann nicht offen beschworen oder "
                                  "aktiviert werden, solange jene Karte dort liegt.",
        "why.only_one_kind": "sein Spieler kontrolliert bereits {other:den} offen, und der Text "
                             "{holder:vom} erlaubt nur 1 solche Karte unter der Kontrolle "
                             "eines Spielers",
        "why.only_one_field": "{other:der} liegt bereits offen auf dem Spielfeld, und der Text "
                              "{holder:vom} erlaubt nur 1 solche Karte auf dem Spielfeld",
        "only_one_kind.destroyed": "{card:der} wird aufgedeckt, während {owner} bereits "
                                   "{other:den} offen kontrolliert, und der Text {holder:vom} "
                                   "erlaubt nur 1 solche Karte unter der Kontrolle eines "
                                   "Spielers: Das Spiel zerstört {card:ihn|sie|es}, und "
                                   "{card:er|sie|es} kommt auf den Friedhof von {owner}.",
        "only_one_field.destroyed": "{card:der} wird aufgedeckt, während {other:der} bereits "
                                    "offen auf dem Spielfeld liegt, und der Text {holder:vom} "
                                    "erlaubt nur 1 solche Karte auf dem Spielfeld: Das Spiel "
                                    "zerstört {card:ihn|sie|es}, und {card:er|sie|es} kommt auf "
                                    "den Friedhof von {owner}.",
    },
    "es": {
        "illegal.only_one_kind": "{player} ya controla {other:el} boca arriba, y el texto "
                                 "{holder:del} solo permite 1 carta así bajo el control de cada "
                                 "jugador: {card:el} no se puede Invocar boca arriba ni activar "
                                 "mientras esa carta siga allí.",
        "illegal.only_one_field": "{other:el} ya está boca arriba en el Campo, y el texto "
                                  "{holder:del} solo permite 1 carta así en el Campo: {card:el} "
                                  "no se puede Invocar boca arriba ni activar mientras esa "
                                  "carta siga allí.",
        "why.only_one_kind": "su jugador ya controla {other:el} boca arriba, y el texto "
                             "{holder:del} solo permite 1 carta así bajo el control de cada "
                             "jugador",
        "why.only_one_field": "{other:el} ya está boca arriba en el Campo, y el texto "
                              "{holder:del} solo permite 1 carta así en el Campo",
        "only_one_kind.destroyed": "{card:el} se pone boca arriba mientras {owner} ya controla "
                                   "{other:el} boca arriba, y el texto {holder:del} solo "
                                   "permite 1 carta así bajo el control de cada jugador: el "
                                   "juego {card:lo|la} destruye y va al Cementerio de {owner}.",
        "only_one_field.destroyed": "{card:el} se pone boca arriba mientras {other:el} ya está "
                                    "boca arriba en el Campo, y el texto {holder:del} solo "
                                    "permite 1 carta así en el Campo: el juego {card:lo|la} "
                                    "destruye y va al Cementerio de {owner}.",
    },
    "fr": {
        "illegal.only_one_kind": "{player} contrôle déjà {other:le} face recto, et le texte "
                                 "{holder:du} ne permet qu'une seule carte de ce genre sous le "
                                 "contrôle d'un joueur ; {card:le} ne peut pas arriver face "
                                 "recto sur le Terrain (ni par une Invocation, ni par une "
                                 "activation) tant que cette carte reste.",
        "illegal.only_one_field": "{other:le} est déjà face recto sur le Terrain, et le texte "
                                  "{holder:du} ne permet qu'une seule carte de ce genre sur le "
                                  "Terrain ; {card:le} ne peut pas arriver face recto sur le "
                                  "Terrain (ni par une Invocation, ni par une activation) tant "
                                  "que cette carte reste.",
        "why.only_one_kind": "son joueur contrôle déjà {other:le} face recto, et le texte "
                             "{holder:du} ne permet qu'une seule carte de ce genre sous le "
                             "contrôle d'un joueur",
        "why.only_one_field": "{other:le} est déjà face recto sur le Terrain, et le texte "
                              "{holder:du} ne permet qu'une seule carte de ce genre sur le "
                              "Terrain",
        "only_one_kind.destroyed": "{card:le} est retourné face recto alors que {owner} "
                                   "contrôle déjà {other:le} face recto, et le texte "
                                   "{holder:du} ne permet qu'une seule carte de ce genre sous "
                                   "le contrôle d'un joueur : le jeu {card:le|la} détruit et "
                                   "{card:il|elle} va au Cimetière de {owner}.",
        "only_one_field.destroyed": "{card:le} est retourné face recto alors que {other:le} est "
                                    "déjà face recto sur le Terrain, et le texte {holder:du} ne "
                                    "permet qu'une seule carte de ce genre sur le Terrain : le "
                                    "jeu {card:le|la} détruit et {card:il|elle} va au Cimetière "
                                    "de {owner}.",
    },
    "it": {
        "illegal.only_one_kind": "{player} controlla già {other:il} {other:scoperto|scoperta}, "
                                 "e il testo {holder:del} permette solo 1 carta di quel tipo "
                                 "sotto il controllo di un giocatore: {card:il} non può "
                                 "arrivare {card:scoperto|scoperta} sul Terreno (né con "
                                 "un'Evocazione, né con un'attivazione) finché quella carta "
                                 "resta.",
        "illegal.only_one_field": "{other:il} è già {other:scoperto|scoperta} sul Terreno, e il "
                                  "testo {holder:del} permette solo 1 carta di quel tipo sul "
                                  "Terreno: {card:il} non può arrivare "
                                  "{card:scoperto|scoperta} sul Terreno (né con un'Evocazione, "
                                  "né con un'attivazione) finché quella carta resta.",
        "why.only_one_kind": "il suo giocatore controlla già {other:il} "
                             "{other:scoperto|scoperta}, e il testo {holder:del} permette solo "
                             "1 carta di quel tipo sotto il controllo di un giocatore",
        "why.only_one_field": "{other:il} è già {other:scoperto|scoperta} sul Terreno, e il "
                              "testo {holder:del} permette solo 1 carta di quel tipo sul "
                              "Terreno",
        "only_one_kind.destroyed": "{card:il} viene {card:scoperto|scoperta} mentre {owner} "
                                   "controlla già {other:il} {other:scoperto|scoperta}, e il "
                                   "testo {holder:del} permette solo 1 carta di quel tipo sotto "
                                   "il controllo di un giocatore: il gioco {card:lo|la} "
                                   "distrugge e {card:lo|la} manda nel Cimitero di {owner}.",
        "only_one_field.destroyed": "{card:il} viene {card:scoperto|scoperta} mentre {other:il} "
                                    "è già {other:scoperto|scoperta} sul Terreno, e il testo "
                                    "{holder:del} permette solo 1 carta di quel tipo sul "
                                    "Terreno: il gioco {card:lo|la} distrugge e {card:lo|la} "
                                    "manda nel Cimitero di {owner}.",
    },
}
