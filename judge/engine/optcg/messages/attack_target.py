"""The words of changing the attack's target (optcg/attack_target.py), in every language of
the site: each language's catalogue takes its table from here
(`MESSAGES.update(ATTACK_TARGET["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_TARGET: dict[str, dict[str, Message]] = {
    "en": {
        "attack_target_changed": "{effect}: the attack's target changes from {before} to "
                                 "{card}; the battle goes on with {card} (a card's text goes "
                                 "before the rules, so it may be active).",
        "would.change_attack_target": "change the attack's target",
        "would.change_attack_target.card": "change the attack's target to {card}",
        "why.already_target": "{card} is already the attack's target",
        "why.attackers_own_card": "{card} belongs to the attacking player",
    },
    "de": {
        "attack_target_changed": "{effect}: Das Ziel des Angriffs wechselt {before:vom} zu "
                                 "{card:dem}; der Kampf geht mit {card:dem} weiter (der Text "
                                 "einer Karte geht den Regeln vor, sie darf also aktiv sein).",
        "would.change_attack_target": "das Ziel des Angriffs ändern",
        "would.change_attack_target.card": "das Ziel des Angriffs zu {card:dem} ändern",
        "why.already_target": "{card:der} ist schon das Ziel des Angriffs",
        "why.attackers_own_card": "{card:der} gehört dem angreifenden Spieler",
    },
    "es": {
        "attack_target_changed": "{effect}: el objetivo del ataque pasa {before:del} a {card:el}; "
                                 "la batalla sigue con {card:el} (el texto de una carta va "
                                 "antes que las reglas, así que puede estar activa).",
        "would.change_attack_target": "cambiaría el objetivo del ataque",
        "would.change_attack_target.card": "cambiaría el objetivo del ataque a {card:el}",
        "why.already_target": "{card:el} ya es el objetivo del ataque",
        "why.attackers_own_card": "{card:el} es del jugador que ataca",
    },
    "fr": {
        "attack_target_changed": "{effect} : la cible de l'attaque passe {before:du} à "
                                 "{card:au} ; le combat continue avec {card:le} (le texte d'une "
                                 "carte passe avant les règles, elle peut donc être active).",
        "would.change_attack_target": "changerait la cible de l'attaque",
        "would.change_attack_target.card": "changerait la cible de l'attaque pour {card:le}",
        "why.already_target": "{card:le} est déjà la cible de l'attaque",
        "why.attackers_own_card": "{card:le} appartient au joueur qui attaque",
    },
    "it": {
        "attack_target_changed": "{effect}: il bersaglio dell'attacco passa {before:dal} a "
                                 "{card:il}; la battaglia continua con {card:il} (il testo di "
                                 "una carta viene prima delle regole, quindi può essere attiva).",
        "would.change_attack_target": "cambierebbe il bersaglio dell'attacco",
        "would.change_attack_target.card": "cambierebbe il bersaglio dell'attacco in {card:il}",
        "why.already_target": "{card:il} è già il bersaglio dell'attacco",
        "why.attackers_own_card": "{card:il} appartiene al giocatore che attacca",
    },
}
