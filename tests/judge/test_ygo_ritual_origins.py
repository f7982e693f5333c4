"""Ritual Summons from places other than the hand, with Tributes of a kind, and with the monster
whose effect it is among the Tributes (digest 8-5-1): `summon_from`, `material`, `with_self`;
Megalith Ophiel read from its printed text (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

SOLDIER = monster("soldier", 3000, 2500, 8, name="Black Luster Soldier",
                  types=["Warrior", "Ritual"])


def advent(**step: Any) -> dict[str, Any]:
    """A Ritual Spell that Ritual Summons "any Ritual Monster" as `step` adds."""
    return spell("advent", "ritual", name="Advent", effect=[{"ritual_summon": step}])


ACT = {"activate": {"card": "advent", "pick": "soldier", "materials": ["eight"]}}


def test_a_ritual_monster_comes_from_the_graveyard_the_card_names():
    a = {"hand": [advent(summon_from=["hand", "graveyard"]), monster("eight", level=8)],
         "graveyard": [SOLDIER]}
    result = run(a, None, [ACT, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]
    assert "from the Graveyard" in texts(result) and "8-5-1" in result["rules_cited"]
    assert player(result, "A")["graveyard"] == ["eight", "advent"]


def test_from_the_deck_the_deck_is_shuffled():
    a = {"hand": [advent(summon_from=["hand", "deck"]), monster("eight", level=8)],
         "deck": [SOLDIER, monster("other")]}
    result = run(a, None, [ACT, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]
    assert any(step.get("code") == "deck_shuffled" for step in result["steps"])


def test_a_ritual_spell_that_names_no_place_takes_it_from_the_hand_only():
    a = {"hand": [advent(), monster("eight", level=8)], "graveyard": [SOLDIER]}
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == "why.summon_pick.ritual"
    a["hand"][0] = advent(summon_from=["deck"])
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == \
        "why.summon_pick.ritual.from"


def test_each_tribute_must_be_of_the_kind_the_card_asks():
    a = {"hand": [advent(material={"attribute": "LIGHT"}), SOLDIER,
                  monster("eight", level=8, attribute="DARK")]}
    assert illegal(run(a, None, [ACT]))["params"]["why"]["code"] == "why.material_not_there"
    a["hand"][2] = monster("eight", level=8, attribute="LIGHT")
    assert monster_ids(run(a, None, [ACT, "pass", "pass"]), "A") == ["soldier"]


# Megalith Ophiel (Level 4), Black Luster Soldier (a Level 8 Ritual Monster)
OPHIEL, LUSTER = "63056220", "05405694"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (OPHIEL, LUSTER)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-soldier, card: "{LUSTER}"}}, {{id: a-four, name: Four, level: 4}}]
    monsters: [{{id: a-ophiel, card: "{OPHIEL}"}}, {{id: a-other, name: Other, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-ophiel, effect: 1, pick: a-soldier, materials: {{tributes}}}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_megalith_ophiel_ritual_summons_tributing_itself(printed):
    result = judged(BOARD.replace("{tributes}", "[a-ophiel, a-four]"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [
        "a-other", "a-soldier"]
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.django_db
def test_megalith_ophiel_must_be_one_of_the_tributes(printed):
    result = judged(BOARD.replace("{tributes}", "[a-other, a-four]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["why"]["code"] == "why.ritual_with_self"
    assert result["illegal"]["rules"] == ["8-5-1", "5-2-4"]
