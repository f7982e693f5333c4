"""The rule numbers the real-card families of the Yu-Gi-Oh! engine cite, by name: the part of
rules.py (which takes them all in) that grew family by family, split so that no file grows past
what one can read at once. A new family adds its numbers at the end, a line each, with the
printed words the rule is about.
"""
from __future__ import annotations

LINK_ARROWS = "4-4-7"  # where a monster stands, where a Link Monster's arrows point
POINTED_EFFECTS = "4-4-8"  # a Link Monster's effect on the monsters it points to
LINKED = "4-4-10"  # linked and co-linked monsters, and the effects that count them
EXTRA_ZONE_SHARED = "3-3-1"  # the two Extra Monster Zones, either player's
EXTRA_ZONE_ONE = "3-3-2"  # one monster of a player's in them at a time
ZONE_HOLDS_ONE = "3-1-2"  # one card in each zone
TREATED_SUMMON = "8-5-16"  # "Special Summon 1 ... from your Extra Deck (this is treated as a ...)"
WAS_SUMMONED = "8-5-17"  # "If this Synchro Summoned card is destroyed ..."
LEAVES_BANISHED = "5-4-9"  # "If this face-up card would leave the field, banish it instead."
GY_BANISHED = "5-4-10"  # "Any card sent to the GY is banished instead."
SKIP_BATTLE_ON_LEAVE = "7-1-5"  # "If this face-up card leaves the field, skip the Battle Phase"
DESTROYED_WITH = "5-4-8"  # "If "Toon World" on the field is destroyed, destroy this card."
ONLY_KIND = "5-4-7"  # "You can only control 1 "X" monster", "There can only be 1 ... on the field"
HALVE_OR_DOUBLE = "4-2-7"  # "halve its ATK", "its ATK becomes double its current ATK"
EXCAVATE = "5-3-26"  # the top card of the Deck excavated, and sent by what it is
NEXT_ATTACK_NEGATED = "12-3-22"  # "negate the next attack this turn from a monster ..."
DAMAGE_STEP_START_TRIGGERS = "12-4-14"  # "At the start of the Damage Step, if this card attacks"
WHAT_WAS_DISCARDED = "5-3-27"  # "Then, if the discarded card was not "X", ..."
DETACHED_BY_EFFECT = "4-4-9"  # "detach 1 material from it" as what an effect does, not its cost
PROCEDURE_LOCK = "8-4-11"  # "If Summoned this way, you cannot Special Summon ... this turn"
MONSTER_UPKEEP = "7-3-3"  # a monster's "during your Standby Phase, pay 500 LP or destroy this card"
COUNTED_PLACES_NAMES = "5-3-28"  # counted in several places, one for each name, Set cards only
UNAFFECTED = "5-3-29"  # "Unaffected by other cards' effects.": ignored, not applied to it
STAT_SET = "4-2-8"  # "its ATK becomes 0", "its original ATK becomes 1900"
UNTIL_END_PHASE = "7-7-12"  # "it gains 500 ATK until the End Phase": ends as it begins
LATER_CHANGES = "7-7-13"  # "gains 300 ATK until the end of your opponent's turn": past this turn
BATTLE_WINDOW = "12-4-15"  # "gains 1000 ATK during damage calculation only": in that battle
XYZ_CARDS = "4-4-11"  # Xyz Materials as cards: which ones are detached, what they are
KEPT_RESULT = "5-3-30"  # an Arcana Force monster keeps its toss's result while face-up
TARGETED_DIE = "5-3-31"  # an Archfiend rolls a die as an opponent's effect targeting it resolves
PLACED_AS_SPELL = "3-4-5"  # a Monster Card placed in a Spell & Trap Zone as a Continuous Spell
PLACED_INSTEAD = "3-4-6"  # "..., you can place it ... as a Continuous Spell, instead of ... GY"
SET_AS_SPELL = "3-4-7"  # "You can Set this card from your hand to your ... Zone as a Spell."
DECK_TOP_BANISHED = "3-7-4"  # the top cards of a Deck banished face-up, in order, by no choice
EXTRA_ZONE_SUMMON = "3-3-5"  # "... from your Extra Deck to the Extra Monster Zone": not proper
SKIP_BATTLE_ON_ACTIVATION = "7-1-6"  # "..., but skip your next Battle Phase after activation"
AFTER_COUNTER_TRAP = "11-1-10"  # "Each time a Counter Trap Card is activated, immediately after"
COST_EITHER = "5-2-20"  # "discard 1 Dragon or WATER monster": a card of either description
COST_EQUIPPED = "10-4-11"  # "send 1 Equip Card equipped to this card to the GY" as a cost
COST_MAIN_DECK = "5-2-21"  # "shuffle 2 "Gusto" monsters ... into the Main Deck" as a cost
COST_TOTAL_LEVELS = "5-2-22"  # "Tribute monsters whose total Levels equal 8 or more"
LEAVES_THE_FIELD = "5-1-12"  # "If this face-up card leaves the field": however it left
TARGETED_QUICK = "5-1-13"  # "When a card or effect is activated that targets this card"
ADDED_TO_HAND = "5-1-14"  # "If this card is added to your hand, except by drawing it"
SENT_FOR_COST = "5-2-23"  # "If this card is sent to the GY to activate a WATER monster's effect"
OWN_POSITION_CHANGED = "9-2-9"  # "If this Attack Position card is changed to ... Defense Position"
ASKED_AS_DONE = "5-2-24"  # "then, if you have 3 or more Spells in your GY, you can ..."
MAIN_ZONE_ONLY = "3-3-6"  # "no monsters in your Main Monster Zone": the Extra Monster Zone not
PLACED_AS_TRAP = "3-4-8"  # a Monster Card placed in a Spell & Trap Zone as a Continuous Trap
DECLARED_LEVEL = "5-2-25"  # "declare a Level from 1 to 8; this card becomes that Level"
TO_OPPONENT_FIELD = "8-4-13"  # "Special Summon this card ... to your opponent's field, by ..."
EVENT_IN_TURN = "5-1-15"  # "If this card is Special Summoned during your opponent's turn"
OWN_EFFECT_ONLY = "8-4-12"  # "Must be Special Summoned by its own effect", "Must first be ..."
SUMMONED_MUST_ATTACK = "12-3-23"  # "but it cannot change its battle position and must attack"
GEMINI_EFFECTS_GAINED = "8-1-12"  # "it becomes an Effect Monster, and gains its effect"
REFLECTED_DAMAGE = "12-8-7"  # "Your opponent takes any battle damage you would have taken ..."
ATTACK_LOCK_TURN = "5-2-26"  # "Your monsters cannot attack the turn you activate this effect"
DECK_ADD_LOCK_TURN = "5-2-27"  # "You cannot add cards from the Deck to the hand the turn you ..."
EFFECT_LOCK = "5-2-28"  # "also you cannot activate monster effects for the rest of this turn, ..."
SELF_NO_ATTACK_REST = "5-2-29"  # "also, this card cannot attack for the rest of this turn"
EFFECT_LOCK_TURN = "5-2-30"  # "You cannot activate non-LIGHT monster effects during the turn you"
BATTLE_BANISH = "12-8-8"  # "Banish any monster destroyed by battle with this card."
MONSTER_ATTACKS = "12-3-24"  # "can make up to 3 attacks on monsters during each Battle Phase"
CANNOT_BE_NEGATED = "11-3-5"  # "This card's activation and effect cannot be negated."
SUMMON_CANNOT_BE_NEGATED = "5-3-32"  # "This card's Special Summon cannot be negated."
POSITION_LOCK = "9-2-11"  # "Monsters your opponent controls cannot change their battle ..."
SUMMON_LOCK_ZONE = "5-2-32"  # "you cannot Special Summon Effect Monsters, except from the hand"
MONSTER_ATTACKS_TURN = "12-3-25"  # "... attacks on monsters during each Battle Phase this turn"
OWN_LEVEL_ATK = "5-1-16"  # "Gains ATK equal to its Level x 300."
SUMMONED_TOGETHER = "8-7-3"  # "Special Summon 2 "Krawler" monsters ...": a zone for each, or none
FACE_DOWN_AND_NON = "9-1-5"  # "destroy all face-down and non-LIGHT monsters"
