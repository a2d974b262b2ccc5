import MapCore
import TestSupport
import Testing

@Suite struct SnapshotTests {
    static let viewport = MapViewport(size: TerminalSize(width: 100, height: 30))

    @Test func allJapanBraille() {
        let rows = MapRenderer.render(outline: Fixtures.outline, viewport: Self.viewport, showBorders: false)
        #expect(rows.count == 30 && rows.allSatisfy { $0.unicodeScalars.count == 100 })
        assertTextSnapshot(rows.joined(separator: "\n"), named: "japan-100x30")
    }

    @Test func allJapanAscii() {
        let rows = MapRenderer.render(outline: Fixtures.outline, viewport: Self.viewport, showBorders: false, ascii: true)
        #expect(rows.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) && $0.count == 100 })
        assertTextSnapshot(rows.joined(separator: "\n"), named: "japan-100x30-ascii")
    }

    @Test func allJapanWithBorders() {
        let rows = MapRenderer.render(outline: Fixtures.outline, viewport: Self.viewport, showBorders: true)
        assertTextSnapshot(rows.joined(separator: "\n"), named: "japan-100x30-borders")
    }

    /// Hokkaido top right, Kyushu bottom left, checked without the stored file.
    @Test func japanIsTheRightWayRound() throws {
        let viewport = Self.viewport
        let sapporo = try #require(viewport.cell(for: GeoPoint(43.06, 141.35)))
        let kagoshima = try #require(viewport.cell(for: GeoPoint(31.6, 130.56)))
        #expect(sapporo.x > kagoshima.x + 15 && sapporo.y + 12 < kagoshima.y)
        #expect(sapporo.y < 8 && kagoshima.y > 18)
    }

    @Test func renderOnlyDrawsInsideTheView() {
        let deep = MapViewport(center: GeoPoint(36.6211, 138.5754), zoom: 10, size: TerminalSize(width: 100, height: 30))
        // 草津 is ~60 km from the nearest coast and far from any border at this zoom: nothing to draw.
        let rows = MapRenderer.render(outline: Fixtures.outline, viewport: deep, showBorders: false)
        #expect(rows.allSatisfy { $0.allSatisfy { $0 == " " } })
        let bay = MapViewport(center: GeoPoint(33.28, 131.55), zoom: 6, size: TerminalSize(width: 100, height: 30))
        let coast = MapRenderer.render(outline: Fixtures.outline, viewport: bay, showBorders: false)
        #expect(coast.contains { $0.contains { $0 != " " } })
    }
}
