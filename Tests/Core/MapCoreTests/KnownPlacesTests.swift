import MapCore
import Testing

@Suite struct KnownPlacesTests {
    struct Place: Sendable, CustomTestStringConvertible {
        let name: String
        let point: GeoPoint
        let code: Int?
        var testDescription: String { name }
    }

    static let places = [
        Place(name: "草津", point: GeoPoint(36.6211, 138.5754), code: 10),
        Place(name: "別府", point: GeoPoint(33.2846, 131.4914), code: 44),
        Place(name: "登別", point: GeoPoint(42.4972, 141.1489), code: 1),
        Place(name: "Sea of Japan off Noto", point: GeoPoint(38.0, 135.0), code: nil),
        Place(name: "Pacific south of Shikoku", point: GeoPoint(31.5, 134.0), code: nil),
    ]

    @Test(arguments: places)
    func pointIsInItsPrefectureRing(place: Place) {
        #expect(Fixtures.outline.prefecture(containing: place.point) == place.code)
    }

    /// Where the marker lands at all-Japan zoom. A 100×30 cell there is ~40 km × 80 km, so a cell
    /// can straddle a border (草津's cell centre lies in 長野); what must hold is that the dot the
    /// point is drawn at belongs to the prefecture, and that the marker's cell covers that
    /// prefecture's land; sea points must get a cell with no land at all.
    @Test(arguments: places)
    func markerCellAtAllJapanZoomIsInThePrefecture(place: Place) throws {
        let outline = Fixtures.outline
        let viewport = MapViewport(size: TerminalSize(width: 100, height: 30))
        let cell = try #require(viewport.cell(for: place.point))
        let dot = viewport.project(place.point)
        let dotCentre = viewport.unproject(dotX: dot.dotX.rounded(.down) + 0.5, dotY: dot.dotY.rounded(.down) + 0.5)
        #expect(outline.prefecture(containing: dotCentre) == place.code)

        var codes: [Int?] = []
        for dx in 0..<2 {
            for dy in 0..<4 {
                codes.append(outline.prefecture(containing: viewport.unproject(
                    dotX: Double(cell.x * 2 + dx) + 0.5, dotY: Double(cell.y * 4 + dy) + 0.5)))
            }
        }
        if let code = place.code {
            #expect(codes.contains(code), "cell \(cell) covers \(codes)")
        } else {
            #expect(codes.allSatisfy { $0 == nil }, "cell \(cell) covers \(codes)")
        }
    }

    /// The drawn outline and the projected marker agree: 登別 sits on the south coast of Hokkaido,
    /// so the rendered coastline passes through or next to its cell.
    @Test func coastIsDrawnNextToCoastalOnsen() throws {
        let viewport = MapViewport(size: TerminalSize(width: 100, height: 30))
        var canvas = BrailleCanvas(widthCells: 100, heightCells: 30)
        MapRenderer.draw(outline: Fixtures.outline, viewport: viewport, into: &canvas, coast: true, borders: false)
        for place in Self.places.prefix(3) where place.code != 10 {
            let cell = try #require(viewport.cell(for: place.point))
            let near = (-1...1).contains { dx in (-1...1).contains { dy in canvas.pattern(cellX: cell.x + dx, cellY: cell.y + dy) != 0 } }
            #expect(near, "\(place.name) at \(cell)")
        }
    }
}
