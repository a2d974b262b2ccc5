import Entities

/// A bath to visit: the catalog area and the hours it keeps.
public struct RouteStop: Hashable, Sendable, Identifiable {
    public var id: FacilityID
    /// Catalog text: untrusted, exports sanitise it.
    public var name: String
    public var coordinate: Coordinate
    /// The user's hours when they gave some, else the sample's.
    public var hours: FacilityHours

    public init(id: FacilityID, name: String, coordinate: Coordinate, hours: FacilityHours) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.hours = hours
    }

    /// A bath planned by its sample hours.
    public init(id: FacilityID, name: String, coordinate: Coordinate, hours: OpeningHours) {
        self.init(id: id, name: name, coordinate: coordinate, hours: FacilityHours(sample: hours, user: nil))
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
