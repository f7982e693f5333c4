"""The shapes of the judge API's answers, for the OpenAPI description (format: "Result")."""
from __future__ import annotations

from rest_framework import serializers


class StepSerializer(serializers.Serializer):
    action = serializers.IntegerField(allow_null=True,
                                      help_text="Index of the action that caused it, or null")
    text = serializers.CharField()
    rules = serializers.ListField(child=serializers.CharField())
    no_counterpart = serializers.ListField(
        child=serializers.CharField(), required=False,
        help_text="Rules it applies that the version in force has no counterpart for, in the "
                  "numbers of the version named by the result's no_counterpart.numbering")


class IllegalSerializer(serializers.Serializer):
    action = serializers.IntegerField(help_text="Index of the action that could not be taken")
    reason = serializers.CharField()
    rules = serializers.ListField(child=serializers.CharField())
    no_counterpart = serializers.ListField(child=serializers.CharField(), required=False)


class NoCounterpartSerializer(serializers.Serializer):
    rules = serializers.ListField(child=serializers.CharField())
    numbering = serializers.CharField(help_text="The rules version these numbers belong to")


class ResultSerializer(serializers.Serializer):
    game = serializers.CharField()
    rules_version = serializers.CharField(
        help_text="The rules version whose numbers the citations use: the one in force")
    outcome = serializers.ChoiceField(["completed", "illegal_action", "game_over"])
    winner = serializers.CharField(allow_null=True)
    losers = serializers.ListField(child=serializers.CharField())
    illegal = IllegalSerializer(allow_null=True)
    steps = StepSerializer(many=True)
    rules_cited = serializers.ListField(child=serializers.CharField())
    no_counterpart = NoCounterpartSerializer(
        required=False, help_text="Rules the engine applied that the version in force has no "
                                  "rule for: named, never linked to another rule")
    state = serializers.DictField(help_text="The board after the replay (format, 'Result')")
    permalink = serializers.URLField(required=False,
                                     help_text="With ?save=1: the saved ruling's page")


class ErrorSerializer(serializers.Serializer):
    path = serializers.CharField(help_text="Where in the scenario, e.g. players.B.life")
    message = serializers.CharField()


class ErrorListSerializer(serializers.Serializer):
    errors = ErrorSerializer(many=True)


class DetailSerializer(serializers.Serializer):
    detail = serializers.CharField()
