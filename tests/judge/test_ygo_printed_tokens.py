"""Real cards that Special Summon Tokens (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged: One-Time Passcode's Token in Defense Position
with its printed stats, Multiplication of Ants' Tokens that cannot be Tributed for a Tribute
Summon (the Tribute of its cost empties the zone they need), Wish Dragon Tributing itself for
its own Tokens, Chewbone's FLIP Tokens for the opponent (4-7-1 to 4-7-4), Scapegoat, after
which its player Summons nothing else that turn (5-2-12), and Transcicada's Token, which keeps
its player to Insect monsters from the Extra Deck while it is there (4-7-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

PASSCODE, ANTS, WISH, CHEWBONE = "93104632", "22493811", "64583600", "07392745"
SCAPEGOAT, TRANSCICADA = "73915051", "01799464"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PASSCODE, ANTS, WISH, CHEWBONE, SCAPEGOAT, TRANSCICADA)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_token_sentences_are_read_with_their_printed_stats(printed):
    for number in (PASSCODE, ANTS, WISH, CHEWBONE):
        assert stored(number).automation == "full", number
    passcode = stored(PASSCODE).encoding["effect"][0]["summon_tokens"]
    assert '"Security Token"' in english(PASSCODE)["text"]
    assert passcode["name"] == "Security Token" and passcode["position"] == "defense"
    assert f'ATK {passcode["atk"]}/DEF {passcode["def"]}' in english(PASSCODE)["text"]
    ants = stored(ANTS).encoding["effect"][0]["summon_tokens"]
    assert ants["name"] == "Army Ant Token" and ants["count"] == 2  # "Army Ant Tokens"
    assert ants["no_tribute_summon"] is True  # "These Tokens cannot be Tributed ..."
    chewbone = stored(CHEWBONE).encoding["flip"][0]["summon_tokens"]
    assert chewbone["to"] == "opponent" and chewbone["count"] == 3


def test_one_time_passcode_summons_its_token_in_defense_position(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{hand: [{{id: a-code, card: "{PASSCODE}"}}]}}
  B: {{}}
actions:
  - activate: {{card: a-code}}
  - pass
  - pass""")
    [token] = result["state"]["players"]["A"]["monsters"]
    assert token["position"] == "defense" and (token["atk"], token["def"]) == (2000, 2000)
    assert result["state"]["players"]["A"]["graveyard"] == ["a-code"]
    assert "4-7-1" in result["rules_cited"]


ANTS_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-ants, card: "{ants}"}},
           {{id: a-big, name: Big, kind: monster, level: 6, atk: 2400, def: 0}}]
    monsters: [{{id: a-bug, name: Bug, kind: monster, level: 4, atk: 100, def: 100,
                types: [Insect]}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-z, name: Z, kind: monster, level: 4, atk: 100, def: 100}}]
  B: {{}}
actions:
  - activate: {{card: a-ants, cost: [a-bug]}}
  - pass
  - pass
{more}"""


def test_the_tribute_of_the_cost_makes_room_for_the_ants(printed):
    result = judged(ANTS_BOARD.format(ants=ANTS, more=""))
    a = result["state"]["players"]["A"]
    assert len(a["monsters"]) == 5 and "a-bug" not in [m["id"] for m in a["monsters"]]
    assert a["graveyard"] == ["a-bug", "a-ants"]


def test_the_ants_cannot_be_tributed_for_a_tribute_summon(printed):
    result = judged(ANTS_BOARD.format(
        ants=ANTS, more="  - normal_summon: {card: a-big, tributes: [a-ants-token-1]}"))
    assert result["outcome"] == "illegal_action"
    assert "4-7-4" in result["illegal"]["rules"]


def test_wish_dragon_tributed_for_its_own_tokens(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-wish, card: "{WISH}"}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-y, name: Y, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-z, name: Z, kind: monster, level: 4, atk: 100, def: 100}}]
  B: {{}}
actions:
  - activate: {{card: a-wish}}
  - pass
  - pass""")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]][-2:] == ["a-wish-token-1", "a-wish-token-2"]
    assert a["graveyard"] == ["a-wish"]


SCAPEGOAT_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-goat, card: "{goat}"}},
           {{id: a-small, name: Small, kind: monster, level: 4, atk: 100, def: 100}}]
  B: {{}}
actions:
{actions}"""


def test_scapegoat_makes_four_sheep_and_then_no_summon(printed):
    assert stored(SCAPEGOAT).automation == "full"
    actions = "\n".join(("  - activate: {card: a-goat}", "  - pass", "  - pass",
                         "  - normal_summon: {card: a-small}"))
    result = judged(SCAPEGOAT_DUEL.format(goat=SCAPEGOAT, actions=actions))
    assert result["outcome"] == "illegal_action"
    assert "5-2-12" in result["illegal"]["rules"]
    sheep = result["state"]["players"]["A"]["monsters"]
    assert len(sheep) == 4 and {m["position"] for m in sheep} == {"defense"}


def test_scapegoat_after_a_normal_summon_is_refused(printed):
    actions = "\n".join(("  - normal_summon: {card: a-small}", "  - activate: {card: a-goat}"))
    result = judged(SCAPEGOAT_DUEL.format(goat=SCAPEGOAT, actions=actions))
    assert result["outcome"] == "illegal_action"
    assert "5-2-12" in result["illegal"]["rules"]


def test_transcicada_binds_its_player_while_its_token_is_there(printed):
    cicada = stored(TRANSCICADA)
    assert cicada.automation == "full"
    [effect] = cicada.encoding["effects"]
    assert effect["once_per_turn"] == "name"  # the clause after the restriction is the effect's
    lock = effect["effect"][0]["summon_tokens"]["lock"]
    assert lock == {"from": "extra_deck", "except": {"type": "Insect"}}
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cicada, card: "{TRANSCICADA}"}},
           {{id: a-call, name: Call, kind: spell, spell_type: normal,
             effect: [{{special_summon: {{card: a-cicada}}}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-call}}
  - pass
  - pass
  - activate: {{card: a-cicada, effect: 0}}
  - pass
  - pass""")
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-cicada", "a-cicada-token-1"]
    assert "4-7-6" in result["rules_cited"]
