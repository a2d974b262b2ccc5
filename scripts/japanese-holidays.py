#!/usr/bin/env python3
"""Writes Tests/Fixtures/japanese-holidays.tsv: every Japanese public holiday
from 2000 to 2099, the independent source JapaneseHolidaysTests compares Entities' JapaneseHolidays
with, day by day.

Source: the Python package `jpholiday` (https://github.com/lalcs/jpholiday), cross-checked here
against a second implementation, `holidays` (https://github.com/vacanza/holidays, country JP):
the script refuses to write a fixture when the two disagree on any date. Both follow the Cabinet
Office's list (https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv) for the years it covers.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install jpholiday holidays
    /tmp/venv/bin/python scripts/japanese-holidays.py

The file: a header line, then `date<TAB>name` per holiday; a substitute holiday is named as
jpholiday names it (`こどもの日 振替休日`).
"""
import datetime
import pathlib
import sys

from importlib.metadata import version

import holidays
import jpholiday

FIRST, LAST = 2000, 2099
OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/Fixtures/japanese-holidays.tsv"


def main() -> int:
    rows = []
    day = datetime.date(FIRST, 1, 1)
    while day.year <= LAST:
        name = jpholiday.is_holiday_name(day)
        if name:
            rows.append((day, name))
        day += datetime.timedelta(days=1)
    other = holidays.country_holidays("JP", years=range(FIRST, LAST + 1))
    disagree = sorted({d for d, _ in rows} ^ set(other.keys()))
    if disagree:
        print(f"jpholiday and holidays disagree on {len(disagree)} dates, first {disagree[:5]}", file=sys.stderr)
        return 1
    lines = [f"# jpholiday {version('jpholiday')}, holidays {version('holidays')}: {FIRST}-{LAST}, {len(rows)} holidays",
             "date\tname"]
    lines += [f"{d.isoformat()}\t{n}" for d, n in rows]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(rows)} holidays to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
