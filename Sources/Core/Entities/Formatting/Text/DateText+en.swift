extension DateText {
    public var en: String {
        switch self {
        case .monthDay(let month, let day, let weekday): "\(weekday.english) \(day) \(Self.month(month))"
        case .monthDayHoliday(let month, let day, let weekday, let holiday):
            "\(weekday.english) \(day) \(Self.month(month)) (holiday: \(Self.english(holiday: holiday)))"
        case .fullDate(let date, let weekday): "\(weekday.english) \(date.day) \(Self.month(date.month)) \(date.year)"
        case .fullDateHoliday(let date, let weekday, let holiday):
            "\(weekday.english) \(date.day) \(Self.month(date.month)) \(date.year) (holiday: \(Self.english(holiday: holiday)))"
        case .weekday(let weekday): weekday.english
        case .holiday(let name): Self.english(holiday: name)
        case .moment(let month, let day, let clock): "\(day) \(Self.month(month)) \(clock)"
        case .outsideHolidayYears(let date, let first, let last):
            "\(date) is outside the years whose holidays are known (\(first)–\(last))"
        case .tripDateInPast(let date, let today): "\(date) is in the past (today in Japan is \(today))"
        case .tripDateTooFar(let date, let last): "\(date) is more than a year ahead (the last is \(last))"
        case .notADate(let text): "'\(text)' is not a date in the form YYYY-MM-DD"
        case .noSuchDay(let text): "\(text) is not a day of the calendar"
        }
    }

    static func month(_ month: Int) -> String {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return names.indices.contains(month - 1) ? names[month - 1] : "\(month)"
    }

    /// A name the table lacks (none the law gives today) shows as it is rather than as nothing.
    static func english(holiday name: String) -> String { HolidayNames.english[name] ?? name }
}

extension Weekday {
    public var english: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1] }
}
