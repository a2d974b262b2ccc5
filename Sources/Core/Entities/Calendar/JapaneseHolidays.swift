import Localization

/// A public holiday of Japan (国民の祝日に関する法律).
public struct Holiday: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// 国民の祝日: a day named in article 2 of the law (or by a special law, as in 2019).
        case national
        /// 振替休日 (article 3 §2): the first non-holiday after a holiday on a Sunday.
        case substitute
        /// 国民の休日 (article 3 §3): a day between two national holidays.
        case citizens
    }

    /// In Japanese, as the Cabinet Office lists it: `勤労感謝の日`, `振替休日`, `国民の休日`.
    public let name: String
    public let kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    public var description: String { name }

    /// The name in the language in force (`勤労感謝の日` / `Labour Thanksgiving Day`, `振替休日` /
    /// `substitute holiday`); `name` stays Japanese for JSON and storage.
    public var localizedName: String { DateText.holiday(name).text }
}

/// Japan's public holidays computed from the rules of 国民の祝日に関する法律 as they stand and as
/// they stood since 2000, with the special laws in that range: the 2019 accession
/// (即位の日 5/1 and 即位礼正殿の儀 10/22, which made 4/30 and 5/2 国民の休日) and the Olympic moves of
/// 海の日, スポーツの日 and 山の日 in 2020 and 2021. 春分の日 and 秋分の日 come from the usual
/// astronomical approximation, valid 1980–2099; the government fixes them each February for the
/// next year only, so later years are what the law gives if nothing changes.
///
/// Checked day by day over the whole range against `jpholiday` and `holidays` (Python), see
/// scripts/japanese-holidays.py. Written here rather than taken from a package because no Swift
/// package in the list computes Japanese holidays, and the rules fit in a page.
public enum JapaneseHolidays {
    /// The years this table stands behind: 2000 is the first year of the Happy Monday rules, and
    /// the equinox formula holds until 2099.
    public static let supportedYears: ClosedRange<Int> = 2000...2099

    public struct OutOfRange: Error, Hashable, Sendable, CustomStringConvertible {
        public let date: VisitDate
        public var description: String {
            DateText.outsideHolidayYears(date, first: supportedYears.lowerBound, last: supportedYears.upperBound).text
        }
    }

    /// The holiday on `date`, or nil on an ordinary day.
    public static func holiday(on date: VisitDate) throws(OutOfRange) -> Holiday? {
        guard supportedYears.contains(date.year) else { throw OutOfRange(date: date) }
        return table[date.dayNumber]
    }

    /// Whether the day before `date` is a holiday (祝日の翌日: many baths close then instead of on
    /// their weekly day).
    public static func isDayAfterHoliday(_ date: VisitDate) throws(OutOfRange) -> Bool {
        guard supportedYears.contains(date.year) else { throw OutOfRange(date: date) }
        return table[date.dayNumber - 1] != nil
    }

    /// Every holiday of `year`, in date order.
    public static func holidays(inYear year: Int) throws(OutOfRange) -> [(date: VisitDate, holiday: Holiday)] {
        let first = VisitDate(uncheckedYear: year, month: 1, day: 1)
        guard supportedYears.contains(year) else { throw OutOfRange(date: first) }
        return (first.dayNumber..<VisitDate(uncheckedYear: year + 1, month: 1, day: 1).dayNumber).compactMap { number in
            table[number].map { (VisitDate(dayNumber: number), $0) }
        }
    }

    /// Day number → holiday for the supported years (with 31/12 of the year before, for the day
    /// after): some 1,800 entries, built once on first use.
    private static let table: [Int: Holiday] = {
        var table: [Int: Holiday] = [:]
        for year in supportedYears { add(year: year, to: &table) }
        return table
    }()

    private static func add(year: Int, to table: inout [Int: Holiday]) {
        var national: [Int: String] = [:]
        for (month, day, name) in nationalHolidays(year: year) {
            national[VisitDate(uncheckedYear: year, month: month, day: day).dayNumber] = name
        }
        for (number, name) in national { table[number] = Holiday(name: name, kind: .national) }
        // 振替休日: until 2006 the Monday after a Sunday holiday; from 2007 the first day after it
        // that is not itself a national holiday (so 5/3 on a Sunday gives 5/6).
        for number in national.keys.sorted() where VisitDate(dayNumber: number).weekday == .sunday {
            var substitute = number + 1
            if year >= 2007 { while national[substitute] != nil { substitute += 1 } }
            if national[substitute] == nil { table[substitute] = Holiday(name: "振替休日", kind: .substitute) }
        }
        // 国民の休日: a day that is no national holiday between two that are (article 3 §3).
        for number in national.keys.sorted() where national[number + 2] != nil && national[number + 1] == nil {
            let between = number + 1
            // Before 2007 a Sunday or a substitute holiday stayed what it was.
            if year < 2007, table[between] != nil || VisitDate(dayNumber: between).weekday == .sunday { continue }
            if table[between] == nil { table[between] = Holiday(name: "国民の休日", kind: .citizens) }
        }
    }

    /// Article 2's days for `year` (with its special laws), as (month, day, name).
    private static func nationalHolidays(year: Int) -> [(Int, Int, String)] {
        var days: [(Int, Int, String)] = [
            (1, 1, "元日"),
            (1, nthMonday(2, month: 1, year: year), "成人の日"),
            (2, 11, "建国記念の日"),
            (3, vernalEquinox(year: year), "春分の日"),
            (4, 29, year >= 2007 ? "昭和の日" : "みどりの日"),
            (5, 3, "憲法記念日"),
            (5, 5, "こどもの日"),
            (9, autumnalEquinox(year: year), "秋分の日"),
            (11, 3, "文化の日"),
            (11, 23, "勤労感謝の日"),
        ]
        if year >= 2007 { days.append((5, 4, "みどりの日")) }
        if year <= 2018 { days.append((12, 23, "天皇誕生日")) }
        if year >= 2020 { days.append((2, 23, "天皇誕生日")) }
        if year == 2019 {
            days.append((5, 1, "天皇の即位の日"))
            days.append((10, 22, "即位礼正殿の儀"))
        }
        days.append(year >= 2003 ? (9, nthMonday(3, month: 9, year: year), "敬老の日") : (9, 15, "敬老の日"))
        switch year {
        case 2020:
            days += [(7, 23, "海の日"), (7, 24, "スポーツの日"), (8, 10, "山の日")]
        case 2021:
            days += [(7, 22, "海の日"), (7, 23, "スポーツの日"), (8, 8, "山の日")]
        default:
            days.append(year >= 2003 ? (7, nthMonday(3, month: 7, year: year), "海の日") : (7, 20, "海の日"))
            days.append((10, nthMonday(2, month: 10, year: year), year >= 2020 ? "スポーツの日" : "体育の日"))
            if year >= 2016 { days.append((8, 11, "山の日")) }
        }
        return days
    }

    /// The day of the month of the `n`th Monday (ハッピーマンデー).
    private static func nthMonday(_ n: Int, month: Int, year: Int) -> Int {
        let first = VisitDate(uncheckedYear: year, month: month, day: 1).weekday
        let firstMonday = 1 + (7 - (first.rawValue - 1)) % 7
        return firstMonday + 7 * (n - 1)
    }

    /// 春分日: int(20.8431 + 0.242194 (y − 1980)) − int((y − 1980) / 4), for 1980–2099.
    static func vernalEquinox(year: Int) -> Int {
        Int(20.8431 + 0.242194 * Double(year - 1980)) - (year - 1980) / 4
    }

    /// 秋分日: int(23.2488 + 0.242194 (y − 1980)) − int((y − 1980) / 4), for 1980–2099.
    static func autumnalEquinox(year: Int) -> Int {
        Int(23.2488 + 0.242194 * Double(year - 1980)) - (year - 1980) / 4
    }
}
