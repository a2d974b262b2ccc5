/// Onsen markers: per-cell aggregation for drawing, and nearest-neighbour lists.
public enum MarkerLayer: Sendable {
    /// Buckets points into the viewport's cells in one pass over a flat array indexed by cell, so
    /// the cost is one multiply-add per point and no hashing. Cells come back in row-major order
    /// (top row first), each with its `idsPerCell` smallest ids; points off screen are skipped.
    public static func aggregate(
        points: [(id: Int, point: GeoPoint)], viewport: MapViewport, idsPerCell: Int = 8
    ) -> [MarkerCell] {
        aggregate(viewport: viewport, idsPerCell: idsPerCell) { visit in
            for entry in points { visit(entry.id, entry.point) }
        }
    }

    /// The same cells from a spatial index: only the points in the grid cells under the view are
    /// looked at, so a town-level view of a million areas costs what its few hundred do.
    public static func aggregate(grid: SpatialGrid, viewport: MapViewport, idsPerCell: Int = 8) -> [MarkerCell] {
        aggregate(viewport: viewport, idsPerCell: idsPerCell) { visit in
            grid.forEach(in: viewport.visibleBounds, visit)
        }
    }

    private static func aggregate(
        viewport: MapViewport, idsPerCell: Int, points: ((_ visit: (Int, GeoPoint) -> Void) -> Void)
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
                points { id, point in
                    guard let cell = projection.cellIndex(lat: point.lat, lon: point.lon) else { return }
                    let seen = counts[cell]
                    if seen == 0 { occupied += 1 }
                    counts[cell] = seen + 1
                    guard keep > 0 else { return }
                    // Keep the smallest ids, sorted, whatever order the points come in.
                    let start = cell * keep
                    var slot = min(seen, keep)
                    if slot == keep {
                        guard id < ids[start + keep - 1] else { return }
                        slot = keep - 1
                    }
                    while slot > 0 && ids[start + slot - 1] > id {
                        ids[start + slot] = ids[start + slot - 1]
                        slot -= 1
                    }
                    ids[start + slot] = id
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
        var best = NearestBuffer(limit: limit)
        for entry in points { best.offer(NearbyPoint(id: entry.id, distanceKm: origin.distanceKm(to: entry.point))) }
        return best.points
    }
}
