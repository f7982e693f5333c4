"""Real cards whose activation only some cards cannot answer (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged
(11-2-8): the Set card Night Beam targets cannot be activated in response, another Set card can;
Dark Ruler No More cannot be answered by a monster effect, but a Trap Card can answer it; the
card an effect targets with "Neither player can activate that card" (an effect entry's
`no_responses_what: target`) likewise."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

NIGHT_BEAM, DARK_RULER_NO_MORE = "89882100", "54693926"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (NIGHT_BEAM, DARK_RULER_NO_MORE)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-beam, card: "{beam}"}}]
  B:
    monsters: [{{id: b-quick, name: Quick Monster, kind: monster, atk: 1000,
                effects: [{{type: quick, effect: [{{draw: 1}}]}}]}}]
    spells_traps:
      - {{id: b-aimed, name: Aimed Trap, kind: trap, effect: [{{draw: 1}}]}}
      - {{id: b-other, name: Other Trap, kind: trap, effect: [{{draw: 1}}]}}
    deck: 3
actions:
  - activate: {{card: a-beam, target: b-aimed}}
{actions}"""


def duel(actions: str, beam: str = NIGHT_BEAM) -> dict:
    return judged(DUEL.format(beam=beam, actions=actions))


def test_night_beam_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=NIGHT_BEAM)
    assert card.automation == "full" and card.encoding["no_responses_what"] == "target"


def test_the_targeted_set_card_cannot_answer_night_beam(printed):
    refused = duel("  - activate: {card: b-aimed}\n")
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.no_responses.card.target"
    assert refused["illegal"]["rules"] == ["11-2-8"]


def test_another_set_card_and_a_monster_effect_may_answer_it(printed):
    other = duel("  - activate: {card: b-other}\n  - pass\n  - pass\n")
    assert other["outcome"] != "illegal_action"
    assert "b-aimed" in other["state"]["players"]["B"]["graveyard"]  # destroyed all the same
    quick = duel("  - activate: {card: b-quick, effect: 0}\n  - pass\n  - pass\n")
    assert quick["outcome"] != "illegal_action"


def test_no_monster_effect_answers_dark_ruler_no_more_but_a_trap_may(printed):
    text = DUEL.replace("a-beam, target: b-aimed", "a-beam").replace(
        'a-beam, card: "{beam}"', f'a-beam, card: "{DARK_RULER_NO_MORE}"')
    refused = judged(text.format(actions="  - activate: {card: b-quick, effect: 0}\n"))
    assert refused["illegal"]["code"] == "illegal.no_responses.card.monster_effects"
    trap = judged(text.format(actions="  - activate: {card: b-aimed}\n  - pass\n  - pass\n"))
    assert trap["outcome"] != "illegal_action"


EFFECT = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-pirmais, name: Aiming Monster, kind: monster, atk: 1800,
                effects: [{type: ignition, no_responses: both, no_responses_what: target,
                           target: {what: card, player: any, zone: field, face_down: true},
                           effect: [{to_deck: {card: chosen, where: shuffle}}]}]}]
  B:
    spells_traps:
      - {id: b-aimed, name: Aimed Trap, kind: trap, effect: [{draw: 1}]}
      - {id: b-other, name: Other Trap, kind: trap, effect: [{draw: 1}]}
    deck: 3
actions:
  - activate: {card: a-pirmais, effect: 0, target: b-aimed}
"""


def test_an_effect_that_locks_the_card_it_targets():
    refused = judged(EFFECT + "  - activate: {card: b-aimed}\n")
    assert refused["illegal"]["code"] == "illegal.no_responses.target"
    assert refused["illegal"]["rules"] == ["11-2-8"]
    other = judged(EFFECT + "  - activate: {card: b-other}\n  - pass\n  - pass\n")
    assert other["outcome"] != "illegal_action"
