"""The words of auto effects with a trigger of their own ("When your opponent activates an
Event", optcg/triggers.py) and of a [DON!! xX] lost before its effect resolves, in every
language of the site: each language's catalogue takes its table from here
(`MESSAGES.update(TRIGGERS["de"])`).

The names of these timings quote the printed trigger in the reader's words, as the official Q&A
does ("this Character's "When your opponent activates an Event" effect"); bracketed keywords stay
as the cards print them in that language's catalogue.
"""
from __future__ import annotations

from ...core.catalogue import Message

TRIGGERS: dict[str, dict[str, Message]] = {
    "en": {
        "timing.on_attack_damage": "\"When this card's attack deals damage to your opponent's "
                                   "Life\"",
        "timing.on_opponent_event": "\"When your opponent activates an Event\"",
        "timing.on_opponent_blocker": "\"When your opponent activates [Blocker]\"",
        "timing.on_opponent_event_or_blocker": "\"When your opponent activates an Event or "
                                               "[Blocker]\"",
        "timing.on_your_event": "\"When you activate an Event\"",
        "timing.on_character_removed_by_you": "\"When a Character is removed from the field by "
                                              "your effect\"",
        "timing.on_don_returned": "\"When a DON!! card on your field is returned to your DON!! "
                                  "deck\"",
        "timing.on_don_returned_2": "\"When 2 or more DON!! cards on your field are returned to "
                                    "your DON!! deck\"",
        "timing.on_don_returned_by_you": "\"When a DON!! card on your field is returned to your "
                                         "DON!! deck by your effect\"",
        "timing.on_hand_trashed_by_effect": "\"When a card is trashed from your hand by an "
                                            "effect\"",
        "timing.on_rested": "\"When this Character becomes rested\"",
        "timing.on_character_ko": "\"When a Character is K.O.'d\"",
        "timing.on_opponent_character_ko": "\"When your opponent's Character is K.O.'d\"",
        "timing.on_trigger_activates": "\"When a [Trigger] activates\"",
        "timing.on_any_don_returned": "\"When a DON!! card on the field is returned to your "
                                      "DON!! deck\"",
        "timing.on_you_play_character": "\"When you play a Character\"",
        "timing.on_opponent_plays_character": "\"When your opponent plays a Character\"",
        "timing.on_attack_leader": "\"When this Leader attacks your opponent's Leader\"",
        "timing.on_opponent_life_removed": "\"When a card is removed from your opponent's Life "
                                           "cards\"",
        "timing.on_life_to_hand": "\"When a card is added to your hand from your Life\"",
        "timing.on_given_don": "\"When this Leader or any of your Characters is given a DON!! "
                               "card\"",
        "timing.on_life_zero": "\"When your number of Life cards becomes 0\"",
        "timing.on_battle_ko": "\"When this Character battles and K.O.'s your opponent's "
                               "Character\"",
        "timing.on_you_deal_damage": "\"When you deal damage to your opponent's Life\"",
        "don_x_lost": "{effect} does nothing: it needs [DON!! x{needed}], and when it resolves "
                      "the card has {count} DON!! given (the condition must still hold "
                      "then).",
    },
    "de": {
        "timing.on_attack_damage": "„Wenn der Angriff dieser Karte dem Leben deines Gegners "
                                   "Schaden zufügt“",
        "timing.on_opponent_event": "„Wenn dein Gegner ein Event aktiviert“",
        "timing.on_opponent_blocker": "„Wenn dein Gegner [Blocker] aktiviert“",
        "timing.on_opponent_event_or_blocker": "„Wenn dein Gegner ein Event oder [Blocker] "
                                               "aktiviert“",
        "timing.on_your_event": "„Wenn du ein Event aktivierst“",
        "timing.on_character_removed_by_you": "„Wenn ein Charakter durch deinen Effekt vom "
                                              "Spielfeld entfernt wird“",
        "timing.on_don_returned": "„Wenn eine DON!!-Karte von deinem Spielfeld in dein "
                                  "DON!!-Deck zurückgelegt wird“",
        "timing.on_don_returned_2": "„Wenn 2 oder mehr DON!!-Karten von deinem Spielfeld in dein "
                                    "DON!!-Deck zurückgelegt werden“",
        "timing.on_don_returned_by_you": "„Wenn eine DON!!-Karte von deinem Spielfeld durch "
                                         "deinen Effekt in dein DON!!-Deck zurückgelegt wird“",
        "timing.on_hand_trashed_by_effect": "„Wenn eine Karte durch einen Effekt aus deiner "
                                            "Hand abgelegt wird“",
        "timing.on_rested": "„Wenn dieser Charakter ruhend gestellt wird“",
        "timing.on_character_ko": "„Wenn ein Charakter K.O. geschlagen wird“",
        "timing.on_opponent_character_ko": "„Wenn ein Charakter deines Gegners K.O. geschlagen "
                                           "wird“",
        "timing.on_trigger_activates": "„Wenn ein [Trigger] aktiviert wird“",
        "timing.on_any_don_returned": "„Wenn eine DON!!-Karte vom Spielfeld in dein DON!!-Deck "
                                      "zurückgelegt wird“",
        "timing.on_you_play_character": "„Wenn du einen Charakter ausspielst“",
        "timing.on_opponent_plays_character": "„Wenn dein Gegner einen Charakter ausspielt“",
        "timing.on_attack_leader": "„Wenn dieser Leader den Leader deines Gegners angreift“",
        "timing.on_opponent_life_removed": "„Wenn eine Karte aus dem Leben deines Gegners "
                                           "entfernt wird“",
        "timing.on_life_to_hand": "„Wenn eine Karte aus deinem Leben auf deine Hand kommt“",
        "timing.on_given_don": "„Wenn diesem Leader oder einem deiner Charaktere eine "
                               "DON!!-Karte zugewiesen wird“",
        "timing.on_life_zero": "„Wenn du keine Lebenskarten mehr hast“",
        "timing.on_battle_ko": "„Wenn dieser Charakter im Kampf einen Charakter deines Gegners "
                               "K.O. schlägt“",
        "timing.on_you_deal_damage": "„Wenn du dem Leben deines Gegners Schaden zufügst“",
        "don_x_lost": "{effect} bewirkt nichts: Er braucht [DON!! x{needed}], aber beim "
                      "Abhandeln sind der Karte {count} DON!! zugewiesen (die Bedingung "
                      "muss auch dann noch erfüllt sein).",
    },
    "es": {
        "timing.on_attack_damage": "«Cuando el ataque de esta carta inflige daño a la Vida de "
                                   "tu rival»",
        "timing.on_opponent_event": "«Cuando tu rival activa un Evento»",
        "timing.on_opponent_blocker": "«Cuando tu rival activa [Blocker]»",
        "timing.on_opponent_event_or_blocker": "«Cuando tu rival activa un Evento o "
                                               "[Blocker]»",
        "timing.on_your_event": "«Cuando activas un Evento»",
        "timing.on_character_removed_by_you": "«Cuando un Personaje sale del campo por un "
                                              "efecto tuyo»",
        "timing.on_don_returned": "«Cuando una carta DON!! de tu campo vuelve a tu Mazo DON!!»",
        "timing.on_don_returned_2": "«Cuando 2 o más cartas DON!! de tu campo vuelven a tu Mazo "
                                    "DON!!»",
        "timing.on_don_returned_by_you": "«Cuando una carta DON!! de tu campo vuelve a tu Mazo "
                                         "DON!! por un efecto tuyo»",
        "timing.on_hand_trashed_by_effect": "«Cuando un efecto manda una carta de tu mano al "
                                            "Trash»",
        "timing.on_rested": "«Cuando este Personaje queda descansado»",
        "timing.on_character_ko": "«Cuando un Personaje queda K.O.»",
        "timing.on_opponent_character_ko": "«Cuando un Personaje de tu rival queda K.O.»",
        "timing.on_trigger_activates": "«Cuando se activa un [Trigger]»",
        "timing.on_any_don_returned": "«Cuando una carta DON!! del campo vuelve a tu Mazo "
                                      "DON!!»",
        "timing.on_you_play_character": "«Cuando juegas un Personaje»",
        "timing.on_opponent_plays_character": "«Cuando tu rival juega un Personaje»",
        "timing.on_attack_leader": "«Cuando este Líder ataca al Líder de tu rival»",
        "timing.on_opponent_life_removed": "«Cuando se retira una carta de la Vida de tu rival»",
        "timing.on_life_to_hand": "«Cuando una carta de tu Vida se añade a tu mano»",
        "timing.on_given_don": "«Cuando se da una carta DON!! a este Líder o a uno de tus "
                               "Personajes»",
        "timing.on_life_zero": "«Cuando tu número de cartas de Vida pasa a ser 0»",
        "timing.on_battle_ko": "«Cuando este Personaje combate y deja K.O. a un Personaje de "
                               "tu rival»",
        "timing.on_you_deal_damage": "«Cuando infliges daño a la Vida de tu rival»",
        "don_x_lost": "{effect} no hace nada: necesita [DON!! x{needed}], y al resolverse la "
                      "carta tiene {count} DON!! dadas (la condición tiene que seguir "
                      "cumpliéndose en ese momento).",
    },
    "it": {
        "timing.on_attack_damage": "«Quando l'attacco di questa carta infligge danni alle Vite "
                                   "del tuo avversario»",
        "timing.on_opponent_event": "«Quando il tuo avversario attiva un Evento»",
        "timing.on_opponent_blocker": "«Quando il tuo avversario attiva [Blocker]»",
        "timing.on_opponent_event_or_blocker": "«Quando il tuo avversario attiva un Evento o "
                                               "[Blocker]»",
        "timing.on_your_event": "«Quando attivi un Evento»",
        "timing.on_character_removed_by_you": "«Quando un Personaggio viene rimosso dal terreno "
                                              "da un tuo effetto»",
        "timing.on_don_returned": "«Quando una carta DON!! sul tuo terreno torna nel tuo Mazzo "
                                  "DON!!»",
        "timing.on_don_returned_2": "«Quando 2 o più carte DON!! sul tuo terreno tornano nel tuo "
                                    "Mazzo DON!!»",
        "timing.on_don_returned_by_you": "«Quando una carta DON!! sul tuo terreno torna nel tuo "
                                         "Mazzo DON!! a causa di un tuo effetto»",
        "timing.on_hand_trashed_by_effect": "«Quando una carta della tua mano viene scartata da "
                                            "un effetto»",
        "timing.on_rested": "«Quando questo Personaggio viene affaticato»",
        "timing.on_character_ko": "«Quando un Personaggio viene messo K.O.»",
        "timing.on_opponent_character_ko": "«Quando un Personaggio del tuo avversario viene "
                                           "messo K.O.»",
        "timing.on_trigger_activates": "«Quando si attiva un [Trigger]»",
        "timing.on_any_don_returned": "«Quando una carta DON!! sul terreno torna nel tuo Mazzo "
                                      "DON!!»",
        "timing.on_you_play_character": "«Quando giochi un Personaggio»",
        "timing.on_opponent_plays_character": "«Quando il tuo avversario gioca un Personaggio»",
        "timing.on_attack_leader": "«Quando questo Leader attacca il Leader del tuo "
                                   "avversario»",
        "timing.on_opponent_life_removed": "«Quando una carta viene rimossa dalle Vite del tuo "
                                           "avversario»",
        "timing.on_life_to_hand": "«Quando una carta delle tue Vite viene aggiunta alla tua "
                                  "mano»",
        "timing.on_given_don": "«Quando a questo Leader o a uno dei tuoi Personaggi viene "
                               "assegnata una carta DON!!»",
        "timing.on_life_zero": "«Quando il numero delle tue carte Vita diventa 0»",
        "timing.on_battle_ko": "«Quando questo Personaggio combatte e mette K.O. un "
                               "Personaggio del tuo avversario»",
        "timing.on_you_deal_damage": "«Quando infliggi danni alle Vite del tuo avversario»",
        "don_x_lost": "{effect} non fa nulla: richiede [DON!! x{needed}], e quando si risolve la "
                      "carta ha {count} DON!! assegnate (la condizione deve valere ancora "
                      "in quel momento).",
    },
    "fr": {
        "timing.on_attack_damage": "« Lorsque l'attaque de cette carte inflige des dégâts à la "
                                   "Vie de votre adversaire »",
        "timing.on_opponent_event": "« Lorsque votre adversaire active un Événement »",
        "timing.on_opponent_blocker": "« Lorsque votre adversaire active [Bloqueur] »",
        "timing.on_opponent_event_or_blocker": "« Lorsque votre adversaire active un Événement "
                                               "ou [Bloqueur] »",
        "timing.on_your_event": "« Lorsque vous activez un Événement »",
        "timing.on_character_removed_by_you": "« Lorsqu'un Personnage est retiré du terrain par "
                                              "votre effet »",
        "timing.on_don_returned": "« Lorsqu'une carte DON!! de votre terrain est renvoyée dans "
                                  "votre deck DON!! »",
        "timing.on_don_returned_2": "« Lorsque 2 cartes DON!! ou plus de votre terrain sont "
                                    "renvoyées dans votre deck DON!! »",
        "timing.on_don_returned_by_you": "« Lorsqu'une carte DON!! de votre terrain est renvoyée "
                                         "dans votre deck DON!! par votre effet »",
        "timing.on_hand_trashed_by_effect": "« Lorsqu'une carte de votre main est défaussée par "
                                            "un effet »",
        "timing.on_rested": "« Lorsque ce Personnage est épuisé »",
        "timing.on_character_ko": "« Lorsqu'un Personnage est mis KO »",
        "timing.on_opponent_character_ko": "« Lorsqu'un Personnage adverse est mis KO »",
        "timing.on_trigger_activates": "« Lorsqu'un [Déclenchement] s'active »",
        "timing.on_any_don_returned": "« Lorsqu'une carte DON!! du terrain est renvoyée dans "
                                      "votre deck DON!! »",
        "timing.on_you_play_character": "« Lorsque vous jouez un Personnage »",
        "timing.on_opponent_plays_character": "« Lorsque votre adversaire joue un Personnage »",
        "timing.on_attack_leader": "« Lorsque ce Leader attaque le Leader adverse »",
        "timing.on_opponent_life_removed": "« Lorsqu'une carte est retirée de la Vie de votre "
                                           "adversaire »",
        "timing.on_life_to_hand": "« Lorsqu'une carte de votre Vie est ajoutée à votre main »",
        "timing.on_given_don": "« Lorsqu'une carte DON!! est donnée à ce Leader ou à l'un de vos "
                               "Personnages »",
        "timing.on_life_zero": "« Lorsque votre nombre de cartes Vie tombe à 0 »",
        "timing.on_battle_ko": "« Lorsque ce Personnage combat et met KO un Personnage "
                               "adverse »",
        "timing.on_you_deal_damage": "« Lorsque vous infligez des dégâts à la Vie de votre "
                                      "adversaire »",
        "don_x_lost": "{effect} ne fait rien : il demande [DON!! x{needed}], et au moment de sa "
                      "résolution la carte a {count} DON!! données (la condition doit "
                      "encore être remplie à ce moment-là).",
    },
}
