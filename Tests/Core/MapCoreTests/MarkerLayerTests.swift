import Entities
import MapCore
import Testing

@Suite struct MarkerLayerTests {
    static func randomPoints(_ n: Int, seed: UInt64) -> [(id: Int, point: GeoPoint)] {
        var rng = SplitMix64(seed: seed)
        // Wider than Japan, so some points fall off screen at every zoom.
        return (0..<n).map { ($0 * 7 + 3, GeoPoint(rng.uniform(22...48), rng.uniform(120...148))) }
    }

    static let viewports: [MapViewport] = [
        MapViewport(size: TerminalSize(width: 100, height: 30)),
        MapViewport(center: GeoPoint(36.6, 138.6), zoom: 3, size: TerminalSize(width: 120, height: 40)),
        MapViewport(center: GeoPoint(33.28, 131.49), zoom: 6, size: TerminalSize(width: 37, height: 13)),
        MapViewport(center: GeoPoint(42.5, 141.1), zoom: 10, size: TerminalSize(width: 80, height: 24)),
    ]

    @Test(arguments: viewports)
    func aggregationMatchesBruteForce(viewport: MapViewport) {
        var points = Self.randomPoints(20_000, seed: 7)
        // Clusters: several markers sharing a cell, more than idsPerCell of them.
        for k in 0..<12 { points.append((1_000_000 + k, viewport.center)) }
        let cells = MarkerLayer.aggregate(points: points, viewport: viewport, idsPerCell: 5)

        // Independently: project every point to dots and divide by the cell size.
        var expected: [[Int]: [Int]] = [:]
        for (id, p) in points {
            let d = viewport.project(p)
            guard d.dotX >= 0, d.dotY >= 0, d.dotX < Double(viewport.widthDots), d.dotY < Double(viewport.heightDots) else { continue }
            expected[[Int(d.dotX) / 2, Int(d.dotY) / 4], default: []].append(id)
        }
        #expect(cells.count == expected.count)
        #expect(cells.reduce(0) { $0 + $1.count } == expected.values.reduce(0) { $0 + $1.count })
        for cell in cells {
            let ids = expected[[cell.x, cell.y]] ?? []
            #expect(cell.count == ids.count)
            #expect(cell.ids == Array(ids.prefix(5)))
        }
        let order = cells.map { $0.y * viewport.widthCells + $0.x }
        #expect(order == order.sorted())
        let centreCell = viewport.cell(for: viewport.center)
        let centre = cells.first { $0.x == centreCell?.x && $0.y == centreCell?.y }
        #expect((centre?.count ?? 0) >= 12 && centre?.ids.count == 5)
    }

    @Test func aggregationAgreesWithCellLookup() {
        let viewport = Self.viewports[1]
        let points = Self.randomPoints(5_000, seed: 11)
        var byCell: [[Int]: Int] = [:]
        for (_, p) in points { if let c = viewport.cell(for: p) { byCell[[c.x, c.y], default: 0] += 1 } }
        let cells = MarkerLayer.aggregate(points: points, viewport: viewport)
        #expect(Dictionary(uniqueKeysWithValues: cells.map { ([$0.x, $0.y], $0.count) }) == byCell)
    }

    @Test(arguments: [GeoPoint(36.6211, 138.5754), GeoPoint(33.2846, 131.4914), GeoPoint(42.4972, 141.1489)])
    func nearestMatchesBruteForceSort(origin: GeoPoint) {
        var points = Self.randomPoints(10_000, seed: 3)
        points.append((-1, origin))
        points.append((-2, origin))  // a tie, ordered by id
        let nearest = MarkerLayer.nearest(to: origin, among: points, limit: 20)
        let brute = points
            .map { NearbyPoint(id: $0.id, distanceKm: origin.distanceKm(to: $0.point)) }
            .sorted { $0.distanceKm != $1.distanceKm ? $0.distanceKm < $1.distanceKm : $0.id < $1.id }
        #expect(nearest == Array(brute.prefix(20)))
        #expect(nearest.first?.id == -2 && nearest.first?.distanceKm == 0)
        #expect(MarkerLayer.nearest(to: origin, among: points, limit: 0).isEmpty)
        #expect(MarkerLayer.nearest(to: origin, among: Array(points.prefix(3)), limit: 20).count == 3)
    }

    @Test func haversineKnownDistances() {
        // Tokyo Station to Osaka Station: ~403 km great-circle.
        let tokyo = GeoPoint(35.6812, 139.7671)
        let osaka = GeoPoint(34.7025, 135.4959)
        #expect(abs(tokyo.distanceKm(to: osaka) - 403.5) < 1.5)
        // One degree of latitude: ~111.2 km on the mean sphere.
        #expect(abs(GeoPoint(35, 135).distanceKm(to: GeoPoint(36, 135)) - 111.195) < 0.01)
        #expect(tokyo.distanceKm(to: tokyo) == 0)
    }
}
