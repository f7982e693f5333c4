"""The Yu-Gi-Oh! board as a ruling page draws it: each player's side seen from above (LP, Monster
Zones with battle positions, Spell & Trap Zones, Field Zone and the piles), and what changed
(template: templates/judge/boards/ygo.html).

The engine's state names cards by id; names, Levels and printed values come from the scenario.
Everything here is plain data for the templates, which escape all of it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext, pgettext_lazy

from judge.boards.common import (
    BoardView,
    Count,
    draw,
    listed_cards,
    name_of,
    number,
    size,
    where,
)

# Draw and End Phase in context: One Piece's phases of the same English name are translated,
# Yu-Gi-Oh!'s keep their English names in every language (its glossary).
PHASES = {
    "draw": pgettext_lazy("Yu-Gi-Oh! phase", "Draw Phase"),
    "standby": gettext_lazy("Standby Phase"),
    "main1": gettext_lazy("Main Phase 1"), "battle": gettext_lazy("Battle Phase"),
    "main2": gettext_lazy("Main Phase 2"), "end": pgettext_lazy("Yu-Gi-Oh! phase", "End Phase"),
}
POSITIONS = {"attack": gettext_lazy("Attack Position"),
             "defense": gettext_lazy("Defense Position"),
             "set": gettext_lazy("face-down Defense Position")}
TYPE_LABELS = {
    ("spell", "normal"): gettext_lazy("Normal Spell"),
    ("spell", "quick-play"): gettext_lazy("Quick-Play Spell"),
    ("spell", "continuous"): gettext_lazy("Continuous Spell"),
    ("spell", "equip"): gettext_lazy("Equip Spell"),
    ("spell", "field"): gettext_lazy("Field Spell"),
    ("spell", "ritual"): gettext_lazy("Ritual Spell"),
    ("trap", "normal"): gettext_lazy("Normal Trap"),
    ("trap", "continuous"): gettext_lazy("Continuous Trap"),
    ("trap", "counter"): gettext_lazy("Counter Trap"),
}
CARD_LISTS = ("hand", "deck", "monsters", "spells_traps", "graveyard", "banished", "extra_deck")


@dataclass
class CardInfo:
    """What the scenario says about a card: the parts the board shows."""

    name: str
    kind: str = "monster"
    subtype: str = ""
    level: int | None = None
    printed_atk: int | None = None


@dataclass
class CardView:
    id: str
    name: str
    kind: str  # monster | spell | trap
    position: str = "attack"  # monsters: attack | defense | set
    face_up: bool = True
    atk: int | None = None
    defense: int | None = None
    level: int | None = None
    subtype: str = ""
    printed_atk: int | None = None
    new: bool = False
    changes: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.new or bool(self.changes)

    @property
    def sideways(self) -> bool:
        """Defense Position monsters lie sideways on the table, face-down ones too."""
        return self.kind == "monster" and self.position in ("defense", "set")

    @property
    def face_down(self) -> bool:
        return self.position == "set" if self.kind == "monster" else not self.face_up

    @property
    def atk_differs(self) -> bool:
        return None not in (self.atk, self.printed_atk) and self.atk != self.printed_atk

    @property
    def type_label(self) -> str:
        return str(TYPE_LABELS.get((self.kind, self.subtype), self.kind))

    @property
    def position_label(self) -> str:
        return str(POSITIONS.get(self.position, self.position))


@dataclass
class SideView:
    player: str
    is_turn_player: bool
    lp: Count
    monsters: list[CardView]
    spells_traps: list[CardView]
    field_spell: CardView | None
    counts: list[Count]
    left_field: list[str] = field(default_factory=list)
    lost: bool = False



def card_index(data: dict[str, Any] | None) -> dict[str, CardInfo]:
    """Card id -> what the scenario says about it, for every card the scenario lists."""
    return {str(card["id"]): _info(card)
            for card in listed_cards(data, (*CARD_LISTS, "field_spell"))}


def _info(card: dict[str, Any]) -> CardInfo:
    kind = card.get("kind")
    if kind not in ("monster", "spell", "trap"):
        kind = "spell" if "spell_type" in card else "trap" if "trap_type" in card else "monster"
    subtype = card.get("spell_type") if kind == "spell" else card.get("trap_type")
    return CardInfo(name=str(card.get("name") or card["id"]), kind=kind,
                    subtype=str(subtype or ("" if kind == "monster" else "normal")),
                    level=number(card, "level"), printed_atk=number(card, "atk"))


def board(state: dict[str, Any], index: dict[str, CardInfo], losers: list[str] | None = None,
          before: dict[str, Any] | None = None) -> BoardView:
    """The board of `state`; with `before`, every difference from it is marked."""
    view = draw(state, before, losers, PHASES,
                lambda pid, now, was, is_turn, lost, compared:
                    _side(pid, now, was, index, is_turn, lost, compared))
    view.chain = [name_of(index, link.get("card")) for link in state.get("chain") or []]
    return view


def _side(pid: str, now: dict[str, Any], was: dict[str, Any] | None,
          index: dict[str, CardInfo], is_turn: bool, lost: bool,
          state: dict[str, Any] | None) -> SideView:
    old = _field_cards(was) if was else None
    monsters = [_card(c, index, old) for c in now.get("monsters") or []]
    spells_traps = [_card(c, index, old) for c in now.get("spells_traps") or []]
    field_spell = now.get("field_spell")
    side = SideView(
        player=pid, is_turn_player=is_turn,
        lp=Count(_("LP"), int(now.get("lp") or 0), int(was.get("lp") or 0) if was else None),
        monsters=monsters, spells_traps=spells_traps,
        field_spell=_card(field_spell, index, old) if field_spell else None,
        counts=_counts(now, was), lost=lost)
    if was is not None and state is not None and old is not None:
        gone = [card_id for card_id in old if card_id not in _field_cards(now)]
        side.left_field = [_("%(card)s → %(area)s") % {"card": name_of(index, card_id),
                                                       "area": _where(state, card_id)}
                           for card_id in gone]
    return side


def _field_cards(side: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    cards = [*(side.get("monsters") or []), *(side.get("spells_traps") or [])]
    if side.get("field_spell"):
        cards.append(side["field_spell"])
    return {str(c["id"]): c for c in cards}


def _card(card: dict[str, Any], index: dict[str, CardInfo],
          old_field: dict[str, dict[str, Any]] | None) -> CardView:
    card_id = str(card["id"])
    info = index.get(card_id) or CardInfo(name=card_id)
    view = CardView(id=card_id, name=info.name, kind=info.kind, subtype=info.subtype,
                    level=info.level, printed_atk=info.printed_atk)
    if "position" in card:
        view.kind = "monster"
        view.position, view.atk, view.defense = card["position"], card.get("atk"), card.get("def")
    else:
        view.face_up = bool(card.get("face_up"))
    if old_field is not None:
        old = old_field.get(card_id)
        if old is None:
            view.new = True
        else:
            view.changes = _changes(old, card, view)
    return view


def _changes(old: dict[str, Any], new: dict[str, Any], view: CardView) -> list[str]:
    changes = []
    if old.get("position") != new.get("position") and "position" in new:
        changes.append(_("now in %(position)s") % {"position": view.position_label})
    if old.get("atk") != new.get("atk") and new.get("atk") is not None:
        changes.append(_("ATK %(old)s → %(new)s") % {"old": old.get("atk"), "new": new["atk"]})
    if "face_up" in new and bool(old.get("face_up")) != bool(new.get("face_up")):
        changes.append(_("now face-up") if new.get("face_up") else _("now face-down"))
    return changes


def _counts(now: dict[str, Any], was: dict[str, Any] | None) -> list[Count]:
    # Konami's cards print "Deck" in every language, where a One Piece board says Mazzo
    rows = [(_("Hand"), "hand"), (pgettext("Yu-Gi-Oh! zone", "Deck"), "deck"),
            (_("Graveyard"), "graveyard"),
            (_("Banished"), "banished"), (_("Extra Deck"), "extra_deck")]
    return [Count(label, size(now, key), size(was, key) if was else None)
            for label, key in rows]


def _where(state: dict[str, Any], card_id: str) -> str:
    areas = {"hand": _("hand"), "graveyard": _("Graveyard"), "banished": _("banished cards"),
             "extra_deck": _("Extra Deck")}
    return where(state, card_id, areas, lambda side: _field_cards(side).keys())


def _summon_words(a: dict[str, Any], n: Any) -> str:
    tributes = a.get("tributes") if isinstance(a.get("tributes"), list) else []
    if tributes:
        return _("Tribute Summon %(card)s, tributing %(tributes)s") % {
            "card": n(a.get("card")), "tributes": ", ".join(n(t) for t in tributes)}
    return _("Normal Summon %(card)s") % {"card": n(a.get("card"))}


def _attack_words(a: dict[str, Any], n: Any) -> str:
    if a.get("target") == "direct":
        return _("%(attacker)s attacks directly") % {"attacker": n(a.get("attacker"))}
    return _("%(attacker)s attacks %(target)s") % {"attacker": n(a.get("attacker")),
                                                   "target": n(a.get("target"))}


ACTION_WORDS = {
    "normal_summon": _summon_words,
    "set_monster": lambda a, n: _("Set %(card)s face-down") % {"card": n(a.get("card"))},
    "flip_summon": lambda a, n: _("Flip Summon %(card)s") % {"card": n(a.get("card"))},
    "change_position": lambda a, n: _("change the battle position of %(card)s") % {
        "card": n(a.get("card"))},
    "set_spell_trap": lambda a, n: _("Set %(card)s") % {"card": n(a.get("card"))},
    "activate": lambda a, n: _("activate %(card)s") % {"card": n(a.get("card"))} + (
        _(", targeting %(card)s") % {"card": n(a["target"])} if a.get("target") else ""),
    "battle_phase": lambda a, n: _("enter the Battle Phase"),
    "attack": _attack_words,
    "main2": lambda a, n: _("go to Main Phase 2"),
}
