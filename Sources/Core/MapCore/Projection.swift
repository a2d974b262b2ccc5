import Foundation

/// The frozen arithmetic of one viewport state. Kept separate so that the renderer and the marker
/// aggregation run the exact same floating-point operations as `MapViewport.cell(for:)`: a marker
/// must never land one cell off from where a hit-test says it is.
struct Projection: Sendable, Hashable {
    let lat0: Double
    let lon0: Double
    /// Dots per degree of longitude / latitude.
    let kx: Double
    let ky: Double
    let widthDots: Int
    let heightDots: Int
    let widthCells: Int
    let heightCells: Int

    init(center: GeoPoint, dotsPerDegree: Double, cellAspect: Double, size: TerminalSize) {
        lat0 = center.lat
        lon0 = center.lon
        kx = dotsPerDegree * cos(center.lat * .pi / 180)
        // A braille dot is (cell width / 2) wide and (cell height / 4) tall, i.e. cellAspect / 2 times
        // taller than wide; dividing by that keeps a km the same length in both directions.
        ky = dotsPerDegree * 2 / cellAspect
        widthCells = size.width
        heightCells = size.height
        widthDots = size.width * BrailleCanvas.dotsPerCellX
        heightDots = size.height * BrailleCanvas.dotsPerCellY
    }

    var halfWidth: Double { Double(widthDots) / 2 }
    var halfHeight: Double { Double(heightDots) / 2 }

    @inline(__always)
    func dotX(lon: Double) -> Double { halfWidth + (lon - lon0) * kx }

    @inline(__always)
    func dotY(lat: Double) -> Double { halfHeight - (lat - lat0) * ky }

    func unproject(dotX: Double, dotY: Double) -> GeoPoint {
        GeoPoint(lat0 - (dotY - halfHeight) / ky, lon0 + (dotX - halfWidth) / kx)
    }

    /// Row-major cell index, or nil outside the view. Comparing in Double before converting keeps
    /// far-off or non-finite points from overflowing `Int`.
    @inline(__always)
    func cellIndex(lat: Double, lon: Double) -> Int? {
        let x = dotX(lon: lon)
        let y = dotY(lat: lat)
        guard x >= 0, y >= 0, x < Double(widthDots), y < Double(heightDots) else { return nil }
        return Int(y) / BrailleCanvas.dotsPerCellY * widthCells + Int(x) / BrailleCanvas.dotsPerCellX
    }

    var visibleBounds: GeoBounds {
        GeoBounds(
            minLat: lat0 - halfHeight / ky, maxLat: lat0 + halfHeight / ky,
            minLon: lon0 - halfWidth / kx, maxLon: lon0 + halfWidth / kx)
    }
}
