import Entities
import Foundation
import MapCore
import Testing

@Suite struct ProjectionTests {
    static let centres = [
        GeoPoint(35, 134), GeoPoint(36.6211, 138.5754), GeoPoint(43.06, 141.35), GeoPoint(26.2, 127.7),
        GeoPoint(24, 122), GeoPoint(46, 146),
    ]
    static let sizes = [TerminalSize(width: 100, height: 30), TerminalSize(width: 120, height: 40), TerminalSize(width: 37, height: 11)]

    @Test(arguments: MapViewport.zoomLevels)
    func roundTripIsExact(zoom: Int) {
        var rng = SplitMix64(seed: UInt64(zoom) + 1)
        for centre in Self.centres {
            for size in Self.sizes {
                let viewport = MapViewport(center: centre, zoom: zoom, size: size)
                for _ in 0..<50 {
                    let p = GeoPoint(rng.uniform(20...50), rng.uniform(118...150))
                    let d = viewport.project(p)
                    let back = viewport.unproject(dotX: d.dotX, dotY: d.dotY)
                    #expect(abs(back.lat - p.lat) < 1e-9 && abs(back.lon - p.lon) < 1e-9, "\(p) → \(d) → \(back)")

                    let dx = rng.uniform(-50...Double(viewport.widthDots + 50))
                    let dy = rng.uniform(-50...Double(viewport.heightDots + 50))
                    let again = viewport.project(viewport.unproject(dotX: dx, dotY: dy))
                    #expect(abs(again.dotX - dx) < 1e-9 && abs(again.dotY - dy) < 1e-9)
                }
            }
        }
    }

    @Test func centreProjectsToMiddleOfView() {
        let viewport = MapViewport(center: GeoPoint(33.28, 131.49), zoom: 4, size: TerminalSize(width: 120, height: 40))
        let d = viewport.project(viewport.center)
        #expect(d.dotX == 120 && d.dotY == 80)
    }

    @Test(arguments: [
        TerminalSize(width: 100, height: 30), TerminalSize(width: 200, height: 30), TerminalSize(width: 40, height: 50),
        TerminalSize(width: 1, height: 1),
    ])
    func zoomZeroShowsAllOfJapanAtAnySize(size: TerminalSize) {
        let viewport = MapViewport(size: size)
        let visible = viewport.visibleBounds
        let japan = GeoBounds.japan
        #expect(visible.minLat <= japan.minLat + 1e-9 && visible.maxLat >= japan.maxLat - 1e-9)
        #expect(visible.minLon <= japan.minLon + 1e-9 && visible.maxLon >= japan.maxLon - 1e-9)
        // Fitted, not merely contained: one axis is filled edge to edge.
        let filledLat = abs(visible.latSpan - japan.latSpan) < 1e-9
        let filledLon = abs(visible.lonSpan - japan.lonSpan) < 1e-6
        #expect(filledLat || filledLon)
    }

    /// "Not squashed": the same ground distance east–west and north–south covers the same physical
    /// length on a terminal whose cells are `cellAspect` times taller than wide.
    @Test(arguments: [2.0, 2.3], [TerminalSize(width: 100, height: 30), TerminalSize(width: 60, height: 60)])
    func kilometresAreSquareOnScreen(aspect: Double, size: TerminalSize) {
        let centre = GeoPoint(36, 138)
        let viewport = MapViewport(center: centre, zoom: 3, size: size, cellAspect: aspect)
        let kmPerDegreeLat = centre.distanceKm(to: GeoPoint(37, 138))
        let kmPerDegreeLon = centre.distanceKm(to: GeoPoint(36, 139))
        let east = viewport.project(GeoPoint(36, 138 + 50 / kmPerDegreeLon))
        let north = viewport.project(GeoPoint(36 + 50 / kmPerDegreeLat, 138))
        let origin = viewport.project(centre)
        // Physical size of a dot, in cell widths: 1/2 wide, aspect/4 tall.
        let widthOnScreen = (east.dotX - origin.dotX) / 2
        let heightOnScreen = (origin.dotY - north.dotY) * aspect / 4
        #expect(abs(widthOnScreen / heightOnScreen - 1) < 0.01, "\(widthOnScreen) vs \(heightOnScreen)")
    }

    @Test func deepestZoomShowsAFewKilometres() {
        let viewport = MapViewport(center: GeoPoint(36.6211, 138.5754), zoom: MapViewport.zoomLevels.upperBound,
                                   size: TerminalSize(width: 100, height: 30))
        let b = viewport.visibleBounds
        let tall = GeoPoint(b.minLat, b.minLon).distanceKm(to: GeoPoint(b.maxLat, b.minLon))
        let wide = GeoPoint(b.minLat, b.minLon).distanceKm(to: GeoPoint(b.minLat, b.maxLon))
        #expect((1...5).contains(tall) && (1...10).contains(wide), "\(wide) × \(tall) km")
        #expect(MapViewport.zoomLevels.count >= 6)
    }

    @Test func cellForPointMatchesDots() {
        let viewport = MapViewport(size: TerminalSize(width: 100, height: 30))
        #expect(viewport.cell(for: GeoPoint(10, 134)) == nil)
        #expect(viewport.cell(for: GeoPoint(35, 160)) == nil)
        #expect(viewport.cell(for: GeoPoint(.nan, 134)) == nil)
        let centreCell = viewport.cell(for: viewport.center)
        #expect(centreCell?.x == 50 && centreCell?.y == 15)
        let corner = viewport.unproject(dotX: 0.25, dotY: 0.25)
        #expect(viewport.cell(for: corner).map { [$0.x, $0.y] } == [0, 0])
        let last = viewport.unproject(dotX: 199.75, dotY: 119.75)
        #expect(viewport.cell(for: last).map { [$0.x, $0.y] } == [99, 29])
    }
}
