/// Held–Karp dynamic programming over (visited set, last stop): the shortest open path exactly,
/// in O(2ⁿ·n²) time and O(2ⁿ·n) memory, so only for small n.
enum HeldKarp {
    /// Past this, memory (2ⁿ·n doubles) and time grow beyond what a keypress may wait for.
    static let maximumStops = 16

    static func shortestOrder(_ matrix: DistanceMatrix) -> [Int] {
        let n = matrix.count
        precondition(n <= maximumStops, "Held–Karp on \(n) stops")
        guard n > 1 else { return Array(0..<n) }
        let full = (1 << n) - 1
        var cost = [Double](repeating: .infinity, count: (full + 1) * n)
        var previous = [Int8](repeating: -1, count: (full + 1) * n)
        for stop in 0..<n { cost[(1 << stop) * n + stop] = matrix.originCost[stop] }

        for mask in 1...full {
            for last in 0..<n where mask & (1 << last) != 0 {
                let here = cost[mask * n + last]
                guard here.isFinite else { continue }
                var unvisited = full & ~mask
                while unvisited != 0 {
                    let next = unvisited.trailingZeroBitCount
                    unvisited &= unvisited - 1
                    let grown = mask | (1 << next)
                    let candidate = here + matrix[last, next]
                    if candidate < cost[grown * n + next] {
                        cost[grown * n + next] = candidate
                        previous[grown * n + next] = Int8(last)
                    }
                }
            }
        }

        var last = 0
        for stop in 1..<n where cost[full * n + stop] < cost[full * n + last] { last = stop }
        var order: [Int] = []
        order.reserveCapacity(n)
        var mask = full
        while last >= 0 {
            order.append(last)
            let before = Int(previous[mask * n + last])
            mask &= ~(1 << last)
            last = before
        }
        return order.reversed()
    }
}
