import Foundation

/// A WGS84 position in degrees.
public struct Coordinate: Hashable, Codable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Great-circle distance in kilometres (haversine; plenty for distances inside Japan).
    public func distance(to other: Coordinate) -> Double {
        let radius = 6371.0088
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (other.longitude - longitude) * .pi / 180
        let a = pow(sin(dLat / 2), 2) + cos(lat1) * cos(lat2) * pow(sin(dLon / 2), 2)
        return 2 * radius * asin(min(1, a.squareRoot()))
    }

    /// `36.6222°N 138.5964°E`
    public var formatted: String {
        "\(fixed(abs(latitude), digits: 4))°\(latitude >= 0 ? "N" : "S") \(fixed(abs(longitude), digits: 4))°\(longitude >= 0 ? "E" : "W")"
    }
}

/// A latitude/longitude rectangle, e.g. what the map shows.
public struct CoordinateBox: Hashable, Codable, Sendable {
    public var minLatitude, maxLatitude, minLongitude, maxLongitude: Double

    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    public func contains(_ point: Coordinate) -> Bool {
        (minLatitude...maxLatitude).contains(point.latitude) && (minLongitude...maxLongitude).contains(point.longitude)
    }
}
