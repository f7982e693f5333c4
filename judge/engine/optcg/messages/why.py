"""The English words of why a battle went as it did (optcg/verdict.py): the English stays next to
the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `why`."""
from __future__ import annotations

from ...core.catalogue import Message

WHY: dict[str, Message] = {
    "why.don_x_blocker": "{card} has {count} DON!!, so [Blocker] may be used: {effect} forbids it "
                         "only with [DON!! x{needed}] ({rules}).",
    "why.don_x": "{card} has {count} DON!!, so {effect} does not activate: it needs [DON!! "
                 "x{needed}] ({rules}).",
    "why.condition_unmet": "{effect} does not apply, because {why} ({rules}).",
}
