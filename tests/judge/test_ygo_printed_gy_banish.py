"""Real cards that banish what would go to the Graveyard (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged (5-4-10):
Banisher of the Radiance banishes any card, its own destroyer's Trap included, but not itself;
Dimensional Fissure banishes monsters only; a Set Banisher applies nothing; a destroyed card
banished so is banished for Trigger Effects, not sent."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

RADIANCE, FISSURE, MACRO, GROUND = "94853057", "81674782", "30241314", "31849106"
HERALD = "79606837"
BREAK = ("{id: b-break, kind: trap, trap_type: normal, target: {what: monster, "
         "player: opponent, zone: field}, effect: [{destroy: chosen}]}")
OTHER = "{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000}"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RADIANCE, FISSURE, MACRO)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_sentences_are_read_as_a_card_key(printed):
    for number in (RADIANCE, FISSURE, MACRO):
        assert stored(number).automation == "full", number
    assert stored(RADIANCE).encoding["gy_banishes"] == "cards"
    assert stored(FISSURE).encoding["gy_banishes"] == "monsters"
    assert stored(MACRO).encoding["gy_banishes"] == "cards"


def destroyed(banisher: str, target: str, position: str = "attack") -> dict:
    """B's Normal Trap destroys `target` of A's, with `banisher` on A's field."""
    place = (f'monsters: [{{id: a-ban, card: "{banisher}", position: {position}}}, {OTHER}]'
             if banisher == RADIANCE else
             f'monsters: [{OTHER}]\n    spells_traps: [{{id: a-ban, card: "{banisher}", '
             f'face_up: true}}]')
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    {place}
  B:
    deck: 5
    spells_traps: [{BREAK}]
actions:
  - activate: {{card: b-break, target: {target}}}
  - pass
  - pass
""")


def test_banisher_banishes_the_destroyed_monster_and_the_resolved_trap(printed):
    result = destroyed(RADIANCE, "a-other")
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["banished"] == ["a-other"] and a["graveyard"] == [], result
    assert b["banished"] == ["b-break"] and b["graveyard"] == [], result
    assert "5-4-10" in result["rules_cited"]


def test_banisher_itself_goes_to_the_graveyard(printed):
    result = destroyed(RADIANCE, "a-ban")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-ban"] and a["banished"] == [], result
    assert "5-4-10" not in result["rules_cited"]


def test_a_set_banisher_applies_nothing(printed):
    result = destroyed(RADIANCE, "a-other", position="set")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-other"] and a["banished"] == [], result


def test_dimensional_fissure_banishes_monsters_only(printed):
    result = destroyed(FISSURE, "a-other")
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["banished"] == ["a-other"] and a["graveyard"] == [], result
    assert b["graveyard"] == ["b-break"] and b["banished"] == [], result
    assert "5-4-10" in result["rules_cited"]


def test_macro_cosmos_face_up_banishes_any_card(printed):
    result = destroyed(MACRO, "a-other")
    b = result["state"]["players"]["B"]
    assert b["banished"] == ["b-break"], result
    assert result["state"]["players"]["A"]["banished"] == ["a-other"]



def test_different_dimension_ground_banishes_monsters_for_the_rest_of_the_turn(tmp_path):
    store(subset(tmp_path, (GROUND,)))
    assert stored(GROUND).automation == "full"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{OTHER}]
  B:
    deck: 5
    spells_traps: [{{id: b-ground, card: "{GROUND}"}}, {BREAK}]
actions:
  - activate: {{card: b-ground}}
  - pass
  - pass
  - activate: {{card: b-break, target: a-other}}
  - pass
  - pass
""")
    a, b = result["state"]["players"]["A"], result["state"]["players"]["B"]
    assert a["banished"] == ["a-other"] and a["graveyard"] == [], result
    assert b["graveyard"] == ["b-ground", "b-break"], result  # Traps are not monsters
    assert "5-4-10" in result["rules_cited"]


def herald(actions: str) -> dict:
    """Herald of the Arc Light on A's field; A's hand holds a monster and a Spell."""
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{{id: a-herald, card: "{HERALD}", position: attack}}, {OTHER}]
    hand: [{{id: a-fodder, name: Fodder, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: a-call, name: Call, kind: spell, discard: 1, effect: [{{draw: 1}}]}}]
  B:
    deck: 5
    spells_traps: [{BREAK}]
actions:
{actions}""")


def test_herald_banishes_a_monster_discarded_from_the_hand(tmp_path):
    store(subset(tmp_path, (HERALD,)))
    assert stored(HERALD).encoding["gy_banishes_from"] == ["hand", "deck"]
    result = herald("  - activate: {card: a-call, cost: [a-fodder]}\n  - pass\n  - pass\n")
    a = result["state"]["players"]["A"]
    assert a["banished"] == ["a-fodder"] and a["graveyard"] == ["a-call"], result
    assert "5-4-10" in result["rules_cited"]


def test_herald_leaves_a_monster_destroyed_on_the_field_alone(tmp_path):
    store(subset(tmp_path, (HERALD,)))
    result = herald("  - activate: {card: b-break, target: a-other}\n"
                    "  - pass\n  - pass\n")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-other"] and a["banished"] == [], result
