"""A Yu-Gi-Oh! ruling in the reader's language, and its verdict first.

For every public scenario (shared/scenarios-ygo, the site's examples, the worked rulings) and in
every language but English: no English sentence is left in the steps, the reason, the verdict
or the input errors; the events and citations are those of the English ruling.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from scenario_checks import SHARED
from ygo_duel import duel, monster, run, spell, trap

from judge.engine import judge
from judge.engine import run as run_typed
from judge.engine.core.catalogue import messages
from judge.engine.core.events import LITERAL, Event

PROJECT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted([*(SHARED / "scenarios-ygo").glob("*.yaml"),
                    *(PROJECT / "judge" / "examples" / "ygo").glob("*.yaml"),
                    *(Path(__file__).parent / "worked" / "ygo").glob("*.yaml")])
OTHERS = ("de", "es", "it", "fr")


def _nested(item: Event):
    yield item
    for value in item.params.values():
        for inner in value if isinstance(value, tuple) else (value,):
            if isinstance(inner, Event):
                yield from _nested(inner)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_every_event_has_a_text_in_every_language(path: Path) -> None:
    found = run_typed(path.read_text(encoding="utf-8"))
    events = [problem.event for problem in getattr(found, "items", [])]
    events += [*getattr(found, "verdict", []), *(s.event for s in getattr(found, "steps", []))]
    if getattr(found, "illegal", None) is not None:
        events.append(found.illegal.event)
    assert events
    for item in (e for top in events for e in _nested(top)):
        assert item.code != LITERAL, f"an English sentence: {item.params}"
        for language in ("en", *OTHERS):
            assert item.code in messages("ygo", language), (language, item.code)


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_it_reads_the_ruling_in_the_language_asked_for(path: Path, language: str) -> None:
    text = path.read_text(encoding="utf-8")
    english, asked = judge(text), judge(text, language=language)
    if "errors" in english:
        assert [e["message"] for e in asked["errors"]] != [e["message"]
                                                           for e in english["errors"]]
        return
    assert [s["code"] for s in asked["steps"]] == [s["code"] for s in english["steps"]]
    assert asked["rules_cited"] == english["rules_cited"] and asked["state"] == english["state"]
    for mine, theirs in zip(asked["steps"], english["steps"], strict=True):
        assert mine["text"] != theirs["text"]
    assert asked["verdict"] and asked["verdict"] != english["verdict"]
    if english["illegal"]:
        assert asked["illegal"]["reason"] != english["illegal"]["reason"]


@pytest.mark.parametrize(("language", "words"), [
    ("de", ("Kettenglied 2", "annulliert die Aktivierung", "Konterfallenkarte")),
    ("es", ("Eslabón de Cadena 2", "niega la activación", "Trampa de Contraefecto")),
    ("it", ("Anello della Catena 2", "annulla l'attivazione", "Contro-Trappola")),
    ("fr", ("Maillon de la Chaîne 2", "annule l'activation", "Contre-Piège")),
])
def test_it_uses_the_games_customary_terms(language: str, words: tuple[str, ...]) -> None:
    text = (SHARED / "scenarios-ygo" / "05-counter-trap-negates-spell.yaml").read_text(
        encoding="utf-8")
    result = judge(text, language=language)
    ruling = " ".join([result["verdict"], *(s["text"] for s in result["steps"])])
    for word in words:
        assert word in ruling


def test_the_verdict_gives_the_deciding_battle_with_its_numbers() -> None:
    result = run(a={"monsters": [monster("a-x", name="Celtic Guardian", atk=1400,
                                         position="attack")]},
                 b={"monsters": [monster("b-x", name="Goblin", atk=1000, position="attack")]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}}])
    assert result["verdict"] == ("Celtic Guardian (1400 ATK) attacks Goblin (1000 ATK): Goblin "
                                 "is destroyed and B takes 400 damage (8000 → 7600 LP).")


def test_the_verdict_adds_what_an_effect_did_after_the_battle() -> None:
    bug = monster("b-bug", name="Man-Eater Bug", atk=450, defense=600, position="set",
                  flip=[{"destroy": "attacker"}])
    result = run(a={"monsters": [monster("a-x", name="Celtic Guardian", atk=1400,
                                         position="attack")]},
                 b={"monsters": [bug]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-bug"}}])
    first, second = result["verdict"].split(". ", 1)
    assert "Man-Eater Bug is destroyed" in first
    assert second == ("Chain Link 1 (Man-Eater Bug): Celtic Guardian is destroyed and goes to "
                      "A's Graveyard.")


def test_the_verdict_of_a_refusal_cites_the_section() -> None:
    result = run(a={"spells_traps": [trap("a-t", name="Trap Hole", set_this_turn=True)]},
                 actions=[{"activate": {"card": "a-t"}}])
    assert result["verdict"] == ("Action 1 cannot be taken (10-3-2): Trap Hole was Set this "
                                 "turn: a Trap cannot be activated on the turn it was Set.")


def test_the_verdict_of_a_win_says_the_damage_then_the_winner() -> None:
    burn = spell("a-burn", "quick-play", [{"damage": {"amount": 900}}], name="Burn")
    scenario = duel(a={"hand": [burn]}, b={"lp": 900}, actions=[{"activate": {"card": "a-burn"}}])
    assert judge(scenario)["verdict"] == ("Chain Link 1 (Burn): B takes 900 damage (900 → 0 "
                                          "LP). A wins the Duel: B's LP fell to 0.")
    assert judge(scenario, language="de")["verdict"].endswith(
        "A gewinnt das Duell: Die LP von B sind auf 0 gefallen.")


@pytest.mark.parametrize("language", ("en", *OTHERS))
def test_a_named_card_has_one_aside_not_two_in_a_row(language: str) -> None:
    path = Path(__file__).parent / "worked" / "ygo" / "15-once-per-turn-by-name.yaml"
    result = judge(path.read_text(encoding="utf-8"), language=language)
    texts = [step["text"] for step in result["steps"]]
    assert any("Card Draw (a-first, " in text for text in texts), texts
    assert not [text for text in texts if ") (" in text or "))" in text]
