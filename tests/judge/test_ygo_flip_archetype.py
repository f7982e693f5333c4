"""An effect that changes a battle position without FLIP effects, except one archetype's, on a
real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), and
judged: Shaddoll Hound's "(Flip monsters' effects are not activated at this time, except ...
monsters'.)" is read into its `change_position` step (`no_flip` with `flip_archetype`); a
face-down monster of that archetype it flips face-up has its FLIP effect after the chain
(9-2-7, 5-1-5), any other is flipped face-up without (9-2-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

HOUND = "52551211"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HOUND,)))


def test_shaddoll_hound_reads_the_exception(printed):
    card = Card.objects.get(game_id="ygo", number=HOUND)
    assert card.automation == "full", card.notes
    change = card.encoding["effects"][1]["effect"][0]["change_position"]
    assert change["no_flip"] is True and change["flip_archetype"] == "Shaddoll"


def flipped(archetypes: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-book, name: Book, kind: spell, spell_type: normal,
             target: {{what: monster}},
             effect: [{{change_position: {{card: chosen, to: switch, no_flip: true,
                                           flip_archetype: Shaddoll}}}}]}}]
  B:
    deck: [{{id: b-top, name: Top, kind: monster, level: 4, atk: 0, def: 0}}]
    monsters: [{{id: b-flip, name: Flipper, kind: monster, level: 4, atk: 100, def: 100,
                position: set, archetypes: {archetypes}, flip: [{{draw: 1}}]}}]
actions:
  - activate: {{card: a-book, target: b-flip}}
  - pass
  - pass
""")


def test_a_monster_of_that_archetype_has_its_flip_effect(printed):
    result = judged_ok(flipped("[Shaddoll]"))
    assert player(result, "B")["monsters"][0]["position"] == "attack"
    assert "b-top" in player(result, "B")["hand"]  # its FLIP effect, after the chain (5-1-5)
    assert "9-2-10" not in result["rules_cited"]
    assert {"9-2-7", "8-3-5"} <= set(result["rules_cited"])


def test_any_other_is_flipped_face_up_without(printed):
    result = judged_ok(flipped("[Lightsworn]"))
    assert player(result, "B")["monsters"][0]["position"] == "attack"
    assert "b-top" not in player(result, "B")["hand"]
    assert "9-2-10" in result["rules_cited"]


def judged_ok(result: dict) -> dict:
    assert result["outcome"] == "completed", result.get("illegal")
    return result
