import Entities
import Localization
import MapCore
import TerminalKit

/// Everything the map screen shows. The dots are kept as dot patterns, not text, so the view can
/// draw them as braille or, with `--ascii`, as line characters, and colour markers over them.
public struct MapViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading(String)
        case ready
        case failed(String)
    }

    public var phase: Phase
    public var viewport: MapViewport
    public var showBorders: Bool
    public var coast: BrailleCanvas
    /// Prefecture borders, on their own canvas so they can be drawn fainter than the coast.
    public var borders: BrailleCanvas?
    /// One marker per occupied cell, favourites last so they are drawn on top.
    public var markers: [MapMarker]
    /// The areas nearest the centre, nearest first.
    public var nearest: [NearestArea]
    /// Index into `nearest` of the focused area.
    public var focusIndex: Int?
    /// Where the focused area is on the map, when it is on screen.
    public var focusCell: Point?
    /// A note for the status bar (a missing facility, the zoom limit, an unreadable outline).
    public var message: String?
    /// A rally's members or a plan's route over the map.
    public var journey: JourneyLayer?
    /// The breadcrumb title: a journey map names what it shows, a map opened on an area names it.
    public var title: String

    public init(
        phase: Phase, viewport: MapViewport, showBorders: Bool = false, coast: BrailleCanvas, borders: BrailleCanvas? = nil,
        markers: [MapMarker] = [], nearest: [NearestArea] = [], focusIndex: Int? = nil, focusCell: Point? = nil,
        message: String? = nil, journey: JourneyLayer? = nil, title: String = MapText.map.text
    ) {
        self.title = title
        self.journey = journey
        self.phase = phase
        self.viewport = viewport
        self.showBorders = showBorders
        self.coast = coast
        self.borders = borders
        self.markers = markers
        self.nearest = nearest
        self.focusIndex = focusIndex
        self.focusCell = focusCell
        self.message = message
    }

    public var focus: NearestArea? {
        guard let focusIndex, nearest.indices.contains(focusIndex) else { return nil }
        return nearest[focusIndex]
    }
}

/// What one map cell holds.
public struct MapMarker: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case area
        /// An area with sample coupons.
        case coupon
        case favorite
        /// Several areas in one cell: drawn as a shade that darkens with the count.
        case cluster(Int)
    }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}

/// One row of the nearest list.
public struct NearestArea: Equatable, Sendable, Identifiable {
    public var id: FacilityID
    public var name: String
    public var coordinate: Coordinate
    public var distanceKm: Double
    public var temperatureText: String
    public var temperatureClass: TemperatureClass?
    public var kind: MapMarker.Kind

    public init(id: FacilityID, name: String, coordinate: Coordinate, distanceKm: Double, temperatureText: String,
                temperatureClass: TemperatureClass?, kind: MapMarker.Kind) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.distanceKm = distanceKm
        self.temperatureText = temperatureText
        self.temperatureClass = temperatureClass
        self.kind = kind
    }
}
