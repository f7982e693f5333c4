"""Real cards that Special Summon "ignoring its Summoning conditions" (8-4-14), read and
judged (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Malefic
Divide revives a Malefic monster that was properly summoned once, but not one that never was
(a rule of the game, not a Summoning condition); Red-Eyes Toon Dragon Special Summons from the
hand a Toon monster whose text says it cannot be Special Summoned; Ancient Gear Howitzer's and
Toon Dark Magician's Summons from the Deck carry the same words."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DIVIDE, MALEFIC_BEWD, RED_EYES_TOON = "81384993", "09433350", "31733941"
HOWITZER, TOON_MAGICIAN, ULTIMATE_GOLEM = "87182127", "21296502", "12652643"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DIVIDE, MALEFIC_BEWD, RED_EYES_TOON, HOWITZER, TOON_MAGICIAN,
                            ULTIMATE_GOLEM)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_words_mark_the_one_summon_of_each_card(printed):
    for number in (DIVIDE, RED_EYES_TOON, HOWITZER, TOON_MAGICIAN, ULTIMATE_GOLEM):
        assert stored(number).automation == "full", number
    [revive] = stored(DIVIDE).encoding["effect"]
    assert revive["special_summon"]["ignoring"] is True
    assert revive["special_summon"]["negated"] is True  # the rider after the words still read
    [fetch] = stored(RED_EYES_TOON).encoding["effects"][0]["effect"]
    assert fetch["fetch"]["ignoring"] is True and fetch["fetch"]["from"] == ["hand"]
    howitzer = stored(HOWITZER).encoding["effects"][1]["effect"][0]["fetch"]
    assert howitzer["ignoring"] is True and howitzer["archetype"] == "Ancient Gear"
    options = stored(TOON_MAGICIAN).encoding["effects"][0]["options"]
    assert options[0]["effect"][0]["fetch"]["ignoring"] is True
    assert "ignoring" not in options[1]["effect"][0]["fetch"]  # added to the hand: no Summon
    golem = stored(ULTIMATE_GOLEM).encoding["effects"][0]["effect"][0]
    assert golem["special_summon"]["ignoring"] is True


DIVIDE_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-divide, card: "{divide}"}}]
    graveyard: [{{id: a-bewd, card: "{bewd}"{extra}}}]
  B: {{}}
actions:
  - activate: {{card: a-divide, target: a-bewd}}
  - pass
  - pass"""


def divided(extra: str) -> dict:
    return judged(DIVIDE_BOARD.format(divide=DIVIDE, bewd=MALEFIC_BEWD, extra=extra))


def test_malefic_divide_revives_a_malefic_monster_properly_summoned_once(printed):
    result = divided(", properly_summoned: true")
    [monster] = result["state"]["players"]["A"]["monsters"]
    assert monster["id"] == "a-bewd"
    assert "8-4-14" in result["rules_cited"]
    assert any(e["code"] == "special_summoned.ignoring" for e in result["steps"])


def test_malefic_divide_cannot_revive_one_never_properly_summoned(printed):
    result = divided("")
    assert result["state"]["players"]["A"]["monsters"] == []
    assert "a-bewd" in result["state"]["players"]["A"]["graveyard"]
    assert "8-4-14" in result["rules_cited"]
    assert not any(e["code"] == "special_summoned.ignoring" for e in result["steps"])
    said = " ".join(step["text"] for step in result["steps"])
    assert "never was" in said  # the game's own rule, which the effect does not ignore


TOON_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-red, card: "{red}"}}]
    hand: [{{id: a-toon, name: Toon Wall, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Spellcaster, Toon], no_special_summon: true}}]
  B: {{}}
actions:
  - activate: {{card: a-red, effect: 0, pick: a-toon}}
  - pass
  - pass"""


def test_red_eyes_toon_dragon_summons_a_toon_that_cannot_be_special_summoned(printed):
    result = judged(TOON_BOARD.format(red=RED_EYES_TOON))
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-red", "a-toon"]
    assert "8-4-14" in result["rules_cited"]
