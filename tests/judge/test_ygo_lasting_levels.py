"""Real "F.A." Field Spells and "Inzektor" monsters (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), read and judged: Levels raised by another card's
Continuous Effect (5-1-17), a Field Spell's in the phases it names only, an Equip Card's while
it is equipped, with "Gains ATK equal to its Level x 300." following them (5-1-16)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CITY, OFF_ROAD, CIRCUIT = "01061200", "02144946", "39838559"
SONIC_MEISTER = "67045745"  # a Level 4 "F.A." monster, ATK equal to its Level x 300
ANT, DRAGONFLY, CENTIPEDE = "95395761", "68184115", "21790410"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CITY, OFF_ROAD, CIRCUIT, SONIC_MEISTER, ANT, DRAGONFLY, CENTIPEDE)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_field_spells_level_sentences_are_read(printed):
    phases = {CITY: ["main", "battle"], OFF_ROAD: ["main"], CIRCUIT: ["battle"]}
    for number, read in phases.items():
        card = stored(number)
        assert card.encoding["level_boost"] == {"archetype": "F.A.", "by": 2, "phases": read}
        assert not any(note.startswith("Increase the Levels") for note in card.notes)
        assert '"F.A." monsters on the field by 2 during the' in english(number)["text"]
    assert stored(CIRCUIT).automation == "partial"  # was none: its other sentences stay notes


def test_the_inzektor_level_gift_is_read(printed):
    ant = stored(ANT)
    assert ant.automation == "full", ant.notes
    assert ant.encoding["as_equip"]["level"] == 3 and ant.encoding["as_equip"]["own_stats"]
    assert "that monster's Level is increased by 3" in english(ANT)["text"]
    for number in (DRAGONFLY, CENTIPEDE):
        assert stored(number).encoding["as_equip"] == {"level": 3}


def test_a_level_lowered_or_of_a_kind_is_not_read():
    from cards.ygo import lasting_level_shapes, psct

    def effect(text: str) -> psct.Effect:
        return psct.Effect(text=text, kind="continuous")
    assert lasting_level_shapes.boost(effect(
        'Increase the Levels of all "F.A." monsters on the field by 2 during your turn.')) is None
    assert lasting_level_shapes.boost(effect(
        'Reduce the Levels of all "F.A." monsters on the field by 2 during the Main Phase only.'
    )) is None
    assert derived(OFF_ROAD).encoding["level_boost"]["phases"] == ["main"]


RACE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-meister, card: "{meister}"}}]
    field_spell: {{id: a-field, card: "{field}", face_up: true}}
  B: {{}}
actions:
  - battle_phase
  - attack: {{attacker: a-meister, target: direct}}
  - main2
  - end_turn
"""


def _levels(result: dict) -> list[tuple[int, int]]:
    return [(step["params"]["before"], step["params"]["level"]) for step in result["steps"]
            if step["code"] in ("level.lasting", "level.lasting_ends")]


def test_city_grand_prix_raises_the_level_through_both_phases(printed):
    result = judged(RACE.format(meister=SONIC_MEISTER, field=CITY))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 6 * 300  # Level 6 in battle
    # raised in Main Phase 1, back as the End Phase begins, raised again in the opponent's
    # Main Phase 1 (either player's phases)
    assert _levels(result) == [(4, 6), (6, 4), (4, 6)]
    assert "5-1-17" in result["rules_cited"]


def test_off_road_grand_prix_raises_it_in_the_main_phases_only(printed):
    result = judged(RACE.format(meister=SONIC_MEISTER, field=OFF_ROAD))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 4 * 300  # Level 4 in battle
    # not in the Battle Phase; again in Main Phase 2, and in the opponent's Main Phase 1
    assert _levels(result) == [(4, 6), (6, 4), (4, 6), (6, 4), (4, 6)]


def test_a_face_down_field_spell_raises_nothing(printed):
    result = judged(RACE.format(meister=SONIC_MEISTER, field=CITY).replace(
        "face_up: true", "face_up: false"))
    assert result["state"]["players"]["B"]["lp"] == 8000 - 4 * 300
    assert _levels(result) == []


EQUIP = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-fly, card: "{DRAGONFLY}"}}]
    hand: [{{id: a-ant, card: "{ANT}"}}]
  B: {{}}
actions:
  - activate: {{card: a-fly, effect: 0, pick: a-ant}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-fly, target: direct}}
"""


def test_inzektor_ant_gives_its_level_and_stats_as_an_equip_card(printed):
    result = judged(EQUIP)
    assert result["outcome"] == "completed", result.get("illegal")
    [fly] = result["state"]["players"]["A"]["monsters"]
    assert (fly["atk"], fly["def"]) == (1000 + 200, 1800 + 600)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1200
    assert _levels(result) == [(3, 6)]  # Level 3 + 3 while Inzektor Ant is equipped
    assert {"5-1-17", "10-4-7"} <= set(result["rules_cited"])

