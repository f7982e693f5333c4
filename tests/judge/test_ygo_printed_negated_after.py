"""Real cards whose Special Summon is followed by the sentence "Its effects are negated."
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Lock
Cat revives a Level 1 Beast in Defense Position, negated for as long as it stays face-up, so it
cannot activate its effect on the field (5-5-1, 5-5-2); Performapal Flip Hippo's Performapal,
negated "until the end of this turn", may activate its effect again in the next turn (7-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

LOCK_CAT = "52346240"
BEAST = ("{id: a-beast, name: Kitten, level: 1, atk: 100, def: 100, types: [Beast, Effect], "
         "effects: [{type: ignition, effect: [{draw: 1}]}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LOCK_CAT,)))


def cat_board(actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cat, card: "{LOCK_CAT}"}}]
    graveyard: [{BEAST}]
    deck: [{{id: a-d1, name: One, atk: 100, def: 100}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-cat}}
  - activate: {{card: a-cat, target: a-beast}}
  - pass
  - pass
{actions}""")


def test_lock_cat_revives_its_beast_in_defense_position_negated(printed):
    result = cat_board("")
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [(m["id"], m["position"]) for m in monsters] == [("a-cat", "attack"),
                                                            ("a-beast", "defense")]
    assert "5-5-1" in result["rules_cited"]


def test_the_revived_beast_cannot_activate_its_effect(printed):
    result = cat_board("  - activate: {card: a-beast}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-5-2"
    assert result["state"]["players"]["A"]["hand"] == []


FLIP_HIPPO = "91449532"
PAL = ("{id: a-pal, name: Pal, archetypes: [Performapal], level: 3, atk: 100, def: 100, "
       "types: [Beast, Effect], effects: [{type: ignition, effect: [{draw: 1}]}, "
       "{type: quick, during: opponent_turn, effect: [{draw: 1}]}]}")


@pytest.fixture
def hippo(tmp_path):
    store(subset(tmp_path, (FLIP_HIPPO,)))


def hippo_board(actions: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hippo, card: "{FLIP_HIPPO}"}}, {PAL}]
    deck: [{{id: a-d1, name: One, atk: 100, def: 100}}]
  B:
    deck: [{{id: b-d1, name: Two, atk: 100, def: 100}}]
actions:
  - normal_summon: {{card: a-hippo}}
  - activate: {{card: a-hippo, pick: a-pal}}
  - pass
  - pass
{actions}""")


def test_flip_hippos_performapal_is_negated_this_turn(hippo):
    result = hippo_board("  - activate: {card: a-pal, effect: 0}")
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [m["id"] for m in monsters] == ["a-hippo", "a-pal"]
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-5-2"


def test_the_negation_ends_with_the_turn(hippo):
    result = hippo_board("""  - end_turn
  - activate: {card: a-pal, effect: 1}
  - pass
  - pass""")
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["hand"] == ["a-d1"]  # the Quick Effect drew
    assert {"5-5-1", "7-7-3"} <= set(result["rules_cited"])


def test_negated_takes_true_or_turn_only():
    ruling = services.judge_text("ygo", """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-eye, name: Eye, kind: spell, property: Normal,
            effect: [{fetch: {to: field, from: [hand], what: monster, negated: sometimes}}]}]
  B: {}
actions:
  - activate: {card: a-eye}""")
    assert not ruling.ok
    assert any("negated" in str(error) for error in ruling.errors)
