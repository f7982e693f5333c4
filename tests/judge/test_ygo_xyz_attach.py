"""Cards put under an Xyz Monster as its Xyz Materials by an effect (4-4-3), with real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Overlay Regen
("Target 1 face-up Xyz Monster on the field; attach this card to it as material.") and
Lyrilusc - Celestine Wagtail ("If this card is in your GY: You can target 1 "Lyrilusc" Xyz
Monster you control; attach this card to it as material.")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

REGEN, WAGTAIL = "27068117", "46576366"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (REGEN, WAGTAIL)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-regen, card: "{regen}"}}]
    graveyard: [{{id: a-wagtail, card: "{wagtail}"}}]
    monsters: [{{id: a-xyz, name: Lyrilusc Xyz, level: 1, atk: 1000, def: 0, materials: 1,
                 types: [Winged Beast, Xyz, Effect], archetypes: [Lyrilusc]}},
               {{id: a-plain, name: Plain, level: 4, atk: 1000, def: 0}}]
  B:
    spells_traps: [{{id: b-hole, name: Trap Hole, kind: trap, face_up: false,
                     effect: [{{destroy: chosen}}]}}]
actions:
{actions}"""


def run(*actions: str) -> dict:
    return judged(BOARD.format(regen=REGEN, wagtail=WAGTAIL, actions="\n".join(actions)))


def xyz(result: dict) -> dict:
    return next(m for m in player(result, "A")["monsters"] if m["id"] == "a-xyz")


def test_overlay_regen_goes_under_the_xyz_monster(printed):
    result = run("  - activate: {card: a-regen, target: a-xyz}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert xyz(result)["materials"] == 2
    a = player(result, "A")
    assert "a-regen" not in a["graveyard"] and "a-regen" not in a["spells_traps"]
    assert "4-4-3" in result["rules_cited"]


def test_nothing_is_attached_to_a_monster_that_is_gone(printed):
    # B answers by destroying the Xyz Monster: Overlay Regen has nothing to go under and, a
    # Normal Spell, goes to the Graveyard once the chain is over (5-2-5, 10-4-1)
    result = run("  - activate: {card: a-regen, target: a-xyz}",
                 "  - activate: {card: b-hole, target: a-xyz}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert "a-regen" in player(result, "A")["graveyard"]


def test_celestine_wagtail_attaches_itself_from_the_graveyard(printed):
    result = run("  - activate: {card: a-wagtail, effect: 1, target: a-xyz}", "  - pass",
                 "  - pass")
    assert result["outcome"] == "completed"
    assert xyz(result)["materials"] == 2
    assert "a-wagtail" not in player(result, "A")["graveyard"]


def test_wagtail_needs_a_lyrilusc_xyz_monster(printed):
    result = run("  - activate: {card: a-wagtail, effect: 1, target: a-plain}")
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_a_token_is_never_attached():
    # a hand-typed Spell: "Target 1 monster; attach it to <the Xyz Monster> as material"
    from ygo_duel import monster, run, spell, texts

    result = run(
        a={"hand": [spell("a-pull", effect=[{"attach": {"card": "chosen", "to": "a-xyz"}}])],
           "monsters": [monster("a-xyz", types=["Fiend", "Xyz"], materials=1),
                        monster("a-token", types=["Fiend", "Token"])]},
        actions=[{"activate": {"card": "a-pull", "target": "a-token"}}, "pass", "pass"],
        phase="main1")
    assert result["outcome"] == "completed"
    assert "a-token" in [m["id"] for m in player(result, "A")["monsters"]]
    assert "4-7-5" in result["rules_cited"] and "never Xyz Material" in texts(result)


def test_xyz_reborn_attaches_itself_to_the_monster_it_revives(tmp_path):
    # Xyz Reborn: "Target 1 Xyz Monster in your GY; Special Summon it, and if you do, attach
    # this card to it as material." (5-2-7, 4-4-3)
    store(subset(tmp_path, ("26708437",)))
    board = """
game: ygo
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells_traps: [{id: a-reborn, card: "26708437", face_up: false}]
    graveyard: [{id: a-xyz, name: Fallen Xyz, level: 4, atk: 2000, def: 0,
                 types: [Fiend, Xyz, Effect]}]
  B: {}
actions:
  - activate: {card: a-reborn, target: a-xyz}
  - pass
  - pass
"""
    result = judged(board)
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert [(m["id"], m["materials"]) for m in a["monsters"]] == [("a-xyz", 1)]
    assert "a-reborn" not in a["graveyard"] and not a["spells_traps"]


@pytest.mark.parametrize(("types", "attached"), [(["Fiend", "Xyz"], True), (["Fiend"], False)])
def test_a_card_taken_from_the_deck_goes_under_this_card(types, attached):
    # "Attach 1 "Goblin" monster from your Deck to this card as material." (4-4-3, 5-3-13)
    from ygo_duel import monster, run

    effect = {"type": "ignition", "effect": [
        {"fetch": {"to": "material", "what": "monster", "archetype": "Goblin"}}]}
    goblin = monster("a-goblin", archetypes=["Goblin"])
    result = run(a={"monsters": [monster("a-biker", types=types, materials=1,
                                         effects=[effect])] if "Xyz" in types else
                    [monster("a-biker", types=types, effects=[effect])],
                    "deck": [goblin]},
                 actions=[{"activate": {"card": "a-biker", "pick": "a-goblin"}}, "pass", "pass"],
                 phase="main1")
    a = player(result, "A")
    assert result["outcome"] == "completed"
    assert a["deck"] == (0 if attached else 1)
    if attached:
        assert a["monsters"][0]["materials"] == 2
