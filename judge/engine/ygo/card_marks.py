"""What the latest families of card text mark on a Yu-Gi-Oh! card in play: battles that
banish, attacks on monsters, damage it spares, what cannot be negated or answered, a Trap Set
again, locks on battle positions. The part of the duel's `Card` (model.py) between
card_texts.CardTexts and the fields model.Card adds, split so that no file grows past what one
can read at once; a new family adds its fields at the end of this class.
"""
from __future__ import annotations

from dataclasses import dataclass

from .card_texts import CardTexts
from .continuous_specs import TargetGuard
from .effect_specs import Described


@dataclass(slots=True)
class CardMarks(CardTexts):
    # "Banish any monster destroyed by battle with this card." (battle_banish.py, 12-8-8); and
    # set on the monster it destroys, as the End of the Damage Step begins: that card's id
    battle_banishes: bool = False
    battle_banished_by: str = ""
    # "This card can make up to 3 attacks on monsters during each Battle Phase." (0: none), and
    # the (moves, turn) of its last direct attack (monster_attacks.py, 12-3-24)
    monster_attacks: int = 0
    attacked_directly: tuple[int, int] | None = None
    # "Your opponent takes no battle damage from attacks involving this card." ("opponent";
    # "Neither player ...": "both"), "" none (calculation._shield, 12-8-5)
    spares_damage: str = ""
    # "This card's activation and effect cannot be negated." (unnegated.py, 11-3-5)
    unnegatable: bool = False
    # what the players `no_responses` names cannot activate in response to its activation
    # ("monster_effects", "spells_traps", "target"; response_locks.py, 11-2-8); "": anything
    no_responses_what: str = ""
    # "This card's Normal (Special) Summon cannot be negated." (unnegated.py, 5-3-32)
    summon_unnegatable: str = ""
    # a face-up card's "Normal Summons of "Qli" monsters cannot be negated.": (how, the
    # monsters) pairs (unnegated.py, 5-3-32)
    summons_unnegatable: tuple[tuple[str, Described], ...] = ()
    # its `summon_lock_on_field` is a Pendulum Effect that cannot be negated: it binds only
    # while the card is a Pendulum Scale (kept_locks.py, 5-2-14)
    lock_as_scale: bool = False
    # "..., also, after that, Set this card face-down instead of sending it to the GY": Set
    # again where it is once its chain has resolved (set_again.py, 10-4-12)
    set_again: bool = False
    # "Monsters your opponent controls cannot change their battle positions." while it is
    # face-up: whose monsters, "opponent", "controller" or "any"; "" none (position_locks.py,
    # 9-2-11)
    position_lock: str = ""
    # a resolved effect's "it can make up to 2 attacks on monsters during each Battle Phase
    # this turn": that many attacks for the rest of the turn, 0 none (attacks_turn.py, 12-3-25)
    monster_attacks_turn: int = 0
    # a Field Spell's "Increase the Levels of all "F.A." monsters on the field by 2 during the
    # Main Phase and Battle Phase.": (archetype, by, phases "main"/"battle"); None: no such
    # sentence (lasting_levels.py, 5-1-17)
    level_boost: tuple[str, int, tuple[str, ...]] | None = None
    # what lasting_levels.py last added to this monster's Level, with its `moves` then
    lasting_level: tuple[int, int] = (0, 0)
    # a monster's "While this card is equipped to a monster, that monster's Level is increased
    # by 3.": 3, given while it is an Equip Card (`as_equip: {level}`, 10-4-7, 5-1-17)
    as_equip_level: int = 0
    # "..., also it gains ATK and DEF equal to this card's ATK and DEF." as an Equip Card: its
    # printed ATK and DEF given (`as_equip: {own_stats: true}`, equip_monsters.py, 10-4-7)
    as_equip_stats: bool = False
    # "During either player's turn, you can activate "Magical Musket" Spell/Trap Cards from
    # your hand.": the archetype and the kinds ("spell", "trap") its controller may activate
    # from the hand while it is face-up (hand_grants.py, 10-3-5); ("", ()) none
    hand_activation: tuple[str, tuple[str, ...]] = ("", ())
    # a Gemini monster's "● The original ATK of this card becomes 2100.": the value its own
    # text sets once Gemini Summoned, -1 none (gemini_stats.py, 4-2-8, 8-1-9); the same of DEF
    original_atk_becomes: int = -1
    original_def_becomes: int = -1
    # "● This card is treated as a Tuner monster." (gemini_stats.py, 8-5-14, 8-1-9)
    treated_as_tuner: bool = False
    # the older Toons' "You must pay 500 LP to declare an attack with this monster.": 500, 0
    # none (toons.py, 12-3-26)
    attack_cost_lp: int = 0
    # "..., unless they control a Toon monster, in which case this card must target a Toon
    # monster for its attacks.": only Toons attacked while the opponent shows one (12-3-26)
    attack_toons_first: bool = False
    # "If you Ritual Summon exactly 1 WATER Ritual Monster with a card effect that requires use
    # of monsters, this card can be used as the entire requirement.": the Ritual Monsters it
    # may be the only Tribute for, whatever the Levels (ritual_entire.py, 8-5-18); None: no
    # such sentence
    ritual_entire: Described | None = None
    # "this card you control can be used as the entire Tribute": ritual_entire from the field
    # only (8-5-18)
    ritual_entire_field: bool = False
    # a Pendulum Effect's "Pendulum Summons of your "Solfachord" Pendulum Monsters cannot be
    # negated.": the monsters kept while it is a Pendulum Scale; None: no such sentence
    # (pendulum_guards.py, 5-3-32)
    pendulum_summons_unnegatable: Described | None = None
    # "When you Ritual Summon a monster, you can banish this card from your GY as 1 of the
    # monsters required for the Ritual Summon.": the Ritual Monsters it may be banished from
    # the Graveyard for, as a Tribute (ritual_graveyard.py, 8-5-19); None: no such sentence
    ritual_graveyard: Described | None = None
    # whom its `summon_lock_on_field` binds: "" its controller, "opponent" ("Your opponent
    # cannot Special Summon monsters."), "both" ("Neither player can ...") (kept_locks.py, 5-2-14)
    lock_binds: str = ""
    # "During the turn this card was Normal Summoned (or flipped face-up), you can Normal
    # Summon 1 ...": its `extra_normal_summon` only in that turn, "normal_summoned" or
    # "turned_up" (grant_turns.py, 8-1-7); "": in any turn
    extra_normal_while: str = ""
    # "If Summoned this way, treat this card as a Tuner." / "..., this card gains 2400 ATK.":
    # its moves when its own procedure Special Summoned it (-1: never so), and what that
    # procedure gives it then (this_way_stats.py, 8-4-16)
    this_way_moves: int = -1
    this_way_tuner: bool = False
    this_way_atk: int = 0
    # "Neither player can Special Summon LIGHT or DARK monsters.": the monsters the players it
    # binds (`lock_binds`) cannot Special Summon while it is face-up on the field
    # (forbid_locks.py, 5-2-14); None: no such sentence
    summon_forbid: Described | None = None
    # "If your Dragon monster attacks a Defense Position monster, inflict piercing battle
    # damage to your opponent.": the monsters of its controller it gives piercing battle damage
    # while it is face-up on the field, and the condition it holds under (pierce_grants.py,
    # 12-6-4; a TargetGuard's words: monsters, other, if); None: no such sentence
    piercing_grant: TargetGuard | None = None
    # "Halve all battle damage you take.": whose battle damage its text halves ("controller",
    # "opponent"; "" none), and whether only from the battles it is in ("Any battle damage this
    # card inflicts to your opponent is halved.") (halved_damage.py, 12-8-9)
    halves_damage: str = ""
    halves_involving: bool = False
    # "If "Advanced Dark" is not in a Field Zone, send this monster to the GY.": its `kept_if`
    # sends it to the GY rather than destroying it (kept.py, 5-4-6)
    kept_sends: bool = False
    # "For this card's Synchro Summon, you can treat 1 Link-1 monster you control as a Level 1
    # Tuner.": that Link Rating (and Level); 0: no such sentence (link_tuners.py, 8-5-14)
    synchro_link_tuner: int = 0
    # "The activation of LIGHT monsters' effects cannot be negated.": the monsters whose effects'
    # activations no card negates while it is face-up on the field, and whether only its
    # controller's ("your Thunder monsters'") (activation_guards.py, 11-3-5); None: no such
    activations_kept: Described | None = None
    activations_kept_yours: bool = False
