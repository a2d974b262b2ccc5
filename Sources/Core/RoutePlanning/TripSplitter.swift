import Entities

/// How many days a trip is split into.
public enum TripDayCount: Hashable, Sendable {
    case fixed(Int)
    /// The fewest days whose every day fits (or, when none does, the fewest with the fewest warnings).
    case asFewAsFit
}

/// Baths assigned to days and ordered within each.
public struct TripSplit: Hashable, Sendable {
    /// Indices into the stops given, day by day (a day may be empty when there are more days than baths).
    public var days: [[Int]]
    /// When each day starts, minutes after midnight in Japan.
    public var startMinutes: [Int]
    /// The warnings the trip's days will have (closed baths, days over their travel or window).
    public var violations: Int
    public var kilometres: Double
    /// True when no other split is better (the search was exhaustive).
    public var isExact: Bool
}

/// Splits a trip's baths into days: every bath reached while open, every day within its window
/// and travel limit, then the least total travel, then the shortest longest day.
///
/// Each night is spent by the day's last bath, so the next day starts there and the trip is one
/// path cut into days. Up to `exactStopLimit` baths every order and every cut is searched
/// (depth first, pruned by the best split so far: ≤ 8!·2⁷ ≈ 5 million leaves, far fewer visited).
/// Beyond, a heuristic: the shortest path (nearest neighbour + 2-opt), cut into days by dynamic
/// programming over the cut points (exact for that order), then baths closed on arrival moved
/// to other days and places while that helps, within a budget of day timings.
public enum TripSplitter {
    public static let exactStopLimit = 8
    /// Candidate moves the heuristic may time (each times the whole trip once).
    static let relocationBudget = 3_000

    public static func split(stops: [RouteStop], origin: Coordinate?, firstDate: VisitDate, mode: TravelMode,
                             stayMinutes: Int, limits: TripLimits, days: TripDayCount, firstDayEarliest: Int = 0) -> TripSplit {
        let n = stops.count
        let most = min(DayPlan.maximumDays, max(1, n))
        let requested: Int? = if case .fixed(let count) = days { min(DayPlan.maximumDays, max(1, count)) } else { nil }
        let timing = SplitTiming(stops: stops, origin: origin, firstDate: firstDate, dayCount: max(most, requested ?? 1),
                                 mode: mode, stayMinutes: stayMinutes, limits: limits, firstDayEarliest: firstDayEarliest)
        guard n > 0 else {
            let count = requested ?? 1
            return TripSplit(days: Array(repeating: [], count: count), startMinutes: Array(repeating: limits.windowStart, count: count),
                             violations: 0, kilometres: 0, isExact: true)
        }
        var result: (days: [[Int]], score: SplitScore)
        let exact = n <= exactStopLimit
        if let requested {
            let used = min(requested, n)
            result = exact ? ExactSplit(timing: timing).best(dayCount: used) : HeuristicSplit(timing: timing, origin: origin, stops: stops).best(dayCount: used)
        } else if exact {
            let search = ExactSplit(timing: timing)
            result = search.best(dayCount: 1)
            var count = 1
            while result.score.violations > 0, count < most {
                count += 1
                let next = search.best(dayCount: count)
                if next.score.violations < result.score.violations { result = next }
            }
        } else {
            result = HeuristicSplit(timing: timing, origin: origin, stops: stops).asFewAsFit(most: most)
        }
        var dayLists = result.days
        if let requested, dayLists.count < requested { dayLists += Array(repeating: [], count: requested - dayLists.count) }
        return TripSplit(days: dayLists, startMinutes: startMinutes(dayLists, timing), violations: result.score.violations,
                         kilometres: result.score.kilometres, isExact: exact)
    }

    static func startMinutes(_ days: [[Int]], _ timing: SplitTiming) -> [Int] {
        var previous = -1
        return days.enumerated().map { index, day in
            guard let first = day.first else { return timing.limits.windowStart }
            defer { previous = day.last ?? previous }
            return timing.startMinute(day: index, previous: previous, first: first)
        }
    }

    /// The score of `days` as the timetable will see it.
    static func score(_ days: [[Int]], _ timing: SplitTiming) -> SplitScore {
        var score = SplitScore(violations: 0, kilometres: 0, latestEnd: 0)
        var previous = -1
        for (index, day) in days.enumerated() {
            guard let first = day.first else { continue }
            var cursor = DayCursor(day: index, previous: previous, first: first, timing)
            score.kilometres += timing.kilometres(previous, first)
            for k in day.indices.dropFirst() {
                cursor.add(day[k], timing)
                score.kilometres += timing.kilometres(day[k - 1], day[k])
            }
            score.violations += cursor.violations(timing.limits)
            score.latestEnd = max(score.latestEnd, cursor.clock)
            previous = cursor.last
        }
        return score
    }
}

/// Every order and every cut into exactly `dayCount` non-empty days, depth first.
struct ExactSplit {
    let timing: SplitTiming

    func best(dayCount: Int) -> (days: [[Int]], score: SplitScore) {
        let n = timing.count
        let limits = timing.limits
        var best = (days: [[Int]](), score: SplitScore.worst)
        var days: [[Int]] = []
        var used = [Bool](repeating: false, count: n)

        // `finished`: the score of the days before the current one (violations and latest end).
        func extend(_ cursor: DayCursor, placed: Int, finished: SplitScore, kilometres: Double) {
            let current = SplitScore(violations: finished.violations + cursor.violations(limits), kilometres: kilometres,
                                     latestEnd: max(finished.latestEnd, cursor.clock))
            if placed == n {
                if days.count == dayCount, current < best.score { best = (days, current) }
                return
            }
            for next in 0..<n where !used[next] {
                let leg = timing.kilometres(cursor.last, next)
                // On in the same day, leaving enough baths for the days still to open.
                if n - placed - 1 >= dayCount - days.count {
                    var grown = cursor
                    grown.add(next, timing)
                    let partial = SplitScore(violations: finished.violations + grown.violations(limits), kilometres: kilometres + leg,
                                             latestEnd: max(finished.latestEnd, grown.clock))
                    // Warnings, kilometres and the latest end only grow along a path.
                    if partial < best.score {
                        used[next] = true
                        days[days.count - 1].append(next)
                        extend(grown, placed: placed + 1, finished: finished, kilometres: kilometres + leg)
                        days[days.count - 1].removeLast()
                        used[next] = false
                    }
                }
                // Or the night, and the next day starting with it.
                if days.count < dayCount {
                    let opened = DayCursor(day: days.count, previous: cursor.last, first: next, timing)
                    let closing = SplitScore(violations: finished.violations + cursor.violations(limits), kilometres: 0,
                                             latestEnd: max(finished.latestEnd, cursor.clock))
                    let partial = SplitScore(violations: closing.violations + opened.violations(limits), kilometres: kilometres + leg,
                                             latestEnd: max(closing.latestEnd, opened.clock))
                    if partial < best.score {
                        used[next] = true
                        days.append([next])
                        extend(opened, placed: placed + 1, finished: closing, kilometres: kilometres + leg)
                        days.removeLast()
                        used[next] = false
                    }
                }
            }
        }
        for first in 0..<n {
            used[first] = true
            days = [[first]]
            extend(DayCursor(day: 0, previous: -1, first: first, timing), placed: 1,
                   finished: SplitScore(violations: 0, kilometres: 0, latestEnd: 0), kilometres: timing.kilometres(-1, first))
            used[first] = false
        }
        return best
    }
}
