"""The words of what a card does right after each Counter Trap Card resolves
(counter_trap_watch.py, 11-1-10); each language's catalogue takes them from here
(`MESSAGES.update(COUNTER_TRAPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

COUNTER_TRAPS: dict[str, dict[str, Message]] = {
    "en": {
        "after_counter_trap.label": "{card}, right after the Counter Trap Card",
        "after_counter_trap.applies": "{link} has resolved: right after it, {card} applies its "
                                      "effect, which is not activated and builds no chain.",
        "after_counter_trap.not_applied": "{link} has resolved, but {card} is no longer the "
                                          "face-up card it was on the field when that Counter "
                                          "Trap Card was activated, or its effects are "
                                          "negated: it does nothing.",
    },
    "de": {
        "after_counter_trap.label": "{card:der}, sofort nach der Konterfallenkarte",
        "after_counter_trap.applies": "{link} wurde aufgelöst: Sofort danach wendet {card:der} "
                                      "seinen Effekt an, der nicht aktiviert wird und keine "
                                      "Kette bildet.",
        "after_counter_trap.not_applied": "{link} wurde aufgelöst, aber {card:der} ist nicht "
                                          "mehr die offene Karte auf dem Spielfeld, die beim "
                                          "Aktivieren dieser Konterfallenkarte dort lag, oder "
                                          "seine Effekte sind annulliert: Es geschieht nichts.",
    },
    "es": {
        "after_counter_trap.label": "{card:el}, justo después de la Trampa de Contraefecto",
        "after_counter_trap.applies": "{link} se ha resuelto: justo después, {card:el} aplica "
                                      "su efecto, que no se activa ni forma una Cadena.",
        "after_counter_trap.not_applied": "{link} se ha resuelto, pero {card:el} ya no es la "
                                          "carta boca arriba que estaba en el Campo cuando se "
                                          "activó esa Trampa de Contraefecto, o sus efectos "
                                          "están negados: no hace nada.",
    },
    "fr": {
        "after_counter_trap.label": "{card:le}, juste après la Carte Contre-Piège",
        "after_counter_trap.applies": "{link} s'est résolu : juste après, {card:le} applique "
                                      "son effet, qui n'est pas activé et ne forme pas de "
                                      "Chaîne.",
        "after_counter_trap.not_applied": "{link} s'est résolu, mais {card:le} n'est plus la "
                                          "carte face recto qui était sur le Terrain quand "
                                          "cette Carte Contre-Piège a été activée, ou ses "
                                          "effets sont annulés : il ne se passe rien.",
    },
    "it": {
        "after_counter_trap.label": "{card:il}, subito dopo la Carta Contro-Trappola",
        "after_counter_trap.applies": "{link} si è risolto: subito dopo, {card:il} applica il "
                                      "suo effetto, che non viene attivato e non forma una "
                                      "Catena.",
        "after_counter_trap.not_applied": "{link} si è risolto, ma {card:il} non è più la carta "
                                          "scoperta che era sul Terreno quando quella Carta "
                                          "Contro-Trappola è stata attivata, oppure i suoi "
                                          "effetti sono annullati: non fa nulla.",
    },
}
