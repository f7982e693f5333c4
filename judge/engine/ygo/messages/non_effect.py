"""The words of "a non-Effect Monster" in a description (described.py, 4-3-2), which each
language's catalogue takes from here (`MESSAGES.update(NON_EFFECT["de"])`), as each language's
cards print it (Nicht-Effektmonster, monstruo que no sea de Efecto, monstre non-Effet, mostro
non-Effetto)."""
from __future__ import annotations

from ...core.catalogue import Message

NON_EFFECT: dict[str, dict[str, Message]] = {
    "en": {"pick.non_effect": "a non-Effect Monster"},
    "de": {"pick.non_effect": "ein Nicht-Effektmonster"},
    "es": {"pick.non_effect": "un monstruo que no sea de Efecto"},
    "fr": {"pick.non_effect": "un monstre non-Effet"},
    "it": {"pick.non_effect": "un mostro non-Effetto"},
}
