"""What a monster's effect does to the monster itself ("Special Summon this card from your
hand.", "Change this card to Defense Position.", "This card can attack directly this turn."...):
for each sentence the step it is read as, and the zone the effect is activated from (None: where
its activation condition says). monster_shapes.py reads an effect's action against this table
before the shared readers of shapes.py; each family adds its own sentences at the end.

Standard library only. Anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re

from cards.ygo import (
    action_mends,
    attack_again_shapes,
    attacks_turn_shapes,
    deck_top_self,
    direct_turn_shapes,
    equip_shapes,
    moves_shapes,
    pendulum_moves,
    protect_turn_shapes,
    synchro_facts,
    tail_shapes,
    unaffected_shapes,
)

# what a monster does to itself: the step, and the zone it is activated from
SELF: moves_shapes.Self = (
    # no position printed: its controller chooses it, as the activation names it (8-4-3)
    (re.compile(r"^Special Summon this card from your hand\.$"),
     {"special_summon": {"card": "self"}}, "hand"),
    (re.compile(r"^Special Summon this card from your hand in Defense Position\.$"),
     {"special_summon": {"card": "self", "position": "defense"}}, "hand"),
    (re.compile(r"^Special Summon this card from your (?:GY|Graveyard)\.$"),
     {"special_summon": {"card": "self"}}, "graveyard"),
    (re.compile(r"^Special Summon this card\.$"),
     {"special_summon": {"card": "self"}}, None),
    (re.compile(r"^Special Summon this card in Attack Position\.$"),
     {"special_summon": {"card": "self", "position": "attack"}}, None),
    (re.compile(r"^Special Summon this card in Defense Position\.$"),
     {"special_summon": {"card": "self", "position": "defense"}}, None),
    (re.compile(r"^Add this card to your hand\.$"), {"to_hand": "self"}, None),
    # the monster on the field, face-up as it activates (9-2-7)
    (re.compile(r"^(?:Change|[Ff]lip) this card (?:to|into) face-down Defense Position\.$"),
     {"change_position": {"card": "self", "to": "set"}}, "field"),
    (re.compile(r"^Change this card to Defense Position\.$"),
     {"change_position": {"card": "self", "to": "defense"}}, "field"),
) + equip_shapes.SELF_EQUIP + (equip_shapes.SELF_SUMMON,) + moves_shapes.SELF  # 10-4-6, 8-4-3
SELF += tail_shapes.SELF  # "This card can make a second attack ... this turn." (12-3-4)
SELF += pendulum_moves.SELF  # "Place this card in your Pendulum Zone." (3-6-4)
SELF += direct_turn_shapes.SELF  # "This card can attack directly this turn." (12-3-10)
SELF += ((re.compile(r"^Destroy this card\.$"), {"destroy": "self"}, "field"),)  # 5-3-1
SELF += synchro_facts.SELF  # "You can treat it as a Tuner this turn." (8-5-14)
SELF += protect_turn_shapes.SELF  # "This card cannot be destroyed by ... this turn." 5-3-17
SELF += unaffected_shapes.SELF  # "this face-up card is unaffected by ... this turn" (5-3-29)
SELF += attacks_turn_shapes.SELF  # "up to 2 attacks on monsters ... this turn" (12-3-25)
SELF += action_mends.SELF  # "from your hand or GY" (5-1-7); "Send this card to the GY" 5-3-2
SELF += attack_again_shapes.SELF  # "This card can make a second attack in a row." (12-3-27)
SELF += deck_top_self.SELF  # "Place this card on top of your Deck." (5-3-14)
