import MapCore
import Testing

/// Issue 35: the stamp map fills prefectures cell by cell from the same outline the map draws.
@Suite struct PrefectureRasterTests {
    /// The main islands' view (the stamp map's) has all 46 prefectures on them at every size the
    /// app gives it, the small ones (東京, 大阪, 香川) included; Japan's whole view has 沖縄 too.
    @Test(arguments: [(60, 10), (80, 19), (120, 35), (160, 45)])
    func everyPrefectureHasACellAtEverySize(_ width: Int, _ height: Int) {
        let size = TerminalSize(width: width, height: height)
        let main = PrefectureRaster(outline: Fixtures.outline, viewport: MapViewport(size: size, bounds: PrefectureRaster.mainIslands))
        #expect(Set(main.codes.filter { $0 > 0 }) == Set((1...46).map(UInt8.init)))
        #expect(!main.shows(47))
        let whole = PrefectureRaster(outline: Fixtures.outline, viewport: MapViewport(size: size))
        #expect(Set(whole.codes.filter { $0 > 0 }) == Set((1...47).map(UInt8.init)))
    }

    @Test func placesLandInTheirPrefectureAndTheSeaNowhere() {
        let viewport = MapViewport(widthCells: 120, heightCells: 36)
        let raster = PrefectureRaster(outline: Fixtures.outline, viewport: viewport)
        for (point, code) in [(GeoPoint(43.06, 142.8), 1), (GeoPoint(36.4, 139.0), 10), (GeoPoint(33.2, 131.4), 44), (GeoPoint(35.3, 137.9), 20)] {
            let cell = viewport.cell(for: point)
            #expect(cell.map { raster.code(x: $0.x, y: $0.y) } == code, "\(point)")
        }
        let sea = viewport.cell(for: GeoPoint(30.0, 140.5))
        #expect(sea.map { raster.code(x: $0.x, y: $0.y) } == 0)
    }
}
