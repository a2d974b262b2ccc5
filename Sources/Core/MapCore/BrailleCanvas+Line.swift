extension BrailleCanvas {
    /// Bresenham line including both end points, clipped to the canvas first so that a segment
    /// reaching far off screen at high zoom costs no more than its visible part.
    public mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        line(from: start, to: end, every: 1, phase: 0)
    }

    /// A dotted line: sets every `every`-th dot, counting from `phase`. Returns the phase to pass
    /// to the next piece of a polyline so the dotting runs on evenly across vertices.
    @discardableResult
    public mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), every: Int, phase: Int) -> Int {
        // Far beyond any screen, yet small enough that differences and `abs` cannot overflow.
        let limit = 1 << 40
        let start = (x: min(max(start.x, -limit), limit), y: min(max(start.y, -limit), limit))
        let end = (x: min(max(end.x, -limit), limit), y: min(max(end.y, -limit), limit))
        let stride = max(1, every)
        let totalSteps = max(abs(end.x - start.x), abs(end.y - start.y))
        guard let clipped = clip(start, end) else { return (phase + totalSteps) % stride }
        var x = clipped.start.x
        var y = clipped.start.y
        let x1 = clipped.end.x
        let y1 = clipped.end.y
        let dx = abs(x1 - x)
        let dy = -abs(y1 - y)
        let sx = x < x1 ? 1 : -1
        let sy = y < y1 ? 1 : -1
        var err = dx + dy
        var count = (phase + clipped.skipped) % stride
        while true {
            if count == 0 { set(dotX: x, dotY: y) }
            count = (count + 1) % stride
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy {
                err += dy
                x += sx
            }
            if e2 <= dx {
                err += dx
                y += sy
            }
        }
        return (phase + totalSteps) % stride
    }

    /// Liang–Barsky against the dot rectangle. `skipped` is how many Bresenham steps were cut from
    /// the start, to keep a dotted line's rhythm.
    private func clip(
        _ a: (x: Int, y: Int), _ b: (x: Int, y: Int)
    ) -> (start: (x: Int, y: Int), end: (x: Int, y: Int), skipped: Int)? {
        let maxX = Double(widthDots - 1)
        let maxY = Double(heightDots - 1)
        guard maxX >= 0, maxY >= 0 else { return nil }
        let inside = { (p: (x: Int, y: Int)) in p.x >= 0 && p.y >= 0 && p.x < widthDots && p.y < heightDots }
        if inside(a) && inside(b) { return (a, b, 0) }
        let x0 = Double(a.x)
        let y0 = Double(a.y)
        let dx = Double(b.x - a.x)
        let dy = Double(b.y - a.y)
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, x0), (dx, maxX - x0), (-dy, y0), (dy, maxY - y0)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    t0 = max(t0, r)
                } else {
                    if r < t0 { return nil }
                    t1 = min(t1, r)
                }
            }
        }
        let start = (x: Int((x0 + t0 * dx).rounded()), y: Int((y0 + t0 * dy).rounded()))
        let end = (x: Int((x0 + t1 * dx).rounded()), y: Int((y0 + t1 * dy).rounded()))
        let skipped = Int((t0 * Double(max(abs(b.x - a.x), abs(b.y - a.y)))).rounded())
        return (start, end, skipped)
    }
}
