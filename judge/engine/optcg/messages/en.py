"""One Piece Card Game events in English: the words of the Comprehensive Rules."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .tables import english

MESSAGES: dict[str, Message] = {
    # names inside sentences
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": Plural(
        "count",
        one="{card} ({power}; its {count} given DON!! adds power only during {owner}'s turn, "
            "not now)",
        other="{card} ({power}; its {count} given DON!! add power only during {owner}'s turn, "
              "not now)"),
    "card_with_cost": "{card} (cost {cost})",
    "card_with_cost_and_activation": "{card} (cost {cost}) with its activation cost of {count} "
                                     "DON!!",
    "effect_of": "{card}'s {timing}",
    "power.printed": "printed",
    "power.static": "static effect",
    "power.counter": "Counter",
    "power.from_don": "from {count} DON!!",
    "power.from_card": "from {card}",
    "power.from_effect": "from an effect",
    "timing.on_play": "[On Play]",
    "timing.when_attacking": "[When Attacking]",
    "timing.on_block": "[On Block]",
    "timing.on_opponents_attack": "[On Your Opponent's Attack]",
    "timing.on_ko": "[On K.O.]",
    "timing.end_of_your_turn": "[End of Your Turn]",
    "timing.activate_main": "[Activate: Main]",
    "timing.main": "[Main]",
    "timing.counter": "[Counter]",
    "timing.trigger": "[Trigger]",
    "zone.leader": "the Leader area",
    "zone.characters": "the Character area",
    "zone.stage": "the Stage area",
    "zone.hand": "the hand",
    "zone.deck": "the deck",
    "zone.life": "the Life area",
    "zone.trash": "the trash",
    "zone.limbo": "no area (a revealed [Trigger])",
    "duration.battle": "during this battle",
    "duration.turn": "during this turn",
    "duration.until_next_turn": "until the start of its controller's next turn",
    "note.given_don_return": Plural(
        "count", one="; its {count} given DON!! returns to the cost area rested",
        other="; its {count} given DON!! return to the cost area rested"),
    # the battle
    "attack_declared": "{attacker} rests and attacks {target}.",
    "no_block": "{player} does not block.",
    "blocked": "{player} activates [Blocker]: {blocker} rests and takes the place of "
               "{attacked} as the attacked card.",
    "pass_after_battle": "{player} passes; the battle had already ended, so nothing happens.",
    "counter_used": "{player} trashes {card} from the hand for its {amount} Counter: {target} "
                    "is now {power} during this battle.",
    "counter_event_used": Plural(
        "count", one="{player} rests {count} DON!! and trashes {card} to activate its [Counter].",
        other="{player} rests {count} DON!! and trashes {card} to activate its [Counter]."),
    "counter_event_used.free": "{player} trashes {card} to activate its [Counter], which "
                               "costs nothing.",
    "counter_step_ends.pass": "{player} passes: the Counter Step ends.",
    "counter_step_ends.no_more": "{player} uses no further Counter: the Counter Step ends.",
    "battle_card_moved.attack": "At the end of the Attack Step, {card} has left the area it "
                                "battled from, so the battle skips to the End of the Battle "
                                "with no damage.",
    "battle_card_moved.block": "At the end of the Block Step, {card} has left the area it "
                               "battled from, so the battle skips to the End of the Battle "
                               "with no damage.",
    "battle_card_moved.counter": "At the end of the Counter Step, {card} has left the area it "
                                 "battled from, so the battle skips to the End of the Battle "
                                 "with no damage.",
    "battle_lost": "Damage Step: {attacker} is lower than {target}, so the attack fails and "
                   "nothing happens.",
    "battle_won": "Damage Step: {attacker} beats {target}, so the attack succeeds.",
    "battle_tied": "Damage Step: {attacker} ties {target}; ties go to the attacker, so the "
                   "attack succeeds.",
    "damage_at_zero_life": "{player} has 0 Life cards when the damage is determined: taking it "
                           "is a defeat condition for {player}.",
    "double_attack": "[Double Attack]: {player}'s Leader takes 2 damage instead of 1, one Life "
                     "card at a time.",
    "damage_no_life_left": "Damage {number} of {total} finds no Life card left, so nothing more "
                           "happens: {player} would only lose to damage determined at 0 Life.",
    "banished_life": "[Banish]: {player}'s top Life card ({card}) goes to the trash instead of "
                     "the hand, and no [Trigger] can be activated.",
    "life_to_hand": "{player} adds the top Life card ({card}) to the hand.",
    "trigger_not_decided": "{player}'s top Life card {card} has a [Trigger], but no trigger "
                           "decision follows, so {player} declines it and adds the card to the "
                           "hand.",
    "trigger_declined": "{player} chooses not to activate the [Trigger] of {card} and adds it to "
                        "the hand without revealing it.",
    "trigger_cannot_activate": "{player} cannot activate the [Trigger] of {card} ({reason}); it "
                               "goes to the hand.",
    "trigger_activated": "{player} reveals {card} and activates its [Trigger] instead of adding "
                         "it to the hand; the damage processing waits while it resolves.",
    "trigger_trashed": "{card} goes to {player}'s trash after its [Trigger] has resolved.",
    "battle_end": "End of the Battle: the game returns to the Main Phase.",
    "battle_end.effects_end": "End of the Battle: effects that lasted during this battle end; "
                              "the game returns to the Main Phase.",
    "knocked_out.battle": "Having lost the battle, {card} is K.O.'d and goes to {owner}'s "
                          "trash{don_note}.",
    # the Main Phase
    "don_given": Plural(
        "count",
        one="{player} gives {count} DON!! to {card}; each given DON!! adds 1000 power during "
            "{player}'s turn: now {power}.",
        other="{player} gives {count} DON!! to {card}; each given DON!! adds 1000 power during "
              "{player}'s turn: now {power}."),
    "played": "{player} reveals {card} and rests {count} DON!! to pay its cost.",
    "played.free": "{player} reveals {card}, which costs nothing to play.",
    "entered.character": "{card} enters the Character area active; it was played this turn.",
    "entered.character_rested": "{card} enters the Character area rested, as a permanent effect "
                                "says; it was played this turn.",
    "entered.stage": "{card} enters the Stage area active.",
    "trashed_for_sixth": "{player} has 5 Characters, so {card} is trashed to make room. This is "
                         "rule processing, not a K.O.: its [On K.O.] does not "
                         "happen{don_note}.",
    "main_event_used": Plural(
        "count", one="{player} rests {count} DON!! and trashes {card} to activate its [Main].",
        other="{player} rests {count} DON!! and trashes {card} to activate its [Main]."),
    "main_event_used.free": "{player} trashes {card} to activate its [Main], which costs "
                            "nothing.",
    "activated": "{player} activates {effect}.",
    "cost_paid": "{player} pays the cost of {card}: {paid}.",
    "paid.rest_don": "rests {count} DON!!",
    "paid.don_minus": "returns {count} DON!! to the DON!! deck (DON!! -{count})",
    "paid.trash_from_hand": "trashes {cards} from the hand",
    "paid.rest_self": "rests {card}",
    # auto effects and their resolution
    "auto_activates": "{effect} activates.",
    "auto_activates.don_x": "{effect} activates ([DON!! x{don_x}] was met when its timing "
                            "came).",
    "auto_resolves_from_trash": "{effect} resolves from the trash (it activated when the "
                                "card was K.O.'d on the field).",
    "auto_resolves_from_trash.don_x": "{effect} resolves from the trash (it activated when the "
                                      "card was K.O.'d on the field, with [DON!! x{don_x}] "
                                      "met).",
    "auto_moved_away": "{effect} does not activate: the card left {zone} first.",
    "auto_cannot_activate": "{effect} cannot activate: {reason}",
    "auto_don_x_not_met": "{effect} needs [DON!! x{needed}], but the card has {count} DON!! "
                          "given, so it does not activate.",
    "auto_declined": "{player} chooses not to use the optional {effect}.",
    "auto_declined.cost_unpaid": "{player} chooses not to pay the activation cost of {effect}, "
                                 "so it is not activated.",
    "auto_not_declinable": "{player} would rather not use {effect}, but it has no \"may\" and no "
                           "cost: it must be activated.",
    "step_skipped": "{effect} would {what}, but {why}; that part is skipped (do what you can).",
    "why.no_target_chosen": "no target was chosen",
    "why.no_attacker": "there is no attacking card",
    "why.no_battle_target": "no card is being attacked",
    "why.card_gone": "that card is gone",
    "why.wrong_area": "it is in {zone}, not where this step needs it",
    "why.no_battle": "there is no battle",
    "why.leader_stays": "a Leader never leaves the Leader area",
    "why.hand_empty": "{player}'s hand is empty",
    "why.no_life": "{player} has no Life cards",
    "why.deck_empty": "{player}'s deck is empty",
    "why.don_deck_empty": "{player}'s DON!! deck is empty",
    "why.no_cost_card": "there is no card with a cost there",
    # rule processing
    "defeat": "Rule processing: {why}, so {player} loses the game.",
    "defeat.winner": "Rule processing: {why}, so {player} loses the game and {winner} wins.",
    "defeat.both": "Both players meet a defeat condition at the same rule processing: both lose "
                   "and nobody wins.",
    "defeat_why.damage_at_zero": "{player}'s Leader took damage with 0 Life cards",
    "defeat_why.empty_deck": "{player} has 0 cards in their deck (this counts at once, not at "
                             "their next draw)",
    # the turn
    "defeat_why.deck_out_win": "{player}'s deck is reduced to 0 cards, and the rule of {player}'s "
                               "Leader makes that a win instead of a loss",
    "defeat_why.deck_emptied": "{player}'s deck became 0 cards during this turn, and the rule of "
                               "{player}'s Leader makes that a loss at the end of the turn, "
                               "whatever came back to the deck since",
    "turn_passes": "The turn ends; turn {turn} begins with {player} as the turn player.",
    "end_phase": "{player} ends the Main Phase: End Phase.",
    "turn_effects_end": "Effects that lasted during this turn end.",
    "refresh.effects_end": "Refresh Phase: {player}'s effects that lasted until the start of "
                           "{player}'s next turn end.",
    "refresh.don_returned": "Refresh Phase: {player} returns {count} DON!! given to the Leader "
                            "and Characters to the cost area, rested.",
    "refresh.set_active": "Refresh Phase: {player} sets all rested cards and DON!! active.",
    "draw_phase": "Draw Phase: {player} draws 1 card.",
    "draw_phase.first_turn": "Draw Phase: {player} goes first and does not draw on the first "
                             "turn.",
    "draw_phase.empty": "Draw Phase: {player} has no card to draw.",
    "don_phase": "DON!! Phase: {player} places {count} DON!! from the DON!! deck in the cost "
                 "area, active ({left} left in the DON!! deck).",
    "don_phase.empty": "DON!! Phase: {player}'s DON!! deck is empty, so no DON!! is placed.",
    # why an action cannot be taken
    "don_phase.to_leader": "DON!! Phase: 1 of those DON!! is given to {card} instead, as its "
                           "text says (a card's text wins over the rules).",
    "illegal.no_such_card": "There is no card '{id}' in this game.",
    "illegal.attack_first_turn": "{player} cannot attack: turn {turn} is {player}'s first turn, "
                                 "and neither player can battle on their first turn.",
    "illegal.attacker_not_yours": "{card} cannot attack: only {player}'s own Leader or a "
                                  "Character in {player}'s Character area can attack.",
    "illegal.attacker_rested": "{card} is rested: an attack is declared by resting an active "
                               "card.",
    "illegal.target_not_opponents": "{card} cannot be attacked: the target must be the "
                                    "opponent's Leader or one of their rested Characters.",
    "illegal.attack_only_named": "{target} cannot be attacked: while {card}'s effect holds, only "
                                 "Characters named [{name}] can be.",
    "illegal.target_active": "{card} is active: only the Leader or a rested Character can be "
                             "attacked.",
    "illegal.rush_character_leader": "{card} was played this turn: [Rush: Character] lets it "
                                     "attack only Characters this turn, not the Leader.",
    "illegal.played_this_turn": "{card} was played this turn and has no [Rush], so it cannot "
                                "attack until the next turn.",
    "illegal.no_battle.block": "There is no battle in progress, so there is nothing to block.",
    "illegal.no_battle.counter": "There is no battle in progress, so there is nothing to "
                                 "counter.",
    "illegal.no_battle.pass": "There is no battle in progress, so there is nothing to pass.",
    "illegal.block_step_over": "The Block Step is over: [Blocker] can only be activated in the "
                               "Block Step.",
    "illegal.already_blocked": "{card} has already blocked: only one [Blocker] can be activated "
                               "in a battle.",
    "illegal.not_a_blocker": "{card} cannot block: only a card of {player}'s on the field with "
                             "[Blocker] can.",
    "illegal.blocker_rested": "{card} is rested: [Blocker] is activated by resting an active "
                              "card, so a rested one cannot block.",
    "illegal.blocker_is_attacked": "{card} is the card being attacked: [Blocker] protects one of "
                                   "your other cards.",
    "illegal.unblockable": "{card} has [Unblockable]: {player} cannot activate [Blocker] "
                           "against it.",
    "illegal.counter_outside_counter_step": "Counters can only be used in the Counter Step of "
                                            "the opponent's attack.",
    "illegal.counter_not_in_hand": "{card} is not in {player}'s hand: only the defending player "
                                   "uses Counters, from the hand.",
    "illegal.no_counter_value": "{card} has no Counter value to use.",
    "illegal.counter_target_not_defenders": "A Character card's Counter value can only raise "
                                            "the power of {player}'s own Leader or one of "
                                            "{player}'s Characters, not {card}.",
    "illegal.not_a_counter": "{card} is neither a Character card with a Counter value nor an "
                             "Event with [Counter].",
    "illegal.once_per_turn_used": "{effect} is [Once Per Turn] and has already been used this "
                                  "turn by this card.",
    "illegal.once_per_turn_used.copy": "{effect} is [Once Per Turn] and has already been used "
                                       "this turn by this card; {copy} could still use its own.",
    "illegal.don_x_not_met": "{effect} needs [DON!! x{needed}]: at least {needed} DON!! given "
                             "to this card, and it has {count}.",
    "illegal.cost_rest_don": Plural(
        "count",
        one="{effect} costs resting {needed} DON!!, but {player} has only {count} active DON!! in "
            "the cost area.",
        other="{effect} costs resting {needed} DON!!, but {player} has only {count} active DON!! "
              "in the cost area.",
        zero="{effect} costs resting {needed} DON!!, but {player} has no active DON!! in the cost "
             "area.",
    ),
    "illegal.cost_don_minus": Plural(
        "count",
        one="{effect} costs DON!! -{needed}, but {player} has only {count} DON!! on the field.",
        other="{effect} costs DON!! -{needed}, but {player} has only {count} DON!! on the field.",
        zero="{effect} costs DON!! -{needed}, but {player} has no DON!! on the field.",
    ),
    "illegal.cost_trash_from_hand": Plural(
        "count",
        one="{effect} costs trashing {needed} {needed:card|cards} from the hand, but {player} has "
            "only {count}.",
        other="{effect} costs trashing {needed} {needed:card|cards} from the hand, but {player} "
              "has only {count}.",
        zero="{effect} costs trashing {needed} {needed:card|cards} from the hand, but {player} "
             "has no card in the hand.",
    ),
    "illegal.cost_rest_self_off_field": "{effect} costs resting {card}, which is not on the "
                                        "field.",
    "illegal.cost_rest_self_rested": "{effect} costs resting {card}, which is already rested.",
    "illegal.give_don_target": "DON!! can only be given to {player}'s own Leader or Characters "
                               "on the field, not to {card}.",
    "illegal.give_don_too_many": "{player} wants to give {wanted} DON!! but has only {count} "
                                 "active DON!! in the cost area.",
    "illegal.not_in_hand": "{card} is not in {player}'s hand (it is in {zone}), so {player} "
                           "cannot play it.",
    "illegal.replace_stage": "Playing {card} trashes the Stage already in play on its own; only "
                             "that Stage can be named to replace.",
    "illegal.sixth_character_needs_room": "{player} already has 5 Characters: a sixth "
                                          "Character needs one of {player}'s to be trashed "
                                          "({rule}); say which one to play {card}.",
    "illegal.replace_not_a_character": "The Character to trash for a sixth must be one of "
                                       "{player}'s Characters in play, and '{id}' is not "
                                       "(they are: {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} has only {count} Character: one is trashed to make room only when 5 are "
            "already in play.",
        other="{player} has only {count} Characters: one is trashed to make room only when 5 "
              "are already in play."),
    "illegal.not_a_main_event": "{card} is not an Event with [Main], so it cannot be used this "
                                "way.",
    "illegal.activate_not_on_field": "{card} is not on {player}'s field, so {player} cannot "
                                     "activate its effects.",
    "illegal.activate_event": "{card} is not on {player}'s field, so {player} cannot activate "
                              "its effects (an Event's [Main] is used by playing the Event).",
    "illegal.no_activate_main": "{card} has no [Activate: Main] effect.",
    "illegal.no_trigger_waiting": "No [Trigger] is waiting: {why}.",
    "no_trigger.banish": "[Banish] sent the Life card to the trash instead of the hand, so no "
                         "[Trigger] can be activated",
    "no_trigger.none_on_card": "the Life card {player} took ({card}) has no [Trigger]",
    "no_trigger.moved_by_effect": "a Life card moved by an effect is not damage, so no "
                                  "[Trigger] is revealed",
    "no_trigger.no_damage_yet": "no damage has been dealt yet in this battle (the defender must "
                                "pass to end the Counter Step first)",
    "no_trigger.not_after_damage": "a [Trigger] decision only follows a Life card with "
                                   "[Trigger] taken by damage",
    # invalid input particular to this game
    "input.card_type_here": "a card here must be one of: {types}",
    "input.too_many_don": "{player} has {count} DON!! in all (cost area, given and DON!! deck): "
                          "at most {limit} ({rule})",
    "input.reserved_leader_id": "{id} is reserved for that Leader",
    "input.duplicate_id": "duplicate id '{id}' (first used at {first})",
    "input.field_only": "only a card on the field can have this",
    "input.don_on_leader_or_character": "DON!! can only be given to a Leader or a Character",
    "input.characters_only": "only Characters on the field have this",
    "input.unknown_step": "unknown step (known steps: {known})",
    "input.action_card_id": "must be a card id (or A.leader / B.leader)",
    # target filters ("up to 1 of your opponent's Characters with a cost of 4 or less")
    "kind.leader": "Leader",
    "kind.character": "Character",
    "kind.event": "Event",
    "kind.stage": "Stage",
    "mismatch.not_owner": "it is not {player}'s",
    "mismatch.not_opponents": "it is not a card of {player}'s opponent",
    "mismatch.type": "its card category is {kind}, and the effect names only {wanted}",
    "mismatch.cost_above": "its cost is {value}, not {limit} or less",
    "mismatch.cost_below": "its cost is {value}, not {limit} or more",
    "mismatch.power_above": "its power is {value}, not {limit} or less",
    "mismatch.power_below": "its power is {value}, not {limit} or more",
    "mismatch.name": "it is not {names}",
    "mismatch.trait": "it has none of the types {traits}",
    "mismatch.color": "it is not one of these colors: {colors}",
    # a card colour, as the reader's language names it (filters.color_words)
    "color.red": "red",
    "color.green": "green",
    "color.blue": "blue",
    "color.purple": "purple",
    "color.black": "black",
    "color.yellow": "yellow",
    "mismatch.not_rested": "it is not rested",
    "mismatch.rested": "it is rested",
    "illegal.target_not_allowed": "{effect} cannot choose {card}: {why}.",
    "illegal.choose_unknown_card": "`choose` names a card that is not in the scenario.",
    "illegal.choose_no_effect": "{card} has no effect that resolves on its own timing to choose "
                                "a target for.",
    "target_chosen": "{player} names {card} as the target of the next effect of {source}.",
    "input.no_printed_card": "no card {number} (import card data with import_cards)",
    "the_effect": "The effect",
    "why.no_own_card_chosen": "no Leader or Character of {player} was chosen",
    "why.not_waiting_to_be_played": "it is not waiting to be played",
    "why.five_characters": "{player} already has 5 Characters and the scenario does not say "
                           "which one to trash",
    "deck_trashed": Plural("count", one="{effect}: {player} trashes the top card of the deck.",
                           other="{effect}: {player} trashes the top {count} cards of the "
                                 "deck."),
    "deck_trashed.short": "{effect}: {player} trashes the top {count} cards of the deck (the "
                          "deck had no more).",
    "condition_unmet": "{effect}: its condition is not met ({why}), so what follows it is not "
                       "resolved.",
    "unmet.leader_trait": "{player}'s Leader has no {{{value}}} type",
    "unmet.leader_name": "{player}'s Leader is not [{value}]",
    "unmet.life_max": "{player} has more than {value} Life {value:card|cards}",
    "unmet.life_min": "{player} has fewer than {value} Life {value:card|cards}",
    "unmet.opponent_life_max": "{player}'s opponent has more than {value} Life {value:card|cards}",
    "unmet.hand_max": "{player} has more than {value} {value:card|cards} in the hand",
    "unmet.don_min": "{player} has fewer than {value} DON!! on the field",
    "unmet.turn_you": "it is not {player}'s turn",
    "unmet.turn_opponent": "it is {player}'s own turn",
    "card.unnamed.character": "Character {id}",
    "card.unnamed.event": "Event {id}",
    "card.unnamed.stage": "Stage {id}",
    "illegal.cannot_attack": "{card} cannot attack: a permanent effect of its own forbids it, "
                             "and a prohibition always wins.",
    "ko_prevented.effect": "{effect}: {card} is not K.O.'d ({why}); it stays on the field.",
    "ko_prevented.battle": "{card} loses the battle but is not K.O.'d ({why}); it stays on the "
                           "field.",
    "why.no_ko_by_effects": "it cannot be K.O.'d by effects",
    "why.no_ko_by_opponents_effects_once": "it cannot be K.O.'d by its opponent's effects once per "
                                           "turn, and this is the first time this turn",
    "why.no_ko_by_opponents_effects": "it cannot be K.O.'d by its opponent's effects",
    "why.no_ko_in_battle": "it cannot be K.O.'d in battle",
    "gain.blocker": "[Blocker]",
    "gain.rush": "[Rush]",
    "gain.rush_character": "[Rush: Character]",
    "gain.double_attack": "[Double Attack]",
    "gain.banish": "[Banish]",
    "gain.unblockable": "[Unblockable]",
    "gain.attacks_active": "the right to attack the opponent's active Characters",
    "removal_prevented": "{effect}: {card} stays on the field ({why}).",
    "why.no_removal_by_opponents_effects": "it cannot be removed from the field by its "
                                           "opponent's effects",
    "why.no_ko_in_battle.versus": "it cannot be K.O.'d in battle by {card}",
    "opponents_turn_effects_end": "Effects that lasted until the end of this turn end.",
    "illegal.no_leader_attack_when_played": "{card} was played this turn: its own text forbids "
                                            "it to attack a Leader this turn.",
}
MESSAGES.update(english())  # each family's English words, next to its code (tables.py)
