"""Real "Mecha Phantom Beast" monsters (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged: a Level raised by the total Levels of the
Tokens of a name their controller controls, which follows the Tokens as they come and go
(4-7-7), "Tribute 1 Token" as a cost (5-3-5), and Megaraptor's Trigger Effect on a Token
Special Summoned to its player's field (10-3-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

AEROSGUIN, STEALTHRAY, HAMSTRAT = "16943770", "30811116", "66200210"
MEGARAPTOR = "31533704"


@pytest.fixture
def beasts(tmp_path):
    store(subset(tmp_path, (AEROSGUIN, STEALTHRAY, HAMSTRAT, MEGARAPTOR)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_level_sentence_and_the_token_tribute_are_read(beasts):
    for number in (AEROSGUIN, STEALTHRAY, HAMSTRAT):
        card = stored(number)
        assert card.automation == "full", (number, card.notes)
        assert card.encoding["level_from_tokens"] == "Mecha Phantom Beast Token"
        assert '"Mecha Phantom Beast Tokens" you control' in english(number)["text"]
    [ignition] = [e for e in stored(STEALTHRAY).encoding["effects"] if "cost_cards" in e]
    assert ignition["cost_cards"] == {"do": "tribute", "what": "monster", "type": "Token"}
    assert "Tribute 1 Token, then target" in english(STEALTHRAY)["text"]


def test_two_tokens_are_tributed_only_as_printed():
    # the count and the noun agree, as in the cards (Coltwing's "Tribute 2 Tokens")
    from cards.ygo import token_monsters
    assert token_monsters.cost("Tribute 2 Tokens") == {"cost_cards": {
        "do": "tribute", "what": "monster", "type": "Token", "count": 2}}
    assert token_monsters.cost("Tribute 2 Token") is None
    assert token_monsters.cost("Tribute 1 Tokens") is None
    assert derived(AEROSGUIN).automation == "full"


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-aero, card: "{aero}"}}, {{id: a-ray, card: "{ray}"}}]
    graveyard: [{{id: a-ham, card: "{ham}"}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap, trap_type: normal, face_up: false,
                    effect: [{{draw: 1}}]}}]
actions:
  - activate: {{card: a-aero, effect: 0, cost: [a-ham]}}
  - pass
  - pass
{more}"""


def _levels(result: dict) -> list[tuple[str, int, int, int]]:
    """Each Level the Tokens changed: the monster, its Level before and after, the Tokens."""
    return [(step["params"]["card"]["card"], step["params"]["before"], step["params"]["level"],
             step["params"]["count"])
            for step in result["steps"] if step["code"] == "level.from_tokens"]


def test_a_token_raises_both_levels_at_once(beasts):
    result = judged(DUEL.format(aero=AEROSGUIN, ray=STEALTHRAY, ham=HAMSTRAT, more=""))
    assert result["outcome"] != "illegal_action"
    assert _levels(result) == [("a-aero", 3, 6, 1), ("a-ray", 3, 6, 1)]  # 3 + a Level 3 Token
    assert "4-7-7" in result["rules_cited"]


def test_the_tributed_token_takes_its_levels_back(beasts):
    more = "\n".join(("  - activate: {card: a-ray, effect: 1, cost: [a-aero-token-1], "
                      "targets: [b-set]}", "  - pass", "  - pass"))
    result = judged(DUEL.format(aero=AEROSGUIN, ray=STEALTHRAY, ham=HAMSTRAT, more=more))
    assert result["outcome"] != "illegal_action", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-aero", "a-ray"]
    assert _levels(result)[2:] == [("a-aero", 6, 3, 0), ("a-ray", 6, 3, 0)]  # the Token gone
    assert result["state"]["players"]["B"]["spells_traps"] == []


def test_without_a_token_the_tribute_cannot_be_paid(beasts):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ray, card: "{STEALTHRAY}"}},
               {{id: a-x, name: X, kind: monster, level: 4, atk: 100, def: 100}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap, trap_type: normal, face_up: false,
                    effect: [{{draw: 1}}]}}]
actions:
  - activate: {{card: a-ray, effect: 1, cost: [a-x], targets: [b-set]}}""")
    assert result["outcome"] == "illegal_action"
    assert _levels(result) == []


def test_megaraptor_answers_a_token_special_summoned_to_its_field(beasts):
    mega = stored(MEGARAPTOR)
    assert mega.automation == "full", mega.notes
    trigger = mega.encoding["effects"][0]
    assert trigger["summon"] == {"how": ["special"], "type": "Token", "player": "controller"}
    assert "When a Token(s) is Special Summoned to your side" in english(MEGARAPTOR)["text"]
    board = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    monsters: [{{{{id: a-aero, card: "{AEROSGUIN}"}}}}, {{{{id: a-mega, card: "{MEGARAPTOR}"}}}}]
    graveyard: [{{{{id: a-ham, card: "{HAMSTRAT}"}}}}]
  B: {{{{}}}}
actions:
{{more}}"""
    token = "\n".join(("  - activate: {card: a-aero, effect: 0, cost: [a-ham]}", "  - pass",
                       "  - pass"))
    answer = "\n".join(("  - activate: {card: a-mega, effect: 0}", "  - pass", "  - pass"))
    result = judged(board.format(more=f"{token}\n{answer}"))
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-aero", "a-mega", "a-aero-token-1", "a-mega-token-1"]
    assert _levels(result)[-1] == ("a-mega", 7, 10, 2)  # Level 4 and two Level 3 Tokens
    refused = judged(board.format(more=answer))  # no Token was Special Summoned
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.trigger_no_event"
