import Entities

/// Everything the calendar draws: the year's day cells as shade levels (derived when the year or
/// the log changes), the year's numbers and which years have visits.
public struct VisitCalendarViewState: Equatable, Sendable {
    public var isLoaded = false
    public var calendar: YearCalendar?
    /// The shade of each day of the year (0–4), or nil for days still to come.
    public var levels: [Int?] = []
    public var summary: VisitSummary?
    public var visitedYears: [Int] = []
    public var canGoForward = false

    public init() {}
}
