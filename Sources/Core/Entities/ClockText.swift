import Foundation
import Localization

/// The one rule for a clock time shown anywhere (screens, CLI, messages): it is told in Japan time,
/// where the baths, their hours and their desks are, and it says so (`JST`), so a user whose own
/// clock is in another zone never reads one as theirs. Dates alone (a day of use, a validity) are
/// Japan days too and are labelled where they are explained.
public enum ClockText {
    public static let zone = "JST"

    /// `14:05 JST` for a minute of the day (past 24:00 for late hours: `25:30 JST`).
    public static func minute(_ minuteOfDay: Int) -> String { "\(OpeningHours.clock(minuteOfDay)) \(zone)" }

    /// `11/24 14:05:30 JST` / `24 Nov 14:05:30 JST`: a moment with its day, when it may be another
    /// day (a wait of hours).
    public static func moment(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = JapanTime.timeZone
        let parts = calendar.dateComponents([.month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let v = value ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let clock = "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) \(zone)"
        return DateText.moment(month: parts.month ?? 1, day: parts.day ?? 1, clock: clock).text
    }
}
