"""Special Summons restricted with no exception (5-2-10, 5-2-11), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Cards for
Black Feathers' "You cannot Special Summon during the turn you activate this card." refuses
the card after a Special Summon that turn and otherwise forbids every Special Summon of its
player for the rest of the turn; the exception printed before "the turn" (Silent Sea Nettle)
and the rider without one (Berlineth the Firestorm Vassal) read the same way."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, printed, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FEATHERS = "04168871"  # Cards for Black Feathers
REBORN = "83764718"  # Monster Reborn
NETTLE = "31059809"  # Silent Sea Nettle
WHITELION = "36629635"  # Dandy Whitelion
BERLINETH = "59808784"  # Berlineth the Firestorm Vassal


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (FEATHERS, REBORN)))


def test_a_restriction_without_exception_is_read():
    assert printed(FEATHERS)["summon_lock_turn"] == {"from": "any"}
    assert printed(WHITELION)["effects"][0]["summon_lock_turn"] == {"from": "extra_deck"}


def test_an_exception_printed_before_the_turn_is_read():
    nettle = printed(NETTLE)["effects"][0]
    assert nettle["summon_lock_turn"] == {"from": "any", "except": {"attribute": "WATER"}}


def test_a_rider_without_exception_is_a_step_of_its_effect():
    steps = printed(BERLINETH)["effects"][0]["effect"]
    assert {"summon_lock": {"from": "extra_deck"}} in steps


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-feathers, card: "04168871"}}, {{id: a-reborn, card: "83764718"}},
           {{id: a-wing, name: Blackwing - Gale, kind: monster, level: 3, atk: 1300,
             def: 400, attribute: DARK, archetypes: [Blackwing]}}]
    deck: 5
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: DARK}}]
  B:
    deck: 5
actions:
{actions}"""
FEATHERS_FIRST = """  - activate: {card: a-feathers, cost: [a-wing]}
  - pass
  - pass
"""
REBORN_NEXT = """  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass
"""


def test_refused_after_any_special_summon_that_turn(imported):
    result = judged(BOARD.format(actions=REBORN_NEXT + FEATHERS_FIRST))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-11", result["illegal"]
    assert "already Special Summoned Fallen" in result["illegal"]["reason"]
    assert "except" not in result["illegal"]["reason"]


def test_activated_first_it_forbids_every_special_summon(imported):
    result = judged(BOARD.format(actions=FEATHERS_FIRST + REBORN_NEXT))
    assert result["outcome"] == "completed", result
    assert player(result, "A")["hand"] == ["A.deck1", "A.deck2"]  # drawn; Reborn played
    assert "a-fallen" in player(result, "A")["graveyard"]  # not Special Summoned
    assert {"5-2-11", "5-2-10"} <= set(result["rules_cited"])
    said = " ".join(step["text"] for step in result["steps"])
    assert "A cannot Special Summon monsters." in said, said
