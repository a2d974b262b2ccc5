import Foundation

/// Points bucketed into fixed latitude/longitude cells, so that the map's per-key work touches
/// only what is on screen (`forEach(in:)`) or near the crosshair (`nearest(to:limit:)`), not
/// every area in the catalog. Built once per catalog and filter; the buckets are one flat array
/// sorted by cell with an offset table (no per-cell arrays), so a million points cost two arrays.
public struct SpatialGrid: Sendable {
    /// Cell size in degrees. A quarter degree (~28 km × ~22 km in Japan) keeps a town-level view to a
    /// handful of cells and all of Japan to about 8,000.
    public let cellDegrees: Double
    private let minLat: Double
    private let minLon: Double
    private let rows: Int
    private let columns: Int
    /// Entries of cell `c` are `entries[offsets[c]..<offsets[c + 1]]`, in ascending id order.
    private let offsets: [Int]
    private let entries: [Entry]
    /// cos of the largest |latitude| in the grid: the narrowest a degree of longitude gets, which
    /// bounds how close a point in a far ring can be.
    private let minCosLat: Double

    private struct Entry: Sendable {
        let id: Int
        let point: GeoPoint
    }

    public var count: Int { entries.count }

    /// Points with a non-finite coordinate are left out: they have no place on a map.
    public init(points: [(id: Int, point: GeoPoint)], cellDegrees: Double = 0.25) {
        self.cellDegrees = cellDegrees
        let finite = points.filter { $0.point.lat.isFinite && $0.point.lon.isFinite }
        guard let bounds = GeoBounds(points: finite.lazy.map(\.point)) else {
            (minLat, minLon, rows, columns, minCosLat) = (0, 0, 0, 0, 1)
            offsets = [0]
            entries = []
            return
        }
        minLat = bounds.minLat
        minLon = bounds.minLon
        rows = Int((bounds.latSpan / cellDegrees).rounded(.down)) + 1
        columns = Int((bounds.lonSpan / cellDegrees).rounded(.down)) + 1
        let widest = max(abs(bounds.minLat), abs(bounds.maxLat))
        minCosLat = max(0, cos(min(widest, 90) * .pi / 180))

        // Counting sort by cell keeps the ids of a cell in their input order; sorting the input by
        // id first makes that ascending, which is what `aggregate` and `nearest` tie-break on.
        let sorted = finite.sorted { $0.id < $1.id }
        let cellCount = rows * columns
        var counts = [Int](repeating: 0, count: cellCount + 1)
        var cells = [Int](repeating: 0, count: sorted.count)
        for (index, entry) in sorted.enumerated() {
            let cell = Self.cell(entry.point, minLat: minLat, minLon: minLon, cellDegrees: cellDegrees, rows: rows, columns: columns)
            cells[index] = cell
            counts[cell + 1] += 1
        }
        for cell in 0..<cellCount { counts[cell + 1] += counts[cell] }
        offsets = counts
        var next = counts
        var placed = [Entry](repeating: Entry(id: 0, point: GeoPoint(0, 0)), count: sorted.count)
        for (index, entry) in sorted.enumerated() {
            let cell = cells[index]
            placed[next[cell]] = Entry(id: entry.id, point: entry.point)
            next[cell] += 1
        }
        entries = placed
    }

    private static func cell(_ point: GeoPoint, minLat: Double, minLon: Double, cellDegrees: Double, rows: Int, columns: Int) -> Int {
        let row = min(rows - 1, max(0, Int((point.lat - minLat) / cellDegrees)))
        let column = min(columns - 1, max(0, Int((point.lon - minLon) / cellDegrees)))
        return row * columns + column
    }

    /// Row and column ranges of the cells that overlap `bounds` (nil when it misses the grid).
    private func cellRanges(_ bounds: GeoBounds) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        guard rows > 0, bounds.minLat <= bounds.maxLat, bounds.minLon <= bounds.maxLon else { return nil }
        // Clamped in Double before converting, so a huge or infinite bound cannot overflow Int.
        func index(_ degrees: Double, from start: Double, count: Int) -> Double {
            min(Double(count), max(-1, ((degrees - start) / cellDegrees).rounded(.down)))
        }
        let firstRow = Int(index(bounds.minLat, from: minLat, count: rows))
        let lastRow = Int(index(bounds.maxLat, from: minLat, count: rows))
        let firstColumn = Int(index(bounds.minLon, from: minLon, count: columns))
        let lastColumn = Int(index(bounds.maxLon, from: minLon, count: columns))
        guard firstRow < rows, lastRow >= 0, firstColumn < columns, lastColumn >= 0 else { return nil }
        return (max(0, firstRow)...min(rows - 1, lastRow), max(0, firstColumn)...min(columns - 1, lastColumn))
    }

    /// Calls `body` for every point inside `bounds` (edges included), cell by cell.
    public func forEach(in bounds: GeoBounds, _ body: (_ id: Int, _ point: GeoPoint) -> Void) {
        guard let ranges = cellRanges(bounds) else { return }
        for row in ranges.rows {
            let base = row * columns
            for cell in (base + ranges.columns.lowerBound)...(base + ranges.columns.upperBound) {
                for index in offsets[cell]..<offsets[cell + 1] {
                    let entry = entries[index]
                    if bounds.contains(entry.point) { body(entry.id, entry.point) }
                }
            }
        }
    }

    /// The `limit` points closest to `origin`, nearest first, equal distances by id: the same list
    /// as `MarkerLayer.nearest` over every point, found by searching rings of cells outwards and
    /// stopping once no farther ring can hold anything closer than the worst kept.
    public func nearest(to origin: GeoPoint, limit: Int) -> [NearbyPoint] {
        guard limit > 0, rows > 0, origin.lat.isFinite, origin.lon.isFinite else { return [] }
        var best = NearestBuffer(limit: limit)
        // Rings centre on the grid cell nearest the origin's. Clamping in Double first keeps a far-off
        // origin from overflowing Int; it keeps the bound below valid too, because a cell's index
        // distance to the clamped cell is never more than to the origin's own (virtual) cell.
        let row0 = Int(min(Double(rows - 1), max(0, ((origin.lat - minLat) / cellDegrees).rounded(.down))))
        let column0 = Int(min(Double(columns - 1), max(0, ((origin.lon - minLon) / cellDegrees).rounded(.down))))
        let reach = max(row0, rows - 1 - row0, column0, columns - 1 - column0)
        let cosProduct = minCosLat * max(0, cos(min(abs(origin.lat), 90) * .pi / 180))
        for ring in 0...reach {
            if best.isFull, let worst = best.worst, lowerBound(ring: ring, cosProduct: cosProduct) > worst.distanceKm { break }
            visitRing(ring, row0: row0, column0: column0) { cell in
                for index in offsets[cell]..<offsets[cell + 1] {
                    let entry = entries[index]
                    best.offer(NearbyPoint(id: entry.id, distanceKm: origin.distanceKm(to: entry.point)))
                }
            }
        }
        return best.points
    }

    /// No point in ring `ring` is closer than this: its cells are at least `ring - 1` whole cells
    /// away in latitude or in longitude. A latitude gap is a distance of its own; a longitude gap
    /// counts least at high latitudes (haversine: a ≥ cos φ1·cos φ2·sin²(Δλ/2), and `cosProduct`
    /// is the origin's cos φ times the grid's smallest).
    private func lowerBound(ring: Int, cosProduct: Double) -> Double {
        guard ring > 1 else { return 0 }
        let gap = Double(ring - 1) * cellDegrees * .pi / 180
        let latitudeBound = gap
        let longitudeBound = 2 * asin(min(1, cosProduct.squareRoot() * sin(gap / 2)))
        return GeoPoint.earthRadiusKm * min(latitudeBound, longitudeBound)
    }

    private func visitRing(_ ring: Int, row0: Int, column0: Int, _ body: (Int) -> Void) {
        func visit(_ row: Int, _ column: Int) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            body(row * columns + column)
        }
        if ring == 0 { visit(row0, column0); return }
        for column in (column0 - ring)...(column0 + ring) {
            visit(row0 - ring, column)
            visit(row0 + ring, column)
        }
        for row in (row0 - ring + 1)...(row0 + ring - 1) {
            visit(row, column0 - ring)
            visit(row, column0 + ring)
        }
    }
}

/// The best `limit` candidates so far, sorted: with limit ≪ n most candidates fail the first
/// comparison, which beats sorting all n.
struct NearestBuffer {
    let limit: Int
    private(set) var points: [NearbyPoint] = []

    init(limit: Int) {
        self.limit = limit
        points.reserveCapacity(limit + 1)
    }

    var isFull: Bool { points.count >= limit }
    var worst: NearbyPoint? { points.last }

    mutating func offer(_ candidate: NearbyPoint) {
        // A NaN would compare false both ways and break the buffer's order.
        if candidate.distanceKm.isNaN { return }
        if isFull, let worst, !Self.precedes(candidate, worst) { return }
        var index = points.count
        while index > 0 && Self.precedes(candidate, points[index - 1]) { index -= 1 }
        points.insert(candidate, at: index)
        if points.count > limit { points.removeLast() }
    }

    static func precedes(_ a: NearbyPoint, _ b: NearbyPoint) -> Bool {
        a.distanceKm != b.distanceKm ? a.distanceKm < b.distanceKm : a.id < b.id
    }
}
