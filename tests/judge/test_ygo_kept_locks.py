"""Special Summons restricted while a card is face-up (5-2-14), judged on real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Yasha, the Skeletal
Mayakashi's "You cannot Special Summon monsters from the Extra Deck, except "Mayakashi"
monsters." refuses another Xyz Summon while Yasha is face-up on the field, and not once it is
in the Graveyard; the same sentence on a Continuous Trap (Yang Zing Creation) reads the same."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, printed, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

YASHA = "77714963"  # Yasha, the Skeletal Mayakashi
BUGGY = "02656842"  # Beetrooper Scout Buggy
CREATION = "30398342"  # Yang Zing Creation
CANDOLL = "53303460"  # Impcantation Candoll
GABONGA = "34001672"  # Goblin Biker Big Gabonga
REBORN = "83764718"  # Monster Reborn


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (YASHA, GABONGA, REBORN)))


def test_the_sentence_alone_is_a_key_of_the_monster():
    assert printed(YASHA)["summon_lock_on_field"] == {
        "from": "extra_deck", "except": {"archetype": "Mayakashi"}}
    assert printed(BUGGY)["summon_lock_on_field"] == {"from": "any", "except": {"type": "Insect"}}
    assert printed(CANDOLL)["summon_lock_on_field"] == {"from": "extra_deck"}


def test_on_a_continuous_trap_too():
    card = derived(CREATION)
    assert card.encoding["summon_lock_on_field"] == {"from": "extra_deck",
                                                     "except": {"type": "Synchro"}}
    assert card.automation == "full"


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-reborn, card: "83764718"}}]
    deck: 5
    extra_deck: [{{id: a-gabonga, card: "34001672"}}]
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: DARK}}{yasha_in_gy}]
    monsters: [{{id: a-three, name: Three, kind: monster, level: 3, atk: 1000, def: 1000}},
               {{id: a-three2, name: Three Too, kind: monster, level: 3, atk: 1000,
                 def: 1000}}{yasha_on_field}]
  B:
    deck: 5
actions:
{actions}"""
YASHA_CARD = '{id: a-yasha, card: "77714963"}'
XYZ = "  - xyz_summon: {card: a-gabonga, materials: [a-three, a-three2]}\n"


def board(actions: str, on_field: bool = True) -> str:
    return BOARD.format(actions=actions, yasha_on_field=", " + YASHA_CARD if on_field else "",
                        yasha_in_gy="" if on_field else ", " + YASHA_CARD)


def test_refused_from_the_extra_deck_while_the_card_is_face_up(imported):
    result = judged(board(XYZ))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-14", result["illegal"]
    assert "while Yasha, the Skeletal Mayakashi is face-up" in result["illegal"]["reason"]


def test_not_from_elsewhere_and_not_once_the_card_has_left(imported):
    reborn = """  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass
"""
    result = judged(board(reborn))  # from the Graveyard: not covered
    assert result["outcome"] == "completed", result
    assert "a-fallen" in [m["id"] for m in player(result, "A")["monsters"]]
    result = judged(board(XYZ, on_field=False))
    assert result["outcome"] == "completed", result
    assert "a-gabonga" in [m["id"] for m in player(result, "A")["monsters"]]
