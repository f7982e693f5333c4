"""Options of Spells and Traps that read as a whole card's actions (modal_shapes.card_steps) on
real cards read in place from ../shared/fixtures/yaml-yugi: Sinful Spoils of the White
Forest's "● Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand
or field." as Polymerization's `fusion_summon` (8-5-2), judged as one option of a choice
(5-2-8) with Elemental HERO Flame Wingman; and "destroy all Spells/Traps your opponent
controls." (Dark Magician, the Pharaoh's Servant) as "Spells and Traps" (5-3-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import modal_shapes, psct  # noqa: E402

pytestmark = pytest.mark.django_db

SPOILS, SERVANT = "03496543", "88570003"
WINGMAN, AVIAN, BURSTINATRIX = "35809262", "21844576", "58932615"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SERVANT, WINGMAN, AVIAN, BURSTINATRIX)))


def test_a_fusion_summon_option_of_a_spell_reads_as_polymerization_does():
    facts = english(SPOILS)
    [effect] = [e for e in psct.read(facts["text"], "spell", "Quick-Play").effects if e.options]
    fusion = [modal_shapes.card_steps(option, {}) for option in effect.options]
    assert [{"fusion_summon": {}}] in fusion
    assert all(steps is not None for steps in fusion)  # the whole choice reads now


def test_destroy_all_spells_traps_reads_on_the_pharaohs_servant(printed):
    card = Card.objects.get(game_id="ygo", number=SERVANT)
    [quick] = [e for e in card.encoding["effects"] if e["type"] == "quick"]
    assert quick["effect"] == [{"destroy_all": {"player": "opponent", "what": "spells_traps"}}]


def test_a_fusion_summon_chosen_as_an_option_summons_flame_wingman(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spell, name: Choice Fusion, kind: spell, spell_type: normal,
             options: [{{effect: [{{fusion_summon: {{}}}}]}}, {{effect: [{{draw: 1}}]}}]}},
           {{id: a-avian, card: "{AVIAN}"}}]
    monsters: [{{id: a-burst, card: "{BURSTINATRIX}"}}]
    extra_deck: [{{id: a-wingman, card: "{WINGMAN}"}}]
  B: {{}}
actions:
  - activate: {{card: a-spell, option: 0, pick: a-wingman, materials: [a-avian, a-burst]}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-wingman"]
    assert {"5-2-8", "8-5-2"} <= set(result["rules_cited"])


def test_the_servant_destroys_every_spell_and_trap_its_opponent_controls(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-servant, card: "{SERVANT}"}}]
    hand: [{{id: a-spell, name: Some Spell, kind: spell, spell_type: normal}}]
  B:
    spells_traps: [{{id: b-one, name: Trap One, kind: trap, face_up: false}},
                   {{id: b-two, name: Spell Two, kind: spell, spell_type: continuous,
                     face_up: true}}]
actions:
  - activate: {{card: a-servant, effect: 0, cost: [a-spell]}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert sorted(player(result, "B")["graveyard"]) == ["b-one", "b-two"]
    assert "5-3-1" in result["rules_cited"]
