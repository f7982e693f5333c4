"""`card: "PASSWORD"` in Yu-Gi-Oh! scenarios: real imported cards (copied from
../shared/fixtures/yaml-yugi into a temporary folder) fill in their facts, and the effects the
judge does not apply are named, never guessed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from judge import cardlookup, services

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import store, subset  # noqa: E402

pytestmark = pytest.mark.django_db


@pytest.fixture
def ygo_cards(tmp_path):
    store(subset(tmp_path))


def judge(text: str) -> services.Judgement:
    return services.judge_text("ygo", text)


def test_a_password_fills_in_the_facts_and_spell_speed(ygo_cards):
    fields = cardlookup.printed_card("ygo", "05318639").fields
    assert fields == {"name": "Mystical Space Typhoon", "kind": "spell",
                      "spell_type": "quick-play", "effect": [{"destroy": "chosen"}],
                      "target": {"what": "spell_trap", "player": "any", "zone": "field"},
                      "archetypes": ["Cyclone"]}
    assert cardlookup.printed_card("ygo", "41420027").fields["trap_type"] == "counter"
    assert cardlookup.printed_card("ygo", "44095762").fields["trap_type"] == "normal"
    blue_eyes = cardlookup.printed_card("ygo", "89631139")
    assert blue_eyes.fields == {"name": "Blue-Eyes White Dragon", "kind": "monster",
                                "level": 8, "atk": 3000, "def": 2500,
                                "attribute": "LIGHT", "types": ["Dragon", "Normal"],
                                "archetypes": ["-Eyes Dragon", "Blue-Eyes"]}
    assert blue_eyes.unapplied == ()  # a Normal monster: nothing left out
    utopia = cardlookup.printed_card("ygo", "84013237").fields  # an Xyz: its Rank
    assert (utopia["level"], utopia["atk"]) == (4, 2500)
    decode = cardlookup.printed_card("ygo", "1861629").fields  # a Link: no Level, no DEF
    assert "level" not in decode and "def" not in decode and decode["atk"] == 2300


def test_a_name_in_any_language_is_accepted_when_one_card_bears_it(ygo_cards):
    assert cardlookup.printed_card("ygo", "Spiegelkraft").number == "44095762"
    assert cardlookup.printed_card("ygo", "juicio solemne").number == "41420027"
    # "Mago Nero" is two cards (two passwords of Dark Magician): not a guess, both named
    assert cardlookup.printed_card("ygo", "Mago Nero").numbers == ("36996508", "46986414")


def test_a_card_without_password_is_found_by_its_key_and_by_its_name(tmp_path):
    # GMX Lab #5 has neither password nor Konami id: the import keys it by its file name
    store(subset(tmp_path, ("yugipedia1188653",)))
    for ref in ("yugipedia1188653", "GMX Lab #5", "Laboratorio #5 de GMX"):
        found = cardlookup.printed_card("ygo", ref)
        assert isinstance(found, cardlookup.PrintedCard), ref
        assert found.number == "yugipedia1188653" and found.fields["name"] == "GMX Lab #5"


def test_a_name_a_keyed_card_shares_names_both(ygo_cards):
    # the card list holds GMX Lab #5 twice: by password and keyed by its file name
    assert cardlookup.printed_card("ygo", "GMX Lab #5").numbers == ("74378580",
                                                                    "yugipedia1188653")
    assert cardlookup.printed_card("ygo", "yugipedia1188653").number == "yugipedia1188653"


@pytest.mark.parametrize(("language", "name", "words"), [
    ("en", "Dark Magician", "2 cards are named 'Dark Magician' (36996508, 46986414): give the "
                            "password of the one you mean"),
    ("de", "Dunkler Magier", "2 Karten heißen „Dunkler Magier“ (36996508, 46986414)"),
    ("es", "mago oscuro", "2 cartas se llaman «mago oscuro» (36996508, 46986414)"),
    ("fr", "Magicien Sombre", "2 cartes s'appellent « Magicien Sombre » (36996508, 46986414)"),
    ("it", "Mago Nero", "2 carte si chiamano «Mago Nero» (36996508, 46986414)"),
])
def test_a_name_several_cards_bear_is_refused_naming_their_passwords(ygo_cards, language,
                                                                      name, words):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', f'[{{card: "{name}"}}]')
    ruling = judge_in(text, language)
    assert not ruling.ok
    [error] = ruling.errors
    assert error["path"] == "players.B.monsters[0].card"
    assert words in error["message"]


def test_a_unique_name_in_a_scenario_gets_the_cards_facts(ygo_cards):
    # German, typed without its accent: Blue-Eyes White Dragon
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]',
                         '[{card: "blauaugiger w. drache"}]')
    ruling = judge(text)
    assert ruling.ok, ruling.errors
    [dragon] = ruling.result["state"]["players"]["B"]["monsters"]
    assert (dragon["id"], dragon["atk"]) == ("89631139", 3000)


BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{card: "55144522"}]
    monsters: [{id: a-dragon, card: 89631139}]
  B:
    monsters: [{card: "Spiegelkraft", kind: trap}]
    spells_traps: [{id: b-mirror, card: "44095762"}, {card: "41420027"}]
actions:
  - battle_phase
  - attack: {attacker: a-dragon, target: direct}
"""


def test_printed_cards_take_part_and_what_is_not_applied_is_named(ygo_cards):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]").replace(
        'hand: [{card: "55144522"}]',
        'hand: [{card: "55144522"}]\n    extra_deck: [{card: "15415552"}]')
    ruling = judge(text)
    assert ruling.ok, ruling.errors
    state = ruling.result["state"]["players"]
    assert state["A"]["monsters"] == [{"id": "a-dragon", "position": "attack", "atk": 3000,
                                       "def": 2500}]
    assert state["B"]["lp"] == 8000 - 3000  # a direct attack by Blue-Eyes White Dragon
    unapplied = {(n["card"], n["ability"]) for n in ruling.result["notes"]
                 if n["kind"] == "unapplied"}
    # Pot of Greed, Mirror Force and Solemn Judgment (its Summon negation too) are applied
    # from their texts; Mortilux Heruvur's effects (its id: the password) are named
    assert {card for card, _ability in unapplied} == {"15415552"}
    assert any(ability.startswith("If a monster(s) is sent to your opponent's GY")
               for _card, ability in unapplied)


def test_a_key_written_in_the_scenario_wins_and_the_ruling_says_so(ygo_cards):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]").replace(
        "{id: a-dragon, card: 89631139}", "{id: a-dragon, card: 89631139, atk: 1000}")
    ruling = judge(text)
    assert ruling.result["state"]["players"]["B"]["lp"] == 7000
    [override] = [n for n in ruling.result["notes"] if n["kind"] == "override"]
    assert (override["card"], override["key"], override["number"]) == ("a-dragon", "atk",
                                                                         "89631139")


def test_an_unknown_password_is_invalid_input_with_its_path(ygo_cards):
    ruling = judge(BOARD.replace('"55144522"', '"99999999"'))
    assert not ruling.ok
    assert any(e["path"] == "players.A.hand[0].card" and "no card 99999999" in e["message"]
               for e in ruling.errors)


def test_the_command_line_judge_looks_up_ygo_cards(ygo_cards, tmp_path, capsys):
    scenario = tmp_path / "duel.yaml"
    scenario.write_text(BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]"))
    call_command("judge", "--json", str(scenario))
    assert '"outcome":"completed"' in capsys.readouterr().out


def test_the_offline_cards_file_holds_the_ygo_cards_as_the_server_fills_them(ygo_cards):
    from judge import offline_cards

    content = offline_cards.content("ygo")
    assert content["cards"]["41420027"] == {
        "fields": {"name": "Solemn Judgment", "kind": "trap", "trap_type": "counter",
                   "archetypes": ["Solemn"], "pay_lp": "half",
                   "negates": ["summon", "spell", "trap"], "effect": [{"negate": "previous"}]},
        "unapplied": [],
        # its printed names: offline rulings and the card picker name it in the reader's words
        "names": {"de": "Feierliches Urteil", "es": "Juicio Solemne", "fr": "Jugement Solennel",
                  "it": "Giudizio Solenne"}}
    assert content["cards"]["44095762"]["fields"]["when"] == "opponent_attack_declared"
    assert offline_cards.cards_file("ygo").count == len(content["cards"])


def test_pot_of_greed_draws_2_from_its_printed_text(ygo_cards):
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{card: "55144522"}]
    deck: 10
  B: {}
actions:
  - activate: {card: "55144522"}
  - pass
  - pass
""")
    assert ruling.ok, ruling.errors
    a = ruling.result["state"]["players"]["A"]
    assert (len(a["hand"]), a["deck"], a["graveyard"]) == (2, 8, ["55144522"])
    assert "notes" not in ruling.result  # nothing left out, nothing overridden


def test_use_in_the_judge_starts_from_the_card_in_hand(client, ygo_cards):
    page = client.get("/ygo/judge/", {"card": "55144522"}).content.decode()
    assert "hand: [{card: &quot;55144522&quot;}]" in page or 'hand: [{card: "55144522"}]' in page
    text = cardlookup.starter_text("ygo", "55144522")
    assert judge(text).ok


def test_a_ruling_names_printed_cards_in_the_readers_language(ygo_cards):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]")
    german = judge_in(text, "de")
    steps = " ".join(step["text"] for step in german.result["steps"])
    assert "Blauäugiger w. Drache" in steps and "Blue-Eyes White Dragon" not in steps
    english = " ".join(step["text"] for step in judge(text).result["steps"])
    assert "Blue-Eyes White Dragon" in english


def judge_in(text: str, language: str) -> services.Judgement:
    return services.judge_text("ygo", text, language)


MIRROR_FORCE = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters:
      - {id: a-dragon, card: "89631139"}
      - {id: a-magician, card: "46986414"}
      - {id: a-wall, name: Wall, atk: 0, def: 2000, position: defense}
  B:
    monsters: [{id: b-goblin, name: Goblin, atk: 1000, def: 0}]
    spells_traps: [{id: b-mirror, card: "44095762"}]
actions:
"""


def test_mirror_force_destroys_every_attack_position_monster_of_the_attacker(ygo_cards):
    ruling = judge(MIRROR_FORCE + """  - battle_phase
  - attack: {attacker: a-dragon, target: b-goblin}
  - activate: {card: b-mirror}
  - pass
  - pass
""")
    assert ruling.ok, ruling.errors
    players = ruling.result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-wall"]  # Defense Position stays
    assert set(players["A"]["graveyard"]) == {"a-dragon", "a-magician"}
    assert [m["id"] for m in players["B"]["monsters"]] == ["b-goblin"]  # its own: untouched
    assert players["B"]["lp"] == 8000 and "b-mirror" in players["B"]["graveyard"]


def test_mirror_force_cannot_be_activated_without_an_attack_declaration(ygo_cards):
    ruling = judge(MIRROR_FORCE + """  - activate: {card: b-mirror}
""")
    illegal = ruling.result["illegal"]
    assert illegal["code"] == "illegal.needs_attack_declaration"
    assert illegal["rules"] == ["10-3-3"]


def test_solemn_judgment_costs_half_the_lp_and_negates_a_spells_activation(ygo_cards):
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-pot, card: "55144522"}]
    deck: 10
  B:
    lp: 7000
    spells_traps: [{id: b-solemn, card: "41420027"}]
actions:
  - activate: {card: a-pot}
  - activate: {card: b-solemn}
  - pass
  - pass
""")
    assert ruling.ok, ruling.errors
    players = ruling.result["state"]["players"]
    assert players["B"]["lp"] == 3500  # half of 7000, paid as it was activated
    assert (players["A"]["hand"], players["A"]["deck"]) == ([], 10)  # Pot of Greed: negated
    assert set(players["A"]["graveyard"]) == {"a-pot"}
    assert "b-solemn" in players["B"]["graveyard"]


def test_a_cost_of_more_lp_than_the_player_has_cannot_be_paid(ygo_cards):
    ruling = judge("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-pot, card: "55144522"}]
  B:
    lp: 1000
    spells_traps: [{id: b-strike, card: "40605147"}]
actions:
  - activate: {card: a-pot}
  - activate: {card: b-strike}
""")
    illegal = ruling.result["illegal"]
    # Solemn Strike costs 1500 LP (and negates monster effects only, which comes after)
    assert (illegal["code"], illegal["rules"]) == ("illegal.cannot_pay_lp", ["1-2-4", "5-2-2"])
    assert "1500 LP" in illegal["reason"]


def test_a_monster_whose_text_or_kind_forbids_it_cannot_be_normal_summoned(ygo_cards):
    for number in ("00010000", "84013237"):  # Ten Thousand Dragon; Number 39: Utopia, an Xyz
        ruling = judge(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-card, card: "{number}"}}]
    monsters: [{{id: a-one, name: One}}, {{id: a-two, name: Two}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-card, tributes: [a-one, a-two]}}
""")
        illegal = ruling.result["illegal"]
        assert (illegal["code"], illegal["rules"]) == ("illegal.cannot_normal_summon",
                                                       ["8-1-6"]), number


def test_the_cards_own_name_in_another_language_is_no_override(ygo_cards):
    """The editor's card picker on a German page writes the German name beside the password."""
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]").replace(
        "{id: a-dragon, card: 89631139}",
        "{id: a-dragon, card: 89631139, name: Blauäugiger w. Drache}")
    ruling = judge(text)
    assert ruling.ok, ruling.errors
    assert not [n for n in ruling.result.get("notes", []) if n["kind"] == "override"]
    steps = " ".join(step["text"] for step in ruling.result["steps"])
    assert "Blue-Eyes White Dragon" in steps  # an English ruling names it as English prints it
    german = " ".join(step["text"] for step in judge_in(text, "de").result["steps"])
    assert "Blauäugiger w. Drache" in german


@pytest.mark.parametrize("language", ["de", "es", "fr", "it"])
def test_an_effect_not_applied_is_quoted_as_the_readers_cards_print_it(ygo_cards, language):
    import json

    from ygo_support import CARDS

    printed = json.loads((CARDS / "94145021.json").read_text(encoding="utf-8"))["text"]
    ruling = judge_in("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{card: "94145021"}]
  B: {}
actions: []
""", language)
    assert ruling.ok, ruling.errors
    [note] = [n for n in ruling.result["notes"] if n["kind"] == "unapplied"]
    # Droll & Lock Bird's one effect, as the reader's cards print it
    first_line = printed[language].split("\n")[0]
    assert first_line.split(":")[0] in note["text"]
    assert printed["en"].split(":")[0] not in note["text"]
    assert note["ability"] == printed["en"].split("\n")[0]  # the data keeps the English


@pytest.mark.parametrize(("language", "words"), [
    ("en", "a-dragon: the scenario's ATK (1000) is used instead of what 89631139 prints (3000)"),
    ("de", "Für die ATK gilt der Wert aus dem Szenario (1000), nicht der auf 89631139 "
           "gedruckte (3000)"),
    ("es", "para el ATK se usa el valor del escenario (1000), no el impreso en 89631139 (3000)"),
    ("fr", "pour l'ATK, la valeur du scénario (1000) remplace celle imprimée sur 89631139 "
           "(3000)"),
    ("it", "per l'ATK vale il valore dello scenario (1000), non quello stampato su 89631139 "
           "(3000)"),
])
def test_a_written_key_is_named_in_the_readers_words(ygo_cards, language, words):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]").replace(
        "{id: a-dragon, card: 89631139}", "{id: a-dragon, card: 89631139, atk: 1000}")
    [override] = [n for n in judge_in(text, language).result["notes"]
                  if n["kind"] == "override"]
    assert words in override["text"]


def test_a_written_spell_type_is_named_as_the_cards_name_it(ygo_cards):
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', "[]").replace(
        '{card: "41420027"}', '{card: "41420027", trap_type: normal}')
    [override] = [n for n in judge_in(text, "fr").result["notes"] if n["kind"] == "override"]
    assert "le type de Piège, la valeur du scénario (Piège Normal) remplace celle imprimée " \
           "sur 41420027 (Contre-Piège)" in override["text"]


def test_the_offline_judge_finds_names_and_refuses_ambiguous_ones_as_the_server(ygo_cards,
                                                                               tmp_path):
    from cards.folding import fold
    from judge import offline_cards, page_judge

    found = offline_cards.cards_file("ygo")
    path = tmp_path / "cards.json.gz"
    path.write_bytes(found.data)
    offline = page_judge.card_lookup(str(path))
    for given in ("Spiegelkraft", "juicio solemne", "5318639", "Blauaugiger W. Drache",
                  "Mago Nero", "99999999", "no such card"):
        here, there = offline(given), cardlookup.printed_card("ygo", given)
        assert type(here) is type(there), given
        if there is not None:
            assert getattr(here, "number", None) == getattr(there, "number", None), given
            assert getattr(here, "numbers", None) == getattr(there, "numbers", None), given
    # the page folds names as the server's search does
    names = [n for card in offline_cards.content("ygo")["cards"].values()
             for n in [card["fields"]["name"], *card.get("names", {}).values()]]
    assert [page_judge._fold(n) for n in names] == [fold(n) for n in names]
    text = BOARD.replace('[{card: "Spiegelkraft", kind: trap}]', '[{card: "Mago Nero"}]')
    for language in ("en", "it"):
        assert page_judge.judge(text, "ygo", language, str(path))["errors"] == judge_in(
            text, language).errors
