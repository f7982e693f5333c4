"""Judge pages: the editor with its ruling, and the saved rulings.

The editor is one POST form around a text box, so it works without JavaScript; the structured
editor (judge/static/judge/editor.js) only writes into that text box.
"""
from __future__ import annotations

from typing import Any
from urllib.parse import quote

from django import forms
from django.conf import settings
from django.core.validators import MaxLengthValidator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from judge import cardlookup, citing, engine, examples, offline, qr, ratelimit, services, vendor
from judge.models import Ruling
from judge.presenting import ruling_view
from judge.words import editor_words
from rules import citing as rules_citing
from rules import queries
from rules.http import read_only
from rules.models import Game, RulesVersion


class ScenarioForm(forms.Form):
    scenario = forms.CharField(
        label=gettext_lazy("Scenario (YAML or JSON)"), strip=False,
        widget=forms.Textarea(attrs={"rows": 18, "spellcheck": "false", "autocapitalize": "off",
                                     "autocomplete": "off", "class": "scenario-text"}),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # the same limit as the API's, read when the form is made so that it follows settings
        field = self.fields["scenario"]
        assert isinstance(field, forms.CharField)  # declared above
        field.max_length = settings.JUDGE_MAX_BODY_BYTES
        field.validators.append(MaxLengthValidator(field.max_length))
        field.widget.attrs["maxlength"] = str(field.max_length)


def _judge_game(game: str) -> Game:
    game_obj = queries.get_game(game)
    if not services.supports(game_obj.id):
        raise Http404(_("There is no judge for %(game)s yet.") % {"game": game_obj.short_name})
    return game_obj


def index(request: HttpRequest, game: str) -> HttpResponse:
    game_obj = _judge_game(game)
    if request.method == "POST":
        return _post(request, game_obj)
    source = _source_ruling(game_obj, request.GET.get("from"))
    if source is not None:
        # "judge again with the current rules": the stored text, judged as it is now
        form = ScenarioForm(initial={"scenario": source.scenario_text})
        wait = ratelimit.retry_after(request)
        if wait is not None:
            return _limited(request, game_obj, form, wait)
        judgement = services.judge_text(game_obj.id, source.scenario_text)
        return _page(request, game_obj, form, judgement, again=source)
    chosen = examples.example(game_obj.id, request.GET.get("example", ""),
                              get_language() or "en")
    with_card = cardlookup.starter_text(game_obj.id, request.GET.get("card", "")) \
        if request.GET.get("card") and not chosen else None
    text = chosen.text if chosen else with_card or examples.starter(game_obj.id,
                                                                    get_language() or "en")
    # a plain visit (no example asked for) may bring back the reader's draft
    return _page(request, game_obj, ScenarioForm(initial={"scenario": text}), None,
                 chosen_example=chosen.slug if chosen else "",
                 fresh=chosen is None and with_card is None)


def _post(request: HttpRequest, game_obj: Game) -> HttpResponse:
    form = ScenarioForm(request.POST)
    wait = ratelimit.retry_after(request)
    if wait is not None:
        return _limited(request, game_obj, form, wait)
    if not form.is_valid():
        return _page(request, game_obj, form, None, status=400)
    judgement = services.judge_text(game_obj.id, form.cleaned_data["scenario"])
    if judgement.ok and request.POST.get("do") == "save":
        ruling = services.save_ruling(game_obj, judgement)
        response = redirect(ruling.get_absolute_url())
        response.status_code = 303  # See Other: the ruling page is fetched with GET
        return response
    return _page(request, game_obj, form, judgement, status=200 if judgement.ok else 400)


def _limited(request: HttpRequest, game_obj: Game, form: ScenarioForm,
             wait: int) -> HttpResponse:
    response = _page(request, game_obj, form, None, status=429, wait=wait)
    response["Retry-After"] = str(wait)
    return response


def _source_ruling(game_obj: Game, key: str | None) -> Ruling | None:
    if not key:
        return None
    found = Ruling.objects.filter(game=game_obj, key=key[:40]).first()
    if found is None:
        raise Http404(_("There is no saved ruling at this address."))
    return found


def _page(request: HttpRequest, game_obj: Game, form: ScenarioForm,
          judgement: services.Judgement | None, status: int = 200,
          **extra: Any) -> HttpResponse:
    view = None
    if judgement is not None and judgement.ok:
        # judged just now: it cites the rules in force, whose pages need no ?version=
        version = services.judged_under(game_obj, judgement.result or {})
        view = ruling_view(game_obj, judgement.data or {}, judgement.result or {},
                           judgement.before, version, _version_query(game_obj, version))
    # the judge in the browser cites the engine's own numbers: those of the bundled version
    rule_url = reverse("rules:rule", args=[game_obj.id, "0"])[:-2] + "{number}/" + (
        _version_query(game_obj, services.judged_under(game_obj, {})))
    here = reverse("judge:index", args=[game_obj.id])
    pages = [here] + [f"{here}?example={quote(e.slug)}" for e in examples.examples(game_obj.id)]
    return render(request, "judge/index.html", {
        "offline_judge": offline.page_config(game_obj.id, rule_url, pages),
        # the editor's YAML reader and writer, the `yaml` package from npm (judge/vendor.py)
        "yaml_module": vendor.path("yaml", "browser/index.js"),
        "game_obj": game_obj,
        "form": form,
        "judgement": judgement,
        "view": view,
        "examples": examples.examples(game_obj.id, get_language() or "en"),
        "editor_words": editor_words(),
        # per-game parts of the page, each falling back to a generic one: a new game adds
        # templates, not code (templates/judge/help/GAME.html, templates/judge/editor/GAME.html)
        "help_templates": [f"judge/help/{game_obj.id}.html", "judge/help/generic.html"],
        "editor_templates": [f"judge/editor/{game_obj.id}.html", "judge/editor/none.html"],
        **extra,
    }, status=status)


def _version_query(game_obj: Game, version: RulesVersion | None) -> str:
    """'?version=V' for rule links of a version that is not the one in force."""
    current = queries.current_version(game_obj)
    if version is None or current is None or version.pk == current.pk:
        return ""
    return f"?version={quote(version.version)}"


def _in_readers_language(found: Ruling, version: RulesVersion | None) -> dict[str, Any]:
    """The saved result with its texts in the reader's language: rendered again from the
    events it stores, rule numbers in its texts cited under the version it was judged under; a
    ruling saved before results carried events is judged again from its scenario for a reader
    of another language."""
    language = get_language() or "en"
    stored = found.result or {}
    mapping = rules_citing.counterparts(version) if version is not None else None
    cite: dict[str, Any] = (
        {"cite": mapping, "numbering": mapping.base} if mapping is not None else {})
    if any("code" in step for step in stored.get("steps") or []):
        return engine.rerender(stored, language, **cite)
    if language.split("-")[0] == "en" or not stored.get("steps"):
        return stored
    judged = engine.judge_scenario(found.scenario_text, cardlookup.for_game(found.game_id),
                                   language=language, **cite).result
    if "errors" in judged:
        return stored
    return {**stored, "steps": judged["steps"], "illegal": judged["illegal"],
            "verdict": judged.get("verdict", "")}


@read_only
def ruling(request: HttpRequest, game: str, key: str) -> HttpResponse:
    game_obj = queries.get_game(game)
    found = Ruling.objects.filter(game=game_obj, key=key).select_related(
        "rules_version").first()
    if found is None:
        raise Http404(_("There is no saved ruling at this address. Check the link: it is "
                        "case-sensitive and has to be complete."))
    data = services.scenario_data(found)
    before = found.initial_state
    if before is None and data:
        before = services.initial_state(data)
    current = queries.current_version(game_obj)
    # the links lead to the rules the ruling was judged under, even after the version changed
    version = services.judged_under(game_obj, found.result)
    share_url = request.build_absolute_uri(found.get_absolute_url())
    return render(request, "judge/ruling.html", {
        "game_obj": game_obj,
        "ruling": found,
        "view": ruling_view(game_obj, data, _in_readers_language(found, version), before,
                            version,
                            _version_query(game_obj, version)),
        "outdated": services.is_outdated(found),
        "changed_since": citing.changed_since(found, current),
        "current": current,
        "print_view": request.GET.get("print") == "1",
        "share_url": share_url,
        "qr_svg": qr.svg(share_url),
    })
