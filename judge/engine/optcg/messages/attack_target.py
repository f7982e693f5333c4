"""The English words of the attack's target changed (optcg/attack_target.py): the English stays
next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations
in its section `attack_target`."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_TARGET: dict[str, Message] = {
    "attack_target_changed": "{effect}: the attack's target changes from {before} to {card}; the "
                             "battle goes on with {card} (a card's text goes before the rules, so "
                             "it may be active).",
    "would.change_attack_target": "change the attack's target",
    "would.change_attack_target.card": "change the attack's target to {card}",
    "why.already_target": "{card} is already the attack's target",
    "why.attackers_own_card": "{card} belongs to the attacking player",
}
