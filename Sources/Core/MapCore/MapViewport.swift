import Foundation

/// What part of Japan is on screen: a centre, a zoom level and a size in terminal cells.
///
/// Dot space has its origin at the top-left dot of the view, x to the right, y down, 2×4 dots per
/// cell; dot `n` covers `[n, n+1)`. Zoom 0 fits `bounds` (all of Japan) whatever the terminal size,
/// and every level doubles the scale, so the span seen at a given level does not depend on the size.
public struct MapViewport: Sendable, Hashable {
    /// 0 shows all of Japan (~2,400 km); 10 shows about 2–5 km, one onsen town.
    public static let zoomLevels: ClosedRange<Int> = 0...10
    /// Height / width of a terminal cell. ~2 for common monospace fonts.
    public static let defaultCellAspect = 2.0

    /// The region zoom 0 fits and that the centre is kept inside.
    public let bounds: GeoBounds
    public let cellAspect: Double
    public private(set) var center: GeoPoint
    public private(set) var zoom: Int
    public private(set) var size: TerminalSize
    private(set) var projection: Projection

    /// A view of all of `bounds`.
    public init(size: TerminalSize, bounds: GeoBounds = .japan, cellAspect: Double = MapViewport.defaultCellAspect) {
        self.init(center: bounds.center, zoom: 0, size: size, bounds: bounds, cellAspect: cellAspect)
    }

    public init(widthCells: Int, heightCells: Int) {
        self.init(size: TerminalSize(width: widthCells, height: heightCells))
    }

    /// `center` is clamped into `bounds` and `zoom` into `zoomLevels`; a non-positive or non-finite
    /// `cellAspect` falls back to the default.
    public init(
        center: GeoPoint, zoom: Int, size: TerminalSize, bounds: GeoBounds = .japan,
        cellAspect: Double = MapViewport.defaultCellAspect
    ) {
        let aspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : MapViewport.defaultCellAspect
        let clampedCenter = bounds.clamped(center)
        let clampedZoom = MapViewport.zoomLevels.clamp(zoom)
        self.bounds = bounds
        self.cellAspect = aspect
        self.center = clampedCenter
        self.zoom = clampedZoom
        self.size = size
        self.projection = MapViewport.makeProjection(
            center: clampedCenter, zoom: clampedZoom, size: size, bounds: bounds, cellAspect: aspect)
    }

    public var widthCells: Int { size.width }
    public var heightCells: Int { size.height }
    public var widthDots: Int { projection.widthDots }
    public var heightDots: Int { projection.heightDots }

    /// Braille dots per degree of latitude at the current zoom, before the cell-aspect correction.
    public var dotsPerDegree: Double { projection.ky * cellAspect / 2 }

    /// The lat/lon rectangle on screen; exact, because the projection is linear in lat and lon.
    public var visibleBounds: GeoBounds { projection.visibleBounds }

    public func project(_ point: GeoPoint) -> (dotX: Double, dotY: Double) {
        (projection.dotX(lon: point.lon), projection.dotY(lat: point.lat))
    }

    public func unproject(dotX: Double, dotY: Double) -> GeoPoint {
        projection.unproject(dotX: dotX, dotY: dotY)
    }

    /// The terminal cell showing `point`, or nil when it is off screen.
    public func cell(for point: GeoPoint) -> (x: Int, y: Int)? {
        guard let index = projection.cellIndex(lat: point.lat, lon: point.lon) else { return nil }
        return (index % size.width, index / size.width)
    }

    /// The geographic point at the middle of a cell, e.g. for a cursor's "what is here" lookup.
    public func cellCenter(x: Int, y: Int) -> GeoPoint {
        unproject(
            dotX: (Double(x) + 0.5) * Double(BrailleCanvas.dotsPerCellX),
            dotY: (Double(y) + 0.5) * Double(BrailleCanvas.dotsPerCellY))
    }

    static func makeProjection(
        center: GeoPoint, zoom: Int, size: TerminalSize, bounds: GeoBounds, cellAspect: Double
    ) -> Projection {
        let widthDots = Double(size.width * BrailleCanvas.dotsPerCellX)
        let heightDots = Double(size.height * BrailleCanvas.dotsPerCellY)
        // The fit uses the bounds' own mid-latitude, not the current centre's, so the scale of a
        // zoom level stays put while panning north or south; only the x squeeze follows the centre.
        let fitCos = cos(bounds.center.lat * .pi / 180)
        let fitX = widthDots / max(bounds.lonSpan * fitCos, 1e-9)
        let fitY = heightDots * cellAspect / 2 / max(bounds.latSpan, 1e-9)
        let scale = min(fitX, fitY) * pow(2, Double(zoom))
        return Projection(center: center, dotsPerDegree: scale, cellAspect: cellAspect, size: size)
    }

    mutating func refresh() {
        projection = MapViewport.makeProjection(
            center: center, zoom: zoom, size: size, bounds: bounds, cellAspect: cellAspect)
    }

    // Navigation mutates these through the methods in MapViewport+Navigation.swift.
    mutating func setState(center: GeoPoint? = nil, zoom: Int? = nil, size: TerminalSize? = nil) {
        if let center { self.center = bounds.clamped(center) }
        if let zoom { self.zoom = MapViewport.zoomLevels.clamp(zoom) }
        if let size { self.size = size }
        refresh()
    }
}

extension ClosedRange where Bound == Int {
    func clamp(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
