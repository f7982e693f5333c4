"""The One Piece board as a ruling page draws it: each player's side, seen from above, and what
changed (template: templates/judge/boards/optcg.html).

The engine's state names cards by id only; names, costs and keywords come from the scenario
itself. Everything here is plain data for the templates, which escape all of it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from judge.boards.common import (
    PLAYERS,
    BoardView,
    Count,
    draw,
    listed_cards,
    name_of,
    size,
    where,
)

PHASES = {
    "refresh": gettext_lazy("Refresh Phase"), "draw": gettext_lazy("Draw Phase"),
    "don": gettext_lazy("DON!! Phase"), "main": gettext_lazy("Main Phase"),
    "end": gettext_lazy("End Phase"),
}
CARD_LISTS = ("characters", "hand", "life", "deck", "trash")


@dataclass
class CardInfo:
    """What the scenario says about a card: the parts the board shows."""

    name: str
    cost: int | None = None
    printed_power: int | None = None
    counter: int | None = None
    keywords: list[str] = field(default_factory=list)
    common: bool = False  # a Leader named by the default words ("Leader von B"), not a name


@dataclass
class CardView:
    id: str
    name: str
    kind: str
    power: int | None
    rested: bool
    don: int
    cost: int | None = None  # as it counts now (the engine's, when an effect changed it)
    counter: int | None = None
    printed_power: int | None = None
    printed_cost: int | None = None
    keywords: list[str] = field(default_factory=list)
    new: bool = False
    changes: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.new or bool(self.changes)

    @property
    def power_differs(self) -> bool:
        return (self.power is not None and self.printed_power is not None
                and self.power != self.printed_power)

    @property
    def cost_differs(self) -> bool:
        return (self.cost is not None and self.printed_cost is not None
                and self.cost != self.printed_cost)


@dataclass
class SideView:
    player: str
    is_turn_player: bool
    leader: CardView
    characters: list[CardView]
    stage: CardView | None
    counts: list[Count]
    left_field: list[str] = field(default_factory=list)
    lost: bool = False



def card_index(data: dict[str, Any] | None) -> dict[str, CardInfo]:
    """Card id -> what the scenario says about it, for every card the scenario lists."""
    index: dict[str, CardInfo] = {}
    players = (data or {}).get("players")
    for pid in PLAYERS:
        side = players.get(pid) if isinstance(players, dict) else None
        leader = side.get("leader") if isinstance(side, dict) else None
        leader = leader if isinstance(leader, dict) else {}
        leader_id = str(leader.get("id") or f"{pid}.leader")
        # a Leader without a name is named as the ruling names it, in the reader's language
        default = _("%(player)s's Leader") % {"player": pid}
        index[leader_id] = _info(leader, default)
        index[leader_id].common = not leader.get("name")
        index.setdefault(f"{pid}.leader", index[leader_id])
    for card in listed_cards(data, (*CARD_LISTS, "stage")):
        index[str(card["id"])] = _info(card, str(card["id"]))
    return index


def _info(card: dict[str, Any], default_name: str) -> CardInfo:
    def number(key: str) -> int | None:
        value = card.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    keywords = card.get("keywords")
    return CardInfo(
        name=str(card.get("name") or default_name),
        cost=number("cost"),
        printed_power=number("power"),
        counter=number("counter"),
        keywords=[str(k) for k in keywords] if isinstance(keywords, list) else [],
    )


def board(state: dict[str, Any], index: dict[str, CardInfo], losers: list[str] | None = None,
          before: dict[str, Any] | None = None) -> BoardView:
    """The board of `state`; with `before`, every difference from it is marked."""
    return draw(state, before, losers, PHASES,
                lambda pid, now, was, is_turn, lost, compared:
                    _side(pid, now, was, index, is_turn, lost, compared))


def _side(pid: str, now: dict[str, Any], was: dict[str, Any] | None,
          index: dict[str, CardInfo], is_turn: bool, lost: bool,
          state: dict[str, Any] | None) -> SideView:
    old_field = _field_cards(was) if was else {}
    leader = _card(now["leader"], "leader", index, old_field, was is not None)
    characters = [_card(c, "character", index, old_field, was is not None)
                  for c in now.get("characters") or []]
    stage = now.get("stage")
    stage_view = _card(stage, "stage", index, old_field, was is not None) if stage else None
    side = SideView(pid, is_turn, leader, characters, stage_view, _counts(now, was), lost=lost)
    if was is not None and state is not None:
        side.left_field = _left_field(old_field, _field_cards(now), state, index)
    return side


def _field_cards(side: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    cards = [side["leader"], *(side.get("characters") or [])]
    if side.get("stage"):
        cards.append(side["stage"])
    return {str(c["id"]): c for c in cards}


def _card(card: dict[str, Any], kind: str, index: dict[str, CardInfo],
          old_field: dict[str, dict[str, Any]], compare: bool) -> CardView:
    card_id = str(card["id"])
    info = index.get(card_id) or CardInfo(name=card_id)
    view = CardView(
        id=card_id, name=info.name, kind=kind, power=card.get("power"),
        rested=bool(card.get("rested")), don=int(card.get("don") or 0),
        cost=_number(card.get("cost"), info.cost), counter=info.counter,
        printed_power=info.printed_power, printed_cost=info.cost, keywords=info.keywords,
    )
    if compare:
        old = old_field.get(card_id)
        if old is None:
            view.new = True
        else:
            view.changes = _changes(old, card, info.cost)
    return view


def _number(value: Any, default: int | None) -> int | None:
    """The engine's current cost, given only when an effect changed it; else the scenario's."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _changes(old: dict[str, Any], new: dict[str, Any], printed_cost: int | None) -> list[str]:
    changes = []
    if old.get("power") != new.get("power") and new.get("power") is not None:
        changes.append(_("power %(old)s → %(new)s") % {"old": old.get("power"),
                                                        "new": new.get("power")})
    was, now = _number(old.get("cost"), printed_cost), _number(new.get("cost"), printed_cost)
    if was != now and now is not None:
        changes.append(_("cost %(old)s → %(new)s") % {"old": was, "new": now})
    if bool(old.get("rested")) != bool(new.get("rested")):
        changes.append(_("now rested") if new.get("rested") else _("now active"))
    if (old.get("don") or 0) != (new.get("don") or 0):
        changes.append(_("DON!! given %(old)s → %(new)s") % {"old": old.get("don") or 0,
                                                            "new": new.get("don") or 0})
    return changes


def _counts(now: dict[str, Any], was: dict[str, Any] | None) -> list[Count]:
    def don(side: dict[str, Any], key: str) -> int:
        return int((side.get("don") or {}).get(key) or 0)

    rows = [
        (_("Life"), lambda s: size(s, "life")),
        (_("Hand"), lambda s: size(s, "hand")),
        (_("Deck"), lambda s: size(s, "deck")),
        (_("Trash"), lambda s: size(s, "trash")),
        (_("DON!! active"), lambda s: don(s, "active")),
        (_("DON!! rested"), lambda s: don(s, "rested")),
        (_("DON!! deck"), lambda s: don(s, "deck")),
    ]
    return [Count(label, read(now), read(was) if was else None) for label, read in rows]


def _left_field(old_field: dict[str, dict[str, Any]], new_field: dict[str, dict[str, Any]],
                state: dict[str, Any], index: dict[str, CardInfo]) -> list[str]:
    """'Jinbe → trash' for every card that was on this side of the field and is gone."""
    out = []
    for card_id in old_field:
        if card_id not in new_field:
            out.append(_("%(card)s → %(area)s") % {"card": name_of(index, card_id),
                                                   "area": _where(state, card_id)})
    return out


def _where(state: dict[str, Any], card_id: str) -> str:
    areas = {"hand": _("hand"), "trash": _("trash"), "life": _("Life"), "deck": _("deck")}
    return where(state, card_id, areas, lambda side: _field_cards(side).keys())


ACTION_WORDS = {
    "give_don": lambda a, n: _("give %(count)s DON!! to %(to)s") % {
        "count": a.get("count", 1), "to": n(a.get("to"), "to")},
    "play": lambda a, n: _("play %(card)s") % {"card": n(a.get("card"))} + (
        _(", replacing %(card)s") % {"card": n(a["replace"])} if a.get("replace") else ""),
    "activate": lambda a, n: _("activate %(card)s") % {"card": n(a.get("card"))},
    "use_event": lambda a, n: _("use the Event %(card)s") % {"card": n(a.get("card"))},
    "attack": lambda a, n: _("%(attacker)s attacks %(target)s") % {
        "attacker": n(a.get("attacker"), "subject"), "target": n(a.get("target"), "object")},
    "block": lambda a, n: _("block with %(card)s") % {"card": n(a.get("blocker"))},
    "counter": lambda a, n: _("counter with %(card)s on %(target)s") % {
        "card": n(a.get("card")), "target": n(a.get("target"), "on")},
    "trigger": lambda a, n: _("activate the [Trigger]") if a.get("activate")
    else _("decline the [Trigger]"),
}
