"""Effects decided by a coin or a die (5-3-23), read into the format's `toss_coin` and
`roll_die` steps: "Toss a coin and apply this effect. ● Heads: ... ● Tails: ...", "Toss a coin
3 times and apply the appropriate effect. ● 3 Heads: ...", "Roll a six-sided die and apply the
result. ● 2, 3, or 4: ...", and a target destroyed on enough heads ("toss a coin 3 times and
destroy that target if at least 2 of the results are heads", "toss a coin twice, and if the
result is 2 heads, destroy it"). Every "●" must read, or the effect is left unread.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from cards.ygo.chance_joins import TIMES_RESULT
from cards.ygo.psct import Effect

Fields = dict[str, Any]
Steps = Callable[[str], "list[Fields] | None"]

COIN = re.compile(r"^(?:[Yy]ou can )?[Tt]oss a coin(?: (?P<times>\d+) times)?(?: and apply "
                  r"(?:this|the appropriate) effect)?[.:]$")
DIE = re.compile(r"^(?:[Yy]ou can )?[Rr]oll a six-sided die(?: and|, then) apply the result\.$")
HEADS_OPTION = re.compile(r"^(?:(?P<count>\d+) )?(?P<face>Heads?|Tails):\s*(?P<rest>.+)$")
FACES_OPTION = re.compile(r"^(?P<faces>[1-6](?:(?:,| or|, or) [1-6])*):\s*(?P<rest>.+)$")
# a target destroyed on enough heads (Barrel Dragon, Blowback Dragon, Twin-Barrel Dragon)
AT_LEAST = re.compile(r"^[Tt]oss a coin (?P<times>\d+) times and destroy (?:that target|it) if at "
                      r"least (?P<least>\d+) of the results are heads\.$")
ALL_HEADS = re.compile(r"^[Tt]oss a coin twice, and if the result is 2 heads, destroy it\.$")
# a target destroyed unless the die shows one of the faces named (Snipe Hunter)
UNLESS = re.compile(r"^[Rr]oll a six-sided die, and destroy that target unless you roll a "
                    r"(?P<first>[1-6]) or (?P<second>[1-6])\.$")
# each face's part after the roll, in one sentence: "Roll a six-sided die, then destroy all
# monsters your opponent controls if you roll 1 or 2, destroy 1 monster ... if you roll 3, 4 or
# 5, or destroy all monsters you control if you roll 6." (Dark Master - Zorc)
INLINE = re.compile(r"^[Rr]oll a six-sided die, then (?P<rest>.+)\.$")
INLINE_PART = re.compile(r"^(?:or )?(?P<do>[^,]+?) if you roll (?P<faces>[1-6](?:, [1-6])*"
                         r"(?:,? or [1-6])?)(?:, (?P<more>.+))?$")
# an amount the die's result multiplies: "Roll a six-sided die, and this card gains ATK equal to
# the result x 200." (Maximum Six), and the older two sentences "Roll a six-sided die. All
# monsters you currently control gain ATK/DEF equal to the result x 100, until the end of this
# turn." (Graceful Dice), joined by psct.py (chance_joins.continues)
# the older ignition effect printed with "you can" and the toss before the colon, its first "●"
# on the same line ("Once per turn, you can toss a coin 3 times and apply the appropriate effect:
# ● 3 Heads: ...", Gambler of Legend)
OLDER = re.compile(r"^(?P<head>Once per turn), you can (?P<toss>toss a coin \d+ times and apply "
                   r"the appropriate effect)$")
# as many cards as the coins' heads, or as there are (Gatling Dragon): "toss a coin 3 times and
# destroy as many monsters on the field as possible, but not more than the number of heads"
UP_TO_HEADS = re.compile(r"^[Tt]oss a coin (?P<times>[2-5]) times and destroy as many "
                         r"(?P<what>monster|card)s (?P<where>on the field|your opponent controls) "
                         r"as possible, but not more than the number of heads\.$")
# a Level the die's result names, 6 meaning "6 or higher" (Agido), joined by psct.py
BY_LEVEL = re.compile(r"^[Rr]oll a six-sided die, then you can Special Summon 1 (?P<what>[^.]+?) "
                      r"monster from your (?P<zone>GY|hand) whose Level is equal to the result\. "
                      r"\(If the result is 6, you can Special Summon a Level 6 or higher "
                      r"monster\.\)$")
KEPT = "Toss a coin and this card gains the appropriate effect."  # coin_faces.FOLDED
ROLL = re.compile(r"^[Rr]oll a six-sided die(?P<joined>, and|\.) (?P<rest>[^.]+\.)$")


def normalized(effect: Effect) -> Effect:
    """The older ignition effect in today's shape ("Once per turn: You can toss a coin 3 times
    and apply the appropriate effect." and its "●" options, the first one among them); any
    other effect as it is."""
    found = OLDER.match(effect.condition)
    if found is None or effect.cost or effect.target or not effect.action.startswith("● "):
        return effect
    action = f"You can {found.group('toss')}."
    return dataclasses.replace(effect, condition=found.group("head"), action=action,
                               text=f"{found.group('head')}: {action}",
                               options=[effect.action[2:], *effect.options])


def with_options(action: str) -> bool:
    """Whether the action tosses or rolls and its "●" say what each result does."""
    return bool(COIN.match(action) or DIE.match(action))


def read(action: str, options: list[str], steps: Steps) -> list[Fields] | None:
    """The `toss_coin` or `roll_die` step of the action and its "●" options, each option's
    text read by `steps`; None when the action is no toss or roll, or an option is unread."""
    if DIE.match(action):
        return _die(options, steps)
    found = COIN.match(action)
    if found is None or not options:
        return None
    times = int(found.group("times") or 1)
    outcomes = []
    for option in options:
        head = HEADS_OPTION.match(option)
        done = steps(head.group("rest")) if head else None
        if head is None or done is None or (times == 1) != (head.group("count") is None):
            return None
        count = int(head.group("count") or 1)
        heads = count if head.group("face").startswith("Head") else times - count
        outcomes.append({"heads": heads, "steps": done})
    return [{"toss_coin": {"times": times, "outcomes": outcomes}}]


def _die(options: list[str], steps: Steps) -> list[Fields] | None:
    outcomes = []
    for option in options:
        found = FACES_OPTION.match(option)
        done = steps(found.group("rest")) if found else None
        if found is None or done is None:
            return None
        faces = [int(face) for face in re.findall(r"[1-6]", found.group("faces"))]
        outcomes.append({"faces": faces, "steps": done})
    return [{"roll_die": {"outcomes": outcomes}}] if outcomes else None


def on_target(text: str, steps: Steps) -> list[Fields] | None:
    """A target destroyed when enough of the coins land heads, or unless the die shows one of
    two faces; `steps` reads "Destroy that target." on the effect's target."""
    least = AT_LEAST.match(text)
    both = ALL_HEADS.match(text) if least is None else None
    unless = UNLESS.match(text)
    if least is None and both is None and unless is None:
        return None
    done = steps("Destroy that target.")
    if done is None:
        return None
    if unless is not None:  # the other faces destroy it
        spared = {int(unless.group("first")), int(unless.group("second"))}
        return [{"roll_die": {"outcomes": [
            {"faces": [face for face in range(1, 7) if face not in spared], "steps": done}]}}]
    if least is not None:
        return [{"toss_coin": {"times": int(least.group("times")), "outcomes": [
            {"heads_min": int(least.group("least")), "steps": done}]}}]
    return [{"toss_coin": {"times": 2, "outcomes": [{"heads": 2, "steps": done}]}}]


def by_result(text: str, steps: Steps) -> list[Fields] | None:
    """A die whose result multiplies an ATK or DEF change, read as one outcome for each face,
    its amount that face times N (5-3-23); `steps` reads each face's change as printed with
    its number ("This card gains 800 ATK."). None when the text is another, or a face's change
    does not read."""
    found = ROLL.match(text)
    rest = found.group("rest") if found else ""
    if found is None or len(TIMES_RESULT.findall(rest)) != 1:
        return None
    outcomes = []
    for face in range(1, 7):
        said = TIMES_RESULT.sub(_times(face), rest)
        done = steps(said[:1].upper() + said[1:])
        if done is None:
            return None
        outcomes.append({"faces": [face], "steps": done})
    return [{"roll_die": {"outcomes": outcomes}}]


def _times(face: int) -> Callable[[re.Match[str]], str]:
    """The printed "ATK equal to the result x 200" as that face makes it ("800 ATK")."""
    return lambda found: f"{int(found.group('n')) * face} {found.group('stat')}"


def inline(text: str, steps: Steps) -> list[Fields] | None:
    """The roll with each face's part printed after it in one sentence, each part read by
    `steps` as a sentence of its own; None when the text is another or a part does not read."""
    found = INLINE.match(text)
    rest: str | None = found.group("rest") if found else None
    outcomes: list[Fields] = []
    while rest:
        part = INLINE_PART.match(rest)
        done = steps(part.group("do")[:1].upper() + part.group("do")[1:] + ".") if part else None
        if part is None or done is None:
            return None
        faces = [int(face) for face in re.findall(r"[1-6]", part.group("faces"))]
        outcomes.append({"faces": faces, "steps": done})
        rest = part.group("more")
    return [{"roll_die": {"outcomes": outcomes}}] if outcomes else None


def kept(text: str) -> list[Fields] | None:
    """"Toss a coin and this card gains the appropriate effect.", as coin_faces.py folds the
    Arcana Force toss once its "●" lines are read: one coin whose result the card keeps
    (5-3-30)."""
    return [{"toss_coin": {"kept": True}}] if text == KEPT else None


def up_to_heads(text: str, steps: Steps) -> list[Fields] | None:
    """As many cards destroyed as the coins gave heads, or every one when there are fewer: one
    outcome for each number of heads, read by `steps` as "Destroy 2 monsters on the field."
    (whose `count` takes every card there when there are no more, 5-3-22); none on no heads."""
    found = UP_TO_HEADS.match(text)
    if found is None:
        return None
    outcomes = []
    for heads in range(1, int(found.group("times")) + 1):
        plural = "s" if heads > 1 else ""
        done = steps(f"Destroy {heads} {found.group('what')}{plural} {found.group('where')}.")
        if done is None:
            return None
        outcomes.append({"heads": heads, "steps": done})
    return [{"toss_coin": {"times": int(found.group("times")), "outcomes": outcomes}}]


def by_level(text: str, steps: Steps) -> list[Fields] | None:
    """A monster Special Summoned whose Level is the die's result, one outcome for each face
    read by `steps` as "You can Special Summon 1 Level 4 Fairy monster from your GY." (a 6:
    "Level 6 or higher", as the card says in parentheses)."""
    found = BY_LEVEL.match(text)
    if found is None:
        return None
    outcomes = []
    for face in range(1, 7):
        level = f"Level {face}" + (" or higher" if face == 6 else "")
        done = steps(f"You can Special Summon 1 {level} {found.group('what')} monster from your "
                     f"{found.group('zone')}.")
        if done is None:
            return None
        outcomes.append({"faces": [face], "steps": done})
    return [{"roll_die": {"outcomes": outcomes}}]
