"""What a Yu-Gi-Oh! monster's activated effects say, as the engine keeps them: each effect
(`MonsterEffect`) with its timing, cost, target and steps, the "●" options of "Activate 1 of
these effects" (`Option`), and the conditions a text puts on the board first
(`SummonCondition`, shared with a monster's own Summons, summon_specs.py) or on another card's
event (`OtherCard`, `SummonedBy`). Frozen data read from the scenario (schema_effects.py);
the descriptions and steps they hold are effect_specs.py's.
"""
from __future__ import annotations

from dataclasses import dataclass

from .answer_specs import Answers
from .board_specs import BoardExtra
from .counter_specs import CounterCost
from .effect_specs import CostCards, Described, EffectStep, PickSpec, TargetSpec
from .spell_trap_specs import SummonSpec
from .xyz_specs import HasMaterial


@dataclass(frozen=True, slots=True)
class Option:
    """One "●" of "Activate 1 of these effects;": its own target (5-2-3) and steps, and the
    cost it asks of its own when it is chosen (5-2-2)."""

    steps: tuple[EffectStep, ...]
    target: TargetSpec | None = None
    pay_lp: str = ""
    cost_cards: tuple[CostCards, ...] = ()
    # "● Detach 3 Xyz Materials from this card; ...": the monster's own, as this one's cost
    detach: int = 0  # (4-4-3, 5-2-2)
    once_per_turn: bool = False  # "use each effect of X once per turn": this one by name
    # "● If you control no monsters: ...": what the board must show for it to be chosen
    condition: SummonCondition | None = None  # (5-2-4)
    # "Apply 1 of these effects": chosen as the effect resolves, not at activation (5-2-31)
    on_resolution: bool = False


@dataclass(frozen=True, slots=True)
class SummonCondition:
    """What a monster's text asks of the board first ("If you control no monsters"), for a
    Summon of its own (8-4-8, 8-1-8) or an activated effect (5-2-4), seen from its player;
    every part given must hold. -1 / 0 / None: not asked."""

    monsters_max: int = -1  # "you control no monsters": 0
    cards_max: int = -1  # "you control no cards": 0 (monsters, Spells and Traps on the field)
    opponent_cards_min: int = 0  # "your opponent controls a card": 1
    opponent_monsters_min: int = 0  # "your opponent controls a monster": 1
    fewer_monsters: bool = False  # "your opponent controls more monsters than you do"
    hand_max: int = 0  # "this is the only card in your hand": 1 (itself)
    control: Described | None = None  # "you control a "X" monster": one face-up, fitting
    control_other: bool = False  # "you control another "X" monster": not the card itself
    self_position: str = ""  # "While this card is in Attack Position": attack, defense
    opponent_control: Described | None = None  # "your opponent controls a face-up Xyz Monster"
    all_control: Described | None = None  # "all monsters you control are "X" monsters"
    monsters_min: int = 0  # "(min. 1)"
    opponent_hand_min: int = 0  # "your opponent has 2 or more cards in their hand"
    field_spell: tuple[str, ...] = ()  # ""X" is in the Field Zone": face-up, either player's
    graveyard: PickSpec | None = None  # "exactly 3 DARK monsters in your GY"
    graveyard_count: int = 0
    # "you control no Spell/Trap Cards": 0 (its Spell & Trap Zone and Field Zone)
    spells_traps_max: int = -1
    hand_empty: bool = False  # "you have no cards in your hand"
    lp_lower: bool = False  # "your LP are lower than your opponent's"
    # "if this card is in the GY because it was sent there (from the field) this turn"
    sent_this_turn: bool = False
    sent_from_field_this_turn: bool = False
    destroyed_this_turn: bool = False  # "... because it was destroyed and sent there this turn"
    # "If you have a "X" card in your other Pendulum Zone": another Pendulum Scale of its
    # player, fitting (3-6-2)
    other_scale: Described | None = None
    face_up_monsters_max: int = -1  # "you control no face-up monsters": 0 (9-1-3)
    # the card's own links (link_zones.py, 4-4-10): "This linked card" `linked`, "while this card
    # points to a monster" `pointing`, "... to no monsters" `pointing_none`, `co_linked` ...
    self_link: str = ""
    # "your opponent controls no cards in their Spell & Trap Zone": 0 (3-4-1, Field Zone apart)
    opponent_spell_zone_max: int = -1
    # "you have no Spells/Traps in your GY": 0 (zone_counts.py, 5-2-4)
    graveyard_spells_traps_max: int = -1
    # "you control no monsters in your Main Monster Zone": 0; one in an Extra Monster Zone is not
    # counted (3-3-6)
    main_monsters_max: int = -1
    # "your opponent controls monsters in all of their Main Monster Zones": 5 (3-3-6)
    opponent_main_monsters_min: int = 0
    # "if this card destroyed a monster by battle this turn" (battle_wins.py, 5-2-4)
    destroyed_a_monster_this_turn: bool = False
    # "When this card is Tribute Summoned by Tributing a "X" monster" (tributed_by.py, 5-2-4)
    tributed: Described | None = None
    tributed_count: int = 0  # "... by Tributing 2 "X" monsters": that many of them fit (0: 1)
    # a Trap's "If your opponent controls 2 or more Spells/Traps, you can activate this card
    # from your hand": their Spell & Trap, Pendulum and Field Zones (zone_counts.py, 10-3-1)
    opponent_spells_traps_min: int = 0
    # "If you have 2 "Zefra" cards in your Pendulum Zones": both fit (zone_counts.py, 3-6-2)
    scales_both: Described | None = None


@dataclass(frozen=True, slots=True)
class SummonedBy:
    """"Special Summoned by the effect of a "X" monster" (5-1-3): whose effect summoned it,
    `what` "monster" (a monster's effect), "card" (any card's) or "self" ("by its effect"),
    and the words that card must fit."""

    what: str = "card"
    described: Described = Described()


@dataclass(frozen=True, slots=True)
class OtherCard:
    """"If a face-up "X" monster(s) you control is destroyed" (5-1-3): the card whose event
    the effect answers, as it was when it left: a monster or any card, controlled by whom
    (`controller`, `opponent`, `any`, from the effect's player), face-up, another than this
    card, and the words it must fit."""

    what: str = "card"
    player: str = "any"
    face_up: bool = False
    another: bool = False
    sent: bool = False  # "... destroyed and sent to the GY": in the GY, not banished instead
    described: Described = Described()


@dataclass(frozen=True, slots=True)
class MonsterEffect:
    """One activated effect of a monster (5-1-2 to 5-1-4, docs/scenario-format.md): its kind
    (`ignition`, `quick`, `trigger`), where it is activated from, the event a Trigger Effect
    answers, its costs, target and once-per-turn clause, and its steps."""

    type: str = "ignition"
    origin: str = "field"  # field, hand, graveyard, banished
    # the other zones it may be activated from: "send this card from your hand or field to the
    # GY" (`from: [hand, field]`, 5-1-7, 5-2-2)
    also_from: tuple[str, ...] = ()
    on: str = ""  # trigger: normal_summoned, special_summoned, summoned, sent_to_graveyard
    optional: bool = True  # "you can" (5-1-3)
    when: bool = False  # worded "When ... you can": misses the timing (11-1-9)
    # "name": once per turn by card name (hard); "copy": each copy; "shared": one use among all
    # the effects of cards of that name; "twice": each copy, two uses; "twice_name": by name,
    # two uses (5-2-6)
    once: str = ""
    pay_lp: str = ""
    discard: int = 0
    tribute: int = 0
    detach: int = 0  # Xyz Materials detached from the monster as the cost (4-4-3)
    banish_deck: int = 0  # the top cards of its player's Deck as the cost (5-2-2)
    send_deck: int = 0
    detach_own: int = 0  # "... from an Xyz Monster you control" (xyz_costs.py)
    # a Quick Effect's own timing (5-1-4): "opponent_turn", "main_phase",
    # "opponent_main_phase", "your_turn", "your_main_phase"; "" whenever a Spell Speed 2
    # effect may be activated
    during: str = ""
    # "except the turn this card was sent to the GY": not while `sent_this_turn` (5-2-4)
    except_turn_sent: bool = False
    # "(except during the Damage Step)": never activated in the Damage Step, not even for an
    # event that happened there (12-4-12)
    not_in_damage_step: bool = False
    # the monster itself given up as the cost (5-2-2): "tribute", "discard" or "banish"
    cost_self: str = ""
    remove_counters: int = 0  # counters removed from the monster itself as the cost (4-8-3)
    # "Tribute this card with 3 Spell Counters on it": at least that many on it (4-8-7)
    counters_needed: int = 0
    field_counters: CounterCost | None = None  # "remove 2 Spell Counters from your field" 4-8-9
    target: TargetSpec | None = None
    steps: tuple[EffectStep, ...] = ()
    # cards of a description given up as the cost, one part each ("1 LIGHT and 1 DARK")
    cost_cards: tuple[CostCards, ...] = ()
    options: tuple[Option, ...] = ()  # "Activate 1 of these effects": one chosen at activation
    # `event: summon`: the Summon its condition names ("If your opponent Special Summons a
    # monster(s)", 10-3-4)
    summon: SummonSpec | None = None
    # an effect with a `negate` step: what it can negate, as a Spell's or Trap's (chain_negation.py)
    negates: tuple[str, ...] = ()
    negates_by: str = ""
    negates_includes: tuple[str, ...] = ()
    # "If you control no monsters: ...": what must hold to activate it (5-2-4); None: nothing
    condition: SummonCondition | None = None
    # "sent to the GY as material for the Link Summon of a "X" monster": the Link Monster
    # summoned with it must be so described (link_material_for.py, 8-5-5)
    material_for: Described | None = None
    # "This card cannot attack the turn you activate this effect" (12-3-15)
    no_attack_turn: bool = False
    # "You cannot Special Summon ... the turn you activate this effect, except ...": the
    # `summon_lock` step it sets at activation, and refused after such a Summon (5-2-11)
    turn_lock: EffectStep | None = None
    # event `special_summoned_by_effect`: whose effect it must have been (condition_events.py)
    summoned_by: SummonedBy | None = None
    # events of another card (`other_destroyed`...): which card (condition_events.py)
    other: OtherCard | None = None
    # "Your opponent (Neither player) cannot activate ... in response to this effect's
    # activation": `opponent` or `both`, and what (`spells_traps`, `monster_effects`; "" all)
    no_responses: str = ""
    no_responses_what: str = ""
    # a Trap's effect has the Trap's Spell Speed 2, a Trigger Effect too (10-5-1); 0: by `type`
    spell_speed: int = 0
    # "... to activate and to resolve this effect": `condition` checked again as it resolves
    # (10-5-2)
    resolve_if: bool = False
    # "During the End Phase of the turn this card is Normal Summoned or flipped face-up": only
    # if it was, this turn, and has stayed on the field since (turned_up.py, 7-7-5)
    turned_up: bool = False
    # "..., if this card was Normal (Special) Summoned this turn": "normal", "special" or
    # "normal_or_special"; "" none (turned_up.py, 7-7-6)
    summoned_turn: str = ""
    # "During the End Phase, if this card is currently banished, and was banished this turn"
    # (turned_up.py, 7-7-7)
    banished_turn: bool = False
    # "Once per Chain": not activated again while a link of this very effect is on the chain
    # (chain_once.py, 5-2-16)
    once_per_chain: bool = False
    # "This card must be face-up on the field to activate and to resolve this effect."
    # (face_up_effects.py, 5-2-17)
    resolve_face_up: bool = False
    # "This is a Quick Effect if ...": an Ignition Effect activated as a Quick Effect while this
    # holds (quick_if.py, 5-1-11)
    quick_if: SummonCondition | None = None
    # "If this Synchro Summoned card is destroyed": only if it was so Summoned (fusion,
    # synchro, xyz, ritual, link; "" any) on the field it is on or last left (was_summoned.py,
    # 8-5-17)
    was_summoned: str = ""
    # given by a material as its monster was Summoned (8-5-11): kept only while the grant
    # recorded for it holds (summon_grants.effect_problem)
    granted: bool = False
    # "(max. 1)", "(You can only equip 1 monster at a time to this card with this effect.)":
    # "none", activated only while no monster it equipped to itself is still equipped to it;
    # "some": only while one is ("send this card equipped with a monster by this card's
    # effect to the GY" as its cost) (equip_monsters.py, 10-4-9)
    equipped_needs: str = ""
    # "If this card has "Number 104: Masquerade" as material": only while it has such a
    # material named under it (xyz_cards.py, 4-4-11)
    if_material: HasMaterial | None = None
    # `event: sent_for_monster_cost`: the monster whose effect's cost sent this card to the GY
    # must be so described ("to activate a WATER monster's effect", cost_events.py, 5-2-23)
    cost_for: SummonedBy | None = None
    # "At the start of the Damage Step, if this card battles a LIGHT monster": the monster it
    # battles must be so described (battles_described.py, 12-4-14)
    battles: Described | None = None
    # "When your opponent activates a card or effect (Quick Effect): You can Special Summon
    # ...": activated only as the link right after such an activation (answers.py, 11-1-11)
    answers: Answers | None = None
    # "If you control 2 or more "X" monsters": the states of the board beyond `condition`'s,
    # as a Summon procedure's (effect_boards.py, 5-2-4)
    board: BoardExtra | None = None

    @property
    def speed(self) -> int:
        return self.spell_speed or (2 if self.type == "quick" else 1)  # 11-2-2, 11-2-3
