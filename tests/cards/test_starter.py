""""Use in the judge": the starter scenario of a card page is written by the YAML library, so
a card whose name YAML would read otherwise (": ", "#", quotes) still gives a scenario the
judge accepts."""
from __future__ import annotations

import html
import re

import pytest
import yaml
from cards_support import card_list

from cards.importers import writer
from rules.models import Game

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", ["Rosinante: Corazon", "Donquixote #1 'Doffy'",
                                  'Luffy "Gear 5": Sun God', "- [Blocker]"])
def test_a_card_name_yaml_would_misread_gives_a_starter_the_judge_accepts(client, name):
    listed = card_list(numbers=("OP05-022", "ST01-012"))
    for card in listed.cards:
        card.name = name
    writer.store(Game.objects.get(pk="optcg"), listed)
    for number in ("OP05-022", "ST01-012"):
        page = client.get("/optcg/judge/", {"card": number}).content.decode()
        text = html.unescape(re.search(r"<textarea[^>]*>(.*?)</textarea>", page, re.S).group(1))
        scenario = yaml.safe_load(text)
        assert scenario["title"] == f"{number} {name}"
        response = client.post("/api/v1/optcg/judge/", data=text,
                               content_type="application/yaml")
        assert response.status_code == 200, response.content
