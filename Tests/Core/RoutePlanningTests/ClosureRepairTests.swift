import Entities
import Foundation
import RoutePlanning
import Testing

@Suite struct ClosureRepairTests {
    let beppu = Fixtures.beppuHattou
    let departure = Fixtures.japan(2026, 11, 21, 9, 30) // a Saturday

    @Test func swappingTwoStopsSavesTheOneThatClosesEarly() throws {
        try #require(beppu.count == 8)
        let morningOnly = OpeningHours(openingMinute: 6 * 60, closingMinute: 10 * 60, closedDays: .none)
        let allDay = OpeningHours(openingMinute: 9 * 60, closingMinute: 22 * 60, closedDays: .none)
        let plan = RoutePlan(stops: [Fixtures.stop(beppu[1], hours: allDay), Fixtures.stop(beppu[2], hours: morningOnly)],
                             origin: nil, departure: departure, mode: .car)
        #expect(plan.closedStops.map(\.stop.id) == [beppu[2].id])
        let repaired = try #require(ClosureRepair.reorderAvoidingClosures(plan))
        #expect(repaired.routeStops.map(\.id) == [beppu[2].id, beppu[1].id])
        #expect(repaired.closedStops.isEmpty)
        #expect(repaired.departure == plan.departure && repaired.mode == plan.mode && repaired.stayMinutes == plan.stayMinutes)
    }

    @Test func nothingToRepairOrNothingThatHelpsIsNil() {
        let open = RoutePlan(stops: beppu.map { Fixtures.stop($0, hours: .always) }, origin: nil, departure: departure, mode: .walk)
        #expect(ClosureRepair.reorderAvoidingClosures(open) == nil)
        // Closed all Saturday: no order reaches it on another day.
        let closedSaturdays = OpeningHours(openingMinute: 6 * 60, closingMinute: 22 * 60, closedDays: .weekly(.saturday))
        let stuck = RoutePlan(stops: [Fixtures.stop(beppu[0], hours: .always), Fixtures.stop(beppu[1], hours: closedSaturdays)],
                              origin: nil, departure: departure, mode: .walk)
        #expect(stuck.closedStops.count == 1)
        #expect(ClosureRepair.reorderAvoidingClosures(stuck) == nil)
    }

    /// The pruned search against every order timed by `RoutePlan` itself, on real areas with
    /// their sample hours and varied departures.
    @Test func exactRepairMatchesEveryOrderTimedOneByOne() {
        var rng = SplitMix64(seed: 5)
        let pool = Fixtures.areas.filter { $0.prefecture == "大分県" }
        var repairedCount = 0
        for _ in 0..<40 {
            let count = 2 + rng.next(5)
            var picked: [Fixtures.Area] = []
            while picked.count < count {
                let area = pool[rng.next(pool.count)]
                if !picked.contains(where: { $0.id == area.id }) { picked.append(area) }
            }
            let stops = picked.map { Fixtures.stop($0) }
            let start = Fixtures.japan(2026, 12, 1 + rng.next(28), 5 + rng.next(18), 15 * rng.next(4))
            let origin: Coordinate? = rng.next(2) == 0 ? nil : Fixtures.beppuStation
            let plan = RoutePlan(stops: stops, origin: origin, departure: start, mode: rng.next(2) == 0 ? .car : .walk, stayMinutes: 30 + 15 * rng.next(4))
            let all = BruteForce.permutations(of: Array(stops.indices)).map { plan.replacingStops($0.map { stops[$0] }) }
            let fewest = all.map(\.closedStops.count).min() ?? 0
            let shortest = all.filter { $0.closedStops.count == fewest }.map(\.totalKilometres).min() ?? 0
            if let repaired = ClosureRepair.reorderAvoidingClosures(plan) {
                repairedCount += 1
                #expect(repaired.closedStops.count == fewest)
                #expect(abs(repaired.totalKilometres - shortest) < 1e-9)
                #expect(Set(repaired.routeStops.map(\.id)) == Set(stops.map(\.id)))
            } else {
                #expect(plan.closedStops.count == fewest, "a better order exists but none was returned")
            }
        }
        // The instances must exercise both outcomes to check anything.
        #expect(repairedCount > 0 && repairedCount < 40)
    }

    @Test func theHeuristicForLongRoutesOnlyReturnsImprovements() {
        var rng = SplitMix64(seed: 11)
        let pool = Fixtures.areas.filter { $0.prefecture == "大分県" }
        var improvedAny = false
        for _ in 0..<10 {
            let stops = pool.shuffled(using: &rng).prefix(12).map { Fixtures.stop($0) }
            let plan = RoutePlan(stops: Array(stops), origin: nil, departure: Fixtures.japan(2026, 12, 8, 7 + rng.next(12)), mode: .car)
            guard let repaired = ClosureRepair.reorderAvoidingClosures(plan) else { continue }
            improvedAny = true
            #expect(repaired.closedStops.count < plan.closedStops.count)
            #expect(repaired.routeStops.map(\.id).sorted() == stops.map(\.id).sorted())
        }
        #expect(improvedAny)
    }

    @Test func droppingClosedStopsLeavesAnOpenSubsequence() {
        var rng = SplitMix64(seed: 3)
        let pool = Fixtures.areas.filter { $0.prefecture == "大分県" }
        for hour in [6, 9, 20, 22] {
            let stops = pool.shuffled(using: &rng).prefix(10).map { Fixtures.stop($0) }
            let plan = RoutePlan(stops: Array(stops), origin: Fixtures.beppuStation, departure: Fixtures.japan(2026, 12, 14, hour), mode: .car)
            let trimmed = ClosureRepair.droppingClosedStops(plan)
            #expect(trimmed.closedStops.isEmpty)
            #expect(trimmed.stops.count <= plan.stops.count - plan.closedStops.count)
            // A subsequence: the kept stops in their original order.
            var remaining = plan.routeStops.map(\.id)[...]
            for id in trimmed.routeStops.map(\.id) {
                guard let index = remaining.firstIndex(of: id) else { Issue.record("\(id) out of order"); break }
                remaining = remaining[(index + 1)...]
            }
        }
    }
}
