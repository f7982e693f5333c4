"""A Continuous Spell's or Trap's effect given to the monsters in its column and the adjacent
ones (3-11-3), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into `summon_grant: {by: column, ...}`."""
from __future__ import annotations

import pytest
from ygo_support import derived

from cards.ygo import column_grant_shapes, grant_effects, psct

RAINY, THUNDERY = "27561302", "16849715"  # The Weather Rainy Canvas, Thundery Canvas
# the other Canvases: their "●" lines are not read yet, so the sentence stays a note (Snowy
# Canvas, 80577258, reads since its Deck restriction does: tests/judge/test_ygo_deck_add_rest.py)
OTHERS = ("52834429", "53956001", "74218258", "89355716")
HEADER = "Effect Monsters in your Main Monster Zones of this card's column"


def test_rainy_canvas_reads_in_full():
    found = derived(RAINY)
    assert found.automation == "full"
    assert found.notes == []
    grant = found.encoding["summon_grant"]
    assert grant["by"] == "column"
    assert grant["to"] == {"archetype": "The Weather"}
    effect = grant["effect"]
    assert effect["type"] == "quick"  # "(Quick Effect)" printed after the cost
    assert effect["cost_self"] == "banish"  # the monster banishes itself
    assert effect["target"] == {"what": "spell_trap", "player": "opponent", "zone": "field"}
    assert found.encoding["effect"] == []  # its activation does nothing more (10-4-2)


def test_thundery_canvas_gives_a_start_of_the_damage_step_effect():
    found = derived(THUNDERY)
    assert found.automation == "full"
    effect = found.encoding["summon_grant"]["effect"]
    assert effect["event"] == "damage_step_start_battles_monster"  # attacking or attacked
    assert effect["cost_self"] == "banish"
    assert effect["effect"] == [{"to_hand": "battled"}]


@pytest.mark.parametrize("number", OTHERS)
def test_a_canvas_whose_effect_is_not_read_keeps_the_note(number):
    found = derived(number)
    assert "summon_grant" not in found.encoding
    assert any(HEADER in note for note in found.notes)


def test_the_late_quick_mark_is_put_first():
    line = "You can banish this card, then target 1 monster (Quick Effect); destroy it."
    assert column_grant_shapes.own_line(line) == \
        "(Quick Effect): You can banish this card, then target 1 monster; destroy it."
    assert column_grant_shapes.own_line("You can banish this card; draw 1 card.") == \
        "You can banish this card; draw 1 card."


def _effect(text: str) -> psct.Effect:
    return psct.read(text, "spell", "Continuous", []).effects[0]


@pytest.mark.parametrize("text", [
    # another reach than the column and the adjacent ones
    '"The Weather" Effect Monsters in your Main Monster Zones of this card\'s column gain this '
    'effect.\n● You can banish this card; draw 1 card.',
    # no "●" line
    '"The Weather" Effect Monsters in your Main Monster Zones of this card\'s column and its '
    'adjacent columns gain this effect.',
])
def test_other_wordings_are_not_read(text):
    assert column_grant_shapes.read(_effect(text), grant_effects.effect) is None
