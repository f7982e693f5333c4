"""Schemathesis against the OpenAPI description: requests generated from /api/v1/schema/
(valid and invalid ones, for every operation) never get a server error."""
from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error

from rulesite.wsgi import application

# Read at collection through the WSGI app: describing the API needs no database. (The lazy
# `schemathesis.pytest.from_fixture` does not work with this pytest version.)
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application)


@pytest.fixture(autouse=True)
def _judge_without_rate_limit(settings):
    """Every generated request is judged, none refused for coming too often."""
    settings.JUDGE_RATE_LIMIT = 0


@pytest.mark.django_db
@schema.parametrize()
@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
def test_it_never_answers_a_generated_request_with_a_server_error(case):
    case.call_and_validate(checks=[not_a_server_error])
