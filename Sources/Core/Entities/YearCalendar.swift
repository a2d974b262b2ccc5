import Foundation

/// A year as a grid of day cells, weeks left to right and weekdays top to bottom (Sunday first, as
/// Japanese calendars are printed), with each day's visits: the calendar picture's model.
/// Derived when the year or the log changes, never while a frame is drawn.
public struct YearCalendar: Hashable, Sendable {
    public let year: Int
    /// Weekday of 1 January, 0 = Sunday.
    public let firstWeekday: Int
    /// Visits per day of the year (index 0 is 1 January).
    public let counts: [Int]
    /// The week column of each month's first day, January first.
    public let monthColumns: [Int]
    public let scale: ShadeScale
    /// Days after `today` (Japan time) have no cell yet; nil when the whole year is past.
    public let lastDay: Int?

    public init(year: Int, days: [VisitDate: Int], today: VisitDate) {
        self.year = year
        firstWeekday = Self.weekday(year: year, month: 1, day: 1)
        var counts: [Int] = []
        var columns: [Int] = []
        counts.reserveCapacity(366)
        for month in 1...12 {
            columns.append((counts.count + firstWeekday) / 7)
            for day in 1...VisitDate.days(inMonth: month, year: year) {
                counts.append(days[VisitDate(uncheckedYear: year, month: month, day: day)] ?? 0)
            }
        }
        self.counts = counts
        monthColumns = columns
        scale = ShadeScale(maximum: counts.max() ?? 0)
        if today.year < year {
            lastDay = -1
        } else if today.year == year {
            lastDay = Self.dayOfYear(today) - 1
        } else {
            lastDay = nil
        }
    }

    /// Week columns the year spans (53 or 54).
    public var columns: Int { (counts.count + firstWeekday + 6) / 7 }

    /// The day of the year (0-based) in a column and weekday row, or nil for cells outside the year.
    public func day(column: Int, row: Int) -> Int? {
        let index = column * 7 + row - firstWeekday
        return counts.indices.contains(index) ? index : nil
    }

    public var total: Int { counts.reduce(0, +) }
    public var daysWithVisits: Int { counts.count { $0 > 0 } }

    /// 1-based day of the year.
    static func dayOfYear(_ date: VisitDate) -> Int {
        (1..<date.month).reduce(0) { $0 + VisitDate.days(inMonth: $1, year: date.year) } + date.day
    }

    /// 0 = Sunday (Sakamoto's method, proleptic Gregorian).
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }
}

/// Counts as five levels of shading: 0 for none, 1–4 on a logarithmic scale up to the largest
/// count, so one prefecture with a thousand visits does not leave every other one the palest.
public struct ShadeScale: Hashable, Sendable {
    /// The smallest count of levels 1 to 4.
    public let lowerBounds: [Int]
    public let maximum: Int

    public init(maximum: Int) {
        self.maximum = max(0, maximum)
        guard maximum > 4 else {
            lowerBounds = [1, 2, 3, 4]
            return
        }
        var bounds = [1]
        for step in 1...3 {
            let value = Int(pow(Double(maximum), Double(step) / 4).rounded(.up))
            bounds.append(max(bounds[step - 1] + 1, value))
        }
        lowerBounds = bounds
    }

    /// 0 (no visits) to 4.
    public func level(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        return (lowerBounds.lastIndex { count >= $0 } ?? 0) + 1
    }

    /// The counts a level stands for: `1`, `2–3`, `13+`.
    public func label(level: Int) -> String {
        guard level > 0 else { return "0" }
        let low = lowerBounds[level - 1]
        if level == 4 { return maximum > low ? "\(low)–\(maximum)" : "\(low)+" }
        let high = lowerBounds[level] - 1
        return high > low ? "\(low)–\(high)" : "\(low)"
    }
}
