import Localization

extension OpeningHours {
    /// Whether the sample's closing day (定休日) falls on `day`. A weekly closing day that is a
    /// public holiday moves to the next day that is not one (祝日の場合は翌日), as most baths do;
    /// the 2nd and 4th weekday closings stay where they are.
    public func isClosingDay(_ day: CalendarDay) -> Bool {
        switch closedDays {
        case .none:
            return false
        case .weekly(let closed):
            if day.isPublicHoliday { return false }
            // Today, or one of the holidays just before, was the weekday it closes on.
            return (0...day.holidaysBefore).contains { back in
                Weekday(rawValue: ((day.weekday.rawValue - 1 - back) % 7 + 7) % 7 + 1) == closed
            }
        case .secondAndFourth(let closed):
            return day.weekday == closed && [2, 4].contains(day.date.weekdayOrdinal)
        }
    }

    /// The session that begins on `day`: none on a closing day.
    public func hours(on day: CalendarDay) -> DayHours {
        isClosingDay(day) ? .closed : DayHours(sessions: [openingMinute..<max(closingMinute, openingMinute + 1)])
    }
}

extension ClosedDays {
    /// The rule as the date check applies it: `毎週火曜 (祝日は翌日)`, `第2・第4火曜`, `無休`.
    public var ruleText: String {
        switch self {
        case .weekly: FacilityText.closedWeeklyHolidayRule(rule: label).text
        case .none, .secondAndFourth: label
        }
    }
}
