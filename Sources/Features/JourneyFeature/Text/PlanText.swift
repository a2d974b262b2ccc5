import Entities
import Localization

/// The trip screen's texts (湯めぐりプラン › a plan): its keys, its header and footer lines, and
/// the notices its edits leave. Each case one whole sentence, its numbers, names and keys as
/// placeholders; `PlanText+ja.swift` and `PlanText+en.swift` give each case its sentence.
enum PlanText: SampledCatalog, Hashable {
    // The timetable's keys (summary, then the status bar's word where the summary is longer).
    case keyOpen, hintOpen
    case keyNextDay, hintNextDay
    case keyPreviousDay
    case keyNextDate, hintNextDate
    case keyPreviousDate
    case keyNextWeek
    case keyPreviousWeek
    case keyFix, hintFix
    case keySplit, hintSplit
    case keyMoveStopDown
    case keyMoveStopUp
    case keyMoveStopToNextDay
    case keyMoveStopToPreviousDay
    case keyAddDay
    case keyDropDay
    case keyRemoveStop
    case keyOptimise
    case keyReorder
    case keyDropClosed
    case keyStartHere
    case keyBaseHere
    case keyToggleMode
    case keyLaterStart(minutes: Int)
    case keyEarlierStart(minutes: Int)
    case keyLongerStay(minutes: Int)
    case keyShorterStay(minutes: Int)
    case keyRename
    case keyShowMap, hintShowMap
    case keyCopy, hintCopy
    // The name field's keys.
    case keyCommitName, hintCommitName
    case keyCancelName, hintCancelName

    // The screen.
    case defaultTitle
    case loading
    case noSuchPlan(id: String)
    case escBack(key: String)
    case unreadable(id: String)
    case unreadableKept
    case nameLabel
    case namePrompt
    case noBathsOnDay
    case moveFromNeighbour(next: String, previous: String)
    /// The day's settings line: `2/3日目 12/06 (日) 出発 9:00 JST · 車 40 km/h · 滞在 45分 · 4か所`.
    case settings(day: Int, days: Int, heading: String, departure: String, mode: TravelMode, speed: String, stayMinutes: Int, stops: Int)
    /// The day's totals line; `endsNextDay` marks an end past midnight.
    case totals(distance: String, factor: String, travel: String, end: String, endsNextDay: Bool, base: String?)
    case startAtLastNightsBase(previousDay: Int, key: String)
    case startAt(name: String)
    case startAtFirst(key: String)
    case columnArrival, columnDeparture, columnBath, columnLeg, columnHours
    case legStart
    case mode(TravelMode)
    case dayFits
    case sampleHours
    case warningsOnOtherDays(count: Int, key: String)
    case dayKeys(previous: String, next: String)
    case skipped(count: Int)

    // What an edit did (the status line).
    case laterDayStartsAtBase(day: Int, key: String)
    case startsAtFirst
    case startsAt(name: String)
    case baseByLast
    case baseAt(name: String)
    case removed(name: String, hint: PlansText)
    case noDayBeforeFirst
    case atMostDays(Int)
    case moved(day: Int, heading: String)
    case orderedShortest
    case noneClosed
    case droppedClosed(count: Int)
    case startWithinDate
    case tripDays(count: Int, key: String)
    case dayAdded(day: Int, key: String)
    case onlyDay
    case dayDropped(day: Int)
    case dayDroppedMoved(day: Int, baths: Int, to: Int)
    case stillClosed(dropKey: String, moveKey: String)
    case reordered(closed: Int)
    case stayLimits(minimum: Int, maximum: Int)
    case cannotMoveDates(problem: String)
    case tripStarts(heading: String)
    case splitting
    case split(days: Int, movedTo: String?, warnings: Int)
    case nothingToFix
    case switchedMode(TravelMode)
    case copied
    case emptyName
    case cannotSave(problem: String)
    case renamed(name: String)

    static let samples: [PlanText] = [
        .keyOpen, .hintOpen, .keyNextDay, .hintNextDay, .keyPreviousDay, .keyNextDate, .hintNextDate, .keyPreviousDate,
        .keyNextWeek, .keyPreviousWeek, .keyFix, .hintFix, .keySplit, .hintSplit, .keyMoveStopDown, .keyMoveStopUp,
        .keyMoveStopToNextDay, .keyMoveStopToPreviousDay, .keyAddDay, .keyDropDay, .keyRemoveStop, .keyOptimise, .keyReorder,
        .keyDropClosed, .keyStartHere, .keyBaseHere, .keyToggleMode, .keyLaterStart(minutes: 30), .keyEarlierStart(minutes: 30),
        .keyLongerStay(minutes: 15), .keyShorterStay(minutes: 15), .keyRename, .keyShowMap, .hintShowMap, .keyCopy, .hintCopy,
        .keyCommitName, .hintCommitName, .keyCancelName, .hintCancelName,
        .defaultTitle, .loading, .noSuchPlan(id: "nope"), .escBack(key: "Esc"), .unreadable(id: "plan-7"), .unreadableKept,
        .nameLabel, .namePrompt, .noBathsOnDay, .moveFromNeighbour(next: "L", previous: "H"),
        .settings(day: 2, days: 3, heading: "Sun 6 Dec", departure: "9:00", mode: .car, speed: "40", stayMinutes: 45, stops: 4),
        .settings(day: 1, days: 1, heading: "Sun 6 Dec", departure: "9:00", mode: .walk, speed: "4.5", stayMinutes: 45, stops: 1),
        .totals(distance: "12.3 km", factor: "1.3", travel: "1 h 05 min", end: "14:05 JST", endsNextDay: true, base: "別府/鉄輪"),
        .totals(distance: "12.3 km", factor: "1.3", travel: "4 min", end: "14:05 JST", endsNextDay: false, base: nil),
        .startAtLastNightsBase(previousDay: 1, key: "b"), .startAt(name: "別府/鉄輪"), .startAtFirst(key: "s"),
        .columnArrival, .columnDeparture, .columnBath, .columnLeg, .columnHours, .legStart, .mode(.walk), .mode(.car),
        .dayFits, .sampleHours, .warningsOnOtherDays(count: 1, key: "S"), .warningsOnOtherDays(count: 3, key: "S"),
        .dayKeys(previous: "h", next: "l"), .skipped(count: 2),
        .laterDayStartsAtBase(day: 2, key: "b"), .startsAtFirst, .startsAt(name: "別府/鉄輪"), .baseByLast, .baseAt(name: "別府/鉄輪"),
        .removed(name: "別府/鉄輪", hint: .addShort(search: "a", map: "a")), .noDayBeforeFirst, .atMostDays(7),
        .moved(day: 2, heading: "Sun 6 Dec"), .orderedShortest, .noneClosed, .droppedClosed(count: 1), .droppedClosed(count: 2),
        .startWithinDate, .tripDays(count: 1, key: "A"), .tripDays(count: 3, key: "A"), .dayAdded(day: 2, key: "L"), .onlyDay,
        .dayDropped(day: 2), .dayDroppedMoved(day: 2, baths: 3, to: 1), .dayDroppedMoved(day: 1, baths: 1, to: 1),
        .stillClosed(dropKey: "x", moveKey: "L"), .reordered(closed: 0), .reordered(closed: 1), .stayLimits(minimum: 15, maximum: 240),
        .cannotMoveDates(problem: "more than a year ahead"), .tripStarts(heading: "Sun 6 Dec"), .splitting,
        .split(days: 1, movedTo: nil, warnings: 0), .split(days: 3, movedTo: "Sun 6 Dec", warnings: 2), .split(days: 2, movedTo: nil, warnings: 1),
        .nothingToFix, .switchedMode(.walk), .switchedMode(.car), .copied, .emptyName, .cannotSave(problem: "too long"),
        .renamed(name: "週末の別府"),
    ]
}
