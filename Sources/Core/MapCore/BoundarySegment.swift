/// One polyline of the outline, drawn once even though it bounds two areas.
public struct BoundarySegment: Sendable, Hashable {
    /// Prefecture on one side.
    public let a: Int
    /// Prefecture on the other side, or 0 for the sea.
    public let b: Int
    public let points: [GeoPoint]
    public let bounds: GeoBounds

    public var isCoast: Bool { b == 0 }

    public init(a: Int, b: Int, points: [GeoPoint]) {
        self.a = a
        self.b = b
        self.points = points
        self.bounds = GeoBounds(points: points) ?? .empty
    }
}
