"""What a Yu-Gi-Oh! card's text says, as the engine keeps it: the descriptions its targets,
fetches and costs share, its activated effects with their options, and the lasting boosts of
Field and Continuous Spells. Frozen data read from the scenario (schema_cards.py); the duel's
changing state is model.py's.
"""
from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """A kind of counter a card's text places on it (4-8-1): its `name` ("Spell Counter"),
    at most `max` of them on the card (0: no bound, 4-8-2); on a card's own reading, the ATK
    it gains for each (`atk`, 4-8-4) and how many it gets each time a Spell Card it saw
    activated resolves (`each_spell`, 4-8-5)."""

    name: str
    max: int = 0
    atk: int = 0
    each_spell: int = 0
    # "Each time an opponent's monster effect is activated, place 1 ... when that effect
    # resolves": how many, for which activations (`monster_effect`, `spell` Card, "" any), by
    # whom (`opponent`, `any`), of which archetype ("an effect of a "X" card") (4-8-5)
    each_count: int = 0
    each_what: str = ""
    each_player: str = "any"
    each_archetype: str = ""


@dataclass(frozen=True, slots=True)
class CounterCost:
    """Counters removed as a cost from cards on the field (4-8-9): `count` of the kind `name`,
    from the cards its player controls, or from any card (`anywhere`)."""

    count: int
    name: str
    anywhere: bool = False


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
    per: CountSpec | None = None  # `damage`, `gain_lp`: "for each" card counted (5-3-20)
    # `destroy_all`: not the card whose effect it is ("all other"); only face-up or Set cards
    # (`face`: up, down); monsters as described (`pick`, face-up ones only, 9-1-3)
    other: bool = False
    face: str = ""
    # `fetch`: "either add it to your hand or Special Summon it": the other place the player
    # may send the card to instead of `to`, named by the activation's `destination` (5-3-13)
    or_to: str = ""
    rank_up: RankUp | None = None  # `rank_up`: an Xyz Summon on top of one monster (8-5-15)


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


@dataclass(frozen=True, slots=True)
class SummonSpec(Described):
    """The Summon a Spell's or Trap's condition names ("When your opponent Summons a
    monster(s) with 1500 or more ATK", "When a monster(s) would be Special Summoned"): who makes
    it (`controller`, `opponent`, `any`, seen from the card's player), which kinds (`normal`,
    Tribute Summons among them, 8-2-3; `flip`; `special`), the summoned monsters' description
    (their ATK bounds among its words), and `count` ("exactly 1 monster"; 0: any number)."""

    player: str = "any"
    how: tuple[str, ...] = ("normal", "flip", "special")
    count: int = 0


@dataclass(frozen=True, slots=True)
class Boost:
    """A lasting change a face-up Field or Continuous Spell makes to the ATK and DEF of every
    face-up monster on the field of one of `types` (any; none: every Type) and of `attribute`
    ("" any) (4-5-6)."""

    types: tuple[str, ...] = ()
    attribute: str = ""
    atk: int = 0
    defense: int = 0

    def applies(self, monster_types: tuple[str, ...], attribute: str) -> bool:
        """Whether a monster of those Types and that Attribute gets the boost."""
        return (not self.types or any(t in monster_types for t in self.types)) and \
            self.attribute in ("", attribute)


@dataclass(frozen=True, slots=True)
class AttackLock:
    """"Level 4 or higher monsters cannot attack." (Gravity Bind): while its face-up Spell or
    Trap stays on the field, the monsters it describes cannot declare an attack (12-3-14):
    whose (`controller`, `opponent` of the card's controller, `any`), a Level range (an Xyz
    or Link Monster has no Level, 4-1), an ATK range (as it stands), a Type."""

    player: str = "any"
    level_min: int = 0
    level_max: int = 0
    atk_min: int = -1  # -1: no bound
    atk_max: int = -1
    monster_type: str = ""


@dataclass(frozen=True, slots=True)
class Option:
    """One "●" of "Activate 1 of these effects;": its own target (5-2-3) and steps, and the
    cost it asks of its own when it is chosen (5-2-2)."""

    steps: tuple[EffectStep, ...]
    target: TargetSpec | None = None
    pay_lp: str = ""
    cost_cards: tuple[CostCards, ...] = ()
    once_per_turn: bool = False  # "use each effect of X once per turn": this one by name
    # "● If you control no monsters: ...": what the board must show for it to be chosen
    condition: SummonCondition | None = None  # (5-2-4)


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
    # the effects of cards of that name; "twice": each copy, two uses (5-2-6)
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

    @property
    def speed(self) -> int:
        return self.spell_speed or (2 if self.type == "quick" else 1)  # 11-2-2, 11-2-3


@dataclass(frozen=True, slots=True)
class CountSpec(Described):
    """The cards a `damage` or `gain_lp` step counts as it is done, "for each" of them
    (tallies.py, 5-3-20): the format's `for_each` of a Continuous Effect's change (Counted in
    continuous_specs.py) on a step: a `monster`, `spell`, `trap` or any `card`, in one `zone`
    (field, hand, graveyard, banished) of `player` (controller, opponent, any), as described;
    `other`: never the card whose effect it is."""

    what: str = "card"
    zone: str = "field"
    player: str = "controller"
    other: bool = False


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
