import Entities

/// The splitter beyond the exact sizes: one shortest path, cut into days by dynamic programming,
/// then closed baths moved while that helps.
struct HeuristicSplit {
    let timing: SplitTiming
    let order: [Int]

    init(timing: SplitTiming, origin: Coordinate?, stops: [RouteStop]) {
        self.timing = timing
        order = RouteOrdering.shortest(from: origin, stops: stops.map(\.coordinate))
    }

    func best(dayCount: Int) -> (days: [[Int]], score: SplitScore) {
        let table = cutTable(order, most: dayCount)
        return improved(days(from: table, order, dayCount: dayCount))
    }

    /// The fewest days without a warning; when no count up to `most` has none, the count with the fewest.
    func asFewAsFit(most: Int) -> (days: [[Int]], score: SplitScore) {
        let table = cutTable(order, most: most)
        let n = order.count
        var chosen = 1
        for count in 1...most where table.score[count][n].violations < table.score[chosen][n].violations {
            chosen = count
            if table.score[count][n].violations == 0 { break }
        }
        return improved(days(from: table, order, dayCount: chosen))
    }

    struct CutTable {
        /// `score[k][j]`: the best way to cover the first `j` baths of the order in `k` days.
        var score: [[SplitScore]]
        var cut: [[Int]]
    }

    /// Dynamic programming over where each day begins; a day's timing grows one bath at a time,
    /// so the table costs days × baths² / 2 bath timings.
    func cutTable(_ order: [Int], most: Int) -> CutTable {
        let n = order.count
        var table = CutTable(score: Array(repeating: Array(repeating: .worst, count: n + 1), count: most + 1),
                             cut: Array(repeating: Array(repeating: -1, count: n + 1), count: most + 1))
        table.score[0][0] = SplitScore(violations: 0, kilometres: 0, latestEnd: 0)
        for k in 1...max(1, most) {
            for i in (k - 1)..<n where table.score[k - 1][i].violations != .max {
                let before = table.score[k - 1][i]
                let previous = i == 0 ? -1 : order[i - 1]
                var cursor = DayCursor(day: k - 1, previous: previous, first: order[i], timing)
                var kilometres = before.kilometres + timing.kilometres(previous, order[i])
                for j in (i + 1)...n {
                    if j > i + 1 {
                        cursor.add(order[j - 1], timing)
                        kilometres += timing.kilometres(order[j - 2], order[j - 1])
                    }
                    let candidate = SplitScore(violations: before.violations + cursor.violations(timing.limits),
                                               kilometres: kilometres, latestEnd: max(before.latestEnd, cursor.clock))
                    if candidate < table.score[k][j] {
                        table.score[k][j] = candidate
                        table.cut[k][j] = i
                    }
                }
            }
        }
        return table
    }

    func days(from table: CutTable, _ order: [Int], dayCount: Int) -> [[Int]] {
        var days: [[Int]] = []
        var end = order.count
        for k in stride(from: dayCount, through: 1, by: -1) {
            let start = max(0, table.cut[k][end])
            days.append(Array(order[start..<end]))
            end = start
        }
        return days.reversed()
    }

    /// Moves each bath closed on arrival to every other place of every day, keeping a move that
    /// lowers the score, until none does or the budget is spent.
    func improved(_ start: [[Int]]) -> (days: [[Int]], score: SplitScore) {
        var days = start
        var score = TripSplitter.score(days, timing)
        var budget = TripSplitter.relocationBudget
        var improvedOnce = true
        while improvedOnce, score.violations > 0, budget > 0 {
            improvedOnce = false
            for stop in closedStops(days) {
                guard budget > 0, let from = days.firstIndex(where: { $0.contains(stop) }),
                      let place = days[from].firstIndex(of: stop), days[from].count > 1 else { continue }
                var bestMove: (days: [[Int]], score: SplitScore)?
                for to in days.indices {
                    for position in 0...(days[to].count - (to == from ? 1 : 0)) where budget > 0 {
                        if to == from && position == place { continue }
                        budget -= 1
                        var candidate = days
                        candidate[from].remove(at: place)
                        candidate[to].insert(stop, at: position)
                        let candidateScore = TripSplitter.score(candidate, timing)
                        if candidateScore < (bestMove?.score ?? score) { bestMove = (candidate, candidateScore) }
                    }
                }
                if let bestMove {
                    (days, score, improvedOnce) = (bestMove.days, bestMove.score, true)
                }
            }
        }
        return (days, score)
    }

    /// The baths closed when the split reaches them.
    func closedStops(_ days: [[Int]]) -> [Int] {
        var closed: [Int] = []
        var previous = -1
        for (index, day) in days.enumerated() {
            guard let first = day.first else { continue }
            var clock = timing.startMinute(day: index, previous: previous, first: first)
            var last = previous
            for stop in day {
                clock += timing.minutes(last, stop)
                if timing.isClosed(stop, day: index, minute: clock) { closed.append(stop) }
                clock += timing.stay
                last = stop
            }
            previous = last
        }
        return closed
    }
}
