/// Japan's prefectures as terminal cells: which prefecture each cell of a view shows, for maps
/// that fill prefectures (the stamp map) rather than trace their borders. Each cell holds the
/// prefecture most of its 2×4 dots fall in (a scanline fill of every ring, even-odd, at the dots'
/// centres); a prefecture too small to win any cell (東京 or 大阪 on a small terminal) still gets
/// one near its largest share or its centre, so every prefecture in view is there to fill.
/// Written here rather than taken from a library: it reads the outline MapCore already decodes,
/// and the package list has no polygon rasteriser for terminal cells.
public struct PrefectureRaster: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major JIS codes, 0 for the sea.
    public let codes: [UInt8]

    public init(outline: MapOutline, viewport: MapViewport) {
        let projection = viewport.projection
        let width = viewport.widthCells, height = viewport.heightCells
        (self.width, self.height) = (width, height)
        let dotsX = BrailleCanvas.dotsPerCellX, dotsY = BrailleCanvas.dotsPerCellY
        // One prefecture at a time: its dots per cell (reset after), then each cell's land and
        // leading prefecture. Flat arrays, not a dictionary per cell: a resize lays Japan out
        // again before its frame.
        let cells = width * height
        var counts = [UInt8](repeating: 0, count: cells), land = [UInt16](repeating: 0, count: cells)
        var top = [UInt8](repeating: 0, count: cells), topDots = [UInt8](repeating: 0, count: cells)
        var touched: [Int] = []
        var best: [Int: (index: Int, dots: Int)] = [:]
        // In code order, and a later prefecture must have more dots to lead a cell: ties go to
        // the lower code, so a frame never depends on the file's order.
        for prefecture in outline.prefectures.sorted(by: { $0.code < $1.code }) where (1...255).contains(prefecture.code) {
            Self.fill(prefecture.ring, projection: projection) { dotX, dotY in
                let index = (dotY / dotsY) * width + dotX / dotsX
                if counts[index] == 0 { touched.append(index) }
                counts[index] &+= 1
            }
            for index in touched {
                let dots = counts[index]
                land[index] &+= UInt16(dots)
                if dots > topDots[index] { (topDots[index], top[index]) = (dots, UInt8(prefecture.code)) }
                if Int(dots) > (best[prefecture.code]?.dots ?? 0) { best[prefecture.code] = (index, Int(dots)) }
                counts[index] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
        // A cell shows land when at least a quarter of its dots are land.
        let landDots = UInt16(max(1, dotsX * dotsY / 4))
        var codes = (0..<cells).map { land[$0] >= landDots ? top[$0] : 0 }
        Self.placeMissing(outline.prefectures, best: best, projection: projection, width: width, height: height, codes: &codes)
        self.codes = codes
    }

    /// The four main islands and the seas between them: a stamp map at the sizes of a terminal
    /// fits these and draws 沖縄 as an inset, as printed maps of Japan do (fitting 24°–46° N left
    /// Honshu two cells wide at 80×24).
    public static let mainIslands = GeoBounds(minLat: 30.9, maxLat: 45.6, minLon: 128.5, maxLon: 146.0)

    /// Whether any cell shows `code`.
    public func shows(_ code: Int) -> Bool { (1...255).contains(code) && codes.contains(UInt8(code)) }

    public func code(x: Int, y: Int) -> Int {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return Int(codes[y * width + x])
    }

    /// Gives each prefecture in view without a cell of its own (too small for this size, or out-
    /// voted in every cell it touches) one: the cell of its largest share, else of its centre, or
    /// the nearest to it that neither the sea's shape nor another prefecture's only cell needs.
    static func placeMissing(_ prefectures: [PrefectureRing], best: [Int: (index: Int, dots: Int)], projection: Projection,
                             width: Int, height: Int, codes: inout [UInt8]) {
        var cells = [Int](repeating: 0, count: 256)
        for code in codes where code > 0 { cells[Int(code)] += 1 }
        for prefecture in prefectures.sorted(by: { $0.code < $1.code }) where (1...255).contains(prefecture.code) && cells[prefecture.code] == 0 {
            let target: (x: Int, y: Int)
            if let index = best[prefecture.code]?.index {
                target = (index % width, index / width)
            } else {
                let center = prefecture.bounds.center
                let x = projection.dotX(lon: center.lon), y = projection.dotY(lat: center.lat)
                guard x >= 0, y >= 0, x < Double(projection.widthDots), y < Double(projection.heightDots) else { continue }
                target = (Int(x) / BrailleCanvas.dotsPerCellX, Int(y) / BrailleCanvas.dotsPerCellY)
            }
            // Rings around the target, nearest first; a cell whose prefecture keeps another is free.
            search: for radius in 0...6 {
                for dy in -radius...radius {
                    for dx in -radius...radius where max(abs(dx), abs(dy)) == radius {
                        let x = target.x + dx, y = target.y + dy
                        guard x >= 0, y >= 0, x < width, y < height else { continue }
                        let owner = Int(codes[y * width + x])
                        guard owner == 0 || cells[owner] > 1 else { continue }
                        cells[owner] -= owner > 0 ? 1 : 0
                        codes[y * width + x] = UInt8(prefecture.code)
                        cells[prefecture.code] = 1
                        break search
                    }
                }
            }
        }
    }

    /// Calls `dot` for every dot of the view whose centre lies inside `ring`.
    static func fill(_ ring: [GeoPoint], projection: Projection, dot: (Int, Int) -> Void) {
        guard ring.count >= 3 else { return }
        let points = ring.map { (x: projection.dotX(lon: $0.lon), y: projection.dotY(lat: $0.lat)) }
        let rows = projection.heightDots, columns = projection.widthDots
        guard let low = points.map(\.y).min(), let high = points.map(\.y).max(), high >= 0, low < Double(rows) else { return }
        let first = max(0, Int(low.rounded(.down))), last = min(rows - 1, Int(high.rounded(.up)))
        guard first <= last else { return }
        var crossings = [[Double]](repeating: [], count: last - first + 1)
        var previous = points[points.count - 1]
        for current in points {
            let (a, b) = previous.y <= current.y ? (previous, current) : (current, previous)
            previous = current
            guard a.y < b.y else { continue }
            // Rows whose centre y + 0.5 lies in [a.y, b.y): each crossing counted once.
            let start = max(first, Int((a.y - 0.5).rounded(.up))), end = min(last, Int((b.y - 0.5).rounded(.up)) - 1)
            guard start <= end else { continue }
            for row in start...end {
                let y = Double(row) + 0.5
                crossings[row - first].append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y))
            }
        }
        for (offset, var xs) in crossings.enumerated() where xs.count >= 2 {
            xs.sort()
            var pair = 0
            while pair + 1 < xs.count {
                let from = max(0, Int((xs[pair] - 0.5).rounded(.up))), to = min(columns - 1, Int((xs[pair + 1] - 0.5).rounded(.up)) - 1)
                if from <= to { for column in from...to { dot(column, first + offset) } }
                pair += 2
            }
        }
    }
}
