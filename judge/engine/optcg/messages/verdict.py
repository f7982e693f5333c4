"""The English words of the verdict's words (optcg/verdict.py): the English stays next to the code;
each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its section
`verdict`."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

VERDICT: dict[str, Message] = {
    "verdict.battle_number": "Battle {number}: {battle}",
    "verdict.power_total": "{total} ({sum})",
    "verdict.sum_plus": "{sum} + {amount} {label}",
    "verdict.sum_minus": "{sum} - {amount} {label}",
    "verdict.the_blocker": "the Blocker {card}",
    "verdict.attack_fails": "{player}'s attack fails: {attacker} with {attacker_power} does not "
                            "beat {target} with {target_power}. Nothing is K.O.'d and {defender} "
                            "takes no damage.",
    "verdict.attack_fails_ko": "{player}'s attack fails: {attacker} with {attacker_power} does "
                               "not beat {target} with {target_power}, so {defender} takes no "
                               "damage. K.O.'d by effects during the battle: {cards}.",
    "verdict.beats_ko": "{player}'s attack succeeds: {attacker} with {attacker_power} beats "
                        "{target} with {target_power}, so {card} is K.O.'d.",
    "verdict.ties_ko": "{player}'s attack succeeds: {attacker} with {attacker_power} ties with "
                       "{target} with {target_power}, and a tie goes to the attacker, so {card} "
                       "is K.O.'d.",
    "verdict.beats_damage": Plural(
        "life",
        one="{player}'s attack succeeds: {attacker} with {attacker_power} beats {target} with "
            "{target_power}, so {defender} takes {damage} damage and has {life} Life card left.",
        other="{player}'s attack succeeds: {attacker} with {attacker_power} beats {target} with "
              "{target_power}, so {defender} takes {damage} damage and has {life} Life cards "
              "left.",
        zero="{player}'s attack succeeds: {attacker} with {attacker_power} beats {target} with "
             "{target_power}, so {defender} takes {damage} damage and has no Life cards left.",
    ),
    "verdict.ties_damage": Plural(
        "life",
        one="{player}'s attack succeeds: {attacker} with {attacker_power} ties with {target} with "
            "{target_power}, and a tie goes to the attacker, so {defender} takes {damage} damage "
            "and has {life} Life card left.",
        other="{player}'s attack succeeds: {attacker} with {attacker_power} ties with {target} "
              "with {target_power}, and a tie goes to the attacker, so {defender} takes {damage} "
              "damage and has {life} Life cards left.",
        zero="{player}'s attack succeeds: {attacker} with {attacker_power} ties with {target} "
             "with {target_power}, and a tie goes to the attacker, so {defender} takes {damage} "
             "damage and has no Life cards left.",
    ),
    "verdict.beats_at_zero": "{player}'s attack succeeds: {attacker} with {attacker_power} beats "
                             "{target} with {target_power} while {defender} has no Life cards "
                             "left.",
    "verdict.ties_at_zero": "{player}'s attack succeeds: {attacker} with {attacker_power} ties "
                            "with {target} with {target_power}, and a tie goes to the attacker, "
                            "while {defender} has no Life cards left.",
    "verdict.battle_ended": "The battle ends with no damage: {card} left the area it battled from "
                            "before the Damage Step ({rules}).",
    "verdict.not_allowed": "Action {number} is not allowed ({rules}): {reason}",
    "verdict.both_lose": "Both players lose and nobody wins: both met a defeat condition at the "
                         "same time ({rules}).",
    "verdict.wins_deck_out": "{winner} wins the game: {loser} has no cards left in the deck "
                             "({rules}).",
    "verdict.wins_by_effect": "{winner} wins the game: a card's effect says so, and {loser} "
                              "loses ({rules}).",
    "verdict.wins_damage_at_zero": "{winner} wins the game: {loser}'s Leader took damage with 0 "
                                   "Life cards ({rules}).",
    "verdict.also_ko": "K.O.'d by effects during the battle: {cards}.",
    "verdict.allowed": "Every action is allowed; no battle was fought and nothing is K.O.'d.",
    "verdict.allowed_ko": "Every action is allowed; no battle was fought. K.O.'d: {cards}.",
    "verdict.double_attack_fixed": "The [Double Attack] damage stays 2 even though a [Trigger] "
                                   "was activated after the first ({rules}).",
    "verdict.idle_don": Plural(
        "count",
        one="The {count} DON!! given to {card} adds no power on {player}'s turn ({rules}).",
        other="The {count} DON!! given to {card} add no power on {player}'s turn ({rules}).",
    ),
    "verdict.zero_life": "With no Life cards, {player} has not lost yet: only damage taken at 0 "
                         "Life loses the game ({rules}).",
}
