"""The words of negation, "Negate the effect of ..." (optcg/negation.py), in every language of
the site: each language's catalogue takes its table from here
(`MESSAGES.update(NEGATION["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

NEGATION: dict[str, dict[str, Message]] = {
    "en": {
        "auto_negated.on_play": "{effect} does not activate: {player}'s [On Play] effects "
                                "are negated.",
        "on_play_negated": "{effect}: the [On Play] effects of {player}'s cards are negated "
                           "{duration}; a card {player} plays meanwhile activates none.",
        "negated": "{effect}: the effects of {card} are negated {duration}. What they already "
                   "did stays, and what other cards give it still works.",
        "auto_negated": "{effect} does not activate: the effects of {card} are negated.",
        "would.negate": "negate a card's effects",
        "would.negate.card": "negate the effects of {card} during this battle",
        "illegal.activate_negated": "The effects of {card} are negated: its [Activate: Main] "
                                    "cannot be activated, nor its cost paid.",
        "illegal.blocker_negated": "{card} cannot block: its effects are negated, [Blocker] "
                                   "included.",
    },
    "de": {
        "auto_negated.on_play": "{effect} wird nicht aktiviert: Die [On Play]-Effekte von "
                                "{player} sind negiert.",
        "on_play_negated": "{effect}: Die [On Play]-Effekte der Karten von {player} sind "
                           "{duration} negiert; eine Karte, die {player} in dieser Zeit spielt, "
                           "aktiviert keinen.",
        "negated": "{effect}: Die Effekte {card:vom} werden {duration} negiert. Was sie schon "
                   "bewirkt haben, bleibt, und was andere Karten ihr geben, wirkt weiter.",
        "auto_negated": "{effect} wird nicht aktiviert: Die Effekte {card:vom} sind negiert.",
        "would.negate": "die Effekte einer Karte negieren",
        "would.negate.card": "die Effekte {card:vom} während dieses Kampfes negieren",
        "illegal.activate_negated": "Die Effekte {card:vom} sind negiert: Ihr [Activate: Main] "
                                    "kann nicht aktiviert und seine Kosten nicht bezahlt werden.",
        "illegal.blocker_negated": "{card:der} kann nicht blocken: Die Effekte der Karte sind "
                                   "negiert, [Blocker] eingeschlossen.",
    },
    "es": {
        "auto_negated.on_play": "{effect} no se activa: los efectos [On Play] de {player} "
                                "están anulados.",
        "on_play_negated": "{effect}: los efectos [On Play] de las cartas de {player} quedan "
                           "anulados {duration}; una carta que {player} juegue mientras tanto "
                           "no activa ninguno.",
        "negated": "{effect}: los efectos {card:del} quedan anulados {duration}. Lo que ya "
                   "hicieron se mantiene, y lo que le dan otras cartas sigue funcionando.",
        "auto_negated": "{effect} no se activa: los efectos {card:del} están anulados.",
        "would.negate": "anularía los efectos de una carta",
        "would.negate.card": "anularía los efectos {card:del} durante esta batalla",
        "illegal.activate_negated": "Los efectos {card:del} están anulados: su [Activate: Main] "
                                    "no puede activarse ni puede pagarse su coste.",
        "illegal.blocker_negated": "{card:el} no puede bloquear: sus efectos están anulados, "
                                   "[Blocker] incluido.",
    },
    "fr": {
        "auto_negated.on_play": "{effect} ne s'active pas : les effets [Jouée] de {player} "
                                "sont annulés.",
        "on_play_negated": "{effect} : les effets [Jouée] des cartes de {player} sont annulés "
                           "{duration} ; une carte que {player} joue entre-temps n'en active "
                           "aucun.",
        "negated": "{effect} : les effets {card:du} sont annulés {duration}. Ce qu'ils ont déjà "
                   "fait reste, et ce que d'autres cartes lui donnent continue d'agir.",
        "auto_negated": "{effect} ne s'active pas : les effets {card:du} sont annulés.",
        "would.negate": "annulerait les effets d'une carte",
        "would.negate.card": "annulerait les effets {card:du} pendant ce combat",
        "illegal.activate_negated": "Les effets {card:du} sont annulés : son effet [Activation : "
                                    "Principale] ne peut pas être activé, ni son coût payé.",
        "illegal.blocker_negated": "{card:le} ne peut pas bloquer : ses effets sont annulés, "
                                   "[Bloqueur] compris.",
    },
    "it": {
        "auto_negated.on_play": "{effect} non si attiva: gli effetti [On Play] di {player} "
                                "sono annullati.",
        "on_play_negated": "{effect}: gli effetti [On Play] delle carte di {player} sono "
                           "annullati {duration}; una carta che {player} gioca nel frattempo non "
                           "ne attiva nessuno.",
        "negated": "{effect}: gli effetti {card:del} sono annullati {duration}. Ciò che hanno "
                   "già fatto resta, e ciò che le danno altre carte continua a funzionare.",
        "auto_negated": "{effect} non si attiva: gli effetti {card:del} sono annullati.",
        "would.negate": "annullerebbe gli effetti di una carta",
        "would.negate.card": "annullerebbe gli effetti {card:del} durante questa battaglia",
        "illegal.activate_negated": "Gli effetti {card:del} sono annullati: il suo [Activate: "
                                    "Main] non può essere attivato, né pagato il suo costo.",
        "illegal.blocker_negated": "{card:il} non può bloccare: i suoi effetti sono annullati, "
                                   "[Blocker] compreso.",
    },
}
