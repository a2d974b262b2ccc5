import Entities
import MapCore
import Testing

/// The grid must give exactly what a pass over every point gives: the same marker cells with the
/// same ids, the same nearest list in the same order.
@Suite struct SpatialGridTests {
    /// Points in id order but not at consecutive ids, some stacked on one spot (equal distances),
    /// some far outside Japan so that rings reach past the grid's edges.
    static func points(_ n: Int, seed: UInt64) -> [(id: Int, point: GeoPoint)] {
        var rng = SplitMix64(seed: seed)
        var points = (0..<n).map { ($0 * 3 + 1, GeoPoint(rng.uniform(22...48), rng.uniform(120...148))) }
        for k in 0..<9 { points.append((900_000 + k, GeoPoint(35.0, 139.0))) }
        points.append((950_000, GeoPoint(-33.9, 151.2)))
        return points
    }

    @Test(arguments: MarkerLayerTests.viewports, [1, 5])
    func aggregationEqualsBruteForce(viewport: MapViewport, idsPerCell: Int) {
        let points = Self.points(30_000, seed: 11)
        // The grid gets them shuffled: its answer must not depend on the input order.
        var rng = SplitMix64(seed: 3)
        let shuffled = points.shuffled(using: &rng)
        let grid = SpatialGrid(points: shuffled)
        #expect(MarkerLayer.aggregate(grid: grid, viewport: viewport, idsPerCell: idsPerCell)
            == MarkerLayer.aggregate(points: points, viewport: viewport, idsPerCell: idsPerCell))
    }

    @Test(arguments: [0.1, 0.25, 1.0])
    func nearestEqualsBruteForce(cellDegrees: Double) {
        let points = Self.points(20_000, seed: 5)
        let grid = SpatialGrid(points: points, cellDegrees: cellDegrees)
        var rng = SplitMix64(seed: 17)
        var origins = (0..<200).map { _ in GeoPoint(rng.uniform(20...50), rng.uniform(118...150)) }
        // On a stack of equal distances, outside the grid, at the far north, and far away.
        origins += [GeoPoint(35.0, 139.0), GeoPoint(10, 100), GeoPoint(60, 160), GeoPoint(-40, -70)]
        for origin in origins {
            for limit in [1, 20, 57] {
                let expected = MarkerLayer.nearest(to: origin, among: points, limit: limit)
                #expect(grid.nearest(to: origin, limit: limit) == expected, "\(origin) limit \(limit)")
            }
        }
    }

    @Test func sparseAndDenseCatalogsAgreeWithBruteForce() {
        // A real-like catalog: most points packed into a few towns, a few far apart.
        var rng = SplitMix64(seed: 23)
        let towns = [GeoPoint(36.62, 138.59), GeoPoint(33.28, 131.49), GeoPoint(42.49, 141.15)]
        var points: [(id: Int, point: GeoPoint)] = []
        for id in 0..<6_000 {
            let town = towns[id % towns.count]
            points.append((id, GeoPoint(town.lat + rng.uniform(-0.05...0.05), town.lon + rng.uniform(-0.05...0.05))))
        }
        points.append((10_000, GeoPoint(24.3, 123.9)))
        let grid = SpatialGrid(points: points)
        for origin in towns + [GeoPoint(30, 135), GeoPoint(45.5, 141.9)] {
            #expect(grid.nearest(to: origin, limit: 20) == MarkerLayer.nearest(to: origin, among: points, limit: 20))
        }
    }

    @Test func emptyAndNonFiniteInputsAreHarmless() {
        let empty = SpatialGrid(points: [])
        #expect(empty.count == 0)
        #expect(empty.nearest(to: GeoPoint(35, 139), limit: 5).isEmpty)
        let viewport = MapViewport(size: TerminalSize(width: 80, height: 24))
        #expect(MarkerLayer.aggregate(grid: empty, viewport: viewport).isEmpty)
        let odd = SpatialGrid(points: [(1, GeoPoint(.nan, 139)), (2, GeoPoint(35, .infinity)), (3, GeoPoint(35, 139))])
        #expect(odd.count == 1)
        #expect(odd.nearest(to: GeoPoint(35, 139), limit: 5).map(\.id) == [3])
        #expect(odd.nearest(to: GeoPoint(.nan, 0), limit: 5).isEmpty)
        #expect(odd.nearest(to: GeoPoint(1e300, -1e300), limit: 5).map(\.id) == [3])
    }

    @Test func forEachVisitsExactlyThePointsInTheBounds() {
        let points = Self.points(10_000, seed: 29)
        let grid = SpatialGrid(points: points)
        let bounds = GeoBounds(minLat: 34.5, maxLat: 36.25, minLon: 138.0, maxLon: 140.75)
        var seen: [Int] = []
        grid.forEach(in: bounds) { id, _ in seen.append(id) }
        #expect(seen.sorted() == points.filter { bounds.contains($0.point) }.map(\.id).sorted())
        var none = 0
        grid.forEach(in: GeoBounds(minLat: 60, maxLat: 70, minLon: 0, maxLon: 10)) { _, _ in none += 1 }
        #expect(none == 0)
    }
}
