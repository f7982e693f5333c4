"""Choices a player makes as an effect resolves, named by the scenario (`picks`, `place`,
`take` on a `trigger`), and the note that says which default the judge took when none is."""
from __future__ import annotations

from optcg_board import run, scenario, texts

from judge.engine import judge


def event(steps: list) -> dict:
    return {"id": "a-ev", "type": "event", "effects": {"main": {"steps": steps}}}


def use(**named: object) -> dict:
    return {"use_event": {"card": "a-ev", **named}}


def defaults(result: dict) -> list[str]:
    return [note["text"] for note in result.get("notes", []) if note["kind"] == "default"]


HAND = ["a-ev", {"id": "a-1"}, {"id": "a-2"}, {"id": "a-3"}]


def test_a_card_drawn_by_the_same_effect_can_be_the_one_trashed() -> None:
    # "Draw 1 card. Then, trash 1 card from your hand.": the drawn card is the player's pick
    result = run(a={"hand": [event([{"draw": 1}, {"trash_from_hand": 1}]), *HAND[1:]],
                    "deck": [{"id": "a-top"}, {"id": "a-next"}]},
                 actions=[use(picks=["a-top"])])
    a = result["state"]["players"]["A"]
    assert "a-top" in a["trash"] and a["hand"] == ["a-1", "a-2", "a-3"]
    assert defaults(result) == []


def test_unnamed_the_first_listed_is_trashed_and_the_notes_say_it_was_a_default() -> None:
    result = run(a={"hand": [event([{"trash_from_hand": 1}]), *HAND[1:]]}, actions=[use()])
    assert "a-1" in result["state"]["players"]["A"]["trash"]
    [note] = defaults(result)
    assert "does not name the cards A picks" in note and "a-1" in note


def test_the_opponent_trashes_the_cards_the_scenario_names() -> None:
    b_hand = [{"id": "b-1"}, {"id": "b-2"}, {"id": "b-3"}]
    result = run(a={"hand": [event([{"opponent_trash_from_hand": 2}])]}, b={"hand": b_hand},
                 actions=[use(picks=["b-3", "b-1"])])
    assert result["state"]["players"]["B"]["hand"] == ["b-2"]
    assert "B's choice, as the scenario names them" in texts(result)
    assert defaults(result) == []


def test_one_card_the_opponent_places_is_named_in_the_singular() -> None:
    # "the first listed" in the number of the cards that move: German "die zuerst aufgeführte
    # Karte" for one, "die zuerst aufgeführten" for two
    b_hand = [{"id": "b-1"}, {"id": "b-2"}]
    for count, english, german in ((1, "the first listed)", "aufgeführte Karte)"),
                                   (2, "the first listed, in that order", "aufgeführten, in")):
        data = scenario(a={"hand": [event([{"opponent_hand_to_bottom": count}])]},
                        b={"hand": b_hand}, actions=[use()])
        assert english in texts(judge(data))
        assert german in texts(judge(data, language="de"))


def test_top_or_bottom_is_the_side_the_action_names() -> None:
    deck = [{"id": "a-d1"}, {"id": "a-d2"}, {"id": "a-d3"}]
    bottom = run(a={"hand": [event([{"arrange_deck": 2}])], "deck": deck},
                 actions=[use(place="bottom")])
    assert bottom["state"]["players"]["A"]["deck"] == 3 and defaults(bottom) == []
    kept = run(a={"hand": [event([{"arrange_deck": 2}])], "deck": deck}, actions=[use()])
    [note] = defaults(kept)
    assert "left them on top" in note
    moved = [line for line in texts(bottom).splitlines() if "at the bottom of the deck" in line]
    assert moved


def test_a_take_above_a_triggers_up_to_keeps_it_from_activating() -> None:
    trigger = {"steps": [{"add_don": {"count": 1, "up_to": True}}]}
    life = [{"id": "b-life", "type": "event", "trigger": trigger}]
    result = run(a={"characters": [{"id": "a-c", "power": 6000}]},
                 b={"life": life, "don": {"active": 0, "deck": 10}},
                 actions=[{"attack": {"attacker": "a-c", "target": "B.leader"}}, "pass", "pass",
                          {"trigger": {"activate": True, "take": 2}}])
    assert result["state"]["players"]["B"]["don"]["deck"] == 10
    assert "b-life" in result["state"]["players"]["B"]["hand"]
    assert "cannot take 2" in texts(result)


def test_an_empty_target_list_takes_none_of_the_cards_a_search_finds() -> None:
    search = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [{"search_deck": {"look": 3, "rest": "bottom"}}],
        "target": {"owner": "you", "types": ["character"]}}}}
    deck = [{"id": "a-d1"}, {"id": "a-d2"}, {"id": "a-d3"}, {"id": "a-d4"}]
    declined = run(a={"hand": [search], "deck": deck}, actions=[use(target=[])])
    assert declined["state"]["players"]["A"]["hand"] == []
    assert "A chooses none of the cards" in texts(declined)
    unnamed = run(a={"hand": [search], "deck": deck}, actions=[use()])
    assert unnamed["state"]["players"]["A"]["hand"] == ["a-d1"]  # the first that fits
    [note] = defaults(unnamed)
    assert "took the first that fit (Character a-d1)" in note and defaults(declined) == []


def test_an_up_to_count_with_no_take_is_the_most_and_noted_as_a_default() -> None:
    ev = event([{"add_don": {"count": 2, "up_to": True}}])
    unnamed = run(a={"hand": [ev], "don": {"deck": 10}}, actions=[use()])
    [note] = defaults(unnamed)
    assert 'how many of "up to 2" the player took, so the judge took 2' in note
    named = run(a={"hand": [ev], "don": {"deck": 10}}, actions=[use(take=1)])
    assert defaults(named) == [] and named["state"]["players"]["A"]["don"]["active"] == 1


def test_a_cost_paid_without_a_pay_action_is_noted_as_a_default_when_there_was_a_choice() -> None:
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "cost": {"trash_from_hand": 1}, "steps": [{"draw": 1}]}}}
    hand = [ev, {"id": "a-1"}, {"id": "a-2"}]
    unnamed = run(a={"hand": hand}, actions=[use()])
    [note] = defaults(unnamed)
    assert "does not say which cards pay its cost" in note
    named = run(a={"hand": hand}, actions=[{"pay": {"card": "a-ev", "cards": ["a-2"]}}, use()])
    assert defaults(named) == [] and "a-2" in named["state"]["players"]["A"]["trash"]
    only = run(a={"hand": hand[:2]}, actions=[use()])  # one card could pay: no choice
    assert defaults(only) == []


def test_a_character_goes_to_the_side_of_the_life_the_action_names() -> None:
    # "Add up to 1 Character ... to the top or bottom of the owner's Life cards face-up."
    # (OP03-123): top or bottom is the player's choice as it resolves (CR 8-4-4)
    step = {"to_life": {"target": "chosen", "to": "top_or_bottom"}}
    ev = {"id": "a-ev", "type": "event", "effects": {"main": {
        "steps": [step], "target": {"owner": "opponent", "types": ["character"]}}}}
    b = {"life": 2, "characters": [{"id": "b-c", "cost": 3}]}
    bottom = run(a={"hand": [ev]}, b=b, actions=[use(target="b-c", place="bottom")])
    assert bottom["state"]["players"]["B"]["life"][-1] == "b-c" and defaults(bottom) == []
    assert "8-4-4" in bottom["rules_cited"]
    kept = run(a={"hand": [ev]}, b=b, actions=[use(target="b-c")])
    assert kept["state"]["players"]["B"]["life"][0] == "b-c"
    [note] = defaults(kept)
    assert "top or the bottom of the Life cards, so the judge put it on top" in note


def test_the_card_added_from_the_hand_to_the_life_is_the_one_the_action_picks() -> None:
    # "Add up to 1 card from your hand to the top of your Life cards." (OP06-106): the player
    # picks it as the effect resolves (CR 8-4-4), face down on top (CR 3-10-2)
    ev = event([{"hand_to_life": {"count": 1, "up_to": True}}])
    a = {"hand": [ev, {"id": "a-1"}, {"id": "a-2"}], "life": [{"id": "a-l"}]}
    picked = run(a=a, actions=[use(picks=["a-2"], take=1)])
    player = picked["state"]["players"]["A"]
    assert player["life"] == ["a-2", "a-l"] and player["hand"] == ["a-1"]
    assert "a-2" not in player.get("life_face_up", []) and defaults(picked) == []
    assert {"3-10-2", "8-4-4"} <= set(picked["rules_cited"])
    none = run(a=a, actions=[use(take=0)])
    assert none["state"]["players"]["A"]["life"] == ["a-l"]
    [note] = defaults(run(a=a, actions=[use(take=1)]))
    assert "a-1" in note


def test_the_life_card_looked_at_is_the_top_one_the_action_picks_and_goes_where_it_says() -> None:
    # "Look at up to 1 card from the top of your or your opponent's Life cards and place it at
    # the top or bottom of the Life cards." (OP03-099): whose Life and which side are the
    # player's choices (CR 8-4-4); the card stays face-down (CR 3-10-3)
    ev = event([{"look_at_life": {"count": 1, "up_to": True}}])
    a = {"hand": [ev], "life": [{"id": "a-l1"}, {"id": "a-l2"}]}
    b = {"life": [{"id": "b-l1"}, {"id": "b-l2"}, {"id": "b-l3"}]}
    theirs = run(a=a, b=b, actions=[use(picks=["b-l1"], place="bottom", take=1)])
    assert theirs["state"]["players"]["B"]["life"] == ["b-l2", "b-l3", "b-l1"]
    assert theirs["state"]["players"]["A"]["life"] == ["a-l1", "a-l2"]
    assert defaults(theirs) == [] and {"3-10-3", "8-4-4"} <= set(theirs["rules_cited"])
    assert "places it at the bottom of them" in texts(theirs)
    kept = run(a=a, b=b, actions=[use(take=1)])
    assert kept["state"]["players"]["A"]["life"] == ["a-l1", "a-l2"]
    assert len(defaults(kept)) == 2  # whose Life and which side: both the judge's default


def test_only_a_hand_card_the_filter_names_goes_to_the_life_face_up() -> None:
    # "Add up to 1 {Supernovas} type Character card with a cost of 5 from your hand to the top
    # of your Life cards face-up." (OP10-107): a card that does not fit cannot be the pick
    among = {"owner": "you", "types": ["character"], "traits": ["Supernovas"],
             "cost_min": 5, "cost_max": 5}
    ev = event([{"hand_to_life": {"count": 1, "up_to": True, "face_up": True, "among": among}}])
    fits = {"id": "a-fit", "cost": 5, "traits": ["Supernovas"]}
    a = {"hand": [ev, {"id": "a-other", "cost": 5}, fits], "life": [{"id": "a-l"}]}
    result = run(a=a, actions=[use(picks=["a-fit"], take=1)])
    player = result["state"]["players"]["A"]
    assert player["life"] == ["a-fit", "a-l"] and player["life_face_up"] == ["a-fit"]
    assert "3-10-2-1" in result["rules_cited"] and defaults(result) == []
    none = run(a={"hand": [ev, {"id": "a-other", "cost": 5}]}, actions=[use(take=1)])
    assert "no card in the hand that fits" in texts(none)


def test_the_note_on_a_default_pick_counts_the_cards_in_german() -> None:
    data = scenario(a={"hand": [event([{"trash_from_hand": 1}]), *HAND[1:]]}, actions=[use()])
    [note] = [n["text"] for n in judge(data, language="de")["notes"] if n["kind"] == "default"]
    assert "die zuerst aufgeführte genommen (den Charakter a-1)" in note
