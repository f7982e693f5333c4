"""Effects in parts (5-2-7), on cards typed in the scenario: a step under `if_you_do` or `then`
is done only when the step before it was done, one under neither regardless; the ruling says
which; nesting is bounded and an empty list is refused as input."""
from __future__ import annotations

from ygo_duel import player, run, spell, texts

from judge.engine import judge
from judge.engine.ygo.schema_steps import MAX_NESTING

DAMAGE = {"damage": {"player": "opponent", "amount": 500}}


def cast(effect: list, deck: int = 2) -> dict:
    a = {"hand": [spell("a-spell", effect=effect)],
         "deck": [{"id": f"a-d{n}", "kind": "monster", "level": 1, "atk": 0, "def": 0}
                  for n in range(deck)]}
    return run(a=a, actions=[{"activate": {"card": "a-spell"}}, "pass", "pass"])


def test_then_follows_a_draw_that_was_done():
    result = cast([{"draw": 1}, {"then": [DAMAGE]}])
    assert player(result, "B")["lp"] == 7500
    assert "5-2-7" in result["rules_cited"]
    assert 'did the part before "then"' in texts(result)


def test_then_does_nothing_after_a_draw_from_an_empty_deck():
    result = cast([{"draw": 1}, {"then": [DAMAGE]}], deck=0)
    assert player(result, "B")["lp"] == 8000
    assert 'did not do the part before "then"' in texts(result)


def test_steps_listed_without_a_gate_are_done_regardless():
    result = cast([{"draw": 1}, DAMAGE], deck=0)
    assert player(result, "B")["lp"] == 7500


def test_if_you_do_after_a_destroy_all_with_nothing_to_destroy():
    result = cast([{"destroy_all": {"player": "opponent"}}, {"if_you_do": [DAMAGE]}])
    assert player(result, "B")["lp"] == 8000
    assert 'did not do the part before "and if you do"' in texts(result)


def test_nesting_is_bounded_and_an_empty_gate_is_refused():
    nested: list = [DAMAGE]
    for _ in range(MAX_NESTING + 1):
        nested = [{"draw": 1}, {"then": nested}]
    for effect in (nested, [{"draw": 1}, {"if_you_do": []}]):
        result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                        "players": {"A": {"hand": [spell("a-spell", effect=effect)]},
                                    "B": {}},
                        "actions": []})
        assert "errors" in result


def timing(word: str) -> dict:
    """A Spell sends a monster from the hand to the GY, and (if it does / then) draws; the
    monster's "When this card is sent to the GY: You can gain 100 LP" is activated after."""
    sent = {"id": "a-sent", "kind": "monster", "level": 4, "atk": 0, "def": 0,
            "effects": [{"type": "trigger", "event": "sent_to_graveyard", "from": "graveyard",
                         "when": True, "effect": [{"gain_lp": {"amount": 100}}]}]}
    effect = [{"fetch": {"to": "graveyard", "from": ["hand"], "what": "monster"}},
              {word: [{"draw": 1}]}]
    a = {"hand": [spell("a-spell", effect=effect), sent],
         "deck": [{"id": "a-d0", "kind": "monster", "level": 1, "atk": 0, "def": 0}]}
    return judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                  "players": {"A": a, "B": {}},
                  "actions": [{"activate": {"card": "a-spell", "pick": "a-sent"}}, "pass", "pass",
                              {"activate": {"card": "a-sent"}}]})


def test_and_if_you_do_keeps_the_sent_card_at_the_last_moment():
    # sent and drew at one moment: the "When ... you can" effect does not miss the timing
    result = timing("if_you_do")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert {"5-2-7", "5-1-3"} <= set(result["rules_cited"])


def test_then_makes_the_draw_the_last_thing_so_the_timing_is_missed():
    result = timing("then")
    assert result["outcome"] == "illegal_action"
    assert "11-1-9" in result["illegal"]["rules"]
