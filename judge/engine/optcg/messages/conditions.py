"""The English words of the "if..." conditions (optcg/conditions.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `conditions`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

CONDITIONS: dict[str, Message] = {
    "unmet.life_face_up_min": Plural(
        "value",
        one="{player} has no face-up Life card",
        other="{player} has fewer than {value} face-up Life {value:card|cards}",
    ),
    "step_condition_unmet": "{effect}: its \"if\" clause is not met ({why}), so the part of the "
                            "text from that clause on is not resolved; anything before it has "
                            "resolved.",
    "unmet.leader_trait_any": "{player}'s Leader has none of the types {values}",
    "unmet.leader_trait_includes": "no type of {player}'s Leader includes \"{value}\"",
    "unmet.leader_attribute": "{player}'s Leader does not have the <{value}> attribute",
    "unmet.opponent_leader_attribute": "the Leader of {player}'s opponent does not have the "
                                       "<{value}> attribute",
    "unmet.leader_multicolored": "{player}'s Leader is not multicolored",
    "unmet.leader_multicolored.not": "{player}'s Leader is multicolored",
    "unmet.opponent_life_min": Plural(
        "value",
        one="{player}'s opponent has no Life cards left",
        other="{player}'s opponent has fewer than {value} Life {value:card|cards}",
    ),
    "unmet.total_life_min": Plural(
        "value",
        one="neither {player} nor the opponent has a Life card left",
        other="{player} and the opponent have fewer than {value} Life {value:card|cards} in total",
    ),
    "unmet.total_life_max": "{player} and the opponent have more than {value} Life "
                            "{value:card|cards} in total",
    "unmet.life_vs_opponent.fewer": "{player} does not have fewer Life cards than the opponent",
    "unmet.life_vs_opponent.at_most": "{player} has more Life cards than the opponent",
    "unmet.hand_min": Plural(
        "value",
        one="{player} has no cards in the hand",
        other="{player} has fewer than {value} {value:card|cards} in the hand",
    ),
    "unmet.opponent_hand_min": Plural(
        "value",
        one="{player}'s opponent has no cards in the hand",
        other="{player}'s opponent has fewer than {value} {value:card|cards} in the hand",
    ),
    "unmet.opponent_hand_max": "{player}'s opponent has more than {value} {value:card|cards} in "
                               "the hand",
    "unmet.trash_min": Plural(
        "value",
        one="{player} has no cards in the trash",
        other="{player} has fewer than {value} {value:card|cards} in the trash",
    ),
    "unmet.trash_max": "{player} has more than {value} {value:card|cards} in the trash",
    "unmet.don_max": "{player} has more than {value} DON!! on the field",
    "unmet.opponent_don_min": Plural(
        "value",
        one="{player}'s opponent has no DON!! on the field",
        other="{player}'s opponent has fewer than {value} DON!! on the field",
    ),
    "unmet.opponent_don_max": "{player}'s opponent has more than {value} DON!! on the field",
    "unmet.don_vs_opponent.fewer": "the opponent of {player} does not have more DON!! on the "
                                   "field than {player}",
    "unmet.don_vs_opponent.at_most": "{player} has more DON!! on the field than the opponent",
    "unmet.active_don_min": Plural(
        "value",
        one="{player} has no active DON!!",
        other="{player} has fewer than {value} active DON!!",
    ),
    "unmet.rested_don_min": Plural(
        "value",
        one="{player} has no rested DON!!",
        other="{player} has fewer than {value} rested DON!!",
    ),
    "unmet.given_don_min": Plural(
        "value",
        one="{player} has no DON!! given to the Leader or Characters",
        other="{player} has fewer than {value} DON!! given to the Leader and Characters",
    ),
    "unmet.self_gone": "the card of this effect is no longer on {player}'s field",
    "unmet.self_power_min": "{card} has {power} power, less than {value}",
    "unmet.self_played_this_turn": "{card} was not played during this turn",
    "unmet.self_played_this_turn.not": "{card} was played during this turn",
    "unmet.self_rested": "{card} is not rested",
    "unmet.self_rested.not": "{card} is rested",
    "unmet.has_names": "{player} does not have {values} on the field",
    "unmet.trash_names": "{player} does not have {values} in the trash",
    "unmet.don_fewer_by": "{player} does not have at least {value} DON!! fewer on the field than "
                          "the opponent",
    "unmet.characters_fewer_by": "{player} does not have at least {value} Characters fewer "
                                 "than the opponent",
    "unmet.lacks_names": "{player} has {values} on the field",
    "unmet.characters_min": Plural(
        "count",
        one="{player} has {count} of the Characters the condition counts, fewer than {limit}",
        other="{player} has {count} of the Characters the condition counts, fewer than {limit}",
        zero="{player} has none of the Characters the condition counts, fewer than {limit}",
    ),
    "unmet.characters_max": "{player} has {count} of the Characters the condition counts, more "
                            "than {limit}",
    "unmet.characters_min.anyone": "the field holds {count} of the Characters the condition "
                                   "counts, fewer than {limit}",
    "unmet.characters_max.anyone": "the field holds {count} of the Characters the condition "
                                   "counts, more than {limit}",
    "unmet.all_don_rested": "not all of {player}'s DON!! cards are rested (an active one, or one "
                            "given to the Leader or a Character)",
    "unmet.all_don_rested.not": "all of {player}'s DON!! cards are rested",
    "unmet.leader_rested": "{player}'s Leader is not rested",
    "unmet.leader_rested.not": "{player}'s Leader is rested",
    "unmet.second_turn_or_later": "it is {player}'s first turn",
    "unmet.second_turn_or_later.not": "it is not {player}'s first turn",
    "unmet.opponent_leader_rested": "the Leader of {player}'s opponent is not rested",
    "unmet.opponent_leader_rested.not": "the Leader of {player}'s opponent is rested",
    "unmet.leader_power_max": "{player}'s Leader has more than {value} power",
    "unmet.trash_events_min": Plural(
        "value",
        one="{player} has no Events in the trash",
        other="{player} has fewer than {value} {value:Event|Events} in the trash",
    ),
    "unmet.trash_events_max": "{player} has more than {value} {value:Event|Events} in the trash",
    "unmet.deck_min": Plural(
        "value",
        one="{player} has no cards left in the deck",
        other="{player} has fewer than {value} {value:card|cards} in the deck",
    ),
    "unmet.deck_max": "{player} has more than {value} {value:card|cards} in the deck",
    "unmet.rested_cards_min": Plural(
        "value",
        one="{player} has no rested cards on the field",
        other="{player} has fewer than {value} rested {value:card|cards} on the field",
    ),
    "unmet.any_of": "none of these holds: {whys}",
    "unmet.opponent_rested_cards_min": Plural(
        "value",
        one="{player}'s opponent has no rested cards on the field",
        other="{player}'s opponent has fewer than {value} rested {value:card|cards} on the field",
    ),
}
