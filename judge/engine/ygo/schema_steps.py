"""Reading a Yu-Gi-Oh! effect's steps (`effect:` lists) and the descriptions they share with
targets, collecting every problem with its path; schema_cards.CardReader reads cards with it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .attacks_turn import read_step as read_attacks_turn
from .control import UNTIL
from .counter_removal import read_step as read_counter_removal
from .deck_add_rest import read_step as read_no_deck_adds_rest
from .declared_levels import DECLARED_KEYS, read_declared
from .direct_turn import read_step as read_direct_step
from .discard_check import read_step as read_discard_check
from .draw_counts import read_draw
from .excavate import read_step as read_excavate
from .excavate_cards import read_step as read_excavate_cards
from .give_control import read_step as read_give_control
from .hand_picks import read_step as read_hand_pick
from .later_banish import read_step as read_banish_until
from .level_all import read_step as read_level_all
from .model import EffectStep
from .position_all import read_step as read_position_all
from .protect_turn import read_step as read_protect_step
from .schema_amounts import read_atk_all, read_atk_step
from .schema_chance import CHANCE_STEPS, read_chance_step
from .schema_chosen import read_choose_step
from .schema_coin_calls import read_call_step
from .schema_counters import read_place_each_step, read_place_step, read_remove_all_step
from .schema_described import DESCRIBED_KEYS as DESCRIBED_KEYS  # for the other readers
from .schema_effect_locks import read_effect_lock, read_no_attack_rest
from .schema_effect_summons import STEP_KEYS, read_summon_step
from .schema_equipped import read_equip_to_this
from .schema_granted import GRANT_STEPS, read_grant_step
from .schema_mass import MASS_KEYS
from .schema_moves import MOVE_STEPS, read_fetch, read_move_step
from .schema_negate_steps import read_negate_all, read_negate_effects
from .schema_negation import negate_step
from .schema_rank_up import read_rank_up_step
from .schema_rated import read_material_lock, read_rated_step
from .schema_runick import read_extra_zone_step
from .schema_step_base import MAX_COUNT, MAX_STAT, MAX_STEPS, PLAYER_WORDS
from .schema_step_kinds import STEP_KINDS, TARGET_STEPS
from .schema_summon_steps import SummonStepReader, zoned
from .schema_tail import TAIL_STEPS, read_tail_step
from .schema_tokens import read_tokens_step
from .schema_treated import read_treated_step
from .schema_xyz import read_attach, read_detach
from .spells_gate import read_step as read_spells_gate
from .stat_sets import read_step as read_becomes_step
from .top_card_placed import read_step as read_top_card_placed
from .trap_monsters import read_step as read_trap_monster
from .unaffected_turn import read_all_step as read_unaffected_all
from .unaffected_turn import read_step as read_unaffected_step

# what an Equip Card gives the equipped monster besides ATK/DEF (10-4-7)
GIVES = ("piercing", "battle_indestructible", "effect_indestructible", "direct_attack",
         "substitute_battle", "substitute_effect",  # destroyed instead of it (10-4-8)
         "second_attack",
         "attack_all",  # "can attack all monsters your opponent controls once each" (12-3-19)
         "survives_battle_once",  # "The first time ... each turn, it is not destroyed" (5-3-15)
         "substitute_optional",  # "..., you can destroy this card instead" (10-4-8)
         "no_attack",  # "The equipped monster cannot attack." (10-4-7, 12-3-1)
         "negated",  # "The equipped monster's effects are negated." (10-4-7, 5-5-1)
         "two_attacks_on_monsters",  # "It can make up to 2 attacks on monsters ..." (12-3-24)
         # "... is unaffected by your opponent's Spell effects" (5-3-29, equip_unaffected.py)
         "unaffected_opponent_spells", "unaffected_opponent_traps",
         "unaffected_opponent_monsters",
         "untargetable_by_opponent")  # "Your opponent cannot target ..." (5-4-4, negation.has)
POSITION_TO = ("attack", "defense", "set", "switch", "face_up_defense",  # `change_position`: 9-2-7
               "attack_or_set", "defense_or_set", "attack_or_defense")  # chosen: position_choices

# `this_turn`: an effect that lasts for the rest of the turn (12-8-6, 12-3-13)
THIS_TURN = ("no_battle_damage", "battle_indestructible", "no_attacks",
             "gy_banish_monsters")  # 5-4-10
# "X, and if you do, Y", "X, then Y" (5-2-7): Y's steps nest under the step after X
GATE_STEPS = ("if_you_do", "then", "if_you_cannot")  # ". If you cannot, Y": 5-2-7
MAX_NESTING = 4


class StepReader(SummonStepReader):
    """The step and description reading of CardReader: what it needs of the card reader is
    the problems it collects, the references it remembers and how deep steps are nested."""

    problems: Problems
    refs: list[tuple[str, str]]
    nesting: int

    def steps(self, path: str, raw: Any) -> tuple[EffectStep, ...]:
        if raw is None:
            return ()
        return tuple(v.items(self.problems, path, raw, MAX_STEPS, self._step))

    def _step(self, path: str, raw: Any) -> EffectStep | None:
        split = v.one_key(self.problems, path, raw, "step")
        if split is None:
            return None
        kind, arg = split
        at = key_path(path, kind)
        p = self.problems
        if kind not in STEP_KINDS:
            p.add(at, "input.unknown_step", known=", ".join(STEP_KINDS))
            return None
        if kind in TARGET_STEPS:
            target = self.target(at, arg)
            return EffectStep(kind, target=target) if target else None
        if kind == "draw" and isinstance(arg, dict):  # "draw 1 card for each ..." (5-3-20)
            return read_draw(p, at, arg, self._described)
        if kind in ("draw", "discard"):  # "discard 2 cards": chosen as it resolves (5-3-4)
            count = v.integer(p, at, arg, 0, MAX_COUNT)
            return None if count is None else EffectStep(kind, amount=count)
        if kind == "discard_hand":  # "discard as many cards as possible" (5-3-4)
            who = v.choice(p, at, arg, ("controller", "opponent", "both"))
            return None if who is None else EffectStep(kind, player=who)
        if kind == "each_draws":  # "each player draws N / as many as they discarded" (5-3-6)
            if arg == "discarded":
                return EffectStep(kind, to="discarded")
            count = v.integer(p, at, arg, 0, MAX_COUNT)
            return None if count is None else EffectStep(kind, amount=count)
        if kind == "negate":  # the link below: its activation or its effect (5-3-7, 5-3-8)
            return negate_step(p, at, arg)
        if kind in ("negate_attack", "end_battle_phase", "negate_next_attack"):  # 12-3-12, 12-9-3
            if arg is not True:
                p.add(at, "input.not_choice", choices="true")
                return None
            return EffectStep(kind)
        if kind in GATE_STEPS:
            return self._gate(kind, at, arg)
        if kind == "summon_tokens":  # 4-7-1
            return read_tokens_step(p, at, arg, self._summon_lock)
        if kind == "place_counters":  # 4-8-1
            return read_place_step(p, at, arg, self.target, self._described)
        if kind == "remove_all_counters":  # 4-8-8
            return read_remove_all_step(p, at, arg)
        if kind == "place_counters_each":  # 4-8-6
            return read_place_each_step(p, at, arg)
        if kind in STEP_KEYS:  # a Fusion or Ritual Summon (8-5-1, 8-5-2)
            return read_summon_step(p, kind, at, arg, self._described)
        if kind in MOVE_STEPS:  # the top cards of a Deck (3-7-3)
            return read_move_step(p, kind, at, arg)
        if kind in CHANCE_STEPS:  # outcomes of a coin or a die, each with its steps (5-3-23)
            return read_chance_step(p, kind, at, arg, self._nested)
        if kind in TAIL_STEPS:  # 12-3-4, 5-3-21
            return read_tail_step(p, kind, at, arg, self.target)
        if kind in GRANT_STEPS:  # an additional Normal Summon this turn (8-1-7)
            return read_grant_step(p, at, arg, self._described)
        if kind == "choose":  # a card on the field chosen as the effect resolves (5-3-22)
            return read_choose_step(p, at, arg, self._destroy_all)
        if kind in ("direct_attack_turn", "piercing_turn",  # this turn (12-3-10, 12-6-4)
                    "attack_again"):  # once more, in a row (12-3-27)
            return read_direct_step(p, at, arg, self.target, kind)
        if kind == "level_all":  # the Levels of all monsters of a kind changed (4-2-2)
            return read_level_all(p, at, arg, self._destroy_all)
        if kind == "atk_all":  # every face-up monster of a kind (4-2-5, 5-3-20)
            return read_atk_all(p, at, arg, self._destroy_all, self._described)
        if kind == "rank_up":  # an Xyz Summon on top of one monster (8-5-15)
            return read_rank_up_step(p, at, arg, self._described)
        if kind == "hand_pick":  # from the opponent's hand, looked at (5-3-24)
            return read_hand_pick(p, at, arg)
        if kind == "trap_monster":  # a Trap Special Summoned by its own effect (4-6-5)
            return read_trap_monster(p, at, arg)
        if kind == "tuner_turn":  # the card itself a Tuner for the rest of the turn (8-5-14)
            return EffectStep(kind) if v.choice(p, at, arg, ("self",)) else None
        if kind == "banish_until":  # a monster banished for a while (7-7-9)
            return read_banish_until(p, at, arg, self.target)
        if kind == "during_end_phase":  # steps done in this turn's End Phase (7-7-10)
            return self._gate(kind, at, arg)
        if kind == "indestructible_turn":  # cannot be destroyed this turn (5-3-17)
            return read_protect_step(p, at, arg, self.target)
        if kind == "unless_discarded":  # by what the discarded card was (5-3-27)
            return read_discard_check(p, at, arg, self._nested)
        if kind == "unaffected_turn":  # unaffected by some effects this turn (5-3-29)
            return read_unaffected_step(p, at, arg, self.target)
        if kind == "unaffected_all":  # every monster of a kind, the same (5-3-29)
            return read_unaffected_all(p, at, arg, self._destroy_all)
        if kind == "becomes":  # an ATK or DEF set to a value (4-2-8)
            return read_becomes_step(p, at, arg, self.target)
        if kind == "if_spells_in_gy":  # a later part asked as it is done (5-2-24)
            return read_spells_gate(p, at, arg, self._nested)
        if kind == "monster_attacks_turn":  # attacks on monsters this turn (12-3-25)
            return read_attacks_turn(p, at, arg, self.target)
        if kind == "position_all":  # all monsters of a kind to one position (9-2-12)
            return read_position_all(p, at, arg, self._destroy_all)
        return self._mapping_step(kind, at, arg)

    def _gate(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """Steps done only when the step before was done (5-2-7)."""
        steps = self._nested(at, arg)
        return EffectStep(kind, steps=steps) if steps else None

    def _nested(self, at: str, arg: Any) -> tuple[EffectStep, ...]:
        """Steps nested under a step, a few deep at most; none, said, when there are none."""
        if self.nesting >= MAX_NESTING:
            self.problems.add(at, "input.ygo.nested_too_deep", most=MAX_NESTING)
            return ()
        self.nesting += 1
        try:
            steps = self.steps(at, arg)
        finally:
            self.nesting -= 1
        if not steps:
            self.problems.add(at, "input.empty")
        return steps

    def _mapping_step(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        if kind in ("damage", "gain_lp"):
            return self._lp_step(kind, at, arg)
        if kind == "destroy_all":
            return self._destroy_all(at, arg)
        if kind == "fetch":  # a described card taken from its player's zones (5-3-13)
            return read_fetch(self.problems, at, arg, self._described, self._choice)
        if kind == "summon_lock":  # "..., except from the hand" as a step only (5-2-32)
            return self._zone_lock(at, arg) if zoned(arg) else self._summon_lock(at, arg)
        if kind == "attach":  # under an Xyz Monster as its material (4-4-3)
            return read_attach(self.problems, at, arg, self.target)
        if kind == "atk":  # as written, "for each", "equal to" (5-3-20, 5-3-25)
            return read_atk_step(self.problems, at, arg, self.target, self._described)
        reader = MAPPED.get(kind, StepReader._special_summon)
        return reader(self, kind, at, arg)

    def _extreme(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`destroy_extreme`: "the 1 ... with the highest ATK" (5-3-1)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("player", "stat", "most", "position"),
                         ("stat", "most"))
        whose = self._choice(at, data or {}, "player", ("opponent", "controller", "both"),
                             "opponent")
        stat = self._choice(at, data or {}, "stat", ("atk", "def"), "")
        most = self._choice(at, data or {}, "most", ("highest", "lowest"), "")
        position = self._choice(at, data or {}, "position", ("attack", "any"), "any")
        return EffectStep(kind, player=whose, what=stat, to=most, position=position) \
            if stat and most else None

    def _hold(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`hold`: a Continuous Trap holding its target (10-4-5)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "atk", "limits"), ("card",))
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        limits = v.items(p, key_path(at, "limits"), v.field(data, "limits", []), 4,
                         lambda item_path, item: v.choice(
                             p, item_path, item, ("no_attack", "no_position_change",
                                                  "negated", "no_attack_target")))
        return EffectStep(kind, target=target, amount=v.opt_int(
            p, data, "atk", at, -MAX_STAT, MAX_STAT, 0), limits=tuple(limits)) \
            if target else None

    def _position_all(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`change_position_all`: every face-up monster of a player, or both (9-2-7)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("player",), ("player",))
        player = v.choice(p, key_path(at, "player"), v.field(data, "player", None),
                          PLAYER_WORDS + ("both",))
        return EffectStep(kind, player=player) if player else None

    def _return_all(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`return_all`: 5-3-11, 5-3-14"""
        p = self.problems
        data = v.mapping(p, at, arg, ("to", "player", "position", "what", "scale_columns")
                         + MASS_KEYS, ("to", "player"))
        to = v.choice(p, key_path(at, "to"), v.field(data, "to", None),
                      ("hand", "deck", "graveyard"))  # "send to the GY all ..." (5-3-2)
        step = self._destroy_all(at, {key: value for key, value in (data or {}).items()
                                      if key not in ("to", "scale_columns")})
        scales = v.opt_bool(p, data, "scale_columns", at, False)  # 3-11-1
        return EffectStep(kind, player=step.player, position=step.position, to=to,
                          what=step.what, other=step.other, face=step.face,
                          pick=step.pick, scale_columns=scales) \
            if step is not None and to else None

    def _this_turn(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        p = self.problems
        data = v.mapping(p, at, arg, ("rule", "player", "until"), ("rule",))
        rule = v.choice(p, key_path(at, "rule"), v.field(data, "rule", None), THIS_TURN)
        player = v.choice(p, key_path(at, "player"), v.field(data, "player", "controller"),
                          PLAYER_WORDS)
        until = v.choice(p, key_path(at, "until"), v.field(data, "until", "turn"),
                         ("turn", "battle") if rule == "no_battle_damage" else ("turn",))
        return EffectStep(kind, to=rule, player=player, until=until) \
            if rule and player and until else None

    def _to_deck(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`to_deck`: returned to its owner's Deck (5-3-14)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "where", "all"), ("card",))
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        where = v.choice(p, key_path(at, "where"), v.field(data, "where", "shuffle"),
                         ("shuffle", "top"))
        every = v.opt_bool(p, data, "all", at, False)  # "shuffle all 5", 5-2-7
        return EffectStep(kind, target=target, to=where, every=every) \
            if target and where else None

    def _take_control(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`take_control`: "until the End Phase", or for good (3-10-3, 3-10-4)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "until"), ("card",))
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        until = v.choice(p, key_path(at, "until"), v.field(data, "until", "end_phase"),
                         UNTIL)
        return EffectStep(kind, target=target, to=until) if target and until else None

    def _level(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`level`: raised or lowered while face-up (4-2-2)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "by", "until", "max", "to", *DECLARED_KEYS),
                         ("card",))
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        by = v.opt_int(p, data, "by", at, -12, 12, 0)
        # "until the end of this turn" (level_turn.py), "until the End Phase" (7-7-12); none:
        # while face-up
        until = self._choice(at, data or {}, "until", ("turn", "end_phase"), "")
        right, declared = read_declared(p, at, data or {})  # a Level declared, not `by` (5-2-25)
        cap = v.opt_int(p, data, "max", at, 1, 12, 0)  # "(max. 12)" (4-2-9)
        to = v.opt_int(p, data, "to", at, 1, 12, 0)  # "its Level becomes 4" (4-2-10)
        if to and (declared or "by" in (data or {})):
            p.add(key_path(at, "to"), "input.ygo.one_way_only", keys="to, by, declared_min")
            return None
        return EffectStep(kind, target=target, amount=by, until=until, declared=declared,
                          level_cap=cap, level_to=to) if target and right else None

    def _change_position(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`change_position`: by an effect (9-2-7)"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "to", "no_flip", "flip_archetype"), ("card", "to"))
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        to = v.choice(p, key_path(at, "to"), v.field(data, "to", None), POSITION_TO)
        no_flip = v.opt_bool(p, data, "no_flip", at, False)  # its FLIP effect not (9-2-10)
        # "..., except "Shaddoll" monsters'.": theirs still activate (9-2-10)
        spared = v.opt_text(p, data, "flip_archetype", at, "") if no_flip else ""
        return EffectStep(kind, target=target, to=to, no_flip=no_flip,
                          flip_archetype=spared or "") if target and to else None

    def _equip(self, kind: str, at: str, arg: Any) -> EffectStep | None:
        """`equip`: an Equip Card's: its monster, the ATK/DEF and more it gives"""
        p = self.problems
        data = v.mapping(p, at, arg, ("card", "atk", "def", "gives"), ("card",))  # 4-5-5
        target = self.target(key_path(at, "card"), v.field(data, "card", None))
        atk = v.opt_int(p, data, "atk", at, -MAX_STAT, MAX_STAT, 0)
        defense = v.opt_int(p, data, "def", at, -MAX_STAT, MAX_STAT, 0)
        gives = v.items(p, key_path(at, "gives"), v.field(data, "gives", []), len(GIVES),
                        lambda item_path, item: v.choice(p, item_path, item, GIVES))
        return EffectStep(kind, target=target, amount=atk, defense=defense,
                          limits=tuple(gives)) if target else None


# the steps read by one method each, by kind; any other mapping is a `special_summon`
MAPPED: dict[str, Callable[[StepReader, str, str, Any], EffectStep | None]] = {
    "destroy_extreme": StepReader._extreme,
    "hold": StepReader._hold,
    "change_position_all": StepReader._position_all,
    "return_all": StepReader._return_all,
    "this_turn": StepReader._this_turn,
    "to_deck": StepReader._to_deck,
    "take_control": StepReader._take_control,
    "level": StepReader._level,
    "change_position": StepReader._change_position,
    "equip": StepReader._equip,
    "negate_all_effects": lambda reader, kind, at, arg: read_negate_all(  # 5-5-1
        reader.problems, kind, at, arg, reader._described),
    "negate_effects": lambda reader, kind, at, arg: read_negate_effects(  # 5-5-1
        reader.problems, kind, at, arg, reader.target),
    "treated_summon": lambda reader, _kind, at, arg: read_treated_step(  # 8-5-16
        reader.problems, at, arg, reader._described),
    "excavate": lambda reader, _kind, at, arg: read_excavate(  # 5-3-26
        reader.problems, at, arg, DESCRIBED_KEYS, reader._described),
    "detach": lambda reader, _kind, at, arg: read_detach(  # 4-4-9
        reader.problems, at, arg, reader.target),
    "equip_to_this": lambda reader, _kind, at, arg: read_equip_to_this(  # 10-4-9
        reader.problems, at, arg, reader.target),
    "banish_top": lambda reader, kind, at, arg: read_move_step(  # 3-7-4
        reader.problems, kind, at, arg),
    "extra_zone_summon": lambda reader, _kind, at, arg: read_extra_zone_step(  # 3-3-5
        reader.problems, at, arg, reader._described),
    "effect_lock": lambda reader, _kind, at, arg: read_effect_lock(  # 5-2-28
        reader.problems, at, arg, reader._described),
    "no_attack_rest": lambda reader, _kind, at, arg: read_no_attack_rest(  # 5-2-29
        reader.problems, at, arg),
    "give_control": lambda reader, _kind, at, arg: read_give_control(  # 3-10-7
        reader.problems, at, arg, reader.target),
    "call_coin": lambda reader, _kind, at, arg: read_call_step(  # 5-3-33
        reader.problems, at, arg, reader._nested),
    "excavate_cards": lambda reader, _kind, at, arg: read_excavate_cards(  # 5-3-34
        reader.problems, at, arg, DESCRIBED_KEYS, reader._described),
    "no_deck_adds_rest": lambda reader, _kind, at, arg: read_no_deck_adds_rest(  # 5-2-27
        reader.problems, at, arg),
    "rated_summon": lambda reader, _kind, at, arg: read_rated_step(  # 5-2-34
        reader.problems, at, arg, reader._described),
    "link_material_lock": lambda reader, _kind, at, arg: read_material_lock(  # 8-5-20
        reader.problems, at, arg, reader._described),
    "remove_counters_from": lambda reader, _kind, at, arg: read_counter_removal(  # 4-8-15
        reader.problems, at, arg, reader.target),
    "top_card_placed": lambda reader, _kind, at, arg: read_top_card_placed(  # 5-3-35
        reader.problems, at, arg),
}
