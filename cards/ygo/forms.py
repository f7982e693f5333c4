"""The Yu-Gi-Oh! card search form: every filter optional, every value checked (a bad one is
ignored with a message beside it, never an error page)."""
from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from cards.ygo import words
from cards.ygo.catalog import Filters

PROPERTIES = ["Normal", "Quick-Play", "Continuous", "Equip", "Field", "Ritual", "Counter"]
ATTRIBUTES = ["DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"]


class YgoCardSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=100, label=_("Password or name"))
    text = forms.CharField(required=False, max_length=100, label=_("Words in the text"))
    kind = forms.ChoiceField(required=False, label=_("Kind"),
                             choices=[("", _("Any kind")), *words.KINDS.items()])
    property = forms.ChoiceField(required=False, label=_("Spell/Trap property"),
                                 choices=[("", _("Any property")),
                                          *((p, p) for p in PROPERTIES)])
    attribute = forms.ChoiceField(required=False, label=_("Attribute"),
                                  choices=[("", _("Any attribute")),
                                           *((a, a) for a in ATTRIBUTES)])
    type = forms.CharField(required=False, max_length=30, label=_("Monster type"))
    level = forms.IntegerField(required=False, min_value=0, max_value=13,
                               label=_("Level, Rank or Link"))
    atk = forms.IntegerField(required=False, min_value=0, max_value=10000, label=_("ATK"))
    defense = forms.IntegerField(required=False, min_value=0, max_value=10000, label=_("DEF"))
    archetype = forms.CharField(required=False, max_length=60, label=_("Archetype"))
    limit = forms.ChoiceField(required=False, label=_("Forbidden & Limited"),
                              choices=[("", _("Any status")), *words.LIMITS.items()])
    region = forms.ChoiceField(required=False, label=_("Region"),
                               choices=[("", _("TCG or OCG")), ("tcg", "TCG"), ("ocg", "OCG")])

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # each Attribute as the reader's cards print it (LICHT); the value stays English
        language = (get_language() or "en")[:2]
        card_property = self.fields["property"]
        if isinstance(card_property, forms.ChoiceField):
            card_property.choices = [("", _("Any property")),
                                     *((p, words.property_label(p)) for p in PROPERTIES)]
        attribute = self.fields["attribute"]
        if isinstance(attribute, forms.ChoiceField):
            attribute.choices = [
                ("", _("Any attribute")),
                *((a, words.ATTRIBUTES.get(a, {}).get(language, a)) for a in ATTRIBUTES)]

    def filters(self) -> Filters:
        """The valid filters; an invalid one is dropped (its error shows beside it)."""
        if self.is_bound and not hasattr(self, "cleaned_data"):
            self.is_valid()
        data = self.cleaned_data if self.is_bound else {}
        return Filters(
            q=data.get("q") or "", text=data.get("text") or "", kind=data.get("kind") or "",
            card_property=data.get("property") or "", attribute=data.get("attribute") or "",
            monster_type=data.get("type") or "", stars=data.get("level"), atk=data.get("atk"),
            defense=data.get("defense"), archetype=data.get("archetype") or "",
            limit=data.get("limit") or "", region=data.get("region") or "")
