"""Xyz Summons an effect makes on top of one monster (8-5-15), with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Rank-Up-Magic Skip Force
(a "Raidraptor" monster 2 Ranks higher than the target), Bug Signal (an Insect monster 2 Ranks
higher or lower) and Rank-Up-Magic Soul Shave Force (the target Special Summoned from the GY
first, then used as the material)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SKIP_FORCE, BUG_SIGNAL, SOUL_SHAVE = "58988903", "47185546", "23581825"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKIP_FORCE, BUG_SIGNAL, SOUL_SHAVE)))


def test_the_rank_up_sentences_are_read_with_their_parenthesis():
    skip = derived(SKIP_FORCE)
    assert skip.automation == "full" and not skip.notes
    assert skip.encoding["effect"] == [{"rank_up": {"over": "chosen", "archetype": "Raidraptor",
                                                    "ranks": 2}}]
    bug = derived(BUG_SIGNAL)
    assert bug.automation == "full"
    assert bug.encoding["effect"][0]["rank_up"] == {"over": "chosen", "type": "Insect",
                                                    "ranks": 2, "either": True}
    shave = derived(SOUL_SHAVE)
    assert shave.automation == "full" and shave.encoding["pay_lp"] == "half"
    assert shave.encoding["effect"][1] == {"then": [{"rank_up": {"over": "summoned_target",
                                                                 "ranks": 2}}]}


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: 8000
    hand: [{{id: a-magic, card: "{card}"}}]
    extra_deck:
      - {{id: a-r6, name: Raidraptor Six, archetypes: [Raidraptor], level: 6, atk: 2500, def: 0,
         types: [Winged Beast, Xyz, Effect]}}
      - {{id: a-r5, name: Raidraptor Five, archetypes: [Raidraptor], level: 5, atk: 2000, def: 0,
         types: [Winged Beast, Xyz, Effect]}}
      - {{id: a-b2, name: Bug Two, level: 2, atk: 1000, def: 0, types: [Insect, Xyz, Effect]}}
      - {{id: a-b6, name: Bug Six, level: 6, atk: 2600, def: 0, types: [Insect, Xyz, Effect]}}
    monsters:
      - {{id: a-r4, name: Raidraptor Four, archetypes: [Raidraptor], level: 4, atk: 1800, def: 0,
         types: [Winged Beast, Xyz, Effect], materials: 2}}
      - {{id: a-b4, name: Bug Four, level: 4, atk: 1500, def: 0, types: [Insect, Xyz, Effect],
         materials: 1}}
    graveyard:
      - {{id: a-gy4, name: Raidraptor Fallen, archetypes: [Raidraptor], level: 4, atk: 1000,
         def: 0, types: [Winged Beast, Xyz, Effect], properly_summoned: true}}
  B: {{}}
actions:
  - activate: {activate}
  - pass
  - pass"""


def run(card: str, activate: str) -> dict:
    return judged(BOARD.format(card=card, activate=activate))


def monster(result: dict, card: str) -> dict | None:
    return next((m for m in player(result, "A")["monsters"] if m["id"] == card), None)


def test_skip_force_summons_two_ranks_higher_with_the_materials(printed):
    result = run(SKIP_FORCE, "{card: a-magic, target: a-r4, pick: a-r6}")
    assert result["outcome"] == "completed"
    summoned = monster(result, "a-r6")
    assert summoned is not None and summoned["materials"] == 3  # Four and its 2 materials
    assert monster(result, "a-r4") is None
    assert "8-5-15" in result["rules_cited"]


def test_skip_force_refuses_a_monster_of_another_rank(printed):
    result = run(SKIP_FORCE, "{card: a-magic, target: a-r4, pick: a-r5}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.rank_up"
    assert result["illegal"]["rules"] == ["8-5-15", "5-2-4"]


def test_skip_force_needs_a_monster_named(printed):
    result = run(SKIP_FORCE, "{card: a-magic, target: a-r4}")
    assert result["illegal"]["code"] == "illegal.rank_up"


def test_bug_signal_goes_two_ranks_either_way(printed):
    for pick in ("a-b2", "a-b6"):
        result = run(BUG_SIGNAL, f"{{card: a-magic, target: a-b4, pick: {pick}}}")
        assert result["outcome"] == "completed", pick
        summoned = monster(result, pick)
        assert summoned is not None and summoned["materials"] == 2


def test_soul_shave_force_revives_then_ranks_up(printed):
    result = run(SOUL_SHAVE, "{card: a-magic, target: a-gy4, pick: a-r6}")
    assert result["outcome"] == "completed"
    summoned = monster(result, "a-r6")
    assert summoned is not None and summoned["materials"] == 1
    assert player(result, "A")["lp"] == 4000
    assert monster(result, "a-gy4") is None and "a-gy4" not in player(result, "A")["graveyard"]


# Evolzar Solda: "Cannot be destroyed by card effects while it has material." (4-4-3)
SOLDA = "18511599"
SOLDA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hit, name: Hit, kind: spell, spell_type: normal,
             target: {{what: monster, zone: field}}, effect: [{{destroy: chosen}}]}}]
  B:
    monsters: [{{id: b-solda, card: "{solda}", materials: {materials}}}]
actions:
  - activate: {{card: a-hit, target: b-solda}}
  - pass
  - pass"""


@pytest.fixture
def solda(tmp_path):
    store(subset(tmp_path, (SOLDA,)))


def test_solda_reads_its_condition_on_materials():
    read = derived(SOLDA)
    assert read.automation == "full"
    assert read.encoding["effect_indestructible"] is True
    assert read.encoding["while_material"] == ["effect_indestructible"]


def test_solda_stays_only_while_it_has_material(solda):
    kept = judged(SOLDA_BOARD.format(solda=SOLDA, materials=1))
    assert [m["id"] for m in player(kept, "B")["monsters"]] == ["b-solda"]
    assert "5-3-12" in kept["rules_cited"]
    gone = judged(SOLDA_BOARD.format(solda=SOLDA, materials=0))
    assert player(gone, "B")["monsters"] == [] and "b-solda" in player(gone, "B")["graveyard"]
