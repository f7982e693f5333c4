"""The words of a monster's effects on its own battles: the monster it destroys by battle
banished instead of going to the Graveyard (battle_banish.py, 12-8-8), its attacks "on
monsters" only (monster_attacks.py, 12-3-24), its Trigger Effects after damage calculation
(after_damage.py, 12-4-4), which each language's catalogue takes from
here (`MESSAGES.update(BATTLE_EXTRAS["de"])`), in the terms of each language's cards
(verbannen, Friedhof, direkt angreifen; desterrar, Cementerio, atacar directamente; bannir,
Cimetière, attaquer directement; bandire, Cimitero, attaccare direttamente)."""
from __future__ import annotations

from ...core.catalogue import Message

BATTLE_EXTRAS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.after_damage_battled": "after damage calculation, this card having battled",
        "trigger_event.after_damage_battled_monster": "after damage calculation, this card having "
                                                      "battled a monster",
        "trigger_event.after_damage_attacked": "after damage calculation, this card having been "
                                               "attacked by a monster",
        "trigger_event.after_damage_destroyed_monster": "after damage calculation, this card "
                                                        "having destroyed a monster by battle",
        "trigger_event.after_damage_destroyed_by_battle": "after damage calculation, this card "
                                                          "having been destroyed by battle",
        "destroyed.by_battle.battle_banished": "Destroyed by battle with {source}: {card} is "
                                               "banished instead of going to the Graveyard, "
                                               "as the text of {source} says.",
        "illegal.monster_attacks.direct": "{card} has already attacked this Battle Phase: the "
                                          "further attacks its text allows are on monsters "
                                          "only, never directly.",
        "illegal.monster_attacks.after_direct": "{card} attacked directly this turn: the "
                                                "further attacks its text allows are on "
                                                "monsters only, and it cannot attack again.",
    },
    "de": {
        "trigger_event.after_damage_battled": "nach der Schadensberechnung, in der diese Karte "
                                              "gekämpft hat",
        "trigger_event.after_damage_battled_monster": "nach der Schadensberechnung, in der diese "
                                                      "Karte gegen ein Monster gekämpft hat",
        "trigger_event.after_damage_attacked": "nach der Schadensberechnung, in der diese Karte "
                                               "von einem Monster angegriffen wurde",
        "trigger_event.after_damage_destroyed_monster": "nach der Schadensberechnung, in der "
                                                        "diese Karte ein Monster durch Kampf "
                                                        "zerstört hat",
        "trigger_event.after_damage_destroyed_by_battle": "nach der Schadensberechnung, in der "
                                                          "diese Karte durch Kampf zerstört wurde",
        "destroyed.by_battle.battle_banished": "Durch Kampf mit {source:dem} zerstört: "
                                               "{card:der} wird laut Text {source:vom} "
                                               "verbannt, statt auf den Friedhof gelegt zu "
                                               "werden.",
        "illegal.monster_attacks.direct": "{card:der} hat in dieser Battle Phase bereits "
                                          "angegriffen: Die weiteren Angriffe, die sein Text "
                                          "erlaubt, gelten nur Monstern, nie direkt.",
        "illegal.monster_attacks.after_direct": "{card:der} hat in diesem Spielzug direkt "
                                                "angegriffen: Die weiteren Angriffe, die sein "
                                                "Text erlaubt, gelten nur Monstern, und es kann "
                                                "nicht erneut angreifen.",
    },
    "es": {
        "trigger_event.after_damage_battled": "después del cálculo de daño en que esta carta "
                                              "batalló",
        "trigger_event.after_damage_battled_monster": "después del cálculo de daño en que esta "
                                                      "carta batalló con un monstruo",
        "trigger_event.after_damage_attacked": "después del cálculo de daño en que esta carta fue "
                                               "atacada por un monstruo",
        "trigger_event.after_damage_destroyed_monster": "después del cálculo de daño en que esta "
                                                        "carta destruyó a un monstruo en batalla",
        "trigger_event.after_damage_destroyed_by_battle": "después del cálculo de daño en que "
                                                          "esta carta fue destruida en batalla",
        "destroyed.by_battle.battle_banished": "Destruido en batalla con la carta "
                                               "{source:el}: la carta {card:el} es desterrada "
                                               "en vez de ir al Cementerio, como dice el texto "
                                               "{source:del}.",
        "illegal.monster_attacks.direct": "La carta {card:el} ya ha atacado en esta Battle "
                                          "Phase: los demás ataques que permite su texto son "
                                          "solo a monstruos, nunca directamente.",
        "illegal.monster_attacks.after_direct": "La carta {card:el} atacó directamente este "
                                                "turno: los demás ataques que permite su texto "
                                                "son solo a monstruos, y no puede volver a "
                                                "atacar.",
    },
    "fr": {
        "trigger_event.after_damage_battled": "après le calcul des dommages où cette carte a "
                                              "combattu",
        "trigger_event.after_damage_battled_monster": "après le calcul des dommages où cette "
                                                      "carte a combattu un monstre",
        "trigger_event.after_damage_attacked": "après le calcul des dommages où cette carte a été "
                                               "attaquée par un monstre",
        "trigger_event.after_damage_destroyed_monster": "après le calcul des dommages où cette "
                                                        "carte a détruit un monstre au combat",
        "trigger_event.after_damage_destroyed_by_battle": "après le calcul des dommages où cette "
                                                          "carte a été détruite au combat",
        "destroyed.by_battle.battle_banished": "Détruit au combat avec la carte {source:le} : "
                                               "la carte {card:le} est bannie au lieu d'aller "
                                               "au Cimetière, comme le dit le texte "
                                               "{source:du}.",
        "illegal.monster_attacks.direct": "La carte {card:le} a déjà attaqué pendant cette "
                                          "Battle Phase : les autres attaques que permet son "
                                          "texte visent seulement des monstres, jamais "
                                          "directement.",
        "illegal.monster_attacks.after_direct": "La carte {card:le} a attaqué directement ce "
                                                "tour : les autres attaques que permet son "
                                                "texte visent seulement des monstres, et elle "
                                                "ne peut plus attaquer.",
    },
    "it": {
        "trigger_event.after_damage_battled": "dopo il calcolo dei danni in cui questa carta ha "
                                              "combattuto",
        "trigger_event.after_damage_battled_monster": "dopo il calcolo dei danni in cui questa "
                                                      "carta ha combattuto un mostro",
        "trigger_event.after_damage_attacked": "dopo il calcolo dei danni in cui questa carta è "
                                               "stata attaccata da un mostro",
        "trigger_event.after_damage_destroyed_monster": "dopo il calcolo dei danni in cui questa "
                                                        "carta ha distrutto un mostro in "
                                                        "battaglia",
        "trigger_event.after_damage_destroyed_by_battle": "dopo il calcolo dei danni in cui "
                                                          "questa carta è stata distrutta in "
                                                          "battaglia",
        "destroyed.by_battle.battle_banished": "Distrutto in battaglia con la carta "
                                               "{source:il}: la carta {card:il} viene bandita "
                                               "invece di andare nel Cimitero, come dice il "
                                               "testo {source:del}.",
        "illegal.monster_attacks.direct": "La carta {card:il} ha già attaccato in questa "
                                          "Battle Phase: gli altri attacchi che il suo testo "
                                          "consente sono solo contro mostri, mai "
                                          "direttamente.",
        "illegal.monster_attacks.after_direct": "La carta {card:il} ha attaccato direttamente "
                                                "in questo turno: gli altri attacchi che il suo "
                                                "testo consente sono solo contro mostri, e non "
                                                "può attaccare di nuovo.",
    },
}
