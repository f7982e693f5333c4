"""Real cards that do something right after each Counter Trap Card resolves (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged:
Bountiful Artemis draws a card as soon as the Counter Trap has resolved, before the Chain Link
under it, with no chain of its own; nothing when the Counter Trap is negated or Artemis left the
field; Synthetic Seraphim, a Continuous Trap whose activation does nothing more, Special Summons
its Token (11-1-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ARTEMIS, SERAPHIM = "32296881", "16946849"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ARTEMIS, SERAPHIM)))


def test_both_are_read_whole(printed):
    artemis = Card.objects.get(game_id="ygo", number=ARTEMIS)
    seraphim = Card.objects.get(game_id="ygo", number=SERAPHIM)
    assert artemis.automation == seraphim.automation == "full"
    assert artemis.encoding["after_counter_trap"] == [{"draw": 1}]
    [token] = seraphim.encoding["after_counter_trap"]
    assert token["summon_tokens"]["count"] == 1 and token["summon_tokens"]["level"] == 1
    assert seraphim.encoding["effect"] == []


DUEL = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    monsters: [{monster}]
    spells_traps:
      {spell}
      - {{id: a-judgment, name: Spell Stopper, kind: trap, trap_type: counter,
          negates: [spell], effect: [{{negate: previous}}]}}
    deck: [{{id: a-top, name: Top Card, kind: spell}}, {{id: a-next, name: Next Card,
            kind: spell}}]
  B:
    hand: [{{id: b-pot, name: Opposing Pot, kind: spell, effect: [{{draw: 1}}]}}]
    spells_traps:
      - {{id: b-stopper, name: Trap Stopper, kind: trap, trap_type: counter,
          negates: [trap], effect: [{{negate: previous}}]}}
    deck: 3
actions:
  - activate: {{card: b-pot}}
  - activate: {{card: a-judgment}}
{more}"""


def duel(watcher: str = ARTEMIS, zone: str = "monsters", more: str = "  - pass\n  - pass\n"
         ) -> dict:
    placed = f'{{id: a-watcher, card: "{watcher}"}}'
    spell = f'- {{id: a-watcher, card: "{watcher}", face_up: true}}' if zone == "spells_traps" \
        else ""
    return judged(DUEL.format(monster="" if spell else placed, spell=spell, more=more))


def test_artemis_draws_right_after_the_counter_trap_resolves(printed):
    result = duel()
    codes = [step["code"] for step in result["steps"]]
    applies = codes.index("after_counter_trap.applies")
    # Chain Link 2 resolved first, Chain Link 1 only after the draw
    assert codes.index("link_negated_by") < applies < codes.index("link.negated")
    assert result["state"]["players"]["A"]["hand"] == ["a-top"]
    assert "11-1-10" in result["rules_cited"]
    assert "b-pot" in result["state"]["players"]["B"]["graveyard"]


def test_a_negated_counter_trap_does_not_resolve_so_only_the_one_negating_it_draws(printed):
    result = duel(more="  - activate: {card: b-stopper}\n  - pass\n  - pass\n")
    [applied] = [step for step in result["steps"] if step["code"] == "after_counter_trap.applies"]
    assert "Chain Link 3 (Trap Stopper)" in applied["text"]  # either player's Counter Trap
    assert result["state"]["players"]["A"]["hand"] == ["a-top"]  # 1 card, not 2


def test_synthetic_seraphim_summons_its_token(printed):
    result = duel(watcher=SERAPHIM, zone="spells_traps")
    [token] = result["state"]["players"]["A"]["monsters"]
    assert (token["atk"], token["def"]) == (300, 300)
    assert "11-1-10" in result["rules_cited"]


def test_artemis_does_nothing_while_its_effects_are_negated(printed):
    drain = ('      - {id: b-drain, name: Drain, kind: trap, trap_type: continuous, '
             'face_up: true, negates_monsters: true}\n')
    result = judged(DUEL.format(monster=f'{{id: a-watcher, card: "{ARTEMIS}"}}', spell="",
                                more="  - pass\n  - pass\n").replace(
        "      - {id: b-stopper,", drain + "      - {id: b-stopper,"))
    codes = [step["code"] for step in result["steps"]]
    assert "after_counter_trap.not_applied" in codes
    assert "after_counter_trap.applies" not in codes
    assert result["state"]["players"]["A"]["hand"] == []
