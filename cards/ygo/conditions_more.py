"""More activation conditions of a monster's effects, each built on what the engine already
knows (added to monster_shapes.CONDITIONS after the others):

- a Quick Effect limited to the Battle Phase of either player (5-1-4): "During the Battle Phase
  (Quick Effect)", `during: battle_phase`;
- sent to the GY from a Monster Zone (5-1-3): "If this card is sent from the Monster Zone to the
  GY", not from the hand, the Deck or a Pendulum Zone, `sent_from_monster_zone_to_graveyard`,
  activated from the GY it went to (5-1-7);
- Summoned by a procedure: "When this card is Pendulum Summoned" (8-5-6), and "If this Link
  Summoned card is destroyed by battle, or is destroyed by an opponent's card effect while in
  its owner's Monster Zone" (8-5-5, 5-3-1);
- "At the end of the Battle Phase", in its End Step whether this card battled or not (12-9-5);
- a Summon in a named turn: "If this card is Special Summoned during your opponent's turn" (the
  Artifacts), `during: opponent_turn` on the Trigger Effect (5-1-15).

Standard library only: a table of whole wordings, no pattern.
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

MORE: dict[str, Fields] = {}
# the Battle Phase of either player, the one "(Quick Effect)" timing of the phase not read before
for _words in ("During the Battle Phase (Quick Effect)",
               "Once per turn, during the Battle Phase (Quick Effect)",
               "During either player's Battle Phase (Quick Effect)"):
    MORE[_words] = {"type": "quick", "during": "battle_phase"}
# from a Monster Zone only: a Pendulum Monster leaving its Pendulum Zone is not (5-1-6)
# ("Monster Card Zone": the older name of the Monster Zone)
for _start, _when in (("If", False), ("When", True)):
    for _gy in ("GY", "Graveyard"):
        for _zone in ("Monster Zone", "Monster Card Zone"):
            MORE[f"{_start} this card is sent from the {_zone} to the {_gy}"] = {
                "type": "trigger", "event": "sent_from_monster_zone_to_graveyard",
                "from": "graveyard", **({"when": True} if _when else {})}
# a Pendulum Summon of this card (8-5-6), and a Link Summoned card destroyed by battle or by an
# opponent's card effect while in a Monster Zone, its owner's: the format has no change of
# control (5-3-1, 8-5-5); activated from the GY it went to
for _start, _when in (("If", False), ("When", True)):
    MORE[f"{_start} this card is Pendulum Summoned"] = {
        "type": "trigger", "event": "pendulum_summoned", **({"when": True} if _when else {})}
MORE["If this Link Summoned card is destroyed by battle, or is destroyed by an opponent's card "
     "effect while in its owner's Monster Zone"] = {
    "type": "trigger", "event": "link_summoned_destroyed_by_battle_or_opponent_effect",
    "from": "graveyard"}
# the End Step of the Battle Phase, whether this card battled or not (12-9-5): "..., if this
# card battled" is timing_shapes'
MORE["At the end of the Battle Phase"] = {"type": "trigger", "event": "battle_phase_end"}
# its event only in the opponent's turn (5-1-15): the Trigger Effect is activated at once, in
# that same turn
for _start, _when in (("If", False), ("When", True)):
    MORE[f"{_start} this card is Special Summoned during your opponent's turn"] = {
        "type": "trigger", "event": "special_summoned", "during": "opponent_turn",
        **({"when": True} if _when else {})}
