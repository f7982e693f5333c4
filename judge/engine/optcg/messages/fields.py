"""The English words of a printed card's fields in the notes (optcg/printed_cards.py,
`note.override`): the English stays next to the code; each language's catalogue (de.py, es.py,
it.py, fr.py) has their translations in its section `fields`."""
from __future__ import annotations

from ...core.catalogue import Message

FIELDS: dict[str, Message] = {
    "field.name": "name",
    "field.type": "card type",
    "field.cost": "cost",
    "field.power": "power",
    "field.counter": "Counter value",
    "field.colors": "colours",
    "field.keywords": "keywords",
    "field.traits": "types",
    "field.attributes": "attributes",
    "field.life": "Life",
    "field.effects": "effects",
    "field.trigger": "[Trigger]",
    "field.static": "permanent effects",
    "note.override": "{card}: the scenario's {key} ({value}) is used instead of what {number} "
                     "prints ({printed})",
    "value.none": "none",
    "value.yes": "yes",
    "value.no": "no",
    "value.described": "as described",
}
