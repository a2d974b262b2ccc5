import Localization

/// How the day's baths are reached. Speeds are planning averages, not live routing.
public enum TravelMode: String, CaseIterable, Hashable, Codable, Sendable {
    case walk
    case car

    public var kilometresPerHour: Double {
        switch self {
        case .walk: 4.5
        case .car: 40
        }
    }

    /// `徒歩` / `walk`, in the language in force.
    public var label: String { TravelModeText.mode(self).text }

    /// Whole minutes for a leg, rounded up: a timetable that promises 12 minutes for 12.4 is late.
    public func minutes(forKilometres kilometres: Double) -> Int {
        guard kilometres.isFinite, kilometres > 0 else { return 0 }
        // The tolerance keeps float noise (12.000000001) from adding a minute nobody walks.
        let exact = kilometres / kilometresPerHour * 60
        return Int(min((exact - 1e-9).rounded(.up), Double(Int32.max)))
    }
}
