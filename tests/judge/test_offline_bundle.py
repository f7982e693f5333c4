"""The judge's engine for offline use: one zip of the engine's own code, under an address that
changes with it, judging exactly as the server does."""
from __future__ import annotations

import io
import subprocess
import sys
import zipfile

import pytest
from judge_web_helpers import EXAMPLES

from judge import offline, page_judge, services

pytestmark = pytest.mark.django_db


def test_it_serves_the_engine_under_its_digest_and_nothing_else(client):
    bundle = offline.bundle()
    response = client.get(f"/offline/judge-engine-{bundle.digest}.zip")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/zip"
    assert "immutable" in response["Cache-Control"]
    names = zipfile.ZipFile(io.BytesIO(response.content)).namelist()
    assert "judge/engine/__init__.py" in names and "judge/page_judge.py" in names
    assert "yaml/__init__.py" in names
    # nothing of Django, nor of the site's other modules, goes to the browser
    assert not [n for n in names if n.startswith("judge/") and n.count("/") == 1
                and n not in {"judge/__init__.py", "judge/linemap.py", "judge/page_judge.py"}]
    assert client.get("/offline/judge-engine-0123456789abcdef.zip").status_code == 404


def test_its_digest_is_the_same_for_the_same_files():
    first = offline.bundle()
    offline.bundle.cache_clear()
    assert offline.bundle() == first


def test_the_judge_page_offers_it_with_its_size(client):
    page = client.get("/optcg/judge/").content.decode()
    config = offline.page_config("optcg", "/optcg/rules/{number}/", [])
    assert config is not None and config["bytes"] > 5_000_000
    assert offline.bundle().digest in page
    assert "Make the judge work offline" in page


def test_the_page_glue_judges_every_example_as_the_server(tmp_path):
    """What the page runs (judge/page_judge.py) gives the server's steps for every example,
    and the bundle alone (no Django on the path) is enough to run it."""
    for path in EXAMPLES:
        text = path.read_text()
        served = services.judge_text("optcg", text)
        here = page_judge.judge(text, "optcg")
        if served.errors:  # the invalid example: the same problems on the same lines
            assert here["errors"] == served.errors
        else:
            assert here["result"]["steps"] == served.result["steps"]
            assert here["result"]["outcome"] == served.result["outcome"]
    zipfile.ZipFile(io.BytesIO(offline.bundle().data)).extractall(tmp_path)
    done = subprocess.run(
        [sys.executable, "-S", "-c",
         "import sys; sys.path[:0] = [sys.argv[1]]; import json;"
         "from judge.page_judge import judge_json;"
         "print(judge_json(open(sys.argv[2]).read(), 'optcg'));"
         "assert 'django' not in sys.modules", str(tmp_path), str(EXAMPLES[0])],
        capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert '"outcome"' in done.stdout


def test_it_says_which_problem_is_on_which_line():
    answer = page_judge.judge("game: optcg\nplayers:\n  A: {}\n  B: {deck: many}\n", "optcg")
    assert answer["errors"] and all("line" in e for e in answer["errors"])
    assert any(e["line"] == 4 for e in answer["errors"])

def test_it_refuses_a_scenario_of_another_game():
    text = next(p for p in EXAMPLES if p.name.startswith("01")).read_text()
    answer = page_judge.judge(text, "ygo")
    assert answer["errors"][0]["path"] == "game" and "'optcg'" in answer["errors"][0]["message"]


@pytest.mark.parametrize(("language", "after"), [
    ("en", "B's Character b-blocker is rested"), ("de", "Der Charakter b-blocker von B"),
    ("es", "el Personaje b-blocker de B"), ("it", "il Personaggio b-blocker di B"),
    ("fr", "le Personnage b-blocker de B"),
])
def test_the_reason_after_not_allowed_reads_as_on_the_server_page(language, after):
    """The page writes the reason after its "Not allowed:" label: small letters where the
    language continues a sentence after a colon, as the server's page does."""
    text = next(p for p in EXAMPLES if p.name.startswith("05")).read_text()
    answer = page_judge.judge(text, "optcg", language)
    assert answer["reason_after_label"].startswith(after)
