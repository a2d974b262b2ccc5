import Entities

/// The order to visit stops in so that the open path (origin → stops, no return) is shortest.
public enum RouteOrdering {
    /// Up to this many stops the order is exact (Held–Karp: 10 stops take well under a millisecond);
    /// beyond, nearest neighbour improved by 2-opt.
    public static let exactStopLimit = 10

    /// The visiting order as indices into `stops`. From `start` when given (a point that is not a
    /// stop), otherwise from whichever stop makes the path shortest.
    public static func shortest(from start: Coordinate?, stops: [Coordinate]) -> [Int] {
        shortest(origin: start.map(RouteOrigin.coordinate) ?? .anywhere, stops: stops)
    }

    /// The visiting order with `stops[firstStop]` first.
    public static func shortest(firstStop: Int, stops: [Coordinate]) -> [Int] {
        shortest(origin: .firstStop(firstStop), stops: stops)
    }

    /// `.firstStop` must name one of `stops` (a precondition: the index comes from the same list).
    public static func shortest(origin: RouteOrigin, stops: [Coordinate]) -> [Int] {
        let matrix = DistanceMatrix(stops: stops, origin: origin)
        if stops.count <= exactStopLimit { return HeldKarp.shortestOrder(matrix) }
        return LocalSearch.twoOpt(LocalSearch.nearestNeighbour(matrix), matrix)
    }

    /// The stops themselves in their shortest order.
    public static func ordered(_ stops: [RouteStop], origin: RouteOrigin) -> [RouteStop] {
        shortest(origin: origin, stops: stops.map(\.coordinate)).map { stops[$0] }
    }

    /// Exact at any size up to 16 stops (a precondition: memory grows as 2ⁿ), the yardstick the
    /// heuristic is measured against.
    public static func exact(origin: RouteOrigin, stops: [Coordinate]) -> [Int] {
        HeldKarp.shortestOrder(DistanceMatrix(stops: stops, origin: origin))
    }

    /// Nearest neighbour alone: what 2-opt starts from.
    public static func nearestNeighbour(origin: RouteOrigin, stops: [Coordinate]) -> [Int] {
        LocalSearch.nearestNeighbour(DistanceMatrix(stops: stops, origin: origin))
    }

    /// `order` improved by 2-opt until no segment reversal shortens it.
    public static func twoOpt(_ order: [Int], origin: RouteOrigin, stops: [Coordinate]) -> [Int] {
        LocalSearch.twoOpt(order, DistanceMatrix(stops: stops, origin: origin))
    }

    /// Road-estimate kilometres of the open path through `stops` in `order`, from the origin.
    public static func pathKilometres(origin: RouteOrigin, stops: [Coordinate], order: [Int]) -> Double {
        DistanceMatrix(stops: stops, origin: origin).length(of: order)
    }
}
