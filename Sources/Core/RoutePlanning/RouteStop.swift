import Entities

/// A bath to visit: the catalog area and the hours it keeps.
public struct RouteStop: Hashable, Sendable, Identifiable {
    public var id: FacilityID
    /// Catalog text: untrusted, exports sanitise it.
    public var name: String
    public var coordinate: Coordinate
    public var hours: OpeningHours

    public init(id: FacilityID, name: String, coordinate: Coordinate, hours: OpeningHours) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.hours = hours
    }
}

/// Where a route begins.
public enum RouteOrigin: Hashable, Sendable {
    /// At whichever stop makes the route shortest.
    case anywhere
    /// At a point that is not a stop (a catalog area, the station): its leg to the first stop counts.
    case coordinate(Coordinate)
    /// At this stop (an index into the stops), which is visited first.
    case firstStop(Int)
}
