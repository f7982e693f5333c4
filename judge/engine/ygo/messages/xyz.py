"""The words of Xyz Summons and Xyz Materials (extra_summon.py: 8-5-4, 4-4-3) each language's
catalogue takes from here (`MESSAGES.update(XYZ["de"])`), in the terms of each language's
cards (Xyz-Beschwörung, Xyz-Material; Invocación Xyz, Material Xyz; Invocation Xyz, Matériel
Xyz; Evocazione Xyz, Materiale Xyz)."""
from __future__ import annotations

from ...core.catalogue import Message

XYZ: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.xyz_material_kind": "{material} is not what the text of {card} asks of each "
                                     "Xyz Material ({details}).",
    },
    "de": {
        "illegal.xyz_material_kind": "{material:der} ist nicht, was der Text {card:vom} von "
                                     "jedem Xyz-Material verlangt ({details}).",
    },
    "es": {
        "illegal.xyz_material_kind": "{material:el} no es lo que el texto {card:del} pide a "
                                     "cada Material Xyz ({details}).",
    },
    "fr": {
        "illegal.xyz_material_kind": "{material:le} n'est pas ce que le texte {card:du} demande "
                                     "à chaque Matériel Xyz ({details}).",
    },
    "it": {
        "illegal.xyz_material_kind": "{material:il} non è ciò che il testo {card:del} chiede a "
                                     "ogni Materiale Xyz ({details}).",
    },
}
