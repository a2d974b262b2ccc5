extension DateText {
    public var ja: String {
        switch self {
        case .monthDay(let month, let day, let weekday): "\(Self.two(month))/\(Self.two(day)) (\(weekday.japanese))"
        case .monthDayHoliday(let month, let day, let weekday, let holiday):
            "\(Self.two(month))/\(Self.two(day)) (\(weekday.japanese)・祝 \(holiday))"
        case .fullDate(let date, let weekday): "\(date) (\(weekday.japanese))"
        case .fullDateHoliday(let date, let weekday, let holiday): "\(date) (\(weekday.japanese)・祝 \(holiday))"
        case .weekday(let weekday): weekday.japanese
        case .holiday(let name): name
        case .moment(let month, let day, let clock): "\(Self.two(month))/\(Self.two(day)) \(clock)"
        case .outsideHolidayYears(let date, let first, let last): "\(date) の祝日はわかりません (\(first)〜\(last)年のみ)"
        case .tripDateInPast(let date, let today): "\(date) は過去の日付です (日本の今日は \(today))"
        case .tripDateTooFar(let date, let last): "\(date) は1年より先です (最終日は \(last))"
        case .notADate(let text): "「\(text)」は YYYY-MM-DD の形の日付ではありません"
        case .noSuchDay(let text): "\(text) という日はカレンダーにありません"
        }
    }
}

extension Weekday {
    /// The kanji of the day (`土`): what Japanese shows, and what JSON keeps whatever the language.
    public var japanese: String { ["月", "火", "水", "木", "金", "土", "日"][rawValue - 1] }
}
