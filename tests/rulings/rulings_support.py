"""What the Q&A tests share: the official documents in ../shared (next to the project)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QA_DIR = ROOT.parent / "shared" / "fixtures" / "optcg-qa"
QA_FILES = sorted(QA_DIR.glob("*.pdf"))
