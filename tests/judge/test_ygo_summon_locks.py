"""Special Summons restricted for the rest of the turn (5-2-10), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Windwitch -
Glass Bell's "..., also you cannot Special Summon monsters for the rest of this turn, except
WIND monsters" binds its player once the effect resolves, for an effect's Special Summon and
for a Summon from the Extra Deck alike, and ends with the turn."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.ygo import psct  # noqa: E402
from cards.ygo.encoding import encode_monster  # noqa: E402

pytestmark = pytest.mark.django_db

# Windwitch - Glass Bell, Monster Reborn, Goblin Biker Big Gabonga
CARDS = ("71007216", "83764718", "34001672")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-bell, card: "71007216"}}, {{id: a-reborn, card: "83764718"}}]
    deck: [{{id: a-other-bell, name: Windwitch - Snow Bell, kind: monster, level: 1,
             atk: 100, def: 100, attribute: WIND, archetypes: [Windwitch]}},
           {{id: a-spare, name: Spare, kind: spell}}]
    graveyard: [{{id: a-{fallen}, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: {attribute}}}]
    extra_deck: [{{id: a-gabonga, card: "34001672"}}]
    monsters: [{{id: a-three, name: Three, kind: monster, level: 3, atk: 1000, def: 1000}},
               {{id: a-three2, name: Three Too, kind: monster, level: 3, atk: 1000, def: 1000}}]
  B:
    deck: 5
actions:
  - normal_summon: {{card: a-bell}}
  - activate: {{card: a-bell, pick: a-other-bell}}
  - pass
  - pass
{actions}"""


def board(actions: str, attribute: str = "DARK") -> str:
    return BOARD.format(actions=actions, attribute=attribute, fallen="fallen")


def test_glass_bell_is_read_with_its_restriction():
    card = english("71007216")
    fields, read = encode_monster(psct.read(card["text"], card["kind"],
                                            card["card_property"], card["monster_types"]))
    steps = fields["effects"][0]["effect"]
    assert steps[-1] == {"summon_lock": {"from": "any", "except": {"attribute": "WIND"}}}
    assert len(read) == 1


def test_an_effect_cannot_special_summon_a_monster_the_restriction_forbids(printed):
    result = judged(board("""  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass"""))
    assert result["outcome"] == "completed", result
    assert "a-other-bell" in player(result, "A")["hand"]
    assert "a-fallen" in player(result, "A")["graveyard"]  # stays: DARK is not allowed
    assert "5-2-10" in result["rules_cited"]


def test_a_monster_it_allows_is_special_summoned(printed):
    result = judged(board("""  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass""", attribute="WIND"))
    assert result["outcome"] == "completed", result
    assert "a-fallen" in [m["id"] for m in player(result, "A")["monsters"]]


def test_an_xyz_summon_is_refused_citing_the_restriction(printed):
    result = judged(board("  - xyz_summon: {card: a-gabonga, materials: [a-three, a-three2]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-2-10"


def test_the_restriction_ends_with_the_turn(printed):
    result = judged(board("""  - end_turn
  - end_turn
  - xyz_summon: {card: a-gabonga, materials: [a-three, a-three2]}"""))
    assert result["outcome"] == "completed", result
    assert "a-gabonga" in [m["id"] for m in player(result, "A")["monsters"]]
