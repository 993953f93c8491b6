from django import forms

from lockport_sw.core.forms import FreeTextLimits, VersionedForm

from .models import BOUNDS, LinkPolicy

Key = LinkPolicy.Key


class LinkPolicyForm(VersionedForm, FreeTextLimits, forms.Form):
    expiry_days = forms.IntegerField(
        label="Days a link stays valid",
        min_value=BOUNDS[Key.EXPIRY_DAYS][0],
        max_value=BOUNDS[Key.EXPIRY_DAYS][1],
        help_text="Counted from the moment the link is sent. Links already sent keep theirs.",
    )
    daily_limit = forms.IntegerField(
        label="Links one case may send in a day",
        min_value=BOUNDS[Key.DAILY_LIMIT][0],
        max_value=BOUNDS[Key.DAILY_LIMIT][1],
        help_text="Per project (or other case), per day of the Town's calendar.",
    )
