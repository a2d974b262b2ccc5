import Entities

/// Reorders or trims a plan so that fewer stops are closed when it reaches them.
public enum ClosureRepair {
    /// Up to this many stops every order is tried (8! = 40,320, pruned). Opening hours make the
    /// cost of a stop depend on the time it is reached, so the (subset, last) dynamic programming
    /// that orders by distance is not exact here.
    public static let exactStopLimit = 8
    /// Relocation passes of the heuristic beyond that; each pass tries every stop at every place.
    static let maximumPasses = 50
    /// Stop timings the heuristic may spend (about a tenth of a second): a pass over 200 stops
    /// alone would take eight million.
    static let timingBudget = 2_000_000

    /// The order with the fewest stops closed at arrival and, among those, the shortest; nil when
    /// no order has fewer closed stops than `plan` (including when none is closed).
    public static func reorderAvoidingClosures(_ plan: RoutePlan) -> RoutePlan? {
        let current = plan.closedStops.count
        guard current > 0, plan.stops.count > 1 else { return nil }
        let timing = TimingTable(plan)
        let identity = Array(0..<plan.stops.count)
        let best = plan.stops.count <= exactStopLimit
            ? timing.bestOrderExhaustively(startingFrom: timing.score(identity), order: identity)
            : timing.bestOrderByRelocation(seeds: [identity, timing.shortestByDistance(), timing.nearestOpenNeighbour()])
        guard best.score.closed < current else { return nil }
        let stops = plan.routeStops
        return plan.replacingStops(best.order.map { stops[$0] })
    }

    /// The plan without the stops closed at arrival, re-timed: leaving one out moves every later
    /// arrival earlier, which can close or open others, so this repeats until none is closed.
    public static func droppingClosedStops(_ plan: RoutePlan) -> RoutePlan {
        var result = plan
        while !result.closedStops.isEmpty {
            result = result.replacingStops(result.stops.filter { !$0.availability.isClosed }.map(\.stop))
        }
        return result
    }
}

/// How good an order is: fewer closed stops first, then fewer kilometres.
struct ClosureScore: Comparable {
    var closed: Int
    var kilometres: Double

    static let worst = ClosureScore(closed: .max, kilometres: .infinity)

    static func < (lhs: ClosureScore, rhs: ClosureScore) -> Bool {
        // A tolerance so that float noise between equal-length orders is not an improvement.
        lhs.closed != rhs.closed ? lhs.closed < rhs.closed : lhs.kilometres < rhs.kilometres - 1e-9
    }
}

/// A plan's legs and hours precomputed, so candidate orders are timed by table look-ups and
/// integer arithmetic (`RoutePlan` computes the same values the same way).
struct TimingTable {
    let matrix: DistanceMatrix
    let legMinutes: [Int]
    let originMinutes: [Int]
    let hours: [FacilityHours]
    /// Each stop's opening on the route's first days (a route of hours spans two or three),
    /// so candidate orders are timed without working out holidays again.
    let openings: [[DayOpening]]
    let firstDay: VisitDate
    let startSeconds: Int
    let stayMinutes: Int
    let count: Int
    let origin: RouteOrigin

    init(_ plan: RoutePlan) {
        let coordinates = plan.routeStops.map(\.coordinate)
        origin = plan.origin.map(RouteOrigin.coordinate) ?? .anywhere
        matrix = DistanceMatrix(stops: coordinates, origin: origin)
        count = coordinates.count
        // From the road estimate itself, as `RoutePlan` times legs, not from the matrix (which
        // makes legs to unusable positions long so they are ordered last, where a plan gives 0 min).
        let mode = plan.mode
        legMinutes = coordinates.flatMap { from in
            coordinates.map { mode.minutes(forKilometres: RouteDistance.kilometres(from: from, to: $0)) }
        }
        originMinutes = coordinates.map { stop in
            plan.origin.map { mode.minutes(forKilometres: RouteDistance.kilometres(from: $0, to: stop)) } ?? 0
        }
        hours = plan.routeStops.map(\.hours)
        startSeconds = CivilTime.seconds(plan.departure)
        let local = startSeconds + CivilTime.japanOffsetSeconds
        firstDay = VisitDate(dayNumber: local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400))
        let first = firstDay
        openings = hours.map { stop in (0..<Self.cachedDays).map { StopAvailability.opening(stop, on: first.adding(days: $0)) } }
        stayMinutes = plan.stayMinutes
    }

    static let cachedDays = 3

    func isClosed(_ stop: Int, arrivingAfter minutes: Int) -> Bool {
        let seconds = startSeconds + minutes * 60 + CivilTime.japanOffsetSeconds
        let day = (seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)) - firstDay.dayNumber
        guard (0..<(Self.cachedDays - 1)).contains(day) else {
            return StopAvailability.of(hours[stop], arrivalSeconds: startSeconds + minutes * 60, stayMinutes: stayMinutes).isClosed
        }
        let minute = (seconds - (firstDay.dayNumber + day) * 86_400) / 60
        return StopAvailability.of(openings[stop][day], minute: minute, stayMinutes: stayMinutes) { openings[stop][day + 1] }.isClosed
    }

    func score(_ order: [Int]) -> ClosureScore {
        var closed = 0
        var elapsed = 0
        var previous = -1
        for stop in order {
            elapsed += previous < 0 ? originMinutes[stop] : legMinutes[previous * count + stop]
            if isClosed(stop, arrivingAfter: elapsed) { closed += 1 }
            elapsed += stayMinutes
            previous = stop
        }
        return ClosureScore(closed: closed, kilometres: matrix.length(of: order))
    }

    /// Depth-first over all orders, cutting a branch once it has more closed stops, or as many
    /// and no fewer kilometres, than the best complete order so far. Only strictly better orders
    /// than `bound` are returned.
    func bestOrderExhaustively(startingFrom bound: ClosureScore, order boundOrder: [Int]) -> (order: [Int], score: ClosureScore) {
        var best = (order: boundOrder, score: bound)
        var path: [Int] = []
        path.reserveCapacity(count)
        var used = [Bool](repeating: false, count: count)

        func extend(elapsed: Int, closed: Int, kilometres: Double) {
            if path.count == count {
                let score = ClosureScore(closed: closed, kilometres: kilometres)
                if score < best.score { best = (path, score) }
                return
            }
            for next in 0..<count where !used[next] {
                let last = path.last
                let legKilometres = last.map { matrix[$0, next] } ?? matrix.originCost[next]
                let arrival = elapsed + (last.map { legMinutes[$0 * count + next] } ?? originMinutes[next])
                let partial = ClosureScore(closed: closed + (isClosed(next, arrivingAfter: arrival) ? 1 : 0),
                                           kilometres: kilometres + legKilometres)
                // Closed stops and kilometres only grow along a path.
                guard partial < best.score else { continue }
                used[next] = true
                path.append(next)
                extend(elapsed: arrival + stayMinutes, closed: partial.closed, kilometres: partial.kilometres)
                path.removeLast()
                used[next] = false
            }
        }
        extend(elapsed: 0, closed: 0, kilometres: 0)
        return best
    }

    func shortestByDistance() -> [Int] {
        count <= RouteOrdering.exactStopLimit
            ? HeldKarp.shortestOrder(matrix)
            : LocalSearch.twoOpt(LocalSearch.nearestNeighbour(matrix), matrix)
    }

    /// Greedy: always on to the closest stop that is open on arrival, or the closest when none is.
    func nearestOpenNeighbour() -> [Int] {
        var order: [Int] = []
        var used = [Bool](repeating: false, count: count)
        var elapsed = 0
        while order.count < count {
            var choice = -1, choiceOpen = false, choiceKilometres = Double.infinity, choiceArrival = 0
            for next in 0..<count where !used[next] {
                let last = order.last
                let kilometres = last.map { matrix[$0, next] } ?? matrix.originCost[next]
                let arrival = elapsed + (last.map { legMinutes[$0 * count + next] } ?? originMinutes[next])
                let open = !isClosed(next, arrivingAfter: arrival)
                if choice < 0 || (open && !choiceOpen) || (open == choiceOpen && kilometres < choiceKilometres) {
                    (choice, choiceOpen, choiceKilometres, choiceArrival) = (next, open, kilometres, arrival)
                }
            }
            used[choice] = true
            order.append(choice)
            elapsed = choiceArrival + stayMinutes
        }
        return order
    }

    /// From each seed, moves single stops to other places while that improves the score; the best
    /// result over all seeds.
    func bestOrderByRelocation(seeds: [[Int]]) -> (order: [Int], score: ClosureScore) {
        var best = (order: seeds.first ?? [], score: ClosureScore.worst)
        var budget = ClosureRepair.timingBudget / max(1, count) // candidate orders, over all seeds
        for seed in seeds {
            var order = seed
            var score = self.score(order)
            passes: for _ in 0..<ClosureRepair.maximumPasses {
                var improved = false
                // Closed stops first: moving them is what most often helps, and the budget may not
                // reach the rest on long routes.
                let closed = closedPlaces(in: order)
                for from in closed + (0..<count).filter({ !closed.contains($0) }) {
                    for to in 0..<count where to != from {
                        guard budget > 0 else { break passes }
                        budget -= 1
                        var candidate = order
                        candidate.insert(candidate.remove(at: from), at: to)
                        let candidateScore = self.score(candidate)
                        if candidateScore < score {
                            (order, score, improved) = (candidate, candidateScore, true)
                        }
                    }
                }
                if !improved { break }
            }
            if score < best.score { best = (order, score) }
        }
        return best
    }

    private func closedPlaces(in order: [Int]) -> [Int] {
        var places: [Int] = []
        var elapsed = 0
        for (place, stop) in order.enumerated() {
            elapsed += place == 0 ? originMinutes[stop] : legMinutes[order[place - 1] * count + stop]
            if isClosed(stop, arrivingAfter: elapsed) { places.append(place) }
            elapsed += stayMinutes
        }
        return places
    }
}
