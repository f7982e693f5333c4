"""Activation costs beyond ① and DON!! −X (CR 8-3-1): paid in the order written, in full or
not at all, declinable, with the cards a `pay` action names."""
from __future__ import annotations

from optcg_board import card, char_ids, errors, run, scenario, texts


def activated(cost: dict, steps: list | None = None, **card_fields: object) -> dict:
    return {"id": "a-src", "name": "Source", "power": 3000, **card_fields,
            "effects": {"activate_main": {"cost": cost, "optional": True,
                                          "steps": steps or [{"draw": 1}]}}}


def test_it_trashes_a_stage_that_pays_with_itself() -> None:
    stage = {**activated({"trash_self": True}), "type": "stage"}
    result = run(a={"stage": stage, "deck": 5}, actions=[{"activate": {"card": "a-src"}}])
    players = result["state"]["players"]["A"]
    assert players["stage"] is None and players["trash"] == ["a-src"]
    assert len(players["hand"]) == 1
    assert "A pays the cost of A's Source: trashes Source." in texts(result)


def test_it_refuses_a_cost_that_empties_more_life_than_there_is() -> None:
    result = run(a={"characters": [activated({"trash_life": 2})], "life": [{"id": "l1"}]},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["illegal"]["rules"] == ["8-3-1", "8-3-1-3", "3-10-2"]
    assert "only 1 Life card" in result["illegal"]["reason"]
    assert result["state"]["players"]["A"]["life"] == ["l1"]


def test_an_auto_effect_whose_cost_cannot_be_paid_is_not_used() -> None:
    # [On Play] trash 2 cards from the top of the deck, with only 1 card left in the deck
    hand = [{"id": "a-src", "name": "Source", "cost": 0, "power": 1000,
             "effects": {"on_play": {"cost": {"trash_deck": 2}, "optional": True,
                                     "steps": [{"draw": 1}]}}}]
    result = run(a={"hand": hand, "deck": 1}, actions=[{"play": {"card": "a-src"}}])
    assert "cannot activate" in texts(result) and "only 1 card in the deck" in texts(result)
    assert result["state"]["players"]["A"]["deck"] == 1 and result["outcome"] == "completed"


def test_a_player_may_decline_to_pay_an_auto_effects_cost() -> None:
    hand = [{"id": "a-src", "name": "Source", "cost": 0, "power": 1000,
             "effects": {"on_play": {"cost": {"trash_self": True}, "optional": True,
                                     "steps": [{"draw": 1}]}}}]
    result = run(a={"hand": hand, "deck": 3},
                 actions=[{"play": {"card": "a-src", "decline": True}}])
    assert char_ids(result, "A") == ["a-src"] and result["state"]["players"]["A"]["deck"] == 3


def test_it_pays_a_typed_hand_cost_with_the_first_card_that_fits() -> None:
    cost = {"trash_from_hand": {"count": 1, "traits": ["Navy"]}}
    result = run(a={"characters": [activated(cost)], "deck": 3,
                    "hand": [{"id": "h-pirate", "traits": ["Pirates"]},
                             {"id": "h-navy", "traits": ["Navy"]}]},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["state"]["players"]["A"]["trash"] == ["h-navy"]
    assert "10-2-14-1" in result["rules_cited"]


def test_a_card_named_to_pay_that_does_not_fit_is_refused() -> None:
    cost = {"trash_from_hand": {"count": 1, "traits": ["Navy"]}}
    result = run(a={"characters": [activated(cost)],
                    "hand": [{"id": "h-pirate", "traits": ["Pirates"]},
                             {"id": "h-navy", "traits": ["Navy"]}]},
                 actions=[{"pay": {"card": "a-src", "cards": ["h-pirate"]}},
                          {"activate": {"card": "a-src"}}])
    assert result["illegal"]["action"] == 1
    assert "none of the cards named to pay it can" in result["illegal"]["reason"]


def test_resting_this_character_and_one_of_your_characters_needs_another_one() -> None:
    cost = {"rest_self": True, "rest_own": {"count": 1, "types": ["character"]}}
    alone = run(a={"characters": [activated(cost)]}, actions=[{"activate": {"card": "a-src"}}])
    assert alone["illegal"]["rules"] == ["8-3-1", "8-3-1-3"]
    helped = run(a={"characters": [activated(cost), {"id": "a-mate", "power": 1000}],
                    "deck": 2},
                 actions=[{"activate": {"card": "a-src"}}])
    assert card(helped, "A", "a-src")["rested"] and card(helped, "A", "a-mate")["rested"]


def test_rest_one_of_your_cards_takes_named_cards_before_don() -> None:
    cost = {"rest_own": {"count": 2, "don": True}}
    result = run(a={"characters": [activated(cost), {"id": "a-mate", "power": 1000}],
                    "don": {"active": 3}, "deck": 2},
                 actions=[{"pay": {"card": "a-src", "cards": ["a-mate"]}},
                          {"activate": {"card": "a-src"}}])
    assert card(result, "A", "a-mate")["rested"]
    assert result["state"]["players"]["A"]["don"]["rested"] == 1
    assert "rests Character a-mate and 1 DON!!" in texts(result)


def test_the_leader_power_cost_lasts_the_turn() -> None:
    result = run(a={"leader": {"power": 5000},
                    "characters": [activated({"leader_power": 5000})], "deck": 2},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["state"]["players"]["A"]["leader"]["power"] == 0
    assert "gives A's Leader -5000 power during this turn" in texts(result)


def test_it_returns_a_character_to_the_bottom_of_the_deck_under_the_unlisted_cards() -> None:
    result = run(a={"characters": [activated({"bottom_self": True})], "deck": 2},
                 actions=[{"activate": {"card": "a-src"}}])
    players = result["state"]["players"]["A"]
    assert players["characters"] == [] and players["deck"] == 2  # 1 drawn, Source at bottom


def test_a_bad_cost_part_is_invalid_input_with_its_path() -> None:
    bad = scenario(a={"characters": [activated({"trash_self": "yes",
                                                "life_to_hand": {"top_or_bottom": True},
                                                "bounce_own": {"count": 1, "don": True}})]})
    found = errors(bad)
    base = "players.A.characters[0].effects.activate_main.cost"
    assert found[f"{base}.trash_self"] == "must be true or false"
    assert found[f"{base}.life_to_hand.count"] == "is required"
    assert found[f"{base}.bounce_own.don"].startswith("unknown key")  # `don` is for rest_own


def test_pay_names_only_cards_of_the_scenario() -> None:
    found = errors(scenario(a={"characters": [activated({"trash_self": True})]},
                            actions=[{"pay": {"card": "a-src", "cards": ["nobody"]}}]))
    assert "actions[0].pay.cards[0]" in found


def test_trashing_one_of_your_characters_is_no_ko() -> None:
    mate = {"id": "a-mate", "power": 1000, "traits": ["Baroque Works Agent"],
            "effects": {"on_ko": [{"draw": 1}]}}
    cost = {"trash_self": True,
            "trash_own": {"count": 1, "types": ["character"],
                          "traits_including": ["Baroque Works"]}}
    result = run(a={"characters": [activated(cost), mate], "deck": 3},
                 actions=[{"activate": {"card": "a-src"}}])
    players = result["state"]["players"]["A"]
    assert players["trash"] == ["a-src", "a-mate"] and len(players["hand"]) == 1  # no [On K.O.]
    assert "10-2-1-3" in result["rules_cited"]


def test_a_type_including_letters_does_not_take_other_types() -> None:
    cost = {"trash_own": {"count": 1, "traits_including": ["CP"]}}
    result = run(a={"characters": [activated(cost), {"id": "a-navy", "traits": ["Navy"]}]},
                 actions=[{"activate": {"card": "a-src"}}])
    # only Source itself is left to pay, and it has no such type either
    assert result["illegal"]["rules"] == ["8-3-1", "8-3-1-3"]


def test_it_turns_the_top_life_cards_face_down_only_when_face_up() -> None:
    cost = {"life_face_down": 1}
    face_up = run(a={"characters": [activated(cost)], "deck": 2,
                     "life": [{"id": "l1", "face_up": True}, {"id": "l2"}]},
                  actions=[{"activate": {"card": "a-src"}}])
    assert "life_face_up" not in face_up["state"]["players"]["A"]
    face_down = run(a={"characters": [activated(cost)], "life": [{"id": "l1"}]},
                    actions=[{"activate": {"card": "a-src"}}])
    assert face_down["illegal"]["rules"] == ["8-3-1", "8-3-1-3", "3-10-2-1", "1-3-2-1"]


def test_a_face_up_card_that_leaves_the_life_is_face_down_again() -> None:
    result = run(a={"characters": [activated({"life_to_hand": 1})], "deck": 2,
                    "life": [{"id": "l1", "face_up": True}, {"id": "l2", "face_up": True}]},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["state"]["players"]["A"]["life_face_up"] == ["l2"]


def test_only_a_life_card_can_be_face_up() -> None:
    found = errors(scenario(a={"hand": [{"id": "h1", "face_up": True}]}))
    assert found["players.A.hand[0].face_up"].startswith("unknown key")


def test_it_places_hand_cards_at_the_bottom_of_the_deck() -> None:
    result = run(a={"characters": [activated({"hand_to_deck_bottom": 2})], "deck": 1,
                    "hand": [{"id": "h1"}, {"id": "h2"}, {"id": "h3"}]},
                 actions=[{"activate": {"card": "a-src"}}])
    players = result["state"]["players"]["A"]
    assert players["hand"] == ["h3", "A.deck1"] and players["deck"] == 2


def test_a_card_with_a_trigger_pays_only_with_one() -> None:
    cost = {"trash_from_hand": {"count": 1, "has_trigger": True}}
    hand = [{"id": "h-plain"}, {"id": "h-trig", "trigger": [{"draw": 1}]}]
    result = run(a={"characters": [activated(cost)], "hand": hand, "deck": 2},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["state"]["players"]["A"]["trash"] == ["h-trig"]
    none = run(a={"characters": [activated(cost)], "hand": hand[:1]},
               actions=[{"activate": {"card": "a-src"}}])
    assert none["illegal"]["rules"] == ["8-3-1", "8-3-1-3", "10-2-14-1"]


def test_returning_active_don_needs_that_many_active() -> None:
    result = run(a={"characters": [activated({"return_active_don": 2})],
                    "don": {"active": 1, "rested": 4}},
                 actions=[{"activate": {"card": "a-src"}}])
    assert result["illegal"]["rules"] == ["8-3-1", "8-3-1-3", "4-4-1-1"]
    assert "only 1" in result["illegal"]["reason"]


def test_one_or_more_don_returns_one_unless_the_player_says_more() -> None:
    cost = {"return_don": {"count": 1, "or_more": True}}
    plain = run(a={"characters": [activated(cost)], "don": {"active": 3}, "deck": 2},
                actions=[{"activate": {"card": "a-src"}}])
    assert plain["state"]["players"]["A"]["don"]["active"] == 2
    more = run(a={"characters": [activated(cost)], "don": {"active": 3}, "deck": 2},
               actions=[{"pay": {"card": "a-src", "don": 4}}, {"activate": {"card": "a-src"}}])
    assert more["illegal"]["action"] == 1 and "only 3" in more["illegal"]["reason"]


def test_pay_names_the_hand_card_a_plain_trash_cost_takes() -> None:
    hand = [{"id": "h1"}, {"id": "h2"}]
    result = run(a={"characters": [activated({"trash_from_hand": 1})], "hand": hand,
                    "deck": 2},
                 actions=[{"pay": {"card": "a-src", "cards": ["h2"]}},
                          {"activate": {"card": "a-src"}}])
    assert result["state"]["players"]["A"]["trash"] == ["h2"]
    gone = run(a={"characters": [activated({"trash_from_hand": 1})], "hand": hand,
                  "trash": [{"id": "t1"}]},
               actions=[{"pay": {"card": "a-src", "cards": ["t1"]}},
                        {"activate": {"card": "a-src"}}])
    assert "none of the cards named to pay it can" in gone["illegal"]["reason"]


def test_a_cost_behind_an_if_cannot_be_paid_while_the_if_fails() -> None:
    hand = [{"id": "a-src", "name": "Source", "cost": 0, "power": 1000,
             "effects": {"on_play": {"cost": {"if": {"leader_name": "Shirahoshi"},
                                              "life_face_down": 1},
                                     "optional": True, "steps": [{"draw": 1}]}}}]
    life = [{"id": "l1", "face_up": True}]
    other = run(a={"hand": hand, "life": life, "deck": 2}, actions=[{"play": {"card": "a-src"}}])
    assert "its \"if\" holds, and it does not" in texts(other)
    assert other["state"]["players"]["A"]["life_face_up"] == ["l1"]
    assert "8-3-3" in other["rules_cited"]
    shirahoshi = run(a={"leader": {"name": "Shirahoshi"}, "hand": hand, "life": life, "deck": 2},
                     actions=[{"play": {"card": "a-src"}}])
    assert "life_face_up" not in shirahoshi["state"]["players"]["A"]


def test_giving_don_as_a_cost_needs_the_card_named() -> None:
    cost = {"give_don_own": {"count": 1, "names": ["Rayleigh"]}}
    given = run(a={"characters": [activated(cost), {"id": "a-ray", "name": "Rayleigh"}],
                   "don": {"active": 1}, "deck": 2},
                actions=[{"activate": {"card": "a-src"}}])
    assert card(given, "A", "a-ray")["don"] == 1
    assert given["state"]["players"]["A"]["don"]["active"] == 0
    assert "6-5-5-1" in given["rules_cited"]
    alone = run(a={"characters": [activated(cost)], "don": {"active": 1}},
                actions=[{"activate": {"card": "a-src"}}])
    assert alone["illegal"]["rules"] == ["8-3-1", "8-3-1-3"]


def test_a_typed_character_or_any_card_of_the_hand_pays_a_trash_of_either() -> None:
    cost = {"trash_own_or_hand": {"count": 1, "types": ["character"],
                                  "traits": ["Celestial Dragons"]}}
    typed = {"id": "a-cd", "traits": ["Celestial Dragons"]}
    other = {"id": "a-other", "traits": ["Navy"]}
    on_field = run(a={"characters": [activated(cost), typed, other], "deck": 3},
                   actions=[{"pay": {"card": "a-src", "cards": ["a-cd"]}},
                            {"activate": {"card": "a-src"}}])
    assert on_field["state"]["players"]["A"]["trash"] == ["a-cd"]
    # a Character of another type cannot pay: the cost is refused (CR 8-3-1-3)
    refused = run(a={"characters": [activated(cost), typed, other], "deck": 3},
                  actions=[{"pay": {"card": "a-src", "cards": ["a-other"]}},
                           {"activate": {"card": "a-src"}}])
    assert refused["illegal"] is not None and "8-3-1-3" in refused["illegal"]["rules"]
    hand = run(a={"characters": [activated(cost)], "hand": [{"id": "a-h"}], "deck": 3},
               actions=[{"activate": {"card": "a-src"}}])
    assert hand["state"]["players"]["A"]["trash"] == ["a-h"]
