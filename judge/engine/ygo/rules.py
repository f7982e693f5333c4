"""Every rule number the Yu-Gi-Oh! engine cites, by name: all citations go through here.

Konami publishes no numbered comprehensive rules, so these are the section numbers of this
site's own digest (rules/corpus/ygo, `numbering: digest`; its README maps each point of the judge
format to a number). A test checks every one against the bundled digest.
"""
from __future__ import annotations

from ..core.citations import collect

# 1. Winning and losing
STARTING_LP = "1-2-1"
LP_CHANGE = "1-2-2"
LP_NOT_BELOW_ZERO = "1-2-3"
PAY_LP = "1-2-4"  # no more LP than one has
LOSE_AT_ZERO_LP = "1-3-1"
DUEL_ENDS_AT_ONCE = "1-3-2"
BOTH_AT_ZERO_DRAW = "1-3-3"
LOSE_EMPTY_DECK_DRAW = "1-3-4"
EXODIA = "1-3-5"

# 2-3. Decks and the field
EXTRA_DECK = "2-2-1"
EXTRA_DECK_INSTEAD = "2-2-3"  # an Extra Deck monster put in the hand or Deck goes back there
DECK_TOP = "3-7-3"  # the top cards of a Deck sent to the GY, in order, by no choice
FIVE_MONSTERS = "3-2-1"
NO_FREE_ZONE = "3-2-3"
FIVE_SPELLS_TRAPS = "3-4-1"
FIELD_SPELL_NOT_HERE = "3-4-3"
ONE_FIELD_SPELL = "3-5-1"
REPLACE_FIELD_SPELL = "3-5-2"
TO_OWNERS_GRAVEYARD = "3-8-2"
BANISHED = "3-9-1"
CONTROLLER = "3-10-2"  # a player controls the cards they put on the field
TAKE_CONTROL = "3-10-3"
CONTROL_CANNOT_SWITCH = "3-10-5"  # "Control of this face-up card on the field cannot switch"
CONTROL_GIVEN_BACK = "3-10-4"  # "until the End Phase": the owner gets it back then
CONTROL_WHILE_FACE_UP = "3-10-6"  # "while this card is face-up": back when it is not
GIVE_CONTROL = "3-10-7"  # "give control of it to your opponent": a monster of yours, theirs

# 4-5. Cards, effects and game actions
ATK_AND_DEF = "4-2-5"  # effects change them; below 0 counts as 0
LEVEL = "4-2-2"  # effects raise or lower it while face-up; never below 1
NORMAL_SPELL = "4-5-2"
QUICK_PLAY_SPELL = "4-5-3"
XYZ_MATERIALS = "4-4-3"
# a face-up Pendulum Monster sent from the field to the GY goes face-up to the Extra Deck
PENDULUM_TO_EXTRA_DECK = "4-3-4"
UNION_MONSTER = "4-3-5"  # equip or unequip once per turn; one Union monster per monster
PENDULUM_ZONES = "3-6-1"  # the outer Spell & Trap Zones: one Pendulum Scale in each
PENDULUM_SCALE = "3-6-2"  # a Pendulum Monster there is treated as a Spell Card
PENDULUM_EFFECT = "5-1-6"  # a Pendulum Effect applies only while the card is a Pendulum Scale
PLACED_SCALE = "3-6-4"  # placed in a Pendulum Zone by an effect: not activated
PENDULUM_SUMMON = "8-5-6"  # once per turn, Levels between the two Pendulum Scales
PENDULUM_EXTRA_ZONE = "8-6-2"  # from the Extra Deck: the Extra Monster Zone or a linked zone
EQUIP_SPELL = "4-5-5"
TOKEN = "4-7-1"  # a monster that is not a card, Special Summoned by an effect
TOKEN_CEASES = "4-7-2"  # leaving the field, a Token ceases to exist
TOKENS_ROOM = "4-7-3"  # a zone for every Token, or none is Special Summoned
TOKEN_AS_PRINTED = "4-7-4"  # its stats as printed; "cannot be Tributed for a Tribute Summon"
TOKEN_NOT_XYZ = "4-7-5"  # a Token is never Xyz Material
TOKEN_LOCK = "4-7-6"  # Special Summons restricted while a Token is in the Monster Zone
TOKEN_LEVELS = "4-7-7"  # a Level raised by the total Levels of the Tokens its player controls
TOKEN_DAMAGE = "4-7-8"  # a Token destroyed: its controller takes the damage its creator printed
COUNTERS = "4-8-1"  # placed on a face-up card, gone when it leaves the field
COUNTERS_MAX = "4-8-2"  # "(max. N)"
COUNTERS_COST = "4-8-3"  # removed as a cost: only those on the card
COUNTERS_ATK = "4-8-4"  # "gains N ATK for each counter on it"
COUNTERS_EACH_SPELL = "4-8-5"  # "each time a Spell Card is activated ... when it resolves"
COUNTERS_HOLD = "4-8-6"  # "a card that you can place a Spell Counter on"
COUNTERS_WITH = "4-8-7"  # "Tribute this card with 3 Spell Counters on it"
COUNTERS_REMOVED = "4-8-8"  # "Remove all Spell Counters on the field": by an effect
COUNTERS_FROM_FIELD = "4-8-9"  # "Remove 10 Spell Counters from your field" as a cost
COUNTERS_EACH_SUMMON = "4-8-10"  # "each time a monster(s) is Special Summoned, place"
COUNTERS_DESCRIBED = "4-8-11"  # "destroy all monsters with an Ice Counter(s)"
COUNTER_TRAP = "4-6-4"
TRAP_MONSTER = "4-6-5"  # a Trap Special Summoned by its own effect, a monster while there
CONTINUOUS_EFFECT = "5-1-1"  # applies while face-up; ATK/DEF changes worked out afresh
IGNITION_EFFECT = "5-1-2"
TRIGGER_EFFECT = "5-1-3"
QUICK_EFFECT = "5-1-4"
FLIP_EFFECT = "5-1-5"
MONSTER_EFFECT_FROM = "5-1-7"
SPELL_GRAVEYARD_EFFECT = "5-1-8"
TRAP_GRAVEYARD_EFFECT = "5-1-9"  # a Trap's effect used from its Graveyard: Spell Speed 2
TARGETS = "5-2-3"
NEEDS_WHAT_IT_DOES = "5-2-4"
DO_WHAT_CAN_BE_DONE = "5-2-5"
ONCE_PER_TURN = "5-2-6"
ONCE_PER_CHAIN = "5-2-16"  # "Once per Chain": not again while a link of it is on the chain
FACE_UP_TO_RESOLVE = "5-2-17"  # "must be face-up on the field to activate and to resolve"
ONCE_WHILE_FACE_UP = "5-2-18"  # "can only be used once while this card is face-up"
INDESTRUCTIBLE_TURN = "5-3-17"  # "this card cannot be destroyed by battle ... this turn"
SEQUENCE = "5-2-7"  # "and if you do", "then": a part done only when the one before was
CHOOSE_ONE_EFFECT = "5-2-8"  # "Activate 1 of these effects": the choice made at activation
APPLY_ONE_EFFECT = "5-2-31"  # "Apply 1 of these effects": the choice made as it resolves
SUMMON_LOCK = "5-2-10"  # "you cannot Special Summon ... for the rest of this turn, except"
SUMMON_LOCK_TURN = "5-2-11"  # "... the turn you activate this effect, except"
NO_SUMMONS_TURN = "5-2-12"  # "You cannot Summon other monsters the turn you activate this card"
NO_BATTLE_PHASE_TURN = "5-2-13"  # "You cannot conduct your Battle Phase the turn you activate"
SUMMON_LOCK_KEPT = "5-2-14"  # the same restriction, while its card is face-up on the field
NORMAL_SUMMON_LOCK_TURN = "5-2-15"  # "You cannot Normal Summon/Set the turn you activate"
LOCKED_FOR_THE_TURN = "5-2-9"  # "you cannot activate cards ... with that name this turn"
DESTROY = "5-3-1"
SENT_IS_NOT_DESTROYED = "5-3-2"
BANISH = "5-3-3"
DISCARD = "5-3-4"
TRIBUTE = "5-3-5"
DRAW = "5-3-6"
NEGATE_ACTIVATION = "5-3-7"
NEGATE_EFFECT = "5-3-8"  # the card was activated, its effect is not applied
NEGATE_SUMMON = "5-3-9"  # the monster is never summoned; dealt with as the card says
COSTS = "5-2-2"  # paid at activation, not given back when it is negated
DAMAGE = "5-3-10"
RETURN_TO_HAND = "5-3-11"
NOT_DESTROYED_BY_EFFECTS = "5-3-12"
FETCH = "5-3-13"  # taking a described card from one's own Deck, hand or GY
TO_DECK = "5-3-14"  # a card an effect returns to the Deck (or Extra Deck)
COUNTED_AS_RESOLVING = "5-3-20"  # "for each" card: counted as the effect resolves
AT_RANDOM = "5-3-21"  # "discard 1 random card": no player chooses it
CHANCE = "5-3-23"  # a coin tossed or a die rolled decides what the effect does
STAT_AMOUNT = "5-3-25"  # "damage equal to that monster's original ATK": as printed
ONLY_ONE = "5-4-1"  # "You can only control 1 X": face-up copies only
NAME_CHANGED = "5-4-2"  # "This card's name becomes X while on the field"
ALWAYS_ARCHETYPE = "5-4-3"  # "(This card is always treated as a "X" card.)"
UNTARGETABLE = "5-4-4"  # "Your opponent cannot target this card with card effects"
ACTIVATION_LOCK = "5-4-5"  # "Your opponent cannot activate Trap Cards during the Battle Phase"
KEPT_IF = "5-4-6"  # "If "Umi" is not on the field, destroy this card."
EFFECTS_NEGATED = "5-5-1"  # a face-up card's effects negated for a while (not an activation)
NEGATED_NO_ACTIVATION = "5-5-2"  # its effects cannot be activated, unless the text says so
FIELD_NEGATION = "5-5-3"  # "Negate all Trap effects on the field"; "... cannot be activated"

# 7. Turn structure
PHASES = "7-1-2"
SKIP_BATTLE_PHASE = "7-1-3"
NORMAL_DRAW = "7-2-1"
FIRST_TURN_DRAW = "7-2-2"
STANDBY_PHASE = "7-3-1"
STANDBY_TRIGGERS = "7-3-2"  # "during your Standby Phase: you can ..."
MAIN_PHASE_ACTIONS = "7-4-1"
BATTLE_PHASE = "7-5-1"
MAIN_PHASE_2 = "7-6-1"
END_PHASE = "7-7-1"
HAND_SIZE_LIMIT = "7-7-2"
END_OF_TURN = "7-7-3"
END_PHASE_TRIGGERS = "7-7-4"  # "during the End Phase: you can ..."
TURNED_UP_END_PHASE = "7-7-5"  # "the End Phase of the turn this card is Normal Summoned"
SUMMONED_THIS_TURN = "7-7-6"  # "..., if this card was Special Summoned this turn"
BANISHED_THIS_TURN = "7-7-7"  # "if this card is currently banished, and was banished this turn"
LATER_END_PHASE = "7-7-8"  # "but send it to the GY during the End Phase (of the next turn)"
BANISHED_FOR_A_WHILE = "7-7-9"  # "banish it until the End Phase / your next Standby Phase"
LATER_STEPS = "7-7-10"  # "during the End Phase of this turn, add 1 ... to your hand"
END_UPKEEP = "7-7-11"  # "During each of your End Phases, destroy this card unless you ..."
NO_FIRST_DRAW = "7-8-1"
NO_BATTLE_FIRST_TURN = "7-8-2"

# 8. Summoning
ONE_NORMAL_SUMMON = "8-1-1"
NORMAL_SUMMON = "8-1-2"
SET_MONSTER = "8-1-3"
NO_TRIBUTE_LOW_LEVEL = "8-1-4"
# a Summon outside the chain: only a Summon's negation while it is made, then answers
SUMMON_NOT_ACTIVATION = "8-1-5"
CANNOT_NORMAL_SUMMON = "8-1-6"  # Ritual and Extra Deck monsters, and those whose text says so
ADDITIONAL_NORMAL_SUMMON = "8-1-7"  # "in addition to your Normal Summon/Set"
TRIBUTES_BY_LEVEL = "8-2-1"
PAY_TRIBUTES = "8-2-2"
TRIBUTE_IS_NORMAL = "8-2-3"
TRIBUTE_SET = "8-2-4"
FLIP_SUMMON = "8-3-1"
FLIP_NOT_WHEN_SET = "8-3-2"
FLIP_NOT_NORMAL = "8-3-3"
FLIP_SUMMON_FLIP_EFFECT = "8-3-4"
FLIPPED_NOT_SUMMONED = "8-3-5"
SPECIAL_SUMMON = "8-4-1"
SPECIAL_SUMMON_POSITION = "8-4-3"
SUMMON_PROCEDURE = "8-4-2"  # a procedure of the rules starts no chain
RITUAL_SUMMON = "8-5-1"  # by a Ritual Spell's effect, as it resolves
FUSION_SUMMON = "8-5-2"  # by the effect of a card that Fusion Summons, as it resolves
SYNCHRO_SUMMON = "8-5-3"
XYZ_SUMMON = "8-5-4"
LINK_SUMMON = "8-5-5"
LINK_MATERIALS = "8-5-7"  # what the first line lists, and the Link Rating: two checks
LINK_RATING = "4-2-4"
LINK_OWN_TEXT = "8-5-8"  # once per turn, never Link Material, ATK from the materials
MATERIAL_BARS = "8-5-9"  # "Cannot be used as Synchro Material, except for ..."
MATERIAL_GRANTS = "8-5-11"  # "... that was Summoned using this card as material gains ..."
XYZ_OVER = "8-5-10"  # "You can also Xyz Summon this card by using ... (transfer its materials)"
DETACHED_INSTEAD = "4-4-6"  # "you can detach 1 Xyz Material from this card instead"
RANK_UP = "8-5-15"  # an effect's Xyz Summon on top of one monster (Rank-Up-Magic)
SYNCHRO_MATERIALS = "8-5-12"  # "1 DARK Tuner + 1+ non-Tuner Dragon monsters": as listed
SYNCHRO_BY_EFFECT = "8-5-13"  # "Immediately after this effect resolves, Synchro Summon ..."
SYNCHRO_TREATED = "8-5-14"  # "treat it as a Tuner this turn", "... as a non-Tuner"
EXTRA_DECK_PLACEMENT = "8-6-1"
PROPER_SUMMON_FIRST = "8-4-5"  # a Ritual or Extra Deck monster: its own procedure first
CANNOT_SPECIAL_SUMMON = "8-4-6"
ONE_WAY_ONLY = "8-4-7"  # "Must be Fusion Summoned", "Must be Special Summoned with X"
NO_ROOM = "8-7-1"
NO_ROOM_ACTIVATION = "8-7-2"  # no activation that would Special Summon into no zone
NO_TRIBUTES_BY_TEXT = "8-1-8"  # "You can Normal Summon this card without Tributing"
NORMAL_SUMMON_UNLESS = "8-1-11"  # "Cannot be Normal Summoned, unless you control ..."
DOUBLE_TRIBUTE = "8-2-5"  # "This card can be treated as 2 Tributes for ..."
OWN_PROCEDURE = "8-4-8"  # "you can Special Summon this card (from your hand)"
SPECIAL_SUMMON_ONCE = "8-4-9"  # "You can only Special Summon X once per turn"
BANISH_ON_LEAVE = "8-4-10"  # "..., but banish it when it leaves the field"
TRIBUTES_BY_TEXT = "8-2-6"  # "You can Tribute 3 monsters to Tribute Summon (but not Set)"
TRIBUTES_OF_A_KIND = "8-2-7"  # "You can Tribute Summon this card by Tributing 1 Dinosaur ..."
GEMINI = "8-1-9"  # a Gemini monster: a Normal Monster until its Gemini Summon
NO_TRAPS_ON_SUMMON = "8-1-10"  # "When this card is Normal Summoned successfully, no Trap ..."
OWN_ATTACK_LIMITS = "12-3-15"  # "Cannot attack if you control another monster", "the turn ..."

# 9. Battle positions
ATTACK_POSITION = "9-1-1"
FACE_DOWN = "9-1-3"
LINK_ALWAYS_ATTACK = "9-1-4"
POSITION_CHANGES = "9-2-1"
POSITION_ONCE = "9-2-2"
POSITION_NOT_ON_ARRIVAL = "9-2-3"
POSITION_NOT_AFTER_ATTACK = "9-2-4"
POSITION_MAIN_PHASE_ONLY = "9-2-5"
ONLY_EFFECTS_FACE_DOWN = "9-2-6"
POSITION_BY_EFFECT = "9-2-7"
FLIP_NOT_ACTIVATED = "9-2-10"  # "(Flip effects are not activated.)"
POSITION_KEPT = "9-2-8"  # "... cannot be changed until the end of your next turn, except with"

# 10. Spells and Traps
SET_SPELL_TRAP = "10-1-1"
SET_IS_NOT_ACTIVATION = "10-1-2"
ACTIVATE_SPELL = "10-2-1"
SPEED_ONE_SPELLS = "10-2-2"
QUICK_PLAY_FROM_HAND = "10-2-3"
SET_QUICK_PLAY = "10-2-4"
OTHER_SET_SPELLS = "10-2-5"
PLACED_ONLY_BY = "10-2-6"  # "Can only be placed on the field by the effect of "X"."
TRAPS_SET_FIRST = "10-3-1"
TRAP_NOT_WHEN_SET = "10-3-2"
TRAPS_EITHER_TURN = "10-3-3"
ANSWERS_EVENT = "10-3-4"  # "When a monster(s) is Summoned": right after it, "that monster(s)"
ONE_TIME_TO_GRAVEYARD = "10-4-1"
SET_AGAIN = "10-4-12"  # "also, after that, Set this card face-down instead of ... the GY"
CARDS_THAT_STAY = "10-4-2"
LEFT_BEFORE_RESOLVING = "10-4-3"
BOUND_MONSTER = "10-4-4"  # "When this card leaves the field, destroy that monster"
HOLDS_TARGET = "10-4-5"  # "...; it cannot attack or change its battle position"
BECOMES_EQUIP = "10-4-6"  # a Trap or monster that equips itself stays as an Equip Card
EQUIP_GIVES = "10-4-7"  # what an Equip Card gives its monster besides ATK/DEF
DESTROYED_INSTEAD = "10-4-8"  # an Equip Card destroyed instead of its monster
EQUIPPED_MONSTER = "10-4-9"  # a monster equipped to a monster by that monster's effect
EQUIPPED_INSTEAD = "10-4-10"  # the monster equipped to it destroyed in its place
FIELD_CARD_EFFECT = "10-5-1"  # a face-up Continuous or Field card's own activated effect
RESOLVE_CONDITION = "10-5-2"  # "... to activate and to resolve this effect"
UPKEEP = "10-5-3"  # "Once per turn, during your Standby Phase, pay 100 LP or destroy this card"
TIMER = "10-5-4"  # "Destroy this card during your 3rd Standby Phase after activation."

# 11. Chains
CHAIN = "11-1-1"
RESPOND = "11-1-2"
CHAIN_CLOSES = "11-1-3"
LAST_LINK_FIRST = "11-1-4"
NO_SUMMON_IN_CHAIN = "11-1-6"
AFTER_CHAIN = "11-1-7"
TRIGGERS_TOGETHER = "11-1-8"
MISSING_THE_TIMING = "11-1-9"
SPEED_ONE = "11-2-2"
SPEED_TWO = "11-2-3"
SPEED_THREE = "11-2-4"
EQUAL_OR_HIGHER = "11-2-5"
SPEED_ONE_CANNOT_RESPOND = "11-2-6"
NO_RESPONSES = "11-2-8"  # "cannot activate cards or effects in response to this card's activation"
NEGATE_LOWER_LINK = "11-3-1"
COUNTER_TRAP_NEGATION = "11-3-2"
NOTHING_TO_NEGATE = "11-3-3"
# "When your opponent activates", "an effect that includes ...": what the negated link must be
NEGATION_CONDITIONS = "11-3-4"

# 12. Battle
NO_BATTLE_PHASE_TURN_ONE = "12-1-2"
ENTER_BATTLE_PHASE = "12-2-1"
DECLARE_ATTACK = "12-3-1"
ATTACK_A_MONSTER = "12-3-2"
DIRECT_ONLY_EMPTY = "12-3-3"
ONE_ATTACK = "12-3-4"
DEFENSE_CANNOT_ATTACK = "12-3-5"
RESPONSES_TO_ATTACK = "12-3-6"
REPLAY = "12-3-7"
BACK_TO_BATTLE_STEP = "12-3-8"
ATTACKER_LEFT = "12-3-9"
DIRECT_BY_EFFECT = "12-3-10"
NO_DIRECT_ATTACK = "12-3-11"  # "Cannot attack directly"
NEGATE_ATTACK = "12-3-12"  # "negate the attack": no damage calculation, back to the Battle Step
NO_ATTACKS_THIS_TURN = "12-3-13"  # "cannot declare an attack this turn", "cannot attack"
ATTACK_LOCK = "12-3-14"  # "Level 4 or higher monsters cannot attack" while face-up
NOT_DESTROYED_FIRST_TIME = "5-3-15"  # "the first time ... would be destroyed each turn"
GY_SUBSTITUTE = "5-3-16"  # "you can banish this card from your GY instead"
DEFENSE_ATTACK = "12-3-17"  # "can attack while in face-up Defense Position"
MUST_ATTACK = "12-3-18"  # "must attack if able": not out of the Battle Phase before it does
ATTACK_ALL = "12-3-19"  # "can attack all monsters your opponent controls once each"
BATTLE_LOCK = "12-3-20"  # "If this card attacks, your opponent cannot activate ... until the end"
ATTACK_SHIELD = "12-3-16"  # "cannot target this card for attacks", "except this one"
DAMAGE_STEP_TIMINGS = "12-4-1"
FLIP_DEFENDER = "12-4-2"
DAMAGE_CALCULATION = "12-4-3"
FLIP_AFTER_DAMAGE = "12-4-4"
END_OF_DAMAGE_STEP = "12-4-5"
DAMAGE_STEP_ACTIVATIONS = "12-4-6"
COUNTER_TRAPS_ANY_TIMING = "12-4-7"
ATK_CHANGES_UNTIL_CALCULATION = "12-4-8"
NOTHING_ELSE_IN_DAMAGE_STEP = "12-4-9"
LEFT_IN_DAMAGE_STEP = "12-4-10"
EXCEPT_DAMAGE_STEP = "12-4-12"  # "(except during the Damage Step)"
DAMAGE_STEP_END_TRIGGERS = "12-4-13"  # "At the end of the Damage Step, if this card battled"
DEFENSE_AFTER_ATTACK = "12-4-11"  # "changed to Defense Position at the end of the Damage Step"
HIGHER_ATK = "12-5-1"
LOWER_ATK = "12-5-2"
EQUAL_ATK = "12-5-3"
BOTH_ZERO_ATK = "12-5-4"
ATK_OVER_DEF = "12-6-1"
ATK_UNDER_DEF = "12-6-2"
ATK_EQUALS_DEF = "12-6-3"
PIERCING = "12-6-4"
DIRECT_DAMAGE = "12-7-1"
BATTLE_DAMAGE = "12-8-1"
DESTROYED_BY_BATTLE = "12-8-2"
NOT_DESTROYED_BY_BATTLE = "12-8-3"
NEITHER_DESTROYED = "12-8-4"  # "If this card battles a monster, neither can be destroyed"
NO_BATTLE_DAMAGE = "12-8-5"  # "You take no battle damage from attacks involving this card"
NO_BATTLE_DAMAGE_THIS_TURN = "12-8-6"  # "You take no battle damage this turn" (Waboku)
END_STEP = "12-9-1"
DEFENSE_AFTER_BATTLE_PHASE = "12-9-2"  # "changed to Defense Position at the end of the BP"
END_BATTLE_PHASE = "12-9-3"  # "end the Battle Phase": no more attacks, on to the End Step
UNTIL_END_OF_BATTLE_PHASE = "12-9-4"  # "gains 1000 ATK until the end of the Battle Phase"
LEFT_BY_OPPONENT_EFFECT = "5-1-10"  # "leaves the field because of an opponent's card effect"
QUICK_IF = "5-1-11"  # "This is a Quick Effect if ...": an Ignition Effect, quick while it holds
DRAWN_TRIGGERS = "7-2-4"  # "When you draw this card: You can reveal it; ..."
BATTLE_PHASE_START_TRIGGERS = "12-2-2"  # "At the start of the Battle Phase: You can ..."
BATTLE_PHASE_END_TRIGGERS = "12-9-5"  # "At the end of the Battle Phase, if this card battled"
# "destroy 1 card on the field": a card acted on without being targeted, chosen as it resolves
CHOSEN_AS_RESOLVING = "5-3-22"
# "look at your opponent's hand and discard 1 card from their hand": the player chooses (5-3-24)
HAND_LOOKED = "5-3-24"
SUMMONED_NO_ATTACK = "12-3-21"  # "Special Summon it, but it cannot attack (this turn)"

# 13. What changed since the older rulebooks (the seed's starter rulebook)
FUSION_DECK_RENAMED = "13-2-1"
FIRST_DRAW_CHANGED = "13-3-1"
FIRST_TURN_BATTLE_UNCHANGED = "13-3-2"

# the numbers the real-card families added, a line each (rules_cards.py)
from .rules_cards import *  # noqa: E402,F403

CITABLE: frozenset[str] = collect(globals())
