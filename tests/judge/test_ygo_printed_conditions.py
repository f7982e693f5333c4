"""Activation conditions of monster effects the card parser reads, judged on the real card
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): that the
engine knows the event or the phase the condition names, accepts the activation when it holds
and refuses it, citing the rule, when it does not."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Mathematician, Hyper-Ancient Shark Megalodon, Balancer Lord, Card Ejector, Swarm of
# Centipedes, Elemental HERO Woodsman, Garuda the Wind Spirit, Geargiarmor, Snowman Eater,
# Worm Apocalypse, Qliphort Carrier, Danger! Nessie!, Lyrilusc - Turquoise Warbler, Lefty
# Driver, Lunalight Cat Dancer, Gagaga Gardna, T.G. Over Dragonar, XYZ-Hyper Dragon Cannon,
# Zombina
CARDS = ("81616639", "91907707", "70711847", "97949165", "44935634", "51777272", "12423762",
         "68989420", "75748977",
         "41386308", "10532969", "08567955", "26701483", "06116731", "75434695", "12800777",
         "00923596", "91133740", "88650530")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BATTLE = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    deck: 5
    monsters: [{{id: a-math, card: "41386308"}}, {{id: a-shark, card: "10532969"}}]
  B:
    monsters: [{{id: b-even, name: Even, atk: 1500, def: 100}},
               {{id: b-other, name: Other, atk: 1000, def: 100}}]
actions:
{actions}"""


def test_when_destroyed_by_battle_together_with_the_other_monster(printed):
    # Mathematician (1500) and a 1500 ATK monster destroy each other: one moment, so its "When
    # this card is destroyed by battle and sent to the GY: You can draw 1 card" is not missed
    result = judged(BATTLE.format(actions="""  - attack: {attacker: a-math, target: b-even}
  - pass
  - activate: {card: a-math, effect: 1}"""))
    assert result["outcome"] == "completed"
    state = result["state"]["players"]
    assert {"a-math"} <= set(state["A"]["graveyard"]) and "b-even" in state["B"]["graveyard"]
    assert len(state["A"]["hand"]) == 1 and state["A"]["deck"] == 4
    assert {"5-1-3", "5-3-6"} <= set(result["rules_cited"])


def test_when_destroyed_by_battle_missed_once_something_else_happened(printed):
    result = judged(BATTLE.format(actions="""  - attack: {attacker: a-math, target: b-even}
  - pass
  - main2
  - activate: {card: a-math, effect: 1}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


def test_when_it_inflicts_battle_damage_after_damage_calculation(printed):
    # Megalodon (2900) destroys a 1000 ATK monster; after damage calculation, before that
    # monster leaves at the End of the Damage Step, it destroys the other one (12-4-4)
    result = judged(BATTLE.format(actions="""  - attack: {attacker: a-shark, target: b-other}
  - damage_step: {timing: after_damage_calculation}
  - activate: {card: a-shark, target: b-even}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 6100
    assert set(result["state"]["players"]["B"]["graveyard"]) == {"b-other", "b-even"}
    assert {"12-4-4", "12-4-6", "5-1-3"} <= set(result["rules_cited"])


def test_when_it_inflicts_battle_damage_missed_at_the_end_of_the_damage_step(printed):
    # the destroyed monster went to the GY after the damage: "When ... you can" missed it
    result = judged(BATTLE.format(actions="""  - attack: {attacker: a-shark, target: b-other}
  - pass
  - activate: {card: a-shark, target: b-even}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "11-1-9"


BANISH = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ejector, card: "26701483"}}]
  B:
    hand: [{{id: b-small, name: Small, level: 3, atk: 1000, def: 1000}}]
    graveyard: [{{id: b-lord, card: "08567955"}}]
    banished: [{{id: b-gone, card: "08567955"}}]
actions:
{actions}"""


def test_if_banished_its_owner_activates_it_from_among_the_banished_cards(printed):
    # Card Ejector banishes Balancer Lord from B's GY: B may Special Summon from the hand
    result = judged(BANISH.format(actions="""  - activate: {card: a-ejector, target: b-lord}
  - pass
  - pass
  - activate: {card: b-lord, effect: 1, pick: b-small}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "b-lord" in players["B"]["banished"]
    assert [m["id"] for m in players["B"]["monsters"]] == ["b-small"]
    assert {"5-1-3", "5-1-7", "5-3-13"} <= set(result["rules_cited"])


def test_a_card_banished_before_is_not_just_banished(printed):
    result = judged(BANISH.format(actions="  - activate: {card: b-gone, effect: 1, pick: b-small}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-1-3", "11-1-9"]


CENTIPEDES = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    monsters: [{{id: a-swarm, card: "06116731"}}, {{id: a-other, card: "06116731"}}]
  B: {{}}
actions:
{actions}"""


def test_once_per_turn_during_your_main_phase(printed):
    # "Once per turn, during your Main Phase: You can change this card to face-down Defense
    # Position" (its effect 1, after its flip effect): each copy once (5-2-6), only in its
    # controller's Main Phase (5-1-2)
    result = judged(CENTIPEDES.format(phase="main1", actions="""  - activate: {card: a-swarm,
                                                                  effect: 1}
  - pass
  - pass
  - activate: {card: a-other, effect: 1}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    assert [m["position"] for m in result["state"]["players"]["A"]["monsters"]] == ["set"] * 2
    result = judged(CENTIPEDES.format(phase="battle",
                                      actions="  - activate: {card: a-swarm, effect: 1}"))
    assert result["illegal"]["rules"][0] == "5-1-2"


WOODSMAN = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    deck: [{{id: a-x, name: X, kind: spell}}, {{id: a-poly, name: Polymerization, kind: spell}}]
    monsters: [{{id: a-woodsman, card: "75434695"}}, {{id: a-garuda, card: "12800777"}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1800, def: 1000}}]
actions:
{actions}"""


def test_during_your_standby_phase_in_the_next_turn(printed):
    # B ends the turn into A's, which stops in A's Standby Phase: Woodsman may add
    # Polymerization there, once (7-3-2)
    result = judged(WOODSMAN.format(actions="""  - standby_phase
  - activate: {card: a-woodsman, pick: a-poly}
  - pass
  - pass
  - main1"""))
    assert result["outcome"] == "completed"
    assert "a-poly" in result["state"]["players"]["A"]["hand"]
    assert result["state"]["turn"]["phase"] == "main1"
    assert {"7-3-2", "5-1-3", "5-3-13"} <= set(result["rules_cited"])


def test_not_during_the_opponents_standby_phase_nor_twice(printed):
    result = judged(WOODSMAN.format(actions="""  - end_turn
  - standby_phase
  - activate: {card: a-woodsman, pick: a-poly}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["7-3-2", "5-1-3"]
    result = judged(WOODSMAN.format(actions="  - end_turn\n  - activate: {card: a-woodsman, "
                                            "pick: a-poly}"))
    assert result["illegal"]["rules"] == ["7-3-2", "5-1-3"]  # Main Phase 1: too late


def test_during_your_opponents_end_phase(printed):
    # B's End Phase: Garuda changes B's monster to Defense Position (7-7-4); not in B's Main
    # Phase, and once in that End Phase
    result = judged(WOODSMAN.format(actions="""  - end_phase
  - activate: {card: a-garuda, target: b-ogre}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["monsters"][0]["position"] == "defense"
    assert "7-7-4" in result["rules_cited"]
    result = judged(WOODSMAN.format(actions="  - activate: {card: a-garuda, target: b-ogre}"))
    assert result["illegal"]["rules"] == ["7-7-4", "5-1-3"]
    result = judged(WOODSMAN.format(actions="""  - end_phase
  - activate: {card: a-garuda, target: b-ogre}
  - pass
  - pass
  - activate: {card: a-garuda, target: b-ogre}"""))
    assert result["illegal"]["rules"][0] in ("7-7-4", "5-2-6")


FLIPPED = """
game: ygo
turn: {{number: 3, player: {player}, phase: {phase}}}
players:
  A:
    deck: [{{id: a-gear, name: Geargiaccelerator, atk: 1000, def: 100, archetypes: [Geargia]}}]
    monsters: [{{id: a-armor, card: "00923596", position: set}},
               {{id: a-snowman, card: "91133740", position: set}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1800, def: 1000}}]
actions:
{actions}"""


def test_when_flipped_face_up_by_a_flip_summon(printed):
    result = judged(FLIPPED.format(player="A", phase="main1", actions="""\
  - flip_summon: {card: a-armor}
  - activate: {card: a-armor, effect: 1, pick: a-gear}
  - pass
  - pass"""))
    assert result["outcome"] == "completed"
    assert "a-gear" in result["state"]["players"]["A"]["hand"]


def test_flipped_face_up_when_attacked_after_damage_calculation(printed):
    # Ogre attacks the face-down Snowman Eater: flipped before damage calculation, it must
    # destroy a face-up monster after it (8-3-5, 12-4-4), before the attack goes on
    board = FLIPPED.format(player="B", phase="battle", actions="""\
  - attack: {attacker: b-ogre, target: a-snowman}
  - damage_step: {timing: after_damage_calculation}
MORE""")
    result = judged(board.replace("MORE", "  - activate: {card: a-snowman, target: b-ogre}\n"
                                          "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    assert "b-ogre" in result["state"]["players"]["B"]["graveyard"]
    assert {"12-4-4", "5-1-3"} <= set(result["rules_cited"])
    result = judged(board.replace("MORE", "  - pass"))
    assert result["illegal"]["rules"][0] == "5-1-3"  # mandatory: it comes first


FLIP_TARGET = """
game: ygo
turn: {number: 3, player: B, phase: battle}
players:
  A:
    monsters: [{id: a-flip, card: "88650530", position: set}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
    spells_traps: [{id: b-trap, name: Some Trap, kind: trap}]
actions:
  - attack: {attacker: b-ogre, target: a-flip}
  - pass
"""


def test_a_flip_effect_that_targets_is_activated_by_its_player(printed):
    # "FLIP: Target 1 Spell/Trap Card on the field; destroy that target.": mandatory, after
    # damage calculation (5-1-5, 12-4-4), before the monster it battled leaves; the attack
    # waits there for it
    result = judged(FLIP_TARGET + "  - end_turn\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"
    result = judged(FLIP_TARGET + "  - activate: {card: a-flip, target: b-trap}\n"
                                  "  - pass\n  - pass\n  - end_turn\n")
    assert result["outcome"] == "completed"
    assert "b-trap" in result["state"]["players"]["B"]["graveyard"]
    assert "a-flip" in result["state"]["players"]["A"]["graveyard"]  # destroyed by battle


GIVEN_UP = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    deck: [{id: a-top, name: Top, kind: spell},
           {id: a-danger, name: Danger! Chupacabra!, atk: 100, def: 100, archetypes: [Danger!]}]
    hand: [{id: a-big, name: Big, level: 6, atk: 2400, def: 100},
           {id: a-nessie, card: "70711847"}, {id: a-warbler, card: "97949165"},
           {id: a-call, name: Call, kind: spell, discard: 1, effect: [{draw: 1}]},
           {id: a-raise, name: Raise, kind: spell,
            effect: [{special_summon: {card: a-warbler, position: defense}}]}]
    monsters: [{id: a-carrier, card: "91907707"}]
    graveyard: [{id: a-lyri, name: Lyrilusc - Bird, level: 1, atk: 100, def: 100,
                 archetypes: [Lyrilusc]}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
actions:
"""


def test_if_tributed_for_a_tribute_summon(printed):
    result = judged(GIVEN_UP + """  - normal_summon: {card: a-big, tributes: [a-carrier]}
  - activate: {card: a-carrier, target: b-ogre}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert "b-ogre" in result["state"]["players"]["B"]["hand"]


def test_if_discarded_as_a_cost(printed):
    # discarded for the cost of a Spell: its effect is activated once that chain has resolved
    # (effect 1: effect 0 is its reveal-and-discard effect, activated from the hand)
    result = judged(GIVEN_UP + """  - activate: {card: a-call, cost: [a-nessie]}
  - pass
  - pass
  - activate: {card: a-nessie, effect: 1, pick: a-danger}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert "a-danger" in result["state"]["players"]["A"]["hand"]
    assert {"5-1-3", "5-3-4"} <= set(result["rules_cited"])


def test_if_special_summoned_from_the_hand(printed):
    result = judged(GIVEN_UP + """  - activate: {card: a-raise}
  - pass
  - pass
  - activate: {card: a-warbler, pick: a-lyri}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert {"a-warbler", "a-lyri"} <= {m["id"] for m in
                                        result["state"]["players"]["A"]["monsters"]}
    result = judged(GIVEN_UP + "  - activate: {card: a-warbler, pick: a-lyri}")
    assert result["illegal"]["rules"][0] == "5-1-7"  # still in the hand


LEFTY = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    deck: [{id: a-righty, name: Righty Driver, atk: 100, def: 100}]
    hand: [{id: a-big, name: Big, level: 5, atk: 2400, def: 100}]
    monsters: [{id: a-lefty2, card: "44935634"}]
    graveyard: [LEFTY]
  B: {}
actions:
"""


def test_except_the_turn_this_card_was_sent_to_the_graveyard(printed):
    # Lefty Driver in the GY from an earlier turn banishes itself to add Righty Driver
    board = LEFTY.replace("LEFTY", '{id: a-lefty, card: "44935634"}')
    result = judged(board + "  - activate: {card: a-lefty, pick: a-righty}\n  - pass\n"
                            "  - pass")
    assert result["outcome"] == "completed"
    assert "a-righty" in result["state"]["players"]["A"]["hand"]
    assert "a-lefty" in result["state"]["players"]["A"]["banished"]
    # sent there this turn (the scenario says so, or a Tribute Summon did): not yet (5-2-4)
    sent = LEFTY.replace("LEFTY", '{id: a-lefty, card: "44935634", sent_this_turn: true}')
    result = judged(sent + "  - activate: {card: a-lefty, pick: a-righty}")
    assert result["illegal"]["rules"] == ["5-1-7", "5-2-4"]
    result = judged(board + "  - normal_summon: {card: a-big, tributes: [a-lefty2]}\n"
                            "  - activate: {card: a-lefty2, pick: a-righty}")
    assert result["illegal"]["rules"] == ["5-1-7", "5-2-4"]


DANCER = """
game: ygo
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{id: a-dancer, card: "51777272"}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
actions:
  - attack: {attacker: a-dancer, target: b-ogre}
"""


def test_if_this_card_declares_an_attack(printed):
    # Lunalight Cat Dancer must inflict 100 as it declares the attack, in the Battle Step
    # before the attack goes on (5-1-3, 12-3-6)
    result = judged(DANCER + "  - pass\n")
    assert result["illegal"]["rules"][0] == "5-1-3"
    result = judged(DANCER + "  - activate: {card: a-dancer, effect: 0}\n  - pass\n"
                             "  - pass\n  - pass\n")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 8000 - 100 - 600
    assert {"5-1-3", "12-3-6"} <= set(result["rules_cited"])


GARDNA = """
game: ygo
turn: {number: 4, player: B, phase: battle}
players:
  A:
    hand: [{id: a-gardna, card: "12423762"}]
    monsters: MONSTERS
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
actions:
"""


def test_when_an_opponents_monster_declares_a_direct_attack(printed):
    # Gagaga Gardna comes from A's hand as B's Ogre attacks directly: the attack is replayed
    # (5-1-3, 12-3-7)
    board = GARDNA.replace("MONSTERS", "[]")
    result = judged(board + """  - attack: {attacker: b-ogre, target: direct}
  - activate: {card: a-gardna}
  - pass
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-gardna"]
    assert result["state"]["players"]["A"]["lp"] == 8000
    assert {"5-1-3", "12-3-7"} <= set(result["rules_cited"])
    board = GARDNA.replace("MONSTERS", "[{id: a-wall, name: Wall, atk: 0, def: 2000}]")
    result = judged(board + """  - attack: {attacker: b-ogre, target: a-wall}
  - activate: {card: a-gardna}""")
    assert result["illegal"]["rules"][0] == "5-1-3"  # not a direct attack


CANNON = """
game: ygo
turn: {number: 4, player: TURN}
players:
  A:
    deck: 5
    hand: [{id: a-extra, name: Extra, kind: spell}]
    monsters: [{id: a-cannon, card: "75748977"}, {id: a-dragonar, card: "68989420"}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1800, def: 1000}]
    hand: [{id: b-hole, name: Hole, kind: spell, target: {what: monster},
            effect: [{destroy: chosen}]}]
actions:
"""


def test_once_per_opponents_turn_and_destroyed_on_the_field(printed):
    # in B's turn, B's Hole destroys T.G. Over Dragonar: A must draw (5-1-3); XYZ-Hyper Dragon
    # Cannon discards to destroy B's Ogre, once in that turn (5-1-4, 5-2-6); the draw is
    # Dragonar's second effect, its "any number of "T.G." monsters" one being read first
    board = CANNON.replace("TURN", "B")
    result = judged(board + """  - activate: {card: b-hole, target: a-dragonar}
  - pass
  - pass
  - activate: {card: a-dragonar, effect: 1}
  - pass
  - pass
  - activate: {card: a-cannon, cost: [a-extra], target: b-ogre}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "b-ogre" in players["B"]["graveyard"] and players["A"]["deck"] == 4
    result = judged(CANNON.replace("TURN", "A") + "  - activate: {card: a-cannon, cost: "
                                                  "[a-extra], target: b-ogre}")
    assert result["illegal"]["rules"][0] == "5-1-4"  # not in its controller's turn


ZOMBINA = """
game: ygo
turn: {number: 4, player: TURN}
players:
  A:
    monsters: [{id: a-zombina, card: "81616639"}]
    graveyard: [{id: a-small, name: Small, level: 3, atk: 1000, def: 100}]
    hand: [{id: a-hole, name: My Hole, kind: spell, target: {what: monster},
            effect: [{destroy: chosen}]}]
  B:
    hand: [{id: b-hole, name: Hole, kind: spell, target: {what: monster},
            effect: [{destroy: chosen}]}]
actions:
"""
AFTER_HOLE = """  - pass
  - pass
  - activate: {card: a-zombina, target: a-small}
  - pass
  - pass"""


def test_destroyed_by_an_opponents_card(printed):
    result = judged(ZOMBINA.replace("TURN", "B") + "  - activate: {card: b-hole, target: "
                                                   "a-zombina}\n" + AFTER_HOLE)
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-small"]
    # destroyed by its owner's own card: not by an opponent's (5-1-3)
    result = judged(ZOMBINA.replace("TURN", "A") + "  - activate: {card: a-hole, target: "
                                                   "a-zombina}\n" + AFTER_HOLE)
    assert result["illegal"]["rules"][0] == "5-1-3"
