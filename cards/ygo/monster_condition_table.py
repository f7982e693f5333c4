"""The activation conditions of a monster's effects that are read whole (monster_shapes.py):
each wording and the `effects:` entry it begins (its kind, its event, the zone it is
activated from), gathered from the families that add their own at the end.

Standard library only."""
from __future__ import annotations

from typing import Any

from cards.ygo import (
    cond_wordings,
    conditions_more,
    detached_shapes,
    equip_shapes,
    excavate_shapes,
    how_moved,
    monster_conditions,
    own_event_shapes,
    pendulum_moves,
    stzone_shapes,
    tail_conditions,
)

Fields = dict[str, Any]

# activation condition -> what it makes of the effect (type, event, where from, "when")
CONDITIONS: dict[str, Fields] = {
    "": {"type": "ignition"},
    "During your Main Phase": {"type": "ignition"},
    "Once per turn": {"type": "ignition"},
    "(Quick Effect)": {"type": "quick"},
    "Once per turn (Quick Effect)": {"type": "quick"},
    "If this card is in your hand": {"type": "ignition", "from": "hand"},
    "If this card is in your GY": {"type": "ignition", "from": "graveyard"},
    "If this card is Normal Summoned": {"type": "trigger", "event": "normal_summoned"},
    "When this card is Normal Summoned": {"type": "trigger", "event": "normal_summoned",
                                          "when": True},
    "If this card is Special Summoned": {"type": "trigger", "event": "special_summoned"},
    "When this card is Special Summoned": {"type": "trigger", "event": "special_summoned",
                                           "when": True},
    "If this card is Normal or Special Summoned": {"type": "trigger", "event": "summoned"},
    "When this card is Normal or Special Summoned": {"type": "trigger", "event": "summoned",
                                                     "when": True},
    "If this card is sent to the GY": {"type": "trigger", "event": "sent_to_graveyard",
                                       "from": "graveyard"},
    "When this card is sent to the GY": {"type": "trigger", "event": "sent_to_graveyard",
                                         "from": "graveyard", "when": True},
    "If this card is sent from the field to the GY": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard"},
}
# Trigger Effects on other Summons and on destruction (5-1-3): "If"/"When" and the event each
# answers; one destroyed goes to the GY, its effect activated from there (5-1-7)
for _start, _when in (("If", False), ("When", True)):
    for _words, _event, _origin in (
            ("Tribute Summoned", "tribute_summoned", "field"),
            ("Flip Summoned", "flip_summoned", "field"),
            ("Normal or Flip Summoned", "normal_or_flip_summoned", "field"),
            ("Summoned", "any_summoned", "field"),
            ("destroyed by battle", "destroyed_by_battle", "graveyard"),
            ("destroyed by battle and sent to the GY", "destroyed_by_battle", "graveyard"),
            ("destroyed by battle and sent to the Graveyard", "destroyed_by_battle",
             "graveyard"),
            ("destroyed by a card effect", "destroyed_by_effect", "graveyard"),
            ("destroyed by a card effect and sent to the GY", "destroyed_by_effect",
             "graveyard"),
            ("destroyed by battle or card effect", "destroyed", "graveyard"),
            ("destroyed and sent to the GY", "destroyed", "graveyard"),
            ("destroyed and sent to the Graveyard", "destroyed", "graveyard"),
            ("destroyed", "destroyed", "graveyard")):
        # "When ... destroyed": several destroyed at once are one moment for the engine, so
        # none of them misses the timing for another (11-1-9, judge/engine/ygo/moments.py)
        _shape: Fields = {"type": "trigger", "event": _event}
        if _origin != "field":
            _shape["from"] = _origin
        if _when:
            _shape["when"] = True
        CONDITIONS[f"{_start} this card is {_words}"] = _shape
# what this card does in battle (5-1-3); "When ... inflicts battle damage" is activated after
# damage calculation, in the Damage Step (12-4-4), before the destroyed monsters leave
for _start, _when in (("If", False), ("When", True)):
    for _words, _event in (
            ("destroys an opponent's monster by battle", "destroyed_a_monster"),
            ("destroys a monster by battle", "destroyed_a_monster"),
            # only when the destroyed monster went to the GY (how_moved.py, 5-1-18)
            ("destroys an opponent's monster by battle and sends it to the GY",
             "destroyed_and_sent_a_monster"),
            ("destroys an opponent's monster by battle and sends it to the Graveyard",
             "destroyed_and_sent_a_monster"),
            ("destroys a monster by battle and sends it to the GY",
             "destroyed_and_sent_a_monster"),
            ("destroys a monster by battle and sends it to the Graveyard",
             "destroyed_and_sent_a_monster"),
            # the event happens only while it is still there anyway (damage_step.py, 12-4-5)
            ("destroys an opponent's monster by battle and remains on the field",
             "destroyed_a_monster"),
            ("inflicts battle damage to your opponent", "inflicted_battle_damage"),
            ("inflicts battle damage to your opponent by a direct attack",
             "inflicted_direct_damage")):
        CONDITIONS[f"{_start} this card {_words}"] = {"type": "trigger", "event": _event,
                                                      **({"when": True} if _when else {})}
# Quick Effects with a timing of their own (5-1-4); the older "During either player's turn:"
# without "(Quick Effect)" is one too
for _condition, _during in (
        ("During either player's turn (Quick Effect)", ""),
        ("During either player's turn", ""),
        ("Once per turn, during either player's turn (Quick Effect)", ""),
        ("Once per turn, during either player's turn", ""),
        ("During your opponent's turn (Quick Effect)", "opponent_turn"),
        ("Once per turn, during your opponent's turn (Quick Effect)", "opponent_turn"),
        ("During the Main Phase (Quick Effect)", "main_phase"),
        ("Once per turn, during the Main Phase (Quick Effect)", "main_phase"),
        ("During either player's Main Phase (Quick Effect)", "main_phase"),
        ("During your opponent's Main Phase (Quick Effect)", "opponent_main_phase"),
        ("Once per turn, during your opponent's Main Phase (Quick Effect)",
         "opponent_main_phase")):
    CONDITIONS[_condition] = {"type": "quick", **({"during": _during} if _during else {})}
CONDITIONS.update(monster_conditions.MORE)
CONDITIONS.update(equip_shapes.CONDITIONS)  # an Equip Card's own effect (10-4-6)
CONDITIONS.update(tail_conditions.MORE)  # from either of two zones, and more (5-1-7)
CONDITIONS.update(pendulum_moves.CONDITIONS)  # destroyed as a monster, not a scale (5-1-6)
CONDITIONS.update(conditions_more.MORE)  # the Battle Phase, the Monster Zone (5-1-4, 5-1-3)
CONDITIONS.update(excavate_shapes.CONDITIONS)  # excavated and sent to the GY (5-3-26)
CONDITIONS.update(stzone_shapes.CONDITIONS)  # a Set Monster Card destroyed there (3-4-7)
CONDITIONS.update(own_event_shapes.CONDITIONS)  # left the field face-up, added to the hand
CONDITIONS.update(detached_shapes.CONDITIONS)  # detached as its Xyz Monster's cost (4-4-12)
CONDITIONS.update(cond_wordings.CONDITIONS)  # more words for events it knows (5-1-3)
CONDITIONS.update(how_moved.CONDITIONS)  # the zone it left, what moved it (5-1-18)
