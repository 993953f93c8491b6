"""Money as the Town writes it: one formatter (lockport_sw/core/money_words.py) and its
template filter, used by the accounts (money), the notices' fines (enforcement/statements)
and the costs of abatement (enforcement/services/corrective)."""

from decimal import Decimal

import pytest
from django.template import Context, Template, TemplateSyntaxError

from enforcement.statements import fine_text
from lockport_sw.core.money_words import cents, dollars


def test_an_amount_of_an_account_is_written_to_the_cent():
    assert dollars(Decimal("1250")) == "$1,250.00"
    assert dollars(Decimal("1250.5")) == "$1,250.50"
    assert dollars(Decimal("0.005")) == "$0.01"  # half up
    assert dollars(Decimal("-12")) == "-$12.00"
    assert dollars(1234567) == "$1,234,567.00"
    assert dollars(None) == dollars("") == ""


def test_a_whole_amount_is_written_without_cents_and_no_cent_is_ever_dropped():
    assert dollars(1000, whole=True) == "$1,000"
    assert dollars(Decimal("1500.00"), whole=True) == "$1,500"
    assert dollars(Decimal("300.50"), whole=True) == "$300.50"
    assert dollars(Decimal("0.01"), whole=True) == "$0.01"
    assert dollars(Decimal("-12"), whole=True) == "-$12"
    assert dollars("1500", whole=True) == "$1,500"  # an issued report's frozen text


def test_money_is_never_a_float():
    with pytest.raises(TypeError, match="never a float"):
        dollars(12.5)
    with pytest.raises(TypeError, match="never a float"):
        cents(0.1)


def test_the_fines_of_the_law_are_written_in_whole_dollars():
    assert fine_text(0, 350) == "a fine not exceeding $350"
    assert fine_text(700, 1000) == "a fine of not less than $700 nor more than $1,000"


def test_templates_write_money_with_the_same_formatter():
    rendered = Template(
        '{% load money %}{{ cost|dollars }} | {{ fine|dollars:"whole" }} | {{ none|dollars }}.'
    ).render(Context({"cost": Decimal("1840"), "fine": Decimal("2500.00"), "none": None}))
    assert rendered == "$1,840.00 | $2,500 | ."
    with pytest.raises(TemplateSyntaxError, match='dollars takes "whole" or nothing'):
        Template('{% load money %}{{ cost|dollars:"cents" }}').render(Context({"cost": 1}))
