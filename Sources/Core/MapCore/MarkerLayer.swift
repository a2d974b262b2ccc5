/// Onsen markers: per-cell aggregation for drawing, and nearest-neighbour lists.
public enum MarkerLayer: Sendable {
    /// Buckets points into the viewport's cells in one pass over a flat array indexed by cell, so
    /// the cost is one multiply-add per point and no hashing. Cells come back in row-major order
    /// (top row first); points off screen are skipped.
    public static func aggregate(
        points: [(id: Int, point: GeoPoint)], viewport: MapViewport, idsPerCell: Int = 8
    ) -> [MarkerCell] {
        let projection = viewport.projection
        let width = projection.widthCells
        let cellCount = width * projection.heightCells
        let keep = max(0, idsPerCell)
        var counts = [Int](repeating: 0, count: cellCount)
        var ids = [Int](repeating: 0, count: cellCount * keep)
        var occupied = 0
        counts.withUnsafeMutableBufferPointer { counts in
            ids.withUnsafeMutableBufferPointer { ids in
                for entry in points {
                    guard let cell = projection.cellIndex(lat: entry.point.lat, lon: entry.point.lon) else { continue }
                    let seen = counts[cell]
                    if seen == 0 { occupied += 1 }
                    if seen < keep { ids[cell * keep + seen] = entry.id }
                    counts[cell] = seen + 1
                }
            }
        }
        var result: [MarkerCell] = []
        result.reserveCapacity(occupied)
        for cell in 0..<cellCount where counts[cell] > 0 {
            let n = counts[cell]
            let start = cell * keep
            result.append(
                MarkerCell(
                    x: cell % width, y: cell / width, count: n,
                    ids: Array(ids[start..<(start + min(n, keep))])))
        }
        return result
    }

    /// The `limit` points closest to `origin` by great-circle distance, nearest first; equal
    /// distances are ordered by id so the list is stable from frame to frame.
    public static func nearest(
        to origin: GeoPoint, among points: [(id: Int, point: GeoPoint)], limit: Int = 20
    ) -> [NearbyPoint] {
        guard limit > 0 else { return [] }
        // A sorted buffer of the best so far: with limit ≪ n most points fail the first comparison,
        // which beats sorting all n.
        var best: [NearbyPoint] = []
        best.reserveCapacity(limit + 1)
        for entry in points {
            let distance = origin.distanceKm(to: entry.point)
            // A NaN would compare false both ways and break the buffer's order.
            if distance.isNaN { continue }
            let candidate = NearbyPoint(id: entry.id, distanceKm: distance)
            if best.count == limit, let worst = best.last, !precedes(candidate, worst) { continue }
            var index = best.count
            while index > 0 && precedes(candidate, best[index - 1]) { index -= 1 }
            best.insert(candidate, at: index)
            if best.count > limit { best.removeLast() }
        }
        return best
    }

    private static func precedes(_ a: NearbyPoint, _ b: NearbyPoint) -> Bool {
        a.distanceKm != b.distanceKm ? a.distanceKm < b.distanceKm : a.id < b.id
    }
}
