"""The words of the Trigger Effects answering a monster's face-up departure from the field
(`face_up_left_field`, 5-1-12), its arrival in the hand (`added_to_hand`,
`added_from_deck_by_effect`, 5-1-14) and its own change of battle position
(`changed_to_defense`, `changed_to_attack`, `position_changed`, 9-2-9), its being sent to
the GY as a monster effect's cost (`sent_for_monster_cost`, 5-2-23), and of the Quick
Effects answering an activation that targets it (`during: targeted...`, 5-1-13), which each
language's catalogue takes from here (`MESSAGES.update(OWN_EVENTS["de"])`), in the terms of
each language's cards (offen, verlässt das Spielfeld, als Ziel wählt, Linkmonster,
Kampfposition; boca arriba, deja el Campo, selecciona, Monstruo de Enlace; face recto, quitte
le Terrain, cible, Monstre Lien; scoperta, lascia il Terreno, sceglie come bersaglio, Mostro
Link)."""
from __future__ import annotations

from ...core.catalogue import Message

OWN_EVENTS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.any_attack_declared": "a monster of either player declares an attack",
        "during.opponent_monster_effect_on_field": "in direct response to a monster effect "
                                                   "the opponent activates on the field",
        "trigger_event.sent_for_monster_cost": "this card is sent to the GY to activate the "
                                                "effect of a monster its text describes",
        "trigger_event.changed_to_defense": "this card in Attack Position is changed to "
                                             "face-up Defense Position",
        "trigger_event.changed_to_attack": "this card in Defense Position is changed to Attack "
                                           "Position",
        "trigger_event.position_changed": "the battle position of this card is changed",
        "trigger_event.face_up_left_field": "this face-up card leaves the field",
        "trigger_event.face_up_sent_from_field": "this card, face-up on the field, is sent to "
                                                 "the Graveyard",
        "trigger_event.added_to_hand": "this card is added to its player's hand, except by "
                                       "drawing it",
        "trigger_event.added_from_deck_by_effect": "this card is added from its player's Deck "
                                                   "to the hand by a card effect",
        "during.targeted": "in direct response to the activation of a card or effect that "
                           "targets it",
        "during.targeted_by_opponent": "in direct response to the activation of the opponent's "
                                       "card or effect that targets it",
        "during.targeted_by_link_effect": "in direct response to the activation of a Link "
                                          "Monster's effect that targets it",
    },
    "de": {
        "trigger_event.any_attack_declared": "ein Monster eines beliebigen Spielers deklariert "
                                             "einen Angriff",
        "during.opponent_monster_effect_on_field": "als direkte Antwort auf einen "
                                                   "Monstereffekt, den der Gegner auf dem "
                                                   "Spielfeld aktiviert",
        "trigger_event.sent_for_monster_cost": "diese Karte wird auf den Friedhof gelegt, um "
                                                "den Effekt eines Monsters zu aktivieren, das "
                                                "ihr Text beschreibt",
        "trigger_event.changed_to_defense": "diese Karte in Angriffsposition wird in die "
                                             "offene Verteidigungsposition geändert",
        "trigger_event.changed_to_attack": "diese Karte in Verteidigungsposition wird in die "
                                           "Angriffsposition geändert",
        "trigger_event.position_changed": "die Kampfposition dieser Karte wird geändert",
        "trigger_event.face_up_left_field": "diese offene Karte verlässt das Spielfeld",
        "trigger_event.face_up_sent_from_field": "diese offene Karte wird vom Spielfeld auf "
                                                 "den Friedhof gelegt",
        "trigger_event.added_to_hand": "diese Karte wird der Hand ihres Spielers hinzugefügt, "
                                       "außer durch Ziehen",
        "trigger_event.added_from_deck_by_effect": "diese Karte wird der Hand ihres Spielers "
                                                   "durch einen Karteneffekt von seinem Deck "
                                                   "hinzugefügt",
        "during.targeted": "als direkte Antwort auf die Aktivierung einer Karte oder eines "
                           "Effekts, die oder der sie als Ziel wählt",
        "during.targeted_by_opponent": "als direkte Antwort auf die Aktivierung einer Karte "
                                       "oder eines Effekts des Gegners, die oder der sie als "
                                       "Ziel wählt",
        "during.targeted_by_link_effect": "als direkte Antwort auf die Aktivierung des Effekts "
                                          "eines Linkmonsters, der sie als Ziel wählt",
    },
    "es": {
        "trigger_event.any_attack_declared": "un monstruo de cualquier jugador declara un "
                                             "ataque",
        "during.opponent_monster_effect_on_field": "en respuesta directa a un efecto de "
                                                   "monstruo que el adversario activa en el "
                                                   "Campo",
        "trigger_event.sent_for_monster_cost": "esta carta es mandada al Cementerio para "
                                                "activar el efecto de un monstruo que describe "
                                                "su texto",
        "trigger_event.changed_to_defense": "esta carta en Posición de Ataque es cambiada a "
                                             "Posición de Defensa boca arriba",
        "trigger_event.changed_to_attack": "esta carta en Posición de Defensa es cambiada a "
                                           "Posición de Ataque",
        "trigger_event.position_changed": "la posición de batalla de esta carta es cambiada",
        "trigger_event.face_up_left_field": "esta carta boca arriba deja el Campo",
        "trigger_event.face_up_sent_from_field": "esta carta boca arriba es mandada del Campo "
                                                 "al Cementerio",
        "trigger_event.added_to_hand": "esta carta es añadida a la mano de su jugador, excepto "
                                       "robándola",
        "trigger_event.added_from_deck_by_effect": "esta carta es añadida desde el Deck de su "
                                                   "jugador a la mano por efecto de una carta",
        "during.targeted": "en respuesta directa a la activación de una carta o efecto que la "
                           "selecciona",
        "during.targeted_by_opponent": "en respuesta directa a la activación de una carta o "
                                       "efecto del adversario que la selecciona",
        "during.targeted_by_link_effect": "en respuesta directa a la activación del efecto de "
                                          "un Monstruo de Enlace que la selecciona",
    },
    "fr": {
        "trigger_event.any_attack_declared": "un monstre de n'importe quel joueur déclare une "
                                             "attaque",
        "during.opponent_monster_effect_on_field": "en réponse directe à un effet de monstre "
                                                   "que l'adversaire active sur le Terrain",
        "trigger_event.sent_for_monster_cost": "cette carte est envoyée au Cimetière pour "
                                                "activer l'effet d'un monstre que décrit son "
                                                "texte",
        "trigger_event.changed_to_defense": "cette carte en Position d'Attaque est changée en "
                                             "Position de Défense face recto",
        "trigger_event.changed_to_attack": "cette carte en Position de Défense est changée en "
                                           "Position d'Attaque",
        "trigger_event.position_changed": "la position de combat de cette carte est changée",
        "trigger_event.face_up_left_field": "cette carte face recto quitte le Terrain",
        "trigger_event.face_up_sent_from_field": "cette carte face recto est envoyée du "
                                                 "Terrain au Cimetière",
        "trigger_event.added_to_hand": "cette carte est ajoutée à la main de son joueur, sauf "
                                       "en la piochant",
        "trigger_event.added_from_deck_by_effect": "cette carte est ajoutée depuis le Deck de "
                                                   "son joueur à sa main par un effet de carte",
        "during.targeted": "en réponse directe à l'activation d'une carte ou d'un effet qui la "
                           "cible",
        "during.targeted_by_opponent": "en réponse directe à l'activation d'une carte ou d'un "
                                       "effet de l'adversaire qui la cible",
        "during.targeted_by_link_effect": "en réponse directe à l'activation d'un effet de "
                                          "Monstre Lien qui la cible",
    },
    "it": {
        "trigger_event.any_attack_declared": "un mostro di qualsiasi giocatore dichiara un "
                                             "attacco",
        "during.opponent_monster_effect_on_field": "in risposta diretta a un effetto di "
                                                   "mostro che l'avversario attiva sul Terreno",
        "trigger_event.sent_for_monster_cost": "questa carta viene mandata al Cimitero per "
                                                "attivare l'effetto di un mostro descritto dal "
                                                "suo testo",
        "trigger_event.changed_to_defense": "questa carta in Posizione di Attacco viene messa "
                                             "scoperta in Posizione di Difesa",
        "trigger_event.changed_to_attack": "questa carta in Posizione di Difesa viene messa in "
                                           "Posizione di Attacco",
        "trigger_event.position_changed": "la posizione di battaglia di questa carta viene "
                                          "cambiata",
        "trigger_event.face_up_left_field": "questa carta scoperta lascia il Terreno",
        "trigger_event.face_up_sent_from_field": "questa carta scoperta viene mandata dal "
                                                 "Terreno al Cimitero",
        "trigger_event.added_to_hand": "questa carta viene aggiunta alla mano del suo "
                                       "giocatore, eccetto pescandola",
        "trigger_event.added_from_deck_by_effect": "questa carta viene aggiunta dal Deck del "
                                                   "suo giocatore alla mano dall'effetto di una "
                                                   "carta",
        "during.targeted": "in risposta diretta all'attivazione di una carta o di un effetto "
                           "che la sceglie come bersaglio",
        "during.targeted_by_opponent": "in risposta diretta all'attivazione di una carta o di "
                                       "un effetto dell'avversario che la sceglie come bersaglio",
        "during.targeted_by_link_effect": "in risposta diretta all'attivazione dell'effetto di "
                                          "un Mostro Link che la sceglie come bersaglio",
    },
}
