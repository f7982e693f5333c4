"""What a Yu-Gi-Oh! card's text says, as the engine keeps it: the descriptions its targets,
fetches and costs share, and the steps of its effects. Frozen data read from the scenario
(schema_cards.py); a monster's activated effects and their options are monster_specs.py's, what
a Spell's or Trap's condition and lasting effects describe spell_trap_specs.py's, the duel's
changing state model.py's.
"""
from __future__ import annotations

from dataclasses import dataclass

from .becomes_specs import Becomes
from .counter_specs import CounterSpec
from .done_specs import DoneCount, StatOf
from .trapmon_specs import TrapMonster

ATTACK, DEFENSE, SET = "attack", "defense", "set"  # battle positions (a text names them too)


@dataclass(frozen=True, slots=True)
class Described:
    """What a card's text says another card must be, the words a target (5-2-3) and a card an
    effect takes (5-3-13) share: card names, an archetype, Types (or "Normal", "Tuner"...; any
    one of them: "an Insect, Plant, or Reptile monster"), Attributes (any one: "a LIGHT or DARK
    monster"), a Level or bounds on it, and names it leaves out ("except "X"")."""

    names: tuple[str, ...] = ()
    archetype: str = ""
    monster_types: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    level: int = 0
    level_min: int = 0
    level_max: int = 0
    excluded: tuple[str, ...] = ()
    # a Spell's or Trap's property ("a Field Spell": field), and bounds on a monster's ATK and
    # DEF ("a monster with 1500 or less ATK"; -1: none), as it has them where it is
    card_property: str = ""
    atk_max: int = -1
    atk_min: int = -1
    def_max: int = -1
    def_min: int = -1
    # words of its type line it must also have, every one ("a Dragon Normal Monster": Dragon
    # among `monster_types`, Normal here)
    also_types: tuple[str, ...] = ()
    # a Link Rating or bounds on it ("a Link-3 or higher monster", 4-2-4): a Link Monster only
    link: int = 0
    link_min: int = 0
    link_max: int = 0
    # a Rank or bounds on it ("a Rank 4 or lower Xyz Monster"): an Xyz Monster only (4-1)
    xyz_rank: int = 0
    xyz_rank_min: int = 0
    xyz_rank_max: int = 0
    # "a Special Summoned monster": one on the field that arrived there by a Special Summon
    # and has not left since (runick.py's special_now, 5-2-3)
    special_summoned: bool = False
    # "a monster with an Ice Counter(s)": one face-up on the field holding 1 or more counters of
    # that kind now (counter_holders.py, 4-8-11); "" none asked
    with_counter: str = ""
    # "monsters that cannot be Normal Summoned/Set": ones whose text or kind says so (8-1-6)
    no_normal_summon: bool = False
    # "a non-Effect Monster": one whose type line does not say Effect (4-3-2)
    non_effect: bool = False
    # "in the same column as one of your "S-Force" monsters": a face-up monster so described,
    # of the other player's, stands in its column (described.beside, 3-11-1); asked only where
    # the state is given (described_fits with `state`, continuous.py)
    same_column_as: Described | None = None
    # "a non-Tuner monster": one whose type line does not say Tuner (8-5-14)
    non_tuner: bool = False
    # "a non-Link monster", "except Link Monsters", "a non-DARK monster": kinds or Types its type
    # line holds none of, Attributes it has none of (target_non.py, 5-2-3)
    non_types: tuple[str, ...] = ()
    non_attributes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MaterialSpec(Described):
    """What a Link Monster's first line asks of the materials of its Link Summon (8-5-5,
    8-5-7): each is as described, one at least as `including` describes ("including a Link
    Monster"), none a Token ("except Tokens"), none of a kind ("non-Link"), no two of the same
    name ("with different names")."""

    including: Described | None = None
    no_tokens: bool = False
    not_type: str = ""
    different_types: bool = False  # "with different Types": no two share a Type
    different_attributes: bool = False
    same_type: bool = False  # "with the same Type": one Type all of them share
    same_attribute: bool = False
    different_names: bool = False


@dataclass(frozen=True, slots=True)
class PickSpec(Described):
    """What a `fetch` step takes from its player's own zones (5-3-13): a `monster`, `spell`,
    `trap`, `spell_trap` or any `card`, from `zones` (deck, hand, graveyard), as described, or
    as its `alternative` is."""

    what: str = "card"
    zones: tuple[str, ...] = ("deck",)
    # "1 "X" monster or 1 "Y" Spell": a card of either description (its own `what` and
    # words, from the same zones)
    alternative: PickSpec | None = None


@dataclass(frozen=True, slots=True)
class CostCards:
    """Cards of its player given up as a cost (5-2-2): `do` is discard, tribute, send (to the
    GY), banish or reveal; `count` of them, each fitting `pick` (its `zones` may hold `field`);
    `other`: never the card itself; `face_up`: only face-up ones ("1 face-up ... you control")."""

    do: str
    count: int
    pick: PickSpec
    other: bool = False
    face_up: bool = False
    pointed: bool = False  # "Tribute 1 monster this card points to" (link_zones.py, 4-4-10)
    equipped: bool = False  # "send 1 Equip Card equipped to this card" (10-4-11)
    position: str = ""  # "Tribute 1 Attack Position WATER monster": attack or defense (9-1-1)
    main_deck: bool = False  # "shuffle ... into the Main Deck": no Extra Deck monster (5-2-21)
    # "Tribute monsters whose total Levels equal 8 or more": any number, adding up (5-2-22)
    total_levels: int = 0
    or_more: bool = False
    other_name: bool = False  # "1 "Springans" monster with a different name" from itself (5-2-2)
    opponents: bool = False  # "by Tributing 1 monster they control": the opponent's (8-4-13)
    equip_card: bool = False  # "send 1 Equip Card you control": equipped to any monster 10-4-11
    # "banish up to 3 ...": 1 to `count` of them; "Tribute any number of ...": 1 or more (5-2-33)
    up_to: bool = False
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class SummonByEffect:
    """A Fusion or Ritual Summon an effect performs as it resolves (8-5-1, 8-5-2): the
    `procedure` ("fusion", "ritual"), what the monster must be besides its kind (`monster`),
    where its materials come from (`zones`: hand, field, graveyard, deck), whether a Fusion
    Monster's materials are banished rather than sent to the GY, and what a Ritual Summon's
    Tributes' Levels must add up to (`levels`; 0: the Ritual Monster's own Level), `exact`ly
    or that much or more."""

    procedure: str
    monster: Described = Described()
    zones: tuple[str, ...] = ("hand", "field")
    banish: bool = False
    levels: int = 0
    exact: bool = False
    material: Described = Described()  # what each material must be ("Normal Monsters")
    send: bool = False  # ritual: the materials are sent to the GY, not Tributed
    # ritual: where the Ritual Monster may come from ("from your hand or GY"); (): the hand
    origins: tuple[str, ...] = ()
    with_self: bool = False  # ritual: "including this card on your field" among the Tributes
    # ritual: "and/or banish "Red-Eyes" monsters from your GY": such monsters in the GY may be
    # among the materials, banished instead of Tributed; None: none from the GY
    graveyard_banish: Described | None = None
    shuffle: bool = False  # fusion: the materials are shuffled into the Deck ("by shuffling")
    # ritual: "in Defense Position": the one position the monster arrives in (8-4-3); "": its
    # player's choice, the activation's `position`
    position: str = ""
    times: int = 1  # ritual: "exactly twice its Level": the total asked, the Level times 2


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """The Tokens an effect Special Summons (4-7-1): `count` of them, each with the name,
    Types, Attribute, Level, ATK and DEF the text prints; to the field of its player or of the
    `opponent`; `no_tribute_summon`: "always" for "They cannot be Tributed for a Tribute
    Summon", "turn" for "... during the turn they are Special Summoned" (4-7-4)."""

    name: str
    count: int = 1  # 0: "as many as possible", one for each unused Main Monster Zone
    monster_types: tuple[str, ...] = ()
    attribute: str = ""
    level: int = 1
    atk: int = 0
    defense: int = 0
    to: str = "controller"
    no_tribute_summon: str = ""
    # "While that Token is in the Monster Zone, the player who Summoned it cannot Special
    # Summon from the Extra Deck, except Synchro Monsters" (4-7-6): a `summon_lock` step
    lock: EffectStep | None = None
    # "..., and each time 1 is destroyed, its controller takes 300 damage." (4-7-8)
    destroyed_damage: int = 0
    # "They cannot be Tributed for a Tribute Summon, except for a "Jurrac" monster." (4-7-4)
    no_tribute_summon_except: str = ""


@dataclass(frozen=True, slots=True)
class EffectStep:
    """One step of an effect: `kind` is the step's key; the other fields are its arguments."""

    kind: str
    target: str | None = None
    player: str | None = None
    amount: int = 0
    position: str = ATTACK
    # `destroy_all`: monsters, spells_traps or cards; `negate`: activation or effect
    what: str = "monsters"
    defense: int = 0  # `equip`: the DEF it gives (`amount` is the ATK)
    pick: PickSpec | None = None  # `fetch`: what the player takes, and from where
    # `fetch`: hand, graveyard or field (Special Summoned); `take_control`: until when;
    # `negate`: destroy, banish or ""
    to: str = ""
    # `if_you_do`, `then`: the steps done only if the step before was done (5-2-7)
    steps: tuple[EffectStep, ...] = ()
    lasting: bool = False  # `atk`: no "until the end of this turn" (4-2-5)
    summon: SummonByEffect | None = None  # `fusion_summon`, `ritual_summon` (8-5-1, 8-5-2)
    negated: bool = False  # `special_summon`, `fetch`: "..., but negate its effects" (5-5-1)
    # `special_summon`, `fetch` to the field: "..., but banish it when it leaves the field"
    banish_on_leave: bool = False  # (8-4-10)
    bottom_on_leave: bool = False  # `special_summon`: "but place it on the bottom of the Deck"
    # `special_summon`, `fetch` to the field: "..., but destroy it during the End Phase" (7-7-1)
    destroy_end_phase: bool = False
    atk_of: str = ""  # `damage`, `gain_lp`: "equal to its ATK", that card's ATK (5-3-10)
    until: str = ""  # `this_turn`: "battle" for "from that battle" only (12-8-6)
    # `hold`: no_attack, no_position_change (10-4-5); `equip`: what it gives (10-4-7)
    limits: tuple[str, ...] = ()
    original: bool = False  # `atk_of`: its original ATK, as printed, wherever it is now
    # `fetch`: "but you cannot activate cards, or the effects of cards, with that name for the
    # rest of this turn" (5-2-9)
    lock_name: bool = False
    # `fetch`: "you can": the player may name no card, and then nothing is taken
    optional: bool = False
    # `to_deck` on several targets: "shuffle all 5 into the Deck": done only when done to
    # every one of them (5-2-7), not to any one as a step on several targets is
    every: bool = False
    # `fetch`: "up to" its `amount` of cards (2 to 5; 0: one), rather than exactly that many
    up_to: bool = False
    token: TokenSpec | None = None  # `summon_tokens`: the Tokens it makes (4-7-1)
    counter: CounterSpec | None = None  # `place_counters`: their kind and bound (4-8-1)
    per: CountSpec | None = None  # `damage`, `gain_lp`, `place_counters`: "for each" (5-3-20)
    # `destroy_all`: not the card whose effect it is ("all other"); only face-up or Set cards
    # (`face`: up, down); monsters as described (`pick`, face-up ones only, 9-1-3)
    other: bool = False
    face: str = ""
    # `fetch`: "either add it to your hand or Special Summon it": the other place the player
    # may send the card to instead of `to`, named by the activation's `destination` (5-3-13)
    or_to: str = ""
    rank_up: RankUp | None = None  # `rank_up`: an Xyz Summon on top of one monster (8-5-15)
    trap_monster: TrapMonster | None = None  # `trap_monster`: what the card becomes (4-6-5)
    # `special_summon`, `fetch` to the field: "to your zone this card points to" (4-4-7)
    to_pointed: bool = False
    # `damage`, `gain_lp`, `atk`: "for each card destroyed": the cards the step before did that
    # to (done_counts.py, 5-3-20)
    per_done: DoneCount | None = None
    as_many: bool = False  # `destroy_all`: "as many as possible": done when any is (5-2-7)
    stat_of: StatOf | None = None  # `atk_of`'s printed ATK, DEF or Level, halved... (5-3-25)
    # `special_summon`, `fetch` to the field: (do, turn) of "..., but send it to the GY during
    # the End Phase (of the next turn)" (later.py, 7-7-8)
    end_phase: tuple[str, str] | None = None
    # `special_summon`, `fetch` to the field: "..., but it cannot attack" (always), "... attack
    # directly" (direct), "... attack this turn" (turn) (attack_riders.py, 12-3-21)
    no_attack: str = ""
    # `banish_until`: (end|standby, this|next|your_next), when the card comes back (7-7-9)
    returns: tuple[str, str] | None = None
    # `fetch` with a `count`: "... with different names": no two cards named alike (5-3-13)
    different_names: bool = False
    # `fetch` to set, `set_ready`: "It can be activated this turn." (10-3-2, set_steps.py)
    ready: bool = False
    # `treated_summon`: a Special Summon from the Extra Deck treated as a Fusion, Synchro or
    # Xyz Summon, no material used (treated_summon.py, 8-5-16)
    treated_summon: TreatedSummon | None = None
    # `atk`, `atk_all`: "half" or "double" its current ATK (`scale`) or DEF (`scale_def`), 4-2-7
    scale: str = ""
    scale_def: str = ""
    # `excavate`: where the card goes when it is not what `pick` describes (excavate.py, 5-3-26)
    otherwise: str = ""
    # `unless_discarded`: the name that stops the rest of the effect (discard_check.py, 5-3-27)
    unless_named: str = ""
    # `becomes`: the value a monster's ATK or DEF (or original ATK or DEF) is set to (4-2-8)
    becomes: Becomes | None = None
    # `place_counters_each`: only the face-up cards of that name ("on each "X"", 4-8-1)
    each_named: str = ""
    # `if_spells_in_gy`: what is done unless the player chooses `steps` instead (5-2-24)
    instead_of: tuple[EffectStep, ...] = ()
    # `level`: the Level becomes the one its activation declares, from (low, high) (5-2-25)
    declared: tuple[int, int] | None = None
    # `special_summon`: "..., and if you do, it becomes an Effect Monster, and gains its effect"
    # (gemini_effects.py, 8-1-12)
    gemini_effects: bool = False
    no_flip: bool = False  # `change_position`: "(Flip effects are not activated.)" (9-2-10)
    # `summon_lock` with `only` and `except_from`: the monsters it covers, and the zone they may
    # still be Special Summoned from ("Effect Monsters, except from the hand", 5-2-32)
    zone_lock: tuple[Described, str] | None = None
    # `special_summon`, `fetch` to the field: "..., ignoring its Summoning conditions" (8-4-14)
    ignoring: bool = False
    # `level`: "Increase the Level of this card by 1 (max. 12).": never raised past it, 0 none
    # (level_changes.py, 4-2-9)
    level_cap: int = 0
    # `level`: "its Level becomes 4 until the end of this turn": the Level it is set to, by the
    # difference; 0 none (level_changes.py, 4-2-10)
    level_to: int = 0
    # `destroy_all`: "face-down and non-LIGHT monsters": the face-up ones fitting it stay
    # (face_down_mass.py, 9-1-5)
    spare_face_up: Described | None = None
    # `change_position` with `no_flip`: "..., except "Shaddoll" monsters'.": the archetype whose
    # FLIP effects still activate (effect_flips.py, 9-2-10); "" none
    flip_archetype: str = ""
    # `return_all`: "in the same column as the card(s) in your Pendulum Zones": only the cards
    # standing in a column one of its controller's Pendulum Scales occupies (scale_columns.py)
    scale_columns: bool = False
    # `special_summon`, `fetch` with `negated: turn`: "..., but its effects are negated until
    # the end of this turn": the negation ends with the turn (negated_turn.py, 7-7-3)
    negated_turn: bool = False
    # `fetch` to the field: "Special Summon both this card and 1 ...": with it (8-7-3)
    with_self: bool = False


@dataclass(frozen=True, slots=True)
class TargetSpec(Described):
    """What a card's target must be when it is activated (5-2-3): a `monster`, a `spell_trap`
    or any `card`; whose (`controller`, `opponent`, `any`, seen from the activating player);
    where (`field`, `graveyard` or `banished`); whether it must be face-up (or face-down), in
    a battle `position` (`attack`, `defense`), and `other` than the card whose effect it is;
    and as described (names, archetype, Types, Attributes, Level)."""

    what: str = "card"
    player: str = "any"
    zone: str = "field"
    face_up: bool = False
    face_down: bool = False
    position: str = ""
    other: bool = False
    # "that can be Normal Summoned/Set": not a monster that cannot be (8-1-6)
    normal_summonable: bool = False
    # how many it targets ("target 2 cards"), or at most with `up_to` ("up to 2") (5-2-3)
    count: int = 1
    up_to: bool = False
    atk_max_lp: bool = False  # "whose ATK is less than or equal to their LP" (its controller's)
    # "Target that monster": one of the monsters of the Summon its condition answered
    summoned: bool = False
    holds: str = ""  # "that you can place a Spell Counter on": that kind of counter (4-8-6)
    # "an Xyz Monster that has material" (True), "... with no Xyz Material" (False), 4-4-9
    has_material: bool | None = None
    # "1 "X" or 1 Plant monster in your GY": a target of either description, in one place
    alternative: TargetSpec | None = None
    in_column: bool = False  # "in this card's column": the column the card stands in (3-11-1)
    per_cost: bool = False  # "then target that many": as many as the cost gave up (5-2-33)
    # "with different names": no two of the several targets share a name (target_names.py)
    different_names: bool = False
    # "you control or in your GY": a second place the target may be in (target_places.py)
    also_zone: str = ""


@dataclass(frozen=True, slots=True)
class CountSpec(Described):
    """The cards a `damage` or `gain_lp` step counts as it is done, "for each" of them
    (tallies.py, 5-3-20): the format's `for_each` of a Continuous Effect's change (Counted in
    continuous_specs.py) on a step: a `monster`, `spell`, `trap` or any `card`, in one zone or
    several `zones` (field, hand, graveyard, banished) of `player` (controller, opponent, any),
    as described; `other`: never the card whose effect it is; `different_names`: one for each
    name among them (count_places.py, 5-3-28)."""

    what: str = "card"
    zones: tuple[str, ...] = ("field",)
    player: str = "controller"
    other: bool = False
    different_names: bool = False
    face_down: bool = False  # only the Set cards on the field (5-3-28)


@dataclass(frozen=True, slots=True)
class RankUp(Described):
    """The `rank_up` step (rank_up.py, 8-5-15): the Xyz Monster Summoned, as described, on top
    of `over` (`chosen`; `summoned_target`, the target the effect Special Summoned first;
    `self`), its Rank `ranks` above that monster's (below when negative; `either`: above or
    below by that much), or `rank`, at least `rank_min`, at most `rank_max` (0: no bound)."""

    over: str = "chosen"
    ranks: int = 0
    either: bool = False
    rank: int = 0
    rank_min: int = 0
    rank_max: int = 0


@dataclass(frozen=True, slots=True)
class TreatedSummon(Described):
    """The `treated_summon` step (treated_summon.py, 8-5-16): the monster Special Summoned from
    its player's Extra Deck, as described, a monster of the `kind` (fusion, synchro, xyz) the
    Summon is treated as; an Xyz Monster's Rank `rank`, at least `rank_min`, at most
    `rank_max` (0: no bound)."""

    kind: str = "fusion"
    rank: int = 0
    rank_min: int = 0
    rank_max: int = 0


def nested_step(steps: tuple[EffectStep, ...], kind: str) -> EffectStep | None:
    """The first step of `kind` among `steps`, looked for depth first through the steps nested
    under each ("then", "and if you do"): the part of an effect its activation checks."""
    for step in steps:
        if step.kind == kind:
            return step
        found = nested_step(step.steps, kind)
        if found is not None:
            return found
    return None
