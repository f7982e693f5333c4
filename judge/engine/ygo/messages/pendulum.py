"""The words of Pendulum Scales (pendulum.py, 3-6, 5-1-6): a Pendulum Monster in a Pendulum Zone,
treated as a Spell Card, whose Pendulum Effect is activated there and whose monster effects are
not. Each language's catalogue takes them from here (`MESSAGES.update(PENDULUM["de"])`), in the
terms its cards print (Pendelzone, Zona de Péndulo, Zone Pendule, Zona Pendulum)."""
from __future__ import annotations

from ...core.catalogue import Message

PENDULUM: dict[str, dict[str, Message]] = {
    "en": {
        "activation.pendulum": "{player} activates the Pendulum Effect of {card} in the "
                               "Pendulum Zone, a Spell Card's effect (Spell Speed {speed})",
        "illegal.pendulum_timing": "The Pendulum Effect of {card} is a Spell Card's effect of "
                                   "Spell Speed 1: it can only be activated in its "
                                   "controller's own Main Phase, as Chain Link 1 while no "
                                   "chain is open.",
        "illegal.pendulum_effect_not_scale": "This is the Pendulum Effect of {card}: it is "
                                             "activated only while the card is in a Pendulum "
                                             "Zone, and it is in {zone}.",
        "illegal.monster_effect_of_scale": "{card} is in a Pendulum Zone, treated as a Spell "
                                           "Card: only its Pendulum Effect can be activated "
                                           "there, not its monster effects.",
        "kind.pendulum_effect": "Pendulum Effect, a Spell Card's effect",
        "input.ygo.too_many_pendulum_scales": "a player has two Pendulum Zones: at most 2 "
                                              "Pendulum Monsters in `spells_traps` ({rule})",
    },
    "de": {
        "activation.pendulum": "{player} aktiviert den Pendeleffekt {card:vom} in der "
                               "Pendelzone, den Effekt einer Zauberkarte "
                               "(Zaubergeschwindigkeit {speed})",
        "illegal.pendulum_timing": "Der Pendeleffekt {card:vom} ist der Effekt einer "
                                   "Zauberkarte mit Zaubergeschwindigkeit 1: Er kann nur in "
                                   "der eigenen Main Phase seines Beherrschers als "
                                   "Kettenglied 1 aktiviert werden, solange keine Kette offen "
                                   "ist.",
        "illegal.pendulum_effect_not_scale": "Dies ist der Pendeleffekt {card:vom}: Er wird "
                                             "nur aktiviert, während die Karte in einer "
                                             "Pendelzone liegt, und sie liegt in {zone}.",
        "illegal.monster_effect_of_scale": "{card:der} liegt in einer Pendelzone und wird als "
                                           "Zauberkarte behandelt: Dort kann nur ihr "
                                           "Pendeleffekt aktiviert werden, nicht ihre "
                                           "Monstereffekte.",
        "kind.pendulum_effect": "Pendeleffekt, der Effekt einer Zauberkarte",
        "input.ygo.too_many_pendulum_scales": "ein Spieler hat zwei Pendelzonen: höchstens 2 "
                                              "Pendelmonster in `spells_traps` ({rule})",
    },
    "es": {
        "activation.pendulum": "{player} activa el efecto de Péndulo {card:del} en la Zona de "
                               "Péndulo, un efecto de Carta Mágica (Velocidad de Hechizo "
                               "{speed})",
        "illegal.pendulum_timing": "El efecto de Péndulo {card:del} es un efecto de Carta "
                                   "Mágica de Velocidad de Hechizo 1: solo se puede activar "
                                   "en la Main Phase de su controlador, como Eslabón de "
                                   "Cadena 1 sin ninguna Cadena abierta.",
        "illegal.pendulum_effect_not_scale": "Este es el efecto de Péndulo {card:del}: solo se "
                                             "activa mientras la carta está en una Zona de "
                                             "Péndulo, y está en {zone}.",
        "illegal.monster_effect_of_scale": "{card:el} está en una Zona de Péndulo y se trata "
                                           "como una Carta Mágica: allí solo se puede "
                                           "activar su efecto de Péndulo, no sus efectos de "
                                           "monstruo.",
        "kind.pendulum_effect": "efecto de Péndulo, un efecto de Carta Mágica",
        "input.ygo.too_many_pendulum_scales": "un jugador tiene dos Zonas de Péndulo: como "
                                              "máximo 2 Monstruos de Péndulo en "
                                              "`spells_traps` ({rule})",
    },
    "fr": {
        "activation.pendulum": "{player} active l'effet Pendule {card:du} dans la Zone "
                               "Pendule, un effet de Carte Magie (Vitesse de Sort {speed})",
        "illegal.pendulum_timing": "L'effet Pendule {card:du} est un effet de Carte Magie de "
                                   "Vitesse de Sort 1 : il ne s'active que pendant la Main "
                                   "Phase de son contrôleur, comme Maillon de la Chaîne 1, "
                                   "quand aucune Chaîne n'est ouverte.",
        "illegal.pendulum_effect_not_scale": "C'est l'effet Pendule {card:du} : il ne s'active "
                                             "que tant que la carte est dans une Zone "
                                             "Pendule, et elle est dans {zone}.",
        "illegal.monster_effect_of_scale": "{card:le} est dans une Zone Pendule, traité comme "
                                           "une Carte Magie : seul son effet Pendule peut "
                                           "s'y activer, pas ses effets de monstre.",
        "kind.pendulum_effect": "effet Pendule, un effet de Carte Magie",
        "input.ygo.too_many_pendulum_scales": "un joueur a deux Zones Pendule : au plus 2 "
                                              "Monstres Pendule dans `spells_traps` ({rule})",
    },
    "it": {
        "activation.pendulum": "{player} attiva l'effetto Pendulum {card:del} nella Zona "
                               "Pendulum, un effetto di Carta Magia (Velocità di Magia "
                               "{speed})",
        "illegal.pendulum_timing": "L'effetto Pendulum {card:del} è un effetto di Carta Magia "
                                   "con Velocità di Magia 1: si può attivare solo nella Main "
                                   "Phase del suo controllore, come Anello della Catena 1 "
                                   "quando nessuna Catena è aperta.",
        "illegal.pendulum_effect_not_scale": "Questo è l'effetto Pendulum {card:del}: si "
                                             "attiva solo mentre la carta è in una Zona "
                                             "Pendulum, e si trova in {zone}.",
        "illegal.monster_effect_of_scale": "{card:il} è in una Zona Pendulum e viene "
                                           "considerato una Carta Magia: lì si può attivare "
                                           "solo il suo effetto Pendulum, non i suoi effetti "
                                           "di mostro.",
        "kind.pendulum_effect": "effetto Pendulum, un effetto di Carta Magia",
        "input.ygo.too_many_pendulum_scales": "un giocatore ha due Zone Pendulum: al massimo "
                                              "2 Mostri Pendulum in `spells_traps` ({rule})",
    },
}
