"""The English words of restrictions (optcg/limits.py): the English stays next to the code; each
language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`limits`."""
from __future__ import annotations

from ...core.catalogue import Message

LIMITS: dict[str, Message] = {
    "duration.opponents_next_turn": "until the end of its controller's opponent's next turn",
    "limit.cannot_block.player": "{effect}: {player} cannot activate [Blocker] {duration}.",
    "limit.cannot_block.player.bounded": "{effect}: {player} cannot activate [Blocker] of a "
                                         "Character with {bounds} {duration}.",
    "limit.cannot_block.card": "{effect}: {card} cannot activate [Blocker] {duration}.",
    "limit.cannot_attack.card": "{effect}: {card} cannot attack {duration}.",
    "limit.cannot_be_rested.card": "{effect}: {card} cannot be rested {duration}, so it can "
                                   "neither attack nor activate [Blocker].",
    "limit.stay_rested.card": "{effect}: {card} will not become active in {owner}'s next Refresh "
                              "Phase.",
    "bounds.power_max": "{value} power or less",
    "bounds.power_min": "{value} power or more",
    "bounds.cost_max": "a cost of {value} or less",
    "bounds.cost_min": "a cost of {value} or more",
    "bounds.none": "any power",
    "would.cannot_block": "forbid [Blocker]",
    "would.cannot_attack": "forbid an attack",
    "would.cannot_be_rested": "keep a card from being rested",
    "would.stay_rested": "keep a card rested",
    "why.cannot_be_rested": "{effect} says that card cannot be rested",
    "illegal.blocker_forbidden": "{card} cannot activate [Blocker]: {effect} forbids it, and a "
                                 "card's text wins over the rules.",
    "illegal.blocker_cannot_be_rested": "{card} cannot be rested ({effect}), and [Blocker] is "
                                        "activated by resting it, so it cannot block.",
    "illegal.attack_forbidden": "{card} cannot attack: {effect} forbids it, and a card's text "
                                "wins over the rules.",
    "illegal.attacker_cannot_be_rested": "{card} cannot be rested ({effect}), and an attack is "
                                         "declared by resting it, so it cannot attack.",
    "refresh.kept_rested_by": "Refresh Phase: {card} stays rested: a permanent effect of {source} "
                              "keeps it so (a card's text wins over the rules).",
    "refresh.kept_rested": "Refresh Phase: {card} stays rested, as {effect} said (a card's text "
                           "wins over the rules).",
    "option_chosen": "{player} chooses option {number} of {effect} (\"Choose one:\").",
    "option_not_named": (
        '{effect} says "Choose one:", and the scenario names no option (the action that uses it '
        'names one with "option"): nothing is applied.'
    ),
    "option_chosen.opponent": "{player}, the opponent of the effect's player, chooses option "
                              "{number} of {effect} (\"Your opponent chooses one:\").",
    "option_not_named.opponent": (
        '{effect} says "Your opponent chooses one:", and the scenario names no option (the action '
        'that uses it names the opponent\'s pick with "option"): nothing is applied.'
    ),
    "illegal.no_options": "{card} has no \"Choose one:\" effect this action uses, so it has no "
                          "option to name.",
    "illegal.option_not_offered": "{effect} offers {count} options: there is no option {number}.",
    "limit.cannot_be_ko.card": "{effect}: {card} cannot be K.O.'d {duration}.",
    "limit.cannot_be_ko.card.battle": "{effect}: {card} cannot be K.O.'d in battle {duration}.",
    "limit.cannot_be_ko.card.effects": "{effect}: {card} cannot be K.O.'d by effects {duration}.",
    "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card} cannot be K.O.'d by the "
                                                 "effects of {owner}'s opponent {duration}.",
    "would.cannot_be_ko": "keep a card from being K.O.'d",
    "why.limit_no_ko": "{effect} says it cannot be K.O.'d so",
    "limit.cannot_play.player": "{effect}: {player} cannot play cards from the hand {duration} "
                                "(their cost may not be paid).",
    "limit.cannot_play.player.bounded": "{effect}: {player} cannot play {bounds} from the hand "
                                        "{duration} (their cost may not be paid).",
    "bounds.characters": "Character cards",
    "bounds.characters_base_cost_min": "Character cards with a base cost of {value} or more",
    "would.cannot_play": "forbid playing cards",
    "limit.cannot_play.player.any_way": "{effect}: {player} cannot play cards {duration}, neither "
                                        "by paying their cost nor by an effect.",
    "limit.cannot_play.player.bounded.any_way": "{effect}: {player} cannot play {bounds} "
                                                "{duration}, neither by paying their cost nor by "
                                                "an effect.",
    "why.play_forbidden": "{effect} forbids playing it, by an effect too",
    "illegal.play_forbidden": "{card} cannot be played now: {effect} forbids paying its cost to "
                              "play it, and a card's text wins over the rules.",
    "illegal.cost_rest_self_forbidden": "{effect} costs resting {card}, but {why}: the cost "
                                        "cannot be paid.",
    "limit.cannot_life_to_hand.player": "{effect}: {player} cannot add Life cards to the hand "
                                        "with their own effects {duration}.",
    "would.cannot_life_to_hand": "forbid adding Life cards to the hand",
    "limit.cannot_set_don_active.player": "{effect}: {player} cannot set DON!! cards as active "
                                          "with Character effects {duration}.",
    "would.cannot_set_don_active": "forbid setting DON!! as active with Character effects",
    "would.set_don_active": "set DON!! as active",
    "why.no_don_active_by_characters": "{effect} forbids setting DON!! as active with Character "
                                       "effects",
    "limit.cannot_draw.player": "{effect}: {player} cannot draw cards with their own effects "
                                "{duration}.",
    "would.cannot_draw": "forbid drawing cards with one's own effects",
    "would.draw": "draw cards",
    "why.no_draw": "{effect} forbids drawing cards with one's own effects",
    "why.no_life_to_hand": "{effect} forbids adding Life cards to the hand with one's own effects",
    "illegal.cost_life_to_hand_forbidden": "{effect} costs adding a Life card to the hand, but "
                                           "{why}: the cost cannot be paid.",
}
