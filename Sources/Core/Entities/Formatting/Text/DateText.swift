import Localization

/// How a date, a weekday, a holiday and a moment read in each language: the one formatter for
/// each, used by `CalendarDay`, `VisitDate.tripHeading`, `Weekday.label` and `ClockText`.
/// Japanese keeps the form the app always had (`12/05 (土)`); English reads as a British date
/// (`Sat 5 Dec`), with no month-first number a reader could take for the day.
public enum DateText: SampledCatalog {
    /// `12/05 (土)` / `Sat 5 Dec`.
    case monthDay(month: Int, day: Int, weekday: Weekday)
    /// `11/23 (月・祝 勤労感謝の日)` / `Mon 23 Nov (holiday: Labour Thanksgiving Day)`.
    case monthDayHoliday(month: Int, day: Int, weekday: Weekday, holiday: String)
    /// `2026-12-05 (土)` / `Sat 5 Dec 2026`.
    case fullDate(VisitDate, weekday: Weekday)
    /// `2026-11-23 (月・祝 勤労感謝の日)` / `Mon 23 Nov 2026 (holiday: Labour Thanksgiving Day)`.
    case fullDateHoliday(VisitDate, weekday: Weekday, holiday: String)
    /// `土` / `Sat`.
    case weekday(Weekday)
    /// A holiday's name (`勤労感謝の日` / `Labour Thanksgiving Day`), from its Japanese name.
    case holiday(String)
    /// `11/24 14:05:30 JST` / `24 Nov 14:05:30 JST`.
    case moment(month: Int, day: Int, clock: String)
    /// `2026-01-01 is outside the years whose holidays are known (2000–2099)`.
    case outsideHolidayYears(VisitDate, first: Int, last: Int)
    case tripDateInPast(VisitDate, today: VisitDate)
    case tripDateTooFar(VisitDate, last: VisitDate)
    /// A date typed by the user that is not `YYYY-MM-DD`, or no day of the calendar (`2026-02-30`).
    case notADate(String), noSuchDay(String)

    public static var samples: [DateText] {
        let day = VisitDate(uncheckedYear: 2026, month: 11, day: 23)
        return [
            .monthDay(month: 12, day: 5, weekday: .saturday),
            .monthDayHoliday(month: 11, day: 23, weekday: .monday, holiday: "勤労感謝の日"),
            .fullDate(day, weekday: .monday),
            .fullDateHoliday(day, weekday: .monday, holiday: "勤労感謝の日"),
        ] + Weekday.allCases.map { .weekday($0) } + HolidayNames.english.keys.sorted().map { .holiday($0) } + [
            .moment(month: 11, day: 24, clock: "14:05:30 JST"),
            .outsideHolidayYears(VisitDate(uncheckedYear: 2100, month: 1, day: 1), first: 2000, last: 2099),
            .tripDateInPast(day, today: day.adding(days: 1)),
            .tripDateTooFar(day, last: day.adding(days: -1)),
            .notADate("tomorrow"), .noSuchDay("2026-02-30"),
        ]
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// The English names of 国民の祝日 as the Cabinet Office's English pages give them (British
/// spelling, as the app writes), with 振替休日 and 国民の休日.
enum HolidayNames {
    static let english: [String: String] = [
        "元日": "New Year's Day",
        "成人の日": "Coming of Age Day",
        "建国記念の日": "National Foundation Day",
        "天皇誕生日": "Emperor's Birthday",
        "春分の日": "Vernal Equinox Day",
        "昭和の日": "Showa Day",
        "憲法記念日": "Constitution Memorial Day",
        "みどりの日": "Greenery Day",
        "こどもの日": "Children's Day",
        "海の日": "Marine Day",
        "山の日": "Mountain Day",
        "敬老の日": "Respect for the Aged Day",
        "秋分の日": "Autumnal Equinox Day",
        "体育の日": "Health and Sports Day",
        "スポーツの日": "Sports Day",
        "文化の日": "Culture Day",
        "勤労感謝の日": "Labour Thanksgiving Day",
        "天皇の即位の日": "Enthronement Day",
        "即位礼正殿の儀": "Enthronement Ceremony Day",
        "振替休日": "substitute holiday",
        "国民の休日": "citizens' holiday",
    ]
}
