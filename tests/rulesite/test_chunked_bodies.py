"""A body sent in chunks (Transfer-Encoding: chunked, no Content-Length), as HTTP/1.1 allows,
is read like any other, within the same size cap: a valid scenario is judged, a body over the
cap answers 413 with a message. Through the real server, on both entry points.
"""
from __future__ import annotations

import http.client
import json

import pytest
from server_support import SCENARIO, prepare, serving

# what a client streaming its body sends: small pieces, none of them the whole
PIECE = 1000
CAP = 1024 * 1024  # settings.DATA_UPLOAD_MAX_MEMORY_SIZE


def send_chunked(port: int, body: bytes) -> tuple[int, dict]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        pieces = (body[start:start + PIECE] for start in range(0, len(body), PIECE))
        connection.request("POST", "/api/v1/optcg/judge/", body=pieces, encode_chunked=True,
                           headers={"Host": "localhost", "Content-Type": "application/yaml",
                                    "Transfer-Encoding": "chunked"})
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read())
    finally:
        connection.close()


@pytest.mark.parametrize("application", ["rulesite.asgi", "rulesite.wsgi"])
def test_a_chunked_scenario_is_judged_and_a_chunked_flood_is_refused(tmp_path, application):
    database = tmp_path / "db.sqlite3"
    prepare(database)
    with serving(database, application) as port:
        judged = send_chunked(port, SCENARIO)
        scenario_too_large = send_chunked(port, SCENARIO + b"#" * (300 * 1024))
        # one byte over the cap: the server refuses once it has read that byte (a client that
        # streams far more meets a connection the server has closed)
        body_too_large = send_chunked(port, SCENARIO + b"#" * (CAP + 1 - len(SCENARIO)))
    assert judged[0] == 200
    assert judged[1]["outcome"]
    assert scenario_too_large[0] == 413
    assert "256 KB" in scenario_too_large[1]["detail"]  # the judge's own limit
    assert body_too_large[0] == 413
    assert "1024 KB" in body_too_large[1]["detail"]  # the site's limit, before Django reads it
