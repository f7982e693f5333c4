"""One benchmark run, in the order of the issue: search, HTTP, engine, scale."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rulesite import search
from rulesite.benchmark import judging, qa_import, scale, searching, web
from rulesite.benchmark.mix import QUERIES
from rulesite.benchmark.report import Report
from rulesite.benchmark.timing import sample_ms


def run(rounds: int = 10, factor: int = 100, engine_seconds: float = 3.0,
        say: Callable[[str], None] = print, qa_dir: Path | None = None) -> Report:
    report = Report(queries=len(QUERIES), scale_factor=factor)
    if qa_dir is not None:
        say(f"official Q&A: importing every document of {qa_dir} (rolled back afterwards)")
        report.qa_import = qa_import.measure(qa_dir)
    documents = search.documents()

    say(f"search: {len(QUERIES)} queries x {rounds} rounds through Whoosh, FTS5 and the ORM")
    report.whoosh = sample_ms(searching.whoosh_calls(QUERIES), rounds)
    report.whoosh_repeated = sample_ms(searching.whoosh_calls(QUERIES, remembered=True), rounds)
    report.fts5 = sample_ms(searching.Fts5Index(documents).calls(QUERIES), rounds)
    report.orm = sample_ms(searching.orm_calls(QUERIES), max(2, rounds // 2))

    scenarios = judging.public_scenarios()
    valid = [s for s in scenarios if s.valid]
    say(f"http: rule pages, glossary pages, searches, {len(valid)} judge scenarios")
    samples = web.measure(valid, rounds * 4)
    report.http = {name: getattr(samples, name) for name in samples.__dataclass_fields__}

    say(f"judge engine: {len(scenarios)} public scenarios, about {engine_seconds:.0f} s each way")
    report.engine_per_s = judging.per_second(scenarios, engine_seconds, from_text=False)
    report.engine_per_s_text = judging.per_second(scenarios, engine_seconds, from_text=True)

    for times in (1, factor):
        label = f"{times}x"
        say(f"scale: building the index at {label} and searching it")
        built, found = scale.measure(documents, times, lambda: searching.whoosh_calls(QUERIES),
                                     rounds, sample_ms)
        report.documents[label] = built.documents
        report.build_s[label] = built.seconds
        report.scale_search[label] = found
    return report
