"""Negating the link below: its activation (5-3-7) or only its effect (5-3-8), then destroying or
banishing that card or not, and what a negating card's condition asks of the link it answers
(`negates`, `negates_by`, `negates_includes`: 11-3-3, 11-3-4)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell, texts, trap

from judge.engine import judge

GAIN = [{"gain_lp": {"amount": 1000}}]


def _answer(negate: object, **extra: object) -> dict:
    return trap("b-counter", "counter", [{"negate": negate}], **extra)


def _continuous_then(negate: object) -> dict:
    return run(a={"hand": [spell("a-cont", "continuous", GAIN)]},
               b={"spells_traps": [_answer(negate)]},
               actions=[{"activate": {"card": "a-cont"}}, {"activate": {"card": "b-counter"}}])


def test_a_card_whose_effect_alone_is_negated_stays_on_the_field() -> None:
    result = _continuous_then({"what": "effect"})
    assert result["outcome"] == "completed"
    assert player(result, "A")["lp"] == 8000  # the effect did nothing
    assert [c["id"] for c in player(result, "A")["spells_traps"]] == ["a-cont"]
    assert "5-3-8" in result["rules_cited"]
    assert "its effect was negated" in texts(result)


def test_a_continuous_card_whose_activation_is_negated_goes_to_the_graveyard() -> None:
    result = _continuous_then({"what": "activation"})
    assert player(result, "A")["spells_traps"] == []
    assert "a-cont" in player(result, "A")["graveyard"]
    codes = [step["code"] for step in result["steps"]]
    assert "chain_over.negated_to_graveyard" in codes and "destroyed" not in codes


def test_negate_then_banish_banishes_that_card() -> None:
    result = _continuous_then({"what": "activation", "then": "banish"})
    assert "a-cont" in player(result, "A")["banished"]
    assert {"5-3-7", "5-3-3"} <= set(result["rules_cited"])


def test_the_formats_previous_still_negates_and_destroys() -> None:
    result = _continuous_then("previous")
    assert "a-cont" in player(result, "A")["graveyard"]
    assert "destroyed" in [step["code"] for step in result["steps"]]


def test_an_answer_to_the_opponent_only_refuses_its_own_players_link() -> None:
    result = run(a={"hand": [spell("a-pot", effect=[{"draw": 1}])],
                    "spells_traps": [_answer("previous", negates_by="opponent")]},
                 actions=[{"activate": {"card": "a-pot"}}, "pass",
                          {"activate": {"card": "b-counter"}}])
    assert illegal(result)["code"] == "illegal.negates_opponents_only"
    assert illegal(result)["rules"] == ["11-3-4", "11-3-3", "5-2-4"]


def test_what_an_effect_includes_is_what_it_does_not_what_it_costs() -> None:
    # a card that sends a card from the Deck to the GY as its cost and draws as its effect
    cost = {"cost_cards": {"do": "send", "from": ["deck"], "what": "card"}}
    ash = monster("b-ash", types=["Zombie", "Effect", "Tuner"], effects=[{
        "type": "quick", "from": "hand", "cost_self": "discard",
        "negates_includes": ["deck_to_hand", "deck_summon", "deck_to_graveyard"],
        "effect": [{"negate": {"what": "effect"}}]}])
    deck = [monster("a-top"), monster("a-second")]
    result = run(a={"hand": [spell("a-dig", effect=[{"draw": 1}], **cost)], "deck": deck},
                 b={"hand": [ash]},
                 actions=[{"activate": {"card": "a-dig", "cost": ["a-top"]}},
                          {"activate": {"card": "b-ash", "effect": 0}}])
    assert illegal(result)["code"] == "illegal.negates_not_included"
    fetching = [{"fetch": {"to": "field", "what": "monster"}}]
    result = run(a={"hand": [spell("a-call", effect=fetching)], "deck": deck},
                 b={"hand": [ash]},
                 actions=[{"activate": {"card": "a-call", "pick": "a-top"}},
                          {"activate": {"card": "b-ash", "effect": 0}}])
    assert result["outcome"] == "completed"
    assert player(result, "A")["monsters"] == []  # nothing Special Summoned from the Deck


def test_a_spell_card_or_effect_answers_a_spells_graveyard_effect() -> None:
    banish_self = {"type": "ignition", "from": "graveyard", "effect": [{"draw": 1}]}
    graveyard = [spell("a-cyclone", effects=[banish_self])]
    for negates, outcome in ((["spell"], "illegal_action"),
                             (["spell", "spell_effect"], "completed")):
        result = run(a={"graveyard": graveyard},
                     b={"spells_traps": [_answer("previous", negates=negates)]},
                     actions=[{"activate": {"card": "a-cyclone", "effect": 0}},
                              {"activate": {"card": "b-counter"}}])
        assert result["outcome"] == outcome


def test_negation_keys_need_a_negate_step_and_known_words() -> None:
    bad = {"game": "ygo", "turn": {"number": 3, "player": "A"}, "players": {
        "A": {"spells_traps": [trap("a-t", effect=GAIN, negates_by="opponent")],
              "hand": [_answer({"what": "summon"}),
                       _answer("previous", id="a-c", negates_includes=["draw"])]},
        "B": {}}, "actions": []}
    paths = {error["path"] for error in judge(bad)["errors"]}
    assert {"players.A.spells_traps[0].negates_by", "players.A.hand[0].effect[0].negate.what",
            "players.A.hand[1].negates_includes[0]"} <= paths


def test_an_effect_from_the_gy_on_its_own_monster_includes_what_it_does_there() -> None:
    belle = monster("b-belle", effects=[{
        "type": "quick", "from": "hand", "cost_self": "discard",
        "negates_includes": ["graveyard_to_hand_or_deck", "graveyard_summon",
                             "graveyard_banish"],
        "effect": [{"negate": {"what": "activation"}}]}])
    rising = monster("a-rising", effects=[{"type": "ignition", "from": "graveyard",
                                           "effect": [{"special_summon": {"card": "self"}}]}])
    drawing = monster("a-drawing", effects=[{"type": "ignition", "from": "graveyard",
                                             "effect": [{"draw": 1}]}])
    results = [run(a={"graveyard": [rising, drawing]}, b={"hand": [belle]},
                   actions=[{"activate": {"card": card, "effect": 0}},
                            {"activate": {"card": "b-belle", "effect": 0}}])
               for card in ("a-rising", "a-drawing")]
    assert results[0]["outcome"] == "completed"
    assert player(results[0], "A")["monsters"] == []  # not Special Summoned: negated
    assert illegal(results[1])["code"] == "illegal.negates_not_included"


def test_negating_and_destroying_a_card_on_the_field_would_destroy_a_card_there() -> None:
    stardust = monster("b-star", effects=[{
        "type": "quick", "cost_self": "tribute", "negates_includes": ["destroy_on_field"],
        "effect": [{"negate": "previous"}]}])
    # a Normal Trap (Spell Speed 2: a Quick Effect cannot answer a Counter Trap, 11-2-5)
    counter = trap("a-counter", "normal", [{"negate": "previous"}])
    for hand, outcome in (([spell("b-pot", "quick-play", [{"draw": 1}])], "completed"),
                          ([monster("b-hand", effects=[{"type": "quick", "from": "hand",
                                                        "effect": [{"draw": 1}]}])],
                           "illegal_action")):
        first = hand[0]["id"]
        result = run(a={"spells_traps": [counter]},
                     b={"monsters": [stardust], "hand": hand},
                     actions=[{"activate": {"card": first, "effect": 0}
                               if first == "b-hand" else {"card": first}},
                              {"activate": {"card": "a-counter"}},
                              {"activate": {"card": "b-star", "effect": 0}}], player="B")
        assert result["outcome"] == outcome, texts(result)


def test_another_monsters_effect_is_never_its_own() -> None:
    lady = monster("b-lady", effects=[
        {"type": "quick", "effect": [{"gain_lp": {"amount": 100}}]},
        {"type": "quick", "negates": ["monster"], "negates_by": "other_card",
         "effect": [{"negate": "previous"}]}])
    other = monster("b-other", effects=[{"type": "quick", "effect": [{"draw": 1}]}])
    own = run(b={"monsters": [lady, other]}, player="B",
              actions=[{"activate": {"card": "b-lady", "effect": 0}}, "pass",
                       {"activate": {"card": "b-lady", "effect": 1}}])
    assert illegal(own)["code"] == "illegal.negates_other_cards_only"
    another = run(b={"monsters": [lady, other]}, player="B",
                  actions=[{"activate": {"card": "b-other", "effect": 0}}, "pass",
                           {"activate": {"card": "b-lady", "effect": 1}}])
    assert another["outcome"] == "completed"
    assert "b-other" in player(another, "B")["graveyard"]  # negated and destroyed


def test_negate_then_shuffle_returns_that_card_to_its_owners_deck() -> None:
    result = _continuous_then({"what": "activation", "then": "shuffle"})
    a = player(result, "A")
    assert a["spells_traps"] == [] and "a-cont" not in a["graveyard"]
    assert a["deck"] == 21  # the 20 of the format, and this one shuffled in
    assert {"5-3-7", "5-3-14"} <= set(result["rules_cited"])
