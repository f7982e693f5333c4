"""A translation written from English that has since changed is flagged for its translator
(judge/message_review.py, `manage.py engine_messages`)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from judge import message_review


def test_every_translation_was_written_from_the_current_english() -> None:
    # After changing an English text, update its translations and run
    # `manage.py engine_messages --reviewed LANG` for each language brought up to date.
    assert message_review.stale() == []


def test_a_changed_english_text_is_flagged_in_every_language(tmp_path: Path) -> None:
    path = tmp_path / "reviewed.json"
    reviewed = message_review.mark_reviewed(list(message_review.TRANSLATED), path)
    assert message_review.stale(reviewed) == []
    # the English of attack_declared as it was when German and French were translated
    for language in ("de", "fr"):
        reviewed["optcg"][language]["attack_declared"] = message_review.fingerprint("older")
    assert message_review.stale(reviewed) == [("optcg", "de", "attack_declared"),
                                              ("optcg", "fr", "attack_declared")]
    message_review.mark_reviewed(["de"], path)
    assert message_review.stale(json.loads(path.read_text(encoding="utf-8"))) == []


def test_a_new_code_is_listed_but_not_stale(tmp_path: Path) -> None:
    reviewed = message_review.mark_reviewed(["es"], tmp_path / "reviewed.json")
    del reviewed["ygo"]["es"]["verdict.illegal"]
    assert ("ygo", "es", "verdict.illegal") in message_review.unrecorded(reviewed)
    assert ("ygo", "es", "verdict.illegal") not in message_review.stale(reviewed)


def test_the_command_lists_stale_translations_and_fails(tmp_path: Path, capsys) -> None:
    path = tmp_path / "reviewed.json"
    reviewed = message_review.mark_reviewed(["de", "es", "it", "fr"], path)
    reviewed["core"]["it"]["verdict.winner"] = message_review.fingerprint("older")
    path.write_text(json.dumps(reviewed), encoding="utf-8")
    with pytest.raises(CommandError):
        call_command("engine_messages", file=path)
    assert capsys.readouterr().out.splitlines() == ["core it verdict.winner"]
    call_command("engine_messages", reviewed=["it"], file=path)
    call_command("engine_messages", file=path)
