"""The words of cards that stay for a while, of what they hold and of what they need to stay
(timers.py, 10-5-4; holds.py, 10-4-5; kept.py, 5-4-6), which each language's catalogue takes
from here (`MESSAGES.update(TRAPMON["de"])`), in the terms of each language's cards (Spielfeld,
Campo, Terrain, Terreno; Friedhof, Cementerio, Cimetière, Cimitero)."""
from __future__ import annotations

from ...core.catalogue import Message

TRAPMON: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.placed_only_by": "{card} can be neither activated nor Set: its text says "
                                  "only the effect of \"{name}\" places it on the field.",
        "illegal.held_no_attack_target": "{card} cannot be chosen as an attack target: "
                                         "{source} holds it.",
        "kept.destroyed": "{card} no longer has what its text needs to stay on the field: it "
                          "is destroyed.",
        "hold.negated": "{monster} has its effects negated for as long as {card} holds it.",
        "timer.counted": "{card} counts this phase: {count} of the {total} its text names "
                         "since its activation.",
        "timer.destroy": "{card} has stayed for the {count} phases its text names since its "
                         "activation: it is destroyed.",
        "timer.send": "{card} has stayed for the {count} phases its text names since its "
                      "activation: it is sent to the GY.",
    },
    "de": {
        "illegal.placed_only_by": "{card:der} kann weder aktiviert noch gesetzt werden: Laut "
                                  "ihrem Text legt nur der Effekt von „{name}“ sie aufs "
                                  "Spielfeld.",
        "illegal.held_no_attack_target": "{card:der} kann nicht als Angriffsziel gewählt "
                                         "werden: {source:der} hält es fest.",
        "kept.destroyed": "Was der Text {card:vom} zum Verbleiben auf dem Spielfeld verlangt, "
                          "ist nicht mehr gegeben: {card:der} wird zerstört.",
        "hold.negated": "Die Effekte {monster:vom} werden annulliert, solange {card:der} "
                        "es festhält.",
        "timer.counted": "{card:der} zählt diese Phase: {count} von {total}, die ihr Text "
                         "seit ihrer Aktivierung nennt.",
        "timer.destroy": "{card:der} ist die {count} Phasen geblieben, die ihr Text seit ihrer "
                         "Aktivierung nennt: Sie wird zerstört.",
        "timer.send": "{card:der} ist die {count} Phasen geblieben, die ihr Text seit ihrer "
                      "Aktivierung nennt: Sie wird auf den Friedhof gelegt.",
    },
    "es": {
        "illegal.placed_only_by": "{card:el} no puede activarse ni Colocarse: según su "
                                  "texto, solo el efecto de «{name}» la coloca en el Campo.",
        "illegal.held_no_attack_target": "{card:el} no puede ser elegido como objetivo de "
                                         "un ataque: {source:el} lo retiene.",
        "kept.destroyed": "Lo que el texto {card:del} exige para seguir en el Campo ya no se "
                          "da: {card:el} se destruye.",
        "hold.negated": "Los efectos {monster:del} quedan negados mientras {card:el} lo "
                        "retenga.",
        "timer.counted": "{card:el} cuenta esta fase: {count} de las {total} que nombra su "
                         "texto desde su activación.",
        "timer.destroy": "{card:el} ha permanecido las {count} fases que nombra su texto desde "
                         "su activación: se destruye.",
        "timer.send": "{card:el} ha permanecido las {count} fases que nombra su texto desde su "
                      "activación: se manda al Cementerio.",
    },
    "fr": {
        "illegal.placed_only_by": "{card:le} ne peut être ni activée ni Posée : d'après son "
                                  "texte, seul l'effet de « {name} » la place sur le Terrain.",
        "illegal.held_no_attack_target": "{card:le} ne peut pas être choisi comme cible "
                                         "d'une attaque : {source:le} le retient.",
        "kept.destroyed": "Ce que le texte {card:du} exige pour rester sur le Terrain n'est "
                          "plus réuni : {card:le} est {card:détruit|détruite}.",
        "hold.negated": "Les effets {monster:du} sont annulés tant que {card:le} le retient.",
        "timer.counted": "{card:le} compte cette phase : {count} sur les {total} que son texte "
                         "nomme depuis son activation.",
        "timer.destroy": "{card:le} est restée les {count} phases que son texte nomme depuis son "
                         "activation : elle est détruite.",
        "timer.send": "{card:le} est restée les {count} phases que son texte nomme depuis son "
                      "activation : elle est envoyée au Cimetière.",
    },
    "it": {
        "illegal.placed_only_by": "{card:il} non può essere né attivata né posizionata: "
                                  "secondo il suo testo, solo l'effetto di \"{name}\" la mette "
                                  "sul Terreno.",
        "illegal.held_no_attack_target": "{card:il} non può essere scelto come bersaglio "
                                         "di un attacco: {source:il} lo trattiene.",
        "kept.destroyed": "Ciò che il testo {card:del} richiede per restare sul Terreno non è "
                          "più soddisfatto: {card:il} viene {card:distrutto|distrutta}.",
        "hold.negated": "Gli effetti {monster:del} sono annullati finché {card:il} lo "
                        "trattiene.",
        "timer.counted": "{card:il} conta questa fase: {count} delle {total} che il suo testo "
                         "nomina dalla sua attivazione.",
        "timer.destroy": "{card:il} è rimasta per le {count} fasi che il suo testo nomina "
                         "dalla sua attivazione: viene distrutta.",
        "timer.send": "{card:il} è rimasta per le {count} fasi che il suo testo nomina dalla "
                      "sua attivazione: viene mandata al Cimitero.",
    },
}
