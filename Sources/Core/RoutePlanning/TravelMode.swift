import Entities

/// How the day's baths are reached. Speeds are planning averages, not live routing.
public enum TravelMode: String, CaseIterable, Hashable, Sendable {
    case walk
    case car

    public var kilometresPerHour: Double {
        switch self {
        case .walk: 4.5
        case .car: 40
        }
    }

    /// `徒歩 walk` / `車 car`
    public var label: String {
        switch self {
        case .walk: "徒歩 walk"
        case .car: "車 car"
        }
    }

    /// Whole minutes for a leg, rounded up: a timetable that promises 12 minutes for 12.4 is late.
    public func minutes(forKilometres kilometres: Double) -> Int {
        guard kilometres.isFinite, kilometres > 0 else { return 0 }
        // The tolerance keeps float noise (12.000000001) from adding a minute nobody walks.
        let exact = kilometres / kilometresPerHour * 60
        return Int(min((exact - 1e-9).rounded(.up), Double(Int32.max)))
    }
}

/// Road distance estimated from the straight line: no road network is bundled.
public enum RouteDistance {
    /// Roads and paths are longer than the great circle; 1.3 is the usual planning factor for
    /// towns and valleys. The route screen states it next to every total, so it must stay a
    /// single named constant.
    public static let detourFactor = 1.3

    /// NaN when either position is unusable: the great-circle formula would return a finite but
    /// meaningless figure for it (a NaN latitude comes out as half the Earth's circumference).
    public static func kilometres(from origin: Coordinate, to destination: Coordinate) -> Double {
        guard isUsable(origin), isUsable(destination) else { return .nan }
        return origin.distance(to: destination) * detourFactor
    }

    /// Finite and within ±90° latitude, ±180° longitude.
    public static func isUsable(_ coordinate: Coordinate) -> Bool {
        abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
    }
}
