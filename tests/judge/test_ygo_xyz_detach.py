"""Xyz Materials detached by what an effect does, and targets described by their materials
(4-4-9), with real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Kurivolt ("You can target 1 Xyz Monster that has material; detach 1 material from
it, and if you do, Special Summon 1 "Kurivolt" from your Deck."), Galaxy Storm ("Target 1
face-up Xyz Monster on the field that has no Xyz Material; destroy that target.") and Xyz Agent
("If this card is in your Graveyard: You can target 1 "Utopia" Xyz Monster you control; attach
this card from the Graveyard to it as an Xyz Material.")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player, run, spell, texts  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KURIVOLT, STORM, AGENT = "40817915", "80887714", "72502414"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KURIVOLT, STORM, AGENT)))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-storm, card: "{storm}"}}]
    deck: [{{id: a-kuri-2, card: "{kuri}"}}]
    graveyard: [{{id: a-agent, card: "{agent}"}}]
    monsters: [{{id: a-kuri, card: "{kuri}"}},
               {{id: a-xyz, name: Utopia Xyz, level: 4, atk: 2500, def: 2000, materials: 1,
                 types: [Warrior, Xyz, Effect], archetypes: [Utopia]}},
               {{id: a-bare, name: Bare Xyz, level: 4, atk: 1800, def: 1000,
                 types: [Warrior, Xyz, Effect]}}]
  B:
    spells_traps: [{{id: b-hole, name: Trap Hole, kind: trap, face_up: false,
                     effect: [{{destroy: chosen}}]}}]
actions:
{actions}"""


def board(*actions: str) -> dict:
    return judged(BOARD.format(kuri=KURIVOLT, storm=STORM, agent=AGENT,
                               actions="\n".join(actions)))


def materials(result: dict, card_id: str) -> int:
    found = next(m for m in player(result, "A")["monsters"] if m["id"] == card_id)
    return found.get("materials", 0)


def test_kurivolt_detaches_then_summons_its_copy(printed):
    result = board("  - activate: {card: a-kuri, effect: 0, target: a-xyz, pick: a-kuri-2}",
                   "  - pass", "  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert materials(result, "a-xyz") == 0
    assert "a-kuri-2" in [m["id"] for m in player(result, "A")["monsters"]]
    assert "4-4-9" in result["rules_cited"]


def test_kurivolt_cannot_target_an_xyz_monster_without_material(printed):
    result = board("  - activate: {card: a-kuri, effect: 0, target: a-bare, pick: a-kuri-2}")
    assert result["outcome"] == "illegal_action"
    assert {"5-2-3", "4-4-9"} <= set(result["illegal"]["rules"])
    assert "has at least one Xyz Material" in result["illegal"]["reason"]


def test_no_material_detached_from_a_monster_gone_means_no_summon(printed):
    # B destroys the Xyz Monster in answer: nothing to detach, so nothing "if you do" (5-2-7)
    result = board("  - activate: {card: a-kuri, effect: 0, target: a-xyz, pick: a-kuri-2}",
                   "  - activate: {card: b-hole, target: a-xyz}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert "a-kuri-2" not in [m["id"] for m in player(result, "A")["monsters"]]
    assert player(result, "A")["deck"] == 1
    assert "5-2-7" in result["rules_cited"]


def test_galaxy_storm_destroys_an_xyz_monster_without_material(printed):
    result = board("  - activate: {card: a-storm, target: a-bare}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    assert "a-bare" in player(result, "A")["graveyard"]


def test_galaxy_storm_cannot_target_one_with_material(printed):
    result = board("  - activate: {card: a-storm, target: a-xyz}")
    assert result["outcome"] == "illegal_action"
    assert "4-4-9" in result["illegal"]["rules"]


def test_xyz_agent_goes_under_a_utopia_monster_from_the_graveyard(printed):
    result = board("  - activate: {card: a-agent, effect: 0, target: a-xyz}", "  - pass",
                   "  - pass")
    assert result["outcome"] == "completed"
    assert materials(result, "a-xyz") == 2
    assert "a-agent" not in player(result, "A")["graveyard"]


def test_detach_all_and_too_few():
    # hand-typed Spells: "detach all materials from it" and "detach 2 materials from it"
    from ygo_duel import monster

    def cast(count: int) -> dict:
        return run(
            a={"hand": [spell("a-strip", effect=[{"detach": {"card": "chosen",
                                                             "count": count}}],
                              target={"what": "monster", "type": "Xyz"})],
               "monsters": [monster("a-xyz", types=["Fiend", "Xyz"], materials=1)]},
            actions=[{"activate": {"card": "a-strip", "target": "a-xyz"}}, "pass", "pass"],
            phase="main1")

    stripped = cast(0)
    assert stripped["outcome"] == "completed"
    assert "materials" not in player(stripped, "A")["monsters"][0]
    assert "1 Xyz Material is detached" in texts(stripped)
    kept = cast(2)
    assert player(kept, "A")["monsters"][0]["materials"] == 1
    assert "fewer than 2" in texts(kept)


LEVIATHAN, TOTEM = "69610924", "71068247"
BARE = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    monsters: [{{id: a-leviathan, card: "{leviathan}", materials: {materials}}},
               {{id: a-totem, card: "{totem}", materials: {materials}}}]
  B: {{}}
actions:
{actions}"""


def bare(materials: int, phase: str, *actions: str) -> dict:
    return judged(BARE.format(leviathan=LEVIATHAN, totem=TOTEM, materials=materials,
                              phase=phase, actions="\n".join(actions) or "  []"))


def test_leviathan_dragon_attacks_directly_only_with_material(tmp_path):
    store(subset(tmp_path, (LEVIATHAN, TOTEM)))
    refused = bare(0, "battle", "  - attack: {attacker: a-leviathan, target: direct}")
    assert refused["outcome"] == "illegal_action"
    assert {"12-3-15", "4-4-9"} <= set(refused["illegal"]["rules"])
    assert "cannot attack directly unless it has material" in refused["illegal"]["reason"]
    allowed = bare(1, "battle", "  - attack: {attacker: a-leviathan, target: direct}",
                   "  - pass")
    assert allowed["outcome"] == "completed", allowed.get("illegal")
    assert player(allowed, "B")["lp"] == 8000 - 2000


def test_totem_bird_loses_atk_once_it_has_no_material(tmp_path):
    store(subset(tmp_path, (LEVIATHAN, TOTEM)))

    def totem(result: dict) -> dict:
        return next(m for m in player(result, "A")["monsters"] if m["id"] == "a-totem")

    assert totem(bare(1, "main1"))["atk"] == 1900
    assert totem(bare(0, "main1"))["atk"] == 1600


PERPETUA, RESERVE = "59208943", "42620460"  # Time Thief Perpetua, Time Thief Power Reserve
THIEVES = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    deck: [{{id: a-reserve, card: "{reserve}"}}, {{id: a-other, name: Other Trap, kind: trap}}]
    monsters: [{{id: a-perpetua, card: "{perpetua}", materials: 2}},
               {{id: a-xyz, name: Thief Xyz, level: 4, atk: 2000, def: 2000, materials: 1,
                 types: [Psychic, Xyz, Effect]}}]
  B: {{}}
actions:
{actions}"""


def thieves(*actions: str) -> dict:
    return judged(THIEVES.format(perpetua=PERPETUA, reserve=RESERVE,
                                 actions="\n".join(actions)))


def test_perpetua_attaches_a_time_thief_card_from_the_deck_to_its_target(tmp_path):
    store(subset(tmp_path, (PERPETUA, RESERVE)))
    result = thieves("  - activate: {card: a-perpetua, effect: 1, target: a-xyz, "
                     "pick: a-reserve}", "  - pass", "  - pass")
    assert result["outcome"] == "completed", result.get("illegal")
    assert materials(result, "a-xyz") == 2
    assert materials(result, "a-perpetua") == 2
    assert player(result, "A")["deck"] == 1
    assert "4-4-3" in result["rules_cited"]


def test_perpetua_takes_only_a_time_thief_card_for_another_monster(tmp_path):
    store(subset(tmp_path, (PERPETUA, RESERVE)))
    other = thieves("  - activate: {card: a-perpetua, effect: 1, target: a-xyz, "
                    "pick: a-other}")
    assert other["outcome"] == "illegal_action"
    itself = thieves("  - activate: {card: a-perpetua, effect: 1, target: a-perpetua, "
                     "pick: a-reserve}")
    assert itself["outcome"] == "illegal_action"
    assert "5-2-3" in itself["illegal"]["rules"]
