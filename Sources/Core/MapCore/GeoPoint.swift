import Foundation

/// A WGS84 position in degrees.
public struct GeoPoint: Sendable, Hashable, CustomStringConvertible {
    public var lat: Double
    public var lon: Double

    public init(_ lat: Double, _ lon: Double) {
        self.lat = lat
        self.lon = lon
    }

    public init(lat: Double, lon: Double) {
        self.init(lat, lon)
    }

    /// IUGG mean radius: the value that minimises the error of a spherical model over the globe.
    public static let earthRadiusKm = 6371.0088

    /// Great-circle distance (haversine). The spherical model errs by up to ~0.5 %, far below the
    /// ~190 m positional accuracy of the onsen data, so an ellipsoidal formula would buy nothing.
    public func distanceKm(to other: GeoPoint) -> Double {
        let phi1 = lat * .pi / 180
        let phi2 = other.lat * .pi / 180
        let dPhi = (other.lat - lat) * .pi / 180
        let dLambda = (other.lon - lon) * .pi / 180
        let s1 = sin(dPhi / 2)
        let s2 = sin(dLambda / 2)
        let a = s1 * s1 + cos(phi1) * cos(phi2) * s2 * s2
        // asin of a value nudged above 1 by rounding would be NaN for antipodal points.
        return 2 * GeoPoint.earthRadiusKm * asin(min(1, a.squareRoot()))
    }

    public var description: String {
        "(\(lat), \(lon))"
    }
}
