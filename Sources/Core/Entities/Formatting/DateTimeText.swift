import Foundation

/// A moment as the desks in Japan see it, in the app and in CLI tables alike: the date as
/// `VisitDate` writes it and the clock as every time shown is, labelled (`2026-11-26 9:05 JST`). JSON keeps ISO 8601.
public func formatJapanDateTime(_ date: Date) -> String {
    "\(VisitDate(date, timeZone: JapanTime.timeZone)) \(ClockText.minute(JapanTime(date).minute))"
}
