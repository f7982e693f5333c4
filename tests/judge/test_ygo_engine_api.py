"""The engine registry finds the Yu-Gi-Oh! engine, and it cites only numbers of its digest."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from ygo_duel import duel, monster, run, spell, trap

import judge.engine as engine
from judge.engine import citable_rules, for_game, games, judge, render_text

PROJECT = Path(__file__).resolve().parents[2]
DIGEST = PROJECT / "rules" / "corpus" / "ygo"
ENGINE_DIR = PROJECT / "judge" / "engine"


def digest_numbers() -> set[str]:
    numbers: set[str] = set()
    for path in DIGEST.glob("*.md"):
        numbers |= set(re.findall(r"^#+\s+(\d+(?:-\d+)*)\.?", path.read_text(), re.M))
    return numbers


def test_it_discovers_both_engines_from_their_folders() -> None:
    assert {"optcg", "ygo"} <= set(games())
    assert for_game("ygo").game_id == "ygo"
    assert for_game("ygo") is for_game("ygo")
    folders = {p.name for p in ENGINE_DIR.iterdir() if (p / "game.py").is_file()}
    assert set(games()) == folders


def test_it_finds_a_new_game_in_a_new_folder_without_editing_shared_code(tmp_path, monkeypatch):
    package = tmp_path / "zzgame"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "game.py").write_text(
        "from judge.engine.ygo.game import YgoEngine\n\n\n"
        "class ZzEngine(YgoEngine):\n    game_id = 'zzgame'\n")
    monkeypatch.setattr(engine, "__path__", [*engine.__path__, str(tmp_path)])
    engine.games.cache_clear()
    try:
        assert "zzgame" in games()
        result = judge({**duel(), "game": "zzgame"})
        assert result["game"] == "zzgame" and result["outcome"] == "completed"
    finally:
        monkeypatch.undo()
        engine.games.cache_clear()
        engine._ENGINES.pop("zzgame", None)
        sys.modules.pop("judge.engine.zzgame.game", None)
        sys.modules.pop("judge.engine.zzgame", None)
    assert "zzgame" not in games()


def test_it_cites_only_numbers_that_exist_in_the_digest() -> None:
    numbers = digest_numbers()
    assert len(numbers) > 250, "the bundled digest is missing"
    cited = citable_rules("ygo")
    assert len(cited) > 80
    missing = cited - numbers
    assert not missing, sorted(missing)


def test_it_cites_in_results_only_citable_rules_in_digest_order() -> None:
    result = run(a={"monsters": [monster("a-x", atk=2000, position="attack")],
                    "hand": [spell("a-q", "quick-play", [{"draw": 1}])]},
                 b={"monsters": [monster("b-y", position="set", flip=[{"destroy": "attacker"}])],
                    "spells_traps": [trap("b-t", "counter", [{"negate": "previous"}])]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-y"}},
                          {"activate": {"card": "a-q"}}, {"activate": {"card": "b-t"}}, "end_turn"])
    assert result["rules_cited"]
    assert set(result["rules_cited"]) <= citable_rules("ygo")
    assert result["rules_cited"] == sorted(
        result["rules_cited"], key=lambda n: [int(p) for p in n.split("-")])


def test_it_renders_a_ygo_ruling_as_text() -> None:
    result = run(a={"monsters": [monster("a-x", name="Celtic Guardian", atk=1800,
                                         position="attack")]},
                 b={"lp": 1000}, turn=3,
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}}])
    text = render_text(result)
    assert "Celtic Guardian (1800 ATK) attacks B directly" in text
    # the verdict comes first: the deciding damage with its numbers, then who won and why
    assert text.startswith("Celtic Guardian (1800 ATK) attacks B directly: B takes 1800 damage "
                           "(1000 → 0 LP). A wins the Duel: B's LP fell to 0.\n")
    assert "[12-7-1" in text


def test_it_tells_which_games_have_a_judge_when_game_is_missing() -> None:
    result = judge({"turn": {"number": 1, "player": "A"}, "players": {}, "actions": []})
    (error,) = result["errors"]
    assert error["path"] == "game" and "optcg" in error["message"] and "ygo" in error["message"]
    unknown = judge({**duel(), "game": "mtg"})
    assert "available: optcg, ygo" in unknown["errors"][0]["message"]
