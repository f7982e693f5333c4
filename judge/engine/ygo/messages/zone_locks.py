"""The words of a restriction on Special Summons for the rest of the turn that spares one zone
(zone_locks.py, 5-2-32): "you cannot Special Summon Effect Monsters, except from the hand", as
the Blitzclique cards of each language print it ("keine Effektmonster ... außer von der Hand",
"Monstruos de Efecto, excepto desde la mano", "de Monstres à Effet, sauf depuis la main",
"Mostri con Effetto, eccetto dalla mano"); also a description's monster that "cannot be
Normal Summoned/Set" (8-1-6), as the Drytron cards print it. Each language's catalogue takes
its table from here
(`MESSAGES.update(ZONE_LOCKS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

ZONE_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "summon_locked.zone": "{link}: for the rest of this turn, {player} cannot Special "
                              "Summon {monsters}, except from {zone}.",
        "why.summon_locked.zone": "for the rest of this turn, {player} cannot Special Summon "
                                  "{monsters}, except from {zone}",
        "zone_lock.effect_monsters": "Effect Monsters",
        "zone_lock.monsters": "monsters ({details})",
        "pick.no_normal_summon": "cannot be Normal Summoned/Set",
    },
    "de": {
        "summon_locked.zone": "{link}: Für den Rest dieses Spielzugs kann {player} keine "
                              "{monsters} als Spezialbeschwörung beschwören, außer von {zone}.",
        "why.summon_locked.zone": "für den Rest dieses Spielzugs kann {player} keine "
                                  "{monsters} als Spezialbeschwörung beschwören, außer von "
                                  "{zone}",
        "zone_lock.effect_monsters": "Effektmonster",
        "zone_lock.monsters": "Monster ({details})",
        "pick.no_normal_summon": "kann nicht als Normalbeschwörung beschworen/gesetzt werden",
    },
    "es": {
        "summon_locked.zone": "{link}: durante el resto de este turno, {player} no puede "
                              "Invocar de Modo Especial {monsters}, excepto desde {zone}.",
        "why.summon_locked.zone": "durante el resto de este turno, {player} no puede Invocar "
                                  "de Modo Especial {monsters}, excepto desde {zone}",
        "zone_lock.effect_monsters": "Monstruos de Efecto",
        "zone_lock.monsters": "monstruos ({details})",
        "pick.no_normal_summon": "no puede ser Invocado de Modo Normal/Colocado",
    },
    "fr": {
        "summon_locked.zone": "{link} : pour le reste de ce tour, {player} ne peut pas "
                              "Invoquer Spécialement {monsters}, sauf depuis {zone}.",
        "why.summon_locked.zone": "pour le reste de ce tour, {player} ne peut pas Invoquer "
                                  "Spécialement {monsters}, sauf depuis {zone}",
        "zone_lock.effect_monsters": "de Monstres à Effet",
        "zone_lock.monsters": "de monstres ({details})",
        "pick.no_normal_summon": "ne peut pas être Invoqué/Posé Normalement",
    },
    "it": {
        "summon_locked.zone": "{link}: per il resto di questo turno, {player} non può Evocare "
                              "Specialmente {monsters}, eccetto {zone:dal}.",
        "why.summon_locked.zone": "per il resto di questo turno, {player} non può Evocare "
                                  "Specialmente {monsters}, eccetto {zone:dal}",
        "zone_lock.effect_monsters": "Mostri con Effetto",
        "zone_lock.monsters": "mostri ({details})",
        "pick.no_normal_summon": "non può essere Evocato Normalmente/Posizionato",
    },
}
