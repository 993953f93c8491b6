"""How New York counts time, as pure functions (no database).

Every clock in Chapters 158 and 159 is counted here (see the statute README, "How time is
counted", and DEADLINES.md):

- GCL § 20: a number of days from a certain day is that many calendar days, not counting the
  day from which the reckoning is made; weeks are counted the same way (7 days each).
- GCL §§ 30, 31: a month is a calendar month; a number of months from a day ends on the
  same-numbered day of the last month counted, or that month's last day if it has no such
  day. GCL § 58: a year is twelve months.
- GCL § 25-a: a period of days computed from a certain day that ends on a Saturday, Sunday
  or public holiday runs to the next business day. A period of hours runs from a moment,
  not from a day: it is never extended (a storm inspection due Sunday 13:00 is due then).
- GCL § 24: the public holidays (``holidays.py``), and each day the President or the
  Governor proclaims one (entered by staff, ``ProclaimedHoliday``): counted alike, for
  every act, the Town's own duties included.
- Town office closures (storms, the Friday after Thanksgiving) are data entered by staff
  (``OfficeClosure``). A closure is never a business day in a count of business days. It
  extends a period of days like a holiday only for an act a party must do at the Town
  (filing an appeal, giving a notice): ``closures_extend=True``. It never extends a duty of
  the Town itself (the SMO's 45 days), which the statute does not let the Town lengthen.
- Hours are elapsed clock time in the Town's time zone, America/New_York, across the DST
  changes (the zone database follows the federal Uniform Time Act, 15 U.S.C. § 260a).

Each function returns a ``Counted``: the answer plus the reasoning, one line per step, so the
product can show staff and the public exactly how a date was reached.
"""

from __future__ import annotations

from calendar import monthrange
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from . import holidays

__all__ = ["TOWN_TZ", "Counted", "NYCalendar", "combine_town", "town_moment"]

# The Town's time zone: hours are counted as elapsed time here (statute README).
TOWN_TZ = ZoneInfo("America/New_York")

SATURDAY, SUNDAY = 5, 6
_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
# Looking for a business day gives up after this many days (only absurd closure data,
# e.g. a whole decade of closures, could make it happen).
_MAX_SEARCH_DAYS = 3660

GCL_20 = "GCL § 20"
GCL_24 = "GCL § 24"
GCL_25A = "GCL § 25-a"
GCL_30 = "GCL § 30"
GCL_58 = "GCL § 58"


@dataclass(frozen=True)
class Counted:
    """The result of counting a period, with the reasoning behind it.

    For hours, ``value`` and ``raw_end`` are aware datetimes in ``TOWN_TZ``. Compare or
    subtract them in UTC (``.astimezone(UTC)``) or against datetimes of another zone (such
    as the UTC ones Django reads from the database): Python compares and subtracts two
    datetimes of the same zone by their wall clocks, ignoring a DST change between them.
    """

    value: date | datetime  # the answer (the last day, or the deadline's moment)
    start: date | datetime  # what was counted from
    raw_end: date | datetime  # the end before any GCL § 25-a extension
    steps: tuple[str, ...]  # the reasoning, one human-readable line each, in order
    sections: tuple[str, ...]  # the sections applied, e.g. ("GCL § 20", "GCL § 25-a")

    @property
    def extended(self) -> bool:
        """True when GCL § 25-a moved the end to a later business day."""
        return self.value != self.raw_end


class _Trace:
    """Collects the steps and the sections (each once, in the order first used)."""

    def __init__(self, *sections: str) -> None:
        self.steps: list[str] = []
        self.sections: list[str] = []
        self.cite(*sections)

    def cite(self, *sections: str) -> None:
        for section in sections:
            if section not in self.sections:
                self.sections.append(section)

    def add(self, line: str, *sections: str) -> None:
        self.steps.append(line)
        self.cite(*sections)

    def result(self, value, start, raw_end) -> Counted:
        return Counted(
            value=value,
            start=start,
            raw_end=raw_end,
            steps=tuple(self.steps),
            sections=tuple(self.sections),
        )


def _date(d: date) -> str:
    """``March 17, 2026``: the Town's words for a date (words.py imports this module)."""
    from .words import long_date

    return long_date(d)


def _day(d: date) -> str:
    """``Tuesday, March 17, 2026``."""
    from .words import long_date

    return long_date(d, weekday=True)


def _offset(dt: datetime) -> str:
    """``UTC-05:00``."""
    total = int(dt.utcoffset().total_seconds()) // 60
    sign = "-" if total < 0 else "+"
    hours, minutes = divmod(abs(total), 60)
    return f"UTC{sign}{hours:02d}:{minutes:02d}"


def _moment(dt: datetime) -> str:
    """``Sunday, March 8, 2026 at 1:00 PM EDT (UTC-04:00)`` for an aware datetime."""
    clock = dt.strftime("%-I:%M:%S %p" if dt.second or dt.microsecond else "%-I:%M %p")
    return f"{_day(dt.date())} at {clock} {dt.tzname()} ({_offset(dt)})"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if abs(n) == 1 else f"{n} {word}s"


_CITED = ", GCL § 24)"


def _holiday_phrase(name: str) -> str:
    """``Thanksgiving Day (public holiday, GCL § 24)``; a moved holiday's name already
    cites the section: ``Independence Day (observed Monday; public holiday, GCL § 24)``."""
    if name.endswith(_CITED):
        return name.removesuffix(_CITED) + f"; public holiday{_CITED}"
    return f"{name} (public holiday, GCL § 24)"


def _require_date(value, name: str) -> date:
    # A datetime is a date subclass: refuse it so that a moment is never silently counted
    # as a day in some other time zone. Use add_hours for clock periods, or pass the day.
    if isinstance(value, datetime) or not isinstance(value, date):
        raise TypeError(
            f"{name} must be a date (not a datetime); pass the day in Town time, "
            "e.g. timezone.localtime(moment).date(), or use add_hours for hours."
        )
    return value


def _require_int(value, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, not {value!r}.")
    return value


def town_moment(value: datetime) -> datetime:
    """An aware datetime in America/New_York.

    A naive ``value`` is read as local wall-clock time in the Town. A wall time that happens
    twice (the hour repeated when clocks move back, e.g. 2026-11-01 01:30) is resolved by
    ``value.fold``: fold=0, the default, is the first occurrence (daylight time, EDT);
    fold=1 the second (EST). A wall time that never happens (the hour skipped when clocks
    move forward, e.g. 2026-03-08 02:30) raises ValueError.
    """
    if not isinstance(value, datetime):
        raise TypeError(f"Expected a datetime, not {value!r}.")
    if value.tzinfo is not None and value.utcoffset() is not None:
        return value.astimezone(TOWN_TZ)
    local = value.replace(tzinfo=TOWN_TZ)
    round_trip = local.astimezone(UTC).astimezone(TOWN_TZ).replace(tzinfo=None, fold=0)
    if round_trip != value.replace(fold=0):
        raise ValueError(
            f"{_date(value)} at {value:%-I:%M %p} does not exist in America/New_York: clocks "
            "moved forward that night and skipped that hour. Give a time before 2:00 AM or "
            "from 3:00 AM."
        )
    return local


def _dst_changes(a: datetime, b: datetime) -> list[tuple[datetime, datetime, datetime]]:
    """Each clock change strictly after ``a`` and at or before ``b`` (in either order).

    Returns (UTC instant of the change, last moment before it, first moment after it)
    triples, the last two as aware Town datetimes. US changes happen on whole UTC hours,
    months apart, so a daily scan followed by an hourly one finds each of them.
    """
    lo, hi = sorted((a.astimezone(UTC), b.astimezone(UTC)))
    changes = []
    offset = lo.astimezone(TOWN_TZ).utcoffset()
    t = lo
    while t < hi:
        nxt = min(t + timedelta(days=1), hi)
        if nxt.astimezone(TOWN_TZ).utcoffset() != offset:
            hour = t.replace(minute=0, second=0, microsecond=0)
            while hour <= t or hour.astimezone(TOWN_TZ).utcoffset() == offset:
                hour += timedelta(hours=1)
            before = (hour - timedelta(microseconds=1)).astimezone(TOWN_TZ)
            after = hour.astimezone(TOWN_TZ)
            changes.append((hour, before, after))
            offset = after.utcoffset()
        t = nxt
    return changes


class NYCalendar:
    """New York time counting for the Town of Lockport, with the Town's office closures."""

    def __init__(
        self,
        closures: Mapping[date, str] | None = None,
        proclaimed: Mapping[date, str] | None = None,
    ):
        """``closures``: Town office closures, date -> reason. ``proclaimed``: public
        holidays the President or the Governor proclaimed (GCL § 24), date -> the name
        counting shows, e.g. "National Day of Mourning (proclaimed by the President,
        GCL § 24)"."""
        self._closures: dict[date, str] = {}
        for day, reason in (closures or {}).items():
            self._closures[_require_date(day, "A closure date")] = str(reason)
        self._proclaimed: dict[date, str] = {}
        for day, name in (proclaimed or {}).items():
            self._proclaimed[_require_date(day, "A proclaimed holiday's date")] = str(name)

    def __repr__(self) -> str:
        return f"NYCalendar(closures={len(self._closures)}, proclaimed={len(self._proclaimed)})"

    @property
    def closures(self) -> dict[date, str]:
        """The Town office closures (a copy): date -> reason."""
        return dict(self._closures)

    @property
    def proclaimed(self) -> dict[date, str]:
        """The proclaimed public holidays (a copy): date -> name."""
        return dict(self._proclaimed)

    # -- What kind of day is it ------------------------------------------------------------

    @staticmethod
    def _as_day(d: date | datetime) -> date:
        # A moment counts on its day in Town time.
        if isinstance(d, datetime):
            return town_moment(d).date()
        return d

    def holiday_name(self, d: date | datetime) -> str | None:
        """The GCL § 24 public holiday on ``d``, or None: a day § 24 names, or one the
        President or the Governor proclaimed (both names, should they fall together)."""
        day = self._as_day(d)
        names = [n for n in (holidays.holiday_name(day), self._proclaimed.get(day)) if n]
        return "; ".join(names) or None

    def closure_reason(self, d: date | datetime) -> str | None:
        """Why the Town offices are closed on ``d``, or None."""
        return self._closures.get(self._as_day(d))

    def non_business_reason(self, d: date | datetime) -> str | None:
        """Why ``d`` is not a business day (the first reason that applies), or None."""
        day = self._as_day(d)
        if day.weekday() in (SATURDAY, SUNDAY):
            return _DAY_NAMES[day.weekday()]
        name = self.holiday_name(day)
        if name:
            # GCL § 24: a public holiday is not a business day.
            return f"public holiday: {name}" + ("" if _CITED in name else f" ({GCL_24})")
        reason = self.closure_reason(day)
        if reason:
            return f"Town offices closed: {reason}"
        return None

    def is_business_day(self, d: date | datetime) -> bool:
        """Not a Saturday, Sunday, GCL § 24 public holiday or Town office closure."""
        return self.non_business_reason(d) is None

    def next_business_day(self, d: date | datetime, *, include_self: bool = False) -> date:
        """The first business day after ``d`` (or ``d`` itself, if ``include_self``)."""
        day = self._as_day(d)
        if include_self and self.is_business_day(day):
            return day
        return self._roll_forward(day + timedelta(days=1), None)

    def _why_not_business(self, d: date) -> str:
        """A step line giving every reason ``d`` is not a business day."""
        bits = []
        if d.weekday() in (SATURDAY, SUNDAY):
            bits.append(f"a {_DAY_NAMES[d.weekday()]}")
        name = self.holiday_name(d)
        if name:
            bits.append(_holiday_phrase(name))
        line = f"{_date(d)} is " + " and ".join(bits) if bits else f"{_date(d)}:"
        reason = self.closure_reason(d)
        if reason:
            line += f"{';' if bits else ''} Town offices closed: {reason}"
        return line

    def _is_weekday_not_holiday(self, d: date) -> bool:
        """Not a Saturday, Sunday or GCL § 24 public holiday (Town closures not considered)."""
        return d.weekday() not in (SATURDAY, SUNDAY) and self.holiday_name(d) is None

    def _roll_forward(self, d: date, trace: _Trace | None, *, closures: bool = True) -> date:
        """``d`` if a business day, else the next one; each skipped day is a step.

        With ``closures=False`` a Town office closure does not stop the search: the day is
        a weekday that is not a public holiday (a duty of the Town, see ``_end_of_period``).
        """
        for _ in range(_MAX_SEARCH_DAYS):
            if self.is_business_day(d):
                return d
            if not closures and self._is_weekday_not_holiday(d):
                if trace is not None:
                    trace.add(self._closure_not_counted(d))
                return d
            if trace is not None:
                trace.add(self._why_not_business(d), *self._holiday_cite(d))
            d += timedelta(days=1)
        raise ValueError(f"No business day within {_MAX_SEARCH_DAYS} days; check the closures.")

    def _closure_not_counted(self, d: date) -> str:
        return (
            f"{_date(d)}: Town offices closed ({self.closure_reason(d)}), but a closure "
            "extends only an act a party must do at the Town, never a duty of the Town itself"
        )

    def _end_of_period(
        self, raw_end: date, extend: bool, trace: _Trace, closures_extend: bool
    ) -> date:
        """Apply GCL § 25-a to the last day of a period and write the closing steps."""
        if self.is_business_day(raw_end):
            trace.add(f"Last day: {_day(raw_end)}")
            return raw_end
        if not extend:
            trace.add(self._why_not_business(raw_end), *self._holiday_cite(raw_end))
            trace.add(f"Not extended (GCL § 25-a not applied): last day {_day(raw_end)}")
            return raw_end
        if not closures_extend and self._is_weekday_not_holiday(raw_end):
            # Statute README: a Town office closure never extends a duty of the Town itself.
            trace.add(self._closure_not_counted(raw_end))
            trace.add(f"Last day: {_day(raw_end)}")
            return raw_end
        # GCL § 25-a: a period ending on a Saturday, Sunday or public holiday runs to the next
        # succeeding business day. A Town office closure counts like a holiday only for an
        # act a party must do at the Town (``closures_extend``): the Town's reading.
        value = self._roll_forward(raw_end, trace, closures=closures_extend)
        trace.add(
            f"Extended to the next business day (GCL § 25-a): last day {_day(value)}", GCL_25A
        )
        return value

    def _holiday_cite(self, d: date) -> list[str]:
        return [GCL_24] if self.holiday_name(d) else []

    # -- Calendar days and weeks (GCL § 20) ------------------------------------------------

    def add_days(
        self, start: date, days: int, *, extend: bool = True, closures_extend: bool = False
    ) -> Counted:
        """The last day of a period of ``days`` calendar days from ``start`` (GCL §§ 20, 25-a).

        ``closures_extend``: the act is a party's, done at the Town (filing an appeal,
        giving a notice), so a Town office closure on the last day extends it like a
        holiday. A duty of the Town itself is never extended by a closure.

        >>> NYCalendar().add_days(date(2026, 3, 2), 15).value
        datetime.date(2026, 3, 17)
        """
        _require_date(start, "start")
        _require_int(days, "days")
        if days < 0:
            raise ValueError("days must be 0 or more; a period is counted forward from its start.")
        intro = f"Counting {_plural(days, 'calendar day')} from {_date(start)}"
        return self._count_days(start, days, intro, extend, closures_extend)

    def add_weeks(
        self, start: date, weeks: int, *, extend: bool = True, closures_extend: bool = False
    ) -> Counted:
        """The last day of a period of ``weeks`` weeks (7 calendar days each) from ``start``."""
        _require_date(start, "start")
        _require_int(weeks, "weeks")
        if weeks < 0:
            raise ValueError("weeks must be 0 or more; a period is counted forward from its start.")
        intro = (
            f"Counting {_plural(weeks, 'week')} ({_plural(7 * weeks, 'calendar day')}) "
            f"from {_date(start)}"
        )
        return self._count_days(start, 7 * weeks, intro, extend, closures_extend)

    def _count_days(
        self, start: date, days: int, intro: str, extend: bool, closures_extend: bool
    ) -> Counted:
        # GCL § 20: "such number of calendar days exclusive of the calendar day from which
        # the reckoning is made": the day of the event is not counted.
        trace = _Trace(GCL_20)
        trace.add(f"{intro}, the day of the event not counted (GCL § 20)")
        raw_end = start + timedelta(days=days)
        if days == 0:
            trace.add(f"A period of 0 days ends on its start: {_day(raw_end)}")
        elif days == 1:
            trace.add(f"Day 1, the last day of the period, is {_day(raw_end)}")
        else:
            first = start + timedelta(days=1)
            trace.add(
                f"Day 1 is {_date(first)}; day {days}, the last day of the period, "
                f"is {_day(raw_end)}"
            )
        value = self._end_of_period(raw_end, extend, trace, closures_extend)
        return trace.result(value, start, raw_end)

    # -- Business days ---------------------------------------------------------------------

    def add_business_days(self, start: date, days: int) -> Counted:
        """The ``days``-th business day after ``start`` (the start itself not counted).

        With ``days=0``: ``start`` if it is a business day, else the next business day.
        """
        _require_date(start, "start")
        _require_int(days, "days")
        if days < 0:
            raise ValueError("days must be 0 or more; a period is counted forward from its start.")
        # GCL § 20 (by analogy): the day of the event is not counted. A business day is not
        # a Saturday, Sunday or GCL § 24 public holiday (nor a day the Town offices close).
        trace = _Trace(GCL_20)
        trace.add(
            f"Counting {_plural(days, 'business day')} from {_date(start)}, the day of "
            "the event not counted (GCL § 20); Saturdays, Sundays, public holidays "
            "(GCL § 24) and Town office closures are not business days"
        )
        if days == 0:
            value = self._roll_forward(start, trace)
            trace.add(f"Last day: {_day(value)}")
            return trace.result(value, start, value)
        day = start
        for n in range(1, days + 1):
            day = self._roll_forward(day + timedelta(days=1), trace)
            trace.add(f"Business day {n}: {_day(day)}")
        trace.add(f"Last day: {_day(day)}")
        return trace.result(day, start, day)

    # -- Months and years (GCL §§ 30, 31, 58) ---------------------------------------------

    def add_months(
        self, start: date, months: int, *, extend: bool = True, closures_extend: bool = False
    ) -> Counted:
        """The last day of a period of ``months`` calendar months from ``start``.

        ``months`` may be negative ("6 months before") only with ``extend=False``.
        """
        _require_date(start, "start")
        _require_int(months, "months")
        if months < 0 and extend:
            raise ValueError("A period counted back in time cannot be extended (GCL § 25-a).")
        trace = _Trace(GCL_30)
        direction = "from" if months >= 0 else "back from"
        trace.add(
            f"Counting {_plural(abs(months), 'calendar month')} {direction} "
            f"{_date(start)}, not counting the month in which that day falls (GCL § 30)"
        )
        return self._count_months(start, months, extend, trace, closures_extend)

    def add_years(
        self, start: date, years: int, *, extend: bool = True, closures_extend: bool = False
    ) -> Counted:
        """The last day of a period of ``years`` years (twelve months each) from ``start``.

        ``years`` may be negative (a look-back) only with ``extend=False``.
        """
        _require_date(start, "start")
        _require_int(years, "years")
        if years < 0 and extend:
            raise ValueError("A period counted back in time cannot be extended (GCL § 25-a).")
        # GCL § 58: "the term year means twelve months"; the months are counted by GCL § 30.
        trace = _Trace(GCL_58, GCL_30)
        direction = "from" if years >= 0 else "back from"
        trace.add(
            f"Counting {_plural(abs(years), 'year')} ({_plural(12 * abs(years), 'calendar month')}"
            f", GCL § 58) {direction} {_date(start)}, not counting the month in which "
            "that day falls (GCL § 30)"
        )
        return self._count_months(start, 12 * years, extend, trace, closures_extend)

    def _count_months(
        self, start: date, months: int, extend: bool, trace: _Trace, closures_extend: bool
    ) -> Counted:
        # GCL § 30: the period includes "the day of the month in the last month so counted
        # having the same numerical order ... as the day of the month from which the
        # computation is made, unless there be not so many days in the last month so counted,
        # in which case the period computed shall expire with the last day of the month".
        carry, month_index = divmod(start.month - 1 + months, 12)
        year, month = start.year + carry, month_index + 1
        if not 1 <= year <= 9999:
            raise ValueError(f"{months} months from {_date(start)} is outside the calendar.")
        last = monthrange(year, month)[1]
        month_name = f"{_MONTH_NAMES[month - 1]} {year}"
        if start.day <= last:
            raw_end = date(year, month, start.day)
            trace.add(f"The period ends on the same-numbered day of {month_name}: {_day(raw_end)}")
        else:
            raw_end = date(year, month, last)
            trace.add(
                f"{month_name} has no day {start.day}, so the period ends on its last day: "
                f"{_day(raw_end)} (GCL § 30)"
            )
        value = self._end_of_period(raw_end, extend, trace, closures_extend)
        return trace.result(value, start, raw_end)

    # -- Hours (elapsed clock time) --------------------------------------------------------

    def add_hours(self, start: datetime, hours: float) -> Counted:
        """The moment ``hours`` elapsed hours after (or, if negative, before) ``start``.

        ``start`` may be aware, or naive local wall-clock time in America/New_York (see
        ``town_moment`` for the repeated and skipped hours of the DST changes). The hours are
        real elapsed time: across a DST change, 24 hours does not end at the same wall-clock
        time. The value is an aware datetime in America/New_York.

        GCL § 25-a extends a period of days "computed from a certain day"; a period of hours
        runs from a moment, so it is never extended: one that ends on a Sunday or a holiday
        ends then (statute README, "How time is counted").
        """
        if isinstance(hours, bool) or not isinstance(hours, int | float):
            raise TypeError(f"hours must be a number, not {hours!r}.")
        local_start = town_moment(start)
        trace = _Trace()
        count = f"{abs(hours):g} elapsed {'hour' if abs(hours) == 1 else 'hours'}"
        direction = "from" if hours >= 0 else "back from"
        trace.add(
            f"Counting {count} {direction} {_moment(local_start)}, as clock time in "
            "America/New_York"
        )
        ambiguous = local_start.replace(fold=0).utcoffset() != (
            local_start.replace(fold=1).utcoffset()
        )
        if start.tzinfo is None and ambiguous:
            which = "first (EDT)" if local_start.fold == 0 else "second (EST)"
            trace.add(
                f"{_date(start)} at {start:%-I:%M %p} happened twice when clocks moved back; "
                f"the {which} occurrence is used"
            )
        # Real elapsed time: count in UTC, then show the wall-clock time in the Town.
        raw_end = (local_start.astimezone(UTC) + timedelta(hours=hours)).astimezone(TOWN_TZ)
        for _instant, before, after in _dst_changes(local_start, raw_end):
            moved = "forward" if after.utcoffset() > before.utcoffset() else "back"
            new_clock = after.strftime("%H:%M")
            old_clock = (after.astimezone(UTC) + before.utcoffset()).strftime("%H:%M")
            trace.add(
                f"clocks moved {moved} on {_date(after.date())}: {old_clock} "
                f"{before.tzname()} ({_offset(before)}) became {new_clock} {after.tzname()} "
                f"({_offset(after)}); elapsed hours are counted, not wall-clock hours"
            )
        trace.add(f"The period ends at {_moment(raw_end)}")
        end_day = raw_end.date()
        if hours >= 0 and not self.is_business_day(end_day):
            trace.add(self._why_not_business(end_day), *self._holiday_cite(end_day))
            trace.add(
                "Not extended: a period of hours runs from a moment, not from a day "
                "(GCL § 25-a extends only a period of days computed from a certain day)"
            )
        trace.add(f"Deadline: {_moment(raw_end)}")
        return trace.result(raw_end, local_start, raw_end)


def combine_town(day: date, at: time) -> datetime:
    """``day`` at wall-clock ``at`` in the Town, as an aware datetime (see ``town_moment``)."""
    return town_moment(datetime.combine(day, at.replace(tzinfo=None)))
