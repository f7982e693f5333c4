"""Real cards whose target has a bound on its ATK (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), read and judged: Dark Eruption adds a DARK monster with
1500 or less ATK from its player's GY, and a stronger one is refused as its target, citing the
rule (5-2-3); Salvage takes two such WATER monsters; Falchionβ's options, after it destroys a
monster by battle, send a LIGHT Machine monster with 1200 or less ATK from the Deck "to your
GY", or revive one, a stronger one refused as the target; White Night Queen's "target 1 Set
card" is one on the field, a face-up card refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ERUPTION, SALVAGE = "00674561", "96947648"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ERUPTION, SALVAGE)))


def test_the_bound_is_read_into_the_target(printed):
    eruption = Card.objects.get(game_id="ygo", number=ERUPTION)
    assert eruption.automation == "full"
    assert eruption.encoding["target"] == {"what": "monster", "player": "controller",
                                           "zone": "graveyard", "attribute": "DARK",
                                           "atk_max": 1500}
    salvage = Card.objects.get(game_id="ygo", number=SALVAGE).encoding["target"]
    assert (salvage["count"], salvage["atk_max"], salvage["attribute"]) == (2, 1500, "WATER")


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-eruption, card: "{ERUPTION}"}}, {{id: a-salvage, card: "{SALVAGE}"}}]
    graveyard: [{{id: a-weak, name: Weak Shade, kind: monster, atk: 1500, def: 100,
                  attribute: DARK}},
                {{id: a-strong, name: Strong Shade, kind: monster, atk: 1600, def: 100,
                  attribute: DARK}},
                {{id: a-fish, name: Fish, kind: monster, atk: 1000, def: 100,
                  attribute: WATER}},
                {{id: a-eel, name: Eel, kind: monster, atk: 1400, def: 100,
                  attribute: WATER}}]
  B: {{}}
actions:
"""


def test_dark_eruption_adds_a_dark_monster_with_1500_or_less_atk(printed):
    result = judged(BOARD + "  - activate: {card: a-eruption, target: a-weak}\n"
                            "  - pass\n  - pass")
    assert "a-weak" in player(result, "A")["hand"]


def test_dark_eruption_cannot_target_a_stronger_monster(printed):
    result = judged(BOARD + "  - activate: {card: a-eruption, target: a-strong}")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in result["illegal"]["rules"]


def test_salvage_adds_two_water_monsters(printed):
    result = judged(BOARD + "  - activate: {card: a-salvage, targets: [a-fish, a-eel]}\n"
                            "  - pass\n  - pass")
    assert {"a-fish", "a-eel"} <= set(player(result, "A")["hand"])


FALCHION = "86170989"


def test_falchion_beta_sends_or_revives_a_light_machine_after_its_battle(tmp_path):
    store(subset(tmp_path, (FALCHION,)))
    assert Card.objects.get(game_id="ygo", number=FALCHION).automation == "full"
    board = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-falchion, card: "{FALCHION}"}}]
    deck: [{{id: a-drone, name: Drone, kind: monster, atk: 1200, def: 100, attribute: LIGHT,
             types: [Machine]}}]
    graveyard: [{{id: a-heavy, name: Heavy Drone, kind: monster, atk: 1300, def: 100,
                  attribute: LIGHT, types: [Machine]}}]
  B:
    monsters: [{{id: b-deer, name: Deer, kind: monster, level: 3, atk: 100, def: 100}}]
actions:
  - battle_phase
  - attack: {{attacker: a-falchion, target: b-deer}}
  - pass
"""
    sent = judged(board + "  - activate: {card: a-falchion, effect: 0, option: 0, "
                          "pick: a-drone}\n  - pass\n  - pass")
    assert "a-drone" in player(sent, "A")["graveyard"]
    refused = judged(board + "  - activate: {card: a-falchion, effect: 0, option: 1, "
                             "target: a-heavy}")
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"


QUEEN = "20193924"


def test_white_night_queen_destroys_a_set_card_on_the_field(tmp_path):
    store(subset(tmp_path, (QUEEN,)))
    board = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-queen, card: "{QUEEN}"}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap, face_up: false}},
                   {{id: b-open, name: Open Spell, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
"""
    result = judged(board + "  - activate: {card: a-queen, effect: 0, target: b-set}\n"
                            "  - pass\n  - pass")
    assert player(result, "B")["graveyard"] == ["b-set"]
    refused = judged(board + "  - activate: {card: a-queen, effect: 0, target: b-open}")
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
