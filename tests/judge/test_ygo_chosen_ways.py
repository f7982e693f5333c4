"""Real cards that take control of a monster or change its battle position without targeting
it (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
Darklord Enchantment (a Trap Set earlier) takes the face-up monster its player names as it
resolves until the End Phase (5-3-22, 3-10-3), a face-down one not among those it may take;
Jutte Fighter changes the Attack Position monster named to face-up Defense Position (9-2-7),
and is not activated while the opponent has none (5-2-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

ENCHANTMENT, ZERATO, JUTTE = "87990236", "40921744", "60410769"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ENCHANTMENT, ZERATO, JUTTE)))


TAKEN = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-zerato, card: "{ZERATO}"}}]
    spells_traps: [{{id: a-trap, card: "{ENCHANTMENT}"}}]
  B:
    monsters: [{{id: b-up, name: Up One, kind: monster, level: 4, atk: 1800, def: 1000}},
               {{id: b-down, name: Down One, kind: monster, level: 4, atk: 1000, def: 1000,
                 position: set}}]
actions:
  - activate: {{card: a-trap, cost: [a-zerato]PICK}}
  - pass
  - pass
"""


def test_the_face_up_monster_named_is_taken_until_the_end_phase(printed):
    result = judged(TAKEN.replace("PICK", ", pick: b-up"))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["b-up"]
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-down"]
    assert {"5-3-22", "3-10-3"} <= set(result["rules_cited"])
    codes = [step["code"] for step in result["steps"]]
    assert "card_chosen_resolving" in codes and "control_taken.end_phase" in codes


def test_the_only_face_up_monster_is_taken_when_none_is_named(printed):
    # the face-down one does not fit "face-up", so no choice is left to make (5-3-22)
    result = judged(TAKEN.replace("PICK", ""))
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["b-up"]


def test_a_face_down_monster_named_among_two_face_up_ones_is_not_taken(printed):
    other = ("{id: b-two, name: Up Two, kind: monster, level: 4, atk: 1500, def: 1000},\n"
             "               {id: b-down")
    result = judged(TAKEN.replace("PICK", ", pick: b-down").replace("{id: b-down", other))
    assert player(result, "A")["monsters"] == []
    codes = [step["code"] for step in result["steps"]]
    assert "effect_part_skipped" in codes and "5-3-22" in result["rules_cited"]


JUTTE_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-jutte, card: "{JUTTE}"}}]
  B:
    monsters: [MONSTERS]
actions:
  - activate: {{card: a-jutte, effect: 0, pick: b-att}}
  - pass
  - pass
"""
ATTACKER = "{id: b-att, name: Attacker, kind: monster, level: 4, atk: 1800, def: 1000}"
DEFENDER = ("{id: b-def, name: Defender, kind: monster, level: 4, atk: 1000, def: 1000, "
            "position: defense}")


def test_the_attack_position_monster_named_goes_to_face_up_defense(printed):
    result = judged(JUTTE_BOARD.replace("MONSTERS", f"{ATTACKER}, {DEFENDER}"))
    assert result["outcome"] == "completed"
    [changed] = [m for m in player(result, "B")["monsters"] if m["id"] == "b-att"]
    assert changed["position"] == "defense"
    assert {"5-3-22", "9-2-7"} <= set(result["rules_cited"])


def test_not_activated_while_the_opponent_has_no_attack_position_monster(printed):
    ruling = services.judge_text("ygo", JUTTE_BOARD.replace("MONSTERS", DEFENDER).replace(
        ", pick: b-att", ""))
    result = ruling.result
    assert result["outcome"] == "illegal_action"
    assert "5-2-4" in result["rules_cited"]


# Dharc the Dark Charmer: no target in its wording; its FLIP effect is activated by the engine
# once it is flipped (5-1-5), the one DARK monster there the only one it can choose (5-3-22)
DHARC = "19327348"
CHARMED = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-dharc, card: "{DHARC}", position: set}}]
    hand: [{{id: a-hole, name: Hole, kind: spell, spell_type: normal,
             effect: [{{destroy: a-dharc}}]}}]
  B:
    monsters: [{{id: b-dark, name: Shade, kind: monster, level: 4, atk: 1500, def: 1000,
                attribute: DARK}},
               {{id: b-light, name: Shine, kind: monster, level: 4, atk: 1500, def: 1000,
                attribute: LIGHT}}]
actions:
  - flip_summon: {{card: a-dharc}}
  - pass
  - pass
MORE"""


def test_the_only_dark_monster_is_taken_and_given_back_when_dharc_leaves(tmp_path):
    store(subset(tmp_path, (DHARC,)))
    result = judged(CHARMED.replace("MORE", ""))
    assert result["outcome"] == "completed", result
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-dharc", "b-dark"]
    assert {"5-3-22", "3-10-3", "3-10-6"} <= set(result["rules_cited"])
    gone = judged(CHARMED.replace("MORE", "  - activate: {card: a-hole}\n  - pass\n  - pass\n"))
    assert sorted(m["id"] for m in player(gone, "B")["monsters"]) == ["b-dark", "b-light"]
    assert "control_given_back.while_over" in str(gone)
