/// A point and its great-circle distance from a reference point.
public struct NearbyPoint: Sendable, Hashable {
    public let id: Int
    public let distanceKm: Double

    public init(id: Int, distanceKm: Double) {
        self.id = id
        self.distanceKm = distanceKm
    }
}
