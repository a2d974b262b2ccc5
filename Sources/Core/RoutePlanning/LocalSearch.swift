/// The heuristic for routes too long to solve exactly: nearest neighbour, then 2-opt.
enum LocalSearch {
    /// Passes over all segment pairs; 2-opt on a few hundred points settles in tens, so the cap
    /// only bounds pathological inputs.
    static let maximumPasses = 1_000

    /// Greedy: from the origin (or each possible first stop, keeping the shortest) always to the
    /// closest unvisited stop.
    static func nearestNeighbour(_ matrix: DistanceMatrix) -> [Int] {
        let n = matrix.count
        guard n > 1 else { return Array(0..<n) }
        let firsts: [Int]
        if let fixed = matrix.fixedFirst {
            firsts = [fixed]
        } else if matrix.isFreeStart {
            // A free start: every stop is tried first, as greedy depends heavily on where it begins.
            firsts = Array(0..<n)
        } else {
            firsts = [closest(to: matrix.originCost)]
        }
        var best: [Int] = []
        var bestLength = Double.infinity
        // The stops not yet visited, kept packed (swap-remove) so each step scans only those.
        var unvisited = [Int](repeating: 0, count: n)
        matrix.kilometres.withUnsafeBufferPointer { distances in
            for first in firsts {
                // Cancelled (its screen went): the best order so far is as good an answer as any.
                if Task.isCancelled, !best.isEmpty { break }
                for i in 0..<n { unvisited[i] = i }
                unvisited.swapAt(first, n - 1)
                var remaining = n - 1
                var order = [first]
                order.reserveCapacity(n)
                var length = matrix.originCost[first]
                var current = first
                while remaining > 0, !(length >= bestLength) {
                    let row = current * n
                    var nextPlace = 0
                    var nextDistance = distances[row + unvisited[0]]
                    for place in 1..<max(1, remaining) where distances[row + unvisited[place]] < nextDistance {
                        nextPlace = place
                        nextDistance = distances[row + unvisited[place]]
                    }
                    current = unvisited[nextPlace]
                    remaining -= 1
                    unvisited.swapAt(nextPlace, remaining)
                    order.append(current)
                    length += nextDistance
                }
                if order.count == n, length < bestLength || best.isEmpty {
                    best = order
                    bestLength = length
                }
            }
        }
        return best
    }

    private static func closest(to costs: [Double]) -> Int {
        var best = 0
        for i in costs.indices where costs[i] < costs[best] { best = i }
        return best
    }

    /// Reverses segments while that shortens the open path: applied moves only ever shorten it, so
    /// the result is never longer than `order`.
    static func twoOpt(_ order: [Int], _ matrix: DistanceMatrix) -> [Int] {
        var path = order
        let n = path.count
        guard n > 2 else { return path }
        // Reversing a prefix changes which stop comes first: not allowed when it is fixed.
        let firstMovable = matrix.fixedFirst == nil ? 0 : 1
        let epsilon = 1e-10
        for _ in 0..<maximumPasses {
            // Every pass only shortens the path: a cancelled one stops with what it has.
            if Task.isCancelled { break }
            var improved = false
            for i in firstMovable..<(n - 1) {
                for j in (i + 1)..<n {
                    // The edge into the segment: from the previous stop, or from the origin.
                    let before: Double, after: Double
                    if i == 0 {
                        before = matrix.originCost[path[0]]
                        after = matrix.originCost[path[j]]
                    } else {
                        before = matrix[path[i - 1], path[i]]
                        after = matrix[path[i - 1], path[j]]
                    }
                    // The edge out of it; an open path has none after its last stop.
                    var delta = after - before
                    if j < n - 1 { delta += matrix[path[i], path[j + 1]] - matrix[path[j], path[j + 1]] }
                    if delta < -epsilon {
                        path[i...j].reverse()
                        improved = true
                    }
                }
            }
            if !improved { break }
        }
        return path
    }
}
