"""The card search form: every filter optional, every value checked (a bad one is ignored
with a message, never an error page)."""
from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from cards import words
from cards.catalog import Filters

CATEGORIES = [("", _("Any category")), *words.CATEGORIES.items()]
COLORS = [("", _("Any colour")), *words.COLORS.items()]
# the value stays the English keyword the cards are stored with; the label is the reader's
KEYWORDS = [("", _("Any keyword")), *words.KEYWORDS.items()]


class CardSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=100, label=_("Number or name"))
    text = forms.CharField(required=False, max_length=100, label=_("Words in the text"))
    category = forms.ChoiceField(required=False, choices=CATEGORIES, label=_("Category"))
    color = forms.ChoiceField(required=False, choices=COLORS, label=_("Colour"))
    cost = forms.IntegerField(required=False, min_value=0, max_value=20, label=_("Cost or Life"))
    power = forms.IntegerField(required=False, min_value=0, max_value=20000, label=_("Power"))
    counter = forms.IntegerField(required=False, min_value=0, max_value=5000, label=_("Counter"))
    trait = forms.CharField(required=False, max_length=60, label=_("Type (trait)"))
    keyword = forms.ChoiceField(required=False, choices=KEYWORDS, label=_("Keyword"))

    def filters(self) -> Filters:
        """The valid filters; an invalid one is dropped (its error shows beside it)."""
        data = self.cleaned_data if self.is_bound and hasattr(self, "cleaned_data") else {}
        if self.is_bound and not hasattr(self, "cleaned_data"):
            self.is_valid()
            data = self.cleaned_data
        return Filters(
            q=data.get("q") or "", text=data.get("text") or "",
            category=data.get("category") or "", color=data.get("color") or "",
            cost=data.get("cost"), power=data.get("power"), counter=data.get("counter"),
            trait=data.get("trait") or "", keyword=data.get("keyword") or "")
