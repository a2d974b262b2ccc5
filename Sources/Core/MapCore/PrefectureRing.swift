/// The outline of one prefecture's main landmass (islands are not in the source data).
public struct PrefectureRing: Sendable, Hashable {
    /// JIS X 0401 code, 1 (北海道) … 47 (沖縄県).
    public let code: Int
    public let name: String
    /// Closed ring: the last point repeats the first (the loader closes open rings).
    public let ring: [GeoPoint]
    public let neighbors: [Int]
    public let isCoastal: Bool
    public let bounds: GeoBounds

    public init(code: Int, name: String, ring: [GeoPoint], neighbors: [Int] = [], isCoastal: Bool = true) {
        self.code = code
        self.name = name
        self.ring = ring
        self.neighbors = neighbors
        self.isCoastal = isCoastal
        self.bounds = GeoBounds(points: ring) ?? .empty
    }

    /// Even-odd ray casting. A point exactly on a shared border may land in either neighbour; at the
    /// data's ~100 m resolution that ambiguity is smaller than the data's own error.
    public func contains(_ p: GeoPoint) -> Bool {
        guard bounds.contains(p), ring.count >= 3 else { return false }
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i]
            let b = ring[j]
            if (a.lat > p.lat) != (b.lat > p.lat) {
                let crossLon = (b.lon - a.lon) * (p.lat - a.lat) / (b.lat - a.lat) + a.lon
                if p.lon < crossLon { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
