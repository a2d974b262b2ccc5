import Localization

extension VisitDate {
    /// The day of the week (1970-01-01 was a Thursday); pure arithmetic, no time zone.
    public var weekday: Weekday {
        let fromMonday = ((dayNumber + 3) % 7 + 7) % 7
        return Weekday(rawValue: fromMonday + 1) ?? .monday
    }

    /// Which occurrence of its weekday in the month this is (1–5): 8–14 is the 2nd.
    public var weekdayOrdinal: Int { (day - 1) / 7 + 1 }

    /// The same counted from the month's end (-1 the last, -2 the one before).
    public var weekdayOrdinalFromEnd: Int { -((Self.days(inMonth: month, year: year) - day) / 7 + 1) }
}

/// A date with what a plan or a ticket needs to know about it in Japan: its weekday, its holiday
/// and whether the day before was one.
public struct CalendarDay: Hashable, Sendable {
    public let date: VisitDate
    public let weekday: Weekday
    public let holiday: Holiday?
    /// How many holidays come straight before this day (0 on most days; 3 on 5/6 after Golden
    /// Week's 5/3–5/5): what a closing day moved to the next weekday (祝日の場合は翌日) needs.
    public let holidaysBefore: Int

    public init(_ date: VisitDate) throws(JapaneseHolidays.OutOfRange) {
        self.date = date
        weekday = date.weekday
        holiday = try JapaneseHolidays.holiday(on: date)
        var before = 0
        // A run of holidays is at most a week long (Golden Week); 2000-01-01 looks at none.
        while before < 7, date.adding(days: -before - 1).year >= JapaneseHolidays.supportedYears.lowerBound,
              try JapaneseHolidays.holiday(on: date.adding(days: -before - 1)) != nil {
            before += 1
        }
        holidaysBefore = before
    }

    /// Built from known parts, for tests.
    public init(date: VisitDate, holiday: Holiday?, holidaysBefore: Int) {
        self.date = date
        weekday = date.weekday
        self.holiday = holiday
        self.holidaysBefore = holidaysBefore
    }

    /// 祝日の翌日 (the day after any holiday, 振替休日 and 国民の休日 included).
    public var isDayAfterHoliday: Bool { holidaysBefore > 0 }

    /// The day before, or nil before the supported years.
    public var previous: CalendarDay? { try? CalendarDay(date.adding(days: -1)) }

    /// OpenStreetMap's `PH`: any public holiday, 振替休日 and 国民の休日 included.
    public var isPublicHoliday: Bool { holiday != nil }

    /// `12/05 (土)`, `11/23 (月・祝 勤労感謝の日)` / `Sat 5 Dec`, `Mon 23 Nov (holiday: Labour
    /// Thanksgiving Day)`, in the language in force.
    public var shortText: String {
        guard let holiday else { return DateText.monthDay(month: date.month, day: date.day, weekday: weekday).text }
        return DateText.monthDayHoliday(month: date.month, day: date.day, weekday: weekday, holiday: holiday.name).text
    }

    /// `2026-12-05 (土)`, `2026-11-23 (月・祝 勤労感謝の日)` / `Sat 5 Dec 2026`, `Mon 23 Nov 2026
    /// (holiday: Labour Thanksgiving Day)`.
    public var longText: String {
        guard let holiday else { return DateText.fullDate(date, weekday: weekday).text }
        return DateText.fullDateHoliday(date, weekday: weekday, holiday: holiday.name).text
    }
}
