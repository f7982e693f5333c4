"""The Sumo Spirits' "send to the GY all ... your opponent controls in the same column as the
card(s) in your Pendulum Zones" (3-11-1, 5-3-2), judged with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Yoko-Zuna Sumo Spirit sends
the opponent's monsters in its Pendulum Scales' columns, the others stay; Kuro-Obi Karate
Spirit does the same to Spells/Traps; while a card in a Spell & Trap Zone has no place given,
nothing is judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

YOKO_ZUNA, KURO_OBI = "40516623", "77511331"
SCALE = "kind: monster, level: 1, atk: 0, def: 0, types: [Fairy, Pendulum, Effect], scale: 1"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (YOKO_ZUNA, KURO_OBI)))


def duel(spirit: str, scale_place: str, theirs: str) -> dict:
    return judged(
        "game: ygo\nturn: {number: 3, player: A, phase: main1}\nplayers:\n"
        f'  A: {{hand: [{{id: sumo, card: "{spirit}"}}], '
        f"spells_traps: [{{id: scale, name: Scale, {SCALE}{scale_place}}}], "
        "monsters: [{id: fodder, name: Fodder, atk: 0, column: 3}]}\n"
        f"  B: {{{theirs}}}\n"
        "actions: [{normal_summon: {card: sumo, tributes: [fodder], column: 3}}, "
        "{activate: {card: sumo, effect: 0}}, pass, pass]\n")


def test_yoko_zuna_reads_its_send(printed):
    card = Card.objects.get(game_id="ygo", number=YOKO_ZUNA)
    assert card.automation == "full"
    assert card.encoding["effects"][0]["effect"] == [
        {"return_all": {"to": "graveyard", "player": "opponent", "what": "monsters",
                        "scale_columns": True}}]


def test_yoko_zuna_sends_only_the_monsters_in_its_scales_columns(printed):
    # A's column 1 is B's column 5
    result = duel(YOKO_ZUNA, ", column: 1",
                  "monsters: [{id: near, name: Near, atk: 100, column: 5}, "
                  "{id: set, name: Set One, atk: 100, position: set, column: 2}, "
                  "{id: far, name: Far, atk: 100, column: 1}]")
    assert result["outcome"] == "completed", result.get("illegal")
    assert sorted(result["state"]["players"]["B"]["graveyard"]) == ["near"]
    assert sorted(m["id"] for m in result["state"]["players"]["B"]["monsters"]) == ["far",
                                                                                  "set"]


def test_kuro_obi_sends_the_spells_traps_in_its_scales_columns(printed):
    result = duel(KURO_OBI, ", column: 5",
                  "spells_traps: [{id: near, name: Near, kind: spell, spell_type: continuous, "
                  "face_up: true, column: 1}, {id: far, name: Far, kind: trap, column: 3}]")
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["graveyard"] == ["near"]


def test_a_scale_with_no_place_leaves_it_unjudged(printed):
    result = duel(YOKO_ZUNA, "", "monsters: [{id: near, name: Near, atk: 100, column: 5}]")
    assert result["illegal"]["code"] == "illegal.scale_column_unknown"
    assert result["illegal"]["rules"] == ["3-11-1"]
