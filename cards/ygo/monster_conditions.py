"""More activation conditions of a monster's effects (added to monster_shapes.CONDITIONS):
older wordings of the ones read there, and events and phases the engine came to know later.

Standard library only. Each entry says what the condition makes of the effect: its type
(5-1-2 to 5-1-4), the event a Trigger Effect answers, the zone it is activated from (5-1-7)
and whether it is worded "When" (11-1-9).
"""
from __future__ import annotations

from typing import Any

Fields = dict[str, Any]

MORE: dict[str, Fields] = {
    # older wordings: "Graveyard" for "GY"
    "If this card is in your Graveyard": {"type": "ignition", "from": "graveyard"},
    "If this card is sent to the Graveyard": {"type": "trigger", "event": "sent_to_graveyard",
                                              "from": "graveyard"},
    "When this card is sent to the Graveyard": {"type": "trigger",
                                                "event": "sent_to_graveyard",
                                                "from": "graveyard", "when": True},
    "If this card is sent from the field to the Graveyard": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard"},
    "When this card is sent from the field to the GY": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard",
        "when": True},
    "When this card is sent from the field to the Graveyard": {
        "type": "trigger", "event": "sent_from_field_to_graveyard", "from": "graveyard",
        "when": True},
    # an Ignition Effect, once per turn for each copy (5-1-2, 5-2-6)
    "Once per turn, during your Main Phase": {"type": "ignition"},
    # banished, from anywhere: activated from among the banished cards (5-1-3, 5-1-7)
    "If this card is banished": {"type": "trigger", "event": "banished", "from": "banished"},
    "When this card is banished": {"type": "trigger", "event": "banished", "from": "banished",
                                   "when": True},
}
# Summons from the Extra Deck by the procedures the engine carries out (8-5-3, 8-5-4), and a
# Synchro Material sent to the GY by one (only "If": whether a "When" one misses the timing
# behind the Summon is not settled here)
for _start, _when in (("If", False), ("When", True)):
    for _kind in ("Synchro", "Xyz", "Fusion", "Ritual"):  # Fusion, Ritual: 8-5-1, 8-5-2
        MORE[f"{_start} this card is {_kind} Summoned"] = {
            "type": "trigger", "event": f"{_kind.lower()}_summoned",
            **({"when": True} if _when else {})}
for _words in ("GY as Synchro Material", "GY as a Synchro Material",
               "Graveyard as Synchro Material", "Graveyard as a Synchro Material",
               # older: "sent to the Graveyard for a Synchro Summon", "as a Synchro Material
               # Monster": the same event (8-5-3)
               "GY for a Synchro Summon", "Graveyard for a Synchro Summon",
               "Graveyard as a Synchro Material Monster"):
    MORE[f"If this card is sent to the {_words}"] = {"type": "trigger",
                                                     "event": "synchro_material",
                                                     "from": "graveyard"}
for _words in ("GY as Fusion Material", "GY as a Fusion Material",
               "Graveyard as Fusion Material", "Graveyard as a Fusion Material",
               "GY as material for a Fusion Summon",
               "Graveyard as material for a Fusion Summon"):
    MORE[f"If this card is sent to the {_words}"] = {"type": "trigger",
                                                     "event": "fusion_material",
                                                     "from": "graveyard"}
# a Link Summon (8-5-5) and a Link Material sent to the GY by one (that one "If" only, as above)
MORE["If this card is Link Summoned"] = {"type": "trigger", "event": "link_summoned"}
MORE["When this card is Link Summoned"] = {"type": "trigger", "event": "link_summoned",
                                           "when": True}
for _words in ("GY as Link Material", "GY as a Link Material", "Graveyard as Link Material"):
    MORE[f"If this card is sent to the {_words}"] = {"type": "trigger", "event": "link_material",
                                                     "from": "graveyard"}
# a Quick Effect activated from the hand or the GY (5-1-4, 5-1-7): Linkuriboh's
MORE["If this card is in your GY (Quick Effect)"] = {"type": "quick", "from": "graveyard"}
MORE["If this card is in your hand (Quick Effect)"] = {"type": "quick", "from": "hand"}
# flipped face-up: by a Flip Summon, or when attacked face-down, after damage calculation
# (8-3-5, 12-4-4)
for _start, _when in (("If", False), ("When", True)):
    for _words, _event in (("flipped face-up", "flipped"),
                           ("Normal Summoned or flipped face-up", "normal_summoned_or_flipped")):
        MORE[f"{_start} this card is {_words}"] = {"type": "trigger", "event": _event,
                                                   **({"when": True} if _when else {})}
# a FLIP effect the engine does not activate by itself (one that targets, costs, or is
# optional: encoding._flip): a Trigger Effect on being flipped face-up, that its player
# activates (5-1-5)
MORE["FLIP"] = {"type": "trigger", "event": "flipped"}
# given up as a cost or for a Tribute Summon, or discarded (5-3-4, 5-3-5), and Special
# Summoned from a zone named (8-4-1)
for _start, _when in (("If", False), ("When", True)):
    for _words, _event, _origin in (
            ("Tributed", "tributed", "graveyard"), ("discarded", "discarded", "graveyard"),
            ("discarded to the GY", "discarded", "graveyard"),
            ("discarded to the Graveyard", "discarded", "graveyard"),
            ("Special Summoned from the hand", "special_summoned_from_hand", "field"),
            ("Special Summoned from your hand", "special_summoned_from_hand", "field"),
            ("Special Summoned from the GY", "special_summoned_from_graveyard", "field"),
            ("Special Summoned from your GY", "special_summoned_from_graveyard", "field"),
            ("Special Summoned from the Graveyard", "special_summoned_from_graveyard", "field"),
            ("Special Summoned from your Graveyard", "special_summoned_from_graveyard",
             "field")):
        MORE[f"{_start} this card is {_words}"] = {
            "type": "trigger", "event": _event, **({"from": _origin} if _origin != "field"
                                                   else {}), **({"when": True} if _when else {})}
# Summoned by the procedure or the Tribute Summon its text gives it just before: "If Summoned
# this way:" (summon_shapes.this_way words it so; no card prints these words, 8-2-6, 8-4-8)
MORE["If this card is Summoned this way"] = {"type": "trigger", "event": "summoned_this_way"}
MORE["When this card is Summoned this way"] = {"type": "trigger", "event": "summoned_this_way",
                                               "when": True}
# a Graveyard effect, not in the turn the card was sent there (5-1-2, 5-2-4)
for _words in ("During your Main Phase, except the turn this card was sent to the GY",
               "During your Main Phase, except the turn this card was sent to the Graveyard",
               "If this card is in your GY, except the turn it was sent there",
               "If this card is in your GY, except the turn this card was sent to the GY"):
    MORE[_words] = {"type": "ignition", "from": "graveyard", "except_turn_sent": True}
# its own attack, answered in the Battle Step before damage (5-1-3, 12-3-6)
MORE["If this card declares an attack"] = {"type": "trigger", "event": "declared_attack"}
MORE["When this card declares an attack"] = {"type": "trigger", "event": "declared_attack",
                                             "when": True}
# an opponent's monster declares an attack: an event of another card, answered in the Battle
# Step (5-1-3, 12-3-6); such an effect may Special Summon this card from the hand
OTHERS = ("opponent_attack_declared", "opponent_direct_attack_declared", "summon",
          # another card destroyed (conditions_others.py)
          "other_destroyed", "other_destroyed_by_battle", "other_destroyed_by_effect",
          "other_flipped_face_down",  # a monster turned face-down (face_flips.py)
          "any_attack_declared",  # either player's monster declares an attack (own_event_shapes)
          "other_returned_to_hand", "other_returned_to_your_hand",  # returned_others.py
          "activated")  # a card or effect activated (activated_shapes.py)
MORE["When an opponent's monster declares an attack"] = {
    "type": "trigger", "event": "opponent_attack_declared", "when": True}
MORE["When an opponent's monster declares a direct attack"] = {
    "type": "trigger", "event": "opponent_direct_attack_declared", "when": True}
# the same event in the words a Trap prints (shapes.CONDITIONS): a Continuous Trap's (Firewall)
MORE["When your opponent declares a direct attack"] = MORE[
    "When an opponent's monster declares a direct attack"]
# destroyed where the engine destroys a monster: on the field (5-3-1), activated from the GY
for _words in ("If this card on the field is destroyed",
               "If this card on the field is destroyed by battle or card effect",
               "If this card in the Monster Zone is destroyed",
               "If this card in the Monster Zone is destroyed by battle or card effect",
               "If this card you control is destroyed by battle or card effect and sent to "
               "your GY"):
    MORE[_words] = {"type": "trigger", "event": "destroyed", "from": "graveyard"}
for _words in ("When this card you control is destroyed by battle or card effect and sent to "
               "your Graveyard", "When this card you control is destroyed by battle or card "
               "effect and sent to your GY"):
    MORE[_words] = {"type": "trigger", "event": "destroyed", "from": "graveyard", "when": True}
# destroyed by the opponent's card: their monster in battle, or their card's effect (5-3-1);
# the format has no change of control, so its owner controls it
for _words, _event in (
        ("If this card in its owner's possession is destroyed by an opponent's card",
         "destroyed_by_opponent"),
        ("If this card in your possession is destroyed by an opponent's card and sent to your "
         "GY", "destroyed_by_opponent"),
        ("If this card in your possession is destroyed by your opponent's card and sent to your "
         "GY", "destroyed_by_opponent"),
        ("If this card in its owner's possession is destroyed by an opponent's card effect",
         "destroyed_by_opponent_effect"),
        ("If this card is destroyed by an opponent's card effect",
         "destroyed_by_opponent_effect"),
        ("If this card is destroyed by battle, or if this card in its owner's possession is "
         "destroyed by an opponent's card effect", "destroyed_by_battle_or_opponent_effect")):
    MORE[_words] = {"type": "trigger", "event": _event, "from": "graveyard"}
# Quick Effects answering an attack of the opponent's monster (5-1-4): in the Battle Step, or
# at damage calculation, a timing of the Damage Step their text names (12-4-6)
MORE["When an opponent's monster declares an attack (Quick Effect)"] = {
    "type": "quick", "during": "opponent_attack"}
MORE["When an opponent's monster declares a direct attack (Quick Effect)"] = {
    "type": "quick", "during": "opponent_direct_attack"}
MORE["During damage calculation, if your opponent's monster attacks (Quick Effect)"] = {
    "type": "quick", "during": "opponent_damage_calculation"}
# a Quick Effect once in each of the opponent's turns (5-1-4, 5-2-6)
MORE["Once per opponent's turn (Quick Effect)"] = {"type": "quick", "during": "opponent_turn",
                                                   "once_per_turn": "copy"}
# Trigger Effects of a phase, in the turn the text names (7-3-2, 7-7-4); a mandatory one is
# owed in its phase (judge/engine/ygo/phase_owed.py; the name OPTIONAL_ONLY is historical)
OPTIONAL_ONLY = ("your_standby_phase", "standby_phase", "opponent_standby_phase",
                 "your_end_phase", "end_phase", "opponent_end_phase")
for _words, _event in (("your Standby Phase", "your_standby_phase"),
                       ("the Standby Phase", "standby_phase"),
                       ("each Standby Phase", "standby_phase"),
                       ("your opponent's Standby Phase", "opponent_standby_phase"),
                       ("your End Phase", "your_end_phase"),
                       ("each of your End Phases", "your_end_phase"),
                       ("the End Phase", "end_phase"),
                       ("each End Phase", "end_phase"),
                       ("your opponent's End Phase", "opponent_end_phase")):
    MORE[f"During {_words}"] = {"type": "trigger", "event": _event}
    MORE[f"Once per turn, during {_words}"] = {"type": "trigger", "event": _event}
# moved by the resolving effect of a card, not as a cost, a Tribute, by battle or by a rule
# (5-2-2): sent to the GY (destroyed or not), or destroyed (5-3-1); activated from the GY
for _start, _when in (("If", False), ("When", True)):
    _shape = {"type": "trigger", "from": "graveyard", **({"when": True} if _when else {})}
    for _gy in ("GY", "Graveyard"):
        for _by in ("card effect", "a card effect"):
            MORE[f"{_start} this card is sent to the {_gy} by {_by}"] = {
                **_shape, "event": "sent_to_graveyard_by_effect"}
        MORE[f"{_start} this card is destroyed by card effect and sent to the {_gy}"] = {
            **_shape, "event": "destroyed_by_effect"}
        MORE[f"{_start} this card is destroyed by battle or card effect and sent to the {_gy}"] \
            = {**_shape, "event": "destroyed"}
    MORE[f"{_start} this card is destroyed by card effect"] = {**_shape,
                                                               "event": "destroyed_by_effect"}
    MORE[f"{_start} this card is destroyed by battle or by card effect"] = {**_shape,
                                                                           "event": "destroyed"}
