import Foundation

/// Draws the outline for a viewport.
public enum MapRenderer: Sendable {
    /// Coastline always, prefecture borders (dotted, to tell them from the coast) when asked.
    /// Returns one string per cell row, braille or the ASCII fallback.
    public static func render(
        outline: MapOutline, viewport: MapViewport, showBorders: Bool, ascii: Bool = false
    ) -> [String] {
        var canvas = BrailleCanvas(widthCells: viewport.widthCells, heightCells: viewport.heightCells)
        draw(outline: outline, viewport: viewport, into: &canvas, coast: true, borders: showBorders)
        return ascii ? canvas.asciiRows() : canvas.rows()
    }

    /// Every other dot: light enough to read as secondary, dense enough to stay continuous at zoom 0.
    public static let borderDotSpacing = 2

    /// Draws onto an existing canvas, so the app can keep coast and borders on separate canvases
    /// (to colour them differently) or overlay its own dots. The canvas should match the viewport's
    /// size; anything beyond it is clipped.
    public static func draw(
        outline: MapOutline, viewport: MapViewport, into canvas: inout BrailleCanvas, coast: Bool, borders: Bool
    ) {
        let projection = viewport.projection
        let visible = projection.visibleBounds
        for segment in outline.segments {
            guard segment.isCoast ? coast : borders else { continue }
            // The cull that keeps zoomed-in frames cheap: most segments are wholly off screen.
            guard segment.bounds.intersects(visible) else { continue }
            let every = segment.isCoast ? 1 : borderDotSpacing
            drawPolyline(segment.points, projection: projection, every: every, into: &canvas)
        }
    }

    private static func drawPolyline(
        _ points: [GeoPoint], projection: Projection, every: Int, into canvas: inout BrailleCanvas
    ) {
        guard let first = points.first else { return }
        var previous = dot(first, projection)
        var phase = 0
        if points.count == 1 {
            canvas.set(dotX: previous.x, dotY: previous.y)
            return
        }
        for point in points.dropFirst() {
            let current = dot(point, projection)
            // At low zoom many vertices fall on the same dot; skipping them saves most of the work.
            if current == previous { continue }
            phase = canvas.line(from: previous, to: current, every: every, phase: phase)
            previous = current
        }
    }

    /// Floor, because dot n covers [n, n+1). Clamped before converting: `Int(_:)` traps beyond its
    /// range, and the line clipper only needs the direction of far-off points to be about right.
    @inline(__always)
    private static func dot(_ p: GeoPoint, _ projection: Projection) -> (x: Int, y: Int) {
        let limit = 1e9
        let x = min(max(projection.dotX(lon: p.lon).rounded(.down), -limit), limit)
        let y = min(max(projection.dotY(lat: p.lat).rounded(.down), -limit), limit)
        return (Int(x), Int(y))
    }
}
