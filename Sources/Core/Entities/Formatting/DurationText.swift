import Localization

/// A span of whole minutes, in the language in force: `4分` / `4 min`, `1時間05分` / `1 h 05 min`
/// (the minutes two digits past an hour, so a column of legs reads at a glance). Negative spans
/// are shown as none: a leg or a stay never runs backwards.
public func formatDuration(minutes: Int) -> String {
    formatDuration(minutes: minutes, in: AppLanguage.current)
}

public func formatDuration(minutes: Int, in language: Language) -> String {
    let minutes = max(0, minutes)
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    let padded = (rest < 10 ? "0" : "") + String(rest)
    switch language {
    case .ja: return hours == 0 ? "\(rest)分" : "\(hours)時間\(padded)分"
    case .en: return hours == 0 ? "\(rest) min" : "\(hours) h \(padded) min"
    }
}
