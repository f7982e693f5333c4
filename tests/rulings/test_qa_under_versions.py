"""The official Q&A is linked to rules in the bundled numbering: an older version's rule page
lists the Q&A of the rule that says the same, not of the rule that now has its number."""
from __future__ import annotations

import pytest
from rulings_support import ROOT

from rules.importers import pdf
from rules.importers.writer import store_version
from rules.models import Game
from rulings.models import Document, Entry, Link

pytestmark = pytest.mark.django_db
PDF_120 = ROOT.parent / "shared" / "fixtures" / "optcg-comprehensive-rules-1.2.0.pdf"


def test_an_older_versions_rule_page_lists_the_qa_of_the_same_rule(client):
    game = Game.objects.get(pk="optcg")
    store_version(game, "1.2.0", pdf.parse_file(PDF_120))
    document = Document.objects.create(game=game, stem="qa_test", title="Test Q&A")
    entry = Entry.objects.create(game=game, document=document, position=1, key="qa_test-1",
                                 question="Can a Counter be used twice in one battle?",
                                 answer="Yes.")
    Link.objects.create(entry=entry, kind=Link.RULE, value="7-1-3-1-1", via="mapping")
    question = "Can a Counter be used twice in one battle?"
    # 1.2.0 numbers the Counter 7-1-3-2-1; its 7-1-3-1 is the "when attacked" rule
    assert question in client.get("/optcg/rules/7-1-3-2-1/?version=1.2.0").content.decode()
    assert question in client.get("/optcg/rules/7-1-3-1-1/").content.decode()
    Link.objects.create(entry=entry, kind=Link.RULE, value="7-1-3-1", via="mapping")
    assert question not in client.get("/optcg/rules/7-1-3-1/?version=1.2.0").content.decode()
