"""The words of Xyz Summons and Xyz Materials (extra_summon.py: 8-5-4, 4-4-3) each language's
catalogue takes from here (`MESSAGES.update(XYZ["de"])`), in the terms of each language's
cards (Xyz-Beschwörung, Xyz-Material; Invocación Xyz, Material Xyz; Invocation Xyz, Matériel
Xyz; Evocazione Xyz, Materiale Xyz)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

XYZ: dict[str, dict[str, Message]] = {
    "en": {
        "would.fetch.material": "attach a card to this card as Xyz Material",
        "illegal.attack_without_material": "{card} has no Xyz Material, and its text says it "
                                           "cannot attack unless it has material.",
        "cost.detach_own": Plural(
            "count",
            one="{player} detaches {count} material from {monster} as the cost of {card}; it "
                "goes to the Graveyard ({left} left).",
            other="{player} detaches {count} materials from {monster} as the cost of {card}; "
                  "they go to the Graveyard ({left} left)."),
        "illegal.cost_detach_own": "To activate {card}, {player} detaches materials ({count}) "
                                   "from a face-up Xyz Monster they control that has that many "
                                   "(monsters like that: {choices}): name one in `cost`.",
        "why.token_not_material": "{card} is a Token, never Xyz Material",
        "illegal.xyz_over_once": "{player} has already Xyz Summoned {card} on top of a "
                                 "monster this turn, and its text allows that once per turn.",
        "illegal.xyz_over_material": "{material} is not the monster the text of {card} lets it "
                                     "be Xyz Summoned on top of ({details}).",
        "xyz.rank": "Rank {rank}",
        "xyz.rank_max": "Rank {rank} or lower",
        "xyz.over": "{card} is Xyz Summoned on top of {material}, as its text allows: the "
                    "monster used and its own materials become its Xyz Materials ({count}).",
        "would.attach": "attach a card as Xyz Material",
        "would.attach_card": "attach {card} as Xyz Material",
        "why.not_xyz_on_field": "{card} is not a face-up Xyz Monster on the field",
        "xyz.attached": "{link}: {card} is attached (from {zone}) to {monster} as Xyz "
                        "Material; {monster} now has {count}.",
        "input.ygo.attach_to_itself": "names the card attached: a card is never its own "
                                      "material",
        "illegal.no_synchro_material": "The text of {material} says it cannot be used as "
                                       "Synchro Material, so it cannot go to the Synchro "
                                       "Summon of {card}.",
        "illegal.no_xyz_material": "The text of {material} says it cannot be used as material "
                                   "for an Xyz Summon, so it cannot go under {card}.",
        "illegal.synchro_material_only_for": "The text of {material} allows it as Synchro "
                                             "Material only for a monster of its description "
                                             "({details}), and {card} is not one.",
        "illegal.xyz_material_only_for": "The text of {material} allows it as Xyz Material "
                                         "only for a monster of its description ({details}), "
                                         "and {card} is not one.",
        "illegal.xyz_material_kind": "{material} is not what the text of {card} asks of each "
                                     "Xyz Material ({details}).",
        "input.ygo.while_material_key": "names {key}, which the card does not have (set "
                                        "it to true too)",
        "xyz.detached_instead": "{card} would be destroyed: as its text allows, {player} "
                                "detaches {count} of its Xyz Materials instead ({left} left), "
                                "and it stays on the field.",
    },
    "de": {
        "would.fetch.material": "eine Karte an diese Karte als Xyz-Material anhängen",
        "illegal.attack_without_material": "{card:der} hat kein Xyz-Material, und laut seinem "
                                           "Text kann es ohne Material nicht angreifen.",
        "cost.detach_own": Plural(
            "count",
            one="{player} hängt {count} Xyz-Material {monster:vom} als Kosten {card:vom} ab; es "
                "wird auf den Friedhof gelegt (noch {left}).",
            other="{player} hängt {count} Xyz-Materialien {monster:vom} als Kosten {card:vom} "
                  "ab; sie werden auf den Friedhof gelegt (noch {left})."),
        "illegal.cost_detach_own": "Um {card:den} zu aktivieren, hängt {player} "
                                   "Materialien ab ({count}), von einem offenen Xyz-Monster, "
                                   "das {player} kontrolliert und das so viele hat (solche "
                                   "Monster: {choices}): eines in `cost` nennen.",
        "why.token_not_material": "{card:der} ist eine Spielmarke und nie Xyz-Material",
        "illegal.xyz_over_once": "{player} hat {card:den} in diesem Spielzug bereits per "
                                 "Xyz-Beschwörung auf ein Monster gelegt, und sein Text "
                                 "erlaubt das nur einmal pro Spielzug.",
        "illegal.xyz_over_material": "{material:der} ist nicht das Monster, auf das "
                                     "{card:der} laut seinem Text per Xyz-Beschwörung gelegt "
                                     "werden kann ({details}).",
        "xyz.rank": "Rang {rank}",
        "xyz.rank_max": "Rang {rank} oder niedriger",
        "xyz.over": "{card:der} wird, wie sein Text es erlaubt, per Xyz-Beschwörung auf "
                    "{material:den} gelegt: Das verwendete Monster und seine eigenen "
                    "Materialien werden seine Xyz-Materialien ({count}).",
        "would.attach": "eine Karte als Xyz-Material anhängen",
        "would.attach_card": "{card:den} als Xyz-Material anhängen",
        "why.not_xyz_on_field": "{card:der} ist kein offenes Xyz-Monster auf dem Spielfeld",
        "xyz.attached": "{link}: {card:der} wird (aus {zone}) {monster:dem} als Xyz-Material "
                        "angehängt; {monster:der} hat jetzt {count}.",
        "input.ygo.attach_to_itself": "nennt die angehängte Karte: Eine Karte ist nie ihr "
                                      "eigenes Material",
        "illegal.no_synchro_material": "Laut seinem Text kann {material:der} nicht als "
                                       "Synchromaterial verwendet werden, also nicht für die "
                                       "Synchrobeschwörung {card:vom}.",
        "illegal.no_xyz_material": "Laut seinem Text kann {material:der} nicht als Material "
                                   "für eine Xyz-Beschwörung verwendet werden, also nicht für "
                                   "{card:den}.",
        "illegal.synchro_material_only_for": "Laut seinem Text ist {material:der} nur für ein "
                                             "Monster seiner Beschreibung Synchromaterial "
                                             "({details}), und {card:der} ist keines.",
        "illegal.xyz_material_only_for": "Laut seinem Text ist {material:der} nur für ein "
                                         "Monster seiner Beschreibung Xyz-Material "
                                         "({details}), und {card:der} ist keines.",
        "illegal.xyz_material_kind": "{material:der} ist nicht, was der Text {card:vom} von "
                                     "jedem Xyz-Material verlangt ({details}).",
        "input.ygo.while_material_key": "nennt {key}, was die Karte nicht hat (auch das auf "
                                        "true setzen)",
        "xyz.detached_instead": "{card:der} würde zerstört: Wie sein Text es erlaubt, hängt "
                                "{player} stattdessen {count} seiner Xyz-Materialien ab (noch "
                                "{left}), und es bleibt auf dem Spielfeld.",
    },
    "es": {
        "would.fetch.material": "acoplar una carta a esta carta como Material Xyz",
        "illegal.attack_without_material": "{card:el} no tiene Materiales Xyz, y su texto dice "
                                           "que no puede atacar a menos que tenga material.",
        "cost.detach_own": Plural(
            "count",
            one="{player} desacopla {count} material {monster:del} como coste {card:del}; va al "
                "Cementerio (quedan {left}).",
            other="{player} desacopla {count} materiales {monster:del} como coste {card:del}; "
                  "van al Cementerio (quedan {left})."),
        "illegal.cost_detach_own": "Para activar {card:el}, {player} desacopla materiales "
                                   "({count}) de un Monstruo Xyz boca arriba que controle y "
                                   "que tenga esa cantidad (monstruos así: {choices}): nombra "
                                   "uno en `cost`.",
        "why.token_not_material": "{card:el} es una Ficha, nunca Material Xyz",
        "illegal.xyz_over_once": "{player} ya ha Invocado Xyz {card:el} sobre un "
                                 "monstruo en este turno, y su texto lo permite una vez por "
                                 "turno.",
        "illegal.xyz_over_material": "{material:el} no es el monstruo sobre el que el texto "
                                     "{card:del} permite Invocarlo Xyz ({details}).",
        "xyz.rank": "Rango {rank}",
        "xyz.rank_max": "Rango {rank} o menor",
        "xyz.over": "{card:el} es Invocado Xyz sobre {material:el}, como permite su texto: "
                    "el monstruo usado y sus propios materiales pasan a ser sus Materiales Xyz "
                    "({count}).",
        "would.attach": "acoplar una carta como Material Xyz",
        "would.attach_card": "acoplar {card:el} como Material Xyz",
        "why.not_xyz_on_field": "{card:el} no es un Monstruo Xyz boca arriba en el Campo",
        "xyz.attached": "{link}: {card:el} se acopla (desde {zone}) {monster:al} como "
                        "Material Xyz; {monster:el} tiene ahora {count}.",
        "input.ygo.attach_to_itself": "nombra la carta acoplada: una carta nunca es su propio "
                                      "material",
        "illegal.no_synchro_material": "Según su texto, {material:el} no puede usarse como "
                                       "Material de Sincronía, así que no sirve para la "
                                       "Invocación por Sincronía {card:del}.",
        "illegal.no_xyz_material": "Según su texto, {material:el} no puede usarse como "
                                   "material para una Invocación Xyz, así que no puede ir "
                                   "debajo {card:del}.",
        "illegal.synchro_material_only_for": "Según su texto, {material:el} solo es Material "
                                             "de Sincronía para un monstruo de su descripción "
                                             "({details}), y {card:el} no lo es.",
        "illegal.xyz_material_only_for": "Según su texto, {material:el} solo es Material Xyz "
                                         "para un monstruo de su descripción ({details}), y "
                                         "{card:el} no lo es.",
        "illegal.xyz_material_kind": "{material:el} no es lo que el texto {card:del} pide a "
                                     "cada Material Xyz ({details}).",
        "input.ygo.while_material_key": "nombra {key}, que la carta no tiene (ponlo también "
                                        "en true)",
        "xyz.detached_instead": "{card:el} iba a ser destruido: como permite su texto, "
                                "{player} desacopla en su lugar {count} de sus Materiales Xyz "
                                "(quedan {left}), y sigue en el Campo.",
    },
    "fr": {
        "would.fetch.material": "attacher une carte à cette carte comme Matériel Xyz",
        "illegal.attack_without_material": "{card:le} n'a aucun Matériel Xyz, et son texte dit "
                                           "qu'il ne peut pas attaquer sans Matériel.",
        "cost.detach_own": Plural(
            "count",
            one="{player} détache {count} Matériel {monster:du} comme coût {card:du} ; il va au "
                "Cimetière (il en reste {left}).",
            other="{player} détache {count} Matériels {monster:du} comme coût {card:du} ; ils "
                  "vont au Cimetière (il en reste {left})."),
        "illegal.cost_detach_own": "Pour activer {card:le}, {player} détache des Matériels "
                                   "({count}) d'un Monstre Xyz face recto qu'il contrôle et "
                                   "qui en a autant (monstres de ce genre : {choices}) : en "
                                   "nommer un dans `cost`.",
        "why.token_not_material": "{card:le} est un Jeton, jamais Matériel Xyz",
        "illegal.xyz_over_once": "{player} a déjà Invoqué par Xyz {card:le} sur un monstre "
                                 "ce tour-ci, et son texte ne le permet qu'une fois par tour.",
        "illegal.xyz_over_material": "{material:le} n'est pas le monstre sur lequel le texte "
                                     "{card:du} permet de l'Invoquer par Xyz ({details}).",
        "xyz.rank": "Rang {rank}",
        "xyz.rank_max": "Rang {rank} ou moins",
        "xyz.over": "{card:le} est Invoqué par Xyz sur {material:le}, comme son texte le "
                    "permet : le monstre utilisé et ses propres Matériels deviennent ses "
                    "Matériels Xyz ({count}).",
        "would.attach": "attacher une carte comme Matériel Xyz",
        "would.attach_card": "attacher {card:le} comme Matériel Xyz",
        "why.not_xyz_on_field": "{card:le} n'est pas un Monstre Xyz face recto sur le Terrain",
        "xyz.attached": "{link} : {card:le} est attaché (depuis {zone}) {monster:au} comme "
                        "Matériel Xyz ; {monster:le} en a maintenant {count}.",
        "input.ygo.attach_to_itself": "nomme la carte attachée : une carte n'est jamais son "
                                      "propre Matériel",
        "illegal.no_synchro_material": "Selon son texte, {material:le} ne peut pas être "
                                       "utilisé comme Matériel de Synchro, donc pas pour "
                                       "l'Invocation Synchro {card:du}.",
        "illegal.no_xyz_material": "Selon son texte, {material:le} ne peut pas être utilisé "
                                   "comme Matériel pour une Invocation Xyz, donc pas sous "
                                   "{card:le}.",
        "illegal.synchro_material_only_for": "Selon son texte, {material:le} n'est Matériel "
                                             "de Synchro que pour un monstre de sa description "
                                             "({details}), et {card:le} n'en est pas un.",
        "illegal.xyz_material_only_for": "Selon son texte, {material:le} n'est Matériel Xyz "
                                         "que pour un monstre de sa description ({details}), "
                                         "et {card:le} n'en est pas un.",
        "illegal.xyz_material_kind": "{material:le} n'est pas ce que le texte {card:du} demande "
                                     "à chaque Matériel Xyz ({details}).",
        "input.ygo.while_material_key": "nomme {key}, que la carte n'a pas (le mettre aussi "
                                        "à true)",
        "xyz.detached_instead": "{card:le} allait être détruit : comme son texte le "
                                "permet, {player} détache à la place {count} de ses Matériels "
                                "Xyz ({left} restants), et il reste sur le Terrain.",
    },
    "it": {
        "would.fetch.material": "attaccare una carta a questa carta come Materiale Xyz",
        "illegal.attack_without_material": "{card:il} non ha Materiali Xyz, e il suo testo dice "
                                           "che non può attaccare se non ha materiali.",
        "cost.detach_own": Plural(
            "count",
            one="{player} stacca {count} Materiale {monster:dal} come costo {card:del}; va nel "
                "Cimitero (Materiali rimasti: {left}).",
            other="{player} stacca {count} Materiali {monster:dal} come costo {card:del}; vanno "
                  "nel Cimitero (Materiali rimasti: {left})."),
        "illegal.cost_detach_own": "Per attivare {card:il}, {player} stacca dei Materiali "
                                   "({count}) da un Mostro Xyz scoperto che controlla e che "
                                   "ne ha altrettanti (mostri così: {choices}): nominarne uno in "
                                   "`cost`.",
        "why.token_not_material": "{card:il} è un Segna-Mostro, mai Materiale Xyz",
        "illegal.xyz_over_once": "{player} ha già Evocato Xyz {card:il} sopra un mostro in "
                                 "questo turno, e il suo testo lo permette una volta per "
                                 "turno.",
        "illegal.xyz_over_material": "{material:il} non è il mostro sopra cui il testo "
                                     "{card:del} permette di Evocarlo Xyz ({details}).",
        "xyz.rank": "Rango {rank}",
        "xyz.rank_max": "Rango {rank} o inferiore",
        "xyz.over": "{card:il} viene Evocato Xyz sopra {material:il}, come permette il suo "
                    "testo: il mostro usato e i suoi materiali diventano suoi Materiali Xyz "
                    "({count}).",
        "would.attach": "attaccare una carta come Materiale Xyz",
        "would.attach_card": "attaccare {card:il} come Materiale Xyz",
        "why.not_xyz_on_field": "{card:il} non è un Mostro Xyz scoperto sul Terreno",
        "xyz.attached": "{link}: {card:il} viene attaccato {zone:dal} {monster:al} come "
                        "Materiale Xyz; {monster:il} ne ha ora {count}.",
        "input.ygo.attach_to_itself": "nomina la carta attaccata: una carta non è mai il "
                                      "proprio materiale",
        "illegal.no_synchro_material": "Secondo il suo testo, {material:il} non può essere "
                                       "usato come Materiale Synchro, quindi non per "
                                       "la Synchro Evocazione {card:del}.",
        "illegal.no_xyz_material": "Secondo il suo testo, {material:il} non può essere usato "
                                   "come materiale per un'Evocazione Xyz, quindi non sotto "
                                   "{card:il}.",
        "illegal.synchro_material_only_for": "Secondo il suo testo, {material:il} è Materiale "
                                             "Synchro solo per un mostro della sua descrizione "
                                             "({details}), e {card:il} non lo è.",
        "illegal.xyz_material_only_for": "Secondo il suo testo, {material:il} è Materiale Xyz "
                                         "solo per un mostro della sua descrizione "
                                         "({details}), e {card:il} non lo è.",
        "illegal.xyz_material_kind": "{material:il} non è ciò che il testo {card:del} chiede a "
                                     "ogni Materiale Xyz ({details}).",
        "input.ygo.while_material_key": "nomina {key}, che la carta non ha (impostare anche "
                                        "quello a true)",
        "xyz.detached_instead": "{card:il} verrebbe distrutto: come permette il suo testo, "
                                "{player} stacca invece {count} dei suoi Materiali Xyz (ne "
                                "restano {left}), e resta sul Terreno.",
    },
}
