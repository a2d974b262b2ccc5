import Entities

/// Timings of one kind of ordering over many runs, in milliseconds.
public struct RouteBenchFigures: Hashable, Sendable {
    public var stops: Int
    public var runs: Int
    public var medianMilliseconds: Double
    public var p99Milliseconds: Double
    public var maximumMilliseconds: Double
    /// Road-estimate kilometres of the order found (the same every run).
    public var kilometres: Double
}

/// What `yumeguri-bench plan` measures: ordering 10 stops exactly and 200 heuristically, from the
/// distance matrix up. Run it on a release build; a debug build is ten times slower.
public enum RoutePlanningBench {
    public struct Result: Hashable, Sendable {
        public var exact10: RouteBenchFigures
        public var heuristic200: RouteBenchFigures
    }

    /// Orders the first 10 and the first 200 of `coordinates` (fewer when fewer are given) `runs`
    /// times each, with a free start.
    public static func run(coordinates: [Coordinate], runs: Int = 200) -> Result {
        Result(exact10: measure(Array(coordinates.prefix(RouteOrdering.exactStopLimit)), runs: runs),
               heuristic200: measure(Array(coordinates.prefix(200)), runs: runs))
    }

    static func measure(_ stops: [Coordinate], runs: Int) -> RouteBenchFigures {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(max(1, runs))
        var order: [Int] = []
        for _ in 0..<max(1, runs) {
            let started = clock.now
            order = RouteOrdering.shortest(from: nil, stops: stops)
            samples.append(milliseconds(clock.now - started))
        }
        samples.sort()
        return RouteBenchFigures(
            stops: stops.count, runs: samples.count, medianMilliseconds: percentile(samples, 0.5),
            p99Milliseconds: percentile(samples, 0.99), maximumMilliseconds: samples.last ?? 0,
            // Using the order keeps the optimiser from dropping the work, and shows what it found.
            kilometres: RouteOrdering.pathKilometres(origin: .anywhere, stops: stops, order: order))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Nearest rank of an ascending, non-empty list.
    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
