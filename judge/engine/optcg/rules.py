"""Every rule number the One Piece engine cites, by name: all citations go through here.

Numbers follow the Comprehensive Rules 1.2.1 (the site's bundled corpus); a test checks each one
against rules/corpus/optcg. `CITABLE` is collected from the names below.
"""
from __future__ import annotations

from ..core.citations import collect

# 1. Game overview
GAME_END = "1-2-1"
LOSE_DAMAGE_AT_ZERO = "1-2-1-1-1"
LOSE_EMPTY_DECK = "1-2-1-1-2"
LOSE_AT_RULE_PROCESSING = "1-2-2"
EFFECT_WINS = "1-2-5"  # a card's effect makes a player win, the game ends as it resolves
CARD_OVER_RULES = "1-3-1"
DO_WHAT_YOU_CAN = "1-3-2"
ALREADY_IN_STATE = "1-3-2-1"
ZERO_TIMES = "1-3-2-2"
PROHIBITION_WINS = "1-3-3"
NEGATIVE_POWER = "1-3-6-1"
NEGATIVE_POWER_STAYS = "1-3-6-1-1"
COST_NOT_BELOW_ZERO = "1-3-6-2"
TEXT_ORDER = "1-3-7"
REST_BEFORE_ACTIVE = "1-3-8"

# 2. Card information
OWN_CARD_NAME = "2-1-3"
CATEGORIES = "2-2-2"
POWER_CHANGE = "2-6-3"
COST_CHANGE = "2-7-6"
COUNTER_VALUE = "2-10-1"
ONLY_CHARACTERS_COUNTER = "2-10-2"
PLAY_CHARACTER_COST = "2-7-2"
EVENT_COST = "2-7-3"
PLAY_STAGE_COST = "2-7-4"
TEXT_VALID_AREA = "2-8-2"

# 3. Areas
NEW_CARD_IN_NEW_AREA = "3-1-6"
DON_EFFECTS_REMOVED = "3-1-6-1"
SEVERAL_CARDS_ORDER = "3-1-7"  # cards put into an area together: their owner picks the order
TRASH_ON_TOP = "3-5-2"
LEADER_STAYS = "3-6-3"
PLAYED_CANNOT_ATTACK = "3-7-4"
PLAY_ACTIVE = "3-7-5"
FIVE_CHARACTERS = "3-7-6"
SIXTH_CHARACTER = "3-7-6-1"
SIXTH_IS_RULE_PROCESSING = "3-7-6-1-1"
STAGE_ACTIVE = "3-8-4"
ONE_STAGE = "3-8-5"
REPLACE_STAGE = "3-8-5-1"
DON_ENTERS_ACTIVE = "3-9-3"
LIFE_TOP_FIRST = "3-10-2"
LIFE_FACE_UP = "3-10-2-1"
LIFE_LOOKED = "3-10-3"  # looked at face-up or face-down, each back as it was

# 4. Terminology
ACTIVE_STATE = "4-4-1-1"
RESTED_STATE = "4-4-1-2"
GIVEN_DON_NO_STATE = "4-4-2"
DRAW = "4-5-1"
DRAW_X = "4-5-3"
DAMAGE_ONE = "4-6-2-1"
DAMAGE_X = "4-6-2-2"
TRIGGER_ON_DAMAGE = "4-6-3"
TRIGGER_NOT_ADDED = "4-6-3-1"
PLAY_A_CARD = "4-7-1"
CANNOT_BE_PLAYED = "4-7-2"
UP_TO = "4-8-1"  # "up to X": anywhere from 0 to X cards are chosen
BASE = "4-9-2"  # "base" is the number printed on the card
BASE_SET_HIGHEST = "4-9-2-1"  # several set base powers: the highest applies
SET_POWER_ZERO = "4-12-1"
SET_POWER_ZERO_NEGATIVE = "4-12-2"

# 5. Setup
DON_DECK_TEN = "5-1-2"
DECK_CONSTRUCTION_EFFECT = "5-1-2-4"
DECK_CONSTRUCTION_APPLIES = "5-1-2-4-2"

# 6. Game progression
UNTIL_NEXT_TURN_ENDS = "6-2-1"
REFRESH_RETURN_DON = "6-2-3"
REFRESH_SET_ACTIVE = "6-2-4"
DRAW_PHASE = "6-3-1"
DON_PHASE = "6-4-1"
DON_PHASE_ONE_LEFT = "6-4-2"
DON_PHASE_EMPTY = "6-4-3"
MAIN_PHASE_START = "6-5-1"  # effects worded "at the start of the Main Phase" activate
MAIN_PHASE_ACTIONS = "6-5-2"
PLAY_FROM_HAND = "6-5-3-1"
ACTIVATE_IN_MAIN = "6-5-4-1"
GIVE_DON = "6-5-5-1"
GIVEN_DON_POWER = "6-5-5-2"
GIVE_DON_REPEAT = "6-5-5-3"
GIVEN_DON_RETURN = "6-5-5-4"
NO_BATTLE_FIRST_TURN = "6-5-6-1"
END_PHASE = "6-6-1"
END_OF_TURN_EFFECTS = "6-6-1-1"
END_OF_TURN_DURATIONS = "6-6-1-2"
AT_END_OF_TURN = "6-6-1-2"  # what an effect left "at the end of this turn" is carried out
DURING_THIS_TURN_ENDS = "6-6-1-3"
TURN_PASSES = "6-6-1-4"

# 7. Battle
BATTLE = "7-1"  # the battle as a whole (7-1 has text; its steps are headings)
ATTACK_DECLARE = "7-1-1-1"
ATTACK_TARGET = "7-1-1-2"
ATTACK_STEP_EFFECTS = "7-1-1-3"
ATTACK_STEP_MOVED = "7-1-1-4"
ONE_BLOCKER = "7-1-2-1"
ON_BLOCK_TIMING = "7-1-2-2"
BLOCK_STEP_MOVED = "7-1-2-3"
COUNTER_ACTIONS = "7-1-3-1"
CHARACTER_COUNTER = "7-1-3-1-1"
EVENT_COUNTER = "7-1-3-1-2"
COUNTER_STEP_MOVED = "7-1-3-1-3"
ATTACKER_WINS = "7-1-4-1"
LEADER_DAMAGE = "7-1-4-1-1"
ZERO_LIFE_WINS = "7-1-4-1-1-1"
LIFE_TO_HAND = "7-1-4-1-1-2"
REPEAT_DAMAGE = "7-1-4-1-1-3"
CHARACTER_KO_IN_BATTLE = "7-1-4-1-2"
ATTACKER_LOSES = "7-1-4-2"
BATTLE_ENDS = "7-1-5-1"
BATTLE_END_EFFECTS = "7-1-5-2"  # "at the end of the battle", "if this ... battles"
TURN_PLAYER_BATTLE_EFFECTS_END = "7-1-5-3"
OTHER_BATTLE_EFFECTS_END = "7-1-5-4"
BACK_TO_MAIN = "7-1-5-5"

# 8. Effects
MAY = "8-1-2"
CONTINUOUS_EFFECT = "8-1-4-2"
VALID_ONLY_IF = "8-2-1-2"  # an effect valid only under a condition: invalid while it fails
AUTO_EFFECT = "8-1-3-1"
PERMANENT_EFFECT = "8-1-3-3"
PERMANENT_WHILE_MET = "8-1-3-3-2"
REPLACEMENT = "8-1-3-4"  # "instead"
REPLACEMENT_DECLINED = "8-1-3-4-1"
REPLACEMENT_ORDER = "8-1-3-4-2"
REPLACEMENT_ONCE = "8-1-3-4-3"
REPLACEMENT_WHOLE = "8-1-3-4-4"
REPLACEMENT_IMPOSSIBLE = "8-1-3-4-5"
REPLACEMENT_OWNER = "8-1-3-4-7"
AUTO_MOVED_AWAY = "8-1-3-1-3"
INVALID_EFFECT = "8-2-1-1"  # a negated effect does not happen; its cost cannot be paid
INVALID_NOT_NO_EFFECT = "8-2-2"  # a negated card still has a base effect
INVALID_ALREADY_RESOLVED = "8-2-3"  # what its effects already did stays
INVALID_GAINED_STAY = "8-2-4"  # what it gains from other cards is not negated
ACTIVATION_COST = "8-3-1"
COST_ALL_OR_NOTHING = "8-3-1-3"
OPTIONAL_COST = "8-3-1-4"
REST_DON_COST = "8-3-1-5"
DON_MINUS_COST = "8-3-1-6"
DON_X_CONDITION = "8-3-2-3"
IF_CLAUSE = "8-3-3"
IF_HOLDS_BACK = "4-10-1"  # an "if" clause not met: the clause after it is not resolved
EVENT_TRASHED = "8-4-2"
EVENT_ACTIVATION = "8-5-4"  # "when ... activates an Event": activating the card itself
CHOOSE = "8-4-4"  # what an effect chooses is chosen when it resolves, as its text says
CHOOSE_COUNT = "8-4-4-1"  # as many as possible, up to the number given
ORDER_TURN_PLAYER_FIRST = "8-6-1"
AFTER_DAMAGE = "8-6-2"
TRIGGER_SUSPENDS_DAMAGE = "8-6-2-1"
AFTER_RESOLUTION = "8-6-3"

# 9. Rule processing
RULE_PROCESSING = "9-1-2"
DEFEAT_CHECK = "9-2-1"
DEFEAT_DAMAGE = "9-2-1-1"
DEFEAT_DECK = "9-2-1-2"

# 10. Keywords
RUSH = "10-1-1-1"
DOUBLE_ATTACK = "10-1-2-1"
BANISH = "10-1-3-1"
BLOCKER = "10-1-4-1"
TRIGGER = "10-1-5-1"
TRIGGER_DECLINED = "10-1-5-2"
TRIGGER_TRASHED = "10-1-5-3"
RUSH_CHARACTER = "10-1-6-1"
UNBLOCKABLE = "10-1-7-1"
KO_MEANING = "10-2-1-1"
KO_TO_TRASH = "10-2-1-2"
TRASH_IS_NOT_KO = "10-2-1-3"  # also: "cannot be K.O.'d" needs a K.O.
ACTIVATE_MAIN = "10-2-2-1"
MAIN_EVENT = "10-2-3-1"
MAIN_BY_EFFECT = "10-2-3-1-1"  # another effect may let a [Main] be activated
COUNTER_EVENT = "10-2-4-1"
WHEN_ATTACKING = "10-2-5-1"
ON_PLAY = "10-2-6-1"
END_OF_YOUR_TURN = "10-2-7-1"
DON_X = "10-2-9-1"
DON_MINUS = "10-2-10-1"
ONCE_PER_TURN = "10-2-13-1"
ONCE_PER_CARD = "10-2-13-2"
ONCE_PER_TURN_USED = "10-2-13-3"
ONCE_PER_TURN_NEW_CARD = "10-2-13-4"
TRASH_FROM_HAND = "10-2-14-1"
ON_BLOCK = "10-2-15-1"
ON_YOUR_OPPONENTS_ATTACK = "10-2-16-1"
ON_KO = "10-2-17-1"
ON_KO_FROM_TRASH = "10-2-17-2"

# Deck searches (decks/search.py)
OWNER_ORDERS = "3-1-7"
DECK_SECRET = "3-2-2"
DECK_ONE_AT_A_TIME = "3-2-3"
DECK_SHUFFLE = "3-2-4"  # a shuffled deck is in a random order
CHOOSE_UP_TO = "8-4-4-1"
SECRET_CHOICE = "8-4-4-2"
CHOOSE_FROM_DECK = "8-4-4-4"
# the player a text names makes its choice; a text naming none means the effect's player
WHO_CHOOSES = "8-4-4-3"
REVEAL_MOVING_SECRET = "11-2-1"
REVEALED_HIDDEN_AGAIN = "11-2-2"
LOOK_OWN_EFFECT = "11-3-1"
LOOKED_STAY = "11-3-2"

CITABLE: frozenset[str] = collect(globals())
