"""The additional Normal Summon a card's text gives (8-1-7), read from real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: Constellar
Leonis lets its player Normal Summon one more "Constellar" monster, before or after the turn's
own Normal Summon, never as a Set, and two copies give no more than one ("You can only gain
this effect once per turn"); Fire Formation - Tensu does the same while face-up, and Balancer
Lord's activated effect gives one for the rest of the turn; Gem-Knight Seraphinite's may be a
Set, Legion the Fiend Jester's only a Tribute Summon."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

LEONIS, GRUNARD, TENSU, BALANCER = "17129783", "09056100", "10719350", "08567955"
SERAPHINITE, LEGION = "03113836", "25280974"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LEONIS, GRUNARD, TENSU, BALANCER, SERAPHINITE, LEGION)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{field}]
    hand: [{{id: a-star, name: Star, kind: monster, level: 4, atk: 1000, def: 1000,
             archetypes: [Constellar]}},
           {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
{actions}"""
ONE = '{id: a-leonis, card: "17129783"}'
TWO = ONE + ', {id: a-leonis-2, card: "17129783"}'


def run(actions: str, field: str = ONE) -> dict:
    return judged(BOARD.format(field=field, actions=actions))


def codes(result: dict) -> list[str]:
    return [step["code"] for step in result["steps"]]


def test_the_sentences_are_read_into_one_key(printed):
    for number, words in ((LEONIS, {"archetype": "Constellar"}),
                          (GRUNARD, {"archetype": "Ice Barrier"})):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full" and card.notes == []
        assert card.encoding["extra_normal_summon"] == words


def test_a_fitting_monster_after_the_turns_normal_summon(printed):
    result = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-star}")
    assert result["illegal"] is None
    assert "normal_summoned.additional" in codes(result)
    assert "8-1-7" in result["rules_cited"]
    assert len(result["state"]["players"]["A"]["monsters"]) == 3


def test_the_first_normal_summon_may_be_the_additional_one(printed):
    result = run("  - normal_summon: {card: a-star}\n  - normal_summon: {card: a-plain}")
    assert result["illegal"] is None and "normal_summoned.additional" in codes(result)
    then_set = run("  - normal_summon: {card: a-star}\n  - set_monster: {card: a-plain}")
    assert then_set["illegal"] is None and "monster_set.additional" in codes(then_set)


def test_no_third_normal_summon_and_no_second_for_a_monster_that_does_not_fit(printed):
    third = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-star}\n"
                "  - normal_summon: {card: a-other}")
    assert third["illegal"]["code"] == "illegal.second_normal_summon"
    assert third["illegal"]["action"] == 2
    unfit = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-other}")
    assert unfit["illegal"]["code"] == "illegal.second_normal_summon"


def test_no_additional_set(printed):
    result = run("  - normal_summon: {card: a-plain}\n  - set_monster: {card: a-star}")
    assert result["illegal"]["code"] == "illegal.second_normal_summon"


def test_two_copies_give_one_additional_normal_summon(printed):
    result = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-star}\n"
                 "  - normal_summon: {card: a-other}", field=TWO)
    assert result["illegal"]["code"] == "illegal.second_normal_summon"
    assert result["illegal"]["action"] == 2


def test_a_face_down_card_gives_nothing(printed):
    result = run("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-star}",
                 field='{id: a-leonis, card: "17129783", position: set}')
    assert result["illegal"]["code"] == "illegal.second_normal_summon"


SPELL_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-tensu, card: "10719350", face_up: {face_up}}}]
    hand: [{{id: a-beast, name: Beast, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Beast-Warrior]}},
           {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-plain}}
  - normal_summon: {{card: a-beast}}"""


def test_a_face_up_continuous_spell_grants_it_and_a_set_one_does_not(printed):
    assert Card.objects.get(game_id="ygo", number=TENSU).automation == "full"
    result = judged(SPELL_BOARD.format(face_up="true"))
    assert result["illegal"] is None and "normal_summoned.additional" in codes(result)
    refused = judged(SPELL_BOARD.format(face_up="false"))
    assert refused["illegal"]["code"] == "illegal.second_normal_summon"


BALANCER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-lord, card: "08567955"}}{second}]
    hand: [{{id: a-code, name: Code, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Cyberse]}},
           {{id: a-code-2, name: Code 2, kind: monster, level: 4, atk: 1000, def: 1000,
             types: [Cyberse]}},
           {{id: a-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B: {{}}
actions:
{actions}"""
ACTIVATE = "  - activate: {card: a-lord, effect: 0}\n  - pass\n  - pass\n"


def test_an_activated_effect_gives_one_for_the_rest_of_the_turn(printed):
    card = Card.objects.get(game_id="ygo", number=BALANCER)
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"] == [{"extra_normal_summon": {"type": "Cyberse"}}]
    result = judged(BALANCER_BOARD.format(second="", actions=ACTIVATE + (
        "  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-code}")))
    assert result["illegal"] is None, result["illegal"]
    assert "extra_normal_summon.gained" in codes(result)
    assert "normal_summoned.additional" in codes(result)
    assert result["state"]["players"]["A"]["lp"] == 7000
    without = judged(BALANCER_BOARD.format(second="", actions=(
        "  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-code}")))
    assert without["illegal"]["code"] == "illegal.second_normal_summon"


def test_two_copies_resolved_give_one(printed):
    twice = ACTIVATE + ACTIVATE.replace("a-lord", "a-lord-2")
    result = judged(BALANCER_BOARD.format(
        second=', {id: a-lord-2, card: "08567955"}', actions=twice + (
            "  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-code}\n"
            "  - normal_summon: {card: a-code-2}")))
    assert result["illegal"]["code"] == "illegal.second_normal_summon"


def test_a_set_when_the_text_says_normal_summon_set(printed):
    field = '{id: a-gem, card: "03113836"}'
    result = run("  - set_monster: {card: a-plain}\n  - set_monster: {card: a-other}", field)
    assert result["illegal"] is None and "monster_set.additional" in codes(result)
    assert Card.objects.get(game_id="ygo", number=SERAPHINITE).automation == "full"


def test_a_tribute_summon_only_when_the_text_says_so(printed):
    field = ('{id: a-legion, card: "25280974"}, {id: a-fodder, name: Fodder, kind: monster, '
             'level: 1, atk: 0, def: 0}')
    mage = ("  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-mage%s}")
    board = BOARD.replace("           {{id: a-other,", "           {{id: a-mage, name: Mage, "
                          "kind: monster, level: 6, atk: 2000, def: 0, types: [Spellcaster]}},\n"
                          "           {{id: a-low, name: Low, kind: monster, level: 4, atk: 0, "
                          "def: 0, types: [Spellcaster]}},\n           {{id: a-other,")
    tributed = judged(board.format(field=field, actions=mage % ", tributes: [a-fodder]"))
    assert tributed["illegal"] is None and "normal_summoned.additional" in codes(tributed)
    low = judged(board.format(field=field, actions=(
        "  - normal_summon: {card: a-plain}\n  - normal_summon: {card: a-low}")))
    assert low["illegal"]["code"] == "illegal.second_normal_summon"
