"""The words of a monster's own text on when it may attack (toons.py, 12-3-15): "Cannot attack
the turn it is Summoned." (and Normal, Special Summoned), which each language's catalogue takes
from here (`MESSAGES.update(TOONS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TOONS: dict[str, dict[str, Message]] = {
    "en": {
        "attack_cost.pay_lp": "{player} pays {amount} LP to declare an attack with {card}, as "
                              "its text asks ({lp}).",
        "illegal.attack_toons_first": "{card} cannot attack {target}: while its opponent "
                                      "controls a Toon monster, its text lets it target only a "
                                      "Toon monster for its attacks.",
        "destroyed_with.destroyed": "{gone} was destroyed on the field, so {card} is destroyed, "
                                    "as its text says.",
        "destroyed_with.not_destroyed": "{gone} was destroyed on the field, so {card} would be "
                                        "destroyed, as its text says, but card effects cannot "
                                        "destroy it.",
        "illegal.attack_summoned_turn.summoned": "{card} cannot attack: its text forbids it in "
                                                 "the turn it is Summoned.",
        "illegal.attack_summoned_turn.normal": "{card} cannot attack: its text forbids it in the "
                                               "turn it is Normal Summoned.",
        "illegal.attack_summoned_turn.special": "{card} cannot attack: its text forbids it in the "
                                                "turn it is Special Summoned.",
    },
    "de": {
        "attack_cost.pay_lp": "{player} zahlt {amount} LP, um mit {card:dem} einen Angriff zu "
                              "deklarieren, wie sein Text verlangt ({lp}).",
        "illegal.attack_toons_first": "{card:der} kann {target:den} nicht angreifen: Solange "
                                      "der Gegner ein Toon-Monster kontrolliert, darf "
                                      "{card:er|sie|es} laut Text nur Toon-Monster als "
                                      "Angriffsziel wählen.",
        "destroyed_with.destroyed": "{gone:der} wurde auf dem Spielfeld zerstört, daher wird "
                                    "{card:der} zerstört, wie sein Text sagt.",
        "destroyed_with.not_destroyed": "{gone:der} wurde auf dem Spielfeld zerstört, daher "
                                        "müsste {card:der} zerstört werden, wie sein Text sagt, "
                                        "aber Karteneffekte können {card:ihn|sie|es} nicht "
                                        "zerstören.",
        "illegal.attack_summoned_turn.summoned": "{card:der} kann nicht angreifen: Der Text "
                                                 "verbietet es in dem Spielzug, in dem "
                                                 "{card:er|sie|es} beschworen wird.",
        "illegal.attack_summoned_turn.normal": "{card:der} kann nicht angreifen: Der Text "
                                               "verbietet es in dem Spielzug, in dem "
                                               "{card:er|sie|es} als Normalbeschwörung beschworen "
                                               "wird.",
        "illegal.attack_summoned_turn.special": "{card:der} kann nicht angreifen: Der Text "
                                                "verbietet es in dem Spielzug, in dem "
                                                "{card:er|sie|es} als Spezialbeschwörung "
                                                "beschworen wird.",
    },
    "es": {
        "attack_cost.pay_lp": "{player} paga {amount} LP para declarar un ataque con "
                              "{card:el}, como exige su texto ({lp}).",
        "illegal.attack_toons_first": "{card:el} no puede atacar {target:al}: mientras el "
                                      "adversario controle un monstruo Toon, su texto solo le "
                                      "permite seleccionar un monstruo Toon como objetivo de "
                                      "sus ataques.",
        "destroyed_with.destroyed": "{gone:el} fue {gone:destruido|destruida} en el Campo, así "
                                    "que {card:el} se destruye, como dice su texto.",
        "destroyed_with.not_destroyed": "{gone:el} fue {gone:destruido|destruida} en el Campo, "
                                        "así que {card:el} debería destruirse, como dice su "
                                        "texto, pero los efectos de cartas no pueden "
                                        "{card:destruirlo|destruirla}.",
        "illegal.attack_summoned_turn.summoned": "{card:el} no puede atacar: su texto lo prohíbe "
                                                 "en el turno en que es {card:Invocado|Invocada}.",
        "illegal.attack_summoned_turn.normal": "{card:el} no puede atacar: su texto lo prohíbe en "
                                               "el turno en que es {card:Invocado|Invocada} de "
                                               "Modo Normal.",
        "illegal.attack_summoned_turn.special": "{card:el} no puede atacar: su texto lo prohíbe "
                                                "en el turno en que es {card:Invocado|Invocada} "
                                                "de Modo Especial.",
    },
    "fr": {
        "attack_cost.pay_lp": "{player} paie {amount} LP pour déclarer une attaque avec "
                              "{card:le}, comme l'exige son texte ({lp}).",
        "illegal.attack_toons_first": "{card:le} ne peut pas attaquer {target:le} : tant que "
                                      "l'adversaire contrôle un monstre Toon, son texte ne lui "
                                      "permet de cibler qu'un monstre Toon pour ses attaques.",
        "destroyed_with.destroyed": "{gone:le} a été {gone:détruit|détruite} sur le Terrain, donc "
                                    "{card:le} est {card:détruit|détruite}, comme le dit son "
                                    "texte.",
        "destroyed_with.not_destroyed": "{gone:le} a été {gone:détruit|détruite} sur le Terrain, "
                                        "donc {card:le} devrait être {card:détruit|détruite}, "
                                        "comme le dit son texte, mais les effets de carte ne "
                                        "peuvent pas {card:le|la} détruire.",
        "illegal.attack_summoned_turn.summoned": "{card:le} ne peut pas attaquer : son texte "
                                                 "l'interdit durant le tour où {card:il|elle} est "
                                                 "{card:Invoqué|Invoquée}.",
        "illegal.attack_summoned_turn.normal": "{card:le} ne peut pas attaquer : son texte "
                                               "l'interdit durant le tour où {card:il|elle} est "
                                               "{card:Invoqué|Invoquée} Normalement.",
        "illegal.attack_summoned_turn.special": "{card:le} ne peut pas attaquer : son texte "
                                                "l'interdit durant le tour où {card:il|elle} est "
                                                "{card:Invoqué|Invoquée} Spécialement.",
    },
    "it": {
        "attack_cost.pay_lp": "{player} paga {amount} LP per dichiarare un attacco con "
                              "{card:il}, come richiede il suo testo ({lp}).",
        "illegal.attack_toons_first": "{card:il} non può attaccare {target:il}: finché "
                                      "l'avversario controlla un mostro Toon, il suo testo gli "
                                      "permette di scegliere come bersaglio dei suoi attacchi "
                                      "solo un mostro Toon.",
        "destroyed_with.destroyed": "{gone:il} è {gone:stato distrutto|stata distrutta} sul "
                                    "Terreno, quindi {card:il} viene {card:distrutto|distrutta}, "
                                    "come dice il suo testo.",
        "destroyed_with.not_destroyed": "{gone:il} è {gone:stato distrutto|stata distrutta} sul "
                                        "Terreno, quindi {card:il} dovrebbe essere "
                                        "{card:distrutto|distrutta}, come dice il suo testo, ma "
                                        "gli effetti delle carte non possono "
                                        "{card:distruggerlo|distruggerla}.",
        "illegal.attack_summoned_turn.summoned": "{card:il} non può attaccare: il suo testo lo "
                                                 "vieta nel turno in cui viene "
                                                 "{card:Evocato|Evocata}.",
        "illegal.attack_summoned_turn.normal": "{card:il} non può attaccare: il suo testo lo "
                                               "vieta nel turno in cui viene "
                                               "{card:Evocato|Evocata} Normalmente.",
        "illegal.attack_summoned_turn.special": "{card:il} non può attaccare: il suo testo lo "
                                                "vieta nel turno in cui viene "
                                                "{card:Evocato|Evocata} Specialmente.",
    },
}
