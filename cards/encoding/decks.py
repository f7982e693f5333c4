"""Sentence templates of deck searches and cards taken back from the trash.

- "Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type card other
  than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any
  order." (or "Then, trash the rest.", or "... at the top or bottom of the deck ..."), with an
  optional "... in any order and play up to 1 [X] from your hand." naming the same cards
  -> `{search_deck: {look: 5, rest: bottom}}` (+ `play_card`), the card in the effect's target.
- "Look at 5 cards from the top of your deck and play up to 1 {Animal} type Character card
  with a cost of 3 or less. Then, place the rest ..." -> `{play_from_deck: {look: 5, ...}}`;
  "Reveal 1 card from the top of your deck and play up to 1 ... / add up to 1 ... to your
  hand. Then, place the rest ..." -> the same steps with `reveal: 1`.
- "Look at 3 cards from the top of your deck and place them at the top or bottom of the deck in
  any order." -> `{arrange_deck: 3}`.
- "Add up to 1 {Type} type card from your trash to your hand." -> `{trash_to_hand: 1}`.

The search's "Then," sentence belongs to it ("the rest" are the cards it looked at), so
`join_rest` keeps the two sentences together before the body is cut. Standard library only;
every pattern is anchored, with bounded pieces and no nested repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding.groups import UnreadableError

JOIN = "\x01"  # stands for ". " between a search and its "Then, ... the rest" sentence
REST_THEN = re.compile(r"\. (?=Then, (?:place|trash) the rest)")
COLORS = r"(?:(?P<color>red|green|blue|purple|black|yellow) )?"
TYPES = (r"(?:\{(?P<t1>[^{}]{1,60})\}(?:(?:,| or) \{(?P<t2>[^{}]{1,60})\})?"
         r"(?:,? or \{(?P<t3>[^{}]{1,60})\})? type )?")
KIND = (r"(?:(?P<kind>cards?|Character cards?|Character|Event cards?|Event|Stage cards?)"
        r"|\[(?P<name>[^\[\]]{1,60})\](?: cards)?)")
# 'a type including "CP"': any of its types has those words in it
INCLUDING = r'(?: with a type including "(?P<part>[^"]{1,60})")?'
AND_COST = r"(?: and a cost of (?P<cost2>\d{1,2})(?: or (?P<cost2_dir>less|more))?)?"
BOUND = (r"(?: with a cost of (?P<cost>\d{1,2})(?: or (?P<cost_dir>less|more)| to "
         r"(?P<cost_to>\d{1,2}))?"
         r"| with (?P<power>\d{1,5}) power(?: or (?P<power_dir>less|more))?)?")
OTHER = r"(?: other than \[(?P<{}>[^\[\]]{{1,60}})\])?"
ALSO = r"(?:\[(?P<{}>[^\[\]]{{1,60}})\] or )?"  # "[Sanji] or {Big Mom Pirates} type card"
# "green {East Blue} type card other than [Nami]", "Character card with a cost of 2", "[Zou]"
CARDS = (ALSO.format("also1") + COLORS + TYPES + KIND + INCLUDING + OTHER.format("other1")
         + AND_COST + BOUND + OTHER.format("other2") + r"(?: or \[(?P<also2>[^\[\]]{1,60})\])?")
KINDS = {"Character card": "character", "Character cards": "character",
         "Character": "character", "Event card": "event", "Event cards": "event",
         "Event": "event", "Stage card": "stage", "Stage cards": "stage"}
RESTS = {"place the rest at the bottom of your deck in any order": "bottom",
         "trash the rest": "trash",
         "place the rest at the top or bottom of the deck in any order": "top_or_bottom",
         "place the rest at the top or bottom of your deck in any order": "top_or_bottom",
         "place the rest at the bottom of your deck": "bottom",
         "place the rest at the top or bottom of your deck": "top_or_bottom"}
REST = JOIN + r"Then, (?P<rest>" + "|".join(RESTS) + r")\.$"
SEARCH = re.compile(
    # "Look at up to 5 cards": how many is the player's (`up_to`, named by the action's `take`)
    r"^Look at (?P<look_up_to>up to )?(?P<look>\d{1,2}) cards from the top of your deck; reveal "
    r"(?:a total of )?up to "
    r"(?P<count>[12]) (?P<cards>.{1,200}?) and add (?:it|them) to your hand\." + JOIN
    + r"Then, (?P<rest>" + "|".join(RESTS) + r")"
    r"(?: and play up to 1 (?P<play>.{1,200}?) from your hand(?P<rested> rested)?"
    r"| and (?P<discard>trash 1 card from your hand))?\.$")
# "Look at 5 cards ... and play up to 1 {Animal} type Character card ... rested. Then, ..."
PLAY_DECK = re.compile(
    r"^(?:Look at (?P<look>\d{1,2}) cards|(?P<reveal>Reveal) 1 card) from the top of your "
    r"deck(?: and|;) play up to 1 (?P<cards>.{1,200}?)(?P<rested> rested)?\." + REST)
ADD_ANY = re.compile(r"^Look at (?P<look>\d{1,2}) cards from the top of your deck and add "
                     r"up to 1 card to your hand\." + REST)
REVEAL_ADD = re.compile(r"^Reveal 1 card from the top of your deck and add up to 1 "
                        r"(?P<cards>.{1,200}?) to your hand\." + REST)
FILTER = re.compile("^" + CARDS + "$")
THREE_NAMES = re.compile(r"^\[(?P<a>[^\[\]]{1,60})\], \[(?P<b>[^\[\]]{1,60})\],? or "
                         r"\[(?P<c>[^\[\]]{1,60})\](?: with a cost of (?P<cost>\d{1,2}) or less)?$")
Reader = Callable[[re.Match[str]], "tuple[list[dict[str, Any]], dict[str, Any] | None]"]


# "Trash 2 cards from the top of your deck and give ...", "Draw 1 card and trash 1 card from
# the top of your deck": two steps one after the other, read as two sentences
AND_THEN = re.compile(r"(Trash \d{1,2} cards? from the top of your deck) and (give) "
                      r"|(Draw \d{1,2} cards?) and (trash \d{1,2} cards? from the top of "
                      r"your deck|place \d{1,2} cards? from your hand)")


# "reveal up to 1 {Navy} type card, add it to your hand and place the rest ...": the same
# steps as "... and add it to your hand. Then, place the rest ..."; "hand.Then," as printed
COMMA_REST = re.compile(r"(; reveal [^;.]{1,200}?), add (it|them) to your hand and "
                        r"(place the rest|trash the rest)")
TIGHT_THEN = re.compile(r"\.(?=Then, (?:place|trash) the rest)")
# "... from your deck. Then, shuffle your deck.": one sentence, as ", then shuffle your deck"
SHUFFLE_THEN = re.compile(r"\.\s*Then, shuffle your deck\.")


def join_rest(body: str) -> str:
    """The body with each search and its "Then, ... the rest" sentence kept as one sentence,
    and the deck steps joined by "and" cut into two sentences."""
    body = TIGHT_THEN.sub(". ", COMMA_REST.sub(r"\1 and add \2 to your hand. Then, \3", body))
    body = SHUFFLE_THEN.sub(", then shuffle your deck.", body)
    body = AND_THEN.sub(_two_sentences, body)
    return REST_THEN.sub("." + JOIN, body)


def _two_sentences(match: re.Match[str]) -> str:
    first, second = (match.group(1), match.group(2)) if match.group(1) else \
        (match.group(3), match.group(4))
    return first + ". " + second[:1].upper() + second[1:] + (" " if match.group(1) else "")


def cards_filter(phrase: str, count: int = 1) -> dict[str, Any]:
    """The target filter of a phrase naming cards ("{Navy} type card other than [Koby]"); more
    than one card ("up to 2 ... cards") is the filter's `up_to`."""
    three = THREE_NAMES.match(phrase)
    if three is not None and count == 1:  # "[Sabo], [Portgas.D.Ace], or [Monkey.D.Luffy]"
        named: dict[str, Any] = {"owner": "you", "names": [three.group(n) for n in "abc"]}
        if three.group("cost"):
            named["cost_max"] = int(three.group("cost"))
        return named
    match = FILTER.match(phrase)
    if match is None or (count > 1) != _plural(match):
        raise UnreadableError(phrase)
    found: dict[str, Any] = {"owner": "you"}
    if count > 1:
        found["up_to"] = count
    kind = match.group("kind")
    if kind in KINDS:
        found["types"] = [KINDS[kind]]
    if match.group("color"):
        found["colors"] = [match.group("color")]
    traits = [t for t in (match.group("t1"), match.group("t2"), match.group("t3")) if t]
    if traits:
        found["traits"] = traits
    if match.group("name"):
        found["names"] = [match.group("name")]
    _bounds(match, found)
    _names(match, found)
    return found


def _plural(match: re.Match[str]) -> bool:
    kind = match.group("kind") or ""
    return kind.endswith("cards") or match.group(0).endswith(" cards") and not kind


def _bounds(match: re.Match[str], found: dict[str, Any]) -> None:
    """"with a cost of 2 or less", "and a cost of 5 or less", "with a cost of 3 to 5"."""
    if match.group("cost") and match.group("cost2"):
        raise UnreadableError("two costs")
    sides = {"less": ("max",), "more": ("min",), None: ("min", "max")}
    for what, group in (("cost", "cost"), ("cost", "cost2"), ("power", "power")):
        if match.group(group):
            for side in sides[match.group(group + "_dir")]:
                found[f"{what}_{side}"] = int(match.group(group))
    if match.group("cost_to"):
        found["cost_max"] = int(match.group("cost_to"))


def _names(match: re.Match[str], found: dict[str, Any]) -> None:
    """"other than [X]", "[X] or ...", "... or [X]", 'a type including "X"'."""
    other = match.group("other1") or match.group("other2")
    if other:
        found["not_names"] = [other]
    also = [n for n in (match.group("also1"), match.group("also2")) if n]
    if len(also) > 1:
        raise UnreadableError("two names besides")
    if also:
        found["also_names"] = also
    if match.group("part"):
        found["traits_including"] = [match.group("part")]


def _search(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    wanted = cards_filter(match.group("cards"), int(match.group("count")))
    search: dict[str, Any] = {"look": int(match.group("look")), "rest": RESTS[match.group("rest")]}
    if match.group("look_up_to"):
        search["up_to"] = True
    steps: list[dict[str, Any]] = [{"search_deck": search}]
    if match.group("play"):
        # the card played is the one the search took, or another of the same kind in the
        # hand: read only when both name the same cards, Characters or Stages (play_card)
        if cards_filter(match.group("play")) != wanted \
                or wanted.get("types") not in (None, ["character"], ["stage"]):
            raise UnreadableError(match.group("play"))
        # "play up to 1": the player may keep it in the hand (`take: 0` declines, up_to.py)
        play: dict[str, Any] = {"target": "chosen", "from": "hand", "up_to": True}
        if match.group("rested"):
            play["rested"] = True
        steps.append({"play_card": play})
    if match.group("discard"):
        steps.append({"trash_from_hand": 1})
    return steps, wanted


def _from_deck(kind: str) -> Reader:
    """"Look at 5 cards ... and play up to 1 ..." (`play_from_deck`), "Reveal 1 card from the
    top of your deck and add up to 1 ... to your hand" (`search_deck` with `reveal`)."""
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        groups = match.groupdict()
        how = {"reveal": 1} if groups.get("reveal") or kind == "search_deck" else \
            {"look": int(groups["look"])}
        step: dict[str, Any] = {**how, "rest": RESTS[groups["rest"]]}
        if groups.get("rested"):
            step["rested"] = True
        return [{kind: step}], cards_filter(groups["cards"])
    return read


REVEAL_IF = re.compile(
    r"^Reveal 1 card from the top of your deck\. If (?:that|the revealed) card(?P<what>"
    r"'s type includes \"(?P<part>[^\"]{1,60})\"| is an? (?P<cards>[^,]{1,200})"
    r"| has a cost of (?P<cost>\d{1,2})(?: or (?P<dir>less|more))?), (?P<then>.{1,300}?)"
    r"(?P<bottom>\. Then, place the (?:revealed card|rest) at the bottom of your deck)?\.$")
PLAY_THAT = re.compile(r"^you may play that card(?P<rested> rested)?$")
TOP_KEYS = ("types", "traits", "traits_including", "cost_min", "cost_max", "power_min",
            "power_max")


def read_reveal(body: str, read_body: Callable[[str], dict[str, Any]]) -> dict[str, Any] | None:
    """"Reveal 1 card from the top of your deck. If that card ..., <steps>. Then, place the
    revealed card at the bottom of your deck." as one body (the placing happens whether or
    not the card fits); `read_body` reads the steps. None for any other body."""
    match = REVEAL_IF.match(body)
    if match is None:
        return None
    play = PLAY_THAT.match(match.group("then"))
    out: dict[str, Any] = {}
    if play:
        # "you may": the player may leave it in the deck (`take: 0` declines, up_to.py)
        revealed: dict[str, Any] = {"up_to": True}
        if play.group("rested"):
            revealed["rested"] = True
        inner = [{"play_revealed": revealed}]
    else:
        then = match.group("then")
        read = read_body(then[:1].upper() + then[1:] + ".")
        if set(read) - {"steps", "target"}:
            raise UnreadableError(then)  # its own "if" or "you may": not one condition
        inner = read["steps"]
        out = {"target": read["target"]} if "target" in read else {}
    steps = [{"reveal_top": 1}, {"if": {"condition": {"top_card": _top_card(match)},
                                         "steps": inner}}]
    if match.group("bottom"):
        steps.append({"revealed_to_bottom": True})
    return {"steps": steps, **out}


def _top_card(match: re.Match[str]) -> dict[str, Any]:
    """What "that card" must be: a type including words, a kind of card, a cost."""
    if match.group("part"):
        return {"traits_including": [match.group("part")]}
    if match.group("cost"):
        cost = int(match.group("cost"))
        return {{"less": "cost_max", "more": "cost_min"}[match.group("dir")]: cost} \
            if match.group("dir") else {"cost_min": cost, "cost_max": cost}
    found = cards_filter(match.group("cards"))
    found.pop("owner")
    if set(found) - set(TOP_KEYS):
        raise UnreadableError(match.group("cards"))
    return found


def _arrange(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return [{"arrange_deck": int(match.group(1))}], None


def _whole_deck(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Reveal up to 1 [X] from your deck and add it to your hand, then shuffle your deck":
    the whole deck is searched (decks/whole.py in the engine)."""
    count = int(match.group("count"))
    return [{"search_whole_deck": {"to": "hand"}}], cards_filter(match.group("cards"), count)


def _from_trash(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    count = int(match.group("count"))
    return [{"trash_to_hand": count}], cards_filter(match.group("cards"), count)


TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (SEARCH, _search),
    (PLAY_DECK, _from_deck("play_from_deck")),
    (REVEAL_ADD, _from_deck("search_deck")),
    (re.compile(r"^Place (\d{1,2}) cards? from your hand at the (top|bottom|top or bottom) of "
                r"your deck(?: in any order)?\.$"),
     lambda match: ([{"hand_to_deck": {"count": int(match.group(1)),
                                       "to": match.group(2).replace(" or ", "_or_")}}], None)),
    (ADD_ANY, lambda match: ([{"search_deck": {"look": int(match.group("look")),
                                               "rest": RESTS[match.group("rest")]}}], None)),
    (re.compile(r"^Look at (\d{1,2}) cards from the top of your deck and place them at the top "
                r"or bottom of (?:the|your) deck in any order\.$"), _arrange),
    (re.compile(r"^Reveal up to (?P<count>1) (?P<cards>.{1,200}?) from your deck and add it to "
                r"your hand, then shuffle your deck\.$"), _whole_deck),
    (re.compile(r"^Add up to (?P<count>[12]) (?P<cards>.{1,200}?) from your trash to your "
                r"hand\.$"),
     _from_trash),
]
