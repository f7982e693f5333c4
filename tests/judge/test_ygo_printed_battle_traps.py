"""Real Traps that answer an attack declaration (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only), judged: Magic Cylinder negates the attack and deals the
attacker's ATK to its controller, Negate Attack ends the Battle Phase, Draining Shield gains
its player that ATK, Dimensional Prison banishes the attacker (12-3-12, 12-9-3, 5-2-7); Waboku
and Threatening Roar apply for the rest of the turn (12-8-6, 12-3-13); Gravity Bind and
Messenger of Peace keep monsters from attacking while face-up (12-3-14); Call of the Haunted
stays bound to the monster it revives (10-4-4); Kuriboh and Swift Scarecrow answer from the
hand (12-4-6, 12-3-12)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Magic Cylinder, Negate Attack, Draining Shield, Dimensional Prison, Blue-Eyes White Dragon,
# Celtic Guardian, Waboku, Threatening Roar, Gravity Bind, Messenger of Peace, Utopia (Rank 4),
# Call of the Haunted, Mystical Space Typhoon, Kuriboh, Swift Scarecrow, Storming and Drowning
# Mirror Force, Premature Burial, Ego Boost, Defense Draw, Zero Gravity, Spellbinding Circle,
# Shadow Spell, Ring of Destruction
CARDS = ("62279055", "14315573", "43250041", "70342110", "89631139", "91152256", "12607053",
         "36361633", "85742772", "44656491", "84013237", "97077563", "05318639", "40640057",
         "18964575", "05650082", "47475363", "70828912", "73178098", "24268052",
         "83133491", "18807108", "29267084", "83555666")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "89631139"}}, {{id: a-celtic, card: "91152256"}}]
  B:
    spells_traps: [{{id: b-trap, card: "{trap}"}}]
actions:
  - attack: {{attacker: a-blue-eyes, target: direct}}
  - activate: {{card: b-trap}}
  - pass
  - pass
{after}"""


def battle(trap: str, after: str = "") -> dict:
    return judged(BOARD.format(trap=trap, after=after))


def test_magic_cylinder_turns_the_attack_back_on_its_controller(printed):
    result = battle("62279055")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (5000, 8000)  # Blue-Eyes' 3000 ATK
    assert {"12-3-12", "5-2-7", "5-3-10"} <= set(result["rules_cited"])
    assert "b-trap" in players["B"]["graveyard"]


def test_negate_attack_ends_the_battle_phase(printed):
    result = battle("14315573", "  - attack: {attacker: a-celtic, target: direct}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-9-3", "12-3-1"]
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_draining_shield_gains_the_attackers_atk(printed):
    result = battle("43250041")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (8000, 11000)


def test_dimensional_prison_banishes_the_attacker(printed):
    result = battle("70342110", "  - attack: {attacker: a-celtic, target: direct}\n  - pass")
    players = result["state"]["players"]
    assert players["A"]["banished"] == ["a-blue-eyes"]
    assert players["B"]["lp"] == 8000 - 1400  # only Celtic Guardian's attack goes through


def test_an_attack_trap_cannot_be_activated_without_an_attack(printed):
    result = judged(BOARD.format(trap="62279055", after="").replace(
        "  - attack: {attacker: a-blue-eyes, target: direct}\n", ""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-3-3"]


WABOKU = """
game: ygo
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{id: a-blue-eyes, card: "89631139"}, {id: a-celtic, card: "91152256"}]
  B:
    monsters: [{id: b-celtic, card: "91152256"}]
    spells_traps: [{id: b-waboku, card: "12607053"}, {id: b-roar, card: "36361633"}]
actions:
  - attack: {attacker: a-blue-eyes, target: b-celtic}
  - activate: {card: b-waboku}
  - pass
  - pass
  - pass
"""


def test_waboku_keeps_the_monster_and_the_lp_through_the_battle(printed):
    result = judged(WABOKU)
    board = result["state"]["players"]["B"]
    assert board["lp"] == 8000 and [m["id"] for m in board["monsters"]] == ["b-celtic"]


def test_threatening_roar_stops_the_next_attack_declaration(printed):
    result = judged(WABOKU.replace("b-waboku}", "b-roar}") + (
        "  - attack: {attacker: a-celtic, target: b-celtic}\n"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-3-13", "12-3-1"]
    # the attack declared before it goes on: Celtic Guardian is destroyed, B takes 1600
    assert result["state"]["players"]["B"]["lp"] == 6400


LOCKED = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-attacker, card: "{attacker}"}}]
  B:
    spells_traps: [{{id: b-lock, card: "{lock}", face_up: true}}]
actions:
  - attack: {{attacker: a-attacker, target: direct}}
  - pass
"""


@pytest.mark.parametrize(("lock", "attacker", "stopped"), [
    ("85742772", "89631139", True),  # Gravity Bind, Blue-Eyes (Level 8)
    ("85742772", "84013237", False),  # Gravity Bind, Utopia (Rank 4: no Level)
    ("44656491", "91152256", False),  # Messenger of Peace, Celtic Guardian (1400 ATK)
    ("44656491", "84013237", True),  # Messenger of Peace, Utopia (2500 ATK)
])
def test_locks_stop_the_monsters_their_text_describes(printed, lock, attacker, stopped):
    result = judged(LOCKED.format(lock=lock, attacker=attacker))
    assert (result["outcome"] == "illegal_action") is stopped
    if stopped:
        assert result["illegal"]["rules"] == ["12-3-14", "12-3-1"]


def test_messengers_standby_cost_is_applied_not_named_as_a_note(printed):
    # its price to stay is read since `upkeep` (10-5-3, test_ygo_printed_upkeep.py)
    result = judged(LOCKED.format(lock="44656491", attacker="91152256"))
    assert not any("pay 100 LP or destroy this card" in note["text"]
                   for note in result.get("notes", []))


HAUNTED = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    graveyard: [{id: a-blue-eyes, card: "89631139"}]
    spells_traps: [{id: a-call, card: "97077563"}]
  B:
    spells_traps: [{id: b-typhoon, card: "05318639"}]
actions:
  - activate: {card: a-call, target: a-blue-eyes}
  - pass
  - pass
  - activate: {card: b-typhoon, target: a-call}
  - pass
  - pass
"""


def test_call_of_the_haunted_revives_and_takes_its_monster_with_it(printed):
    result = judged(HAUNTED)
    assert result["outcome"] == "completed"
    board = result["state"]["players"]["A"]
    assert board["monsters"] == [] and {"a-call", "a-blue-eyes"} <= set(board["graveyard"])
    assert "10-4-4" in result["rules_cited"]


def test_call_of_the_haunted_targets_only_its_players_graveyard(printed):
    result = judged(HAUNTED.replace("target: a-blue-eyes", "target: b-typhoon"))
    assert result["outcome"] == "illegal_action"


HAND = """
game: ygo
turn: {{number: 3, player: A, phase: battle}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "89631139"}}]
  B:
    hand: [{{id: b-hand, card: "{card}"}}]
actions:
  - attack: {{attacker: a-blue-eyes, target: direct}}
{steps}"""


def test_kuriboh_is_discarded_at_damage_calculation_for_no_battle_damage(printed):
    result = judged(HAND.format(card="40640057", steps=(
        "  - damage_step: {timing: damage_calculation}\n  - activate: {card: b-hand}\n"
        "  - pass\n  - pass\n")))
    board = result["state"]["players"]["B"]
    assert board["lp"] == 8000 and board["graveyard"] == ["b-hand"]


def test_kuriboh_cannot_answer_the_attack_declaration_itself(printed):
    result = judged(HAND.format(card="40640057", steps="  - activate: {card: b-hand}\n"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_during"


def test_swift_scarecrow_negates_a_direct_attack_and_ends_the_battle_phase(printed):
    result = judged(HAND.format(card="18964575", steps=(
        "  - activate: {card: b-hand}\n  - pass\n  - pass\n"
        "  - attack: {attacker: a-blue-eyes, target: direct}\n")))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-9-3", "12-3-1"]
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_storming_mirror_force_returns_the_attack_position_monsters_to_the_hand(printed):
    result = battle("05650082")
    board = result["state"]["players"]["A"]
    assert sorted(board["hand"]) == ["a-blue-eyes", "a-celtic"] and board["monsters"] == []
    assert result["state"]["players"]["B"]["lp"] == 8000


def test_drowning_mirror_force_shuffles_them_into_the_deck(printed):
    result = battle("47475363")
    board = result["state"]["players"]["A"]
    assert board["monsters"] == [] and board["deck"] == 22  # 20 by default, and both


BURIAL = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    graveyard: [{id: a-blue-eyes, card: "89631139"}]
    hand: [{id: a-burial, card: "70828912"}]
  B:
    spells_traps: [{id: b-typhoon, card: "05318639"}]
actions:
  - activate: {card: a-burial, target: a-blue-eyes}
  - pass
  - pass
  - activate: {card: b-typhoon, target: a-burial}
  - pass
  - pass
"""


def test_premature_burial_costs_800_lp_and_its_destruction_takes_the_monster(printed):
    result = judged(BURIAL)
    assert result["outcome"] == "completed"
    board = result["state"]["players"]["A"]
    assert board["lp"] == 7200 and board["monsters"] == []
    assert {"a-burial", "a-blue-eyes"} <= set(board["graveyard"])


EGO = """
game: ygo
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{id: a-celtic, card: "91152256"}]
    hand: [{id: a-ego, card: "73178098"}]
  B:
    monsters: [{id: b-blue-eyes, card: "89631139"}, {id: b-celtic, card: "91152256"}]
actions:
  - attack: {attacker: a-celtic, target: b-celtic}
  - activate: {card: a-ego, target: a-celtic}
  - pass
  - pass
  - pass
  - main2
"""


def test_ego_boost_lasts_until_the_end_of_the_battle_phase(printed):
    result = judged(EGO)
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 7000  # 2400 against 1400
    assert result["state"]["players"]["A"]["monsters"][0]["atk"] == 1400  # in Main Phase 2


def test_defense_draw_at_damage_calculation(printed):
    scenario = BOARD.format(trap="24268052", after="").replace(
        "  - activate: {card: b-trap}\n", "  - damage_step: {timing: damage_calculation}\n"
        "  - activate: {card: b-trap}\n")
    result = judged(scenario)
    assert result["outcome"] == "completed"
    board = result["state"]["players"]["B"]
    assert board["lp"] == 8000 and len(board["hand"]) == 1


ZERO = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-blue-eyes, card: "89631139"}, {id: a-celtic, card: "91152256"}]
  B:
    monsters: [{id: b-celtic, card: "91152256", position: defense}]
    spells_traps: [{id: b-zero, card: "83133491"}]
actions:
  - activate: {card: b-zero}
  - pass
  - pass
"""


def test_zero_gravity_switches_every_face_up_monster(printed):
    result = judged(ZERO)
    assert result["outcome"] == "completed"
    positions = [m["position"] for side in ("A", "B")
                 for m in result["state"]["players"][side]["monsters"]]
    assert positions == ["defense", "defense", "attack"]


HELD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-blue-eyes, card: "89631139"}}]
  B:
    spells_traps: [{{id: b-hold, card: "{card}"}}]
actions:
  - activate: {{card: b-hold, target: a-blue-eyes}}
  - pass
  - pass
  - end_turn
  - battle_phase
  - attack: {{attacker: a-blue-eyes, target: direct}}
"""


@pytest.mark.parametrize(("card", "atk"), [("18807108", 3000), ("29267084", 2300)])
def test_spellbinding_circle_and_shadow_spell_hold_their_target(printed, card, atk):
    result = judged(HELD.format(card=card))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["10-4-5", "12-3-1"]
    assert result["state"]["players"]["A"]["monsters"][0]["atk"] == atk


RING = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    lp: {lp}
    monsters: [{{id: a-blue-eyes, card: "89631139"}}]
  B:
    lp: {b_lp}
    spells_traps: [{{id: b-ring, card: "83555666"}}]
actions:
  - activate: {{card: b-ring, target: a-blue-eyes}}
  - pass
  - pass
"""


def test_ring_of_destruction_deals_the_original_atk_to_both_players(printed):
    result = judged(RING.format(lp=8000, b_lp=8000))
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (5000, 5000)
    assert "a-blue-eyes" in players["A"]["graveyard"]
    both_out = judged(RING.format(lp=3000, b_lp=3000))
    assert both_out["outcome"] == "game_over" and both_out["winner"] is None


def test_ring_of_destruction_needs_atk_at_most_the_controllers_lp_and_their_turn(printed):
    result = judged(RING.format(lp=2000, b_lp=8000))
    assert result["outcome"] == "illegal_action"
    assert "at most its controller's LP" in result["illegal"]["reason"]
    own = judged(RING.format(lp=8000, b_lp=8000).replace("player: A}", "player: B}"))
    assert own["illegal"]["code"] == "illegal.needs_opponent_turn"
