"""Constellar Belt (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only), face-up: the activation of a LIGHT monster's effect cannot be negated (11-3-5), so a
Counter Trap negating it cannot be activated in response (11-3-3); one that negates only the
effect still can (5-3-8), a DARK monster's effect is negated as usual, and with the Belt's
effects negated by a face-up card (5-5-3) it keeps nothing. Shade the Obscure, a Pendulum Scale
whose restriction says "except Pendulum Monsters", lets only those be Pendulum Summoned."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

CONSTELLAR_BELT = "86825483"
SHADE = "77157846"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CONSTELLAR_BELT, SHADE)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-belt, card: "{belt}", face_up: true}}{more_a}]
    monsters:
      - {{id: a-drawer, name: Bright Drawer, atk: 1000, def: 1000, attribute: {attribute},
          effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}
    deck: 3
  B:
    spells_traps:
      - {{id: b-stopper, name: Effect Stopper, kind: trap, trap_type: counter,
          negates: [monster], effect: [{negate}]}}
    deck: 3
actions:
  - activate: {{card: a-drawer, effect: 0}}
  - activate: {{card: b-stopper}}
"""
ACTIVATION = "{negate: previous}"
EFFECT_ONLY = "{negate: {what: effect}}"
# Skill Drain's kin: a face-up Trap negating Spell and Trap effects on the field (5-5-3)
ORDER = (", {id: a-order, name: Spell Order, kind: trap, trap_type: continuous, face_up: true, "
         "negates_on_field: [spell]}")


def duel(attribute: str = "LIGHT", negate: str = ACTIVATION, more_a: str = "",
         language: str = "en") -> dict:
    text = DUEL.format(belt=CONSTELLAR_BELT, attribute=attribute, negate=negate,
                       more_a=more_a)
    ruling = services.judge_text("ygo", text, language=language)
    assert ruling.ok, ruling.errors
    return ruling.result


def test_constellar_belt_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=CONSTELLAR_BELT)
    assert card.automation == "full"
    assert card.encoding["activations_unnegatable"] == {"monsters": {"attribute": "LIGHT"}}


def test_a_light_monsters_activation_cannot_be_negated(printed):
    result = duel()
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.activation_kept"
    assert result["illegal"]["rules"] == ["11-3-5", "11-3-3"]


def test_the_refusal_in_german(printed):
    result = duel(language="de")
    assert "Kettenglied 1" in result["illegal"]["reason"]
    assert "Aktivierung des Effekts" in result["illegal"]["reason"]


def test_negating_only_the_effect_is_still_allowed(printed):
    result = duel(negate=EFFECT_ONLY)
    assert result["outcome"] != "illegal_action"


def test_a_dark_monsters_activation_is_negated_as_usual(printed):
    result = duel(attribute="DARK")
    assert result["outcome"] != "illegal_action"


def test_the_belt_keeps_nothing_while_its_effects_are_negated(printed):
    result = duel(more_a=ORDER)
    assert result["outcome"] != "illegal_action"


SCALES = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand:
      - {{id: a-pendulum, name: Pendulum Pup, level: 5, atk: 1000, def: 1000,
          types: [Beast, Pendulum, Effect], scale: 1}}
      - {{id: a-plain, name: Plain Pup, level: 5, atk: 1000, def: 1000, types: [Beast, Effect]}}
    spells_traps: [{{id: a-shade, card: "{SHADE}"}},
                   {{id: a-low, name: Low Scale, level: 1, atk: 0, def: 0,
                     types: [Beast, Pendulum, Effect], scale: 1}}]
  B: {{}}
actions:
  - pendulum_summon: {{cards: [{{summoned}}]}}
"""


@pytest.mark.parametrize(("summoned", "code"), [
    ("a-pendulum", None), ("a-plain", "illegal.pendulum_summon_locked")])
def test_shade_lets_only_pendulum_monsters_be_pendulum_summoned(printed, summoned, code):
    result = judged(SCALES.replace("{summoned}", summoned))
    if code is None:
        assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == [summoned]
    else:
        assert result["illegal"]["code"] == code
        assert "8-5-6" in result["illegal"]["rules"]
