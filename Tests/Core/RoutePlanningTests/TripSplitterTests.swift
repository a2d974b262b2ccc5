import Entities
import Foundation
import RoutePlanning
import Testing

/// The splitter against every order and every cut timed by `TripTimetable` itself (the public
/// timing the screens show), on real catalog areas with their sample hours.
@Suite struct TripSplitterTests {
    struct Score: Equatable, CustomStringConvertible {
        var warnings: Int
        var kilometres: Double
        var latestEnd: Int
        var description: String { "\(warnings) warnings, \(kilometres) km, ends \(latestEnd)" }

        func isBetter(than other: Score) -> Bool {
            if warnings != other.warnings { return warnings < other.warnings }
            if abs(kilometres - other.kilometres) > 1e-9 { return kilometres < other.kilometres }
            return latestEnd < other.latestEnd
        }
    }

    static let limitsByMode: [TravelMode: TripLimits] = [.car: .defaults(for: .car), .walk: .defaults(for: .walk)]

    /// The start rule, from `RoutePlan` alone: 09:00, or later when the first bath opens later.
    static func startMinute(first: RouteStop, from origin: Coordinate?, date: VisitDate, mode: TravelMode, stay: Int, limits: TripLimits) -> Int {
        let probe = RoutePlan(stops: [first], origin: origin, departure: date.japanMoment(minute: limits.windowStart), mode: mode, stayMinutes: stay)
        let leg = probe.stops[0].legMinutes
        if case .closed(.notYetOpen(let opensAt)) = probe.stops[0].availability, opensAt - leg <= limits.windowEnd {
            return min(24 * 60 - 1, max(limits.windowStart, opensAt - leg))
        }
        return limits.windowStart
    }

    /// Times `days` (lists of stops) as a trip with the start rule, and scores it.
    static func score(_ days: [[RouteStop]], origin: Coordinate?, firstDate: VisitDate, mode: TravelMode, stay: Int,
                      limits: TripLimits, startMinutes given: [Int]? = nil) -> Score {
        var inputs: [TripDayInput] = []
        var from = origin
        for (index, stops) in days.enumerated() {
            let date = firstDate.adding(days: index)
            let start = given?[index] ?? stops.first.map { startMinute(first: $0, from: from, date: date, mode: mode, stay: stay, limits: limits) } ?? limits.windowStart
            inputs.append(TripDayInput(date: date, startMinute: start, stops: stops))
            from = stops.last?.coordinate ?? from
        }
        let timed = TripTimetable.days(inputs, origin: origin, mode: mode, stayMinutes: stay, limits: limits)
        return Score(warnings: timed.reduce(0) { $0 + $1.warnings.count },
                     kilometres: timed.reduce(0) { $0 + $1.travelKilometres },
                     latestEnd: timed.filter { !$0.timetable.stops.isEmpty }
                         .map { Int($0.end.timeIntervalSince($0.date.japanMoment(minute: 0)) / 60) }.max() ?? 0)
    }

    /// Every composition of `count` items into `parts` non-empty consecutive runs.
    static func cuts(_ count: Int, into parts: Int) -> [[Int]] {
        guard parts > 1 else { return [[count]] }
        guard count >= parts else { return [] }
        return (1...(count - parts + 1)).flatMap { first in cuts(count - first, into: parts - 1).map { [first] + $0 } }
    }

    static func bruteForce(_ stops: [RouteStop], days: Int, origin: Coordinate?, firstDate: VisitDate, mode: TravelMode, stay: Int) -> Score {
        let limits = limitsByMode[mode] ?? .defaults(for: mode)
        var best: Score?
        for order in BruteForce.permutations(of: Array(stops.indices)) {
            for sizes in cuts(stops.count, into: days) {
                var split: [[RouteStop]] = []
                var next = 0
                for size in sizes {
                    split.append(order[next..<(next + size)].map { stops[$0] })
                    next += size
                }
                let score = score(split, origin: origin, firstDate: firstDate, mode: mode, stay: stay, limits: limits)
                if best.map({ score.isBetter(than: $0) }) ?? true { best = score }
            }
        }
        return best ?? Score(warnings: 0, kilometres: 0, latestEnd: 0)
    }

    static func pick(_ pool: [Fixtures.Area], _ count: Int, _ rng: inout SplitMix64) -> [RouteStop] {
        var picked: [Fixtures.Area] = []
        while picked.count < min(count, pool.count) {
            let area = pool[rng.next(pool.count)]
            if !picked.contains(where: { $0.id == area.id }) { picked.append(area) }
        }
        return picked.map { Fixtures.stop($0) }
    }

    /// Real areas of 大分県 (short drives, walkable in Beppu) and of 群馬・長野・岐阜 (long drives
    /// that break the travel limit), 2–6 baths over 1–3 days, varied dates and stays.
    @Test(arguments: [("大分県", UInt64(11)), ("群馬県", 12), ("長野県", 13), ("岐阜県", 14)])
    func fixedDaysMatchEveryOrderAndEveryCut(prefecture: String, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let pool = Fixtures.areas.filter { $0.prefecture == prefecture }
        try #require(pool.count >= 10)
        for _ in 0..<12 {
            let stops = Self.pick(pool, 2 + rng.next(5), &rng)
            let days = 1 + rng.next(min(3, stops.count))
            let date = VisitDate(dayNumber: VisitDate.japanToday(Fixtures.japan(2026, 12, 1, 12)).dayNumber + rng.next(60))
            let mode: TravelMode = rng.next(3) == 0 ? .walk : .car
            let stay = 30 + 15 * rng.next(4)
            let origin: Coordinate? = rng.next(2) == 0 ? nil : stops[rng.next(stops.count)].coordinate
            let limits = Self.limitsByMode[mode] ?? .defaults(for: mode)
            let split = TripSplitter.split(stops: stops, origin: origin, firstDate: date, mode: mode, stayMinutes: stay, limits: limits, days: .fixed(days))
            #expect(split.isExact)
            #expect(split.days.count == days)
            #expect(split.days.flatMap { $0 }.sorted() == Array(stops.indices), "every bath once")
            let found = Self.score(split.days.map { $0.map { stops[$0] } }, origin: origin, firstDate: date, mode: mode, stay: stay,
                                   limits: limits, startMinutes: split.startMinutes)
            let best = Self.bruteForce(stops, days: days, origin: origin, firstDate: date, mode: mode, stay: stay)
            #expect(found.warnings == best.warnings, "\(prefecture) \(date) \(mode) \(days) days: found \(found), best \(best)")
            #expect(abs(found.kilometres - best.kilometres) < 1e-6, "found \(found), best \(best)")
            #expect(found.latestEnd == best.latestEnd, "found \(found), best \(best)")
            #expect(split.violations == found.warnings, "the splitter's count is the timetable's")
        }
    }

    /// `--days auto`: the fewest days whose timetable has no warning, as brute force finds it.
    @Test func asFewAsFitIsTheFewestDaysWithoutWarnings() throws {
        var rng = SplitMix64(seed: 21)
        let pool = Fixtures.areas.filter { ["群馬県", "長野県", "大分県"].contains($0.prefecture) }
        for _ in 0..<8 {
            let stops = Self.pick(pool, 3 + rng.next(3), &rng)
            let date = VisitDate(dayNumber: VisitDate.japanToday(Fixtures.japan(2027, 1, 10, 12)).dayNumber + rng.next(30))
            let split = TripSplitter.split(stops: stops, origin: nil, firstDate: date, mode: .car, stayMinutes: 45,
                                           limits: .defaults(for: .car), days: .asFewAsFit)
            let fewest = (1...stops.count).first { Self.bruteForce(stops, days: $0, origin: nil, firstDate: date, mode: .car, stay: 45).warnings == 0 }
            if let fewest {
                #expect(split.days.count == fewest)
                #expect(split.violations == 0)
            } else {
                #expect(split.violations > 0)
            }
        }
    }

    /// Beyond the exact sizes: every bath placed once, in at most the days asked, and no worse
    /// than the shortest path cut by hand at equal sizes.
    @Test func theHeuristicPlacesEveryBathOnceAndFitsWhatTheExactFits() throws {
        var rng = SplitMix64(seed: 31)
        let pool = Fixtures.areas.filter { $0.prefecture == "大分県" }
        let stops = Self.pick(pool, 30, &rng)
        let date = VisitDate.japanToday(Fixtures.japan(2026, 12, 5, 12))
        let split = TripSplitter.split(stops: stops, origin: nil, firstDate: date, mode: .car, stayMinutes: 45,
                                       limits: .defaults(for: .car), days: .fixed(4))
        #expect(!split.isExact)
        #expect(split.days.count == 4)
        #expect(split.days.flatMap { $0 }.sorted() == Array(stops.indices))
        let found = Self.score(split.days.map { $0.map { stops[$0] } }, origin: nil, firstDate: date, mode: .car, stay: 45,
                               limits: .defaults(for: .car), startMinutes: split.startMinutes)
        #expect(found.warnings == split.violations)
        let auto = TripSplitter.split(stops: stops, origin: nil, firstDate: date, mode: .car, stayMinutes: 45,
                                      limits: .defaults(for: .car), days: .asFewAsFit)
        #expect(auto.violations == 0, "30 baths of 大分 fit in days of their own")
        #expect(auto.days.allSatisfy { !$0.isEmpty })
    }

    @Test func moreDaysThanBathsLeavesFreeDaysAndNoBathsIsEmptyDays() {
        let stops = Fixtures.beppuHattou.prefix(2).map { Fixtures.stop($0) }
        let date = VisitDate.japanToday(Fixtures.japan(2026, 12, 5, 12))
        let split = TripSplitter.split(stops: Array(stops), origin: nil, firstDate: date, mode: .walk, stayMinutes: 45,
                                       limits: .defaults(for: .walk), days: .fixed(4))
        #expect(split.days.count == 4)
        #expect(split.days.filter { !$0.isEmpty }.count == 2)
        let none = TripSplitter.split(stops: [], origin: nil, firstDate: date, mode: .car, stayMinutes: 45, limits: .defaults(for: .car), days: .fixed(2))
        #expect(none.days == [[], []])
    }
}
