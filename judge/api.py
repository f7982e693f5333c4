"""The judge endpoint (interim: wired to the engine with the judge feature)."""
from __future__ import annotations

from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from rules import queries


class JudgeAPI(APIView):
    def post(self, request: Request, game: str) -> Response:
        queries.get_game(game)
        return Response({"errors": [{"path": "", "message": "The judge is not ready yet."}]},
                        status=400)
