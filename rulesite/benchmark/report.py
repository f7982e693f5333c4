"""The figures of one run: the JSON object of the performance issue and a readable table."""
from __future__ import annotations

import datetime as dt
import os
import platform
from dataclasses import dataclass, field

from rulesite.benchmark.qa_import import ImportTiming
from rulesite.benchmark.timing import percentile


def p50(samples: list[float]) -> float:
    return round(percentile(samples, 0.5), 3)


def p95(samples: list[float]) -> float:
    return round(percentile(samples, 0.95), 3)


@dataclass
class Report:
    queries: int = 0
    whoosh: list[float] = field(default_factory=list)  # each query asked afresh
    whoosh_repeated: list[float] = field(default_factory=list)  # from the searcher's memory
    fts5: list[float] = field(default_factory=list)
    orm: list[float] = field(default_factory=list)
    http: dict[str, list[float]] = field(default_factory=dict)
    engine_per_s: float = 0.0
    engine_per_s_text: float = 0.0
    scale_factor: int = 100
    documents: dict[str, int] = field(default_factory=dict)  # "1x" / "100x" -> count
    build_s: dict[str, float] = field(default_factory=dict)
    scale_search: dict[str, list[float]] = field(default_factory=dict)
    qa_import: ImportTiming | None = None  # measured when a folder of Q&A documents is given

    def as_json(self) -> dict:
        """Exactly the keys of the issue, milliseconds unless named otherwise."""
        big = f"{self.scale_factor}x"
        figures = {
            "search": {"queries": self.queries, "whoosh_p50_ms": p50(self.whoosh),
                       "whoosh_p95_ms": p95(self.whoosh), "fts5_p50_ms": p50(self.fts5),
                       "orm_p50_ms": p50(self.orm)},
            "http": {"rule_p50_ms": p50(self.http.get("rule", [])),
                     "search_p50_ms": p50(self.http.get("search", [])),
                     "judge_p50_ms": p50(self.http.get("judge_json", []))},
            "judge": {"engine_scenarios_per_s": round(self.engine_per_s, 1)},
            "scale": {"search_p50_ms_1x": p50(self.scale_search.get("1x", [])),
                      "search_p50_ms_100x": p50(self.scale_search.get(big, [])),
                      "index_build_s_1x": round(self.build_s.get("1x", 0.0), 2),
                      "index_build_s_100x": round(self.build_s.get(big, 0.0), 2)},
        }
        if self.qa_import:
            qa = self.qa_import
            figures["rulings"] = {"documents": qa.documents, "entries": qa.entries,
                                  "parse_s": round(qa.parse_s, 2),
                                  "store_s": round(qa.store_s, 2),
                                  "import_s": round(qa.parse_s + qa.store_s, 2)}
        return figures

    def goals(self) -> list[tuple[str, float, str, bool]]:
        """(goal, measured ratio or rate, target, met) for each goal of the issue."""
        figures = self.as_json()
        search, http, scale = figures["search"], figures["http"], figures["scale"]
        rule = http["rule_p50_ms"] or 1e-9
        rows = [
            ("Whoosh p50 / FTS5 p50", _ratio(search["whoosh_p50_ms"], search["fts5_p50_ms"]),
             "<= 10", 10.0),
            ("search request / rule request", _ratio(http["search_p50_ms"], rule), "<= 2", 2.0),
            ("judge request / rule request", _ratio(http["judge_p50_ms"], rule), "<= 3", 3.0),
            ("search p50 100x / 1x", _ratio(scale["search_p50_ms_100x"],
                                             scale["search_p50_ms_1x"]), "<= 2", 2.0),
        ]
        goals = [(name, value, target, value <= limit) for name, value, target, limit in rows]
        rate = figures["judge"]["engine_scenarios_per_s"]
        goals.append(("engine scenarios per second", rate, ">= 2000", rate >= 2000))
        return goals

    def table(self) -> str:
        big = f"{self.scale_factor}x"
        rows = [
            ("search, Whoosh (the site's search), afresh", _ms(self.whoosh)),
            ("search, Whoosh, query asked again", _ms(self.whoosh_repeated)),
            ("search, SQLite FTS5 (same documents)", _ms(self.fts5)),
            ("search, ORM icontains", _ms(self.orm)),
            ("HTTP rule page (cached)", _ms(self.http.get("rule", []))),
            ("HTTP rule page (cache cleared)", _ms(self.http.get("rule_uncached", []))),
            ("HTTP glossary page (cached)", _ms(self.http.get("glossary", []))),
            ("HTTP search API, query afresh", _ms(self.http.get("search", []))),
            ("HTTP search API, query asked again", _ms(self.http.get("search_repeated", []))),
            ("HTTP judge API, JSON body", _ms(self.http.get("judge_json", []))),
            ("HTTP judge API, YAML body", _ms(self.http.get("judge_yaml", []))),
            ("HTTP judge API, hostile bodies (refused)", _ms(self.http.get("hostile", []))),
            (f"index 1x ({self.documents.get('1x', 0)} documents): search",
             _ms(self.scale_search.get("1x", []))),
            (f"index {big} ({self.documents.get(big, 0)} documents): search",
             _ms(self.scale_search.get(big, []))),
        ]
        lines = [f"rulesite benchmark, {machine()}", "",
                 f"{'what':<46} {'p50 ms':>9} {'p95 ms':>9}", "-" * 66]
        lines += [f"{name:<46} {a:>9} {b:>9}" for name, (a, b) in rows]
        lines += ["", f"{'index build 1x':<46} {self.build_s.get('1x', 0):>8.2f} s",
                  f"{'index build ' + big:<46} {self.build_s.get(big, 0):>8.2f} s",
                  f"{'engine, scenarios/s (parsed data)':<46} {self.engine_per_s:>10.0f}",
                  f"{'engine, scenarios/s (from YAML text)':<46} {self.engine_per_s_text:>10.0f}",
                  "", f"{'goal':<36} {'measured':>10}  {'target':<8} met", "-" * 66]
        for name, value, target, met in self.goals():
            lines.append(f"{name:<36} {value:>10.2f}  {target:<8} {'yes' if met else 'NO'}")
        if self.qa_import:
            qa = self.qa_import
            lines.append(f"official Q&A import: {qa.documents} documents, {qa.entries} "
                         f"entries in {qa.parse_s + qa.store_s:.2f} s (reading "
                         f"{qa.parse_s:.2f} s, storing {qa.store_s:.2f} s)")
        again = _ratio(p50(self.http.get("search_repeated", [])),
                       p50(self.http.get("rule", [])) or 1e-9)
        lines.append(f"({self.queries} queries in the mix; a search request asked again is "
                     f"{again:.2f} x a rule request)")
        return "\n".join(lines)


def _ratio(a: float, b: float) -> float:
    return round(a / b, 2) if b else float("inf")


def _ms(samples: list[float]) -> tuple[str, str]:
    if not samples:
        return ("-", "-")
    return (f"{percentile(samples, 0.5):.3f}", f"{percentile(samples, 0.95):.3f}")


def machine() -> str:
    return (f"{dt.date.today().isoformat()}, {os.cpu_count()} cores, "
            f"{platform.python_implementation()} {platform.python_version()}, "
            f"{platform.system()} {platform.machine()}")
