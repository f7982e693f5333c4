"""The words of "up to N" count steps (optcg/up_to.py) in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(UP_TO["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

UP_TO: dict[str, dict[str, Message]] = {
    "en": {
        "up_to_most": "{effect} says \"up to {most}\": the scenario names no number, so "
                      "{most} (the player may have taken fewer, even 0).",
        "up_to_taken": "{effect} says \"up to {most}\": the player takes {count}.",
        "illegal.no_up_to": "{card} has no \"up to\" step in the effect this action uses, so "
                            "the action cannot say how many the player takes.",
        "illegal.take_too_many_numbers": "{effect} has {count} \"up to\" {count:step|steps}: the "
                                         "action "
                                         "names more numbers than that.",
        "illegal.take_above_up_to": "{effect} says \"up to {most}\": the player cannot take "
                                    "{number}.",
    },
    "de": {
        "up_to_most": "{effect} sagt „bis zu {most}“: Das Szenario nennt keine Zahl, also "
                      "{most} (der Spieler hätte auch weniger nehmen können, sogar 0).",
        "up_to_taken": "{effect} sagt „bis zu {most}“: Der Spieler nimmt {count}.",
        "illegal.no_up_to": "{card:der} hat im Effekt, den diese Aktion nutzt, keinen Schritt „bis "
                            "zu“, also kann die Aktion nicht sagen, wie viele der Spieler nimmt.",
        "illegal.take_too_many_numbers": "{effect} hat {count} {count:Schritt|Schritte} „bis zu“: "
                                         "Die Aktion "
                                         "nennt mehr Zahlen als das.",
        "illegal.take_above_up_to": "{effect} sagt „bis zu {most}“: Der Spieler kann nicht "
                                    "{number} nehmen.",
    },
    "es": {
        "up_to_most": "{effect} dice «hasta {most}»: el escenario no indica ningún número, así "
                      "que {most} (el jugador podría haber elegido menos, incluso 0).",
        "up_to_taken": "{effect} dice «hasta {most}»: el jugador elige {count}.",
        "illegal.no_up_to": "{card:el} no tiene ningún paso «hasta» en el efecto que usa esta "
                            "acción, así que la acción no puede decir cuántos elige el jugador.",
        "illegal.take_too_many_numbers": "{effect} tiene {count} {count:paso|pasos} «hasta»: la "
                                         "acción "
                                         "indica más números.",
        "illegal.take_above_up_to": "{effect} dice «hasta {most}»: el jugador no puede elegir "
                                    "{number}.",
    },
    "it": {
        "up_to_most": "{effect} dice «fino a {most}»: lo scenario non indica alcun numero, "
                      "quindi {most} (il giocatore avrebbe potuto sceglierne meno, anche 0).",
        "up_to_taken": "{effect} dice «fino a {most}»: il giocatore ne sceglie {count}.",
        "illegal.no_up_to": "{card:il} non ha alcun passo «fino a» nell'effetto usato da questa "
                            "azione, quindi l'azione non può dire quanti ne sceglie il giocatore.",
        "illegal.take_too_many_numbers": "{effect} ha {count} {count:passo|passi} «fino a»: "
                                         "l'azione indica "
                                         "più numeri.",
        "illegal.take_above_up_to": "{effect} dice «fino a {most}»: il giocatore non può "
                                    "sceglierne {number}.",
    },
    "fr": {
        "up_to_most": "{effect} dit « jusqu'à {most} » : le scénario n'indique aucun nombre, "
                      "donc {most} (le joueur aurait pu en choisir moins, même 0).",
        "up_to_taken": "{effect} dit « jusqu'à {most} » : le joueur en choisit {count}.",
        "illegal.no_up_to": "{card:le} n'a aucune étape « jusqu'à » dans l'effet que cette action "
                            "utilise : l'action ne peut pas dire combien le joueur en choisit.",
        "illegal.take_too_many_numbers": "{effect} a {count} {count:étape|étapes} « jusqu'à » : "
                                         "l'action "
                                         "indique plus de nombres.",
        "illegal.take_above_up_to": "{effect} dit « jusqu'à {most} » : le joueur ne peut pas en "
                                    "choisir {number}.",
    },
}
