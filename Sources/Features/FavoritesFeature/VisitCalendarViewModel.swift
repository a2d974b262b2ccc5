import Dependencies
import Entities
import Navigation
import Observation
import Observing
import ScreenKit
import Stores

/// The calendar: the counts are `VisitStatisticsStore`'s; this screen keeps the year shown and its
/// grid of day cells and the years it can go to, derived when the year or the counts change.
@MainActor
@Observable
public final class VisitCalendarViewModel {
    /// Nil until the counts are in: then the year asked for, else the newest visit's, else this one.
    private var year: Int?
    private var grid: (calendar: YearCalendar, levels: [Int?], visitedYears: [Int])?
    @ObservationIgnored private var gridKey: GridKey?
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.visitStatisticsStore) private var statistics
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date

    private struct GridKey: Equatable {
        var year: Int
        var source: VisitStatisticsStore.Source?
        var today: VisitDate
    }

    public init(year: Int? = nil) { self.year = year }

    private var today: VisitDate { VisitDate(date.now, timeZone: JapanTime.timeZone) }

    public func appear() {
        effects.followStatistics(statistics) { [weak self] in self?.rebuild() }
    }

    private func rebuild() {
        guard statistics.isLoaded else { return }
        let today = self.today
        let year = self.year ?? statistics.statistics.newest?.date.year ?? today.year
        self.year = year
        let key = GridKey(year: year, source: statistics.source, today: today)
        guard key != gridKey else { return }
        gridKey = key
        FrameComposition.derives("the visit calendar's grid")
        let calendar = YearCalendar(year: year, days: statistics.statistics.days, today: today)
        let levels = calendar.counts.indices.map { day -> Int? in
            if let last = calendar.lastDay, day > last { return nil }
            return calendar.scale.level(calendar.counts[day])
        }
        grid = (calendar, levels, statistics.statistics.visitedYears)
    }

    public var state: VisitCalendarViewState {
        var state = VisitCalendarViewState()
        guard let grid else { return state }
        state.isLoaded = true
        state.calendar = grid.calendar
        state.levels = grid.levels
        state.summary = statistics.summary(year: grid.calendar.year)
        state.visitedYears = grid.visitedYears
        state.canGoForward = grid.calendar.year < today.year
        return state
    }

    public func send(_ action: VisitCalendarAction) {
        switch action {
        case .previousYear: if let year, year > 1900 { self.year = year - 1 }
        case .nextYear: if let year, year < today.year { self.year = year + 1 }
        case .thisYear: year = today.year
        case .showList: RecordNavigation.show(.visits, router: router); return
        case .showMap: RecordNavigation.show(.stampMap, router: router); return
        case .showPassport: RecordNavigation.show(.springPassport, router: router); return
        }
        rebuild()
    }
}

extension VisitCalendarViewModel: ViewModel {}
