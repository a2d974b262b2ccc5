import Foundation
import Localization

/// Calendar days of a trip, by arithmetic on `dayNumber` (TicketOrder.swift): Japan has one fixed
/// offset, and a trip's dates must not depend on the machine's clock zone.
extension VisitDate {
    /// The moment this day's clocks in Japan show `minute` minutes after midnight.
    public func japanMoment(minute: Int) -> Date {
        Date(timeIntervalSince1970: Double(dayNumber * 86_400 + minute * 60 - 9 * 3600))
    }

    /// Today in Japan, whatever the machine's zone says.
    public static func japanToday(_ now: Date) -> VisitDate {
        let seconds = Int(min(max(now.timeIntervalSince1970, -1e12), 1e12).rounded(.down)) + 9 * 3600
        return VisitDate(dayNumber: seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400))
    }

    /// `12/05 (土)`, `11/23 (月・祝 勤労感謝の日)` / `Sat 5 Dec`, `Mon 23 Nov (holiday: Labour
    /// Thanksgiving Day)`: a trip day's heading; `holiday` is the Japanese name
    /// (`TripCalendar.holiday(on:)`), shown in the language in force.
    public func tripHeading(holiday: String?) -> String {
        guard let holiday else { return DateText.monthDay(month: month, day: day, weekday: weekday).text }
        return DateText.monthDayHoliday(month: month, day: day, weekday: weekday, holiday: holiday).text
    }
}

/// Which dates a trip may start on, and the one place the planner asks about holidays.
public enum TripCalendar {
    /// A trip may start today (Japan) up to this many days ahead.
    public static let daysAhead = 365

    public static func allowedDates(today: VisitDate) -> ClosedRange<VisitDate> {
        today...today.adding(days: daysAhead)
    }

    /// Why `date` cannot start a trip made `today`, or nil.
    public static func problem(_ date: VisitDate, today: VisitDate) -> String? {
        let range = allowedDates(today: today)
        if date < range.lowerBound { return DateText.tripDateInPast(date, today: today).text }
        if date > range.upperBound { return DateText.tripDateTooFar(date, last: range.upperBound).text }
        return nil
    }

    /// The public holiday's name on `date` (振替休日 and 国民の休日 included), or nil; nil outside
    /// the years `Japanese Holidays` stands behind (a plan's dates are kept inside them).
    public static func holiday(on date: VisitDate) -> String? {
        (try? JapaneseHolidays.holiday(on: date))??.name
    }
}
