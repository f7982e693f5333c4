"""The shapes of the judge API's answers, for the OpenAPI description (format: "Result")."""
from __future__ import annotations

from rest_framework import serializers


class EventSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="What happened, as a code (`attack_declared`, "
                                           "`illegal.blocker_rested`): the same in every "
                                           "language")
    params = serializers.DictField(help_text="The code's parameters: numbers, words of the "
                                             "scenario, cards ({card, name, owner}), power "
                                             "sums, rules ({rule}) and nested events")


class StepSerializer(EventSerializer):
    action = serializers.IntegerField(allow_null=True,
                                      help_text="Index of the action that caused it, or null")
    text = serializers.CharField(help_text="The event in words, in the answer's language")
    rules = serializers.ListField(child=serializers.CharField())
    no_counterpart = serializers.ListField(
        child=serializers.CharField(), required=False,
        help_text="Rules it applies that the version in force has no counterpart for, in the "
                  "numbers of the version named by the result's no_counterpart.numbering")


class IllegalSerializer(EventSerializer):
    action = serializers.IntegerField(help_text="Index of the action that could not be taken")
    reason = serializers.CharField(help_text="Why, in the answer's language")
    rules = serializers.ListField(child=serializers.CharField())
    no_counterpart = serializers.ListField(child=serializers.CharField(), required=False)


class NoCounterpartSerializer(serializers.Serializer):
    rules = serializers.ListField(child=serializers.CharField())
    numbering = serializers.CharField(help_text="The rules version these numbers belong to")


class ResultSerializer(serializers.Serializer):
    game = serializers.CharField()
    language = serializers.ChoiceField(["en", "de", "es", "it", "fr"],
                                       help_text="The language of every text of the answer")
    verdict = serializers.CharField(help_text="The answer to the dispute, in one or two "
                                              "sentences")
    verdict_events = EventSerializer(many=True, help_text="The verdict's events")
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
    message = serializers.CharField(help_text="What is wrong, in the request's language")


class ErrorListSerializer(serializers.Serializer):
    # a declared field: the serializer's metaclass takes it off the class, so it does not
    # replace Serializer.errors (the stubs see a class attribute)
    errors = ErrorSerializer(many=True)  # type: ignore[assignment]


class DetailSerializer(serializers.Serializer):
    detail = serializers.CharField()
