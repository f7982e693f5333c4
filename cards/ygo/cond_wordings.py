"""More words for events the engine already answers (5-1-3), whole conditions added to
monster_shapes.CONDITIONS: "destroyed by battle or by a card effect and sent to the Graveyard"
(Snow Dragon: destroyed either way), "in the Monster Zone is Tributed" and "on the field is
Tributed and sent to the Graveyard" (Psychic Ace, Kujakujaku: Tributed from the field, as
conditions_shapes.ON_FIELD_TRIBUTED; a Tribute is always of a monster in a Monster Zone),
"sent from the field or the hand to the Graveyard" (Sylvan Snapdrassinagon: either zone, the
order of the words aside), and the older "When this card is destroyed by battle and sent to the
Graveyard, or when this card you control is destroyed by an opponent's card effect and sent to
your Graveyard" (Dragon Dowser: either, as "If this card is destroyed by battle, or if this
card in its owner's possession is destroyed by an opponent's card effect" reads).

Each is activated from the GY it went to (5-1-7), so "sent to the Graveyard" is asked by where
the card is. Standard library only; whole wordings, no pattern.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

CONDITIONS: dict[str, Fields] = {}
for _gy in ("GY", "Graveyard"):
    CONDITIONS[f"When this card is destroyed by battle or by a card effect and sent to the {_gy}"] \
        = {"type": "trigger", "event": "destroyed", "from": "graveyard", "when": True}
    CONDITIONS[f"If this card is destroyed by battle or by a card effect and sent to the {_gy}"] \
        = {"type": "trigger", "event": "destroyed", "from": "graveyard"}
    CONDITIONS[f"If this card on the field is Tributed and sent to the {_gy}"] = {
        "type": "trigger", "event": "tributed_from_field", "from": "graveyard"}
    for _start, _when in (("If", {}), ("When", {"when": True})):
        CONDITIONS[f"{_start} this card is sent from the field or the hand to the {_gy}"] = {
            "type": "trigger", "event": "sent_from_hand_or_field_to_graveyard",
            "from": "graveyard", **_when}
    CONDITIONS[f"When this card is destroyed by battle and sent to the {_gy}, or when this card "
               "you control is destroyed by an opponent's card effect and sent to your "
               f"{_gy}"] = {"type": "trigger", "event": "destroyed_by_battle_or_opponent_effect",
                            "from": "graveyard", "when": True}
CONDITIONS["If this card in the Monster Zone is Tributed"] = {
    "type": "trigger", "event": "tributed_from_field", "from": "graveyard"}
