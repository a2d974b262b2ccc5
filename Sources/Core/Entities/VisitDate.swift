import Foundation

/// A calendar day as the user writes it (`2026-11-21`), with no time zone of its own. Made from a
/// moment it is the day in Japan, where the baths, their tickets and their desks are, whatever the
/// machine's `TZ` says (issue 34: a ticket checked under `TZ=Etc/GMT+12` was a day behind).
public struct VisitDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case format(String)
        case noSuchDay(String)

        public var description: String {
            switch self {
            case .format(let text): "'\(text)' is not a date in the form YYYY-MM-DD"
            case .noSuchDay(let text): "\(text) is not a day of the calendar"
            }
        }
    }

    /// Parses `YYYY-MM-DD` strictly: four, two and two ASCII digits, a real day of the Gregorian calendar.
    public init(parsing text: String) throws(ParseError) {
        // YYYY-MM-DD in ASCII digits, read from the bytes: an import parses a million of these.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { throw .format(text) }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { throw .format(text) }
        guard year >= 1900, (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else {
            throw .noSuchDay(text)
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day known to exist (computed, not typed by the user).
    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`: Japan's day unless a caller names another zone. The
    /// machine's own zone is never the default: every business date is a Japan date.
    public init(_ date: Date, timeZone: TimeZone = JapanTime.timeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    public static func < (lhs: VisitDate, rhs: VisitDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
