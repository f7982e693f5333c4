"""The step kinds of the One Piece engine, as their families declare them (kinds.py): every
kind the reader accepts is one the interpreter runs, its words exist in every language and
the rules it cites are rules the engine can cite."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from judge.engine import citable_rules, judge
from judge.engine.core.catalogue import LANGUAGES, messages
from judge.engine.optcg import families
from judge.engine.optcg.messages import tables

KINDS = sorted(families.KINDS)


def test_the_reader_and_the_interpreter_know_the_same_kinds() -> None:
    assert set(families.READERS) == set(families.HANDLERS) == set(families.STEP_KINDS)
    assert len(KINDS) >= 47


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_declared_message_has_its_words(language: str) -> None:
    words = {**messages(None, language), **messages("optcg", language)}
    missing = [(name, key) for name in KINDS for key in families.KINDS[name].messages
               if key not in words]
    assert missing == []


def test_every_declared_rule_can_be_cited() -> None:
    citable = citable_rules("optcg")
    assert [(name, rule) for name in KINDS for rule in families.KINDS[name].rules
            if rule not in citable] == []


def test_an_unknown_step_names_every_kind_the_reader_knows() -> None:
    result = judge("game: optcg\nturn: {number: 3, player: A}\nplayers:\n  A:\n"
                   "    hand: [{id: a-e, type: event, effects: {main: [{fly: 1}]}}]\n"
                   "  B: {}\nactions: []\n")
    error = result["errors"][0]
    assert error["path"].endswith("fly")
    assert set(error["params"]["known"].split(", ")) == set(KINDS)


def test_every_family_has_a_table_of_words_named_as_it_is() -> None:
    names = [family.__name__.removeprefix("judge.engine.optcg.").removesuffix(".steps")
             for family in families.FAMILIES]
    for name in names:
        table = importlib.import_module(f"judge.engine.optcg.messages.{name}")
        assert any(value is listed for value in vars(table).values()
                   for listed in tables.TABLES), f"messages/{name}.py is not in tables.py"


def test_no_word_is_written_in_two_families_tables() -> None:
    # a key in two English tables would be worded by whichever comes later in tables.py, and the
    # language catalogues (one dict each) could not hold both translations
    from judge.engine.optcg.messages import en

    seen: dict[str, int] = {}
    twice = []
    for index, table in enumerate(tables.TABLES):
        twice += [key for key in table if key in seen]
        seen.update(dict.fromkeys(table, index))
    source = Path(en.__file__).read_text(encoding="utf-8")
    own = [key for key in seen if f'\n    "{key}":' in source.split("MESSAGES.update")[0]]
    assert twice == [] and own == []
