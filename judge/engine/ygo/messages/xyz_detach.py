"""The words of Xyz Materials detached by what an effect does, not as its cost, and of a target
described by its materials (xyz_detach.py, 4-4-9), and of a card taken and attached to the
target (xyz_attach.py, 4-4-3), which each language's catalogue takes from
here (`MESSAGES.update(XYZ_DETACH["de"])`), in the terms of each language's cards (Xyz-Material,
abhängen; Material Xyz, desacoplar; Matériel Xyz, détacher; Materiale Xyz, staccare)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

XYZ_DETACH: dict[str, dict[str, Message]] = {
    "en": {
        "would.fetch.material_chosen": "attach a card to the target as Xyz Material",
        "would.detach": "detach Xyz Materials",
        "would.detach_card": "detach Xyz Materials from {card}",
        "why.no_materials": "{card} has no Xyz Material",
        "why.too_few_materials": "{card} has only {have} Xyz Materials, fewer than {count}",
        "xyz.detached": Plural(
            "count",
            one="{link}: {count} Xyz Material is detached from {card} and goes to the Graveyard "
                "({left} left).",
            other="{link}: {count} Xyz Materials are detached from {card} and go to the "
                  "Graveyard ({left} left)."),
        "target.has_material": "that has at least one Xyz Material",
        "target.no_material": "that has no Xyz Material",
        "illegal.direct_attack_without_material": "{card} has no Xyz Material, and its text "
                                                  "says it cannot attack directly unless it "
                                                  "has material.",
    },
    "de": {
        "would.fetch.material_chosen": "eine Karte an das Ziel als Xyz-Material anhängen",
        "would.detach": "Xyz-Materialien abhängen",
        "would.detach_card": "Xyz-Materialien {card:vom} abhängen",
        "why.no_materials": "{card:der} hat kein Xyz-Material",
        "why.too_few_materials": "{card:der} hat nur {have} Xyz-Materialien, weniger als "
                                 "{count}",
        "xyz.detached": Plural(
            "count",
            one="{link}: {count} Xyz-Material wird {card:vom} abgehängt und auf den Friedhof "
                "gelegt (noch {left}).",
            other="{link}: {count} Xyz-Materialien werden {card:vom} abgehängt und auf den "
                  "Friedhof gelegt (noch {left})."),
        "target.has_material": "das mindestens ein Xyz-Material hat",
        "target.no_material": "das kein Xyz-Material hat",
        "illegal.direct_attack_without_material": "{card:der} hat kein Xyz-Material, und "
                                                  "laut seinem Text kann es ohne Material "
                                                  "nicht direkt angreifen.",
    },
    "es": {
        "would.fetch.material_chosen": "acoplar una carta al objetivo como Material Xyz",
        "would.detach": "desacoplar Materiales Xyz",
        "would.detach_card": "desacoplar Materiales Xyz {card:del}",
        "why.no_materials": "{card:el} no tiene Materiales Xyz",
        "why.too_few_materials": "{card:el} solo tiene {have} Materiales Xyz, menos de {count}",
        "xyz.detached": Plural(
            "count",
            one="{link}: se desacopla {count} Material Xyz {card:del}, que va al Cementerio "
                "(quedan {left}).",
            other="{link}: se desacoplan {count} Materiales Xyz {card:del}, que van al "
                  "Cementerio (quedan {left})."),
        "target.has_material": "que tiene al menos un Material Xyz",
        "target.no_material": "que no tiene Materiales Xyz",
        "illegal.direct_attack_without_material": "{card:el} no tiene Materiales Xyz, y su "
                                                  "texto dice que no puede atacar directamente "
                                                  "a menos que tenga material.",
    },
    "fr": {
        "would.fetch.material_chosen": "attacher une carte à la cible comme Matériel Xyz",
        "would.detach": "détacher des Matériels Xyz",
        "would.detach_card": "détacher des Matériels Xyz {card:du}",
        "why.no_materials": "{card:le} n'a aucun Matériel Xyz",
        "why.too_few_materials": "{card:le} n'a que {have} Matériels Xyz, moins de {count}",
        "xyz.detached": Plural(
            "count",
            one="{link} : {count} Matériel Xyz est détaché {card:du} et va au Cimetière (il en "
                "reste {left}).",
            other="{link} : {count} Matériels Xyz sont détachés {card:du} et vont au Cimetière "
                  "(il en reste {left})."),
        "target.has_material": "qui a au moins un Matériel Xyz",
        "target.no_material": "qui n'a aucun Matériel Xyz",
        "illegal.direct_attack_without_material": "{card:le} n'a aucun Matériel Xyz, et son "
                                                  "texte dit qu'il ne peut pas attaquer "
                                                  "directement sans Matériel.",
    },
    "it": {
        "would.fetch.material_chosen": "attaccare una carta al bersaglio come Materiale Xyz",
        "would.detach": "staccare Materiali Xyz",
        "would.detach_card": "staccare Materiali Xyz {card:dal}",
        "why.no_materials": "{card:il} non ha Materiali Xyz",
        "why.too_few_materials": "{card:il} ha solo {have} Materiali Xyz, meno di {count}",
        "xyz.detached": Plural(
            "count",
            one="{link}: {count} Materiale Xyz viene staccato {card:dal} e va nel Cimitero "
                "(Materiali rimasti: {left}).",
            other="{link}: {count} Materiali Xyz vengono staccati {card:dal} e vanno nel "
                  "Cimitero (Materiali rimasti: {left})."),
        "target.has_material": "che ha almeno un Materiale Xyz",
        "target.no_material": "che non ha Materiali Xyz",
        "illegal.direct_attack_without_material": "{card:il} non ha Materiali Xyz, e il suo "
                                                  "testo dice che non può attaccare "
                                                  "direttamente se non ha materiali.",
    },
}
