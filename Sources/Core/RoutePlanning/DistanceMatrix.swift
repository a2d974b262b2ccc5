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
    /// `.anywhere`: any stop may come first at no cost.
    let isFreeStart: Bool

    /// What a distance to or from an unusable coordinate (NaN, infinite) counts as: finite, so the
    /// solvers still order every stop (NaN compares false with everything and would strand the
    /// dynamic programming), and large, so such stops go last.
    static let unusable = 1e6

    private static func road(_ a: Coordinate, _ b: Coordinate) -> Double {
        let kilometres = RouteDistance.kilometres(from: a, to: b)
        return kilometres.isFinite ? kilometres : unusable
    }

    init(stops: [Coordinate], origin: RouteOrigin) {
        count = stops.count
        var values = [Double](repeating: 0, count: count * count)
        for i in 0..<count {
            for j in (i + 1)..<count {
                let d = Self.road(stops[i], stops[j])
                values[i * count + j] = d
                values[j * count + i] = d
            }
        }
        kilometres = values
        switch origin {
        case .anywhere:
            originCost = [Double](repeating: 0, count: count)
            fixedFirst = nil
            isFreeStart = true
        case .coordinate(let point):
            originCost = stops.map { Self.road(point, $0) }
            fixedFirst = nil
            isFreeStart = false
        case .firstStop(let first):
            precondition(stops.indices.contains(first), "RouteOrigin.firstStop(\(first)) is not one of \(stops.count) stops")
            originCost = stops.indices.map { $0 == first ? 0 : .infinity }
            fixedFirst = first
            isFreeStart = false
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
