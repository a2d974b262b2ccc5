import MapCore
import Testing

@Suite struct NavigationTests {
    @Test func panThereAndBackReturnsToStart() {
        var viewport = MapViewport(center: GeoPoint(36, 138), zoom: 3, size: TerminalSize(width: 120, height: 40))
        let start = viewport.center
        // Each pair undoes itself. Across pairs it would not: x scale follows cos(centre latitude), so
        // a step east after moving south covers more longitude than one before it.
        for (go, back) in [(PanDirection.right, PanDirection.left), (.down, .up), (.up, .down), (.left, .right)] {
            viewport.pan(go)
            #expect(viewport.center != start)
            viewport.pan(back)
            #expect(abs(viewport.center.lat - start.lat) < 1e-9 && abs(viewport.center.lon - start.lon) < 1e-9)
        }
    }

    /// Issue 22: a pan moves a fixed share of the view, whatever the zoom and the size (two `l`
    /// presses at zoom 2 used to move the view by half its width).
    @Test(arguments: [TerminalSize(width: 120, height: 40), TerminalSize(width: 78, height: 20)])
    func aPanMovesAnEighthOfTheViewAtEveryZoom(size: TerminalSize) {
        for zoom in MapViewport.zoomLevels {
            var viewport = MapViewport(center: GeoPoint(36, 138), zoom: zoom, size: size)
            let before = viewport
            viewport.pan(.right)
            let moved = before.project(viewport.center)
            #expect(abs(moved.dotX - Double(before.widthDots) * (0.5 + MapViewport.panShare)) < 1e-6, "zoom \(zoom)")
            viewport = before
            viewport.pan(.down)
            let down = before.project(viewport.center)
            #expect(abs(down.dotY - Double(before.heightDots) * (0.5 + MapViewport.panShare)) < 1e-6, "zoom \(zoom)")
            // Two presses move a quarter of the view: most of it stays in sight. (At the widest
            // levels the centre stops at Japan's edge first.)
            guard zoom >= 2 else { continue }
            let span = before.visibleBounds.lonSpan
            viewport = before
            viewport.pan(.right)
            viewport.pan(.right)
            #expect(abs((viewport.center.lon - before.center.lon) / span - 0.25) < 1e-6, "zoom \(zoom)")
        }
    }

    @Test func viKeysMapToDirections() {
        #expect(PanDirection(key: "h") == .left && PanDirection(key: "j") == .down)
        #expect(PanDirection(key: "k") == .up && PanDirection(key: "l") == .right)
        #expect(PanDirection(key: "x") == nil)
    }

    @Test func zoomKeepsCentreAndStopsAtTheEnds() {
        var viewport = MapViewport(center: GeoPoint(33.28, 131.49), zoom: 0, size: TerminalSize(width: 80, height: 24))
        let centre = viewport.center
        var span = viewport.visibleBounds.latSpan
        while viewport.zoomIn() {
            #expect(viewport.center == centre)
            #expect(abs(viewport.visibleBounds.latSpan * 2 - span) < 1e-9)
            span = viewport.visibleBounds.latSpan
        }
        #expect(viewport.zoom == MapViewport.zoomLevels.upperBound)
        while viewport.zoomOut() {}
        #expect(viewport.zoom == 0 && viewport.center == centre)
    }

    @Test func panningStaysInsideJapan() {
        var viewport = MapViewport(size: TerminalSize(width: 100, height: 30))
        for _ in 0..<50 { viewport.pan(.up); viewport.pan(.left) }
        #expect(viewport.center.lat == GeoBounds.japan.maxLat && viewport.center.lon == GeoBounds.japan.minLon)
    }

    @Test func resetAndFit() {
        var viewport = MapViewport(center: GeoPoint(42.5, 141.1), zoom: 5, size: TerminalSize(width: 100, height: 30))
        viewport.fit(size: TerminalSize(width: 200, height: 60))
        // Doubling both sides doubles the dots per degree: the same place stays on screen.
        #expect(viewport.zoom == 5 && viewport.widthCells == 200)
        #expect(abs(viewport.visibleBounds.latSpan - MapViewport(center: GeoPoint(42.5, 141.1), zoom: 5,
            size: TerminalSize(width: 100, height: 30)).visibleBounds.latSpan) < 1e-9)
        viewport.reset()
        #expect(viewport.zoom == 0 && viewport.center == GeoBounds.japan.center)
        #expect(viewport == MapViewport(size: TerminalSize(width: 200, height: 60)))
    }

    @Test func degenerateSizesAreClamped() {
        let viewport = MapViewport(widthCells: 0, heightCells: -3)
        #expect(viewport.widthCells == 1 && viewport.heightCells == 1)
        #expect(viewport.cell(for: viewport.center) != nil)
    }
}
