"""Monsters an effect Special Summons in face-down Defense Position (8-4-3: face-down only where
the text says so), judged: the monster is face-down, so its effects cannot be activated on the
field (9-1-3) and it cannot be Flip Summoned on the turn it arrived (8-3-2); a Link Monster is
never face-down (9-1-4). Burst Rebirth and Little Trooper are imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

BURST_REBIRTH, LITTLE_TROOPER = "50243722", "73702909"
REVIVE = [{"activate": {"card": "a-revive", "target": "a-fallen"}}, "pass", "pass"]


def revive(position: str = "set") -> dict:
    return spell("a-revive", effect=[{"special_summon": {"card": "chosen",
                                                         "position": position}}])


def test_the_monster_arrives_face_down_and_cannot_be_flip_summoned_that_turn():
    result = run({"hand": [revive()], "graveyard": [monster("a-fallen", atk=1800)]},
                 actions=REVIVE + [{"flip_summon": {"card": "a-fallen"}}])
    assert illegal(result)["rules"] == ["8-3-2"]
    assert player(result, "A")["monsters"][0]["position"] == "set"
    assert "face-down Defense Position" in texts(result)
    assert {"8-4-3", "9-1-3"} <= set(result["rules_cited"])


def test_a_link_monster_is_never_summoned_face_down():
    link = monster("a-fallen", atk=1800, level=1, types=["Cyberse", "Link"])
    result = run({"hand": [revive()], "graveyard": [link]}, actions=REVIVE)
    assert player(result, "A")["graveyard"] == ["a-fallen", "a-revive"]
    assert "9-1-4" in result["rules_cited"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BURST_REBIRTH, LITTLE_TROOPER)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: 8000
    spells_traps: [{{id: a-burst, card: "{burst}"}}]
    monsters: [{{id: a-trooper, card: "{trooper}"}}]
    graveyard: [{{id: a-fallen, name: Fallen, atk: 1800, def: 900, level: 4}}]
    deck: [{{id: a-warrior, name: Small Warrior, atk: 300, def: 300, level: 2,
             types: [Warrior]}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 2500, def: 1000}}]
actions:
{actions}"""


def play(actions: str) -> dict:
    return judged(BOARD.format(burst=BURST_REBIRTH, trooper=LITTLE_TROOPER, actions=actions))


@pytest.mark.django_db
def test_burst_rebirth_pays_and_summons_its_target_face_down(printed):
    result = play("  - activate: {card: a-burst, target: a-fallen}\n  - pass\n  - pass")
    a = result["state"]["players"]["A"]
    assert a["lp"] == 6000
    assert {"id": "a-fallen", "position": "set"}.items() <= \
        next(m for m in a["monsters"] if m["id"] == "a-fallen").items()


@pytest.mark.django_db
def test_little_trooper_summons_a_warrior_face_down_from_the_deck(printed):
    result = play("  - battle_phase\n  - attack: {attacker: a-trooper, target: b-ogre}\n"
                  "  - pass\n  - activate: {card: a-trooper, pick: a-warrior}\n  - pass\n"
                  "  - pass")
    a = result["state"]["players"]["A"]
    assert [(m["id"], m["position"]) for m in a["monsters"]] == [("a-warrior", "set")]
