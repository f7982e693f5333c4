"""The words of a later part of an effect that asks, as it is done, how many Spells its player
has in the GY (`if_spells_in_gy`, spells_gate.py, 5-2-24), which each language's catalogue
takes from here (`MESSAGES.update(SPELLS_GATE["de"])`), in the terms of each language's cards
(Zauberkarte/Friedhof, Carta Mágica/Cementerio, Carte Magie/Cimetière, Carta Magia/Cimitero)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

SPELLS_GATE: dict[str, dict[str, Message]] = {
    "en": {
        "spells_gate.declined": "{link}: {player} chooses not to do that part (the "
                                "activation's “declines”).",
        "spells_gate.short.instead": Plural(
            "count", zero=(
                "{link}: {player} has no Spell in their GY as the effect resolves, not the "
                "{least} the other choice asks for, so the effect does what it says first."),
            one="{link}: {player} has only {count} Spell in their GY as the effect "
                "resolves, not the {least} the other choice asks for, so the effect does "
                "what it says first.",
            other="{link}: {player} has only {count} Spells in their GY as the effect resolves, "
                  "not the {least} the other choice asks for, so the effect does what it says "
                  "first."),
        "spells_gate.short": Plural(
            "count", zero="{link}: {player} has no Spell in their GY as the effect reaches "
                          "this part, not the {least} it asks for, so that part is not done.",
            one="{link}: {player} has only {count} Spell in their GY as the effect reaches this "
                "part, not the {least} it asks for, so that part is not done.",
            other="{link}: {player} has only {count} Spells in their GY as the effect reaches "
                  "this part, not the {least} it asks for, so that part is not done."),
        "spells_gate.holds": "{link}: {player} has {count} Spells in their GY as the effect "
                             "reaches this part ({least} or more asked), so that part applies.",
    },
    "de": {
        "spells_gate.declined": "{link}: {player} entscheidet sich, diesen Teil nicht "
                                "auszuführen („declines“ der Aktivierung).",
        "spells_gate.short.instead": Plural(
            "count", zero=(
                "{link}: Bei der Abhandlung hat {player} keine Zauberkarte im Friedhof statt der "
                "{least}, die die andere Wahl verlangt; der Effekt bewirkt, was er zuerst "
                "nennt."),
            one="{link}: Bei der Abhandlung hat {player} nur {count} Zauberkarte im "
                "Friedhof statt der {least}, die die andere Wahl verlangt; der Effekt "
                "bewirkt, was er zuerst nennt.",
            other="{link}: Bei der Abhandlung hat {player} nur {count} Zauberkarten im Friedhof "
                  "statt der {least}, die die andere Wahl verlangt; der Effekt bewirkt, was er "
                  "zuerst nennt."),
        "spells_gate.short": Plural(
            "count", zero="{link}: Wenn der Effekt diesen Teil erreicht, hat {player} keine "
                          "Zauberkarte im Friedhof statt der verlangten {least}; dieser Teil "
                          "wird nicht ausgeführt.",
            one="{link}: Wenn der Effekt diesen Teil erreicht, hat {player} nur {count} "
                "Zauberkarte im Friedhof statt der verlangten {least}; dieser Teil wird nicht "
                "ausgeführt.",
            other="{link}: Wenn der Effekt diesen Teil erreicht, hat {player} nur {count} "
                  "Zauberkarten im Friedhof statt der verlangten {least}; dieser Teil wird "
                  "nicht ausgeführt."),
        "spells_gate.holds": "{link}: Wenn der Effekt diesen Teil erreicht, hat {player} {count} "
                             "Zauberkarten im Friedhof (verlangt: {least} oder mehr); dieser "
                             "Teil wird angewendet.",
    },
    "es": {
        "spells_gate.declined": "{link}: {player} decide no hacer esa parte («declines» de "
                                "la activación).",
        "spells_gate.short.instead": Plural(
            "count", zero=(
                "{link}: al resolverse el efecto, {player} no tiene ninguna Carta Mágica en su "
                "Cementerio, no las {least} que pide la otra opción, así que el efecto hace lo "
                "que indica primero."),
            one="{link}: al resolverse el efecto, {player} solo tiene {count} Carta "
                "Mágica en su Cementerio, no las {least} que pide la otra opción, así "
                "que el efecto hace lo que indica primero.",
            other="{link}: al resolverse el efecto, {player} solo tiene {count} Cartas Mágicas "
                  "en su Cementerio, no las {least} que pide la otra opción, así que el efecto "
                  "hace lo que indica primero."),
        "spells_gate.short": Plural(
            "count", zero="{link}: cuando el efecto llega a esta parte, {player} no tiene "
                          "ninguna Carta Mágica en su Cementerio, no las {least} que pide, así "
                          "que esa parte no se hace.",
            one="{link}: cuando el efecto llega a esta parte, {player} solo tiene {count} Carta "
                "Mágica en su Cementerio, no las {least} que pide, así que esa parte no se hace.",
            other="{link}: cuando el efecto llega a esta parte, {player} solo tiene {count} "
                  "Cartas Mágicas en su Cementerio, no las {least} que pide, así que esa parte "
                  "no se hace."),
        "spells_gate.holds": "{link}: cuando el efecto llega a esta parte, {player} tiene "
                             "{count} Cartas Mágicas en su Cementerio ({least} o más pedidas), "
                             "así que esa parte se aplica.",
    },
    "fr": {
        "spells_gate.declined": "{link} : {player} choisit de ne pas effectuer cette partie "
                                "(« declines » de l'activation).",
        "spells_gate.short.instead": Plural(
            "count", zero=(
                "{link} : à la résolution de l'effet, {player} n'a aucune Carte Magie dans son "
                "Cimetière, et non les {least} que demande l'autre choix ; l'effet fait donc ce "
                "qu'il indique en premier."),
            one="{link} : à la résolution de l'effet, {player} n'a que {count} Carte "
                "Magie dans son Cimetière, et non les {least} que demande l'autre choix ; "
                "l'effet fait donc ce qu'il indique en premier.",
            other="{link} : à la résolution de l'effet, {player} n'a que {count} Cartes Magie "
                  "dans son Cimetière, et non les {least} que demande l'autre choix ; l'effet "
                  "fait donc ce qu'il indique en premier."),
        "spells_gate.short": Plural(
            "count", zero="{link} : quand l'effet arrive à cette partie, {player} n'a aucune "
                          "Carte Magie dans son Cimetière, et non les {least} demandées ; cette "
                          "partie n'a donc pas lieu.",
            one="{link} : quand l'effet arrive à cette partie, {player} n'a que {count} Carte "
                "Magie dans son Cimetière, et non les {least} demandées ; cette partie n'a donc "
                "pas lieu.",
            other="{link} : quand l'effet arrive à cette partie, {player} n'a que {count} Cartes "
                  "Magie dans son Cimetière, et non les {least} demandées ; cette partie n'a "
                  "donc pas lieu."),
        "spells_gate.holds": "{link} : quand l'effet arrive à cette partie, {player} a {count} "
                             "Cartes Magie dans son Cimetière ({least} ou plus demandées) ; "
                             "cette partie s'applique donc.",
    },
    "it": {
        "spells_gate.declined": "{link}: {player} sceglie di non eseguire quella parte "
                                "(«declines» dell'attivazione).",
        "spells_gate.short.instead": Plural(
            "count", zero=(
                "{link}: quando l'effetto si risolve, {player} non ha nessuna Carta Magia nel "
                "Cimitero, non le {least} richieste dall'altra scelta, quindi l'effetto fa ciò "
                "che indica per primo."),
            one="{link}: quando l'effetto si risolve, {player} ha solo {count} Carta "
                "Magia nel Cimitero, non le {least} richieste dall'altra scelta, quindi "
                "l'effetto fa ciò che indica per primo.",
            other="{link}: quando l'effetto si risolve, {player} ha solo {count} Carte Magia nel "
                  "Cimitero, non le {least} richieste dall'altra scelta, quindi l'effetto fa ciò "
                  "che indica per primo."),
        "spells_gate.short": Plural(
            "count", zero="{link}: quando l'effetto arriva a questa parte, {player} non ha "
                          "nessuna Carta Magia nel Cimitero, non le {least} richieste, quindi "
                          "quella parte non viene eseguita.",
            one="{link}: quando l'effetto arriva a questa parte, {player} ha solo {count} Carta "
                "Magia nel Cimitero, non le {least} richieste, quindi quella parte non viene "
                "eseguita.",
            other="{link}: quando l'effetto arriva a questa parte, {player} ha solo {count} "
                  "Carte Magia nel Cimitero, non le {least} richieste, quindi quella parte non "
                  "viene eseguita."),
        "spells_gate.holds": "{link}: quando l'effetto arriva a questa parte, {player} ha "
                             "{count} Carte Magia nel Cimitero ({least} o più richieste), quindi "
                             "quella parte si applica.",
    },
}
