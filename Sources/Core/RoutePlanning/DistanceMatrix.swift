import Entities

/// Road-estimate distances between every pair of stops, plus the cost of reaching each stop first.
/// Solvers look distances up millions of times: the trigonometry is done once, here.
struct DistanceMatrix: Sendable {
    let count: Int
    /// Row-major `count × count`.
    let kilometres: [Double]
    /// The leg from the origin to each stop: 0 everywhere for `.anywhere`, the road estimate for a
    /// coordinate, 0 for the fixed first stop and infinity for the others (so no solver puts
    /// another stop first).
    let originCost: [Double]
    /// The stop every order must begin with, if any.
    let fixedFirst: Int?

    init(stops: [Coordinate], origin: RouteOrigin) {
        count = stops.count
        var values = [Double](repeating: 0, count: count * count)
        for i in 0..<count {
            for j in (i + 1)..<count {
                let d = RouteDistance.kilometres(from: stops[i], to: stops[j])
                values[i * count + j] = d
                values[j * count + i] = d
            }
        }
        kilometres = values
        switch origin {
        case .anywhere:
            originCost = [Double](repeating: 0, count: count)
            fixedFirst = nil
        case .coordinate(let point):
            originCost = stops.map { RouteDistance.kilometres(from: point, to: $0) }
            fixedFirst = nil
        case .firstStop(let first):
            precondition(stops.indices.contains(first), "RouteOrigin.firstStop(\(first)) is not one of \(stops.count) stops")
            originCost = stops.indices.map { $0 == first ? 0 : .infinity }
            fixedFirst = first
        }
    }

    @inline(__always) subscript(_ from: Int, _ to: Int) -> Double { kilometres[from * count + to] }

    /// The origin leg plus every leg between consecutive stops of `order`.
    func length(of order: [Int]) -> Double {
        guard let first = order.first else { return 0 }
        var total = originCost[first]
        for k in order.indices.dropFirst() { total += self[order[k - 1], order[k]] }
        return total
    }
}
