"""Real cards that Special Summon a monster "but place it on the bottom of the Deck when it
leaves the field" (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only), read and judged: Appliancer Reuse's monster (and Abominable Unchained Soul itself),
destroyed afterwards, goes to the bottom of its owner's Deck instead of the GY, an Extra Deck
monster to the Extra Deck (8-4-10, 2-2-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

REUSE, SOUL = "30996652", "01966438"
BREAK = ("{id: b-break, kind: trap, trap_type: normal, target: {what: monster, "
         "player: opponent, zone: field}, effect: [{destroy: chosen}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (REUSE, SOUL)))


def test_the_rider_is_read_on_the_summoning_step(printed):
    reuse = Card.objects.get(game_id="ygo", number=REUSE)
    assert reuse.automation == "full"
    summon = reuse.encoding["effect"][0]["special_summon"]
    assert summon == {"card": "chosen", "bottom_on_leave": True}
    soul = Card.objects.get(game_id="ygo", number=SOUL)
    assert soul.automation == "full"
    summons = [step["special_summon"] for entry in soul.encoding["effects"]
               for step in entry["effect"] if "special_summon" in step]
    assert {"card": "self", "bottom_on_leave": True} in summons


def revived(types: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 2
    graveyard: [{{id: a-kettle, name: Appliancer Kettle, archetypes: [Appliancer],
                  kind: monster, level: 4, atk: 1000, def: 1000, types: {types}}}]
    spells_traps: [{{id: a-reuse, card: "{REUSE}"}}]
  B:
    spells_traps: [{BREAK}]
actions:
  - activate: {{card: a-reuse, target: a-kettle}}
  - pass
  - pass
  - activate: {{card: b-break, target: a-kettle}}
  - pass
  - pass""")


def test_destroyed_it_goes_to_the_bottom_of_the_deck(printed):
    result = revived("[Machine]")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-reuse"], a
    assert a["deck"] == 3, a  # the 2 it had, and the monster under them
    assert any("bottom of the Deck" in str(step) for step in result["steps"]), result
    assert "8-4-10" in result["rules_cited"]


def test_an_extra_deck_monster_goes_to_the_extra_deck(printed):
    result = revived("[Machine, Fusion], properly_summoned: true")
    a = result["state"]["players"]["A"]
    assert a["deck"] == 2 and a["graveyard"] == ["a-reuse"], a
    assert a["extra_deck"] == ["a-kettle"], a
    assert "8-4-10" in result["rules_cited"]


EMERGENCE = "76209339"  # Megalith Emergence: "(even if this card leaves the field)" (5-2-19)


def test_the_rider_outlasts_the_card_that_summoned(tmp_path):
    store(subset(tmp_path, (EMERGENCE,)))
    emergence = Card.objects.get(game_id="ygo", number=EMERGENCE)
    assert emergence.automation == "full"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 2
    graveyard: [{{id: a-meg, name: Megalith Test, archetypes: [Megalith], kind: monster,
                  level: 4, atk: 1000, def: 1000}}]
    spells_traps: [{{id: a-emergence, card: "{EMERGENCE}", face_up: true}}]
  B:
    spells_traps: [{{id: b-twister, kind: trap, trap_type: normal, target: {{what: card,
                     player: opponent, zone: field}}, effect: [{{destroy: chosen}}]}},
                   {BREAK}]
actions:
  - activate: {{card: a-emergence, effect: 0, target: a-meg}}
  - pass
  - pass
  - activate: {{card: b-twister, target: a-emergence}}
  - pass
  - pass
  - activate: {{card: b-break, target: a-meg}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert a["graveyard"] == ["a-emergence"] and a["deck"] == 3, result["verdict"]
