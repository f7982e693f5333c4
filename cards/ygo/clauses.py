"""What an effect does when it is worded in several parts (5-2-7), read into the scenario
format's steps, or refused.

Standard library only. PSCT joins the parts with fixed words: "X, and if you do, Y" and "X,
then Y" (Y only when X was done: `{if_you_do: [Y]}`, `{then: [Y]}` after X's steps) and "X,
also Y" (each regardless: X's steps, then Y's). "Also" binds loosest, so "X, and if you do,
Y, also Z" is X, {if_you_do: [Y]}, Z. Each part is read by the one-step readers (`one`,
shapes.action); a part not read leaves the whole effect unread.

Only what the engine can do exactly as printed is read: the first part may be any step (it
is the part the activation needs, 5-2-4, and its pronoun "it" is the target); a later part
takes no card: drawing, damage, LP, "destroy all", or a step on the target while no earlier
part did anything to it ("Special Summon this card from your hand, and if you do, shuffle that
target into the Deck"; after "destroy it", "it" would be a new card, 5-2-3); or the effect's
one `fetch` ("destroy it, and if you do, add 1 ... from your Deck to your hand"), whose card
the activation names and which is checked then, as a first part's is (5-2-4, 5-3-13). Card
names are masked before splitting, so no quoted name splits a sentence. Linear: one pass over
the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
QUOTED = re.compile(r'"[^"\n]*"')
ALSO = re.compile(r", also,? ")  # "also, you cannot Special Summon ..." (5-2-10)
GATED = re.compile(r", (?P<word>and if you do|then),? ")
GATE_KEYS = {"and if you do": "if_you_do", "then": "then"}
# the steps a later part may be: none takes a card, and a step on the target ("chosen") only
# while no earlier part did anything to it (moved, it would be a new card, 5-2-3)
LATER: tuple[str, ...] = (
    "draw", "damage", "gain_lp", "destroy_all", "end_battle_phase", "this_turn", "discard",
    "discard_hand", "each_draws", "return_all", "summon_lock", "negate_all_effects", "send_top",
    "atk_all")
LATER += ("banish_top",)  # the top cards of a Deck banished, no card chosen (runick_shapes.py)
LATER += ("effect_lock",)  # monster effects restricted this turn (effect_lock_shapes.py, 5-2-28)
LATER += ("no_attack_rest",)  # "also, this card cannot attack for the rest of this turn" 5-2-29
LATER += ("no_deck_adds_rest",)  # "also you cannot add cards from your Deck ..." (5-2-27)
LATER += ("link_material_lock",)  # "also you can only use X monsters as Link Material" 8-5-20
# the steps that take the card the activation names (`pick`): one such step an effect at most
PICKING = ("fetch", "destroy_extreme", "fusion_summon", "ritual_summon",
           "choose",  # a card on the field chosen as it resolves (chosen_shapes.py, 5-3-22)
           "rank_up")  # the Xyz Monster put on top of one (rank_up_shapes.py, 8-5-15)
ON_TARGET = ("destroy", "banish", "to_hand", "to_deck", "special_summon", "atk",
             "change_position", "take_control", "negate_effects", "give_control")


Reader = Callable[[str], list[Fields] | None]


def read(text: str, first: Reader, later: Reader) -> list[Fields] | None:
    """The steps of an effect in parts, or None when a part is not read (`first` reads the
    first part; `later` the others). A text without the joining words is not this module's:
    None too (the caller reads it whole)."""
    masked = QUOTED.sub(lambda m: "\x01" * len(m.group(0)), text.rstrip("."))
    if not (ALSO.search(masked) or GATED.search(masked)):
        return None
    steps: list[Fields] = []
    start = 0
    for found in [*ALSO.finditer(masked), None]:
        end = found.start() if found else len(masked)
        part = _gated(text[start:end], masked[start:end], first if start == 0 else None,
                      later, steps)
        if part is None:
            return None
        steps += part
        start = found.end() if found else end
    return steps


def _gated(text: str, masked: str, first: Reader | None, later: Reader,
           before: list[Fields]) -> list[Fields] | None:
    """"X, and if you do, Y, then Z": X's steps, then Y's nested under the word before them."""
    cuts = list(GATED.finditer(masked))
    bounds = [0] + [c.end() for c in cuts]
    ends = [c.start() for c in cuts] + [len(masked)]
    parts = [_clause(text[b:e]) for b, e in zip(bounds, ends, strict=True)]
    read_parts: list[list[Fields]] = []
    for index, part in enumerate(parts):
        done = before + [step for steps in read_parts for step in steps]
        steps = first(part) if first is not None and index == 0 else later(part)
        if steps is None or (index or first is None) and not _may_follow(steps, done):
            return None
        read_parts.append(steps)
    out = read_parts[-1]
    for cut, steps in zip(reversed(cuts), reversed(read_parts[:-1]), strict=True):
        out = steps + [{GATE_KEYS[cut.group("word")]: out}]
    return out


def _may_follow(steps: list[Fields], done: list[Fields]) -> bool:
    touched = "'chosen'" in str(done)
    for step in steps:
        kind, arg = next(iter(step.items()))
        if kind == "if_spells_in_gy":  # a part asked as it is done (5-2-24): what it does
            if not _may_follow(arg["steps"], done):
                return False
            continue
        if isinstance(arg, dict) and arg.get("atk_of") and not arg.get("original") \
                and _moved(arg["atk_of"], done):
            return False  # "equal to its ATK" of a card an earlier part moved: not read
        if isinstance(arg, dict) and arg.get("atk_of") == "chosen" \
                and not any(f"'{word}'" in str(done) for word in ("chosen", "choose")):
            return False  # "its" is no target or chosen card ("Destroy that monster, ...")
        on_target = kind in ON_TARGET and "'chosen'" in str(arg)
        # "then you can Set 1 Spell/Trap from your hand": one card the player may name, or not,
        # checked as it resolves (5-3-13)
        chosen_later = kind == "fetch" and arg.get("optional") and "'fetch'" not in str(done) \
            and "'choose'" not in str(done)
        # "then you can destroy 1 card on the field": the card named (`pick`) is chosen as it
        # resolves; the one card an effect names so (5-3-22)
        chosen_later = chosen_later or kind == "choose" and not any(
            f"'{word}'" in str(done) for word in PICKING)
        # "..., and if you do, add 1 "X" monster from your Deck to your hand": the one card the
        # effect takes, named as it is activated and checked then (fetch.first_fetch, 5-2-4)
        named_first = kind == "fetch" and len(steps) == 1 and not any(
            f"'{word}'" in str(done) for word in PICKING)
        # "..., and if you do, Special Summon this card": the monster itself, which no earlier
        # part moved (monster_shapes.py reads it from where the effect is activated)
        itself = kind in ON_TARGET and (arg == "self" or "'self'" in str(arg)) \
            and "'self'" not in str(done)
        # "Special Summon it, and if you do, attach this card to it": the target as summoned
        summoned = kind == "attach" and arg.get("to") == "summoned_target" \
            and {"special_summon": {"card": "chosen"}} in done
        # "Special Summon it, then Special Summon from your Extra Deck, 1 ... by using it as
        # material": the target as summoned, under the monster Xyz Summoned (8-5-15)
        summoned = summoned or kind == "rank_up" and arg.get("over") == "summoned_target" \
            and {"special_summon": {"card": "chosen"}} in done
        if kind not in LATER and not (on_target and not touched) and not chosen_later \
                and not itself and not summoned and not named_first:
            return False
    return True


def _moved(ref: str, done: list[Fields]) -> bool:
    """Whether an earlier part did something to the card `ref` (it may have left the field,
    where its ATK would be read, 5-2-3)."""
    return any(kind in ON_TARGET and f"'{ref}'" in str(arg)
               for step in done for kind, arg in step.items())


def _clause(text: str) -> str:
    """One part as a sentence of its own: "draw 1 card" -> "Draw 1 card."."""
    text = text.strip()
    return text[:1].upper() + text[1:] + "."
