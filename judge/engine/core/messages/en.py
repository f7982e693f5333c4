"""Shared messages in English: card names, lists, invalid input, the plain-text ruling."""
from __future__ import annotations

from ..catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    # how a card is named inside a sentence
    "card.unnamed_leader": "{owner}'s Leader",
    "card.with_id": "{name} ({id})",
    "card.owned": "{owner}'s {card}",
    "list.and": "{rest} and {last}",
    # verdicts that only say the outcome (a game may say more)
    "verdict.winner": "Game over: player {winner} wins.",
    "verdict.nobody_wins": "Game over: both players lose; nobody wins.",
    "verdict.illegal": "Action {number} cannot be taken: {reason}",
    "verdict.completed": "Every action was replayed; nobody has won yet.",
    # the plain-text ruling of the command line
    "cli.not_judged": "The scenario could not be judged:",
    "cli.whole_scenario": "the scenario as a whole",
    "cli.problem": "{path}: {message}",
    "cli.illegal_action": "Illegal action {number}: {reason}",
    "cli.note": "Note: {text}",
    "cli.rules_cited": "Rules cited: {rules}",
    # invalid input: each follows the path of the value it is about
    "input.not_mapping": "must be a mapping",
    "input.unknown_key": "unknown key (known keys: {known})",
    "input.required": "is required",
    "input.not_integer": "must be an integer",
    "input.out_of_range": "must be between {low} and {high}",
    "input.not_boolean": "must be true or false",
    "input.not_string": "must be a string",
    "input.empty": "must not be empty",
    "input.too_long": Plural("count", one="must be at most {count} character",
                             other="must be at most {count} characters"),
    "input.not_choice": "must be one of: {choices}",
    "note.override": (
        "{card}: the scenario's {key} ({value}) is used instead of the printed {number}'s "
        "({printed})"),
    "note.unapplied": (
        "{card} ({number}): not applied, the judge cannot read this ability yet: “{ability}”; "
        "describe it with “effects” if it matters"),
    "input.not_list": "must be a list",
    "input.too_many_items": Plural("count", one="must have at most {count} item",
                                   other="must have at most {count} items"),
    "input.not_one_key.action": "must be an action: a mapping with exactly one key",
    "input.not_one_key.step": "must be a step: a mapping with exactly one key",
    "input.unknown_action": "unknown action (known actions: {known})",
    "input.no_arguments": "takes no arguments",
    "input.unknown_card": "unknown card id '{id}' (the cards of this scenario: {known})",
    "input.too_many_cards": "has {count} cards: at most {limit} are allowed",
    "input.turn_missing": "must give the turn number and player",
    "input.too_large": "is too large: at most {kb} KB",
    "input.not_utf8": "is not UTF-8 text",
    "input.empty_document": "is empty",
    "input.too_deep": "is nested too deeply to be judged",
    "input.too_large_to_judge": "is too large to be judged",
    "input.not_yaml": "is not valid YAML or JSON: {reason}",
    "input.not_yaml_at": "is not valid YAML or JSON: {reason} (line {line}, column {column})",
    "input.too_many_values": "has too many values: at most {count}",
    "input.too_deep_levels": "is nested too deeply: at most {count} levels",
    "input.surrogates": "holds characters that are not valid Unicode text (surrogates)",
    "input.aliases": "uses YAML anchors and aliases, which are not allowed",
    "input.not_scenario": "must be a mapping with game, turn, players and actions",
    "input.game_required": "is required (for example: {games})",
    "input.unknown_game": "no judge engine for this game yet (available: {games})",
    "input.internal_error": "the scenario could not be judged because of an internal error "
                            "({kind}); please report it with the scenario",
    "yaml.mapping_values": (
        "a key and a colon where no mapping may start (indent it, or quote a value that holds "
        "': ')"),
    "yaml.expected_colon": "a key without its ':'",
    "yaml.bad_character": "this character cannot start a value (quote the value)",
    "yaml.unexpected_end": "the text ends before a quote or bracket is closed",
    "yaml.expected_key": "a line is indented differently from the keys around it",
    "yaml.expected_dash": "a list item without its '-' (or a line indented differently)",
    "yaml.expected_value": "a value is missing",
    "yaml.expected_comma": "a ',' or closing bracket is missing",
    "yaml.bad_indentation": "a line is indented differently from the lines around it",
    "yaml.tab": "a tab where YAML needs spaces for indentation",
    "yaml.unknown_escape": "an unknown escape sequence in a double-quoted text",
    "yaml.undefined_alias": "an alias names no anchor",
    "yaml.expected_comma_end": "a ',' or closing bracket is missing",
    "yaml.syntax": "syntax error",
}
