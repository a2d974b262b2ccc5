import Entities
import RoutePlanning
import Testing

@Suite struct RouteOrderingTests {
    let tolerance = 1e-9

    @Test func theRealAreasAreTheEightOfBeppu() {
        #expect(Fixtures.beppuHattou.count == 8)
        #expect(Set(Fixtures.beppuHattou.map(\.name)).count == 8)
    }

    /// 255 subsets × (free start, from the station, each subset's first stop fixed).
    @Test func exactOrderMatchesBruteForceOnEverySubsetOfBeppu() throws {
        let all = Fixtures.beppuHattou.map(\.coordinate)
        try #require(all.count == 8)
        for mask in 1..<(1 << all.count) {
            let stops = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            for origin in [RouteOrigin.anywhere, .coordinate(Fixtures.beppuStation), .firstStop(stops.count - 1)] {
                let order = RouteOrdering.shortest(origin: origin, stops: stops)
                #expect(order.sorted() == Array(stops.indices), "not a permutation: \(order)")
                if case .firstStop(let first) = origin { #expect(order.first == first) }
                let found = BruteForce.length(origin: origin, stops: stops, order: order)
                let best = BruteForce.shortestLength(origin: origin, stops: stops)
                #expect(abs(found - best) < tolerance, "subset \(mask) from \(origin): \(found) km, best \(best) km")
                #expect(abs(RouteOrdering.pathKilometres(origin: origin, stops: stops, order: order) - found) < tolerance)
            }
        }
    }

    @Test func theConvenienceEntriesAgreeWithTheOrigins() {
        let stops = Fixtures.beppuHattou.map(\.coordinate)
        #expect(RouteOrdering.shortest(from: nil, stops: stops) == RouteOrdering.shortest(origin: .anywhere, stops: stops))
        #expect(RouteOrdering.shortest(from: Fixtures.beppuStation, stops: stops)
            == RouteOrdering.shortest(origin: .coordinate(Fixtures.beppuStation), stops: stops))
        #expect(RouteOrdering.shortest(firstStop: 3, stops: stops).first == 3)
        #expect(RouteOrdering.shortest(from: nil, stops: []).isEmpty)
        #expect(RouteOrdering.shortest(from: Fixtures.beppuStation, stops: [stops[0]]) == [0])
    }

    @Test func aFreeStartIsNeverLongerThanAnyFixedFirstStop() {
        let stops = Fixtures.beppuHattou.map(\.coordinate)
        let free = RouteOrdering.pathKilometres(origin: .anywhere, stops: stops, order: RouteOrdering.shortest(from: nil, stops: stops))
        for first in stops.indices {
            let fixed = RouteOrdering.pathKilometres(origin: .firstStop(first), stops: stops,
                                                     order: RouteOrdering.shortest(firstStop: first, stops: stops))
            #expect(free <= fixed + tolerance)
        }
    }

    @Test func twoOptIsNeverLongerThanNearestNeighbourOnRandomInstances() {
        var rng = SplitMix64(seed: 20_261_121)
        for instance in 0..<150 {
            let count = 3 + rng.next(60)
            let stops = Fixtures.randomCoordinates(count, spanKilometres: [2, 20, 200][instance % 3], using: &rng)
            let origins: [RouteOrigin] = [.anywhere, .coordinate(Fixtures.randomCoordinates(1, using: &rng)[0]), .firstStop(rng.next(count))]
            for origin in origins {
                checkTwoOpt(origin: origin, stops: stops)
            }
        }
    }

    @Test func twoOptIsNeverLongerThanNearestNeighbourOnRealAreas() {
        let oita = Fixtures.areas.filter { $0.prefecture == "大分県" }.map(\.coordinate)
        let gunma = Fixtures.areas.filter { $0.prefecture == "群馬県" }.map(\.coordinate)
        #expect(oita.count > RouteOrdering.exactStopLimit && gunma.count > RouteOrdering.exactStopLimit)
        for stops in [oita, gunma, Fixtures.areas.prefix(200).map(\.coordinate)] {
            for origin in [RouteOrigin.anywhere, .coordinate(Fixtures.beppuStation), .firstStop(0)] {
                checkTwoOpt(origin: origin, stops: stops)
            }
        }
    }

    /// 2-opt ran to the end: no reversal of any segment shortens its result.
    private func checkTwoOpt(origin: RouteOrigin, stops: [Coordinate]) {
        let greedy = RouteOrdering.nearestNeighbour(origin: origin, stops: stops)
        let improved = RouteOrdering.twoOpt(greedy, origin: origin, stops: stops)
        #expect(greedy.sorted() == Array(stops.indices) && improved.sorted() == Array(stops.indices))
        let greedyLength = BruteForce.length(origin: origin, stops: stops, order: greedy)
        let improvedLength = BruteForce.length(origin: origin, stops: stops, order: improved)
        #expect(improvedLength <= greedyLength + tolerance, "\(stops.count) stops from \(origin)")
        if case .firstStop(let first) = origin { #expect(greedy.first == first && improved.first == first) }
        let firstMovable = if case .firstStop = origin { 1 } else { 0 }
        var localMinimum = true
        for i in firstMovable..<max(firstMovable, stops.count - 1) {
            for j in (i + 1)..<stops.count {
                var candidate = improved
                candidate[i...j].reverse()
                if BruteForce.length(origin: origin, stops: stops, order: candidate) < improvedLength - 1e-7 { localMinimum = false }
            }
        }
        #expect(localMinimum, "2-opt stopped early on \(stops.count) stops")
        if stops.count > RouteOrdering.exactStopLimit {
            #expect(RouteOrdering.shortest(origin: origin, stops: stops) == improved)
        }
    }

    @Test func theHeuristicStaysCloseToExactJustPastTheExactLimit() {
        var rng = SplitMix64(seed: 7)
        var worst = 1.0
        for _ in 0..<20 {
            let stops = Fixtures.randomCoordinates(12, using: &rng)
            let heuristic = RouteOrdering.pathKilometres(origin: .anywhere, stops: stops, order: RouteOrdering.shortest(from: nil, stops: stops))
            let exact = RouteOrdering.pathKilometres(origin: .anywhere, stops: stops, order: RouteOrdering.exact(origin: .anywhere, stops: stops))
            #expect(exact <= heuristic + tolerance)
            worst = max(worst, heuristic / exact)
        }
        // 2-opt from the best greedy start is within a few percent on uniform points.
        #expect(worst < 1.15, "worst ratio \(worst)")
    }

    @Test func legMinutesRoundUpAndTheDetourFactorApplies() {
        let a = Fixtures.beppuHattou[0].coordinate, b = Fixtures.beppuHattou[1].coordinate
        #expect(abs(RouteDistance.kilometres(from: a, to: b) - a.distance(to: b) * 1.3) < 1e-12)
        #expect(TravelMode.walk.minutes(forKilometres: 4.5) == 60)
        #expect(TravelMode.walk.minutes(forKilometres: 4.51) == 61)
        #expect(TravelMode.car.minutes(forKilometres: 0.1) == 1)
        #expect(TravelMode.car.minutes(forKilometres: 0) == 0)
        #expect(TravelMode.car.minutes(forKilometres: .nan) == 0)
    }
}

@Suite struct UnusableCoordinateTests {
    @Test(arguments: [5, 30])
    func aStopWithoutAPositionIsStillOrdered(count: Int) {
        var rng = SplitMix64(seed: UInt64(count))
        var stops = Fixtures.randomCoordinates(count, using: &rng)
        stops[2] = Coordinate(latitude: .nan, longitude: .infinity)
        for origin in [RouteOrigin.anywhere, .coordinate(Fixtures.beppuStation), .firstStop(1), .firstStop(2)] {
            let order = RouteOrdering.shortest(origin: origin, stops: stops)
            #expect(order.sorted() == Array(stops.indices), "\(origin)")
            // Reaching it is so costly that it is visited at an end of the route.
            if case .firstStop(2) = origin { #expect(order.first == 2) } else { #expect(order.last == 2) }
        }
    }
}
