"""Deck searches, looking at the top of the deck and cards taken back from the trash."""
from __future__ import annotations

from optcg_board import run, scenario, texts

from judge.engine import judge
from judge.engine.core.render import rerender


def event(*steps: dict, target: dict | None = None) -> dict:
    main: dict = {"steps": list(steps)}
    if target is not None:
        main["target"] = target
    return {"id": "a-ev", "type": "event", "cost": 0, "effects": {"main": main}}


def use(target: str | None = None) -> dict:
    return {"use_event": {"card": "a-ev", **({"target": target} if target else {})}}


def search(look: int, rest: str = "bottom") -> dict:
    return {"search_deck": {"look": look, "rest": rest}}


NAVY = {"owner": "you", "traits": ["Navy"], "not_names": ["Koby"]}


def navy(card_id: str, name: str = "Smoker", **more: object) -> dict:
    return {"id": card_id, "name": name, "traits": ["Navy"], **more}


def player(a: dict) -> dict:
    return a["state"]["players"]["A"]


def test_it_keeps_the_scenario_order_of_the_rest_at_the_bottom() -> None:
    deck = [{"id": "x1", "name": "Buggy"}, navy("x2"), {"id": "x3", "name": "Alvida"},
            {"id": "x4", "name": "Kuro"}, {"id": "x5", "name": "Arlong"}]
    result = run(a={"hand": [event(search(3), {"draw": 4}, target=NAVY)], "deck": deck},
                 actions=[use()])
    # x2 taken; x1 and x3 under x4 and x5, x1 above x3: the draws show the new order
    assert player(result)["hand"] == ["x2", "x4", "x5", "x1", "x3"]
    assert "places Buggy and Alvida at the bottom of the deck, in the order the scenario " \
           "lists them" in texts(result)
    assert {"3-1-7", "3-2-3", "8-4-4-4", "11-2-1", "11-3-1"} <= set(result["rules_cited"])


def test_it_takes_the_named_card_and_trashes_the_rest() -> None:
    deck = [navy("x1"), navy("x2", "Tashigi"), {"id": "x3", "name": "Buggy"}, {"id": "x4"}]
    result = run(a={"hand": [event(search(3, "trash"), target=NAVY)], "deck": deck},
                 actions=[use("x2")])
    assert player(result)["hand"] == ["x2"]
    assert player(result)["trash"] == ["a-ev", "x1", "x3"]
    assert player(result)["deck"] == 1
    assert "reveals Tashigi and adds it to the hand" in texts(result)


def test_it_refuses_a_named_card_that_does_not_fit() -> None:
    deck = [navy("x1", "Koby"), navy("x2")]
    result = run(a={"hand": [event(search(5), target=NAVY)], "deck": deck}, actions=[use("x1")])
    assert result["illegal"]["rules"] == ["8-4-4"]
    assert "cannot choose A's Koby: the effect leaves out [Koby]" in result["illegal"]["reason"]


def test_it_refuses_a_card_below_the_cards_looked_at() -> None:
    deck = [{"id": "x1"}, {"id": "x2"}, navy("x3")]
    result = run(a={"hand": [event(search(2), target=NAVY)], "deck": deck}, actions=[use("x3")])
    assert result["illegal"]["rules"] == ["3-2-2", "8-4-4-4"]
    assert "looks only at the top 2 cards of the deck" in result["illegal"]["reason"]


def test_up_to_one_may_find_nothing_and_the_rest_still_moves() -> None:
    deck = [{"id": "x1", "name": "Buggy"}, navy("x2", "Koby"), navy("x3")]
    result = run(a={"hand": [event(search(2), {"draw": 1}, target=NAVY)], "deck": deck},
                 actions=[use()])
    assert "none of them fits" in texts(result) and "8-4-4-1" in result["rules_cited"]
    assert player(result)["hand"] == ["x3"]  # x1 and x2 went under it


def test_unnamed_deck_cards_cannot_be_shown_to_fit() -> None:
    result = run(a={"hand": [event(search(5), target=NAVY)], "deck": [navy("x1", "Koby")]},
                 actions=[use()])
    assert "none of them fits" in texts(result)  # one listed card, no unnamed ones
    result = run(a={"hand": [event(search(5), target=NAVY)], "deck": 12}, actions=[use()])
    assert "only as a number, so none of them can be shown to fit" in texts(result)
    assert {"8-4-4-1", "8-4-4-2"} <= set(result["rules_cited"])
    assert player(result)["deck"] == 12 and player(result)["hand"] == []


def test_it_looks_at_what_a_short_deck_has_and_loses_on_an_empty_one() -> None:
    deck = [navy("x1"), {"id": "x2"}]
    result = run(a={"hand": [event(search(5, "trash"), target=NAVY)], "deck": deck},
                 actions=[use()])
    assert "looks at the 2 cards the deck has left of the 5 asked" in texts(result)
    assert result["outcome"] == "game_over" and result["losers"] == ["A"]
    assert "9-2-1-2" in result["rules_cited"]


def test_the_card_a_search_takes_can_be_played_from_the_hand() -> None:
    wanted = {"owner": "you", "types": ["character"], "names": ["Holly"]}
    holly = {"id": "x2", "name": "Holly", "cost": 1, "effects": {"on_play": [{"draw": 1}]}}
    steps = (search(5), {"play_card": {"target": "chosen", "from": "hand"}})
    result = run(a={"hand": [event(*steps, target=wanted)],
                    "deck": [{"id": "x1"}, holly, {"id": "x3"}]}, actions=[use()])
    assert [c["id"] for c in player(result)["characters"]] == ["x2"]
    assert player(result)["hand"] == ["x1"]  # Holly's [On Play] drew the new top card


def test_looking_and_placing_at_the_top_keeps_the_order() -> None:
    deck = [{"id": "x1", "name": "Usopp"}, {"id": "x2", "name": "Kuro"}, {"id": "x3"}]
    result = run(a={"hand": [event({"arrange_deck": 2}, {"draw": 1})], "deck": deck},
                 actions=[use()])
    assert player(result)["hand"] == ["x1"]
    assert "leaves Usopp and Kuro on top of the deck" in texts(result)
    assert {"3-1-7", "11-3-2"} <= set(result["rules_cited"])


def test_it_adds_a_card_from_the_trash_by_type_and_kind() -> None:
    wanted = {"owner": "you", "types": ["event"], "traits": ["Navy"]}
    trash = [navy("t1"), navy("t2", "Justice", type="event"), navy("t3", "Order", type="event")]
    result = run(a={"hand": [event({"trash_to_hand": 1}, target=wanted)], "trash": trash},
                 actions=[use()])
    assert player(result)["hand"] == ["t2"]
    named = run(a={"hand": [event({"trash_to_hand": 1}, target=wanted)], "trash": trash},
                actions=[use("t3")])
    assert player(named)["hand"] == ["t3"] and "adds Order from the trash" in texts(named)
    refused = run(a={"hand": [event({"trash_to_hand": 1}, target=wanted)], "trash": trash},
                  actions=[use("t1")])
    assert refused["illegal"]["rules"] == ["8-4-4"]


def test_the_search_speaks_every_language() -> None:
    deck = [navy("x1"), {"id": "x2", "name": "Buggy"}]
    result = run(a={"hand": [event(search(2), target=NAVY)], "deck": deck}, actions=[use()])
    spanish = "\n".join(step["text"] for step in rerender(result, "es")["steps"])
    assert "revela Smoker" in spanish and "fondo del mazo" in spanish


def test_a_type_including_words_or_a_card_named_besides_fit() -> None:
    wanted = {"owner": "you", "traits_including": ["Whitebeard Pirates"],
              "also_names": ["Monkey.D.Luffy"]}
    deck = [{"id": "x1", "name": "Buggy", "traits": ["Buggy Pirates"]},
            {"id": "x2", "name": "Marco", "traits": ["Whitebeard Pirates Allies"]},
            {"id": "x3", "name": "Monkey.D.Luffy", "traits": ["Straw Hat Crew"]}]
    first = run(a={"hand": [event(search(3), target=wanted)], "deck": deck}, actions=[use()])
    assert player(first)["hand"] == ["x2"]
    named = run(a={"hand": [event(search(3), target=wanted)], "deck": deck}, actions=[use("x3")])
    assert player(named)["hand"] == ["x3"]
    refused = run(a={"hand": [event(search(3), target=wanted)], "deck": deck},
                  actions=[use("x1")])
    assert 'none of its types includes "Whitebeard Pirates"' in refused["illegal"]["reason"]


def test_a_bound_after_or_a_card_named_holds_for_that_card_too() -> None:
    # "[Ace] or red Event": [Ace] may be any colour; "red Events or [Ace] with a cost of 5 or
    # less" (also_bounded): the colour and the cost hold for [Ace] too (official Q&A, EB02-059)
    loose = {"owner": "you", "types": ["event"], "colors": ["red"],
             "also_names": ["Portgas.D.Ace"]}
    bounded = {**loose, "cost_max": 5, "also_bounded": True}
    deck = [{"id": "x1", "name": "Portgas.D.Ace", "colors": ["blue"], "cost": 4},
            {"id": "x2", "name": "Portgas.D.Ace", "colors": ["red"], "cost": 7},
            {"id": "x3", "name": "Portgas.D.Ace", "colors": ["red"], "cost": 5}]
    taken = run(a={"hand": [event(search(3), target=loose)], "deck": deck}, actions=[use("x1")])
    assert player(taken)["hand"] == ["x1"]
    for pick, why in (("x1", "not one of these colors: red"), ("x2", "its cost is 7")):
        refused = run(a={"hand": [event(search(3), target=bounded)], "deck": deck},
                      actions=[use(pick)])
        assert why in refused["illegal"]["reason"]
    fits = run(a={"hand": [event(search(3), target=bounded)], "deck": deck}, actions=[use("x3")])
    assert player(fits)["hand"] == ["x3"]


def play(look: int, rest: str = "bottom", **more: object) -> dict:
    return {"play_from_deck": {"look": look, "rest": rest, **more}}


RED_ARMY = {"owner": "you", "types": ["character"], "traits": ["Revolutionary Army"]}


def army(card_id: str, name: str, **more: object) -> dict:
    return {"id": card_id, "name": name, "cost": 2, "traits": ["Revolutionary Army"], **more}


def test_it_plays_the_card_named_from_the_deck_rested_and_its_on_play_resolves() -> None:
    deck = [army("x1", "Sabo"), army("x2", "Koala", effects={"on_play": [{"draw": 1}]}),
            {"id": "x3", "name": "Buggy"}]
    result = run(a={"hand": [event(play(2, "trash", rested=True), target=RED_ARMY)],
                    "deck": deck}, actions=[use("x2")])
    assert [(c["id"], c["rested"]) for c in player(result)["characters"]] == [("x2", True)]
    assert player(result)["trash"] == ["a-ev", "x1"]
    assert player(result)["hand"] == ["x3"]  # Koala's [On Play] drew the card under them
    assert "picks Koala to play" in texts(result)


def test_a_sixth_character_is_not_played_and_stays_with_the_rest() -> None:
    field = [{"id": f"a{i}"} for i in range(5)]
    deck = [army("x1", "Sabo"), {"id": "x2"}]
    result = run(a={"hand": [event(play(2), target=RED_ARMY)], "characters": field,
                    "deck": deck}, actions=[use()])
    assert len(player(result)["characters"]) == 5 and player(result)["deck"] == 2
    assert "3-7-6-1" in result["rules_cited"]
    assert "places Sabo and Character x2 at the bottom of the deck" in texts(result)


def test_an_event_revealed_is_not_played() -> None:
    anything = {"owner": "you", "traits": ["Revolutionary Army"]}
    deck = [army("x1", "Koala", type="event"), army("x2", "Sabo")]
    result = run(a={"hand": [event(play(1), target=anything)], "deck": deck},
                 actions=[use()])
    assert player(result)["characters"] == [] and player(result)["deck"] == 2
    assert "so A plays nothing" in texts(result)  # a play, not a card added to the hand
    assert "adds nothing to the hand" not in texts(result)
    refused = run(a={"hand": [event(play(1), target=anything)], "deck": deck},
                  actions=[use("x1")])
    assert "Koala cannot be taken (its card category is Event" in texts(refused)
    assert player(refused)["characters"] == [] and player(refused)["deck"] == 2


def test_a_revealed_card_is_shown_and_hidden_again() -> None:
    deck = [army("x1", "Sabo"), {"id": "x2"}]
    result = run(a={"hand": [event({"play_from_deck": {"reveal": 1, "rest": "top_or_bottom"}},
                                   target=RED_ARMY)], "deck": deck}, actions=[use()])
    assert "reveals the top card of the deck (Sabo)" in texts(result)
    assert "11-2-2" in result["rules_cited"]
    assert [c["id"] for c in player(result)["characters"]] == ["x1"]


def test_a_stage_played_from_the_deck_replaces_the_one_in_play() -> None:
    wanted = {"owner": "you", "names": ["Upper Yard"]}
    deck = [{"id": "x1", "name": "Upper Yard", "type": "stage", "cost": 1}, {"id": "x2"}]
    result = run(a={"hand": [event(play(2), target=wanted)], "deck": deck,
                    "stage": {"id": "old", "type": "stage"}}, actions=[use()])
    assert player(result)["stage"]["id"] == "x1"
    assert player(result)["trash"] == ["a-ev", "old"]
    assert {"3-8-4", "3-8-5-1"} <= set(result["rules_cited"])


def test_a_step_looks_or_reveals_never_both() -> None:
    steps = [{"play_from_deck": {"look": 2, "reveal": 1}}]
    result = judge(scenario(a={"hand": [event(*steps)]}, actions=[use()]))
    assert [e["path"] for e in result["errors"]] == [
        "players.A.hand[0].effects.main.steps[0].play_from_deck"]


def test_a_search_for_up_to_two_takes_two() -> None:
    wanted = {**NAVY, "up_to": 2}
    deck = [navy("x1"), {"id": "x2"}, navy("x3", "Tashigi"), navy("x4", "Hina")]
    first = run(a={"hand": [event(search(4), target=wanted)], "deck": deck}, actions=[use()])
    assert player(first)["hand"] == ["x1", "x3"]
    named = run(a={"hand": [event(search(4), target=wanted)], "deck": deck},
                actions=[{"use_event": {"card": "a-ev", "target": ["x4", "x3"]}}])
    assert player(named)["hand"] == ["x4", "x3"]
    below = run(a={"hand": [event(search(2), target=wanted)], "deck": deck},
                actions=[{"use_event": {"card": "a-ev", "target": ["x1", "x3"]}}])
    assert below["illegal"]["rules"] == ["3-2-2", "8-4-4-4"]


def test_up_to_two_cards_come_back_from_the_trash() -> None:
    wanted = {"owner": "you", "types": ["character"], "traits": ["Navy"], "up_to": 2}
    trash = [navy("t1"), navy("t2", "Justice", type="event"), navy("t3", "Hina")]
    result = run(a={"hand": [event({"trash_to_hand": 2}, target=wanted)], "trash": trash},
                 actions=[use()])
    assert player(result)["hand"] == ["t1", "t3"]
    assert "adds Smoker and Hina from the trash to the hand" in texts(result)


WARLORD = {"types": ["character"], "traits": ["Warlords"], "cost_max": 4}


def reveal_and_play(spec: dict = WARLORD) -> dict:
    return event({"reveal_top": 1},
                 {"if": {"condition": {"top_card": spec},
                         "steps": [{"play_revealed": {"rested": True}}]}},
                 {"revealed_to_bottom": True}, {"draw": 1})


def test_a_revealed_card_that_fits_is_played_and_nothing_goes_to_the_bottom() -> None:
    deck = [{"id": "x1", "name": "Moria", "cost": 4, "traits": ["Warlords"]}, {"id": "x2"}]
    result = run(a={"hand": [reveal_and_play()], "deck": deck}, actions=[use()])
    assert [(c["id"], c["rested"]) for c in player(result)["characters"]] == [("x1", True)]
    assert player(result)["hand"] == ["x2"]  # the card under it was not moved
    assert "reveals the top card of the deck (Moria)" in texts(result)


def test_a_revealed_card_that_does_not_fit_goes_to_the_bottom() -> None:
    deck = [{"id": "x1", "name": "Mihawk", "cost": 9, "traits": ["Warlords"]}, {"id": "x2"}]
    result = run(a={"hand": [reveal_and_play()], "deck": deck}, actions=[use()])
    assert player(result)["characters"] == [] and player(result)["hand"] == ["x2"]
    assert "Mihawk, on top of the deck, does not fit: its cost is 9, not 4 or less" \
        in texts(result)
    assert {"8-3-3", "11-2-2", "3-2-3"} <= set(result["rules_cited"])


def test_an_unnamed_top_card_cannot_be_shown_to_fit() -> None:
    result = run(a={"hand": [reveal_and_play()], "deck": 10}, actions=[use()])
    assert player(result)["characters"] == []
    assert "so its top card cannot be shown to fit" in texts(result)
    assert player(result)["deck"] == 9  # revealed, placed at the bottom, then 1 drawn


def test_a_search_for_any_card_takes_the_top_named_one() -> None:
    steps = ({"search_deck": {"look": 3, "rest": "top_or_bottom"}},)
    named = run(a={"hand": [event(*steps)], "deck": [{"id": "x1", "name": "Ulti"}, {"id": "x2"}]},
                actions=[use()])
    assert player(named)["hand"] == ["x1"] and "reveals Ulti" in texts(named)
    unnamed = run(a={"hand": [event(*steps)], "deck": 8}, actions=[use()])
    assert player(unnamed)["hand"] == [] and "8-4-4-2" in unnamed["rules_cited"]


def test_cards_from_the_hand_go_under_or_on_top_of_the_deck_in_the_listed_order() -> None:
    hand = [event({"draw": 1}, {"hand_to_deck": {"count": 2, "to": "bottom"}}, {"draw": 3}),
            {"id": "h1"}, {"id": "h2"}]
    result = run(a={"hand": hand, "deck": [{"id": "x1"}, {"id": "x2"}, {"id": "x3"}]},
                 actions=[use()])
    # h1 and h2 went under x2 and x3, h1 above h2; x1 (drawn first) stayed in the hand
    assert player(result)["hand"] == ["x1", "x2", "x3", "h1"]
    assert {"11-2-1", "3-1-7"} <= set(result["rules_cited"])
    hand[0] = event({"hand_to_deck": {"count": 2, "to": "top"}}, {"draw": 1})
    on_top = run(a={"hand": hand, "deck": [{"id": "x1"}]}, actions=[use()])
    assert player(on_top)["hand"] == ["h1"] and player(on_top)["deck"] == 2  # h1 on top
    empty = run(a={"hand": [event({"hand_to_deck": {"count": 1}})]}, actions=[use()])
    assert "hand is empty" in texts(empty)


def test_one_card_placed_from_the_hand_is_named_in_the_singular() -> None:
    # "places it", "legt die Karte": the sentence counts the cards that move, not the text's
    # number (a hand of one card gives one card to a "place 2 cards" effect)
    hand = [event({"hand_to_deck": {"count": 2, "to": "bottom"}}), {"id": "h1"}]
    data = scenario(a={"hand": hand, "deck": [{"id": "x1"}]}, actions=[use()])
    one = {lang: texts(judge(data, language=lang)) for lang in ("en", "de", "fr")}
    assert "places it from the hand" in one["en"] and "places them" not in one["en"]
    assert "legt die Karte aus der Hand" in one["de"] and "legt sie" not in one["de"]
    assert "et le place de sa main" in one["fr"]
    hand.append({"id": "h2"})
    two = {lang: texts(judge(data, language=lang)) for lang in ("en", "de")}
    assert "places them from the hand" in two["en"] and "legt sie aus der Hand" in two["de"]


def test_a_colour_that_does_not_fit_is_named_in_the_readers_language() -> None:
    wanted = {"owner": "you", "colors": ["red", "purple"]}
    deck = [{"id": "x1", "name": "Portgas.D.Ace", "colors": ["blue"], "cost": 4}]
    data = scenario(a={"hand": [event(search(1), target=wanted)], "deck": deck},
                    actions=[use("x1")])
    reasons = {lang: judge(data, language=lang)["illegal"]["reason"]
               for lang in ("en", "de", "fr")}
    assert "not one of these colors: red and purple" in reasons["en"]
    assert "keine dieser Farben: Rot und Lila" in reasons["de"]
    assert "rouge et violet" in reasons["fr"] and "red" not in reasons["de"]


def test_one_card_left_at_the_bottom_has_no_order_to_speak_of() -> None:
    deck = [{"id": "x1"}, {"id": "x2"}]
    one = texts(run(a={"hand": [event(search(2))], "deck": deck}, actions=[use("x1")]))
    assert "places Character x2 at the bottom of the deck." in one
    assert "in the order" not in one.split("places Character x2")[1].split("\n")[0]
