"""Real Union monsters that make the monster they equip unaffected by some of the opponent's
effects (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read
and judged (5-3-29, 10-4-7): C-Crush Wyvern equipped to a LIGHT Machine monster keeps the
opponent's Trap effects off it, not their Spell effects (it is destroyed in its place instead,
10-4-8), nor its own controller's Traps; B-Buster Drake does the same for Spell effects, and
A-Assault Core's "monster effects (except its own)" reads too. Heavy Mech Support Armor keeps
the opponent's cards from targeting its monster (5-4-4, 10-4-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

WYVERN, DRAKE, CORE, ARMOR = "03405259", "77411244", "30012506", "39890958"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WYVERN, DRAKE, CORE, ARMOR)))


def _gives(number: str) -> list[str]:
    card = Card.objects.get(game_id="ygo", number=number)
    return card.encoding["effects"][0]["effect"][0]["equip"]["gives"]


def test_the_union_sentences_read_as_what_the_equip_gives(printed):
    for number in (WYVERN, DRAKE, ARMOR):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    assert _gives(WYVERN) == ["unaffected_opponent_traps", "substitute_battle",
                              "substitute_effect"]
    assert _gives(DRAKE)[0] == "unaffected_opponent_spells"
    assert _gives(CORE)[0] == "unaffected_opponent_monsters"
    armor = Card.objects.get(game_id="ygo", number=ARMOR).encoding["effects"][1]
    assert armor["effect"][0]["equip"]["gives"][0] == "untargetable_by_opponent"


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-union, card: "{union}"}},
               {{id: a-x, name: Engine, atk: 1000, def: 1000, types: [Machine],
                 attribute: LIGHT}}]
    spells_traps: [{{id: a-own, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
  B:
    spells_traps: [{{id: b-crush, kind: {kind}, {kind}_type: {subtype},
                    effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-union, target: a-x}}
  - pass
  - pass
  - activate: {{card: {by}, target: a-x}}
  - pass
  - pass"""


def _judge(union: str, kind: str, by: str = "b-crush") -> dict:
    subtype = "normal" if kind == "trap" else "quick-play"
    return judged(BOARD.format(union=union, kind=kind, subtype=subtype, by=by))


def test_the_opponents_trap_is_not_applied_to_the_wyverns_monster(printed):
    result = _judge(WYVERN, "trap")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"]
    assert [card["id"] for card in a["spells_traps"]] == ["a-own", "a-union"]
    assert "effect.unaffected_equipped" in [step["code"] for step in result["steps"]]
    assert {"5-3-29", "10-4-7"} <= set(result["rules_cited"])


def test_the_opponents_spell_still_is_and_the_wyvern_goes_in_its_place(printed):
    result = _judge(WYVERN, "spell")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-union"]
    assert "effect.unaffected_equipped" not in [step["code"] for step in result["steps"]]


def test_its_own_controllers_trap_is_applied(printed):
    result = _judge(WYVERN, "trap", by="a-own")
    a = result["state"]["players"]["A"]
    assert "effect.unaffected_equipped" not in [step["code"] for step in result["steps"]]
    assert "a-union" in a["graveyard"]  # destroyed in its monster's place (10-4-8)


def test_the_drake_keeps_the_opponents_spell_off(printed):
    result = _judge(DRAKE, "spell")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-x"]
    assert "effect.unaffected_equipped" in [step["code"] for step in result["steps"]]


ARMORED = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-armor, card: "{ARMOR}"}},
               {{id: a-x, name: Engine, atk: 1000, def: 1000, types: [Machine]}}]
  B:
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-armor, effect: 1, target: a-x}}
  - pass
  - pass
  - activate: {{card: b-crush, target: a-x}}"""


def test_the_opponent_cannot_target_the_armors_monster(printed):
    result = judged(ARMORED)
    assert result["illegal"] and "5-4-4" in result["rules_cited"]
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-x"]
