"""The form of the diff page: two imported versions, and how much of the text changes to show."""
from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from rules import diff
from rules.models import RulesVersion

SHOW_CHOICES = [
    ("", gettext_lazy("Automatic")),
    (diff.SHOW_NONE, gettext_lazy("Hide text changes")),
    (diff.SHOW_MAJOR, gettext_lazy("Show substantial text changes")),
    (diff.SHOW_ALL, gettext_lazy("Show all text changes")),
]


class DiffForm(forms.Form):
    changes = forms.ChoiceField(label=gettext_lazy("Changed rules"), choices=SHOW_CHOICES,
                                required=False)

    def __init__(self, data=None, *, versions: list[RulesVersion]) -> None:
        super().__init__(data or None)
        self.by_version = {v.version: v for v in versions}
        choices = [(v.version, _label(v)) for v in versions]
        newest, older = (versions[0].version if versions else ""), (
            versions[1].version if len(versions) > 1 else "")
        # "from" is a Python keyword, so these two fields are added by name.
        self.fields["from"] = forms.ChoiceField(label=_("From"), choices=choices, initial=older)
        self.fields["to"] = forms.ChoiceField(label=_("To"), choices=choices, initial=newest)
        self.fields["changes"].widget.attrs["data-autosubmit"] = ""

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        old, new = data.get("from"), data.get("to")
        if old and new and old == new:
            raise forms.ValidationError(_("Choose two different versions."), code="same")
        if old and new:
            data["old"], data["new"] = self.by_version[old], self.by_version[new]
        return data

    def problem(self) -> str:
        """What is wrong, in one sentence a person can act on."""
        if len(self.by_version) < 2:
            return _("Only one rules version has been imported so far: there is nothing to "
                     "compare yet.")
        if not self.is_bound:
            return _("Choose two versions to compare.")
        for name in ("from", "to"):
            if self.has_error(name, "invalid_choice"):
                known = ", ".join(self.by_version)
                return _("There is no imported version “%(version)s”. Imported: %(known)s.") % {
                    "version": str(self.data.get(name, ""))[:40], "known": known}
        if self.has_error("changes"):
            return _("Choose what to show of the changed rules.")
        if self.has_error("from") or self.has_error("to"):
            return _("Choose two versions to compare.")
        return " ".join(str(error) for error in self.non_field_errors())

    def error_status(self) -> int:
        """200 for a first visit with nothing chosen yet (the page is the form), 404 for a
        version that does not exist, 400 for anything else that is missing."""
        if not self.is_bound:
            return 200
        unknown = self.is_bound and any(
            self.has_error(name, "invalid_choice") for name in ("from", "to"))
        return 404 if unknown else 400


def _label(version: RulesVersion) -> str:
    if version.is_summary:
        return _("%(version)s (summary)") % {"version": version.version}
    return version.version
