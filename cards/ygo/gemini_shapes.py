"""A Gemini monster's text (8-1-9), read into the scenario format's `gemini: true` and the
effects its "●" lines give it once Gemini Summoned (judge/engine/ygo/gemini.py):

"This card is treated as a Normal Monster while face-up on the field or in the GY. While this
card is a Normal Monster on the field, you can Normal Summon it to have it become an Effect
Monster with this effect. ● ..." ("with these effects." before two or more "●" lines; or the
older "While this card is face-up on the field, ...
be treated as an Effect Monster with this effect:", which reads as an activated effect's
condition).

Standard library only. The "●" lines are read as a monster's text of their own
(monster_shapes.py): activated effects, whose activation the engine refuses before the
Gemini Summon, and the Continuous Effects whose checks ask whether a Gemini monster's effects
apply yet (card_facts.gemini_dormant): `survives`, `battle_lock`, `name_becomes` and the
flags negation.has reads (`attack_all`, `piercing`, ...), and what its text makes of it
(gemini_texts.py: `original_atk_becomes`, `treated_as_tuner`, ...). Any other Continuous one would
apply before its Gemini Summon, so it stays unread. An effect on the monster's own Normal
Summon ("If this card is Normal or Special Summoned", Evocator Eveque) is read: the Gemini
Summon is a Normal Summon, which it answers (judge/engine/ygo/gemini_triggers.py, 8-1-9); on
another Summon (a Flip Summon, a Special Summon) it is a Normal Monster then, whose effects the
engine refuses (8-1-9), unless an effect Special Summons it with its effects (8-1-12).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    continuous_shapes,
    counter_shapes,
    encoding,
    gemini_texts,
    immunity_shapes,
    protection_shapes,
    psct,
    statics,
)

NORMAL = re.compile(r"^This card is treated as a Normal Monster while face-up on the field or "
                    r"in the (?:GY|Graveyard)\.$")
SUMMON = re.compile(r"^While this card is (?:a Normal Monster|face-up) on the field, you can "
                    r"Normal Summon it to have it (?:become|be treated as) an Effect Monster "
                    r"with (?:this effect|these effects)[.:]$")  # older texts: a colon

# the keys whose engine checks wait for the Gemini Summon (judge/engine/ygo/card_facts.py)
APPLIED = {"effects", "survives", "battle_lock", "name_becomes",
           # and those negation.has asks for (12-3-19, 9-2-5, 12-3-3, 5-3-12, 5-2-3, ...)
           "attack_all", "piercing", "direct_attack", "effect_indestructible",
           "untargetable_by_opponent", "no_battle_damage", "no_direct_attack", "spares_battle",
           "attacks",  # negation.attacks (12-3-4)
           "reflects_battle_damage",  # reflected.source asks negation.has (12-8-7)
           # what its own text makes of it (gemini_stats.applies: 4-2-8, 8-5-14)
           "original_atk_becomes", "original_def_becomes", "treated_as_tuner",
           "summons_unnegatable",  # unnegated._keeper asks gemini_stats.applies (5-3-32)
           # changed to Defense Position as the Battle Phase ends (turn.py asks negation.has,
           # 12-9-2), and kept so (immunity.position_kept_problem, 9-2-8)
           "defense_after_battle_phase", "keeps_defense_position",
           "counter"}  # its ATK for each counter, and counters it may hold (counters.py, 4-8-4)


def read(main: psct.Breakdown, types: list[str], name: str = "",
         series: list[str] | None = None) -> tuple[dict[str, Any], list[str]] | None:
    """The card keys and the sentences read (the first alone when a "●" line is not read in
    full), or None when the text is another."""
    texts = [e.text for e in main.effects]
    normal = next((i for i, text in enumerate(texts) if NORMAL.match(text)), None)
    if normal is None or normal + 1 >= len(texts) or not SUMMON.match(texts[normal + 1]):
        return None
    granted_lines = main.effects[normal + 1].options
    # the older sentence, ending with a colon, reads as an activated effect's condition
    others = main.effects[:normal + 1] + main.effects[normal + 2:]
    if not granted_lines or any(e.kind == "activated" for e in others):
        return None
    granted = psct.read("\n".join(granted_lines), "monster", "", types)
    fields, read = encoding.encode_monster(granted)
    _continuous(granted, fields, read, name, series or [])
    if not fields or set(fields) - APPLIED or len(read) != len(granted.effects):
        # a Normal Monster until its Gemini Summon all the same; what that gives stays a note
        return {"gemini": True}, texts[normal:normal + 1]
    return {"gemini": True, **fields}, texts[normal:normal + 2]


def _continuous(granted: psct.Breakdown, fields: dict[str, Any], read: list[str], name: str,
                series: list[str]) -> None:
    """The "●" lines' Continuous Effects, read as a monster's own (5-1-1, 5-3-15, 12-3-20,
    5-4-2); what `read` does not list stays unread."""
    continuous_shapes.read_monster(granted, fields, read)
    immunity_shapes.read_monster(granted, fields, read)
    protection_shapes.read_monster(granted, fields, read)  # 12-8-7 (other keys: notes)
    for effect in granted.effects:
        found = None if effect.text in read else gemini_texts.read(effect.text) \
            or statics.read(effect, name, series) or _counter(effect.text, fields)
        if found:  # {} is a fact the card list holds: not one of these
            fields.update(found)
            read.append(effect.text)
    # "This card's battle position cannot be changed ..." after the change statics.py read
    immunity_shapes.read_monster(granted, fields, read)  # 9-2-8


def _counter(text: str, fields: dict[str, Any]) -> dict[str, Any] | None:
    """"This card gains 300 ATK for each Spell Counter on it." (Dark Valkyria): its `counter`
    (4-8-4), whose ATK the engine adds only once it is Gemini Summoned (8-1-9)."""
    counter = counter_shapes.static(text, fields.get("counter", {}))
    return {"counter": counter} if counter is not None else None
