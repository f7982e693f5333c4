"""The imported cards for the judge without a network: one gzipped file per game under an
address that carries a digest of its content, filling `card: NUMBER` in the page exactly as
the server fills it."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from cards_support import ENGLISH, FRENCH, card_list, store_cards
from judge_web_helpers import EXAMPLES

from cards.importers import writer
from cards.models import Card
from judge import offline, offline_cards, page_judge, services
from judge.cardlookup import printed_card
from rules.models import Game

pytestmark = pytest.mark.django_db

SCENARIOS = sorted((Path(__file__).parents[1] / "cards" / "scenarios").glob("*.yaml"))
# the scenario keys a printed card fills (judge/cardlookup.py, scenario_fields)
FIELDS = {"name", "type", "cost", "power", "counter", "colors", "keywords", "traits",
          "attributes", "life", "effects", "trigger", "static"}
LUFFY = "ST01-012"


def written(tmp_path: Path, found: offline_cards.CardsFile) -> str:
    path = tmp_path / f"cards-{found.digest}.json.gz"
    path.write_bytes(found.data)
    return str(path)


def served(client, found: offline_cards.CardsFile) -> dict:
    response = client.get(f"/offline/judge-cards-optcg-{found.digest}.json.gz")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/gzip"
    assert "immutable" in response["Cache-Control"]
    return json.loads(gzip.decompress(response.content))


def test_without_imported_cards_nothing_is_served_or_offered(client):
    assert offline_cards.cards_file("optcg") is None
    config = offline.page_config("optcg", "/optcg/rules/{number}/", [])
    assert config is not None and config["cards"] is None
    assert config["digest"] == offline.bundle().digest
    assert client.get("/offline/judge-cards-optcg-0123456789abcdef.json.gz").status_code == 404


def test_it_serves_the_printed_fields_and_unapplied_abilities_per_number(client):
    store_cards(LUFFY, "ST01-006", "OP05-022")
    found = offline_cards.cards_file("optcg")
    assert found is not None and found.count == 3
    data = served(client, found)
    assert data["game"] == "optcg" and set(data["cards"]) == {LUFFY, "ST01-006", "OP05-022"}
    luffy = data["cards"][LUFFY]
    assert luffy["fields"]["name"] == "Monkey.D.Luffy" and luffy["fields"]["power"] == 6000
    assert "Rush" in luffy["fields"]["keywords"]
    assert all(set(card["fields"]) <= FIELDS for card in data["cards"].values())
    # the same fields and notes as the server's lookup
    for number, card in data["cards"].items():
        printed = printed_card("optcg", number)
        assert printed is not None
        assert card == {"fields": printed.fields, "unapplied": list(printed.unapplied)}
    # the digest names the content: another game, another digest is not found
    assert client.get(f"/offline/judge-cards-ygo-{found.digest}.json.gz").status_code == 404
    assert client.get("/offline/judge-cards-optcg-0123456789abcdef.json.gz").status_code == 404


def test_no_effect_text_goes_in_but_the_printed_names_do(client, tmp_path):
    store_cards(LUFFY)
    writer.store(Game.objects.get(pk="optcg"), card_list(FRENCH, (LUFFY,)))
    card = Card.objects.get(number=LUFFY)
    french = card.texts.get(language="fr")
    found = offline_cards.cards_file("optcg")
    data = gzip.decompress(found.data).decode()
    assert french.text not in data and '"text"' not in data
    # the French name: a ruling judged offline in French names the card as the server does
    assert json.loads(data)["cards"][LUFFY]["names"] == {"fr": french.name}
    kept = page_judge.card_lookup(written(tmp_path, found))(LUFFY)
    assert kept.names == printed_card("optcg", LUFFY).names == {"fr": french.name}


def test_a_new_import_gives_a_new_address_and_the_page_keeps_it(client):
    store_cards(LUFFY)
    first = offline_cards.cards_file("optcg")
    assert offline_cards.cards_file("optcg") is first  # built once per import
    store_cards(LUFFY, "ST01-006")
    second = offline_cards.cards_file("optcg")
    assert second is not None and second.digest != first.digest
    assert client.get(f"/offline/judge-cards-optcg-{first.digest}.json.gz").status_code == 404
    served(client, second)
    config = offline.page_config("optcg", "/optcg/rules/{number}/", [])
    address = f"/offline/judge-cards-optcg-{second.digest}.json.gz"
    assert config["cards"] == address and address in config["files"]
    # a new import changes what the page keeps (it fetches it again)
    assert config["digest"] == f"{offline.bundle().digest}-{second.digest}"
    assert config["bytes"] > len(offline.bundle().data) + len(second.data)
    page = client.get("/optcg/judge/").content.decode()
    assert address in page
    # the same cards imported again: the same content, the same address
    store_cards(LUFFY, "ST01-006")
    assert offline_cards.cards_file("optcg").digest == second.digest


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_page_judges_card_scenarios_as_the_server(tmp_path, language):
    """Every scenario with real card numbers: the same verdict, steps and notes in the page
    (judge/page_judge.py with the cards file) as on the server, in the reader's language."""
    store_cards()
    path = written(tmp_path, offline_cards.cards_file("optcg"))
    for scenario in [*SCENARIOS, *EXAMPLES]:
        text = scenario.read_text()
        server = services.judge_text("optcg", text, language)
        here = page_judge.judge(text, "optcg", language, path)
        if server.errors:  # the invalid example: the same problems on the same lines
            assert here["errors"] == server.errors, scenario.name
            continue
        for key in ("outcome", "verdict", "steps", "notes", "illegal", "rules_cited"):
            assert here["result"].get(key) == server.result.get(key), (scenario.name, key)
    # without the file every number is unknown, as it is for a server without cards
    luffy = SCENARIOS[0].read_text()
    assert "errors" in page_judge.judge(luffy, "optcg", language)


def test_the_whole_english_list_stays_small():
    """Every card of the pinned English list in one file (sizes: docs/languages-and-offline.md)."""
    store_cards()
    found = offline_cards.cards_file("optcg")
    listed = len({c.number for c in card_list(ENGLISH).cards})
    assert found.count == listed == Card.objects.filter(game_id="optcg").count()
    print(f"\ncards file: {found.count} cards, {found.json_bytes} bytes of JSON, "
          f"{len(found.data)} bytes gzipped")
    # about 1 KB of JSON a card at most, gzipped to under a fifth
    assert found.json_bytes < 1024 * found.count
    assert len(found.data) < found.json_bytes / 5
