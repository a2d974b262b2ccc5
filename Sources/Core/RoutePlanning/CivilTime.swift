import Entities
import Foundation

/// Calendar arithmetic without `Calendar`: closure repair times thousands of candidate orders, and
/// a `dateComponents` call costs more than the rest of a stop's timing. Japan has one fixed offset.
enum CivilTime {
    static let japanOffsetSeconds = 9 * 3600

    /// Whole seconds since 1970, floored, clamped so absurd dates cannot trap the conversion.
    static func seconds(_ date: Date) -> Int {
        Int(min(max(date.timeIntervalSince1970, -1e14), 1e14).rounded(.down))
    }

    /// The same moment as `JapanTime(date)`, by arithmetic.
    static func japanTime(seconds: Int) -> JapanTime {
        let local = seconds + japanOffsetSeconds
        let days = floorDivide(local, 86_400)
        let (_, _, day) = civil(days: days)
        return JapanTime(day: day, weekday: weekday(days: days), minute: (local - days * 86_400) / 60)
    }

    static func japanTime(_ date: Date) -> JapanTime { japanTime(seconds: seconds(date)) }

    /// 1970-01-01 was a Thursday; `Weekday` counts Monday as 1.
    static func weekday(days: Int) -> Weekday {
        Weekday(rawValue: (floorModulo(days, 7) + 3) % 7 + 1) ?? .monday
    }

    /// Howard Hinnant's `civil_from_days`: the proleptic Gregorian date `days` after 1970-01-01.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The inverse: days from 1970-01-01 to a Gregorian date.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `2026-11-21T01:05:00Z`
    static func utcText(seconds: Int) -> String { isoText(local: seconds, suffix: "Z") }

    /// `2026-11-21T10:05:00+09:00`: the time the traveller's watch shows.
    static func japanText(seconds: Int) -> String { isoText(local: seconds + japanOffsetSeconds, suffix: "+09:00") }

    /// `20261121T010500Z` (iCalendar's basic format).
    static func compactUTCText(seconds: Int) -> String {
        let (date, clock) = parts(local: seconds)
        return pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) + "T" + pad(clock.0, 2) + pad(clock.1, 2) + pad(clock.2, 2) + "Z"
    }

    private static func isoText(local: Int, suffix: String) -> String {
        let (date, clock) = parts(local: local)
        return pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2) + "T"
            + pad(clock.0, 2) + ":" + pad(clock.1, 2) + ":" + pad(clock.2, 2) + suffix
    }

    private static func parts(local: Int) -> ((year: Int, month: Int, day: Int), (Int, Int, Int)) {
        let days = floorDivide(local, 86_400)
        let second = local - days * 86_400
        return (civil(days: days), (second / 3600, second / 60 % 60, second % 60))
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    private static func floorModulo(_ a: Int, _ b: Int) -> Int { a - floorDivide(a, b) * b }
}
