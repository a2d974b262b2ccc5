/// A latitude/longitude rectangle. Does not wrap the antimeridian: Japan never comes near it.
public struct GeoBounds: Sendable, Hashable {
    public var minLat: Double
    public var maxLat: Double
    public var minLon: Double
    public var maxLon: Double

    public init(minLat: Double, maxLat: Double, minLon: Double, maxLon: Double) {
        self.minLat = minLat
        self.maxLat = maxLat
        self.minLon = minLon
        self.maxLon = maxLon
    }

    /// Nil for an empty sequence, because an empty box has no sensible value.
    public init?(points: some Sequence<GeoPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var box = GeoBounds(minLat: first.lat, maxLat: first.lat, minLon: first.lon, maxLon: first.lon)
        while let p = iterator.next() {
            box.minLat = Swift.min(box.minLat, p.lat)
            box.maxLat = Swift.max(box.maxLat, p.lat)
            box.minLon = Swift.min(box.minLon, p.lon)
            box.maxLon = Swift.max(box.maxLon, p.lon)
        }
        self = box
    }

    /// All of Japan including the outer islands (Yonaguni ~123°E, Minamitorishima aside), so that
    /// every onsen marker is on screen at the widest zoom even where the outline has no island.
    public static let japan = GeoBounds(minLat: 24, maxLat: 46, minLon: 122, maxLon: 146)

    /// Inverted so that it contains and intersects nothing, without the NaN that would break `==`.
    public static let empty = GeoBounds(minLat: .infinity, maxLat: -.infinity, minLon: .infinity, maxLon: -.infinity)

    public var center: GeoPoint {
        GeoPoint((minLat + maxLat) / 2, (minLon + maxLon) / 2)
    }

    public var latSpan: Double { maxLat - minLat }
    public var lonSpan: Double { maxLon - minLon }

    public func contains(_ p: GeoPoint) -> Bool {
        p.lat >= minLat && p.lat <= maxLat && p.lon >= minLon && p.lon <= maxLon
    }

    public func intersects(_ other: GeoBounds) -> Bool {
        minLat <= other.maxLat && other.minLat <= maxLat && minLon <= other.maxLon && other.minLon <= maxLon
    }

    /// The nearest point inside the box; used to stop panning from drifting off into empty sea.
    public func clamped(_ p: GeoPoint) -> GeoPoint {
        GeoPoint(Swift.min(Swift.max(p.lat, minLat), maxLat), Swift.min(Swift.max(p.lon, minLon), maxLon))
    }
}
