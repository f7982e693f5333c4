"""Real cards whose Continuous Effect restricts the Special Summons of both players or of the
opponent while they are face-up (cards/ygo/kept_lock_players.py, 5-2-14), read and judged
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Barrier Statue
of the Torrent lets either player Synchro Summon only a WATER monster, Vanity's Ruler stops its
controller's opponent and not its controller; "Neither player can Special Summon LIGHT or DARK
monsters." stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

TORRENT, RULER, FIEND = "10963799", "72634965", "47084486"
PRISON = "26586849"  # Royal Prison: "monsters from the GY", not read


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TORRENT, RULER, FIEND)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_sentences_bind_both_players_or_the_opponent(printed):
    for number in (TORRENT, RULER, FIEND):
        assert stored(number).automation == "full", number
    torrent = stored(TORRENT).encoding
    assert "WATER" in english(TORRENT)["text"]
    assert torrent["summon_lock_on_field"] == {"from": "any", "except": {"attribute": "WATER"}}
    assert torrent["lock_binds"] == "both"
    assert stored(RULER).encoding["lock_binds"] == "opponent"
    assert stored(FIEND).encoding["summon_lock_on_field"] == {"from": "any"}


def test_a_description_the_format_cannot_hold_stays_a_note():
    # "LIGHT or DARK monsters" (Koa'ki Meiru Drago) is neither_locks.py's now: "from the GY" not
    assert any(note.startswith("Neither player can Special Summon monsters from the GY")
               for note in derived(PRISON).notes)


SYNCHRO = """extra_deck: [{{id: {p}-synchro, name: Synchro, level: 5, atk: 2000, def: 0,
                   attribute: {attribute}, types: [Warrior, Synchro, Effect]}}]
    monsters: [{{id: {p}-tuner, name: Tuner, level: 2, atk: 0, def: 0, types: [Warrior, Tuner]}},
               {{id: {p}-three, name: Three, level: 3, atk: 0, def: 0, types: [Warrior]}}{card}]"""
BOARD = """
game: ygo
turn: {{number: 3, player: {turn}, phase: main1}}
players:
  A:
    {a}
  B:
    {b}
actions:
  - synchro_summon: {{card: {p}-synchro, materials: [{p}-tuner, {p}-three]}}
"""


def summoned(card: str, summoner: str, attribute: str) -> dict:
    """A Synchro Summon by `summoner` (A: the card's controller, B: its opponent) while the
    card is face-up in A's Monster Zone."""
    mine = f', {{id: a-card, card: "{card}"}}'
    p = summoner.lower()
    side = SYNCHRO.format(p=p, attribute=attribute, card=mine if p == "a" else "")
    other = f'monsters: [{{id: a-card, card: "{card}"}}]' if p == "b" else "{}"
    a, b = (side, "{}") if p == "a" else (other, side)
    return judged(BOARD.format(turn=summoner, a=a, b=b, p=p).replace("  B:\n    {}", "  B: {}"))


def test_barrier_statue_binds_both_players(printed):
    for summoner in ("A", "B"):
        refused = summoned(TORRENT, summoner, "FIRE")
        assert refused["outcome"] == "illegal_action", summoner
        assert refused["illegal"]["code"] == "illegal.one_way_only"  # refused as a Synchro
        assert refused["illegal"]["rules"] == ["5-2-14"]  # by the card's Continuous Effect
        allowed = summoned(TORRENT, summoner, "WATER")
        assert allowed["illegal"] is None, (summoner, allowed["illegal"])


def test_vanitys_ruler_binds_only_the_opponent(printed):
    assert summoned(RULER, "B", "WATER")["illegal"]["rules"] == ["5-2-14"]
    assert summoned(RULER, "A", "WATER")["illegal"] is None
