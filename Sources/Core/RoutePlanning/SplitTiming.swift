import Entities

/// A trip's legs and hours precomputed for the splitter: candidate days are timed by table
/// look-ups, the way `TripTimetable` times them (the tests hold the two to the same answer).
struct SplitTiming {
    let count: Int
    let legMinutes: [Int]
    /// Road-estimate kilometres; a leg to an unusable position counts as `DistanceMatrix.unusable`.
    let legKilometres: [Double]
    let originMinutes: [Int]
    let originKilometres: [Double]
    /// Each bath's opening on each day of the trip, and the day after the last.
    let openings: [[DayOpening]]
    let hours: [FacilityHours]
    let firstDate: VisitDate
    let stay: Int
    let limits: TripLimits
    let mode: TravelMode
    /// The first day starts no earlier than this (a trip that starts today starts from now).
    let firstDayEarliest: Int

    init(stops: [RouteStop], origin: Coordinate?, firstDate: VisitDate, dayCount: Int, mode: TravelMode,
         stayMinutes: Int, limits: TripLimits, firstDayEarliest: Int = 0) {
        self.firstDayEarliest = firstDayEarliest
        count = stops.count
        let coordinates = stops.map(\.coordinate)
        func kilometres(_ a: Coordinate, _ b: Coordinate) -> Double {
            let value = RouteDistance.kilometres(from: a, to: b)
            return value.isFinite ? value : DistanceMatrix.unusable
        }
        legKilometres = coordinates.flatMap { from in coordinates.map { kilometres(from, $0) } }
        // Minutes from the road estimate itself, as `RoutePlan` times legs (an unusable position is 0 min there).
        legMinutes = coordinates.flatMap { from in coordinates.map { mode.minutes(forKilometres: RouteDistance.kilometres(from: from, to: $0)) } }
        originKilometres = coordinates.map { stop in origin.map { kilometres($0, stop) } ?? 0 }
        originMinutes = coordinates.map { stop in origin.map { mode.minutes(forKilometres: RouteDistance.kilometres(from: $0, to: stop)) } ?? 0 }
        let days = max(1, dayCount) + 1
        hours = stops.map(\.hours)
        self.firstDate = firstDate
        openings = stops.map { stop in (0..<days).map { StopAvailability.opening(stop.hours, on: firstDate.adding(days: $0)) } }
        stay = max(0, stayMinutes)
        self.limits = limits
        self.mode = mode
    }

    /// From stop `from` (-1: the trip's origin, or nowhere) to stop `to`.
    @inline(__always) func minutes(_ from: Int, _ to: Int) -> Int { from < 0 ? originMinutes[to] : legMinutes[from * count + to] }
    @inline(__always) func kilometres(_ from: Int, _ to: Int) -> Double { from < 0 ? originKilometres[to] : legKilometres[from * count + to] }

    /// Arriving `minute` minutes after the midnight that begins trip day `day` (past 24:00: the
    /// next day's hours; a day's baths are all reached within two dates).
    func availability(_ stop: Int, day: Int, minute: Int) -> StopAvailability {
        let date = day + (minute >= 0 ? minute / 1440 : -((-minute + 1439) / 1440))
        let clock = minute - (date - day) * 1440
        return StopAvailability.of(opening(stop, date), minute: clock, stayMinutes: stay) { opening(stop, date + 1) }
    }

    /// From the table within the trip; worked out for a day far past it (a day of absurd length).
    private func opening(_ stop: Int, _ date: Int) -> DayOpening {
        openings[stop].indices.contains(date) ? openings[stop][date] : StopAvailability.opening(hours[stop], on: firstDate.adding(days: date))
    }

    func isClosed(_ stop: Int, day: Int, minute: Int) -> Bool { availability(stop, day: day, minute: minute).isClosed }

    /// The window's start, or later when the day's first bath opens later: nobody waits at a closed door.
    func startMinute(day: Int, previous: Int, first: Int) -> Int {
        let windowStart = day == 0 ? min(TripDay.startRange.upperBound, max(limits.windowStart, firstDayEarliest)) : limits.windowStart
        let leg = minutes(previous, first)
        let arrival = windowStart + leg
        if case .closed(.notYetOpen(let opensAt)) = availability(first, day: day, minute: arrival), opensAt - leg <= limits.windowEnd {
            return min(TripDay.startRange.upperBound, max(windowStart, opensAt - leg))
        }
        return windowStart
    }

    /// A leg a walker should not take (the timetable's `legTooLong`).
    func isTooLong(_ from: Int, _ to: Int) -> Bool {
        guard mode == .walk, let limit = limits.legKilometres else { return false }
        let value = kilometres(from, to)
        return value < DistanceMatrix.unusable && value > limit
    }
}

/// A day being filled one bath at a time: its clock, travel and broken limits so far.
struct DayCursor {
    let day: Int
    let start: Int
    /// Minutes after the day's midnight when the last stay ends.
    private(set) var clock: Int
    private(set) var travel = 0
    private(set) var closed = 0
    private(set) var hasLongLeg = false
    private(set) var last: Int

    init(day: Int, previous: Int, first: Int, _ timing: SplitTiming) {
        self.day = day
        start = timing.startMinute(day: day, previous: previous, first: first)
        clock = start
        last = previous
        add(first, timing)
    }

    mutating func add(_ stop: Int, _ timing: SplitTiming) {
        let leg = timing.minutes(last, stop)
        clock += leg
        travel += leg
        if timing.isClosed(stop, day: day, minute: clock) { closed += 1 }
        if timing.isTooLong(last, stop) { hasLongLeg = true }
        clock += timing.stay
        last = stop
    }

    /// The warnings `TripTimetable` would give the day.
    func violations(_ limits: TripLimits) -> Int {
        closed + (hasLongLeg ? 1 : 0) + (travel > limits.travelMinutes ? 1 : 0) + (clock > limits.windowEnd ? 1 : 0)
    }
}

/// How good a split is: fewer warnings, then fewer kilometres, then an earlier end of the
/// longest day (the days balanced).
struct SplitScore: Comparable {
    var violations: Int
    var kilometres: Double
    var latestEnd: Int

    static let worst = SplitScore(violations: .max, kilometres: .infinity, latestEnd: .max)

    static func < (lhs: SplitScore, rhs: SplitScore) -> Bool {
        if lhs.violations != rhs.violations { return lhs.violations < rhs.violations }
        // A tolerance so that float noise between equal-length orders is not an improvement.
        if abs(lhs.kilometres - rhs.kilometres) > 1e-9 { return lhs.kilometres < rhs.kilometres }
        return lhs.latestEnd < rhs.latestEnd
    }
}
