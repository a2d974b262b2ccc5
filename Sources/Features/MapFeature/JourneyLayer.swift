import Entities
import Localization
import MapCore
import TerminalKit

/// What a journey map adds to the picture: a rally's members or a plan's stops as numbered
/// markers, and for a plan the route between them with one leg highlighted.
public struct JourneyOverlay: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var number: Int
        public var id: FacilityID
        public var name: String
        public var coordinate: Coordinate
        /// A rally member already visited (drawn in the favourite colour).
        public var isDone: Bool
    }

    public var title: String
    public var points: [Point]
    /// Where a plan's day starts when that is not its first stop.
    public var origin: Coordinate?
    /// A plan's stops are joined by its route; a rally's members are not.
    public var connects: Bool
}

/// The overlay as drawn in one viewport.
public struct JourneyLayer: Equatable, Sendable {
    public struct Marker: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var label: String
        public var isDone: Bool
        public var isFocused: Bool
    }

    public var title: String
    public var markers: [Marker]
    /// The whole route, and the leg into the focused stop.
    public var route: BrailleCanvas?
    public var leg: BrailleCanvas?
    /// The focused stop for the header (`2. 柴石 · 1.2 km`), as its catalog key: a layer is cached
    /// by what it draws, and the words are read in the language in force when drawn.
    public var focusKey: MapText?
    public var focusText: String? { focusKey?.text }

    /// Draws `overlay` for `viewport` with stop `focus` (0-based) highlighted.
    public init(_ overlay: JourneyOverlay, viewport: MapViewport, focus: Int?) {
        title = overlay.title
        var markers: [Marker] = []
        for (index, point) in overlay.points.enumerated() {
            guard let cell = viewport.cell(for: GeoPoint(point.coordinate)) else { continue }
            markers.append(Marker(x: cell.x, y: cell.y, label: String(point.number), isDone: point.isDone, isFocused: index == focus))
        }
        // The focused marker last, so it is on top of any neighbour sharing its cell.
        self.markers = markers.filter { !$0.isFocused } + markers.filter(\.isFocused)
        guard overlay.connects else {
            route = nil
            leg = nil
            focusKey = focus.flatMap { overlay.points.indices.contains($0) ? MapText.focusStop(number: overlay.points[$0].number, name: overlay.points[$0].name) : nil }
            return
        }
        var path = BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells)
        var highlighted = BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells)
        let corners = (overlay.origin.map { [$0] } ?? []) + overlay.points.map(\.coordinate)
        let offset = overlay.origin == nil ? 0 : 1
        func dot(_ coordinate: Coordinate) -> (x: Int, y: Int) {
            let projected = viewport.project(GeoPoint(coordinate))
            // Clamped far outside the canvas: the line is clipped there, and no Int overflows.
            let limit = 1_000_000.0
            return (Int(min(limit, max(-limit, projected.dotX)).rounded()), Int(min(limit, max(-limit, projected.dotY)).rounded()))
        }
        var text: MapText?
        for index in corners.indices.dropFirst() {
            let from = dot(corners[index - 1]), to = dot(corners[index])
            path.line(from: from, to: to)
            if let focus, index - offset == focus {
                highlighted.line(from: from, to: to)
                let kilometres = corners[index - 1].distance(to: corners[index])
                text = .focusLeg(number: overlay.points[focus].number, name: overlay.points[focus].name, distance: formatDistance(kilometres: kilometres))
            }
        }
        if let focus, text == nil, overlay.points.indices.contains(focus) {
            text = .focusStart(number: overlay.points[focus].number, name: overlay.points[focus].name)
        }
        route = path
        leg = highlighted
        focusKey = text
    }
}

extension GeoPoint {
    init(_ coordinate: Coordinate) {
        self.init(lat: coordinate.latitude, lon: coordinate.longitude)
    }
}
