import Entities

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
