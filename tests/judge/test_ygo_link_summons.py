"""Link Summons (8-5-5, 8-5-7) with real cards (imported from ../shared/fixtures/yaml-yugi into
a temporary folder, facts only): the materials the Link Monster's first line lists, counted as
monsters, and the Link Rating they add up to, each Link Monster counting 1 or its own rating;
Attack Position only (9-1-4); the Summon's events its effects and its materials' answer."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge import services  # noqa: E402

pytestmark = pytest.mark.django_db

# Marincess Sea Angel, Decode Talker, Apollousa, Bow of the Goddess, Madolche Mini
# Meowcaroons, Borreload Fatalflare Dragon, Crossrose Dragon
CARDS = ("30691817", "01861629", "04280258", "38745241", "84464389", "72218246")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: [{{id: a-spell, name: Marincess Current, kind: spell, archetypes: [Marincess]}}]
    extra_deck: [{{id: a-angel, card: "30691817"}}, {{id: a-decode, card: "01861629"}},
                 {{id: a-apollousa, card: "04280258"}}, {{id: a-meow, card: "38745241"}},
                 {{id: a-crossrose, card: "72218246"}}]
    monsters: [{{id: a-marincess, name: Marincess Crab, level: 3, atk: 1000, def: 100,
                 archetypes: [Marincess], types: [Aqua, Effect]}},
               {{id: a-big, name: Marincess Whale, level: 7, atk: 2500, def: 100,
                 archetypes: [Marincess], types: [Aqua, Effect]}},
               {{id: a-effect, name: Busy Worker, level: 4, atk: 1000, def: 100,
                 types: [Warrior, Effect]}},
               {{id: a-effect2, name: Busy Worker, level: 4, atk: 1000, def: 100,
                 types: [Warrior, Effect]}},
               {fifth}]
  B:
    monsters: [{{id: b-wall, name: Their Wall, level: 4, atk: 0, def: 2000}}]
actions:
{actions}"""


LINK2 = "id: a-link2, name: Little Link, link_rating: 2, atk: 1200, types: [Cyberse, Link, Effect]"


def run(*actions: str, phase: str = "main1", fifth: str = LINK2) -> dict:
    """The fifth of A's monsters is a Link-2 Monster unless the test needs another."""
    return judged(BOARD.format(phase=phase, fifth="{" + fifth + "}",
                               actions="\n".join(actions)))


def a_ids(result: dict, zone: str) -> list[str]:
    found = result["state"]["players"]["A"][zone]
    return [m["id"] for m in found] if zone == "monsters" else found


def test_a_link_summon_and_its_trigger(printed):
    # Marincess Sea Angel, "1 Level 4 or lower "Marincess" monster", Link-1: then "If this
    # card is Link Summoned: You can add 1 "Marincess" Spell from your Deck to your hand"
    result = run("  - link_summon: {card: a-angel, materials: [a-marincess]}",
                 "  - activate: {card: a-angel, pick: a-spell}", "  - pass", "  - pass")
    assert result["outcome"] == "completed"
    angel = next(m for m in result["state"]["players"]["A"]["monsters"] if m["id"] == "a-angel")
    assert angel["position"] == "attack"
    assert "a-marincess" in a_ids(result, "graveyard") and "a-spell" in a_ids(result, "hand")
    assert {"8-5-5", "8-4-2", "9-1-4", "5-1-3", "5-3-13"} <= set(result["rules_cited"])


@pytest.mark.parametrize(("materials", "rule"), [
    ("[a-effect]", "8-5-7"),  # not a "Marincess" monster
    ("[a-big]", "8-5-7"),  # Level 7: not "Level 4 or lower"
    ("[a-marincess, a-effect]", "8-5-7"),  # the text lists exactly 1
    ("[b-wall]", "8-5-5"),  # not A's monster
])
def test_materials_the_first_line_refuses(printed, materials, rule):
    result = run(f"  - link_summon: {{card: a-angel, materials: {materials}}}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == rule


def test_never_in_defense_position(printed):
    result = run("  - link_summon: {card: a-angel, materials: [a-marincess], position: defense}")
    assert result["illegal"]["rules"][:2] == ["9-1-4", "8-4-3"]


def test_only_in_the_main_phase(printed):
    result = run("  - link_summon: {card: a-angel, materials: [a-marincess]}", phase="battle")
    assert result["illegal"]["rules"][0] == "7-4-1"


def test_a_link_monster_may_count_as_its_link_rating(printed):
    # Decode Talker, "2+ Effect Monsters", Link-3: a Link-2 and one more make 3
    result = run("  - link_summon: {card: a-decode, materials: [a-link2, a-effect]}")
    assert result["outcome"] == "completed"
    assert {"a-link2", "a-effect"} <= set(a_ids(result, "graveyard"))
    assert "a-decode" in a_ids(result, "monsters")


@pytest.mark.parametrize(("materials", "rule"), [
    ("[a-effect, a-effect2]", "8-5-5"),  # two monsters count 2, not 3
    ("[a-link2]", "8-5-7"),  # one monster: the text lists 2 or more
])
def test_the_link_rating_and_the_count_are_two_checks(printed, materials, rule):
    result = run(f"  - link_summon: {{card: a-decode, materials: {materials}}}")
    assert result["illegal"]["rules"][0] == rule


def test_different_names_and_no_tokens(printed):
    # Apollousa, "2+ monsters with different names, except Tokens", Link-4
    same = run("  - link_summon: {card: a-apollousa, materials: "
               "[a-effect, a-effect2, a-marincess, a-big]}")
    assert same["illegal"]["rules"] == ["8-5-7"]
    assert same["illegal"]["code"] == "illegal.link_material_names"
    token = "id: a-token, name: Sheep Token, level: 1, types: [Beast, Token]"
    tokens = run("  - link_summon: {card: a-apollousa, materials: "
                 "[a-effect, a-token, a-marincess, a-big]}", fifth=token)
    assert tokens["illegal"]["code"] == "illegal.link_material_token"
    fine = run("  - link_summon: {card: a-apollousa, materials: [a-effect, a-marincess, a-big, "
               "a-token]}", fifth=token.replace("Token]", "Normal]"))
    assert fine["outcome"] == "completed"


def test_including_one_monster_of_a_kind(printed):
    # Madolche Mini Meowcaroons, "2+ Effect Monsters, including a "Madolche" monster"
    result = run("  - link_summon: {card: a-meow, materials: [a-effect, a-marincess, a-big]}")
    assert result["illegal"]["code"] == "illegal.link_material_including"


def test_sent_to_the_graveyard_as_link_material(printed):
    # Borreload Fatalflare Dragon: "If this card is sent to the GY as Link Material: You can
    # target 1 card on the field; destroy it." (its effect 1; 0 is "If this card is Fusion
    # Summoned")
    borreload = 'id: a-borreload, card: "84464389"'
    result = run("  - link_summon: {card: a-decode, materials: [a-borreload, a-effect, "
                 "a-effect2]}",
                 "  - activate: {card: a-borreload, effect: 1, target: b-wall}", "  - pass",
                 "  - pass",
                 fifth=borreload)
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-wall"]


def test_once_per_turn_by_its_text(printed):
    # Marincess Sea Angel: "You can only Link Summon "Marincess Sea Angel" once per turn."
    second = 'id: a-angel2, card: "30691817"'
    board = BOARD.replace("{{id: a-crossrose, card: \"72218246\"}}]",
                          "{{id: a-crossrose, card: \"72218246\"}}, {{" + second + "}}]")
    actions = ["  - link_summon: {card: a-angel, materials: [a-marincess]}",
               "  - link_summon: {card: a-angel2, materials: [a-small]}"]
    small = "{id: a-small, name: Marincess Shrimp, level: 2, archetypes: [Marincess]}"
    result = judged(board.format(phase="main1", fifth=small, actions="\n".join(actions)))
    assert result["illegal"]["code"] == "illegal.link_summon_once"
    assert result["illegal"]["rules"][0] == "8-5-8"


def test_apollousas_atk_counts_the_monsters_used(printed):
    # "800 x the number of Link Materials used": a Link-2 counts 2 toward Link-4, but is one
    # monster: 3 monsters, 2400 ATK
    result = run("  - link_summon: {card: a-apollousa, materials: [a-link2, a-effect, "
                 "a-marincess]}")
    apollousa = next(m for m in result["state"]["players"]["A"]["monsters"]
                     if m["id"] == "a-apollousa")
    assert apollousa["atk"] == 2400
    assert "8-5-8" in result["rules_cited"]


def test_a_monster_that_cannot_be_link_material(printed):
    result = run("  - link_summon: {card: a-angel, materials: [a-marincess]}",
                 fifth="id: a-x, name: Stubborn, atk: 0, def: 0, no_link_material: true")
    assert result["outcome"] == "completed"
    refused = run("  - link_summon: {card: a-decode, materials: [a-x, a-effect, a-effect2]}",
                  fifth="id: a-x, name: Stubborn, atk: 0, def: 0, types: [Effect], "
                        "no_link_material: true")
    assert refused["illegal"]["code"] == "illegal.no_link_material"


def test_linkuriboh_comes_back_from_the_graveyard(printed_linkuriboh):
    # Linkuriboh: "If this card is in your GY (Quick Effect): You can Tribute 1 Level 1
    # monster; Special Summon this card." (its first effect, on an attack, stays a note)
    board = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    graveyard: [{id: a-kuriboh, card: "41999284"}]
    monsters: [{id: a-one, name: Small One, level: 1, atk: 300, def: 200}]
  B: {}
actions:
  - activate: {card: a-kuriboh, cost: [a-one]}
  - pass
  - pass
"""
    result = judged(board)
    assert result["outcome"] == "completed"
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-kuriboh"] and a["graveyard"] == ["a-one"]
    assert a["monsters"][0]["position"] == "attack"


@pytest.fixture
def printed_linkuriboh(tmp_path):
    store(subset(tmp_path, ("41999284",)))


def test_a_link_monster_never_changes_its_position(printed):
    changed = run("  - change_position: {card: a-link2}")
    assert changed["illegal"]["code"] == "illegal.link_position_change"
    assert changed["illegal"]["rules"] == ["9-1-4"]


def test_a_link_monster_written_in_defense_position_is_bad_input(printed):
    ruling = services.judge_text("ygo", BOARD.format(
        phase="main1", fifth="{" + LINK2 + ", position: defense}", actions="  - end_turn"))
    assert not ruling.ok
    assert [(e["path"], e["message"]) for e in ruling.errors] == [
        ("players.A.monsters[4].position", "a Link Monster is always in Attack Position (9-1-4)")]


@pytest.mark.parametrize(("materials", "code"), [
    ("[a-effect, a-link2]", None),  # Warrior and Cyberse
    ("[a-effect, a-effect2]", "illegal.link_material_types"),  # both Warriors
    ("[a-effect, a-five]", "illegal.link_material_no_type"),  # the scenario gives no Type
])
def test_materials_with_different_types(printed, materials, code):
    # Crossrose Dragon, "2 monsters with different Types", Link-2; a Link-2 counts 1 here
    result = run(f"  - link_summon: {{card: a-crossrose, materials: {materials}}}",
                 fifth=LINK2 if "a-five" not in materials else "id: a-five, level: 3")
    if code is None:
        assert result["outcome"] == "completed"
    else:
        assert result["illegal"]["code"] == code and result["illegal"]["rules"] == ["8-5-7"]


@pytest.fixture
def printed_gadget(tmp_path):
    store(subset(tmp_path, ("40216089", "01861629")))  # Platinum Gadget, Decode Talker


GADGET = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    extra_deck: [{id: a-gadget, card: "40216089"}, {id: a-decode, card: "01861629"}]
    monsters: [{id: a-m1, name: Gear One, level: 4, types: [Machine, Effect]},
               {id: a-m2, name: Gear Two, level: 4, types: [Machine, Effect]},
               {id: a-e, name: Busy Worker, level: 4, types: [Warrior, Effect]}%s]
  B: {}
actions:
%s"""


def test_not_link_material_the_turn_it_is_link_summoned(printed_gadget):
    # Platinum Gadget, "2 Machine monsters": "Cannot be used as Link Material the turn it is
    # Link Summoned."; as a Link-2 it would make Decode Talker (Link-3) with one more monster
    decode = "  - link_summon: {card: a-decode, materials: [a-gadget, a-e]}"
    refused = judged(GADGET % ("", "  - link_summon: {card: a-gadget, materials: [a-m1, a-m2]}\n"
                               + decode))
    assert refused["illegal"]["code"] == "illegal.link_material_turn_summoned"
    assert refused["illegal"]["rules"] == ["8-5-8"]
    written = ', {id: a-gadget2, card: "40216089", link_summoned_this_turn: true}'
    also = judged(GADGET % (written, decode.replace("a-gadget,", "a-gadget2,")))
    assert also["illegal"]["code"] == "illegal.link_material_turn_summoned"
    earlier = judged(GADGET % (written.replace("link_summoned_this_turn", "summoned_this_turn"),
                               decode.replace("a-gadget,", "a-gadget2,")))
    assert earlier["outcome"] == "completed"  # Special Summoned some other way, say


@pytest.fixture
def printed_goddess(tmp_path):
    store(subset(tmp_path, ("98127546",)))  # Underworld Goddess of the Closed World


def test_one_of_the_opponents_monsters_as_material(printed_goddess):
    # "4+ Effect Monsters", Link-5; "You can also use 1 monster your opponent controls as
    # material to Link Summon this card."
    board = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    extra_deck: [{id: a-goddess, card: "98127546"}]
    monsters: [{id: a-1, name: One, types: [Fiend, Effect]}, {id: a-2, name: Two,
                types: [Fiend, Effect]}, {id: a-3, name: Three, types: [Fiend, Effect]},
               {id: a-4, name: Four, types: [Fiend, Effect]}]
  B:
    monsters: [{id: b-1, name: Theirs, types: [Dragon, Effect]},
               {id: b-2, name: Theirs Too, types: [Dragon, Effect]}]
actions:
  - link_summon: {card: a-goddess, materials: [a-1, a-2, a-3, a-4, %s]}
"""
    result = judged(board % "b-1")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-1"]
    refused = judged(board.replace("a-4, %s", "%s") % "b-1, b-2")
    assert refused["illegal"]["code"] == "illegal.link_opponent_materials"


@pytest.fixture
def printed_genex(tmp_path):
    store(subset(tmp_path, ("08173184",)))  # Repair Genex Controller


def test_a_link_summon_is_a_special_summon_once_per_turn(printed_genex):
    # "You can only Special Summon "Repair Genex Controller(s)" once per turn.": the Link
    # Summon counts (8-4-9)
    board = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    extra_deck: [{id: a-genex, card: "08173184"}, {id: a-genex2, card: "08173184"}]
    monsters: [{id: a-1, name: Genex One, level: 3, archetypes: [Genex]},
               {id: a-2, name: Genex Two, level: 3, archetypes: [Genex]}]
  B: {}
actions:
  - link_summon: {card: a-genex, materials: [a-1]}
  - link_summon: {card: a-genex2, materials: [a-2]}
"""
    result = judged(board)
    assert result["illegal"]["action"] == 1
    assert result["illegal"]["rules"] == ["8-4-9"]


@pytest.fixture
def printed_doyon(tmp_path):
    store(subset(tmp_path, ("88413677",)))  # Doyon @Ignister


DOYON = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    extra_deck: [{id: a-link, name: %s, link_rating: 2, atk: 1500, types: [%s, Link, Effect]}]
    monsters: [{id: a-doyon, card: "88413677"}, {id: a-2, name: Two, types: [Cyberse, Effect]}]
    graveyard: [{id: a-ai, name: A.I. Trap, kind: trap, archetypes: [A.I.]}]
  B: {}
actions:
  - link_summon: {card: a-link, materials: [a-doyon, a-2]}
  - activate: {card: a-doyon, effect: 1, target: a-ai}
  - pass
  - pass
"""


def test_material_for_the_link_summon_of_a_described_monster(printed_doyon):
    # Doyon @Ignister: "If this card is sent to the GY as material for the Link Summon of a
    # Cyberse monster: You can target 1 "A.I." Spell/Trap in your GY; add it to your hand."
    result = judged(DOYON % ("Code Link", "Cyberse"))
    assert result["outcome"] == "completed"
    assert "a-ai" in result["state"]["players"]["A"]["hand"]
    refused = judged(DOYON % ("Beast Link", "Beast"))
    assert refused["illegal"]["code"] == "illegal.trigger_no_event"


@pytest.fixture
def printed_akashic(tmp_path):
    store(subset(tmp_path, ("28776350",)))  # Akashic Magician


@pytest.mark.parametrize(("second", "code"), [
    ("Warrior", None), ("Cyberse", "illegal.link_material_same_type")])
def test_materials_with_the_same_type(printed_akashic, second, code):
    # Akashic Magician, "2 monsters with the same Type, except Tokens"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    extra_deck: [{{id: a-akashic, card: "28776350"}}]
    monsters: [{{id: a-1, name: One, types: [Warrior, Effect]}},
               {{id: a-2, name: Two, types: [{second}, Effect]}}]
  B: {{}}
actions:
  - link_summon: {{card: a-akashic, materials: [a-1, a-2]}}
""")
    if code is None:
        assert result["outcome"] == "completed"
    else:
        assert result["illegal"]["code"] == code and result["illegal"]["rules"] == ["8-5-7"]


def test_an_effect_cannot_summon_a_link_monster_in_defense_position():
    # a Spell that Special Summons "in Defense Position": a Link Monster is never in Defense
    # Position (9-1-4, 8-4-3), so that part of the effect is not done
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-call, name: Defensive Call, kind: spell,
            effect: [{special_summon: {card: a-link, position: defense}}]}]
    graveyard: [{id: a-link, name: Graveyard Link, link_rating: 2, atk: 1500,
                 types: [Cyberse, Link, Effect]}]
  B: {}
actions:
  - activate: {card: a-call}
  - pass
  - pass
""")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["graveyard"][0] == "a-link"
    assert "9-1-4" in result["rules_cited"]
