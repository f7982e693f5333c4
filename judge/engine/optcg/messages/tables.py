"""Every family's English words, in the order the language catalogues have their sections: the
verdict's, then one per family of the engine (named as the family's module), then the printed
cards' fields and the battle's why. A new family's table is one more line here, and one more
section in de.py, es.py, it.py and fr.py (tests/judge/test_engine_messages.py fails on a code
missing in a language)."""
from __future__ import annotations

from ...core.catalogue import Message
from .attack_target import ATTACK_TARGET
from .base_power import BASE_POWER
from .choices import CHOICES
from .conditions import CONDITIONS
from .costs import COSTS
from .decks import DECKS
from .don import DON
from .event_use import EVENT_USE
from .fields import FIELDS
from .flow import FLOW
from .gains import GAINS
from .groups import GROUPS
from .hand import HAND
from .ko_cost import KO_COST
from .life import LIFE
from .limits import LIMITS
from .modifiers import MODIFIERS
from .negation import NEGATION
from .opponent import OPPONENT
from .play import PLAY
from .removal import REMOVAL
from .replacements import REPLACEMENTS
from .stage_ko import STAGE_KO
from .states import STATES
from .that_card import THAT_CARD
from .triggers import TRIGGERS
from .up_to import UP_TO
from .verdict import VERDICT
from .why import WHY

TABLES: tuple[dict[str, Message], ...] = (
    VERDICT,  # the verdict's words (optcg/verdict.py)
    GROUPS,  # several cards at once (optcg/groups.py)
    DECKS,  # deck searches (optcg/decks/)
    COSTS,  # activation costs (optcg/costs.py)
    CONDITIONS,  # the "if..." conditions (optcg/conditions.py)
    LIMITS,  # restrictions (optcg/limits.py)
    UP_TO,  # "up to N" count steps (optcg/up_to.py)
    FIELDS,  # a printed card's fields in the notes
    WHY,  # why a battle went as it did (optcg/verdict.py)
    REPLACEMENTS,  # replacement effects, "instead" (optcg/replacements.py)
    MODIFIERS,  # power and cost changes (optcg/modifiers.py)
    REMOVAL,  # Characters leaving the field (optcg/removal.py)
    STATES,  # rested and active (optcg/states.py)
    HAND,  # draws and cards trashed from the hand (optcg/hand.py)
    LIFE,  # Life cards moved by effects (optcg/life.py)
    DON,  # DON!! moved by effects (optcg/don.py)
    PLAY,  # cards played by effects (optcg/play.py)
    EVENT_USE,  # an Event's [Main] used by another card's effect (optcg/event_use.py)
    GAINS,  # keywords and flags gained (optcg/gains.py)
    FLOW,  # "if" in the middle, "at the end of this turn" (optcg/flow.py)
    OPPONENT,  # what the opponent is made to do (optcg/opponent.py)
    TRIGGERS,  # auto effects with a trigger of their own (optcg/triggers.py)
    CHOICES,  # unread abilities, named choices (optcg/unread.py, picks.py)
    NEGATION,  # effects negated (optcg/negation.py)
    BASE_POWER,  # base power set or swapped (optcg/base_power.py)
    KO_COST,  # a K.O. paid as a cost (optcg/ko_cost.py)
    ATTACK_TARGET,  # the attack's target changed (optcg/attack_target.py)
    STAGE_KO,  # a Stage K.O.'d (optcg/stage_ko.py)
    THAT_CARD,  # "if that Character ..." (optcg/that_card.py)
)



def english() -> dict[str, Message]:
    """Every family's English words, for the English catalogue to add to its own."""
    out: dict[str, Message] = {}
    for table in TABLES:
        out.update(table)
    return out
