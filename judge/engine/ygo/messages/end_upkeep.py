"""The words of a monster's price to stay, asked in each of its controller's End Phases
(end_upkeep.py, 7-7-11: the Koa'ki Meiru monsters), which each language's catalogue takes from
here (`MESSAGES.update(END_UPKEEP["de"])`), in the terms of each language's cards (vorzeigen,
mostrar, révéler, rivelare)."""
from __future__ import annotations

from ...core.catalogue import Message

END_UPKEEP: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.keep_late": "The monsters of {player} asked their price as the End Phase "
                             "began: name the cards under keep on the action that enters it.",
        "end_upkeep.send": "End Phase: {player} sends {given} from their hand to the Graveyard, "
                           "and {card} stays on the field, as its text asks.",
        "end_upkeep.reveal": "End Phase: {player} reveals {given} from their hand, and {card} "
                             "stays on the field, as its text asks.",
        "end_upkeep.destroyed": "End Phase: {player} neither sends nor reveals a card {card} "
                                "asks for, so it is destroyed.",
        "end_upkeep.not_destroyed": "End Phase: {card} would be destroyed, as its text asks, "
                                    "but card effects cannot destroy it.",
        "end_upkeep.negated": "End Phase: {card}'s effects are negated, so it asks for nothing "
                              "and stays on the field.",
        "illegal.keep_unfit": "{card} cannot keep a monster on the field: none of {player}'s "
                              "face-up monsters asks for such a card in this End Phase.",
        "input.ygo.end_upkeep_from_hand": "each way to keep the monster is 1 card sent from "
                                          "the hand to the Graveyard or revealed in the hand "
                                          "(do: send or reveal, from: hand)",
    },
    "de": {
        "illegal.keep_late": "Die Monster von {player} haben ihren Preis zu Beginn der End "
                             "Phase verlangt: Die Karten unter keep bei der Aktion angeben, "
                             "die sie beginnt.",
        "end_upkeep.send": "End Phase: {player} legt {given:den} von der Hand auf den Friedhof, "
                           "und {card:der} bleibt auf dem Spielfeld, wie sein Text verlangt.",
        "end_upkeep.reveal": "End Phase: {player} zeigt {given:den} aus der Hand vor, und "
                             "{card:der} bleibt auf dem Spielfeld, wie sein Text verlangt.",
        "end_upkeep.destroyed": "End Phase: {player} legt keine Karte ab und zeigt keine vor, "
                                "die {card:der} verlangt; es wird zerstört.",
        "end_upkeep.not_destroyed": "End Phase: {card:der} müsste zerstört werden, wie sein "
                                    "Text verlangt, aber Karteneffekte können es nicht "
                                    "zerstören.",
        "end_upkeep.negated": "End Phase: Die Effekte {card:vom} sind annulliert; es verlangt "
                              "nichts und bleibt auf dem Spielfeld.",
        "illegal.keep_unfit": "{card:der} kann kein Monster auf dem Spielfeld halten: Keines "
                              "der offenen Monster von {player} verlangt in dieser End Phase "
                              "eine solche Karte.",
        "input.ygo.end_upkeep_from_hand": "jede Art, das Monster zu halten, ist 1 Karte, die "
                                          "von der Hand auf den Friedhof gelegt oder aus der "
                                          "Hand vorgezeigt wird (do: send oder reveal, from: "
                                          "hand)",
    },
    "es": {
        "illegal.keep_late": "Los monstruos de {player} pidieron su precio al empezar la End "
                             "Phase: indicar las cartas en keep en la acción que la empieza.",
        "end_upkeep.send": "End Phase: {player} manda {given:el} de su mano al Cementerio, y "
                           "{card:el} permanece en el Campo, como pide su texto.",
        "end_upkeep.reveal": "End Phase: {player} muestra {given:el} de su mano, y {card:el} "
                             "permanece en el Campo, como pide su texto.",
        "end_upkeep.destroyed": "End Phase: {player} no manda ni muestra ninguna carta de las "
                                "que pide {card:el}, así que se destruye.",
        "end_upkeep.not_destroyed": "End Phase: la carta {card:el} debería destruirse, como "
                                    "pide su texto, pero los efectos de cartas no pueden "
                                    "destruirla.",
        "end_upkeep.negated": "End Phase: los efectos {card:del} están negados, así que no "
                              "pide nada y permanece en el Campo.",
        "illegal.keep_unfit": "{card:el} no puede mantener ningún monstruo en el Campo: "
                              "ninguno de los monstruos boca arriba de {player} pide una carta "
                              "así en esta End Phase.",
        "input.ygo.end_upkeep_from_hand": "cada forma de mantener el monstruo es 1 carta "
                                          "mandada de la mano al Cementerio o mostrada en la "
                                          "mano (do: send o reveal, from: hand)",
    },
    "fr": {
        "illegal.keep_late": "Les monstres de {player} ont demandé leur prix au début de la "
                             "End Phase : indiquer les cartes sous keep sur l'action qui y "
                             "entre.",
        "end_upkeep.send": "End Phase : {player} envoie {given:le} de sa main au Cimetière, et "
                           "{card:le} reste sur le Terrain, comme son texte le demande.",
        "end_upkeep.reveal": "End Phase : {player} révèle {given:le} de sa main, et {card:le} "
                             "reste sur le Terrain, comme son texte le demande.",
        "end_upkeep.destroyed": "End Phase : {player} n'envoie ni ne révèle aucune des cartes "
                                "que demande {card:le} ; la carte est détruite.",
        "end_upkeep.not_destroyed": "End Phase : la carte {card:le} devrait être détruite, "
                                    "comme son texte le demande, mais les effets de cartes ne "
                                    "peuvent pas la détruire.",
        "end_upkeep.negated": "End Phase : les effets {card:du} sont annulés ; la carte ne "
                              "demande rien et reste sur le Terrain.",
        "illegal.keep_unfit": "{card:le} ne peut garder aucun monstre sur le Terrain : aucun "
                              "des monstres face recto de {player} ne demande une telle carte "
                              "pendant cette End Phase.",
        "input.ygo.end_upkeep_from_hand": "chaque façon de garder le monstre est 1 carte "
                                          "envoyée de la main au Cimetière ou révélée dans la "
                                          "main (do: send ou reveal, from: hand)",
    },
    "it": {
        "illegal.keep_late": "I mostri di {player} hanno chiesto il loro prezzo all'inizio "
                             "della End Phase: indicare le carte in keep nell'azione che la "
                             "inizia.",
        "end_upkeep.send": "End Phase: {player} manda {given:il} dalla mano nel Cimitero, e "
                           "{card:il} resta sul Terreno, come chiede il suo testo.",
        "end_upkeep.reveal": "End Phase: {player} rivela {given:il} dalla mano, e {card:il} "
                             "resta sul Terreno, come chiede il suo testo.",
        "end_upkeep.destroyed": "End Phase: {player} non manda né rivela nessuna delle carte "
                                "che chiede {card:il}; la carta viene distrutta.",
        "end_upkeep.not_destroyed": "End Phase: la carta {card:il} dovrebbe essere distrutta, "
                                    "come chiede il suo testo, ma gli effetti delle carte non "
                                    "possono distruggerla.",
        "end_upkeep.negated": "End Phase: gli effetti {card:del} sono annullati; la carta non "
                              "chiede nulla e resta sul Terreno.",
        "illegal.keep_unfit": "{card:il} non può mantenere alcun mostro sul Terreno: nessuno "
                              "dei mostri scoperti di {player} chiede una carta simile in "
                              "questa End Phase.",
        "input.ygo.end_upkeep_from_hand": "ogni modo di mantenere il mostro è 1 carta mandata "
                                          "dalla mano nel Cimitero o rivelata nella mano (do: "
                                          "send o reveal, from: hand)",
    },
}
