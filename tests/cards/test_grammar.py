"""The parser's grammar is one ordered list (cards/encoding/grammar.py): the same parser
whichever module is imported first, and a sentence two templates could read is read by the one
the list puts first. The sentences are those of the real cards (../shared/fixtures, read in
place)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cards_support import card_list

from cards import printed
from cards.encoding import grammar, options, sentences
from cards.encoding.groups import UnreadableError

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("cards.encoding", "cards.encoding.sentences", "cards.encoding.grammar",
           "cards.encoding.steps", "cards.encoding.decks", "cards.encoding.limits",
           "cards.encoding.options", "cards.encoding.gains", "cards.encoding.group_steps",
           "cards.encoding.conditions", "cards.encoding.abilities", "cards.encoding.statics",
           "cards.encoding.triggers")
# run in a fresh interpreter: import MODULE first, then read every sentence given on stdin
READER = """
import importlib, json, sys
importlib.import_module(sys.argv[1])
from cards.encoding import grammar
from cards.encoding.groups import UnreadableError
def read(sentence):
    try:
        return grammar.read_sentence(sentence)
    except UnreadableError:
        return None
order = [template.pattern for template, _reader in grammar.GRAMMAR]
print(json.dumps({"order": order, "read": [read(s) for s in json.load(sys.stdin)]}))
"""


@pytest.fixture(scope="module")
def real_sentences() -> list[str]:
    """Every sentence of every ability body of the pinned English list, once each."""
    found: dict[str, None] = {}
    for card in card_list().cards:
        for ability in options.join_bullets(printed.abilities(card.text + "\n" + card.trigger)):
            _labels, body = printed.leading_labels(ability)
            for line in body.split("\n"):
                found.update(dict.fromkeys(sentences._sentences(line.lstrip("•- "))))
    return list(found)


def _read(sentence: str) -> object:
    try:
        return json.loads(json.dumps(grammar.read_sentence(sentence)))
    except UnreadableError:
        return None


@pytest.mark.parametrize("module", MODULES)
def test_importing_any_parser_module_first_gives_the_same_parser(module, real_sentences):
    done = subprocess.run([sys.executable, "-c", READER, module], cwd=ROOT, text=True,
                          input=json.dumps(real_sentences), capture_output=True, check=True)
    alone = json.loads(done.stdout)
    assert alone["order"] == [template.pattern for template, _reader in grammar.GRAMMAR]
    assert alone["read"] == [_read(sentence) for sentence in real_sentences]
    assert sum(reading is not None for reading in alone["read"]) > 500  # a real parser


def test_the_grammar_is_its_families_in_the_listed_order():
    listed = [template for _family, templates in grammar.FAMILIES for template in templates]
    assert listed == grammar.GRAMMAR
    names = [family for family, _templates in grammar.FAMILIES]
    assert len(set(names)) == len(names)
    patterns = [template.pattern for template, _reader in grammar.GRAMMAR]
    assert len(set(patterns)) == len(patterns)  # no template listed twice


def test_a_sentence_two_templates_match_is_read_by_the_first_listed(real_sentences):
    contested = 0
    for sentence in real_sentences:
        matching = [(template, reader) for template, reader in grammar.GRAMMAR
                    if template.match(sentence)]
        if len(matching) < 2:
            continue
        contested += 1
        template, reader = matching[0]
        try:
            expected = grammar.groups.spread(
                template.match(sentence), *grammar.up_to.mark(
                    sentence, *reader(template.match(sentence))))
        except UnreadableError:
            continue  # the first refuses it: then the sentence is not read at all
        assert grammar.read_sentence(sentence) == expected
    assert contested > 0  # the real cards do have sentences the order decides
