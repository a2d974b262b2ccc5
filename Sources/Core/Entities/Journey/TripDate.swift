import Foundation

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

    /// `12/05 (土)`, `11/23 (月・祝 勤労感謝の日)`: a trip day's heading.
    public func tripHeading(holiday: String?) -> String {
        let mm = month < 10 ? "0\(month)" : "\(month)"
        let dd = day < 10 ? "0\(day)" : "\(day)"
        let name = holiday.map { "・祝 \($0)" } ?? ""
        return "\(mm)/\(dd) (\(weekday.label)\(name))"
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
        if date < range.lowerBound { return "\(date) is in the past (today in Japan is \(today))" }
        if date > range.upperBound { return "\(date) is more than a year ahead (the last is \(range.upperBound))" }
        return nil
    }

    /// The public holiday's name on `date` (振替休日 and 国民の休日 included), or nil; nil outside
    /// the years `Japanese Holidays` stands behind (a plan's dates are kept inside them).
    public static func holiday(on date: VisitDate) -> String? {
        (try? JapaneseHolidays.holiday(on: date))??.name
    }
}
