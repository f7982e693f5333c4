"""Real cards that describe the cards they affect by the counters those hold (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged: Ice
Master's "destroy all monsters with an Ice Counter(s)" takes every face-up monster of either
player that holds one as it resolves, and no other; Alien Stealthbuster's "target 1 card with an
A-Counter" can aim only at a card holding one (4-8-11)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ICE_MASTER = "32750510"
STEALTHBUSTER = "58066722"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ICE_MASTER, STEALTHBUSTER)))


def test_it_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=ICE_MASTER)
    assert card.automation == "full"
    last = card.encoding["effects"][-1]
    assert last["cost_self"] == "tribute"
    assert last["effect"] == [{"destroy_all": {"player": "both", "what": "monsters",
                                               "with_counter": "Ice Counter"}}]


DUEL = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-master, card: "{master}"}},
               {{id: a-iced, name: Own Iced, atk: 1000, def: 1000,
                 counter: {{name: Ice Counter}}, counters: 1}}]
  B:
    monsters: [{{id: b-iced, name: Opposing Iced, atk: 1500, def: 1000,
                 counter: {{name: Ice Counter}}, counters: 2}},
               {{id: b-plain, name: Opposing Plain, atk: 1500, def: 1000}},
               {{id: b-other, name: Opposing Other Kind, atk: 1500, def: 1000,
                 counter: {{name: Fog Counter}}, counters: 1}}]
actions:
{actions}
"""
TRIBUTE = "  - activate: {card: a-master, effect: 1}\n  - pass\n  - pass\n"


def destroyed(result: dict) -> list[str]:
    return sorted(step["params"]["card"]["card"] for step in result["steps"]
                  if step["code"] == "destroyed.by_link")


def test_only_the_monsters_holding_an_ice_counter_are_destroyed(printed):
    result = judged(DUEL.format(master=ICE_MASTER, actions=TRIBUTE))
    assert destroyed(result) == ["a-iced", "b-iced"]
    assert "4-8-11" in result["rules_cited"]
    covered = [step for step in result["steps"] if step["code"] == "with_counter.cards"]
    assert len(covered) == 1


def test_none_is_destroyed_once_the_counters_are_gone(printed):
    clear = ("  - activate: {card: a-clear}\n  - pass\n  - pass\n" + TRIBUTE)
    duel = DUEL.format(master=ICE_MASTER, actions=clear).replace(
        "  B:\n", "    hand: [{id: a-clear, name: Own Clear, kind: spell,\n"
        "             effect: [{remove_all_counters: {name: Ice Counter}}]}]\n  B:\n", 1)
    result = judged(duel)
    assert destroyed(result) == []
    assert any(step["code"] == "with_counter.none" for step in result["steps"])


def test_the_target_with_an_a_counter_is_read(printed):
    card = Card.objects.get(game_id="ygo", number=STEALTHBUSTER)
    assert card.automation == "full"
    assert card.encoding["effects"][1]["target"] == {
        "what": "card", "player": "any", "zone": "field", "with_counter": "A-Counter"}


GRAVE = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    graveyard: [{{id: a-buster, card: "{buster}"}}]
  B:
    monsters: [{{id: b-marked, name: Opposing Marked, atk: 1500, def: 1000,
                 counter: {{name: A-Counter}}, counters: 1}},
               {{id: b-plain, name: Opposing Plain, atk: 1500, def: 1000}}]
actions:
  - activate: {{card: a-buster, effect: 1, target: {target}}}
"""


def test_it_destroys_a_card_with_an_a_counter(printed):
    result = judged(GRAVE.format(buster=STEALTHBUSTER, target="b-marked"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-buster" in players["A"]["banished"]
    assert "b-marked" in players["B"]["graveyard"]


def test_it_cannot_target_a_card_without_one(printed):
    result = judged(GRAVE.format(buster=STEALTHBUSTER, target="b-plain"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-3", "5-2-4", "4-8-11"]
    assert "A-Counter" in result["illegal"]["reason"]
