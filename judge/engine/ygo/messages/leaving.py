"""The words of a monster Special Summoned with "but banish it when it leaves the field" or
"but place it on the bottom of the Deck when it leaves the field" (leaving.py, 8-4-10), which
each language's catalogue takes from here (`MESSAGES.update(LEAVING["de"])`), in the terms of
each language's cards (verbannen, unter das Deck legen; desterrar, colocar en el fondo del
Deck; bannir, placer en-dessous du Deck; bandire, mettere in fondo al Deck)."""
from __future__ import annotations

from ...core.catalogue import Message

LEAVING: dict[str, dict[str, Message]] = {
    "en": {
        "special_summoned.bottom_on_leave": "{link}: {card} is Special Summoned on the "
                                            "condition that it is placed on the bottom of the "
                                            "Deck when it leaves the field.",
        "left.bottomed": "{card} leaves the field; Special Summoned to be placed on the bottom "
                         "of the Deck when it leaves the field, it goes there instead of "
                         "anywhere else.",
        "destroyed.bottomed": "{card} is destroyed; Special Summoned to be placed on the bottom "
                              "of the Deck when it leaves the field, it goes there instead of "
                              "the Graveyard.",
        "destroyed.by_battle.bottomed": "Destroyed by battle: {card} was Special Summoned to "
                                        "be placed on the bottom of the Deck when it leaves "
                                        "the field, so it goes there instead of the "
                                        "Graveyard.",
        "destroyed.by_link.bottomed": "{link}: {card} is destroyed; Special Summoned to be "
                                      "placed on the bottom of the Deck when it leaves the "
                                      "field, it goes there instead of the Graveyard.",
        "destroyed.by_battle.banished": "Destroyed by battle: {card} was Special Summoned to be "
                                        "banished when it leaves the field, so it is banished "
                                        "instead of going to the Graveyard.",
        "input.ygo.banish_on_leave_field_only": "only a monster Special Summoned is banished "
                                                 "when it leaves the field: give "
                                                 "banish_on_leave only with to: field",
        "special_summoned.banish_on_leave": "{link}: {card} is Special Summoned on the "
                                            "condition that it is banished when it leaves the "
                                            "field.",
        "destroyed.banished": "{card} is destroyed; Special Summoned to be banished when it "
                              "leaves the field, it is banished instead of going to the "
                              "Graveyard.",
        "destroyed.by_link.banished": "{link}: {card} is destroyed; Special Summoned to be "
                                      "banished when it leaves the field, it is banished "
                                      "instead of going to the Graveyard.",
        "left.banished": "{card} leaves the field; Special Summoned to be banished when it "
                         "leaves the field, it is banished instead of going anywhere else.",
    },
    "de": {
        "special_summoned.bottom_on_leave": "{link}: {card:der} wird unter der Bedingung "
                                            "spezialbeschworen, dass es unter das Deck gelegt "
                                            "wird, wenn es das Spielfeld verlässt.",
        "left.bottomed": "{card:der} verlässt das Spielfeld; da es beschworen wurde, um dabei "
                         "unter das Deck gelegt zu werden, wird es dorthin gelegt, statt "
                         "anderswohin zu gehen.",
        "destroyed.bottomed": "{card:der} wird zerstört; da es beschworen wurde, um beim "
                              "Verlassen des Spielfelds unter das Deck gelegt zu werden, wird "
                              "es dorthin gelegt, statt auf den Friedhof zu kommen.",
        "destroyed.by_battle.bottomed": "Durch Kampf zerstört: {card:der} wird unter das Deck "
                                        "gelegt, statt auf den Friedhof zu kommen, da es dafür "
                                        "beschworen wurde.",
        "destroyed.by_link.bottomed": "{link}: {card:der} wird zerstört; da es beschworen "
                                      "wurde, um beim Verlassen des Spielfelds unter das Deck "
                                      "gelegt zu werden, wird es dorthin gelegt, statt auf "
                                      "den Friedhof zu kommen.",
        "destroyed.by_battle.banished": "Durch Kampf zerstört: {card:der} wird verbannt, statt "
                                        "auf den Friedhof zu kommen, da es dafür beschworen "
                                        "wurde.",
        "input.ygo.banish_on_leave_field_only": "nur ein spezialbeschworenes Monster wird beim "
                                                 "Verlassen des Spielfelds verbannt: "
                                                 "banish_on_leave nur mit to: field angeben",
        "special_summoned.banish_on_leave": "{link}: {card:der} wird unter der Bedingung "
                                            "spezialbeschworen, dass es verbannt wird, wenn es "
                                            "das Spielfeld verlässt.",
        "destroyed.banished": "{card:der} wird zerstört; da es beschworen wurde, um beim "
                              "Verlassen des Spielfelds verbannt zu werden, wird es verbannt, "
                              "statt auf den Friedhof zu kommen.",
        "destroyed.by_link.banished": "{link}: {card:der} wird zerstört; da es beschworen "
                                      "wurde, um beim Verlassen des Spielfelds verbannt zu "
                                      "werden, wird es verbannt, statt auf den Friedhof zu "
                                      "kommen.",
        "left.banished": "{card:der} verlässt das Spielfeld; da es beschworen wurde, um dabei "
                         "verbannt zu werden, wird es verbannt, statt anderswohin zu gehen.",
    },
    "es": {
        "special_summoned.bottom_on_leave": "{link}: la carta {card:el} es Invocada de Modo "
                                            "Especial con la condición de que sea colocada en "
                                            "el fondo del Deck cuando deje el Campo.",
        "left.bottomed": "La carta {card:el} deja el Campo; Invocada para ser colocada en el "
                         "fondo del Deck cuando lo deje, va allí en vez de a cualquier otro "
                         "lugar.",
        "destroyed.bottomed": "La carta {card:el} es destruida; Invocada para ser colocada en "
                              "el fondo del Deck cuando deje el Campo, va allí en vez de ir al "
                              "Cementerio.",
        "destroyed.by_battle.bottomed": "Destruido en batalla: la carta {card:el}, Invocada "
                                        "para ser colocada en el fondo del Deck cuando deje el "
                                        "Campo, va allí en vez de ir al Cementerio.",
        "destroyed.by_link.bottomed": "{link}: la carta {card:el} es destruida; Invocada para "
                                      "ser colocada en el fondo del Deck cuando deje el Campo, "
                                      "va allí en vez de ir al Cementerio.",
        "destroyed.by_battle.banished": "Destruido en batalla: la carta {card:el}, Invocada para "
                                        "ser desterrada cuando deje el Campo, es desterrada en "
                                        "vez de ir al Cementerio.",
        "input.ygo.banish_on_leave_field_only": "solo un monstruo Invocado de Modo Especial es "
                                                 "desterrado cuando deja el Campo: indica "
                                                 "banish_on_leave solo con to: field",
        "special_summoned.banish_on_leave": "{link}: la carta {card:el} es Invocada de Modo "
                                            "Especial con la condición de que sea desterrada "
                                            "cuando deje el Campo.",
        "destroyed.banished": "La carta {card:el} es destruida; Invocada para ser desterrada "
                              "cuando deje el Campo, es desterrada en vez de ir al Cementerio.",
        "destroyed.by_link.banished": "{link}: la carta {card:el} es destruida; Invocada para "
                                      "ser desterrada cuando deje el Campo, es desterrada en "
                                      "vez de ir al Cementerio.",
        "left.banished": "La carta {card:el} deja el Campo; Invocada para ser desterrada "
                         "cuando lo deje, es desterrada en vez de ir a cualquier otro lugar.",
    },
    "fr": {
        "special_summoned.bottom_on_leave": "{link} : la carte {card:le} est Invoquée "
                                            "Spécialement à condition d'être placée en-dessous "
                                            "du Deck quand elle quitte le Terrain.",
        "left.bottomed": "La carte {card:le} quitte le Terrain ; Invoquée pour être placée "
                         "en-dessous du Deck à ce moment-là, elle y va au lieu d'aller "
                         "ailleurs.",
        "destroyed.bottomed": "La carte {card:le} est détruite ; Invoquée pour être placée "
                              "en-dessous du Deck quand elle quitte le Terrain, elle y va au "
                              "lieu d'aller au Cimetière.",
        "destroyed.by_battle.bottomed": "Détruit au combat : la carte {card:le}, Invoquée pour "
                                        "être placée en-dessous du Deck quand elle quitte le "
                                        "Terrain, y va au lieu d'aller au Cimetière.",
        "destroyed.by_link.bottomed": "{link} : la carte {card:le} est détruite ; Invoquée "
                                      "pour être placée en-dessous du Deck quand elle quitte "
                                      "le Terrain, elle y va au lieu d'aller au Cimetière.",
        "destroyed.by_battle.banished": "Détruit au combat : la carte {card:le}, Invoquée pour "
                                        "être bannie quand elle quitte le Terrain, est bannie "
                                        "au lieu d'aller au Cimetière.",
        "input.ygo.banish_on_leave_field_only": "seul un monstre Invoqué Spécialement est banni "
                                                 "quand il quitte le Terrain : indiquez "
                                                 "banish_on_leave seulement avec to: field",
        "special_summoned.banish_on_leave": "{link} : la carte {card:le} est Invoquée "
                                            "Spécialement à condition d'être bannie quand "
                                            "elle quitte le Terrain.",
        "destroyed.banished": "La carte {card:le} est détruite ; Invoquée pour être bannie "
                              "quand elle quitte le Terrain, elle est bannie au lieu d'aller "
                              "au Cimetière.",
        "destroyed.by_link.banished": "{link} : la carte {card:le} est détruite ; Invoquée "
                                      "pour être bannie quand elle quitte le Terrain, elle est "
                                      "bannie au lieu d'aller au Cimetière.",
        "left.banished": "La carte {card:le} quitte le Terrain ; Invoquée pour être bannie à "
                         "ce moment-là, elle est bannie au lieu d'aller ailleurs.",
    },
    "it": {
        "special_summoned.bottom_on_leave": "{link}: la carta {card:il} viene Evocata "
                                            "Specialmente a condizione di essere messa in "
                                            "fondo al Deck quando lascia il Terreno.",
        "left.bottomed": "La carta {card:il} lascia il Terreno; Evocata per essere messa in "
                         "fondo al Deck in quel momento, va lì invece di andare altrove.",
        "destroyed.bottomed": "La carta {card:il} viene distrutta; Evocata per essere messa in "
                              "fondo al Deck quando lascia il Terreno, va lì invece di andare "
                              "nel Cimitero.",
        "destroyed.by_battle.bottomed": "Distrutto in battaglia: la carta {card:il}, Evocata "
                                        "per essere messa in fondo al Deck quando lascia il "
                                        "Terreno, va lì invece di andare nel Cimitero.",
        "destroyed.by_link.bottomed": "{link}: la carta {card:il} viene distrutta; Evocata per "
                                      "essere messa in fondo al Deck quando lascia il Terreno, "
                                      "va lì invece di andare nel Cimitero.",
        "destroyed.by_battle.banished": "Distrutto in battaglia: la carta {card:il}, Evocata per "
                                        "essere bandita quando lascia il Terreno, viene bandita "
                                        "invece di andare nel Cimitero.",
        "input.ygo.banish_on_leave_field_only": "solo un mostro Evocato Specialmente viene "
                                                 "bandito quando lascia il Terreno: indica "
                                                 "banish_on_leave solo con to: field",
        "special_summoned.banish_on_leave": "{link}: la carta {card:il} viene Evocata "
                                            "Specialmente a condizione di essere bandita "
                                            "quando lascia il Terreno.",
        "destroyed.banished": "La carta {card:il} viene distrutta; Evocata per essere bandita "
                              "quando lascia il Terreno, viene bandita invece di andare nel "
                              "Cimitero.",
        "destroyed.by_link.banished": "{link}: la carta {card:il} viene distrutta; Evocata "
                                      "per essere bandita quando lascia il Terreno, viene "
                                      "bandita invece di andare nel Cimitero.",
        "left.banished": "La carta {card:il} lascia il Terreno; Evocata per essere bandita in "
                         "quel momento, viene bandita invece di andare altrove.",
    },
}
