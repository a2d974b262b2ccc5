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
        String(format: "%.4f°%@ %.4f°%@", abs(latitude), latitude >= 0 ? "N" : "S",
               abs(longitude), longitude >= 0 ? "E" : "W")
    }
}

/// A measured value for display: `95.0` → `95`, `35.55` → `35.6`.
public func formatMeasurement(_ value: Double, maxFractionDigits: Int = 1) -> String {
    var text = String(format: "%.\(maxFractionDigits)f", value)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
}

/// A distance for display: `850 m`, `3.2 km`, `118 km`.
public func formatDistance(kilometres: Double) -> String {
    if kilometres < 1 { return "\(Int((kilometres * 1000).rounded())) m" }
    if kilometres < 10 { return String(format: "%.1f km", kilometres) }
    return "\(Int(kilometres.rounded())) km"
}

/// A distance in a column of them: one decimal, right-aligned to 8 cells (`   5.8 km`, `  10.0 km`,
/// ` 118.0 km`), so the decimal points line up.
public func formatDistanceColumn(kilometres: Double) -> String {
    String(format: "%6.1f km", min(max(kilometres, 0), 9999.9))
}

/// A temperature in a column of them: one decimal, right-aligned to 6 cells (` 46.2℃`, ` 95.0℃`,
/// `106.0℃`), or a dash where the source has none.
public func formatTemperatureColumn(_ celsius: Double?) -> String {
    guard let celsius else { return "    — " }
    return String(format: "%5.1f", min(max(celsius, -99.9), 999.9)) + "℃"
}

/// `¥1,200` (tax included, whole yen).
public func formatYen(_ amount: Int) -> String {
    let digits = String(abs(amount))
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return (amount < 0 ? "-¥" : "¥") + grouped
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
