"""The words the structured editor shows, translated on the server and handed to the script.

editor.js reads them from a JSON data block (`json_script`), so the script itself holds no
user-facing English beyond fallbacks.
"""
from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import pgettext


def editor_words() -> dict[str, str]:
    words = {
        "synced": _("The text box follows the editor."),
        "from_text": _("The editor follows the text box."),
        "unreadable": _("The editor cannot read the text"),
        "not_mapping": _("The text is not a scenario yet: the editor waits."),
        "line": _("line"),
        "steps_unreadable": _("This cannot be read yet, so the text box keeps the steps it had"),
        "steps_list": _("Steps are a list: one step a line, each starting with “- ”."),
        "intro": _("Describe the board and the actions here; the text box below follows. "
                   "Editing here rewrites the text and keeps its comments."),
        "general": _("Question and turn"),
        "title": _("Title"),
        "question": _("Question"),
        "turn_number": _("Turn number"),
        "turn_player": _("Turn player"),
        "player": _("Player"),
        "leader": _("Leader"),
        # a Leader the scenario gave no name, as the rulings and the board name it
        "player_leader": _("%(player)s's Leader"),
        "no_leader": _("A plain Leader with 5000 power and 5 Life."),
        "describe_leader": _("Describe the Leader"),
        "id": _("id"),
        "name": _("Name"),
        "power": _("Power"),
        "cost": _("Cost"),
        "counter": _("Counter"),
        "printed_life": _("Printed Life"),
        "don_given": _("DON!! given"),
        "rested": _("Rested"),
        "keywords": _("Keywords"),
        "card_pick": _("Printed card"),
        "card_placeholder": _("OP05-022 or a name"),
        "card_none": _("No imported card matches."),
        "card_unknown": _("No imported card has this number."),
        "card_offline": _("Without a network, cards are found once the judge is kept for "
                          "offline use (above)."),
        "extras": _("Also has (edit in the text):"),
        "life": _("Life cards"),
        "deck": _("Deck"),
        "listed": _("cards listed in the text"),
        "life_top_first": _("Life cards (top first)"),
        "deck_top_first": _("Deck (top first)"),
        "trash": _("Trash"),
        "top": _("Top"),
        "list_life": _("List the Life cards"),
        "list_deck": _("List the deck cards"),
        "add_life": _("Add a Life card at the bottom"),
        "add_deck": _("Add a deck card at the bottom"),
        "add_trash": _("Add a trash card"),
        "trigger": _("[Trigger]"),
        "trigger_none": _("No [Trigger]"),
        "trigger_ko_attacker": _("K.O. the attacking Character"),
        "trigger_rest_attacker": _("Rest the attacker"),
        "trigger_bottom_attacker": _("Attacking Character to the bottom of its deck"),
        "trigger_draw": _("Draw 1 card"),
        "trigger_life_to_hand": _("Add the top Life card to the hand"),
        "trigger_play_self": _("Play this card"),
        "trigger_other": _("Its own steps (below)"),
        "trigger_steps": _("[Trigger] steps"),
        "don_active": _("DON!! active"),
        "don_rested": _("DON!! rested"),
        "characters": _("Characters"),
        "add_character": _("Add a Character"),
        "stage": _("Stage"),
        "add_stage": _("Add a Stage"),
        "hand": _("Hand"),
        "add_hand": _("Add a hand card"),
        "remove": _("Remove"),
        "actions": _("Actions"),
        "actions_help": _("Replayed in order from the turn player's Main Phase."),
        "action": _("Action"),
        "new_action": _("New action"),
        "add_action": _("Add"),
        "unknown_action": _("Not an action the editor knows: edit it in the text."),
        "arg_attacker": _("Attacker"),
        "arg_target": _("Target"),
        "arg_blocker": _("Blocker"),
        "arg_card": _("Card"),
        "arg_to": _("To"),
        "arg_count": _("How many"),
        "arg_replace": _("Replacing (when 5 are in play)"),
        "arg_activate": _("Activate it"),
        # {amount}: "+2000"; {target} and {card}: cards as the editor lists them
        "counter_off_battle_blocker": _("The {amount} goes to {target}, which is not in this "
                                        "battle: did you mean the Blocker, {card}?"),
        "counter_off_battle": _("The {amount} goes to {target}, which is not in this battle: "
                                "did you mean {card}, the card being attacked?"),
    }
    names = {
        "attack": _("Attack"), "block": _("Block"), "counter": _("Counter"), "pass": _("Pass"),
        "give_don": _("Give DON!!"), "play": _("Play a card"), "activate": _("Activate: Main"),
        "use_event": _("Use an Event"), "trigger": _("[Trigger] decision"),
        "end_turn": _("End the turn"),
    }
    words.update({f"action_{kind}": name for kind, name in names.items()})
    words.update({f"keyword_{word}": name for word, name in printed_keywords().items()})
    return words


def printed_keywords() -> dict[str, str]:
    """The keywords the editor offers, as the cards of the reader's language print them (the
    glossary's names: French cards have their own, the other languages print the English)."""
    return {
        "Blocker": pgettext("printed keyword", "Blocker"),
        "Rush": pgettext("printed keyword", "Rush"),
        "Rush: Character": pgettext("printed keyword", "Rush: Character"),
        "Double Attack": pgettext("printed keyword", "Double Attack"),
        "Banish": pgettext("printed keyword", "Banish"),
        "Unblockable": pgettext("printed keyword", "Unblockable"),
    }
