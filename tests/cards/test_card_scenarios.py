"""`card: NUMBER` in scenarios: real imported cards fill the printed fields and keywords."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from cards_support import store_cards
from scenario_checks import check_expectations, expectations

from judge import services

pytestmark = pytest.mark.django_db
SCENARIOS = Path(__file__).parent / "scenarios"
# the permanent abilities' scenarios (static-*.yaml, gain-*.yaml)
STATICS_USED = ("OP16-113", "OP03-058", "OP01-021", "OP03-088", "OP03-079", "OP08-084",
                "EB01-039", "EB02-016", "EB03-050", "OP04-080", "OP02-121", "OP04-012",
                "OP10-082", "PRB02-014", "OP07-032", "ST01-013", "OP03-008", "ST08-002", "OP04-071",
                "OP16-017",  # a Character with a type including words
                "OP08-045",  # a replacement printed without "may"
                "ST10-010",  # cards of the opponent's hand, the player's pick
                "ST03-007",  # the whole deck searched, then shuffled
                "ST17-005")  # a card of the hand to the top of the deck as a cost
USED = ("ST01-001", "ST01-006", "ST01-012", "OP05-022", "OP01-016", "EB01-015", "OP03-019",
        "ST01-014", "OP01-064", "EB01-023", "OP01-006", "OP01-037", "EB01-007", "ST01-004",
        "EB02-038", "OP01-056", "OP06-041", "ST35-001",
        "OP03-089", "EB03-023", "OP01-005", "OP01-030", "ST01-002", "ST01-013",
        "ST13-007", "OP06-003", "ST11-001", "EB02-013", "OP04-011",
        "EB03-028", "EB01-056", "EB04-019", "OP12-004", "EB01-021", "EB01-004",
        "OP01-114", "ST02-008", "OP04-010", "OP13-005",  # several cards, the opponent's
        "OP05-047", "OP15-078", "OP01-052", "OP04-095",  # "if..." conditions
        "EB01-040", "EB03-043",
        "OP10-061", "OP01-026", "OP04-044",
        "OP08-024", "OP05-042", "EB04-030", "EB02-051", "OP03-074", "ST06-016",  # limits
        "OP01-063",  # a printed ability not read yet (the notes)
        "ST09-010", "ST22-005", "OP13-109", "EB01-008", "ST22-012", "OP10-034",  # "instead"
        "ST25-003", "OP12-048", "PRB02-002", "OP15-009", "OP11-001",
        "OP13-047", "OP05-030",
        "OP13-023", "OP08-112", "OP02-023", "OP02-001",
        "OP08-115",  # a named Stage played by an effect
        "OP16-063",  # "up to N": the action says how many were taken
        "OP04-105", "OP07-102", "OP09-076", "OP16-069", "OP06-102",  # activation costs
        "ST07-010", "ST20-005",  # "Your opponent chooses one:"
        "OP15-026", "OP15-008",  # the opponent's DON!! given to their Character
        "OP13-120",  # a cost gained until the end of the opponent's next turn
        "OP15-010", "OP01-024",  # DON!! given to its owner's card, or to the Character itself
        "EB01-059",  # Life cards trashed until N are left
        "OP15-033",  # "your {T} type Leader"
        "OP09-018",  # "with a total power of 4000 or less"
        "OP14-031", "P-058",  # "at the end of this turn"
        "ST23-001",  # a hand cost change under a condition on power
        "ST24-005", "OP10-030",  # no DON!! set as active by Character effects
        "P-011", "EB03-003",  # "with no base effect"
        "EB02-030", "OP04-018",  # an unread [Counter] keeps its timing; one card chosen twice
        "OP02-005", "OP10-006",  # "look at up to 5", "play up to 1" after a search: named
        "OP01-118", "EB01-027",  # a [Trigger]'s "up to"; a card of one's hand, named
        "OP01-105", "OP07-094", "OP08-116",  # unread bodies, printed timings
        "OP09-097", "OP06-074", "OP09-081",  # negation
        "OP05-087",  # a K.O. paid as a cost
        "OP14-001",  # swapped base power
        "EB01-038",  # the attack's target changed
        "ST07-015",  # a [Trigger] that activates a "Choose one:" [Main]
        "OP13-098",  # a Stage K.O.'d
        "ST02-010",  # "If this Character battles your opponent's Character"
        "OP02-089", "OP02-090", "OP02-091",  # the opponent's DON!! returned, named
        "OP03-078")  # cards of the opponent's hand the player picks


# B's OP01-063 blocks; one of its printed abilities is not read yet (the notes name it)
UNREAD_BLOCKS = ("game: optcg\nturn: {number: 4, player: A}\nplayers:\n  A:\n"
                "    characters: [{id: a-c, power: 12000}]\n  B:\n"
                "    characters: [{id: b-arlong, card: OP01-063, keywords: [Blocker]}]\n"
                "actions:\n  - attack: {attacker: a-c, target: B.leader}\n"
                "  - block: {blocker: b-arlong}\n  - pass\n")


@pytest.fixture
def real_cards():
    store_cards(*USED, *STATICS_USED)


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_scenarios_with_real_card_numbers_replay_correctly(real_cards, path):
    judgement = services.judge_text("optcg", path.read_text(encoding="utf-8"))
    assert judgement.ok, judgement.errors
    assert check_expectations(judgement.result, expectations(path)) == []


def test_the_printed_card_fills_every_field(real_cards):
    judgement = services.judge_text("optcg", (SCENARIOS / "leader-blocker.yaml").read_text())
    before = judgement.before["players"]["B"]
    assert before["leader"]["power"] == 5000 and len(before["life"]) == 4  # Life 4, printed
    assert judgement.result["state"]["players"]["B"]["characters"][0]["power"] == 1000


def test_what_the_scenario_writes_wins_and_the_ruling_says_so(real_cards):
    judgement = services.judge_text("optcg", (SCENARIOS / "rush-from-hand.yaml").read_text())
    overrides = [n for n in judgement.result["notes"] if n["kind"] == "override"]
    assert len(overrides) == 1
    assert {k: overrides[0][k] for k in ("card", "kind", "code", "number", "key", "text")} == {
        "card": "ST01-012-2", "kind": "override", "code": "note.override",
        "number": "ST01-012", "key": "keywords",
        "text": "ST01-012-2: the scenario's keywords (none) is used instead of what ST01-012 "
                "prints ([Rush])"}


def test_the_notes_speak_the_rulings_language(real_cards):
    from judge.engine.core.render import rerender

    judgement = services.judge_text("optcg", UNREAD_BLOCKS)
    german = rerender(judgement.result, "de")
    unapplied = next(n for n in german["notes"] if n["kind"] == "unapplied")
    assert "nicht angewendet" in unapplied["text"] and unapplied["number"] == "OP01-063"


def test_an_ability_the_judge_cannot_apply_is_named_not_guessed(real_cards):
    text = ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-sabo, card: ST13-007}]\n  B: {}\nactions: []\n")
    judgement = services.judge_text("optcg", text)
    unapplied = [n for n in judgement.result["notes"] if n["kind"] == "unapplied"]
    sabo = [n for n in unapplied if n["card"] == "a-sabo"]
    assert len(sabo) == 1 and sabo[0]["ability"].startswith(
        "[Activate: Main] You may trash this Character: Reveal 1 card from the top of your Life")


def test_a_deck_search_the_judge_reads_is_applied_not_noted(real_cards):
    judgement = services.judge_text("optcg", (SCENARIOS / "counter-from-hand.yaml").read_text())
    # no note at all now: A's Leader ST01-001 is finished by its per-card encoding
    assert [n for n in judgement.result.get("notes", []) if n["card"] == "b-nami"] == []


def test_an_unknown_number_is_invalid_input_with_its_path(client, real_cards):
    scenario = {"game": "optcg", "turn": {"number": 3, "player": "A"},
                "players": {"A": {}, "B": {"characters": [{"card": "ST01-006"},
                                                         {"card": "OP01-999"}]}},
                "actions": []}
    response = client.post("/api/v1/optcg/judge/", json.dumps(scenario),
                           content_type="application/json")
    assert response.status_code == 400
    assert response.json() == {"errors": [{
        "path": "players.B.characters[1].card",
        "message": "no card OP01-999 (import card data with import_cards)"}]}


def test_a_leader_number_is_no_character(real_cards):
    text = ("game: optcg\nturn: {number: 3, player: A}\nplayers:\n  A:\n"
            "    characters: [{card: OP05-022}]\n  B: {}\nactions: []\n")
    judgement = services.judge_text("optcg", text)
    assert [e["path"] for e in judgement.errors] == ["players.A.characters[0].type"]
    assert judgement.errors[0]["line"] == 5


def test_an_if_clause_not_met_leaves_the_rest_of_the_effect_unresolved(real_cards):
    text = (SCENARIOS / "condition-and-give-don.yaml").read_text()
    text = text.replace("hand: [{id: b1}, {id: b2}, {id: b3}]",
                        "hand: [{id: b1}, {id: b2}, {id: b3}, {id: b4}, {id: b5}, {id: b6}, "
                        "{id: b7}]")
    judgement = services.judge_text("optcg", text)
    assert judgement.result["state"]["players"]["B"]["leader"]["rested"] is True
    assert "8-3-3" in judgement.result["rules_cited"]
    assert any("B has more than 6 cards in the hand" in step["text"]
               for step in judgement.result["steps"])


def test_a_ruling_page_names_printed_cards_on_its_boards_and_action_labels(client, real_cards):
    # the steps named Chopper and Rosinante while the boards and the action labels beside them
    # showed "ST01-006" and "B's Leader"; two copies of a number keep the engine's ids
    text = ("game: optcg\nturn: {number: 4, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-luffy, card: ST01-012}]\n  B:\n"
            "    leader: {card: OP05-022}\n"
            "    characters: [{card: ST01-006}, {card: ST01-006, rested: true}]\n"
            "actions:\n  - attack: {attacker: a-luffy, target: ST01-006-2}\n"
            "  - block: {blocker: ST01-006}\n")
    page = client.post("/optcg/judge/", {"scenario": text, "do": "judge"}).content.decode()
    timeline = page[page.index('class="timeline"'):]
    assert "Action 1: Monkey.D.Luffy attacks Tony Tony.Chopper" in timeline
    assert "Action 2: block with Tony Tony.Chopper" in timeline
    boards = page[page.index("The board before"):page.index('class="timeline"')]
    assert "Donquixote Rosinante" in boards and "B&#x27;s Leader" not in boards
    assert boards.count('<span class="card-name">Tony Tony.Chopper</span>') == 2
    assert '<span class="card-name">ST01-006' not in boards


def test_the_verdict_warns_when_a_printed_ability_was_not_applied(client, real_cards):
    # an ability of OP01-063 is not read: the verdict that it was K.O.'d must
    # not stand alone
    page = client.post("/optcg/judge/", {"scenario": UNREAD_BLOCKS, "do": "judge"},
                       HTTP_ACCEPT_LANGUAGE="es").content.decode()
    verdict = page[page.index('<div class="verdict'):page.index('class="timeline"')]
    assert "El juez no ha aplicado" in verdict  # one or two abilities, as more are read
    plain = UNREAD_BLOCKS.replace("card: OP01-063", "power: 9000")
    page = client.post("/optcg/judge/", {"scenario": plain, "do": "judge"},
                       HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "verdict-caveat" not in page


def test_a_block_luffy_forbids_is_refused_where_it_used_to_be_a_warning(client, real_cards):
    # Luffy's [DON!! x2] [When Attacking] forbids [Blocker] during the battle: once it was not
    # read and the block was replayed with a warning; now the block is refused, citing 1-3-1
    text = ("game: optcg\nturn: {number: 4, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-luffy, card: ST01-012, don: 2}]\n  B:\n"
            "    characters: [{card: ST01-006}]\n"
            "actions:\n  - attack: {attacker: a-luffy, target: B.leader}\n"
            "  - block: {blocker: ST01-006}\n  - pass\n")
    judgement = services.judge_text("optcg", text)
    result = judgement.result
    assert result["outcome"] == "illegal_action" and result["illegal"]["action"] == 1
    assert result["illegal"]["rules"] == ["1-3-1", "10-1-4-1"]
    assert [n for n in result.get("notes", []) if n["kind"] == "unapplied"] == []
    page = client.post("/optcg/judge/", {"scenario": text, "do": "judge"},
                       HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "no puede activar [Blocker]" in page and "verdict-caveat" not in page
    with_one_don = text.replace("don: 2", "don: 1")  # [DON!! x2] unmet: the block stands
    assert services.judge_text("optcg", with_one_don).result["illegal"] is None


def test_an_up_to_step_says_what_the_player_took_or_that_fewer_were_allowed(real_cards):
    # OP16-063 "Add up to 2 DON!! cards": `take: 0` adds none; no `take` adds 2 and says so
    judgement = services.judge_text("optcg", (SCENARIOS / "up-to-take.yaml").read_text())
    texts = [step["text"] for step in judgement.result["steps"]]
    assert any("\"up to 2\": the player takes 0." in text for text in texts)
    assert any("the scenario names no number, so 2" in text for text in texts)


def test_a_take_on_an_effect_with_no_up_to_step_is_refused(real_cards):
    text = (SCENARIOS / "up-to-take-above.yaml").read_text().replace(
        "card: OP16-063, cost: 2}", "card: ST01-006}").replace("take: 3", "take: 1")
    judgement = services.judge_text("optcg", text)
    assert judgement.result["outcome"] == "illegal_action"
    assert "4-8-1" in judgement.result["rules_cited"]


def test_the_ruling_says_the_opponent_picked_the_option(real_cards):
    from judge.engine.core.render import rerender

    path = SCENARIOS / "opponent-chooses-trash-life.yaml"
    judgement = services.judge_text("optcg", path.read_text(encoding="utf-8"))
    texts = [step["text"] for step in judgement.result["steps"]]
    assert any("B, the opponent of the effect's player, chooses option 1" in t for t in texts)
    french = [step["text"] for step in rerender(judgement.result, "fr")["steps"]]
    assert any("adversaire du joueur qui utilise l'effet, choisit l'option 1" in t for t in french)
    unnamed = path.read_text(encoding="utf-8").replace(", option: 1", "")
    judged = services.judge_text("optcg", unnamed)
    assert judged.result["state"]["players"]["B"]["life"] and any(
        "says \"Your opponent chooses one:\", and the scenario names no option" in step["text"]
        for step in judged.result["steps"])


def test_a_cost_gained_goes_above_ten(real_cards):
    # official Q&A (OP13-120): a cost of 9 given +2 becomes 11 (the board does not show costs:
    # the ruling's step says it)
    judgement = services.judge_text("optcg", (SCENARIOS / "cost-gain-above-ten.yaml").read_text())
    texts = [step["text"] for step in judgement.result["steps"]]
    assert any("cost by +2 until the end of" in t and "it is now 11" in t for t in texts), texts


UNREAD_TIMINGS = ("game: optcg\nturn: {number: 4, player: A}\nplayers:\n  A:\n"
                  "    hand: [{id: a-up, card: OP01-105}]\n    don: {active: 3}\n"
                  "    characters: [{id: a-c, power: 5000}]\n  B:\n"
                  "    hand: [{id: b-counter, card: OP08-116}]\n    don: {active: 2}\n"
                  "actions:\n  - play: {card: a-up}\n"
                  "  - attack: {attacker: a-c, target: B.leader}\n  - pass\n"
                  "  - counter: {card: b-counter}\n")


def test_an_unread_ability_keeps_its_printed_timing(real_cards):
    # OP01-105's [On Play] and OP08-116's [Counter] (its "you may add 1 card from the top of
    # your Life" is not read yet) are unread: the [On Play] still activates and OP08-116 is
    # still an Event with [Counter]; only the bodies are left out
    judgement = services.judge_text("optcg", UNREAD_TIMINGS)
    assert judgement.ok, judgement.errors
    result = judgement.result
    assert result["illegal"] is None
    unread = [step["text"] for step in result["steps"] if "is not applied" in step["text"]]
    assert len(unread) == 2 and "[On Play]" in unread[0] and "[Counter]" in unread[1]
    assert "b-counter" in result["state"]["players"]["B"]["trash"]
    assert {note["card"] for note in result["notes"] if note["kind"] == "unapplied"} \
        >= {"a-up", "b-counter"}
